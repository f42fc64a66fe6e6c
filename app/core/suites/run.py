"""Run a list of jobs one after another, own the test file, and report progress."""
from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import Callable

from app import __version__
from app.core import testfile
from app.core.errors import FioscopeError
from app.core.fio.jobspec import JobSpec, to_argv, to_jobfile
from app.core.fio.locate import FioBinary
from app.core.fio.results import JobResult
from app.core.fio.runner import FioRunner
from app.core.fio.status import IntervalSample


@dataclass
class TestRecord:
    spec: JobSpec
    argv: list[str]
    jobfile: str
    result: JobResult | None = None
    error: FioscopeError | None = None
    samples: list[IntervalSample] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    stderr: str = ""


@dataclass
class SuiteResult:
    name: str
    fio_version: str
    fio_path: str
    fioscope_version: str
    started_at: float
    finished_at: float | None = None
    cancelled: bool = False
    tests: list[TestRecord] = field(default_factory=list)

    @property
    def error(self) -> FioscopeError | None:
        return next((t.error for t in self.tests if t.error), None)


@dataclass(frozen=True)
class Progress:
    index: int  # test number, 0-based
    count: int
    name: str
    elapsed_s: float  # since the suite started
    eta_s: float | None  # until the suite ends


class SuiteRunner:
    """Runs specs in order; stops at the first error; always removes the test file."""

    def __init__(self, fio: FioBinary, name: str, specs: list[JobSpec], interval: float = 1.0,
                 on_test_start: Callable[[int, JobSpec], None] | None = None,
                 on_sample: Callable[[int, IntervalSample, Progress], None] | None = None,
                 on_test_done: Callable[[int, TestRecord], None] | None = None,
                 on_stall: Callable[[float], None] | None = None,
                 stall_timeout: float = 60.0) -> None:
        self.fio, self.specs, self.interval = fio, specs, interval
        self.on_test_start, self.on_sample, self.on_test_done = on_test_start, on_sample, on_test_done
        self.on_stall, self.stall_timeout = on_stall, stall_timeout
        self.result = SuiteResult(name, fio.version, fio.path, __version__, time.time())
        self._cancel = threading.Event()
        self._runner: FioRunner | None = None
        self._lock = threading.Lock()

    def planned_seconds(self, spec: JobSpec) -> float | None:
        return (spec.runtime or 0) + spec.ramp_time if spec.time_based else None

    def cancel(self) -> None:
        self._cancel.set()
        with self._lock:
            if self._runner:
                self._runner.cancel()

    def run(self) -> SuiteResult:
        t0 = time.monotonic()
        files = {s.target.path for s in self.specs if s.target.kind == "file"}
        try:
            for i, spec in enumerate(self.specs):
                if self._cancel.is_set():
                    break
                record = TestRecord(spec, to_argv(spec, self.fio.path, self.interval),
                                    to_jobfile(spec))
                self.result.tests.append(record)
                if self.on_test_start:
                    self.on_test_start(i, spec)
                test_t0 = time.monotonic()

                def sample_cb(s: IntervalSample, i=i, spec=spec, test_t0=test_t0) -> None:
                    self._on_sample(i, spec, s, t0, test_t0)

                runner = FioRunner(self.fio, spec, self.interval, on_sample=sample_cb,
                                   on_stall=self.on_stall, stall_timeout=self.stall_timeout)
                with self._lock:
                    self._runner = runner
                if self._cancel.is_set():
                    break
                outcome = runner.run()
                with self._lock:
                    self._runner = None
                record.result, record.error = outcome.result, outcome.error
                record.samples, record.notes, record.stderr = outcome.samples, outcome.notes, outcome.stderr
                if outcome.cancelled:
                    self._cancel.set()
                if self.on_test_done:
                    self.on_test_done(i, record)
                if record.error or outcome.cancelled:
                    break
        finally:
            for path in files:
                testfile.remove(path)
            self.result.cancelled = self._cancel.is_set()
            self.result.finished_at = time.time()
        return self.result

    def _on_sample(self, i: int, spec: JobSpec, s: IntervalSample, t0: float, test_t0: float) -> None:
        if not self.on_sample:
            return
        now = time.monotonic()
        eta = None
        planned = [self.planned_seconds(x) for x in self.specs[i:]]
        if all(p is not None for p in planned):
            # Layout time is not counted: ETA covers the timed parts of this and later tests.
            eta = max(0.0, planned[0] - (now - test_t0)) + sum(planned[1:])
        self.on_sample(i, s, Progress(i, len(self.specs), spec.name, now - t0, eta))
