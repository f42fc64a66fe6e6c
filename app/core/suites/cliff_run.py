"""The write cliff, run: sustained sequential writes over a span through the suite runner,
an idle pause, the same write again; each pass read by insight.cliff, the drive's
temperature sampled every interval and judged by insight.thermal.

One Fioscope run (one history entry) holds every pass as a test (phase "pass 1",
"pass 2 after 30 s idle", ...). The second pass is planned only once the first one shows
a cliff: with none there is nothing to recover.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable, Collection, Iterator

from app.core.fio.cadence import FINE_INTERVAL
from app.core.fio.jobspec import JobSpec, Target
from app.core.fio.locate import FioBinary
from app.core.fio.status import IntervalSample
from app.core.insight.cliff import (CliffResult, Recovery, WritePoint, detect_cliff, gib, mbs, points_from_samples,
                                    recovery)
from app.core.insight.thermal import TemperatureSampler, ThermalVerdict, thermal_verdict
from app.core.history.store import RunStore
from app.core.suites.driver import Driver, run_alone
from app.core.suites.items import PlanItem
from app.core.suites.kinds import CliffSettings
from app.core.suites.run import Progress, SuiteResult
from app.core.targets.safety import Confirmation
from app.core.words import Msg, Num



def pass_spec(s: CliffSettings, number: int) -> JobSpec:
    """A pass: one sequential write over the whole span, direct I/O, no time limit."""
    kw: dict[str, Any] = {"ioengine": s.ioengine} if s.ioengine else {}
    return JobSpec(name=f"cliff-pass{number}", rw="write", target=s.target, bs=s.bs, iodepth=s.iodepth,
                   size=s.size, direct=True, extra=s.extra, **kw)


# A plausible top sequential write speed (a PCIe 3 NVMe drive's) and the intervals a pass at it
# should hold: the cliff needs 6 usable intervals (insight.cliff.detect_cliff), a few spare.
TOP_BPS, PASS_INTERVALS = 3e9, 12


def cliff_interval(span: int, longest: float = 1.0) -> float:
    """fio's status interval for a pass over `span` bytes (issue 52): short enough for a pass at
    TOP_BPS to hold PASS_INTERVALS points, at most `longest` (the user's), at least FINE_INTERVAL.
    A span too small even at that floor is told after the pass, with the span it needed."""
    return min(longest, max(FINE_INTERVAL, round(span / (TOP_BPS * PASS_INTERVALS), 2)))


def effective_interval(settings: CliffSettings) -> float:
    """The interval a cliff run samples at: the user's own as given, else fitted to the span."""
    return settings.interval if settings.interval_fixed else cliff_interval(settings.size, settings.interval)


def phase_name(number: int, pause: float) -> str:
    return "pass 1" if number == 1 else f"pass {number} after {pause:g} s idle"


@dataclass
class PassReport:
    number: int
    phase: str
    pause_s: float  # idle before it
    points: list[WritePoint]
    result: CliffResult
    recovery: Recovery | None = None

    def to_dict(self) -> dict:
        return {"pass": self.number, "phase": self.phase, "pause_s": self.pause_s,
                "result": self.result.to_dict(), "recovery": self.recovery.to_dict() if self.recovery else None,
                "series": [[p.t_s, p.bytes_before + p.bytes, p.bps] for p in self.points]}


@dataclass
class CliffOutcome:
    settings: CliffSettings
    suite: SuiteResult
    passes: list[PassReport] = field(default_factory=list)
    thermal: ThermalVerdict | None = None
    temperature: dict | None = None
    throughput: list[tuple[float, float]] = field(default_factory=list)  # (t_s, write B/s), the sampler's clock
    stopped: str = ""  # why no further pass ran

    def lines(self) -> list[str]:
        out: list[str] = []
        for p in self.passes:
            out.append(Msg("%1: %2", p.phase, p.result.message))
            if p.recovery:
                out.append(Msg("  recovery: %1", p.recovery.message))
        if self.stopped:
            out.append(self.stopped)
        if self.thermal is not None:
            out.append(Msg("temperature: %1", self.thermal.message))
        elif self.temperature is None:
            out.append(Msg("temperature: not read (no hwmon sensor for this drive, and no smartctl)"))
        else:
            out.append(Msg("temperature: no reading came from %1", self.temperature.get("source") or Msg("the sensor")))
        return out

    def to_dict(self) -> dict:
        return {"settings": self.settings.to_dict(), "passes": [p.to_dict() for p in self.passes],
                "stopped": self.stopped, "thermal": self.thermal.to_dict() if self.thermal else None,
                "temperature": self.temperature,
                "throughput": [[t, v] for t, v in self.throughput]}


class CliffDriver(Driver):
    """The passes, planned as each result comes in, for the session (or run_alone)."""

    suite = "cliff"

    def __init__(self, settings: CliffSettings, *, sampler: TemperatureSampler | None = None,
                 pass_specs: list[JobSpec] | None = None, always_repeat: bool = False) -> None:
        super().__init__()
        self.settings = settings
        self.interval = effective_interval(settings)  # fio's status interval: a point each
        self.sampler = sampler
        # Tests give their own pass specs (a rate-limited job file): pass k uses the k-th.
        self._specs = pass_specs
        self.always_repeat = always_repeat
        self.passes: list[PassReport] = []
        self.stopped = ""
        self.throughput: list[tuple[float, float]] = []
        self.celsius: float | None = None  # the drive's temperature at the last interval
        self._t0 = sampler.t0 if sampler else time.monotonic()
        self._out: CliffOutcome | None = None

    @property
    def target(self) -> Target:
        return self.settings.target

    def first_specs(self) -> list[JobSpec]:
        return [self._spec(1)]

    def section(self) -> dict[str, Any]:
        return {"cliff": self.settings}

    def _spec(self, number: int) -> JobSpec:
        if self._specs:
            return self._specs[min(number, len(self._specs)) - 1]
        return pass_spec(self.settings, number)

    def sample(self, index: int, sample: IntervalSample, progress: Progress) -> None:
        self.throughput.append((time.monotonic() - self._t0, sample.total.write_bps))
        reading = self.sampler.sample() if self.sampler else None
        self.celsius = reading.celsius if reading else None

    def _analyze(self, number: int, phase: str, pause: float) -> PassReport:
        recs = [t for t in self.runner.result.tests if t.phase == phase]
        pts = points_from_samples([s for t in recs for s in t.samples])
        rep = PassReport(number, phase, pause, pts, detect_cliff(pts, interval=self.interval))
        if number > 1 and self.passes:
            rep.recovery = recovery(self.passes[0].result, pts, rep.result, pause)
        self.passes.append(rep)
        self.on_event(Msg("%1: %2", phase, rep.result.message))
        if rep.recovery:
            self.on_event(Msg("  recovery: %1", rep.recovery.message))
        return rep

    def _ok(self, phase: str) -> bool:
        recs = [t for t in self.runner.result.tests if t.phase == phase]
        return bool(recs) and all(t.error is None for t in recs) and not self.runner.cancelled

    def _idle(self, seconds: float) -> bool:
        """Wait out a pause, sampling the temperature as the drive cools; False if cancelled."""
        end = time.monotonic() + seconds
        while True:
            left = end - time.monotonic()
            if left <= 0:
                return True
            if self.stop_event.wait(min(left, self.settings.interval)):
                return False
            if self.sampler:
                self.sampler.sample()

    def plan(self) -> Iterator[PlanItem]:
        yield PlanItem(self._spec(1), phase_name(1, 0))
        if not self._ok(phase_name(1, 0)):
            return
        first = self._analyze(1, phase_name(1, 0), 0.0)
        for number, pause in enumerate(self.settings.pauses, start=2):
            if not first.result.found and not self.always_repeat:
                self.stopped = "no cliff in pass 1: no second pass (nothing to recover)"
                return
            self.on_event(Msg("idle %1 s for the cache to recover, then pass %2", Num(pause, None), number))
            if not self._idle(pause):
                return
            phase = phase_name(number, pause)
            yield PlanItem(self._spec(number), phase)
            if not self._ok(phase):
                return
            self._analyze(number, phase, pause)

    def finish(self, result: SuiteResult) -> dict[str, Any]:
        if self.sampler:
            self.sampler.close()
        out = CliffOutcome(self.settings, result, self.passes, stopped=self.stopped, throughput=self.throughput)
        if self.sampler:
            out.temperature = self.sampler.to_dict()
            temps = [(r.t_s, r.celsius) for r in self.sampler.readings if r.celsius is not None]
            if temps or self.sampler.throttle:
                out.thermal = thermal_verdict(self.throughput, temps, self.sampler.throttle,
                                              self.sampler.warning_c, self.sampler.critical_c)
        self._out = out
        return {"cliff_result": out.to_dict()}  # the figures as detected now: every report shows these

    def outcome(self) -> CliffOutcome | None:
        return self._out


class CliffRun:
    """The cliff without a session (core tests): cancel() stops fio or the pause at once."""

    def __init__(self, fio: FioBinary, settings: CliffSettings, *, store: RunStore | None = None,
                 target_label: str = "", sampler: TemperatureSampler | None = None,
                 on_sample: Callable[[int, IntervalSample, Progress, float | None], None] | None = None,
                 on_event: Callable[[str], None] | None = None,
                 pass_specs: list[JobSpec] | None = None, always_repeat: bool = False,
                 confirmed: Collection[str | Confirmation] | None = None) -> None:
        self.driver = CliffDriver(settings, sampler=sampler, pass_specs=pass_specs, always_repeat=always_repeat)
        self._fio, self._store, self._target, self._confirmed = fio, store, target_label, confirmed
        self._on_event, self._on_sample = on_event, on_sample

    def _sample(self, i: int, s: IntervalSample, p: Progress) -> None:
        if self._on_sample:
            self._on_sample(i, s, p, self.driver.celsius)

    def cancel(self) -> None:
        self.driver.stop()
        if self.driver._runner is not None:
            self.driver.runner.cancel()

    def run(self) -> CliffOutcome:
        run_alone(self._fio, self.driver, store=self._store, target=self._target, confirmed=self._confirmed,
                  on_sample=self._sample, on_event=self._on_event)
        out = self.driver.outcome()
        assert out is not None  # finish() ran
        return out


def summary_line(out: CliffOutcome) -> str:
    """One line for the end of the run."""
    first = out.passes[0].result if out.passes else None
    if first is None:
        return Msg("no pass completed")
    if not first.found:
        if first.cache_bps:
            return Msg("no cliff within %1 (%2)", gib(first.total_bytes), mbs(first.cache_bps))
        return Msg("no cliff within %1", gib(first.total_bytes))
    line = Msg("cache %1 for %2, then %3", mbs(first.cache_bps), gib(first.cliff_bytes), mbs(first.after_bps))
    rec = next((p.recovery for p in out.passes if p.recovery), None)
    if rec and rec.fraction is not None:
        return Msg("%1; %2 % back after %3 s idle", line, Num(rec.fraction * 100), Num(rec.pause_s, None))
    return line
