"""The seed documents' test plans as suites, and the tables those documents print.

- client: the client test plan of seeds 000/001 (throughput 1M, IOPS 4k, latency 4k, read
  and write; one file per job, jobs = cores - 2, iodepth 1, posixaio, direct, 60 s).
- scaling: seed 002's matrix: 128k sequential and 4k random read/write with psync at
  1, 4, 16 and 64 processes, one file per process.
- vendor-peak: seed 003's vendor peak jobs: random 1M write/read bandwidth and random 4K
  read/write IOPS, 4 threads at queue depth 32.
- bs-sweep: ATTO-style sequential read and write from 512 B to 64 MiB at queue depth 4.

Tables are built from a run document (live or stored) using each test's stored job
options, so a run opened from the history gives the same tables as the run itself.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from functools import partial
from typing import Any, Mapping

from app.core.target_kind import TargetKind
from app.core.cache.probe import device_for_path
from app.core.errors import InputError
from app.core.fio.jobspec import JobSpec, Target, default_engine, planned_seconds
from app.core.suites.items import PlanItem
from app.core.units import MIB, short_bs
from app.core.words import Msg
from app.core.history.document import RunDoc, RunTestDoc

DEFAULT_PROCESSES = (1, 4, 16, 64)
SWEEP_MIN, SWEEP_MAX = 512, 64 * MIB


@dataclass(frozen=True)
class PlanOptions:
    size: int  # bytes per test file (per job where each job has its own file)
    runtime: float
    ioengine: str | None = None  # None: the suite's own engine
    direct: bool = True
    jobs: int | None = None  # client plan: None means cores - 2 (at least 1)
    processes: tuple[int, ...] = DEFAULT_PROCESSES
    sweep_min: int = SWEEP_MIN
    sweep_max: int = SWEEP_MAX
    iodepth: int | None = None  # vendor-peak and bs-sweep: None means the seed's value


@dataclass(frozen=True)
class SuitePlan:
    name: str
    title: str
    items: tuple[PlanItem[JobSpec], ...]  # phase "layout" is not measured
    note: str = ""

    @property
    def seconds(self) -> float:
        """Timed seconds; laying out the files comes on top."""
        return sum(planned_seconds(s) or 0 for s, _ in self.items)

    @property
    def disk_bytes(self) -> int:
        # Later tests reuse the files earlier ones laid out: the largest set counts.
        return max((s.disk_bytes for s, _ in self.items), default=0)


@dataclass(frozen=True)
class PlanTable:
    title: str
    row_header: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, tuple[float | None, ...]], ...]
    unit: str
    chart: str = ""  # "columns": one series per row over the columns; "rows": the reverse
    decimals: int = 1
    col_decimals: tuple[int, ...] = ()  # per column, when columns differ

    def dec(self, col: int) -> int:
        return self.col_decimals[col] if col < len(self.col_decimals) else self.decimals


@dataclass(frozen=True)
class SuiteInfo:
    name: str
    title: str
    source: str
    size: int  # default bytes per file
    runtime: float  # default seconds per test
    per_job_files: bool


SUITES = {
    "client": SuiteInfo("client", "Client test plan", "seeds 000/001 (WEKA client performance tests)",
                        1 << 30, 60.0, True),
    "scaling": SuiteInfo("scaling", "Scaling matrix", "seed 002 (CubeFS IO performance evaluation)",
                         256 * MIB, 120.0, True),
    "vendor-peak": SuiteInfo("vendor-peak", "Vendor peak jobs", "seed 003 (fio sample peak jobs)",
                             1 << 30, 60.0, False),
    "bs-sweep": SuiteInfo("bs-sweep", "Block-size sweep", "ATTO-style, 512 B to 64 MiB",
                          256 * MIB, 5.0, False),
}

# Seed 000/001's benchmarks, in the order their table is read: name, row, read?, bs, multi-job
CLIENT_TESTS = (
    ("FioReads1MMultiThread", "Read throughput (1M)", True, 1 << 20, True),
    ("IOPSRead4KMultiThread", "Read IOPS (4k)", True, 4096, True),
    ("FioReads4KSingleThread", "Read latency (4k, 1 job)", True, 4096, False),
    ("FioWrite1MMultiThread", "Write throughput (1M)", False, 1 << 20, True),
    ("IOPSWrite4KMultiThread", "Write IOPS (4k)", False, 4096, True),
    ("FioWrites4KSingleThread", "Write latency (4k, 1 job)", False, 4096, False),
)
SCALING_TESTS = (("read", 128 << 10, "Sequential read"), ("write", 128 << 10, "Sequential write"),
                 ("randread", 4096, "Random read"), ("randwrite", 4096, "Random write"))
VENDOR_TESTS = (("fio-job-04", "randwrite", 1 << 20, "Random 1M write, peak bandwidth"),
                ("fio-job-09", "randread", 1 << 20, "Random 1M read, peak bandwidth"),
                ("fio-job-10", "randread", 4096, "Random 4K read, peak IOPS"),
                ("fio-job-11", "randwrite", 4096, "Random 4K write, peak IOPS"))


def suite_names() -> list[str]:
    return list(SUITES)


def client_jobs(cpus: int | None = None) -> int:
    return max(1, (cpus or os.cpu_count() or 1) - 2)


def logical_sector(path: str) -> int:
    """The device's logical block size: the smallest direct I/O it takes (512 when unknown)."""
    name = device_for_path(path if os.path.exists(path) else os.path.dirname(path) or ".")
    if name:
        try:
            with open(f"/sys/block/{name}/queue/logical_block_size") as f:
                return int(f.read())
        except (OSError, ValueError):
            pass
    return 512


def build_plan(name: str, target: Target, opts: PlanOptions) -> SuitePlan:
    if name not in SUITES:
        raise InputError(Msg("unknown suite %1", repr(name)), Msg("choose one of %1", ", ".join(SUITES)))
    if opts.runtime <= 0 or opts.size <= 0:
        raise InputError(Msg("size and runtime must be positive"))
    return {"client": _client, "scaling": _scaling, "vendor-peak": _vendor,
            "bs-sweep": _sweep}[name](target, opts)


def _layout(name: str, target: Target, size: int, numjobs: int, per_job: bool) -> list[PlanItem[JobSpec]]:
    """Write every test file once before the tests, as a test of its own (shown and stored).
    The seed's create_only=1 job (rw=rw, rwmixread=0) writes the data too: fio fills every
    extent for a job that may read and only fallocates for a pure write job (README, measured
    with filefrag). A raw device needs no layout (and must not be written for it)."""
    if target.kind != TargetKind.FILE:
        return []
    return [PlanItem(JobSpec(name=name, rw="write", target=target, bs=1 << 20, size=size, numjobs=numjobs,
                     file_per_job=per_job, ioengine="psync", direct=False, extra=(("end_fsync", "1"),)),
             "layout")]


def _client(target: Target, o: PlanOptions) -> SuitePlan:
    if o.jobs is not None and not 1 <= o.jobs <= 1024:
        raise InputError(Msg("jobs %1 must be 1..1024", str(o.jobs)), Msg("e.g. %1", "--jobs 8"))
    jobs = o.jobs or client_jobs()
    engine = o.ioengine or ("windowsaio" if default_engine() == "windowsaio" else "posixaio")
    spec = partial(JobSpec, target=target, ioengine=engine, direct=o.direct, iodepth=1, size=o.size,
                   file_per_job=True)
    items = _layout("Create_Files", target, o.size, jobs, True)
    for test, _, reads, bs, multi in CLIENT_TESTS:
        items.append(PlanItem(spec(name=test, rw="randrw", rwmixread=100 if reads else 0, bs=bs,
                              numjobs=jobs if multi else 1, runtime=o.runtime, time_based=True)))
    return SuitePlan("client", SUITES["client"].title, tuple(items),
                     Msg("%1 jobs (cores - 2), one file per job, %2, %3, %4", jobs, "iodepth 1", engine, _access(o.direct)))


def _scaling(target: Target, o: PlanOptions) -> SuitePlan:
    procs = tuple(dict.fromkeys(o.processes))
    if not procs or any(not 1 <= p <= 256 for p in procs):
        raise InputError(Msg("process counts must be 1..256"), Msg("e.g. %1", "--processes 1,4,16,64"))
    engine = o.ioengine or "psync"
    spec = partial(JobSpec, target=target, ioengine=engine, direct=o.direct, size=o.size,
                   file_per_job=True, extra=(("fallocate", "none"),))
    items = _layout("layout", target, o.size, max(procs), True)
    for rw, bs, _ in SCALING_TESTS:
        for p in procs:
            items.append(PlanItem(spec(name=f"{rw}-{short_bs(bs)}-p{p}", rw=rw, bs=bs, numjobs=p,
                                  runtime=o.runtime, time_based=True)))
    return SuitePlan("scaling", SUITES["scaling"].title, tuple(items),
                     Msg("processes %1; one file per process; %2, %3", ", ".join(map(str, procs)), engine,
                         _access(o.direct)))


def _vendor(target: Target, o: PlanOptions) -> SuitePlan:
    items = tuple(_layout("layout", target, o.size, 1, False)) + tuple(
        PlanItem(JobSpec(name=f"{job}-{rw}-{short_bs(bs)}", rw=rw, bs=bs, target=target, iodepth=o.iodepth or 32,
                 numjobs=4, size=o.size, runtime=o.runtime, time_based=True, direct=o.direct,
                 ioengine=o.ioengine or default_engine()))
        for job, rw, bs, _ in VENDOR_TESTS)
    return SuitePlan("vendor-peak", SUITES["vendor-peak"].title, items,
                     Msg("4 jobs (fio processes), %1, one shared file or the raw device", f"iodepth {o.iodepth or 32}"))


def _access(direct: bool) -> Msg:
    return Msg("direct") if direct else Msg("buffered")


def _sweep(target: Target, o: PlanOptions) -> SuitePlan:
    lo = max(o.sweep_min, logical_sector(target.path) if o.direct else 1)
    if lo & (lo - 1) or o.sweep_max & (o.sweep_max - 1) or lo > o.sweep_max:
        raise InputError(Msg("block-size sweep bounds must be powers of two, smallest first"))
    sizes = []
    bs = lo
    while bs <= o.sweep_max:
        sizes.append(bs)
        bs *= 2
    size = max(o.size, o.sweep_max * 2)
    items = _layout("layout", target, size, 1, False)
    for bs in sizes:  # ATTO order: write, then read back, at each size
        for rw in ("write", "read"):
            items.append(PlanItem(JobSpec(name=f"bs{short_bs(bs)}-{rw}", rw=rw, bs=bs, target=target,
                                  iodepth=o.iodepth or 4, size=size, runtime=o.runtime, time_based=True,
                                  direct=o.direct, ioengine=o.ioengine or default_engine())))
    note = Msg("%1 to %2, queue depth %3", short_bs(sizes[0]), short_bs(sizes[-1]), o.iodepth or 4)
    if lo > o.sweep_min:
        note = Msg("%1 to %2, queue depth %3 (the device's logical sector is %4 B: direct I/O cannot go below it)",
                   short_bs(sizes[0]), short_bs(sizes[-1]), o.iodepth or 4, lo)
    return SuitePlan("bs-sweep", SUITES["bs-sweep"].title, tuple(items), note)


# -- tables ------------------------------------------------------------------------------

def _direction(spec: dict) -> str:
    if spec["rw"] in ("read", "randread"):
        return "read"
    if spec["rw"] in ("rw", "randrw") and spec.get("rwmixread") == 100:
        return "read"
    return "write"


def _figures(t: RunTestDoc) -> dict | None:
    r = t.get("result")
    if not r:
        return None
    side = r["total"][_direction(t["spec"])]
    lat = side.get("clat_us") or {}
    threads = [th[_direction(t["spec"])]["MB_per_s"] for th in r.get("threads", [])]
    # fio's p99.5 is its bucket's value, which can lie above the slowest I/O: shown at most at the max
    p995, hi = lat.get("p995_us"), lat.get("max_us")
    if isinstance(p995, (int, float)) and isinstance(hi, (int, float)):
        p995 = min(p995, hi)
    return {"mb_s": side["MB_per_s"], "mib_s": side["MiB_per_s"], "iops": side["iops"],
            "mean_us": lat.get("mean_us"),
            "p995_us": p995, "thread_min": min(threads, default=None),
            "thread_max": max(threads, default=None)}


def _measured(doc: Mapping[str, Any]) -> list[tuple[RunTestDoc, dict]]:
    out = []
    for t in doc.get("tests", []):
        if t.get("phase") == "layout" or (t.get("phase") or "").startswith("host "):
            continue  # a layout pass; one fio server's share of a run on several (its total counts)
        f = _figures(t)
        if f is not None:
            out.append((t, f))
    return out


def plan_tables(doc: Mapping[str, Any]) -> list[PlanTable]:
    """The seed document's tables for a run of one of these suites ([] for others): its suite
    and tests are read (a RunDoc, or the results grid's tests so far)."""
    builder = {"client": _client_tables, "scaling": _scaling_tables, "vendor-peak": _vendor_tables,
               "bs-sweep": _sweep_tables}.get(doc.get("suite", ""))
    return builder(_measured(doc)) if builder else []


def _client_tables(tests) -> list[PlanTable]:
    by_name = {t["name"]: f for t, f in tests}
    rows = []
    for name, label, _, _, _ in CLIENT_TESTS:
        f = by_name.get(name)
        rows.append((label, (f["mb_s"], f["mib_s"], f["iops"], f["mean_us"], f["p995_us"]) if f
                             else (None,) * 5))
    # The seed's fio prints bandwidth in MiB/s (BW=6494MiB/s (6809MB/s)): both, side by side.
    return [PlanTable("Client test plan", "Test", ("Bandwidth MB/s", "Bandwidth MiB/s", "IOPS",
                                                   "Mean latency µs", "p99.5 latency µs"),
                      tuple(rows), "", "", 1, (1, 1, 0, 1, 1))]


def _clients(t: dict) -> int:
    """Clients a test ran on: phase "N clients" for runs on fio servers, else one."""
    phase = t.get("phase", "")
    return int(phase.split()[0]) if phase.endswith(" clients") and phase.split()[0].isdigit() else 1


def _scaling_tables(tests) -> list[PlanTable]:
    procs = sorted({t["spec"]["numjobs"] for t, _ in tests})
    cols = tuple(f"{p} process" + ("es" if p > 1 else "") for p in procs)
    tables = []
    for rw, bs, label in SCALING_TESTS:
        cells = {(_clients(t), t["spec"]["numjobs"]): f for t, f in tests
                 if t["spec"]["rw"] == rw and t["spec"]["bs"] == bs}
        if not cells:
            continue
        counts = sorted({c for c, _ in cells})
        for key, what, unit, dec in (("mb_s", "Bandwidth", "MB/s", 1), ("iops", "IOPS", "IOPS", 0),
                                     ("mean_us", "Latency", "µs", 1)):
            rows = tuple((f"{c} client" + ("s" if c > 1 else ""),
                          tuple(cells[(c, p)][key] if (c, p) in cells else None for p in procs)) for c in counts)
            title = f"{label} {short_bs(bs)}: {what}" + (f" ({unit})" if unit != what else "")
            tables.append(PlanTable(title, "", cols, rows, unit, "columns", dec))
    return tables


def _vendor_tables(tests) -> list[PlanTable]:
    labels = {job: label for job, _, _, label in VENDOR_TESTS}
    rows = tuple((labels.get(t["name"].split("-r")[0], t["name"]),
                  (f["mb_s"], f["mib_s"], f["iops"], f["mean_us"], f["thread_min"], f["thread_max"]))
                 for t, f in tests)
    # The seed's fio 2.x printed "MB/s" on a 1024 base (MiB/s today): both, side by side.
    # Jobs as fio ran them: threads as published (thread=1, the seed's), else processes.
    word = "threads" if tests and all(t["spec"].get("thread") for t, _ in tests) else "processes"
    return [PlanTable(f"Vendor peak jobs (4 {word})", "Job",
                      ("MB/s", "MiB/s", "IOPS", "Mean latency µs", "Slowest job MB/s", "Fastest job MB/s"),
                      rows, "", "", 1, (1, 1, 0, 1, 1, 1))]


def _sweep_tables(tests) -> list[PlanTable]:
    sizes = sorted({t["spec"]["bs"] for t, _ in tests})
    cell = {(t["spec"]["bs"], _direction(t["spec"])): f for t, f in tests}

    def rows(key):
        return tuple((short_bs(bs), tuple(cell[(bs, d)][key] if (bs, d) in cell else None
                                          for d in ("write", "read"))) for bs in sizes)
    return [PlanTable("Throughput by block size (MB/s)", "Block size", ("Write", "Read"), rows("mb_s"),
                      "MB/s", "rows"),
            PlanTable("IOPS by block size", "Block size", ("Write", "Read"), rows("iops"), "IOPS", "rows", 0)]


def format_table(table: PlanTable) -> str:
    """Plain text, right-aligned: what the CLI prints and the text report holds."""
    def cell(v, i):
        return "-" if v is None else f"{v:,.{table.dec(i)}f}"
    head = (table.row_header,) + table.columns
    body = [(label,) + tuple(cell(v, i) for i, v in enumerate(values)) for label, values in table.rows]
    widths = [max(len(str(r[i])) for r in (head, *body)) + 2 for i in range(len(head))]
    lines = [table.title, "".join(str(h).ljust(widths[0]) if i == 0 else str(h).rjust(widths[i])
                                  for i, h in enumerate(head))]
    for r in body:
        lines.append("".join(str(x).ljust(widths[0]) if i == 0 else str(x).rjust(widths[i])
                             for i, x in enumerate(r)))
    return "\n".join(lines)


@dataclass(frozen=True)
class Grid:
    """Several suite tables folded into one grid, for the app's results table."""

    rows: tuple[str, ...]
    columns: tuple[str, ...]
    values: tuple[tuple[float | None, ...], ...]
    decimals: tuple[tuple[int, ...], ...]  # per row, per column


def grid_from_tables(tables: list[PlanTable]) -> Grid | None:
    if not tables:
        return None
    if len(tables) == 1:
        t = tables[0]
        return Grid(tuple(r for r, _ in t.rows), t.columns, tuple(v for _, v in t.rows),
                    (tuple(t.dec(i) for i in range(len(t.columns))),) * len(t.rows))
    labels = [tuple(r for r, _ in t.rows) for t in tables]
    if all(t.chart == "rows" for t in tables) and all(lb == labels[0] for lb in labels):
        # Tables over the same rows (block sizes): side by side.
        cols = tuple(f"{c} {t.unit}" for t in tables for c in t.columns)
        values = tuple(tuple(v for t in tables for v in t.rows[i][1]) for i in range(len(labels[0])))
        decs = tuple(t.dec(i) for t in tables for i in range(len(t.columns)))
        return Grid(labels[0], cols, values, (decs,) * len(labels[0]))
    # Same columns (process counts): one row per table and row.
    cols = max((t.columns for t in tables), key=len)
    rows: list[str] = []
    cells: list[tuple[float | None, ...]] = []
    dec: list[tuple[int, ...]] = []
    for t in tables:
        for label, vs in t.rows:
            rows.append(t.title if len(t.rows) == 1 else f"{t.title}, {label}")
            cells.append(tuple(vs) + (None,) * (len(cols) - len(vs)))
            dec.append((t.decimals,) * len(cols))
    return Grid(tuple(rows), cols, tuple(cells), tuple(dec))
