"""A loop device whose I/O the kernel throttles: the base of the reference drive (refdrive.py).

cgroup v1's blkio controller limits the I/O a process in a group issues to a device
(`blkio.throttle.{read,write}_{bps,iops}_device`, keyed by the device's MAJ:MIN). What is
throttled is the I/O submitted to the loop device by the group's processes (direct I/O: a
buffered write is submitted later by the kernel's flusher, outside the group); the loop
worker's own I/O to the backing file is not. Fioscope's fio runs in namespaces of its own
(app/core/fio/sandbox.py) but not in a cgroup namespace or another group, so the group's
limits hold for it too (tests/core/fio/test_blkio.py checks both).

Everything here is the test's own: the backing file, the loop device (always detached) and
the child group (removed after, its processes first). Each write of a limit restarts the
throttle's time slice, which lets a burst through: change limits in steps, not continuously.
Lowering a limit straight (16 -> 2 MiB/s, kernel 6.18) stalls the group for about 0.6 s: the
kernel charges what the old limit let through in the slice at the new rate; writing 0 (no
limit) first and then the new one continues at the new rate at once (measured with fio).
"""
from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

BLKIO = Path("/sys/fs/cgroup/blkio")
KNOBS = ("read_bps", "write_bps", "read_iops", "write_iops")
SECTOR = 512  # /sys/block/*/stat counts 512-byte sectors whatever the device's block size


def available() -> str | None:
    """Why a throttled loop device cannot be made here, or None when it can."""
    if os.geteuid() != 0:
        return "needs root"
    if not (BLKIO / "blkio.throttle.write_bps_device").exists():
        return "needs cgroup v1 blkio at /sys/fs/cgroup/blkio"
    return None


@dataclass(frozen=True)
class DiskStat:
    """The counters of /sys/block/NAME/stat a controller needs."""

    read_bytes: int
    written_bytes: int
    in_flight: int
    io_ticks_ms: int  # milliseconds the device had I/O in flight
    writes: int = 0  # write requests completed


@dataclass
class ThrottledLoop:
    """A loop device and the blkio group whose processes' I/O to it is limited."""

    dev: str  # /dev/loopN
    majmin: str  # "7:N"
    group: Path  # /sys/fs/cgroup/blkio/<own child>
    backing: Path

    @property
    def name(self) -> str:
        return os.path.basename(self.dev)

    def limit(self, **limits: int) -> None:
        """Set limits, e.g. limit(write_bps=8 << 20, write_iops=500); 0 removes one.
        Only the knobs named are written (each write restarts that knob's slice)."""
        for knob, value in limits.items():
            if knob not in KNOBS:
                raise ValueError(f"unknown throttle {knob}")
            (self.group / f"blkio.throttle.{knob}_device").write_text(f"{self.majmin} {int(value)}\n")

    def limits(self) -> dict[str, int]:
        """The limits the kernel holds for this device (0 where none)."""
        out = {}
        for knob in KNOBS:
            out[knob] = 0
            for line in (self.group / f"blkio.throttle.{knob}_device").read_text().splitlines():
                dev, _, value = line.partition(" ")
                if dev == self.majmin:
                    out[knob] = int(value)
        return out

    def wrap(self, argv: list[str]) -> list[str]:
        """argv run with its process placed in the group first (then exec'd: same pid)."""
        procs = self.group / "cgroup.procs"
        return ["sh", "-c", f'echo $$ > {procs} && exec "$@"', "sh", *argv]

    def run(self, argv: list[str], **kw) -> subprocess.CompletedProcess:
        kw.setdefault("capture_output", True)
        kw.setdefault("text", True)
        return subprocess.run(self.wrap(argv), **kw)

    def popen(self, argv: list[str], **kw) -> subprocess.Popen:
        return subprocess.Popen(self.wrap(argv), **kw)

    def pids(self) -> list[int]:
        return [int(p) for p in (self.group / "cgroup.procs").read_text().split()]

    def stat(self) -> DiskStat:
        f = (Path("/sys/block") / self.name / "stat").read_text().split()
        return DiskStat(int(f[2]) * SECTOR, int(f[6]) * SECTOR, int(f[8]), int(f[9]), int(f[4]))

    def group_bytes(self) -> tuple[int, int]:
        """(read, written) bytes the group's processes issued to this device."""
        r = w = 0
        for line in (self.group / "blkio.throttle.io_service_bytes").read_text().splitlines():
            parts = line.split()
            if len(parts) == 3 and parts[0] == self.majmin:
                if parts[1] == "Read":
                    r = int(parts[2])
                elif parts[1] == "Write":
                    w = int(parts[2])
        return r, w


def _empty_group(group: Path, timeout: float = 10.0) -> None:
    """Kill what is left in the group (only our own processes are ever put there) and wait
    until it is empty: a group with processes cannot be removed."""
    end = time.monotonic() + timeout
    while True:
        try:
            pids = [int(p) for p in (group / "cgroup.procs").read_text().split()]
        except FileNotFoundError:
            return
        if not pids:
            return
        for pid in pids:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        if time.monotonic() > end:
            raise RuntimeError(f"blkio group {group} still holds {pids}")
        time.sleep(0.05)


@contextlib.contextmanager
def throttled_loop(directory: str | os.PathLike, size: int = 64 << 20) -> Iterator[ThrottledLoop]:
    """A loop device on a sparse file of `size` bytes in `directory` and a fresh blkio child
    group with no limits yet. Detached, removed and deleted afterwards, even on failure."""
    why = available()
    if why:
        raise RuntimeError(why)
    backing = Path(directory) / f"refdrive-{uuid.uuid4().hex[:8]}.img"
    with open(backing, "wb") as f:
        f.truncate(size)
    dev = group = None
    try:
        dev = subprocess.run(["losetup", "-f", "--show", str(backing)], capture_output=True, text=True,
                             check=True).stdout.strip()
        majmin = (Path("/sys/block") / os.path.basename(dev) / "dev").read_text().strip()
        group = BLKIO / f"fioscope-test-{os.getpid()}-{uuid.uuid4().hex[:8]}"
        group.mkdir()
        yield ThrottledLoop(dev, majmin, group, backing)
    finally:
        try:
            if group is not None and group.exists():
                _empty_group(group)
                group.rmdir()
        finally:
            if dev:
                subprocess.run(["losetup", "-d", dev], check=False)
            backing.unlink(missing_ok=True)
