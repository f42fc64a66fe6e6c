"""The Steady page with a stored steady-state run in the window's language (issue 56): the
verification plot's legend in German. The run is a real fio run."""
import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication

from app.core.fio.jobspec import Target
from app.core.history.store import RunStore
from app.core.suites.steady import SteadySettings
from app.core.suites.steady_run import run_steady
from app.ui import i18n
from app.ui.run.run_kinds import Mode
from tests.ui.test_i18n import built, qm_dir  # noqa: F401 (fixtures)

MIB = 1 << 20
SIZE = QSize(1016, 668)  # 1024x700 less the frame
GERMAN = ["beobachteter Wert", "Mittelwert ± 10 %", "Mittelwert ± 20 %", "Fenstermittel", "Ausgleichsgerade"]


@pytest.fixture(scope="module")
def stored(tmp_path_factory, fio):
    """(history, run id): a real five-round steady-state run at two block sizes (fio's null
    engine: rounds of a second, nothing written), as tests/ui/screenshot_screen.py stores one."""
    where = tmp_path_factory.mktemp("steady")
    s = SteadySettings(target=Target(str(where / "fioscope-test-9.tmp")), span=8 * MIB, tests=("iops",),
                       cell_s=1, iodepth=1, numjobs=1, max_rounds=5, mixes=(0,), block_sizes=(4096, 65536),
                       ioengine="null", precondition=False, purge=False)
    out = run_steady(fio, s, RunStore(where / "runs.sqlite"))
    assert len(out.tests["iops"].rounds) == 5
    return where / "runs.sqlite", out.suite.run_id


def reopened(qtbot, fio, stored):
    """The window at 1024x700 with the stored run opened from the History."""
    from app.ui.main_window import MainWindow
    db, run_id = stored
    w = MainWindow(fio=fio, store=RunStore(db))
    w.confirm_close = lambda: True
    qtbot.addWidget(w)
    w.show()
    w.resize(SIZE)
    qtbot.waitUntil(lambda: w.geometry().size() == SIZE, timeout=5000)
    w.show_runs([run_id])
    assert w.mode() is Mode.STEADY
    for _ in range(3):  # the layouts' posted requests, and those they post in turn
        QApplication.processEvents()
    return w


def legend_names(plot) -> list[str]:
    return [item.name() for item in plot.getPlotItem().listDataItems() if item.name()]


def test_the_verification_plots_legend_is_german_in_a_german_window(qtbot, fio, stored, built):  # noqa: F811
    i18n.install("de")
    panel = reopened(qtbot, fio, stored).steady_panel
    assert panel.verdicts["iops"].rounds == (1, 2, 3, 4, 5)  # a verdict over the window: band, average, fit
    assert legend_names(panel.verify) == GERMAN
    shown = panel.legends[panel.verify].text()
    assert all(name in shown for name in GERMAN)
    assert not any(english in shown for english in ("tracked", "average", "window", "fit line"))
