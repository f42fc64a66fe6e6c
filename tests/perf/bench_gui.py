#!/usr/bin/env python3
"""GUI cost of live graphs (not part of the timed suite).

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/perf/bench_gui.py [--seconds 60]

1. The real window runs a 64-thread null-engine job for --seconds at 1 s intervals: CPU
   of the GUI process (fio's own CPU excluded: it is a child) as % of one core, and the
   redraw time per timer tick (median, p99).
2. Memory growth after feeding 24 hours of 64-thread samples (86,400 intervals) into the
   graphs as fast as possible: the ring buffers are bounded, so it should stay flat.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import psutil  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.core.fio.status import IntervalSample, Rates, ThreadSample  # noqa: E402
from app.core.history.store import RunStore  # noqa: E402
from app.ui.graphs import LiveGraphs  # noqa: E402
from app.ui.main_window import MainWindow  # noqa: E402


def live_run(app: QApplication, seconds: float) -> None:
    with tempfile.TemporaryDirectory() as d:
        w = MainWindow(store=RunStore(Path(d) / "runs.sqlite"))
        w.confirm_close = lambda: True
        w.show()
        w.select_target(d)
        w.size.setText("1GiB")
        w.runtime.setText(str(seconds))
        w.threads.setValue(64)
        w.qd.setValue(1)
        w.engine.setCurrentText("null")
        redraws: list[float] = []
        frames: list[float] = []
        original = w.graphs.redraw

        def timed() -> None:
            t0 = time.perf_counter()
            dirty = w.graphs._dirty
            original()
            if dirty:
                t1 = time.perf_counter()
                redraws.append((t1 - t0) * 1000)
                w.graphs.view.viewport().repaint()  # the paint Qt would do next, done now to time it
                frames.append((time.perf_counter() - t0) * 1000)
        w.graphs.timer.timeout.disconnect()
        w.graphs.timer.timeout.connect(timed)
        me = psutil.Process()
        w.start("custom")
        t0, c0 = time.monotonic(), sum(me.cpu_times()[:2])
        while w.worker.running:
            app.processEvents()
            time.sleep(0.01)
        wall, cpu = time.monotonic() - t0, sum(me.cpu_times()[:2]) - c0
        redraws.sort()
        frames.sort()
        print(f"64 threads, null engine, {seconds:.0f} s at 1 s intervals: GUI process CPU "
              f"{cpu / wall * 100:.1f}% of one core (goal <= 5%); redraw (curve updates) median "
              f"{statistics.median(redraws):.2f} ms, p99 {redraws[int(len(redraws) * 0.99)]:.2f} ms "
              f"over {len(redraws)} redraws (goal p99 <= 16 ms); whole frame with the paint median "
              f"{statistics.median(frames):.2f} ms, p99 {frames[int(len(frames) * 0.99)]:.2f} ms")
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
    args = ap.parse_args()
    app = QApplication(sys.argv)
    live_run(app, args.seconds)
    memory_day(app)
    return 0


if __name__ == "__main__":
    sys.exit(main())
