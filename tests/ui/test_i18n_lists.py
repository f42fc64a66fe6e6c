"""A list the window cannot read (readahead values, client counts) and a remote plan's raw-device
refusal are said in the window's language, naming the field in its words; the CLI's English of
the same refusals is unchanged."""
from __future__ import annotations

import pytest

from app.core.errors import InputError
from app.ui import i18n
from app.ui.core_words import window_text
from tests.ui.test_i18n import built, qm_dir  # noqa: F401 (fixtures)


def said(error: InputError) -> str:
    return f"{window_text(error.message)} ({window_text(error.advice)})"


def test_the_readahead_sweeps_values_are_refused_in_german(qapp, built):
    from app.ui.pages.cache_tab import CacheTab
    tab = CacheTab(windows=False)
    tab.sweep_values.setText("0,128,viel")
    with pytest.raises(InputError) as english:
        tab.values()
    assert english.value.one_line() == "cannot read readahead values (KiB) '0,128,viel' (use e.g. 0,128,512)"
    i18n.install("de")
    with pytest.raises(InputError) as german:
        tab.values()
    assert "Readahead-Werte (KiB) '0,128,viel'" in said(german.value), said(german.value)
    assert "readahead values" not in said(german.value)


def test_a_remote_plans_client_counts_and_raw_device_are_refused_in_german(qapp, built):
    from app.ui.pages.plans_box import PlansBox
    from app.ui.run.remote_plan import remote_plan
    from app.core.suites.plans import SUITES
    from app.ui.run.run_kinds import PlanRun
    i18n.install("de")
    box = PlansBox(lambda: None)
    box.plan_hosts.setText("node1,node2")
    box.plan_clients.setText("1,zwei")
    kind = PlanRun(next(iter(SUITES)))
    with pytest.raises(InputError) as counts:
        remote_plan(box, kind, direct=True)
    assert "Client-Anzahlen '1,zwei'" in said(counts.value), said(counts.value)
    box.plan_clients.setText("")
    box.plan_remote_target.setText("/dev/nvme0n1")
    with pytest.raises(InputError) as raw:
        remote_plan(box, kind, direct=True)
    assert said(raw.value) == ("ein Verzeichnis auf den Hosts angeben (Rohgeräte auf fio-Servern: über die "
                               "Befehlszeile (fioscope run --hosts), mit deren Bestätigung des Datenverlusts)")


def test_a_grid_cells_tooltip_is_in_the_windows_words_and_figures(qapp, built):
    """Two loops of recorded real fio results in one Quick grid cell: the median's spread, the
    median loop's percentiles and its name in German words and German figures."""
    from tests.conftest import recorded_docs
    from app.core.fio.results import job_result
    from app.ui.pages.results_grid import cell
    docs = recorded_docs("numjobs4")
    loops = [job_result("t", docs[-1]).read, job_result("t", docs[-2]).read]
    assert all(d.latency for d in loops) and loops[0].iops != loops[1].iops
    english = cell(loops, "IOPS", ["loop 1", "loop 2"]).toolTip().split("\n")
    assert english[0].startswith("median of 2 loops; min ") and english[1].endswith(": the median loop's)")
    i18n.install("de")
    german = cell(loops, "IOPS", ["loop 1", "loop 2"]).toolTip().split("\n")
    low = min(loops, key=lambda d: d.iops)
    iops = sorted(d.iops for d in loops)
    assert german[0] == f"Median von 2 Durchläufen; Minimum {i18n.number(iops[0], 0)}, Bestwert {i18n.number(iops[1], 0)}"
    assert "." in german[0] or max(iops) < 1000  # German figures: 12.345
    assert f"p99 {i18n.number(min(low.latency.p99_us, low.latency.max_us), 1)} µs" in german[1], german
    assert german[1].endswith(": die des mittleren Durchlaufs)") and "loop" not in german[1], german
