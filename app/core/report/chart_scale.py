"""Axis ranges, tick marks and text widths for the report charts (app.core.report.charts).

An axis is set from its data first and its tick marks second, so every point lies inside
the frame: a steady-state run of 14 rounds labelled every second round still shows round
14, the round that decided its window. A log axis is drawn only where it was asked for and
the data span a decade; its label says so (app.core.report.charts adds "log scale").

Text widths are Helvetica's (the PDF's core font; Arial and Liberation Sans, which browsers
use for it, share its metrics), so a chart is laid out the same in the HTML and the PDF.
"""
from __future__ import annotations

import math
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

# Helvetica and Helvetica-Bold advance widths (1/1000 em) of ASCII 32..126, from the core
# fonts' AFM files (as fpdf2 ships them).
_REGULAR = (
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556,
    556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667,
    556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556,
    556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722,
    500, 500, 500, 334, 260, 334, 584)
_BOLD = (
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556,
    556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722,
    611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556,
    611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778,
    556, 556, 500, 389, 280, 389, 584)
_OTHER = {"µ": 556, "·": 278, "×": 584, "°": 400, "±": 584, "²": 333, "³": 333, "–": 556, "—": 1000}


def text_width(text: str, size: float, bold: bool = False) -> float:
    """Width of `text` at `size` points, in points."""
    table = _BOLD if bold else _REGULAR
    return sum(table[o - 32] if 32 <= (o := ord(c)) < 127 else _OTHER.get(c) or _wide(c) for c in text) * size / 1000


def _wide(c: str) -> int:
    """A character outside Helvetica: a full em for East Asian wide ones (the window's Japanese
    and Chinese chart labels), else about a digit's width."""
    return 1000 if unicodedata.east_asian_width(c) in ("W", "F") else 600


def num(v: float) -> str:
    """A tick or value label: thousands separated, at most 4 significant digits below 1,000."""
    if v == 0:
        return "0"
    if abs(v) >= 1000:
        return f"{v:,.0f}"
    return f"{v:,.4g}"


def finite(y) -> bool:
    return y is not None and not isinstance(y, bool) and isinstance(y, (int, float)) and math.isfinite(y)


@dataclass(frozen=True)
class Axis:
    lo: float
    hi: float
    log: bool
    ticks: tuple[tuple[float, str], ...]  # labelled tick marks
    minor: tuple[float, ...] = ()  # unlabelled ones (a log axis' 2..9)

    def frac(self, v: float) -> float:
        """Where v lies between lo (0) and hi (1)."""
        if self.log:
            return (math.log10(v) - math.log10(self.lo)) / (math.log10(self.hi) - math.log10(self.lo))
        return (v - self.lo) / (self.hi - self.lo)


def _step(span: float, target: int) -> float:
    """1, 2, 2.5 or 5 times a power of ten, giving about `target` intervals over span."""
    mag = 10 ** math.floor(math.log10(span / max(1, target)))
    return min((m * mag for m in (1, 2, 2.5, 5, 10)), key=lambda st: abs(math.log(span / st / target)))


def linear(lo: float, hi: float, zero: bool = False, pad: float = 0.05, target: int = 6,
           fmt: Callable[[float], str] = num) -> Axis:
    """From lo to hi (from 0 when `zero`), `pad` of the span added beyond the data; ticks at
    1, 2, 2.5 or 5 times a power of ten."""
    if zero:
        lo, hi = min(lo, 0.0), max(hi, 0.0)
    if hi <= lo:  # one value: a band around it
        d = abs(hi) * 0.1 or 1.0
        lo, hi = (lo, hi + d) if zero and lo == 0 else (lo - d, hi + d)
    span = hi - lo
    lo2 = lo if zero and lo == 0 else lo - pad * span
    hi2 = hi if zero and hi == 0 else hi + pad * span
    step = _step(hi2 - lo2, target)
    first = math.ceil(lo2 / step - 1e-9)
    ticks = []
    k = first
    while k * step <= hi2 * (1 + 1e-12) + 1e-12:
        v = round(k * step, 12)
        ticks.append((v, fmt(v)))
        k += 1
    return Axis(lo2, hi2, False, tuple(ticks))


def logarithmic(lo: float, hi: float, fmt: Callable[[float], str] = num) -> Axis:
    """From the labelled mark at or below lo to the one at or above hi, so both ends carry a
    figure: decades, with 2 and 5 too when the axis spans three decades or less (all nine
    collide), and every multiple when fewer than three labels would be left."""
    a, b = math.log10(lo), math.log10(hi)
    labelled = {1, 2, 5} if b - a <= 3 else {1}
    if b - a < 0.4:  # a narrow span: 1..9 all labelled
        labelled = set(range(1, 10))

    def mark(v: float, up: bool) -> float:
        d = math.floor(math.log10(v) + 1e-12)
        cands = sorted(m * 10.0 ** e for e in (d - 1, d, d + 1) for m in labelled)
        return min(c for c in cands if c >= v * (1 - 1e-9)) if up else max(c for c in cands if c <= v * (1 + 1e-9))
    lo2, hi2 = mark(lo, False), mark(hi, True)
    if hi2 <= lo2:
        hi2 = lo2 * 10
    marks = [(m * 10.0 ** d, m) for d in range(math.floor(math.log10(lo2)) - 1, math.ceil(math.log10(hi2)) + 1)
             for m in range(1, 10)]
    marks = [(v, m) for v, m in marks if lo2 * (1 - 1e-9) <= v <= hi2 * (1 + 1e-9)]
    ticks = tuple((v, fmt(v)) for v, m in marks if m in labelled)
    minor = tuple(v for v, m in marks if m not in labelled)
    return Axis(lo2, hi2, True, ticks, minor)


def categories(ticks: list[tuple[float, str]], data: list[float]) -> Axis:
    """Given tick marks (rounds, percentiles, block sizes): from half a step before the first
    tick or point to half a step after the last, whichever lies further out."""
    xs = [t for t, _ in ticks] + list(data)
    return Axis(min(xs) - 0.5, max(xs) + 0.5, False, tuple(ticks))
