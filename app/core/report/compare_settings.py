"""What differs between runs compared side by side, in words: a change of +342 % between a
buffered and a direct run is the page cache, not the disk, and a comparison says so.

Read from each test's stored spec (what fio was given), so runs stored before the settings
record was complete, and imports of fio's output, are compared on the same footing.
"""
from __future__ import annotations

from collections.abc import Callable

from app.core.history.document import RunDoc
from app.core.history.settings_words import settings_size


# (what, spec key, how a value reads)
_FACTS: tuple[tuple[str, str, Callable], ...] = (
    ("I/O", "direct", lambda v: "direct I/O" if v else "buffered I/O (page cache)"),
    ("engine", "ioengine", str),
    ("threads per test", "numjobs", str),
    ("queue depth", "iodepth", str),
    ("test size", "size", settings_size),
)


def _values(doc: RunDoc, key: str) -> list:
    out = []
    for t in doc.get("tests") or []:
        v = (t.get("spec") or {}).get(key)
        if v is None or (key == "size" and not v):  # no size: a device's whole span, or a job file's own
            continue
        if v not in out:
            out.append(v)
    return out


def setting_differences(docs: list[RunDoc], names: list[str]) -> list[str]:
    """One line per setting in which a run differs from the first (the baseline)."""
    lines = []
    for what, key, fmt in _FACTS:
        base = _values(docs[0], key)
        for name, doc in zip(names[1:], docs[1:]):
            mine = _values(doc, key)
            if base and mine and sorted(map(repr, mine)) != sorted(map(repr, base)):
                lines.append(f"{what}: {names[0]} {', '.join(fmt(v) for v in base)}; "
                             f"{name} {', '.join(fmt(v) for v in mine)}")
    return lines


def difference_warning(docs: list[RunDoc], names: list[str]) -> str:
    """A sentence for the top of a comparison, or "" when the runs were made alike."""
    lines = setting_differences(docs, names)
    if not lines:
        return ""
    return "The runs differ in their settings, so the changes are not like for like: " + "; ".join(lines) + "."
