"""Every chart of the HTML and PDF reports, laid out once from one chart form and written as
SVG (the HTML) or drawn with fpdf2's lines and text (the PDF) by app.core.report.chart_out,
so both show the same. A chart is plain JSON, so a report section can carry it
(`fioscope report --format json`):

  {title, unit, x, y_label?, kind?, height?, ...}
  kind "line" (default): series [{name, points [[x, y]...], colour, style (line|points|
      linepoints), dash (None|dash|dot), width, faint}], x_ticks [[x, label]...], y_zero,
      y_log, x_zero, x_log, y_floor (a log y axis reaches down to it)
  kind "bars": categories [...], series [{name, values, colour}], decimals
  kind "hist": series [{name, points [[bucket floor, share in %]...], colour}] on a log x
  kind "bars3d": values over two sets of categories, as 3D bars (app.core.report.bars3d)

Every axis covers all of its chart's data (app.core.report.chart_scale). A y axis asked to
be logarithmic is drawn so when the data span a decade (within one, a log axis labels too
little: linear from 0), and its label says "log scale" only then.

Fioscope draws the charts itself: a quick run's 40 charts took matplotlib about 2 s (and
fpdf2 about 1 s more to parse its SVG into the PDF); laid out here, they take about 0.1 s.
"""
from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Callable
from dataclasses import dataclass, field

from app.core.report import bars3d
from app.core.report.chart_out import Box, Dot, Group, Line, Scene, Text, to_svg
from app.core.report.chart_scale import Axis, categories, finite, linear, logarithmic, num, text_width

# Okabe and Ito's colour-blind-safe palette; black is the total's.
BLACK, ORANGE, SKY, GREEN, YELLOW, BLUE, VERMILLION, PURPLE = (
    "#000000", "#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7")
PALETTE = (BLUE, ORANGE, GREEN, VERMILLION, PURPLE, SKY, "#8C6D1F", "#7F7F7F")
_DASH = {"dash": (5.0, 3.0), "dot": (1.0, 2.0)}  # in line widths
_WIDTH_IN = 7.0  # fits A4 and Letter between 15 mm margins at 100 %
W = _WIDTH_IN * 72  # the layout's width in points
TITLE, LABEL, TICK, KEY, VALUE = 9.5, 8.0, 7.0, 7.0, 6.5  # font sizes (points)
TOP, ROW = 22.0, 10.5  # the plot's top (below the title); a legend row's height
GRID, STEP = "#d9d9d9", 10 ** 0.1  # the y grid's colour; a histogram bucket's width (10 a decade)


def colour(i: int) -> str:
    return PALETTE[i % len(PALETTE)]


def _ids(chart: dict) -> str:
    """A prefix for the chart's SVG ids: several charts share one HTML page."""
    return "c" + hashlib.sha1(json.dumps(chart, sort_keys=True, default=str).encode()).hexdigest()[:8]


def _series(chart: dict) -> list[dict]:
    series = chart.get("series")
    if series is None:  # the older form: one black line
        return [{"name": "", "points": chart.get("points") or [], "colour": BLACK, "width": 2}]
    return series


def has_data(chart: dict) -> bool:
    if chart.get("kind") == "bars3d":
        return bars3d.has_data(chart)
    if chart.get("kind") == "bars":
        return any(finite(v) for s in chart.get("series", []) for v in s.get("values", []))
    if chart.get("kind") == "hist":
        return any(finite(x) and x > 0 and finite(y) for s in chart.get("series", []) for x, y in s.get("points", []))
    return any(finite(y) and (y > 0 or not chart.get("y_log")) for s in _series(chart)
               for _, y in s.get("points", []))


@dataclass(frozen=True)
class _Key:
    """A legend entry."""

    name: str
    colour: str
    patch: bool = False  # a filled square (bars), else a line sample
    width: float = 1.0
    dash: tuple[float, float] | None = None
    alpha: float = 1.0
    marker: bool = False
    line: bool = True  # a series of points alone shows its marker alone


@dataclass
class _Plot:
    x: Axis
    y: Axis
    x_label: str
    y_label: str
    marks: Callable  # (x to points, y to points, prefix) -> the data's groups
    keys: list[_Key] = field(default_factory=list)
    x_angle: float = 0.0  # category labels turned (long bar names)


def _log_label(label: str) -> str:
    """'latency (µs)' -> 'latency (µs, log scale)': said where the axis is drawn so."""
    return label[:-1] + ", log scale)" if label.endswith(")") else label + " (log scale)"


@dataclass(frozen=True)
class Words:
    """How a chart writes its figures and says "log scale": the reports' English by default;
    the window passes its locale's (the PTS panel draws the reports' charts in its language)."""
    num: Callable[[float], str] = num  # a tick's figure
    value: Callable[[float, int], str] = lambda v, decimals: f"{v:,.{decimals}f}"  # a bar's figure
    log_label: Callable[[str], str] = _log_label


ENGLISH = Words()


def _line(chart: dict, y_ticks: int, words: Words = ENGLISH) -> _Plot:
    series = _series(chart)
    asked = bool(chart.get("y_log"))
    positive = [y for s in series for _, y in s.get("points", []) if finite(y) and y > 0]
    log = asked and bool(positive) and max(positive) >= 10 * min(positive)
    x_log = bool(chart.get("x_log"))  # latency across (the QoS curves): every x > 0
    pts = [[(float(x), float(y) if finite(y) and (y > 0 or not log) else None) for x, y in s.get("points", [])
            if finite(x) and (x > 0 or not x_log)] for s in series]
    data = [(x, y) for p in pts for x, y in p if y is not None]
    xs, ys = [x for x, _ in data], [y for _, y in data]
    x_log = x_log and max(xs) >= 10 * min(xs)  # within a decade a log axis labels too little
    if log and finite(chart.get("y_floor")) and chart["y_floor"] > 0:
        ys.append(float(chart["y_floor"]))  # a log axis held open down to a level (QoS: 99.9999 %)
    if chart.get("x_ticks"):
        xa = categories([(float(t[0]), str(t[1])) for t in chart["x_ticks"]], xs)
    elif x_log:
        xa = logarithmic(min(xs), max(xs), words.num)
    else:
        xa = linear(min(xs), max(xs), zero=bool(chart.get("x_zero")), pad=0.03, target=6, fmt=words.num)
    ya = (logarithmic(min(ys), max(ys), words.num) if log else
          linear(min(ys), max(ys), zero=asked or chart.get("y_zero", True), target=y_ticks, fmt=words.num))
    label = chart.get("y_label") or chart.get("unit", "")
    keys = []
    for s, p in zip(series, pts):
        if s.get("name") and any(y is not None for _, y in p):
            lw = 0.7 * float(s.get("width", 1.5))
            dash = _DASH.get(s.get("dash") or "")
            keys.append(_Key(s["name"], s.get("colour", BLACK), width=lw, alpha=0.45 if s.get("faint") else 1.0,
                             dash=(dash[0] * lw, dash[1] * lw) if dash else None,
                             marker=s.get("style") in ("points", "linepoints"), line=s.get("style") != "points"))

    def marks(fx, fy, prefix):
        order = sorted(range(len(series)), key=lambda k: not series[k].get("faint"))  # the faint ones beneath
        groups = []
        for k in order:
            s, p = series[k], pts[k]
            if not any(y is not None for _, y in p):
                continue
            g = Group(f"{prefix}-s{k}", s.get("name") or "")
            style, width = s.get("style", "line"), float(s.get("width", 1.5))
            lw, alpha, c = 0.7 * width, 0.45 if s.get("faint") else 1.0, s.get("colour", BLACK)
            dash = _DASH.get(s.get("dash") or "")
            if style != "points":
                run: list[tuple[float, float]] = []
                for x, y in p + [(0.0, None)]:  # a point without a value ends a segment
                    if y is None:
                        if len(run) > 1:
                            g.items.append(Line(tuple(run), c, lw, (dash[0] * lw, dash[1] * lw) if dash else None,
                                                alpha))
                        run = []
                    else:
                        run.append((fx(x), fy(y)))
            lonely = sum(y is not None for _, y in p) == 1
            if style in ("points", "linepoints") or lonely:
                r = (3 + 0.8 * width) / 2
                g.items += [Dot(fx(x), fy(y), r, c, alpha) for x, y in p if y is not None]
            groups.append(g)
        return groups
    x_label = chart.get("x", "")
    return _Plot(xa, ya, words.log_label(x_label) if x_log else x_label, words.log_label(label) if log else label,
                 marks, keys)


def _bars(chart: dict, y_ticks: int, words: Words = ENGLISH) -> _Plot:
    cats = [str(c) for c in chart.get("categories", [])]
    series = chart.get("series", [])
    n = max(1, len(series))
    width = 0.8 / n
    dec = int(chart.get("decimals", 0))
    vals = [[float(v) if finite(v) else None for v in s.get("values", [])] for s in series]
    ys = [v for vs in vals for v in vs if v is not None] or [0.0]
    xa = Axis(-0.5, max(len(cats), 1) - 0.5, False, tuple((float(i), c) for i, c in enumerate(cats)))
    ya = linear(min(ys), max(ys), zero=True, pad=0.12, target=y_ticks, fmt=words.num)  # room for the figures above the bars
    keys = [_Key(s["name"], s.get("colour") or colour(k), patch=True) for k, s in enumerate(series) if s.get("name")]
    labelled = len(cats) * n <= 24  # the figure on each bar, while they fit

    def marks(fx, fy, prefix):
        groups = []
        for k, s in enumerate(series):
            c = s.get("colour") or colour(k)
            for j, v in enumerate(vals[k][:len(cats)]):
                raw = s.get("values", [])[j]
                g = Group(f"{prefix}-s{k}-{j}",
                          f"{s.get('name') or ''} {cats[j]}: {num(raw) if finite(raw) else '-'}".strip())
                left, right = fx(j - 0.4 + width * (k + 0.04)), fx(j - 0.4 + width * (k + 0.96))
                if v is not None:
                    top, base = fy(max(v, 0.0)), fy(min(v, 0.0))
                    g.items.append(Box(left, top, right - left, base - top, c))
                    if labelled:  # smaller where the figure is wider than its bar's slot (neighbours touch)
                        label = words.value(v, dec)
                        size = max(5.0, min(VALUE, VALUE * (right - left) / 0.92 / text_width(label, VALUE)))
                        g.items.append(Text((left + right) / 2, top - 2, label, size, "middle"))
                groups.append(g)
        return groups
    angle = 30.0 if sum(map(len, cats)) > 70 else 0.0
    return _Plot(xa, ya, chart.get("x", ""), chart.get("y_label") or chart.get("unit", ""), marks, keys, angle)


def _hist(chart: dict, y_ticks: int, words: Words = ENGLISH) -> _Plot:
    series = chart.get("series", [])
    pts = [[(float(x), float(y)) for x, y in s.get("points", []) if finite(x) and x > 0 and finite(y)] for s in series]
    xs = [x for p in pts for x, _ in p]
    ys = [y for p in pts for _, y in p]
    xa = logarithmic(min(xs), max(xs) * STEP, words.num)  # every bucket, a stray early or late one too
    ya = linear(min(ys), max(ys), zero=True, target=y_ticks, fmt=words.num)
    keys = [_Key(s["name"], s.get("colour") or colour(k), patch=True, alpha=0.55)
            for k, s in enumerate(series) if s.get("name") and pts[k]]

    def marks(fx, fy, prefix):
        groups = []
        for k, s in enumerate(series):
            c = s.get("colour") or colour(k)
            for j, (x, y) in enumerate(pts[k]):
                g = Group(f"{prefix}-s{k}-{j}", f"{s.get('name') or ''} from {num(x)} µs: {y:.2f} %".strip())
                left, right, top = fx(x), fx(x * STEP), fy(y)
                g.items.append(Box(left, top, right - left, fy(0.0) - top, c, 0.55, c, 0.6))
                groups.append(g)
        return groups
    return _Plot(xa, ya, words.log_label(chart.get("x", "")), chart.get("y_label") or chart.get("unit", ""), marks,
                 keys)


def _legend(keys: list[_Key], top: float, prefix: str) -> tuple[Group, int]:
    """Entries in rows under the plot, as many a row as fit (at most 6), each column as wide
    as its widest entry; (group, rows)."""
    widths = [22 + text_width(k.name, KEY) + 10 for k in keys]
    for ncol in range(min(len(keys), 6), 0, -1):
        cols = [max(widths[i::ncol]) for i in range(ncol)]
        if sum(cols) - 10 <= W - 16 or ncol == 1:
            break
    rows = math.ceil(len(keys) / ncol)
    x0 = (W - sum(cols) + 10) / 2
    starts = [x0 + sum(cols[:i]) for i in range(ncol)]
    g = Group(f"{prefix}-legend")
    for i, k in enumerate(keys):
        x, y = starts[i % ncol], top + (i // ncol) * ROW + ROW / 2
        if k.patch:
            g.items.append(Box(x + 4, y - 3.5, 10, 7, k.colour, k.alpha))
        else:
            if k.line:
                g.items.append(Line(((x, y), (x + 18, y)), k.colour, max(k.width, 0.8), k.dash, k.alpha))
            if k.marker:
                g.items.append(Dot(x + 9, y, 2.2, k.colour, k.alpha))
        g.items.append(Text(x + 22, y + KEY * 0.35, k.name, KEY))
    return g, rows


def scene(chart: dict, words: Words = ENGLISH) -> Scene | None:
    """The chart laid out (points, 7 in wide); None when it has nothing to draw."""
    if not has_data(chart):
        return None
    prefix = _ids(chart)
    kind = chart.get("kind", "line")
    if kind == "bars3d":
        return bars3d.scene(chart, prefix, W, (TITLE, LABEL, TICK, VALUE), PALETTE)
    h = float(chart.get("height", 2.6)) * 72
    named = sum(1 for s in chart.get("series") or [] if s.get("name"))
    plot_h = h - TOP - 30 - (math.ceil(named / 4) * ROW if named > 1 else 0)  # about: the legend is not laid out yet
    plot = {"bars": _bars, "hist": _hist}.get(kind, _line)(chart, max(3, min(8, int(plot_h / 20))), words)
    keys = plot.keys if len(plot.keys) > 1 else []
    # Below the plot: tick marks and labels, the x label, the legend's rows.
    sin, cos = math.sin(math.radians(plot.x_angle)), math.cos(math.radians(plot.x_angle))
    tick_drop = 5.5 + TICK * 0.72
    turned = max((text_width(t, TICK) * sin + TICK * cos for _, t in plot.x.ticks), default=0.0) if sin else 0.0
    x_base = tick_drop + max(0.0, turned - TICK * 0.72) + 4 + LABEL * 0.8
    legend_top = x_base + 5
    rows = _legend(keys, 0, prefix)[1] if keys else 0
    bottom = h - (legend_top + rows * ROW + 3 if rows else x_base + 5)
    tick_w = max((text_width(t, TICK) for _, t in plot.y.ticks), default=0.0)
    left = max(61.0, 4 + LABEL + 5 + tick_w + 5.5)
    edge = [text_width(t, TICK) for v, t in plot.x.ticks if plot.x.frac(v) > 0.97 and not plot.x_angle]
    right = W - max(11.0, 3 + max(edge, default=0.0) / 2)

    def fx(v: float) -> float:
        return left + plot.x.frac(v) * (right - left)

    def fy(v: float) -> float:
        return bottom - plot.y.frac(v) * (bottom - TOP)

    frame, grid = Group(), Group()
    for v, t in plot.y.ticks:
        y = fy(v)
        grid.items.append(Line(((left, y), (right, y)), GRID, 0.5))
        frame.items += [Line(((left - 3.5, y), (left, y)), BLACK, 0.8),
                        Text(left - 5.5, y + TICK * 0.35, t, TICK, "end")]
    frame.items += [Line(((left - 2, fy(v)), (left, fy(v))), BLACK, 0.6) for v in plot.y.minor]
    for v, t in plot.x.ticks:
        x = fx(v)
        frame.items.append(Line(((x, bottom), (x, bottom + 3.5)), BLACK, 0.8))
        if plot.x_angle:
            frame.items.append(Text(x + 2, bottom + tick_drop - 1, t, TICK, "end", angle=plot.x_angle))
        else:
            frame.items.append(Text(x, bottom + tick_drop, t, TICK, "middle"))
    frame.items += [Line(((fx(v), bottom), (fx(v), bottom + 2)), BLACK, 0.6) for v in plot.x.minor]
    frame.items += [Line(((left, TOP), (left, bottom)), BLACK, 0.8), Line(((left, bottom), (right, bottom)), BLACK, 0.8)]
    title = chart.get("title", "")
    tx = left if text_width(title, TITLE, True) <= W - left - 4 else 4.0
    groups = [grid, *plot.marks(fx, fy, prefix), frame,
              Group(f"{prefix}-title", "", [Text(tx, 14, title, TITLE, bold=True)]),
              Group(f"{prefix}-x-label", "", [Text((left + right) / 2, bottom + x_base, plot.x_label, LABEL,
                                                   "middle")]),
              Group(f"{prefix}-y-label", "", [Text(left - 5.5 - tick_w - 5, (TOP + bottom) / 2, plot.y_label, LABEL,
                                                   "middle", angle=90.0)])]
    if keys:
        groups.append(_legend(keys, bottom + legend_top, prefix)[0])
    return Scene(W, h, groups, (left, TOP, right, bottom))


def svg(chart: dict, words: Words = ENGLISH) -> str:
    """The chart as inline SVG for the HTML report: role="img" with the title as its label,
    each curve's name as its tooltip; "" when there is nothing to draw."""
    s = scene(chart, words)
    return to_svg(s, chart.get("title", "")) if s else ""


def aspect(chart: dict) -> float:
    """Height over width of the drawn chart."""
    return float(chart.get("height", bars3d.HEIGHT if chart.get("kind") == "bars3d" else 2.6)) / _WIDTH_IN
