"""A run's settings record in words, one line: the report cover, the saved image, the copied
summary and the History list say it the same way. With the history, below every report,
because the History list words every stored run."""
from __future__ import annotations

import functools
from typing import Any, Mapping

from app.core.history.document import RunDoc
from app.core.words import Msg, Num, Value, joined


def settings_size(v) -> str:
    if isinstance(v, int) and v >= 1024:
        return Msg("%1 GiB", Num(v / 2**30, 2, True)) if v >= 2**30 else Msg("%1 MiB", Num(v / 2**20, 0, True))
    return str(v)


def _each(v, fmt) -> str:
    """A setting every test shared, or the values the tests had."""
    return joined([fmt(x) for x in v]) if isinstance(v, list) else fmt(v)


def _seconds(r) -> Value:
    return Num(r, None) if isinstance(r, float) else str(r)


_STATISTIC = {"median": Msg("median"), "mean": Msg("mean"), "best": Msg("best")}


def settings_text(doc: Mapping[str, Any]) -> str:
    """Size, runtime, preset and the rest of how the run was made, on one line, in words."""
    return " · ".join(settings_parts(doc))


def in_a_row(parts: list[str]) -> str:
    """Parts as settings_text says them ("a · b"), each in the window's language; "-" for none."""
    return functools.reduce(lambda a, b: Msg("%1 · %2", a, b), parts) if parts else "-"


def settings_parts(doc: Mapping[str, Any]) -> list[str]:
    """Each part of settings_text, a sentence of its own for the window to translate."""
    s = doc.get("settings") or {}
    parts: list[str] = [Msg("suite %1", str(doc.get("suite", "-")))]
    own = doc.get("suite") in ("jobfile", "import")  # the job file, not the CLI's defaults, says how
    if own:
        parts.append(Msg("I/O as the job file says"))
    elif s.get("preset") and s.get("preset") != doc.get("suite"):
        parts.append(Msg("preset %1", str(s["preset"])))
    if "buffered" in s and s["buffered"] is not None:
        b = s["buffered"]
        parts.append(Msg("direct and buffered I/O") if isinstance(b, list) else
                     Msg("buffered I/O (page cache)") if b else Msg("direct I/O"))
    if s.get("size") is not None:
        parts.append(Msg("size %1", _each(s["size"], settings_size)))
    if s.get("runtime") is not None:
        parts.append(Msg("runtime %1 s per test", _each(s["runtime"], _seconds)))
    if s.get("jobs"):
        one, jobs = s["jobs"] == 1, _each(s["jobs"], str)
        parts.append((Msg("%1 thread (fio %2)", jobs, "numjobs") if one else Msg("%1 threads (fio %2)", jobs, "numjobs"))
                     if s.get("threads") is True else
                     (Msg("%1 process (fio %2)", jobs, "numjobs") if one else
                      Msg("%1 processes (fio %2)", jobs, "numjobs")) if s.get("threads") is False else
                     Msg("%1 job (fio %2)", jobs, "numjobs") if one else Msg("%1 jobs (fio %2)", jobs, "numjobs"))
    if s.get("iodepth"):
        parts.append(Msg("queue depth %1", _each(s["iodepth"], str)))
    if s.get("engine"):
        parts.append(Msg("engine %1", _each(s["engine"], str)))
    if s.get("mode") and s["mode"] != "readwrite":
        parts.append({"read": Msg("reads only"), "write": Msg("writes only"), "mix": Msg("mixed tests only"),
                      "all": Msg("read, write and mixed")}.get(s["mode"]) or Msg("mode %1", str(s["mode"])))
    if s.get("mix_read") is not None and not isinstance(s["mix_read"], list):
        parts.append(Msg("mixed %1/%2 read/write", str(s["mix_read"]), str(100 - s["mix_read"])))
    if s.get("data") == "zero":  # random data, fio's default, goes without saying
        parts.append(Msg("test data all 0x00"))
    if s.get("loops"):
        loops, statistic = str(s["loops"]), s.get("statistic")
        parts.append(Msg("%1 loop", loops) if s["loops"] == 1 else
                     Msg("%1 loops, the %2 shown", loops, _STATISTIC.get(statistic) or str(statistic)) if statistic
                     else Msg("%1 loops", loops))
    if s.get("interval") == "auto":
        parts.append(Msg("sampled at Fioscope's automatic interval"))
    elif s.get("interval"):
        parts.append(Msg("sampled every %1 s", str(s["interval"])))
    if s.get("readahead_kb") is not None:
        parts.append(Msg("readahead set to %1 KiB", str(s["readahead_kb"])))
    if s.get("drop_caches"):
        parts.append(Msg("caches dropped before each test"))
    return parts
