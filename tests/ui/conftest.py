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
