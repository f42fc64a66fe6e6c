"""The Page cache tab, with the real fio on an ext4 the test makes on its own loop device:
seed 003's experiments as one click, and the cache controls for an ordinary run."""
import os

from app.core.cache.probe import read_ahead_kb


def grid(window) -> dict:
    rows = {}
    for r in range(window.grid.rowCount()):
        cols = {window.grid.horizontalHeaderItem(c).text(): window.grid.item(r, c).text()
                for c in range(window.grid.columnCount()) if window.grid.item(r, c)}
        rows[window.grid.verticalHeaderItem(r).text()] = cols
    return rows


def number(text: str) -> float:
    return float(text.replace(",", ""))


def finish(qtbot, window, timeout=120000):
    qtbot.waitUntil(lambda: not window.worker.running, timeout=timeout)
    assert "done" in window.status_label.text(), window.status_label.text()


def test_cache_experiment_is_one_click_and_fills_its_table(qtbot, window, loop_fs):
    mnt, dev = loop_fs
    window.select_target(mnt)
    window.cache_tab.cache_raw.setChecked(True)
    window.cache_tab.cache_btn.click()
    assert not window.cache_tab.cache_btn.isEnabled()  # running
    finish(qtbot, window)
    rows = grid(window)
    assert list(rows) == ["buffered, cold", "buffered, warm", "direct", "raw device"]
    for row in rows.values():
        assert number(row["fio reads"]) == 2560  # 10 MiB in 4 KiB reads
    assert number(rows["buffered, warm"]["from RAM %"]) > 95
    assert number(rows["buffered, warm"]["device reads"]) < 0.05 * 2560
    assert number(rows["direct"]["device reads"]) >= 2560
    assert number(rows["raw device"]["device reads"]) >= 2560  # the loop device behind the directory
    assert window.cache_tab.cache_btn.isEnabled()
    assert os.listdir(mnt) == ["lost+found"]
    run_id = window.worker.runner.result.run_id
    assert window.store.load_run(run_id, with_samples=False)["suite"] == "cache-experiment"


def test_readahead_sweep_changes_device_reads_and_restores_the_setting(qtbot, window, loop_fs):
    mnt, dev = loop_fs
    name = os.path.basename(dev)
    before = read_ahead_kb(name)
    window.select_target(mnt)
    window.cache_tab.sweep_values.setText("0,512")
    window.cache_tab.sweep_btn.click()
    finish(qtbot, window)
    rows = grid(window)
    assert list(rows) == ["readahead 0 KiB", "readahead 512 KiB"]
    no_ra, big_ra = (number(rows[k]["device reads"]) for k in rows)
    assert number(rows["readahead 0 KiB"]["fio reads"]) == 25600  # 100 MiB in 4 KiB reads
    assert no_ra > 10 * big_ra  # each 4 KiB read goes to the device without readahead
    assert read_ahead_kb(name) == before


def test_bad_readahead_values_are_one_message_and_nothing_runs(qtbot, window, loop_fs):
    mnt, _ = loop_fs
    window.select_target(mnt)
    window.cache_tab.sweep_values.setText("0,abc")
    window.cache_tab.sweep_btn.click()
    assert window.worker is None and "readahead values" in window.error_box.text()
    window.error_box.close()
    window.cache_tab.readahead.setText("lots")
    window.size_edit.setText("8MiB")
    window.quick_tab.pause.setValue(0)  # no interval between tests, for speed
    window.start("quick-read")
    assert window.worker is None and "not a number of KiB" in window.error_box.text()


def test_an_ordinary_run_with_readahead_and_caches_dropped_before_each_test(qtbot, window, loop_device):
    """The tab's controls apply to the Benchmarks tab's runs: the device's readahead holds
    for the run and comes back, and every buffered test starts cold (the device's buffer
    cache is flushed before each: our own loop device, never the machine's caches)."""
    dev = loop_device(32 << 20)
    name = os.path.basename(dev)
    before = read_ahead_kb(name)
    window.refresh_targets()
    window.select_target(dev)
    window.size_edit.setText("16MiB")
    window.runtime.setText("1")
    window.direct.setChecked(False)
    window.cache_tab.readahead.setText("32")
    window.cache_tab.drop_each.setChecked(True)
    window.peak_loops.setValue(1)  # each test once: the read set runs the top row's Loops too (issue 40)
    window.quick_tab.pause.setValue(0)  # no interval between tests, for speed
    window.start("quick-read")
    qtbot.waitUntil(lambda: "readahead 32 KiB" in window.cache_panel.device.text(), timeout=20000)
    finish(qtbot, window)
    assert read_ahead_kb(name) == before
    tests = window.worker.runner.result.tests
    assert len(tests) == 4
    for t in tests:
        assert t.cache.read_ahead_kb == 32 and t.cache.dev_reads > 0  # cold: the device delivered
    settings = window.store.load_run(window.worker.runner.result.run_id, with_samples=False)["settings"]
    assert settings["readahead_kb"] == 32 and settings["drop_caches"] is True


def test_windows_tab_explains_why_the_controls_are_off(qtbot):
    from app.ui.pages.cache_tab import CacheTab
    tab = CacheTab(windows=True)
    qtbot.addWidget(tab)
    assert not tab.drop_each.isEnabled() and not tab.readahead.isEnabled() and not tab.sweep_btn.isEnabled()
    assert tab.cache_btn.isEnabled()  # cold, warm and direct work there too
    assert "direct I/O" in tab.drop_each.toolTip()
