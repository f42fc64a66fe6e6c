"""All the curves of one plot drawn by one graphics item. 64 PlotCurveItems cost a frame
about 25 ms in pyqtgraph's per-item Python (bounds, pixel vectors, pen set-up); one item
that keeps a path per curve and draws them in a loop costs a fraction of that."""
from __future__ import annotations

import numpy as np
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainterPath, QPen

import pyqtgraph as pg  # after PySide6, so pyqtgraph binds to it


class Curve:
    """One curve of a MultiCurve: what the window, the legend and the tests handle. Has the
    parts of PlotCurveItem's interface they use (getData, setData, setPen, opts['pen'],
    isVisible, setVisible)."""

    def __init__(self, owner: "MultiCurve", pen: QPen) -> None:
        self.owner = owner
        self.opts = {"pen": pen}
        self.x: np.ndarray | None = None
        self.y: np.ndarray | None = None
        self.connect = "all"
        self.path: QPainterPath | None = None  # built when first drawn after new data
        self.bounds = (0.0, 0.0, 0.0, 0.0)  # x0, x1, y0, y1 of finite points
        self.visible = True
        self.top = False  # drawn above the others (the total, the highlighted curve)

    def setData(self, x: np.ndarray, y: np.ndarray, connect: str = "all", **_) -> None:  # noqa: N802
        self.x, self.y, self.connect, self.path = x, y, connect, None
        if len(x):
            if connect == "all":  # no gaps, so no NaN: the plain reductions are faster
                y0, y1 = y.min(), y.max()
            else:  # latency: NaN where an interval had no I/O, perhaps all of them
                finite = y[np.isfinite(y)]
                y0, y1 = (finite.min(), finite.max()) if finite.size else (0.0, 0.0)
            self.bounds = (float(x[0]), float(x[-1]), float(y0) if np.isfinite(y0) else 0.0,
                           float(y1) if np.isfinite(y1) else 0.0)
        self.owner.changed()

    def getData(self) -> tuple[np.ndarray | None, np.ndarray | None]:  # noqa: N802
        return self.x, self.y

    def setPen(self, pen: QPen) -> None:  # noqa: N802
        self.opts["pen"] = pen
        self.owner.update()

    def isVisible(self) -> bool:  # noqa: N802
        return self.visible

    def setVisible(self, on: bool) -> None:  # noqa: N802
        self.visible = on
        self.owner.changed()

    def setZValue(self, z: float) -> None:  # noqa: N802
        self.top = z > 0
        self.owner.update()

    def qpath(self) -> QPainterPath:
        if self.path is None:
            self.path = pg.arrayToQPath(self.x, self.y, connect=self.connect,
                                        finiteCheck=self.connect != "all")
        return self.path


class MultiCurve(pg.GraphicsObject):
    """Draws its curves in order of addition, those marked top last."""

    def __init__(self) -> None:
        super().__init__()
        self.curves: list[Curve] = []
        self._rect: QRectF | None = None
        self._pending = False  # a geometry change announced, not yet painted

    def add(self, pen: QPen, top: bool = False) -> Curve:
        c = Curve(self, pen)
        c.top = top
        self.curves.append(c)
        return c

    def changed(self) -> None:
        """New data or visibility: new bounds, one repaint (coalesced by Qt)."""
        self._rect = None
        if not self._pending:  # once per frame, not once per curve
            self._pending = True
            self.prepareGeometryChange()
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        if self._rect is None:
            b = [c.bounds for c in self.curves if c.visible and c.x is not None and len(c.x)]
            if not b:
                self._rect = QRectF()
            else:
                a = np.array(b)
                px, py = self.pixelSize() if self.getViewBox() is not None else (0.0, 0.0)
                px, py = 3 * (px or 0.0), 3 * (py or 0.0)  # room for the widest pen
                x0, x1, y0, y1 = a[:, 0].min() - px, a[:, 1].max() + px, a[:, 2].min() - py, a[:, 3].max() + py
                self._rect = QRectF(x0, y0, max(x1 - x0, 1e-9), max(y1 - y0, 1e-9))
        return QRectF(self._rect)

    def dataBounds(self, ax: int, frac: float = 1.0, orthoRange=None):  # noqa: N802 (ViewBox's name)
        r = self.boundingRect()
        if r.isNull():
            return None, None
        return (r.left(), r.right()) if ax == 0 else (r.top(), r.bottom())

    def paint(self, p, *args) -> None:
        self._pending = False
        drawn = [c for c in self.curves if c.visible and c.x is not None and len(c.x) > 1]
        for c in sorted(drawn, key=lambda c: c.top):  # stable: the order of addition otherwise
            p.setPen(c.opts["pen"])
            p.drawPath(c.qpath())

