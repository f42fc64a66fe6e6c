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
