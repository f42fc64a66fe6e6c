"""Save as image: the grid (or graphs) under a header with drive, target, date, fio version
and settings, as one PNG, written atomically."""
import os

from PySide6.QtGui import QImage

from app.core.fio.jobspec import JobSpec, Target
from app.core.report.cover import image_header
from app.core.suites.items import plain
from app.core.suites.run import SuiteRunner
from app.ui import snapshot


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
