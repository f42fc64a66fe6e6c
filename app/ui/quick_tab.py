"""The Quick and Peak pages: the CrystalDiskMark set, the peak suite and the write cliff, and their options
(the size, seconds and loops are on the top row)."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QPushButton, QSpinBox,
                               QVBoxLayout, QWidget)

from app.ui.glossary import QUEUE_DEPTH, THREADS
from app.ui.run_kinds import Preset

NAMES = f"\nQ: {QUEUE_DEPTH}\nT: {THREADS}"  # the tests' names, Q8T1 and the like, on their buttons


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
        self.quick_btn.setToolTip("SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1; read then write" + NAMES)
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
        self.interval.addItems(["auto", "0.5", "1", "2", "5"])
        self.interval.setCurrentText("auto")
        self.interval.setToolTip("fio's status interval: one point per thread per interval. auto: 1 s, longer "
                                 "for a test with so many threads that fio's reports every second would slow "
                                 "it (64 threads on 2 CPUs: 4 s)")
        form.addRow("Graph interval (s)", self.interval)
        bv.addWidget(self.direct)
        bv.addWidget(self.as_threads)
        bv.addLayout(form)
        bv.addStretch(1)
        self.buttons = (self.quick_btn, self.quick_read_btn)


class PeakPage(QWidget):
    run = Signal(object)  # Preset.PEAK
    cliff = Signal()

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
        # Where a consumer drive's fast write cache runs out: one sustained write, then again
        # after an idle pause to see how much of the cache came back.
        box = QGroupBox("Write cliff")
        form = QFormLayout(box)
        form.addRow(intro("A sustained sequential write (1 MiB, QD32) over the span: the cache speed, how much "
                          "was written before the speed fell and stayed down, the speed after it; then the same "
                          "again after the idle pause."))
        self.cliff_span = QLineEdit("8GiB")
        self.cliff_span.setToolTip("how much each pass writes, e.g. 8GiB (a raw device: at most its size)")
        self.cliff_pause = QLineEdit("30")
        self.cliff_pause.setToolTip("seconds idle before the second pass; 0: one pass only")
        form.addRow("Span", self.cliff_span)
        form.addRow("Idle before pass 2 (s)", self.cliff_pause)
        self.cliff_btn = QPushButton("▶  Write cliff")
        self.cliff_btn.setToolTip("writes the span on the target; a raw device asks for its name first (data loss)")
        self.cliff_btn.clicked.connect(self.cliff.emit)
        form.addRow(self.cliff_btn)
        bv.addWidget(box)
        bv.addStretch(1)
        loops.valueChanged.connect(self._label)
        self._label()
        self.buttons = (self.peak_btn, self.cliff_btn)

    def _label(self) -> None:
        n = self.loops.value()
        self.peak_btn.setText(f"▶  Peak ({n} loop{'s' if n > 1 else ''} after a warm-up)")
        self.peak_btn.setToolTip("Fresh-out-of-box peak: SEQ1M Q8T1/Q1T1, SEQ128K Q32T1, RND4K Q32T16/Q32T1/Q1T1; "
                                 f"median of {n} loop{'s' if n > 1 else ''}, spread and best on hover "
                                 "(the loop count is set under Loops on the top row)" + NAMES)
