"""Row names the Test column shows whole: CrystalDiskMark's labels and long job names, at the
smallest window size."""
from PySide6.QtWidgets import QApplication

from app.ui.pages.results_grid import TEST, two_lines


def test_long_job_names_break_at_a_dash_and_fit_the_test_column(qtbot, window):
    assert two_lines("SEQ1M Q8T1") == "SEQ1M\nQ8T1"
    assert two_lines("tom-randread-4k-q3") == "tom-randread-\n4k-q3"
    assert two_lines("short") == "short"
    window.resize(1024, 700)
    QApplication.processEvents()
    grid = window.results_grid
    for buttons in (True, False):
        grid.set_rows(["tom-randread-4k-q3"], buttons=buttons)
        QApplication.processEvents()
        width = grid.table.columnWidth(TEST)
        if buttons:
            b = grid.row_buttons[0]
            lines, fm, room = b.text().split("\n"), b.fontMetrics(), b.width() - 8
        else:
            item = grid.table.item(0, TEST)
            lines, fm, room = item.text().split("\n"), grid.table.fontMetrics(), width - 8
            fm = type(fm)(item.font())
            assert item.toolTip() == "tom-randread-4k-q3"
        assert all(fm.horizontalAdvance(line) <= room for line in lines), (lines, room)
