"""Guard the pinned Qt binding: PySide6 6.12.0 released None once per call of any method
returning None on Python 3.11, which aborts the interpreter once None's count runs out."""
import gc
import sys

from PySide6.QtWidgets import QLabel, QListWidget


def test_calls_returning_none_keep_nones_refcount(qtbot):
    label, lst = QLabel(), QListWidget()
    qtbot.addWidget(label)
    qtbot.addWidget(lst)
    gc.collect()
    before = sys.getrefcount(None)
    for _ in range(2000):
        label.setText("x")
        lst.currentItem()
    gc.collect()
    assert sys.getrefcount(None) >= before - 50
