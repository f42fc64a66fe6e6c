"""The seed documents' test plans with the seeds' own parameters (`run --preset P
--as-published`), where the plans' defaults (plans.py) depart from them for test machines
(docs/seed-deviations.md lists every departure).

- client (seeds 000/001): the seed's Create_Files job (create_only=1, rw=rw, rwmixread=0,
  1m) lays out cores - 2 files of 10 GiB (`--size=10GB`: fio reads GB as 2^30), then its six
  tests of 60 s, posixaio, direct, iodepth 1, clocksource=gettimeofday.
- scaling (seed 002): 1, 4, 16 and 64 processes, 10 GiB per process (`-size=10G`,
  nrfiles=1), psync, direct, fallocate=none, no layout pass (fio lays the files out as the
  seed's first test starts); read, random read and random write 120 s time based, the
  sequential write writing each process's whole file once.
- vendor-peak (seed 003): fio-job-04/09/10/11 at 30 s (`runt=30013msec`), 4 threads,
  iodepth 32, libaio, direct, on the raw device.

What cannot be honoured for safety stays Fioscope's and is said in the plan's notes: test
files only in the run's private directory, named by Fioscope (not the seed's
`$jobnum/FIOfile` in `$WORKING_DIR`).
"""
from __future__ import annotations

import os
from typing import TypedDict
from dataclasses import dataclass
from functools import partial

from app.core.target_kind import TargetKind
from app.core.errors import InputError
from app.core.fio.jobspec import JobSpec, Target, default_engine
from app.core.suites.items import PlanItem
from app.core.suites.plans import CLIENT_TESTS, SCALING_TESTS, SUITES, VENDOR_TESTS, SuitePlan
from app.core.units import short_bs
from app.core.words import Msg

SEED_SIZE = 10 << 30  # seeds 000/001 `--size=10GB`, seed 002 `-size=10G`: fio's G is 2^30
SEED_PROCESSES = (1, 4, 16, 64)  # seed 002's table columns
SEED_CLIENTS = (1, 2, 4, 8)  # seed 002's table rows: clients, each a machine running the same jobs
SOURCES = {"client": "seeds 000/001", "scaling": "seed 002", "vendor-peak": "seed 003"}
PRIVATE_FILES = ("test files only in the run's private directory, one per job, named by Fioscope "
                 "(filename_format={name}), not the seed's {seed}: Fioscope never writes a path it did not make")


@dataclass(frozen=True)
class Published:
    """A seed plan as published, and what Fioscope keeps of its own (notes, one a line)."""

    plan: SuitePlan
    source: str  # "seeds 000/001"
    untimed: str = ""  # work that is not time based, said in words ("" when none)
    notes: tuple[str, ...] = ()
    client_rows: tuple[int, ...] = ()  # on fio servers: seed 002's clients rows the hosts can run


def check_published(name: str) -> None:
    if name not in SOURCES:
        raise InputError(Msg("%1 has no seed document to run as published: %2 applies to %3 (and %4)", name,
                             "--as-published", ", ".join(SOURCES), "fioscope steady"),
                         Msg("leave out %1", "--as-published"))


def published_plan(name: str, target: Target, cpus: int | None = None, hosts: int = 0) -> Published:
    """The plan `name` with its seed's own jobs on a resolved (or draft) target; `hosts`:
    how many fio servers run it (scaling only, seed 002's clients rows), 0 for this machine."""
    check_published(name)
    if hosts:
        if name != "scaling":
            raise InputError(Msg("%1 runs on this machine, as its seed did; only scaling (seed 002's clients x "
                                 "processes matrix) runs on fio servers (%2)", f"--as-published {name}", "--hosts"),
                             Msg("leave out %1, or leave out %2 to run the plan on fio servers", "--hosts",
                                 "--as-published"))
        return _scaling(target, cpus, hosts)
    return {"client": _client, "scaling": _scaling, "vendor-peak": _vendor}[name](target, cpus)


def seed_clients(hosts: int) -> tuple[int, ...]:
    """Seed 002's client rows that `hosts` fio servers can run (a row of k clients needs k)."""
    return tuple(c for c in SEED_CLIENTS if c <= hosts)


def _private_note(spec: JobSpec, seed: str) -> str:
    return PRIVATE_FILES.format(name=dict(spec.options()).get("filename_format"), seed=seed)


def _client(target: Target, cpus: int | None) -> Published:
    cpus = cpus or os.cpu_count() or 1
    jobs = max(1, cpus - 2)  # seed: JOBS=$((`lscpu` CPU(s) - 2))
    # posixaio is glibc's; fio on Windows has none: windowsaio is its asynchronous engine.
    engine = "windowsaio" if default_engine() == "windowsaio" else "posixaio"
    seed_opts = (("clocksource", "gettimeofday"),)
    spec = partial(JobSpec, target=target, ioengine=engine, direct=True, iodepth=1, size=SEED_SIZE,
                   file_per_job=True)
    items = [PlanItem(spec(name="Create_Files", rw="rw", rwmixread=0, bs=1 << 20, numjobs=jobs,
                           extra=seed_opts + (("create_only", "1"),)), "layout")]
    for test, _, reads, bs, multi in CLIENT_TESTS:
        items.append(PlanItem(spec(name=test, rw="randrw", rwmixread=100 if reads else 0, bs=bs,
                                   numjobs=jobs if multi else 1, runtime=60, time_based=True,
                                   extra=seed_opts)))
    notes = [_private_note(items[0].spec, "--filename_format='$jobnum/FIOfile' in $WORKING_DIR")]
    if cpus - 2 < 1:
        notes.append(f"{cpus} CPU(s): the seed's JOBS=CPU(s)-2 is {cpus - 2}, which fio cannot run; 1 job instead")
    if engine != "posixaio":
        notes.append("posixaio does not exist on Windows: windowsaio, fio's asynchronous engine there")
    plan = SuitePlan("client", SUITES["client"].title, tuple(items),
                     f"as published (seeds 000/001): {jobs} job{'s' if jobs != 1 else ''} (CPU(s) - 2), 10 GiB per job file, "
                     f"iodepth 1, {engine}, direct, clocksource=gettimeofday")
    return Published(plan, SOURCES["client"], "laying out the files (the seed's create_only=1 job)", tuple(notes))


def _scaling(target: Target, cpus: int | None, hosts: int = 0) -> Published:
    items = []
    for rw, bs, _ in SCALING_TESTS:
        timed = rw != "write"  # the seed's sequential write has no runtime: each file written once
        for p in SEED_PROCESSES:
            items.append(PlanItem(JobSpec(
                name=f"{rw}-{short_bs(bs)}-p{p}", rw=rw, bs=bs, numjobs=p, target=target, ioengine="psync",
                direct=True, size=SEED_SIZE, file_per_job=True, runtime=120 if timed else None, time_based=timed,
                extra=(("fallocate", "none"), ("nrfiles", "1")))))
    writes = sum(SEED_PROCESSES)
    seed_names = "-directory={} -name=test_file_c{}"
    rows = seed_clients(hosts)
    if not hosts:
        notes = [_private_note(items[0].spec, seed_names),
                 "one client: the seed's 1, 2, 4 and 8 clients are rows a run on as many fio servers adds "
                 "(--hosts H1,...,H8)"]
    else:
        missing = [c for c in SEED_CLIENTS if c not in rows]
        pattern = dict(items[0].spec.options()).get("filename_format")
        notes = [f"test files named by Fioscope on each host (filename_format={pattern} in the directory given), "
                 f"not the seed's {seed_names}: names no one else chose, removed after each job",
                 f"clients: row{'s' if len(rows) > 1 else ''} {', '.join(map(str, rows))} on the first hosts given, "
                 "each client running every job on its own files" + (
                     f"; the seed's {', '.join(map(str, missing))}-client row{'s' if len(missing) > 1 else ''} "
                     f"need{'' if len(missing) > 1 else 's'} {missing[-1]} hosts, {hosts} given" if missing else "")]
    plan = SuitePlan("scaling", SUITES["scaling"].title, tuple(items),
                     "as published (seed 002): processes 1, 4, 16, 64; 10 GiB per process; psync, direct, "
                     "fallocate=none; no layout pass")
    return Published(plan, SOURCES["scaling"],
                     f"the sequential writes of {writes} x 10 GiB ({writes * 10} GiB), each file written once, "
                     "and fio laying out the files before the first read", tuple(notes), rows)


def _vendor(target: Target, cpus: int | None) -> Published:
    if target.kind != TargetKind.DEVICE:
        raise InputError(Msg("%1 runs on a raw device, as seed 003's jobs did", "--as-published vendor-peak"),
                         Msg("give a device and --destroy-data, or leave out %1 to use a test file", "--as-published"))
    items = tuple(PlanItem(JobSpec(
        name=f"{job}-{rw}-{short_bs(bs)}", rw=rw, bs=bs, target=target, iodepth=32, numjobs=4, thread=True,
        runtime=30, time_based=True, direct=True, ioengine="libaio" if default_engine() == "libaio" else
        default_engine())) for job, rw, bs, _ in VENDOR_TESTS)
    notes: tuple[str, ...] = ("the job files are not in the seed: what it prints of them is run (pattern, block size, libaio, "
             "iodepth 32, 4 threads, 30 s); the iodepth_batch it mentions without values is fio's default; "
             "the whole device",)
    if default_engine() != "libaio":
        notes += ("libaio is Linux's: windowsaio, fio's asynchronous engine on Windows",)
    plan = SuitePlan("vendor-peak", SUITES["vendor-peak"].title, items,
                     "as published (seed 003): 4 threads, iodepth 32, 30 s, libaio, direct, the raw device")
    return Published(plan, SOURCES["vendor-peak"], "", notes)


# Seed 004 (TKperf test report): "tkperf raid ... /dev/sdb -c raid5.cfg -nj 2 -iod 16", the
# four SNIA PTS tests, 60 s cells, at most 25 rounds, a secure erase before each test; the
# IOPS and latency matrices are Fioscope's defaults already; throughput runs 1024k, 64k, 8k,
# 4k and 512 ("For block sizes [...]: Make Secure Erase, While not Steady State"), with no
# workload-independent preconditioning (IOPS and latency have one).
STEADY_SOURCE = "seed 004"
STEADY_TP_BS = (1024 << 10, 64 << 10, 8 << 10, 4 << 10, 512)


class SteadyPublished(TypedDict):
    """The seed's steady-state settings: plan.SteadyRequest's fields of these names."""
    tests: tuple[str, ...]
    cell_s: float
    iodepth: int
    numjobs: int
    max_rounds: int
    purge: bool
    precondition: bool
    throughput_sizes: tuple[int, ...]
    throughput_precondition: bool


STEADY = SteadyPublished(tests=("iops", "throughput", "latency", "write_saturation"), cell_s=60.0, iodepth=16,
                         numjobs=2, max_rounds=25, purge=True, precondition=True, throughput_sizes=STEADY_TP_BS,
                         throughput_precondition=False)
STEADY_NOTES = (
    "purge: a discard of the whole device before each test, not the seed's secure erase (which needs the "
    "vendor's or hdparm's tools)",
    "window: the last 5 rounds, as the seed's text and round lists (deque([0, 1, 2, 3, 4])) say; its "
    "'Measurement Window: 4' line is not followed",
    "throughput: each block size tracks its own sequential write bandwidth (the seed names 1024k's, which "
    "the other block sizes' loops do not measure)",
    "latency: QD1 x 1 job (SNIA PTS); the seed does not give the latency test's load",
    "iops: the loop's last block size, '512k', is run as 512 B, as the seed's result table has it",
)

