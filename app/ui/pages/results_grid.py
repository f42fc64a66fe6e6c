"""The results grid, as CrystalDiskMark shows it: one row per test with its own run button,
read and write in large figures with a bar in each cell; or a test plan's seed tables."""
from __future__ import annotations

import statistics
from typing import Any, Mapping

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import (QHeaderView, QLabel, QPushButton, QStyledItemDelegate, QStyleOptionViewItem,
                               QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from app.core.fio.jobspec import spec_identity
from app.core.insight.trust import MARKS, legend, top_mark, trust_words

from app.core.report.json_export import test_to_dict
from app.core.report.latency import clamped_percentiles
from app.core.suites.experiments import experiment_tables
from app.core.suites.plans import grid_from_tables, plan_tables
from app.core.suites.presets import QUICK
from app.ui.core_words import window_text
from app.ui.core_words_places import revived
from app.ui.glossary import name_in_words
from app.ui.i18n import arg, joined, number, translate
from app.ui.run.phase_words import phase_text
from app.ui.run.run_kinds import Preset, RunState

UNITS = ("MB/s", "MiB/s", "IOPS", "µs")
TEST, READ, WRITE = 0, 1, 2  # the CrystalDiskMark layout's columns
ROWS_HELD = 6  # rows always shown whole (Peak's six); more scroll
TRIM = 3  # a job file's trims (rw=trim, randtrim, trimwrite): a column only where fio trimmed
FRACTION_ROLE = Qt.ItemDataRole.UserRole + 1  # the cell's value over the grid's largest, for its bar
MARK_ROLE = Qt.ItemDataRole.UserRole + 2  # what limited the cell's figure (insight.trust's mark), "" for nothing
MARK_COLOUR = QColor(138, 28, 28)  # dark red under white text: readable on light and dark themes
MIXED_WORDS = ("mixed: fio reported reads and writes as one direction (unified_rw_reporting=mixed); "
               "shown under Read, all of the job's I/O together")


def test_label(spec_name: str) -> str:
    """'SEQ1M-Q8T1-read' -> 'SEQ1M Q8T1', the grid row it belongs to (a stored record's name:
    the live grid's keys; jobspec.spec_identity reads names in one place)."""
    return spec_identity(spec_name)[0]


def two_lines(label: str) -> str:
    """A row button's text: 'SEQ1M Q8T1' on two lines; a long job name broken at the '-'
    nearest its middle (tom-randread-4k-q3), so the Test column need not be wide."""
    if " " in label:
        return label.replace(" ", "\n", 1)
    cuts = [i for i, ch in enumerate(label) if ch == "-"]
    if len(label) < 14 or not cuts:
        return label
    cut = min(cuts, key=lambda i: abs(i - len(label) / 2))
    return label[:cut + 1] + "\n" + label[cut + 1:]


def loop_names(records) -> list[str]:
    """Each record's loop as a reader names it ("loop 2"; "" for a single run)."""
    return [r.phase if str(getattr(r, "phase", "")).startswith("loop") else "" for r in records]


def cell(sides: list, unit: str, loop_of: list[str] | None = None) -> QTableWidgetItem:
    """One grid cell: the value, or for several loops their median with the spread; its
    percentiles are the median loop's (the lower middle one of an even count), named."""
    def value(d) -> float:
        return {"MB/s": d.mb_s, "MiB/s": d.mib_s, "IOPS": d.iops,
                "µs": d.latency.mean_us if d.latency else float("nan")}[unit]
    values = [value(d) for d in sides]
    med = statistics.median(values)
    decimals = 0 if unit == "IOPS" else (1 if unit == "µs" else 2)
    item = QTableWidgetItem(number(med, decimals))  # the window's locale
    item.setData(Qt.ItemDataRole.UserRole, med)
    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    tips = []
    if len(values) > 1:
        loops = len(values)  # a plain name: lupdate reads no expression in a call
        tips.append(arg(translate("ResultsGrid", "median of %n loops; min %1, best %2", None, loops),
                        number(min(values), decimals), number(max(values) if unit != 'µs' else min(values), decimals)))
    middle = sorted(range(len(values)), key=lambda i: (values[i] != values[i], values[i]))[(len(values) - 1) // 2]
    lat = sides[middle].latency
    if lat:
        name = phase_text((loop_of or [""] * len(values))[middle] or f"loop {middle + 1}")
        # fio's percentiles are its buckets' values, which can lie above the max: shown within min..max
        p = clamped_percentiles({"min_us": lat.min_us, "max_us": lat.max_us, "p50_us": lat.p50_us,
                                 "p99_us": lat.p99_us, "p999_us": lat.p999_us}, ("p50_us", "p99_us", "p999_us"))
        shown = {k: "-" if v is None else number(v, 1) for k, v in p.items()}
        line = (f"p50 {shown['p50_us']} µs · p99 {shown['p99_us']} µs · "
                f"p99.9 {shown['p999_us']} µs · max {number(lat.max_us, 1)} µs")
        tips.append(arg(translate("ResultsGrid", "%1 (%2: the median loop's)"), line, name) if len(values) > 1
                    else line)
    item.setToolTip("\n".join(tips))
    return item


def mark_cell(item: QTableWidgetItem, records) -> None:
    """The cell's trust mark (the most decisive of its loops') and every verdict in its tooltip."""
    named = [(loop, t) for loop, r in zip(loop_names(records), records) if (t := getattr(r, "trust", None))]
    mark = top_mark(t.get("mark") or "" for _, t in named)
    item.setData(MARK_ROLE, mark)
    # each verdict named by the loops it is of (the same words for every loop: said once, for all)
    by_words: dict[str, list[str]] = {}
    for loop, t in named:
        for w in trust_words(t):
            by_words.setdefault(w, []).append(loop)
    several = len(named) > 1 and all(loop for loop, _ in named)
    count = len(named)  # a plain name: lupdate reads no expression in a call
    # each verdict in the window's language (core_words; a stored run's read back), named by its loops
    words = []
    for w, loops in by_words.items():
        shown = window_text(revived(w))
        words.append(shown if not several else arg(translate("ResultsGrid", "all %n loops: %1", None, count), shown)
                     if len(loops) == count else arg(translate("ResultsGrid", "%1: %2"), joined(loops), shown))
    if words:
        item.setToolTip("\n".join(x for x in (item.toolTip(), *words) if x))


class BarDelegate(QStyledItemDelegate):
    """A bar under the figure, as long as the value is against the grid's largest."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        fraction = index.data(FRACTION_ROLE)
        if isinstance(fraction, float) and fraction > 0:
            r = option.rect.adjusted(3, 3, -3, -3)
            colour = QColor(option.palette.highlight().color())
            colour.setAlpha(70)
            painter.fillRect(QRectF(r.left(), r.bottom() - 7, r.width() * min(fraction, 1.0), 7), colour)
        super().paint(painter, option, index)
        mark = index.data(MARK_ROLE)
        if mark:  # a tag in the cell's top-left corner, clear of the right-aligned figure
            font = QFont(option.font)
            font.setPointSize(8)
            font.setBold(True)
            fm = QFontMetrics(font)
            box = QRectF(option.rect.left() + 4, option.rect.top() + 4, fm.horizontalAdvance(mark) + 8, fm.height() + 2)
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(MARK_COLOUR)
            painter.drawRoundedRect(box, 3, 3)
            painter.setPen(Qt.GlobalColor.white)
            painter.setFont(font)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, mark)
            painter.restore()


class ResultsGrid(QWidget):
    run_test = Signal(str)  # a row's test label: run only that test

    def __init__(self, state: RunState, unit, parent=None) -> None:
        super().__init__(parent)
        self.state = state
        self.unit = unit  # the unit picker on the top row
        self.unit.currentTextChanged.connect(self.fill)
        self.row_buttons: list[QPushButton] = []
        self.enabled = True
        self.refill = None  # past runs compared: what a unit change redraws (set_rows ends it)
        gv = QVBoxLayout(self)
        gv.setContentsMargins(0, 0, 0, 0)
        # What the rows hold: profile, mode, test data, loops (grid_state.title); CrystalDiskMark's title bar
        self.title = QLabel()
        self.title.setWordWrap(True)  # a long title (a longer language) takes a second line, never widens the grid
        self.title.setVisible(False)
        gv.addWidget(self.title)
        self.table = QTableWidget(0, 3)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setItemDelegate(BarDelegate(self.table))
        self.big_font = QFont()
        self.big_font.setPointSize(20)
        self.big_font.setBold(True)
        self.small_font = QFont()
        self.small_font.setPointSize(10)
        head = QFont()
        head.setPointSize(12)
        head.setBold(True)
        self.table.horizontalHeader().setFont(head)  # the figures are the large text, not the titles
        gv.addWidget(self.table)
        # The marks shown, in words: also under the saved picture (snapshot.save reads legend_lines)
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self.legend.setVisible(False)
        gv.addWidget(self.legend)
        self.set_rows([t.label for t in QUICK])

    def _crystal(self, trim: bool = False) -> None:
        """Test | Read | Write (| Trim), the figures large."""
        t = self.table
        t.setFont(self.big_font)
        t.setColumnCount(4 if trim else 3)
        self._headers()
        t.verticalHeader().setVisible(False)
        h = t.horizontalHeader()
        h.setSectionResizeMode(TEST, QHeaderView.ResizeMode.Fixed)
        h.resizeSection(TEST, 150)
        for c in self._data_columns():
            h.setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch)
        t.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        t.verticalHeader().setMinimumSectionSize(44)

    def _headers(self) -> None:
        """The unit in the grid itself, so a saved picture says it."""
        unit = self.unit.currentText()
        heads = [translate("ResultsGrid", "Test")] + [arg(h, unit) for h in (
            translate("ResultsGrid", "Read (%1)"), translate("ResultsGrid", "Write (%1)"),
            translate("ResultsGrid", "Trim (%1)"))]
        self.table.setHorizontalHeaderLabels(heads[:self.table.columnCount()])

    def _data_columns(self) -> tuple[int, ...]:
        return (READ, WRITE, TRIM) if self.table.columnCount() == 4 and self.refill is None \
            and not self.state.is_table else (READ, WRITE)

    def set_rows(self, labels: list[str], buttons: bool = True, trim: bool = False) -> None:
        """Empty cells for the tests about to run, each with its run button (trim: a Trim column)."""
        self.refill = None
        self._crystal(trim)
        self.table.setRowCount(0)  # drops the old rows' buttons too (clearContents keeps cell widgets)
        self.table.setRowCount(len(labels))
        if labels:
            self.table.setVerticalHeaderLabels(labels)
        self.row_buttons = []
        fm = QFontMetrics(self.small_font)
        widest = max((fm.horizontalAdvance(line) for x in labels for line in two_lines(x).split("\n")), default=0)
        # Wide enough for the longest line of a row's name (up to a third of the grid), never narrower
        # than the CrystalDiskMark rows need; longer names are cut, and the button's tooltip has them.
        self.table.horizontalHeader().resizeSection(TEST, max(150, min(widest + 28, self.width() // 3)))
        for r, label in enumerate(labels):
            if buttons:
                b = QPushButton(two_lines(label))
                b.setFont(self.small_font)
                b.setToolTip("\n".join(x for x in (arg(translate("ResultsGrid", "run only %1"), label),
                                                    name_in_words(label)) if x))
                b.setEnabled(self.enabled)
                b.clicked.connect(lambda _=False, x=label: self.run_test.emit(x))
                self.table.setCellWidget(r, TEST, b)
                self.row_buttons.append(b)
            else:
                item = QTableWidgetItem(two_lines(label))
                item.setToolTip("\n".join(x for x in (label, name_in_words(label)) if x))
                item.setFont(self.small_font)
                self.table.setItem(r, TEST, item)
        self.hold_rows()
        self.show_legend()  # the old rows' marks went with them

    def hold_rows(self) -> None:
        """The grid never scrolls its CrystalDiskMark rows: at least their height, so a small window
        (1024x700, 2x scale) squeezes the live graphs and the cache panel instead. Beyond ROWS_HELD
        rows (a comparison's, a job file's) it scrolls."""
        t = self.table
        rows = min(t.rowCount(), ROWS_HELD)
        header = t.horizontalHeader().sizeHint().height()
        t.setMinimumHeight(header + rows * t.verticalHeader().minimumSectionSize() + 2 * t.frameWidth())

    def set_title(self, text: str) -> None:
        self.title.setText(text)
        self.title.setVisible(bool(text))

    def labels(self) -> list[str]:
        t = self.table
        return [t.verticalHeaderItem(r).text() for r in range(t.rowCount()) if t.verticalHeaderItem(r)]

    def clear_row(self, label: str) -> None:
        if label in self.labels():
            r = self.labels().index(label)
            for c in self._data_columns():
                self.table.takeItem(r, c)

    def set_enabled(self, on: bool) -> None:
        self.enabled = on
        for b in self.row_buttons:
            b.setEnabled(on)

    def fill_plan(self) -> None:
        """A test plan's tables, as its seed document prints them, filled as tests finish."""
        kind = self.state.kind.value if self.state.kind is not None else ""
        records = [r for recs in self.state.records.values() for r in recs]
        doc: Mapping[str, Any] = {"suite": kind, "tests": [test_to_dict(i, r) for i, r in enumerate(records)]}
        if not records and self.state.remote_doc and self.state.remote_doc.get("suite") == kind:
            doc = self.state.remote_doc  # a run on fio servers: its totals are in the store
        grid = grid_from_tables(plan_tables(doc) or experiment_tables(doc))
        if grid is None:
            return
        t = self.table
        self.row_buttons = []
        t.setRowCount(0)  # the CrystalDiskMark rows' buttons go with their rows
        t.setFont(self.small_font)
        t.verticalHeader().setVisible(True)
        t.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        t.setColumnCount(len(grid.columns))
        t.setHorizontalHeaderLabels(list(grid.columns))
        t.setRowCount(len(grid.rows))
        t.setVerticalHeaderLabels(list(grid.rows))
        header = t.horizontalHeader()
        for r, (values, decs) in enumerate(zip(grid.values, grid.decimals)):
            for c, v in enumerate(values):
                item = QTableWidgetItem("-" if v is None else f"{v:,.{decs[c]}f}")
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                t.setItem(r, c, item)
        for c in range(len(grid.columns)):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(c, max(110, header.sectionSizeHint(c) + 16))
        self.show_legend()

    def fill(self) -> None:
        if self.refill is not None:
            self.refill()
            return
        if self.state.is_table:
            self.fill_plan()
            return
        t = self.table
        kind = self.state.kind
        # fio's trims, in a column of their own: only a job file's tests trim
        trim = kind is Preset.JOBFILE and any(getattr(r.result, "trim", None) and r.result.trim.total_ios
                                              for recs in self.state.records.values() for r in recs)
        if t.columnCount() != (4 if trim else 3):
            self.set_rows(self.labels(), trim=trim)
        unit = self.unit.currentText()
        self._headers()
        rows = self.labels()
        if kind is Preset.JOBFILE:
            # One row per fio reporting group (a job file's stonewall phases), named by its jobs.
            named = [n for n, recs in self.state.records.items() if any(r.result is not None for r in recs)]
            if named and named != rows:
                rows = named
                self.set_rows(rows, buttons=False, trim=trim)
        for name, recs in self.state.records.items():
            done = [r for r in recs if r.result is not None]
            if not done:
                continue
            if kind is Preset.CUSTOM:
                row, col = 0, None
            elif kind is Preset.JOBFILE:
                row, col = rows.index(name), None
            else:
                label, direction = spec_identity(name)
                if label not in rows:
                    continue
                # a mixed test ('...-R70W30-mix', its own row) fills both: its reads and its writes
                row, col = rows.index(label), READ if direction == "read" else None if direction == "mix" else WRITE
            for c in self._data_columns():
                if col is not None and c != col:
                    continue
                sides = [r.result.read if c == READ else r.result.write if c == WRITE else r.result.trim
                         for r in done]
                if sides[0].total_ios == 0:
                    continue
                item = cell(sides, unit, loop_names(done))
                mark_cell(item, done)
                if c == READ and getattr(done[0].result, "rw_reporting", "") == "mixed":
                    self._mixed(row, item)
                t.setItem(row, c, item)
        self._bars()

    def _mixed(self, row: int, item: QTableWidgetItem) -> None:
        """fio's one "mixed" direction (unified_rw_reporting=mixed) sits in the read column, as
        in fio's terse output: the row and the cell say what it is."""
        item.setToolTip("\n".join(x for x in (MIXED_WORDS, item.toolTip()) if x))
        name = self.table.item(row, TEST)
        if name is not None and "(mixed)" not in name.text():
            name.setText(two_lines(f"{name.text()} (mixed)") if "\n" not in name.text() else f"{name.text()} (mixed)")
            name.setToolTip("\n".join(x for x in (name.toolTip(), MIXED_WORDS) if x))

    def _bars(self) -> None:
        """Each cell's bar against the largest figure in the grid (latency: the longest)."""
        items = [self.table.item(r, c) for r in range(self.table.rowCount()) for c in self._data_columns()]
        role = Qt.ItemDataRole.UserRole
        values = [(i, i.data(role)) for i in items if i is not None and isinstance(i.data(role), float)]
        top = max((v for _, v in values if v == v), default=0.0)  # v == v: not NaN
        for item, v in values:
            item.setData(FRACTION_ROLE, v / top if top > 0 and v == v else 0.0)
        self.show_legend()

    def legend_lines(self) -> list[str]:
        """Each mark in the grid, in words (MARKS' order)."""
        t = self.table
        marks = [i.data(MARK_ROLE) for r in range(t.rowCount()) for c in range(t.columnCount())
                 if (i := t.item(r, c)) is not None and i.data(MARK_ROLE)]
        return legend(marks)

    def show_legend(self) -> None:
        lines = self.legend_lines()
        shown = [translate("marks", line) for line in lines]  # each as legend() words it (marked in i18n.py)
        self.legend.setText(arg(translate("ResultsGrid", "Marks: %1"), " · ".join(shown)) if lines else "")
        self.legend.setToolTip("\n".join(translate("marks", line) for line in legend(MARKS)))
        self.legend.setVisible(bool(lines))
