"""Seed 003's cache experiments as one-click runs.

- readahead: the same buffered sequential read (100 MiB in 4 KiB reads: fio issues 25,600)
  at several readahead values of the device behind the target; fio's reads against the
  device's reads and the average device I/O size show what readahead does.
- cache: the same random 4 KiB read with one sync job four ways: buffered with the file's
  pages dropped first (cold), buffered again (warm: the page cache answers), direct, and
  on the raw device.

The device's readahead is restored after the sweep however it ends.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Callable, Iterator

from app.core.targets import testfile
from app.core.cache.probe import device_for_path, drop_file_cache, read_ahead_kb
from app.core.access.root_helper import run_privileged
from app.core.errors import InputError
from app.core.fio.jobspec import JobSpec, Target
from app.core.fio.locate import FioBinary
from app.core.history.store import RunStore
from app.core.suites.items import PlanItem
from app.core.suites.plans import PlanTable
from app.core.suites.run import SuiteResult, SuiteRunner
from app.core.history.document import RunDoc

READAHEAD_KB = (0, 64, 128, 256, 512, 1024)
SWEEP_SIZE = 100 << 20  # seed 003: 25,600 reads of 4 KiB
CACHE_SIZE = 10 << 20  # seed 003: 2,560 reads of 4 KiB


@dataclass(frozen=True)
class ExperimentSetup:
    target: Target  # a test file in a directory, or a raw device (read-only use)
    device: str  # kernel name of the device whose readahead is set (readahead sweep)
    raw_device: str | None = None  # /dev/... for the cache experiment's raw run


def readahead_specs(target: Target, values: tuple[int, ...], size: int = SWEEP_SIZE
                    ) -> list[tuple[JobSpec, str, int]]:
    if not values or any(v < 0 for v in values):
        raise InputError("readahead values must be 0 KiB or more", "e.g. 0,128,512")
    return [(JobSpec(name=f"seqread-ra{v}k", rw="read", target=target, bs=4096, size=size, direct=False,
                     ioengine="psync"), f"readahead {v} KiB", v) for v in values]


def run_readahead_sweep(fio: FioBinary, target: Target, values: tuple[int, ...] = READAHEAD_KB,
                        store: RunStore | None = None, size: int = SWEEP_SIZE,
                        runner_ready: Callable[[SuiteRunner], None] | None = None,
                        **callbacks) -> SuiteResult:
    probe = target.path
    while target.kind != "device" and not os.path.exists(probe) and os.path.dirname(probe) != probe:
        probe = os.path.dirname(probe)  # the run's directory is made when it starts
    dev = device_for_path(probe)
    previous = read_ahead_kb(dev) if dev else None
    if previous is None:
        raise InputError(f"no block device with a readahead setting behind {target.path}",
                         "choose a directory on a local disk, or the disk itself")
    specs = readahead_specs(target, values, size)
    if target.kind == "file":  # lay the file out once: every read then starts from the disk
        specs.insert(0, (_layout(target, size), "layout", previous))

    def plan() -> Iterator[PlanItem]:
        for spec, phase, kb in specs:
            # fio's invalidate=1 drops the file's pages at each start; root only for this step
            run_privileged("set-readahead", dev, str(kb))
            yield PlanItem(spec, phase)

    try:
        runner = SuiteRunner(fio, "readahead-sweep", plan(), target=target.path, store=store,
                             settings={"experiment": "readahead", "device": dev, "values": list(values),
                                       "size": size, "readahead_before_kb": previous}, **callbacks)
        if runner_ready:
            runner_ready(runner)
        return runner.run()
    finally:
        run_privileged("set-readahead", dev, str(previous))


def run_cache_experiment(fio: FioBinary, target: Target, raw_device: str | None = None,
                         store: RunStore | None = None, size: int = CACHE_SIZE,
                         runner_ready: Callable[[SuiteRunner], None] | None = None,
                         **callbacks) -> SuiteResult:
    if target.kind != "file":
        raise InputError("the cache experiment needs a directory for its test file")
    base = JobSpec(name="randread-4k", rw="randread", target=target, bs=4096, size=size, direct=False,
                   ioengine="psync", extra=(("invalidate", "0"),))

    def plan() -> Iterator[PlanItem]:
        yield PlanItem(_layout(target, size), "layout")
        # The test file's own pages (no privilege needed), where the run put it: its private directory.
        drop_file_cache(runner.result.tests[-1].spec.target.path)
        yield PlanItem(base.with_(name="buffered-cold"), "buffered, cold")
        yield PlanItem(base.with_(name="buffered-warm"), "buffered, warm")
        yield PlanItem(base.with_(name="direct", direct=True, extra=()), "direct")
        if raw_device:
            yield PlanItem(base.with_(name="raw", target=Target(raw_device, "device"), direct=True, extra=()),
                           "raw device")

    runner = SuiteRunner(fio, "cache-experiment", plan(), target=target.path, store=store,
                         settings={"experiment": "cache", "size": size, "raw_device": raw_device}, **callbacks)
    if runner_ready:
        runner_ready(runner)
    return runner.run()


def _layout(target: Target, size: int) -> JobSpec:
    # Real data, synced: fallocated extents would be read as zeros without device I/O.
    return JobSpec(name="layout", rw="write", target=target, bs=1 << 20, size=size, ioengine="psync",
                   direct=False, extra=(("end_fsync", "1"),))


def experiment_tables(doc: RunDoc) -> list[PlanTable]:
    """Issued against device I/O, per run, from the stored cache verdicts."""
    rows = []
    for t in doc.get("tests", []):
        c, r = t.get("cache"), t.get("result")
        if t.get("phase") == "layout" or not c or not r:
            continue
        side = r["total"]["read"]
        lat = (side.get("clat_us") or {}).get("mean_us")
        avg = c["dev_read_bytes"] / c["dev_reads"] / 1024 if c.get("dev_reads") else None
        rows.append((t.get("phase") or t["name"], (float(c["fio_reads"]), float(c["dev_reads"]), avg,
                                                   c.get("from_ram_pct"), side["iops"], side["MB_per_s"], lat)))
    if doc.get("suite") not in ("readahead-sweep", "cache-experiment") or not rows:
        return []
    title = ("Readahead sweep: buffered sequential 4 KiB reads" if doc["suite"] == "readahead-sweep"
             else "Page cache vs direct vs raw: random 4 KiB reads, one sync job")
    return [PlanTable(title, "Run", ("fio reads", "device reads", "avg device read KiB", "from RAM %", "IOPS",
                                     "MB/s", "mean µs"), tuple(rows), "", "", 1, (0, 0, 1, 1, 0, 1, 1))]


def file_target(directory: str) -> Target:
    return Target(str(testfile.test_file_path(directory)), "file")
