"""A short write cliff from the app fills its grid row with fio's figure (it left the row
empty: the passes' phase was not counted as a result)."""
from app.ui.pages.results_grid import READ, WRITE


def test_a_short_cliff_leaves_no_empty_row(qtbot, window, tmp_path):
    target = tmp_path / "t"
    target.mkdir()
    window.select_target(str(target))
    page = window.peak_page
    page.cliff_span.setText("16MiB")
    page.cliff_pause.setText("0")
    page.cliff_btn.click()
    qtbot.waitUntil(lambda: "write cliff:" in window.status_label.text(), timeout=60000)
    grid = window.results_grid
    assert grid.labels() == ["cliff-pass1"]
    record = window.runs.state.records["cliff-pass1"][0]
    cell = grid.table.item(0, WRITE)
    assert cell is not None and cell.text() == format(record.result.write.mb_s, ",.2f")
    assert grid.table.item(0, READ) is None  # a write pass: nothing read
