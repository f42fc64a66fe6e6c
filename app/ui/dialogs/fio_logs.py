"""A run's fio logs (a job file's write_bw_log=NAME and the like), kept in the data directory's
logs/<run id>/ (core/suites/fio_logs.py): listed with their sizes, the folder opened in the
desktop's file manager, or the files copied to a folder the user picks."""
from __future__ import annotations

import os
import shutil

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFileDialog, QLabel, QListWidget, QPushButton,
                               QVBoxLayout)

from app.core.units import human_bytes
from app.ui.i18n import arg, translate


def run_logs(settings: dict) -> tuple[str, list[str]] | None:
    """(folder, file names) a run's settings name; None when it kept none. A folder that says
    why nothing was kept ("not kept: ...") has no files."""
    folder = settings.get("fio_logs")
    if not isinstance(folder, str) or not folder:
        return None
    return folder, [str(n) for n in settings.get("fio_log_files") or []]


class FioLogsDialog(QDialog):
    def __init__(self, run_id: int, folder: str, names: list[str], parent=None) -> None:
        super().__init__(parent)
        self.folder, self.names = folder, names
        self.setWindowTitle(arg(translate("FioLogsDialog", "fio logs of run %1"), run_id))
        self.setMinimumWidth(480)  # a log's name and size on one line
        lay = QVBoxLayout(self)
        self.where = QLabel(arg(translate("FioLogsDialog", "Kept in %1"), folder))
        self.where.setWordWrap(True)
        lay.addWidget(self.where)
        self.list = QListWidget()
        for name in names:
            path = os.path.join(folder, name)
            size = human_bytes(os.path.getsize(path)) if os.path.isfile(path) else translate("FioLogsDialog",
                                                                                               "missing")
            self.list.addItem(f"{name}  ({size})")
        lay.addWidget(self.list)
        self.status = QLabel("")
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.open_btn = QPushButton(translate("FioLogsDialog", "Open folder"))
        self.open_btn.setToolTip(translate("FioLogsDialog", "the folder in the file manager"))
        self.copy_btn = QPushButton(translate("FioLogsDialog", "Copy to…"))
        self.copy_btn.setToolTip(translate("FioLogsDialog", "copy the log files into a folder you choose"))
        for b in (self.open_btn, self.copy_btn):
            b.setAutoDefault(False)
            box.addButton(b, QDialogButtonBox.ButtonRole.ActionRole)
        self.open_btn.clicked.connect(self.open_folder)
        self.copy_btn.clicked.connect(self.copy_to)
        box.rejected.connect(self.reject)
        lay.addWidget(box)
        self.open_btn.setEnabled(os.path.isdir(folder))
        self.copy_btn.setEnabled(bool(names) and os.path.isdir(folder))

    # -- hooks tests replace ----------------------------------------------------------------
    def show_folder(self, url: QUrl) -> bool:
        return QDesktopServices.openUrl(url)

    def ask_folder(self) -> str:
        return QFileDialog.getExistingDirectory(self, translate("FioLogsDialog", "Copy the fio logs to"))

    # -- actions ----------------------------------------------------------------------------
    def open_folder(self) -> None:
        if not self.show_folder(QUrl.fromLocalFile(self.folder)):
            self.status.setText(arg(translate("FioLogsDialog", "no file manager opened %1"), self.folder))

    def copy_to(self) -> None:
        dest = self.ask_folder()
        if not dest:
            return
        copied = []
        try:
            for name in self.names:
                target = os.path.join(dest, name)
                src = os.open(os.path.join(self.folder, name), os.O_RDONLY | os.O_NOFOLLOW)
                with os.fdopen(src, "rb") as fin, open(target, "xb") as fout:  # x: never over a file
                    shutil.copyfileobj(fin, fout)
                copied.append(target)
        except OSError as e:
            self.status.setText(arg(translate("FioLogsDialog", "copied %1 of %2 files: %3"), len(copied),
                                    len(self.names), str(e)))
            return
        self.status.setText(arg(translate("FioLogsDialog", "%1 files copied to %2"), len(copied), dest))
