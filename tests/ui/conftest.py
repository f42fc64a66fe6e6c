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
