"""What a worker that was ended mid-test leaves behind, cleared at the session's end.

pytest-timeout's thread method ends a worker whose test runs past the timeout (os._exit): its
fixtures' teardown never runs, and a loop device it made stays attached (mounted, at times) for
the machine's life. Every loop device a test makes has its backing file in the session's temp
directory, so one whose backing file lies there is the session's own, and only those go.
"""
from __future__ import annotations

import json
import subprocess
from pathlib import Path


def _unescape(field: str) -> str:
    """/proc/self/mountinfo writes space, tab, newline and backslash as octal escapes."""
    for code, char in (("\\040", " "), ("\\011", "\t"), ("\\012", "\n"), ("\\134", "\\")):
        field = field.replace(code, char)
    return field


def _mountpoints(dev: str) -> list[str]:
    points = []
    with open("/proc/self/mountinfo") as f:
        for line in f:
            own, _, rest = line.partition(" - ")
            fields = rest.split()
            if len(fields) >= 2 and _unescape(fields[1]) == dev:
                points.append(_unescape(own.split()[4]))
    return points


def loops_under(root: Path) -> list[str]:
    """The loop devices whose backing file lies under root."""
    try:
        out = subprocess.run(["losetup", "-J", "-l"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return []
    if out.returncode != 0 or not out.stdout.strip():
        return []
    found = []
    for d in json.loads(out.stdout).get("loopdevices", []):
        back = Path((d.get("back-file") or "").removesuffix(" (deleted)"))
        if back.is_relative_to(root):
            found.append(d["name"])
    return found


def detach_loops_under(root: Path) -> list[str]:
    """Unmount and detach the loop devices whose backing file lies under root; those done."""
    done = []
    for dev in loops_under(root.resolve()):
        for point in reversed(_mountpoints(dev)):  # the last mounted first
            subprocess.run(["umount", "-l", point], capture_output=True, timeout=60)
        if subprocess.run(["losetup", "-d", dev], capture_output=True, timeout=60).returncode == 0:
            done.append(dev)
    return done
