"""The safety matrix: every target state a loop device can be put in here, against every
kind of job that writes, through the CLI as a user would run it. A refused run must leave
the device's bytes exactly as they were; only a free device with its token is written.

States made for real: free, mounted, used as swap, read-only. (The system disk is never
used as a target here, not even to be refused; holders need device-mapper, which this
kernel lacks: both are covered on a fake sysfs tree in test_targets_safety.py.)
"""
import hashlib
import os
import subprocess
from contextlib import contextmanager

import pytest

from tests.conftest import have_root_tools, mounted_readonly, run_cli

pytestmark = pytest.mark.skipif(not have_root_tools("losetup", "mkfs.ext4", "mount", "mkswap", "swapon"),
                                reason="needs root, losetup, mkfs, mount and swap tools")


def sha(dev):
    """The device's bytes as they are on it. The kernel writes swap past the device's page
    cache, so a cached read could show a swap-out only later, after a read run invalidated
    the cache, when the swap-out count had already been taken: dropped first (our own loop)."""
    with open(dev, "rb") as f:
        os.posix_fadvise(f.fileno(), 0, 0, os.POSIX_FADV_DONTNEED)
        return hashlib.sha256(f.read()).hexdigest()


@contextmanager
def state(kind, loop_device, tmp_path):
    if kind == "read-only":
        img = tmp_path / "ro.img"
        with open(img, "wb") as f:
            f.truncate(32 << 20)
        dev = subprocess.run(["losetup", "-r", "-f", "--show", str(img)], capture_output=True, text=True,
                             check=True).stdout.strip()
        try:
            yield dev, "read-only"
        finally:
            subprocess.run(["losetup", "-d", dev], check=False)
        return
    dev = loop_device(32 << 20)
    if kind == "free":
        yield dev, "destroys all data"
    elif kind == "mounted":
        with mounted_readonly(dev, tmp_path / "mnt"):
            yield dev, "mounted at"
    elif kind == "swap":
        subprocess.run(["mkswap", dev], check=True, capture_output=True)
        if subprocess.run(["swapon", "-p", "-2", dev], capture_output=True).returncode != 0:
            pytest.skip("swapon is not allowed here")
        try:
            yield dev, "swap"
        finally:
            subprocess.run(["swapoff", dev], check=True)


def swapped_out() -> int:
    """Pages the kernel has written to swap: ours is the only swap while the test runs."""
    with open("/proc/vmstat") as f:
        return next(int(line.split()[1]) for line in f if line.startswith("pswpout "))


class Unchanged:
    """The device's bytes, compared after every run. A swap device is the kernel's to write
    at any moment: a change there counts only when the kernel swapped nothing meanwhile."""

    def __init__(self, dev, kind):
        self.dev, self.kind = dev, kind
        self.reset()

    def reset(self):
        self.sum, self.swapped = sha(self.dev), swapped_out()

    def check(self, what):
        now = sha(self.dev)
        if now != self.sum and self.kind == "swap" and swapped_out() != self.swapped:
            self.reset()  # the kernel's own swap-out: not ours, and nothing to compare
            return
        assert now == self.sum, f"{what} changed {self.dev} ({self.kind})"


def write_jobs(dev, tmp_path):
    """Every way a user can ask for a write to a raw device."""
    write = tmp_path / "write.fio"
    write.write_text(f"[w]\nfilename={dev}\nrw=randwrite\nbs=4k\nsize=1m\ndirect=1\n")
    trim = tmp_path / "trim.fio"
    trim.write_text(f"[t]\nfilename={dev}\nrw=trim\nbs=64k\nsize=1m\n")
    return {
        "quick write": ["run", "--pause", "0", "--target", dev, "--size", "8MiB", "--runtime", "1"],
        "vendor-peak plan": ["run", "--preset", "vendor-peak", "--target", dev, "--size", "8MiB", "--runtime", "1"],
        "peak suite": ["peak", "--target", dev, "--size", "8MiB", "--runtime", "1", "--loops", "1"],
        "steady state (preconditioning)": ["steady", "--target", dev, "--cell", "1", "--span", "8MiB"],
        "job file write": ["run", "--job-file", str(write)],
        "job file trim": ["run", "--job-file", str(trim)],
    }


@pytest.mark.parametrize("kind", ["free", "mounted", "swap", "read-only"])
def test_no_write_job_touches_a_device_it_should_not(kind, loop_device, tmp_path):
    with state(kind, loop_device, tmp_path) as (dev, reason):
        device = Unchanged(dev, kind)
        before = device.sum
        for name, args in write_jobs(dev, tmp_path).items():
            tokens = [[]] if kind == "free" else [[], ["--destroy-data", dev]]
            for token in tokens:
                p = run_cli(*args, *token)
                assert p.returncode == 2, (name, token, p.stdout, p.stderr)
                assert reason in p.stderr, (name, token, p.stderr)
                assert "Traceback" not in p.stderr
                device.check(f"{name} {token}")
        # Reading is allowed in every state, with no token, and changes nothing.
        p = run_cli("run", "--pause", "0", "--target", dev, "--preset", "quick-read", "--size", "8MiB", "--runtime", "0.1")
        assert p.returncode == 0, p.stderr
        device.check("quick-read")
        if kind == "free":  # the one cell that may write: with its token, and it does
            p = run_cli("run", "--job-file", str(tmp_path / "write.fio"), "--destroy-data", dev)
            assert p.returncode == 0, p.stderr
            assert sha(dev) != before
