"""SNIA PTS's HIR and XSR in the window (issue 52), as DIRTH (test_pts_results.py): a run of
both from the Steady page, through the session, on a loop device (real fio, settings shortened
further than the app's quick look), ends with each test's table and charts on the Steady page;
opening it from the History shows the same there."""
from dataclasses import replace

from PySide6.QtWidgets import QLabel

from app.core import plan as core_plan
from app.core.suites.pts_settings import PtsSettings
from app.core.suites.pts_run import SUITE
from app.core.suites.pts_settings import HirSettings, XsrSettings
from app.ui.run.run_kinds import Mode
from tests.ui.test_pts_results import start, steady_page

HIR = "Host idle recovery (HIR)"
XSR = "Cross-stimulus recovery (XSR)"
K = 1024


def smaller(reduced):
    """HIR: rounds of 2 x 1 s cells (4 at most), 1 s bursts, wait states of 1 and 2 s, one burst
    each and one back to baseline; XSR: 2 s per group in 1 s cells, 1 thread x QD4."""
    def make(s):
        r = reduced(s)
        return replace(r, window=2, max_rounds=4,
                       hir=HirSettings(burst_s=1.0, bursts=1, waits=(1.0, 2.0), baseline_bursts=1, round_cells=2),
                       xsr=XsrSettings(segments=(("write", 1024 * K, 2.0), ("randwrite", 8 * K, 2.0),
                                                 ("write", 1024 * K, 2.0)), cell_s=1.0, threads=1, iodepth=4))
    return make


def shown(panel) -> dict[str, list]:
    """The tables (rows as the panel shows them) and the charts' titles of the run on screen."""
    assert panel.pts.isVisible() and not panel.rounds_view.isVisible()
    assert HIR in panel.pts.titles and XSR in panel.pts.titles, panel.pts.titles
    return {"tables": panel.pts.table_texts(), "charts": panel.pts.chart_titles()}


def check(seen: dict[str, list]) -> None:
    tables, charts = seen["tables"], seen["charts"]
    # HIR: a row per wait state (1 and 2 s of idle), 1 burst each; XSR: a row per group of writes
    hir = next(t for t in tables if t and t[0].startswith("1 s |"))
    assert [r.split(" | ")[:2] for r in hir] == [["1 s", "1"], ["2 s", "1"]], hir
    xsr = next(t for t in tables if t and t[0].startswith("1 | "))
    assert [r.split(" | ")[:3] for r in xsr] == [["1", "SEQ 1M writes", "2"], ["2", "RND 8K writes", "2"],
                                                 ["3", "SEQ 1M writes", "2"]], xsr
    assert {"HIR: IOPS v time, all wait states", "HIR: mean IOPS per wait state", "XSR: throughput v time",
            "XSR: mean and maximum response time v time"} <= set(charts), charts


def test_a_hir_and_xsr_run_live_and_reopened(qtbot, window, loop_device, monkeypatch):
    monkeypatch.setattr(core_plan, "reduced", smaller(core_plan.reduced))
    dev = loop_device(32 << 20)
    steady_page(window, dev, ("hir", "xsr"))
    errors = start(qtbot, window, dev)
    panel = window.steady_panel
    assert window.results.currentIndex() == 1 and panel.pts.isVisible()
    assert "HIR, XSR" in panel.pts.head.text() and "running" in panel.pts.head.text()
    qtbot.waitUntil(lambda: not window.worker.running, timeout=300_000)
    assert not errors
    live = shown(panel)
    check(live)

    run = window.store.runs()[0]
    assert run.suite == SUITE
    window.set_mode(Mode.QUICK)
    window.show_runs([run.id])
    assert window.mode() is Mode.STEADY and window.results.currentIndex() == 1
    assert window.results_grid.labels() == []
    assert shown(panel) == live


def test_dirths_block_size_and_mix_from_the_steady_page(qtbot, window, loop_device, monkeypatch):
    """DIRTH's access is the tester's choice (the CLI's --block-sizes and --mixes): the Steady
    page's fields, checked before the run as the run checks them, run as chosen."""
    from tests.ui.test_pts_results import smaller as dirth_smaller
    monkeypatch.setattr(core_plan, "reduced", dirth_smaller(core_plan.reduced))
    dev = loop_device(32 << 20)
    window.refresh_targets()
    window.select_target(dev)
    window.set_mode(Mode.STEADY)
    tab = window.steady_tab
    for box in window.steady_tests.values():
        box.setChecked(False)
    for name, box in tab.pts_tests.items():
        box.setChecked(name == "hir")
    assert not tab.dirth_bs.isEnabled() and not tab.dirth_read.isEnabled()  # HIR alone: not DIRTH's
    tab.pts_tests["hir"].setChecked(False)
    tab.pts_tests["dirth"].setChecked(True)
    assert tab.dirth_bs.isEnabled() and (tab.dirth_bs.text(), tab.dirth_read.value()) == ("8KiB", 65)
    window.steady_cell.setText("1")
    window.steady_span.setText("16MiB")
    window.steady_reduced.setChecked(True)
    tab.dirth_bs.setText("3000")
    assert "multiple of 512" in window.steady_estimate_label.text()
    tab.dirth_bs.setText("4KiB")
    tab.dirth_read.setValue(70)
    assert window.steady_estimate_label.text().startswith("SNIA PTS DIRTH: estimated ")
    errors = start(qtbot, window, dev)
    qtbot.waitUntil(lambda: not window.worker.running, timeout=180_000)
    assert not errors
    doc = window.store.load_run(window.store.runs()[0].id, with_samples=False)
    s = PtsSettings.from_dict(doc["settings"]["pts"])
    assert (s.dirth.bs, s.dirth.read_pct) == (4096, 70)
    texts = [label.text() for label in window.steady_panel.pts.findChildren(QLabel)]
    assert any("RND 4K at 70 % reads" in t for t in texts), texts
    # every cell of the grid ran at that size and mix, as fio ran it
    cells = [t for t in doc["tests"] if t["spec"]["rw"] == "randrw"]
    assert cells and all(t["spec"]["bs"] == 4096 and t["spec"]["rwmixread"] == 70 for t in cells)
