#!/usr/bin/env python3
"""How long a quick run's reports take: `fioscope report ID --format html|pdf|txt -o FILE` in a
fresh interpreter each time (Python's start and the imports included: what a user waits
for), repeated; the median and worst wall time and the CPU time the command used.

By default it first makes a quick run as a user gets it (the quick preset's 8 tests, 5 s
each, fio's interval auto) on a 64 MiB test file in a temporary directory, in a history of
its own; --data DIR --run ID times a stored run instead. --profile also renders in this
process under cProfile and prints where the time goes.

    .venv/bin/python tests/perf/bench_reports.py [--repeat 5] [--data DIR --run ID] [--profile]
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def fioscope(env: dict, *args: str) -> None:
    p = subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT, env=env, capture_output=True, text=True)
    if p.returncode:
        raise SystemExit(f"fioscope {' '.join(args)} failed: {p.stderr.strip()}")


def timed(env: dict, *args: str) -> tuple[float, float]:
    """(wall seconds, CPU seconds of the child) of one command."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    fioscope(env, *args)
    wall = time.monotonic() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def profile(data: Path, run: str) -> None:
    import cProfile
    import pstats

    sys.path.insert(0, str(ROOT))
    from app.core.history.store import RunStore
    from app.core.report.render import load, render

    doc = load(RunStore(data / "runs.sqlite"), run)
    for fmt in ("html", "pdf"):
        prof = cProfile.Profile()
        prof.enable()
        render(dict(doc), fmt)
        prof.disable()
        print(f"\n-- {fmt}: where the time goes (in this process, imports already done)")
        pstats.Stats(prof).sort_stats("cumulative").print_stats(14)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--data", type=Path, help="a data directory (FIOSCOPE_DATA_DIR) holding the run")
    ap.add_argument("--run", default="last")
    ap.add_argument("--profile", action="store_true")
    a = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-reports-") as tmp:
        data = a.data or Path(tmp) / "data"
        env = {**os.environ, "FIOSCOPE_DATA_DIR": str(data)}
        if a.data is None:
            target = Path(tmp) / "target"
            target.mkdir()
            fioscope(env, "run", "--pause", "0", "--target", str(target), "--preset", "quick", "--size", "64MiB", "--runtime", "5",
                     "--no-check")
        load = os.getloadavg()[0]
        for fmt in ("html", "pdf", "txt"):
            out = Path(tmp) / f"report.{fmt}"
            timed(env, "report", a.run, "--format", fmt, "-o", str(out))  # warm: the OS's file cache
            walls, cpus = zip(*(timed(env, "report", a.run, "--format", fmt, "-o", str(out))
                                for _ in range(a.repeat)))
            print(f"{fmt:<5} wall median {statistics.median(walls):.2f} s, worst {max(walls):.2f} s; "
                  f"CPU median {statistics.median(cpus):.2f} s; {out.stat().st_size / 1000:,.0f} kB "
                  f"({a.repeat} runs)")
        print(f"load average {load:.2f} before, {os.getloadavg()[0]:.2f} after; {os.cpu_count()} CPUs")
        if a.profile:
            profile(data, a.run)
    return 0


if __name__ == "__main__":
    sys.exit(main())
