"""The settings record a run is stored with: one function for the CLI and the app, so a run
says the same about itself whichever front end started it.

What the tests did (engine, direct or buffered, threads, queue depth, size, runtime) is
read from the planned specs, never from a front end's fields: a field left at its default,
a preset's own choice and a typed value all end up as what fio was given. How the run was
made (preset, interval, readahead, cache drops, loops) comes from the run's options.
"""
from __future__ import annotations

from collections.abc import Iterable

from app.core.fio.cadence import AUTO
from app.core.fio.jobspec import JobSpec


def _one(values: Iterable):
    """The value when every test has it, the sorted distinct values when they differ."""
    distinct = sorted(set(values), key=repr)
    if not distinct:
        return None
    return distinct[0] if len(distinct) == 1 else distinct


def settings_record(specs: list[JobSpec], *, preset: str, interval, readahead_kb: int | None = None,
                    drop_caches: bool = False, loops: int | None = None, as_published: bool = False,
                    only: str | None = None) -> dict:
    """Every key, always present (None when it does not apply), in plain JSON types."""
    own = [s for s in specs if not s.jobfile]  # a job file's own options are in its text
    return {
        "preset": preset,
        "size": _one(s.size for s in own if s.size),
        "runtime": _one(s.runtime for s in own if s.runtime),
        "engine": _one(s.ioengine for s in own),
        "buffered": _one(not s.direct for s in specs),
        "iodepth": _one(s.iodepth for s in own),
        "jobs": _one(s.numjobs for s in specs),  # fio threads (numjobs) per test
        "threads": _one(s.thread for s in own),  # fio's thread option: threads, not processes
        "interval": "auto" if interval is AUTO or interval is None else float(interval),
        "readahead_kb": readahead_kb,
        "drop_caches": bool(drop_caches),
        "loops": loops,
        "as_published": bool(as_published),
        "only": only,
    }
