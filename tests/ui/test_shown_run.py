"""One run on screen: the page, the grid (or the steady-state panel), the live graphs and the
page-cache panel show the same run. After a run, another page's empty rows never sit beside
its graphs; a stored steady-state run brings back its SNIA plots, window tables and verdicts;
the cache panel never keeps a live run's figures beside a stored run. Real fio."""
from __future__ import annotations

from app.core.fio.jobspec import Target
from app.core.suites.steady import SteadySettings
from app.core.suites.steady_run import run_steady
from app.ui.pages.results_grid import READ
from app.ui.run.run_kinds import Mode

MIB = 1 << 20


def live_shown(window) -> bool:
    return window.shown.stack.currentIndex() == 0 and window.graphs.isVisible()


def one_row(qtbot, window, tmp_path):
    """RND4K Q1T1 from its row's button: a real run of about a second."""
    target = tmp_path / "t"
    target.mkdir(exist_ok=True)
    window.select_target(str(target))
    window.size_edit.setText("8MiB")
    window.runtime.setText("0.5")
    window.peak_loops.setValue(1)
    window.quick_tab.pause.setValue(0)  # no interval between tests, for speed
    window.results_grid.row_buttons[window.results_grid.labels().index("RND4K Q1T1")].click()
    qtbot.waitUntil(lambda: not window.worker.running, timeout=60000)
    qtbot.waitUntil(lambda: "done" in window.status_label.text(), timeout=5000)


def test_another_pages_rows_never_sit_beside_the_runs_graphs(qtbot, window, tmp_path):
    one_row(qtbot, window, tmp_path)
    row = window.results_grid.labels().index("RND4K Q1T1")
    figure = window.grid.item(row, READ).text()
    assert live_shown(window) and window.graphs.rings[("iops", -1)].n > 0
    window.set_mode(Mode.PEAK)  # Peak's rows, empty: the Quick run's graphs are not beside them
    assert window.grid.item(0, READ) is None
    assert not live_shown(window) and window.shown.note.isVisible()
    assert "No Peak results" in window.shown.note.text() and "last quick run" in window.shown.note.text()
    window.set_mode(Mode.STEADY)  # no steady-state run on screen: no graphs of the Quick run
    assert window.results.currentWidget() is window.steady_panel
    assert "no steady-state run on screen" in window.steady_panel.status.text()
    assert not live_shown(window)
    window.set_mode(Mode.QUICK)  # the run's own page: its figures and its graphs, still there
    assert window.grid.item(row, READ).text() == figure and live_shown(window)
    assert window.graphs.rings[("iops", -1)].n > 0
    window.set_mode(Mode.PEAK)
    window.set_mode(Mode.CHECK)  # a page without rows: the run's rows and graphs again
    assert window.results_grid.labels()[row] == "RND4K Q1T1"
    assert window.grid.item(row, READ).text() == figure and live_shown(window)


def test_the_cache_panel_shows_no_live_figures_beside_a_stored_run(qtbot, window, tmp_path):
    one_row(qtbot, window, tmp_path)
    run_id = window.last_result.run_id
    panel = window.cache_panel
    assert "Page cache" in panel.memory.text() and panel.device.text() not in ("", "–")
    window.show_runs([run_id])  # the run from the History: not the live figures it had
    assert panel.memory.text().startswith("A stored run") and panel.device.text() == ""
    assert live_shown(window) and window.mode() is Mode.QUICK
    window.clear_views()  # a new run: no figures of the last one
    assert panel.memory.text() == "–" and panel.device.text() == "–" and panel.interval.text() == "–"


def test_a_stored_steady_run_brings_back_its_plots_tables_and_verdict(qtbot, window, tmp_path, fio):
    s = SteadySettings(target=Target(str(tmp_path / "fioscope-test-9.tmp")), span=8 * MIB, tests=("iops",),
                       cell_s=1, iodepth=1, numjobs=1, max_rounds=5, mixes=(0,), block_sizes=(4096,),
                       ioengine="null", precondition=False, purge=False)
    out = run_steady(fio, s, window.store)
    live = window.steady_panel
    window.set_mode(Mode.QUICK)
    window.show_runs([out.suite.run_id])
    assert window.mode() is Mode.STEADY and window.results.currentWidget() is live
    assert live_shown(window)  # its graphs beside its panel
    rounds = len(out.tests["iops"].rounds)
    assert [r for r, _ in live.rounds["iops"]] == list(range(1, rounds + 1))
    assert live.verify.listDataItems() and live.converge.listDataItems()  # the SNIA plots
    v = out.verdict("iops")
    assert live.verdicts["iops"] == v
    summary = live.status.text()
    assert "<table" in summary and summary == live.summary_html  # the window tables
    assert (f"steady in rounds {v.rounds[0]}–{v.rounds[-1]}" if v.attained else "not steady") in summary
