"""The question before a job file runs: the file, what fio makes of it, where its files go
and what happens to the devices it only reads."""
from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from app.core.fio.job_places import preview
from app.core.fio.jobfile import JobFile
from app.ui.core_words import window_text
from app.ui.i18n import translate


def confirm_jobfile(parent: QWidget, jf: JobFile, workdir: str | None = None) -> bool:
    """Run only on the user's word, which also confirms the existing files it names to be
    overwritten."""
    resolved = "\n".join(f"[{j.name}]  " + " ".join(f"{k}={v}" if v is not None else k for k, v in j.options)
                         for j in jf.jobs)
    box = QMessageBox(parent)
    box.setWindowTitle(translate("JobfileConfirm", "Run job file"))
    jobs = len(jf.jobs)  # a plain name: lupdate reads no expression in a call
    box.setText(jf.path + "\n" + translate("JobfileConfirm", "%n job(s); fio resolves them as:", None, jobs)
                + "\n\n" + resolved)
    box.setDetailedText(jf.text)
    places, overwrite = preview(jf, workdir)
    box.setInformativeText("\n".join([translate("JobfileConfirm", "Files:"),
                                      *(window_text(n) for n in [*places, *jobfile_notes(jf)])]))
    box.setStandardButtons(QMessageBox.StandardButton.Ok | QMessageBox.StandardButton.Cancel)
    existing = len(overwrite)
    box.button(QMessageBox.StandardButton.Ok).setText(translate("JobfileConfirm", "Overwrite %n existing file(s) and run", None,
                                                 existing) if overwrite else translate("JobfileConfirm", "Run"))
    box.setDefaultButton(QMessageBox.StandardButton.Cancel if overwrite else QMessageBox.StandardButton.Ok)
    return box.exec() == QMessageBox.StandardButton.Ok


def jobfile_notes(jf: JobFile) -> list[str]:
    """fio's warnings, and what happens to each device the file only reads; devices it
    writes get the data-loss dialog next, with its own notice."""
    from app.core.access.elevated import read_notes  # deferred: start-up time (the app's window first)
    return list(jf.warnings) + [n for dev, writes in jf.devices() if not writes for n in read_notes(dev)]
