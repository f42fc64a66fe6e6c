"""A laid-out chart (a Scene of lines, boxes, filled polygons, dots and text, in points) written as SVG for the
HTML report or drawn with fpdf2's own lines and text on a PDF page: one layout, two outputs,
so both reports show the same chart.

The PDF side calls the FPDF object it is given and imports nothing: the HTML report never
loads fpdf2. Drawing directly is what makes a PDF's charts cheap (parsing an SVG per chart
cost fpdf2 about 20 ms each)."""
from __future__ import annotations

import html
from contextlib import nullcontext
from dataclasses import dataclass, field

from app.core.report.chart_scale import text_width

FONT = "Helvetica, Arial, 'Liberation Sans', sans-serif"


@dataclass(frozen=True)
class Line:
    points: tuple[tuple[float, float], ...]
    colour: str
    width: float
    dash: tuple[float, float] | None = None
    alpha: float = 1.0


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    w: float
    h: float
    fill: str
    alpha: float = 1.0
    edge: str | None = None  # outline colour
    edge_width: float = 0.0


@dataclass(frozen=True)
class Poly:
    """A filled polygon (a face of a 3D bar), closed from its last point to its first."""

    points: tuple[tuple[float, float], ...]
    fill: str
    edge: str | None = None  # outline colour
    edge_width: float = 0.0
    alpha: float = 1.0


@dataclass(frozen=True)
class Dot:
    x: float
    y: float
    r: float
    colour: str
    alpha: float = 1.0


@dataclass(frozen=True)
class Text:
    x: float
    y: float  # baseline
    text: str
    size: float
    anchor: str = "start"  # start | middle | end
    bold: bool = False
    colour: str = "#000000"
    angle: float = 0.0  # degrees, counter-clockwise about (x, y)


@dataclass
class Group:
    """Items under one SVG id (the tests and a reader's tooltip find a curve by it)."""

    gid: str = ""
    tip: str = ""
    items: list = field(default_factory=list)


@dataclass
class Scene:
    width: float  # points
    height: float
    groups: list[Group] = field(default_factory=list)
    plot: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)  # the frame: left, top, right, bottom


def _f(v: float) -> str:
    return f"{v:.2f}".rstrip("0").rstrip(".")


def _svg_item(it) -> str:
    if isinstance(it, Line):
        pts = " ".join(f"{_f(x)},{_f(y)}" for x, y in it.points)
        dash = f' stroke-dasharray="{_f(it.dash[0])} {_f(it.dash[1])}"' if it.dash else ""
        alpha = f' stroke-opacity="{it.alpha:g}"' if it.alpha < 1 else ""
        return (f'<polyline points="{pts}" fill="none" stroke="{it.colour}" stroke-width="{_f(it.width)}"'
                f' stroke-linejoin="round"{dash}{alpha}/>')
    if isinstance(it, Box):
        alpha = f' fill-opacity="{it.alpha:g}"' if it.alpha < 1 else ""
        edge = f' stroke="{it.edge}" stroke-width="{_f(it.edge_width)}"' if it.edge else ""
        return (f'<rect x="{_f(it.x)}" y="{_f(it.y)}" width="{_f(max(it.w, 0))}" height="{_f(max(it.h, 0))}"'
                f' fill="{it.fill}"{alpha}{edge}/>')
    if isinstance(it, Poly):
        pts = " ".join(f"{_f(x)},{_f(y)}" for x, y in it.points)
        alpha = f' fill-opacity="{it.alpha:g}"' if it.alpha < 1 else ""
        edge = f' stroke="{it.edge}" stroke-width="{_f(it.edge_width)}" stroke-linejoin="round"' if it.edge else ""
        return f'<polygon points="{pts}" fill="{it.fill}"{alpha}{edge}/>'
    if isinstance(it, Dot):
        alpha = f' fill-opacity="{it.alpha:g}"' if it.alpha < 1 else ""
        return f'<circle cx="{_f(it.x)}" cy="{_f(it.y)}" r="{_f(it.r)}" fill="{it.colour}"{alpha}/>'
    anchor = f' text-anchor="{it.anchor}"' if it.anchor != "start" else ""
    bold = ' font-weight="bold"' if it.bold else ""
    colour = f' fill="{it.colour}"' if it.colour != "#000000" else ""
    turn = f' transform="rotate({_f(-it.angle)} {_f(it.x)} {_f(it.y)})"' if it.angle else ""
    return (f'<text x="{_f(it.x)}" y="{_f(it.y)}" font-size="{_f(it.size)}"{anchor}{bold}{colour}{turn}>'
            f"{html.escape(it.text, quote=False)}</text>")


def to_svg(scene: Scene, label: str) -> str:
    """Inline SVG: role="img" with the chart's title as its label, each curve's name as its tooltip."""
    out = [f'<svg class="chart" role="img" aria-label="{html.escape(label, quote=True)}" '
           f'xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_f(scene.width)} {_f(scene.height)}" '
           f'width="{_f(scene.width)}" height="{_f(scene.height)}" font-family="{FONT}">']
    for g in scene.groups:
        body = "".join(_svg_item(it) for it in g.items)
        if g.gid:
            tip = f"<title>{html.escape(g.tip, quote=False)}</title>" if g.tip else ""
            out.append(f'<g id="{g.gid}">{tip}{body}</g>')
        else:
            out.append(body)
    out.append("</svg>")
    return "".join(out)


def rgb(colour: str) -> tuple[int, int, int]:
    """'#rrggbb' as its three channels."""
    c = colour.lstrip("#")
    return int(c[0:2], 16), int(c[2:4], 16), int(c[4:6], 16)


def _opacity(pdf, **alpha):
    """A graphics state with the opacity only where one is below 1 (each costs the PDF a state)."""
    return pdf.local_context(**alpha) if any(a < 1 for a in alpha.values()) else nullcontext()


def _filled(pdf, it, k: float) -> str:
    """Set a Box's or Poly's fill (and edge) on the page; fpdf2's style for drawing it."""
    pdf.set_fill_color(*rgb(it.fill))
    if not it.edge:
        return "F"
    pdf.set_draw_color(*rgb(it.edge))
    pdf.set_line_width(it.edge_width * k)
    pdf.set_dash_pattern()
    return "DF"


def to_pdf(pdf, scene: Scene, x0: float, y0: float, w: float, latin1) -> None:
    """Draws the scene on the FPDF `pdf` (millimetres) at (x0, y0), w wide; `latin1` makes text
    a core font can show."""
    k = w / scene.width  # mm per point of the scene
    pt = k * 72 / 25.4  # the scene's points in PDF points (font sizes)

    def at(x: float, y: float) -> tuple[float, float]:
        return x0 + x * k, y0 + y * k

    last = None

    for g in scene.groups:
        for it in g.items:
            if isinstance(it, Line):
                pdf.set_draw_color(*rgb(it.colour))
                pdf.set_line_width(it.width * k)
                if it.dash:
                    pdf.set_dash_pattern(it.dash[0] * k, it.dash[1] * k)
                else:
                    pdf.set_dash_pattern()
                with _opacity(pdf, stroke_opacity=it.alpha):
                    pdf.polyline([at(x, y) for x, y in it.points], style="D")
            elif isinstance(it, Box):
                with _opacity(pdf, fill_opacity=it.alpha):
                    pdf.rect(*at(it.x, it.y), it.w * k, it.h * k, style=_filled(pdf, it, k))
            elif isinstance(it, Poly):
                with _opacity(pdf, fill_opacity=it.alpha):
                    pdf.polygon([at(x, y) for x, y in it.points], style=_filled(pdf, it, k))
            elif isinstance(it, Dot):
                pdf.set_fill_color(*rgb(it.colour))
                with _opacity(pdf, fill_opacity=it.alpha):
                    pdf.circle(*at(it.x, it.y), it.r * k, style="F")
            else:
                text = latin1(it.text)
                font = ("B" if it.bold else "", it.size * pt, it.colour)
                if font != last:  # most texts share one font and colour (each set is work for fpdf2)
                    pdf.set_font("Helvetica", font[0], font[1])
                    pdf.set_text_color(*rgb(it.colour))
                    last = font
                shift = {"start": 0.0, "middle": 0.5, "end": 1.0}[it.anchor] * text_width(text, it.size, it.bold)
                x, y = at(it.x, it.y)
                if it.angle:
                    with pdf.rotation(it.angle, x, y):
                        pdf.text(x - shift * k, y, text)
                else:
                    pdf.text(x - shift * k, y, text)
    pdf.set_dash_pattern()
    pdf.set_text_color(0)
    pdf.set_draw_color(0)
    pdf.set_fill_color(255)
