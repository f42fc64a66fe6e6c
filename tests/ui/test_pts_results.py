"""SNIA PTS's DIRTH in the window: a reduced run on a loop device (real fio) ends with its knee,
grid table and response-time histograms on the Steady page, and opening it from the History
shows the same there, with no grid rows of another run and a note on the other pages."""
from dataclasses import replace

from app.core import plan as core_plan
from app.core.suites.pts_run import SUITE
from app.ui.run.run_kinds import Mode


def smaller(reduced):
    """The app's quick look, shortened further for a test: 2 x 2 points, 2 rounds, 2 s histograms."""
    def make(s):
        r = reduced(s)
        return replace(r, window=2, max_rounds=2, dirth=replace(r.dirth, threads=(2, 1), depths=(2, 1), hist_s=2.0,
                                                               prewrite_s=1.0, hist_prewrite_s=1.0, round_cells=2))
    return make


def dirth_shown(panel) -> tuple[list[str], list[str]]:
    """(the DIRTH table's rows, the charts' titles) the panel shows."""
    assert panel.pts.isVisible() and not panel.rounds_view.isVisible()
    assert "Demand intensity / response time histogram (DIRTH)" in panel.pts.titles
    return panel.pts.table_texts()[-1], panel.pts.chart_titles()  # the run's setup and conformance come first


def check_dirth(rows: list[str], titles: list[str]) -> None:
    assert len(rows) == 4 and sum("(knee)" in r for r in rows) == 1
    assert sum("response-time histogram" in t for t in titles) == 3
    assert any(t.startswith("DIRTH: demand intensity") for t in titles)


def steady_page(window, dev: str, tests: tuple[str, ...]) -> None:
    """The Steady page on dev with only these PTS tests ticked, reduced, 1 s cells over 16 MiB."""
    window.refresh_targets()
    window.select_target(dev)
    window.set_mode(Mode.STEADY)
    for box in window.steady_tests.values():
        box.setChecked(False)
    for name, box in window.steady_tab.pts_tests.items():
        box.setChecked(name in tests)
    window.steady_cell.setText("1")
    window.steady_span.setText("16MiB")
    window.steady_reduced.setChecked(True)


def start(qtbot, window, dev: str) -> list:
    """The page's run started, the data-loss question answered for dev; the errors it shows."""
    errors: list = []
    window.show_error = errors.append
    window.confirm_destroy = lambda disk, what: dev
    window.steady_btn.click()
    qtbot.waitUntil(lambda: window.worker is not None and window.worker.running, timeout=10_000)
    return errors


def test_a_reduced_dirth_run_live_and_reopened(qtbot, window, loop_device, monkeypatch):
    monkeypatch.setattr(core_plan, "reduced", smaller(core_plan.reduced))
    dev = loop_device(32 << 20)
    steady_page(window, dev, ("dirth",))
    errors = start(qtbot, window, dev)
    panel = window.steady_panel
    assert window.results.currentIndex() == 1 and panel.pts.isVisible()
    assert "DIRTH" in panel.pts.head.text() and "running" in panel.pts.head.text()
    qtbot.waitUntil(lambda: not window.worker.running, timeout=180_000)
    assert not errors
    live = dirth_shown(panel)
    check_dirth(*live)

    run = window.store.runs()[0]
    assert run.suite == SUITE
    window.set_mode(Mode.QUICK)  # the Quick page holds nothing of this run: it says so
    assert window.shown.stack.currentIndex() == 1 and "No Quick results" in window.shown.note.text()
    window.show_runs([run.id])
    assert window.mode() is Mode.STEADY and window.results.currentIndex() == 1
    assert window.results_grid.labels() == []
    assert dirth_shown(panel) == live
