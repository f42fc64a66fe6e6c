"""Drive a steady-state suite through RoundRunner (a round per fio invocation) and the run
store; resume partial runs."""
from __future__ import annotations

import time
from dataclasses import asdict, dataclass, fields
from typing import Callable

from app.core.fio.cadence import AUTO
from app.core.errors import InputError
from app.core.fio.jobspec import JobSpec, Target
from app.core.fio.locate import FioBinary
from app.core.fio.status import IntervalSample
from app.core.history.codec import result_dict
from app.core.suites.steady_criteria import Verdict
from app.core.history.store import RunStore
from app.core.suites.rounds import RoundRunner
from app.core.suites.run import Progress, SuiteResult, SuiteRunner, TestRecord
from app.core.suites.steady import Cell, SteadyPlan, SteadySettings, TestProgress, cells, progress_from_doc, verdict
from app.core.suites.steady_summary import SummaryTable, cell_latency, window_summary
from app.core.units import short_bs
from app.core.units import parse_size

FILE_NOTE = ("SNIA PTS requires a raw device; on a test file the filesystem, its allocator "
             "and the page cache's metadata sit between fio and the flash")


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


def settings_dict(s: SteadySettings) -> dict:
    d = asdict(s)
    d["target"] = asdict(s.target)
    return d


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
        elif cell.test == "latency":
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


def run_steady(fio: FioBinary, settings: SteadySettings, store: RunStore, interval: float | None = AUTO,
               resume_run_id: int | None = None,
               on_round: Callable[[RoundReport], None] | None = None,
               on_sample: Callable[[int, IntervalSample, Progress], None] | None = None,
               on_test_start: Callable[[int, JobSpec, str], None] | None = None,
               runner_ready: Callable[[SuiteRunner], None] | None = None,
               confirmed=None) -> SteadyOutcome:
    """confirmed: the devices the user confirmed destroying (the plan's RunPlan.confirmed,
    or for a resumed run confirm_steady_resume's); none: nothing is written to a raw device."""
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
    units = {u.name: u for u in plan.units}

    def done(i: int, rec: TestRecord) -> None:
        plan.record(rec.phase, rec.spec.name, result_dict(rec.result) if rec.result else None)
        test, _, rest = rec.phase.partition(" round ")
        if not rest or rec.result is None:
            return
        n = int(rest)
        if len(plan.current_round) == len(cells(settings, units[test])) and on_round:
            tp = plan.state[test]
            tmp = TestProgress(test, tp.rounds + [plan.current_round], True)
            on_round(RoundReport(test, n, tmp.tracking()[-1], verdict(settings, tmp),
                                 convergence_row(test, plan.current_round), tmp.written_bytes(),
                                 tmp.writing_seconds()))

    runner = RoundRunner(fio, "steady", plan, interval, target=settings.target.path,
                         settings={"steady": settings_dict(settings),
                                   "note": FILE_NOTE if settings.target.kind == "file" else ""},
                         store=store, resume_run_id=resume_run_id, on_test_start=on_test_start,
                         on_sample=on_sample, on_test_done=done, remaining_hint=plan.remaining_seconds,
                         confirmed=confirmed)
    if runner_ready:
        runner_ready(runner)
    result = runner.run()
    return SteadyOutcome(result, settings, plan.state)
