"""Drive a steady-state suite through RoundRunner (a round per fio invocation) and the run
store; resume partial runs."""
from __future__ import annotations

import time
from dataclasses import dataclass, fields
from typing import Any, Callable, Collection, Iterator

from app.core.fio.cadence import AUTO
from app.core.errors import InputError
from app.core.fio.jobspec import Target
from app.core.fio.locate import FioBinary
from app.core.fio.status import IntervalSample
from app.core.history.codec import result_dict
from app.core.suites.steady_criteria import Verdict
from app.core.history.store import RunStore
from app.core.suites.driver import Driver, run_alone
from app.core.suites.items import PlanItem
from app.core.suites.run import Progress, SuiteResult, TestRecord
from app.core.targets.safety import Confirmation
from app.core.suites.steady import Cell, SteadyPlan, SteadySettings, TestProgress, cells, progress_from_doc, verdict
from app.core.suites.steady_summary import SummaryTable, cell_latency, window_summary
from app.core.units import short_bs
from app.core.units import parse_size
from app.core.words import Msg



@dataclass(frozen=True)
class RoundReport:
    test: str  # the test's name: iops, throughput-1M, throughput-128K, latency, write_saturation
    round_no: int
    tracking: float | None
    verdict: Verdict | None
    convergence: dict[str, float]  # series label (a block size, ...) -> its value this round
    written_bytes: int = 0  # write saturation: total written so far (TGBW)
    elapsed_s: float = 0.0  # write saturation: time written so far


@dataclass
class SteadyOutcome:
    suite: SuiteResult
    settings: SteadySettings
    tests: dict[str, TestProgress]

    def verdict(self, test: str) -> Verdict | None:
        return verdict(self.settings, self.tests[test])

    def summary(self, test: str) -> list[SummaryTable]:
        return window_summary(self.settings, self.tests[test])


def settings_dict(s: SteadySettings) -> dict[str, Any]:
    return s.to_dict()


def settings_from_dict(d: dict) -> SteadySettings:
    known = {f.name for f in fields(SteadySettings)}
    d = {k: v for k, v in d.items() if k in known}  # a field a later version added is left out
    d["target"] = Target(**d["target"])
    for key in ("tests", "mixes", "block_sizes", "throughput_sizes"):
        if d.get(key) is not None:
            d[key] = tuple(d[key])
    return SteadySettings(**d)


def convergence_row(test: str, rnd: dict[str, dict]) -> dict[str, float]:
    """One round's values for the convergence plot, as TKperf draws it: IOPS: random write
    IOPS at every block size; throughput: sequential write and read bandwidth at the test's
    block size; latency: mean latency of every mix and block size; write saturation: IOPS."""
    out: dict[str, float] = {}
    for key, res in sorted(rnd.items()):
        cell = _cell_of(key)
        if cell is None or res is None:
            continue
        label = short_bs(cell.bs)
        if cell.test == "iops" and cell.mix == 0 or cell.test == "write_saturation":
            value = res["total"]["write"]["iops"]
        elif cell.test == "throughput":
            label, value = cell.rw, res["total"][cell.rw]["bytes_per_s"]
        elif cell.test == "latency" and cell.mix is not None:
            label, value = f"{cell.mix}/{100 - cell.mix} {label}", cell_latency(res)
        else:
            continue
        if value is not None:
            out[label] = value
    return out


def _cell_of(key: str) -> Cell | None:
    """'iops-randrw-m0-4K' -> its Cell (the key's parts)."""
    parts = key.split("-")
    try:
        mix = int(parts[2][1:]) if len(parts) == 4 else None
        return Cell(parts[0], mix, parse_size(parts[-1].replace("B", "")), parts[1])
    except (ValueError, IndexError, InputError):
        return None


def load_resume(store: RunStore, run_id: int) -> tuple[SteadySettings, dict[str, TestProgress]]:
    """A stored partial steady-state run's settings and rounds, to go on from its next round."""
    try:
        doc = store.load_run(run_id, with_samples=False)
    except KeyError:
        raise InputError(Msg("no run %1 in %2", str(run_id), str(store.path)), Msg("see %1", "`fioscope history`")) from None
    if doc["suite"] != "steady" or not isinstance(doc["settings"].get("steady"), dict):
        raise InputError(Msg("run %1 is a %2 run, not a steady-state run", str(run_id), doc["suite"]))
    if doc["status"] not in ("partial", "cancelled", "failed"):
        raise InputError(Msg("run %1 is %2; only partial, cancelled or failed runs can be resumed", str(run_id),
                             doc["status"]))
    try:
        settings = settings_from_dict(doc["settings"]["steady"])
    except (TypeError, ValueError, KeyError) as e:
        raise InputError(Msg("run %1's steady-state settings cannot be read (%2)", str(run_id), str(e)),
                         Msg("start a new run")) from None
    return settings, progress_from_doc(settings, doc)


class SteadyDriver(Driver):
    """The steady-state tests' rounds (a round per fio invocation), planned as results come in;
    resume_run_id with state (load_resume): a stored run continued from its next round."""

    suite = "steady"
    batches = True

    def __init__(self, settings: SteadySettings, state: dict[str, TestProgress] | None = None,
                 resume_run_id: int | None = None) -> None:
        super().__init__()
        self.settings = settings
        self.resume_run_id = resume_run_id
        self.steady_plan = SteadyPlan(settings, state, clock=time.monotonic)
        self._units = {u.name: u for u in self.steady_plan.units}
        self._out: SteadyOutcome | None = None

    @property
    def target(self) -> Target:
        return self.settings.target

    def section(self) -> dict[str, Any]:
        return {"steady": self.settings}

    def plan(self) -> Iterator[PlanItem]:
        return iter(self.steady_plan)

    def remaining(self) -> float | None:
        return self.steady_plan.remaining_seconds()

    def test_done(self, index: int, rec: TestRecord) -> None:
        plan, settings = self.steady_plan, self.settings
        plan.record(rec.phase, rec.spec.name, result_dict(rec.result) if rec.result else None)
        test, _, rest = rec.phase.partition(" round ")
        if not rest or rec.result is None:
            return
        if len(plan.current_round) == len(cells(settings, self._units[test])):
            tp = plan.state[test]
            tmp = TestProgress(test, tp.rounds + [plan.current_round], True)
            self.on_round(RoundReport(test, int(rest), tmp.tracking()[-1], verdict(settings, tmp),
                                      convergence_row(test, plan.current_round), tmp.written_bytes(),
                                      tmp.writing_seconds()))

    def finish(self, result: SuiteResult) -> dict[str, Any]:
        self._out = SteadyOutcome(result, self.settings, self.steady_plan.state)
        return {}

    def outcome(self) -> SteadyOutcome | None:
        return self._out


def run_steady(fio: FioBinary, settings: SteadySettings, store: RunStore, interval: float | None = AUTO,
               resume_run_id: int | None = None, on_round: Callable[[RoundReport], None] | None = None,
               on_sample: Callable[[int, IntervalSample, Progress], None] | None = None,
               confirmed: Collection[str | Confirmation] | None = None) -> SteadyOutcome:
    """Steady state without a session (core tests). confirmed: the devices the run may write."""
    state = None
    if resume_run_id is not None:
        settings, state = load_resume(store, resume_run_id)
    driver = SteadyDriver(settings, state, resume_run_id)
    run_alone(fio, driver, store=store, interval=interval, target=settings.target.path, confirmed=confirmed,
              on_sample=on_sample, on_round=on_round)
    out = driver.outcome()
    assert out is not None  # finish() ran
    return out
