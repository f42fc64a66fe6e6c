"""Export takes its format from the file name typed, says where it saved; compare's baseline
is the run selected first."""
import pytest
from PySide6.QtCore import QItemSelectionModel
from PySide6.QtWidgets import QFileDialog, QMainWindow

from app.ui.dialogs.history import HistoryDialog, export_format


@pytest.mark.parametrize("path,chosen,expected", [
    ("r.pdf", "html", "pdf"), ("r.PDF", "txt", "pdf"), ("r.html", "pdf", "html"), ("r.htm", "json", "html"),
    ("r.json", "html", "json"), ("r.txt", "html", "txt"), ("r.csv", "summary-csv", "summary-csv"),
    ("r.csv", "html", "csv"), ("report", "pdf", "pdf"),
])
def test_the_typed_extension_decides(path, chosen, expected):
    assert export_format(path, chosen) == expected


def test_export_as_pdf_with_the_html_filter_and_say_where(qtbot, store, tmp_path, monkeypatch):
    window = QMainWindow()
    qtbot.addWidget(window)
    d = HistoryDialog(store, window)
    out = tmp_path / "for the customer.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), "HTML report (*.html)"))
    d.table.selectRow(0)
    d.export()
    assert out.read_bytes().startswith(b"%PDF")
    message = window.statusBar().currentMessage()
    assert str(out) in message and "PDF" in message and d.status.text() == message


def test_compare_measures_against_the_run_selected_first(qtbot, store):
    d = HistoryDialog(store)
    qtbot.addWidget(d)
    older, newer = sorted(r.id for r in store.runs())
    flags = QItemSelectionModel.Select | QItemSelectionModel.Rows
    rows = {int(d.table.item(r, 0).text()): r for r in range(d.table.rowCount())}
    for run_id in (older, newer):  # Ctrl+click the older run, then the newer one
        d.table.selectionModel().select(d.table.model().index(rows[run_id], 0), flags)
    assert d.selected_ids() == [older, newer]
    d.compare()
    lines = d.viewer.text.toPlainText().splitlines()
    assert lines[1].startswith("  A: ") and f"(#{older})" in lines[1] and f"(#{newer})" in lines[2]
    assert d.viewer.windowTitle().endswith(f"(baseline: run {older})")
