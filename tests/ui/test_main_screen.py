"""The main screen as a CrystalDiskMark user meets it: the grid with a run button per test,
the top row's target picker, the menus and About, the data-loss dialog's Enter key, and
controls that say why they are off. Real fio on temp directories and loop devices."""
import os
import subprocess

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog

from app.ui.pages.results_grid import FRACTION_ROLE, READ, WRITE
from app.ui.run.run_kinds import Mode
from tests.conftest import have_root_tools


def row_of(window, label: str) -> int:
    return window.results_grid.labels().index(label)


def test_a_row_button_runs_only_its_test_and_keeps_the_other_rows(qtbot, window, tmp_path):
    target = tmp_path / "t"
    target.mkdir()
    window.select_target(str(target))
    window.size_edit.setText("8MiB")
    window.runtime.setText("1")
    window.peak_loops.setValue(1)  # each test once: Quick runs the top row's Loops (issue 40)
    labels = window.results_grid.labels()
    assert labels == ["SEQ1M Q8T1", "SEQ1M Q1T1", "RND4K Q32T1", "RND4K Q1T1"]
    buttons = window.results_grid.row_buttons
    assert [b.toolTip().split("\n")[0] for b in buttons] == [f"run only {x}" for x in labels]
    assert "queue depth 8" in buttons[0].toolTip() and "1 thread" in buttons[0].toolTip()  # Q8T1 in words
    window.quick_tab.pause.setValue(0)  # no interval between tests, for speed
    buttons[3].click()  # RND4K Q1T1
    qtbot.waitUntil(lambda: not window.worker.running, timeout=60000)
    qtbot.waitUntil(lambda: "done" in window.status_label.text(), timeout=5000)
    assert sorted(window.records) == ["RND4K-Q1T1-read", "RND4K-Q1T1-write"]
    specs = [s.name for s in window.last_specs]
    assert specs == ["RND4K-Q1T1-read", "RND4K-Q1T1-write"]
    r = row_of(window, "RND4K Q1T1")
    read = window.records["RND4K-Q1T1-read"][0].result.read.mb_s
    assert float(window.grid.item(r, READ).text().replace(",", "")) == pytest.approx(read, abs=0.01)
    assert window.grid.item(r, WRITE) is not None
    assert all(window.grid.item(x, c) is None for x in range(3) for c in (READ, WRITE))
    # The bars: the largest figure fills its cell, the others in proportion.
    fractions = [window.grid.item(r, c).data(FRACTION_ROLE) for c in (READ, WRITE)]
    assert max(fractions) == 1.0 and 0 < min(fractions) <= 1.0
    # A second row: the first row's figures stay.
    first = window.grid.item(r, READ).text()
    window.results_grid.row_buttons[1].click()  # SEQ1M Q1T1
    qtbot.waitUntil(lambda: not window.worker.running, timeout=60000)
    assert window.grid.item(r, READ).text() == first
    assert window.grid.item(row_of(window, "SEQ1M Q1T1"), READ) is not None
    assert sorted(window.records) == ["RND4K-Q1T1-read", "RND4K-Q1T1-write", "SEQ1M-Q1T1-read", "SEQ1M-Q1T1-write"]
    assert window.store.load_run(window.last_result.run_id, with_samples=False)["settings"]["only"] == "SEQ1M Q1T1"
    assert os.listdir(target) == []


def test_modes_switch_the_grid_and_the_all_button_runs_the_mode(qtbot, window, tmp_path):
    window.set_mode(Mode.PEAK)
    assert len(window.results_grid.labels()) == 6 and window.pages.currentWidget().widget() is window.peak_page
    window.set_mode(Mode.STEADY)
    assert window.results.currentWidget() is window.steady_panel
    window.set_mode(Mode.REMOTE)
    assert window.plans_box.plan_hosts.isVisibleTo(window)
    window.set_mode(Mode.QUICK)
    assert window.results.currentWidget() is window.results_grid and len(window.results_grid.labels()) == 4
    target = tmp_path / "t"
    target.mkdir()
    window.select_target(str(target))
    window.size_edit.setText("4MiB")
    window.runtime.setText("0.5")
    window.peak_loops.setValue(1)  # each test once (Quick runs the top row's Loops)
    window.quick_tab.pause.setValue(0)  # no interval between tests, for speed
    window.top.all_btn.click()
    assert not window.top.all_btn.isEnabled() and not any(b.isEnabled() for b in window.results_grid.row_buttons)
    qtbot.waitUntil(lambda: not window.worker.running, timeout=90000)
    assert len(window.records) == 8  # 4 tests, read and write
    assert all(b.isEnabled() for b in window.results_grid.row_buttons)
    shown = window.grid.item(0, READ).text()
    window.set_mode(Mode.PEAK)  # another set: its own rows, empty
    assert window.grid.item(0, READ) is None
    window.set_mode(Mode.QUICK)  # back: the last run's figures again
    assert window.grid.item(0, READ).text() == shown
    assert os.listdir(target) == []


def test_target_picker_groups_searches_and_greys_read_only_mounts(qtbot, window, tmp_path, loop_device):
    dev = loop_device(256 << 20)
    window.refresh_targets()
    picker = window.picker
    heads = [picker.model.item(r).text() for r in range(picker.model.rowCount())
             if picker.model.item(r).flags() == Qt.NoItemFlags and picker.model.item(r).data(Qt.UserRole) is None]
    assert heads[0] == "Disks (raw devices)" and "Mounted filesystems" in heads
    i = picker.combo.findData(dev, Qt.UserRole)
    assert i >= 0 and " — 256 MiB · " in picker.combo.itemText(i)  # not "0 GB", not "256.0 MiB"
    window.select_target(dev)
    assert window.target_disk() is not None and window.target_dir() == dev
    window.steady_span.setText("1GiB")  # larger than the device: said, not silently cut
    assert f"larger than {dev} (256 MiB): the run refuses it" in window.steady_estimate_label.text()
    # The cache experiment needs a test file: off on a raw device, with the reason.
    assert not window.cache_tab.cache_btn.isEnabled() and "needs a directory" in window.cache_tab.cache_btn.toolTip()
    window.select_target(str(tmp_path))
    assert window.cache_tab.cache_btn.isEnabled() and window.target_disk() is None
    assert "Directories" in [picker.model.item(r).text() for r in range(picker.model.rowCount())]
    # Search: the completer offers only the entries whose text contains what was typed.
    completer = picker.combo.completer()
    completer.setCompletionPrefix(os.path.basename(dev))
    found = [completer.completionModel().index(r, 0).data() for r in range(completer.completionCount())]
    assert found and all(os.path.basename(dev) in f for f in found)


@pytest.mark.skipif(not have_root_tools("mount", "umount"), reason="needs root for a read-only mount")
def test_a_read_only_mount_is_greyed_at_the_end(qtbot, window, tmp_path):
    ro = tmp_path / "ro"
    ro.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "ro,size=8m", "tmpfs", str(ro)], check=True)
    try:
        # a tmpfs under /tmp is not listed as a mount; the picker's rule is checked on its entry
        from app.ui.pages.target_picker import dir_entry
        e = dir_entry(str(ro), "tmpfs", "tmpfs", True, 1)
        assert e.group == 3 and not e.enabled and "read-only" in e.text
        picker = window.picker
        picker._show([*picker.entries, e])
        i = picker.combo.findData(str(ro), Qt.UserRole)
        assert picker.model.item(i).flags() == Qt.NoItemFlags and i == picker.model.rowCount() - 1
    finally:
        subprocess.run(["umount", str(ro)], check=True)


def test_enter_after_the_token_confirms_and_never_cancels(qtbot, loop_device):
    from app.core.targets import discover
    from app.core.targets.safety import find_disk
    from app.ui.dialogs.destroy_dialog import DestroyDialog
    dev = loop_device(16 << 20)
    disk = find_disk(discover(), dev)
    d = DestroyDialog(disk, "The quick run")
    qtbot.addWidget(d)
    d.show()
    qtbot.keyClicks(d.entry, dev[:-1])
    qtbot.keyClick(d.entry, Qt.Key_Return)  # not the token yet: nothing happens
    assert d.isVisible() and d.result() == 0
    qtbot.keyClicks(d.entry, dev[-1])
    qtbot.keyClick(d.entry, Qt.Key_Return)
    assert not d.isVisible() and d.result() == QDialog.Accepted and d.typed_token() == dev
    d = DestroyDialog(disk, "The quick run")
    qtbot.addWidget(d)
    d.show()
    qtbot.keyClick(d.entry, Qt.Key_Escape)  # Escape still cancels
    assert d.result() == QDialog.Rejected and d.typed_token() is None


def test_menus_shortcuts_and_about(qtbot, window):
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["&File", "&Run", "&View", "&Help"]
    acts = window.menu_actions
    assert QKeySequence("Ctrl+R") in acts.run_all.shortcuts()
    assert {QKeySequence("Esc"), QKeySequence("Ctrl+.")} <= set(acts.stop.shortcuts())
    assert QKeySequence("Ctrl+E") in acts.export.shortcuts()
    assert not acts.stop.isEnabled()  # nothing to stop
    window.export_last()
    assert "nothing to export yet" in window.status_label.text()
    about = window.show_about()
    qtbot.waitUntil(about.isVisible, timeout=5000)
    text = about.versions.text()
    import platform

    import PySide6
    from PySide6.QtCore import qVersion
    for needle in (window.fio.version, qVersion(), PySide6.__version__, platform.python_version(), "GPL-2.0"):
        assert needle in text
    assert "fio" in about.components.toPlainText()
    about.close()
    view = [a.text() for a in acts.view_menu.actions() if a.text()]
    assert [m.value for m in Mode] == view[-len(Mode):]


def test_the_window_fits_1024x700_without_clipping(qtbot, window):
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.width() <= 1100, timeout=5000)
    for w in (window.top.all_btn, window.top.stop_btn, window.top.unit, window.top.picker):
        assert w.isVisible() and w.width() >= w.minimumSizeHint().width() - 1, w
        right = w.mapTo(window, w.rect().bottomRight()).x()
        assert right <= window.width(), w
    assert window.grid.height() >= 120 and window.graphs.height() >= 150


def test_buffered_warning_names_small_sizes_in_mib():
    from app.core.cache.model import MemInfo
    from app.core.cache.tracker import run_warnings
    from app.core.fio.jobspec import JobSpec, Target
    spec = JobSpec(name="x", rw="randread", target=Target("/tmp/x"), size=32 << 20, direct=False)
    mem = MemInfo(total=8 << 30, available=4 << 30, cached=0, dirty=0, writeback=0)
    assert run_warnings(spec, mem)[0].startswith("buffered I/O on 32 MiB with 8.0 GiB of RAM")
