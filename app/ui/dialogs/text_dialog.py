"""A read-only monospace text with Copy and Close: reports, comparisons, fio commands."""
from __future__ import annotations

from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPlainTextEdit, QVBoxLayout

from app.ui.i18n import translate


class TextDialog(QDialog):
    def __init__(self, title: str, text: str, parent=None, size: tuple[int, int] = (900, 600)) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.resize(*size)
        self.text = QPlainTextEdit(text)
        self.text.setReadOnly(True)
        self.text.setFont(QFont("monospace"))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        copy = self.buttons.addButton(translate("TextDialog", "Copy"), QDialogButtonBox.ButtonRole.ActionRole)
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(text))
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.text)
        lay.addWidget(self.buttons)
