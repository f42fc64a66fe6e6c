"""Start the desktop app."""
from __future__ import annotations

import sys


def run_gui(argv: list[str]) -> int:
    from PySide6.QtWidgets import QApplication

    from app.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    app.setApplicationName("Fioscope")
    app.setOrganizationName("Fioscope")
    win = MainWindow()
    win.show()
    return app.exec()
