"""One run, whatever starts it: the CLI's commands and the app's runs of every kind (Quick,
Peak, custom, test plans, job files, steady state, the PTS tests, the write cliff, latency
versus load, the experiments, runs on fio servers) all go through here. A kind that plans as
its results come in is a Driver (suites/driver.py): it hands the session its tests and its
settings section; a run on fio servers is prepare_remote's and RemoteSession's.

A front end plans (app/core/plan.py), then calls prepare() with the plan and the typed run
options: it gets back the run's notices (warnings about the plan, the interval, the devices
it opens), the settings record it will be stored with, and the history it goes to. Session
then runs it: the drive's pre-run check, the readahead for the run's duration, the cache
drop before each test, the store, the devices the plan's confirmation lets fio write. The
front end only draws or prints what its RunObserver is told.
"""
from __future__ import annotations

import os
from contextlib import nullcontext
from dataclasses import dataclass
from typing import Any

from app.core.access.cache_control import drop_before, readahead_device, readahead_for_run
from app.core.access.elevated import elevation_notice, read_notes
from app.core.cache.tracker import run_warnings
from app.core.errors import FioscopeError
from app.core.fio.cadence import AUTO, auto_note
from app.core.fio.jobspec import JobSpec, plan_devices
from app.core.fio.locate import FioBinary
from app.core.fio.status import IntervalSample
from app.core.history.records import Progress, SuiteResult, TestRecord
from app.core.history.store import RunStore, StoreError
from app.core.insight.prerun import pre_run_warnings
from app.core.errors import InputError
from app.core.words import Msg
from app.core.insight.thermal import sampler_for
from app.core.plan import RunPlan, plan_steady_resume
from app.core.suites.cliff_run import CliffDriver, CliffSettings
from app.core.suites.experiments import CacheExperiment, ExperimentSettings, ReadaheadSweep
from app.core.suites.latency_load import LatencyLoadDriver, LoadSettings
from app.core.suites.pts_run import SUITE as PTS_SUITE, PtsDriver
from app.core.suites.pts_settings import PtsSettings
from app.core.suites.steady import SteadySettings
from app.core.targets.safety import Confirmation
from app.core.fio.jobspec import Target
from app.core.suites.driver import Driver, make_runner
from app.core.suites.items import PlanItem
from app.core.suites.run import SuiteRunner
from app.core.suites.steady_run import RoundReport, SteadyDriver, load_resume
from app.core.suites.settings import PeakSection, RemoteSection, RunSettings, run_settings
from app.core.remote.hosts import Host
from app.core.remote.run import HostEvent, RemoteJobResult
from app.core.remote.samples import HostSample
from app.core.remote.safety import check_remote_safety
from app.core.remote.suite import RemoteSuite, RemoteSuiteResult


@dataclass(frozen=True)
class RunOptions:
    """How a run is made, apart from its jobs (the plan)."""

    interval: float | None = AUTO  # fio's status interval (s); AUTO: per test (fio/cadence.py)
    readahead_kb: int | None = None  # the target disk's readahead for the run, put back after it
    drop_caches: bool = False  # before each test: the page cache (files) or the device's own
    check_drive: bool = True  # the drive's checklist (a busy disk, a degraded link) before it starts
    store: bool = True  # kept in the history (an unopenable history: run unstored, with a notice)
    stall_timeout: float = 60.0  # fio silent this long: the observer is told (laying out, or hung)
    loops: int | None = None  # Peak's measured loops, as stored
    only: str | None = None  # one test of a set rerun (a grid row)
    peak: PeakSection | None = None  # the peak suite's own choices (its tests, the warm-up)


@dataclass(frozen=True)
class Notice:
    """Something the user should read before the run starts: "warning" (the result may not be
    what they think: buffered I/O, a busy drive) or "note" (how it will be run)."""

    level: str  # "warning" | "note"
    text: str


class RunObserver:
    """What a front end is told while a run goes on; it overrides what it shows. Called on the
    run's thread (the app's worker hands each call to its GUI thread)."""

    def test_started(self, index: int, spec: JobSpec, phase: str) -> None: ...

    def sample(self, index: int, sample: IntervalSample, progress: Progress) -> None: ...

    def test_done(self, index: int, record: TestRecord) -> None: ...

    def stalled(self, seconds: float) -> None: ...

    def drive_warnings(self, lines: list[str]) -> None: ...

    def readahead(self, device: str, old_kb: int | None, new_kb: int) -> None: ...

    def round_done(self, report: RoundReport) -> None:
        """Steady state: a round of a test ended (its tracking value, the verdict so far)."""

    def event(self, text: str) -> None:
        """A driver's line as its run goes on (a pass's verdict, a step's figures, an idle pause)."""

    def settle(self) -> None:
        """The front end's last word before fio starts each invocation (SuiteRunner.settle)."""


@dataclass
class PreparedRun:
    """A planned run with everything decided, nothing started: what it will be stored as and
    what the user should read first."""

    fio: FioBinary
    name: str  # the preset, plan or suite; "jobfile"
    items: list[PlanItem[JobSpec]]
    target: str  # what the run is stored under: the directory or device the user picked
    options: RunOptions
    record: RunSettings  # the stored settings record (suites/settings.py): the same from every front end
    notices: list[Notice]
    plan: RunPlan
    store: RunStore | None = None
    store_error: FioscopeError | None = None  # the history could not be opened: the run goes unstored
    readahead_device: str | None = None
    driver: Driver | None = None  # a kind that plans as results come in; None: the items are the plan

    @property
    def settings(self) -> dict[str, Any]:
        return self.record.to_dict()

    @property
    def specs(self) -> list[JobSpec]:
        return [i.spec for i in self.items]

    @property
    def targets(self) -> list[Target]:
        """What the run reads or writes, as far as is known before it starts."""
        if self.driver is not None:
            return [self.driver.target]
        return list({(s.target.path, s.target.kind): s.target for s in self.specs}.values())


# The settings of a kind that plans as it goes; the session picks its driver (driver_for).
KindSettings = SteadySettings | PtsSettings | CliffSettings | LoadSettings | ExperimentSettings


def driver_for(kind: KindSettings, plan: RunPlan) -> Driver:
    """The driver of a kind's settings, on the plan's target (resolved, through the gate)."""
    if isinstance(kind, SteadySettings):
        return SteadyDriver(kind)
    if isinstance(kind, PtsSettings):
        return PtsDriver(kind)
    if isinstance(kind, CliffSettings):
        return CliffDriver(kind, sampler=sampler_for(kind.target.path))  # a file not made yet: its directory's disk
    if isinstance(kind, LoadSettings):
        return LatencyLoadDriver(kind)
    if plan.target is None:
        raise InputError(Msg("an experiment needs a planned target"))
    if kind.kind == "readahead":
        return ReadaheadSweep(plan.target, kind.values, kind.size)
    return CacheExperiment(plan.target, plan.raw_device, kind.size)


def prepare(fio: FioBinary, plan: RunPlan, options: RunOptions, *, target: str,
            items: list[PlanItem[JobSpec]] | None = None,
            store: RunStore | None = None, kind: KindSettings | None = None,
            driver: Driver | None = None) -> PreparedRun:
    """Everything about a planned run that can be said or refused before it starts. items:
    a subset of the plan's (one grid row rerun); store: a history other than the user's
    (tests); kind: the settings of a kind that plans as it goes (its tests are not in the
    plan; a steady-state plan's are its own); driver: one made already (a resumed run).
    Raises InputError for a readahead that cannot be set, before anything is stored."""
    chosen: KindSettings | None = kind if kind is not None else plan.steady
    if driver is None and chosen is not None:
        driver = driver_for(chosen, plan)
    if driver is not None and driver.sets_readahead and options.readahead_kb is not None:
        raise InputError(Msg("the %1 sets the device's readahead itself", driver.suite),
                         Msg("leave the run's readahead empty (the device's own)"))
    items = [] if driver is not None else list(plan.items if items is None else items)
    specs = driver.first_specs() if driver is not None else [i.spec for i in items]
    where = driver.target if driver is not None else specs[0].target if specs else None
    ra_device = None
    if options.readahead_kb is not None and where is not None:  # the disk behind the run's (first) target
        ra_device = readahead_device(JobSpec(name="target", rw="read", target=where, size=4096), options.readahead_kb)
    notices = [Notice("warning", w) for w in plan.warnings]
    notices += [Notice("warning", w) for w in dict.fromkeys(w for s in specs for w in run_warnings(s))]
    notices += [Notice("note", f"{s.name}: {n}") for s in specs if (n := auto_note(options.interval, [s]))]
    for dev, writes in plan_devices(specs).items():
        lines = [elevation_notice(dev)] if writes else read_notes(dev)
        notices += [Notice("note", line) for line in lines if line]
    section: dict[str, Any] = driver.section() if driver is not None else {}
    if options.peak is not None:
        section["peak"] = options.peak
    # A kind with a status interval of its own (the cliff's series) is stored with that one.
    interval = driver.interval if driver is not None and driver.interval is not None else options.interval
    record = run_settings(specs, preset=plan.name, interval=interval, readahead_kb=options.readahead_kb,
                          drop_caches=options.drop_caches, loops=options.loops,
                          as_published=plan.published is not None, only=options.only, **section)
    store_error = None
    if store is None and options.store:
        store, store_error = open_history()
        if store_error is not None:
            notices.append(Notice("warning", unstored_words(store_error)))
    return PreparedRun(fio, driver.suite if driver is not None else plan.name, items,
                       os.path.abspath(target) if target else "", options, record, notices, plan,
                       store if options.store else None, store_error, ra_device, driver)


def pts_plan(settings: PtsSettings, confirmed: tuple[Confirmation, ...]) -> RunPlan:
    """HIR, XSR and DIRTH as planned by plan.plan_pts: their target, span and confirmation."""
    return RunPlan(PTS_SUITE, (), settings.target, settings.span, confirmed=confirmed)


def prepare_resume(fio: FioBinary, run_id: int, options: RunOptions, *, confirm: str | None,
                   store: RunStore | None = None) -> PreparedRun:
    """A stored partial steady-state run, continued from its next round. It needs the history
    (no unstored resume) and, on a raw device, the same confirmation as the run had
    (ConfirmationNeeded when none is given)."""
    store = store if store is not None else RunStore()
    settings, state = load_resume(store, run_id)
    plan = plan_steady_resume(settings, confirm)
    return prepare(fio, plan, options, target=settings.target.path, store=store,
                   driver=SteadyDriver(settings, state, resume_run_id=run_id))


def open_history() -> tuple[RunStore | None, StoreError | None]:
    """The user's history for a run about to start. One that cannot be opened (full, read-only,
    unwritable) does not stop the run: it runs unstored (unstored_words says so)."""
    try:
        return RunStore(), None
    except StoreError as e:
        return None, e


def unstored_words(error: FioscopeError) -> str:
    return f"{error.one_line()}; the run goes on but will not be stored"


KEEP_CANCELLED_AFTER_S = 10.0  # a run stopped sooner, with no result, is not kept (Session._discard_if_empty)


class Session:
    """Runs a PreparedRun; cancel() and kill() from any thread."""

    def __init__(self, run: PreparedRun, observer: RunObserver | None = None) -> None:
        self.prepared = run
        self.observer = observer or RunObserver()
        o, opts = self.observer, run.options
        if run.driver is not None:
            self.runner = make_runner(run.fio, run.driver, interval=opts.interval, target=run.target,
                                      settings=run.settings, store=run.store, confirmed=run.plan.confirmed,
                                      on_test_start=o.test_started, on_sample=o.sample, on_test_done=o.test_done,
                                      on_stall=o.stalled, on_event=o.event, on_round=o.round_done)
        else:
            self.runner = SuiteRunner(
                run.fio, run.name, run.items, opts.interval, target=run.target, settings=run.settings,
                store=run.store, on_test_start=o.test_started, on_sample=o.sample, on_test_done=o.test_done,
                on_stall=o.stalled, stall_timeout=opts.stall_timeout, confirmed=run.plan.confirmed)
        if self.runner.result.store_error is not None and run.store_error is None:
            # The history opened but would not take the run (a read-only file): said before it starts.
            run.notices.append(Notice("warning", unstored_words(self.runner.result.store_error)))
        if type(o).settle is not RunObserver.settle:
            self.runner.settle = o.settle
        if opts.drop_caches:
            self.runner.before_test = lambda i, spec: drop_before(spec)

    @property
    def result(self) -> SuiteResult:
        return self.runner.result

    @property
    def outcome(self) -> object:
        """A driver's figures at the end (a CliffOutcome, a LoadCurve, a SteadyOutcome...); None
        for a run of planned items."""
        return self.prepared.driver.outcome() if self.prepared.driver is not None else None

    def cancel(self) -> None:
        if self.prepared.driver is not None:
            self.prepared.driver.stop()
        self.runner.cancel()

    def kill(self) -> None:
        if self.prepared.driver is not None:
            self.prepared.driver.stop()
        self.runner.kill()

    def run(self) -> SuiteResult:
        run = self.prepared
        if run.options.check_drive:
            try:
                lines = [line for t in run.targets for line in pre_run_warnings(t.path, t.kind)]
            except Exception:  # noqa: BLE001 - a warning that cannot be read never keeps the run from starting
                lines = []
            if lines:
                self.observer.drive_warnings(lines)
        kb = run.options.readahead_kb
        ra = (run.readahead_device, kb) if run.readahead_device is not None and kb is not None else None
        with readahead_for_run(*ra) if ra else nullcontext() as old:
            if ra:
                self.observer.readahead(ra[0], old, ra[1])
            try:
                result = self.runner.run()
                if run.driver is not None and (figures := run.driver.finish(result)):
                    self.runner.add_settings(**figures)  # worked out now: every report shows these
            finally:
                if run.driver is not None:
                    run.driver.close()
        return self._discard_if_empty(result)

    def _discard_if_empty(self, result: SuiteResult) -> SuiteResult:
        """A run stopped within its first seconds, before any test had a result (a Stop right
        after Start), holds nothing to look at: it is not kept, so the history lists
        measurements, not mis-clicks. A longer one keeps its curves; a run that wrote a device
        (a confirmed plan) is always kept: it records that the device's data was overwritten."""
        store = self.prepared.store
        ran = (result.finished_at or result.started_at) - result.started_at
        if (not result.cancelled or result.run_id is None or store is None or self.prepared.plan.confirmed
                or ran >= KEEP_CANCELLED_AFTER_S or any(t.result for t in result.tests)):
            return result
        try:
            store.delete_run(result.run_id)
        except StoreError:
            return result  # still listed, as cancelled: nothing lost
        result.run_id, result.discarded = None, True
        return result


@dataclass(frozen=True)
class ServerConfirmation:
    """A fio server's device the user confirmed destroying: the host as --hosts names it and the
    device as that host sees it (the remote gate matches both, remote/safety.py)."""

    host: str
    device: str

    @property
    def token(self) -> str:
        return f"{self.host}:{self.device}" if self.host else self.device


def server_confirmations(text: str | None) -> tuple[ServerConfirmation, ...]:
    """--destroy-data HOST:DEVICE[,...]. A word naming no host stays one: the gate refuses it,
    saying which HOST:DEVICE the run needs."""
    out = []
    for word in (w.strip() for w in (text or "").split(",")):
        if word:
            host, _, device = word.rpartition(":") if ":" in word else ("", "", word)
            out.append(ServerConfirmation(host, device))
    return tuple(out)


@dataclass(frozen=True)
class Servers:
    """Where a plan runs when it runs on fio servers, and what the user confirmed for them."""

    hosts: tuple[Host, ...]
    clients: tuple[int, ...] | None = None  # how many hosts at a time, one pass each (None: all)
    confirm: tuple[ServerConfirmation, ...] = ()  # the devices the servers may write
    overwrite: tuple[str, ...] = ()  # HOST:PATH, existing files a job file may write in place
    allow_commands: bool = False  # a trusted job file's exec_prerun, external engines, logs elsewhere
    target_on_hosts: str | None = None  # the directory or device as the servers see it
    job_file: str | None = None


@dataclass
class PreparedRemote:
    """A plan on fio servers with everything decided and refused before it starts: the remote
    gate has checked every job, the history is open (or its failure said), the record fixed."""

    suite: RemoteSuite
    record: RunSettings
    notices: list[Notice]
    store: RunStore | None = None
    store_error: FioscopeError | None = None


class RemoteObserver:
    """What a front end is told while a run on fio servers goes on (on the run's thread)."""

    def sample(self, sample: HostSample) -> None: ...

    def event(self, event: HostEvent) -> None: ...

    def job_done(self, clients: int, result: RemoteJobResult) -> None: ...


def prepare_remote(fio: FioBinary, plan: RunPlan, options: RunOptions, servers: Servers, *, name: str,
                   target: str, store: RunStore | None = None) -> PreparedRemote:
    """The remote gate's refusals first (nothing stored for a refused run), then the history."""
    if len({h.key for h in servers.hosts}) != len(servers.hosts):
        raise InputError(Msg("a host is named twice"))
    specs = plan.server_specs
    interval = options.interval if options.interval is not None else 1.0
    record = run_settings(specs, preset=name, interval=interval, as_published=plan.published is not None,
                          remote=RemoteSection(len(servers.hosts), servers.target_on_hosts, servers.job_file))
    tokens = tuple(c.token for c in servers.confirm)
    suite = RemoteSuite(fio, name, list(servers.hosts), specs, None, clients=servers.clients, interval=interval,
                        confirm=tokens, target=target, settings=record.to_dict(),
                        overwrite=servers.overwrite, allow_commands=servers.allow_commands)
    check_remote_safety(list(servers.hosts), suite.specs, tokens, fio.path, servers.allow_commands)
    notices = [Notice("warning", w) for w in plan.warnings]
    store_error = None
    if store is None and options.store:
        store, store_error = open_history()
        if store_error is not None:
            notices.append(Notice("warning", unstored_words(store_error)))
    suite.store = store if options.store else None
    return PreparedRemote(suite, record, notices, suite.store, store_error)


class RemoteSession:
    """Runs a PreparedRemote; cancel() from any thread."""

    def __init__(self, run: PreparedRemote, observer: RemoteObserver | None = None) -> None:
        self.prepared = run
        o = observer or RemoteObserver()
        run.suite.on_sample, run.suite.on_event, run.suite.on_job = o.sample, o.event, o.job_done

    @property
    def suite(self) -> RemoteSuite:
        return self.prepared.suite

    def cancel(self) -> None:
        self.prepared.suite.cancel()

    def run(self) -> RemoteSuiteResult:
        return self.prepared.suite.run()
