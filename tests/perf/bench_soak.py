#!/usr/bin/env python3
"""Soak: a long 64-thread null-engine stream through the app's worker and the run store.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/perf/bench_soak.py [--seconds 3600]

The app's SuiteWorker (the queue a Qt timer drains, as in the window) runs one fio job of
64 threads (500 IOPS each, so the machine stays usable) with a status document every second, stored sample by sample. Every minute it
prints the process's resident memory and the store's size on disk; at the end one line
per figure, the growth per hour from a straight-line fit over the second half of the run
(the first minutes fill caches and the SQLite page cache). Not part of the timed suite.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import psutil

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def slope_per_hour(points: list[tuple[float, float]]) -> float:
    half = points[len(points) // 2:]
    if len(half) < 2:
        return float("nan")
    xs, ys = [p[0] for p in half], [p[1] for p in half]
    return statistics.linear_regression(xs, ys).slope * 3600


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=3600)
    ap.add_argument("--every", type=float, default=60)
    args = ap.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from app.core.fio.jobspec import JobSpec, Target
    from app.core.fio.locate import find_fio
    from app.core.history.store import RunStore
    from app.core.suites.items import plain
    from app.ui.worker import SuiteWorker

    app = QApplication([])
    me = psutil.Process()
    with tempfile.TemporaryDirectory(prefix="fioscope-soak-") as d:
        db = Path(d) / "runs.sqlite"
        store = RunStore(db)
        spec = JobSpec(name="soak-64t", rw="randread", target=Target(str(Path(d) / "n")), ioengine="null",
                       numjobs=64, size=1 << 30, runtime=args.seconds, time_based=True,
                       extra=(("rate_iops", "500"),))  # the stream is the point, not the CPU
        seen = [0]
        worker = SuiteWorker(find_fio(), "soak", plain([spec]), 1.0, target=d, settings={}, store=store)
        worker.sample.connect(lambda i, s, p: seen.__setitem__(0, seen[0] + 1))
        worker.start()
        t0 = time.monotonic()
        rss, size = [], []
        next_t = 0.0
        while worker.running:
            app.processEvents()
            now = time.monotonic() - t0
            if now >= next_t:
                disk = sum(f.stat().st_size for f in Path(d).glob("runs.sqlite*"))
                rss.append((now, me.memory_info().rss / 2**20))
                size.append((now, disk / 2**20))
                print(f"{now:7.0f} s  samples {seen[0]:6d}  RSS {rss[-1][1]:7.1f} MiB  store {size[-1][1]:7.1f} MiB",
                      flush=True)
                next_t += args.every
            time.sleep(0.05)
        app.processEvents()
        print(f"soak {args.seconds:.0f} s, 64 threads, 1 s interval: {seen[0]} samples")
        print(f"resident memory: {rss[0][1]:.1f} -> {rss[-1][1]:.1f} MiB, growth {slope_per_hour(rss):.1f} MiB per hour "
              "(fit over the second half)")
        print(f"run store on disk: {size[-1][1]:.1f} MiB, {slope_per_hour(size):.1f} MiB per hour")
    return 0


if __name__ == "__main__":
    sys.exit(main())
