"""Run jobs one after another, own the test files, store everything as it happens.

The plan is a list of PlanItems (app.core.plan makes them), or an iterator of them that a
suite driver (steady-state rounds, the cliff's passes) extends as results come in: it reads
`runner.result.tests[-1]` before yielding the next job.
"""
from __future__ import annotations

import os
import sys
import threading
import time
from typing import Callable, Collection, Iterable, Iterator

from app import __version__
from app.core.targets import testfile
from app.core.cache.probe import probe_path
from app.core.cache.tracker import run_warnings
from app.core.errors import FioscopeError, InputError
from app.core.fio.cadence import interval_for
from app.core.fio.jobspec import JobSpec, Target, plan_devices, planned_seconds, to_argv, to_jobfile
from app.core.fio.locate import FioBinary
from app.core.fio.runner import FioRunner
from app.core.fio.sandbox import Confinement, OwnFile
from app.core.fio.status import IntervalSample
from app.core.history.store import RunStore, StoreError
from app.core.suites.invocation import Invocation, Part, PartRun
from app.core.suites.items import PlanItem, checked
from app.core.suites.places import named_places
from app.core.suites.fio_logs import keep_logs, logs_dir
from app.core.history.records import Progress, SuiteResult, TestRecord  # defined there, named here too
from app.core.suites.thermal_watch import ThermalWatch
from app.core.access.elevated import is_admin
from app.core.target_kind import TargetKind, is_device_path
from app.core.access.root_helper import device_access
from app.core.targets.hold import DeviceHold
from app.core.targets.identity import target_identity
from app.core.targets.safety import Confirmation
from app.core.words import Msg


def group_specs(spec: JobSpec) -> list[tuple[int, JobSpec]]:
    """A job file of several fio reporting groups (stonewall phases, new_group) as one spec
    per group: named after its jobs ('randread', 'reader+writer'), numjobs its threads.
    Each is stored as its own test, as fio reports them; [] for a run that is one group."""
    groups: dict[int, list[tuple[str, int]]] = {}
    for name, numjobs, gid in spec.jobfile_jobs:
        groups.setdefault(gid, []).append((name, numjobs))
    if len(groups) < 2:
        return []
    return [(gid, spec.with_(name="+".join(dict.fromkeys(n for n, _ in jobs)),
                             numjobs=sum(k for _, k in jobs)))
            for gid, jobs in groups.items()]


def confirmed_paths(confirmed: Collection[str | Confirmation]) -> frozenset[str]:
    """The real paths of the devices confirmed for a run. A Confirmation counts only while its
    node is still the device the user confirmed (not re-attached or replugged since)."""
    return frozenset(os.path.realpath(c) if isinstance(c, str) else c.path for c in confirmed
                     if isinstance(c, str) or c.still_holds())


class SuiteRunner:
    """Runs a plan in order; stops at the first error or on cancel; removes test files."""

    def __init__(self, fio: FioBinary, name: str, plan: Iterable[PlanItem], interval: float | None = 1.0,
                 target: str = "", settings: dict | None = None, store: RunStore | None = None,
                 resume_run_id: int | None = None,
                 on_test_start: Callable[[int, JobSpec, str], None] | None = None,
                 on_sample: Callable[[int, IntervalSample, Progress], None] | None = None,
                 on_test_done: Callable[[int, TestRecord], None] | None = None,
                 on_stall: Callable[[float], None] | None = None,
                 remaining_hint: Callable[[], float | None] | None = None,
                 stall_timeout: float = 60.0,
                 before_test: Callable[[int, JobSpec], None] | None = None,
                 confirmed: Collection[str | Confirmation] | None = None, thermal: ThermalWatch | None = None) -> None:
        # fio's status interval in seconds; AUTO (None): per test, by its threads (fio/cadence.py)
        self.fio, self.interval = fio, interval
        # a list is known whole (counts, ETA, the devices it names); an iterator is planned as it runs
        self._plan = [checked(x) for x in plan] if isinstance(plan, (list, tuple)) else plan
        self._count = len(self._plan) if isinstance(self._plan, list) else None
        self.on_test_start, self.on_sample, self.on_test_done = on_test_start, on_sample, on_test_done
        self.on_stall, self.stall_timeout, self.remaining_hint = on_stall, stall_timeout, remaining_hint
        self.store = store
        self.before_test = before_test  # e.g. drop caches: runs before fio starts each test
        # A front end's last word before fio starts each invocation: it may block (for a time it
        # bounds itself) to finish its work on the test's start, e.g. the window drawing the
        # test's new curves, so that work does not take its CPU from fio's first seconds.
        self.settle: Callable[[], None] | None = None
        # Raw devices through the elevated runner: None decides at run() (Windows, not admin).
        self.elevate: bool | None = None
        self._granted: dict[str, bool] = {}  # device -> granted for writing too
        self.result = SuiteResult(name, target, fio.version, fio.path, __version__, time.time(),
                                  dict(settings or {}))
        self._seq_base = 0
        self._failed_store: RunStore | None = None
        # The drive's temperature each interval; which sensor (or none) is part of the settings.
        self.thermal = thermal if thermal is not None else ThermalWatch.for_path(self._probe_path(target))
        self.result.settings.setdefault("temperature", self.thermal.source)
        if store is not None and resume_run_id is not None:
            # Resuming needs the history: a failure here ends the resume before it starts.
            self._seq_base = len(store.load_run(resume_run_id, with_samples=False)["tests"])
            store.resume_run(resume_run_id)
            self.result.run_id = resume_run_id
        elif store is not None:
            self.result.run_id = self._stored("begin_run", name, target, fio.version, fio.path, __version__,
                                              self.result.settings,
                                              target_info=target_identity(self._drive_path(target)) if target else None)
        self._cancel = threading.Event()
        self._runner: FioRunner | None = None
        self._lock = threading.Lock()
        # Devices the user confirmed destroying: the plan's Confirmations (RunPlan.confirmed),
        # or paths a caller vouches for itself (tests, tools); the only ones fio may write.
        self.confirmed = confirmed_paths(confirmed or ())
        self._hold = DeviceHold(tuple(self.confirmed))  # held from the first test to the end
        self._files: dict[str, OwnFile] = {}  # directory -> this run's private directory in it
        self._created: set[str] = set()
        # CPU seconds of Fioscope's own threads per consumer of the samples (tests/perf).
        self.cpu_s: dict[str, float] = {}
        self._current_planned: float | None = None
        self._test_t0 = 0.0
        self._interval = 1.0  # the running test's status interval (s)

    def interval_for(self, specs: list[JobSpec]) -> float:
        """The status interval of one fio invocation running these jobs."""
        return interval_for(self.interval, specs)

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def _stored(self, method: str, *args, **kwargs):
        """Write to the history; when it fails (disk full, read-only, damaged), the run goes
        on without it: the failure is kept in result.store_error and nothing more is stored."""
        if self.store is None:
            return None
        try:
            return getattr(self.store, method)(*args, **kwargs)
        except StoreError as e:
            if self.result.store_error is None:
                self.result.store_error = e
            self._failed_store, self.store = self.store, None
            return None

    def add_settings(self, **extra) -> None:
        """What a driver worked out after the tests (the write cliff's analysis), kept with the run."""
        self.result.settings.update(extra)
        if self.result.run_id is not None:
            self._stored("set_settings", self.result.run_id, self.result.settings)

    def cancel(self) -> None:
        self._cancel.set()
        with self._lock:
            if self._runner:
                self._runner.cancel()

    def kill(self) -> None:
        """A second Ctrl+C: end the run now. Takes no lock (the caller may be racing a
        cancel() that holds one): SIGKILL to fio's process group; run() then removes the
        test files and stores the run as cancelled, as after cancel()."""
        self._cancel.set()
        runner = self._runner  # one attribute read: no lock needed
        if runner is not None:
            runner.kill()

    def _items(self) -> Iterator[PlanItem]:
        return (checked(item) for item in self._plan)

    def run(self) -> SuiteResult:
        testfile.remove_stale()  # what crashed runs of this user created and left behind
        # A user who cannot open a raw device gets it for this run only (least privilege).
        # Read-only runs get read access only, so a mounted disk can be read but never written.
        devices = plan_devices(self._peek_specs())  # a job file may name several
        if self.elevate is None:
            self.elevate = sys.platform == "win32" and not is_admin()
        self._granted = dict(devices)
        if devices and not self.elevate:
            from contextlib import ExitStack

            with ExitStack() as stack:
                try:
                    for d, write in devices.items():
                        stack.enter_context(device_access(d, write))
                except FioscopeError as e:
                    access = JobSpec(name="access", rw="read", target=Target(d, TargetKind.DEVICE))
                    self.result.tests.append(TestRecord(access, [], "", error=e))
                    self.result.finished_at = time.time()
                    if self.result.run_id is not None:
                        self._stored("finish_run", self.result.run_id, "failed")
                    return self.result
                return self._run()
        return self._run()

    def _run_with_access(self, runner: FioRunner, spec: JobSpec):
        """A device that only a generator plan names (e.g. the cache experiment's raw read)
        is granted for its own test, as run() grants the devices it can see up front."""
        # self._granted: device -> False (granted to read) or True (to read and write)
        need = [(p, w) for p, w in spec.devices() if not (p in self._granted and (self._granted[p] or not w))]
        if self.elevate or not need:
            return runner.run()
        from contextlib import ExitStack

        try:
            with ExitStack() as stack:
                for path, writes in need:
                    stack.enter_context(device_access(path, writes))
                return runner.run()
        except FioscopeError as e:
            runner.outcome.error = e
            return runner.outcome

    def _drive_path(self, target: str) -> str:
        """Whose drive the run's facts name: a job file's first device or file (what its jobs
        touch), not the disk under the job file; else the run's target."""
        specs = self._peek_specs()
        return specs[0].target.path if specs and specs[0].jobfile else target

    def _probe_path(self, target: str) -> str:
        """Where the drive is found: the first test's target, else the run's."""
        specs = self._peek_specs()
        return probe_path(specs[0].target.path, specs[0].target.kind) if specs else probe_path(target)

    def _peek_specs(self) -> list[JobSpec]:
        """The plan's specs when it is a list (a generator plan is not consumed here)."""
        if not isinstance(self._plan, list):
            target = self.result.target
            return [JobSpec(name="t", rw="read", target=Target(target, TargetKind.DEVICE))] \
                if is_device_path(target) else []
        return [item.spec for item in self._plan]

    def _run(self) -> SuiteResult:
        t0 = time.monotonic()
        try:
            try:  # the confirmed devices are held (O_EXCL) until the run ends: targets/hold.py
                self._hold.open()
            except FioscopeError as e:
                self.result.tests.append(TestRecord(JobSpec(name="device hold", rw="read", target=Target(
                    self._hold.paths[0], TargetKind.DEVICE)), [], "", error=e))
                return self.result
            for i, (spec, phase) in enumerate(self._items()):
                if self._cancel.is_set():
                    break
                record = self._run_one(i, spec, phase, t0)
                if record.error or self._cancel.is_set():
                    break
        finally:
            self._hold.close()
            self.thermal.close()
            self._keep_fio_logs()
            for own in self._files.values():
                testfile.remove(own)
            self.result.cancelled = self._cancel.is_set()
            self.result.finished_at = time.time()
            if self.result.run_id is not None and self.store is not None:
                self._stored("finish_run", self.result.run_id, self.result.status)
            elif self.result.run_id is not None and self._failed_store is not None:
                # The history failed part-way: mark what it holds as partial if it can
                # still be written (else the next start finds the run's process gone).
                try:
                    self._failed_store.finish_run(self.result.run_id, "partial")
                except StoreError:
                    pass
        return self.result

    def _keep_fio_logs(self) -> None:
        """fio's own logs (write_bw_log=NAME...) out of the private directories before they are
        removed, into the data directory's logs/<run id>/, named in the run's settings."""
        store = self.store or self._failed_store
        data = None if store is None or store.path.name == ":memory:" else store.path.parent
        try:
            dest, kept = keep_logs([own.path for own in self._files.values()], logs_dir(data, self.result.run_id))
        except OSError as e:
            self.add_settings(fio_logs=f"not kept: {e}")
            return
        if kept:
            self.add_settings(fio_logs=str(dest), fio_log_files=[os.path.basename(p) for p in kept])

    def _own_place(self, spec: JobSpec) -> tuple[JobSpec, OwnFile | None]:
        """The spec moved into this run's private directory, created exclusively (0700) beside
        where it was planned, once per run and directory: the test files and a job file's
        files live there, no one else can plant a link in it, and it is removed whole at the
        end. fio may write there and nowhere else (but confirmed devices)."""
        if spec.jobfile:
            parent = spec.jobfile_workdir or os.path.dirname(spec.jobfile)
        elif spec.target.kind == TargetKind.FILE:
            parent = os.path.dirname(spec.target.path) or "."
        else:
            return spec, None
        key = os.path.abspath(parent)
        planned = not spec.jobfile and testfile.is_private_dir(parent)  # named by test_file_path
        if key not in self._files:
            self._files[key] = testfile.make_dir(parent) if planned else testfile.create_dir(parent)
        private = self._files[key]
        if spec.jobfile:
            return spec, private
        moved = spec if planned else \
            spec.with_(target=Target(os.path.join(private.path, os.path.basename(spec.target.path)), TargetKind.FILE))
        for path in moved.files():
            if path not in self._created:  # several tests of a plan share one test file
                testfile.create(path)
                self._created.add(path)
        return moved, private

    def _confinement(self, spec: JobSpec, private: OwnFile | None) -> Confinement:
        write = tuple(sorted(self.confirmed))
        named = [p for p, _ in spec.devices()]
        read = tuple(p for p in dict.fromkeys(named) if os.path.realpath(p) not in self.confirmed
                     and os.path.exists(p))
        if write and read and sys.platform == "win32":
            # No namespace on Windows: a run that writes may open only confirmed devices, so a
            # read this side misreads cannot become a write (the elevated runner checks too).
            raise InputError(Msg("a run that writes may open only the confirmed devices, not %1", read[0]),
                             Msg("confirm it too, or read it in a run of its own"))
        overlays, cwd = named_places(spec, private, self._files, self._created)
        return Confinement(readonly=not spec.may_write, write_devices=write, read_devices=read,
                           write_dirs=(private,) if private else (), cwd=cwd, pinned=self._hold.pinned,
                           overlays=overlays, flush=spec.invalidates)

    def _run_one(self, i: int, spec: JobSpec, phase: str, t0: float) -> TestRecord:
        """One plan item: a test, or a job file of several reporting groups (a test per group),
        through the per-test routine every fio invocation goes through (suites/invocation.py)."""
        try:
            spec, private = self._own_place(spec)
            confinement, setup_error = self._confinement(spec, private), None
        except FioscopeError as e:
            confinement, setup_error = None, e
        split = group_specs(spec) if setup_error is None else []
        self._interval = interval = self.interval_for([spec])
        argv, jobfile, warnings = to_argv(spec, self.fio.path, interval), to_jobfile(spec), run_warnings(spec)
        parts = [Part(s, argv, jobfile, gid, warnings, seq=k) for k, (gid, s) in enumerate(split)] or \
            [Part(spec, argv, jobfile, warnings=warnings)]
        run = PartRun(self, i, phase, t0, Invocation(spec, parts, interval, confinement, held=[spec],
                                                     planned_s=planned_seconds(spec)))
        if setup_error is not None:
            return run.failed_before(setup_error)
        return run.run()

    def _progress(self, i: int, spec: JobSpec, phase: str, t0: float) -> Progress:
        now = time.monotonic()
        left_here = None
        if self._current_planned is not None:
            left_here = max(0.0, self._current_planned - (now - self._test_t0))
        eta = None
        if isinstance(self._plan, list):
            rest = [planned_seconds(item.spec) for item in self._plan[i + 1:]]
            known = [r for r in rest if r is not None]
            if left_here is not None and len(known) == len(rest):
                # Layout time is not counted: the ETA covers the timed parts.
                eta = left_here + sum(known)
        elif self.remaining_hint is not None and left_here is not None:
            later = self.remaining_hint()
            eta = None if later is None else left_here + later
        tr = getattr(self, "_tracker", None)
        cache = tr.samples[-1] if tr is not None and tr.samples else None
        return Progress(i, self._count, spec.name, phase, now - t0, eta, cache,
                        tr.device if tr else None, tr.read_ahead_kb if tr else None, interval_s=self._interval)
