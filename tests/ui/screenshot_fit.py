#!/usr/bin/env python3
"""The Quick page after a short real quick run, with the window filling the screen, saved as a
PNG to look at: does the grid show all its rows with no scroll bar, and what gave way?

    xvfb-run -a -s "-screen 0 1024x700x24" .venv/bin/python tests/ui/screenshot_fit.py /tmp/fit-1024.png
    QT_SCALE_FACTOR=2 xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tests/ui/screenshot_fit.py /tmp/fit-2x.png

It prints what the grid and the pages measured (one JSON line) and exits 0.
"""
from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.core.history.store import RunStore  # noqa: E402
from app.ui.main_window import MainWindow  # noqa: E402


def measured(w: MainWindow) -> dict:
    t = w.grid
    last = t.rowCount() - 1
    bottom = t.rowViewportPosition(last) + t.rowHeight(last) if last >= 0 else 0
    return {"window": [w.width(), w.height()], "rows": t.rowCount(), "rows_bottom": bottom,
            "viewport": t.viewport().height(), "grid_scrollbar": t.verticalScrollBar().isVisible(),
            "page_scrollbar": w.pages.currentWidget().verticalScrollBar().isVisible(),
            "graphs_h": w.graphs.height(), "cache_w": w.cache_panel.width()}


def main() -> int:
    out = sys.argv[1] if len(sys.argv) > 1 else "fit.png"
    app = QApplication(sys.argv[:1])
    app.setOrganizationName("FioscopeScreenshots")
    with tempfile.TemporaryDirectory(prefix="fioscope-fit-") as d:
        w = MainWindow(store=RunStore(Path(d) / "runs.sqlite"))
        w.confirm_close = lambda: True
        w.setGeometry(w.screen().availableGeometry())
        w.show()
        w.select_target(d)
        w.size_edit.setText("64MiB")
        w.runtime.setText("1")
        w.start("quick")

        def done() -> None:
            if w.worker is not None and w.worker.running:
                QTimer.singleShot(300, done)
                return
            app.processEvents()
            w.grab().save(out)
            print(json.dumps(measured(w)), flush=True)
            app.quit()
        QTimer.singleShot(1000, done)
        app.exec()
    return 0


if __name__ == "__main__":
    sys.exit(main())
