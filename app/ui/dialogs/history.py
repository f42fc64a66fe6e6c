"""The run history: list, search, open, rename, annotate, delete, export and compare."""
from __future__ import annotations

import os
import time

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QFileDialog, QHBoxLayout,
                               QInputDialog, QLabel, QLineEdit, QMessageBox, QPushButton,
                               QTableWidget, QTableWidgetItem, QVBoxLayout)

from app.core.atomic import write_bytes_atomic, write_text_atomic
from app.core.errors import FioscopeError
from app.core.history.document import RunDoc
from app.core.history.listing import settings_words
from app.core.history.store import RunStore
from app.core.report.compare import compare_text
from app.core.report.render import REPORT_FORMATS, load_id, render
from app.ui.core_words import said, window_text
from app.ui.dialogs.fio_logs import FioLogsDialog, run_logs
from app.ui.dialogs.text_dialog import TextDialog
from app.ui.i18n import arg, joined, translate
from app.ui.marks import QT_TRANSLATE_NOOP
from app.ui.run.stored_view import status_words
from app.ui.window_place import fitting

# Settings: how each run was made, in the report's words, so a buffered and a direct run differ in the list.
COLUMNS = (QT_TRANSLATE_NOOP("HistoryDialog", "Run"), QT_TRANSLATE_NOOP("HistoryDialog", "Started"),
           QT_TRANSLATE_NOOP("HistoryDialog", "Suite"), QT_TRANSLATE_NOOP("HistoryDialog", "Status"),
           QT_TRANSLATE_NOOP("HistoryDialog", "Tests"), QT_TRANSLATE_NOOP("HistoryDialog", "Target"),
           QT_TRANSLATE_NOOP("HistoryDialog", "Label"), QT_TRANSLATE_NOOP("HistoryDialog", "Settings"))
# The export filters: the same formats as `fioscope report --format` (report/render.py REPORT_FORMATS).
EXPORTS = {f"{f.title} (*{f.extension})": f.name for f in REPORT_FORMATS}
# Their titles for lupdate (shown translated in ask_export_path; tests/ui/test_report_formats.py checks them).
FORMAT_TITLES = (QT_TRANSLATE_NOOP("HistoryDialog", "HTML report"), QT_TRANSLATE_NOOP("HistoryDialog", "Text summary"),
                 QT_TRANSLATE_NOOP("HistoryDialog", "JSON, everything"),
                 QT_TRANSLATE_NOOP("HistoryDialog", "CSV time series"), QT_TRANSLATE_NOOP("HistoryDialog", "CSV summary"),
                 QT_TRANSLATE_NOOP("HistoryDialog", "CSV QoS table"), QT_TRANSLATE_NOOP("HistoryDialog", "PDF report"))
BY_EXTENSION = {".htm": "html", **{f.extension: f.name for f in REPORT_FORMATS[::-1]}}  # ".csv": the first CSV
CSV_FORMATS = tuple(f.name for f in REPORT_FORMATS if f.extension == ".csv")


def export_format(path: str, chosen: str) -> str:
    """The format the typed file name asks for (x.pdf is a PDF whatever the filter says); the
    filter decides only what the name leaves open (which CSV, or no known extension)."""
    ext = os.path.splitext(path)[1].lower()
    fmt = BY_EXTENSION.get(ext)
    if fmt is None:
        return chosen
    if fmt in CSV_FORMATS and chosen in CSV_FORMATS:
        return chosen
    return fmt


class HistoryDialog(QDialog):
    def __init__(self, store: RunStore, parent=None) -> None:
        super().__init__(parent)
        self.store = store
        self.setWindowTitle(translate("HistoryDialog", "Run history"))
        self.resize(fitting(self, QSize(1100, 560)))
        self.search = QLineEdit()
        self.search.setPlaceholderText(translate("HistoryDialog", "search suite, target, label, status, settings "
                                                          "(e.g. buffered)…"))
        self.search.textChanged.connect(self.refresh)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels([translate("HistoryDialog", c) for c in COLUMNS])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().setVisible(False)  # the run id is the first column
        self.table.setWordWrap(False)  # one line a run: a long Settings cell ends in "…", its tooltip has it all
        self.table.doubleClicked.connect(lambda *_: self.show_in_window())
        buttons = QHBoxLayout()
        self.buttons = {}
        for name, slot in ((QT_TRANSLATE_NOOP("HistoryDialog", "Open"), self.show_in_window),
                           (QT_TRANSLATE_NOOP("HistoryDialog", "Summary…"), self.open_selected),
                           (QT_TRANSLATE_NOOP("HistoryDialog", "Rename…"), self.rename),
                           (QT_TRANSLATE_NOOP("HistoryDialog", "Notes…"), self.annotate),
                           (QT_TRANSLATE_NOOP("HistoryDialog", "Export…"), self.export),
                           (QT_TRANSLATE_NOOP("HistoryDialog", "fio logs…"), self.fio_logs),
                           (QT_TRANSLATE_NOOP("HistoryDialog", "Compare as text…"), self.compare),
                           (QT_TRANSLATE_NOOP("HistoryDialog", "Resume"), self.resume),
                           (QT_TRANSLATE_NOOP("HistoryDialog", "Delete"), self.delete)):  # keys stay English
            b = QPushButton(translate("HistoryDialog", name))
            # No default button: Enter closing a file dialog opened from here, or meant for another
            # window, must never open, resume or delete runs (a dialog's Enter clicks its default).
            b.setAutoDefault(False)
            b.setDefault(False)
            b.clicked.connect(lambda _=False, f=slot: f())
            buttons.addWidget(b)
            self.buttons[name] = b
        window = parent if hasattr(parent, "show_runs") else None
        self.window_ = window
        self.buttons["Open"].setToolTip(translate("HistoryDialog", "one run: its grid and graphs in the main window; "
                                                  "several (Ctrl+click): side by side, against the first selected")
                                        if window else
                                        translate("HistoryDialog", "opened without the main window: use Summary"))
        self.buttons["Open"].setEnabled(window is not None)
        buttons.addStretch(1)
        self.status = QLabel("")  # where the last export went
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay = QVBoxLayout(self)
        lay.addWidget(self.search)
        lay.addWidget(self.table)
        lay.addLayout(buttons)
        lay.addWidget(self.status)
        self.refresh()

    # -- hooks tests replace (the dialogs a user answers) ---------------------------------
    def ask_text(self, title: str, label: str, current: str) -> str | None:
        shown = translate("HistoryDialog", title)  # title stays the English key ("Notes", "Rename")
        text, ok = QInputDialog.getMultiLineText(self, shown, label, current) if title == "Notes" else \
            QInputDialog.getText(self, shown, label, text=current)
        return text if ok else None

    def ask_export_path(self, run_id: int) -> tuple[str, str] | None:
        shown = {f"{translate('HistoryDialog', f.title)} (*{f.extension})": f.name for f in REPORT_FORMATS}
        path, chosen = QFileDialog.getSaveFileName(self, translate("HistoryDialog", "Export run"),
                                                   f"fioscope-run-{run_id}.html", ";;".join(shown))
        return (path, export_format(path, shown.get(chosen, "html"))) if path else None

    def confirm_delete(self, ids: list[int]) -> bool:
        count = len(ids)  # a plain name: lupdate reads no expression in a call
        return QMessageBox.question(self, translate("HistoryDialog", "Delete runs"),
                                    arg(translate("HistoryDialog", "Delete %n run(s) (%1) and all their results?", None,
                                                  count), joined([str(i) for i in ids])),
                                    QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                    QMessageBox.StandardButton.No) == QMessageBox.StandardButton.Yes

    def tell(self, message: str) -> None:
        """Where an export went: on the dialog's own line, and in the main window's status bar."""
        self.status.setText(message)
        parent = self.parent()
        if parent is not None and hasattr(parent, "statusBar"):
            parent.statusBar().showMessage(message, 15000)

    def show_text(self, title: str, text: str) -> None:
        self.viewer = TextDialog(title, text, self)
        self.viewer.open()

    # -- actions ------------------------------------------------------------------------
    def refresh(self) -> None:
        needle = self.search.text().strip().lower()
        words = settings_words(self.store)
        runs = [r for r in self.store.runs()
                if not needle or needle in " ".join(map(str, (r.id, r.suite, r.target, r.status, r.label,
                                                              words.get(r.id, "")))).lower()]
        self.table.setRowCount(len(runs))
        for row, r in enumerate(runs):
            started = time.strftime("%Y-%m-%d %H:%M", time.localtime(r.started_at)) if r.started_at else \
                translate("DestroyDialog", "unknown")
            for col, value in enumerate((r.id, started, r.suite, status_words(r.status), r.tests, r.target, r.label,
                                         words.get(r.id, "-"))):
                item = QTableWidgetItem(window_text(value) if isinstance(value, str) and col == 7 else str(value))
                if col in (0, 4):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if col == 7:
                    item.setToolTip(item.text())  # the whole line, where the column cuts it
                self.table.setItem(row, col, item)
        self.table.resizeColumnsToContents()
        # The last column takes what the others leave, never more: no sideways scrolling for its words.
        self.table.horizontalHeader().resizeSection(COLUMNS.index("Settings"), 200)

    def selected_ids(self) -> list[int]:
        """The selected runs in the order they were selected (Ctrl+click): compare's first is its baseline."""
        rows: list[int] = []
        for i in range(self.table.selectionModel().selection().count()):  # QItemSelection: a list in C++
            rng = self.table.selectionModel().selection().at(i)
            rows += [r for r in range(rng.top(), rng.bottom() + 1) if r not in rows]
        return [int(item.text()) for r in rows if (item := self.table.item(r, 0)) is not None]

    def _one(self) -> int | None:
        ids = self.selected_ids()
        return ids[0] if ids else None

    def _doc(self, run_id: int, fmt: str = "txt") -> RunDoc:
        """The run as `fmt` needs it, as `fioscope report` reads it (render.load_id): each sample
        stored for JSON and CSV, else a bounded view (a day of 64 threads stays fast)."""
        return load_id(self.store, run_id, fmt)

    def show_in_window(self) -> None:
        ids = self.selected_ids()
        if not ids:
            return
        if self.window_ is None:
            self.open_selected()
            return
        self.tell(self.window_.show_runs(ids))
        self.accept()  # the window modal dialog steps aside for the grid and graphs it filled

    def open_selected(self) -> None:
        run_id = self._one()
        if run_id is None:
            return
        doc = self._doc(run_id)
        notes = "\n" + arg(translate("HistoryDialog", "Notes: %1"), doc["notes"]) + "\n" if doc.get("notes") else ""
        self.show_text(arg(translate("HistoryDialog", "Run %1"), run_id), render(doc, "txt") + notes)

    def rename(self) -> None:
        run_id = self._one()
        if run_id is None:
            return
        text = self.ask_text(QT_TRANSLATE_NOOP("HistoryDialog", "Rename"),
                             arg(translate("HistoryDialog", "Label of run %1"), run_id),
                             self.store.load_run(run_id, False)["label"])
        if text is not None:
            self.store.set_label(run_id, text.strip())
            self.refresh()

    def annotate(self) -> None:
        run_id = self._one()
        if run_id is None:
            return
        text = self.ask_text(QT_TRANSLATE_NOOP("HistoryDialog", "Notes"),
                             arg(translate("HistoryDialog", "Notes on run %1"), run_id),
                             self.store.load_run(run_id, False).get("notes") or "")
        if text is not None:
            self.store.set_notes(run_id, text)

    def export(self) -> None:
        run_id = self._one()
        if run_id is None:
            return
        answer = self.ask_export_path(run_id)
        if not answer:
            return
        path, fmt = answer
        try:
            out = render(self._doc(run_id, fmt), fmt)
            if isinstance(out, bytes):
                write_bytes_atomic(path, out)
            else:
                write_text_atomic(path, out)
        except (FioscopeError, OSError) as e:
            QMessageBox.warning(self, translate("HistoryDialog", "Export"),
                                arg(translate("HistoryDialog", "cannot export run %1: %2"), run_id, said(e)))
            return
        self.tell(arg(translate("HistoryDialog", "Run %1 saved as %2 to %3"), run_id, fmt.upper().replace("-", " "),
                      os.path.abspath(path)))

    def fio_logs(self) -> None:
        """The run's fio logs (a job file's write_bw_log=NAME...): listed, their folder opened or copied."""
        run_id = self._one()
        if run_id is None:
            return
        found = run_logs(self.store.load_run(run_id, False).get("settings") or {})
        if found is None or not found[1]:
            self.tell(arg(translate("HistoryDialog", "run %1 kept no fio logs (a job file's write_bw_log=NAME and "
                                    "the like are kept)"), run_id) + (f": {found[0]}" if found else ""))
            return
        self.logs_dialog = FioLogsDialog(run_id, *found, parent=self)
        self.logs_dialog.open()

    def compare(self) -> None:
        ids = self.selected_ids()
        if len(ids) < 2:
            QMessageBox.information(self, translate("HistoryDialog", "Compare"),
                                    translate("HistoryDialog", "select two or more runs (Ctrl+click)"))
            return
        # The first run selected is the baseline the others are measured against.
        self.show_text(arg(translate("HistoryDialog", "Compare runs %1 (baseline: run %2)"), joined([str(i) for i in ids]),
                           ids[0]),
                       compare_text([self._doc(i) for i in ids]))

    def resume(self) -> None:
        """A partial, cancelled or failed steady-state run goes on from its next round."""
        run_id = self._one()
        if run_id is None:
            return
        doc = self.store.load_run(run_id, False)
        if doc["suite"] != "steady" or doc["status"] not in ("partial", "cancelled", "failed"):
            QMessageBox.information(self, translate("HistoryDialog", "Resume"),
                                    translate("HistoryDialog", "only a partial, cancelled or failed steady-state run "
                                              "can be resumed"))
            return
        parent = self.parent()
        if parent is not None and hasattr(parent, "resume_steady"):
            self.accept()
            parent.resume_steady(run_id)

    def delete(self) -> None:
        ids = self.selected_ids()
        if ids and self.confirm_delete(ids):
            for run_id in ids:
                self.store.delete_run(run_id)
            self.refresh()
