"""The window is painted before pyqtgraph (and numpy) is imported: its plotting panels (live graphs, cache
panel, steady-state plots) are made after the first paint, or at once when something uses
one first. A fresh interpreter, since this process has imported pyqtgraph long ago."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

FIRST_PAINT = r"""
import sys
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, QTimer
from PySide6.QtWidgets import QApplication
QCoreApplication.setOrganizationName("FioscopeTests")
QSettings.setDefaultFormat(QSettings.IniFormat)
QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, sys.argv[1])
app = QApplication([])
from app.core.history.store import RunStore
from app.ui.main_window import MainWindow
assert "pyqtgraph" not in sys.modules, "imported with the window's modules"
w = MainWindow(store=RunStore(sys.argv[2]))
assert "pyqtgraph" not in sys.modules, "imported while the window was built"
seen = {}

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Paint and "paint" not in seen:
            seen["paint"] = "pyqtgraph" in sys.modules
            seen["numpy"] = "numpy" in sys.modules  # ~0.1 s: the store packs samples with it, later
        return False

spy = FirstPaint()
w.top.installEventFilter(spy)
w.show()
deadline = QTimer()
deadline.singleShot(20000, app.quit)
def check():
    if w.late.built:
        live = w.graphs.parentWidget()
        # Made in the places of their stand-ins, shown: the graphs left of the cache panel at
        # the splitter's sizes, the steady plots the results' second page, the grid on show.
        seen["placed"] = (live.indexOf(w.graphs), w.graphs.isVisible(), w.cache_panel.isVisible(),
                          w.results.indexOf(w.steady_panel), w.results.currentIndex(), live.sizes() == sizes)
        app.quit()
sizes = None
def before():
    global sizes
    sizes = w.late._live.sizes()
poll = QTimer()
poll.timeout.connect(check)
poll.start(10)
QTimer.singleShot(0, before)
app.exec()
assert seen.get("paint") is False and seen.get("numpy") is False, seen
assert w.late.built and "pyqtgraph" in sys.modules
assert seen.get("placed") == (0, True, True, 1, 0, True), seen
print("ok", flush=True)
import os
os._exit(0)  # no teardown of a window never closed: pyqtgraph's views can crash in it
"""


def test_the_window_is_painted_before_pyqtgraph_is_imported(tmp_path):
    p = subprocess.run([sys.executable, "-c", FIRST_PAINT, str(tmp_path / "settings"), str(tmp_path / "runs.sqlite")],
                       cwd=ROOT, capture_output=True, text=True, timeout=120,
                       env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert p.returncode == 0 and p.stdout.strip().endswith("ok"), p.stderr[-3000:]


def test_a_panel_used_before_the_first_paint_is_made_at_once(window):
    """The window fixture shows the window but no event has been processed: the first use of a
    panel makes all three in place, and the steady page shows the real panel."""
    graphs = window.graphs
    assert window.late.built and graphs is window.graphs
    assert window.graphs.parentWidget().indexOf(window.graphs) == 0
    window.show_steady()
    assert window.results.currentWidget() is window.steady_panel
    window.show_grid()
    assert window.results.currentWidget() is window.results_grid


GC_IN_GUI_THREAD = r"""
import gc, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from app.ui import launch
app = QApplication([])
def look():
    win = next((w for w in app.topLevelWidgets() if hasattr(w, "late")), None)
    if win is not None and win.late.built and hasattr(win, "gc_collector"):
        print("collector", gc.isenabled(), win.gc_collector.timer.isActive(), flush=True)
        win.close()
    else:
        QTimer.singleShot(20, look)
QTimer.singleShot(0, look)
sys.exit(launch.run_gui(["--quit-after", "60"]))
"""


def test_the_app_collects_cycles_only_in_its_gui_thread(tmp_path):
    """Automatic collection off, pyqtgraph's GarbageCollector on a timer in the GUI thread, from
    the plotting panels on (launch.collect_in_gui_thread): a widget freed by the collector in a
    run's thread deadlocked Qt and the GUI thread."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "FIOSCOPE_DATA_DIR": str(tmp_path / "data")}
    p = subprocess.run([sys.executable, "-c", GC_IN_GUI_THREAD], cwd=ROOT, capture_output=True, text=True,
                       timeout=120, env=env)
    assert p.returncode == 0, p.stderr[-3000:]
    assert "collector False True" in p.stdout, (p.stdout, p.stderr[-2000:])
