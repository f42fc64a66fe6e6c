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
from typing import Any, Callable, Iterator, Mapping

from app.core.targets import testfile
from app.core.cache.probe import device_for_path, drop_file_cache, read_ahead_kb
from app.core.access.root_helper import run_privileged
from app.core.errors import InputError
from app.core.fio.jobspec import JobSpec, Target
from app.core.target_kind import TargetKind
from app.core.fio.locate import FioBinary
from app.core.history.store import RunStore
from app.core.suites.driver import Driver, run_alone
from app.core.suites.items import PlanItem
from app.core.suites.kinds import ExperimentSettings
from app.core.words import Msg
from app.core.suites.plans import PlanTable
from app.core.suites.run import SuiteResult, SuiteRunner
from app.core.history.document import RunDoc

READAHEAD_KB = (0, 64, 128, 256, 512, 1024)
SWEEP_SIZE = 100 << 20  # seed 003: 25,600 reads of 4 KiB
CACHE_SIZE = 10 << 20  # seed 003: 2,560 reads of 4 KiB


def readahead_specs(target: Target, values: tuple[int, ...], size: int = SWEEP_SIZE
                    ) -> list[tuple[JobSpec, str, int]]:
    if not values or any(v < 0 for v in values):
        raise InputError(Msg("readahead values must be 0 KiB or more"), Msg("e.g. 0,128,512"))
    return [(JobSpec(name=f"seqread-ra{v}k", rw="read", target=target, bs=4096, size=size, direct=False,
                     ioengine="psync"), f"readahead {v} KiB", v) for v in values]


class ReadaheadSweep(Driver):
    """The same buffered read at each readahead value; the device's own comes back at close()."""

    suite = "readahead-sweep"
    sets_readahead = True

    def __init__(self, target: Target, values: tuple[int, ...] = READAHEAD_KB, size: int = SWEEP_SIZE) -> None:
        super().__init__()
        probe = target.path
        while target.kind != TargetKind.DEVICE and not os.path.exists(probe) and os.path.dirname(probe) != probe:
            probe = os.path.dirname(probe)  # the run's directory is made when it starts
        dev = device_for_path(probe)
        previous = read_ahead_kb(dev) if dev else None
        if dev is None or previous is None:
            raise InputError(Msg("no block device with a readahead setting behind %1", target.path),
                             Msg("choose a directory on a local disk, or the disk itself"))
        self._target, self.device, self.previous = target, dev, previous
        self.specs = readahead_specs(target, values, size)
        if target.kind == TargetKind.FILE:  # lay the file out once: every read then starts from the disk
            self.specs.insert(0, (_layout(target, size), "layout", previous))
        self.settings = ExperimentSettings("readahead", size, dev, tuple(values), previous)
        self._set = False

    @property
    def target(self) -> Target:
        return self._target

    def section(self) -> dict[str, Any]:
        return {"experiment": self.settings}

    def plan(self) -> Iterator[PlanItem]:
        for spec, phase, kb in self.specs:
            # fio's invalidate=1 drops the file's pages at each start; root only for this step
            self._set = True
            run_privileged("set-readahead", self.device, str(kb))
            yield PlanItem(spec, phase)

    def close(self) -> None:
        if self._set:
            run_privileged("set-readahead", self.device, str(self.previous))


class CacheExperiment(Driver):
    """A random read cold, warm, direct and (given a device) raw."""

    suite = "cache-experiment"

    def __init__(self, target: Target, raw_device: str | None = None, size: int = CACHE_SIZE) -> None:
        super().__init__()
        if target.kind != TargetKind.FILE:
            raise InputError(Msg("the cache experiment needs a directory for its test file"))
        self._target, self.raw_device, self.size = target, raw_device, size
        self.settings = ExperimentSettings("cache", size, raw_device=raw_device)

    @property
    def target(self) -> Target:
        return self._target

    def section(self) -> dict[str, Any]:
        return {"experiment": self.settings}

    def plan(self) -> Iterator[PlanItem]:
        target, size = self._target, self.size
        base = JobSpec(name="randread-4k", rw="randread", target=target, bs=4096, size=size, direct=False,
                       ioengine="psync", extra=(("invalidate", "0"),))
        yield PlanItem(_layout(target, size), "layout")
        # The test file's own pages (no privilege needed), where the run put it: its private directory.
        drop_file_cache(self.runner.result.tests[-1].spec.target.path)
        yield PlanItem(base.with_(name="buffered-cold"), "buffered, cold")
        yield PlanItem(base.with_(name="buffered-warm"), "buffered, warm")
        yield PlanItem(base.with_(name="direct", direct=True, extra=()), "direct")
        if self.raw_device:
            yield PlanItem(base.with_(name="raw", target=Target(self.raw_device, TargetKind.DEVICE), direct=True, extra=()),
                           "raw device")


def run_readahead_sweep(fio: FioBinary, target: Target, values: tuple[int, ...] = READAHEAD_KB,
                        store: RunStore | None = None, size: int = SWEEP_SIZE,
                        runner_ready: Callable[[SuiteRunner], None] | None = None, **callbacks: Any) -> SuiteResult:
    """The sweep without a session (core tests)."""
    return run_alone(fio, ReadaheadSweep(target, values, size), store=store, target=target.path,
                     runner_ready=runner_ready, **callbacks)


def run_cache_experiment(fio: FioBinary, target: Target, raw_device: str | None = None,
                         store: RunStore | None = None, size: int = CACHE_SIZE, **callbacks: Any) -> SuiteResult:
    """The cache experiment without a session (core tests)."""
    return run_alone(fio, CacheExperiment(target, raw_device, size), store=store, target=target.path, **callbacks)


def _layout(target: Target, size: int) -> JobSpec:
    # Real data, synced: fallocated extents would be read as zeros without device I/O.
    return JobSpec(name="layout", rw="write", target=target, bs=1 << 20, size=size, ioengine="psync",
                   direct=False, extra=(("end_fsync", "1"),))


def experiment_tables(doc: Mapping[str, Any]) -> list[PlanTable]:
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
    return Target(str(testfile.test_file_path(directory)), TargetKind.FILE)
