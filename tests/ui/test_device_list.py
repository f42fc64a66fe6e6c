"""The target list says what is at each device node now: a loop device attached after the
window opened is listed with its real size without F5 (woken by the kernel's device event),
and opening the list reads it again. Real loop devices."""
from app.ui.pages.target_picker import block_devices


def listed(window, dev: str) -> str:
    """The list's text for the device ("" when it is not listed)."""
    p = window.picker
    i = p.combo.findData(dev)
    return p.combo.itemText(i) if i >= 0 else ""


def test_a_loop_device_attached_after_start_is_listed_with_its_real_size(qtbot, window, loop_device):
    before = block_devices()
    dev = loop_device(48 << 20)
    assert block_devices() != before
    qtbot.waitUntil(lambda: "48 MiB" in listed(window, dev), timeout=20_000)
    assert window.picker.disks[dev].size_bytes == 48 << 20

    window.picker.notifier.setEnabled(False)  # opening the list reads it at once, event or not
    other = loop_device(24 << 20)
    window.picker.combo.opening.emit()  # what showPopup says first (a popup cannot open offscreen)
    assert "24 MiB" in listed(window, other)


def test_the_first_start_preselects_the_home_directory_and_the_next_the_last_target(qtbot, tmp_path, fio):
    """A first result in one click: the Target is never empty at start."""
    import os

    from app.core.history.store import RunStore
    from app.ui.main_window import MainWindow

    def opened():
        w = MainWindow(fio=fio, store=RunStore(tmp_path / "runs.sqlite"))
        w.confirm_close = lambda: True
        qtbot.addWidget(w)
        return w
    first = opened()  # the tests' settings are fresh: a first start
    assert first.target_dir() == os.path.expanduser("~") and first.target_disk() is None
    first.select_target(str(tmp_path))
    first.save_settings()  # as a run or closing the window does
    assert opened().target_dir() == str(tmp_path)
