"""The Check drive page: the whole checklist of `fioscope check` with each item's status and
advice, readable in a light and a dark palette, reached with Ctrl+Tab like every page."""
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from app.core.insight.checklist import run_checklist
from app.core.insight.model import NA, NOTE, OK, UNKNOWN, WARN, Checklist, CheckItem
from app.ui.pages import check_tab
from app.ui.run.run_kinds import Mode


def checked(qtbot, window):
    page = window.check_tab
    qtbot.waitUntil(lambda: page.checklist is not None and page.check_btn.isEnabled(), timeout=30000)
    return page


def test_the_page_lists_every_item_of_fioscope_check(qtbot, window, tmp_path):
    window.select_target(str(tmp_path))
    window.set_mode(Mode.CHECK)  # opening the page checks the target
    page = checked(qtbot, window)
    expected = run_checklist(str(tmp_path))
    text = page.view.toPlainText()
    assert [i.label for i in page.checklist.items] == [i.label for i in expected.items]
    for item in page.checklist.items:
        word = check_tab.MARKS[item.status][1]
        assert f"{check_tab.MARKS[item.status][0]} {word} · {item.label}" in text  # a symbol and a word, each item
        if item.status != OK and item.advice:
            assert item.advice.split(";")[0][:40] in text
    assert f"{len(page.checklist.items)} items" in page.summary.text()
    # The items needing a look come first.
    order = [check_tab.ORDER.index(i.status) for i in page.checklist.items]
    positions = [text.index(f"· {i.label}") for i in page.checklist.items]
    assert [o for _, o in sorted(zip(positions, order))] == sorted(order)


def test_a_warning_note_and_unknown_show_their_advice_and_no_fixed_colour(qtbot, window, tmp_path, monkeypatch):
    items = [CheckItem("a", "Disk idle before the run", "60 % busy", "idle", WARN, "stop the other process"),
             CheckItem("b", "Readahead", "8192 KiB", "128 KiB", NOTE, "direct I/O is unaffected"),
             CheckItem("c", "Health (SMART)", "not readable", "", UNKNOWN, "install smartmontools"),
             CheckItem("d", "Write cache", "write back", "", OK),
             CheckItem("e", "PCIe link", "not an NVMe drive", "", NA)]
    monkeypatch.setattr(check_tab, "run_checklist", lambda target: Checklist(target, "linux", "vda", "on vda", items))
    window.select_target(str(tmp_path))
    window.set_mode(Mode.CHECK)
    page = checked(qtbot, window)
    text = page.view.toPlainText()
    for line in ("⚠ Warning · Disk idle before the run", "→ stop the other process", "expected: idle",
                 "ℹ Note · Readahead", "→ direct I/O is unaffected", "? Unknown · Health (SMART)",
                 "→ install smartmontools", "✔ OK · Write cache", "– Does not apply · PCIe link"):
        assert line in text, line
    assert text.index("Disk idle") < text.index("Readahead") < text.index("Health") < text.index("Write cache")
    assert "⚠ 1 warning" in page.summary.text()
    assert "color" not in check_tab.checklist_html(page.checklist).lower()  # the palette's colours only


def test_readable_in_a_dark_palette(qtbot, window, tmp_path):
    app = QApplication.instance()
    old = app.palette()
    dark = QPalette(old)
    for role, colour in ((QPalette.Window, "#2b2b2b"), (QPalette.WindowText, "#e0e0e0"),
                         (QPalette.Base, "#1e1e1e"), (QPalette.Text, "#e0e0e0")):
        dark.setColor(role, QColor(colour))
    try:
        app.setPalette(dark)
        window.select_target(str(tmp_path))
        window.set_mode(Mode.CHECK)
        page = checked(qtbot, window)
        image = page.view.viewport().grab().toImage()
        base = QColor("#1e1e1e")
        # Text drawn in the palette's light colour on its dark base: light pixels exist, and
        # none is the old orange (#a05a00) or another dim colour near the background.
        lights = dims = 0
        for y in range(0, image.height(), 2):
            for x in range(0, image.width(), 2):
                c = image.pixelColor(x, y)
                if c == base:
                    continue
                if c.lightness() > 170:
                    lights += 1
                elif abs(c.red() - 0xa0) < 12 and abs(c.green() - 0x5a) < 12 and c.blue() < 20:
                    dims += 1
        assert lights > 50 and dims == 0
    finally:
        app.setPalette(old)


def test_ctrl_tab_reaches_the_page_and_all_checks_again(qtbot, window, tmp_path):
    window.select_target(str(tmp_path))
    window.set_mode(Mode.CACHE)
    qtbot.keyClick(window.top.size_edit, Qt.Key_Tab, Qt.ControlModifier)
    assert window.mode() is Mode.CHECK
    page = checked(qtbot, window)
    page.checklist = None
    window.run_all()  # the All button on this page: check again, never a run
    page = checked(qtbot, window)
    assert window.worker is None
