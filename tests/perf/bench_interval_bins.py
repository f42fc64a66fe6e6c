#!/usr/bin/env python3
"""What p99 and p99.9 per interval would cost the live parser: the runner decodes each
status document without its latency bins (status.decode(keep_bins=False)); per-interval
percentiles need the bins of every thread, merged, and differenced against the previous
document's (fio's json+ bins are cumulative), then read at 99 and 99.9 %.

    .venv/bin/python tests/perf/bench_interval_bins.py [--threads 1,64,256] [--rounds 30]

Records a short run per thread count with the bundled fio as Fioscope runs it
(--output-format=json+ --status-interval=1): psync 4k random reads of a file in /dev/shm,
each thread rate-limited to 200 IOPS, so the bins fill as a real run's do (hundreds of
buckets, not the null engine's handful). Times, per round, on one document: A) what the
runner does now (decode without bins), B) A plus decoding the bins, merging them per
direction, differencing against the previous document and reading p99/p99.9. Prints the
CPU medians and B's extra, against the parser's goals (5 ms for 64 threads, 20 ms for 256).
fio's own per-interval histograms (log_hist_msec, write_hist_log) are written when the job
ends, so they cannot serve a live graph (see docs/latency-qos.md).
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from app.core.fio.locate import find_fio  # noqa: E402
from app.core.fio.qos import merge_bins  # noqa: E402
from app.core.fio.results import percentile_from_bins  # noqa: E402
from app.core.fio.status import SampleTracker, StreamSplitter, decode, snapshot  # noqa: E402

GOALS_MS = {64: 5.0, 256: 20.0}


def record(fio: str, threads: int, directory: str) -> list[bytes]:
    argv = [fio, "--output-format=json+", "--status-interval=1", "--eta=never", "--name=p", "--thread",
            f"--filename={directory}/f", "--size=16m", "--ioengine=psync", "--rw=randread", "--bs=4k",
            f"--numjobs={threads}", "--runtime=4", "--time_based", "--rate_iops=200"]
    out = subprocess.run(argv, capture_output=True, check=True, timeout=300).stdout
    docs, _ = StreamSplitter().feed_raw(out)
    return docs


def interval_percentiles(prev: dict[int, int], doc: dict) -> tuple[dict[int, int], float | None, float | None]:
    """The document's merged read bins, and p99/p99.9 of the interval since `prev`'s."""
    now = merge_bins([((j.get("read") or {}).get("clat_ns") or {}).get("bins") or {} for j in doc["jobs"]])
    diff = {k: v - prev.get(k, 0) for k, v in now.items() if v - prev.get(k, 0) > 0}
    return now, percentile_from_bins(diff, 99.0), percentile_from_bins(diff, 99.9)


def bench(docs: list[bytes], rounds: int) -> tuple[float, float, int, int]:
    one, two = docs[1], docs[2]
    a_cpu, b_cpu = [], []
    for _ in range(rounds):
        tracker = SampleTracker()
        tracker.add(snapshot(decode(one, keep_bins=False)))
        c0 = time.thread_time()
        tracker.add(snapshot(decode(two, keep_bins=False)))
        a_cpu.append((time.thread_time() - c0) * 1000)
        tracker = SampleTracker()
        first = decode(one)
        tracker.add(snapshot(first))
        prev, _, _ = interval_percentiles({}, first)
        c0 = time.thread_time()
        doc = decode(two)
        tracker.add(snapshot(doc))
        _, p99, p999 = interval_percentiles(prev, doc)
        b_cpu.append((time.thread_time() - c0) * 1000)
        assert p99 is not None and p999 is not None
    buckets = len(merge_bins([j["read"]["clat_ns"].get("bins") or {} for j in decode(two)["jobs"]]))
    return statistics.median(a_cpu), statistics.median(b_cpu), len(two), buckets


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--threads", default="1,64,256")
    ap.add_argument("--rounds", type=int, default=30)
    args = ap.parse_args()
    fio = find_fio().path
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    with tempfile.TemporaryDirectory(dir="/dev/shm" if os.path.isdir("/dev/shm") else None) as d:
        for n in (int(x) for x in args.threads.split(",")):
            docs = record(fio, n, d)
            if len(docs) < 4:
                raise SystemExit(f"fio printed {len(docs)} documents; need 4")
            a, b, size, buckets = bench(docs, args.rounds)
            goal = GOALS_MS.get(n)
            print(f"{n:>4} threads, document {size / 1e6:.2f} MB, {buckets} filled buckets: now {a:.2f} ms CPU, "
                  f"with interval p99/p99.9 {b:.2f} ms (+{b - a:.2f} ms, x{b / a:.1f})"
                  + (f"; parser goal {goal:g} ms" if goal else ""))
    print(f"load average {load:.1f} on {os.cpu_count()} CPUs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
