"""Value labels that never print over each other on a short axis: the live graphs at 2x
scale and the side panels' plots at 1024x700 are 30-60 px high; and every axis's figures in
the window's locale (0,5 and 1.000 in German; pyqtgraph prints 0.5 and 1000)."""
from __future__ import annotations

import math

import pyqtgraph as pg
from PySide6.QtCore import QLocale
from PySide6.QtGui import QFont, QFontMetricsF

from app.ui.i18n import locale

NICE = (1, 2, 5)  # round steps: 1, 2 or 5 x 10^k


def nice_up(x: float) -> float:
    """The smallest round number (1, 2 or 5 x 10^k) at least x > 0."""
    decade = 10.0 ** math.floor(math.log10(x))
    return next(m * decade for m in (*NICE, 10) if m * decade >= x)


def nice_down(x: float) -> float:
    """The largest round number at most x > 0."""
    decade = 10.0 ** math.floor(math.log10(x))
    return next(m * decade for m in (10, *reversed(NICE)) if m * decade <= x)


class LocaleAxis(pg.AxisItem):
    """pyqtgraph's tick labels (its places, its switch to %g outside 0.001..10000) written in
    the window's locale: its decimal point and digit grouping. The locale is read once, when
    the axis is made (as every widget takes its words), so a redraw costs no more than
    pyqtgraph's own formatting."""

    def __init__(self, orientation: str, **kwargs) -> None:
        super().__init__(orientation, **kwargs)
        self.locale: QLocale = locale()

    def tickStrings(self, values, scale, spacing):  # noqa: N802 (pyqtgraph's name)
        if self.logMode:
            return self.logTickStrings(values, scale, spacing)
        places = max(0, math.ceil(-math.log10(spacing * scale)))
        loc, out = self.locale, []
        for v in values:
            vs = v * scale
            out.append(loc.toString(vs, "g", 6) if abs(vs) < .001 or abs(vs) >= 1e15 else loc.toString(vs, "f", places))
        return out


class FewTicksAxis(LocaleAxis):
    """A short axis whose labels never print over each other: pyqtgraph always labels its major
    ticks, at least two intervals' worth, which on the cache plot at 1024x700 (about 40 px)
    were six numbers in one another. Here labels keep 1.3 lines of text apart; where no label
    would then be drawn whole, one is drawn alone."""

    def tickSpacing(self, minVal: float, maxVal: float, size: float):  # noqa: N802, N803 (pyqtgraph's names)
        levels = super().tickSpacing(minVal, maxVal, size)
        line = QFontMetricsF(self.style.get("tickFont") or QFont()).height()
        span = abs(maxVal - minVal)
        least = span * 1.3 * line / (size or 1.0)  # the smallest step that keeps them apart
        if not levels or not least or levels[0][0] >= least:
            return levels
        step = nice_up(least)
        # pyqtgraph leaves out a label the plot's edge would cut: where the step's only labels
        # are that close to the ends (a 31 px IOPS plot at 2x scale: 1,000,000 of 0-1,076,000,
        # and 0), the plot showed no number at all.
        half = 0.5 * line * span / (size or 1.0)  # half a label's height, in the axis's units
        lo, hi = min(minVal, maxVal) + half, max(minVal, maxVal) - half  # where a label shows whole
        if math.ceil(lo / step) * step <= hi or hi <= max(lo, 0.0):
            return [(step, 0)]
        # One label, at the largest round number shown whole, alone: a spacing past the range.
        return [(nice_up(span * 1.01), nice_down(hi))]


def duration_us(us: float, loc: QLocale | None = None) -> str:
    """A latency in µs as a reader says it: 500 µs, 9 ms, 1.5 s (1,5 s in German)."""
    loc = loc or locale()
    for unit, size in (("s", 1e6), ("ms", 1e3)):
        if us >= size:
            return f"{loc.toString(us / size, 'g', 3)} {unit}"
    return f"{loc.toString(us, 'g', 3)} µs"


def percent(x: float, loc: QLocale | None = None) -> str:
    return f"{(loc or locale()).toString(x, 'g', 3)} %"


class LogAxis(FewTicksAxis):
    """A log axis labelled in the quantity's own words at 1, 2 and 5 of each decade (500 µs,
    9 ms is not: 10 ms is), the other ticks unlabelled: pyqtgraph printed every minor tick as
    "5·10²6·10²7·10²..." run together."""

    def __init__(self, orientation: str, words=duration_us, **kwargs) -> None:
        super().__init__(orientation, **kwargs)
        self.words = words

    def logTickStrings(self, values, scale, spacing):  # noqa: N802 (pyqtgraph's name)
        out = []
        for v in values:
            x = 10.0 ** float(v) * scale
            head = x / 10.0 ** math.floor(math.log10(x)) if x > 0 else 0.0
            out.append(self.words(x, self.locale) if any(abs(head - m) < 1e-6 * m for m in (*NICE, 10)) else "")
        return out
