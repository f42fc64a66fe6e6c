"""The Quick and Peak pages: the CrystalDiskMark set, the peak suite, and their options
(the size, seconds and loops are on the top row)."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from app.ui.run_kinds import Preset


def intro(text: str) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    return label


class QuickTab(QWidget):
    run = Signal(object)  # a Preset

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        bv = QVBoxLayout(self)
        bv.setContentsMargins(4, 4, 4, 4)
        bv.addWidget(intro("The CrystalDiskMark set: sequential 1 MiB at queue depth 8 and 1, random 4 KiB at "
                           "queue depth 32 and 1; each read, then written. Run one row with its button in the "
                           "grid, or all of them."))
        self.quick_btn = QPushButton("▶  Quick (CrystalDiskMark set)")
        self.quick_btn.setToolTip("SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1; read then write")
        self.quick_btn.clicked.connect(lambda: self.run.emit(Preset.QUICK))
        bv.addWidget(self.quick_btn)
        self.quick_read_btn = QPushButton("▶  Quick, reads only")
        self.quick_read_btn.setToolTip("The read half of the quick set: safe on a raw device")
        self.quick_read_btn.clicked.connect(lambda: self.run.emit(Preset.QUICK_READ))
        bv.addWidget(self.quick_read_btn)
        form = QFormLayout()
        self.direct = QCheckBox("direct I/O (no page cache)")
        self.direct.setChecked(True)
        self.direct.setToolTip("off: buffered I/O, which can measure RAM rather than the disk "
                               "(the cache panel says when it does)")
        self.as_threads = QCheckBox("jobs as threads of one fio process")
        self.as_threads.setToolTip("off (fio's default, and what the seed plans specify): each job is its own "
                                   "process. On: fio's thread option. With posixaio this changes the result: "
                                   "glibc's AIO pool is per process, so threads share one pool")
        self.interval = QComboBox()
        self.interval.addItems(["0.5", "1", "2", "5"])
        self.interval.setCurrentText("1")
        self.interval.setToolTip("fio's status interval: one point per thread per interval")
        form.addRow("Graph interval (s)", self.interval)
        bv.addWidget(self.direct)
        bv.addWidget(self.as_threads)
        bv.addLayout(form)
        bv.addStretch(1)
        self.buttons = (self.quick_btn, self.quick_read_btn)


class PeakPage(QWidget):
    run = Signal(object)  # Preset.PEAK

    def __init__(self, loops: QSpinBox, parent=None) -> None:
        super().__init__(parent)
        self.loops = loops  # on the top row
        bv = QVBoxLayout(self)
        bv.setContentsMargins(4, 4, 4, 4)
        bv.addWidget(intro("Fresh-out-of-box peak: a warm-up, then the loops set on the top row; each cell is "
                           "the median of the loops, with the spread and best on hover."))
        self.peak_btn = QPushButton()
        self.peak_btn.clicked.connect(lambda: self.run.emit(Preset.PEAK))
        bv.addWidget(self.peak_btn)
        bv.addStretch(1)
        loops.valueChanged.connect(self._label)
        self._label()
        self.buttons = (self.peak_btn,)

    def _label(self) -> None:
        n = self.loops.value()
        self.peak_btn.setText(f"▶  Peak ({n} loop{'s' if n > 1 else ''} after a warm-up)")
        self.peak_btn.setToolTip("Fresh-out-of-box peak: SEQ1M Q8T1/Q1T1, SEQ128K Q32T1, RND4K Q32T16/Q32T1/Q1T1; "
                                 f"median of {n} loop{'s' if n > 1 else ''}, spread and best on hover "
                                 "(the loop count is set under Loops on the top row)")
