"""The devices a run may destroy are held for the whole run, and are still those devices
before each test starts.

A confirmation is given for a device, but fio is handed a path, once per test. Between two
tests the path could come to name something else: a loop device detached and re-attached to
another file, a node replaced by one with another device's numbers, a stick unplugged and
another plugged in under its name. So on Linux, before the first test, each confirmed device
is opened twice, read-only: once plainly, a descriptor kept until the run ends, and once with
O_EXCL, an exclusive claim of the block device:

- while the claim is held the kernel refuses every other exclusive opener: mount, swapon,
  mkfs, LVM/dm/md, a partitioner; such a holder already there refuses the run (EBUSY), in
  one line, before anything is written;
- while any descriptor is open a loop device cannot be re-attached: detaching it
  (LOOP_CLR_FD, `losetup -d`) only marks it to be cleared at its last close (autoclear),
  and re-attaching it fails with EBUSY; and a disk's device number is not given to another
  disk.

The bundled fio claims each device a job writes or trims itself, exclusively (fio_bin's p4:
it refuses a device in use), and two exclusive claims exclude each other. So the claim is
handed over: check() releases it just before a fio that writes the device starts (the plain
descriptor stays), and claim() takes it back when that fio has ended. A mount in between is
not prevented, but is not written either: fio's claim fails and fio writes nothing, or
check() cannot take the claim back and stops the run. Tests that only read keep the claim.

Before each test, check() also compares what the path names now with what is held: the
node's device number, the size, a loop device's backing file (device and inode, offset,
size limit) and whether a detach was asked for, and the serial number. A difference stops
the run before fio starts (DeviceChanged). The held numbers also go to the sandbox
(Confinement.pinned), which refuses to start fio when a node names another device.

On Windows there is no claim on \\\\.\\PhysicalDriveN that leaves fio able to open it, so
nothing is held: check() compares the disk's serial number and size (one Get-Disk per test)
with what they were at the start. Elsewhere nothing is checked.
"""
from __future__ import annotations

import errno
import os
import re
import stat
import struct
import subprocess
import sys
import time
from dataclasses import dataclass, field
from typing import Callable, Iterable

from app.core.errors import DeviceChanged, FioscopeError, InputError
from app.core.fio.jobspec import JobSpec
from app.core.targets.identity import disk_serial
from app.core.targets.safety import SafetyRefused, device_identity
from app.core.units import human_bytes
from app.core.words import Msg, Size

if sys.platform == "win32":  # nothing is held there, so no ioctl is made
    fcntl = None
else:
    import fcntl

LOOP_MAJOR = 7
LOOP_GET_STATUS64 = 0x4C05
BLKGETSIZE64 = 0x80081272  # _IOR(0x12, 114, size_t)
LO_FLAGS_AUTOCLEAR = 4
_LOOP_INFO64 = struct.Struct("=QQQQQIIII64s64s32sQQ")  # struct loop_info64, 232 bytes


@dataclass(frozen=True)
class HeldDevice:
    """One confirmed device as it was when the run took hold of it."""

    path: str
    fd: int | None  # a plain (not exclusive) descriptor, open all run long (None on Windows)
    rdev: int
    size: int
    serial: str | None
    # A loop device's backing file (st_dev, st_ino), offset and size limit; None otherwise.
    loop: tuple[int, int, int, int] | None = None
    autoclear: bool = False  # a detach asked for before the run (or set up that way)


def _loop_status(fd: int) -> tuple[tuple[int, int, int, int], bool, str]:
    """(backing (dev, ino, offset, sizelimit), autoclear, backing file name) of a loop
    device, through its descriptor (not its path, which could name another device now)."""
    buf = bytearray(_LOOP_INFO64.size)
    fcntl.ioctl(fd, LOOP_GET_STATUS64, buf)
    dev, ino, _, offset, limit, _, _, _, flags, name, *_ = _LOOP_INFO64.unpack(buf)
    return (dev, ino, offset, limit), bool(flags & LO_FLAGS_AUTOCLEAR), os.fsdecode(name.split(b"\0")[0])


def _size(fd: int) -> int:
    buf = bytearray(8)
    fcntl.ioctl(fd, BLKGETSIZE64, buf)
    return struct.unpack("=Q", buf)[0]


def _numbers(rdev: int) -> str:
    return f"{os.major(rdev)}:{os.minor(rdev)}"


def _claim(held: HeldDevice) -> int | None:
    """An exclusive descriptor of the held device, opened through the run's own descriptor
    (never the path, which may name another device by now); None while someone else has it."""
    try:
        return os.open(f"/proc/self/fd/{held.fd}", os.O_RDONLY | os.O_EXCL | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return None


def hold_linux(path: str) -> tuple[HeldDevice, int]:
    """Open the device exclusively, read-only (the claim needs read access only, which a user
    granted the device has), and once more without the claim, which is kept while fio has the
    claim; record what it is. The node is lstat'ed before it is opened: opening a character
    device can act (a watchdog), and a FIFO would block. Returns (held, exclusive fd)."""
    try:
        st = os.lstat(path)
    except OSError as e:
        raise InputError(Msg("device %1 is gone (%2)", path, str(e.strerror)), Msg("nothing was written")) from None
    if not stat.S_ISBLK(st.st_mode):
        raise DeviceChanged(Msg("%1 is no longer a block device", path), Msg("nothing was written"))
    try:
        claim = os.open(path, os.O_RDONLY | os.O_EXCL | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError as e:
        if e.errno == errno.EBUSY:
            raise SafetyRefused(Msg("%1 is in use (mounted, swap or held by another program)", path),
                                Msg("nothing was written; free it and run again")) from None
        raise InputError(Msg("cannot hold %1 for the run: %2", path, str(e.strerror)), Msg("nothing was written")) from None
    fd = None
    try:
        rdev = os.fstat(claim).st_rdev
        if rdev != st.st_rdev:  # the node changed between the look and the open
            raise DeviceChanged(Msg("%1 changed while it was opened (%2, now %3)", path, _numbers(st.st_rdev),
                                    _numbers(rdev)), Msg("nothing was written"))
        fd = os.open(f"/proc/self/fd/{claim}", os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
        loop, autoclear = None, False
        if os.major(rdev) == LOOP_MAJOR:
            try:
                loop, autoclear, _ = _loop_status(fd)
            except OSError as e:  # ENXIO: a loop device bound to no file
                raise InputError(Msg("cannot hold %1 for the run: %2", path, str(e.strerror)), Msg("nothing was written")) from None
        return HeldDevice(path, fd, rdev, _size(fd), disk_serial(rdev), loop, autoclear), claim
    except BaseException:
        for x in (fd, claim):
            if x is not None:
                os.close(x)
        raise


def check_linux(held: HeldDevice) -> None:
    """Raise DeviceChanged when the path no longer names the device held (see module doc)."""
    path, fd = held.path, held.fd
    assert fd is not None  # Linux holds a descriptor (None on Windows only)
    try:
        st = os.stat(path)
    except OSError as e:
        raise DeviceChanged(Msg("%1 is gone (%2)", path, str(e.strerror))) from None
    if not stat.S_ISBLK(st.st_mode) or st.st_rdev != held.rdev:
        now = _numbers(st.st_rdev) if stat.S_ISBLK(st.st_mode) else Msg("not a block device")
        raise DeviceChanged(Msg("%1 now names another device (%2, confirmed %3)", path, now, _numbers(held.rdev)))
    if held.loop is not None:
        try:
            loop, autoclear, name = _loop_status(fd)
        except OSError:
            raise DeviceChanged(Msg("%1 was detached during the run", path)) from None
        if loop != held.loop:
            raise DeviceChanged(Msg("%1 is now a loop device on %2", path, name) if name else
                                Msg("%1 is now a loop device on another file", path))
        if autoclear and not held.autoclear:
            # LOOP_CLR_FD while the run holds it: the kernel defers the detach to the last close.
            raise DeviceChanged(Msg("%1 was detached during the run (its detach waits for the run to let go)", path))
    size = _size(fd)
    if size != held.size:
        raise DeviceChanged(Msg("%1 changed size during the run (%2, now %3)", path, Size(held.size), Size(size)))
    serial = disk_serial(held.rdev)
    if serial != held.serial:
        raise DeviceChanged(Msg("%1 now reports another serial number (%2, confirmed %3)", path,
                                serial or Msg("none"), held.serial or Msg("none")))


def windows_disk(path: str, run: Callable = subprocess.run) -> tuple[str | None, int]:
    """(serial number, size in bytes) of \\\\.\\PhysicalDriveN: one Get-Disk, about a second."""
    from app.core.targets import windows  # Windows only

    m = re.fullmatch(r"\\\\[.?]\\PhysicalDrive(\d+)", path, re.IGNORECASE)  # either device-path prefix
    if not m:
        raise InputError(f"{path} is not a Windows disk path", r"expected \\.\PhysicalDriveN")
    command = windows.GET_DISK.replace("Get-Disk |", f"Get-Disk -Number {int(m.group(1))} |", 1)
    out = windows._run_powershell(run, windows._powershell(), command, "Get-Disk")
    disks = windows.parse_windows(out, "", "", "").disks
    if not disks:
        raise DeviceChanged(f"{path} is gone")
    return disks[0].serial, disks[0].size_bytes


def written(specs: Iterable[JobSpec]) -> set[str]:
    """The devices fio claims for these jobs, by their real paths: those a job may write or
    trim. fio goes by the job's mode, so a read/write mix with rwmixread=100 counts too."""
    return {os.path.realpath(p) for spec in specs for p, writes in spec.devices()
            if writes or (not spec.jobfile and spec.rw not in ("read", "randread"))}


@dataclass
class DeviceHold:
    """The run's confirmed devices, held from open() to close(); see the module doc."""

    paths: tuple[str, ...]
    platform: str = sys.platform
    query_windows: Callable[[str], tuple[str | None, int]] = windows_disk
    held: list[HeldDevice] = field(default_factory=list)
    claims: dict[str, int] = field(default_factory=dict)  # path -> exclusive descriptor, while Fioscope has it
    # What each path was when the hold was planned (the run took its confirmations then):
    # a device changed between that and open() is refused like one changed mid-run.
    planned: dict[str, tuple] = field(default_factory=dict)
    reclaim_s: float = 2.0  # how long check() waits for the last fio's claim to go

    def __post_init__(self) -> None:
        self.paths = tuple(sorted(self.paths))
        if self.platform.startswith("linux"):
            self.planned = {p: device_identity(p) for p in self.paths}

    def open(self) -> None:
        """Take hold of every device; on any failure nothing stays held."""
        try:
            for path in self.paths:
                if self.platform.startswith("linux"):
                    held, self.claims[path] = hold_linux(path)
                    self.held.append(held)
                    if device_identity(path) != self.planned[path]:
                        raise DeviceChanged(Msg("%1 is no longer the device confirmed for this run", path),
                                            Msg("nothing was written"))
                elif self.platform == "win32":
                    serial, size = self.query_windows(path)
                    self.held.append(HeldDevice(path, None, 0, size, serial))
        except BaseException:
            self.close()
            raise

    def check(self, specs: Iterable[JobSpec] = ()) -> None:
        """Before each fio start: take back the claims the last fio had, raise DeviceChanged
        when a device is not the one held, then hand the claim of each device these jobs
        write over to fio, which claims it itself (two exclusive opens exclude each other);
        the run's plain descriptor stays open meanwhile."""
        for held in self.held:
            if held.fd is None:
                self._check_windows(held)
                continue
            deadline = time.monotonic() + self.reclaim_s
            while held.path not in self.claims:
                claim = _claim(held)
                if claim is not None:
                    self.claims[held.path] = claim
                elif time.monotonic() >= deadline:  # the last fio is gone: someone else took it
                    raise DeviceChanged(Msg("%1 was taken during the run (mounted, swap or held by another program)",
                                            held.path))
                else:
                    time.sleep(0.02)
            check_linux(held)
        for path in written(specs) & set(self.claims):
            os.close(self.claims.pop(path))

    def claim(self) -> None:
        """After fio: take back the claims fio had. Never raises: a claim another program
        got meanwhile stops the run at the next check()."""
        for held in self.held:
            if held.fd is not None and held.path not in self.claims:
                claim = _claim(held)
                if claim is not None:
                    self.claims[held.path] = claim

    def _check_windows(self, held: HeldDevice) -> None:
        try:
            serial, size = self.query_windows(held.path)
        except DeviceChanged:
            raise
        except FioscopeError as e:  # a failed Get-Disk: the disk cannot be vouched for
            raise DeviceChanged(f"cannot check that {held.path} is still the confirmed disk: {e.message}") from None
        if (serial, size) != (held.serial, held.size):
            raise DeviceChanged(f"{held.path} is now another disk (serial {serial or 'none'}, "
                                f"{human_bytes(size)}; confirmed {held.serial or 'none'}, {human_bytes(held.size)})")

    @property
    def pinned(self) -> tuple[tuple[str, int], ...]:
        """(path, device number) of each held device, for the sandbox (Confinement.pinned)."""
        return tuple((h.path, h.rdev) for h in self.held if h.fd is not None)

    def close(self) -> None:
        held, self.held = self.held, []
        claims, self.claims = self.claims, {}
        for fd in [*claims.values(), *(h.fd for h in held if h.fd is not None)]:
            os.close(fd)
