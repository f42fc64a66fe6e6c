"""A grid cell whose figure RAM answered carries the RAM mark, with the legend under the grid
and in the saved picture; a cell with nothing against it carries none."""
import os

from PySide6.QtGui import QColor, QImage

from app.core.fio.jobspec import JobSpec, Target
from app.core.insight.trust import MARKS
from app.core.suites.items import plain
from app.core.suites.run import SuiteRunner
from app.ui.run import stored_view
from app.ui.pages.results_grid import MARK_COLOUR, MARK_ROLE, READ, WRITE


def _reds(image: QImage, x0: int, y0: int, x1: int, y1: int) -> int:
    return sum(1 for x in range(x0, x1, 2) for y in range(y0, y1, 2)
               if QColor(image.pixel(x, y)).rgb() == MARK_COLOUR.rgb())


def test_a_ram_cell_carries_the_mark_and_the_legend_says_it(qtbot, window, tmp_path, fio, loop_fs):
    """Real fio: a buffered read of a file fio just laid out, with invalidate=0 (the page cache
    kept), is RAM's figure (the page-cache verdict; on ext4 on a loop device of the test's own,
    so no one else's reads count against it); a null-engine write held at rate_iops=200 is the
    job's rate limit. Both land in the quick grid with their marks."""
    mnt, _ = loop_fs
    f = os.path.join(mnt, "fioscope-test-3.tmp")
    specs = [JobSpec(name="SEQ1M-Q1T1-read", rw="read", target=Target(f), ioengine="psync", bs=1 << 20,
                     size=32 << 20, runtime=1, time_based=True, direct=False, extra=(("invalidate", "0"),)),
             JobSpec(name="SEQ1M-Q1T1-write", rw="write", target=Target(f), ioengine="null", size=32 << 20,
                     runtime=1, time_based=True, extra=(("rate_iops", "200"),))]
    res = SuiteRunner(fio, "quick", plain(specs), 0.5, target=mnt, store=window.store).run()
    read, write = res.tests
    assert read.cache.measures_ram, read.cache.message
    stored_view.show_run(window, window.store.load_run(res.run_id))
    grid = window.results_grid
    r = grid.labels().index("SEQ1M Q1T1")
    cell = grid.table.item(r, READ)
    assert cell.data(MARK_ROLE) == "RAM"
    assert "RAM, not the disk" in cell.toolTip()
    assert grid.table.item(r, WRITE).data(MARK_ROLE) == "RATE"
    assert grid.legend.isVisible()
    assert grid.legend_lines() == [f"RAM: {MARKS['RAM']}", f"RATE: {MARKS['RATE']}"]
    # drawn: the mark's colour in the cell's top-left corner, none in an empty cell
    window.resize(1366, 768)
    qtbot.waitExposed(window)
    grid.table.scrollToTop()
    shot = grid.table.viewport().grab().toImage()
    rect = grid.table.visualItemRect(cell)
    corner = _reds(shot, rect.left(), rect.top(), rect.left() + 40, rect.top() + 24)
    assert corner > 20  # a tag in the top-left corner, and nothing of it over the figure
    assert _reds(shot, rect.left(), rect.top(), rect.right(), rect.bottom()) == corner
    # the saved picture has the grid's marks and the legend under it
    path = tmp_path / "grid.png"
    window.save_results_png(str(path))
    saved = QImage(str(path))
    assert _reds(saved, 0, 0, saved.width(), saved.height()) > 20
    # the legend's three lines ('Marks:', RAM's, RATE's) are drawn under the grid
    bottom = 3 * window.fontMetrics().lineSpacing()
    background = saved.pixel(saved.width() - 1, saved.height() - 1)
    ink = sum(1 for x in range(0, saved.width() // 2, 2) for y in range(saved.height() - bottom, saved.height(), 2)
              if saved.pixel(x, y) != background)
    assert ink > 100
    # a comparison's cells carry each run's marks, and the legend follows them
    doc = window.store.load_run(res.run_id)
    stored_view.show_comparison(window, [doc, doc])
    t = grid.table
    rows = {t.verticalHeaderItem(k).text(): k for k in range(t.rowCount())}
    assert [t.item(rows["SEQ1M-Q1T1-read"], c).data(MARK_ROLE) for c in (0, 1)] == ["RAM", "RAM"]
    assert [t.item(rows["SEQ1M-Q1T1-write"], c).data(MARK_ROLE) for c in (0, 1)] == ["RATE", "RATE"]
    assert "RAM, not the disk" in t.item(rows["SEQ1M-Q1T1-read"], 1).toolTip()
    assert grid.legend_lines() == [f"RAM: {MARKS['RAM']}", f"RATE: {MARKS['RATE']}"] and grid.legend.isVisible()
