"""The status bar's text in a box of its own. A QLabel in the status bar's layout asked it to
re-lay itself at every text change, and the bar then repainted whole (its size grip and fio's
label too) in a second repaint pass: during a run, once a second. Here the text repaints alone,
and a long status is clipped instead of widening the window."""
from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


class StatusLine(QWidget):
    def __init__(self, text: str = "") -> None:
        super().__init__()
        self.label = QLabel(text, self)  # no layout: its size changes reach no one
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(100)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(100, self.label.sizeHint().height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return self.sizeHint()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self.label.setGeometry(self.rect())
