"""The Quick page fits whole at 1024x700 and at 2x scale on a 1080p screen (960x540): every
grid row shown, no scroll bar on the grid or the page; the live graphs and the cache panel give
way first. Peak's six rows fit at 1366x768. Checked on the laid-out widgets, and at real 2x
scale in a fresh interpreter (Qt reads the scale factor when it starts)."""
import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication

from app.ui.run.run_kinds import Mode

ROOT = Path(__file__).resolve().parents[2]


def grid_whole(window) -> dict:
    """What a user sees of the grid and the page (the frame of the window aside)."""
    t = window.grid
    last = t.rowCount() - 1
    return {"rows": t.rowCount(), "bottom": t.rowViewportPosition(last) + t.rowHeight(last),
            "viewport": t.viewport().height(), "row_h": min(t.rowHeight(r) for r in range(t.rowCount())),
            "grid_bar": t.verticalScrollBar().isVisible(),
            "page_bar": window.pages.currentWidget().verticalScrollBar().isVisible(),
            "graphs_h": window.shown.stack.height()}


def check(seen: dict, rows: int) -> None:
    assert seen["rows"] == rows, seen
    assert seen["bottom"] <= seen["viewport"] and not seen["grid_bar"], seen  # every row whole, nothing to scroll
    assert seen["row_h"] >= 40 and not seen["page_bar"], seen  # a row holds its two-line button
    assert seen["graphs_h"] >= 100, seen  # the graphs gave way, and are still there


def test_the_quick_grid_is_whole_at_1024x700_and_at_2x_and_peaks_at_1366x768(qtbot, window):
    for size, mode, rows in ((QSize(1016, 668), Mode.QUICK, 4), (QSize(952, 508), Mode.QUICK, 4),
                             (QSize(1358, 736), Mode.PEAK, 6)):
        window.set_mode(mode)
        window.resize(size)
        qtbot.waitUntil(lambda: window.geometry().size() == size, timeout=5000)
        QApplication.processEvents()
        check(grid_whole(window), rows)


SCALED = """
import json, sys
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
app = QApplication([])
QSettings.setDefaultFormat(QSettings.IniFormat)
QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, sys.argv[1])
from app.core.history.store import RunStore
from app.ui.main_window import MainWindow
from tests.ui.test_quick_fits import grid_whole
w = MainWindow(store=RunStore(sys.argv[2]))
w.setGeometry(w.screen().availableGeometry())
w.show()
for _ in range(5):
    app.processEvents()
print(json.dumps(dict(grid_whole(w), dpr=w.devicePixelRatio(), size=[w.width(), w.height()])))
sys.stdout.flush()
import os
os._exit(0)  # no teardown of a window never closed (see test_window_fits.SCALED)
"""


def test_at_2x_scale_on_a_1080p_screen_the_quick_grid_is_whole(tmp_path):
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "fhd", "x": 0, "y": 0, "width": 1920, "height": 1080,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_SCALE_FACTOR="2", QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               PYTHONPATH=str(ROOT))
    p = subprocess.run([sys.executable, "-c", SCALED, str(tmp_path / "settings"), str(tmp_path / "runs.sqlite")],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr[-3000:]
    seen = json.loads(p.stdout.strip().splitlines()[-1])
    assert seen["dpr"] == 2 and seen["size"] == [960, 540], seen
    check(seen, 4)
