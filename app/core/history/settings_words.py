"""A run's settings record in words, one line: the report cover, the saved image, the copied
summary and the History list say it the same way. With the history, below every report,
because the History list words every stored run."""
from __future__ import annotations

from typing import Any, Mapping

from app.core.history.document import RunDoc


def settings_size(v) -> str:
    if isinstance(v, int) and v >= 1024:
        return f"{v / 2**30:,.2f} GiB" if v >= 2**30 else f"{v / 2**20:,.0f} MiB"
    return str(v)


def _each(v, fmt) -> str:
    """A setting every test shared, or the values the tests had."""
    return ", ".join(fmt(x) for x in v) if isinstance(v, list) else fmt(v)


def settings_text(doc: Mapping[str, Any]) -> str:
    """Size, runtime, preset and the rest of how the run was made, on one line, in words."""
    s = doc.get("settings") or {}
    parts = [f"suite {doc.get('suite', '-')}"]
    own = doc.get("suite") in ("jobfile", "import")  # the job file, not the CLI's defaults, says how
    if own:
        parts.append("I/O as the job file says")
    elif s.get("preset") and s.get("preset") != doc.get("suite"):
        parts.append(f"preset {s['preset']}")
    if "buffered" in s and s["buffered"] is not None:
        b = s["buffered"]
        parts.append("direct and buffered I/O" if isinstance(b, list) else
                     "buffered I/O (page cache)" if b else "direct I/O")
    if s.get("size") is not None:
        parts.append(f"size {_each(s['size'], settings_size)}")
    if s.get("runtime") is not None:
        parts.append(f"runtime {_each(s['runtime'], lambda r: f'{r:g}' if isinstance(r, float) else str(r))} s per test")
    if s.get("jobs"):
        one = s["jobs"] == 1
        word = ("thread" if one else "threads") if s.get("threads") is True else \
            ("process" if one else "processes") if s.get("threads") is False else ("job" if one else "jobs")
        parts.append(f"{_each(s['jobs'], str)} {word} (fio numjobs)")
    if s.get("iodepth"):
        parts.append(f"queue depth {_each(s['iodepth'], str)}")
    if s.get("engine"):
        parts.append(f"engine {_each(s['engine'], str)}")
    if s.get("mode") and s["mode"] != "readwrite":
        parts.append({"read": "reads only", "write": "writes only", "mix": "mixed tests only",
                      "all": "read, write and mixed"}.get(s["mode"], f"mode {s['mode']}"))
    if s.get("mix_read") is not None and not isinstance(s["mix_read"], list):
        parts.append(f"mixed {s['mix_read']}/{100 - s['mix_read']} read/write")
    if s.get("data") == "zero":  # random data, fio's default, goes without saying
        parts.append("test data all 0x00")
    if s.get("loops"):
        one = s["loops"] == 1
        parts.append(f"{s['loops']} loop{'' if one else 's'}" +
                     (f", the {s['statistic']} shown" if s.get("statistic") and not one else ""))
    if s.get("interval") == "auto":
        parts.append("sampled at Fioscope's automatic interval")
    elif s.get("interval"):
        parts.append(f"sampled every {s['interval']} s")
    if s.get("readahead_kb") is not None:
        parts.append(f"readahead set to {s['readahead_kb']} KiB")
    if s.get("drop_caches"):
        parts.append("caches dropped before each test")
    return " · ".join(parts)
