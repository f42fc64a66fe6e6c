"""Every chart of the HTML and PDF reports, drawn by one library (matplotlib) from one chart form.

Both formats get the same SVG: the HTML embeds it (its text stays text: searchable, sharp
at any zoom, printable), the PDF has fpdf2 draw it as vectors. A chart is plain JSON, so a
report section can carry it (`fioscope report --format json`):

  {title, unit, x, y_label?, kind?, height?, ...}
  kind "line" (default): series [{name, points [[x, y]...], colour, style (line|points|
      linepoints), dash (None|dash|dot), width, faint}], x_ticks [[x, label]...], y_zero, y_log
  kind "bars": categories [...], series [{name, values, colour}], decimals
  kind "hist": series [{name, points [[bucket floor, share in %]...], colour}] on a log x

matplotlib is imported inside `_render` only: it takes about a second to load, and only a
report with charts needs it.
"""
from __future__ import annotations

import hashlib
import html
import io
import json
import math
import re

# Okabe and Ito's colour-blind-safe palette; black is the total's.
BLACK, ORANGE, SKY, GREEN, YELLOW, BLUE, VERMILLION, PURPLE = (
    "#000000", "#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7")
PALETTE = (BLUE, ORANGE, GREEN, VERMILLION, PURPLE, SKY, "#8C6D1F", "#7F7F7F")
_DASH = {"dash": (0, (5, 3)), "dot": (0, (1, 2))}
_WIDTH_IN = 7.0  # fits A4 and Letter between 15 mm margins at 100 %


def colour(i: int) -> str:
    return PALETTE[i % len(PALETTE)]


def _num(v: float, _pos=None) -> str:
    if v == 0:
        return "0"
    if abs(v) >= 1000:
        return f"{v:,.0f}"
    return f"{v:,.4g}"


def _finite(y) -> bool:
    return y is not None and isinstance(y, (int, float)) and math.isfinite(y)


def _ids(chart: dict) -> str:
    """A prefix for the chart's SVG ids: several charts share one HTML page."""
    return "c" + hashlib.sha1(json.dumps(chart, sort_keys=True, default=str).encode()).hexdigest()[:8]


def has_data(chart: dict) -> bool:
    if chart.get("kind") == "bars":
        return any(_finite(v) for s in chart.get("series", []) for v in s.get("values", []))
    series = chart.get("series")
    if series is None:  # the older form: one black line
        series = [{"points": chart.get("points") or []}]
    return any(_finite(y) and (y > 0 or not chart.get("y_log")) for s in series for _, y in s.get("points", []))


def _line(ax, chart: dict, prefix: str, tips: dict) -> int:
    """Draws the lines; returns how many carry a legend entry."""
    series = chart.get("series")
    if series is None:
        series = [{"name": "", "points": chart.get("points") or [], "colour": BLACK, "width": 2}]
    log = bool(chart.get("y_log"))
    named = 0
    for k, s in enumerate(series):
        pts = [(float(x), float(y) if _finite(y) and (y > 0 or not log) else math.nan)
               for x, y in s.get("points", [])]
        if not any(math.isfinite(y) for _, y in pts):
            continue
        style = s.get("style", "line")
        lonely = sum(math.isfinite(y) for _, y in pts) == 1
        marker = "o" if style in ("points", "linepoints") or lonely else None
        name = s.get("name") or ""
        named += bool(name)
        (ln,) = ax.plot([p[0] for p in pts], [p[1] for p in pts], color=s.get("colour", BLACK),
                        lw=0 if style == "points" else 0.7 * float(s.get("width", 1.5)),
                        ls=_DASH.get(s.get("dash"), "-"), marker=marker,
                        ms=3 + 0.8 * float(s.get("width", 1.5)) if marker else 0,
                        alpha=0.45 if s.get("faint") else 1.0, label=name or "_nolegend_",
                        zorder=1 if s.get("faint") else 3)
        ln.set_gid(f"{prefix}-s{k}")
        tips[f"{prefix}-s{k}"] = name
    if chart.get("x_ticks"):
        ticks = chart["x_ticks"]
        ax.set_xticks([float(t[0]) for t in ticks], [str(t[1]) for t in ticks])
        xs = [float(t[0]) for t in ticks]
        ax.set_xlim(min(xs) - 0.5, max(xs) + 0.5)
    ys = [y for s in series for _, y in s.get("points", []) if _finite(y) and y > 0]
    if log and ys and max(ys) >= 10 * min(ys):
        ax.set_yscale("log")
    elif log or chart.get("y_zero", True):  # within one decade a log axis labels too little: linear from 0
        ax.set_ylim(bottom=0)
    if chart.get("x_zero"):
        ax.set_xlim(left=0)
    return named


def _bars(ax, chart: dict, prefix: str, tips: dict) -> int:
    cats = [str(c) for c in chart.get("categories", [])]
    series = chart.get("series", [])
    n = max(1, len(series))
    width = 0.8 / n
    dec = int(chart.get("decimals", 0))
    for k, s in enumerate(series):
        xs = [i - 0.4 + width * (k + 0.5) for i in range(len(cats))]
        vals = [float(v) if _finite(v) else 0.0 for v in s.get("values", [])]
        bars = ax.bar(xs, vals, width * 0.92, color=s.get("colour") or colour(k), label=s.get("name") or "_nolegend_")
        for j, (patch, v) in enumerate(zip(bars.patches, s.get("values", []))):
            patch.set_gid(f"{prefix}-s{k}-{j}")
            tips[f"{prefix}-s{k}-{j}"] = f"{s.get('name') or ''} {cats[j]}: {_num(v) if _finite(v) else '-'}".strip()
        if len(cats) * n <= 24:  # the figure on each bar, while they fit
            ax.bar_label(bars, labels=[f"{v:,.{dec}f}" if _finite(v) else "" for v in s.get("values", [])],
                         fontsize=6.5, padding=1.5)
    ax.set_xticks(range(len(cats)), cats, rotation=30 if sum(map(len, cats)) > 70 else 0,
                  ha="right" if sum(map(len, cats)) > 70 else "center")
    ax.set_ylim(bottom=0)
    ax.margins(y=0.12)
    return sum(1 for s in series if s.get("name"))


def _hist(ax, chart: dict, prefix: str, tips: dict) -> int:
    step = 10 ** 0.1  # the stored buckets: 10 a decade
    named = 0
    for k, s in enumerate(chart.get("series", [])):
        pts = [(float(x), float(y)) for x, y in s.get("points", []) if x > 0]
        if not pts:
            continue
        c = s.get("colour") or colour(k)
        art = ax.bar([x for x, _ in pts], [y for _, y in pts], width=[x * (step - 1) for x, _ in pts],
                     align="edge", color=c, alpha=0.55, edgecolor=c, linewidth=0.6, label=s.get("name") or "_nolegend_")
        for j, (patch, (x, y)) in enumerate(zip(art.patches, pts)):
            patch.set_gid(f"{prefix}-s{k}-{j}")
            tips[f"{prefix}-s{k}-{j}"] = f"{s.get('name') or ''} from {_num(x)} µs: {y:.2f} %"
        named += bool(s.get("name"))
    ax.set_xscale("log")
    ax.set_ylim(bottom=0)
    # The x range: the buckets that hold 0.05 % or more (a stray early or late I/O would squeeze the rest).
    held = [float(x) for s in chart.get("series", []) for x, y in s.get("points", []) if x > 0 and y >= 0.05]
    if held:
        ax.set_xlim(min(held) / 1.5, max(held) * step * 1.5)
    return named


def _render(chart: dict, tips: dict | None = None) -> str:
    """The chart as matplotlib's SVG (text as <text>, so both HTML and fpdf2 keep it as text)."""
    import matplotlib  # heavy (about a second to import): only when a report draws a chart
    from matplotlib.figure import Figure
    from matplotlib.ticker import FuncFormatter

    prefix = _ids(chart)
    rc = {"svg.fonttype": "none", "svg.hashsalt": prefix, "font.size": 8, "axes.titlesize": 9.5,
          "axes.titleweight": "bold", "axes.labelsize": 8, "legend.fontsize": 7, "xtick.labelsize": 7,
          "ytick.labelsize": 7, "axes.spines.top": False, "axes.spines.right": False}
    with matplotlib.rc_context(rc):
        # Fixed margins (in inches), not constrained layout: that doubles the time a chart takes.
        h = float(chart.get("height", 2.6))
        fig = Figure(figsize=(_WIDTH_IN, h))
        ax = fig.add_subplot()
        kind = chart.get("kind", "line")
        named = (_bars if kind == "bars" else _hist if kind == "hist" else _line)(ax, chart, prefix,
                                                                                 {} if tips is None else tips)
        ax.grid(True, axis="y", color="#d9d9d9", lw=0.5)
        ax.set_axisbelow(True)
        ax.yaxis.set_major_formatter(FuncFormatter(_num))
        if chart.get("y_log"):  # between the decades, 2 and 5 only: all nine collide
            ax.yaxis.set_minor_formatter(FuncFormatter(
                lambda v, _p: _num(v) if v > 0 and round(v / 10 ** math.floor(math.log10(v))) in (2, 5) else ""))
        if kind == "hist" or (kind == "line" and not chart.get("x_ticks")):
            ax.xaxis.set_major_formatter(FuncFormatter(_num))
        title = ax.set_title(chart.get("title", ""), loc="left")
        title.set_gid(f"{prefix}-title")
        ax.xaxis.label.set_gid(f"{prefix}-x-label")
        ax.yaxis.label.set_gid(f"{prefix}-y-label")
        ax.set_xlabel(chart.get("x", ""))
        ax.set_ylabel(chart.get("y_label") or chart.get("unit", ""))
        rows = 0
        if named > 1:
            longest = max(len(str(x)) for x in ax.get_legend_handles_labels()[1])
            ncol = max(1, min(named, 6, int(110 / (longest + 6))))  # long names (compared runs): fewer a row
            rows = math.ceil(named / ncol)
            leg = fig.legend(loc="lower center", bbox_to_anchor=(0.5, 0.0), ncols=ncol, frameon=False,
                             handlelength=1.8, borderaxespad=0.2)
            leg.set_gid(f"{prefix}-legend")
        rotated = kind == "bars" and sum(map(len, map(str, chart.get("categories", [])))) > 70
        bottom = 0.5 + 0.2 * rows + (0.5 if rotated else 0)
        fig.subplots_adjust(left=0.85 / _WIDTH_IN, right=1 - 0.15 / _WIDTH_IN, top=1 - 0.3 / h, bottom=bottom / h)
        buf = io.StringIO()
        fig.savefig(buf, format="svg", metadata={"Date": None, "Creator": None})
    return buf.getvalue()


def svg(chart: dict) -> str:
    """The chart as inline SVG for the HTML report: role="img" with the title as its label,
    each curve's name as its tooltip; "" when there is nothing to draw."""
    if not has_data(chart):
        return ""
    tips: dict[str, str] = {}
    text = _render(chart, tips)
    text = text[text.index("<svg"):]
    text = re.sub(r"\s*<metadata>.*?</metadata>", "", text, flags=re.S)
    for gid, tip in tips.items():
        if tip:
            text = text.replace(f'<g id="{gid}">', f'<g id="{gid}"><title>{html.escape(tip)}</title>', 1)
    label = html.escape(chart.get("title", ""), quote=True)
    return text.replace("<svg ", f'<svg class="chart" role="img" aria-label="{label}" ', 1)


def svg_for_pdf(chart: dict, latin1) -> bytes | None:
    """The same SVG for fpdf2: text in core-font characters (`latin1`), and font sizes in
    the SVG's own units (fpdf2 reads px as 0.75 of a unit; matplotlib means points)."""
    if not has_data(chart):
        return None
    text = _render(chart)
    text = re.sub(r"\s*<metadata>.*?</metadata>", "", text, flags=re.S)
    text = re.sub(r"font-family: [^;\"]*", "font-family: helvetica", text)  # a core font: nothing to embed
    text = re.sub(r"font-size: ([\d.]+)px", lambda m: f"font-size: {float(m.group(1)) * 4 / 3:.3f}px", text)
    return latin1(text).encode("utf-8")


def aspect(chart: dict) -> float:
    """Height over width of the drawn chart."""
    return float(chart.get("height", 2.6)) / _WIDTH_IN
