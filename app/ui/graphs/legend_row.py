"""A plot's legend as a line of text above it: it never covers the data, whatever the plot's
size (pyqtgraph's own legend floats over the view box)."""
from __future__ import annotations

import html

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from app.ui.graphs.axis_ticks import FewTicksAxis, LocaleAxis
from app.ui.graphs.graph_plots import spans_plan
from app.ui.graphs.graph_style import current_theme

STROKES = {Qt.PenStyle.DashLine: "╍╍", Qt.PenStyle.DotLine: "┈┈"}  # how the line is drawn, in the text


class ThemedPlot(pg.PlotWidget):
    """A plot in the system's light or dark palette (background, axes, their text), as the
    live graphs are; it follows a palette change."""

    def __init__(self, *args, **kwargs) -> None:
        kwargs.pop("background", None)
        axes = kwargs.setdefault("axisItems", {})  # figures in the window's locale
        for name in ("left", "bottom"):
            axes.setdefault(name, LocaleAxis(name))
        super().__init__(*args, **kwargs)
        self.apply_theme()

    def apply_theme(self) -> None:
        item = self.__dict__.get("plotItem")
        if item is None:  # a palette event while pyqtgraph is still building the plot
            return
        theme = current_theme()
        self.setBackground(theme.background)
        for name in ("left", "bottom"):
            ax = item.getAxis(name)
            ax.setPen(pg.mkPen(theme.foreground))
            ax.setTextPen(pg.mkPen(theme.foreground))
            if ax.labelText:
                ax.setLabel(ax.labelText, units=ax.labelUnits or None, color=theme.foreground.name())
        item.titleLabel.setText(item.titleLabel.text, color=theme.foreground.name())

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self.apply_theme()


class SmallPlot(ThemedPlot):
    """A plot for a side panel: pyqtgraph's 600x480 size hint made a scrolled panel as tall as
    that, so the plots below the first were off screen; the layout gives it the room there is.
    Its axes print plain numbers: the titles carry the unit, and pyqtgraph's automatic scale
    made a run shorter than a second read "time (s) (x0.001)" with ticks 400...800."""

    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("axisItems", {"left": FewTicksAxis("left")})
        super().__init__(*args, **kwargs)
        for axis in ("left", "bottom"):
            self.getPlotItem().getAxis(axis).enableAutoSIPrefix(False)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        # A scrolled panel of wrapped labels is made as tall as its hints say (heightForWidth),
        # not its minimums: a plot given a minimum asks for no more, and grows into spare room.
        return QSize(240, self.minimumHeight() or 140)

    def follow(self, x1: float, ymax: float, planned_end: float | None = None) -> None:
        """Live data: ranges that change only when the data outgrow them, since a range change
        re-renders the axes, the costliest part of a frame (auto-range changed both every
        sample). Time from 0 with room ahead (a third of the width), or to planned_end, where a
        timed test will end, at once; values from 0 with head room."""
        vb = self.getPlotItem().getViewBox()
        vb.disableAutoRange()
        (x_lo, x_hi), (y_lo, y_hi) = vb.viewRange()
        to_plan = spans_plan(0.0, x1, planned_end)
        want = max(10.0, planned_end * 1.02 + 0.5) if to_plan and planned_end is not None else max(10.0, x1 * 1.5)
        if x1 > x_hi or x_hi > 2 * want or x_lo != 0 or (to_plan and x_hi < planned_end):
            vb.setXRange(0, want, padding=0)
        top = ymax if ymax > 0 else 1.0
        if not top <= y_hi <= top * 1.6 or y_lo != 0:
            vb.setYRange(0, top * 1.3, padding=0)


class LegendRow(QLabel):
    def __init__(self) -> None:
        super().__init__("")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)

    def sync(self, plot: pg.PlotWidget) -> None:
        """One entry per named curve of plot, in its colour and line style."""
        parts = []
        for item in plot.getPlotItem().listDataItems():
            name = item.name()
            if not name:
                continue
            pen = pg.mkPen(item.opts.get("pen"))
            stroke = STROKES.get(pen.style(), "━━")
            # An entry wraps as a whole: "warning 70" over "C" in a narrow panel read as two names.
            parts.append(f"<span style='white-space:nowrap'><span style='color:{pen.color().name()}'>{stroke}"
                         f"</span>&nbsp;{html.escape(name)}</span>")
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
