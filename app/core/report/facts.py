"""A run's facts as lines of words, shared by the text, HTML, PDF and CSV reports: when it
started, what went wrong in a test (the run's error and fio's own per job), and the page
cache's verdict on it."""
from __future__ import annotations

import os
import time
from typing import Any, Mapping

from app.core.history.document import RunDoc


def started_text(doc: RunDoc) -> str:
    """When the run started, or "unknown" (an import of fio output that does not say)."""
    started = doc.get("started_at")
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(started)) if started else "unknown"


def fio_errors(test: Mapping[str, Any]) -> list[str]:
    """fio's own error per job of a test ("error" in its JSON), one line each."""
    out = []
    for th in (test.get("result") or {}).get("threads") or []:
        n = th.get("error") or 0
        if n:
            try:
                what = os.strerror(n)
            except (ValueError, OverflowError):
                what = "unknown error"
            out.append(f"fio reported error {n} ({what}) in {th.get('label') or th.get('jobname', '')}")
    return out


def test_errors(test: Mapping[str, Any]) -> list[str]:
    """Everything that went wrong in a test: the run's error, then fio's per job."""
    e = test.get("error")
    lines = [f"{e['message']}" + (f": {e['advice']}" if e.get("advice") else "")] if e else []
    return lines + fio_errors(test)


def cache_text(t: Mapping[str, Any]) -> str:
    """A test's cache verdict, with fio's own disk statistics (its disk_util block) where
    fio printed them: a second witness of what reached the device."""
    util = [f"{d['name']} {d['util']:.0f}% busy, {d['read_ios']:,} reads, {d['write_ios']:,} writes"
            for d in (t.get("result") or {}).get("disk_util") or []]
    text = (t.get("cache") or {}).get("message", "")
    return text + (f" · fio's disk stats: {'; '.join(util)}" if util else "")
