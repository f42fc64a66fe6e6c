"""The main screen's top row, as CrystalDiskMark has it: target, loops, size, seconds and
unit, then Run all and Stop. Where one line does not fit (1024 px less a frame, a 1080p
screen at 2x scale: 960), the settings and buttons go to a second line under the target."""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (QBoxLayout, QComboBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox,
                               QWidget)

from app.ui.i18n import translate
from app.ui.pages.results_grid import UNITS
from app.ui.pages.target_picker import TargetPicker

SIZE_SAMPLE, SIZE_ROOM = "1024MiB", "1024.5GiB"  # what the Size field always shows whole, and at most needs
SECONDS_SAMPLE = "3600"


def text_width(edit: QLineEdit, sample: str) -> int:
    """The field's width that shows sample whole: Qt sizes a line edit for 17 'x's plus its
    frame and margins (QLineEdit::sizeHint), so the frame and margins are that less the x's.
    In the font's own metrics, so it holds at any scale or font size."""
    fm = edit.fontMetrics()
    return edit.sizeHint().width() - 17 * fm.horizontalAdvance("x") + fm.horizontalAdvance(sample)


class TopRow(QWidget):
    def __init__(self, remembered_target: str = "", parent=None) -> None:
        super().__init__(parent)
        self.picker = TargetPicker(remembered_target)
        # CrystalDiskMark's "count": how many measured loops each Quick and Peak cell's median is taken over.
        self.peak_loops = QSpinBox()
        self.peak_loops.setRange(1, 9)
        self.peak_loops.setValue(3)
        self.peak_loops.setToolTip(translate("TopRow", "Quick and Peak: measured loops per test, after a warm-up from 2 "
                                             "on; each cell shows their median (best and slowest on hover)"))
        self.size_edit = QLineEdit("1GiB")
        self.size_edit.setToolTip(translate("TopRow", "the test file's size (on a raw device: the span tested)"))
        # Never squeezed below a whole size: at 2x scale the field showed only "MiB" of "64MiB".
        self.size_edit.setMinimumWidth(text_width(self.size_edit, SIZE_SAMPLE))
        self.size_edit.setMaximumWidth(text_width(self.size_edit, SIZE_ROOM))
        self.runtime = QLineEdit("5")
        self.runtime.setToolTip(translate("TopRow", "seconds each test runs"))
        self.runtime.setMinimumWidth(text_width(self.runtime, SECONDS_SAMPLE))
        self.runtime.setMaximumWidth(text_width(self.runtime, SECONDS_SAMPLE + "0"))
        self.unit = QComboBox()
        self.unit.addItems(UNITS)
        self.unit.setToolTip(translate("TopRow", "the grid's unit: MB/s (10^6 bytes), MiB/s (2^20), IOPS, or mean "
                                       "latency in µs"))
        self.all_btn = QPushButton(translate("TopRow", "▶  All"))
        self.all_btn.setToolTip(translate("TopRow", "run every test of the chosen mode (Ctrl+R)"))
        self.stop_btn = QPushButton(translate("TopRow", "■  Stop"))
        self.stop_btn.setToolTip(translate("TopRow", "stop fio and remove the test file (Esc)"))
        self.stop_btn.setEnabled(False)
        for b in (self.all_btn, self.stop_btn):
            b.setMinimumWidth(80)
        self.target_part = QWidget()
        tl = QHBoxLayout(self.target_part)
        tl.setContentsMargins(0, 0, 0, 0)
        tl.addWidget(QLabel(translate("TopRow", "Target")))
        tl.addWidget(self.picker, 1)
        self.settings_part = QWidget()
        sl = QHBoxLayout(self.settings_part)
        sl.setContentsMargins(0, 0, 0, 0)
        for label, w in ((translate("TopRow", "Loops"), self.peak_loops),
                         (translate("TopRow", "Size"), self.size_edit),
                         (translate("TopRow", "Seconds"), self.runtime), (translate("TopRow", "Unit"), self.unit)):
            sl.addSpacing(6)
            sl.addWidget(QLabel(label))
            sl.addWidget(w)
        sl.addSpacing(10)
        sl.addWidget(self.all_btn)
        sl.addWidget(self.stop_btn)
        self.lines = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.lines.setContentsMargins(6, 4, 6, 4)
        self.lines.addWidget(self.target_part, 1)
        self.lines.addWidget(self.settings_part, 0, Qt.AlignmentFlag.AlignRight)

    def wrapped(self) -> bool:
        return self.lines.direction() == QBoxLayout.Direction.TopToBottom

    def one_line_width(self) -> int:
        m = self.lines.contentsMargins()
        return (self.target_part.minimumSizeHint().width() + self.lines.spacing()
                + self.settings_part.minimumSizeHint().width() + m.left() + m.right())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """As narrow as the wrapped row: the window may shrink to it, and the row then wraps."""
        m = self.lines.contentsMargins()
        parts = (self.target_part.minimumSizeHint(), self.settings_part.minimumSizeHint())
        heights = [p.height() for p in parts]
        high = sum(heights) + self.lines.spacing() if self.wrapped() else max(heights)
        return QSize(max(p.width() for p in parts) + m.left() + m.right(), high + m.top() + m.bottom())

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        direction = QBoxLayout.Direction.LeftToRight if event.size().width() >= self.one_line_width() else \
            QBoxLayout.Direction.TopToBottom
        if direction != self.lines.direction():
            self.lines.setDirection(direction)
            self.updateGeometry()  # the window makes room for the second line, or takes it back
