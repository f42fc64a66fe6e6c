"""Page cache, dirty/writeback memory, the target device's own I/O counters and readahead.

A buffered result may come from RAM, and readahead turns many small reads into few large
device I/Os: comparing what fio issued with what the device saw in the same interval
shows it (seed 003, parts 5 and 6).
"""
from __future__ import annotations

import os
import stat
import sys
from dataclasses import dataclass
from pathlib import Path

from app.core.errors import FioscopeError
from app.core.fio.jobspec import MIXED

BLKFLSBUF = 0x1261  # <linux/fs.h>: flush a block device's buffer cache
SECTOR = 512  # /proc/diskstats counts 512-byte sectors whatever the device's sector size


@dataclass(frozen=True)
class MemInfo:
    total: int
    available: int
    cached: int  # page cache (Cached), bytes
    dirty: int
    writeback: int


def read_meminfo(path: str = "/proc/meminfo") -> MemInfo | None:
    if sys.platform == "win32" and path == "/proc/meminfo":  # a file the caller names is parsed anywhere
        from app.core import cache_windows
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


@dataclass(frozen=True)
class DiskCounters:
    reads: int
    read_merged: int
    read_bytes: int
    writes: int
    write_merged: int
    write_bytes: int
    in_flight: int


def read_diskstats(name: str, path: str = "/proc/diskstats") -> DiskCounters | None:
    if sys.platform == "win32" and path == "/proc/diskstats":
        from app.core import cache_windows
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
        from app.core import cache_windows
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


@dataclass(frozen=True)
class CacheSample:
    """One fio interval, seen from memory and from the device."""

    t_s: float
    cached: int
    dirty: int
    writeback: int
    fio_read_ios: float  # issued by fio in the interval
    fio_write_ios: float
    fio_read_bytes: float
    dev_reads: int  # completed by the device in the interval
    dev_writes: int
    dev_read_bytes: int
    dev_write_bytes: int
    dev_in_flight: int


@dataclass(frozen=True)
class CacheVerdict:
    device: str | None
    read_ahead_kb: int | None
    fio_reads: int
    dev_reads: int
    fio_read_bytes: int
    dev_read_bytes: int
    fio_writes: int
    dev_writes: int
    fio_write_bytes: int
    dev_write_bytes: int
    from_ram_pct: float | None  # share of read bytes the device did not deliver
    unwritten_pct: float | None  # share of written bytes not on the device when the test ended
    message: str

    @property
    def measures_ram(self) -> bool:
        return any(p is not None and p >= 50.0 for p in (self.from_ram_pct, self.unwritten_pct))


class CacheTracker:
    """Samples memory and the target device alongside fio's intervals."""

    def __init__(self, target_path: str, meminfo: str = "/proc/meminfo",
                 diskstats: str = "/proc/diskstats", sys_root: str = "/sys") -> None:
        self.device = device_for_path(target_path, sys_root)
        self.read_ahead_kb = read_ahead_kb(self.device, sys_root) if self.device else None
        self._meminfo, self._diskstats = meminfo, diskstats
        self._first = self._prev = self._counters()
        self.samples: list[CacheSample] = []
        self._fio = [0.0, 0.0, 0.0, 0.0]  # reads, writes, read bytes, write bytes issued

    def _counters(self) -> DiskCounters | None:
        return read_diskstats(self.device, self._diskstats) if self.device else None

    def sample(self, t_s: float, dt_s: float, read_iops: float, write_iops: float,
               read_bps: float, write_bps: float) -> CacheSample:
        mem = read_meminfo(self._meminfo) or MemInfo(0, 0, 0, 0, 0)
        cur = self._counters()
        prev = self._prev
        d = (lambda a, b: a - b) if cur and prev else (lambda a, b: 0)
        fio = (read_iops * dt_s, write_iops * dt_s, read_bps * dt_s, write_bps * dt_s)
        self._fio = [x + y for x, y in zip(self._fio, fio)]
        s = CacheSample(t_s, mem.cached, mem.dirty, mem.writeback, fio[0], fio[1], fio[2],
                        d(cur.reads, prev.reads) if cur and prev else 0,
                        d(cur.writes, prev.writes) if cur and prev else 0,
                        d(cur.read_bytes, prev.read_bytes) if cur and prev else 0,
                        d(cur.write_bytes, prev.write_bytes) if cur and prev else 0,
                        cur.in_flight if cur else 0)
        self._prev = cur
        self.samples.append(s)
        return s

    def verdict(self, fio_reads: int | None = None, fio_read_bytes: int | None = None,
                fio_writes: int | None = None, fio_write_bytes: int | None = None) -> CacheVerdict:
        """Totals over the whole test; pass fio's exact totals when the test has ended."""
        end = self._counters()
        start = self._first
        dev_reads = end.reads - start.reads if end and start else 0
        dev_rbytes = end.read_bytes - start.read_bytes if end and start else 0
        dev_writes = end.writes - start.writes if end and start else 0
        dev_wbytes = end.write_bytes - start.write_bytes if end and start else 0
        f_wbytes = int(round(self._fio[3])) if fio_write_bytes is None else fio_write_bytes
        f_reads = int(round(self._fio[0])) if fio_reads is None else fio_reads
        f_rbytes = int(round(self._fio[2])) if fio_read_bytes is None else fio_read_bytes
        f_writes = int(round(self._fio[1])) if fio_writes is None else fio_writes
        note = f"; {n}" if (n := _memory_note()) else ""
        if not self.device:
            return CacheVerdict(None, None, f_reads, 0, f_rbytes, 0, f_writes, 0, f_wbytes, 0, None, None,
                                "no block device behind this target: cache effects cannot be measured" + note)
        pct = wpct = None
        parts = []
        if f_rbytes > 0:
            pct = max(0.0, min(100.0, (f_rbytes - dev_rbytes) / f_rbytes * 100))
            msg = f"fio issued {f_reads:,} reads, the device ({self.device}) saw {dev_reads:,}"
            if dev_reads:
                msg += f" (average device read {dev_rbytes / dev_reads / 1024:.0f} KiB)"
            if pct >= 50:
                msg += f"; {pct:.0f}% of the bytes read came from RAM, not the disk"
            if dev_reads > 2 * f_reads + 64 and dev_rbytes > 2 * f_rbytes + (1 << 20):
                # Readahead makes device reads fewer, not more: this is someone else's I/O.
                msg += (f"; the device also served other reads meanwhile ({dev_reads - f_reads:,} more than "
                        "fio issued): on a busy disk these counts are approximate")
            parts.append(msg)
        if f_wbytes > 0:
            wpct = max(0.0, min(100.0, (f_wbytes - dev_wbytes) / f_wbytes * 100))
            msg = f"fio issued {f_writes:,} writes, the device ({self.device}) saw {dev_writes:,}"
            if wpct >= 50:
                msg += f"; {wpct:.0f}% of the bytes written were still in RAM when the test ended"
            if dev_wbytes > 2 * f_wbytes + (1 << 20):
                msg += (f"; the device also wrote {(dev_wbytes - f_wbytes) / 2**20:,.0f} MiB that fio did not "
                        "(other I/O, or filesystem metadata): these counts are approximate")
            parts.append(msg)
        return CacheVerdict(self.device, self.read_ahead_kb, f_reads, dev_reads, f_rbytes, dev_rbytes,
                            f_writes, dev_writes, f_wbytes, dev_wbytes, pct, wpct,
                            ("; ".join(parts) or "no I/O") + note)


def _memory_note() -> str | None:
    """What the live memory figures lack: on Windows, dirty pages when PDH fails."""
    if sys.platform != "win32":
        return None
    from app.core import cache_windows
    return cache_windows.memory_note()


def _mib(n: float) -> str:
    return f"{n / 2**30:.1f} GiB" if n >= 2**30 else f"{n / 2**20:.0f} MiB"


def cache_line(s: CacheSample, device: str | None, read_ahead: int | None = None) -> str:
    """One interval in a line: memory, then what fio issued against what the device did."""
    mem = f"page cache {_mib(s.cached)}, dirty {_mib(s.dirty)}, writeback {_mib(s.writeback)}"
    if not device:
        return mem
    ra = f" (readahead {read_ahead} KiB)" if read_ahead is not None else ""
    io = []
    if s.fio_read_ios or s.dev_reads:
        io.append(f"reads fio {s.fio_read_ios:,.0f} / {device} {s.dev_reads:,}")
    if s.fio_write_ios or s.dev_writes:
        io.append(f"writes fio {s.fio_write_ios:,.0f} / {device} {s.dev_writes:,}")
    return mem + " · " + (", ".join(io) or f"{device} idle") + ra


def run_warnings(spec, mem: MemInfo | None = None) -> list[str]:
    """What makes a result measure RAM rather than the disk, said before the run."""
    out = []
    mem = mem or read_meminfo()
    extra = {k.lstrip("-"): v for k, v in spec.extra}
    if not spec.direct and spec.size and mem and spec.size < mem.total:
        reads = not spec.writes or spec.rw in MIXED
        what = ("reads may come from the page cache and writes stay in it" if reads and spec.writes else
                "writes may stay in the page cache without reaching the disk" if spec.writes else
                "reads may come from the page cache")
        out.append(f"buffered I/O on {spec.size / 2**30:.1f} GiB with {mem.total / 2**30:.1f} GiB of RAM: "
                   f"{what}; use direct I/O or a test larger than RAM")
    if extra.get("invalidate") == "0":
        out.append("invalidate=0: fio keeps the file's cached pages, so reads may come from RAM")
    if spec.target.kind == "file":
        try:
            fstype = _fstype_of(existing_ancestor(os.path.dirname(spec.target.path) or "."))
        except OSError:
            fstype = None
        if fstype in ("tmpfs", "ramfs"):
            out.append(f"the target is on {fstype}: this measures RAM, not a disk")
    return out


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
