"""The steady-state panel at any size: Save results as image draws the summary (verdicts, window
tables), which the window shows in a short scrolled strip above the plots, whole; a short plot
(2x scale) gives its title's row to the rounds."""
from __future__ import annotations

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from app.ui.run.run_kinds import Mode


def ink_rows(img: QImage, top: int, bottom: int) -> int:
    """Rows between top and bottom holding more than the background colour."""
    bg = img.pixelColor(1, img.height() - 1)
    return sum(1 for y in range(max(0, top), min(bottom, img.height()))
               if any(img.pixelColor(x, y) != bg for x in range(4, min(img.width(), 300), 2)))


def test_the_steady_summary_is_saved_whole(qtbot, window, tmp_path):
    window.set_mode(Mode.STEADY)
    panel = window.steady_panel
    rows = "".join(f"<tr><td>&nbsp;round {i}&nbsp;</td><td>&nbsp;{i * 1000:,}&nbsp;</td></tr>" for i in range(1, 25))
    panel.summary_html = f"<b>iops</b>: 24 rounds<table border=1 cellspacing=0>{rows}</table>last line"
    panel.status.setText(panel.summary_html)
    panel._fit_summary()  # as show_summary does: the tables take up to 40 % of the panel
    qtbot.waitUntil(panel.summary_area.isVisible)
    QApplication.processEvents()
    area = panel.summary_area
    shown = area.viewport().height()
    need = panel.status.heightForWidth(area.viewport().width())
    assert need > shown + 100  # the window shows a part of it
    size, cap = panel.size(), area.maximumHeight()
    out = tmp_path / "steady.png"
    window.save_results_png(str(out))
    img = QImage(str(out))
    body = size.height() + need - shown
    assert img.height() >= body  # under its header, the panel with the summary's whole height
    top = img.height() - body
    line = panel.status.fontMetrics().lineSpacing()
    assert ink_rows(img, top + need - 2 * line, top + need) > 3  # the summary's last lines are drawn
    bg = img.pixelColor(size.width() - 40, top + need // 2)  # no scrollbar at the summary's right edge: nothing left to scroll
    assert all(img.pixelColor(x, top + need // 2) == bg for x in range(size.width() - 14, size.width() - 2))
    assert panel.size() == size and area.maximumHeight() == cap and area.viewport().height() == shown  # put back
    assert area.verticalScrollBar().isVisible()  # the window's strip scrolls again


def test_a_short_plot_gives_its_title_row_to_the_rounds(qtbot):
    from app.ui.pages.steady_panel import TITLE_MIN_H, SteadyPanel
    panel = SteadyPanel()
    qtbot.addWidget(panel)
    panel.resize(900, 700)
    panel.show()
    qtbot.waitExposed(panel)
    for plot in (panel.verify, panel.converge):
        qtbot.waitUntil(lambda plot=plot: plot.height() >= TITLE_MIN_H)
        assert plot.getPlotItem().titleLabel.isVisible()
    panel.resize(900, 200)  # about what 2x scale leaves it at 960x540
    for plot in (panel.verify, panel.converge):
        qtbot.waitUntil(lambda plot=plot: plot.height() < TITLE_MIN_H)
        assert not plot.getPlotItem().titleLabel.isVisible()
        assert plot.getPlotItem().layout.rowMaximumHeight(0) == 0  # its row given to the plot
    panel.resize(900, 700)
    qtbot.waitUntil(lambda: panel.verify.getPlotItem().titleLabel.isVisible())
    assert panel.verify.getPlotItem().titleLabel.text == "Tracked figure per round"
