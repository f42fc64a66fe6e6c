"""Runs a core SuiteRunner on a plain thread and turns its callbacks into Qt signals.

Signals emitted from the worker thread reach slots in the GUI thread through queued
connections, so the GUI never blocks and there is no nested event loop.
"""
from __future__ import annotations

import threading

from PySide6.QtCore import QObject, Signal

from app.core.errors import FioscopeError
from app.core.fio.jobspec import JobSpec
from app.core.fio.locate import FioBinary
from app.core.suites.run import SuiteRunner
from app.core.store import RunStore


class SuiteWorker(QObject):
    test_started = Signal(int, object, str)  # index, JobSpec, phase
    sample = Signal(int, object, object)  # index, IntervalSample, Progress
    test_done = Signal(int, object)  # index, TestRecord
    finished = Signal(object)  # SuiteResult
    failed = Signal(object)  # FioscopeError raised outside fio (e.g. the store)
    stalled = Signal(float)

    def __init__(self, fio: FioBinary, name: str, specs: list[JobSpec], interval: float,
                 target: str, settings: dict, store: RunStore | None) -> None:
        super().__init__()
        self.runner = SuiteRunner(
            fio, name, specs, interval, target=target, settings=settings, store=store,
            on_test_start=lambda i, spec, phase: self.test_started.emit(i, spec, phase),
            on_sample=lambda i, s, p: self.sample.emit(i, s, p),
            on_test_done=lambda i, rec: self.test_done.emit(i, rec),
            on_stall=lambda secs: self.stalled.emit(secs))
        self._thread = threading.Thread(target=self._run, name="suite", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def cancel(self) -> None:
        self.runner.cancel()

    def wait(self, timeout: float | None = None) -> bool:
        self._thread.join(timeout)
        return not self._thread.is_alive()

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    def _run(self) -> None:
        try:
            result = self.runner.run()
        except FioscopeError as e:
            self.failed.emit(e)
            return
        self.finished.emit(result)
