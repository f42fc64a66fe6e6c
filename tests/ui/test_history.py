"""The history dialog on a store filled by real runs."""
import json

from PySide6.QtCore import QItemSelectionModel

from app.ui.dialogs.history import HistoryDialog


def select(dialog, *run_ids):
    """As Ctrl+click does."""
    flags = QItemSelectionModel.Select | QItemSelectionModel.Rows
    dialog.table.clearSelection()
    for row in range(dialog.table.rowCount()):
        if int(dialog.table.item(row, 0).text()) in run_ids:
            dialog.table.selectionModel().select(dialog.table.model().index(row, 0), flags)


def test_history_lists_searches_renames_annotates_exports_compares_and_deletes(qtbot, store, tmp_path):
    d = HistoryDialog(store)
    qtbot.addWidget(d)
    d.show()
    assert d.table.rowCount() == 2
    first, second = sorted(r.id for r in store.runs())
    # Rename and annotate through the dialog's questions.
    select(d, first)
    d.ask_text = lambda title, label, current: "before firmware" if title == "Rename" else "disk A, slot 2"
    d.rename()
    d.annotate()
    doc = store.load_run(first)
    assert doc["label"] == "before firmware" and doc["notes"] == "disk A, slot 2"
    d.search.setText("firmware")
    assert d.table.rowCount() == 1 and d.table.item(0, 6).text() == "before firmware"
    d.search.setText("")
    # Open shows the text report with the notes.
    select(d, first)
    d.open_selected()
    text = d.viewer.text.toPlainText()
    read = doc["tests"][0]["result"]["total"]["read"]
    assert f"{read['MB_per_s']:.2f}" in text and "Notes: disk A, slot 2" in text
    # Export as JSON: the stored numbers, whole.
    out = tmp_path / "run.json"
    d.ask_export_path = lambda run_id: (str(out), "json")
    d.export()
    assert json.loads(out.read_text())["tests"][0]["result"]["total"]["read"]["iops"] == read["iops"]
    # Compare two runs side by side.
    select(d, first, second)
    assert sorted(d.selected_ids()) == [first, second]
    d.compare()
    assert "randread-4k" in d.viewer.text.toPlainText() and "randwrite-4k" in d.viewer.text.toPlainText()
    # Delete asks; "no" keeps the run, "yes" removes it.
    select(d, second)
    d.confirm_delete = lambda ids: False
    d.delete()
    assert len(store.runs()) == 2
    d.confirm_delete = lambda ids: True
    d.delete()
    assert [r.id for r in store.runs()] == [first] and d.table.rowCount() == 1
