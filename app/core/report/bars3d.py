"""A 3D bar chart (TKperf's IOPS and latency plots over block size x R/W mix) laid out as a
Scene of filled polygons, lines and text (app.core.report.chart_out), so the HTML's SVG and the
PDF draw the same chart.

  {kind: "bars3d", title, unit, x, y, z_label?, x_categories [...], y_categories [...],
   values [[value per x category] per y category], colours [one per y category]?, decimals, height?}

An oblique projection: the x categories (block sizes) run along the front, the y categories
(mixes) into depth, up and to the right, the value up from a zero-based linear axis. Seen from
the front right, each bar shows its front, right and top faces (three shades of its row's
colour); bars are drawn from the back row to the front and from left to right, so a nearer
bar hides a farther one. The floor and the two back walls carry the z axis' grid lines. Each
bar's group has its cell and value as its SVG tooltip; the value is printed on the bar's top
while the figures fit (at most 24 bars); the report's table beside the chart has them all.
"""
from __future__ import annotations

import math

from app.core.report.chart_out import Group, Line, Poly, Scene, Text, rgb
from app.core.report.chart_scale import finite, linear, text_width

BLACK, GRID, WALL, FLOOR = "#000000", "#d0d0d0", "#fafafa", "#f2f2f2"
ANGLE = math.radians(35.0)  # the depth axis, up from the horizontal
DEPTH = 0.55  # a row's depth on the page, as a share of a column's width (foreshortened)
FOOT = 0.7  # a bar's width and depth, as a share of its cell's
MAX_CELL = 72.0  # points: a small matrix is not drawn as a few huge blocks
LABELLED = 24  # bars up to which each carries its figure
HEIGHT = 3.6  # inches, unless the chart says


def has_data(chart: dict) -> bool:
    return any(finite(v) for row in chart.get("values", []) for v in row)


def _shade(colour: str, f: float) -> str:
    """The colour times f (below 1: darker), or mixed toward white by f - 1 (above 1)."""
    shaded = [v * f if f <= 1 else v + (255 - v) * (f - 1) for v in rgb(colour)]
    return "#" + "".join(f"{max(0, min(255, round(v))):02x}" for v in shaded)


def scene(chart: dict, prefix: str, width: float, sizes: tuple[float, float, float, float],
          palette: tuple[str, ...]) -> Scene | None:
    """The chart laid out `width` points wide; `sizes` are the title, label, tick and value
    font sizes and `palette` the series colours of the other charts (app.core.report.charts)."""
    if not has_data(chart):
        return None
    title_size, label, tick, value_size = sizes
    xs, ys = [str(c) for c in chart.get("x_categories", [])], [str(c) for c in chart.get("y_categories", [])]
    nx, ny = max(1, len(xs)), max(1, len(ys))
    vals = [[float(v) if finite(v) else None for v in (list(row) + [None] * nx)[:nx]]
            for row in (list(chart.get("values", [])) + [[]] * ny)[:ny]]
    dec = int(chart.get("decimals", 0))
    unit = chart.get("unit", "")
    top_v = max(v for row in vals for v in row if v is not None)
    z = linear(0.0, max(top_v, 0.0), zero=True, pad=0.12, target=4)
    zt = z.hi
    h = float(chart.get("height", HEIGHT)) * 72
    cos, sin = math.cos(ANGLE), math.sin(ANGLE)
    ddx, ddy = DEPTH * cos, DEPTH * sin  # a row's offset on the page, per point of column width

    # Room around the box: z ticks and label on the left, block sizes and their label below,
    # the mixes and their label along the right edge of the floor.
    tick_w = max(text_width(t, tick) for _, t in z.ticks)
    left = 4 + label + 5 + tick_w + 5.5
    bottom = h - (5.5 + tick * 0.72 + 4 + label * 0.8 + 5)
    top = 22.0
    mix_w = max((text_width(t, tick) for t in ys), default=0.0)
    depth_label = chart.get("y", "")
    gap = 6 + mix_w + 4 + label / sin  # from the floor's right edge to the depth label's baseline
    label_w = text_width(depth_label, label)

    def along(cw: float) -> float:
        """Where the depth label starts along the floor's right edge: centred on it, or from its
        front end where the label is the longer (it would reach below the front, by the
        block sizes)."""
        return max(0.0, (ny * DEPTH * cw - label_w) / 2)
    cw = MAX_CELL
    for _ in range(3):  # the right margin depends on the depth's extent, which depends on the cell
        right_need = max(6 + mix_w + 2, gap + (along(cw) + label_w - ny * DEPTH * cw) * cos) + 4
        cw = min(MAX_CELL, (width - left - right_need) / (nx + ny * ddx),
                 0.5 * (bottom - top) / (ny * ddy))  # the depth takes at most half the height
    zh = bottom - top - ny * ddy * cw
    x0 = left + max(0.0, (width - right_need - left - (nx + ny * ddx) * cw) / 2)  # a small matrix centred
    y0 = bottom

    def at(i: float, j: float, v: float) -> tuple[float, float]:
        return x0 + i * cw + j * ddx * cw, y0 - j * ddy * cw - v / zt * zh

    # The floor, the left and back walls, the z grid lines across them.
    walls = Group(f"{prefix}-walls")
    walls.items += [Poly((at(0, 0, 0), at(nx, 0, 0), at(nx, ny, 0), at(0, ny, 0)), FLOOR, GRID, 0.5),
                    Poly((at(0, 0, 0), at(0, ny, 0), at(0, ny, zt), at(0, 0, zt)), WALL, GRID, 0.5),
                    Poly((at(0, ny, 0), at(nx, ny, 0), at(nx, ny, zt), at(0, ny, zt)), WALL, GRID, 0.5)]
    walls.items += [Line((at(i, 0, 0), at(i, ny, 0)), GRID, 0.4) for i in range(1, nx)]
    walls.items += [Line((at(0, j, 0), at(nx, j, 0)), GRID, 0.4) for j in range(1, ny)]
    walls.items += [Line((at(0, 0, v), at(0, ny, v), at(nx, ny, v)), GRID, 0.5) for v, _ in z.ticks if v > 0]

    # The axes: block sizes along the front, mixes along the right, the value up the front left.
    axes = Group(f"{prefix}-axes")
    axes.items += [Line((at(0, 0, 0), at(nx, 0, 0)), BLACK, 0.8), Line((at(nx, 0, 0), at(nx, ny, 0)), BLACK, 0.8),
                   Line((at(0, 0, 0), at(0, 0, zt)), BLACK, 0.8)]
    for i, t in enumerate(xs):
        x, y = at(i + 0.5, 0, 0)
        axes.items += [Line(((x, y), (x, y + 3.5)), BLACK, 0.8), Text(x, y + 5.5 + tick * 0.72, t, tick, "middle")]
    for j, t in enumerate(ys):
        x, y = at(nx, j + 0.5, 0)
        axes.items += [Line(((x, y), (x + 3.5, y)), BLACK, 0.8), Text(x + 6, y + tick * 0.35, t, tick)]
    for v, t in z.ticks:
        x, y = at(0, 0, v)
        axes.items += [Line(((x - 3.5, y), (x, y)), BLACK, 0.8), Text(x - 5.5, y + tick * 0.35, t, tick, "end")]

    # The bars, from the back row to the front, left to right in each row.
    bars, boxes, figures = [], [], []  # each bar's extent on the page; the figures on their tops
    labelled = sum(v is not None for row in vals for v in row) <= LABELLED
    inset = (1 - FOOT) / 2
    colours = chart.get("colours") or []
    for j in reversed(range(ny)):
        base = colours[j] if j < len(colours) and colours[j] else palette[j % len(palette)]
        edge = _shade(base, 0.55)
        for i in range(nx):
            cell = vals[j][i]
            g = Group(f"{prefix}-s{j}-{i}-bar",
                      f"{xs[i] if i < len(xs) else ''}, {ys[j] if j < len(ys) else ''}: "
                      f"{'-' if cell is None else f'{cell:,.{dec}f}'} {unit}".strip())
            bars.append(g)
            if cell is None:
                continue
            v = max(cell, 0.0)
            a, b, c, d = i + inset, i + 1 - inset, j + inset, j + 1 - inset
            g.items += [Poly((at(a, c, 0), at(b, c, 0), at(b, c, v), at(a, c, v)), base, edge, 0.4),
                        Poly((at(b, c, 0), at(b, d, 0), at(b, d, v), at(b, c, v)), _shade(base, 0.7), edge, 0.4),
                        Poly((at(a, c, v), at(b, c, v), at(b, d, v), at(a, d, v)), _shade(base, 1.45), edge, 0.4)]
            pts = [p for face in g.items for p in face.points]
            boxes.append((min(x for x, _ in pts), min(y for _, y in pts), max(x for x, _ in pts),
                          max(y for _, y in pts)))
            if labelled:  # on the top face, smaller where the figure is wider than the face
                text = f"{v:,.{dec}f}"
                room = (FOOT + FOOT * ddx) * cw
                size = max(5.0, min(value_size, value_size * room / max(text_width(text, value_size), 1e-9)))
                x, y = at(i + 0.5, j + 0.5, v)
                half = text_width(text, size) / 2
                figures.append((len(boxes), g, Text(x, y + size * 0.35, text, size, "middle"),
                                (x - half, y - size * 0.6, x + half, y + size * 0.6)))
    for n, g, figure, (a, b, c, d) in figures:  # a figure a nearer bar would cut is left to the tooltip
        if not any(a < r and c > p and b < s_ and d > q for p, q, r, s_ in boxes[n:]):
            g.items.append(figure)

    lx, ly = at(0, 0, zt / 2)
    fx, fy = at(nx, 0, 0)
    gx, gy = fx + gap + along(cw) * cos, fy - along(cw) * sin
    title = chart.get("title", "")
    tx = left if text_width(title, title_size, True) <= width - left - 4 else 4.0
    groups = [walls, axes, *bars,
              Group(f"{prefix}-title", "", [Text(tx, 14, title, title_size, bold=True)]),
              Group(f"{prefix}-x-label", "", [Text((at(0, 0, 0)[0] + at(nx, 0, 0)[0]) / 2,
                                                   bottom + 5.5 + tick * 0.72 + 4 + label * 0.8,
                                                   chart.get("x", ""), label, "middle")]),
              Group(f"{prefix}-y-label", "", [Text(lx - 5.5 - tick_w - 5, ly, chart.get("z_label") or unit, label,
                                                   "middle", angle=90.0)]),
              Group(f"{prefix}-depth-label", "", [Text(gx, gy, depth_label, label, "start",
                                                       angle=math.degrees(ANGLE))])]
    return Scene(width, h, groups, (at(0, 0, 0)[0], at(0, ny, zt)[1], at(nx, ny, 0)[0], bottom))
