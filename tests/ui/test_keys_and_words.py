"""The keyboard turns the pages as a tab widget does (Ctrl+Tab, Ctrl+Shift+Tab, Ctrl+PgDn,
Ctrl+PgUp) from wherever the focus is, and the words a newcomer cannot guess (Q, T, ramp,
SNIA's steady state, window, excursion, slope) are explained where they appear."""
from PySide6.QtCore import Qt

from app.ui import glossary
from app.ui.run.run_kinds import Mode

CTRL, SHIFT = Qt.ControlModifier, Qt.ShiftModifier


def test_ctrl_tab_and_ctrl_page_keys_turn_the_pages_from_any_focus(qtbot, window):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    modes = list(Mode)
    window.set_mode(Mode.QUICK)
    # A row's button in the grid (the table hands its focus to it), a text field, the tab bar, the target.
    for widget in (window.results_grid.row_buttons[0], window.size_edit, window.modes, window.top.picker.combo):
        widget.setFocus()
        qtbot.waitUntil(widget.hasFocus, timeout=5000)
        start = window.mode()
        qtbot.keyClick(widget, Qt.Key_Tab, CTRL)
        assert window.mode() is modes[(modes.index(start) + 1) % len(modes)], widget
        qtbot.keyClick(widget, Qt.Key_Backtab, CTRL | SHIFT)  # Shift+Tab arrives as Backtab
        assert window.mode() is start, widget
        qtbot.keyClick(widget, Qt.Key_PageDown, CTRL)
        qtbot.keyClick(widget, Qt.Key_PageDown, CTRL)
        assert window.mode() is modes[(modes.index(start) + 2) % len(modes)], widget
        qtbot.keyClick(widget, Qt.Key_PageUp, CTRL)
        assert window.mode() is modes[(modes.index(start) + 1) % len(modes)], widget
    window.set_mode(Mode.QUICK)
    qtbot.keyClick(window.size_edit, Qt.Key_PageUp, CTRL)  # round the end, as a tab widget turns
    assert window.mode() is Mode.REMOTE and window.pages.currentIndex() == modes.index(Mode.REMOTE)
    qtbot.keyClick(window.size_edit, Qt.Key_Tab, CTRL)
    assert window.mode() is Mode.QUICK
    texts = [a.text() for a in window.menu_actions.view_menu.actions()]
    assert "Next page" in texts and "Previous page" in texts


def test_the_hard_words_have_tooltips_where_they_appear(window):
    # Q and T in the grid's test names, on each row's button, and on the buttons that run them.
    tips = [b.toolTip() for b in window.results_grid.row_buttons]
    assert "Q32: queue depth 32" in tips[2] and "T1: 1 thread" in tips[2] and "random I/O in 4 KiB" in tips[2]
    window.set_mode(Mode.PEAK)
    assert "T16: 16 threads" in window.results_grid.row_buttons[3].toolTip()
    for b in (window.quick_btn, window.peak_btn):
        assert glossary.QUEUE_DEPTH in b.toolTip() and glossary.THREADS in b.toolTip()
    # The custom job: queue depth, threads, fio's steady-state window and ramp, fields and labels.
    c = window.custom_tab
    for field, words in ((window.qd, glossary.QUEUE_DEPTH), (window.threads, glossary.THREADS),
                         (window.ss_ramp, glossary.RAMP), (window.ss_dur, glossary.FIO_WINDOW)):
        assert field.toolTip() == words
    form = window.qd.parentWidget().layout()
    assert form.labelForField(window.qd).toolTip() == glossary.QUEUE_DEPTH
    assert "ramp" in glossary.RAMP and "queue depth" in glossary.QUEUE_DEPTH
    labels = {lbl.text(): lbl.toolTip() for lbl in c.findChildren(type(form.labelForField(window.qd)))}
    assert labels["ramp s"] == glossary.RAMP and labels["window s"] == glossary.FIO_WINDOW
    # Steady state: the page's tab, its load and profiles, the verdict line and the run button.
    assert window.modes.tabToolTip(list(Mode).index(Mode.STEADY)) == glossary.STEADY_STATE
    assert glossary.THREADS in window.steady_threads.toolTip()
    assert glossary.QUEUE_DEPTH in window.steady_iodepth.toolTip()
    assert window.steady_profile.itemData(0, Qt.ToolTipRole) == "QD32 × 4: queue depth 32 on each of 4 threads"
    verdict = window.steady_panel.status.toolTip()
    for term in ("steady state", "measurement window", "excursion", "slope"):
        assert term in verdict and term in window.steady_btn.toolTip(), term
