"""A laptop's drive has a temperature sensor: at 1366x768 the page-cache plot and the
temperature plot below it both fit the panel beside the graphs, unscrolled, on one time axis."""
from PySide6.QtWidgets import QApplication, QScrollArea

from app.core.cache.model import CacheSample


def _feed(panel, seconds: int) -> None:
    for t in range(1, seconds + 1):
        panel.add(CacheSample(float(t), 300 << 20, 5 << 20, 1 << 20, 100, 100, 409600, 80, 80, 327680, 327680, 1),
                  "nvme0n1", 128)
        panel.temperature.add(float(t), 44.0 + t, (70.0, 80.0))
    panel.redraw()


def test_both_plots_fit_a_1366x768_window_on_one_time_axis(window, qtbot):
    window.resize(1366, 768)
    panel = window.cache_panel
    area = panel.parentWidget().parentWidget()
    assert isinstance(area, QScrollArea)
    _feed(panel, 20)
    qtbot.waitUntil(lambda: panel.temperature.plot.isVisible())
    QApplication.processEvents()
    assert area.verticalScrollBar().maximum() == 0, "the panel scrolls: a plot is below the fold"
    cache_axis = panel.plot.getPlotItem().getAxis("bottom")
    assert not cache_axis.isVisible()  # the temperature plot's time axis serves both
    assert panel.temperature.plot.getPlotItem().getAxis("bottom").isVisible()
    assert panel.temperature.plot.getViewBox().linkedView(0) is panel.plot.getViewBox()
    for plot in (panel.plot, panel.temperature.plot):
        assert plot.height() >= plot.minimumHeight() > 0
    # The limits are named once, in the legend; the line above the plots keeps to the reading.
    assert "warning 70 C" in panel.temperature.legend.text() and "64 C" in panel.temperature.label.text()
    assert "warning" not in panel.temperature.label.text()
    panel.clear()  # the next run, on a drive without a sensor: the cache plot has its own axis again
    assert cache_axis.isVisible() and panel.temperature.plot.getViewBox().linkedView(0) is None
