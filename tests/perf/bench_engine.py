#!/usr/bin/env python3
"""Engine overhead against bare fio, and the cost of parsing one status document.

    .venv/bin/python tests/perf/bench_engine.py [--runtime 10] [--repeat 3]

1. null engine, 4 threads: IOPS through FioRunner (JSON+ status every 1 s, per-thread
   samples) divided by IOPS of bare fio running the same job file (goal >= 0.99).
2. 4k random read, QD32, direct, on a loop device this script creates on a temp file and
   always detaches (root only; skipped otherwise).
   The same job through the elevated runner's file protocol (the Windows raw-device path,
   run unelevated here): fio writes to a file that the app tails instead of a pipe.
3. Parse-and-delta time of one 64-thread JSON+ status document recorded from the real fio
   (goal <= 5 ms): split, json decode, snapshot, per-thread deltas.
Not part of the timed test suite: figures go to the README.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from app.core.access.elevated import launch_elevated  # noqa: E402
from app.core.fio.jobspec import JobSpec, Target, to_jobfile  # noqa: E402
from app.core.fio.locate import find_fio  # noqa: E402
from app.core.fio.runner import FioRunner  # noqa: E402
from app.core.fio.status import SampleTracker, StreamSplitter, snapshot  # noqa: E402


def bare_iops(fio: str, spec: JobSpec, workdir: Path) -> float:
    job = workdir / "bare.fio"
    job.write_text(to_jobfile(spec))
    out = subprocess.run([fio, "--output-format=json", "--group_reporting", str(job)],
                         capture_output=True, text=True, check=True)
    doc = json.loads(out.stdout[out.stdout.index("{"):])
    return sum(j["read"]["iops"] for j in doc["jobs"])


def engine_iops(fio, spec: JobSpec, elevated: bool = False) -> float:
    out = FioRunner(fio, spec, interval=1.0, on_sample=lambda s: None,
                    launcher=launch_elevated if elevated else None).run()
    if out.error:
        raise SystemExit(f"engine run failed: {out.error.one_line()}")
    return out.result.read.iops


def compare(fio, spec: JobSpec, repeat: int, workdir: Path, elevated: bool = False) -> tuple[float, float, float]:
    bare, eng = [], []
    for _ in range(repeat):  # alternate so drift hits both sides alike
        bare.append(bare_iops(fio.path, spec, workdir))
        eng.append(engine_iops(fio, spec, elevated))
    b, e = statistics.median(bare), statistics.median(eng)
    return b, e, e / b


def loop_device(size: int, workdir: Path):
    img = workdir / "loop.img"
    with open(img, "wb") as f:
        f.truncate(size)
    subprocess.run(["dd", "if=/dev/urandom", f"of={img}", "bs=1M", f"count={size >> 20}",
                    "conv=notrunc", "status=none"], check=True)
    dev = subprocess.run(["losetup", "-f", "--show", str(img)], capture_output=True, text=True,
                         check=True).stdout.strip()
    return dev


def parse_bench(fio, workdir: Path, threads: int = 64, rounds: int = 200) -> tuple[float, float, int]:
    spec = JobSpec(name="p64", rw="randread", target=Target(str(workdir / "x")), ioengine="null",
                   numjobs=threads, size=1 << 30, runtime=3, time_based=True)
    out = FioRunner(fio, spec, interval=1.0).run()
    raw = subprocess.run(out.argv, capture_output=True, check=True).stdout
    docs_bytes = []
    start = 0
    while True:
        end = raw.find(b"\n}\n", start)
        if end < 0:
            break
        docs_bytes.append(raw[start:end + 3])
        start = end + 3
    one, two = docs_bytes[1], docs_bytes[2]
    times = []
    for _ in range(rounds):
        tracker = SampleTracker()
        splitter = StreamSplitter()
        tracker.add(snapshot(splitter.feed(one, keep_bins=False)[0][0]))
        t0 = time.perf_counter()
        doc = splitter.feed(two, keep_bins=False)[0][0]  # as the runner does for live samples
        tracker.add(snapshot(doc))
        times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.95)], len(two)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runtime", type=float, default=10)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    fio = find_fio()
    print(f"fio: {fio.describe()}; cpus: {os.cpu_count()}; python {sys.version.split()[0]}")
    with tempfile.TemporaryDirectory(prefix="fioscope-perf-") as d:
        work = Path(d)
        null = JobSpec(name="null4", rw="randread", target=Target(str(work / "n")), ioengine="null",
                       numjobs=4, size=1 << 30, runtime=args.runtime, time_based=True)
        b, e, r = compare(fio, null, args.repeat, work)
        print(f"null engine 4 threads {args.runtime:.0f} s: bare {b:,.0f} IOPS, engine {e:,.0f} IOPS, "
              f"ratio {r:.4f} (goal >= 0.99)")
        if os.geteuid() == 0:
            dev = loop_device(256 << 20, work)
            try:
                spec = JobSpec(name="loop4k", rw="randread", target=Target(dev, "device"), bs=4096,
                               iodepth=32, size=256 << 20, runtime=args.runtime, time_based=True,
                               direct=True, ioengine="libaio")
                b, e, r = compare(fio, spec, args.repeat, work)
                print(f"4k randread QD32 on {dev}: bare {b:,.0f} IOPS, engine {e:,.0f} IOPS, "
                      f"ratio {r:.4f} (goal >= 0.99)")
                b, e, r = compare(fio, spec, args.repeat, work, elevated=True)
                print(f"4k randread QD32 on {dev} through the elevated runner's file protocol: bare {b:,.0f} "
                      f"IOPS, engine {e:,.0f} IOPS, ratio {r:.4f} (goal >= 0.99)")
            finally:
                subprocess.run(["losetup", "-d", dev], check=False)
        else:
            print("loop device benchmark skipped: needs root")
        med, p95, size = parse_bench(fio, work)
        print(f"parse-and-delta of one 64-thread JSON+ status document ({size / 1024:.0f} KiB): "
              f"median {med:.2f} ms, p95 {p95:.2f} ms (goal <= 5 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
