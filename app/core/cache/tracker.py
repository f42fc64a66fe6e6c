"""Samples memory and the target device alongside fio's intervals, and says when a result measures RAM."""
from __future__ import annotations

import os
import sys
import time

from app.core.target_kind import TargetKind
from app.core.cache.model import CacheSample, CacheVerdict, DiskCounters, MemInfo, joined_samples, other_io
from app.core.cache.probe import (_fstype_of, device_for_path, existing_ancestor, read_ahead_kb, read_diskstats,
                                  read_meminfo)
from app.core.fio.jobspec import MIXED
from app.core.fio.thinned import Thinned
from app.core.words import Msg, Num, Value, joined


class CacheTracker:
    """Samples memory and the target device alongside fio's intervals."""

    def __init__(self, target_path: str, meminfo: str = "/proc/meminfo",
                 diskstats: str = "/proc/diskstats", sys_root: str = "/sys", moves_data: bool = True) -> None:
        # fio's null engine completes I/O without moving data: no cache or device to judge.
        self.device = device_for_path(target_path, sys_root) if moves_data else None
        self.moves_data = moves_data
        self.read_ahead_kb = read_ahead_kb(self.device, sys_root) if self.device else None
        self._meminfo, self._diskstats = meminfo, diskstats
        self._first = self._prev = self._counters()
        # Bounded (a day at 1 s was 86,400 of them): a long run's at a coarser step.
        self.samples: list[CacheSample] = Thinned(joined_samples)
        self._fio = [0.0, 0.0, 0.0, 0.0]  # reads, writes, read bytes, write bytes issued

    def counters(self) -> DiskCounters | None:
        """The device's counters now (None: no device, or unreadable)."""
        return self._counters()

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

    def settled_counters(self, deadline_s: float = 0.2) -> DiskCounters | None:
        """The device's counters once its queue is empty, so that the last readahead this test
        started (it can complete after fio exits) is counted here and not in the next test."""
        end = time.monotonic() + deadline_s
        cur = self._counters()
        while cur and cur.in_flight and time.monotonic() < end:
            time.sleep(0.005)
            cur = self._counters()
        return cur

    def verdict(self, fio_reads: int | None = None, fio_read_bytes: int | None = None,
                fio_writes: int | None = None, fio_write_bytes: int | None = None) -> CacheVerdict:
        """Totals over the whole test; pass fio's exact totals when the test has ended."""
        end = self.settled_counters() if fio_reads is not None else self._counters()
        start = self._first
        dev_reads = end.reads - start.reads if end and start else 0
        dev_rbytes = end.read_bytes - start.read_bytes if end and start else 0
        dev_writes = end.writes - start.writes if end and start else 0
        dev_wbytes = end.write_bytes - start.write_bytes if end and start else 0
        f_wbytes = int(round(self._fio[3])) if fio_write_bytes is None else fio_write_bytes
        f_reads = int(round(self._fio[0])) if fio_reads is None else fio_reads
        f_rbytes = int(round(self._fio[2])) if fio_read_bytes is None else fio_read_bytes
        f_writes = int(round(self._fio[1])) if fio_writes is None else fio_writes
        return self.judged((f_reads, f_rbytes, f_writes, f_wbytes), (dev_reads, dev_rbytes, dev_writes, dev_wbytes))

    @property
    def first(self) -> DiskCounters | None:
        """The device's counters when the tracker was made (before fio started)."""
        return self._first

    def judged(self, fio: tuple[int, int, int, int], dev: tuple[int, int, int, int], how: str = "") -> CacheVerdict:
        """The verdict on fio's (reads, read bytes, writes, write bytes) against the device's
        over the same time; how: how the device's figures were had, said in the message."""
        f_reads, f_rbytes, f_writes, f_wbytes = fio
        dev_reads, dev_rbytes, dev_writes, dev_wbytes = dev
        notes: list[Value] = [n] if (n := _memory_note()) else []
        notes += [how] if how and self.device else []
        if not self.device:
            why = (Msg("no block device behind this target: cache effects cannot be measured") if self.moves_data
                   else Msg("fio's null engine moves no data: neither RAM nor a disk is measured"))
            return CacheVerdict(None, None, f_reads, 0, f_rbytes, 0, f_writes, 0, f_wbytes, 0, None, None,
                                joined([why, *notes], "; "))
        pct = wpct = None
        parts: list[Value] = []
        more_reads, more_writes = other_io(f_reads, dev_reads, f_rbytes, dev_rbytes, f_wbytes, dev_wbytes)
        if f_rbytes > 0:
            pct = max(0.0, min(100.0, (f_rbytes - dev_rbytes) / f_rbytes * 100))
            parts.append(Msg("fio issued %1 reads, the device (%2) saw %3 (average device read %4 KiB)",
                             Num(f_reads, 0, True), self.device, Num(dev_reads, 0, True),
                             Num(dev_rbytes / dev_reads / 1024)) if dev_reads else
                         Msg("fio issued %1 reads, the device (%2) saw %3", Num(f_reads, 0, True), self.device,
                             Num(dev_reads, 0, True)))
            if pct >= 50:
                parts.append(Msg("%1% of the bytes read came from RAM, not the disk", Num(pct)))
            if more_reads:
                parts.append(Msg("the device also served other reads meanwhile (%1 more than fio issued): on a busy "
                                 "disk these counts are approximate", Num(dev_reads - f_reads, 0, True)))
        if f_wbytes > 0:
            wpct = max(0.0, min(100.0, (f_wbytes - dev_wbytes) / f_wbytes * 100))
            parts.append(Msg("fio issued %1 writes, the device (%2) saw %3", Num(f_writes, 0, True), self.device,
                             Num(dev_writes, 0, True)))
            if wpct >= 50:
                parts.append(Msg("%1% of the bytes written were still in RAM when the test ended", Num(wpct)))
            if more_writes:
                parts.append(Msg("the device also wrote %1 MiB that fio did not (other I/O, or filesystem metadata): "
                                 "these counts are approximate", Num((dev_wbytes - f_wbytes) / 2**20, 0, True)))
        return CacheVerdict(self.device, self.read_ahead_kb, f_reads, dev_reads, f_rbytes, dev_rbytes,
                            f_writes, dev_writes, f_wbytes, dev_wbytes, pct, wpct,
                            joined([*(parts or [Msg("no I/O")]), *notes], "; "))


def _memory_note() -> str | None:
    """What the live memory figures lack: on Windows, dirty pages when PDH fails."""
    if sys.platform != "win32":
        return None
    from app.core.cache import windows as cache_windows
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
    out: list[str] = []
    mem = mem or read_meminfo()
    extra = {k.lstrip("-"): v for k, v in spec.extra}
    if not spec.direct and spec.size and mem and spec.size < mem.total:
        reads = not spec.writes or spec.rw in MIXED
        what = (Msg("reads may come from the page cache and writes stay in it") if reads and spec.writes else
                Msg("writes may stay in the page cache without reaching the disk") if spec.writes else
                Msg("reads may come from the page cache"))
        size = (Msg("%1 GiB", Num(spec.size / 2**30, 1)) if spec.size >= 2**30 else
                Msg("%1 MiB", Num(spec.size / 2**20, 0)))
        out.append(Msg("buffered I/O on %1 with %2 GiB of RAM: %3; use direct I/O or a test larger than RAM", size,
                       Num(mem.total / 2**30, 1), what))
    if extra.get("invalidate") == "0":
        out.append(Msg("%1: fio keeps the file's cached pages, so reads may come from RAM", "invalidate=0"))
    if spec.target.kind == TargetKind.FILE:
        try:
            fstype = _fstype_of(existing_ancestor(os.path.dirname(spec.target.path) or "."))
        except OSError:
            fstype = None
        if fstype in ("tmpfs", "ramfs"):
            out.append(Msg("the target is on %1: this measures RAM, not a disk", fstype))
    return out
