"""The results grid: read and write per test as CrystalDiskMark shows them, or a test
plan's seed tables, in the unit chosen."""
from __future__ import annotations

import statistics

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from app.core.report.json_export import test_to_dict
from app.core.suites.experiments import experiment_tables
from app.core.suites.plans import grid_from_tables, plan_tables
from app.core.suites.presets import QUICK
from app.ui.run_kinds import Preset, RunState

UNITS = ("MB/s", "MiB/s", "IOPS", "µs")


def cell(sides: list, unit: str) -> QTableWidgetItem:
    """One grid cell: the value, or for several loops their median with the spread."""
    def value(d) -> float:
        return {"MB/s": d.mb_s, "MiB/s": d.mib_s, "IOPS": d.iops,
                "µs": d.latency.mean_us if d.latency else float("nan")}[unit]
    values = [value(d) for d in sides]
    med = statistics.median(values)
    fmt = ",.0f" if unit == "IOPS" else (",.1f" if unit == "µs" else ",.2f")
    item = QTableWidgetItem(format(med, fmt))
    item.setTextAlignment(Qt.AlignRight | Qt.AlignVCenter)
    tips = []
    if len(values) > 1:
        tips.append(f"median of {len(values)} loops; min {format(min(values), fmt)}, "
                    f"best {format(max(values) if unit != 'µs' else min(values), fmt)}")
    lat = sides[0].latency
    if lat:
        tips.append(f"p50 {lat.p50_us:,.1f} µs · p99 {lat.p99_us:,.1f} µs · "
                    f"p99.9 {lat.p999_us:,.1f} µs · max {lat.max_us:,.1f} µs" +
                    (" (loop 1)" if len(values) > 1 else ""))
    item.setToolTip("\n".join(tips))
    return item


class ResultsGrid(QWidget):
    copy_requested = Signal()
    png_requested = Signal()

    def __init__(self, state: RunState, parent=None) -> None:
        super().__init__(parent)
        self.state = state
        gv = QVBoxLayout(self)
        gv.setContentsMargins(0, 0, 0, 0)
        unit_row = QHBoxLayout()
        unit_row.addWidget(QLabel("Results"))
        unit_row.addStretch(1)
        copy_btn = QPushButton("Copy summary")
        copy_btn.setToolTip("the last run as a CrystalDiskMark-style text, to the clipboard")
        copy_btn.clicked.connect(self.copy_requested)
        png_btn = QPushButton("Save graphs as PNG…")
        png_btn.clicked.connect(self.png_requested)
        unit_row.addWidget(copy_btn)
        unit_row.addWidget(png_btn)
        unit_row.addWidget(QLabel("Unit"))
        self.unit = QComboBox()
        self.unit.addItems(UNITS)
        self.unit.currentTextChanged.connect(self.fill)
        unit_row.addWidget(self.unit)
        gv.addLayout(unit_row)
        self.table = QTableWidget(len(QUICK), 2)
        self.table.setHorizontalHeaderLabels(["Read", "Write"])
        self.table.setVerticalHeaderLabels([t.label for t in QUICK])
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.horizontalHeader().setDefaultSectionSize(220)
        self.table.setEditTriggers(QTableWidget.NoEditTriggers)
        self.big_font = QFont()
        self.big_font.setPointSize(14)
        self.big_font.setBold(True)
        self.table.setFont(self.big_font)
        gv.addWidget(self.table)

    def set_rows(self, labels: list[str]) -> None:
        """Empty cells for the tests about to run."""
        self.table.clearContents()
        self.table.setRowCount(len(labels))
        if labels:
            self.table.setVerticalHeaderLabels(labels)

    def fill_plan(self) -> None:
        """A test plan's tables, as its seed document prints them, filled as tests finish."""
        kind = self.state.kind.value
        records = [r for recs in self.state.records.values() for r in recs]
        doc = {"suite": kind, "tests": [test_to_dict(i, r) for i, r in enumerate(records)]}
        if not records and self.state.remote_doc and self.state.remote_doc.get("suite") == kind:
            doc = self.state.remote_doc  # a run on fio servers: its totals are in the store
        grid = grid_from_tables(plan_tables(doc) or experiment_tables(doc))
        if grid is None:
            return
        small = QFont()
        small.setPointSize(10)
        t = self.table
        t.setFont(small)
        t.setColumnCount(len(grid.columns))
        t.setHorizontalHeaderLabels(list(grid.columns))
        t.setRowCount(len(grid.rows))
        t.setVerticalHeaderLabels(list(grid.rows))
        for r, (values, decs) in enumerate(zip(grid.values, grid.decimals)):
            for c, v in enumerate(values):
                item = QTableWidgetItem("-" if v is None else f"{v:,.{decs[c]}f}")
                item.setTextAlignment(Qt.AlignRight | Qt.AlignVCenter)
                t.setItem(r, c, item)
        header = t.horizontalHeader()
        for c in range(len(grid.columns)):
            header.resizeSection(c, max(110, header.sectionSizeHint(c) + 16))

    def fill(self) -> None:
        if self.state.is_table:
            self.fill_plan()
            return
        t = self.table
        if t.columnCount() != 2:
            t.setFont(self.big_font)
            t.setColumnCount(2)
            t.setHorizontalHeaderLabels(["Read", "Write"])
            for c in (0, 1):
                t.horizontalHeader().resizeSection(c, 220)
        unit = self.unit.currentText()
        rows = [t.verticalHeaderItem(r).text() for r in range(t.rowCount()) if t.verticalHeaderItem(r)]
        kind = self.state.kind
        if kind is Preset.JOBFILE:
            # One row per fio reporting group (a job file's stonewall phases), named by its jobs.
            rows = [n for n, recs in self.state.records.items() if any(r.result is not None for r in recs)] or rows
            t.setRowCount(len(rows))
            t.setVerticalHeaderLabels(rows)
        for name, recs in self.state.records.items():
            done = [r for r in recs if r.result is not None]
            if not done:
                continue
            if kind is Preset.CUSTOM:
                row, col = 0, None
            elif kind is Preset.JOBFILE:
                row, col = rows.index(name), None
            else:
                label, _, direction = name.rpartition("-")
                label = label.replace("-", " ")
                if label not in rows:
                    continue
                row, col = rows.index(label), 0 if direction == "read" else 1
            for c in (0, 1):
                if col is not None and c != col:
                    continue
                sides = [r.result.read if c == 0 else r.result.write for r in done]
                if sides[0].total_ios == 0:
                    continue
                t.setItem(row, c, cell(sides, unit))
