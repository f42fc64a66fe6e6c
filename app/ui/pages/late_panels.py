"""The window's plotting panels (live graphs, page-cache panel, steady-state plots), made
after its first paint: they need pyqtgraph and numpy, which take about 0.3 s of a 1 s start
to import. Until then a blank panel stands in their place; the first use of one (a run, a
stored run, a test) makes them at once, so nothing ever sees the stand-ins."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QScrollArea, QSplitter, QStackedWidget, QWidget

if TYPE_CHECKING:
    from app.ui.pages.cache_panel import CachePanel
    from app.ui.graphs.graphs import LiveGraphs
    from app.ui.pages.steady_panel import SteadyPanel


class LatePanels(QObject):
    """Holds the stand-ins' places: the results stack's second page, the live splitter's first
    widget and the cache panel's scroll area; `reruns`, what the cache panel's two rerun buttons
    do (caches dropped, direct I/O)."""
    made = Signal()  # the panels exist (pyqtgraph is imported)

    def __init__(self, results: QStackedWidget, live: QSplitter, cache_area: QScrollArea,
                 reruns: tuple[Callable[[], None], Callable[[], None]]) -> None:
        super().__init__(results)
        self._results, self._live, self._cache_area, self._reruns = results, live, cache_area, reruns
        self.steady_stand_in, self.graphs_stand_in = QWidget(), QWidget()
        results.addWidget(self.steady_stand_in)
        live.addWidget(self.graphs_stand_in)
        cache_area.setWidget(QWidget())
        self.graphs: LiveGraphs | None = None
        self.cache_panel: CachePanel | None = None
        self.steady_panel: SteadyPanel | None = None
        self._watched: QWidget | None = None

    @property
    def built(self) -> bool:
        return self.graphs is not None

    def after_first_paint(self, widget: QWidget) -> None:
        """Make the panels once `widget` (a part of the window always painted first) has been
        painted: the window is on screen by then, its pixels flushed."""
        self._watched = widget
        widget.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if obj is self._watched and event.type() == QEvent.Type.Paint:
            obj.removeEventFilter(self)
            self._watched = None
            QTimer.singleShot(0, self.build)  # after this paint's flush, not inside it
        return False

    def build(self) -> None:
        if self.built:
            return
        from app.ui.pages.cache_panel import CachePanel  # deferred: pyqtgraph (see the docstring)
        from app.ui.graphs.graphs import LiveGraphs  # deferred: pyqtgraph
        from app.ui.pages.steady_panel import SteadyPanel  # deferred: pyqtgraph
        self.steady_panel = SteadyPanel()
        index = self._results.indexOf(self.steady_stand_in)
        current = self._results.currentIndex()
        self._results.insertWidget(index, self.steady_panel)
        self._results.removeWidget(self.steady_stand_in)
        self._results.setCurrentIndex(current)
        self.steady_stand_in.deleteLater()
        self.graphs = LiveGraphs()
        self._live.replaceWidget(self._live.indexOf(self.graphs_stand_in), self.graphs)
        self.graphs_stand_in.deleteLater()
        self.cache_panel = CachePanel()
        self._cache_area.setWidget(self.cache_panel)  # the stand-in is deleted with it
        self.cache_panel.rerun_dropped.clicked.connect(self._reruns[0])
        self.cache_panel.rerun_direct.clicked.connect(self._reruns[1])
        self.made.emit()


class LatePanelsOf:
    """The window's names for the panels (window.graphs, ...): made at once if asked for before
    the first paint. Mixed into the window, which sets `late`."""

    late: LatePanels

    @property
    def graphs(self) -> LiveGraphs:
        self.late.build()
        assert self.late.graphs is not None  # build() made it
        return self.late.graphs

    @property
    def cache_panel(self) -> CachePanel:
        self.late.build()
        assert self.late.cache_panel is not None  # build() made it
        return self.late.cache_panel

    @property
    def steady_panel(self) -> SteadyPanel:
        self.late.build()
        assert self.late.steady_panel is not None  # build() made it
        return self.late.steady_panel
