#!/usr/bin/env python3
"""GUI cost of live graphs (not part of the timed suite).

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/perf/bench_gui.py [--seconds 60] [--interval auto]

1. The real window runs a 64-thread null-engine job for --seconds with fio's status interval
   as --interval sets the window's choice (auto, the default: 4 s on 2 CPUs; or 0.5, 1, 2, 5): CPU
   of the GUI process (fio's own CPU excluded: it is a child) as % of one core, and the
   redraw time per drawn burst of samples (median, p99), in wall time and in the GUI thread's CPU time.
   fio's 64 busy threads share the machine's cores with the GUI: on a 2-core machine the
   wall times measure mostly the wait for a core, hence the CPU times and part 2. Also how
   long an event from another thread (as a click is) waits for the GUI thread.
2. Frame cost without fio: 64-thread samples replayed into the real window (default size),
   one interval per frame, 120 frames; each frame is the redraw and its paint, timed in
   wall and thread CPU time.
3. Memory growth after feeding 24 hours of 64-thread samples (86,400 intervals) into the
   graphs as fast as possible: the ring buffers are bounded, so it should stay flat.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import psutil  # noqa: E402
from PySide6.QtCore import QEventLoop, QObject, Qt, Signal  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.core.fio.status import IntervalSample, Rates, ThreadSample  # noqa: E402
from app.core.history.store import RunStore  # noqa: E402
from app.ui.graphs.graphs import LiveGraphs  # noqa: E402
from app.ui.main_window import MainWindow  # noqa: E402


def live_run(app: QApplication, seconds: float, interval: str = "auto") -> None:
    with tempfile.TemporaryDirectory() as d:
        w = MainWindow(store=RunStore(Path(d) / "runs.sqlite"))
        w.confirm_close = lambda: True
        w.show()
        w.select_target(d)
        w.size_edit.setText("1GiB")
        w.runtime.setText(str(seconds))
        w.threads.setValue(64)
        w.qd.setValue(1)
        w.engine.setCurrentText("null")
        w.interval.setCurrentText(interval)
        redraws: list[float] = []
        frames: list[float] = []
        frames_cpu: list[float] = []
        original = w.graphs.redraw

        def timed() -> None:
            t0, c0 = time.perf_counter(), time.thread_time()
            dirty = w.graphs._dirty
            original()
            if dirty:
                t1 = time.perf_counter()
                redraws.append((t1 - t0) * 1000)
                w.graphs.view.viewport().repaint()  # the paint Qt would do next, done now to time it
                frames.append((time.perf_counter() - t0) * 1000)
                frames_cpu.append((time.thread_time() - c0) * 1000)
        # The run's controller draws after each burst of samples (graphs.redraw), the timer otherwise.
        w.graphs.redraw = timed
        w.graphs.timer.timeout.disconnect()
        w.graphs.timer.timeout.connect(timed)
        me = psutil.Process()
        probe = _ResponseProbe()  # started before the run: its thread keeps the normal policy
        w.start("custom")
        t0, c0 = time.monotonic(), sum(me.cpu_times()[:2])
        started = time.perf_counter()
        loop = QEventLoop()  # the app's own event loop: no polling of ours in the figure
        w.worker.finished.connect(loop.quit)
        w.worker.failed.connect(loop.quit)
        if w.worker.running:
            loop.exec()
        wall, cpu = time.monotonic() - t0, sum(me.cpu_times()[:2]) - c0
        ended = time.perf_counter()
        timed_waits = probe.stop()
        waits = [w_ms for w_ms, _ in timed_waits]
        samples = max(w.graphs.thread_points().values(), default=0)
        redraws.sort()
        frames.sort()
        frames_cpu.sort()
        print(f"64 threads, null engine, {seconds:.0f} s, status interval {interval}: GUI process CPU "
              f"{cpu / wall * 100:.1f}% of one core (goal <= 5%); redraw (curve updates) median "
              f"{statistics.median(redraws):.2f} ms, p99 {redraws[int(len(redraws) * 0.99)]:.2f} ms "
              f"over {len(redraws)} redraws of {samples} samples (goal p99 <= 16 ms); whole frame with the paint median "
              f"{statistics.median(frames):.2f} ms, p99 {frames[int(len(frames) * 0.99)]:.2f} ms; its CPU time "
              f"median {statistics.median(frames_cpu):.2f} ms, p99 {frames_cpu[int(len(frames_cpu) * 0.99)]:.2f} ms")
        if waits:
            print(f"An event from outside the GUI thread (as a click on Stop is) waited for it: median "
                  f"{statistics.median(waits):.1f} ms, p99 {waits[int(len(waits) * 0.99)]:.1f} ms, "
                  f"worst {waits[-1]:.1f} ms over {len(waits)} events, 2 a second")
            slow = [(w_ms, at) for w_ms, at in timed_waits if w_ms >= 250]
            print("  waits of 250 ms or more, with when they were sent (s from the start; the run ended at "
                  f"{ended - started:.1f} s): " + (", ".join(f"{w_ms:.0f} ms at {at - started:.1f} s"
                                                           for w_ms, at in slow) or "none"))
        w.close()


class _ResponseProbe(QObject):
    """Twice a second a plain thread wakes the GUI thread with a queued signal, as the window
    system does for a click; the time until the GUI thread handles it is what a click on Stop
    waits while fio keeps every core busy."""
    poke = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.sent: list[float] = []
        self.got: list[float] = []
        self.poke.connect(lambda: self.got.append(time.perf_counter()), Qt.ConnectionType.QueuedConnection)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.wait(0.5):
            self.sent.append(time.perf_counter())
            self.poke.emit()

    def stop(self) -> list[tuple[float, float]]:
        """(wait in ms, when it was sent), shortest first."""
        self._stop.set()
        self._thread.join()
        QApplication.processEvents()
        return sorted(((g - s) * 1000, s) for s, g in zip(self.sent, self.got))


def replay_frames(app: QApplication, frames: int = 120) -> None:
    with tempfile.TemporaryDirectory() as d:
        w = MainWindow(store=RunStore(Path(d) / "runs.sqlite"))
        w.confirm_close = lambda: True
        w.show()
        app.processEvents()
        g = w.graphs
        g.timer.stop()  # frames are driven here, one interval each
        g.clear()
        g.begin_test("RND4K Q1T64")
        walls: list[float] = []
        cpus: list[float] = []
        for n in range(1, frames + 1):
            # Rates that vary, as real ones do (a flat line is cheaper to draw).
            threads = tuple(ThreadSample(i, "rnd4k", Rates(1000.0 + (n * 37 + i * 11) % 300, 0.0,
                                                           4096000.0 + (n * 53 + i * 7) % 900 * 1000, 0.0,
                                                           50000.0 + (n * i) % 9000, None), False, f"rnd4k/{i}")
                            for i in range(64))
            g.add_sample(IntervalSample(n, float(n), threads, Rates(64000.0, 0.0, 2.6e8, 0.0, 50000.0, None), False))
            app.processEvents()
            t0, c0 = time.perf_counter(), time.thread_time()
            g.redraw()
            g.view.viewport().repaint()
            walls.append((time.perf_counter() - t0) * 1000)
            cpus.append((time.thread_time() - c0) * 1000)
        walls, cpus = sorted(walls[10:]), sorted(cpus[10:])  # after the first layouts
        print(f"64 threads replayed, {len(walls)} frames (redraw + paint) at {g.width()}x{g.height()} px: wall median "
              f"{statistics.median(walls):.2f} ms, p99 {walls[int(len(walls) * 0.99)]:.2f} ms; CPU median "
              f"{statistics.median(cpus):.2f} ms, p99 {cpus[int(len(cpus) * 0.99)]:.2f} ms (goal p99 <= 33 ms)")
        w.close()


def memory_day(app: QApplication) -> None:
    g = LiveGraphs()
    g.show()
    me = psutil.Process()
    rates = Rates(1000.0, 0.0, 4096000.0, 0.0, 50000.0, None)
    threads = tuple(ThreadSample(i, "t", rates, False) for i in range(64))
    before = me.memory_info().rss
    for n in range(86400):
        g.add_sample(IntervalSample(n, float(n), threads, rates, False))
        if n % 600 == 0:
            g.redraw()
            app.processEvents()
    g.redraw()
    after = me.memory_info().rss
    print(f"24 h of 64-thread samples (86,400 intervals): RSS {before / 2**20:.0f} MiB -> "
          f"{after / 2**20:.0f} MiB, growth {(after - before) / 2**20:.1f} MiB (goal < 100 MB)")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=60)
    ap.add_argument("--interval", default="auto", choices=("auto", "0.5", "1", "2", "5"))
    ap.add_argument("--replay-only", action="store_true", help="parts 2 and 3 only (no fio)")
    args = ap.parse_args()
    app = QApplication(sys.argv)
    if not args.replay_only:
        live_run(app, args.seconds, args.interval)
    replay_frames(app)
    memory_day(app)
    return 0


if __name__ == "__main__":
    sys.exit(main())
