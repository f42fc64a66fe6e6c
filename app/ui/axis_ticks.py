"""Value labels that never print over each other on a short axis: the live graphs at 2x
scale and the side panels' plots at 1024x700 are 40-60 px high."""
from __future__ import annotations

import math

import pyqtgraph as pg
from PySide6.QtGui import QFont, QFontMetricsF


class FewTicksAxis(pg.AxisItem):
    """A short axis whose labels never print over each other: pyqtgraph always labels its major
    ticks, at least two intervals' worth, which on the cache plot at 1024x700 (about 40 px)
    were six numbers in one another. Here labels keep 1.3 lines of text apart."""

    def tickSpacing(self, minVal: float, maxVal: float, size: float):  # noqa: N802, N803 (pyqtgraph's names)
        levels = super().tickSpacing(minVal, maxVal, size)
        line = QFontMetricsF(self.style.get("tickFont") or QFont()).height()
        least = abs(maxVal - minVal) * 1.3 * line / (size or 1.0)  # the smallest step that keeps them apart
        if not levels or not least or levels[0][0] >= least:
            return levels
        step = 10.0 ** math.floor(math.log10(least))
        return [(next(m * step for m in (1, 2, 5, 10) if m * step >= least), 0)]  # 1, 2 or 5 x 10^k
