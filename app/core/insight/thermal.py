"""The drive's temperature during a run, and whether a throughput drop came with heat.

Sources, fastest first:
- Linux hwmon: NVMe's composite temperature (temp1_input, with temp1_max / temp1_crit as
  warning and critical limits), SATA/SAS through the drivetemp module: a file read,
  cheap enough for every status interval.
- smartctl (Linux, when installed): temperature, limits and NVMe's throttle counters
  (minutes above the warning / critical temperature, thermal-management transitions); a
  command that talks to the drive, so it runs on a thread of its own every
  `slow_every_s` (10 s) and never holds up the interval it is asked in. With hwmon there
  too, smartctl is still read for the counters.
- Windows: Get-StorageReliabilityCounter's Temperature, at the same slower rate.

`TemperatureSampler.sample()` is meant to be called once per status interval by the run
loop (the CLI's on_sample does); `thermal_verdict` reads the series afterwards.
"""
from __future__ import annotations

import shutil
import sys
import threading
import time
from dataclasses import asdict, dataclass, field
from statistics import median
from typing import Callable, Sequence, TypedDict

from app.core.insight.cliff import mbs
from app.core.insight.steps import drops
from app.core.insight.smart import read_smart
from app.core.insight.sysfs import block_path_for, find_hwmon, transport
from app.core.words import Msg, Num, joined

SLOW_EVERY_S = 10.0
NO_SENSOR = "no temperature sensor"  # a run's settings["temperature"] when none was readable


@dataclass(frozen=True)
class TempReading:
    t_s: float  # seconds since the sampler started
    celsius: float | None
    source: str


@dataclass(frozen=True)
class SlowReading:
    """What a slow source (smartctl, PowerShell) gives in one read."""

    celsius: float | None
    throttle_total: int | None = None  # ThrottleCounters.total(): rises when the drive throttles
    warning_c: float | None = None
    critical_c: float | None = None


class TemperatureSampler:
    def __init__(self, fast: Callable[[], float | None] | None = None,
                 slow: Callable[[], SlowReading | None] | None = None, *, source: str = "",
                 warning_c: float | None = None, critical_c: float | None = None,
                 slow_every_s: float = SLOW_EVERY_S, clock: Callable[[], float] = time.monotonic,
                 background: bool = True, slow_source: str = "smartctl") -> None:
        self.fast, self.slow, self.source, self.slow_source = fast, slow, source, slow_source
        self.warning_c, self.critical_c = warning_c, critical_c
        self.slow_every_s, self.clock, self.background = slow_every_s, clock, background
        self.t0 = clock()
        self.readings: list[TempReading] = []
        self.throttle: list[tuple[float, int]] = []  # (t_s, counter total) from the slow source
        self._lock = threading.Lock()
        self._slow_latest: tuple[float, SlowReading] | None = None
        self._slow_used: float | None = None
        self._slow_asked: float | None = None
        self._thread: threading.Thread | None = None

    # -- the slow source, off the caller's thread ---------------------------------------
    def _read_slow(self) -> None:
        try:
            r = self.slow() if self.slow else None
        except Exception:  # a sensor must never end a run
            r = None
        t = self.clock() - self.t0
        with self._lock:
            if r is not None:
                self._slow_latest = (t, r)
                if r.throttle_total is not None:
                    self.throttle.append((t, r.throttle_total))
                self.warning_c = self.warning_c or r.warning_c
                self.critical_c = self.critical_c or r.critical_c

    def _maybe_slow(self, now: float) -> None:
        if self.slow is None:
            return
        if self._slow_asked is not None and now - self._slow_asked < self.slow_every_s:
            return
        if self._thread is not None and self._thread.is_alive():
            return
        self._slow_asked = now
        if self.background:
            self._thread = threading.Thread(target=self._read_slow, name="fioscope-temperature", daemon=True)
            self._thread.start()
        else:
            self._read_slow()

    def sample(self) -> TempReading | None:
        """One reading now (a file read; the slow source is only asked for, not waited on).
        None when no source has given a temperature yet."""
        now = self.clock() - self.t0
        self._maybe_slow(now)
        celsius, source = None, self.source
        if self.fast is not None:
            try:
                celsius = self.fast()
            except Exception:
                celsius = None
        if celsius is None:
            with self._lock:
                latest = self._slow_latest
            if latest is not None and latest[0] != self._slow_used and latest[1].celsius is not None:
                self._slow_used = latest[0]  # each slow reading once, at the time it was made
                reading = TempReading(latest[0], float(latest[1].celsius), self.slow_source)
                self.readings.append(reading)
                return reading
            return None
        reading = TempReading(now, float(celsius), source)
        self.readings.append(reading)
        return reading

    def close(self, timeout: float = 5.0) -> None:
        """Wait for a slow read in flight (it ends by its own timeout otherwise)."""
        t = self._thread
        if t is not None:
            t.join(timeout)

    def to_dict(self) -> dict:
        with self._lock:
            throttle = list(self.throttle)
        return {"source": self.source, "warning_c": self.warning_c, "critical_c": self.critical_c,
                "readings": [[r.t_s, r.celsius] for r in self.readings],
                "throttle_counter": [[t, v] for t, v in throttle]}


def sampler_for(path: str, sys_root: str = "/sys", smart: Callable | None = None,
                slow_every_s: float = SLOW_EVERY_S, background: bool = True,
                clock: Callable[[], float] = time.monotonic) -> TemperatureSampler | None:
    """A sampler for the drive behind a directory or device; None when nothing reads it."""
    if sys.platform == "win32":
        return _windows_sampler(path, slow_every_s, background, clock)
    from app.core.insight.checklist import NO_SMART
    bp = block_path_for(path, sys_root)
    if bp is None:
        return None
    kind = transport(bp)
    hw = find_hwmon(bp, sys_root)
    slow: Callable[[], SlowReading | None] | None = None
    if kind not in NO_SMART:
        reader = smart or (lambda dev, nvme: read_smart(dev, nvme))
        dev, nvme = f"/dev/{bp.disk}", kind == "nvme"

        def smart_reading() -> SlowReading | None:
            r = reader(dev, nvme)
            h = r.health if r else None
            if h is None:
                return None
            return SlowReading(h.temperature_c, h.throttle.total(), h.warning_c, h.critical_c)
        slow = None if smart is None and shutil.which("smartctl") is None else smart_reading
    if hw is None and slow is None:
        return None
    return TemperatureSampler(hw.read_c if hw else None, slow, source=f"hwmon ({hw.name})" if hw else "smartctl",
                              warning_c=hw.max_c if hw else None, critical_c=hw.crit_c if hw else None,
                              slow_every_s=slow_every_s, background=background, clock=clock)


def _windows_sampler(path, slow_every_s, background, clock) -> TemperatureSampler | None:
    from app.core.cache import windows as cache_windows
    from app.core.insight.windows import reliability_temperature
    name = cache_windows.device_for_path(path)
    if not name or not name.startswith("PhysicalDrive"):
        return None
    disk_id = name[len("PhysicalDrive"):]

    def slow() -> SlowReading | None:
        r = reliability_temperature(disk_id)
        return None if r is None or r.temperature_c is None else SlowReading(r.temperature_c)
    return TemperatureSampler(None, slow, source="reliability counter", slow_every_s=max(slow_every_s, 15.0),
                              background=background, clock=clock, slow_source="reliability counter")


# -- the verdict ---------------------------------------------------------------------------

@dataclass(frozen=True)
class DropEvent:
    at_s: float
    from_bps: float
    to_bps: float
    celsius: float | None  # the hottest reading around the drop
    base_celsius: float | None  # before it warmed
    counter_delta: int | None  # throttle counter rise around the drop
    kind: str  # "throttled", "likely thermal", "not thermal", "no temperature"

    @property
    def drop(self) -> float:
        return 1 - self.to_bps / self.from_bps if self.from_bps else 0.0


@dataclass(frozen=True)
class ThermalVerdict:
    kind: str  # throttled, likely thermal, not thermal, no drop, no temperature
    message: str
    at_s: float | None = None
    celsius: float | None = None
    max_celsius: float | None = None
    warning_c: float | None = None
    critical_c: float | None = None
    events: tuple[DropEvent, ...] = field(default_factory=tuple)

    @property
    def throttled(self) -> bool:
        return self.kind == "throttled"

    def to_dict(self) -> dict:
        d = asdict(self)
        d["throttled"] = self.throttled
        return d


def _time_at(times: list[float], x: float) -> float:
    """A fractional interval index -> seconds (times are the intervals' ends)."""
    k = int(x)
    if k >= len(times):
        return times[-1]
    start = times[k - 1] if k > 0 else times[0] - (times[1] - times[0] if len(times) > 1 else 1.0)
    return start + (x - k) * (times[k] - start)


def celsius_text(celsius: float) -> str:
    return f"{round(celsius, 1):g}"


def _c(celsius: float) -> Num:
    """celsius_text's figure, for a sentence (the window writes its decimal point)."""
    return Num(round(celsius, 1), None)



class Limits(TypedDict):
    """A verdict's temperatures besides the event's: ThermalVerdict's fields of these names."""
    warning_c: float | None
    critical_c: float | None
    max_celsius: float | None

def thermal_verdict(throughput: list[tuple[float, float]], temps: list[tuple[float, float]],
                    throttle: Sequence[tuple[float, int]] = (), warning_c: float | None = None,
                    critical_c: float | None = None, min_drop: float = 0.15, rise_c: float = 5.0) -> ThermalVerdict:
    """Did a throughput drop coincide with the drive heating up or its throttle counter
    rising? throughput: (t_s, bytes/s) per interval (t_s at its end); temps: (t_s, C);
    throttle: (t_s, counter total); all on one clock."""
    temps = sorted((t, c) for t, c in temps if c is not None)
    hottest = max((c for _, c in temps), default=None)
    limits = Limits(warning_c=warning_c, critical_c=critical_c, max_celsius=hottest)
    if len(throughput) < 6:
        return ThermalVerdict("no drop", Msg("too few intervals to tell"), **limits)
    times = [t for t, _ in throughput]
    y = [v for _, v in throughput]
    dt = median(b - a for a, b in zip(times, times[1:])) if len(times) > 1 else 1.0
    w = max(3 * dt, 3.0)
    throttle = sorted(throttle)
    tw = max(w, 1.5 * median(b[0] - a[0] for a, b in zip(throttle, throttle[1:]))) if len(throttle) > 1 else w
    events = []
    for s in drops(y, min_drop=min_drop):
        at = _time_at(times, s.cross)
        near = [c for t, c in temps if at - w <= t <= at + w]
        before = [c for t, c in temps if t < at - w] or [c for t, c in temps if t <= at][:1]
        hot = max(near) if near else None
        base = min(before) if before else (min(c for _, c in temps) if temps else None)
        around = [v for t, v in throttle if at - tw <= t <= at + tw]
        prior = [v for t, v in throttle if t < at - tw]
        seq = ([prior[-1]] if prior else []) + around
        delta = (max(seq) - min(seq)) if len(seq) > 1 else None
        if hot is None and not delta:
            kind = "no temperature"
        elif delta or (warning_c is not None and hot is not None and hot >= warning_c - 1) or \
                (critical_c is not None and hot is not None and hot >= critical_c):
            kind = "throttled"
        elif hot is not None and base is not None and hot - base >= rise_c:
            kind = "likely thermal"
        else:
            kind = "not thermal"
        events.append(DropEvent(at, s.before.level, s.after.level, hot, base, delta, kind))
    limit_text = joined([x for x in (Msg("warning %1 C", Num(warning_c, None)) if warning_c else "",
                                     Msg("critical %1 C", Num(critical_c, None)) if critical_c else "") if x])
    if not events:
        if not temps:
            return ThermalVerdict("no temperature", Msg("no throughput drop, and no temperature readings"), **limits)
        lo, hi = min(c for _, c in temps), max(c for _, c in temps)
        return ThermalVerdict("no drop", Msg("no throughput drop; the drive went from %1 to %2 C (%3)", _c(lo), _c(hi),
                                             limit_text) if limit_text else
                              Msg("no throughput drop; the drive went from %1 to %2 C", _c(lo), _c(hi)), **limits)
    for kind in ("throttled", "likely thermal"):
        e = next((e for e in events if e.kind == kind), None)
        if e is None:
            continue
        fell = Msg("throughput fell %1 % (%2 -> %3)", Num(e.drop * 100), mbs(e.from_bps), mbs(e.to_bps))
        when = Num(e.at_s)
        if kind == "throttled":
            why: list[str] = []
            if e.celsius is not None and warning_c is not None and e.celsius >= warning_c - 1:
                why.append(Msg("the drive reached its warning temperature (%1 C)", Num(warning_c, None)))
            elif e.celsius is not None and critical_c is not None and e.celsius >= critical_c:
                why.append(Msg("the drive passed its critical temperature (%1 C)", Num(critical_c, None)))
            if e.counter_delta:
                why.append(Msg("its thermal-throttle counter rose by %1", str(e.counter_delta)))
            head = Msg("throttled at %1 C", _c(e.celsius)) if e.celsius is not None else Msg("throttled")
            msg = Msg("%1 after %2 s: %3; %4", head, when, fell, Msg("%1 and %2", *why) if len(why) == 2 else
                      why[0] if why else "")
        else:
            assert e.celsius is not None and e.base_celsius is not None  # "likely thermal": both were read
            msg = (Msg("%1 after %2 s while the drive warmed from %3 to %4 C: likely thermal (%5)", fell, when,
                       _c(e.base_celsius), _c(e.celsius), limit_text) if limit_text else
                   Msg("%1 after %2 s while the drive warmed from %3 to %4 C: likely thermal", fell, when,
                       _c(e.base_celsius), _c(e.celsius)))
        return ThermalVerdict(kind, msg, e.at_s, e.celsius, warning_c=warning_c, critical_c=critical_c,
                              max_celsius=hottest, events=tuple(events))
    e = events[0]
    if e.kind == "no temperature":
        msg = Msg("throughput fell %1 % after %2 s; no temperature readings to tell why", Num(e.drop * 100),
                  Num(e.at_s))
    else:
        assert e.celsius is not None  # "not thermal": a reading near the drop (none: "no temperature")
        msg = Msg("throughput fell %1 % after %2 s at %3 C with no temperature rise to speak of: not thermal (a write "
                  "cache filling up?)", Num(e.drop * 100), Num(e.at_s), _c(e.celsius))
    return ThermalVerdict(e.kind, msg, e.at_s, e.celsius, warning_c=warning_c, critical_c=critical_c,
                          max_celsius=hottest, events=tuple(events))
