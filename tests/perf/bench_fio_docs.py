#!/usr/bin/env python3
"""What fio's status documents cost fio itself (not part of the timed test suite).

    .venv/bin/python tests/perf/bench_fio_docs.py [--threads 64] [--runtime 8] [--repeat 2]

Bare fio, null engine, THREADS jobs: the CPU of fio's main process per second (its helper
thread writes the status documents) and the bytes it printed, with only the final
document, with one each second in json+ (as Fioscope asks) and in plain json, and with one
every 2 s. Against the first line, the others are what watching each thread costs inside
fio, whatever the watcher does with the documents.
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


def main_cpu(fio: str, job: list[str], extra: list[str]) -> tuple[float, int]:
    """fio's main-process CPU seconds per second of its life, and the bytes it printed."""
    p = subprocess.Popen([fio, *job, *extra], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    me = psutil.Process(p.pid)
    out: list[bytes] = []
    reader = threading.Thread(target=lambda: out.append(p.stdout.read()))  # never a full pipe
    reader.start()
    cpu = alive = 0.0
    while p.poll() is None:
        try:
            t = me.cpu_times()
            cpu, alive = t.user + t.system, time.time() - me.create_time()
        except psutil.Error:
            pass
        time.sleep(0.2)
    reader.join()
    return (cpu / alive if alive else 0.0), len(out[0])


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--threads", type=int, default=64)
    ap.add_argument("--runtime", type=int, default=8)
    ap.add_argument("--repeat", type=int, default=2)
    args = ap.parse_args()
    fio = find_fio().path
    job = ["--name=n", "--ioengine=null", "--rw=randread", "--size=1g", f"--numjobs={args.threads}",
           "--time_based", f"--runtime={args.runtime}"]
    for _ in range(args.repeat):
        for name, extra in MODES:
            ms, size = main_cpu(fio, job, extra)
            print(f"{args.threads} null threads, {name:<21} fio's main process {ms * 1000:5.1f} ms of CPU per s, "
                  f"printed {size / 1e3:,.0f} kB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
