"""Latency versus load: one unthrottled step measures the target's maximum IOPS, then steps
offer a share of it each (fio's rate_iops: 10 % .. 110 %); per step the achieved IOPS and
fio's mean, p99 and p99.9 latency. The knee is where latency stops following the load; the
answer to "how many IOPS with p99 under X µs" is the highest measured step that held it.

Every step is one test of one Fioscope run, planned as the results come in (the rates
depend on the first step), through the suite runner and the plan's target and
confirmation, like the write cliff (cliff_run.py).

Why steps and not fio's latency_target: fio's search (latency_target, latency_window,
latency_percentile) changes the queue depth, not the offered rate, and stops at the first
depth that holds the target; it gives one depth, not a curve of latency against load, and
on a device whose IOPS the kernel limits it measured slower (docs/latency-qos.md has the
figures).
"""
from __future__ import annotations

import math
import re
import statistics
from dataclasses import dataclass, field
from typing import Any, Callable, Collection, Iterator

from app.core.errors import InputError
from app.core.words import Msg, Num, Value, joined

from app.core.fio.jobspec import JobSpec, Target
from app.core.fio.locate import FioBinary
from app.core.fio.results import JobResult
from app.core.history.store import RunStore
from app.core.suites.driver import Driver, run_alone
from app.core.suites.items import PlanItem
from app.core.suites.kinds import FRACTIONS, LoadSettings  # noqa: F401 (named here too)
from app.core.suites.run import SuiteResult
from app.core.targets.safety import Confirmation

# The knee: the last step before latency turns up for good or the device saturates. Latency
# has turned up at a step when its mean, and every heavier step's, is above BEND times the
# light load's (the median of the steps offering at most LIGHT of the maximum; else the
# first step's), so one erratic step does not place it: a device the kernel throttles swung
# 38 -> 191 -> 85 -> 387 -> 100 µs between 50 and 100 % of its limit. Saturated: a step
# achieved less than SHORT of the rate it offered. BEND 4, not 2: ordinary queueing (M/M/1)
# doubles latency at half load, far below where the curve turns.
BEND = 4.0
SHORT = 0.95
LIGHT = 0.5
MAX_PHASE = "max"


@dataclass(frozen=True)
class LoadPoint:
    """One step: what it offered (None: unthrottled) and fio's figures for it."""

    phase: str
    offered_iops: float | None
    achieved_iops: float
    mean_us: float | None  # fio's lat (submission to completion), else clat
    p99_us: float | None  # clat's, from fio's bins
    p999_us: float | None

    def to_dict(self) -> dict:
        return {"phase": self.phase, "offered_iops": self.offered_iops, "achieved_iops": self.achieved_iops,
                "mean_us": self.mean_us, "p99_us": self.p99_us, "p999_us": self.p999_us}


@dataclass
class LoadCurve:
    settings: LoadSettings
    max_iops: float | None = None  # the unthrottled step's
    max_point: LoadPoint | None = None  # its figures
    points: list[LoadPoint] = field(default_factory=list)  # the rate-limited steps, by offered load
    knee: LoadPoint | None = None
    knee_reason: str = ""
    answer: LoadPoint | None = None  # the highest achieved IOPS with p99 under the user's X
    stopped: str = ""

    def to_dict(self) -> dict:
        return {"settings": self.settings.to_dict(), "max_iops": self.max_iops,
                "max": self.max_point.to_dict() if self.max_point else None,
                "points": [p.to_dict() for p in self.points],
                "knee": self.knee.to_dict() if self.knee else None, "knee_reason": self.knee_reason,
                "answer": self.answer.to_dict() if self.answer else None, "stopped": self.stopped}


def step_spec(s: LoadSettings, phase: str, rate: int | None) -> JobSpec:
    """One step: the same job each time, rate-limited to `rate` IOPS in all (None: unlimited).
    fio's rate_iops is per job, so numjobs share the rate."""
    kw: dict[str, Any] = {"ioengine": s.ioengine} if s.ioengine else {}
    extra = (("rate_iops", str(max(1, round(rate / s.numjobs)))),) if rate is not None else ()
    name = "load-max" if rate is None else f"load-{phase.rstrip(' %').replace('.', '_')}pct"
    return JobSpec(name=name, rw=s.rw, target=s.target, bs=s.bs, iodepth=s.iodepth, numjobs=s.numjobs,
                   size=s.size, runtime=s.step_s, time_based=True, direct=s.direct, extra=extra, **kw)


def point(phase: str, offered: float | None, r: JobResult) -> LoadPoint:
    """A step's figures from fio's result: both directions' I/Os (a mixed job counts all)."""
    sides = [d for d in (r.read, r.write) if d.total_ios]
    iops = sum(d.iops for d in sides)
    lat = [(x, d.total_ios) for d in sides if (x := d.total_latency or d.latency) is not None]
    n = sum(k for _, k in lat)
    mean = sum(x.mean_us * k for x, k in lat) / n if n else None
    main = max(sides, key=lambda d: d.total_ios).latency if sides else None  # the busier direction's tail

    def tail(p: float | None) -> float | None:  # fio's bucket value, which can lie above the max: at most it
        return None if p is None or main is None else min(p, main.max_us)
    return LoadPoint(phase, offered, iops, mean, tail(main.p99_us if main else None),
                     tail(main.p999_us if main else None))


def find_knee(points: list[LoadPoint], max_iops: float) -> tuple[LoadPoint | None, str]:
    """The last step before latency turns up for good (mean above BEND x the light load's at it
    and every heavier step) or the device falls short of the offered rate (below SHORT of it);
    None when none does (or the first step already does)."""
    steps = sorted(((p.offered_iops, p) for p in points if p.offered_iops), key=lambda step: step[0])
    pts = [p for _, p in steps]
    if not pts:
        return None, Msg("no rate-limited step finished")
    light = [p.mean_us for offered, p in steps if p.mean_us and offered <= LIGHT * max_iops] or \
        [p.mean_us for p in pts[:1] if p.mean_us]
    base = statistics.median(light) if light else None
    high = [bool(base and p.mean_us and p.mean_us > BEND * base) for p in pts]
    for i, (offered, p) in enumerate(steps):
        reasons: list[Value] = []
        if all(high[i:]):
            reasons.append(Msg("mean latency %1 µs and every heavier step's over %2x the light load's %3 µs",
                               Num(p.mean_us or 0, 0, grouped=True), Num(BEND, None), Num(base or 0, 0, grouped=True)))
        if p.achieved_iops < SHORT * offered:
            reasons.append(Msg("achieved %1 of %2 IOPS offered", Num(p.achieved_iops, 0, grouped=True),
                               Num(offered, 0, grouped=True)))
        if reasons:
            if i == 0:
                return None, Msg("the lightest step already bent: %1", joined(reasons, "; "))
            return pts[i - 1], Msg("the next step (%1) bent: %2", p.phase, joined(reasons, "; "))
    return None, Msg("latency followed the load up to the last step: no knee within the steps")


def highest_under(points: list[LoadPoint], p99_us: float) -> LoadPoint | None:
    """The step with the highest achieved IOPS whose p99 stayed under p99_us (measured steps
    only, the unthrottled one included: nothing is interpolated)."""
    ok = [p for p in points if p.p99_us is not None and p.p99_us < p99_us]
    return max(ok, key=lambda p: p.achieved_iops, default=None)


def parse_us(text: str) -> float:
    """'500us', '500µs', '0.5ms', '1s' or '500' (µs) -> microseconds."""
    m = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*(us|µs|ms|s|ns)?\s*", str(text), re.IGNORECASE)
    if not m:
        raise InputError(Msg("cannot read latency %1", repr(str(text)[:40])), Msg("use e.g. 500us, 2ms or 500 (µs)"))
    v = float(m.group(1)) * {"ns": 0.001, "us": 1.0, "µs": 1.0, "ms": 1e3, "s": 1e6, None: 1.0}[
        (m.group(2) or "").lower() or None]
    if not math.isfinite(v) or v <= 0 or v > 3.6e9:
        raise InputError(Msg("latency %1 is out of range", repr(str(text)[:40])), Msg("give a latency above 0 and at most 1 h"))
    return v


def parse_fractions(text: str) -> tuple[float, ...]:
    """'10,50,90,110' (percent of the maximum) -> (0.1, 0.5, 0.9, 1.1)."""
    try:
        vals = tuple(float(x) / 100.0 for x in str(text).split(",") if x.strip())
    except ValueError:
        raise InputError(Msg("cannot read steps %1", repr(str(text)[:40])),
                         Msg("use percentages of the maximum, e.g. 10,50,90,110"))
    if not vals or len(vals) > 50 or any(not math.isfinite(v) or not 0 < v <= 2.0 for v in vals):
        raise InputError(Msg("steps %1 are out of range", repr(str(text)[:40])),
                         Msg("give 1 to 50 percentages above 0 and at most 200"))
    return tuple(sorted(set(vals)))


def phase_of(fraction: float) -> str:
    return f"{fraction * 100:g} %"


class LatencyLoadDriver(Driver):
    """The steps, planned as each result comes in, for the session (or run_alone)."""

    suite = "latency-load"

    def __init__(self, settings: LoadSettings) -> None:
        super().__init__()
        self.settings = settings
        self.interval = settings.interval
        self.curve = LoadCurve(settings)
        self._max: LoadPoint | None = None
        self._done = False

    @property
    def target(self) -> Target:
        return self.settings.target

    def first_specs(self) -> list[JobSpec]:
        return [step_spec(self.settings, MAX_PHASE, None)]

    def section(self) -> dict[str, Any]:
        return {"latency_load": self.settings}

    def _result(self, name: str) -> JobResult | None:
        recs = [t for t in self.runner.result.tests if t.spec.name == name]
        if self.runner.cancelled or not recs or any(t.error is not None or t.result is None for t in recs):
            return None
        return recs[-1].result

    def plan(self) -> Iterator[PlanItem]:
        s = self.settings
        # Each step is a result of the run (no phase: the grid and the results table show it
        # as a test of its own), told apart by its name: load-max, load-10pct, ...
        first = step_spec(s, MAX_PHASE, None)
        yield PlanItem(first, "")
        r = self._result(first.name)
        if r is None:
            self.curve.stopped = Msg("the unthrottled step did not finish: no steps")
            return
        self._max = point(MAX_PHASE, None, r)
        self.curve.max_iops, self.curve.max_point = self._max.achieved_iops, self._max
        if not self._max.achieved_iops:
            self.curve.stopped = Msg("the unthrottled step did no I/O: no steps")
            return
        self.on_event(Msg("maximum %1 IOPS unthrottled; stepping %2 of it", Num(self._max.achieved_iops, 0, grouped=True),
                          joined([phase_of(f) for f in s.fractions])))
        for f in sorted(s.fractions):
            rate = max(1, round(f * self._max.achieved_iops))
            phase = phase_of(f)
            spec = step_spec(s, phase, rate)
            yield PlanItem(spec, "")
            r = self._result(spec.name)
            if r is None:
                self.curve.stopped = Msg("step %1 did not finish: the curve ends before it", phase)
                return
            p = point(phase, float(rate), r)
            self.curve.points.append(p)
            self.on_event(step_line(p))

    def finish(self, result: SuiteResult) -> dict[str, Any]:
        c = self.curve
        c.knee, c.knee_reason = find_knee(c.points, c.max_iops or 0.0)
        if self.settings.p99_under_us is not None:
            c.answer = highest_under(c.points + ([self._max] if self._max else []), self.settings.p99_under_us)
        self._done = True
        return {"latency_load_result": c.to_dict()}  # reports show these figures

    def outcome(self) -> LoadCurve | None:
        return self.curve if self._done else None


class LatencyLoadRun:
    """Latency versus load without a session (core tests)."""

    def __init__(self, fio: FioBinary, settings: LoadSettings, *, store: RunStore | None = None,
                 target_label: str = "", on_event: Callable[[str], None] | None = None,
                 confirmed: Collection[str | Confirmation] | None = None) -> None:
        self.driver = LatencyLoadDriver(settings)
        self._fio, self._store, self._target, self._confirmed, self._on_event = \
            fio, store, target_label, confirmed, on_event
        self.result: SuiteResult | None = None

    def run(self) -> LoadCurve:
        self.result = run_alone(self._fio, self.driver, store=self._store, target=self._target,
                                confirmed=self._confirmed, on_event=self._on_event)
        return self.driver.curve


def step_line(p: LoadPoint) -> Msg:
    def us(v: float | None) -> Value:
        return "-" if v is None else Num(v, 1, grouped=True)
    offered = Msg("unthrottled") if p.offered_iops is None else Msg("%1 IOPS offered", Num(p.offered_iops, 0, grouped=True))
    return Msg("%1: %2, %3 achieved; mean %4 µs, p99 %5 µs, p99.9 %6 µs", p.phase, offered,
               Num(p.achieved_iops, 0, grouped=True), us(p.mean_us), us(p.p99_us), us(p.p999_us))


def answer_line(c: LoadCurve | dict) -> str:
    """'the highest IOPS with p99 under 500 µs: 1,980 (step 100 %, p99 412.3 µs)' and the knee."""
    return "\n".join(answer_lines(c))


def answer_lines(c: LoadCurve | dict) -> list[str]:
    """answer_line's lines, each a Msg (the window says them in its language)."""
    d = c if isinstance(c, dict) else c.to_dict()
    lines: list[str] = []
    knee = d.get("knee")
    if knee:
        lines.append(Msg("knee: %1 IOPS at step %2 (%3)", Num(knee["achieved_iops"], 0, grouped=True), knee["phase"],
                         _said(d.get("knee_reason"))))
    else:
        why = d.get("stopped") if not d.get("points") and d.get("stopped") else d.get("knee_reason")
        lines.append(Msg("knee: none found (%1)", why or Msg("no steps")))
    x = (d.get("settings") or {}).get("p99_under_us")
    if x is not None:
        a = d.get("answer")
        lines.append(Msg("highest IOPS with p99 under %1 µs: %2", Num(x, 0, grouped=True),
                         Msg("%1 (step %2, p99 %3 µs)", Num(a["achieved_iops"], 0, grouped=True), a["phase"],
                             Num(a["p99_us"], 1, grouped=True)) if a else Msg("none of the steps held it")))
    return lines


def _said(v: object) -> str:
    """A stored reason as an f-string wrote it (None as None), a Msg as it is."""
    return v if isinstance(v, str) else str(v)
