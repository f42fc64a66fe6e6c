#!/usr/bin/env python3
"""Start to a shown main window, from source or from a bundled executable (the .deb's
/opt/fioscope/fioscope, extracted or installed): `fioscope gui --quit-after` prints a line
at the window's first event-loop turn. Repeated warm starts; median and worst of

- spawn to shown: from starting the process to that line (Python's own start, or the
  bundle's bootloader, included): what a user waits for;
- the app's own figure: from the launcher module's import to the line.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/perf/bench_startup.py [runs]
    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/perf/bench_startup.py 7 --exe /tmp/deb/opt/fioscope/fioscope
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
LINE = re.compile(r"main window shown: .* after ([0-9.]+) s")


def once(cmd: list[str]) -> tuple[float, float]:
    """(spawn to the shown line, the app's own figure)."""
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    t0 = time.monotonic()
    p = subprocess.Popen([*cmd, "gui", "--quit-after", "0.2"], cwd=ROOT, stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, text=True, env=env)
    try:
        for line in p.stdout:
            m = LINE.search(line)
            if m:
                return time.monotonic() - t0, float(m.group(1))
        raise SystemExit(f"no start-up line from {' '.join(cmd)} (exit {p.wait()})")
    finally:
        p.stdout.close()
        p.wait(timeout=60)


def main() -> int:
    args = sys.argv[1:]
    exe = None
    if "--exe" in args:
        i = args.index("--exe")
        exe = args[i + 1]
        del args[i:i + 2]
    runs = int(args[0]) if args else 5
    cmd = [exe] if exe else [sys.executable, "-m", "app"]
    once(cmd)  # a first start fills the OS's file cache; the figures are warm starts
    spawn, own = zip(*(once(cmd) for _ in range(runs)))
    what = f"the bundle {exe}" if exe else "source"
    print(f"start to shown window, from {what}, {runs} warm starts: spawn to shown median "
          f"{statistics.median(spawn):.2f} s, worst {max(spawn):.2f} s (goal <= 1.0 s); the app's own figure "
          f"(from its launcher's import) median {statistics.median(own):.2f} s; load average {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
