"""Start the desktop app."""
from __future__ import annotations

import argparse
import os
import sys
import time

from app.core.errors import InputError
from app.core.units import parse_number

_T0 = time.monotonic()


NO_DISPLAY = ("fioscope: no display to open the desktop app on (DISPLAY and WAYLAND_DISPLAY are not set); "
              "benchmark without one with `fioscope run --target DIR`, see `fioscope --help`")


def no_display(env=os.environ, platform: str = sys.platform) -> bool:
    """True where Qt would abort for want of a display (exit 134 and a core dump): on a
    Linux or BSD desktop, neither DISPLAY nor WAYLAND_DISPLAY set and no QT_QPA_PLATFORM
    that needs none (offscreen, vnc, eglfs, linuxfb...). Windows and macOS always have one."""
    if platform in ("win32", "darwin") or env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"):
        return False
    # QT_QPA_PLATFORM is "name[:options]", or a list of fallbacks "name1;name2".
    first = env.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip().lower()
    return first in ("", "xcb") or first.startswith("wayland")


def collect_in_gui_thread(win) -> None:
    """Python's cycle collector runs in whichever thread allocates past its threshold. Where it
    frees a Qt widget in a run's thread, Qt's destructor there and the GUI thread wait on each
    other (the GIL and a Qt lock) for ever: seen as a hung window whose run thread was freeing
    a closed window's menus. pyqtgraph's GarbageCollector turns automatic collection off and
    collects from a timer in the GUI thread. Started with the plotting panels, after the first
    paint, which import pyqtgraph anyway."""
    from pyqtgraph.util.garbage_collector import GarbageCollector  # deferred: pyqtgraph (after the first paint)
    win.gc_collector = GarbageCollector(interval=1.0)


def run_gui(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="fioscope gui")
    ap.add_argument("--quit-after", default=None,
                    help="close after this many seconds (smoke tests of installed bundles)")
    args, qt_args = ap.parse_known_args(argv)
    quit_after = None
    if args.quit_after is not None:
        try:  # a NaN or 1e400 would fail in QTimer's milliseconds, inside Qt
            quit_after = parse_number(args.quit_after, 0, 86400)
        except InputError as e:
            print(f"fioscope: argument --quit-after: {e.one_line()}", file=sys.stderr)
            return 2
    if no_display():
        print(NO_DISPLAY, file=sys.stderr)
        return 2

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from app.ui.main_window import MainWindow  # deferred: --help answers before Qt is loaded

    app = QApplication.instance() or QApplication([sys.argv[0], *qt_args])
    app.setApplicationName("Fioscope")
    app.setOrganizationName("Fioscope")
    win = MainWindow()
    win.late.made.connect(lambda: collect_in_gui_thread(win))
    win.show()

    def shown() -> None:
        # The CPU time too (the process's, from its start): a figure a busy machine does not stretch.
        print(f"main window shown: {win.windowTitle()} after {time.monotonic() - _T0:.2f} s "
              f"({time.process_time():.2f} s CPU)", flush=True)
    if quit_after is not None:
        QTimer.singleShot(0, shown)
        QTimer.singleShot(int(quit_after * 1000), win.close)
    return app.exec()
