"""The live graphs' data: bounded time series and their decimation for drawing (no Qt)."""
from __future__ import annotations

import html
import warnings
from dataclasses import dataclass
from typing import Callable

import numpy as np

CAPACITY = 2048  # buckets kept per curve: two points each (its minimum and maximum) when drawn


class Ring:
    """A curve's whole run in at most CAPACITY buckets, each its points' minimum and maximum.

    Until the buckets are full, each is one point, drawn as it came. Then each two neighbours
    are joined (minimum of minima, maximum of maxima) and from then on `step` new points fill
    a bucket: a day at 1 s keeps every peak and trough at about 42 s a bucket, and a frame
    draws at most 2 x CAPACITY points a curve however long the run (its cost does not grow).
    The points of the last bucket are always in it: the newest value is never held back."""

    def __init__(self, capacity: int = CAPACITY) -> None:
        self.t = np.zeros(capacity)  # each bucket's first time
        self.t_last = np.zeros(capacity)  # and its last
        self.lo = np.zeros(capacity)
        self.hi = np.zeros(capacity)
        self.n = 0
        self.cap = capacity
        self.step = 1  # points a bucket takes
        self._fill = 0  # points in the last bucket so far

    @property
    def y(self) -> np.ndarray:
        """One value a bucket (the minimum; the point itself while a bucket is one point)."""
        return self.lo

    def append(self, t: float, y: float) -> None:
        if self.n and self._fill < self.step:
            i = self.n - 1
            self.t_last[i] = t
            if y < self.lo[i] or np.isnan(self.lo[i]):  # NaN (no I/O) gives way to any value
                self.lo[i] = y
            if y > self.hi[i] or np.isnan(self.hi[i]):
                self.hi[i] = y
            self._fill += 1
            return
        if self.n == self.cap:
            self._join_pairs()
        i = self.n
        self.t[i] = self.t_last[i] = t
        self.lo[i] = self.hi[i] = y
        self.n += 1
        self._fill = 1

    def extend(self, t: np.ndarray, y: np.ndarray) -> None:
        """Many points at once (a stored run's view): as append, one by one, but copied whole
        while they fit."""
        k = len(t)
        if self.step == 1 and self.n + k <= self.cap:
            self.t[self.n:self.n + k] = self.t_last[self.n:self.n + k] = t
            self.lo[self.n:self.n + k] = self.hi[self.n:self.n + k] = y
            self.n += k
            self._fill = 1
            return
        for a, b in zip(t.tolist(), y.tolist()):
            self.append(a, b)

    def _join_pairs(self) -> None:
        half = self.n // 2  # capacity is even: every bucket has a neighbour
        self.t[:half] = self.t[0:self.n:2]
        self.t_last[:half] = self.t_last[1:self.n:2]
        self.lo[:half] = np.fmin(self.lo[0:self.n:2], self.lo[1:self.n:2])
        self.hi[:half] = np.fmax(self.hi[0:self.n:2], self.hi[1:self.n:2])
        self.n = half
        self.step *= 2

    def envelope(self, max_points: int) -> tuple[np.ndarray, np.ndarray] | None:
        """Once buckets hold several points, what to draw: the buckets' minima as one line and
        their maxima as another (a NaN between them: connect="finite"), each at most
        max_points / 2 points. A line zigzagging from each minimum to each maximum costs a
        paint as long as the band is tall: 76 ms of CPU a frame after an hour of 64 threads,
        194 ms after a day (dashed pens are drawn along their length); the two lines keep
        every peak and trough shown at a cost that does not grow. None: one point a bucket,
        drawn as it came (view)."""
        if self.step == 1:
            return None
        n = self.n
        t, lo, hi = self.t[:n], self.lo[:n], self.hi[:n]
        half = max(2, max_points // 2)
        if n > half:
            step = int(np.ceil(n / half))
            m = n // step * step
            with warnings.catch_warnings():  # a bin without I/O (all NaN) stays NaN: a gap
                warnings.simplefilter("ignore", RuntimeWarning)
                tb = t[:m:step]
                lob, hib = np.nanmin(lo[:m].reshape(-1, step), axis=1), np.nanmax(hi[:m].reshape(-1, step), axis=1)
            if m < n:
                tb = np.append(tb, t[m])
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", RuntimeWarning)
                    lob, hib = np.append(lob, np.nanmin(lo[m:])), np.append(hib, np.nanmax(hi[m:]))
            t, lo, hi = tb, lob, hib
        # The last point at the newest time, so the lines reach the run's end.
        t = np.append(t, self.t_last[n - 1])
        lo, hi = np.append(lo, lo[-1]), np.append(hi, hi[-1])
        return np.concatenate([t, [np.nan], t]), np.concatenate([lo, [np.nan], hi])

    def view(self) -> tuple[np.ndarray, np.ndarray]:
        """The points to draw, in time order: each point while buckets hold one, else each
        bucket's minimum at its first time and maximum at its last."""
        n = self.n
        if self.step == 1:
            return self.t[:n], self.lo[:n]
        t = np.empty(2 * n)
        y = np.empty(2 * n)
        t[0::2], t[1::2] = self.t[:n], self.t_last[:n]
        y[0::2], y[1::2] = self.lo[:n], self.hi[:n]
        return t, y


def decimate(t: np.ndarray, y: np.ndarray, max_points: int) -> tuple[np.ndarray, np.ndarray]:
    """At most about max_points, keeping each bin's minimum and maximum (peaks stay visible)."""
    n = len(t)
    if n <= max_points or max_points < 4:
        return t, y
    step = int(np.ceil(n / (max_points // 2)))
    m = n // step * step
    tb, yb = t[:m].reshape(-1, step), y[:m].reshape(-1, step)
    out_t = np.repeat(tb[:, 0], 2)
    with warnings.catch_warnings():  # a bin without I/O (all NaN) stays NaN: a gap, as it should
        warnings.simplefilter("ignore", RuntimeWarning)
        lo, hi = np.nanmin(yb, axis=1), np.nanmax(yb, axis=1)
    out_y = np.empty(len(out_t))
    out_y[0::2], out_y[1::2] = lo, hi
    if m < n:
        out_t, out_y = np.append(out_t, t[m:]), np.append(out_y, y[m:])
    return out_t, out_y


SERIES_MOST = 4096  # points a plain-list series (the cache and temperature plots) keeps at most


def thin(t: list[float], series: list[list[float]], most: int = SERIES_MOST) -> bool:
    """Lists of points sharing the times t, made about half as long in place once longer
    than `most`: each bin's minimum and maximum (decimate), so a long run's plot keeps its
    peaks and a frame's cost stops growing. True if they were thinned."""
    if len(t) <= most:
        return False
    ta = np.asarray(t, dtype=float)
    new_t = None
    for ys in series:
        new_t, y = decimate(ta, np.asarray(ys, dtype=float), most // 2)
        ys[:] = y.tolist()
    t[:] = new_t.tolist() if new_t is not None else t[:most // 2]
    return True


@dataclass(frozen=True)
class Words:
    """The readout's words and figures. English here, as this module has no Qt; the window
    passes its language's (graph_words.window_words: Qt's translation, QLocale's figures)."""
    number: Callable[[float, int], str] = lambda v, decimals: f"{v:,.{decimals}f}"
    significant: Callable[[float], str] = lambda v: f"{v:.3g}"  # three significant figures
    total: str = "total %1"
    count: Callable[[int], str] = lambda n: f"{n} threads"
    spread: Callable[[int, str, str, str], str] = \
        lambda n, low, mid, high: f"{n} threads, IOPS min {low} · median {mid} · max {high} (each in the tooltip)"


ENGLISH = Words()


def fmt_us(us: float, words: Words = ENGLISH) -> str:
    """Three significant figures below 100 µs (a null engine's 0.4 µs is not "0 µs")."""
    return words.number(us, 0) if us >= 100 else words.significant(us)


class _At:
    """The figures of each curve at the interval nearest to time t (the total's intervals)."""

    def __init__(self, rings: dict, t: float) -> None:
        self.rings = rings
        self.at: float | None = None  # None: no total to take the time from
        total = rings.get(("iops", -1))
        if total is None or total.n == 0:
            return
        ts, _ = total.view()
        i = int(np.clip(np.searchsorted(ts, t), 0, total.n - 1))
        if i > 0 and abs(ts[i - 1] - t) < abs(ts[i] - t):
            i -= 1
        self.at = ts[i]

    def value(self, metric: str, idx: int) -> float | None:
        ring = self.rings.get((metric, idx))
        if ring is None or ring.n == 0 or self.at is None:
            return None
        rt, ry = ring.view()
        j = int(np.searchsorted(rt, self.at))
        # NaN: a gap (no I/O, or where a thread's test ended: graphs.begin_test), no value
        return float(ry[j]) if j < ring.n and rt[j] == self.at and np.isfinite(ry[j]) else None

    def text(self, idx: int, words: Words = ENGLISH) -> str:
        iops, mbs, lat = self.value("iops", idx), self.value("mbs", idx), self.value("lat", idx)
        n = words.number
        parts = [f"{n(iops, 0)} IOPS" if iops is not None else "", f"{n(mbs, 1)} MB/s" if mbs is not None else "",
                 f"{fmt_us(lat, words)} µs" if lat is not None and np.isfinite(lat) else ""]
        return " · ".join(x for x in parts if x)

    def threads(self) -> list[int]:
        """Only threads with a value at this time: a thread of another test of the suite (thread 1
        during a T1 test) printed as an empty "thread 1: |"."""
        return [k for k in sorted({k[1] for k in self.rings if k[1] >= 0}) if self.text(k)]


def values_text(rings: dict, name_of: Callable[[int], str], t: float, first: int | None = None,
                words: Words = ENGLISH) -> str:
    """The readout (HTML) for the interval nearest to time t: totals on the first line, then
    the threads: two whole; more, the highlighted one (`first`) whole and the spread of all
    (every thread, one per line: threads_table, the readout's tooltip)."""
    now = _At(rings, t)
    if now.at is None:
        return " "
    text = f"<b>t = {words.number(now.at, 1)} s</b> · " + words.total.replace("%1", now.text(-1, words))
    threads = now.threads()
    if len(threads) <= 2:  # the second line holds them whole
        threads.sort(key=lambda k: k != first)
        shown = [f"{html.escape(name_of(k))}: {now.text(k, words)}" for k in threads]
        shown = [f"<b>{s}</b>" if k == first else s for k, s in zip(threads, shown)]
        return text + ("<br>" + " | ".join(shown) if shown else "")
    iops = sorted(v for k in threads if (v := now.value("iops", k)) is not None)
    head = f"<b>{html.escape(name_of(first))}: {now.text(first, words)}</b> · " if first in threads else ""
    n = words.number
    spread = words.spread(len(threads), n(iops[0], 0), n(iops[len(iops) // 2], 0), n(iops[-1], 0)) if iops else \
        words.count(len(threads))
    return text + "<br>" + head + spread


def threads_table(rings: dict, name_of: Callable[[int], str], t: float, words: Words = ENGLISH) -> str:
    """Every thread's figures at the interval nearest to t, one per line (HTML)."""
    now = _At(rings, t)
    if now.at is None:
        return ""
    return f"<b>t = {words.number(now.at, 1)} s</b><br>" + "<br>".join(
        f"{html.escape(name_of(k))}: {now.text(k, words)}" for k in now.threads())
