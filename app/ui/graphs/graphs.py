"""Live graphs: one curve per fio thread plus a bold aggregate, for IOPS, bandwidth and
mean completion latency, stacked on one linked time axis, the total and its threads on one
y scale per plot. Samples land in preallocated numpy ring buffers; a timer redraws, so
drawing cost does not grow with the sample rate."""
from __future__ import annotations

import numpy as np
from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QToolButton, QVBoxLayout, QWidget

import pyqtgraph as pg  # after PySide6, so pyqtgraph binds to it

from app.ui.graphs.graph_curves import Curve, MultiCurve
from app.ui.graphs.graph_plots import METRICS, curve_metrics, stacked_plots, time_range
from app.ui.graphs.graph_labels import head_room, place_labels
from app.ui.graphs.graph_legend import fit_legend
from app.ui.graphs.graph_data import Ring, decimate
from app.ui.graphs.graph_style import HOVER_WIDTH, Theme, current_theme, thread_pen, total_pen
from app.ui.graphs.graph_threads import CurveList
from app.ui.graphs.graph_words import threads_table, values_text  # the readout in the window's language
from app.ui.i18n import arg, translate

LEGEND_MAX = 8  # threads named in the legend above the plots; the list beside names them all
LEGEND_ROWS = 2
LIST_MIN_WIDTH = 640  # narrower graphs hide the curve list until asked for
LABEL_ROWS = 4  # test-boundary labels staggered on up to this many rows
HOVER_PX = 12  # how near the mouse a curve must be to be highlighted


class LiveGraphs(QWidget):
    def __init__(self, parent: QWidget | None = None, curve_list: bool = True) -> None:
        super().__init__(parent)
        pg.setConfigOptions(antialias=False, background="w", foreground="k")
        self.theme: Theme = current_theme()
        self.view = pg.GraphicsLayoutWidget()
        self.view.ci.setSpacing(2)
        self.view.ci.setContentsMargins(2, 2, 8, 2)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        col = QVBoxLayout()
        col.setSpacing(2)
        col.addWidget(self.view, 1)
        # The values under the mouse: two lines of fixed height, clipped rather than wrapped,
        # so a hover never moves the plots.
        self.hover = QLabel(" ")
        self.hover.setTextFormat(Qt.TextFormat.RichText)
        self.hover.setWordWrap(False)
        self.hover.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.hover.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.hover.setFixedHeight(self.hover.fontMetrics().lineSpacing() * 2 + 4)
        row = QHBoxLayout()
        row.addWidget(self.hover, 1)
        self.list_btn = QToolButton()
        self.list_btn.setText(translate("graphs", "Curves"))
        self.list_btn.setToolTip(translate("graphs", "the list of curves: show or hide each thread"))
        self.list_btn.setCheckable(True)
        self.list_btn.setChecked(True)
        self.list_btn.setVisible(False)
        self.list_btn.toggled.connect(self._list_toggled)
        self._list_auto = True  # shown or not by the width, until the user clicks
        row.addWidget(self.list_btn, 0, Qt.AlignmentFlag.AlignTop)
        col.addLayout(row)
        outer.addLayout(col, 1)
        self.curve_list = CurveList()
        self.curve_list.setFixedWidth(150)
        self.curve_list.setVisible(False)  # shown once a run has several threads
        self.curve_list.visibility_changed.connect(self.set_curve_visible)
        self.curve_list.hovered.connect(lambda idx: self.highlight(idx if idx != -2 else None))
        self._list_enabled = curve_list
        outer.addWidget(self.curve_list)
        self.view.scene().sigMouseMoved.connect(self._mouse_moved)
        # The legend sits in its own row above the plots, never over the data.
        self.legend = pg.LegendItem(colCount=6, horSpacing=8, labelTextSize="8pt")
        self.legend.layout.setContentsMargins(0, 0, 0, 0)
        self._legend_names: list[str] = []
        font = QFont(self.font())
        font.setPointSizeF(8)
        self._legend_fm = QFontMetricsF(font)
        self.view.addItem(self.legend, row=0, col=0)
        self.legend.sigSampleClicked.connect(lambda item: self._legend_clicked(item))
        self._more = pg.PlotCurveItem(pen=None)  # "+56 more" entry: a label without a line
        axis_w = self.fontMetrics().horizontalAdvance("88888") + self.fontMetrics().height() + 14
        self.plots = stacked_plots(self.view, axis_w, self.theme.grid_alpha)
        self.curves: dict[tuple[str, int], Curve] = {}  # (metric, thread or -1)
        self.multi: dict[str, MultiCurve] = {}
        self._new_curve_items()
        self.rings: dict[tuple[str, int], Ring] = {}
        self.boundaries: list[pg.InfiniteLine] = []
        self.series_names: dict[int, str] = {}  # curve index -> legend name (hosts, for remote runs)
        # Job-file runs: one curve per fio job clone, named by it (randread/0), across groups.
        self.label_threads = False
        self._labels: dict[str, int] = {}
        self.hidden: set[int] = set()  # curve indices the user hid
        self.highlighted: int | None = None
        self._stale: set[tuple[str, int]] = set()  # hidden curves not redrawn since new data
        self._gapped: set[tuple[str, int]] = set()  # rate curves with a gap (NaN) between tests
        self.cursors: list[pg.InfiniteLine] = []
        self.t_offset = 0.0  # suite time at the start of the current test
        self._planned_end: float | None = None  # suite time the current test is planned to end at
        self._last_t = 0.0
        self._dirty = False
        self.held = False  # a run's controller draws new samples (paced frames): no timer of ours for them
        self._legend_stale = False  # new curves the legend does not list yet
        self.apply_theme()
        self.timer = QTimer(self)
        self.timer.setInterval(250)
        self.timer.setSingleShot(True)  # started by a change (_dirty): an idle window never wakes
        self.timer.timeout.connect(self.redraw)
        self._dirty = self._changed  # a change made while building: its redraw

    @property
    def _dirty(self) -> bool:
        return self._changed

    @_dirty.setter
    def _dirty(self, changed: bool) -> None:
        self._changed = changed
        timer = getattr(self, "timer", None)
        if changed and timer is not None and not timer.isActive():
            timer.start()  # one redraw for the changes of the next 250 ms

    def _new_data(self) -> None:
        """New points: drawn by the timer, or by the run's next frame while it holds them."""
        if self.held:
            self._changed = True
        else:
            self._dirty = True

    # -- run lifecycle ------------------------------------------------------------------
    def clear(self) -> None:
        """A new run: no curves, no labels, no readout from the last one."""
        for p in self.plots.values():
            p.clear()
        self._new_curve_items()
        self.curve_list.clear()
        self.legend.clear()
        self._legend_names = []
        self._show_list()
        self.curves.clear()
        self.rings.clear()
        self.boundaries.clear()
        self.cursors = []  # p.clear() removed them
        self._labels.clear()
        self.hidden.clear()
        self._stale.clear()
        self._gapped.clear()
        self.highlighted = None
        self.label_threads = False
        self.hover.setText(" ")
        self.hover.setToolTip("")
        self.t_offset = self._last_t = 0.0
        self._planned_end = None
        for p in self.plots.values():
            p.setXRange(0, 10, padding=0)

    def _new_curve_items(self) -> None:
        for key, p in self.plots.items():
            self.multi[key] = MultiCurve()
            p.addItem(self.multi[key])

    def begin_test(self, label: str, planned_s: float | None = None) -> None:
        """Mark where a test of a suite starts; its time axis continues the suite's. planned_s:
        how long it will run (time-based), so the axis spans it from the start."""
        self.t_offset = self._last_t
        self._planned_end = self.t_offset + planned_s if planned_s else None
        bg = QColor(self.theme.background)
        bg.setAlpha(200)
        for p in self.plots.values():
            labelled = bool(label) and p is self.plots["iops"]
            line = pg.InfiniteLine(pos=self.t_offset, angle=90,
                                   pen=pg.mkPen(self.theme.boundary, style=Qt.PenStyle.DashLine),
                                   label=label if labelled else None,
                                   labelOpts={"position": 0.9, "color": self.theme.foreground, "fill": bg,
                                              "anchors": [(0, 0), (0, 0)]})
            p.addItem(line, ignoreBounds=True)
            self.boundaries.append(line)
        # A gap in each thread's curves where one test ends: a thread of the next test is
        # another fio thread (a T1 test's thread 0 is not a T16 test's), never joined to it by a
        # straight line over the tests between.
        for (metric, idx), ring in self.rings.items():
            if idx >= 0 and ring.n:
                ring.append(self.t_offset, np.nan)
                self._gapped.add((metric, idx))
        self._new_data()

    def expect_threads(self, threads: int) -> bool:
        """A test starts: its threads' curves, list and legend made now, while fio starts, not in the
        frame of their first samples, which waits for a core fio keeps busy (True: new, draw a frame)."""
        if self.label_threads or threads <= 0:
            return False  # a job file's curves are named by its samples
        before = len(self.rings)
        self._curve("iops", -1)  # the total first: first in the legend and the list
        for idx in [*range(threads), -1]:
            for metric in curve_metrics(idx, threads):
                self._curve(metric, idx)
        if new := len(self.rings) > before:
            self._new_data()
        return new

    def curve_name(self, idx: int) -> str:
        return translate("graphs", "total") if idx < 0 else self.series_names.get(idx, arg(translate("graphs", "thread %1"), idx))

    def _pen(self, idx: int, highlighted: bool = False):
        if idx < 0:
            return total_pen(self.theme, HOVER_WIDTH + 1 if highlighted else 2.5)
        if highlighted:
            return thread_pen(idx, self.theme, HOVER_WIDTH, faint=False)
        return thread_pen(idx, self.theme)

    def _curve(self, metric: str, thread: int) -> Ring:
        key = (metric, thread)
        if key not in self.rings:
            self.rings[key] = Ring()
            # All of a plot's curves in one item (see graph_curves); redraw() decimates.
            curve = self.multi[metric].add(self._pen(thread), top=thread < 0)  # the total above the threads
            curve.setVisible(thread not in self.hidden)
            self.curves[key] = curve
            if metric == "iops":
                self._named(thread, curve)
        return self.rings[key]

    def _named(self, idx: int, curve: Curve) -> None:
        """A new curve index: its list item, and the legend re-laid."""
        if self._list_enabled:
            self.curve_list.add(idx, self.curve_name(idx), self._pen(idx), idx not in self.hidden)
            self._show_list()
        # Laid out once at the next redraw, not once per new curve (a test's first sample
        # brings all its threads: re-laying the legend for each cost 25 ms a thread).
        self._legend_stale = True

    def _thread_count(self) -> int:
        return sum(1 for (m, i) in self.curves if m == "iops" and i >= 0)

    def _show_list(self) -> None:
        """The list beside the plots when there are threads to pick and the user wants it."""
        self.list_btn.setVisible(self._list_enabled and self._thread_count() >= 2)
        self.curve_list.setVisible(self.list_btn.isVisible() and self.list_btn.isChecked())

    def _list_toggled(self, on: bool) -> None:
        self._list_auto = False  # the user's choice from now on
        self._show_list()

    def add_sample(self, sample) -> None:
        """sample: core IntervalSample. Only buffers; the timer or the run's next frame draws."""
        t = self.t_offset + sample.t_s
        self._last_t = max(self._last_t, t)
        if ("iops", -1) not in self.rings:
            self._curve("iops", -1)  # the total first: first in the legend and the list
        for th in sample.threads:
            idx = th.index
            if self.label_threads and th.label:
                idx = self._labels.setdefault(th.label, len(self._labels))
                self.series_names.setdefault(idx, th.label)
            self._add(idx, t, th.rates, len(sample.threads))
        self._add(-1, t, sample.total)
        self._new_data()

    def add_samples(self, samples) -> None:
        """Many samples at once (a stored run): the curves add_sample makes one by one, each
        filled with one numpy copy (a day's view of 64 threads is 65,000 thread points)."""
        if not samples:
            return
        t = self.t_offset + np.array([s.t_s for s in samples])
        self._last_t = max(self._last_t, float(t.max()))
        if ("iops", -1) not in self.rings:
            self._curve("iops", -1)
        width = max(len(s.threads) for s in samples)
        cols: dict[int, tuple[list, list]] = {}
        for k, s in enumerate(samples):
            for th in s.threads:
                idx = th.index
                if self.label_threads and th.label:  # a job file's curves: one per job clone, as add_sample
                    idx = self._labels.setdefault(th.label, len(self._labels))
                    self.series_names.setdefault(idx, th.label)
                at, rates = cols.setdefault(idx, ([], []))
                at.append(k)
                rates.append(th.rates)
        for idx, (at, rates) in sorted(cols.items()):
            self._add_many(idx, t[at], rates, width)
        self._add_many(-1, t, [s.total for s in samples])
        self._new_data()

    def _add_many(self, idx: int, t: np.ndarray, rates: list, threads: int = 1) -> None:
        self._curve("iops", idx).extend(t, np.array([r.iops for r in rates]))
        self._curve("mbs", idx).extend(t, np.array([r.bps / 1e6 for r in rates]))
        if "lat" not in curve_metrics(idx, threads):
            return
        lat = np.array([[np.nan if r.read_lat_ns is None else r.read_lat_ns,
                         np.nan if r.write_lat_ns is None else r.write_lat_ns] for r in rates]).reshape(-1, 2)
        count = np.sum(~np.isnan(lat), axis=1)  # the directions with a latency; none: NaN, a gap, as _add draws it
        mean = np.where(count > 0, np.nansum(lat, axis=1) / np.maximum(count, 1), np.nan)
        self._curve("lat", idx).extend(t, mean / 1000.0)

    def add_series(self, idx: int, t: float, rates) -> None:
        """One point of a named curve with no total (each past run's total, runs compared)."""
        self._last_t = max(self._last_t, t)
        self._add(idx, t, rates)
        self._new_data()

    def _add(self, idx: int, t: float, r, threads: int = 1) -> None:
        self._curve("iops", idx).append(t, r.iops)
        self._curve("mbs", idx).append(t, r.bps / 1e6)
        if "lat" not in curve_metrics(idx, threads):
            if ("lat", idx) in self.rings:  # drawn in an earlier test of fewer threads: a gap here
                self.rings[("lat", idx)].append(t, np.nan)
            return
        lats = [x for x in (r.read_lat_ns, r.write_lat_ns) if x is not None]
        self._curve("lat", idx).append(t, (sum(lats) / len(lats) / 1000.0) if lats else np.nan)

    # -- drawing --------------------------------------------------------------------------
    def redraw(self) -> None:
        self.timer.stop()  # drawn now (a run's worker calls this after each burst): no second wake-up
        if not self._dirty:
            return
        if self._legend_stale:
            self._legend_stale = False
            self._fit_legend()
            self.view.ci.layout.activate()  # the plots' new heights, for the labels placed below
        top: dict[str, float] = {}  # metric -> highest visible point
        # About two points per pixel: a longer series only costs paint time.
        max_points = max(200, int(self.plots["iops"].vb.width() * 2))
        for key, ring in self.rings.items():
            if key[1] in self.hidden:
                self._stale.add(key)  # drawn when shown again
                continue
            self._set_data(key, *ring.view(), max_points)
            if ring.n:  # the y ranges fit the visible curves (decimation keeps each bin's peak)
                top[key[0]] = max(top.get(key[0], 0.0), self.curves[key].bounds[3])
        # Rates start at zero, so threads of equal speed are seen as such against the total;
        # the range only changes when the data outgrow it (a range change re-lays the plot).
        x0 = min((r.t[0] for r in self.rings.values() if r.n), default=0.0)
        x0 = 0.0 if x0 < 5.0 else x0  # from the suite's start, until old points are dropped
        span = time_range(x0, self._last_t, self._planned_end, self.plots["iops"].viewRange()[0])
        if span is not None:
            self.plots["iops"].setXRange(*span, padding=0)  # the others are linked
        label_px = self._thin_labels()
        for metric, ymax in top.items():
            if ymax > 0:
                vb = self.plots[metric].vb
                lo, hi = vb.viewRange()[1]
                # Head room over the top curve for the test labels of the IOPS plot.
                room = head_room(label_px, vb.height()) if metric == "iops" and self.boundaries else 1.15
                if not (ymax * (room - 0.1) <= hi <= ymax * max(1.6, room + 0.3)) or lo != 0:
                    vb.setYRange(0, ymax * room, padding=0)
        self._dirty = False

    def _set_data(self, key: tuple[str, int], t: np.ndarray, y: np.ndarray, max_points: int) -> None:
        lines = self.rings[key].envelope(max_points)  # a long run: its minima and maxima as two lines
        if lines is not None:
            self.curves[key].setData(*lines, connect="finite")
            return
        t, y = decimate(t, y, max_points)
        if key[0] == "lat" or key in self._gapped:  # gaps: intervals without I/O, a thread between tests
            self.curves[key].setData(t, y, connect="finite")
        else:
            self.curves[key].setData(t, y, connect="all", skipFiniteCheck=True)

    def _thin_labels(self) -> float:
        return place_labels([b for b in self.boundaries if getattr(b, "label", None) is not None],
                            self.plots["iops"].vb, LABEL_ROWS)

    def _fit_legend(self) -> None:
        fit_legend(self, LEGEND_MAX, LEGEND_ROWS)


    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if self._list_auto:  # narrow: the plots keep the room; the button brings the list back
            self.list_btn.blockSignals(True)
            self.list_btn.setChecked(self.width() >= LIST_MIN_WIDTH)
            self.list_btn.blockSignals(False)
            self._show_list()
        self._fit_legend()
        self._dirty = True  # label rows and decimation depend on the size

    # -- showing, hiding, highlighting ----------------------------------------------------
    def set_curve_visible(self, idx: int, visible: bool) -> None:
        """Show or hide one thread's curves in every plot (the list's check boxes)."""
        if visible:
            self.hidden.discard(idx)
        else:
            self.hidden.add(idx)
        max_points = max(200, int(self.plots["iops"].vb.width() * 2))
        self._dirty = True  # the y range follows the visible curves
        for (metric, i), curve in self.curves.items():
            if i != idx:
                continue
            if visible and (metric, i) in self._stale:
                self._stale.discard((metric, i))
                self._set_data((metric, i), *self.rings[(metric, i)].view(), max_points)
            curve.setVisible(visible)
        self.curve_list.set_checked(idx, visible)

    def _legend_clicked(self, item) -> None:
        """The legend's own click toggles the curve it names: the other plots and list follow."""
        idx = next((i for (m, i), c in self.curves.items() if c is item), None)
        if idx is not None:
            self.set_curve_visible(idx, item.isVisible())

    def highlight(self, idx: int | None) -> None:
        """One curve index drawn bold and on top in every plot (None: none)."""
        if idx == self.highlighted:
            return
        for (metric, i), curve in self.curves.items():
            if i == self.highlighted or i == idx:
                on = i == idx
                curve.setPen(self._pen(i, on))
                curve.setZValue(2 if on else (1 if i < 0 else 0))
        self.highlighted = idx

    def _nearest_curve(self, metric: str, pos) -> int | None:
        """The visible curve of this plot nearest the mouse, within HOVER_PX."""
        at = self.plots[metric].vb.mapSceneToView(pos)
        best, best_d = None, float(HOVER_PX)
        for (m, i), ring in self.rings.items():
            if m != metric or ring.n == 0 or i in self.hidden:
                continue
            vb = self.plots[m].vb
            t, y = ring.view()
            j = int(np.clip(np.searchsorted(t, at.x()), 0, ring.n - 1))
            if j > 0 and abs(t[j - 1] - at.x()) < abs(t[j] - at.x()):
                j -= 1
            if not np.isfinite(y[j]):
                continue
            d = abs(vb.mapViewToScene(pg.QtCore.QPointF(t[j], y[j])).y() - pos.y())
            if d < best_d:
                best, best_d = i, d
        return best

    def _mouse_moved(self, pos) -> None:
        for key, p in self.plots.items():
            if p.sceneBoundingRect().contains(pos):
                t = p.vb.mapSceneToView(pos).x()
                self.highlight(self._nearest_curve(key, pos))
                self.hover.setText(self.values_at(t, first=self.highlighted))
                tip = threads_table(self.rings, self.curve_name, t) if self._thread_count() > 2 else self.hover.text()
                self.hover.setToolTip(tip)  # every thread, one per line: the readout holds two
                self._cursor(t)
                return

    def _cursor(self, t: float) -> None:
        if not self.cursors or self.cursors[0].scene() is None:  # clear() removed them
            self.cursors = []
            pen = QColor(self.theme.foreground)
            pen.setAlpha(90)
            for p in self.plots.values():
                line = pg.InfiniteLine(angle=90, pen=pg.mkPen(pen))
                p.addItem(line, ignoreBounds=True)
                self.cursors.append(line)
        for line in self.cursors:
            line.setPos(t)

    def values_at(self, t: float, first: int | None = None) -> str:
        """Time t's interval: totals, then two threads or the highlighted one and the spread of all."""
        return values_text(self.rings, self.curve_name, t, first)

    # -- palette --------------------------------------------------------------------------
    def apply_theme(self, theme: Theme | None = None) -> None:
        """Backgrounds, text, grid and the total from the system's light or dark palette."""
        self.theme = theme or current_theme()
        fg = self.theme.foreground
        self.view.setBackground(self.theme.background)
        for key, title, unit in METRICS:
            p = self.plots[key]
            for name in ("left", "bottom", "right"):
                ax = p.getAxis(name)
                ax.setPen(pg.mkPen(fg))
                ax.setTextPen(pg.mkPen(fg))
                if ax.labelText:
                    ax.setLabel(ax.labelText, units=ax.labelUnits or None, color=fg.name())
            p.showGrid(x=True, y=True, alpha=self.theme.grid_alpha)
        self.legend.setLabelTextColor(fg)
        for _, label in self.legend.items:
            label.setText(label.text, color=fg)
        for (metric, i), curve in self.curves.items():
            curve.setPen(self._pen(i, i == self.highlighted))
            self.curve_list.restyle(i, self._pen(i))
        for line in self.boundaries:
            line.setPen(pg.mkPen(self.theme.boundary, style=Qt.PenStyle.DashLine))
            if getattr(line, "label", None) is not None:
                line.label.setColor(fg)
        for line in self.cursors:
            c = QColor(fg)
            c.setAlpha(90)
            line.setPen(pg.mkPen(c))

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if hasattr(self, "curves") and event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self.apply_theme()

    def thread_points(self, metric: str = "iops") -> dict[int, int]:
        """Points drawn per thread (for tests and the status line)."""
        out = {}
        for (m, idx), curve in self.curves.items():
            if m == metric and idx >= 0:
                x, _ = curve.getData()
                out[idx] = 0 if x is None else len(x)
        return out
