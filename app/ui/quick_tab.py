"""The Benchmarks tab: the CrystalDiskMark set, the peak suite, and the fields they share."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLineEdit, QPushButton, QSpinBox, QVBoxLayout, QWidget

from app.ui.run_kinds import Preset


class QuickTab(QWidget):
    run = Signal(object)  # a Preset

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        bv = QVBoxLayout(self)
        bv.setContentsMargins(4, 4, 4, 4)
        self.quick_btn = QPushButton("▶  Quick (CrystalDiskMark set)")
        self.quick_btn.setToolTip("SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1; read then write")
        self.quick_btn.clicked.connect(lambda: self.run.emit(Preset.QUICK))
        bv.addWidget(self.quick_btn)
        self.quick_read_btn = QPushButton("▶  Quick, reads only")
        self.quick_read_btn.setToolTip("The read half of the quick set: safe on a raw device")
        self.quick_read_btn.clicked.connect(lambda: self.run.emit(Preset.QUICK_READ))
        bv.addWidget(self.quick_read_btn)
        self.peak_btn = QPushButton()
        self.peak_btn.clicked.connect(lambda: self.run.emit(Preset.PEAK))
        # CrystalDiskMark's "count": how many measured loops the peak median is taken over.
        self.peak_loops = QSpinBox()
        self.peak_loops.setRange(1, 9)
        self.peak_loops.setValue(3)
        self.peak_loops.valueChanged.connect(self._peak_label)
        self._peak_label()
        bv.addWidget(self.peak_btn)
        form = QFormLayout()
        self.size = QLineEdit("1GiB")
        self.runtime = QLineEdit("5")
        self.direct = QCheckBox("direct I/O (bypass the page cache)")
        self.direct.setChecked(True)
        self.interval = QComboBox()
        self.interval.addItems(["0.5", "1", "2", "5"])
        self.interval.setCurrentText("1")
        self.interval.setToolTip("fio's status interval: one point per thread per interval")
        form.addRow("Test size", self.size)
        form.addRow("Seconds per test", self.runtime)
        form.addRow("Graph interval (s)", self.interval)
        form.addRow("Peak loops", self.peak_loops)
        form.addRow("", self.direct)
        bv.addLayout(form)
        self.buttons = (self.quick_btn, self.quick_read_btn, self.peak_btn)

    def _peak_label(self) -> None:
        n = self.peak_loops.value()
        self.peak_btn.setText(f"▶  Peak ({n} loop{'s' if n > 1 else ''} after a warm-up)")
        self.peak_btn.setToolTip("Fresh-out-of-box peak: SEQ1M Q8T1/Q1T1, SEQ128K Q32T1, RND4K Q32T16/Q32T1/Q1T1; "
                                 f"median of {n} loop{'s' if n > 1 else ''}, spread and best on hover "
                                 "(the loop count is set under Peak loops)")
