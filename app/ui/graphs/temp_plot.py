"""The drive's temperature live, beside the page cache: the readings of the run so far, the
drive's warning and critical temperatures as lines, and each test's verdict when it ends."""
from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from app.core.insight.thermal import NO_SENSOR
from app.ui.core_words import window_text
from app.ui.core_words_places import revived
from app.ui.graphs.graph_data import thin
from app.ui.graphs.legend_row import SmallPlot, with_legend
from app.ui.i18n import arg, translate

LIMIT_PENS = {"warning": pg.mkPen((230, 159, 0), width=1.5, style=Qt.PenStyle.DashLine),
              "critical": pg.mkPen((213, 94, 0), width=1.5, style=Qt.PenStyle.DashLine)}


class TemperaturePlot(QWidget):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel("")
        self.label.setWordWrap(True)
        lay.addWidget(self.label)
        self.plot = SmallPlot()
        self.plot.setMinimumHeight(80)
        self.plot.setLabel("left", "°C")
        self.plot.setLabel("bottom", translate("TemperaturePlot", "time (s)"))
        self.plot.showGrid(y=True, alpha=0.3)
        self.curve = self.plot.plot(pen=pg.mkPen((0, 114, 178), width=2), name="drive temperature")
        self.limits: dict[str, pg.PlotDataItem] = {}
        box, self.legend = with_legend(self.plot)
        lay.addWidget(box, 1)
        self.clear()

    def clear(self) -> None:
        self.t: list[float] = []
        self.c: list[float] = []
        self._drawn = 0  # readings the curve shows
        self._latest_limits: tuple[float | None, float | None] = (None, None)  # the newest reading's
        self.t_offset = 0.0
        self._planned_end: float | None = None
        self.curve.setData([], [])
        for item in self.limits.values():
            self.plot.removeItem(item)
        self.limits.clear()
        self.label.setText(translate("TemperaturePlot", "Drive temperature: no reading yet"))
        self.plot.setVisible(False)
        self.legend.setVisible(False)

    def begin_test(self, planned_s: float | None = None) -> None:
        self.t_offset = self.t[-1] if self.t else 0.0
        self._planned_end = self.t_offset + planned_s if planned_s else None

    def add(self, t_s: float, celsius: float, limits: tuple[float | None, float | None] = (None, None)) -> None:
        """One reading: buffered, drawn by redraw (the run's frame)."""
        self.t.append(self.t_offset + t_s)
        self.c.append(celsius)
        if thin(self.t, [self.c]):  # a long run: each bin's extremes, bounded
            self._drawn = -1
        self._latest_limits = limits

    def redraw(self) -> None:
        if len(self.t) == self._drawn:
            return  # nothing new: no repaint
        self._drawn = len(self.t)
        limits, celsius = self._latest_limits, self.c[-1]
        self.curve.setData(self.t, self.c)
        for name, value in zip(("warning", "critical"), limits):
            if value is not None and name not in self.limits:  # flat lines over the whole run
                self.limits[name] = self.plot.plot(pen=LIMIT_PENS[name], name=f"{name} {value:g} C")
            if name in self.limits:
                self.limits[name].setData([self.t[0], self.t[-1]], [value, value])
        self.plot.setVisible(True)
        self.legend.sync(self.plot)
        # Ranges that change only when outgrown, as the cache plot's; the limits stay in view.
        self.plot.follow(self.t[-1], max([*self.c, *(v for v in limits if v is not None)]), self._planned_end)
        # The limits are named in the plot's legend: the line above keeps to the reading.
        self.label.setText(arg(translate("TemperaturePlot", "Drive temperature <b>%1 C</b>"), f"{celsius:g}"))

    def finish(self, source: str | None) -> None:
        """The run ended: without a single reading, say why (the run's settings name the sensor)."""
        if self.c:
            return
        self.label.setText(translate("TemperaturePlot", "Drive temperature: no temperature sensor for this drive")
                           if source in (None, NO_SENSOR) else
                           arg(translate("TemperaturePlot", "Drive temperature: no reading came from %1"), source))

    def show_verdict(self, thermal: dict | None) -> None:
        """A test's verdict, from its record: throttling in red."""
        self.redraw()  # the test's readings first: a later frame must not put a reading over the verdict
        if not thermal:
            return
        colour = "#b00000" if thermal.get("throttled") else ""
        said = arg(translate("TemperaturePlot", "Drive temperature: %1"), "%1")
        # the core's Msg in the window's language (a stored run's English read back: core_words_places.revived)
        message = thermal.get("message")
        message = window_text(revived(message)) if isinstance(message, str) and message else ""
        self.label.setText(arg(said, f"<span style='color:{colour}'>{message}</span>" if colour else message))
