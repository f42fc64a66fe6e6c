"""The settings record a run is stored with: one function for the CLI and the app, so a run
says the same about itself whichever front end started it.

What the tests did (engine, direct or buffered, threads, queue depth, size, runtime) is
read from the planned specs, never from a front end's fields: a field left at its default,
a preset's own choice and a typed value all end up as what fio was given. How the run was
made (preset, interval, readahead, cache drops, loops) comes from the run's options.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any

from app.core.target_kind import TargetKind
from app.core.fio.cadence import AUTO
from app.core.fio.jobspec import JobSpec
from app.core.suites.presets import DATA, MODES, PRESETS, STATISTIC

if TYPE_CHECKING:  # for the annotations only
    from app.core.suites.kinds import CliffSettings, ExperimentSettings, LoadSettings
    from app.core.suites.pts_settings import PtsSettings
    from app.core.suites.steady import SteadySettings

FILE_NOTE = ("SNIA PTS requires a raw device; on a test file the filesystem, its allocator "
             "and the page cache's metadata sit between fio and the flash")


def _one(values: Iterable[Any]) -> Any:
    """The value when every test has it, the sorted distinct values when they differ."""
    distinct = sorted(set(values), key=repr)
    if not distinct:
        return None
    return distinct[0] if len(distinct) == 1 else distinct


def _mode(specs: list[JobSpec]) -> str | None:
    """A preset's mode, from its tests' directions."""
    done = {s.direction for s in specs}
    return next((m for m, directions in MODES.items() if set(directions) == done), None)


def _data(spec: JobSpec) -> str:
    """The test data a job writes, by the fio options that make it (presets.DATA)."""
    return next((name for name, opts in DATA.items() if opts and set(opts) <= set(spec.extra)), "random")


@dataclass(frozen=True)
class PeakSection:
    """The peak suite's own choices."""

    tests: tuple[str, ...]  # the tests' labels, as chosen
    warmup: float | None  # the discarded warm-up (s); None: the suite's own

    def to_dict(self) -> dict[str, Any]:
        return {"tests": list(self.tests), "warmup": self.warmup}


@dataclass(frozen=True)
class RemoteSection:
    """Where a run on fio servers ran: how many hosts, the target as they see it, the job file."""

    hosts: int
    target_on_hosts: str | None
    job_file: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"hosts": self.hosts, "target_on_hosts": self.target_on_hosts, "job_file": self.job_file}


@dataclass(frozen=True)
class RunSettings:
    """The one settings record of a run, whatever its kind and front end: how the run was made
    (common keys, always present, None where they do not apply) and at most one typed section
    of its kind's own. Stored as to_dict(): each section under the key the reports read."""

    preset: str
    size: Any = None  # a value when every test has it, the sorted distinct values when they differ
    runtime: Any = None
    engine: Any = None
    buffered: Any = None
    iodepth: Any = None
    jobs: Any = None  # fio threads (numjobs) per test
    threads: Any = None  # fio's thread option: threads, not processes
    interval: str | float = "auto"
    readahead_kb: int | None = None
    drop_caches: bool = False
    loops: int | None = None
    # What a cell of several loops shows (the peak suite's and a preset's): named, never implied.
    statistic: str | None = None
    mode: str | None = None
    mix_read: Any = None  # percent reads of the mixed tests
    data: Any = None
    as_published: bool = False
    only: str | None = None
    steady: SteadySettings | None = None
    pts: PtsSettings | None = None
    cliff: CliffSettings | None = None
    latency_load: LoadSettings | None = None
    experiment: ExperimentSettings | None = None
    peak: PeakSection | None = None
    remote: RemoteSection | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        sections: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name in SECTIONS:
                if value is not None:
                    sections[f.name] = value
            else:
                out[f.name] = value
        return {**out, **sections_record(sections)}


SECTIONS = ("steady", "pts", "cliff", "latency_load", "experiment", "peak", "remote")


def sections_record(sections: dict[str, Any]) -> dict[str, Any]:
    """A run's typed sections as stored: steady state, the PTS tests, the cliff and latency
    versus load each under its own key (the reports read them there); the experiment's,
    the peak suite's and a remote run's keys beside the common ones, as they always were."""
    out: dict[str, Any] = {}
    for name, section in sections.items():
        if name not in SECTIONS:
            raise ValueError(f"no settings section {name!r}")
        if name in ("experiment", "peak", "remote"):
            out.update(section.to_dict())
        else:
            out[name] = section.to_dict()
        if name == "steady":
            out["note"] = FILE_NOTE if section.target.kind == TargetKind.FILE else ""
    return out


def run_settings(specs: list[JobSpec], *, preset: str, interval: float | None, readahead_kb: int | None = None,
                 drop_caches: bool = False, loops: int | None = None, as_published: bool = False,
                 only: str | None = None, **section: Any) -> RunSettings:
    """The record of a run of these specs; section: its kind's own (steady=SteadySettings(...))."""
    own = [s for s in specs if not s.jobfile]  # a job file's own options are in its text
    mixed = [s.rwmixread for s in own if s.rw in ("rw", "randrw") and s.rwmixread is not None]
    return RunSettings(
        preset=preset,
        size=_one(s.size for s in own if s.size),
        runtime=_one(s.runtime for s in own if s.runtime),
        engine=_one(s.ioengine for s in own),
        buffered=_one(not s.direct for s in specs),
        iodepth=_one(s.iodepth for s in own),
        jobs=_one(s.numjobs for s in specs),
        threads=_one(s.thread for s in own),
        interval="auto" if interval is AUTO or interval is None else float(interval),
        readahead_kb=readahead_kb,
        drop_caches=bool(drop_caches),
        loops=loops,
        statistic=STATISTIC if loops and loops > 1 else None,
        mode=_mode(specs) if preset in PRESETS else None,
        mix_read=_one(mixed),
        data=_one(_data(s) for s in own),
        as_published=bool(as_published),
        only=only,
        **section)


def settings_record(specs: list[JobSpec], *, preset: str, interval: float | None, readahead_kb: int | None = None,
                    drop_caches: bool = False, loops: int | None = None, as_published: bool = False,
                    only: str | None = None) -> dict[str, Any]:
    """Every key, always present (None when it does not apply), in plain JSON types."""
    return run_settings(specs, preset=preset, interval=interval, readahead_kb=readahead_kb, drop_caches=drop_caches,
                        loops=loops, as_published=as_published, only=only).to_dict()
