#!/usr/bin/env python3
"""Start to a shown main window, from source: `fioscope gui --quit-after` prints the time
from the launcher's first line to the window's first event-loop turn; repeated, median and
worst. Run with a display (xvfb-run) or QT_QPA_PLATFORM=offscreen:

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/perf/bench_startup.py [runs]
"""
from __future__ import annotations

import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def once() -> tuple[float, float]:
    """(the app's own figure, the wall time of the whole process including Python's start)."""
    t0 = time.monotonic()
    p = subprocess.run([sys.executable, "-m", "app", "gui", "--quit-after", "0.2"], cwd=ROOT, capture_output=True,
                       text=True, timeout=120, env={**os.environ, "QT_QPA_PLATFORM": os.environ.get(
                           "QT_QPA_PLATFORM", "offscreen")})
    wall = time.monotonic() - t0
    m = re.search(r"main window shown: .* after ([0-9.]+) s", p.stdout)
    if not m:
        raise SystemExit(f"no start-up line: {p.stdout[-300:]} {p.stderr[-300:]}")
    return float(m.group(1)), wall


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    once()  # a first start fills the OS's file cache; the figures are warm starts
    shown, walls = zip(*(once() for _ in range(runs)))
    print(f"start to shown window, from source, {runs} warm starts: median {statistics.median(shown):.2f} s, "
          f"worst {max(shown):.2f} s (goal <= 1.0 s); whole process incl. the interpreter and the 0.2 s "
          f"before quitting: median {statistics.median(walls):.2f} s; load average {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
