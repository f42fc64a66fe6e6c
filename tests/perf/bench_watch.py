#!/usr/bin/env python3
"""The cost of watching: does Fioscope slow the fio it measures?

    .venv/bin/python tests/perf/bench_watch.py [--runtime 10] [--pairs 5] [--only JOB] [--window] [--interval auto|S]
                                               [--lever give-way|pacing]

Interleaved pairs of the same job in ABBA order (bare fio then Fioscope, then Fioscope then
bare, ...), so drift and order effects hit both sides alike; one line per figure: the median
of the pair ratios (Fioscope / bare) with its lowest and highest and a distribution-free 95 %
confidence interval, and Fioscope's own CPU seconds per second of run (user + system of
this process, from /proc, fio's children excluded), split by what spends it: the pipe
reader, parse and delta, the cache sampler, the run store, the front end's callback, and
(--window) the GUI thread's drawing.
The CPU fio's jobs got, from each side's final fio document (the jobs' usr+sys), and its pair
ratio: a CPU-bound job can be slowed by watching only through the CPU it is left or the cost
of each of its I/Os, and this figure shows the first within about 0.3 % where the IOPS pairs
cannot (their spread is 10-40 %).
Beside them, counts that explain the ratios (this VM's throughput varies by +-15 % between
identical runs, so no 5 s pair can show a 0.5 % cost): fio's involuntary
context switches (its threads taken off a core while runnable), the CPU of fio's main
process (whose helper thread writes the status documents Fioscope asks for) and, with
--window, the GUI thread's wake-ups and the window's repaint passes per second.
--lever give-way pairs Fioscope with the lever against Fioscope without it (core/fio/priority.py);
--lever pacing (with --window) the window's paced frames against a frame every burst (ui/draw_pacer.py).
Fioscope runs the job as a user does: SuiteRunner with a run store and the cache sampler,
inside the sandbox when root. Jobs: null engine at 1, 4 and 64 threads, and 4k random read
QD32 on a loop device this script makes on a temp file (root only; always detached).
Not part of the timed test suite: figures go to the README.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import psutil

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from app.core.fio.cadence import AUTO  # noqa: E402
from app.core.fio.jobspec import JobSpec, Target, to_jobfile  # noqa: E402
from app.core.fio.locate import find_fio  # noqa: E402
from app.core.history.store import RunStore  # noqa: E402
from app.core.suites.run import SuiteRunner  # noqa: E402
from app.core.suites.items import plain


INTERVAL: list[float | None] = [AUTO]  # fio's status interval for Fioscope's side (--interval)
# The CPU fio's jobs got in the last run, in cores (their usr+sys as fio's final document says):
# watching can slow a CPU-bound job only by taking its CPU or by slowing each of its I/Os, and
# this separates the first from the VM's per-I/O noise.
LAST_JOBS_CPU: list[float | None] = [None]


def doc_jobs_cores(doc: dict) -> float:
    """The cores fio's jobs got, from a final fio document: their usr+sys, percent of one CPU each."""
    return sum(j["usr_cpu"] + j["sys_cpu"] for j in doc["jobs"]) / 100


def result_jobs_cores(rec) -> float:
    """The same from a Fioscope test record's parsed result."""
    return sum(t.usr_cpu + t.sys_cpu for t in rec.result.threads) / 100


class FioMainCpu:
    """CPU of fio's main process (not its job processes), sampled while it runs: its helper
    thread writes the status documents Fioscope asks for, so this, against bare fio's, is
    what watching costs inside fio, in CPU seconds, which this VM's throughput noise
    (+-15 % between identical runs) does not blur."""

    def __init__(self) -> None:
        self.seen: dict[int, tuple[float, float]] = {}  # pid -> (cpu s, seconds alive)
        # pid -> (seconds alive, cpu s, cpu s of its threads but the main one) while it ran: the
        # other threads are fio's helper (status documents, disk stats), the main one waits on the jobs
        self.history: dict[int, list[tuple[float, float, float]]] = {}
        self.own_cpu = 0.0  # this sampler's, taken out of Fioscope's figure
        # Fioscope's process CPU (and this sampler's) at the first and last poll that saw fio
        # running: what Fioscope spends while fio runs, without its set-up and its results
        # after fio exits (a 64-thread run's merged bins), which take nothing from fio.
        self.during: list[tuple[float, float, float]] = []  # (monotonic s, process CPU s, sampler CPU s)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._poll, daemon=True)

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join()

    def _poll(self) -> None:
        me = psutil.Process()
        while not self._stop.wait(0.2):
            running = False
            for p in me.children(recursive=True):
                try:
                    if p.name() != "fio" or p.parent().name() == "fio":
                        continue
                    with p.oneshot():
                        t = p.cpu_times()
                        self.seen[p.pid] = (t.user + t.system, time.time() - p.create_time())
                        alive = p.status() != psutil.STATUS_ZOMBIE
                        helper = sum(th.user_time + th.system_time for th in p.threads() if th.id != p.pid)
                    if alive:
                        self.history.setdefault(p.pid, []).append((*self.seen[p.pid][::-1], helper))
                    running = running or alive
                except psutil.Error:
                    continue
            if running:
                mine = me.cpu_times()
                point = (time.monotonic(), mine.user + mine.system, time.thread_time())
                self.during[1 if self.during else 0:] = [point]  # the first and the latest
        self.own_cpu = time.thread_time()

    def fioscope_while_fio_runs(self) -> float | None:
        """Fioscope's CPU seconds per second while fio ran (this sampler's taken out)."""
        if len(self.during) < 2 or self.during[1][0] - self.during[0][0] < 1.0:
            return None
        (t0, c0, s0), (t1, c1, s1) = self.during
        return ((c1 - c0) - (s1 - s0)) / (t1 - t0)

    def per_second(self) -> float:
        cpu = sum(c for c, _ in self.seen.values())
        alive = sum(a for _, a in self.seen.values())
        return cpu / alive if alive else 0.0

    def middle(self, runtime: float, helper: bool = False) -> float | None:
        """CPU seconds per second over the run's middle, from 2 s after fio started to 1 s before
        its jobs' end: without its start (forking the jobs) and its final document, so what is
        left is what fio's main process does each second while the jobs run (helper: its
        helper thread's alone, which writes the documents; the main thread's wait loop varies
        by several ms/s between identical runs)."""
        spans = []
        for points in self.history.values():
            inside = [(a, h if helper else c) for a, c, h in points if 2.0 <= a <= runtime - 1.0]
            if len(inside) >= 2 and inside[-1][0] - inside[0][0] >= 1.0:
                spans.append((inside[-1][0] - inside[0][0], inside[-1][1] - inside[0][1]))
        return sum(c for _, c in spans) / sum(t for t, _ in spans) if spans else None


def bare_iops(fio: str, spec: JobSpec, workdir: Path) -> float:
    job = workdir / "bare.fio"
    job.write_text(to_jobfile(spec))
    out = subprocess.run([fio, "--output-format=json", str(job)], capture_output=True, text=True, check=True)
    doc = json.loads(out.stdout[out.stdout.index("{"):])
    LAST_JOBS_CPU[0] = doc_jobs_cores(doc)
    return sum(j["read"]["iops"] for j in doc["jobs"])


def fioscope_iops(fio, spec: JobSpec, store: RunStore, confirmed=()) -> tuple[float, dict[str, float], float]:
    me = psutil.Process()
    before = me.cpu_times()
    suite = SuiteRunner(fio, "bench", plain([spec]), INTERVAL[0], target=spec.target.path, store=store,
                        on_sample=lambda i, s, p: None, confirmed=confirmed)
    res = suite.run()
    after = me.cpu_times()
    rec = res.tests[0]
    if rec.error or rec.result is None:
        raise SystemExit(f"Fioscope's run failed: {rec.error.one_line() if rec.error else 'no result'}")
    own = (after.user - before.user) + (after.system - before.system)
    LAST_JOBS_CPU[0] = result_jobs_cores(rec)
    return rec.result.read.iops, dict(suite.cpu_s), own


class WindowSide:
    """The same job run by the app itself: the real main window (Qt's offscreen platform unless
    a display is set), its run worker, live graphs, cache panel and grid, as a user's click runs it."""

    def __init__(self, fio, store: RunStore) -> None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtWidgets import QApplication  # only this mode needs Qt
        from app.ui.main_window import MainWindow
        self.app = QApplication.instance() or QApplication([])
        self.win = MainWindow(fio=fio, store=store)
        self.win.resize(1366, 768)
        self.win.show()
        self.repaints = _RepaintCounter(self.win)
        self.fio, self.store = fio, store

    def __call__(self, fio, spec: JobSpec, store: RunStore) -> tuple[float, dict[str, float], float]:
        from PySide6.QtCore import QEventLoop
        from app.ui.run.run_kinds import Preset
        from app.core.plan import RunPlan
        from app.core.session import RunOptions, prepare
        from app.ui.run.worker import SuiteWorker
        me = psutil.Process()
        before, gui_before, woke, painted = me.cpu_times(), gui_thread_cpu(me), gui_wakeups(), self.repaints.n
        runs = self.win.runs
        runs._begin(Preset.CUSTOM)
        self.win.results_grid.set_rows([spec.name], buttons=False)
        prepared = prepare(fio, RunPlan("bench", tuple(plain([spec]))),
                           RunOptions(interval=INTERVAL[0], check_drive=False), target=spec.target.path, store=store)
        runs.worker = SuiteWorker(prepared)
        runs._connect(runs.worker)
        runs.worker.test_done.connect(runs.on_test_done)
        loop = QEventLoop()
        runs.worker.finished.connect(loop.quit)
        runs._launch(save=False)
        loop.exec()
        after = me.cpu_times()
        rec = runs.state.last_result.tests[0]
        if rec.error or rec.result is None:
            raise SystemExit(f"the app's run failed: {rec.error.one_line() if rec.error else 'no result'}")
        own = (after.user - before.user) + (after.system - before.system)
        parts = dict(runs.worker.runner.cpu_s)
        parts["drawing"] = gui_thread_cpu(me) - gui_before  # the GUI thread: graphs, grid, panels, paint
        parts["GUI wake-ups"] = float(gui_wakeups() - woke)
        parts["window repaints"] = float(self.repaints.n - painted)
        LAST_JOBS_CPU[0] = result_jobs_cores(rec)
        return rec.result.read.iops, parts, own


def _RepaintCounter(window):
    """Counts the window's repaint passes (Qt's UpdateRequest events): each repaints what
    changed since the last, so fewer passes a second mean fewer wake-ups and less painting."""
    from PySide6.QtCore import QEvent, QObject

    class Counter(QObject):
        n = 0

        def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
            if obj is window and event.type() == QEvent.Type.UpdateRequest:
                self.n += 1
            return False

    counter = Counter(window)
    window.installEventFilter(counter)
    return counter


def gui_wakeups() -> int:
    """The GUI thread's voluntary context switches so far: each is a sleep it woke from."""
    status = Path(f"/proc/self/task/{threading.main_thread().native_id}/status").read_text()
    return int(status.split("\nvoluntary_ctxt_switches:")[1].split()[0])


def gui_thread_cpu(me: psutil.Process) -> float:
    tid = threading.main_thread().native_id
    return next((t.user_time + t.system_time for t in me.threads() if t.id == tid), 0.0)


def median_ci(values: list[float], level: float = 0.95) -> tuple[float, float] | None:
    """A distribution-free confidence interval of the median (order statistics of the
    binomial): the pairs' noise is neither normal nor symmetric. None: too few values."""
    xs, n = sorted(values), len(values)
    below = lambda k: sum(math.comb(n, i) for i in range(k)) / 2 ** n  # noqa: E731  P(X < k)
    k = max((k for k in range(1, n // 2 + 1) if below(k) <= (1 - level) / 2), default=None)
    return None if k is None else (xs[k - 1], xs[n - k])


def _patched(side, owner, name: str, value):
    """The same side with owner.name replaced by value for its run (a lever off)."""
    def run(fio, spec, store):
        real = getattr(owner, name)
        setattr(owner, name, value)
        try:
            return side(fio, spec, store)
        finally:
            setattr(owner, name, real)
    return run


def without_giving_way(side):
    """The same side with Fioscope's threads at the normal policy (nice still applied): the
    give-way lever (core/fio/priority.py) off, for --lever."""
    from app.core.fio import priority
    return _patched(side, priority, "_set_policy", lambda *a, **k: False)


def without_pacing(side):
    """The same window side drawing every burst of samples: the pacer (app/ui/graphs/draw_pacer.py)
    off, for --lever pacing."""
    from functools import partial

    from app.ui.graphs import draw_pacer

    from app.ui.run import run_frames
    return _patched(side, run_frames, "DrawPacer", partial(draw_pacer.DrawPacer, machine_share=1e9))


def pairs(fio, spec: JobSpec, n: int, workdir: Path, store: RunStore, side=fioscope_iops, base=None) -> None:
    """base: None for bare fio, else a second Fioscope side (--lever: lever on / lever off)."""
    ratios, cpu, split, cuts, mains, middles, helpers = [], [], {}, ([], []), ([], []), ([], []), ([], [])
    jobs_cpu: tuple[list[float], list[float]] = ([], [])  # per side, the cores fio's jobs got
    seconds = spec.runtime or 1
    off: dict[str, list[float]] = {}  # the lever-off side's own CPU and drawing, per second
    during: list[float] = []  # Fioscope's CPU per second while fio ran

    def lever_off() -> float:
        iops, parts, own = base(fio, spec, store)
        off.setdefault("cpu", []).append(own / seconds)
        off.setdefault("drawing", []).append(parts.get("drawing", 0.0) / seconds)
        off.setdefault("repaints", []).append(parts.get("window repaints", 0.0) / seconds)
        return iops
    first = (lambda: bare_iops(fio.path, spec, workdir)) if base is None else lever_off

    def measured(run, which: int):
        """Run one side and record, for it: fio's involuntary context switches per second of run
        (cuts: its threads taken off a core while runnable, by a Fioscope thread that woke among
        others; from the rusage of the children waited for), fio's main-process CPU (mains)
        and, for Fioscope's side, its CPU while fio ran (during)."""
        before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_nivcsw
        LAST_JOBS_CPU[0] = None
        with FioMainCpu() as main:
            got = run()
        if LAST_JOBS_CPU[0] is not None:
            jobs_cpu[which].append(LAST_JOBS_CPU[0])
        if which == 1 and base is None:  # Fioscope's CPU, without this sampler's
            got = (got[0], got[1], got[2] - main.own_cpu)
        if which == 1 and main.fioscope_while_fio_runs() is not None:
            during.append(main.fioscope_while_fio_runs())
        cuts[which].append((resource.getrusage(resource.RUSAGE_CHILDREN).ru_nivcsw - before) / seconds)
        mains[which].append(main.per_second())
        if (mid := main.middle(seconds)) is not None:
            middles[which].append(mid)
            helpers[which].append(main.middle(seconds, helper=True))
        return got

    for k in range(n):
        # ABBA order: bare first in even pairs, Fioscope first in odd ones, so whatever the
        # first run of a pair leaves behind (a warm cache, a busy kworker) hits both sides
        if k % 2 == 0:
            b = measured(first, 0)
            e, parts, own = measured(lambda: side(fio, spec, store), 1)
        else:
            e, parts, own = measured(lambda: side(fio, spec, store), 1)
            b = measured(first, 0)
        ratios.append(e / b)
        cpu.append(own / seconds)
        for name, v in parts.items():
            split.setdefault(name, []).append(v / seconds)
    med, ci = statistics.median(ratios), median_ci(ratios)
    what = "Fioscope/bare" if base is None else "lever on/off"
    print(f"{spec.name}: {what} IOPS ratio median {med:.4f} (lowest {min(ratios):.4f}, "
          f"highest {max(ratios):.4f}, {n} interleaved pairs; load average {os.getloadavg()[0]:.2f})")
    if ci:
        print(f"{spec.name}: 95 % confidence interval of the median {ci[0]:.4f}-{ci[1]:.4f}")
    if all(jobs_cpu) and len(jobs_cpu[0]) == len(jobs_cpu[1]):
        shares = [e / b for b, e in zip(*jobs_cpu)]
        print(f"{spec.name}: the CPU fio's jobs got (their usr+sys, from fio's final document), cores, median: "
              f"{'bare' if base is None else 'lever off'} {statistics.median(jobs_cpu[0]):.4f}, "
              f"{'Fioscope' if base is None else 'lever on'} {statistics.median(jobs_cpu[1]):.4f}; pair ratio "
              f"median {statistics.median(shares):.4f} (lowest {min(shares):.4f}, highest {max(shares):.4f})")
        if cpu_ci := median_ci(shares):
            print(f"{spec.name}: 95 % confidence interval of that median {cpu_ci[0]:.4f}-{cpu_ci[1]:.4f}")
    print(f"{spec.name}: fio's involuntary context switches per second, median: "
          f"{'bare' if base is None else 'lever off'} {statistics.median(cuts[0]):.0f}, "
          f"{'Fioscope' if base is None else 'lever on'} {statistics.median(cuts[1]):.0f}")
    print(f"{spec.name}: fio's main process (its status documents), ms of CPU per s, median: "
          f"{'bare' if base is None else 'lever off'} {statistics.median(mains[0]) * 1000:.2f}, "
          f"{'Fioscope' if base is None else 'lever on'} {statistics.median(mains[1]) * 1000:.2f}")
    if all(middles):
        print(f"{spec.name}: the same over the run's middle (no start, no final document), median: "
              f"{'bare' if base is None else 'lever off'} {statistics.median(middles[0]) * 1000:.2f}, "
              f"{'Fioscope' if base is None else 'lever on'} {statistics.median(middles[1]) * 1000:.2f}")
        print(f"{spec.name}: of which fio's helper thread (which writes the documents), median: "
              f"{'bare' if base is None else 'lever off'} {statistics.median(helpers[0]) * 1000:.2f}, "
              f"{'Fioscope' if base is None else 'lever on'} {statistics.median(helpers[1]) * 1000:.2f}")
    print(f"{spec.name}: Fioscope's own CPU {statistics.median(cpu) * 100:.2f} % of a core "
          f"(process user+system per second of run, median)")
    if during:
        print(f"{spec.name}: Fioscope's CPU while fio ran {statistics.median(during) * 100:.2f} % of a core "
              f"(median; without the set-up before and the results after, which take nothing from fio)")
    if off:
        print(f"{spec.name}: lever off: Fioscope's own CPU {statistics.median(off['cpu']) * 100:.2f} % of a core, "
              f"drawing {statistics.median(off['drawing']) * 1000:.2f} ms per s, "
              f"{statistics.median(off['repaints']):.1f} repaints per s")
    for k in ("read", "parse", "cache sampler", "store", "front end", "drawing"):
        if k in split:
            print(f"{spec.name}:   {k:<14} {statistics.median(split[k]) * 1000:.2f} ms per s")
    if "GUI wake-ups" in split:
        print(f"{spec.name}: the GUI thread woke {statistics.median(split['GUI wake-ups']):.1f} times per s "
              f"(a wait for Python's GIL counts too); the window repainted "
              f"{statistics.median(split['window repaints']):.1f} times per s")


def loop_device(size: int, workdir: Path) -> str:
    img = workdir / "loop.img"
    subprocess.run(["dd", "if=/dev/urandom", f"of={img}", "bs=1M", f"count={size >> 20}", "status=none"],
                   check=True)
    return subprocess.run(["losetup", "-f", "--show", str(img)], capture_output=True, text=True,
                          check=True).stdout.strip()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runtime", type=float, default=10)
    ap.add_argument("--pairs", type=int, default=5)
    ap.add_argument("--only", default=None, help="null1, null4, null64 or loop")
    ap.add_argument("--interval", default="auto",
                    help="fio's status interval for Fioscope's side: auto (the app's default) or seconds")
    ap.add_argument("--window", action="store_true", help="Fioscope's side runs in the app's main window")
    ap.add_argument("--lever", choices=("give-way", "pacing"), default=None,
                    help="pairs of Fioscope with the lever against Fioscope without it, instead of bare fio "
                         "(pacing: the window's frames spaced by their cost; needs --window)")
    args = ap.parse_args()
    INTERVAL[0] = AUTO if args.interval == "auto" else float(args.interval)
    fio = find_fio()
    print(f"fio: {fio.describe()}; cpus: {os.cpu_count()}; python {sys.version.split()[0]}; "
          f"{'root (sandboxed)' if os.geteuid() == 0 else 'user'}")
    with tempfile.TemporaryDirectory(prefix="fioscope-perf-") as d:
        work = Path(d)
        os.environ["FIOSCOPE_DATA_DIR"] = str(work / "data")
        store = RunStore()
        side = WindowSide(fio, store) if args.window else fioscope_iops
        if args.lever == "pacing" and not args.window:
            raise SystemExit("--lever pacing needs --window: only the window draws")
        base = {"give-way": without_giving_way, "pacing": without_pacing}.get(args.lever, lambda s: None)(side)
        for threads in (1, 4, 64):
            if args.only and args.only != f"null{threads}":
                continue
            spec = JobSpec(name=f"null-{threads}t", rw="randread", target=Target(str(work / "n")),
                           ioengine="null", numjobs=threads, size=1 << 30, runtime=args.runtime,
                           time_based=True)
            pairs(fio, spec, args.pairs, work, store, side, base)
        if os.geteuid() == 0 and args.only in (None, "loop"):
            dev = loop_device(256 << 20, work)
            try:
                spec = JobSpec(name="loop-4k-qd32", rw="randread", target=Target(dev, "device"), bs=4096,
                               iodepth=32, size=256 << 20, runtime=args.runtime, time_based=True,
                               direct=True, ioengine="libaio")
                pairs(fio, spec, args.pairs, work, store, side, base)
            finally:
                subprocess.run(["losetup", "-d", dev], check=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
