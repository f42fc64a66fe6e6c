"""The data-loss warning before any destructive raw-device run."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout

from app.core.access.elevated import elevation_notice
from app.core.targets.model import Disk
from app.core.targets.safety import confirmation_token
from app.ui.core_words import window_text
from app.ui.i18n import arg, number, size, translate


class DestroyDialog(QDialog):
    """Modal; the run button stays disabled until the token is typed exactly. Enter
    confirms once the token matches and does nothing before: it never cancels (a user who
    typed the name meant it) and never destroys without it. Escape cancels."""

    def __init__(self, disk: Disk, what: str, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("DestroyDialog", "All data on this device will be destroyed"))
        self.setModal(True)
        self.token = confirmation_token(disk)
        parts = "".join(f"<li>{p.path}: {size(p.size_bytes)}"
                        f"{' ' + p.fstype if p.fstype else ''}</li>" for p in disk.partitions)
        text = QLabel(
            arg(translate("DestroyDialog", "<h3>%1 will overwrite %2</h3>"), what, disk.path)
            + arg(translate("DestroyDialog", "<p><b>%1</b>, serial %2, %3 (%4 bytes), %5.</p>"),
                  disk.model or disk.media, disk.serial or translate("DestroyDialog", "unknown"), size(disk.size_bytes),
                  number(disk.size_bytes), disk.transport)
            + (arg(translate("DestroyDialog", "<p>It has these partitions, which will be lost:</p><ul>%1</ul>"), parts)
               if parts else translate("DestroyDialog", "<p>It has no partition table that Fioscope can see.</p>"))
            + translate("DestroyDialog", "<p>Every file, partition and filesystem on the device will be destroyed "
                        "and cannot be recovered. Fioscope writes over the device directly.</p>")
              + (f"<p>{window_text(notice)}.</p>" if (notice := elevation_notice(disk.path)) else "")
            + arg(translate("DestroyDialog", "<p>To go ahead, type <b>%1</b> below.</p>"), self.token))
        text.setWordWrap(True)
        text.setTextFormat(Qt.TextFormat.RichText)
        self.entry = QLineEdit()
        self.entry.setPlaceholderText(self.token)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.run_button = self.buttons.addButton(translate("DestroyDialog", "Destroy data and run"),
                                                QDialogButtonBox.ButtonRole.DestructiveRole)
        self.run_button.setEnabled(False)
        self.run_button.setAutoDefault(False)
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setDefault(False)  # no default button: Enter is handled in keyPressEvent
        cancel.setAutoDefault(False)
        self.buttons.rejected.connect(self.reject)
        self.run_button.clicked.connect(self.accept)
        self.entry.textChanged.connect(lambda t: self.run_button.setEnabled(t == self.token))
        lay = QVBoxLayout(self)
        lay.addWidget(text)
        lay.addWidget(self.entry)
        lay.addWidget(self.buttons)
        self.resize(560, 360)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.entry.text() == self.token:
                self.accept()
            event.accept()  # swallowed either way: QDialog would press a default button
            return
        super().keyPressEvent(event)

    def typed_token(self) -> str | None:
        """The token when the user confirmed, else None."""
        return self.token if self.result() == QDialog.DialogCode.Accepted and self.entry.text() == self.token else None
