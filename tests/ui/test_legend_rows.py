"""The cache panel's and steady-state panel's legends sit in a row above their plots, in
each curve's colour, and never over the data."""
from app.ui.pages.cache_panel import CachePanel
from app.ui.pages.steady_panel import SteadyPanel


def test_the_cache_panels_legend_is_above_its_plot(qtbot):
    panel = CachePanel(windows=False)
    qtbot.addWidget(panel)
    panel.resize(300, 500)
    panel.show()
    text = panel.legend.text()
    assert all(name in text for name in ("page cache", "dirty", "writeback")) and "#1f77b4" in text
    assert panel.plot.getPlotItem().legend is None  # nothing floats over the view box
    qtbot.waitUntil(lambda: panel.legend.isVisible())
    assert panel.legend.geometry().bottom() <= panel.plot.geometry().top()


def test_the_steady_panels_legends_follow_what_is_drawn(qtbot):
    panel = SteadyPanel()
    qtbot.addWidget(panel)
    panel.show()
    assert not any(row.isVisibleTo(panel) for row in panel.legends.values())  # nothing drawn yet
    panel.rounds = {"iops": [(1, 100.0), (2, 110.0)]}
    panel.convergence = {"iops": {"4k": [(1, 100.0), (2, 110.0)], "8k": [(1, 50.0), (2, 52.0)]}}
    panel._draw("iops")
    verify, converge = (panel.legends[p] for p in (panel.verify, panel.converge))
    assert "tracked figure" in verify.text()
    assert "4k" in converge.text() and "8k" in converge.text()
    assert panel.verify.getPlotItem().legend is None and panel.converge.getPlotItem().legend is None
    panel.clear()
    assert verify.text() == "" and converge.text() == ""


def test_side_panel_plots_follow_a_dark_palette(qtbot):
    from PySide6.QtGui import QColor, QPalette
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance()
    light = app.palette()
    dark = QPalette(light)
    for role, colour in ((QPalette.Base, "#1e1e1e"), (QPalette.Text, "#e0e0e0"), (QPalette.Window, "#2b2b2b"),
                         (QPalette.WindowText, "#e0e0e0")):
        dark.setColor(role, QColor(colour))
    panel, steady = CachePanel(windows=False), SteadyPanel()
    for w in (panel, steady):
        qtbot.addWidget(w)
    try:
        app.setPalette(dark)
        qtbot.waitUntil(lambda: panel.plot.backgroundBrush().color().name() == "#1e1e1e", timeout=5000)
        assert panel.temperature.plot.backgroundBrush().color().name() == "#1e1e1e"
        assert steady.verify.backgroundBrush().color().name() == "#1e1e1e"
        assert panel.plot.getPlotItem().getAxis("left").textPen().color().name() == "#e0e0e0"
    finally:
        app.setPalette(light)
    qtbot.waitUntil(lambda: panel.plot.backgroundBrush().color() == light.color(QPalette.Base), timeout=5000)
