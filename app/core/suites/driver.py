"""A run kind that plans as its results come in (steady state, the PTS tests, the write cliff,
latency versus load, the experiments): it hands the session (app/core/session.py) its tests
and its typed settings section, and works out its figures when the run ends. The session
builds the runner, opens the store, holds the confirmation, applies readahead and cache
drops, runs the drive check and applies the "not kept" rule, once for all kinds.

`run_alone` runs a driver without the session (core tests that need no store, readahead or
notices); the front ends never do.
"""
from __future__ import annotations

import threading
from typing import Any, Callable, Collection, Iterator

from app.core.fio.jobspec import JobSpec, Target
from app.core.fio.locate import FioBinary
from app.core.fio.status import IntervalSample
from app.core.history.records import Progress, SuiteResult, TestRecord
from app.core.history.store import RunStore
from app.core.suites.items import PlanItem
from app.core.suites.rounds import RoundRunner
from app.core.suites.run import SuiteRunner
from app.core.suites.settings import sections_record
from app.core.targets.safety import Confirmation

Event = Callable[[str], None]


def _silent(text: str) -> None:
    """No one listens to the driver's lines."""


def _silent_round(report: Any) -> None:
    """No one listens to the rounds."""


class Driver:
    """Subclasses set `suite` (the stored suite name) and implement plan(), section() and
    finish(); `batches` True runs rounds.Batch items (a round per fio invocation)."""

    suite: str = ""
    batches: bool = False
    interval: float | None = None  # a fixed status interval of the kind's own (the cliff's series); None: the run's
    stall_timeout: float = 120.0  # a pass writing a whole device may lay out for long
    sets_readahead: bool = False  # it sets the device's readahead itself (the sweep): no run-wide value

    def __init__(self) -> None:
        self._runner: SuiteRunner | None = None
        self.on_event: Event = _silent
        self.on_round: Callable[[Any], None] = _silent_round  # steady state's RoundReport per round
        self.stop_event = threading.Event()
        self.resume_run_id: int | None = None  # a stored run this one continues (steady state)

    @property
    def runner(self) -> SuiteRunner:
        if self._runner is None:
            raise RuntimeError("the driver has no runner yet: attach() first")
        return self._runner

    def attach(self, runner: SuiteRunner, on_event: Event | None = None,
               on_round: Callable[[Any], None] | None = None) -> None:
        """Called by the session once it has built the runner, before it runs."""
        self._runner = runner
        self.on_event = on_event or _silent
        self.on_round = on_round or _silent_round

    @property
    def target(self) -> Target:
        raise NotImplementedError

    def first_specs(self) -> list[JobSpec]:
        """The jobs it starts with, for the settings record's common keys (engine, queue depth,
        size...), the readahead's device and the drive check; [] when they depend on a result."""
        return []

    def section(self) -> dict[str, Any]:
        """Its typed section of the settings record: {field of suites.settings.RunSettings: value}."""
        raise NotImplementedError

    def plan(self) -> Iterator[PlanItem]:
        raise NotImplementedError

    def sample(self, index: int, sample: IntervalSample, progress: Progress) -> None:
        """Each interval, before the front end is told (the cliff reads the temperature here)."""

    def test_done(self, index: int, record: TestRecord) -> None:
        """Each finished test, before the front end is told (steady state's rounds)."""

    def remaining(self) -> float | None:
        """Seconds of planned work after the current test, for the ETA; None: unknown."""
        return None

    def finish(self, result: SuiteResult) -> dict[str, Any]:
        """The figures worked out when the run ends, kept with its settings (e.g. cliff_result)."""
        return {}

    def stop(self) -> None:
        """Cancel: an idle pause ends at once (the runner stops fio)."""
        self.stop_event.set()

    def outcome(self) -> object:
        """What the front end shows at the end (a CliffOutcome, a LoadCurve...): set by finish()."""
        return None

    def close(self) -> None:
        """However the run ended (an error, a cancel): put back what the driver changed."""


def make_runner(fio: FioBinary, driver: Driver, *, interval: float | None, target: str, settings: dict,
                store: RunStore | None, confirmed: Collection[str | Confirmation] | None,
                on_test_start: Callable[[int, JobSpec, str], None] | None = None,
                on_sample: Callable[[int, IntervalSample, Progress], None] | None = None,
                on_test_done: Callable[[int, TestRecord], None] | None = None,
                on_stall: Callable[[float], None] | None = None, on_event: Event | None = None,
                on_round: Callable[[Any], None] | None = None) -> SuiteRunner:
    """The runner for a driver's plan: its samples and finished tests go to the driver first."""

    def sample(i: int, s: IntervalSample, p: Progress) -> None:
        driver.sample(i, s, p)
        if on_sample:
            on_sample(i, s, p)

    def done(i: int, rec: TestRecord) -> None:
        driver.test_done(i, rec)
        if on_test_done:
            on_test_done(i, rec)

    cls = RoundRunner if driver.batches else SuiteRunner
    runner = cls(fio, driver.suite, driver.plan(), driver.interval if driver.interval is not None else interval,
                 target=target, settings=settings, store=store, resume_run_id=driver.resume_run_id,
                 on_test_start=on_test_start, on_sample=sample, on_test_done=done, on_stall=on_stall,
                 remaining_hint=driver.remaining, stall_timeout=driver.stall_timeout, confirmed=confirmed)
    driver.attach(runner, on_event, on_round)
    return runner


def run_alone(fio: FioBinary, driver: Driver, *, store: RunStore | None = None, interval: float | None = 1.0,
              target: str = "", settings: dict | None = None,
              confirmed: Collection[str | Confirmation] | None = None,
              runner_ready: Callable[[SuiteRunner], None] | None = None, **callbacks: Any) -> SuiteResult:
    """The driver's plan run with no session (core tests): its section as the only settings.
    runner_ready: told the runner before it starts (a test that cancels it)."""
    record = settings if settings is not None else sections_record(driver.section())
    try:
        runner = make_runner(fio, driver, interval=interval, target=target, settings=record, store=store,
                             confirmed=confirmed, **callbacks)
        if runner_ready:
            runner_ready(runner)
        result = runner.run()
        if figures := driver.finish(result):  # none: the stored record stays as it is (a resumed run's)
            runner.add_settings(**figures)
    finally:
        driver.close()
    return result
