"""Exact final results from fio's last JSON+ document: per thread and in total.

Totals follow fio's own group_reporting arithmetic (bytes and I/Os summed, divided by the
longest thread runtime), so they match bare fio with group_reporting. Total latency
percentiles are merged exactly from the threads' JSON+ histogram bins.

A result covers one fio reporting group (a stonewall phase, or jobs after new_group), as
fio's own "Run status group" lines do: jobs that never run at the same time are never
added together (group_results). job_result over a whole document is kept for runs that
are one group (every run Fioscope plans itself).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Protocol

from app.core.fio.qos import Qos, qos
from app.core.units import MB, MIB

PERCENTILES = (50.0, 90.0, 95.0, 99.0, 99.5, 99.9, 99.99)  # 99.5: the client test plan's table


@dataclass(frozen=True)
class Latency:
    """Completion latency (clat) in microseconds."""

    mean_us: float
    p50_us: float | None
    p99_us: float | None
    p999_us: float | None
    max_us: float
    min_us: float
    samples: int
    p995_us: float | None = None
    p90_us: float | None = None  # these three and the histogram: the report's latency charts
    p95_us: float | None = None
    p9999_us: float | None = None
    # fio's bins summed into 10 log-spaced buckets per decade: (bucket floor in µs, count)
    histogram: tuple[tuple[float, int], ...] = ()
    # the exceedance curve and QoS levels from fio's full bins (qos.py): a test's totals only,
    # not each thread's (up to ~1,800 points a direction)
    qos: Qos | None = None


class _Rated(Protocol):
    @property
    def bytes_per_s(self) -> float: ...


class RateUnits:
    """MB/s and MiB/s of anything with a bytes_per_s (a field or a property): one direction
    of a job, or of a sum over remote hosts."""

    @property
    def mb_s(self: _Rated) -> float:
        """Megabytes per second, 10^6 bytes (CrystalDiskMark's MB/s)."""
        return self.bytes_per_s / MB

    @property
    def mib_s(self: _Rated) -> float:
        """Mebibytes per second, 2^20 bytes."""
        return self.bytes_per_s / MIB


@dataclass(frozen=True)
class DirResult(RateUnits):
    io_bytes: int
    total_ios: int
    runtime_ms: int
    latency: Latency | None
    # fio's `lat`: submission to completion (slat + clat), what SNIA PTS and TKperf track
    # as mean response time; no percentiles unless the job asked for lat_percentiles.
    total_latency: Latency | None = None

    @property
    def iops(self) -> float:
        return self.total_ios * 1000.0 / self.runtime_ms if self.runtime_ms else 0.0

    @property
    def bytes_per_s(self) -> float:
        return self.io_bytes * 1000.0 / self.runtime_ms if self.runtime_ms else 0.0


def no_io() -> DirResult:
    """A direction that did no I/O (a result stored before trims were kept reads so too)."""
    return DirResult(0, 0, 0, None)


@dataclass(frozen=True)
class ThreadResult:
    index: int
    jobname: str
    error: int
    read: DirResult
    write: DirResult
    usr_cpu: float  # percent of one CPU
    sys_cpu: float
    groupid: int = 0
    clone: int = 0  # which of the job's numjobs copies (position among entries of its name)
    mixed: DirResult | None = None  # fio's "mixed" direction (see JobResult.mixed)
    trim: DirResult = field(default_factory=no_io)  # fio's third direction (rw=trim, randtrim, trimwrite)

    @property
    def label(self) -> str:
        """randread/0: the job's name and clone number."""
        return f"{self.jobname}/{self.clone}"


@dataclass(frozen=True)
class DiskUtil:
    name: str
    util: float  # percent
    read_ios: int
    write_ios: int


@dataclass(frozen=True)
class JobResult:
    name: str
    fio_version: str
    threads: tuple[ThreadResult, ...]
    read: DirResult
    write: DirResult
    usr_cpu: float  # mean over threads
    sys_cpu: float
    disk_util: tuple[DiskUtil, ...]
    # fio's own steadystate= detection, when the job asked for it: ss, duration, attained,
    # criterion, max_deviation, slope (its per-second data arrays are left out)
    steadystate: dict | None = None
    group: int | None = None  # fio's groupid when the result is one group of several
    # fio's "mixed" direction, reported when a job sets unified_rw_reporting: its reads,
    # writes and trims counted as one (their I/Os and bytes over the longest runtime, one
    # latency histogram), fio's own figures, never split by rwmixread. With =mixed fio reports
    # nothing else, and `read` holds the same figures: where fio's terse output and its own
    # arrays (ddir 0) put them, so tables with read and write columns show them (mixed_note
    # says what they are). With =both, read and write are fio's per-direction figures too.
    mixed: DirResult | None = None
    rw_reporting: str = ""  # "mixed" or "both" as above; "" when fio reported directions apart
    # fio's trims (rw=trim, randtrim, trimwrite): its third direction, summed as read and write are
    trim: DirResult = field(default_factory=no_io)

    @property
    def errors(self) -> list[tuple[str, int]]:
        """(thread label, fio's error number) for every thread fio reported an error for."""
        return [(t.label, t.error) for t in self.threads if t.error]


def _bins(d: dict) -> dict[int, int]:
    return {int(k): int(v) for k, v in ((d.get("clat_ns") or {}).get("bins") or {}).items()}


def percentile_from_bins(bins: dict[int, int], pct: float) -> float | None:
    """fio's rule (stat.c calc_clat_percentiles): first bucket where the running sum
    reaches pct/100 of all samples."""
    n = sum(bins.values())
    if n == 0:
        return None
    want = pct / 100.0 * n
    acc = 0
    for value in sorted(bins):
        acc += bins[value]
        if acc >= want:
            return float(value)
    return float(max(bins))


def _latency(clats: list[dict], bins: dict[int, int], curve: bool = False) -> Latency | None:
    clats = [c for c in clats if c and int(c.get("N", 0)) > 0]
    if not clats:
        return None
    n = sum(int(c["N"]) for c in clats)
    mean = sum(float(c["mean"]) * int(c["N"]) for c in clats) / n
    pct = {p: percentile_from_bins(bins, p) for p in PERCENTILES} if bins else {}
    if not bins and len(clats) == 1:
        # Plain JSON (no bins): one thread's own percentiles are still exact.
        table = clats[0].get("percentile") or {}
        pct = {p: float(table[f"{p:.6f}"]) if f"{p:.6f}" in table else None for p in PERCENTILES}

    def us(v: float | None) -> float | None:
        return None if v is None else v / 1000.0

    return Latency(mean_us=mean / 1000.0, p50_us=us(pct.get(50.0)), p99_us=us(pct.get(99.0)),
                   p999_us=us(pct.get(99.9)), max_us=max(float(c["max"]) for c in clats) / 1000.0,
                   min_us=min(float(c["min"]) for c in clats) / 1000.0, samples=n,
                   p995_us=us(pct.get(99.5)), p90_us=us(pct.get(90.0)), p95_us=us(pct.get(95.0)),
                   p9999_us=us(pct.get(99.99)), histogram=_histogram(bins),
                   qos=qos(bins) if curve and bins else None)


def _histogram(bins: dict[int, int]) -> tuple[tuple[float, int], ...]:
    """fio's ~1,800 bins (ns) as at most 10 buckets a decade: small enough to store with every run."""
    out: dict[float, int] = {}
    for ns, n in bins.items():
        floor = 10 ** (math.floor(math.log10(max(ns, 1)) * 10) / 10) / 1000.0
        out[floor] = out.get(floor, 0) + n
    return tuple((round(k, 6), v) for k, v in sorted(out.items()))


def _dir_result(parts: list[dict], curve: bool = False) -> DirResult:
    merged: dict[int, int] = {}
    for d in parts:
        for k, v in _bins(d).items():
            merged[k] = merged.get(k, 0) + v
    return DirResult(
        io_bytes=sum(int(d.get("io_bytes", 0)) for d in parts),
        total_ios=sum(int(d.get("total_ios", 0)) for d in parts),
        runtime_ms=max((int(d.get("runtime", 0)) for d in parts), default=0),
        latency=_latency([d.get("clat_ns") or {} for d in parts], merged, curve),
        total_latency=_latency([d.get("lat_ns") or {} for d in parts], {}),
    )


# Engines whose jobs do no I/O by design: cpuio burns CPU, and what fio reports of it is its
# CPU load (usr_cpu, sys_cpu); the cycles fio counts under read (no bytes, each cycle a
# "latency") are not I/O, so they are left out of every direction and of a group's sums.
NO_IO_ENGINES = frozenset({"cpuio"})


def job_engine(doc: dict, job: dict) -> str:
    """A job's ioengine as fio's document gives it: its own option, else the global one."""
    own = (job.get("job options") or {}).get("ioengine")
    return str(own if own is not None else (doc.get("global options") or {}).get("ioengine", "")).strip()


def _side(j: dict, direction: str) -> dict:
    if j.get("_no_io"):
        return {}
    d = j.get(direction)
    if d is None and direction == "read":
        d = j.get("mixed")  # unified_rw_reporting=mixed: fio's one direction, in read (JobResult.mixed)
    return d or {}


def _mixed(jobs: list[dict], curve: bool = False) -> DirResult | None:
    parts = [j["mixed"] for j in jobs if isinstance(j.get("mixed"), dict)]
    return _dir_result(parts, curve) if parts else None


def rw_reporting(jobs: list[dict]) -> str:
    """fio's unified_rw_reporting as its JSON shows it: "mixed" (only a "mixed" direction),
    "both" (read, write and mixed) or ""."""
    if not any(isinstance(j.get("mixed"), dict) for j in jobs):
        return ""
    return "both" if any(isinstance(j.get("read"), dict) for j in jobs) else "mixed"


def mixed_note(r: JobResult) -> str | None:
    """What a result's mixed direction is, in words, for the test's notes (every report shows
    them); None when fio reported reads and writes apart."""
    m = r.mixed
    if m is None:
        return None
    lat = f", mean completion latency {m.latency.mean_us:,.1f} µs" if m.latency else ""
    figures = f"{m.total_ios:,} I/Os, {m.iops:,.0f} IOPS, {m.mb_s:,.2f} MB/s{lat}"
    if r.rw_reporting == "mixed":
        return (f"{r.name}: unified_rw_reporting=mixed, so fio reported reads and writes as one direction, "
                f"\"mixed\" ({figures}); the figures shown under read are that direction's, all of the job's "
                "I/O together, not reads alone (fio gives no separate read or write figures)")
    return (f"{r.name}: unified_rw_reporting=both, so fio also reported reads and writes together as "
            f"\"mixed\": {figures} (read and write are its figures for each direction)")


def group_ids(doc: dict) -> list[int]:
    """fio's reporting groups in the document, in the order they appear."""
    return list(dict.fromkeys(int(j.get("groupid", 0)) for j in doc.get("jobs", [])))


def group_name(doc: dict, groupid: int) -> str:
    """A group's job names in order, joined with '+': 'randread', or 'reader+writer'."""
    return "+".join(dict.fromkeys(str(j.get("jobname", "")) for j in doc.get("jobs", [])
                                  if int(j.get("groupid", 0)) == groupid))


def group_results(doc: dict) -> list[JobResult]:
    """One result per reporting group, named after its jobs (group_name)."""
    ids = group_ids(doc)
    return [job_result(group_name(doc, g), doc, g if len(ids) > 1 else None) for g in ids]


def job_result(name: str, doc: dict, groupid: int | None = None) -> JobResult:
    """The document's jobs summed as one group; only group `groupid`'s when given."""
    jobs = [dict(j, _no_io=True) if job_engine(doc, j) in NO_IO_ENGINES else j
            for j in doc.get("jobs", []) if groupid is None or int(j.get("groupid", 0)) == groupid]
    clones: dict[tuple[int, str], int] = {}
    rows = []
    for i, j in enumerate(jobs):
        key = (int(j.get("groupid", 0)), str(j.get("jobname", "")))
        clones[key] = clones.get(key, 0) + 1
        rows.append(ThreadResult(i, key[1], int(j.get("error", 0)),
                                 _dir_result([_side(j, "read")]), _dir_result([_side(j, "write")]),
                                 float(j.get("usr_cpu", 0.0)), float(j.get("sys_cpu", 0.0)),
                                 key[0], clones[key] - 1, _mixed([j]), _dir_result([_side(j, "trim")])))
    threads = tuple(rows)
    n = len(threads) or 1
    return JobResult(
        name=name, fio_version=str(doc.get("fio version", "")), threads=threads,
        read=_dir_result([_side(j, "read") for j in jobs], curve=True),
        write=_dir_result([_side(j, "write") for j in jobs], curve=True),
        usr_cpu=sum(t.usr_cpu for t in threads) / n, sys_cpu=sum(t.sys_cpu for t in threads) / n,
        disk_util=tuple(DiskUtil(str(d.get("name", "")), float(d.get("util", 0.0)),
                                 int(d.get("read_ios", 0)), int(d.get("write_ios", 0)))
                        for d in doc.get("disk_util", []) or []),
        steadystate=next(({k: v for k, v in j["steadystate"].items() if k != "data"}
                          for j in jobs if isinstance(j.get("steadystate"), dict)), None),
        group=groupid, mixed=_mixed(jobs, curve=True), rw_reporting=rw_reporting(jobs),
        trim=_dir_result([_side(j, "trim") for j in jobs], curve=True))
