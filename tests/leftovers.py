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

from app.core.targets.linux import read_mountinfo


def _mountpoints(dev: str) -> list[str]:
    return [m.mountpoint for m in read_mountinfo("/proc/self/mountinfo") if m.source == dev]


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
