"""Runs a core Session on a plain thread and turns what its observer is told into Qt signals.

The worker thread only appends events to a queue and wakes the GUI thread with a signal
that carries nothing; the GUI thread drains the queue and emits the signals there. No Python
object crosses threads inside Qt (PySide6 6.12 showed refcount crashes with queued object
signals from non-Qt threads). A burst of events costs one wake-up, and an idle run none: a
polling timer (20 wake-ups a second) cost 3 ms of CPU a second, as much as the engine itself.
"""
from __future__ import annotations

import queue
import threading
from typing import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal

from app.core.errors import FioscopeError
from app.core.session import PreparedRemote, PreparedRun, RemoteObserver, RemoteSession, RunObserver, Session
from app.core.remote.suite import RemoteSuite, interval_samples
from app.ui.core_words import window_text
from app.ui.run.phase_words import driver_text


class _Mailbox:
    """A queue whose put() also wakes the GUI thread, once until it has drained."""

    def __init__(self, wake: Callable[[], None]) -> None:
        self._q: queue.SimpleQueue = queue.SimpleQueue()
        self._wake = wake
        self._lock = threading.Lock()
        self._pending = False

    def put(self, item) -> None:
        self._q.put(item)
        with self._lock:
            if self._pending:
                return
            self._pending = True
        self._wake()

    def get_nowait(self):
        return self._q.get_nowait()

    def drained(self) -> None:
        """Called before draining: an event put from now on wakes the GUI thread again."""
        with self._lock:
            self._pending = False


SETTLE_S = 1.0  # longest fio waits for the window to draw a test's start (SuiteRunner.settle)


class QueuedWorker(QObject):
    """A run's thread and the queue its events cross to the GUI thread by; subclasses run()."""

    woken = Signal()  # from the worker thread; carries nothing
    # A burst of events delivered: the views draw once for all of it, in the same pass, so a
    # sample costs one repaint of the window instead of one per plot and timer.
    burst_done = Signal()
    test_started = Signal(int, object, str)  # index, JobSpec, phase
    sample = Signal(int, object, object)  # index, IntervalSample, Progress
    test_done = Signal(int, object)  # index, TestRecord
    finished = Signal(object)  # SuiteResult
    failed = Signal(object)  # FioscopeError raised outside fio (e.g. the store)
    stalled = Signal(float)
    drive_warnings = Signal(object)  # list[str]: the drive's checklist, before the first test
    driver_line = Signal(str)  # a driver's line (a pass's verdict, a step's figures); not QObject.event
    round_done = Signal(object)  # steady state: RoundReport, per finished round

    def __init__(self, name: str = "run") -> None:
        super().__init__()
        self._setup(name)

    def _setup(self, name: str) -> None:
        self._events = _Mailbox(self.woken.emit)
        self.woken.connect(self.drain, Qt.ConnectionType.QueuedConnection)
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._done = False

    def _settle(self) -> bool:
        """On the run's thread, before fio starts: wait (at most SETTLE_S) until the GUI thread has
        handled the events so far and painted the frame they asked for (a 64-thread test's new
        curves, list and legend: about 25 ms), so that frame is not drawn on a core fio's
        starting jobs want. False: the GUI thread did not get there in time, and fio starts anyway."""
        done = threading.Event()
        self._events.put(("settled", (done,)))
        return done.wait(SETTLE_S)

    def start(self) -> None:
        self._thread.start()

    def drain(self) -> None:
        """Emit queued events in the GUI thread, in order."""
        if self._done:
            return
        self._events.drained()
        while True:
            try:
                name, args = self._events.get_nowait()
            except queue.Empty:
                self.burst_done.emit()
                return
            if name == "settled":  # the frames asked for so far painted now, then fio may start
                QCoreApplication.sendPostedEvents(None, QEvent.Type.UpdateRequest)
                args[0].set()
                continue
            getattr(self, name).emit(*args)
            if name in ("finished", "failed"):  # the controller draws what is left (RunFrames.last)
                self._done = True
                return

    def wait(self, timeout: float | None = None) -> bool:
        self._thread.join(timeout)
        return not self._thread.is_alive()

    @property
    def running(self) -> bool:
        """Until its last event has been delivered in the GUI thread."""
        return not self._done

    def cancel(self) -> None:
        raise NotImplementedError

    def _run(self) -> None:
        raise NotImplementedError


class SuiteWorker(QueuedWorker):
    """Any run of this machine (every kind: app/core/session.py) on the run's thread."""

    def __init__(self, prepared: PreparedRun) -> None:
        super().__init__("suite")
        # The core session does the run's work (drive check, readahead, cache drops, store);
        # the worker only hands what it is told to the GUI thread.
        self.session = Session(prepared, _Observer(self._events.put, self._settle))
        self.runner = self.session.runner

    def cancel(self) -> None:
        self.session.cancel()

    @property
    def outcome(self) -> object:
        """A driver's figures once the run ended (a CliffOutcome, a LoadCurve, a SteadyOutcome...)."""
        return self.session.outcome

    def _run(self) -> None:
        try:
            result = self.session.run()
        except FioscopeError as e:
            self._events.put(("failed", (e,)))
            return
        self._events.put(("finished", (result,)))


class _Observer(RunObserver):
    """The session's calls, queued for the GUI thread (SuiteWorker.drain emits them there)."""

    def __init__(self, put: Callable, settle: Callable[[], bool]) -> None:
        self.put, self._settle = put, settle

    def test_started(self, index, spec, phase) -> None:
        self.put(("test_started", (index, spec, phase)))

    def sample(self, index, sample, progress) -> None:
        self.put(("sample", (index, sample, progress)))

    def test_done(self, index, record) -> None:
        self.put(("test_done", (index, record)))

    def stalled(self, seconds) -> None:
        self.put(("stalled", (seconds,)))

    def drive_warnings(self, lines) -> None:
        self.put(("drive_warnings", (lines,)))

    def event(self, text) -> None:
        self.put(("driver_line", (driver_text(text),)))  # a Msg would cross the signal as plain English

    def round_done(self, report) -> None:
        self.put(("round_done", (report,)))

    def settle(self) -> None:
        self._settle()


class RemoteWorker(QueuedWorker):
    """A plan on several fio servers, through the core's RemoteSession. fio's client streams no
    per-host intervals: each job's per-host samples arrive when the job ends, and are drawn
    then (host = curve)."""

    job_done = Signal(str, object)  # job name, list of IntervalSample
    stalled_msg = Signal(str)

    def __init__(self, prepared: PreparedRemote) -> None:
        super().__init__("remote")
        self.hosts = prepared.suite.hosts
        self._buffer: list = []
        self.session = RemoteSession(prepared, _RemoteObserver(self))

    @property
    def suite(self) -> RemoteSuite:
        return self.session.suite

    def suite_run_id(self) -> int | None:
        return self.suite.run_id

    def cancel(self) -> None:
        self.session.cancel()

    def _run(self) -> None:
        try:
            result = self.session.run()
        except FioscopeError as e:
            self._events.put(("failed", (e,)))
            return
        self._events.put(("finished", (result,)))


class _RemoteObserver(RemoteObserver):
    """The remote session's calls, queued for the GUI thread."""

    def __init__(self, worker: RemoteWorker) -> None:
        self.w = worker

    def sample(self, sample) -> None:
        self.w._buffer.append(sample)

    def event(self, e) -> None:
        if e.kind in ("disconnected", "dropped"):
            # in the window's language here: the signal's str would drop the Msg's parts
            self.w._events.put(("stalled_msg", (window_text(e.message),)))

    def job_done(self, clients: int, res) -> None:
        samples = interval_samples(list(self.w._buffer), self.w.hosts[:clients])
        self.w._buffer.clear()
        self.w._events.put(("job_done", (f"{res.spec.name} ({clients} client{'s' if clients != 1 else ''})",
                                         samples)))
