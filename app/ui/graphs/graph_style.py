"""Colours and line styles of the live graphs: a colour-blind-safe qualitative palette cycled
with dash patterns, so 64 thread curves stay apart, and the system's light or dark palette
for backgrounds, text and the total."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette, QPen

# Paul Tol's "muted" scheme (colour-blind safe), minus its pale grey; "light" on dark
# backgrounds, where the muted indigo and wine would vanish (its pale grey swapped for
# olive: it looked like the total).
LIGHT_BG_COLOURS = ("#332288", "#CC6677", "#117733", "#88CCEE", "#882255", "#44AA99", "#999933", "#AA4499")
DARK_BG_COLOURS = ("#77AADD", "#EE8866", "#EEDD88", "#FFAABB", "#99DDFF", "#44BB99", "#BBCC33", "#AAAA00")
# Dash patterns in pen widths; () is solid. Threads 0-7 are solid, 8-15 dashed, and so on.
DASHES: tuple[tuple[float, ...], ...] = ((), (6, 3), (1, 2), (6, 2, 1, 2), (12, 4), (6, 2, 1, 2, 1, 2),
                                         (3, 3), (12, 3, 3, 3))
THREAD_WIDTH = 1.0
TOTAL_WIDTH = 2.5
HOVER_WIDTH = 3.0
THREAD_ALPHA = 170  # threads faint beside the bold total


@dataclass(frozen=True)
class Theme:
    background: QColor
    foreground: QColor
    grid_alpha: float
    boundary: QColor
    colours: tuple[str, ...]

    @property
    def dark(self) -> bool:
        return self.background.lightness() < 128


def current_theme() -> Theme:
    """From the application's palette (the system's light or dark scheme)."""
    pal = QGuiApplication.palette()
    bg, fg = pal.color(QPalette.ColorRole.Base), pal.color(QPalette.ColorRole.Text)
    dark = bg.lightness() < 128
    boundary = QColor(fg)
    boundary.setAlpha(140)
    return Theme(bg, fg, 0.25 if dark else 0.3, boundary, DARK_BG_COLOURS if dark else LIGHT_BG_COLOURS)


def style_of(i: int) -> tuple[int, int]:
    """(colour index, dash index) of thread i: distinct for the first 64 threads."""
    n = len(LIGHT_BG_COLOURS)
    return i % n, (i // n) % len(DASHES)


def thread_qcolor(i: int, theme: Theme | None = None) -> QColor:
    theme = theme or current_theme()
    return QColor(theme.colours[style_of(i)[0]])


def thread_pen(i: int, theme: Theme, width: float = THREAD_WIDTH, faint: bool = True) -> QPen:
    colour = thread_qcolor(i, theme)
    if faint:
        colour.setAlpha(THREAD_ALPHA)
    pen = QPen(colour)
    pen.setWidthF(width)
    pen.setCosmetic(True)
    dash = DASHES[style_of(i)[1]]
    if dash:
        pen.setStyle(Qt.PenStyle.CustomDashLine)
        pen.setDashPattern(list(dash))
    return pen


def total_pen(theme: Theme, width: float = TOTAL_WIDTH) -> QPen:
    pen = QPen(theme.foreground)
    pen.setWidthF(width)
    pen.setCosmetic(True)
    return pen
