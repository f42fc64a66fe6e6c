"""Value labels that never print over each other on a short axis: the live graphs at 2x
scale and the side panels' plots at 1024x700 are 30-60 px high."""
from __future__ import annotations

import math

import pyqtgraph as pg
from PySide6.QtGui import QFont, QFontMetricsF

NICE = (1, 2, 5)  # round steps: 1, 2 or 5 x 10^k


def nice_up(x: float) -> float:
    """The smallest round number (1, 2 or 5 x 10^k) at least x > 0."""
    decade = 10.0 ** math.floor(math.log10(x))
    return next(m * decade for m in (*NICE, 10) if m * decade >= x)


def nice_down(x: float) -> float:
    """The largest round number at most x > 0."""
    decade = 10.0 ** math.floor(math.log10(x))
    return next(m * decade for m in (10, *reversed(NICE)) if m * decade <= x)


class FewTicksAxis(pg.AxisItem):
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


def duration_us(us: float) -> str:
    """A latency in µs as a reader says it: 500 µs, 9 ms, 1.5 s."""
    for unit, size in (("s", 1e6), ("ms", 1e3)):
        if us >= size:
            return f"{us / size:.3g} {unit}"
    return f"{us:.3g} µs"


def percent(x: float) -> str:
    return f"{x:.3g} %"


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
            out.append(self.words(x) if any(abs(head - m) < 1e-6 * m for m in (*NICE, 10)) else "")
        return out
