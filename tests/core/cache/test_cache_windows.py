"""The page-cache tracker's Windows sources (app/core/cache/windows.py), checked on Linux.

The ctypes structures are compared with what a C probe compiled with the Windows headers
says of the same structures (tests/data/windows/probe/cache_probe.c): its output is recorded
in tests/data/windows/cache_probe.json, and where mingw-w64 and wine are installed (they come
with ./setup.sh test) the probe is compiled and run again under wine. The recorded raw bytes
GetPerformanceInfo filled in are parsed by the Python structure and must give what C read.
"""
import ctypes
import json
import shutil
import struct
import subprocess
import sys
from collections import namedtuple

import psutil
import pytest

from app.core.cache import probe as cache
from app.core.cache import windows as cw
from app.core.cache.model import DiskCounters, MemInfo
from app.core.cache.tracker import CacheTracker, cache_line
from app.core.errors import FioscopeError
from tests.conftest import DATA, ROOT, run_wine

PROBE_SRC = DATA / "windows" / "probe" / "cache_probe.c"
RECORDED = json.loads((DATA / "windows" / "cache_probe.json").read_text())
STRUCTS = {"PERFORMANCE_INFORMATION": cw.PERFORMANCE_INFORMATION, "DISK_EXTENT": cw.DISK_EXTENT,
           "VOLUME_DISK_EXTENTS": cw.VOLUME_DISK_EXTENTS, "PDH_FMT_COUNTERVALUE": cw.PDH_FMT_COUNTERVALUE}
MINGW = "x86_64-w64-mingw32-gcc"
# psutil's per-disk record on Windows (psutil/_pswindows.py: sdiskio with times, no merged counts)
sdiskio = namedtuple("sdiskio", "read_count write_count read_bytes write_bytes read_time write_time")
MiB = 1 << 20


def ctypes_layout(cls) -> dict:
    return {"size": ctypes.sizeof(cls),
            "offsets": {f: getattr(cls, f).offset for f in RECORDED["layout"][cls.__name__]["offsets"]}}


# ---- (a) layout against the C probe ----

def test_ctypes_structs_match_the_recorded_probe():
    layout = RECORDED["layout"]
    assert RECORDED["pointer_bits"] == 64
    assert layout["PERFORMANCE_INFORMATION"]["size"] == 104
    for name, cls in STRUCTS.items():
        assert ctypes_layout(cls) == layout[name], name
    # every field the C side names is one the Python structure has, in the same order
    assert list(layout["PERFORMANCE_INFORMATION"]["offsets"]) == \
        [f for f, _ in cw.PERFORMANCE_INFORMATION._fields_]
    assert layout["constants"] == {
        "IOCTL_VOLUME_GET_VOLUME_DISK_EXTENTS": cw.IOCTL_VOLUME_GET_VOLUME_DISK_EXTENTS,
        "PDH_FMT_LARGE": cw.PDH_FMT_LARGE}


@pytest.fixture(scope="module")
def fresh_probe(tmp_path_factory):
    """The probe compiled now with mingw-w64 and run under wine, in a private prefix."""
    if not sys.platform.startswith("linux"):
        pytest.skip("the probe runs under wine on Linux")
    if not (shutil.which(MINGW) and shutil.which("wine")):
        pytest.skip(f"needs {MINGW} and wine (./setup.sh test installs them)")
    work = tmp_path_factory.mktemp("cache-probe")
    exe = work / "cache_probe.exe"
    subprocess.run([MINGW, "-municode", "-O1", "-Wall", "-Werror", "-o", str(exe), str(PROBE_SRC),
                    "-lpsapi", "-lpdh"], check=True, capture_output=True, timeout=120)
    p = run_wine([str(exe)], work / "prefix")
    assert p.returncode == 0, p.stderr.decode(errors="replace")[-2000:]
    return json.loads(p.stdout)


@pytest.mark.wine
@pytest.mark.timeout(600)  # a new wine prefix takes up to a minute to start
def test_fresh_probe_under_wine_agrees_with_recording_and_ctypes(fresh_probe):
    assert fresh_probe["pointer_bits"] == 64
    assert fresh_probe["layout"] == RECORDED["layout"]
    for name, cls in STRUCTS.items():
        assert ctypes_layout(cls) == fresh_probe["layout"][name], name
    perf = fresh_probe["performance_information"]
    assert perf["ok"] is True
    pi = cw.PERFORMANCE_INFORMATION.from_buffer_copy(bytes.fromhex(perf["raw_hex"]))
    assert {f: getattr(pi, f) for f, _ in pi._fields_} == perf["values"]
    assert pi.cb == 104 and pi.PageSize == 4096 and 0 < pi.PhysicalAvailable <= pi.PhysicalTotal
    vol = fresh_probe["volume"]
    if vol["step"] == "done":  # the IOCTL's real output, read by C and by the Python parser
        extents = cw.parse_disk_extents(bytes.fromhex(vol["raw_hex"]))
        assert [list(e) for e in extents] == vol["extents"]


# ---- (b) the recorded GetPerformanceInfo bytes ----

def test_recorded_performance_information_parses_to_what_c_read():
    perf = RECORDED["performance_information"]
    raw = bytes.fromhex(perf["raw_hex"])
    assert len(raw) == 104
    pi = cw.PERFORMANCE_INFORMATION.from_buffer_copy(raw)
    assert {f: getattr(pi, f) for f, _ in pi._fields_} == perf["values"]
    # the numbers recorded under wine 8.0 on this 23.5 GiB machine
    assert (pi.cb, pi.PageSize, pi.PhysicalTotal, pi.PhysicalAvailable) == (104, 4096, 6171022, 5888700)
    m = cw.meminfo_from_performance(pi, dirty_pages=3)
    assert m == MemInfo(total=6171022 * 4096, available=5888700 * 4096, cached=0, dirty=3 * 4096, writeback=0)


def test_meminfo_from_performance_multiplies_pages_by_page_size():
    pi = cw.PERFORMANCE_INFORMATION(cb=104, PhysicalTotal=4_194_304, PhysicalAvailable=1_000_000,
                                    SystemCache=1_500_000, PageSize=4096)
    assert cw.meminfo_from_performance(pi, 250) == MemInfo(16 << 30, 4_096_000_000, 6_144_000_000,
                                                            1_024_000, 0)


# ---- (c) VOLUME_DISK_EXTENTS from the documented layout ----

def extents_blob(*extents: tuple[int, int, int]) -> bytes:
    """<winioctl.h>: DWORD NumberOfDiskExtents, 4 bytes padding, then per extent DWORD
    DiskNumber, 4 bytes padding, LARGE_INTEGER StartingOffset, LARGE_INTEGER ExtentLength."""
    return struct.pack("<I4x", len(extents)) + b"".join(struct.pack("<I4xqq", *e) for e in extents)


def test_volume_disk_extents_one_disk():
    blob = extents_blob((2, 1 << 20, 500 << 30))
    assert len(blob) == ctypes.sizeof(cw.VOLUME_DISK_EXTENTS) == 32
    assert cw.parse_disk_extents(blob) == [(2, 1 << 20, 500 << 30)]
    assert cw.disk_of_extents(cw.parse_disk_extents(blob)) == "PhysicalDrive2"
    # the IOCTL fills a buffer larger than it needs: what follows the extents is ignored
    assert cw.parse_disk_extents(blob + bytes(24 * 3)) == [(2, 1 << 20, 500 << 30)]


def test_volume_disk_extents_spanning_two_disks_names_no_disk():
    blob = extents_blob((0, 16 << 20, 100 << 30), (3, 1 << 20, 2 << 40))
    assert len(blob) == 8 + 2 * 24
    assert cw.parse_disk_extents(blob) == [(0, 16 << 20, 100 << 30), (3, 1 << 20, 2 << 40)]
    assert cw.disk_of_extents(cw.parse_disk_extents(blob)) is None
    # two extents of one disk (a dynamic volume extended on the same disk) are still that disk
    same_disk = extents_blob((1, 0, 10), (1, 100, 10))
    assert cw.disk_of_extents(cw.parse_disk_extents(same_disk)) == "PhysicalDrive1"


def test_volume_disk_extents_short_or_empty():
    with pytest.raises(ValueError):
        cw.parse_disk_extents(extents_blob((0, 0, 1), (1, 0, 1))[:40])
    with pytest.raises(ValueError):
        cw.parse_disk_extents(b"\x01\x00")
    # What wine 8.0 answers for C: (recorded by the probe): success, no extents -> no disk.
    vol = RECORDED["volume"]
    assert vol["step"] == "done" and vol["bytes_returned"] == 32
    assert cw.parse_disk_extents(bytes.fromhex(vol["raw_hex"])) == []
    assert cw.disk_of_extents([]) is None


# ---- (d) psutil's per-disk counters ----

def test_psutil_perdisk_counters_map_to_disk_counters(monkeypatch):
    perdisk = {"PhysicalDrive0": sdiskio(1200, 800, 1200 * 4096, 800 * 65536, 10, 20),
               "PhysicalDrive1": sdiskio(7, 9, 7 * 512, 9 * 1024, 1, 1)}
    assert cw.disk_counters(perdisk, "PhysicalDrive0") == DiskCounters(
        reads=1200, read_merged=0, read_bytes=4_915_200, writes=800, write_merged=0, write_bytes=52_428_800,
        in_flight=0)
    assert cw.disk_counters(perdisk, "physicaldrive1") == DiskCounters(7, 0, 3584, 9, 0, 9216, 0)
    assert cw.disk_counters(perdisk, "PhysicalDrive5") is None
    monkeypatch.setattr(psutil, "disk_io_counters",
                        lambda perdisk=False: {"PhysicalDrive1": sdiskio(7, 9, 3584, 9216, 1, 1)})
    assert cw.read_disk_counters("PhysicalDrive1") == DiskCounters(7, 0, 3584, 9, 0, 9216, 0)

    def off(perdisk=False):
        raise RuntimeError("couldn't find any physical disk")  # what psutil says with diskperf off
    monkeypatch.setattr(psutil, "disk_io_counters", off)
    assert cw.read_disk_counters("PhysicalDrive1") is None


# ---- (e) the disk behind a path ----

def test_device_for_physical_drive_paths(monkeypatch):
    for path in (r"\\.\PhysicalDrive3", r"\\.\physicaldrive3", r"\\?\PHYSICALDRIVE3"):
        assert cw.device_for_path(path) == "PhysicalDrive3", path
    assert cw.device_for_path(r"\\.\PhysicalDrive12") == "PhysicalDrive12"
    assert cw.physical_drive(r"\\.\PhysicalDrive3x") is None
    assert cw.physical_drive(r"C:\PhysicalDrive3") is None
    monkeypatch.setattr(sys, "platform", "win32")
    assert cache.device_for_path(r"\\.\physicaldrive3") == "PhysicalDrive3"
    assert cache.read_ahead_kb("PhysicalDrive3") is None


def test_device_for_a_file_follows_its_volume(monkeypatch):
    monkeypatch.setattr(sys, "platform", "win32")
    seen = []
    monkeypatch.setattr(cw, "_volume_disk_extents", lambda p: seen.append(p) or [(2, 1 << 20, 1 << 40)])
    assert cache.device_for_path(r"D:\bench\fioscope-test-1.tmp") == "PhysicalDrive2"
    assert seen == [r"D:\bench\fioscope-test-1.tmp"]
    monkeypatch.setattr(cw, "_volume_disk_extents", lambda p: [(0, 0, 1), (1, 0, 1)])
    assert cache.device_for_path(r"E:\striped") is None

    def denied(p):
        raise PermissionError(13, "Access is denied")
    monkeypatch.setattr(cw, "_volume_disk_extents", denied)
    assert cache.device_for_path(r"\\server\share\x") is None


@pytest.mark.skipif(sys.platform == "win32", reason="off Windows only")
def test_off_windows_a_file_path_has_no_windows_disk():
    assert cw.device_for_path(r"C:\Users\me\fioscope-test-1.tmp") is None


# ---- (f) the tracker on a Windows source ----

class FakeWindows:
    """GetPerformanceInfo, the PDH dirty-pages counter and psutil, as the tests set them."""

    def __init__(self, monkeypatch, dirty_fails_at_start=False):
        self.pi = cw.PERFORMANCE_INFORMATION(cb=104, PhysicalTotal=4_194_304, PhysicalAvailable=2_000_000,
                                             SystemCache=1_500_000, PageSize=4096)
        self.dirty_pages = 0
        self.disk = sdiskio(1000, 50, 1000 * 65536, 50 * 4096, 0, 0)
        fake = self

        class Dirty:
            def __init__(self):
                if dirty_fails_at_start:
                    raise cw.PdhError("PdhAddEnglishCounterW", 0xC0000BB9)  # PDH_CSTATUS_NO_COUNTER

            def read(self):
                if fake.dirty_pages < 0:
                    raise cw.PdhError("PdhCollectQueryData", 0x800007D5)  # PDH_NO_DATA
                return fake.dirty_pages

        monkeypatch.setattr(sys, "platform", "win32")
        monkeypatch.setattr(cw, "_memory", None)
        monkeypatch.setattr(cw, "DirtyPagesCounter", Dirty)
        monkeypatch.setattr(cw, "get_performance_info",
                            lambda: cw.PERFORMANCE_INFORMATION.from_buffer_copy(bytes(self.pi)))
        monkeypatch.setattr(psutil, "disk_io_counters",
                            lambda perdisk=False: {"PhysicalDrive0": sdiskio(9, 9, 9, 9, 0, 0),
                                                   "PhysicalDrive3": self.disk})

    def device_did(self, reads=0, read_bytes=0, writes=0, write_bytes=0):
        d = self.disk
        self.disk = d._replace(read_count=d.read_count + reads, read_bytes=d.read_bytes + read_bytes,
                               write_count=d.write_count + writes, write_bytes=d.write_bytes + write_bytes)


def test_tracker_on_windows_says_reads_came_from_ram(monkeypatch):
    win = FakeWindows(monkeypatch)
    tracker = CacheTracker(r"\\.\PhysicalDrive3")
    assert tracker.device == "PhysicalDrive3" and tracker.read_ahead_kb is None
    # 1 s: fio reads 4,096 x 4 KiB (16 MiB); the device delivers 40 x 128 KiB (5 MiB)
    win.dirty_pages = 3
    win.device_did(reads=40, read_bytes=40 * 128 * 1024)
    s1 = tracker.sample(1.0, 1.0, 4096, 0, 16 * MiB, 0)
    assert (s1.cached, s1.dirty, s1.writeback) == (1_500_000 * 4096, 3 * 4096, 0)
    assert (s1.fio_read_ios, s1.dev_reads, s1.dev_read_bytes, s1.dev_writes, s1.dev_in_flight) == \
        (4096, 40, 5 * MiB, 0, 0)
    assert "reads fio 4,096 / PhysicalDrive3 40" in cache_line(s1, tracker.device, tracker.read_ahead_kb)
    # 1 s more: all 16 MiB again from the file cache, the disk idle
    win.pi.SystemCache = 1_504_096
    s2 = tracker.sample(2.0, 1.0, 4096, 0, 16 * MiB, 0)
    assert (s2.cached, s2.dev_reads, s2.dev_read_bytes) == (1_504_096 * 4096, 0, 0)
    v = tracker.verdict(8192, 32 * MiB)
    assert (v.device, v.read_ahead_kb, v.fio_reads, v.dev_reads, v.fio_read_bytes, v.dev_read_bytes) == \
        ("PhysicalDrive3", None, 8192, 40, 32 * MiB, 5 * MiB)
    assert v.from_ram_pct == pytest.approx(27 / 32 * 100) and v.unwritten_pct is None
    assert v.measures_ram
    assert v.message == ("fio issued 8,192 reads, the device (PhysicalDrive3) saw 40 (average device read "
                         "128 KiB); 84% of the bytes read came from RAM, not the disk")


def test_tracker_on_windows_without_the_pdh_counter_notes_dirty_as_unknown(monkeypatch):
    win = FakeWindows(monkeypatch, dirty_fails_at_start=True)
    tracker = CacheTracker(r"\\.\PhysicalDrive3")
    win.device_did(writes=256, write_bytes=256 * 65536)
    s = tracker.sample(1.0, 1.0, 0, 256, 0, 256 * 65536)
    assert (s.dirty, s.writeback, s.dev_writes, s.dev_write_bytes) == (0, 0, 256, 16 * MiB)
    v = tracker.verdict(fio_writes=256, fio_write_bytes=16 * MiB)
    assert v.unwritten_pct == 0.0 and not v.measures_ram
    assert v.message == ("fio issued 256 writes, the device (PhysicalDrive3) saw 256; "
                         r"dirty pages shown as 0: \Cache\Dirty Pages unavailable, "
                         "PdhAddEnglishCounterW returned 0xC0000BB9")


def test_windows_dirty_counter_failing_later_keeps_sampling(monkeypatch):
    win = FakeWindows(monkeypatch)
    win.dirty_pages = 10
    assert cache.read_meminfo().dirty == 40960 and cw.memory_note() is None
    win.dirty_pages = -1
    m = cache.read_meminfo()
    assert (m.total, m.cached, m.dirty) == (16 << 30, 1_500_000 * 4096, 0)
    assert cw.memory_note() == r"dirty pages shown as 0: \Cache\Dirty Pages unavailable, " \
        "PdhCollectQueryData returned 0x800007D5"
    # a file named by the caller is still parsed as /proc/meminfo, whatever the system
    assert cache.read_meminfo("/nonexistent/meminfo") is None


def test_drop_system_caches_on_windows_says_why_direct_io(monkeypatch):
    monkeypatch.setattr(sys, "platform", "win32")
    # nothing may be written even if the check ever changed
    monkeypatch.setattr(cache.os, "sync", lambda: pytest.fail("os.sync called"))
    monkeypatch.setattr(cache, "Path", lambda *a: pytest.fail("Path used"))
    with pytest.raises(FioscopeError) as e:
        cache.drop_system_caches()
    assert e.value.message == "dropping caches is Linux only"
    assert "no supported way to empty its file cache" in e.value.advice
    assert "FILE_FLAG_NO_BUFFERING" in e.value.advice and "direct=1" in e.value.advice


def test_linux_verdict_has_no_windows_note_and_windows_module_is_lazy():
    code = ("import sys, app.core.cache.tracker as c; assert 'app.core.cache.windows' not in sys.modules;"
            "import app.core.cache.windows; assert 'ctypes.wintypes' not in sys.modules;"
            "print(c._memory_note())")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                       cwd=ROOT)
    assert p.returncode == 0, p.stderr
    assert p.stdout.strip() == "None"


# ---- on Windows itself (no CI job runs pytest there yet) ----

@pytest.mark.skipif(sys.platform != "win32", reason="the live Windows sources")
def test_live_windows_sources(tmp_path):
    m = cache.read_meminfo()
    assert m is not None and 0 < m.available <= m.total and m.writeback == 0
    dev = cache.device_for_path(str(tmp_path))
    assert dev is not None and dev.startswith("PhysicalDrive")
    assert cache.read_diskstats(dev) is not None
