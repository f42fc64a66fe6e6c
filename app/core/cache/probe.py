"""Reading memory, a path's device and its readahead from the OS, and emptying caches.

Linux reads /proc and /sys; on Windows the same calls go to cache.windows (imported only there).
"""
from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

from app.core.cache.model import DiskCounters, MemInfo
from app.core.errors import FioscopeError

BLKFLSBUF = 0x1261  # <linux/fs.h>: flush a block device's buffer cache


SECTOR = 512  # /proc/diskstats counts 512-byte sectors whatever the device's sector size


def read_meminfo(path: str = "/proc/meminfo") -> MemInfo | None:
    if sys.platform == "win32" and path == "/proc/meminfo":  # a file the caller names is parsed anywhere
        from app.core.cache import windows as cache_windows
        return cache_windows.read_meminfo()
    try:
        fields = {}
        for line in Path(path).read_text().splitlines():
            key, _, rest = line.partition(":")
            fields[key] = int(rest.split()[0]) * 1024
    except (OSError, ValueError, IndexError):
        return None
    return MemInfo(fields.get("MemTotal", 0), fields.get("MemAvailable", 0), fields.get("Cached", 0),
                   fields.get("Dirty", 0), fields.get("Writeback", 0))


def read_diskstats(name: str, path: str = "/proc/diskstats") -> DiskCounters | None:
    if sys.platform == "win32" and path == "/proc/diskstats":
        from app.core.cache import windows as cache_windows
        return cache_windows.read_disk_counters(name)
    try:
        for line in Path(path).read_text().splitlines():
            f = line.split()
            if len(f) >= 14 and f[2] == name:
                return DiskCounters(int(f[3]), int(f[4]), int(f[5]) * SECTOR, int(f[7]), int(f[8]),
                                    int(f[9]) * SECTOR, int(f[11]))
    except (OSError, ValueError):
        return None
    return None


def probe_path(path: str, kind: str = "file") -> str:
    """Where to look for the drive behind a target: a device, or a file that may not exist
    yet (its directory names the same device)."""
    return path if not path or kind == "device" or os.path.exists(path) else os.path.dirname(path) or "."


def existing_ancestor(path: str) -> str:
    """The path, or its nearest parent that exists."""
    while not os.path.lexists(path) and os.path.dirname(path) not in ("", path):
        path = os.path.dirname(path)
    return path


def device_for_path(path: str, sys_root: str = "/sys") -> str | None:
    """Kernel name of the whole block device behind a path: 'loop3' for /dev/loop3,
    'vda' for a file on /dev/vda1. None where it cannot be told (tmpfs, network).
    On Windows 'PhysicalDrive3' for \\\\.\\PhysicalDrive3 or a file on a volume of that disk."""
    if sys.platform == "win32":
        from app.core.cache import windows as cache_windows
        return cache_windows.device_for_path(path)
    path = existing_ancestor(path)  # a run's directory is made only when the run starts
    try:
        st = os.stat(path)
    except OSError:
        return None
    dev = st.st_rdev if stat.S_ISBLK(st.st_mode) else st.st_dev
    link = Path(sys_root) / "dev" / "block" / f"{os.major(dev)}:{os.minor(dev)}"
    try:
        real = link.resolve(strict=True)
    except OSError:
        return None
    if (real / "partition").exists():
        real = real.parent  # a partition's directory sits inside its disk's
    return real.name if (real / "queue").exists() else None


def read_ahead_kb(name: str, sys_root: str = "/sys") -> int | None:
    if sys.platform == "win32":
        return None  # Windows has no per-disk readahead setting
    try:
        return int((Path(sys_root) / "block" / name / "queue" / "read_ahead_kb").read_text())
    except (OSError, ValueError):
        return None


def set_read_ahead_kb(name: str, kb: int, sys_root: str = "/sys") -> None:
    p = Path(sys_root) / "block" / name / "queue" / "read_ahead_kb"
    try:
        p.write_text(f"{int(kb)}\n")
    except PermissionError:
        raise FioscopeError(f"setting readahead of {name} needs root", "run the privileged helper")
    except OSError as e:
        raise FioscopeError(f"cannot set readahead of {name}: {e.strerror}")


class ReadaheadOverride:
    """Set a device's readahead for a run; the previous value comes back whatever happens."""

    def __init__(self, name: str, kb: int, sys_root: str = "/sys") -> None:
        self.name, self.kb, self.sys_root = name, kb, sys_root
        self.previous: int | None = None

    def __enter__(self) -> "ReadaheadOverride":
        self.previous = read_ahead_kb(self.name, self.sys_root)
        if self.previous is None:
            raise FioscopeError(f"{self.name} has no readahead setting")
        set_read_ahead_kb(self.name, self.kb, self.sys_root)
        return self

    def __exit__(self, *exc) -> None:
        if self.previous is not None:
            set_read_ahead_kb(self.name, self.previous, self.sys_root)


def drop_file_cache(path: str) -> None:
    """Evict one file's pages (no root needed); fio's invalidate=1 does the same per job."""
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)  # dirty pages cannot be evicted until written
        os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
    finally:
        os.close(fd)


def drop_device_cache(device_path: str) -> None:
    """Flush a block device's buffer cache (BLKFLSBUF, root): that device only."""
    import fcntl  # POSIX only

    fd = os.open(device_path, os.O_RDONLY)
    try:
        fcntl.ioctl(fd, BLKFLSBUF, 0)
    finally:
        os.close(fd)


def drop_system_caches() -> None:
    """Drop the whole page cache (root). Never used by tests: it disturbs the machine."""
    if sys.platform != "linux":
        raise FioscopeError("dropping caches is Linux only",
                            "Windows gives a user no supported way to empty its file cache; use direct I/O "
                            "(the default: direct=1 opens with FILE_FLAG_NO_BUFFERING, which bypasses it)")
    os.sync()
    try:
        Path("/proc/sys/vm/drop_caches").write_text("3\n")
    except PermissionError:
        raise FioscopeError("dropping caches needs root", "run the privileged helper")


def _fstype_of(path: str) -> str | None:
    """Filesystem type of the mount holding path, from /proc/self/mounts (Linux)."""
    best, fstype = "", None
    real = os.path.realpath(path)
    try:
        lines = Path("/proc/self/mounts").read_text().splitlines()
    except OSError:
        return None
    for line in lines:
        f = line.split()
        if len(f) >= 3:
            mnt = f[1].replace("\\040", " ")
            if (real == mnt or real.startswith(mnt.rstrip("/") + "/")) and len(mnt) >= len(best):
                best, fstype = mnt, f[2]
    return fstype
