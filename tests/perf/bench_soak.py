#!/usr/bin/env python3
"""Soak: a long 64-thread null-engine stream through the app's worker and the run store.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/perf/bench_soak.py [--seconds 3600]

The app's SuiteWorker (the queue a Qt timer drains, as in the window) runs one fio job of
64 threads (500 IOPS each, so the machine stays usable) with a status document every second, stored sample by sample. Every minute it
prints the process's resident memory and the store's size on disk; at the end one line
per figure, the growth per hour from a straight-line fit over the second half of the run
(the first minutes fill caches and the SQLite page cache). Not part of the timed suite.

Long runs in accelerated time (issue 43):

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/perf/bench_soak.py --replay 1,6,24

replays 1, 6 and 24 hours of a 64-thread run at 1 s (one interval sample a replayed second,
each thread's I/Os a whole count over fio's whole-ms runtime, as the tracker makes them)
as fast as the machine goes, each in a fresh process: through what a live run keeps (the
runner's samples, the test record's cache samples and temperatures, a real CacheTracker)
and the real run store; in "app" mode also through the worker's event queue and drain (the
SuiteWorker's own) into the live graphs and cache and temperature plots, drawn every 300
samples. It prints per length: resident memory growth after the first 10 replayed minutes,
app and CLI (the CLI holds the core's part: no graphs); the store's MiB per hour; a frame's
cost (redraw and paint of all curves, median of 9, wall and CPU) at the end; the History's Open of the run
(stored_view.open_runs in a MainWindow) and its HTML report (render.load and render, as
`fioscope report RUN --format html`).
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


THREADS = 64


def _replayed(seq: int, rnd, dt_ms: int):
    """One interval of 64 threads as the tracker makes them: whole I/Os over whole ms."""
    from app.core.fio.status import IntervalSample, Rates, ThreadSample
    threads, ios_all, lat_sum = [], 0, 0.0
    for i in range(THREADS):
        ios = rnd.randint(30000, 40000) if seq % 3600 != 1800 else rnd.randint(90000, 99000)  # a spike an hour
        lat = rnd.uniform(2e5, 4e5)
        r = Rates(read_iops=ios / (dt_ms / 1000), read_bps=ios * 4096 / (dt_ms / 1000), read_lat_ns=lat)
        threads.append(ThreadSample(i, "w", r, False, f"w/{i}", dt_ms / 1000))
        ios_all += ios
        lat_sum += lat * ios
    total = Rates(read_iops=ios_all / (dt_ms / 1000), read_bps=ios_all * 4096 / (dt_ms / 1000),
                  read_lat_ns=lat_sum / ios_all)
    return IntervalSample(seq, float(seq), tuple(threads), total, False, 0, dt_ms / 1000)


def replay_one(hours: float, mode: str) -> dict:
    """One replay in this process; its figures as a dict (printed as a JSON line)."""
    import random

    from app.core.cache.tracker import CacheTracker
    from app.core.fio.jobspec import JobSpec, Target
    from app.core.fio.runner import RunOutcome
    from app.core.history.records import Progress, TestRecord
    from app.core.history.store import RunStore

    gui = mode == "app"
    if gui:
        from PySide6.QtCore import QObject
        from PySide6.QtWidgets import QApplication

        from app.ui.pages.cache_panel import CachePanel
        from app.ui.graphs.graphs import LiveGraphs
        from app.ui.run.worker import SuiteWorker
        app = QApplication.instance() or QApplication([])
    me = psutil.Process()
    rnd = random.Random(43)
    n = int(hours * 3600)
    with tempfile.TemporaryDirectory(prefix="fioscope-replay-") as d:
        store = RunStore(Path(d) / "runs.sqlite")
        spec = JobSpec(name="RND4K-Q32T64", rw="randread", target=Target(str(Path(d) / "f")), size=1 << 30,
                       numjobs=THREADS, iodepth=32, runtime=n, time_based=True)
        run_id = store.begin_run("soak", d, "3.41", "fio", "replay")
        test_id = store.begin_test(run_id, 0, spec, [], "")
        outcome, record = RunOutcome(), TestRecord(spec, [], "")
        tracker = CacheTracker(d, moves_data=True)
        if gui:
            worker = SuiteWorker.__new__(SuiteWorker)  # the worker's queue and drain, without a run of its own
            QObject.__init__(worker)
            worker._setup("replay")
            graphs, panel = LiveGraphs(), CachePanel()
            graphs.resize(1366, 520)
            panel.resize(300, 520)
            graphs.show()
            panel.show()
            graphs.held = True  # drawn by the replay's frames, as a run's controller draws

            def on_sample(i, s, p):  # run_controller.on_sample's work
                graphs.add_sample(s)
                if p.cache is not None:
                    panel.add(p.cache, p.device, p.read_ahead_kb)
                if p.temp_c is not None:
                    panel.temperature.add(s.t_s, p.temp_c, p.temp_limits)
            worker.sample.connect(on_sample)
            graphs.begin_test(spec.name, float(n))
            graphs.expect_threads(THREADS)
            panel.begin_test(float(n))

        def frame() -> None:
            graphs.redraw()
            panel.redraw()
            graphs.view.viewport().repaint()
            panel.repaint()

        rss0 = None
        t0 = time.perf_counter()
        for seq in range(1, n + 1):
            s = _replayed(seq, rnd, 1000 + rnd.randint(0, 3))
            outcome.samples.append(s)  # FioRunner._emit
            t = s.total  # SuiteRunner's sample callback: cache sample, temperature, store, front end
            cache = tracker.sample(s.t_s, s.dt_s, t.read_iops, t.write_iops, t.read_bps, t.write_bps)
            record.cache_samples.append(cache)
            temp = 40.0 + (seq % 600) / 100
            record.temps.append((s.t_s, temp))
            store.add_sample(test_id, s, temp)
            if gui:
                worker._events.put(("sample", (0, s, Progress(0, 1, spec.name, "", float(seq), float(n - seq), cache,
                                                              tracker.device, tracker.read_ahead_kb, temp))))
                if seq % 300 == 0:
                    app.processEvents()  # the wake-up: the worker drains its queue and emits each sample
                    graphs._changed = True
                    frame()
            if seq == 600:
                rss0 = me.memory_info().rss
        replay_s = time.perf_counter() - t0
        record.samples = outcome.samples
        record.finished_at = time.time()
        store.finish_test(test_id, record)
        store.finish_run(run_id, "done")
        out = {"hours": hours, "mode": mode, "samples": n, "replay_s": round(replay_s, 1),
               "rss_growth_mib": round((me.memory_info().rss - rss0) / 2**20, 1),
               "kept_samples": len(outcome.samples), "kept_cache_samples": len(record.cache_samples)}
        store.close()
        disk = sum(f.stat().st_size for f in Path(d).glob("runs.sqlite*"))
        out["store_mib_per_h"] = round(disk / 2**20 / hours, 2)
        store = RunStore(Path(d) / "runs.sqlite")
        if gui:
            app.processEvents()
            costs, cpu = [], []
            for _ in range(9):
                graphs._changed = True
                a, c = time.perf_counter(), time.thread_time()
                frame()
                cpu.append(time.thread_time() - c)
                costs.append(time.perf_counter() - a)
            # CPU as well as wall time: the machine's load moves wall time, not the frame's work
            out["frame_ms"] = round(statistics.median(costs) * 1000, 1)
            out["frame_cpu_ms"] = round(statistics.median(cpu) * 1000, 1)
            out["points_per_curve"] = max(graphs.thread_points().values())
            graphs.close()
            panel.close()
            from app.core.fio.locate import find_fio
            from app.ui.main_window import MainWindow
            from app.ui.run.stored_view import open_runs
            window = MainWindow(fio=find_fio(), store=store)
            window.confirm_close = lambda: True
            window.resize(1366, 768)
            window.show()
            app.processEvents()
            window.graphs, window.cache_panel  # made after the first paint in the app: before any Open
            app.processEvents()
            a = time.perf_counter()
            open_runs(window, store, [run_id])
            app.processEvents()  # painted
            out["history_open_s"] = round(time.perf_counter() - a, 2)
            window.close()
        from app.core.report.render import load, render
        a = time.perf_counter()
        html = render(load(store, str(run_id), "html"), "html")  # fioscope report RUN --format html
        out["html_report_s"] = round(time.perf_counter() - a, 2)
        out["html_report_mib"] = round(len(html) / 2**20, 2)
        store.close()
    return out


def replay(lengths: list[float]) -> int:
    import json
    import subprocess
    rows = []
    for hours in lengths:
        for mode in ("app", "cli"):
            p = subprocess.run([sys.executable, __file__, "--one", str(hours), "--mode", mode],
                               capture_output=True, text=True, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
            if p.returncode != 0:
                print(p.stderr, file=sys.stderr)
                return 1
            rows.append(json.loads(p.stdout.strip().splitlines()[-1]))
            print(json.dumps(rows[-1]), flush=True)
    print()
    print(f"{'replayed':>9} {'RSS app':>8} {'RSS CLI':>8} {'store':>10} {'frame CPU':>9} {'points':>7} "
          f"{'open':>6} {'HTML':>6}  (64 threads at 1 s; frame: median of 9, CPU)")
    for hours in lengths:
        a = next(r for r in rows if r["hours"] == hours and r["mode"] == "app")
        c = next(r for r in rows if r["hours"] == hours and r["mode"] == "cli")
        print(f"{hours:>7g} h {a['rss_growth_mib']:>+6.1f}MiB {c['rss_growth_mib']:>+6.1f}MiB "
              f"{a['store_mib_per_h']:>5.2f}MiB/h {a['frame_cpu_ms']:>7.1f}ms {a['points_per_curve']:>7d} "
              f"{a['history_open_s']:>5.2f}s {a['html_report_s']:>5.2f}s")
    return 0


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=3600)
    ap.add_argument("--every", type=float, default=60)
    ap.add_argument("--replay", help="hours to replay in accelerated time, e.g. 1,6,24")
    ap.add_argument("--one", type=float, help=argparse.SUPPRESS)
    ap.add_argument("--mode", default="app", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one is not None:
        import json
        print(json.dumps(replay_one(args.one, args.mode)))
        return 0
    if args.replay:
        return replay([float(x) for x in args.replay.split(",")])
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from app.core.fio.jobspec import JobSpec, Target
    from app.core.fio.locate import find_fio
    from app.core.history.store import RunStore
    from app.core.suites.items import plain
    from app.ui.run.worker import SuiteWorker

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
