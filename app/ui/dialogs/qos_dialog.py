"""View > Latency QoS: the exceedance curves of the runs on screen (the last run, a stored
one, or several compared: overlaid) and their QoS levels. The curves and the table are the
reports' own (app.core.report.qos_report); this only draws them."""
from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QLabel, QTableWidget, QTableWidgetItem,
                               QVBoxLayout)

import pyqtgraph as pg  # after PySide6, so pyqtgraph binds to it

from app.core.history.document import RunDoc
from app.core.report.json_export import suite_to_dict
from app.core.report.qos_report import NOTE, qos_chart, qos_overlay_charts, qos_table
from app.ui.graphs.axis_ticks import LogAxis, percent
from app.ui.graphs.legend_row import ThemedPlot, with_legend
from app.ui.i18n import arg, translate

_DASH = {"dash": Qt.PenStyle.DashLine, "dot": Qt.PenStyle.DotLine}


def qos_charts(docs: list[RunDoc], names: list[str]) -> list[dict]:
    """One run: a chart per test; several: each test the runs share, overlaid."""
    if len(docs) == 1:
        return [c for t in docs[0]["tests"] if (c := qos_chart(t))]
    return qos_overlay_charts(docs, names)


class QosDialog(QDialog):
    def __init__(self, docs: list[RunDoc], names: list[str], parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("QosDialog", "Latency QoS"))
        self.resize(820, 620)
        self.charts = qos_charts(docs, names)
        self.pick = QComboBox()
        self.pick.addItems([c["title"] for c in self.charts])
        # µs and ms at 1, 2 and 5 of each decade, and percentages, not pyqtgraph's "5·10²6·10²..."
        self.plot = ThemedPlot(axisItems={"bottom": LogAxis("bottom"), "left": LogAxis("left", percent)})
        self.plot.setLogMode(x=True, y=True)
        self.plot.setLabel("bottom", translate("QosDialog", "completion latency (µs, log scale)"))
        self.plot.setLabel("left", translate("QosDialog", "I/Os slower (%, log scale)"))
        self.plot.showGrid(x=True, y=True, alpha=0.25)
        self.box, self.legend = with_legend(self.plot)  # above the plot: it never covers the curve
        self.table = QTableWidget()
        self._fill_table(docs, names)
        t = self.table  # up to four rows whole (it was a strip 1.5 rows tall), more scroll
        t.setMinimumHeight(t.horizontalHeader().sizeHint().height() + 2 * t.frameWidth() + t.horizontalScrollBar()
                           .sizeHint().height() + min(t.rowCount(), 4) * t.verticalHeader().defaultSectionSize())
        note = QLabel(NOTE)
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        if not self.charts:
            lay.addWidget(QLabel(translate("QosDialog", "No test on screen has a latency curve (fio's json+ bins): "
                                           "nothing to draw.")))
        lay.addWidget(self.pick)
        lay.addWidget(self.box, 3)
        lay.addWidget(self.table, 1)
        lay.addWidget(note)
        lay.addWidget(buttons)
        self.pick.currentIndexChanged.connect(self.draw)
        self.draw(0)

    def draw(self, index: int) -> None:
        self.plot.clear()
        if not 0 <= index < len(self.charts):
            return
        for s in self.charts[index]["series"]:
            xs = [p[0] for p in s["points"]]
            ys = [p[1] for p in s["points"]]
            pen = pg.mkPen(s["colour"], width=max(1.0, float(s.get("width", 1.5)) * 0.8),
                           style=_DASH.get(s.get("dash"), Qt.PenStyle.SolidLine))
            self.plot.plot(xs, ys, pen=pen, name=s["name"])
        self.legend.sync(self.plot)
        # down to the 99.9999 % level at least, as the reports' charts (log mode takes log10)
        self.plot.setYRange(math.log10(self.charts[index]["y_floor"]), 2.0, padding=0.02)

    def _fill_table(self, docs: list[RunDoc], names: list[str]) -> None:
        rows: list[tuple[str, ...]] = []
        cols: tuple[str, ...] = ()
        for name, doc in zip(names, docs):
            cols, part = qos_table(doc)
            rows += [((name,) if len(docs) > 1 else ()) + tuple(r) for r in part]
        cols = ((translate("HistoryDialog", "Run"),) if len(docs) > 1 else ()) + tuple(cols)
        t = self.table
        t.setColumnCount(len(cols))
        t.setHorizontalHeaderLabels(cols)
        t.setRowCount(len(rows))
        t.verticalHeader().setVisible(False)
        for r, row in enumerate(rows):
            for c, v in enumerate(row):
                item = QTableWidgetItem(str(v))
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                if c >= len(cols) - 6:  # I/Os and the levels: numbers, right-aligned
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                t.setItem(r, c, item)
        t.resizeColumnsToContents()


def show_qos(win) -> QosDialog | None:
    """The dialog for what the window shows: the runs opened from the history, else the last run."""
    docs = list(getattr(win, "shown_docs", None) or [])
    if not docs and getattr(win, "last_result", None) is not None:
        docs = [suite_to_dict(win.last_result)]
    if not docs:
        win.set_status(translate("QosDialog", "no run to show latency QoS for yet"))
        return None
    names = [f"#{d.get('run_id')} {d.get('label') or ''}".strip() if d.get("run_id") else
             arg(translate("QosDialog", "run %1"), i + 1)
             for i, d in enumerate(docs)]
    win.qos_dialog = QosDialog(docs, names, win)
    win.qos_dialog.open()
    return win.qos_dialog
