#!/usr/bin/env python3
"""What running fio Fioscope's way costs fio, without Fioscope's own process in the picture.

    .venv/bin/python tests/perf/bench_fio_variants.py [--job loop|null1|null4|null64] [--runtime 10]
                                                      [--rounds 4] [--fio PATH] [--interval auto|S]

The same job, as bare fio runs it and as Fioscope runs it, each launched from this script
with nothing else of Fioscope running: bare fio (final document only); with Fioscope's
options (--readonly, json+ documents every second, --eta=never); and that inside the
sandbox Fioscope puts fio in as root (app/core/fio/sandbox.py: mount, PID and user
namespaces). Rounds rotate the order so drift hits every variant alike. Per variant: the
median IOPS and its ratio to bare fio, the cores fio's jobs got (their usr+sys, from fio's
final document: what the variant leaves the jobs, without the VM's per-I/O noise), fio's involuntary context switches per second (all
its processes, and the sandbox's waiting parent) and fio's main-process CPU per second
over the run's middle (without its start and its final document).
Against bench_watch.py's pairs, what is left is the cost of Fioscope's own process.
Loop: 4k random read QD32, libaio, direct, on a loop device made on a temp file (root only;
always detached). Not part of the timed test suite.
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from app.core.fio import sandbox  # noqa: E402
from app.core.fio.cadence import AUTO, status_interval  # noqa: E402
from app.core.fio.locate import find_fio  # noqa: E402
from tests.perf.bench_watch import FioMainCpu, doc_jobs_cores, loop_device  # noqa: E402

def fioscope_options(job: str, interval: str) -> list[str]:
    """fio's options as Fioscope gives them; the status interval as the app's auto picks it for
    the job's threads on this machine, or as given."""
    threads = 1 if job == "loop" else int(job.removeprefix("null"))
    every = status_interval(AUTO if interval == "auto" else float(interval), threads)
    return ["--readonly", "--output-format=json+", f"--status-interval={every:g}", "--eta=never"]


def job_options(job: str, runtime: int, device: str | None) -> list[str]:
    if job == "loop":
        return ["--name=loop", f"--filename={device}", "--ioengine=libaio", "--rw=randread", "--bs=4k",
                "--iodepth=32", "--direct=1", "--size=256m", f"--runtime={runtime}", "--time_based"]
    threads = int(job.removeprefix("null"))
    return [f"--name={job}", "--ioengine=null", "--rw=randread", "--size=1g", f"--numjobs={threads}",
            f"--runtime={runtime}", "--time_based"]


def variants(fio: str, options: list[str], device: str | None, ours: list[str]) -> dict[str, list[str]]:
    conf = sandbox.Confinement(readonly=True, write_devices=(), read_devices=(device,) if device else (),
                               write_files=(), write_dirs=(), cwd=None)
    return {"bare fio": [fio, "--output-format=json", *options],
            "Fioscope's options": [fio, *ours, *options],
            "and its sandbox": sandbox.wrap([fio, *ours, *options], conf)}


def run(argv: list[str], runtime: int) -> tuple[float, float, float, float]:
    """(IOPS, fio's involuntary context switches per s, fio's main-process CPU per s over the
    run's middle: without its start and its final document, and the cores fio's jobs got:
    their usr+sys as fio's final document says)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_nivcsw
    with FioMainCpu() as main_cpu:
        p = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             cwd=Path(__file__).resolve().parents[2])
        out, err = p.communicate()  # never a full pipe
    if p.returncode != 0:
        raise SystemExit(f"fio failed: {err.decode(errors='replace').strip()[-300:]}")
    switches = (resource.getrusage(resource.RUSAGE_CHILDREN).ru_nivcsw - before) / runtime
    text = out.decode()
    doc = json.loads(text[text.rindex('{\n  "fio version"'):])
    if (middle := main_cpu.middle(runtime)) is None:
        raise SystemExit("fio ran too briefly for a middle to measure: --runtime 4 or more")
    jobs_cpu = doc_jobs_cores(doc)
    return sum(j["read"]["iops"] for j in doc["jobs"]), switches, middle, jobs_cpu


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--job", choices=("loop", "null1", "null4", "null64"), default="loop")
    ap.add_argument("--runtime", type=int, default=10)
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--fio", default=None, help="the fio binary (default: the bundled one)")
    ap.add_argument("--interval", default="auto", help="fio's status interval: auto (as the app) or seconds")
    args = ap.parse_args()
    if os.geteuid() != 0:
        raise SystemExit("run as root: the sandbox variant and the loop device need it")
    fio = args.fio or find_fio().path
    print(f"fio: {fio}; cpus: {os.cpu_count()}; job {args.job}, {args.runtime} s, {args.rounds} rounds; "
          f"Fioscope's options: {' '.join(fioscope_options(args.job, args.interval))}")
    with tempfile.TemporaryDirectory(prefix="fioscope-variants-") as d:
        device = loop_device(256 << 20, Path(d)) if args.job == "loop" else None
        try:
            runs = variants(fio, job_options(args.job, args.runtime, device), device,
                            fioscope_options(args.job, args.interval))
            got: dict[str, list[tuple[float, float, float, float]]] = {name: [] for name in runs}
            names = list(runs)
            for r in range(args.rounds):
                for name in names[r % len(names):] + names[:r % len(names)]:  # rotated order
                    got[name].append(run(runs[name], args.runtime))
        finally:
            if device:
                subprocess.run(["losetup", "-d", device], check=False)
    bare = statistics.median(g[0] for g in got["bare fio"])
    for name, rows in got.items():
        iops = statistics.median(g[0] for g in rows)
        print(f"{args.job}: {name:<19} IOPS median {iops:,.0f} (ratio {iops / bare:.3f}; lowest "
              f"{min(g[0] for g in rows) / bare:.3f}, highest {max(g[0] for g in rows) / bare:.3f}); "
              f"fio's involuntary context switches {statistics.median(g[1] for g in rows):,.0f} per s; "
              f"fio's main process {statistics.median(g[2] for g in rows) * 1000:.1f} ms of CPU per s "
              f"over the run's middle; fio's jobs got {statistics.median(g[3] for g in rows):.4f} cores "
              f"(ratio {statistics.median(g[3] for g in rows) / statistics.median(g[3] for g in got['bare fio']):.4f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
