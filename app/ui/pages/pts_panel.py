"""SNIA PTS's HIR, XSR and DIRTH results on the Steady page: per test its words, its table and
its charts, the very sections the HTML report shows (report/pts_report.pts_sections, from the
figures the run kept with its settings, pts_result). The charts are the report's own SVG
(report/charts.svg), so the window and the report never draw them differently.

The report stays English; the window shows the same sections in its user's language: the
section builders say every word as a Msg (English str, template and typed figures), which
core_words.window_text translates, and the charts are drawn with the window's figures
(charts.Words). So one builder decides what both say, and the core stays free of Qt."""
from __future__ import annotations

import html
import re

from PySide6.QtCore import QByteArray, QSize, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtSvgWidgets import QSvgWidget
from PySide6.QtWidgets import (QAbstractItemView, QGridLayout, QHeaderView, QLabel, QScrollArea, QSizePolicy,
                               QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from app.core.history.document import RunDoc
from app.core.report.charts import Words, aspect, svg
from app.core.report.pts_report import Lines, pts_sections
from app.ui.core_words import window_text
from app.ui.i18n import arg, joined, locale, number, translate

NAMES = {"hir": "HIR", "xsr": "XSR", "dirth": "DIRTH"}


def status_words(status: str) -> str:
    """A run's stored status (history/store.py's runs.status) as the head line says it."""
    return {"running": translate("PtsPanel", "running"), "done": translate("PtsPanel", "done"),
            "cancelled": translate("PtsPanel", "cancelled"), "failed": translate("PtsPanel", "failed"),
            "partial": translate("PtsPanel", "partial")}.get(status, status)
CHART_MIN_W = 320  # px: two charts side by side only where each has this much


def _tick(v: float) -> str:
    """A tick's figure as the reports' chart_scale.num writes it, in the window's locale."""
    if v == 0:
        return "0"
    return number(float(v), 0) if abs(v) >= 1000 else locale().toString(float(v), "g", 4)


def _log_label(label: str) -> str:
    if label.endswith(")"):
        return arg(translate("PtsPanel", "%1, log scale)"), label[:-1])
    return arg(translate("PtsPanel", "%1 (log scale)"), label)


WORDS = Words(num=_tick, value=lambda v, decimals: number(float(v), decimals), log_label=_log_label)


def window_chart(chart: dict) -> dict:
    """The report's chart with its words in the window's language (the figures: WORDS)."""
    out = {k: window_text(v) if k in ("title", "x", "y_label", "unit") and isinstance(v, str) else v
           for k, v in chart.items()}
    if "categories" in chart:
        out["categories"] = [window_text(c) if isinstance(c, str) else c for c in chart["categories"]]
    out["series"] = [{**s, "name": window_text(s["name"])} if isinstance(s.get("name"), str) else s
                     for s in chart.get("series", [])]
    return out


def section_text(text: str) -> str:
    """A section's words: its lines, each in the window's language."""
    return "\n".join(window_text(line) for line in text.lines) if isinstance(text, Lines) else window_text(text)


class Chart(QSvgWidget):
    """One report chart, drawn at the width it is given and the report's aspect, in the
    window's words and figures."""

    def __init__(self, chart: dict) -> None:
        super().__init__()
        chart = window_chart(chart)
        self.title = str(chart.get("title", ""))
        self.ratio = aspect(chart)
        drawn = svg(chart, WORDS)
        self.texts = [html.unescape(t) for t in re.findall(r"<text[^>]*>([^<]*)</text>", drawn)]  # what it reads
        self.load(QByteArray(drawn.encode()))
        self.setToolTip(self.title)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setMinimumWidth(200)
        # the report's chart on the report's white paper: its black text and axes are drawn on
        # no background, which a dark palette would make unreadable
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor("white"))
        self.setPalette(palette)
        self.setAutoFillBackground(True)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        return int(width * self.ratio)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(480, int(480 * self.ratio))


def _figure(text: str) -> bool:
    """A figure (1,234.5 MB/s, 12 %, 3 s, -) rather than words."""
    return text in ("-", "yes", "no", "") or (len(text) <= 16 and text[:1].isdigit())


def table_widget(table: dict) -> QTableWidget:
    """The section's table whole (no scroll bar of its own: the panel scrolls)."""
    columns, rows = table.get("columns", []), table.get("rows", [])
    t = QTableWidget(len(rows), len(columns))
    t.setHorizontalHeaderLabels([window_text(c) if isinstance(c, str) else str(c) for c in columns])
    t.verticalHeader().setVisible(False)
    t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    t.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    t.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    # columns of figures right-aligned, of words (and the first, the labels) left: right-aligned,
    # a setup row's words sat past the panel's edge at 1024x700
    figures = {c for c in range(1, len(columns)) if all(_figure(str(row[c])) for row in rows if c < len(row))}
    for r, row in enumerate(rows):
        for c, cell in enumerate(row):
            item = QTableWidgetItem(window_text(cell) if isinstance(cell, str) else str(cell))
            item.setTextAlignment((Qt.AlignmentFlag.AlignRight if c in figures else Qt.AlignmentFlag.AlignLeft)
                                  | Qt.AlignmentFlag.AlignVCenter)
            t.setItem(r, c, item)
    t.resizeColumnsToContents()
    t.resizeRowsToContents()
    t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    height = t.horizontalHeader().sizeHint().height() + sum(t.rowHeight(r) for r in range(t.rowCount()))
    t.setFixedHeight(height + 2 * t.frameWidth() + t.horizontalScrollBar().sizeHint().height())
    return t


class PtsPanel(QScrollArea):
    """The sections of one PTS run, or what the run on screen is doing before they exist."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.tables: list[QTableWidget] = []
        self.charts: list[Chart] = []
        self.titles: list[str] = []
        self.head = QLabel()
        self._body(QVBoxLayout())

    def _body(self, lay: QVBoxLayout) -> None:
        body = QWidget()
        body.setLayout(lay)
        self._lay = lay  # the body's column (stretch goes at its end)
        self.head = QLabel()
        self.head.setWordWrap(True)
        self.head.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.head)
        self.setWidget(body)  # the former body is deleted with it
        self.tables, self.charts, self.titles = [], [], []

    def waiting(self, tests: tuple[str, ...]) -> None:
        """A PTS run has started: its figures come when each test's analysis can be made."""
        self._body(QVBoxLayout())
        names = joined([NAMES.get(t, t) for t in tests])
        self.head.setText(arg(translate("PtsPanel", "<b>SNIA PTS %1</b>: running. Their tables and charts (HIR's "
                                        "recovery, XSR's segments, DIRTH's knee and histograms) appear here when "
                                        "the run ends; the live graphs below show every cell as it runs."),
                              html.escape(names)))
        self._lay.addStretch(1)

    def show_doc(self, doc: RunDoc) -> bool:
        """The run's sections; False when it kept no PTS figures (stopped before any analysis)."""
        sections = pts_sections(doc)
        lay = QVBoxLayout()
        self._body(lay)
        status = status_words(str(doc.get("status", "")))
        run = arg(translate("PtsPanel", "run %1"), doc.get("run_id")) if doc.get("run_id") is not None \
            else translate("PtsPanel", "this run")
        if not sections:
            self.head.setText(arg(translate("PtsPanel", "<b>SNIA PTS</b>, %1 (%2): no results were kept (the run "
                                            "stopped before any test's figures could be made)."),
                                  html.escape(run), html.escape(status)))
            lay.addStretch(1)
            return False
        titles = [window_text(s["title"]) for s in sections]
        self.head.setText(arg(translate("PtsPanel", "<b>SNIA PTS</b>, %1 (%2): %3"), html.escape(run),
                              html.escape(status), joined([html.escape(t) for t in titles])))
        for section, shown in zip(sections, titles):
            self.titles.append(shown)
            title = QLabel(f"<h3>{html.escape(shown)}</h3>")
            title.setWordWrap(True)  # a long title (the run's conformance) widened the panel past its edge
            lay.addWidget(title)
            text = QLabel(section_text(section.get("text", "")))
            text.setWordWrap(True)
            text.setTextFormat(Qt.TextFormat.PlainText)
            text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            lay.addWidget(text)
            if section.get("table", {}).get("rows"):
                table = table_widget(section["table"])
                self.tables.append(table)
                lay.addWidget(table)
            grid = QGridLayout()
            charts = [Chart(c) for c in section.get("charts", []) if svg(c)]
            self.charts += charts
            for i, chart in enumerate(charts):
                grid.addWidget(chart, i // 2, i % 2)
            lay.addLayout(grid)
        lay.addStretch(1)
        return True

    def chart_titles(self) -> list[str]:
        return [c.title for c in self.charts]

    def table_texts(self) -> list[list[str]]:
        """Every table's cells, row by row (what a reader sees)."""
        return [[" | ".join(item.text() if (item := t.item(r, c)) is not None else ""
                            for c in range(t.columnCount())) for r in range(t.rowCount())]
                for t in self.tables]
