#!/usr/bin/env python3
"""Start to a shown main window, from source or from a bundled executable (the .deb's
/opt/fioscope/fioscope, extracted or installed): `fioscope gui --quit-after` prints a line
at the window's first event-loop turn. Repeated warm starts; median and worst of

- spawn to shown: from starting the process to that line (Python's own start, or the
  bundle's bootloader, included): what a user waits for;
- the app's own figure: from the launcher module's import to the line;
- the CPU time the process had used by then, which a busy machine does not stretch (at a load
  average of 2 on 2 cores the wall time is about it; above, the wall time grows, this does not).

With --xvfb the app runs on a real X server (Xvfb, the xcb platform, as on a desktop) and the
figure is what a user waits for: from spawning the process to its window mapped and viewable,
polled every 10 ms with `xdotool search --onlyvisible` (xdotool's own --sync polls every 0.5 s,
so it can only say 0.5, 1.0, 1.5 s...).

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/perf/bench_startup.py [runs]
    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/perf/bench_startup.py 7 --exe /tmp/deb/opt/fioscope/fioscope
    .venv/bin/python tests/perf/bench_startup.py 9 --xvfb [--size 1366x768]
"""
from __future__ import annotations

import contextlib
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LINE = re.compile(r"main window shown: .* after ([0-9.]+) s(?: \(([0-9.]+) s CPU\))?")


def once(cmd: list[str], display: str | None = None) -> tuple[float, float, float]:
    """(spawn to the shown line, or to the window viewable on `display`; the app's own figure;
    the CPU time the process had used by its first event-loop turn, NaN where not said)."""
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    if display:
        env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb")
    with tempfile.TemporaryDirectory(prefix="fioscope-bench-") as home:
        if display:  # a first start each time: no window size remembered from the last one
            env["XDG_CONFIG_HOME"] = home
        err = open(Path(home) / "stderr", "w+")
        t0 = time.monotonic()
        p = subprocess.Popen([*cmd, "gui", "--quit-after", "1.0" if display else "0.2"], cwd=ROOT,
                             stdout=subprocess.PIPE, stderr=err, text=True, env=env)
        try:
            seen = visible(display, p) - t0 if display else None
            for line in p.stdout:
                m = LINE.search(line)
                if m:
                    return ((seen if seen is not None else time.monotonic() - t0), float(m.group(1)),
                            float(m.group(2) or "nan"))
            raise SystemExit(f"no start-up line from {' '.join(cmd)} (exit {p.wait()})")
        except SystemExit as e:
            err.seek(0)
            raise SystemExit(f"{e}; its stderr: {err.read()[-2000:]}") from None
        finally:
            p.stdout.close()
            p.wait(timeout=60)
            err.close()


def visible(display: str, p: subprocess.Popen, timeout: float = 30.0) -> float:
    """When the app's window is first mapped and viewable on display (monotonic time)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Fioscope"],
                               env={**os.environ, "DISPLAY": display}, capture_output=True)
        if found.returncode == 0 and found.stdout.strip():
            return time.monotonic()
        if p.poll() is not None:
            raise SystemExit(f"the app exited ({p.returncode}) before its window was seen")
        time.sleep(0.01)
    raise SystemExit(f"no visible Fioscope window on {display} within {timeout:.0f} s")


@contextlib.contextmanager
def xvfb(size: str):
    """A private Xvfb on a display number no other server holds (several people's tests start
    theirs at once: Xvfb's own -displayfd choice raced another's for :0)."""
    for tool in ("Xvfb", "xdotool"):
        if shutil.which(tool) is None:
            raise SystemExit(f"--xvfb needs {tool} (Debian: apt-get install xvfb xdotool)")
    for number in range(150 + os.getpid() % 100, 400):
        if Path(f"/tmp/.X{number}-lock").exists():
            continue
        # -noreset: a server resets when its last client leaves (the readiness probe, each app) and
        # refuses connections meanwhile: an app starting then failed to connect.
        server = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", f"{size}x24", "-nolisten", "tcp", "-noreset"],
                                  stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while server.poll() is None and time.monotonic() < deadline:
            if subprocess.run(["xdotool", "getdisplaygeometry"], env={**os.environ, "DISPLAY": f":{number}"},
                              capture_output=True).returncode == 0:
                break
            time.sleep(0.05)
        if server.poll() is not None:
            continue  # taken after all: the next number
        try:
            yield f":{number}"
        finally:
            server.terminate()
            server.wait(timeout=10)
        return
    raise SystemExit("no free X display number for Xvfb")


def main() -> int:
    args = sys.argv[1:]
    exe = None
    if "--exe" in args:
        i = args.index("--exe")
        exe = args[i + 1]
        del args[i:i + 2]
    size = "1366x768"
    if "--size" in args:
        i = args.index("--size")
        size = args[i + 1]
        del args[i:i + 2]
    on_x = "--xvfb" in args
    args = [a for a in args if a != "--xvfb"]
    runs = int(args[0]) if args else 5
    cmd = [exe] if exe else [sys.executable, "-m", "app"]
    what = f"the bundle {exe}" if exe else "source"
    load = os.getloadavg()[0]
    with xvfb(size) if on_x else contextlib.nullcontext() as display:
        once(cmd, display)  # a first start fills the OS's file cache; the figures are warm starts
        spawn, own, cpu = zip(*(once(cmd, display) for _ in range(runs)))
    where = f"Xvfb {size}, spawn to window viewable" if on_x else "offscreen, spawn to shown"
    print(f"start to shown window, from {what}, {runs} warm starts ({where}): median "
          f"{statistics.median(spawn):.2f} s, worst {max(spawn):.2f} s (goal <= 1.0 s); the app's own figure "
          f"(from its launcher's import to its first event-loop turn) median {statistics.median(own):.2f} s; "
          f"CPU time to that turn median {statistics.median(cpu):.2f} s; "
          f"load average {load:.1f} before, {os.getloadavg()[0]:.1f} after")
    return 0


if __name__ == "__main__":
    sys.exit(main())
