"""A run as plain JSON (schema fioscope.suite/1): every figure labelled with its unit.

The same document shape comes from a finished SuiteResult and from the run store, so
every exporter reads one format.
"""
from __future__ import annotations

import json
import os
from dataclasses import asdict

from app.core.atomic import write_text_atomic
from app.core.errors import FioscopeError
from app.core.fio.jobspec import JobSpec
from app.core.fio.results import DirResult, JobResult
from app.core.fio.spans import rates_by_index
from app.core.fio.status import IntervalSample
from app.core.history.document import RunDoc, RunTestDoc

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
        "total": {"read": _dir(r.read), "write": _dir(r.write),
                  "usr_cpu_pct_mean": r.usr_cpu, "sys_cpu_pct_mean": r.sys_cpu},
        "group": r.group,
        "errors": [{"thread": label, "error": n} for label, n in r.errors],
        "threads": [{"index": t.index, "jobname": t.jobname, "label": t.label, "error": t.error,
                     "read": _dir(t.read), "write": _dir(t.write),
                     "usr_cpu_pct": t.usr_cpu, "sys_cpu_pct": t.sys_cpu} for t in r.threads],
        "disk_util": [asdict(d) for d in r.disk_util],
        "steadystate": r.steadystate,
    }


def sample_threads(sample: IntervalSample) -> list[dict | None]:
    """A sample's per-thread rates as stored and exported: at each thread's index, None where it
    sent nothing (a host that dropped out), so a later thread never takes its place."""
    return [asdict(r) if r else None for r in rates_by_index(sample)]


def error_dict(e: FioscopeError) -> dict:
    return {"message": e.message, "advice": e.advice, "kind": getattr(e, "kind", type(e).__name__)}


def test_to_dict(seq: int, t) -> RunTestDoc:
    temps = dict(getattr(t, "temps", ()))
    status = "done" if t.result else ("failed" if t.error else "cancelled")
    return {
        "name": t.spec.name, "seq": seq, "phase": t.phase, "status": status,
        "started_at": t.started_at, "finished_at": t.finished_at,
        "spec": spec_dict(t.spec), "argv": t.argv, "jobfile": t.jobfile,
        "result": result_dict(t.result) if t.result else None,
        "error": error_dict(t.error) if t.error else None,
        "notes": t.notes, "stderr": t.stderr, "warnings": t.warnings,
        "cache": asdict(t.cache) if t.cache else None,
        "cache_samples": [asdict(c) for c in t.cache_samples],
        "samples": [{"t_s": s.t_s, "ramp": s.ramp, "total": asdict(s.total),
                     "threads": sample_threads(s), "temp_c": temps.get(s.t_s)} for s in t.samples],
        "thermal": getattr(t, "thermal", None),
    }


def suite_to_dict(s) -> RunDoc:
    """s: a suites.run.SuiteResult."""
    return {
        "schema": SCHEMA, "run_id": s.run_id, "suite": s.name, "target": s.target,
        "status": s.status, "label": "", "fioscope_version": s.fioscope_version,
        "fio_version": s.fio_version, "fio_path": s.fio_path,
        "started_at": s.started_at, "finished_at": s.finished_at, "cancelled": s.cancelled,
        "settings": s.settings, "units": UNITS,
        "tests": [test_to_dict(i, t) for i, t in enumerate(s.tests)],
    }


def write_json_doc(doc: RunDoc, path: str | os.PathLike) -> None:
    write_text_atomic(path, json.dumps(doc, indent=1))


def write_json(s, path: str | os.PathLike) -> None:
    write_json_doc(suite_to_dict(s), path)
