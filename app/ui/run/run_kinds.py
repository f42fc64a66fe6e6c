"""What a run is, as typed values: a preset, a seed test plan, an experiment or steady state.

Strings appear only at the edges (a button's settings, the store's "preset" field, the
tests' start("custom")); parse_kind turns one into the value the controller dispatches on."""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from app.core.history.document import RunDoc
from app.core.suites.plans import SUITES
from app.ui.run.phase_words import labelled


class Preset(Enum):
    """Runs built from the main screen's fields; the value is the name the store keeps."""
    QUICK = "quick"
    QUICK_READ = "quick-read"
    PEAK = "peak"
    CUSTOM = "custom"
    JOBFILE = "jobfile"


LOOPED = (Preset.QUICK, Preset.QUICK_READ, Preset.PEAK)  # the kinds that run the top row's Loops


class Experiment(Enum):
    """Seed 003's cache experiments: each builds its own runner."""
    READAHEAD_SWEEP = "readahead-sweep"
    CACHE = "cache-experiment"


class Mode(Enum):
    """The main screen's navigation: each a page of settings beside the grid and graphs."""
    QUICK = "Quick"
    PEAK = "Peak"
    STEADY = "Steady state"
    PLANS = "Test plans"
    CUSTOM = "Custom / job file"
    CACHE = "Page cache"
    CHECK = "Check drive"  # fioscope check: why a drive is slow, before any run
    REMOTE = "Remote hosts and scaling"


@dataclass(frozen=True)
class PlanRun:
    """A seed test plan (app.core.suites.plans.SUITES), run here or on fio servers."""
    suite: str

    @property
    def value(self) -> str:
        return self.suite


@dataclass(frozen=True)
class SteadyRun:
    """SNIA PTS steady state: rounds until the tracking variable settles."""
    value: str = "steady"


STEADY = SteadyRun()
RunKind = Preset | Experiment | PlanRun | SteadyRun


def graph_label(name: str, phase: str) -> str:
    """A test's label on the graphs: its name, and which of its loops or passes it is (a warm-up
    and three loops of one test otherwise carry four identical labels)."""
    if phase == "warm-up" or phase.startswith(("loop ", "pass ")):
        return labelled(name, phase)  # the phase in the window's language
    return name


def parse_kind(kind: RunKind | str) -> RunKind:
    """A kind from its name (what the store and the tests say); typed values pass through."""
    if not isinstance(kind, str):
        return kind
    if kind == STEADY.value:
        return STEADY
    if kind in SUITES:
        return PlanRun(kind)
    for enum in (Preset, Experiment):
        try:
            return enum(kind)
        except ValueError:
            pass
    raise ValueError(f"unknown run kind {kind!r}")


@dataclass
class RunState:
    """What the current (or last) run has produced; one object for the window's lifetime,
    reset in place at each start so the views that hold it stay bound."""
    kind: RunKind | None = None
    records: dict[str, list] = field(default_factory=dict)  # spec name -> its TestRecords (peak: one per loop)
    remote_doc: RunDoc | None = None  # a run on fio servers: its totals, from the store
    last_specs: list = field(default_factory=list)
    last_result: object | None = None
    last_phase: str | None = None  # steady: label each round once on the graphs
    current: str = ""
    said: str = ""  # the driver's last line (a pause, a step's figures): on the status line until the next
    said_last: bool = False  # it came after the last test started: the status line's head (a pause)
    started: float = 0.0
    eta: float | None = None
    interval_s: float = 1.0  # fio's status interval of the running test

    def reset(self, kind: RunKind) -> None:
        self.kind = kind
        self.records.clear()
        self.remote_doc = None
        self.last_phase = None
        self.said, self.said_last = "", False
        self.eta = None
        self.interval_s = 1.0

    def status_line(self, running: str, clock: str, eta: str, tail: str) -> str:
        """What the driver said leads between tests (a pause), else follows the running test."""
        if self.said and self.said_last:
            return f"{self.said} · {clock}{eta}"
        return running + eta + tail + (f" · {self.said}" if self.said else "")

    @property
    def is_table(self) -> bool:
        """Plans and experiments fill the grid with their seed's tables."""
        return isinstance(self.kind, (PlanRun, Experiment))
