"""Drive a steady-state suite through SuiteRunner and the run store; resume partial runs."""
from __future__ import annotations

import time
from dataclasses import asdict, dataclass
from typing import Callable

from app.core.errors import InputError
from app.core.fio.jobspec import JobSpec, Target
from app.core.fio.locate import FioBinary
from app.core.fio.status import IntervalSample
from app.core.report.json_export import result_dict
from app.core.steady_state import Verdict
from app.core.store import RunStore
from app.core.suites.run import Progress, SuiteResult, SuiteRunner, TestRecord
from app.core.suites.steady import (SteadyPlan, SteadySettings, SummaryTable, TestProgress,
                                    cells, progress_from_doc, tracking_cell, verdict, window_summary)

FILE_NOTE = ("SNIA PTS requires a raw device; on a test file the filesystem, its allocator "
             "and the page cache's metadata sit between fio and the flash")


@dataclass(frozen=True)
class RoundReport:
    test: str
    round_no: int
    tracking: float | None
    verdict: Verdict | None
    convergence: dict[str, float]  # block size label -> tracking workload's value this round


@dataclass
class SteadyOutcome:
    suite: SuiteResult
    settings: SteadySettings
    tests: dict[str, TestProgress]

    def verdict(self, test: str) -> Verdict | None:
        return verdict(self.settings, self.tests[test])

    def summary(self, test: str) -> list[SummaryTable]:
        return window_summary(self.settings, self.tests[test])


def settings_dict(s: SteadySettings) -> dict:
    d = asdict(s)
    d["target"] = asdict(s.target)
    return d


def settings_from_dict(d: dict) -> SteadySettings:
    d = dict(d)
    d["target"] = Target(**d["target"])
    for key in ("tests", "mixes", "block_sizes"):
        if d.get(key) is not None:
            d[key] = tuple(d[key])
    return SteadySettings(**d)


def convergence_row(test: str, rnd: dict[str, dict]) -> dict[str, float]:
    """The tracking workload at every block size of one round (the convergence plot)."""
    track = tracking_cell(test)
    out = {}
    for key, res in rnd.items():
        if key.startswith(f"{test}-{track.rw}") and (track.mix is None or f"-m{track.mix}-" in key):
            w = res["total"]["write"]
            value = (w["iops"] if test in ("iops", "write_saturation") else
                     w["bytes_per_s"] if test == "throughput" else
                     (w["clat_us"] or {}).get("mean_us"))
            out[key.rsplit("-", 1)[1]] = value
    return out


def run_steady(fio: FioBinary, settings: SteadySettings, store: RunStore, interval: float = 1.0,
               resume_run_id: int | None = None,
               on_round: Callable[[RoundReport], None] | None = None,
               on_sample: Callable[[int, IntervalSample, Progress], None] | None = None,
               on_test_start: Callable[[int, JobSpec, str], None] | None = None,
               runner_ready: Callable[[SuiteRunner], None] | None = None) -> SteadyOutcome:
    state = None
    if resume_run_id is not None:
        try:
            doc = store.load_run(resume_run_id, with_samples=False)
        except KeyError:
            raise InputError(f"no run {resume_run_id} in {store.path}", "see `fioscope history`") from None
        if doc["suite"] != "steady" or not isinstance(doc["settings"].get("steady"), dict):
            raise InputError(f"run {resume_run_id} is a {doc['suite']} run, not a steady-state run")
        if doc["status"] not in ("partial", "cancelled", "failed"):
            raise InputError(f"run {resume_run_id} is {doc['status']}; only partial, cancelled or "
                             "failed runs can be resumed")
        try:
            settings = settings_from_dict(doc["settings"]["steady"])
        except (TypeError, ValueError, KeyError) as e:
            raise InputError(f"run {resume_run_id}'s steady-state settings cannot be read ({e})",
                             "start a new run") from None
        state = progress_from_doc(settings, doc)
    plan = SteadyPlan(settings, state, clock=time.monotonic)

    def done(i: int, rec: TestRecord) -> None:
        plan.record(rec.phase, rec.spec.name, result_dict(rec.result) if rec.result else None)
        test, _, rest = rec.phase.partition(" round ")
        if not rest or rec.result is None:
            return
        n = int(rest)
        if len(plan.current_round) == len(cells(settings, test)) and on_round:
            tp = plan.state[test]
            rounds = tp.rounds + [plan.current_round]
            tmp = TestProgress(test, rounds, True)
            values = tmp.tracking()
            on_round(RoundReport(test, n, values[-1] if values else None, verdict(settings, tmp),
                                 convergence_row(test, plan.current_round)))

    runner = SuiteRunner(fio, "steady", plan, interval, target=settings.target.path,
                         settings={"steady": settings_dict(settings),
                                   "note": FILE_NOTE if settings.target.kind == "file" else ""},
                         store=store, resume_run_id=resume_run_id, on_test_start=on_test_start,
                         on_sample=on_sample, on_test_done=done, remaining_hint=plan.remaining_seconds)
    if runner_ready:
        runner_ready(runner)
    result = runner.run()
    return SteadyOutcome(result, settings, plan.state)
