"""The one owner of starting, stopping and the worker: every kind of run starts here, and
the worker's signals come back here to update the window's views."""
from __future__ import annotations

import time
from dataclasses import replace
from typing import Callable

from PySide6.QtCore import QObject, QTimer

from app.core.errors import FioscopeError, InputError
from app.core.fio import priority
from app.core.fio.cadence import AUTO, remote_interval
from app.core.fio.jobspec import JobSpec, planned_seconds
from app.core.fio.locate import FioBinary
from app.core.history.store import RunStore
from app.core.plan import RunPlan, plan_pts, plan_steady
from app.core.session import (KindSettings, PreparedRun, RunOptions, Servers, prepare, prepare_remote, prepare_resume,
                              pts_plan)
from app.core.suites.peak import PEAK_TESTS
from app.core.suites.presets import pause_of, preset_rows, unpaused
from app.core.suites.pts_run import SUITE as PTS_SUITE
from app.core.suites.run import SuiteResult
from app.core.suites.steady import TestProgress, verdict
from app.core.suites.steady_run import RoundReport, SteadyDriver, SteadyOutcome, convergence_row
from app.core.targets.model import Disk
from app.core.targets.safety import ConfirmationNeeded, SafetyRefused, refusal_reason
from app.core.words import Msg
from app.ui.core_words import said, window_text
from app.ui.i18n import arg, translate
from app.ui.run.run_kinds import (LOOPED, STEADY, Experiment, PlanRun, Preset, RunKind, RunState, SteadyRun, graph_label,
                                  parse_kind)
from app.ui.pages.results_grid import test_label
from app.ui.run.experiment_start import start_experiment
from app.ui.run.remote_plan import remote_plan
from app.ui.run.phase_words import phase_text
from app.ui.run.run_frames import RunFrames
from app.ui.run.run_specs import build_plan, jobfile_specs
from app.ui.run.worker import RemoteWorker, SuiteWorker
from app.ui.run.run_view import RunView

Worker = SuiteWorker | RemoteWorker


class RunController(QObject):
    def __init__(self, view: RunView) -> None:
        super().__init__(view if isinstance(view, QObject) else None)  # the window owns it
        self.view = view
        self.state = RunState()
        self.worker: Worker | None = None
        self.remote_store: RunStore | None = None
        self.jobfile_path = ""
        self.jobfile_warnings: list[str] = []
        self.run_warnings: list[str] = []  # shown under "Before this run" in the cache panel
        self.clock = QTimer(self)
        self.clock.setInterval(1100)  # whole seconds, when no sample has updated them (on_sample)
        self.clock.timeout.connect(self._tick)
        self.frames = RunFrames(view, lambda: self._tick() if self.running else None, self)

    # -- helpers -------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.worker is not None and self.worker.running

    def _fio(self) -> FioBinary:
        assert self.view.fio is not None  # _can_start checked it before any run is planned
        return self.view.fio

    def interval(self) -> float | None:
        """fio's status interval (s) as chosen; AUTO: Fioscope's per test (core/fio/cadence.py)."""
        text = self.view.quick_tab.interval.currentText()
        return AUTO if text == "auto" else float(text)

    def _can_start(self) -> bool:
        if self.running:
            return False
        if self.view.fio is None:
            self.view.show_error(self.view.fio_error or FioscopeError(translate("RunController", "no fio to run")))
            return False
        return True

    def device_token(self, disk: Disk, what: str) -> str | None:
        """Refused disks raise with their reason; others need the typed token (None: the
        user cancelled, nothing is written)."""
        reason = refusal_reason(disk)
        if reason:  # refused targets never reach the warning
            raise SafetyRefused(Msg("refusing to write to %1: %2", disk.path, reason))
        token = self.view.confirm_destroy(disk, what)
        if token is None:
            self.view.set_status(translate("RunController", "cancelled: nothing was written"))
        return token

    def _with_confirmation(self, plan, what: str):
        """plan(token): a device the run writes needs the user's confirmation (ConfirmationNeeded):
        asked for then, and planned again with its token (None: the user cancelled)."""
        try:
            return plan(None)
        except ConfirmationNeeded as e:
            token = self.device_token(e.disk, what)
            return None if token is None else plan(token)

    def _plan(self, kind: RunKind) -> RunPlan | None:
        """Planned by app/core/plan.py, through the confirmation when a device is written."""
        return self._with_confirmation(lambda token: build_plan(self.view, kind, token),
                                       arg(translate("RunController", "The %1 run"), kind.value))

    # -- starting ------------------------------------------------------------------
    def start(self, kind: RunKind | str, only: str | None = None) -> None:
        """Start a run; only: one test of the quick or peak set (a grid row's label)."""
        kind = parse_kind(kind)
        if isinstance(kind, Experiment):
            self.start_experiment(kind)
            return
        if not self._can_start():
            return
        if isinstance(kind, SteadyRun):
            self.start_steady()
            return
        if isinstance(kind, PlanRun) and self.view.plans_box.plan_hosts.text().strip():
            self.start_remote(kind)
            return
        v = self.view
        v.show_grid()
        try:
            if kind is Preset.JOBFILE:
                workdir = v.target_dir() if v.target_disk() is None else None  # relative names: the Target
                plan = jobfile_specs(self.jobfile_path, self._fio(), v.confirm_jobfile, self.device_token, workdir)
                if plan is None:
                    v.set_status(translate("RunController", "job file not run: nothing was written"))
                    return
                where: str | None = self.jobfile_path
            else:
                plan = self._plan(kind)
                if plan is None:
                    return
                where = v.target_dir()
            items = list(plan.items)
            if only is not None:
                items = [i for i in items if test_label(i.spec.name) == only]
                if not items:
                    raise InputError(arg(translate("RunController", "no test %1 in the %2 set"), repr(only), kind.value))
                items[0] = items[0]._replace(spec=unpaused(items[0].spec))  # the interval is between tests
            loops = v.top.peak_loops.value() if kind in LOOPED else None
            options = replace(self.options(), loops=loops, only=only)
            assert where is not None  # _plan refuses a run without a target
            prepared = prepare(self._fio(), plan, options, target=where, items=items, store=v.store)
        except FioscopeError as e:
            v.show_error(e)
            return
        labels = [t.label for t in PEAK_TESTS] if kind is Preset.PEAK else \
            v.quick_tab.rows() if kind is Preset.QUICK else preset_rows(Preset.QUICK_READ.value)
        # One row rerun: the other rows keep their results (same set, same grid).
        keep = only is not None and v.results_grid.labels() == labels and self.state.kind in (kind, Preset.QUICK_READ)
        kept = {n: r for n, r in self.state.records.items() if test_label(n) != only} if keep else {}
        self._begin(kind)
        self.state.records.update(kept)
        self.state.last_specs = prepared.specs
        self.jobfile_warnings = list(plan.warnings) if kind is Preset.JOBFILE else []
        if kind in (Preset.CUSTOM, Preset.JOBFILE):
            v.results_grid.set_rows([items[0].spec.name], buttons=kind is Preset.CUSTOM)
        elif isinstance(kind, PlanRun):
            v.results_grid.set_rows([])
        elif keep and only is not None:
            v.results_grid.clear_row(only)
        else:
            v.results_grid.set_rows(labels)
        v.graphs.label_threads = kind is Preset.JOBFILE
        self.worker = SuiteWorker(prepared)
        # "Before this run" in the cache panel: what the session says the user should read first
        # (complete once the history has taken the run).
        self.run_warnings = [n.text for n in prepared.notices if n.level == "warning" and n.text not in plan.warnings]
        v.cache_panel.show_warnings(self.run_warnings)
        self._connect(self.worker)
        self.worker.drive_warnings.connect(self.on_drive_warnings)
        self.worker.test_done.connect(self.on_test_done)
        self.worker.stalled.connect(lambda s: v.set_status(arg(translate(
            "RunController", "fio has printed nothing for %1 s (laying out the test file, or hung)"), f"{s:.0f}")))
        self._launch()

    def start_remote(self, kind: PlanRun) -> None:
        """A test plan on several fio servers; the grid fills from the stored totals."""
        v = self.view
        try:
            hosts, clients, where, plan = remote_plan(v.plans_box, kind, v.quick_tab.direct.isChecked())
            interval = remote_interval(self.interval(), plan.server_specs, len(hosts))
            prepared = prepare_remote(self._fio(), plan, RunOptions(interval=interval), Servers(
                tuple(hosts), clients, target_on_hosts=where), name=kind.suite, target=where, store=v.store)
            worker = RemoteWorker(prepared)
        except FioscopeError as e:
            v.show_error(e)
            return
        self._begin(kind)
        self.worker = worker
        self.remote_store = prepared.store
        v.results_grid.set_rows([])
        v.show_grid()
        v.graphs.series_names = {i: h.label for i, h in enumerate(hosts)}  # after the views were cleared
        v.cache_panel.show_remote()
        worker.burst_done.connect(self.frames.burst)
        worker.job_done.connect(self.on_remote_job)
        worker.stalled_msg.connect(v.set_status)
        worker.finished.connect(self.on_finished)
        worker.failed.connect(self._run_failed)
        self.state.current = f"{kind.suite} on {len(hosts)} hosts"
        self._launch(save=False)

    def options(self) -> RunOptions:
        """The run options the window's controls chose: interval, readahead, cache drops."""
        v = self.view
        return RunOptions(interval=self.interval(), readahead_kb=v.cache_tab.readahead_kb(),
                          drop_caches=v.cache_tab.drop_each.isChecked())

    def start_steady(self, resume_run_id: int | None = None) -> None:
        """SNIA PTS rounds; every cell is stored as it finishes, so a run can be resumed."""
        v = self.view
        if resume_run_id is None and v.steady_tab.pts_chosen():
            self._start_pts()
            return
        try:
            if resume_run_id is None:
                plan = self._plan_steady()
                prepared = None if plan is None or plan.steady is None else \
                    prepare(self._fio(), plan, self.options(), target=plan.steady.target.path, store=v.store)
            else:  # a resumed run on a device writes it again: the same gate as the CLI's --resume
                prepared = self._with_confirmation(lambda token: prepare_resume(
                    self._fio(), resume_run_id, self.options(), confirm=token, store=v.store), "The steady-state suite")
        except FioscopeError as e:
            v.show_error(e)
            return
        if prepared is None or prepared.record.steady is None:
            return
        self._begin(STEADY)
        v.steady_panel.clear()
        v.steady_panel.max_rounds = prepared.record.steady.max_rounds
        v.show_steady()
        self._run(prepared, grid=False).round_done.connect(v.steady_panel.add_round)
        self._launch()

    def _start_pts(self) -> None:
        """HIR, XSR, DIRTH: planned by plan_pts (the steady state's gate), run through the session;
        their figures are in the run's report (History), not the round plots."""
        v = self.view
        req = v.steady_tab.request(v.target_dir(), v.target_disk())
        try:
            planned = self._with_confirmation(lambda token: plan_pts(replace(req, confirm=token)),
                                              "The SNIA PTS tests")
            if planned is None:
                return
            settings, confirmed = planned
            prepared = prepare(self._fio(), pts_plan(settings, confirmed), self.options(), target=settings.target.path,
                               store=v.store, kind=settings)
        except FioscopeError as e:
            v.show_error(e)
            return
        self._begin(STEADY)
        v.steady_panel.pts_started(settings.tests)
        v.show_steady()
        self._run(prepared, grid=False)
        self._launch()

    def on_drive_warnings(self, lines: list[str]) -> None:
        """The drive's checklist warnings join the run's own under "Before this run"."""
        self.run_warnings = list(dict.fromkeys([*self.run_warnings, *lines]))
        self.view.cache_panel.show_warnings(self.run_warnings)
        count = len(lines)  # a plain name: lupdate reads no expression in a call
        self.view.set_status(translate("RunController", "%n warning(s) about the drive: see Before this run", None,
                                       count))

    def _plan_steady(self) -> RunPlan | None:
        """Planned by plan_steady, the gate the CLI passes too: on a device purge, preconditioning
        and the write cells all write, so it needs the user's confirmation (None: cancelled)."""
        req = self.view.steady_tab.request(self.view.target_dir(), self.view.target_disk())
        return self._with_confirmation(lambda token: plan_steady(replace(req, confirm=token)),
                                       "The steady-state suite")

    def resume_steady(self, run_id: int) -> None:
        """Go on with a partial steady-state run from its next round (from the history)."""
        if self.running:
            return
        self.start_steady(resume_run_id=run_id)
        if not isinstance(self.state.kind, SteadyRun) or not self.running or not isinstance(self.worker, SuiteWorker):
            return  # refused or cancelled
        driver = self.worker.session.prepared.driver
        if not isinstance(driver, SteadyDriver):
            return
        settings = driver.settings
        for test, tp in driver.steady_plan.state.items():  # the rounds already done, as stored
            for n in range(1, len(tp.rounds) + 1):
                part = TestProgress(test, tp.rounds[:n], True)
                values = part.tracking()
                self.view.steady_panel.add_round(RoundReport(test, n, values[-1] if values else None,
                                                             verdict(settings, part),
                                                             convergence_row(test, tp.rounds[n - 1])))

    def start_experiment(self, kind: Experiment) -> None:
        """Seed 003's readahead sweep or page cache vs direct vs raw, on the chosen target."""
        if self._can_start():
            start_experiment(self, kind)

    def start_planned(self, kind: RunKind, plan: RunPlan, settings: KindSettings, where: str, rows: list[str],
                      finished: Callable[[SuiteResult], None] | None = None) -> None:
        """A kind that plans as it goes (the write cliff, latency versus load, seed 003's
        experiments) through the session: its tests fill the grid, its samples the graphs."""
        v = self.view
        try:
            prepared = prepare(self._fio(), plan, self.options(), target=where, store=v.store, kind=settings)
        except FioscopeError as e:
            v.show_error(e)
            return
        v.show_grid()
        self._begin(kind)
        v.results_grid.set_rows(rows, buttons=False)
        worker = self._run(prepared, grid=True)
        if finished is not None:
            worker.finished.connect(finished)
        self._launch()

    def _run(self, prepared: PreparedRun, grid: bool) -> SuiteWorker:
        """The worker for a prepared run of a kind that plans as it goes, connected; grid: its
        tests are the grid's rows."""
        self.worker = worker = SuiteWorker(prepared)
        self.run_warnings = [n.text for n in prepared.notices if n.level == "warning"]
        self.view.cache_panel.show_warnings(self.run_warnings)
        self._connect(worker)
        worker.drive_warnings.connect(self.on_drive_warnings)
        if grid:
            worker.test_done.connect(self.on_test_done)
        return worker

    def _begin(self, kind: RunKind) -> None:
        self.state.reset(kind)
        self.remote_store = None
        self.view.clear_views()

    def _connect(self, worker: Worker) -> None:
        worker.burst_done.connect(self.frames.burst)
        worker.driver_line.connect(self._said)  # a pause, a pass's verdict, a step's figures
        worker.test_started.connect(self.on_test_started)
        worker.sample.connect(self.on_sample)
        worker.finished.connect(self.on_finished)
        worker.failed.connect(self._run_failed)

    def _launch(self, save: bool = True) -> None:
        # The GUI thread, and the run's threads it starts, never preempt fio while it runs.
        priority.give_way()
        self.frames.start()
        self.view.set_running(True)
        self.state.started = time.monotonic()
        self.state.eta = None
        self.clock.start()
        assert self.worker is not None  # set by the start that launches it
        self.worker.start()
        if save:
            self.view.save_settings()

    def stop(self) -> None:
        if self.worker:
            # a raw device has no test file (the run's target: the picker is locked while it goes)
            self.view.set_status(translate("RunController", "stopping: fio is being terminated and the test file removed")
                                 if self.view.target_disk() is None else translate("RunController", "stopping: fio is being terminated"))
            self.worker.cancel()

    # -- the worker's signals ------------------------------------------------------
    def _run_failed(self, error: FioscopeError) -> None:
        """An error outside fio (the store, readahead that could not be set): idle again."""
        self.clock.stop()
        self.frames.last()
        priority.take_back()
        self.view.set_running(False)
        self.view.set_status(arg(translate("RunController", "failed: %1"), window_text(error.message)))
        self.view.show_error(error)

    def _said(self, line: str) -> None:
        self.state.said, self.state.said_last = line, True
        if self.running:
            self._tick()

    def on_test_started(self, i: int, spec: JobSpec, phase: str) -> None:
        st = self.state
        st.current, st.said_last = spec.name, False
        if isinstance(st.kind, SteadyRun):  # dozens of cells per round: label each round once
            label = phase_text(phase) if phase != st.last_phase else ""
            st.last_phase = phase
        else:
            label = graph_label(spec.name, phase)
        if pause := pause_of(spec):  # fio idles first (startdelay), with no figures to show meanwhile
            st.current = arg(translate("RunController", "%1 · waiting %2 s before the next test"), spec.name, f"{pause:g}")
            self._tick()
        # A timed test's time axis spans it from its start. Not a steady-state round's cells:
        # they start while fio runs, where each new span would be a costly frame.
        planned = None if isinstance(st.kind, SteadyRun) else planned_seconds(spec)
        self.view.graphs.begin_test(label, planned)
        self.view.cache_panel.begin_test(planned)
        new = not spec.jobfile and self.view.graphs.expect_threads(spec.numjobs)
        if new or planned:  # the new curves, legend and axis drawn before fio starts (SuiteRunner.settle)
            self.frames.frame()

    def on_sample(self, i: int, sample, progress) -> None:
        self.view.graphs.add_sample(sample)
        if progress.cache is not None:
            self.view.cache_panel.add(progress.cache, progress.device, progress.read_ahead_kb)
        if progress.temp_c is not None:
            self.view.cache_panel.temperature.add(sample.t_s, progress.temp_c, progress.temp_limits)
        self.state.eta = progress.eta_s
        self.state.interval_s = progress.interval_s
        self.state.current = (f"{progress.name} ({progress.index + 1}/{progress.count})" if progress.count
                              else progress.name)
        # The status line is drawn with the next frame; the clock only ticks when no sample comes,
        # and no more often than frames are drawn: its repaint costs fio what a frame does.
        self.clock.start(max(1100, int(self.frames.pacer.gap * 1000)))

    def on_test_done(self, i: int, record) -> None:
        # the write cliff's passes ("pass 1", ...) are its results too: a row each, never empty
        if record.phase == "" or record.phase.startswith(("loop", "pass")) or isinstance(self.state.kind, Experiment):
            # warm-ups are not results; an experiment's every run is one of its table's rows
            self.state.records.setdefault(record.spec.name, []).append(record)
        self.view.results_grid.fill()
        self.view.cache_panel.show_verdict(record.cache, record.spec.direct)
        self.view.cache_panel.temperature.show_verdict(record.thermal)
        if record.error:
            self.view.show_error(record.error)

    def on_remote_job(self, label: str, samples: list) -> None:
        """One job done on every host: its per-host curves, and the tables so far."""
        self.view.graphs.begin_test(label)
        for s in samples:
            self.view.graphs.add_sample(s)
        self.state.current = label
        self._fill_from_store(self.worker.suite_run_id() if isinstance(self.worker, RemoteWorker) else None)

    def _fill_from_store(self, run_id: int | None) -> None:
        if run_id is None or self.remote_store is None:
            return
        self.state.remote_doc = self.remote_store.load_run(run_id, with_samples=False)
        self.view.results_grid.fill_plan()

    def on_finished(self, result) -> None:
        self.clock.stop()
        self.frames.last()
        if isinstance(self.worker, RemoteWorker):
            self._fill_from_store(result.run_id)
        if isinstance(self.worker, SuiteWorker) and isinstance(self.worker.outcome, SteadyOutcome):
            self.view.steady_panel.show_summary(self.worker.outcome)
        if getattr(result, "name", "") == PTS_SUITE:  # HIR, XSR, DIRTH: their sections (the report's)
            self.view.steady_panel.show_pts({"suite": PTS_SUITE, "settings": result.settings, "run_id": result.run_id,
                                             "status": result.status}, self.view.store)
        priority.take_back()
        self.view.set_running(False)
        self.view.results_grid.fill()
        if not isinstance(self.worker, RemoteWorker):  # the hosts' drives: nothing was read
            self.view.cache_panel.temperature.finish((getattr(result, "settings", None) or {}).get("temperature"))
        state = ((translate("RunController", "cancelled: fio stopped, test file removed") if self.view.target_disk() is None
                  else translate("RunController", "cancelled: fio stopped")) if result.cancelled else
                 translate("RunController", "failed") if result.error else translate("RunController", "done"))
        store_error = result.store_error
        if store_error is not None:  # the run went on; its history did not
            stored = (arg(translate("RunController", " · stored only up to the failure (run %1): "), result.run_id)
                      if result.run_id else translate("RunController", " · not stored: ")) + said(store_error)
        else:
            stored = arg(translate("RunController", " · stored as run %1"), result.run_id) if result.run_id else (
                translate("RunController", " · no test had a result: not kept in the history")
                if getattr(result, "discarded", False) else "")
        tests = result.tests if isinstance(result, SuiteResult) else []  # remote results have outcomes
        ss = next((t.result.steadystate for t in tests if t.result and t.result.steadystate), None)
        fio_ss = arg(translate("RunController", " · fio steady state %1: %2 (criterion %3, max deviation %4, slope %5)"),
                     ss["ss"], translate("RunController", "attained") if ss.get("attained") else
                     translate("RunController", "not attained"), ss.get("criterion"), ss.get("max_deviation"),
                     ss.get("slope")) if ss else ""
        self.view.set_status(f"{state} · {time.monotonic() - self.state.started:.0f} s{stored}{fio_ss}")
        self.state.last_result = result

    def _tick(self) -> None:
        elapsed = time.monotonic() - self.state.started
        eta = self.state.eta
        eta_text = "" if eta is None else arg(translate("RunController", " · ETA %1"), f"{int(eta) // 60}:{int(eta) % 60:02d}")
        every = self.state.interval_s
        points = arg(translate("RunController", " · a point every %1 s"), f"{every:g}") if every > 1 else ""  # auto's longer interval
        clock = f"{int(elapsed) // 60}:{int(elapsed) % 60:02d}"
        running = arg(translate("RunController", "running %1 · %2"), self.state.current, clock)
        self.view.set_status(self.state.status_line(running, clock, eta_text, f"{points}{self.frames.paced_text()}"))

    # -- reruns from the cache panel -------------------------------------------------
    def rerun_with_caches_dropped(self) -> None:
        try:
            done = self.view.drop_caches()
        except (FioscopeError, OSError) as e:
            self.view.show_error(e if isinstance(e, FioscopeError) else FioscopeError(
                arg(translate("RunController", "cannot drop caches: %1"), e),
                translate("RunController", "run Fioscope with the privilege to do so, or use direct I/O")))
            return
        if self.state.kind is not None:
            self.start(self.state.kind)
        self.view.set_status(arg(translate("RunController", "%1; rerunning · %2"), done, self.view.status_label.text()))

    def rerun_direct(self) -> None:
        self.view.quick_tab.direct.setChecked(True)
        if self.state.kind is not None:
            self.start(self.state.kind)
