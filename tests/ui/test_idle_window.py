"""The cost of watching: the window wakes only when there is something to show. During a
run the GUI thread is woken by the run's events (no polling timer), and a window left open
after a run has no timer running at all: an app kept open all day costs no CPU."""
import sys

import pytest
from PySide6.QtCore import QTimer

from app.core.cache.model import CacheSample
from app.core.fio import priority
from app.ui.pages.cache_panel import CachePanel
from tests.conftest import fio_children
from tests.helpers import fill_custom_run


def active_timers(window) -> list[QTimer]:
    return [t for t in window.findChildren(QTimer) if t.isActive()]


def test_a_run_is_drawn_without_polling_and_an_idle_window_has_no_timer(qtbot, window, tmp_path):
    target = tmp_path / "t"
    target.mkdir()
    fill_custom_run(window, str(target), "32MiB", "2", rw="randread", threads=2)
    window.start("custom")
    # Events are drained when the worker thread wakes the window, not by a timer of its own.
    assert not [t for t in window.worker.findChildren(QTimer) if t.isActive()]
    qtbot.waitUntil(lambda: len(window.graphs.thread_points()) == 2 and
                    all(n >= 2 for n in window.graphs.thread_points().values()), timeout=20000)
    qtbot.waitUntil(lambda: not window.worker.running, timeout=30000)
    rec = window.records[window.last_specs[0].name][0]
    assert rec.error is None and rec.result.read.total_ios > 0
    # The last redraw done, nothing is left running: not the graphs, not the clock.
    qtbot.waitUntil(lambda: not active_timers(window), timeout=5000)
    assert not window.graphs._dirty
    # Every sample fio reported was drawn (no event lost between wake-ups).
    assert window.graphs.thread_points() == {0: len(rec.samples), 1: len(rec.samples)}


def test_the_window_gives_way_to_fio_during_a_run_only(qtbot, window, tmp_path):
    """While fio runs, the GUI thread is SCHED_BATCH (a redraw never preempts fio) and fio is
    not (it keeps the normal policy); after the run the GUI thread competes normally again."""
    if not sys.platform.startswith("linux"):
        pytest.skip("Linux scheduling policies")
    target = tmp_path / "t"
    target.mkdir()
    fill_custom_run(window, str(target), "32MiB", "3", rw="randread", threads=1)
    assert priority.policy_of(0) == "other"
    window.start("custom")
    assert priority.policy_of(0) == "batch"
    qtbot.waitUntil(lambda: bool(fio_children()), timeout=20000)
    assert {priority.policy_of(p.pid) for p in fio_children()} == {"other"}
    qtbot.waitUntil(lambda: not window.worker.running, timeout=30000)
    assert priority.policy_of(0) == "other"


def test_each_burst_of_samples_is_drawn_at_once_in_one_pass(qtbot, window, tmp_path):
    """A sample's plots, cache panel and status line are drawn in the pass that delivers it, or
    held for the pacer's next frame (a busy machine): the graphs' own redraw timer never wakes
    the window a second time, and no text cursor blinks."""
    target = tmp_path / "t"
    target.mkdir()
    fill_custom_run(window, str(target), "32MiB", "3", rw="randread", threads=1)
    window.start("custom")
    assert window.focusWidget() is window.stop_btn
    after: list[tuple[bool, bool, int, str]] = []
    # Connected after the controller's own slot, so it sees what that slot left behind.
    window.worker.burst_done.connect(lambda: after.append(
        (window.graphs._dirty and not window.runs.frames.timer.isActive(), window.graphs.timer.isActive(),
         len(window.cache_panel.t), window.status_label.text())))
    qtbot.waitUntil(lambda: not window.worker.running, timeout=30000)
    drawn = [a for a in after if a[2]]  # bursts that carried a cache sample
    assert drawn, after
    assert all(not undrawn and not timer for undrawn, timer, _, _ in after), after
    assert window.cache_panel._drawn == len(window.cache_panel.t)
    assert any(text.startswith("running ") for *_, text in drawn)


def test_a_busy_machine_gets_fewer_frames_and_every_sample_at_the_end(qtbot, window, tmp_path, monkeypatch):
    """Frames spaced by the pacer (draw_pacer): with a share so small that every frame is too
    costly, a 4 s run is drawn at its first sample and at its end, the status line says why, and
    the last frame draws every sample fio reported."""
    from functools import partial

    from app.ui.graphs import draw_pacer

    from app.ui.run import run_frames
    monkeypatch.setattr(run_frames, "DrawPacer", partial(draw_pacer.DrawPacer, machine_share=1e-9))
    monkeypatch.setattr(draw_pacer, "IDLE_SHARE", 0.0)
    target = tmp_path / "t"
    target.mkdir()
    fill_custom_run(window, str(target), "32MiB", "4", rw="randread", threads=1)
    window.start("custom")
    seen: list[tuple[int, int]] = []  # (samples received, points drawn) after each burst
    window.worker.burst_done.connect(lambda: seen.append(
        (len(window.cache_panel.t), max(window.graphs.thread_points().values(), default=0))))
    qtbot.waitUntil(lambda: not window.worker.running, timeout=30000)
    rec = window.records[window.last_specs[0].name][0]
    assert rec.error is None and len(rec.samples) >= 3
    assert any(got > drawn for got, drawn in seen), seen  # samples held back during the run
    assert window.graphs.thread_points() == {0: len(rec.samples)}  # all drawn at the end
    assert window.cache_panel._drawn == len(window.cache_panel.t)
    assert window.runs.frames.pacer.gap == draw_pacer.LONGEST_GAP
    assert not window.graphs.held and not window.runs.frames.timer.isActive()


def test_the_status_line_says_when_frames_are_spaced(qtbot, window):
    """A slower refresh is said, so it is not taken for a hang."""
    runs = window.runs
    runs.state.started = 0.0
    runs.state.current = "rnd4k"
    runs.frames.pacer.gap = 2.4
    runs._tick()
    assert "graphs every 2 s, the CPU left to fio" in window.status_label.text()
    runs.frames.pacer.gap = 1.0
    runs._tick()
    assert "graphs every" not in window.status_label.text()


def test_the_cache_plot_keeps_its_ranges_until_the_data_outgrow_them(qtbot):
    """A range change re-renders the plot's axes (the costliest part of a frame): a steady page
    cache over a minute changes the ranges a few times, not once a sample, and every point
    stays in view."""
    panel = CachePanel()
    qtbot.addWidget(panel)
    panel.show()
    vb = panel.plot.getPlotItem().getViewBox()
    ranges = []
    for i in range(1, 61):
        mib = (1000 + 20 * (i % 3)) << 20  # a page cache that wobbles by 40 MiB
        panel.add(CacheSample(float(i), mib, 1 << 20, 0, 100.0, 0.0, 4096e2, 100, 0, 4096 * 100, 0, 0), "loop0", 128)
        panel.redraw()
        (x0, x1), (y0, y1) = vb.viewRange()
        assert x0 == 0 and x1 >= i and y0 == 0 and y1 >= max(panel.series["cached"])
        ranges.append((x1, y1))
    assert len(set(ranges)) <= 6, sorted(set(ranges))


def test_a_new_status_repaints_the_status_text_alone(qtbot, window):
    """The status line changes every frame of a run: its text alone repaints, without asking the
    status bar to re-lay itself (which repainted the whole bar in a second pass). A plain label
    in the bar, as the status line was, does ask: the control that shows the filter sees it."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication, QLabel

    class Layouts(QObject):
        n = 0

        def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
            self.n += event.type() == QEvent.Type.LayoutRequest
            return False

    window.show()
    qtbot.waitExposed(window)
    bar = window.statusBar()
    seen = Layouts()
    bar.installEventFilter(seen)
    for i in range(5):
        window.set_status(f"running rnd4k · 0:{i:02d}" + " · ETA 1:00" * i)
        QApplication.processEvents()
    assert seen.n == 0
    plain = QLabel("idle")
    bar.addWidget(plain)
    QApplication.processEvents()
    seen.n = 0
    plain.setText("running rnd4k · 0:01 · ETA 1:00")
    QApplication.processEvents()
    assert seen.n > 0
