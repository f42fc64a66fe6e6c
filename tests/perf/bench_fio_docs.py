#!/usr/bin/env python3
"""What fio's status documents cost fio itself (not part of the timed test suite).

    .venv/bin/python tests/perf/bench_fio_docs.py [--threads 64] [--runtime 10] [--repeat 2]
                                                  [--fio PATH ...]

Bare fio, null engine, THREADS jobs: the CPU of fio's main process per second (its helper
thread writes the status documents) and the bytes it printed, with only the final
document, with one each second in json+ (as Fioscope asks) and in plain json, and with one
every 2 s. Against the first line, the others are what watching each thread costs inside
fio, whatever the watcher does with the documents. The CPU is taken over the run's middle
(from 2 s in to 1 s before its end), without fio's start and its final document.
--fio: the binaries to compare, interleaved (default: the bundled one), e.g. an upstream
build against the bundled build, whose JSON printer Fioscope patched (fio_bin/build_fio.py).
"""
from __future__ import annotations

import argparse
import subprocess
import sys
import threading
import time
from pathlib import Path

import psutil

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from app.core.fio.locate import find_fio  # noqa: E402

MODES = (("final document only", ["--output-format=json"]),
         ("json+, one a second", ["--output-format=json+", "--status-interval=1"]),
         ("json, one a second", ["--output-format=json", "--status-interval=1"]),
         ("json+, one every 2 s", ["--output-format=json+", "--status-interval=2"]))


def main_cpu(fio: str, job: list[str], extra: list[str], runtime: float) -> tuple[float, float, int, int]:
    """fio's main-process CPU seconds per second over the run's middle; its helper thread's CPU
    seconds per status document (the helper writes them; on a saturated machine it is starved
    and prints fewer than asked, so per second alone misleads); the documents and bytes printed.
    The helper's CPU is read in clock ticks (10 ms): over a run's 10 documents, +-1 ms each."""
    p = subprocess.Popen([fio, *job, *extra], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    me = psutil.Process(p.pid)
    out: list[bytes] = []
    reader = threading.Thread(target=lambda: out.append(p.stdout.read()))  # never a full pipe
    reader.start()
    points, helper = [], 0.0
    for at in (2.0, runtime - 1.0):
        time.sleep(max(0.0, at - (time.time() - me.create_time())))
        t = me.cpu_times()
        points.append((time.time(), t.user + t.system))
    while p.poll() is None:  # the helper's CPU at the last poll that saw it (it ends before fio)
        try:
            helper = max(helper, sum(t.user_time + t.system_time for t in me.threads() if t.id != p.pid))
        except psutil.Error:
            break
        time.sleep(0.1)
    reader.join()
    p.wait()
    (w0, c0), (w1, c1) = points
    docs = out[0].count(b'"fio version"')
    interval_docs = docs - 1  # the final document is the main thread's
    return (c1 - c0) / (w1 - w0), helper / interval_docs if interval_docs else 0.0, docs, len(out[0])


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--threads", type=int, default=64)
    ap.add_argument("--runtime", type=int, default=10)
    ap.add_argument("--repeat", type=int, default=2)
    ap.add_argument("--fio", nargs="+", default=None, help="fio binaries to compare (default: the bundled one)")
    args = ap.parse_args()
    if args.runtime < 5:
        raise SystemExit("--runtime must be at least 5 s: the CPU is taken from 2 s in to 1 s before the end")
    fios = args.fio or [find_fio().path]
    job = ["--name=n", "--ioengine=null", "--rw=randread", "--size=1g", f"--numjobs={args.threads}",
           "--time_based", f"--runtime={args.runtime}"]
    for _ in range(args.repeat):
        for name, extra in MODES:
            for fio in fios:
                per_s, per_doc, docs, size = main_cpu(fio, job, extra, args.runtime)
                which = f" [{fio}]" if len(fios) > 1 else ""
                print(f"{args.threads} null threads, {name:<21} fio's main process {per_s * 1000:5.1f} ms of CPU "
                      f"per s; its helper {per_doc * 1000:5.1f} ms per document, {docs} documents, "
                      f"{size / 1e3:,.0f} kB{which}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
