"""One run on screen: the grid (or the steady-state panel), the live graphs and the page-cache
panel always show the same run. A page whose results view holds nothing of the run on screen
(Peak's rows after a Quick run, the steady-state panel after a Quick run) shows a note in the
graphs' place instead of that run's graphs; the run's own page shows them again, and a page
without rows of its own shows the run's rows again."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QStackedWidget, QWidget

from app.ui.pages import grid_state
from app.ui.i18n import arg, translate


class ShownRun:
    """The live area (graphs and cache panel) in a stack over its note, and what the grid holds."""

    def __init__(self, live: QWidget) -> None:
        self.stack = QStackedWidget()
        self.stack.addWidget(live)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.stack.addWidget(self.note)
        self.grid_shows_run = True  # the grid's rows are the run's (filled with its figures)
        self.steady = False  # the run on screen is a steady-state run: its view is the steady panel
        self.run_rows: tuple | None = None  # the run's grid rows, row buttons and refill, when left

    def started(self, steady: bool) -> None:
        """A run starts, or a stored one is opened: everything shows it."""
        self.steady = steady
        self.grid_shows_run = not steady  # a steady-state run's figures are in its panel, not the grid
        self.run_rows = None

    def leave_rows(self, grid) -> None:
        """The grid (a ResultsGrid) is about to show another page's rows: the run's are kept to
        come back to (a comparison's too: its refill)."""
        if self.grid_shows_run:
            self.run_rows = (grid.labels(), bool(grid.row_buttons), grid.refill)
        self.grid_shows_run = False

    def back_to_rows(self, grid) -> bool:
        """A page without rows of its own: the run's rows and figures again (True: shown)."""
        if self.grid_shows_run or self.run_rows is None or self.steady:
            return False
        rows, buttons, refill = self.run_rows
        grid.set_rows(rows, buttons=buttons)
        grid.refill = refill
        grid.fill()
        self.grid_shows_run, self.run_rows = True, None
        return True

    def sync(self, steady_panel_shown: bool, page: str, run: str) -> bool:
        """Graphs or the note, as the results view shows the run or not; True: the graphs."""
        shows = self.steady if steady_panel_shown else self.grid_shows_run
        self.stack.setCurrentIndex(0 if shows else 1)
        if not shows:
            page = translate("Mode", page)
            self.note.setText(arg(translate("ShownRun", "No %1 results on screen. The live graphs and the page-cache "
                                            "panel belong to the %2, and show beside its own figures, on its page."),
                                  page, run) if run else
                              arg(translate("ShownRun", "No %1 results on screen: nothing has run yet."), page))
        return shows


def started(window, steady: bool) -> None:
    """A run starts or a stored one is opened (the window's views just cleared)."""
    if not steady:  # another run on screen: no steady-state rounds of an earlier one beside it
        window.steady_panel.clear(idle=True)
    window.shown.started(steady)
    sync(window)


def page_changed(window, labels: list[str] | None, own_kinds: tuple) -> None:
    """The grid on a page switch (no run going): `labels`, the page's own rows (None: a page
    without, which shows the run on screen's); `own_kinds`, the kinds whose figures they hold."""
    grid, shown = window.results_grid, window.shown
    if labels is None:
        shown.back_to_rows(grid)
    elif grid.labels() != labels:
        shown.leave_rows(grid)
        grid.set_rows(labels)
        if window.kind in own_kinds:  # the run's own mode: its figures
            grid.fill()
            shown.grid_shows_run = True
    sync(window)


def sync(window) -> None:
    """The live graphs beside the results only when these show the same run."""
    docs = window.shown_docs
    # the run's own name (latency-load, cliff: not the "jobfile" kind their grid is laid out as)
    name = (getattr(window.last_result, "name", "") if not window.runs.running else "") or \
        getattr(window.kind, "value", "")
    run = (arg(translate("ShownRun", "run %1 from the History"), docs[0].get("run_id")) if len(docs) == 1 else
           translate("ShownRun", "runs compared") if docs else
           arg(translate("ShownRun", "last %1 run"), name) if name else "")
    window.shown.sync(window.results.currentIndex() == 1, window.mode().value, run)
    window.results_grid.set_title(grid_state.title(window))
