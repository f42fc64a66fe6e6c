"""A loop device an ended worker left, with a file system mounted on it, is unmounted and
detached at the session's end; one backed outside the session's directory is not touched."""
from __future__ import annotations

import os
import subprocess

import pytest

from tests.conftest import have_root_tools
from tests.leftovers import detach_loops_under, loops_under


def _attach(img) -> str:
    with open(img, "wb") as f:
        f.truncate(16 << 20)
    return subprocess.run(["losetup", "-f", "--show", str(img)], capture_output=True, text=True,
                          check=True).stdout.strip()


def test_only_the_sessions_own_loop_devices_are_unmounted_and_detached(tmp_path):
    if not have_root_tools("losetup", "mkfs.ext4", "mount", "umount"):
        pytest.skip("needs root, losetup and mkfs.ext4")
    ours, other = tmp_path / "session", tmp_path / "elsewhere"
    ours.mkdir()
    other.mkdir()
    made = []
    try:
        made.append(mine := _attach(ours / "a b.img"))  # a space: mountinfo and losetup escape it
        made.append(theirs := _attach(other / "c.img"))
        subprocess.run(["mkfs.ext4", "-q", mine], check=True, capture_output=True)
        point = ours / "mnt point"
        point.mkdir()
        subprocess.run(["mount", mine, str(point)], check=True)
        assert loops_under(ours) == [mine]

        assert detach_loops_under(ours) == [mine]
        assert not os.path.ismount(point)
        assert loops_under(tmp_path) == [theirs]
    finally:
        for dev in made:
            subprocess.run(["umount", "-l", dev], capture_output=True)
            subprocess.run(["losetup", "-d", dev], capture_output=True)
