"""HIR, XSR and DIRTH run: the chosen tests one after another as one Fioscope run (one
history entry, every cell, burst and histogram point its own stored test), planned as the
results come in (each test's plan: suites.hir, suites.xsr, suites.dirth), and each test's
figures kept with the run's settings (pts_result) for the reports."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from app.core.fio.cadence import AUTO
from app.core.fio.locate import FioBinary
from app.core.fio.status import IntervalSample
from app.core.suites import dirth, hir, xsr
from app.core.suites.pts_settings import Context, PtsSettings
from app.core.suites.rounds import RoundRunner
from app.core.suites.run import Progress, SuiteResult

SUITE = "steady-pts"
MODULES = {"hir": (hir, hir.HirState), "xsr": (xsr, xsr.XsrState), "dirth": (dirth, dirth.DirthState)}


@dataclass
class PtsOutcome:
    suite: SuiteResult
    settings: PtsSettings
    results: dict[str, dict]  # test -> its analysis (what reports show)

    def lines(self) -> list[str]:
        out = []
        for test, d in self.results.items():
            out += MODULES[test][0].lines(d)
        return out


class PtsRun:
    """Runs the tests; cancel() stops fio or an idle at once."""

    def __init__(self, fio: FioBinary, settings: PtsSettings, *, store=None, target_label: str = "",
                 on_sample: Callable[[int, IntervalSample, Progress], None] | None = None,
                 on_event: Callable[[str], None] | None = None, confirmed=None, stall_timeout: float = 120.0,
                 interval: float | None = AUTO, on_test_start=None) -> None:
        self.settings = settings
        self.ctx = Context(lambda phase: [t for t in self.suite.result.tests if t.phase == phase], on_event)
        self.states = {t: MODULES[t][1]() for t in settings.tests}
        self.suite = RoundRunner(fio, SUITE, self._plan(), interval, target=target_label, store=store,
                                 settings={"pts": settings.to_dict()}, on_sample=on_sample,
                                 on_test_start=on_test_start, stall_timeout=stall_timeout, confirmed=confirmed)

    def _plan(self):
        for test in self.settings.tests:
            ok = yield from MODULES[test][0].plan(self.settings, self.ctx, self.states[test])
            if ok is False:
                return

    @property
    def settle(self):
        """The app's worker hands the runner its settle callback (as to any SuiteRunner)."""
        return self.suite.settle

    @settle.setter
    def settle(self, callback) -> None:
        self.suite.settle = callback

    def cancel(self) -> None:
        self.ctx.stop.set()
        self.suite.cancel()

    def kill(self) -> None:
        self.ctx.stop.set()
        self.suite.kill()

    def run(self) -> PtsOutcome:
        res = self.suite.run()
        records = list(res.tests)
        results = {t: MODULES[t][0].analyse(self.settings, self.states[t], records) for t in self.settings.tests}
        self.suite.add_settings(pts_result=results)  # the figures as measured now: every report shows these
        return PtsOutcome(res, self.settings, results)
