"""The history list says how each run was made (a Settings column in the report's words:
a buffered and a direct run differ), and Enter never opens runs: no button of the dialog
is a default one, so an Enter meant for a file dialog or another window does nothing here."""
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit

from app.core.fio.jobspec import JobSpec, Target
from app.core.report.cover import settings_text
from app.core.suites.items import plain
from app.core.suites.run import SuiteRunner
from app.core.suites.settings import settings_record
from app.ui.dialogs.history import COLUMNS, HistoryDialog
from tests.ui.test_history_open import select


def run(window, tmp_path, fio, direct: bool):
    spec = JobSpec(name="RND4K-Q1T1-read", rw="randread", target=Target(str(tmp_path / "fioscope-test-4.tmp")),
                   ioengine="psync", size=4 << 20, runtime=0.5, time_based=True, direct=direct)
    return SuiteRunner(fio, "custom", plain([spec]), 0.5, target=str(tmp_path), store=window.store,
                       settings=settings_record([spec], preset="custom", interval=0.5)).run()


def test_the_list_has_each_runs_settings_in_words_and_searches_them(qtbot, window, tmp_path, fio):
    direct, buffered = run(window, tmp_path, fio, True), run(window, tmp_path, fio, False)
    d = HistoryDialog(window.store, window)
    qtbot.addWidget(d)
    col = COLUMNS.index("Settings")
    rows = {int(d.table.item(r, 0).text()): d.table.item(r, col).text() for r in range(d.table.rowCount())}
    assert rows[direct.run_id].startswith("direct I/O · size 4 MiB")
    assert rows[buffered.run_id].startswith("buffered I/O (page cache) · size 4 MiB")
    for run_id, words in rows.items():  # the report cover's words, less the suite the Suite column shows
        full = settings_text(window.store.load_run(run_id, with_samples=False))
        assert full == f"suite custom · {words}" and "1 process (fio numjobs)" in words
        assert "engine psync" in words
    d.search.setText("buffered")
    assert d.table.rowCount() == 1 and int(d.table.item(0, 0).text()) == buffered.run_id


def press_and_release(widget, key=Qt.Key_Return):
    for kind in (QEvent.KeyPress, QEvent.KeyRelease):
        QApplication.sendEvent(widget, QKeyEvent(kind, key, Qt.NoModifier, "\r"))


def test_enter_never_opens_runs(qtbot, window, store):
    opened = []
    window.show_runs = lambda ids: opened.append(ids) or "opened"
    d = HistoryDialog(store, window)
    qtbot.addWidget(d)
    d.ask_export_path = lambda run_id: opened.append(("export", run_id))  # a button's action, never a dialog
    d.show()
    qtbot.waitUntil(d.isVisible, timeout=5000)
    assert not any(b.isDefault() or b.autoDefault() for b in d.buttons.values())
    select(d, int(d.table.item(0, 0).text()))
    for target in (d, d.table, d.search, d.buttons["Open"], d.buttons["Export…"]):
        for key in (Qt.Key_Return, Qt.Key_Enter):
            press_and_release(target, key)
    assert opened == [] and d.isVisible()
    # A file dialog opened from the history, closed with Enter; the key's release reaches the
    # history (the window under the keyboard once the file dialog is gone).
    picker = QFileDialog(d, "Open", str(store.path.parent))
    picker.setOption(QFileDialog.DontUseNativeDialog)
    picker.selectFile(str(store.path))  # an existing file: accepting it writes nothing
    picker.open()
    qtbot.waitUntil(picker.isVisible, timeout=5000)
    name = picker.findChild(QLineEdit, "fileNameEdit")  # where the user types, and presses Enter
    QApplication.sendEvent(name, QKeyEvent(QEvent.KeyPress, Qt.Key_Return, Qt.NoModifier, "\r"))
    qtbot.waitUntil(lambda: not picker.isVisible(), timeout=5000)
    assert picker.result() == QFileDialog.Accepted
    QApplication.sendEvent(d, QKeyEvent(QEvent.KeyRelease, Qt.Key_Return, Qt.NoModifier, "\r"))
    assert opened == [] and d.isVisible()
    d.buttons["Open"].click()  # the button itself still opens
    assert len(opened) == 1
