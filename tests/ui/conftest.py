import gc
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QCoreApplication, QSettings  # noqa: E402


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path):
    """QSettings of the tests go to a temp dir, never the user's."""
    QCoreApplication.setOrganizationName("FioscopeTests")
    QCoreApplication.setApplicationName("FioscopeTests")
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(tmp_path / "settings"))
    yield


@pytest.fixture(autouse=True)
def collect_in_the_gui_thread():
    """As the app does (launch.collect_in_gui_thread): no automatic cycle collection while a
    UI test runs, so a widget of an earlier test is never freed in a run's thread, where Qt's
    destructor and the GUI thread deadlock (a worker hung so, idle, past every timeout); what
    the tests leave is collected here, in the GUI thread. Autouse: torn down after qtbot's
    widgets."""
    gc.collect()
    gc.disable()
    yield
    gc.collect()
    gc.enable()


class ModalDialogOpened(AssertionError):
    pass


@pytest.fixture(autouse=True)
def no_modal_dialogs(monkeypatch):
    """A modal dialog no one answers blocks its test for ever: a Qt event loop runs in C++, so
    the suite's timeout (a Python signal) never fires and the whole run hangs. Opening one fails
    the test at once with what it asked; a test that wants a dialog replaces the window method
    that opens it (confirm_destroy, confirm_jobfile) or patches these back."""
    from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog, QMessageBox

    def refuse(what):
        def opened(*args, **_kw):
            texts = [a for a in args if isinstance(a, str)]
            if args and isinstance(args[0], QDialog):
                texts = [args[0].windowTitle(), getattr(args[0], "text", lambda: "")()]
            raise ModalDialogOpened(f"a modal {what} opened in a test: {' | '.join(t for t in texts if t)}")
        return opened

    monkeypatch.setattr(QDialog, "exec", refuse("dialog"))
    monkeypatch.setattr(QMessageBox, "exec", refuse("message box"))
    for name in ("question", "warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, name, staticmethod(refuse(f"message box ({name})")))
    for name in ("getOpenFileName", "getSaveFileName", "getExistingDirectory"):
        monkeypatch.setattr(QFileDialog, name, staticmethod(refuse(f"file dialog ({name})")))
    for name in ("getText", "getInt", "getItem"):
        monkeypatch.setattr(QInputDialog, name, staticmethod(refuse(f"input dialog ({name})")))
    yield


@pytest.fixture
def window(qtbot, tmp_path, fio):
    from app.core.history.store import RunStore
    from app.ui.main_window import MainWindow
    w = MainWindow(fio=fio, store=RunStore(tmp_path / "runs.sqlite"))
    w.confirm_close = lambda: True  # pytest-qt closes windows at teardown: never block on a question
    qtbot.addWidget(w)
    w.show()
    yield w
    if w.worker and w.worker.running:
        w.worker.cancel()
        w.worker.wait(20)


@pytest.fixture
def store(tmp_path, fio):
    """Two real runs (4k random read, then write) in a history of their own."""
    from app.core.fio.jobspec import JobSpec, Target
    from app.core.history.store import RunStore
    from app.core.suites.run import SuiteRunner
    from app.core.suites.items import plain
    s = RunStore(tmp_path / "runs.sqlite")
    for rw in ("randread", "randwrite"):
        spec = JobSpec(name=f"{rw}-4k", rw=rw, target=Target(str(tmp_path / "fioscope-test-1.tmp")),
                       size=8 << 20, runtime=1, time_based=True, ioengine="psync")
        SuiteRunner(fio, "custom", plain([spec]), store=s, target=str(tmp_path)).run()
    return s
