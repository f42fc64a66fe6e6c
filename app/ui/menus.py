"""The menu bar (File, Run, View, Help) and its shortcuts: run all Ctrl+R, stop Esc or
Ctrl+., export Ctrl+E, the next and previous page Ctrl+Tab / Ctrl+PgDn and Ctrl+Shift+Tab /
Ctrl+PgUp (as a QTabWidget has them; the pages here are a tab bar over a stack)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMenuBar, QTabBar

from app.ui import glossary
from app.ui.i18n import language_menu, translate
from app.ui.run.run_kinds import Mode



@dataclass
class Actions:
    run_all: QAction
    stop: QAction
    export: QAction
    open_jobfile: QAction
    history: QAction
    quit: QAction
    show_command: QAction
    refresh_targets: QAction
    about: QAction
    copy_summary: QAction
    save_png: QAction
    save_results: QAction
    next_page: QAction
    previous_page: QAction
    latency_qos: QAction
    latency_load: QAction
    view_menu: QMenu  # the window adds its mode switches here



class MenuWindow(Protocol):
    """What the menus use of the main window (a protocol: the window imports this module)."""

    @property
    def modes(self) -> QTabBar: ...
    @property
    def runs(self) -> Any: ...  # run.run_controller.RunController, for the latency-versus-load starter
    @property
    def menu_actions(self) -> Actions: ...
    def menuBar(self) -> QMenuBar: ...
    def addAction(self, action: QAction, /) -> None: ...
    def close(self) -> bool: ...
    def set_status(self, text: str) -> None: ...
    def set_mode(self, mode: Mode) -> None: ...
    def run_all(self) -> None: ...
    def stop(self) -> None: ...
    def export_last(self) -> None: ...
    def open_jobfile(self, path: str | None = None) -> None: ...
    def show_history(self) -> object: ...
    def show_command(self) -> None: ...
    def refresh_targets(self) -> None: ...
    def show_about(self) -> object: ...
    def copy_summary(self) -> None: ...
    def save_graphs_png(self, path: str | None = None) -> None: ...
    def save_results_png(self, path: str | None = None) -> None: ...

def build_menus(win: MenuWindow) -> Actions:
    """Actions wired to the window's slots; they hold no state of their own."""
    assert isinstance(win, QMainWindow)  # the actions' and menus' Qt parent too

    def action(text: str, slot, shortcuts: tuple[str, ...] = (), tip: str = "") -> QAction:
        a = QAction(text, win)
        if shortcuts:
            a.setShortcuts([QKeySequence(s) for s in shortcuts])
        if tip:
            a.setStatusTip(tip)
            a.setToolTip(tip)
        a.triggered.connect(lambda _=False: slot())  # slots take no 'checked' argument
        win.addAction(a)  # shortcuts work with the menus closed and hidden
        return a

    def turn(step: int) -> None:
        """The next or previous page, round the end as a tab widget turns."""
        tabs = win.modes
        tabs.setCurrentIndex((tabs.currentIndex() + step) % tabs.count())

    acts = Actions(
        run_all=action(translate("Menus", "Run all tests"), win.run_all, ("Ctrl+R",),
                       translate("Menus", "run every test of the current mode")),
        stop=action(translate("Menus", "Stop"), win.stop, ("Esc", "Ctrl+."),
                    translate("Menus", "stop fio and remove the test file")),
        export=action(translate("Menus", "Export last run…"), win.export_last, ("Ctrl+E",),
                      translate("Menus", "the last run as HTML, PDF, JSON or CSV")),
        open_jobfile=action(translate("Menus", "Open and run a .fio job file…"), win.open_jobfile, ("Ctrl+O",)),
        history=action(translate("Menus", "History…"), win.show_history, ("Ctrl+H",),
                       translate("Menus", "past runs: open, compare, export")),
        quit=action(translate("Menus", "Quit"), win.close, ("Ctrl+Q",)),
        show_command=action(translate("Menus", "Show fio command"), win.show_command, (),
                            translate("Menus", "the exact fio command of the custom job")),
        refresh_targets=action(translate("Menus", "Refresh targets"), win.refresh_targets, ("F5",)),
        about=action(translate("Menus", "About Fioscope"), win.show_about),
        copy_summary=action(translate("Menus", "Copy summary"), win.copy_summary, ("Ctrl+Shift+C",),
                            translate("Menus", "the last run as a CrystalDiskMark-style text, to the clipboard")),
        save_png=action(translate("Menus", "Save graphs as image…"), win.save_graphs_png, ("Ctrl+Shift+S",),
                        translate("Menus", "the live graphs as a PNG, under the run's drive, date and "
                                  "settings")),
        save_results=action(translate("Menus", "Save results as image…"), win.save_results_png, ("Ctrl+S",),
                            translate("Menus", "the results grid as a PNG, under the run's drive, date and "
                                      "settings")),
        next_page=action(translate("Menus", "Next page"), lambda: turn(1), ("Ctrl+Tab", "Ctrl+PgDown"),
                         translate("Menus", "the page right of this one")),
        previous_page=action(translate("Menus", "Previous page"), lambda: turn(-1), ("Ctrl+Shift+Tab", "Ctrl+PgUp"),
                             translate("Menus", "the page left of this one")),
        latency_qos=action(translate("Menus", "Latency QoS…"), lambda: _show_qos(win), ("Ctrl+L",),
                           translate("Menus", "the exceedance curves and QoS levels (p99 .. p99.9999) "
                                     "of the runs on screen")),
        latency_load=action(translate("Menus", "Latency versus load…"), lambda: _start_latency_load(win), (),
                            translate("Menus", "step the offered IOPS from 10 % to 110 % of the maximum: mean, "
                                      "p99 and p99.9 against IOPS, the knee, and the highest IOPS with p99 "
                                      "under a limit")),
        view_menu=QMenu(translate("Menus", "&View"), win),
    )
    acts.stop.setEnabled(False)
    bar = win.menuBar()
    file_menu = bar.addMenu(translate("Menus", "&File"))
    for a in (acts.open_jobfile, acts.export, acts.copy_summary, acts.save_results, acts.save_png, acts.history):
        file_menu.addAction(a)
    file_menu.addSeparator()
    file_menu.addAction(acts.quit)
    run_menu = bar.addMenu(translate("Menus", "&Run"))
    for a in (acts.run_all, acts.stop):
        run_menu.addAction(a)
    run_menu.addAction(acts.latency_load)
    run_menu.addSeparator()
    run_menu.addAction(acts.show_command)
    bar.addMenu(acts.view_menu)
    acts.view_menu.addAction(acts.refresh_targets)
    acts.view_menu.addAction(acts.next_page)
    acts.view_menu.addAction(acts.previous_page)
    acts.view_menu.addAction(acts.latency_qos)
    language_menu(win, acts.view_menu)
    acts.view_menu.addSeparator()
    help_menu = bar.addMenu(translate("Menus", "&Help"))
    help_menu.addAction(acts.about)
    return acts


def _start_latency_load(win: MenuWindow) -> None:
    from app.ui.run.latency_load_start import start_latency_load  # deferred: pyqtgraph loads when asked for
    start_latency_load(win.runs)


def _show_qos(win: MenuWindow) -> None:
    from app.ui.dialogs.qos_dialog import show_qos  # deferred: pyqtgraph's log plots load when asked for
    show_qos(win)


def mode_switches(win: MenuWindow) -> None:
    """A View menu entry for each page, and the tooltips of the pages whose names need one."""
    for mode in Mode:
        act = win.menu_actions.view_menu.addAction(translate("Mode", mode.value))
        act.triggered.connect(lambda _=False, m=mode: win.set_mode(m))
    for mode, tip in ((Mode.REMOTE, translate("Menus", "advanced: fio servers and the scaling matrix")),
                      (Mode.STEADY, translate("glossary", glossary.STEADY_STATE))):
        win.modes.setTabToolTip(list(Mode).index(mode), tip)
