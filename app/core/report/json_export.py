"""A finished suite as plain JSON: every figure labelled with its unit."""
from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict
from pathlib import Path

from app.core.fio.results import DirResult, JobResult
from app.core.suites.run import SuiteResult, TestRecord

SCHEMA = "fioscope.suite/1"


def _dir(d: DirResult) -> dict:
    return {
        "io_bytes": d.io_bytes, "total_ios": d.total_ios, "runtime_ms": d.runtime_ms,
        "iops": d.iops, "bytes_per_s": d.bytes_per_s, "MB_per_s": d.mb_s, "MiB_per_s": d.mib_s,
        "clat_us": asdict(d.latency) if d.latency else None,
    }


def _result(r: JobResult) -> dict:
    return {
        "fio_version": r.fio_version,
        "total": {"read": _dir(r.read), "write": _dir(r.write),
                  "usr_cpu_pct_mean": r.usr_cpu, "sys_cpu_pct_mean": r.sys_cpu},
        "threads": [{"index": t.index, "jobname": t.jobname, "error": t.error,
                     "read": _dir(t.read), "write": _dir(t.write),
                     "usr_cpu_pct": t.usr_cpu, "sys_cpu_pct": t.sys_cpu} for t in r.threads],
        "disk_util": [asdict(d) for d in r.disk_util],
    }


def _test(t: TestRecord) -> dict:
    spec = asdict(t.spec)
    return {
        "name": t.spec.name, "spec": spec, "argv": t.argv, "jobfile": t.jobfile,
        "result": _result(t.result) if t.result else None,
        "error": {"message": t.error.message, "advice": t.error.advice,
                  "kind": getattr(t.error, "kind", type(t.error).__name__)} if t.error else None,
        "notes": t.notes, "stderr": t.stderr,
        "samples": [{"t_s": s.t_s, "ramp": s.ramp, "total": asdict(s.total),
                     "threads": [asdict(x.rates) for x in s.threads]} for s in t.samples],
    }


def suite_to_dict(s: SuiteResult) -> dict:
    return {
        "schema": SCHEMA, "suite": s.name, "fioscope_version": s.fioscope_version,
        "fio_version": s.fio_version, "fio_path": s.fio_path,
        "started_at": s.started_at, "finished_at": s.finished_at, "cancelled": s.cancelled,
        "units": {"bytes_per_s": "bytes/s", "MB_per_s": "10^6 bytes/s", "MiB_per_s": "2^20 bytes/s",
                  "clat_us": "completion latency, microseconds", "samples": "per interval; rates "
                  "in I/O/s and bytes/s, latency in ns"},
        "tests": [_test(t) for t in s.tests],
    }


def write_json(s: SuiteResult, path: str | os.PathLike) -> None:
    """Atomic: a crash never leaves a half-written file under the final name."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=".fioscope-", suffix=".json.part", dir=path.parent or ".")
    try:
        with os.fdopen(fd, "w") as f:
            json.dump(suite_to_dict(s), f, indent=1)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
