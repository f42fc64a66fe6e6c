"""Live graphs: one curve per fio thread plus a bold aggregate, for IOPS, bandwidth and
mean completion latency. Samples land in preallocated numpy ring buffers; a timer
redraws, so drawing cost does not grow with the sample rate."""
from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

import pyqtgraph as pg  # after PySide6, so pyqtgraph binds to it

CAPACITY = 4096  # points kept per curve (over an hour at 1 s)
LAT_THREADS_MAX = 8  # above this many threads the latency plot shows the total only
METRICS = (("iops", "IOPS", ""), ("mbs", "Bandwidth", "MB/s"), ("lat", "Mean completion latency", "µs"))


class Ring:
    """Fixed-size time series; the newest CAPACITY points are kept."""

    def __init__(self, capacity: int = CAPACITY) -> None:
        self.t = np.zeros(capacity)
        self.y = np.zeros(capacity)
        self.n = 0
        self.cap = capacity

    def append(self, t: float, y: float) -> None:
        if self.n == self.cap:  # shift by half at once: amortised O(1) per point
            half = self.cap // 2
            self.t[:half] = self.t[half:]
            self.y[:half] = self.y[half:]
            self.n = half
        self.t[self.n] = t
        self.y[self.n] = y
        self.n += 1

    def view(self) -> tuple[np.ndarray, np.ndarray]:
        return self.t[: self.n], self.y[: self.n]


def thread_color(i: int) -> QColor:
    return pg.intColor(i, hues=12, values=1, maxValue=220)


LEGEND_MAX = 8


class LiveGraphs(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        pg.setConfigOptions(antialias=False, background="w", foreground="k")
        self.view = pg.GraphicsLayoutWidget()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.view)
        self.hover = QLabel(" ")  # the values at the second under the mouse
        self.hover.setWordWrap(True)
        lay.addWidget(self.hover)
        self.view.scene().sigMouseMoved.connect(self._mouse_moved)
        self.plots: dict[str, pg.PlotItem] = {}
        self.legend = None
        for row, (key, title, unit) in enumerate(METRICS):
            p = self.view.addPlot(row=row, col=0, title=title)
            p.setLabel("left", title if key != "lat" else "Latency", units=unit or None)
            p.setLabel("bottom", "time", units="s")
            p.showGrid(x=True, y=True, alpha=0.3)
            # Ranges are set by redraw(): auto-range would recompute every curve's bounds
            # each time any one curve changes (quadratic in the number of threads).
            p.disableAutoRange()
            for axis in ("left", "bottom"):
                p.getAxis(axis).setStyle(maxTickLevel=1)  # no third tick level: its grid costs
            # No clip-to-view or auto-downsampling: each costs a per-curve update on every
            # range change, and ring buffers already bound a curve to CAPACITY points.
            p.getAxis("left").enableAutoSIPrefix(key == "iops")
            self.plots[key] = p
            if row:
                p.setXLink(self.plots["iops"])
        self.legend = self.plots["iops"].addLegend(offset=(-10, 10), colCount=4)
        self.curves: dict[tuple[str, int], pg.PlotDataItem] = {}  # (metric, thread or -1)
        self.rings: dict[tuple[str, int], Ring] = {}
        self.boundaries: list[pg.InfiniteLine] = []
        self.series_names: dict[int, str] = {}  # curve index -> legend name (hosts, for remote runs)
        # Job-file runs: one curve per fio job clone, named by it (randread/0), across groups.
        self.label_threads = False
        self._labels: dict[str, int] = {}
        self.t_offset = 0.0  # suite time at the start of the current test
        self._last_t = 0.0
        self._dirty = False
        self.timer = QTimer(self)
        self.timer.setInterval(250)
        self.timer.timeout.connect(self.redraw)
        self.timer.start()

    def clear(self) -> None:
        for p in self.plots.values():
            p.clear()
        if self.legend is not None:
            self.legend.clear()
        self.curves.clear()
        self.rings.clear()
        self.boundaries.clear()
        self._labels.clear()
        self.label_threads = False
        self.t_offset = self._last_t = 0.0

    def begin_test(self, label: str) -> None:
        """Mark where a test of a suite starts; its time axis continues the suite's."""
        self.t_offset = self._last_t
        for p in self.plots.values():
            line = pg.InfiniteLine(pos=self.t_offset, angle=90,
                                   pen=pg.mkPen((120, 120, 120), style=Qt.DashLine),
                                   label=label if label and p is self.plots["iops"] else None,
                                   # staggered, so labels of short tests do not print over each other
                                   labelOpts={"position": 0.92 - 0.12 * (len(self.boundaries) // 3 % 4),
                                              "color": (80, 80, 80)})
            p.addItem(line)
            self.boundaries.append(line)

    def _curve(self, metric: str, thread: int) -> Ring:
        key = (metric, thread)
        if key not in self.rings:
            self.rings[key] = Ring()
            if thread < 0:
                pen = pg.mkPen("k", width=3)
                name = "total"
            else:
                pen = pg.mkPen(thread_color(thread), width=1)
                name = self.series_names.get(thread, f"thread {thread}")
            # 64 legend entries would hide the plot: the first LEGEND_MAX threads are named.
            legend = metric == "iops" and thread < LEGEND_MAX
            # PlotCurveItem, not PlotDataItem: a third of the cost per update, nothing lost
            # (no symbols or downsampling are used).
            curve = pg.PlotCurveItem(pen=pen, skipFiniteCheck=metric != "lat")
            self.plots[metric].addItem(curve)
            if legend:
                self.legend.addItem(curve, name)
            self.curves[key] = curve
        return self.rings[key]

    def add_sample(self, sample) -> None:
        """sample: core IntervalSample. Only buffers; the timer draws."""
        t = self.t_offset + sample.t_s
        self._last_t = max(self._last_t, t)
        for th in sample.threads:
            idx = th.index
            if self.label_threads and getattr(th, "label", ""):
                idx = self._labels.setdefault(th.label, len(self._labels))
                self.series_names.setdefault(idx, th.label)
            self._add(idx, t, th.rates, len(sample.threads))
        self._add(-1, t, sample.total)
        self._dirty = True

    def _add(self, idx: int, t: float, r, threads: int = 1) -> None:
        self._curve("iops", idx).append(t, r.iops)
        self._curve("mbs", idx).append(t, r.bps / 1e6)
        if 0 <= idx and threads > LAT_THREADS_MAX:
            return  # 64 latency lines are unreadable and cost a third of every redraw
        lats = [x for x in (r.read_lat_ns, r.write_lat_ns) if x is not None]
        self._curve("lat", idx).append(t, (sum(lats) / len(lats) / 1000.0) if lats else np.nan)

    def redraw(self) -> None:
        if not self._dirty:
            return
        top: dict[str, float] = {}
        for key, ring in self.rings.items():
            t, y = ring.view()
            if key[0] == "lat":  # the only series with gaps (intervals without I/O)
                self.curves[key].setData(t, y, connect="finite")
            else:
                self.curves[key].setData(t, y, connect="all", skipFiniteCheck=True)
            if len(y) and (key[1] < 0 or key[0] == "lat"):
                top[key[0]] = max(top.get(key[0], 0.0), float(np.nanmax(y)) if np.isfinite(y).any() else 0.0)
        # Rates start at zero, so threads of equal speed are seen as such against the total;
        # the range only changes when the data outgrow it (a range change re-lays the plot).
        x0 = min((r.t[0] for r in self.rings.values() if r.n), default=0.0)
        x0 = 0.0 if x0 < 5.0 else x0  # from the suite's start, until old points are dropped
        x1 = self._last_t
        lo, hi = self.plots["iops"].viewRange()[0]
        if x1 > hi or x0 < lo or hi - x1 > max(10.0, (x1 - x0) * 0.5):
            span = max(x1 - x0, 1.0)
            self.plots["iops"].setXRange(x0, x0 + span * 1.1, padding=0)  # the others are linked
        self._thin_labels()
        for metric, ymax in top.items():
            if ymax > 0:
                lo, hi = self.plots[metric].viewRange()[1]
                if not (ymax <= hi <= ymax * 1.5) or lo != 0:
                    self.plots[metric].setYRange(0, ymax * 1.15, padding=0)
        self._dirty = False

    def _thin_labels(self, min_px: float = 40.0) -> None:
        """Test labels that would print over each other are hidden (the dashed line stays):
        on each of the four staggered rows a label needs its own width of room."""
        labelled = [b for b in self.boundaries if getattr(b, "label", None) is not None]
        if not labelled:
            return
        (x0, x1), width = self.plots["iops"].viewRange()[0], self.plots["iops"].vb.width() or 1.0
        last: dict[float, float] = {}  # row -> right edge of its last visible label, px
        for line in labelled:
            px = (line.value() - x0) / ((x1 - x0) or 1.0) * width
            row = round(line.label.orthoPos, 2)
            visible = px >= last.get(row, -1e9)
            line.label.setVisible(visible)
            if visible:
                last[row] = px + max(min_px, line.label.textItem.boundingRect().width() + 12)

    def _mouse_moved(self, pos) -> None:
        for key, p in self.plots.items():
            if p.sceneBoundingRect().contains(pos):
                t = p.vb.mapSceneToView(pos).x()
                self.hover.setText(self.values_at(t))
                self._cursor(t)
                return

    def _cursor(self, t: float) -> None:
        if not hasattr(self, "cursors"):
            self.cursors = []
        if not self.cursors or self.cursors[0].scene() is None:  # clear() removed them
            self.cursors = []
            for p in self.plots.values():
                line = pg.InfiniteLine(angle=90, pen=pg.mkPen((0, 0, 0, 90)))
                p.addItem(line, ignoreBounds=True)
                self.cursors.append(line)
        for line in self.cursors:
            line.setPos(t)

    def values_at(self, t: float) -> str:
        """The interval nearest to time t: totals first, then each thread (up to 16)."""
        total = self.rings.get(("iops", -1))
        if total is None or total.n == 0:
            return " "
        ts, _ = total.view()
        i = int(np.clip(np.searchsorted(ts, t), 0, total.n - 1))
        if i > 0 and abs(ts[i - 1] - t) < abs(ts[i] - t):
            i -= 1
        at = ts[i]

        def value(metric: str, idx: int) -> float | None:
            ring = self.rings.get((metric, idx))
            if ring is None or ring.n == 0:
                return None
            rt, ry = ring.view()
            j = int(np.searchsorted(rt, at))
            return float(ry[j]) if j < ring.n and rt[j] == at else None

        def fmt(idx: int) -> str:
            iops, mbs, lat = value("iops", idx), value("mbs", idx), value("lat", idx)
            parts = [f"{iops:,.0f} IOPS" if iops is not None else "", f"{mbs:,.1f} MB/s" if mbs is not None else "",
                     f"{lat:,.0f} µs" if lat is not None and np.isfinite(lat) else ""]
            return " · ".join(x for x in parts if x)
        threads = sorted({k[1] for k in self.rings if k[1] >= 0})
        text = f"<b>t = {at:.1f} s</b> · total {fmt(-1)}"
        shown = [f"thread {k}: {fmt(k)}" for k in threads[:16]]
        more = f" · … {len(threads) - 16} more threads" if len(threads) > 16 else ""
        return text + ("<br>" + " | ".join(shown) if shown else "") + more

    def thread_points(self, metric: str = "iops") -> dict[int, int]:
        """Points drawn per thread (for tests and the status line)."""
        out = {}
        for (m, idx), curve in self.curves.items():
            if m == metric and idx >= 0:
                x, _ = curve.getData()
                out[idx] = 0 if x is None else len(x)
        return out
