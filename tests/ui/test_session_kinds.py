"""Steady state, the write cliff and latency versus load started from the app (the window's
controller and worker, offscreen) with a readahead and cache drops chosen store the same
settings record as the same run from `fioscope`, key by key; the readahead was the run's
while its tests ran (each test's cache verdict reads it then) and the device's own came back.
Real fio on a loop device the test makes (its readahead and buffer cache only)."""
from __future__ import annotations

import json

import pytest

from app.core.cache.probe import read_ahead_kb
from app.ui.run.latency_load_start import LoadAsk, start_latency_load
from app.ui.run.run_kinds import Mode
from tests.conftest import run_cli

READAHEAD = 96  # KiB: not a loop device's default (128)
# The figures a run measured: the same settings give different ones every run.
MEASURED = ("cliff_result", "latency_load_result")


def _app_run(qtbot, window, start) -> dict:
    """Start from the window, wait for the end; the stored run."""
    before = {r.id for r in window.store.runs()}
    start()
    assert window.worker is not None, window.status_label.text()
    qtbot.waitUntil(lambda: not window.worker.running, timeout=240000)
    [run_id] = [r.id for r in window.store.runs() if r.id not in before]
    return window.store.load_run(run_id, with_samples=False)


def _cli_run(tmp_path, name: str, *args: str) -> dict:
    out = tmp_path / f"{name}.json"
    p = run_cli(*args, "--readahead", str(READAHEAD), "--drop-caches", "--json", str(out),
                env={"FIOSCOPE_DATA_DIR": str(tmp_path / f"cli-{name}")}, timeout=300)
    assert p.returncode == 0, p.stderr
    return json.loads(out.read_text())


def _same_settings(app_doc: dict, cli_doc: dict) -> None:
    app, cli = app_doc["settings"], cli_doc["settings"]
    assert sorted(app) == sorted(cli)
    for key in app:
        if key not in MEASURED:
            assert app[key] == cli[key], key
    assert app["readahead_kb"] == READAHEAD and app["drop_caches"] is True


def _read_ahead_while_running(doc: dict, device: str) -> None:
    """Every test's cache verdict read the device's readahead as it started: the run's value."""
    seen = [t["cache"]["read_ahead_kb"] for t in doc["tests"] if t.get("cache")]
    assert seen and set(seen) == {READAHEAD}, seen
    assert all(t["cache"]["device"] == device for t in doc["tests"] if t.get("cache"))


@pytest.fixture
def device_window(window, loop_device):
    dev = loop_device(64 << 20)
    name = dev.rsplit("/", 1)[1]
    own = read_ahead_kb(name)
    assert own != READAHEAD
    window.refresh_targets()
    window.select_target(dev)
    assert window.target_disk() is not None and window.target_disk().path == dev
    window.confirm_destroy = lambda disk, what: disk.path  # the device's name typed
    window.cache_tab.readahead.setText(str(READAHEAD))
    window.cache_tab.drop_each.setChecked(True)
    yield window, dev, name
    assert read_ahead_kb(name) == own  # the device's own readahead came back


def test_the_write_cliff_from_the_app_and_the_cli(qtbot, device_window, tmp_path):
    window, dev, name = device_window
    window.peak_page.cliff_span.setText("16MiB")
    window.peak_page.cliff_pause.setText("0")
    app = _app_run(qtbot, window, window.peak_page.cliff_btn.click)
    cli = _cli_run(tmp_path, "cliff", "cliff", "--target", dev, "--size", "16MiB", "--pause", "0",
                   "--destroy-data", dev)
    _same_settings(app, cli)
    assert app["settings"]["cliff"]["target"] == dev and app["suite"] == cli["suite"] == "cliff"
    _read_ahead_while_running(app, name)
    _read_ahead_while_running(cli, name)


def test_latency_versus_load_from_the_app_and_the_cli(qtbot, device_window, tmp_path):
    window, dev, name = device_window
    window.top.size_edit.setText("16MiB")
    ask = LoadAsk(window)
    ask.limit.setText("2ms")
    ask.step.setText("0.5")
    ask.fractions = (0.5, 1.0)
    app = _app_run(qtbot, window, lambda: start_latency_load(window.runs, ask))
    cli = _cli_run(tmp_path, "qos", "qos", "--target", dev, "--size", "16MiB", "--p99-under", "2ms",
                   "--step", "0.5", "--steps", "50,100")
    _same_settings(app, cli)
    assert [t["name"] for t in app["tests"]] == [t["name"] for t in cli["tests"]] == \
        ["load-max", "load-50pct", "load-100pct"]
    _read_ahead_while_running(app, name)
    _read_ahead_while_running(cli, name)


def test_steady_state_from_the_app_and_the_cli(qtbot, device_window, tmp_path):
    window, dev, name = device_window
    window.set_mode(Mode.STEADY)
    for test, box in window.steady_tests.items():
        box.setChecked(test == "write_saturation")
    window.steady_cell.setText("1")
    window.steady_span.setText("8MiB")
    window.steady_rounds.setValue(5)
    window.steady_tab.steady_threads.setValue(1)
    window.steady_tab.steady_iodepth.setValue(4)
    window.steady_tab.steady_wsat_multiple.setText("1")
    window.steady_tab.steady_purge.setChecked(False)
    app = _app_run(qtbot, window, window.steady_btn.click)
    cli = _cli_run(tmp_path, "steady", "steady", "--target", dev, "--tests", "write_saturation", "--cell", "1",
                   "--span", "8MiB", "--max-rounds", "5", "--threads", "1", "--iodepth", "4", "--wsat-capacity", "1",
                   "--destroy-data", dev)
    _same_settings(app, cli)
    assert app["settings"]["steady"]["target"] == {"path": dev, "kind": "device"}
    assert app["status"] == cli["status"] == "done"
    _read_ahead_while_running(app, name)
    _read_ahead_while_running(cli, name)
