"""The Steady page with a stored steady-state run in the window's language (issue 56): the
verification plot's legend in German, and in a language 40 % longer than English (the
pseudo-translation of test_i18n_fit.py) at 1024x700 both plots wholly inside their views,
every round on screen (in Spanish "Convergencia por tamaño de bloque", the plot's title, made
the plot wider than its view and cut it at round 4 of 6). The run is a real fio run."""
import pytest
from PySide6.QtCore import QPointF, QSize
from PySide6.QtWidgets import QApplication, QWidget

from app.core.fio.jobspec import Target
from app.core.history.store import RunStore
from app.core.suites.steady import SteadySettings
from app.core.suites.steady_run import run_steady
from app.ui import i18n
from app.ui.run.run_kinds import Mode
from tests.ui.test_i18n import built, qm_dir  # noqa: F401 (fixtures)
from tests.ui.test_i18n_fit import clipped, longer  # noqa: F401 (a fixture)

MIB = 1 << 20
SIZE = QSize(1016, 668)  # 1024x700 less the frame, as test_i18n_fit has it
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


def inside(child: QWidget, parent: QWidget) -> bool:
    """child's left and right edges within parent's width (a scrolled strip may be taller)."""
    g = child.geometry()
    return g.left() >= 0 and g.right() < parent.width()


def plot_fits(plot) -> None:
    """pyqtgraph's plot item as wide and high as its view at most, its title (when shown)
    and every round's point inside the view."""
    item = plot.getPlotItem()
    view = plot.viewport().rect()
    assert item.geometry().width() <= view.width() and item.geometry().height() <= view.height(), \
        (item.geometry(), view)
    if item.titleLabel.isVisible():
        title = plot.mapFromScene(item.titleLabel.sceneBoundingRect()).boundingRect()
        assert view.contains(title), (item.titleLabel.text, title, view)
    vb = item.getViewBox()
    for curve in item.listDataItems():
        xs, ys = curve.getData()
        for x, y in zip(xs, ys):
            assert view.contains(plot.mapFromScene(vb.mapViewToScene(QPointF(x, y)))), (curve.name(), x)


def test_the_steady_page_with_a_reopened_run_fits_at_1024x700_in_a_language_40_percent_longer(qtbot, fio, stored,
                                                                                             longer):  # noqa: F811
    window = reopened(qtbot, fio, stored)
    panel = window.steady_panel
    assert "ẋẋẋ" in panel.status.text() and all("ẋ" in name for name in legend_names(panel.verify))
    body = window.right_split.parentWidget()
    assert inside(window.right_split, body) and body.geometry().right() < window.centralWidget().width()
    assert window.pages.currentWidget().horizontalScrollBar().maximum() == 0  # the settings: no sideways scrolling
    assert window.results.currentWidget() is panel and inside(panel, window.results)
    for w in panel.findChildren(QWidget):
        if w.isVisibleTo(panel):
            assert inside(w, w.parentWidget()), (type(w).__name__, w.geometry(), w.parentWidget().width())
    for plot in (panel.verify, panel.converge):
        assert plot.isVisible() and plot.width() > 100 and plot.height() > 60
        plot_fits(plot)
    assert sorted({x for c in panel.converge.getPlotItem().listDataItems() for x in c.getData()[0]}) == [1, 2, 3, 4, 5]
    assert clipped(panel) == []  # the summary and the legends wrapped whole


def test_a_narrow_plot_shortens_its_title_to_fit_and_english_keeps_it_whole(qtbot, fio, stored, longer):  # noqa: F811
    """At a size where the titles show (the window's plots are about as high as TITLE_MIN_H at
    1024x700), the panel alone: in the longer language the titles end in … inside their plots."""
    from app.ui.pages.steady_panel import TITLE_MIN_H, SteadyPanel
    from app.ui.run.steady_restore import restore
    db, run_id = stored
    doc = RunStore(db).load_run(run_id, with_samples=False)
    for translated, width in ((True, 620), (False, 700)):
        if not translated:
            QApplication.instance().removeTranslator(longer)
        panel = SteadyPanel()
        qtbot.addWidget(panel)
        panel.resize(width, 700)
        panel.show()
        qtbot.waitExposed(panel)
        assert restore(panel, doc)
        for _ in range(3):
            QApplication.processEvents()
        for plot in (panel.verify, panel.converge):
            assert plot.height() >= TITLE_MIN_H
            label = plot.getPlotItem().titleLabel
            assert label.isVisible()
            if translated:
                assert label.text.endswith("…") and len(label.text) < len(panel.titles[plot]), label.text
            else:
                assert label.text == panel.titles[plot]  # "Convergence per block size", whole
            plot_fits(plot)
