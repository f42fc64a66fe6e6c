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
from app.core.suites.presets import DATA, MODES, PRESETS, STATISTIC


def _one(values: Iterable):
    """The value when every test has it, the sorted distinct values when they differ."""
    distinct = sorted(set(values), key=repr)
    if not distinct:
        return None
    return distinct[0] if len(distinct) == 1 else distinct


def _mode(specs: list[JobSpec]) -> str | None:
    """A preset's mode, from its tests' names ('SEQ1M-Q8T1-read', '...-R70W30-mix')."""
    done = {s.name.rpartition("-")[2] for s in specs}
    return next((m for m, directions in MODES.items() if set(directions) == done), None)


def _data(spec: JobSpec) -> str:
    """The test data a job writes, by the fio options that make it (presets.DATA)."""
    return next((name for name, opts in DATA.items() if opts and set(opts) <= set(spec.extra)), "random")


def settings_record(specs: list[JobSpec], *, preset: str, interval, readahead_kb: int | None = None,
                    drop_caches: bool = False, loops: int | None = None, as_published: bool = False,
                    only: str | None = None) -> dict:
    """Every key, always present (None when it does not apply), in plain JSON types."""
    own = [s for s in specs if not s.jobfile]  # a job file's own options are in its text
    mixed = [s.rwmixread for s in own if s.rw in ("rw", "randrw") and s.rwmixread is not None]
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
        # What a cell of several loops shows (the peak suite's and a preset's): named, never implied.
        "statistic": STATISTIC if loops and loops > 1 else None,
        "mode": _mode(specs) if preset in PRESETS else None,
        "mix_read": _one(mixed),  # percent reads of the mixed tests
        "data": _one(_data(s) for s in own),
        "as_published": bool(as_published),
        "only": only,
    }


def remote_settings_record(specs: list[JobSpec], *, preset: str, interval, hosts: int, target_on_hosts: str | None,
                           job_file: str | None = None, as_published: bool = False) -> dict:
    """A run on fio servers: the same record as a local run's (what the tests did, read from
    the specs), and where it ran: how many hosts, the target as they see it, the job file."""
    return {**settings_record(specs, preset=preset, interval=interval, as_published=as_published),
            "hosts": hosts, "target_on_hosts": target_on_hosts, "job_file": job_file}
