"""The main screen's top row, as CrystalDiskMark has it: target, loops, size, seconds and
unit, then Run all and Stop."""
from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox, QWidget

from app.ui.results_grid import UNITS
from app.ui.target_picker import TargetPicker


class TopRow(QWidget):
    def __init__(self, remembered_target: str = "", parent=None) -> None:
        super().__init__(parent)
        self.picker = TargetPicker(remembered_target)
        # CrystalDiskMark's "count": how many measured loops the peak median is taken over.
        self.peak_loops = QSpinBox()
        self.peak_loops.setRange(1, 9)
        self.peak_loops.setValue(3)
        self.peak_loops.setToolTip("Peak: measured loops after a warm-up; the grid shows their median")
        self.size = QLineEdit("1GiB")
        self.size.setToolTip("the test file's size (on a raw device: the span tested)")
        self.size.setMaximumWidth(80)
        self.runtime = QLineEdit("5")
        self.runtime.setToolTip("seconds each test runs")
        self.runtime.setMaximumWidth(50)
        self.unit = QComboBox()
        self.unit.addItems(UNITS)
        self.unit.setToolTip("the grid's unit: MB/s (10^6 bytes), MiB/s (2^20), IOPS, or mean latency in µs")
        self.all_btn = QPushButton("▶  All")
        self.all_btn.setToolTip("run every test of the chosen mode (Ctrl+R)")
        self.stop_btn = QPushButton("■  Stop")
        self.stop_btn.setToolTip("stop fio and remove the test file (Esc)")
        self.stop_btn.setEnabled(False)
        for b in (self.all_btn, self.stop_btn):
            b.setMinimumWidth(80)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(6, 4, 6, 4)
        lay.addWidget(QLabel("Target"))
        lay.addWidget(self.picker, 1)
        for label, w in (("Loops", self.peak_loops), ("Size", self.size), ("Seconds", self.runtime),
                         ("Unit", self.unit)):
            lay.addSpacing(6)
            lay.addWidget(QLabel(label))
            lay.addWidget(w)
        lay.addSpacing(10)
        lay.addWidget(self.all_btn)
        lay.addWidget(self.stop_btn)
