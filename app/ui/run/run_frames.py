"""A run's frames: when the window draws what the worker delivered. Each burst of the
worker's events asks for a frame; the pacer (draw_pacer) says whether it is drawn now or when
its gap is over, and the samples wait in the views' buffers meanwhile. A frame draws every
view at once (graphs, cache panel, status line) in one repaint pass."""
from __future__ import annotations

import os
import time
from typing import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer

from app.ui.graphs.draw_pacer import DrawPacer
from app.ui.i18n import arg, translate
from app.ui.run.run_view import RunView


class RunFrames(QObject):
    def __init__(self, view: RunView, status: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.status = status  # the status line's text for the frame
        self.pacer = DrawPacer(os.cpu_count() or 1)
        self.timer = QTimer(self)  # draws held samples when the gap is over and no burst came first
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.frame)

    def start(self) -> None:
        """A run starts: frames paced from its first, drawn by us, not by the graphs' own timer."""
        self.pacer = DrawPacer(os.cpu_count() or 1)
        self.view.graphs.held = True

    def burst(self) -> None:
        """The worker delivered events: a frame now, or when the pacer's gap is over."""
        wait = self.pacer.wait(time.monotonic())
        if wait <= 0:
            self.frame()
        elif not self.timer.isActive():
            self.timer.start(int(wait * 1000) + 1)

    def frame(self) -> None:
        self.timer.stop()
        self.pacer.frame_now()
        v = self.view
        v.graphs.redraw()
        v.cache_panel.redraw()
        self.status()
        # A plot's scene repaints its view through a queued call: delivered now, the plots are
        # repainted in the pass that repaints the labels, not each in a pass of its own.
        for plot in (v.graphs.view, v.cache_panel.plot, v.cache_panel.temperature.plot):
            QCoreApplication.sendPostedEvents(plot.scene(), QEvent.Type.MetaCall)

    def last(self) -> None:
        """The run ended: what the pacer held back is drawn now; the graphs draw themselves again."""
        self.timer.stop()
        self.view.graphs.held = False
        self.view.graphs.redraw()
        self.view.cache_panel.redraw()

    def paced_text(self) -> str:
        """Said in the status line while frames are spaced, so a slower refresh is not taken for a hang."""
        gap = self.pacer.gap
        return arg(translate("RunFrames", " · graphs every %1 s, the CPU left to fio"), f"{gap:.0f}") \
            if gap >= 1.5 else ""
