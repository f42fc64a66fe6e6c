"""The main window: it builds the tabs and panels and wires them to the run controller."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QCloseEvent, QGuiApplication
from PySide6.QtWidgets import (QFileDialog, QLabel, QMainWindow, QMessageBox, QScrollArea, QSplitter, QStackedWidget,
                               QTabBar, QVBoxLayout, QWidget)

from app import __version__
from app.core.access.root_helper import run_privileged
from app.core.errors import FioscopeError
from app.core.fio.jobfile import JobFile
from app.core.fio.locate import FioBinary, find_fio
from app.core.history.store import RunStore
from app.core.suites.peak import PEAK_TESTS
from app.core.suites.presets import QUICK
from app.core.suites.steady import SteadySettings
from app.core.targets.model import Disk
from app.ui import setting
from app.ui.core_words import window_text
from app.ui.i18n import arg, translate
from app.ui.pages.cache_tab import CacheTab
from app.ui.pages.check_tab import CheckTab
from app.ui.run.cliff_start import start_cliff
from app.ui.dialogs.command_dialog import CommandDialog
from app.ui.pages.custom_tab import CustomTab
from app.ui.dialogs.destroy_dialog import DestroyDialog
from app.ui.pages.late_panels import LatePanels, LatePanelsOf
from app.ui.pages import grid_state
from app.ui.pages.plans_box import PlansBox
from app.ui.menus import build_menus, mode_switches
from app.ui.pages.quick_tab import PeakPage, QuickTab
from app.ui.pages.results_grid import ResultsGrid
from app.ui.run.run_controller import RunController
from app.ui.run.run_kinds import STEADY, Experiment, Mode, PlanRun, Preset, RunKind, SteadyRun, parse_kind
from app.ui import snapshot, window_place
from app.ui.run.run_specs import build_specs
from app.ui.dialogs import jobfile_confirm
from app.ui.run import shown_run
from app.ui.run.shown_run import ShownRun
from app.ui.pages.status_line import FIO_WIDEST, ElidedLabel, StatusLine
from app.ui.pages.steady_tab import SteadyTab
from app.ui.pages.top_row import TopRow

if TYPE_CHECKING:  # the two dialogs are imported when first opened (see show_history)
    from app.ui.dialogs.about import AboutDialog
    from app.ui.dialogs.history import HistoryDialog

__all__ = ["MainWindow", "CommandDialog"]

GRID_SIZES = [330, 420]  # the results grid, then the live graphs
STEADY_SIZES = [400, 360]  # the round plots need the room, the live graphs too
MODE_ROWS = {Mode.QUICK: [t.label for t in QUICK], Mode.PEAK: [t.label for t in PEAK_TESTS]}
MODE_KINDS = {Mode.QUICK: (Preset.QUICK, Preset.QUICK_READ), Mode.PEAK: (Preset.PEAK,)}


def scrolled(widget: QWidget) -> QScrollArea:
    """Small windows scroll a panel, never squeeze it."""
    area = QScrollArea()
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    return area


def page(widget: QWidget) -> QWidget:
    """A settings box at the top of its page."""
    w = QWidget()
    lay = QVBoxLayout(w)
    lay.setContentsMargins(4, 4, 4, 4)
    lay.addWidget(widget)
    lay.addStretch(1)
    return w


class MainWindow(LatePanelsOf, QMainWindow):
    plans_box: PlansBox  # made in _build(), read in __init__ after it
    steady_tab: SteadyTab

    def __init__(self, fio: FioBinary | None = None, store: RunStore | None = None) -> None:
        super().__init__()
        self.setWindowTitle(f"Fioscope {__version__}")
        self.settings = QSettings()
        self.fio_error: FioscopeError | None = None
        try:
            self.fio: FioBinary | None = fio or find_fio()
        except FioscopeError as e:
            self.fio, self.fio_error = None, e
        self.store = store
        self.shown_docs: list = []
        self.error_box: QMessageBox | None = None
        self.history: HistoryDialog | None = None
        self.about: AboutDialog | None = None
        self.runs = RunController(self)
        self._build()
        self._alias()
        self._load_settings()
        self.refresh_targets()
        self.picker.changed.connect(self.steady_tab.estimate)
        self.picker.changed.connect(self.plans_box.estimate)
        self.picker.changed.connect(self._target_changed)
        self.steady_tab.estimate()
        self._target_changed()
        grid_state.watch(self)

    # -- layout ---------------------------------------------------------------------
    def _build(self) -> None:
        self.top = TopRow(setting.text(self.settings, "target", ""))
        self.picker = self.top.picker
        self.top.all_btn.clicked.connect(self.run_all)
        self.top.stop_btn.clicked.connect(self.stop)
        self.quick_tab = QuickTab(self.top.peak_loops)
        self.peak_page = PeakPage(self.top.peak_loops)
        self.peak_page.cliff.connect(lambda: start_cliff(self.runs))
        self.plans_box = PlansBox(lambda: self.target_dir())
        self.custom_tab = CustomTab()
        self.custom_tab.show_command.connect(self.show_command)
        self.custom_tab.open_jobfile.connect(lambda: self.open_jobfile())
        self.steady_tab = SteadyTab(lambda: (self.target_dir(), self.target_disk()))
        self.cache_tab = CacheTab()
        self.check_tab = CheckTab(lambda: (self.target_dir(), self.target_disk()))
        self.cache_tab.sweep_btn.clicked.connect(lambda: self.start(Experiment.READAHEAD_SWEEP))
        self.cache_tab.cache_btn.clicked.connect(lambda: self.start(Experiment.CACHE))
        for panel in (self.quick_tab, self.peak_page, self.plans_box, self.custom_tab, self.steady_tab):
            panel.run.connect(self.start)

        # One navigation: each mode a page of its own settings; the grid and graphs stay.
        # Each page scrolls on its own, so the widest page never widens the others.
        self.pages = QStackedWidget()
        pages = {Mode.QUICK: self.quick_tab, Mode.PEAK: self.peak_page, Mode.STEADY: self.steady_tab,
                 Mode.PLANS: page(self.plans_box), Mode.CUSTOM: self.custom_tab, Mode.CACHE: self.cache_tab,
                 Mode.CHECK: self.check_tab, Mode.REMOTE: page(self.plans_box.remote_box)}
        self.modes = QTabBar()
        self.modes.setExpanding(False)
        self.modes.setDrawBase(False)
        for mode in Mode:
            self.modes.addTab(translate("Mode", mode.value))
            self.pages.addWidget(scrolled(pages[mode]))
        self.modes.currentChanged.connect(self._mode_changed)
        self.pages.setMinimumWidth(280)

        self.results_grid = ResultsGrid(self.runs.state, self.top.unit)
        self.results_grid.run_test.connect(self.run_one)
        self.results = QStackedWidget()
        self.results.addWidget(self.results_grid)
        live = QSplitter()
        cache_area = scrolled(QWidget())  # the plotting panels: made after the first paint (late_panels)
        self.late = LatePanels(self.results, live, cache_area, (self.runs.rerun_with_caches_dropped,
                                                                self.runs.rerun_direct))
        live.addWidget(cache_area)
        live.setStretchFactor(0, 1)
        live.setSizes([700, 280])
        self.right_split = QSplitter(Qt.Orientation.Vertical)
        self.right_split.addWidget(self.results)
        self.shown = ShownRun(live)  # the live area, or a note where the results show another run
        self.right_split.addWidget(self.shown.stack)
        self.right_split.setSizes(GRID_SIZES)
        self.right_split.setChildrenCollapsible(False)
        body = QSplitter()
        body.addWidget(self.pages)
        body.addWidget(self.right_split)
        body.setStretchFactor(1, 1)
        body.setSizes([max(340, 12 + max(p.minimumSizeHint().width() for p in pages.values())), 940])  # a longer language
        central = QWidget()
        cv = QVBoxLayout(central)
        cv.setContentsMargins(0, 0, 0, 0)
        cv.setSpacing(0)
        cv.addWidget(self.top)
        cv.addWidget(self.modes)
        cv.addWidget(body, 1)
        self.setCentralWidget(central)

        self.fio_label = ElidedLabel(window_text(self.fio.describe()) if self.fio else
                                     f"fio: {window_text(self.fio_error.message) if self.fio_error else ''}",
                                     Qt.TextElideMode.ElideMiddle, FIO_WIDEST)
        self.status_line = StatusLine(translate("MainWindow", "idle"))
        self.status_label: QLabel = self.status_line.label  # an ElidedLabel; RunView names a QLabel
        self.statusBar().addWidget(self.status_line, 1)
        self.statusBar().addPermanentWidget(self.fio_label)
        self.menu_actions = build_menus(self)
        mode_switches(self)
        self.late.after_first_paint(self.top)
        self.run_buttons = (*self.quick_tab.buttons, *self.peak_page.buttons, self.plans_box.plan_btn,
                            self.plans_box.remote_btn, *self.custom_tab.buttons, self.steady_tab.steady_btn,
                            *self.cache_tab.buttons, self.top.all_btn)

    def _alias(self) -> None:
        """The fields by the names scripts and tests use (window.size_edit: `size` would hide QWidget.size())."""
        q, c, p, s, t = self.quick_tab, self.custom_tab, self.plans_box, self.steady_tab, self.top
        self.size_edit, self.runtime, self.peak_loops, self.unit = t.size_edit, t.runtime, t.peak_loops, t.unit
        self.stop_btn = t.stop_btn
        self.direct, self.interval, self.quick_btn, self.quick_read_btn = q.direct, q.interval, q.quick_btn, q.quick_read_btn
        self.peak_btn = self.peak_page.peak_btn
        self.rw, self.bs, self.mix, self.qd, self.threads, self.engine = c.rw, c.bs, c.mix, c.qd, c.threads, c.engine
        self.ss_mode, self.ss_limit, self.ss_dur, self.ss_ramp = c.ss_mode, c.ss_limit, c.ss_dur, c.ss_ramp
        self.custom_btn, self.jobfile_btn = c.custom_btn, c.jobfile_btn
        self.plan, self.plan_size, self.plan_runtime, self.plan_estimate = (p.plan, p.plan_size, p.plan_runtime,
                                                                           p.plan_estimate)
        self.plan_btn, self.plan_hosts, self.plan_clients = p.plan_btn, p.plan_hosts, p.plan_clients
        self.plan_remote_target, self.plan_processes = p.plan_remote_target, p.plan_processes
        self.steady_tests, self.steady_cell, self.steady_span = s.steady_tests, s.steady_cell, s.steady_span
        self.steady_profile, self.steady_threads, self.steady_iodepth = (s.steady_profile, s.steady_threads,
                                                                         s.steady_iodepth)
        self.steady_wsat_multiple, self.steady_wsat_time = s.steady_wsat_multiple, s.steady_wsat_time
        self.steady_rounds, self.steady_reduced = s.steady_rounds, s.steady_reduced
        self.steady_purge, self.steady_precondition = s.steady_purge, s.steady_precondition
        self.steady_estimate_label, self.steady_btn = s.steady_estimate_label, s.steady_btn
        self.grid = self.results_grid.table

    # -- modes --------------------------------------------------------------------------
    def mode(self) -> Mode:
        return list(Mode)[self.modes.currentIndex()]

    def set_mode(self, mode: Mode) -> None:
        self.modes.setCurrentIndex(list(Mode).index(mode))

    def _mode_changed(self, index: int) -> None:
        self.pages.setCurrentIndex(index)
        mode = self.mode()
        if self.runs.running:
            return
        if mode is Mode.STEADY:
            self.show_steady()
            return
        self.show_grid()
        labels = self.quick_tab.rows() if mode is Mode.QUICK else MODE_ROWS.get(mode)  # the profile's rows
        shown_run.page_changed(self, labels, MODE_KINDS.get(mode, ()))

    def run_all(self) -> None:
        """The All button and Ctrl+R: every test of the mode on screen."""
        mode = self.mode()
        if mode is Mode.CHECK:  # its one action: check the drive again
            self.check_tab.check()
            return
        kinds: dict[Mode, RunKind] = {Mode.QUICK: Preset.QUICK, Mode.PEAK: Preset.PEAK, Mode.STEADY: STEADY,
                                      Mode.CUSTOM: Preset.CUSTOM, Mode.CACHE: Experiment.CACHE}
        kind = kinds.get(mode)
        self.start(kind if kind is not None else PlanRun(self.plan.currentData()))

    def run_one(self, label: str) -> None:
        """A row's own button: only that test of the set the grid shows."""
        if self.runs.state.kind is Preset.CUSTOM:
            self.start(Preset.CUSTOM)
            return
        peak = self.results_grid.labels() == MODE_ROWS[Mode.PEAK]
        self.runs.start(Preset.PEAK if peak else Preset.QUICK, only=label)

    # -- the run controller's state, by its old names ----------------------------------
    @property
    def worker(self):
        return self.runs.worker

    @property
    def records(self) -> dict[str, list]:
        return self.runs.state.records

    @property
    def last_specs(self) -> list:
        return self.runs.state.last_specs

    @property
    def last_result(self):
        return self.runs.state.last_result

    @property
    def kind(self) -> RunKind | None:
        return self.runs.state.kind

    def start(self, kind: RunKind | str) -> None:
        self.runs.start(kind)

    def start_experiment(self, kind: Experiment | str) -> None:
        self.runs.start(kind)

    def stop(self) -> None:
        self.runs.stop()

    def resume_steady(self, run_id: int) -> None:
        self.runs.resume_steady(run_id)

    def build_specs(self, kind: RunKind | str) -> tuple[list, str]:
        """The specs to show or save (not run: no device token asked)."""
        items, directory = build_specs(self, parse_kind(kind), gate=False)
        return [i.spec for i in items], directory

    def steady_settings(self, validate_target: bool = True) -> SteadySettings:
        return self.steady_tab.settings(self.target_dir(), self.target_disk(), validate_target)

    # -- targets ----------------------------------------------------------------------
    def refresh_targets(self) -> None:
        self.picker.refresh()

    def select_target(self, path: str) -> None:
        self.picker.select(path)

    def target_dir(self) -> str | None:
        return self.picker.path()

    def target_disk(self) -> Disk | None:
        return self.picker.disk()

    # -- what the controller asks of the view -------------------------------------------
    def set_status(self, text: str) -> None:
        self.status_label.setText(text)
        self.status_label.setToolTip(text)  # all of it, when the line is clipped

    def set_running(self, on: bool) -> None:
        for w in (*self.run_buttons, self.picker):
            w.setEnabled(not on)
        self.quick_tab.set_locked(on)
        self.results_grid.set_enabled(not on)
        self.stop_btn.setEnabled(on)
        if on:  # keyboard users stop with Space; no text cursor blinks (and repaints) for the whole run
            self.stop_btn.setFocus()
        self.menu_actions.stop.setEnabled(on)
        self.menu_actions.run_all.setEnabled(not on)
        if not on:
            self._target_changed()

    def _target_changed(self) -> None:
        """Controls that cannot work on this target are off, with the reason on hover."""
        self.cache_tab.set_raw_device(self.target_disk() is not None)

    def show_grid(self) -> None:
        if self.results.currentIndex() != 0:
            self.results.setCurrentIndex(0)
            self.right_split.setSizes(GRID_SIZES)
        shown_run.sync(self)

    def show_steady(self) -> None:
        self.late.build()  # the page shown is the steady panel, not its stand-in
        if self.results.currentIndex() != 1:
            self.results.setCurrentIndex(1)
            self.right_split.setSizes(STEADY_SIZES)
        shown_run.sync(self)

    def clear_views(self) -> None:
        self.shown_docs = []  # past runs on screen (history's Open): the saved picture's header
        self.graphs.clear()
        self.graphs.series_names = {}
        self.cache_panel.clear()
        shown_run.started(self, isinstance(self.kind, SteadyRun))

    def confirm_destroy(self, disk: Disk, what: str) -> str | None:
        """Ask with the data-loss warning; the typed token, or None when cancelled."""
        dialog = DestroyDialog(disk, what, self)
        dialog.exec()
        return dialog.typed_token()

    def confirm_jobfile(self, jf: JobFile, workdir: str | None = None) -> bool:
        return jobfile_confirm.confirm_jobfile(self, jf, workdir)

    jobfile_notes = staticmethod(jobfile_confirm.jobfile_notes)

    def drop_caches(self) -> str:
        """Before a rerun: a device's own buffer cache, or the system's page cache (root)."""
        disk = self.target_disk() if self.kind is not Preset.JOBFILE else None
        # Only this operation is elevated (pkexec or sudo), never the app.
        if disk is not None:
            run_privileged("flush-device", disk.path)
            return arg(translate("MainWindow", "%1's buffer cache dropped"), disk.path)
        run_privileged("drop-caches")
        return translate("MainWindow", "page cache dropped")

    def show_error(self, error: FioscopeError) -> None:
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle("Fioscope")
        box.setText(window_text(error.message))  # the window's language and words (core_words, advice)
        if error.advice:
            box.setInformativeText(window_text(error.advice))
        details = getattr(error, "stderr", "")  # only fio's own errors carry its stderr
        if details:
            box.setDetailedText(details)
        self.error_box = box
        box.open()

    # -- actions ------------------------------------------------------------------------
    def open_jobfile(self, path: str | None = None) -> None:
        path = path or QFileDialog.getOpenFileName(self, translate("MainWindow", "Open a fio job file"), "",
                                                   translate("MainWindow", "fio job files (*.fio *.ini *.job);;"
                                                                           "All files (*)"))[0]
        if path:
            self.runs.jobfile_path = path
            self.start(Preset.JOBFILE)

    def show_command(self) -> None:
        try:
            specs, _ = self.build_specs(Preset.CUSTOM)
        except FioscopeError as e:
            self.show_error(e)
            return
        CommandDialog(specs, self.fio.path if self.fio else "fio", self.runs.interval(), self).exec()

    def summary_text(self) -> str:
        result = self.last_result
        if result is None or result.run_id is None:
            return ""
        from app.core.report.text import text_report  # deferred: start-up time (see show_history)
        store = self.store if self.store is not None else RunStore()
        return text_report(store.load_run(result.run_id, with_samples=False))

    def copy_summary(self) -> None:
        text = self.summary_text()
        if text:
            QGuiApplication.clipboard().setText(text)
            self.set_status(translate("MainWindow", "summary copied to the clipboard"))

    def save_graphs_png(self, path: str | None = None) -> None:
        path = path or QFileDialog.getSaveFileName(self, translate("MainWindow", "Save graphs"), "fioscope-graphs.png",
                                                   "PNG (*.png)")[0]
        if path:
            self.graphs.redraw()
            self._save_image(self.graphs.view, path)

    def save_results_png(self, path: str | None = None) -> None:
        """The results grid (or steady-state plots) as one PNG under the run's header."""
        path = path or QFileDialog.getSaveFileName(self, translate("Menus", "Save results as image…").rstrip("…"),
                                                   "fioscope-results.png",
                                                   "PNG (*.png)")[0]
        if path:
            self._save_image(self.results, path)

    def _save_image(self, widget: QWidget, path: str) -> None:
        try:
            self.set_status(snapshot.save(self, widget, path))
        except FioscopeError as e:
            self.show_error(e)

    def show_history(self) -> HistoryDialog:
        # Deferred, like show_about's: the history's report renderers and the About's licence
        # scan are only needed when opened, and cost start-up time (the goal is 1 s to a window).
        from app.ui.dialogs.history import HistoryDialog
        self.history = HistoryDialog(self.store if self.store is not None else RunStore(), self)
        self.history.open()
        return self.history

    def show_runs(self, run_ids: list[int]) -> str:
        """History's Open: a past run's grid and graphs, or several runs side by side."""
        from app.ui.run.stored_view import open_runs  # deferred with the history (see show_history)
        return open_runs(self, self.store if self.store is not None else RunStore(), run_ids)

    def export_last(self) -> None:
        """Ctrl+E: the last run, through the history's export (format from the typed name)."""
        result = self.last_result
        if result is None or result.run_id is None:
            self.set_status(translate("MainWindow", "nothing to export yet: no run has been stored in this session"))
            return
        history = self.show_history()
        for r in range(history.table.rowCount()):
            if (item := history.table.item(r, 0)) is not None and item.text() == str(result.run_id):
                history.table.selectRow(r)
                history.export()
                return

    def show_about(self) -> AboutDialog:
        from app.ui.dialogs.about import AboutDialog  # deferred: see show_history
        self.about = AboutDialog(self.fio, self)
        self.about.open()
        return self.about

    # -- settings, closing ----------------------------------------------------------------
    def _load_settings(self) -> None:
        self.size_edit.setText(setting.text(self.settings, "size", "1GiB"))
        self.runtime.setText(setting.text(self.settings, "runtime", "5"))
        self.unit.setCurrentText(setting.text(self.settings, "unit", "MB/s"))
        self.interval.setCurrentText(setting.text(self.settings, "status interval", "auto"))
        self.peak_loops.setValue(setting.integer(self.settings, "peak_loops", 3))
        self.quick_tab.restore(self.settings)
        window_place.place(self, self.settings)

    def save_settings(self) -> None:
        directory = self.target_dir()
        if directory and self.target_disk() is None:
            self.settings.setValue("target", directory)
        self.settings.setValue("size", self.size_edit.text())
        self.settings.setValue("runtime", self.runtime.text())
        self.settings.setValue("unit", self.unit.currentText())
        self.settings.setValue("status interval", self.interval.currentText())
        self.settings.setValue("peak_loops", self.peak_loops.value())
        self.quick_tab.remember(self.settings)
        window_place.remember(self, self.settings)

    def confirm_close(self) -> bool:
        answer = QMessageBox.question(self, "Fioscope", translate("MainWindow", "A test is running. Stop it and quit?"),
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt's name)
        if self.runs.running:
            if not self.confirm_close():
                event.ignore()
                return
            self.worker.cancel()
            self.worker.wait(15)
        self.save_settings()
        event.accept()
