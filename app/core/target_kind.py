"""What a target is, on Linux and Windows: the one answer to "is this a device, which one,
how big" that the planner, the job-file reader, the remote gate and the elevated runner share.

It sits at the bottom of the core (nothing here imports the rest of it), so that fio's own
modules (a job file's filename=) and the targets package ask the same question the same way.
"""
from __future__ import annotations

import os
import stat
import struct
import sys
from enum import Enum

from app.core.errors import InputError
from app.core.words import Msg


class TargetKind(str, Enum):
    """A test file (in a directory the user picked) or a raw device. A str, so stored runs
    (kind "file"/"device") and comparisons with those words keep working."""

    FILE = "file"
    DEVICE = "device"

    def __str__(self) -> str:
        return self.value


def _unescaped(path: str) -> str:
    return path.replace("\\:", ":")  # fio's escaped colon in a filename=


def is_device_name(path: str) -> bool:
    """A device by its name alone (/dev/..., \\\\.\\...): a path of another machine (a fio
    server's), or one that is meant as a device here and refused as one when it is missing."""
    p = _unescaped(path)
    return p.startswith("/dev/") or p.startswith("\\\\.\\")


def is_block_device(path: str) -> bool:
    try:
        return stat.S_ISBLK(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


def is_device_path(path: str) -> bool:
    """A device on this machine: a block device node, or a device name that is not a
    directory (/dev/shm is a directory: a test file goes there)."""
    return is_block_device(path) or (is_device_name(path) and not os.path.isdir(path))


def kind_of(path: str) -> TargetKind:
    return TargetKind.DEVICE if is_device_path(path) else TargetKind.FILE


def device_name(path: str) -> str:
    """Which device: the kernel's name on Linux (sda, nvme0n1, loop3, through any link),
    PhysicalDriveN on Windows."""
    if _unescaped(path).startswith("\\\\.\\"):
        return _unescaped(path)[4:]
    return os.path.basename(os.path.realpath(path))


def device_size(path: str) -> int:
    """Size in bytes of a block device, without opening it for I/O: sysfs on Linux, the
    drive geometry IOCTL (no access rights needed) on Windows."""
    if sys.platform == "win32":
        return _windows_size(path)
    try:
        with open(f"/sys/class/block/{device_name(path)}/size") as f:
            return int(f.read()) * 512
    except (OSError, ValueError):
        raise InputError(Msg("cannot read the size of %1", path)) from None


# IOCTL_DISK_GET_DRIVE_GEOMETRY_EX: FILE_ANY_ACCESS, so a handle opened with no access rights
# (which needs no administrator) may ask it; DISK_GEOMETRY_EX is a 24-byte DISK_GEOMETRY then
# the disk size (LARGE_INTEGER).
_IOCTL_DISK_GET_DRIVE_GEOMETRY_EX = 0x000700A0


def geometry_size(buffer: bytes) -> int:
    """The disk size from a DISK_GEOMETRY_EX buffer."""
    if len(buffer) < 32:
        raise InputError(Msg("the drive geometry answer is too short"))
    return struct.unpack_from("<q", buffer, 24)[0]


def _windows_size(path: str) -> int:
    import ctypes  # Windows only: the module is imported on Linux too
    from ctypes import wintypes

    k32 = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined]  # ctypes' Windows-only name: typeshed has it for win32 only
    k32.CreateFileW.restype = wintypes.HANDLE
    share = 0x1 | 0x2  # FILE_SHARE_READ | FILE_SHARE_WRITE
    handle = k32.CreateFileW(_unescaped(path), 0, share, None, 3, 0, None)  # OPEN_EXISTING
    if handle in (None, wintypes.HANDLE(-1).value):
        raise InputError(Msg("cannot read the size of %1", path))
    try:
        buf = ctypes.create_string_buffer(256)
        got = wintypes.DWORD()
        if not k32.DeviceIoControl(handle, _IOCTL_DISK_GET_DRIVE_GEOMETRY_EX, None, 0, buf, len(buf),
                                   ctypes.byref(got), None):
            raise InputError(Msg("cannot read the size of %1", path))
        return geometry_size(buf.raw[:got.value])
    finally:
        k32.CloseHandle(handle)
