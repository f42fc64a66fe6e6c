"""HIR, XSR and DIRTH run: the chosen tests one after another as one Fioscope run (one
history entry, every cell, burst and histogram point its own stored test), planned as the
results come in (each test's plan: suites.hir, suites.xsr, suites.dirth), and each test's
figures kept with the run's settings (pts_result) for the reports."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Collection, Iterator

from app.core.fio.cadence import AUTO
from app.core.fio.jobspec import Target
from app.core.fio.locate import FioBinary
from app.core.history.store import RunStore
from app.core.suites import dirth, hir, xsr
from app.core.suites.driver import Driver, run_alone
from app.core.suites.items import PlanItem
from app.core.suites.pts_settings import Context, PtsSettings
from app.core.suites.run import SuiteResult
from app.core.targets.safety import Confirmation

SUITE = "steady-pts"
MODULES: dict[str, Any] = {"hir": (hir, hir.HirState), "xsr": (xsr, xsr.XsrState),
                           "dirth": (dirth, dirth.DirthState)}


@dataclass
class PtsOutcome:
    suite: SuiteResult
    settings: PtsSettings
    results: dict[str, dict]  # test -> its analysis (what reports show)

    def lines(self) -> list[str]:
        out: list[str] = []
        for test, d in self.results.items():
            out += MODULES[test][0].lines(d)
        return out


class PtsDriver(Driver):
    """The tests, planned as results come in, for the session (or run_alone)."""

    suite = SUITE
    batches = True

    def __init__(self, settings: PtsSettings) -> None:
        super().__init__()
        self.settings = settings
        self.ctx = Context(lambda phase: [t for t in self.runner.result.tests if t.phase == phase],
                           lambda text: self.on_event(text), settings.time_limit_s)
        self.ctx.stop = self.stop_event  # a cancel ends an idle at once
        self.states = {t: MODULES[t][1]() for t in settings.tests}
        self._out: PtsOutcome | None = None

    @property
    def target(self) -> Target:
        return self.settings.target

    def section(self) -> dict[str, Any]:
        return {"pts": self.settings}

    def plan(self) -> Iterator[PlanItem]:
        for test in self.settings.tests:
            ok = yield from MODULES[test][0].plan(self.settings, self.ctx, self.states[test])
            if ok is False:
                return

    def finish(self, result: SuiteResult) -> dict[str, Any]:
        records = list(result.tests)
        results = {t: MODULES[t][0].analyse(self.settings, self.states[t], records) for t in self.settings.tests}
        if self.ctx.timed_out:  # said with the figures: what came after the limit did not run
            results = {t: {**d, "stopped": d.get("stopped") or "the run's time limit was reached"}
                       for t, d in results.items()}
        self._out = PtsOutcome(result, self.settings, results)
        return {"pts_result": results}  # the figures as measured now: every report shows these

    def outcome(self) -> PtsOutcome | None:
        return self._out


class PtsRun:
    """The PTS tests without a session (core tests)."""

    def __init__(self, fio: FioBinary, settings: PtsSettings, *, store: RunStore | None = None,
                 target_label: str = "", on_event: Callable[[str], None] | None = None,
                 confirmed: Collection[str | Confirmation] | None = None, interval: float | None = AUTO) -> None:
        self.driver = PtsDriver(settings)
        self._fio, self._store, self._target, self._confirmed, self._on_event, self._interval = \
            fio, store, target_label, confirmed, on_event, interval

    def run(self) -> PtsOutcome:
        run_alone(self._fio, self.driver, store=self._store, interval=self._interval, target=self._target,
                  confirmed=self._confirmed, on_event=self._on_event)
        out = self.driver.outcome()
        assert out is not None  # finish() ran
        return out
