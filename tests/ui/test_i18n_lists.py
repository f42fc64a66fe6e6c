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
