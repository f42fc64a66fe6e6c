"""The live graphs' three stacked plots (IOPS, MB/s, latency) on one linked time axis,
their y axes of one width so the time axes line up. Each plot has one y scale, shared by the
total and its threads: a thread never looks larger than the total it is part of."""
from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGraphicsItem

import pyqtgraph as pg  # after PySide6, so pyqtgraph binds to it

from app.ui.graphs.axis_ticks import FewTicksAxis, LocaleAxis
from app.ui.i18n import translate
from app.ui.marks import QT_TRANSLATE_NOOP

# Short axis titles: at 1024x700 a plot is about 70 px high.
METRICS = (("iops", "IOPS", ""), ("mbs", "MB/s", ""), ("lat", QT_TRANSLATE_NOOP("graphs", "lat."), "µs"))
SHORT = {"lat": "µs"}  # a plot too short for "lat. (µs)" (2x scale: about 50 px): its unit alone
RIGHT_W = 6  # px: the right axis, a frame without numbers
LAT_THREADS_MAX = 8  # above this many threads the latency plot shows the total only


def curve_metrics(idx: int, threads: int) -> tuple[str, ...]:
    """The plots a curve is drawn in (idx -1: the total): 64 latency lines are unreadable and
    cost a third of every redraw."""
    return ("iops", "mbs", "lat") if idx < 0 or threads <= LAT_THREADS_MAX else ("iops", "mbs")


def stacked_plots(view: pg.GraphicsLayoutWidget, axis_w: int, grid_alpha: float) -> dict[str, pg.PlotItem]:
    """Add the plots below the legend (row 0) and return them."""
    plots: dict[str, pg.PlotItem] = {}
    for row, (key, title, unit) in enumerate(METRICS, start=1):
        title = translate("graphs", title)  # "lat."; IOPS and MB/s read the same in every language
        # At 2x scale on a 1080p screen a plot is about 50 px high: pyqtgraph's labels overlapped.
        p = view.addPlot(row=row, col=0, axisItems={"left": FewTicksAxis("left"), "right": FewTicksAxis("right"),
                                                          "bottom": LocaleAxis("bottom")})
        p.setLabel("left", title, units=unit or None)
        p.showAxis("right")
        right = p.getAxis("right")
        # No second scale: the total on its own right-hand scale drew a one-thread test's thread
        # far above the total it equals. The right axis stays as the plots' frame, narrow.
        right.setStyle(showValues=False)
        right.setWidth(RIGHT_W)  # on every plot, so the time axes line up
        right.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        p.showGrid(x=True, y=True, alpha=grid_alpha)
        p.setMenuEnabled(False)
        p.hideButtons()
        # Ranges are set by redraw(): auto-range would recompute every curve's bounds
        # each time any one curve changes (quadratic in the number of threads).
        p.disableAutoRange()
        p.setXRange(0, 10, padding=0)
        for axis in ("left", "bottom"):
            p.getAxis(axis).setStyle(maxTickLevel=1)  # no third tick level: its grid costs
            # Axes and grid as a pixmap, redrawn only when a range changes: their text was
            # a third of every frame.
            p.getAxis(axis).setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        p.getAxis("left").enableAutoSIPrefix(key == "iops")
        p.getAxis("left").setWidth(axis_w)  # one width for every y axis: the time axes line up
        bottom = p.getAxis("bottom")
        bottom.enableAutoSIPrefix(False)  # "time (s)" idle or not, never "(ms)"
        if key != METRICS[-1][0]:  # one time axis: the upper plots keep ticks, no numbers
            bottom.setStyle(showValues=False)
            bottom.setHeight(4)
        else:
            p.setLabel("bottom", translate("graphs", "time"), units="s")
        plots[key] = p
        p.vb.sigResized.connect(lambda _vb, p=p, key=key, title=title, unit=unit: fit_title(p, key, title, unit))
        if row > 1:
            p.setXLink(plots["iops"])
    return plots


def fit_title(plot: pg.PlotItem, key: str, title: str, unit: str) -> None:
    """The y axis's title as long as the plot's height holds: vertical titles longer than their
    plot ran into the next plot's ("lat. (µs)MB/s" at 2x scale); then the short one, then the
    short one smaller (7 pt), else none. Measured as drawn (the label is HTML)."""
    axis, room = plot.getAxis("left"), plot.vb.height()
    label = axis.label
    label.document().setDocumentMargin(1)  # the text's own 4 px each side cost a short plot its title
    normal = getattr(axis, "title_pt", None) or label.font().pointSizeF()
    axis.title_pt = normal
    want = next(((t, u, pt) for t, u, pt in ((title, unit or None, normal), (SHORT.get(key, title), None, normal),
                                            (SHORT.get(key, title), None, min(7.0, normal)))
                 if _drawn_length(axis, t, u, pt) <= room), None)
    if want is None:
        axis.showLabel(False)


def _drawn_length(axis, text: str, units: str | None, pt: float) -> float:
    """Set the title and say how long it is drawn (along the axis)."""
    font = QFont(axis.label.font())
    if font.pointSizeF() != pt:
        font.setPointSizeF(pt)
        axis.label.setFont(font)
    if (axis.labelText, axis.labelUnits or None) != (text, units) or not axis.label.isVisible():
        axis.setLabel(text, units=units, color=axis.labelStyle.get("color"))
    return axis.label.boundingRect().width()


def time_range(x0: float, x1: float, planned_end: float | None, shown: tuple[float, float]
               ) -> tuple[float, float] | None:
    """The time axis's new range, or None to keep `shown`. A range change re-renders the axes and
    grid (the slowest frames), so it changes only when the data outgrow it: to a timed test's
    whole span, set at its start (a frame drawn before fio starts, SuiteRunner.settle) with room
    for fio's last few ms; else with a quarter of room ahead."""
    lo, hi = shown
    planned = spans_plan(x0, x1, planned_end)
    end = planned_end if planned and planned_end is not None else x1  # spans_plan: only with a planned end
    if not (end > hi or x0 < lo or hi - end > max(10.0, (end - x0) * 0.5)):
        return None
    span = max(end - x0, 1.0)
    return x0, x0 + (span * 1.02 + 0.5 if planned else span * 1.25)


PLAN_SPAN = 60.0  # s: a timed test this short is shown whole from its start


def spans_plan(x0: float, x1: float, planned_end: float | None) -> bool:
    """Whether the time axis should span to where the current timed test ends: a short test at
    once; a long one once its first quarter is shown, so its first minutes are not a sliver."""
    return planned_end is not None and x1 <= planned_end and planned_end - x0 <= max(PLAN_SPAN, 4 * (x1 - x0))
