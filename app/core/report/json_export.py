"""A run as plain JSON (schema fioscope.suite/1): every figure labelled with its unit.

The same document shape comes from a finished SuiteResult and from the run store, so
every exporter reads one format.
"""
from __future__ import annotations

import json
import os
from dataclasses import asdict

from app.core.atomic import write_text_atomic
from app.core.history.codec import SCHEMA, UNITS, error_dict, result_dict, sample_threads, spec_dict
from app.core.history.document import RunDoc, RunTestDoc

__all__ = ["SCHEMA", "UNITS", "error_dict", "result_dict", "sample_threads", "spec_dict", "test_to_dict",
           "suite_to_dict", "write_json_doc", "write_json"]

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
        "trust": getattr(t, "trust", None),
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
