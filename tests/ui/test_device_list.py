"""The target list says what is at each device node now: a loop device attached after the
window opened is listed with its real size without F5 (a poll of /sys/block), and opening the
list reads it again. Real loop devices."""
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

    other = loop_device(24 << 20)  # opening the list reads it at once, whatever the poll
    window.picker.watch.stop()
    window.picker.combo.opening.emit()  # what showPopup says first (a popup cannot open offscreen)
    assert "24 MiB" in listed(window, other)
