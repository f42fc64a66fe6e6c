"""The status bar's text in a box of its own. A QLabel in the status bar's layout asked it to
re-lay itself at every text change, and the bar then repainted whole (its size grip and fio's
label too) in a second repaint pass: during a run, once a second. Here the text repaints alone,
and a long status ends in … instead of widening the window (the whole text in its tooltip and
in label.text()). fio's label beside it (the bundled fio's path, ~340 px) is kept to FIO_WIDEST
with its path shortened in the middle: at 1024x700 it left the run's status cut in mid-word."""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, Qt as GuiQt  # Qt.mightBeRichText lives in QtGui's Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

FIO_WIDEST = 260  # px: fio's label; the run's status has the rest of the bar


class ElidedLabel(QLabel):
    """One line of plain text that ends in … (or, with Qt.ElideMiddle, loses its middle) when
    it is wider than the label; text() stays whole and the tooltip says all of it."""

    def __init__(self, text: str = "", mode: Qt.TextElideMode = Qt.TextElideMode.ElideRight,
                 widest: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.mode = mode
        if widest is not None:
            self.setMaximumWidth(widest)
        self.setText(text)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        super().setText(text)
        self.setToolTip(text)

    def shown(self) -> str:
        """The text as painted: whole when it fits."""
        return self.fontMetrics().elidedText(self.text(), self.mode, self.contentsRect().width())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(self.fontMetrics().horizontalAdvance("…") * 4, super().minimumSizeHint().height())

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if GuiQt.mightBeRichText(self.text()):  # never the status's plain words; drawn as QLabel does
            super().paintEvent(event)
            return
        p = QPainter(self)
        self.style().drawItemText(p, self.contentsRect(), int(self.alignment()), self.palette(), self.isEnabled(),
                                  self.shown(), self.foregroundRole())


class StatusLine(QWidget):
    def __init__(self, text: str = "") -> None:
        super().__init__()
        self.label = ElidedLabel(text, parent=self)  # no layout: its size changes reach no one
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(100)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(100, self.label.sizeHint().height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return self.sizeHint()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self.label.setGeometry(self.rect())
