"""Live steady-state view: the tracking variable per round with the SNIA window, its
average band and fit line (the verification plot), and the tracking workload at every
block size (the convergence plot), updated as each round finishes."""
from __future__ import annotations

import html

import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QHBoxLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from app.core.errors import FioscopeError
from app.core.suites.steady_summary import tracked_text
from app.core.units import human_bytes
from app.ui.core_words import window_text
from app.ui.glossary import snia_terms
from app.ui.graphs.graph_style import current_theme, thread_qcolor
from app.ui.graphs.legend_row import ThemedPlot, with_legend
from app.ui.i18n import arg, number, translate
from app.ui.pages.pts_panel import PtsPanel

TITLE_MIN_H = 180  # px: a plot this high keeps its title
TITLE_SLACK = 2  # px either side of the title: the plot's own margin, and a pixel of rounding
UNITS = {"iops": "IOPS", "throughput": "bytes/s", "latency": "µs", "write_saturation": "IOPS"}


def unit_of(test: str) -> str:
    """throughput-1M and throughput-128K are throughput tests: bytes/s."""
    return UNITS.get(test.split("-")[0] if test.startswith("throughput-") else test, "")


class SteadyPanel(QWidget):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.status = QLabel("")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status.setToolTip(snia_terms())  # the verdict says steady, window, excursion and slope
        scroll = QScrollArea()  # the summary tables can be long: the plots keep their room
        scroll.setWidget(self.status)
        scroll.setWidgetResizable(True)
        scroll.setMaximumHeight(110)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        lay.addWidget(scroll)
        self.summary_area = scroll  # drawn whole in a saved picture (snapshot.whole_steady)
        row = QHBoxLayout()
        self.verify = ThemedPlot(title=translate("SteadyPanel", "Tracked figure per round"))
        self.converge = ThemedPlot(title=translate("SteadyPanel", "Convergence per block size"))
        # The tracked figure (SNIA's "tracking variable"): the one number each test watches
        # round by round, e.g. random 4K write IOPS; steady when five rounds stay within 20 %.
        self.verify.setToolTip(translate("SteadyPanel", "the tracked figure (SNIA's \"tracking variable\"): the number "
                                         "this test watches each round, e.g. random 4K write IOPS; steady once five "
                                         "rounds stay within 20 % of their average and their trend is flat"))
        self.converge.setToolTip(translate("SteadyPanel", "the tracked workload at every block size, round by round"))
        self.legends = {}
        self.titles = {self.verify: translate("SteadyPanel", "Tracked figure per round"),
                       self.converge: translate("SteadyPanel", "Convergence per block size")}
        for p in (self.verify, self.converge):
            p.installEventFilter(self)  # the title only where the plot has room for it (fit_title)
            # the left axis widens with its figures' labels ("10.000.000" in Spanish): less room for the title
            p.getPlotItem().getAxis("left").geometryChanged.connect(lambda p=p: self.fit_title(p))
            p.setLabel("bottom", translate("SteadyPanel", "round"))
            p.showGrid(x=True, y=True, alpha=0.3)
            box, self.legends[p] = with_legend(p)  # above the plot, never over the rounds
            row.addWidget(box)
        self.rounds_view = QWidget()  # the rounds' plots; a PTS run (HIR, XSR, DIRTH) shows its sections instead
        row.setContentsMargins(0, 0, 0, 0)
        self.rounds_view.setLayout(row)
        lay.addWidget(self.rounds_view, 1)
        self.pts = PtsPanel()
        self.pts.hide()
        lay.addWidget(self.pts, 1)
        self.max_rounds: int | None = None  # set by the window when a run starts
        self.summary_html = ""
        self.clear()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """The verdicts and window tables may take up to 40 % of the panel (they were a 110 px,
        3-line strip); a one-line status takes one line, the plots the rest."""
        super().resizeEvent(event)
        self._fit_summary()

    def _fit_summary(self) -> None:
        area = self.summary_area
        cap = max(110, self.height() * 2 // 5)
        need = self.status.heightForWidth(max(area.viewport().width(), 100)) + 2 * area.frameWidth()
        area.setMaximumHeight(cap)
        area.setMinimumHeight(min(need, cap) if self.summary_html else 0)  # the tables whole where they fit

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Resize and obj in self.titles:
            self.fit_title(obj)
        return False

    def fit_title(self, plot) -> None:
        """A short plot (2x scale: about 100 px) shows no title: it took a quarter of the plot's
        height; the legend above and the axes' labels say what is drawn, the tooltip the rest.
        A narrow one shows its title cut short (…) to the room right of its left axis: pyqtgraph
        makes a plot at least as wide as its title, shown or hidden, and in Spanish at 1024x700
        "Convergencia por tamaño de bloque" pushed the plot's last rounds out of its view."""
        item = plot.getPlotItem()
        label = item.titleLabel
        text = ""
        if plot.height() >= TITLE_MIN_H:
            font = QFont(label.item.font())
            font.setPointSizeF(float(str(label.opts.get("size", "11pt")).removesuffix("pt")))
            margins = 2 * label.item.document().documentMargin() + 2 * TITLE_SLACK
            room = plot.width() - 2 * plot.frameWidth() - item.getAxis("left").width() - margins
            text = QFontMetricsF(font).elidedText(self.titles[plot], Qt.TextElideMode.ElideRight, max(0.0, room))
        if text == label.text and label.isVisible() == bool(text):
            return
        if text:
            item.setTitle(text, color=current_theme().foreground.name())
        else:
            label.setText("")  # a hidden title's text still sets the plot's least width
            item.setTitle(None)
        plot.resizeEvent(None)  # pyqtgraph fits the plot to its view only on a resize: again, at its new least width

    def clear(self, idle: bool = False) -> None:
        """A steady-state run starts (its first round awaited), or another run is shown (idle)."""
        self.rounds: dict[str, list[tuple[int, float]]] = {}
        self.convergence: dict[str, dict[str, list[tuple[int, float]]]] = {}
        self.verdicts: dict = {}
        self.test = ""
        self.verify.clear()
        self.converge.clear()
        for plot, legend in self.legends.items():
            legend.sync(plot)
        self.summary_html = ""
        self.summary_area.setMinimumHeight(0)
        self._pts_shown(False)
        self.status.setText(translate("SteadyPanel", "Steady state: no steady-state run on screen (run one, or open one "
                                      "from the History)") if idle else
                            translate("SteadyPanel", "Steady state: waiting for the first round (purge and "
                                      "preconditioning first)"))

    def _pts_shown(self, on: bool) -> None:
        self.pts.setVisible(on)
        self.rounds_view.setVisible(not on)
        self.summary_area.setVisible(not on)

    def pts_started(self, tests: tuple[str, ...]) -> None:
        """A run of SNIA PTS's HIR, XSR or DIRTH started: no rounds plotted here, their sections at the end."""
        self.clear()
        self.pts.waiting(tests)
        self._pts_shown(True)

    def show_pts(self, doc, store=None) -> bool:
        """A PTS run's results (doc: its RunDoc, or a live run's suite and settings); False: none kept.
        store: a live run's history, whose document of it (the drive's model and size too) is
        shown when it has it, as reopening the run shows it."""
        self.clear()
        self._pts_shown(True)
        if store is not None and doc.get("run_id") is not None and "machine" not in doc:
            try:
                doc = store.load_run(doc["run_id"], with_samples=False)
            except (FioscopeError, OSError, KeyError):
                pass  # the run went on without its history: the live figures alone
        return self.pts.show_doc(doc)

    def add_round(self, report) -> None:
        """report: core RoundReport."""
        self.test = report.test
        if report.tracking is not None:
            self.rounds.setdefault(report.test, []).append((report.round_no, report.tracking))
        for bs, value in report.convergence.items():
            if value is not None:
                self.convergence.setdefault(report.test, {}).setdefault(bs, []).append((report.round_no, value))
        self.verdicts[report.test] = report.verdict
        self._draw(report.test)
        v = report.verdict
        state = (arg(translate("SteadyPanel", "<b style='color:#080'>steady</b> in %1: average %2, excursion %3 "
                               "(limit %4), slope × (window − 1) %5 (limit %6)"), window_text(v.window_text),
                     *(number(float(x), 1) for x in (v.average, v.excursion, v.excursion_limit, v.slope_excursion,
                                              v.slope_limit))) if v and v.attained else
                 arg(translate("SteadyPanel", "not steady yet: %1"), window_text(v.reason)) if v else "")
        of = arg(translate("SteadyPanel", " of at most %1"), self.max_rounds) if self.max_rounds else ""
        if report.test == "write_saturation":  # no criterion: how far it is to its limits
            of = ""
            state = arg(translate("SteadyPanel", "%1 written in %2 s of writing (no steady-state criterion: it runs "
                                  "to its data or time limit)"), human_bytes(report.written_bytes),
                        number(round(report.elapsed_s)))
        self.status.setText(arg(translate("SteadyPanel", "<b>%1</b>, round %2%3: tracked figure %4 · %5"), report.test,
                                report.round_no, of, window_text(tracked_text(report.test, report.tracking)), state))

    def show_summary(self, outcome) -> None:
        """After the run: per test the verdict and TKperf's measurement-window tables."""
        parts = []
        for test in outcome.tests:
            v = outcome.verdict(test)
            tp = outcome.tests[test]
            rounds = len(tp.rounds)  # a plain name: lupdate reads no expression in a call
            head = (arg(translate("SteadyPanel", "<b>%1</b>: %n round(s); ", None, rounds), html.escape(test)) +
                    (arg(translate("SteadyPanel", "steady in rounds %1–%2, window average %3"), v.rounds[0],
                         v.rounds[-1], window_text(tracked_text(test, v.average)))
                     if v and v.attained else html.escape(window_text(tp.stop_reason)) if not v
                     else arg(translate("SteadyPanel", "not steady (%1)"), html.escape(window_text(v.reason)))))
            parts.append(head)
            for t in outcome.summary(test):
                rows = "".join("<tr>" + "".join(f"<td align=right>&nbsp;{html.escape(cell_text(c))}&nbsp;</td>" for c in r)
                               + "</tr>" for r in t.rows)
                cols = "".join(f"<th>&nbsp;{html.escape(window_text(c))}&nbsp;</th>" for c in t.columns)
                parts.append(f"<i>{html.escape(window_text(t.title))}</i><table border=1 cellspacing=0>"
                             f"<tr>{cols}</tr>{rows}</table>")
        self.summary_html = "<br>".join(parts)
        self.status.setText(self.summary_html)
        self._fit_summary()

    def _draw(self, test: str) -> None:
        self.verify.clear()
        pts = self.rounds.get(test, [])
        unit = unit_of(test)
        self.verify.setLabel("left", f"{test} ({unit})")
        if pts:
            self.verify.plot([r for r, _ in pts], [v for _, v in pts],
                             pen=pg.mkPen(current_theme().foreground, width=2),
                             symbol="o", symbolSize=7, name=translate("SteadyPanel", "tracked figure"))
        v = self.verdicts.get(test)
        if v and v.rounds and v.average is not None:
            x0, x1 = v.rounds[0], v.rounds[-1]
            colour = (0, 150, 0) if v.attained else (200, 120, 0)
            ten, twenty = translate("SteadyPanel", "average ± 10 %"), translate("SteadyPanel", "average ± 20 %")
            for y, name, style in ((v.average * 1.1, ten, pg.QtCore.Qt.DashLine),
                                   (v.average * 0.9, None, pg.QtCore.Qt.DashLine),
                                   (v.average * 1.2, twenty, pg.QtCore.Qt.DotLine),
                                   (v.average * 0.8, None, pg.QtCore.Qt.DotLine)):
                self.verify.plot([x0, x1], [y, y], pen=pg.mkPen(colour, style=style), name=name)
            self.verify.plot([x0, x1], [v.average, v.average], pen=pg.mkPen(colour, width=1),
                             name=translate("SteadyPanel", "window average"))
            fit = v.fit_line()
            if fit:
                self.verify.plot(list(v.rounds), list(fit), pen=pg.mkPen((31, 119, 180), width=2),
                                 name=translate("SteadyPanel", "fit line"))
        self.converge.clear()
        self.converge.setLabel("left", unit)
        for i, (bs, series) in enumerate(sorted(self.convergence.get(test, {}).items())):
            self.converge.plot([r for r, _ in series], [x for _, x in series], pen=pg.mkPen(thread_qcolor(i), width=2),
                               symbol="o", symbolSize=5, name=bs)
        for plot, legend in self.legends.items():
            legend.sync(plot)


def cell_text(cell: str) -> str:
    """A summary table's cell as the window writes it: a figure the core printed as the reports
    do ("1234.5") in the window's locale with the same decimals ("1.234,5"); a block size,
    mix or "-" as it is."""
    try:
        value = float(cell)
    except ValueError:
        return window_text(cell)
    return number(value, len(cell.split(".")[1]) if "." in cell else 0)
