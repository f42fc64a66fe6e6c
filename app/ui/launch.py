"""Start the desktop app."""
from __future__ import annotations

import argparse
import sys
import time

_T0 = time.monotonic()


def run_gui(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="fioscope gui")
    ap.add_argument("--quit-after", type=float, default=None,
                    help="close after this many seconds (smoke tests of installed bundles)")
    args, qt_args = ap.parse_known_args(argv)

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from app.ui.main_window import MainWindow  # deferred: --help answers before Qt is loaded

    app = QApplication.instance() or QApplication([sys.argv[0], *qt_args])
    app.setApplicationName("Fioscope")
    app.setOrganizationName("Fioscope")
    win = MainWindow()
    win.show()

    def shown() -> None:
        print(f"main window shown: {win.windowTitle()} after {time.monotonic() - _T0:.2f} s", flush=True)
    if args.quit_after is not None:
        QTimer.singleShot(0, shown)
        QTimer.singleShot(int(args.quit_after * 1000), win.close)
    return app.exec()
