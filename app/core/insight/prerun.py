"""The checklist's warnings, said before a run starts: a degraded PCIe link, a disk another
process is using, a write cache that is off, a laptop on battery. A run is never stopped
for them; they say why its figures may be lower than the drive can do."""
from __future__ import annotations

import os

from app.core.errors import FioscopeError
from app.core.insight.checklist import run_checklist
from app.core.insight.model import CheckItem

BUSY_SECONDS = 0.5  # long enough to see another process's I/O, short enough to go before every run


def warning_line(item: CheckItem) -> str:
    return f"{item.label}: {item.value}" + (f"; {item.advice}" if item.advice else "")


def pre_run_warnings(target: str, kind: str, busy_seconds: float = BUSY_SECONDS) -> list[str]:
    """One line per warning of the checklist of target ("device", or "file": a test file,
    checked through the directory it goes in). Nothing when the checklist cannot be read:
    a missing warning must never stop a run."""
    where = target if kind == "device" else (os.path.dirname(target) or ".")
    try:
        checklist = run_checklist(where, busy_seconds=busy_seconds)  # Windows' checklist ignores it
    except (OSError, ValueError, FioscopeError):
        return []
    return [warning_line(i) for i in checklist.warnings]
