"""Save as image: the grid (or graphs) under a header with drive, target, date, fio version
and settings, as one PNG, written atomically."""
import os

from PySide6.QtGui import QImage

from app.core.fio.jobspec import JobSpec, Target
from app.core.report.cover import image_header, settings_text
from app.core.suites.items import plain
from app.core.suites.presets import QUICK
from app.core.suites.run import SuiteRunner
from app.core.suites.settings import settings_record
from app.ui import snapshot
from app.ui.run.run_kinds import Mode


def run(window, tmp_path, fio, name="RND4K-Q1T1"):
    specs = [JobSpec(name=f"{name}-{rw}", rw=f"rand{rw}", target=Target(str(tmp_path / "fioscope-test-2.tmp")),
                     ioengine="psync", size=8 << 20, runtime=1, time_based=True) for rw in ("read", "write")]
    return SuiteRunner(fio, "quick", plain(specs), 0.5, target=str(tmp_path),
                       settings={"preset": "quick", "size": 8 << 20, "runtime": 1}, store=window.store).run()


def header_rows_with_ink(img: QImage, rows: int) -> int:
    """Rows of the header strip holding more than the background colour: drawn text."""
    bg = img.pixelColor(1, 1)
    return sum(1 for y in range(rows) if any(img.pixelColor(x, y) != bg for x in range(0, img.width(), 2)))


def test_results_and_graphs_saved_with_the_runs_header(qtbot, window, tmp_path, fio):
    res = run(window, tmp_path, fio)
    window.show_runs([res.run_id])
    doc = window.store.load_run(res.run_id, with_samples=False)
    lines = snapshot.header_lines(window)
    assert lines == image_header([doc])
    assert f"target {tmp_path}" in lines[0] and "fio-3.41" in lines[1] and f"run {res.run_id}" in lines[1]
    assert "size 8 MiB" in lines[2] and "runtime 1 s per test" in lines[2]
    for save, widget in ((window.save_results_png, window.results), (window.save_graphs_png, window.graphs.view)):
        out = tmp_path / f"{save.__name__}.png"
        save(str(out))
        img = QImage(str(out))
        body = widget.grab()
        assert img.width() >= body.width() and img.height() > body.height() + 3 * 12
        assert header_rows_with_ink(img, img.height() - body.height()) >= 3 * 5  # three lines of text
        assert str(out) in window.status_label.text()
    # The last run, when no past run is on screen.
    window.clear_views()
    window.runs.state.last_result = res
    assert snapshot.header_lines(window) == lines


def test_compared_runs_name_each_run_and_a_bad_path_is_one_message(qtbot, window, tmp_path, fio):
    a, b = run(window, tmp_path, fio), run(window, tmp_path, fio)
    window.show_runs([b.run_id, a.run_id])
    lines = snapshot.header_lines(window)
    assert lines[0] == "Runs compared, the first is the baseline:"
    assert lines[1].startswith(f"#{b.run_id} · quick on ") and lines[2].startswith(f"#{a.run_id} ")
    errors = []
    window.show_error = errors.append
    window.save_results_png(str(tmp_path / "no-such-dir" / "x.png"))
    assert len(errors) == 1 and "cannot write" in errors[0].message
    assert not os.path.exists(tmp_path / "no-such-dir")


def test_before_any_run_the_header_says_so(qtbot, window, tmp_path):
    window.select_target(str(tmp_path))
    assert snapshot.header_lines(window)[0] == f"target {tmp_path} · not run yet"
    out = tmp_path / "empty.png"
    window.save_results_png(str(out))
    assert QImage(str(out)).width() > 0


def ink_in_band(img: QImage, top: int, bottom: int) -> int:
    """Dark pixels (text) between two rows of the picture."""
    return sum(1 for y in range(top, bottom, 2) for x in range(0, img.width(), 2)
               if img.pixelColor(x, y).lightness() < 90)


def saved_body(window, tmp_path, name):
    """The saved picture, and where its table starts (under the header)."""
    out = tmp_path / name
    window.save_results_png(str(out))
    img = QImage(str(out))
    t = window.grid
    need = t.horizontalHeader().height() + t.verticalHeader().length() + 2 * t.frameWidth()
    return img, img.height() - need, need


def test_a_grid_that_scrolls_is_saved_whole_with_every_row(qtbot, window, tmp_path):
    """Eight rows (more than the grid holds whole: results_grid.ROWS_HELD) in a grid too short
    for them: the picture has all eight, no scrollbar, and the window's grid is as it was."""
    window.set_mode(Mode.PEAK)
    window.results_grid.set_rows(window.results_grid.labels() + ["RND4K Q8T8", "RND4K Q2T1"])
    window.right_split.setSizes([180, 600])
    t = window.grid
    qtbot.waitUntil(lambda: t.verticalScrollBar().isVisible(), timeout=5000)  # the screen cuts rows
    assert t.rowCount() == 8 and t.height() < t.verticalHeader().length()
    t.verticalScrollBar().setValue(t.verticalScrollBar().maximum())  # scrolled down: the picture starts at the top
    shown, scrolled = t.size(), t.verticalScrollBar().value()
    img, top, need = saved_body(window, tmp_path, "peak.png")
    assert img.width() == t.width() and top > 0
    v = t.verticalHeader()
    for r in (0, 7):  # the first and the last row's buttons are drawn, their names in them
        y0 = top + t.frameWidth() + t.horizontalHeader().height() + v.sectionPosition(r)
        assert ink_in_band(img, y0 + 4, y0 + v.sectionSize(r) - 4) > 20, r
    assert t.size() == shown and t.verticalScrollBar().value() == scrolled
    qtbot.waitUntil(lambda: t.verticalScrollBar().isVisible(), timeout=5000)


def quick_set(window, tmp_path, fio):
    """The quick set's four rows, read and written, in half a second each (null engine)."""
    specs = [JobSpec(name=f"{t.label.replace(' ', '-')}-{rw}", rw=f"rand{rw}", ioengine="null",
                     target=Target(str(tmp_path / "fioscope-test-3.tmp")), size=8 << 20, runtime=0.5,
                     time_based=True) for t in QUICK for rw in ("read", "write")]
    return SuiteRunner(fio, "quick", plain(specs), 0.5, target=str(tmp_path), store=window.store,
                       settings=settings_record(specs, preset="quick", interval=0.5)).run()


def test_a_comparisons_eight_rows_are_saved_whole_with_each_runs_settings(qtbot, window, tmp_path, fio):
    a, b = quick_set(window, tmp_path, fio), quick_set(window, tmp_path, fio)
    window.show_runs([a.run_id, b.run_id])
    window.right_split.setSizes([150, 600])
    t = window.grid
    qtbot.waitUntil(lambda: t.verticalScrollBar().isVisible(), timeout=5000)
    assert t.rowCount() == 8
    lines = snapshot.header_lines(window)
    for run in (a, b):
        words = settings_text(window.store.load_run(run.run_id, with_samples=False))
        assert f"#{run.run_id}: {words}" in lines
        assert "direct I/O" in words and "engine null" in words and "size 8 MiB" in words
    img, top, need = saved_body(window, tmp_path, "compare.png")
    assert top > 0 and header_rows_with_ink(img, top) >= len(lines) * 5  # the table is under the header, whole
    v = t.verticalHeader()
    y0 = top + t.frameWidth() + t.horizontalHeader().height() + v.sectionPosition(7)
    assert ink_in_band(img, y0 + 2, y0 + v.sectionSize(7) - 2) > 20  # the eighth row's name and figures


def test_another_pages_empty_rows_are_not_pictured_as_the_last_run(qtbot, window, tmp_path, fio, monkeypatch):
    res = run(window, tmp_path, fio)
    window.show_runs([res.run_id])
    window.clear_views()  # no past run on screen: the grid keeps the run's figures, as after a live run
    window.runs.state.last_result = res
    headers = []
    real = snapshot.stacked
    monkeypatch.setattr(snapshot, "stacked", lambda lines, body, palette: headers.append(lines) or
                        real(lines, body, palette))
    window.save_results_png(str(tmp_path / "quick.png"))
    window.set_mode(Mode.PEAK)  # Peak's rows, empty: no figure of the quick run in the picture
    window.save_results_png(str(tmp_path / "peak.png"))
    window.save_graphs_png(str(tmp_path / "graphs.png"))  # the graphs still hold the run
    assert f"run {res.run_id}" in headers[0][1]
    assert headers[1][0].endswith("· not run yet")
    assert f"run {res.run_id}" in headers[2][1]
