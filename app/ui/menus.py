"""The menu bar (File, Run, View, Help) and its shortcuts: run all Ctrl+R, stop Esc or
Ctrl+., export Ctrl+E, the next and previous page Ctrl+Tab / Ctrl+PgDn and Ctrl+Shift+Tab /
Ctrl+PgUp (as a QTabWidget has them; the pages here are a tab bar over a stack)."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from app.ui import glossary
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


def build_menus(win: QMainWindow) -> Actions:
    """Actions wired to the window's slots; they hold no state of their own."""
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
        run_all=action("Run all tests", win.run_all, ("Ctrl+R",), "run every test of the current mode"),
        stop=action("Stop", win.stop, ("Esc", "Ctrl+."), "stop fio and remove the test file"),
        export=action("Export last run…", win.export_last, ("Ctrl+E",), "the last run as HTML, PDF, JSON or CSV"),
        open_jobfile=action("Open and run a .fio job file…", win.open_jobfile, ("Ctrl+O",)),
        history=action("History…", win.show_history, ("Ctrl+H",), "past runs: open, compare, export"),
        quit=action("Quit", win.close, ("Ctrl+Q",)),
        show_command=action("Show fio command", win.show_command, (), "the exact fio command of the custom job"),
        refresh_targets=action("Refresh targets", win.refresh_targets, ("F5",)),
        about=action("About Fioscope", win.show_about),
        copy_summary=action("Copy summary", win.copy_summary, ("Ctrl+Shift+C",),
                            "the last run as a CrystalDiskMark-style text, to the clipboard"),
        save_png=action("Save graphs as image…", win.save_graphs_png, ("Ctrl+Shift+S",),
                        "the live graphs as a PNG, under the run's drive, date and settings"),
        save_results=action("Save results as image…", win.save_results_png, ("Ctrl+S",),
                            "the results grid as a PNG, under the run's drive, date and settings"),
        next_page=action("Next page", lambda: turn(1), ("Ctrl+Tab", "Ctrl+PgDown"), "the page right of this one"),
        previous_page=action("Previous page", lambda: turn(-1), ("Ctrl+Shift+Tab", "Ctrl+PgUp"),
                             "the page left of this one"),
        latency_qos=action("Latency QoS…", lambda: _show_qos(win), ("Ctrl+L",),
                           "the exceedance curves and QoS levels (p99 .. p99.9999) of the runs on screen"),
        latency_load=action("Latency versus load…", lambda: _start_latency_load(win), (),
                            "step the offered IOPS from 10 % to 110 % of the maximum: mean, p99 and p99.9 "
                            "against IOPS, the knee, and the highest IOPS with p99 under a limit"),
        view_menu=QMenu("&View", win),
    )
    acts.stop.setEnabled(False)
    bar = win.menuBar()
    file_menu = bar.addMenu("&File")
    for a in (acts.open_jobfile, acts.export, acts.copy_summary, acts.save_results, acts.save_png, acts.history):
        file_menu.addAction(a)
    file_menu.addSeparator()
    file_menu.addAction(acts.quit)
    run_menu = bar.addMenu("&Run")
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
    acts.view_menu.addSeparator()
    help_menu = bar.addMenu("&Help")
    help_menu.addAction(acts.about)
    return acts


def _start_latency_load(win: QMainWindow) -> None:
    from app.ui.run.latency_load_start import start_latency_load  # deferred: pyqtgraph loads when asked for
    start_latency_load(win.runs)


def _show_qos(win: QMainWindow) -> None:
    from app.ui.dialogs.qos_dialog import show_qos  # deferred: pyqtgraph's log plots load when asked for
    show_qos(win)


def mode_switches(win: QMainWindow) -> None:
    """A View menu entry for each page, and the tooltips of the pages whose names need one."""
    for mode in Mode:
        act = win.actions.view_menu.addAction(mode.value)
        act.triggered.connect(lambda _=False, m=mode: win.set_mode(m))
    for mode, tip in ((Mode.REMOTE, "advanced: fio servers and the scaling matrix"),
                      (Mode.STEADY, glossary.STEADY_STATE)):
        win.modes.setTabToolTip(list(Mode).index(mode), tip)
