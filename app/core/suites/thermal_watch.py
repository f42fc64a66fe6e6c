"""The drive's temperature through a run: one reading per status interval (stored with the
interval), and per test the limits and the verdict on whether a throughput drop came with
heat (insight.thermal). A drive with no readable sensor is said once, for the run."""
from __future__ import annotations

from app.core.insight.thermal import NO_SENSOR, TemperatureSampler, sampler_for, thermal_verdict
from app.core.history.records import TestRecord


class ThermalWatch:
    def __init__(self, sampler: TemperatureSampler | None) -> None:
        self.sampler = sampler
        self._offset = 0.0  # the sampler's clock at the current test's start

    @classmethod
    def for_path(cls, path: str) -> ThermalWatch:
        try:
            return cls(sampler_for(path))
        except OSError:  # sysfs unreadable: the run goes on without temperatures
            return cls(None)

    @property
    def source(self) -> str:
        """What the run's settings record: the sensor, or that there is none."""
        return self.sampler.source if self.sampler is not None else NO_SENSOR

    @property
    def limits(self) -> tuple[float | None, float | None]:
        """The drive's warning and critical temperatures, as far as known yet."""
        s = self.sampler
        return (s.warning_c, s.critical_c) if s is not None else (None, None)

    def begin_test(self) -> None:
        if self.sampler is not None:
            self._offset = self.sampler.clock() - self.sampler.t0

    def interval(self) -> float | None:
        """This interval's reading (None: no sensor, or nothing new from a slow one)."""
        if self.sampler is None:
            return None
        reading = self.sampler.sample()
        return reading.celsius if reading is not None else None

    def since_test(self) -> float:
        """Seconds since begin_test on the sampler's clock (a group's start, for finish_test)."""
        s = self.sampler
        return 0.0 if s is None else s.clock() - s.t0 - self._offset

    def finish_test(self, record: TestRecord, start_s: float = 0.0, end_s: float | None = None) -> dict | None:
        """The test's temperatures, limits and thermal verdict, for its record and the store.
        start_s/end_s: a reporting group's span within the fio run (since_test's clock), whose
        samples count from its own start: the throttle counter's readings move to that clock
        (earlier ones stay as the counter before the group) and end with the group."""
        s = self.sampler
        if s is None:
            return None
        temps = [(t, c) for t, c in record.temps if c is not None]
        lo, hi = self._offset + start_s, None if end_s is None else self._offset + end_s
        throttle = [(t - lo, v) for t, v in list(s.throttle) if t >= self._offset and (hi is None or t <= hi)]
        v = thermal_verdict([(x.t_s, x.total.bps) for x in record.samples], temps, throttle,
                            s.warning_c, s.critical_c)
        return {"source": s.source, "warning_c": s.warning_c, "critical_c": s.critical_c,
                "min_c": min((c for _, c in temps), default=None), "max_c": v.max_celsius,
                "kind": v.kind, "throttled": v.throttled, "message": v.message, "at_s": v.at_s,
                "at_celsius": v.celsius}

    def close(self) -> None:
        if self.sampler is not None:
            self.sampler.close(timeout=2.0)
