"""What a run produces: each test's record, the whole run's result, and the progress a front
end is told each interval. Plain data: the runner (suites/run.py) fills them."""
from __future__ import annotations

from dataclasses import dataclass, field

from app.core.cache.model import CacheSample, CacheVerdict, joined_samples
from app.core.errors import FioscopeError
from app.core.fio.jobspec import JobSpec
from app.core.fio.results import JobResult
from app.core.fio.status import IntervalSample
from app.core.fio.thinned import Thinned


def _hotter(a: tuple[float, float | None], b: tuple[float, float | None]) -> tuple[float, float | None]:
    readings = [c for c in (a[1], b[1]) if c is not None]
    return b[0], max(readings) if readings else None


@dataclass
class TestRecord:
    spec: JobSpec
    argv: list[str]
    jobfile: str
    phase: str = ""
    started_at: float = 0.0
    finished_at: float | None = None
    result: JobResult | None = None
    error: FioscopeError | None = None
    samples: list[IntervalSample] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    stderr: str = ""
    warnings: list[str] = field(default_factory=list)  # said before the run (cache effects)
    # Bounded, as the samples (fio.thinned): a long run's at a coarser step; the store keeps every interval's rates.
    cache_samples: list[CacheSample] = field(default_factory=lambda: Thinned(joined_samples))
    cache: CacheVerdict | None = None
    # (t_s, C) per interval; bounded, two joined keep the later time and the hotter reading
    temps: list[tuple[float, float | None]] = field(default_factory=lambda: Thinned(_hotter))
    thermal: dict | None = None  # the drive's temperature over the test, and its verdict
    trust: dict | None = None  # what limited its figure, and whether to believe it (insight.trust)


@dataclass
class SuiteResult:
    name: str
    target: str
    fio_version: str
    fio_path: str
    fioscope_version: str
    started_at: float
    settings: dict = field(default_factory=dict)
    run_id: int | None = None
    finished_at: float | None = None
    cancelled: bool = False
    tests: list[TestRecord] = field(default_factory=list)
    # The run history failed (full, read-only, damaged): the run went on without it, and
    # is stored only up to that point (run_id) or not at all (run_id None).
    store_error: FioscopeError | None = None
    # Cancelled before any test had a result, and no device was written: the history keeps nothing.
    discarded: bool = False

    @property
    def error(self) -> FioscopeError | None:
        return next((t.error for t in self.tests if t.error), None)

    @property
    def status(self) -> str:
        if self.finished_at is None:
            return "running"
        if self.cancelled:
            return "cancelled"
        return "failed" if self.error else "done"


@dataclass(frozen=True)
class Progress:
    index: int  # test number, 0-based
    count: int | None  # None when a driver decides as it goes
    name: str
    phase: str
    elapsed_s: float  # since the suite started
    eta_s: float | None  # until the suite ends
    cache: CacheSample | None = None  # memory and device in the same interval
    device: str | None = None  # the block device behind the target
    read_ahead_kb: int | None = None
    temp_c: float | None = None  # the drive's temperature in the same interval
    temp_limits: tuple[float | None, float | None] = (None, None)  # its warning and critical temperatures
    interval_s: float = 1.0  # fio's status interval for this test: a sample every interval_s
