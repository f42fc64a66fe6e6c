"""How a run's parts become plain JSON: the one codec the run store writes, the JSON export
prints and the steady driver and remote runs keep (schema fioscope.suite/1). It sits with
the history, below every exporter, because the store needs it."""
from __future__ import annotations

from dataclasses import asdict, fields

from app.core.errors import FioscopeError
from app.core.fio.jobspec import JobSpec
from app.core.fio.results import DirResult, JobResult
from app.core.fio.spans import rates_by_index
from app.core.fio.status import IntervalSample, Rates

SCHEMA = "fioscope.suite/1"
UNITS = {"bytes_per_s": "bytes/s", "MB_per_s": "10^6 bytes/s", "MiB_per_s": "2^20 bytes/s",
         "clat_us": "completion latency, microseconds",
         "lat_us": "total latency (submission to completion, fio's lat), microseconds",
         "samples": "per interval; rates in I/O/s and bytes/s, latency in ns"}


def spec_dict(spec: JobSpec) -> dict:
    return asdict(spec)


def _dir(d: DirResult) -> dict:
    return {
        "io_bytes": d.io_bytes, "total_ios": d.total_ios, "runtime_ms": d.runtime_ms,
        "iops": d.iops, "bytes_per_s": d.bytes_per_s, "MB_per_s": d.mb_s, "MiB_per_s": d.mib_s,
        "clat_us": asdict(d.latency) if d.latency else None,
        "lat_us": asdict(d.total_latency) if d.total_latency else None,
    }


def result_dict(r: JobResult) -> dict:
    return {
        "fio_version": r.fio_version,
        "total": {"read": _dir(r.read), "write": _dir(r.write), "trim": _dir(r.trim),
                  "usr_cpu_pct_mean": r.usr_cpu, "sys_cpu_pct_mean": r.sys_cpu},
        "group": r.group,
        "errors": [{"thread": label, "error": n} for label, n in r.errors],
        "threads": [{"index": t.index, "jobname": t.jobname, "label": t.label, "error": t.error,
                     "read": _dir(t.read), "write": _dir(t.write), "trim": _dir(t.trim),
                     "usr_cpu_pct": t.usr_cpu, "sys_cpu_pct": t.sys_cpu} for t in r.threads],
        "disk_util": [asdict(d) for d in r.disk_util],
        "steadystate": r.steadystate,
        # unified_rw_reporting: "mixed" puts fio's one direction (all I/O) in read; reports say so
        "rw_reporting": r.rw_reporting,
    }


def sample_threads(sample: IntervalSample) -> list[dict | None]:
    """A sample's per-thread rates as stored and exported: at each thread's index, None where it
    sent nothing (a host that dropped out), so a later thread never takes its place."""
    return [rates_dict(r) if r else None for r in rates_by_index(sample)]


_RATE_FIELDS = tuple(f.name for f in fields(Rates))


def rates_dict(r: Rates) -> dict:
    """asdict's output for Rates' six numbers, without its recursive deep copy: 12 us a thread
    (0.8 ms a 64-thread sample), about a third of a 3,000-sample replay (test_long_run_bounds)."""
    return {name: getattr(r, name) for name in _RATE_FIELDS}


def error_dict(e: FioscopeError) -> dict:
    return {"message": e.message, "advice": e.advice, "kind": getattr(e, "kind", type(e).__name__)}
