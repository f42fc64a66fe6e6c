#!/usr/bin/env python3
"""Parse and difference one 256-thread JSON+ status document, as the runner does live.

    .venv/bin/python tests/perf/bench_parse.py [--threads 256] [--rounds 50]

Records a short null-engine run of THREADS jobs with the bundled fio (--output-format=json+
--status-interval=1, as Fioscope runs it), then times, per round, the work the runner does
for one live document: split it from the byte stream, decode it without the histogram
bins, snapshot it and difference it against the previous document (SampleTracker.add).
Goal: <= 20 ms for 256 threads. Prints the wall-clock median, best and 95th percentile
and the median CPU time of the parsing thread (on a loaded machine the CPU time is the
figure that does not measure the other processes); exits 1 when the CPU median is over.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from app.core.fio.locate import find_fio  # noqa: E402
from app.core.fio.status import SampleTracker, StreamSplitter, decode, snapshot  # noqa: E402

GOAL_MS = 20.0


def record(fio: str, threads: int) -> list[bytes]:
    argv = [fio, "--output-format=json+", "--status-interval=1", "--eta=never", "--name=p", "--thread",
            "--ioengine=null", "--rw=randread", "--bs=4k", "--size=1g", f"--numjobs={threads}",
            "--runtime=4", "--time_based", "--rate_iops=200"]
    out = subprocess.run(argv, capture_output=True, check=True, timeout=120).stdout
    docs, _ = StreamSplitter().feed_raw(out)
    return docs


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--threads", type=int, default=256)
    ap.add_argument("--rounds", type=int, default=50)
    args = ap.parse_args()
    docs = record(find_fio().path, args.threads)
    # Two successive documents while all threads run (not the first, nor the final one).
    pairs = [(a, b) for a, b in zip(docs[1:-2], docs[2:-1])]
    if not pairs:
        raise SystemExit(f"fio printed {len(docs)} documents; need 4")
    one, two = pairs[0]
    wall, cpu = [], []
    for _ in range(args.rounds):
        tracker = SampleTracker()
        tracker.add(snapshot(decode(one, keep_bins=False)))
        splitter = StreamSplitter()
        t0, c0 = time.perf_counter(), time.thread_time()
        (raw,), _ = splitter.feed_raw(two)
        samples = tracker.add(snapshot(decode(raw, keep_bins=False)))
        cpu.append((time.thread_time() - c0) * 1000)
        wall.append((time.perf_counter() - t0) * 1000)
        assert samples and len(samples[0].threads) == args.threads
    wall.sort()
    med, p95, best = statistics.median(wall), wall[int(len(wall) * 0.95) - 1], wall[0]
    cpu_med = statistics.median(cpu)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"{args.threads}-thread JSON+ status document ({len(two) / 1e6:.2f} MB): parse and difference "
          f"{med:.1f} ms median wall ({best:.1f} best, {p95:.1f} p95), {cpu_med:.1f} ms median CPU "
          f"(goal <= {GOAL_MS:.0f} ms; load average {load:.1f} on {os.cpu_count()} CPUs)")
    return 0 if cpu_med <= GOAL_MS else 1


if __name__ == "__main__":
    sys.exit(main())
