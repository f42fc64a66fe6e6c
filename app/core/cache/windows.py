"""Windows sources for the page-cache tracker (app/core/cache.py): memory from
GetPerformanceInfo and the PDH counter \\Cache\\Dirty Pages, the disk behind a path from the
volume's disk extents, the disk's I/O counters from psutil. Windows has no readahead setting.

ctypes only, and nothing Windows-specific at import time: the structures and the parsers are
plain Python, so the tests check them on any system; the DLLs are loaded on first use. The
structures are the Win64 layout, checked against a C probe compiled with the Windows headers
(tests/data/windows/probe/cache_probe.c).
"""
from __future__ import annotations

import ctypes
import functools
import os
import re
import sys
import threading
from collections.abc import Mapping
from ctypes import c_double, c_int, c_int64, c_size_t, c_uint32, c_void_p, c_wchar_p

from app.core.cache.model import DiskCounters, MemInfo

IOCTL_VOLUME_GET_VOLUME_DISK_EXTENTS = 0x00560000  # <winioctl.h>, FILE_ANY_ACCESS: no rights needed
PDH_FMT_LARGE = 0x00000400
PDH_CSTATUS_VALID_DATA, PDH_CSTATUS_NEW_DATA = 0x0, 0x1
DIRTY_PAGES_COUNTER = "\\Cache\\Dirty Pages"  # English name: PdhAddEnglishCounterW takes it on any locale
FILE_SHARE_READ, FILE_SHARE_WRITE, OPEN_EXISTING = 0x1, 0x2, 3
INVALID_HANDLE_VALUE = c_void_p(-1).value
MAX_EXTENTS = 16


class PERFORMANCE_INFORMATION(ctypes.Structure):  # <psapi.h>; the SIZE_T counts are in pages
    _fields_ = [("cb", c_uint32), ("CommitTotal", c_size_t), ("CommitLimit", c_size_t),
                ("CommitPeak", c_size_t), ("PhysicalTotal", c_size_t), ("PhysicalAvailable", c_size_t),
                ("SystemCache", c_size_t), ("KernelTotal", c_size_t), ("KernelPaged", c_size_t),
                ("KernelNonpaged", c_size_t), ("PageSize", c_size_t), ("HandleCount", c_uint32),
                ("ProcessCount", c_uint32), ("ThreadCount", c_uint32)]


class DISK_EXTENT(ctypes.Structure):  # <winioctl.h>; LARGE_INTEGER is a signed 64-bit integer
    _fields_ = [("DiskNumber", c_uint32), ("StartingOffset", c_int64), ("ExtentLength", c_int64)]


class VOLUME_DISK_EXTENTS(ctypes.Structure):  # a variable-length array of extents follows Extents[0]
    _fields_ = [("NumberOfDiskExtents", c_uint32), ("Extents", DISK_EXTENT * 1)]


class _PdhValue(ctypes.Union):
    _fields_ = [("longValue", ctypes.c_int32), ("doubleValue", c_double), ("largeValue", c_int64),
                ("AnsiStringValue", c_void_p), ("WideStringValue", c_void_p)]


class PDH_FMT_COUNTERVALUE(ctypes.Structure):  # <pdh.h>
    _anonymous_ = ("u",)
    _fields_ = [("CStatus", c_uint32), ("u", _PdhValue)]


# ---- pure parts: bytes and numbers in, the tracker's records out ----

def meminfo_from_performance(pi: PERFORMANCE_INFORMATION, dirty_pages: int) -> MemInfo:
    """SystemCache is the system working set plus the standby list, the nearest thing Windows
    has to Linux's Cached. Writeback is 0: Windows has no figure for pages being written;
    the cache manager's lazy writer takes dirty pages straight to the disk."""
    page = pi.PageSize
    return MemInfo(pi.PhysicalTotal * page, pi.PhysicalAvailable * page, pi.SystemCache * page,
                   dirty_pages * page, 0)


def parse_disk_extents(buf: bytes) -> list[tuple[int, int, int]]:
    """VOLUME_DISK_EXTENTS as the IOCTL returns it: [(disk number, offset, length)] in bytes."""
    head, size = VOLUME_DISK_EXTENTS.Extents.offset, ctypes.sizeof(DISK_EXTENT)
    if len(buf) < ctypes.sizeof(c_uint32):
        raise ValueError(f"VOLUME_DISK_EXTENTS of {len(buf)} bytes")
    count = int.from_bytes(buf[:4], "little")
    if len(buf) < head + count * size:
        raise ValueError(f"VOLUME_DISK_EXTENTS says {count} extents in {len(buf)} bytes")
    extents = (DISK_EXTENT.from_buffer_copy(buf, head + i * size) for i in range(count))
    return [(e.DiskNumber, e.StartingOffset, e.ExtentLength) for e in extents]


def disk_of_extents(extents: list[tuple[int, int, int]]) -> str | None:
    """The one disk a volume lies on; None for a volume spanning several (the I/O of the
    test cannot be told apart from the rest of each disk's) or for none at all."""
    disks = {number for number, _, _ in extents}
    return f"PhysicalDrive{disks.pop()}" if len(disks) == 1 else None


def counters_from_psutil(c) -> DiskCounters:
    """psutil's per-disk counters on Windows have no merged I/Os and no queue depth: 0."""
    return DiskCounters(c.read_count, 0, c.read_bytes, c.write_count, 0, c.write_bytes, 0)


def disk_counters(perdisk: Mapping, name: str) -> DiskCounters | None:
    """One disk out of psutil.disk_io_counters(perdisk=True), keyed 'PhysicalDrive0', ..."""
    c = perdisk.get(name)
    if c is None:
        c = next((v for k, v in perdisk.items() if k.lower() == name.lower()), None)
    return counters_from_psutil(c) if c is not None else None


_PHYSICAL_DRIVE = re.compile(r"\\\\[.?]\\physicaldrive(\d+)", re.IGNORECASE)


def physical_drive(path: str) -> str | None:
    m = _PHYSICAL_DRIVE.fullmatch(path)
    return f"PhysicalDrive{int(m.group(1))}" if m else None


# ---- the live system ----

class PdhError(OSError):
    def __init__(self, step: str, status: int) -> None:
        super().__init__(f"{step} returned 0x{status:08X}")
        self.step, self.status = step, status


@functools.cache
def _kernel32():
    k = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined]  # ctypes' Windows-only name: typeshed has it for win32 only
    k.K32GetPerformanceInfo.argtypes = [ctypes.POINTER(PERFORMANCE_INFORMATION), c_uint32]
    k.K32GetPerformanceInfo.restype = c_int
    for f in (k.GetVolumePathNameW, k.GetVolumeNameForVolumeMountPointW):
        f.argtypes, f.restype = [c_wchar_p, c_wchar_p, c_uint32], c_int
    k.CreateFileW.argtypes = [c_wchar_p, c_uint32, c_uint32, c_void_p, c_uint32, c_uint32, c_void_p]
    k.CreateFileW.restype = c_void_p
    k.DeviceIoControl.argtypes = [c_void_p, c_uint32, c_void_p, c_uint32, c_void_p, c_uint32,
                                  ctypes.POINTER(c_uint32), c_void_p]
    k.DeviceIoControl.restype = c_int
    k.CloseHandle.argtypes, k.CloseHandle.restype = [c_void_p], c_int
    return k


def _win_error() -> OSError:
    return ctypes.WinError(ctypes.get_last_error())  # type: ignore[attr-defined]  # ctypes' Windows-only name: typeshed has it for win32 only


def get_performance_info() -> PERFORMANCE_INFORMATION | None:
    pi = PERFORMANCE_INFORMATION()
    pi.cb = ctypes.sizeof(pi)
    try:
        ok = _kernel32().K32GetPerformanceInfo(ctypes.byref(pi), pi.cb)  # psapi's, in kernel32 since 7
    except (OSError, AttributeError):
        return None
    return pi if ok else None


class DirtyPagesCounter:
    """One PDH query on \\Cache\\Dirty Pages, kept open: each read is one collect."""

    def __init__(self) -> None:
        pdh = ctypes.WinDLL("pdh")  # type: ignore[attr-defined]  # ctypes' Windows-only name: typeshed has it for win32 only
        pdh.PdhOpenQueryW.argtypes = [c_wchar_p, c_size_t, ctypes.POINTER(c_void_p)]
        pdh.PdhAddEnglishCounterW.argtypes = [c_void_p, c_wchar_p, c_size_t, ctypes.POINTER(c_void_p)]
        pdh.PdhCollectQueryData.argtypes = [c_void_p]
        pdh.PdhGetFormattedCounterValue.argtypes = [c_void_p, c_uint32, ctypes.POINTER(c_uint32),
                                                    ctypes.POINTER(PDH_FMT_COUNTERVALUE)]
        pdh.PdhCloseQuery.argtypes = [c_void_p]
        for f in (pdh.PdhOpenQueryW, pdh.PdhAddEnglishCounterW, pdh.PdhCollectQueryData,
                  pdh.PdhGetFormattedCounterValue, pdh.PdhCloseQuery):
            f.restype = c_uint32  # PDH_STATUS, read unsigned to match the documented 0xC0000BB9...
        self._pdh, self._query, self._counter = pdh, c_void_p(), c_void_p()
        self._check("PdhOpenQueryW", pdh.PdhOpenQueryW(None, 0, ctypes.byref(self._query)))
        try:
            self._check("PdhAddEnglishCounterW", pdh.PdhAddEnglishCounterW(
                self._query, DIRTY_PAGES_COUNTER, 0, ctypes.byref(self._counter)))
        except PdhError:
            self.close()
            raise

    @staticmethod
    def _check(step: str, status: int) -> None:
        if status != 0:
            raise PdhError(step, status)

    def read(self) -> int:
        """Dirty pages in the system file cache now (an instantaneous counter: one collect)."""
        self._check("PdhCollectQueryData", self._pdh.PdhCollectQueryData(self._query))
        value = PDH_FMT_COUNTERVALUE()
        self._check("PdhGetFormattedCounterValue", self._pdh.PdhGetFormattedCounterValue(
            self._counter, PDH_FMT_LARGE, None, ctypes.byref(value)))
        if value.CStatus not in (PDH_CSTATUS_VALID_DATA, PDH_CSTATUS_NEW_DATA):
            raise PdhError("PdhGetFormattedCounterValue's CStatus", value.CStatus)
        return value.largeValue

    def close(self) -> None:
        if self._query:
            self._pdh.PdhCloseQuery(self._query)
            self._query = c_void_p()


class WindowsMemory:
    """Memory figures for the tracker; dirty is 0, with a note saying so, when PDH fails."""

    def __init__(self) -> None:
        self.note: str | None = None
        self._lock = threading.Lock()  # the tracker samples from fio's reader thread
        try:
            self._dirty: DirtyPagesCounter | None = DirtyPagesCounter()
        except (OSError, AttributeError) as e:
            self._dirty = None
            self._fail(e)

    def _fail(self, e: Exception) -> None:
        self.note = f"dirty pages shown as 0: {DIRTY_PAGES_COUNTER} unavailable, {e}"

    def read(self) -> MemInfo | None:
        pi = get_performance_info()
        if pi is None:
            return None
        dirty = 0
        with self._lock:
            if self._dirty is not None:
                try:
                    dirty = self._dirty.read()
                except OSError as e:
                    self._fail(e)
        return meminfo_from_performance(pi, dirty)


_memory: WindowsMemory | None = None
_memory_lock = threading.Lock()


def _live_memory() -> WindowsMemory:
    global _memory
    with _memory_lock:
        if _memory is None:
            _memory = WindowsMemory()
        return _memory


def read_meminfo() -> MemInfo | None:
    return _live_memory().read()


def memory_note() -> str | None:
    """What the memory figures lack (the PDH failure), once memory has been read."""
    return _memory.note if _memory is not None else None


def read_disk_counters(name: str) -> DiskCounters | None:
    try:
        import psutil
        perdisk = psutil.disk_io_counters(perdisk=True) or {}
    except (ImportError, OSError, RuntimeError):  # RuntimeError: disk performance counters off
        return None
    return disk_counters(perdisk, name)


def _volume_disk_extents(path: str) -> list[tuple[int, int, int]]:
    """path -> its volume's mount point -> \\\\?\\Volume{GUID} -> the volume's disk extents."""
    k = _kernel32()
    full = os.path.abspath(path)
    mount = ctypes.create_unicode_buffer(max(261, len(full) + 2))
    if not k.GetVolumePathNameW(full, mount, len(mount)):
        raise _win_error()
    volume = ctypes.create_unicode_buffer(64)  # \\?\Volume{GUID}\ is 49 characters
    if not k.GetVolumeNameForVolumeMountPointW(mount.value, volume, len(volume)):
        raise _win_error()
    # Without the trailing backslash CreateFileW opens the volume, not its root directory;
    # access 0 asks for no rights, so this works unelevated.
    h = k.CreateFileW(volume.value.rstrip("\\"), 0, FILE_SHARE_READ | FILE_SHARE_WRITE, None,
                      OPEN_EXISTING, 0, None)
    if h is None or h == INVALID_HANDLE_VALUE:
        raise _win_error()
    try:
        out = ctypes.create_string_buffer(VOLUME_DISK_EXTENTS.Extents.offset
                                          + MAX_EXTENTS * ctypes.sizeof(DISK_EXTENT))
        got = c_uint32()
        if not k.DeviceIoControl(h, IOCTL_VOLUME_GET_VOLUME_DISK_EXTENTS, None, 0, out, len(out),
                                 ctypes.byref(got), None):
            raise _win_error()
        return parse_disk_extents(out.raw[:got.value])
    finally:
        k.CloseHandle(h)


def device_for_path(path: str) -> str | None:
    """'PhysicalDrive3' for \\\\.\\PhysicalDrive3 or a file on a volume of that disk alone."""
    name = physical_drive(path)
    if name is not None or sys.platform != "win32":
        return name
    try:
        return disk_of_extents(_volume_disk_extents(path))
    except (OSError, ValueError):
        return None


def read_ahead_kb(name: str) -> None:
    """Windows has no per-disk readahead setting (the cache manager decides per file)."""
    return None
