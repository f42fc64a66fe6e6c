"""The Quick page's status-interval choice: its values ("auto", "0.5", "1" ...) are what the
settings keep and the run reads; the box shows them in the window's words and figures
("automatisch", "0,5" in German)."""
from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QWidget

from app.ui.i18n import number, translate

VALUES = ("auto", "0.5", "1", "2", "5")


def shown(value: str) -> str:
    if value == "auto":
        return translate("QuickTab", "auto")
    return number(float(value), 1) if "." in value else number(int(value))


class IntervalBox(QComboBox):
    """currentText and setCurrentText speak in values, whatever the window shows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        for value in VALUES:
            self.addItem(shown(value), value)

    def currentText(self) -> str:  # noqa: N802 (Qt's name)
        return self.currentData() or super().currentText()

    def setCurrentText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        i = self.findData(text)
        if i >= 0:
            self.setCurrentIndex(i)
