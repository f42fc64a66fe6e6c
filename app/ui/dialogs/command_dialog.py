"""The exact fio command line and job file of a run, selectable, copyable and savable."""
from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QMessageBox

from app import __version__
from app.core.atomic import write_text_atomic
from app.core.errors import FioscopeError
from app.core.fio.cadence import interval_for
from app.core.fio.jobspec import JobSpec, suite_jobfile, to_argv, to_jobfile
from app.ui.core_words import window_text
from app.ui.dialogs.text_dialog import TextDialog
from app.ui.i18n import arg, translate


class CommandDialog(TextDialog):
    """The exact fio command line and job file, selectable and copyable."""

    def __init__(self, specs: list[JobSpec], fio_path: str, interval: float | None, parent=None) -> None:
        text = "\n\n".join("# " + " ".join(to_argv(s, fio_path, interval_for(interval, [s]))) + "\n"
                           + to_jobfile(s)
                           for s in specs)
        super().__init__(translate("CommandDialog", "fio command"), text, parent, size=(760, 480))
        self.specs = specs
        save = self.buttons.addButton(translate("CommandDialog", "Save as .fio…"), QDialogButtonBox.ButtonRole.ActionRole)
        save.clicked.connect(lambda: self.save())

    def save(self, path: str | None = None) -> None:
        """A job file bare fio runs unchanged: the jobs one after another."""
        path = path or QFileDialog.getSaveFileName(self, translate("CommandDialog", "Save job file"), "fioscope.fio",
                                                   translate("CommandDialog", "fio job files (*.fio)"))[0]
        if path:
            try:  # atomic: a name that links to a device is refused, never written through
                write_text_atomic(path, suite_jobfile(self.specs, f"Fioscope {__version__}"))
            except FioscopeError as e:
                QMessageBox.warning(self, translate("CommandDialog", "Save job file"), window_text(e.message)
                                    + (f" ({window_text(e.advice)})" if e.advice else ""))  # one_line's shape
            except OSError as e:
                QMessageBox.warning(self, translate("CommandDialog", "Save job file"),
                                    arg(translate("CommandDialog", "cannot save %1: %2"), path, e.strerror or e))
