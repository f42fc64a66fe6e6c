"""A plot's legend as a line of text above it: it never covers the data, whatever the plot's
size (pyqtgraph's own legend floats over the view box)."""
from __future__ import annotations

import html

import pyqtgraph as pg
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

STROKES = {Qt.DashLine: "╍╍", Qt.DotLine: "┈┈"}  # how the line is drawn, in the text


class SmallPlot(pg.PlotWidget):
    """A plot for a side panel: pyqtgraph's 600x480 size hint made a scrolled panel as tall as
    that, so the plots below the first were off screen; the layout gives it the room there is."""

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(240, 140)


class LegendRow(QLabel):
    def __init__(self) -> None:
        super().__init__("")
        self.setWordWrap(True)
        self.setTextFormat(Qt.RichText)

    def sync(self, plot: pg.PlotWidget) -> None:
        """One entry per named curve of plot, in its colour and line style."""
        parts = []
        for item in plot.getPlotItem().listDataItems():
            name = item.name()
            if not name:
                continue
            pen = pg.mkPen(item.opts.get("pen"))
            stroke = STROKES.get(pen.style(), "━━")
            parts.append(f"<span style='color:{pen.color().name()}'>{stroke}</span>&nbsp;{html.escape(name)}")
        self.setText("&nbsp;&nbsp; ".join(parts))
        self.setVisible(bool(parts))


def with_legend(plot: pg.PlotWidget) -> tuple[QWidget, LegendRow]:
    """plot under its legend row, as one widget."""
    box = QWidget()
    lay = QVBoxLayout(box)
    lay.setContentsMargins(0, 0, 0, 0)
    lay.setSpacing(0)
    row = LegendRow()
    lay.addWidget(row)
    lay.addWidget(plot, 1)
    return box, row
