"""The write cliff from the app's Peak page: a real run on a test file stored with its
figures, and on a raw device only after the data-loss dialog."""
import os

import pytest

from app.ui.run.run_kinds import Mode



def test_the_write_cliff_runs_from_the_peak_page_and_is_stored_with_its_figures(qtbot, window, tmp_path):
    target = tmp_path / "t"
    target.mkdir()
    window.select_target(str(target))
    page = window.peak_page
    page.cliff_span.setText("64MiB")
    page.cliff_pause.setText("0")
    page.cliff_btn.click()
    assert window.worker is not None and not page.cliff_btn.isEnabled()  # the run buttons are off while it runs
    qtbot.waitUntil(lambda: not window.worker.running, timeout=60000)
    qtbot.waitUntil(lambda: "write cliff:" in window.status_label.text(), timeout=5000)
    assert "stored as run" in window.status_label.text()
    [run] = window.store.runs()
    doc = window.store.load_run(run.id)
    assert doc["suite"] == "cliff"
    result = doc["settings"]["cliff_result"]
    assert result["settings"]["size"] == 64 << 20 and result["settings"]["pauses"] == []
    [p] = result["passes"]
    assert p["result"]["total_bytes"] == pytest.approx(64 << 20, rel=1e-6)  # rate x interval, summed
    # the window groups every figure's digits (a span of "1,018.2 MiB"); the stored English a size's not
    assert p["result"]["message"].replace(",", "") in window.cache_panel.verdict.text().replace(",", "")
    assert os.listdir(target) == []  # the test file went with the run
    assert page.cliff_btn.isEnabled()
    live = window.results_grid.labels()
    # Reopened from the History while another page shows: on the Peak page, its pass as its row
    window.set_mode(Mode.QUICK)
    window.show_runs([run.id])
    assert window.mode() is Mode.PEAK and window.results_grid.labels() == live and len(live) == 1


def test_a_raw_device_asks_first_and_a_cancel_writes_nothing(qtbot, window, loop_device):
    dev = loop_device()
    before = open(dev, "rb").read(1 << 20)
    window.refresh_targets()
    window.select_target(dev)
    assert window.target_disk() is not None and window.target_disk().path == dev
    asked = []
    window.confirm_destroy = lambda disk, what: asked.append(what) or None  # the user cancels
    window.peak_page.cliff_span.setText("16MiB")
    window.peak_page.cliff_btn.click()
    assert asked and "write cliff" in asked[0] and window.worker is None
    assert "nothing was written" in window.status_label.text()
    assert open(dev, "rb").read(1 << 20) == before
    # With the device's name typed, the same click writes it, and the run is stored.
    window.confirm_destroy = lambda disk, what: disk.path
    window.peak_page.cliff_pause.setText("0")
    window.peak_page.cliff_btn.click()
    assert window.worker is not None
    qtbot.waitUntil(lambda: not window.worker.running, timeout=60000)
    qtbot.waitUntil(lambda: "write cliff:" in window.status_label.text(), timeout=5000)
    doc = window.store.load_run(window.store.runs()[0].id)
    assert doc["suite"] == "cliff" and doc["target"] == dev
    assert doc["settings"]["cliff_result"]["passes"][0]["result"]["total_bytes"] == pytest.approx(16 << 20, rel=1e-6)
    assert open(dev, "rb").read(1 << 20) != before
