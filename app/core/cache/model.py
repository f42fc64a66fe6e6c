"""What the cache tracker reads and concludes: plain values, shared by the Linux and Windows readers."""
from __future__ import annotations

from dataclasses import dataclass, replace

from app.core.words import Msg, Num


@dataclass(frozen=True)
class MemInfo:
    total: int
    available: int
    cached: int  # page cache (Cached), bytes
    dirty: int
    writeback: int


@dataclass(frozen=True)
class DiskCounters:
    reads: int
    read_merged: int
    read_bytes: int
    writes: int
    write_merged: int
    write_bytes: int
    in_flight: int


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


def other_io(fio_reads: int, dev_reads: int, fio_read_bytes: int, dev_read_bytes: int,
             fio_write_bytes: int, dev_write_bytes: int) -> tuple[bool, bool]:
    """(the device read, wrote) well beyond what fio did: someone else's I/O (readahead makes
    device reads fewer, not more), or for writes filesystem metadata and writeback."""
    reads = dev_reads > 2 * fio_reads + 64 and dev_read_bytes > 2 * fio_read_bytes + (1 << 20)
    return reads, dev_write_bytes > 2 * fio_write_bytes + (1 << 20)


def joined_samples(a: CacheSample, b: CacheSample) -> CacheSample:
    """Two successive intervals as one, for a long run's bounded list (fio.thinned): the
    counts of both added; memory and the queue as sampled at the end of the second."""
    return CacheSample(b.t_s, b.cached, b.dirty, b.writeback, a.fio_read_ios + b.fio_read_ios,
                       a.fio_write_ios + b.fio_write_ios, a.fio_read_bytes + b.fio_read_bytes,
                       a.dev_reads + b.dev_reads, a.dev_writes + b.dev_writes,
                       a.dev_read_bytes + b.dev_read_bytes, a.dev_write_bytes + b.dev_write_bytes,
                       b.dev_in_flight)


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
    # ('read'/'write', fio's bytes/s, the device's bytes/s over fio's intervals): a buffered
    # figure FAR_ABOVE what the device moved meanwhile (set by rated(); None: not, or not weighed)
    above: tuple[str, float, float] | None = None

    @property
    def measures_ram(self) -> bool:
        """The one rule both the cache panel and the trust verdict (insight.trust) go by."""
        return self.above is not None or any(p is not None and p >= 50.0
                                             for p in (self.from_ram_pct, self.unwritten_pct))


def stored_ram(c: dict) -> bool:
    """measures_ram of a stored verdict (its dict, as reports read it)."""
    return bool(c.get("above")) or any((c.get(k) or 0) >= 50.0 for k in ("from_ram_pct", "unwritten_pct"))


# A buffered figure this many times what the device itself moved per second while fio ran is
# RAM's: the page cache took the I/O. 2 is the share rule's own line (50 % of fio's bytes not
# on the device), on rates, so bytes the device moved before fio's intervals (file layout,
# ramp, an earlier test's writeback) or after them do not hide it.
FAR_ABOVE = 2.0


def above_device(rates: dict[str, tuple[float, float]]) -> tuple[str, float, float] | None:
    """The direction (fastest first) whose figure, 1 MiB/s or more, is FAR_ABOVE the device's
    rate meanwhile: (way, fio's bytes/s, the device's); None for none."""
    for way, (fio, dev) in sorted(rates.items(), key=lambda x: -x[1][0]):
        if fio >= 1 << 20 and fio >= FAR_ABOVE * dev:
            return way, fio, dev
    return None


def above_words(device: str, above: tuple[str, float, float]) -> Msg:
    """The rule on rates in words: what the trust verdict's finding and the cache verdict say."""
    way, fio, dev = above
    mbs, dev_mbs, times = Num(fio / 1e6, 0, True), Num(dev / 1e6, 1, True), Num(fio / dev if dev else 0.0, 1, True)
    if way == "write":
        return (Msg("fio's %1 MB/s is %2x what the device (%3) wrote meanwhile (%4 MB/s): the page cache took the "
                    "writes", mbs, times, device, dev_mbs) if dev >= 1 else
                Msg("fio's %1 MB/s is far above what the device (%2) wrote meanwhile (%3 MB/s): the page cache took "
                    "the writes", mbs, device, dev_mbs))
    return (Msg("fio's %1 MB/s is %2x what the device (%3) read meanwhile (%4 MB/s): the page cache answered the "
                "reads", mbs, times, device, dev_mbs) if dev >= 1 else
            Msg("fio's %1 MB/s is far above what the device (%2) read meanwhile (%3 MB/s): the page cache answered "
                "the reads", mbs, device, dev_mbs))


def rated(v: CacheVerdict, rates: dict[str, tuple[float, float]], direct: bool) -> CacheVerdict:
    """The verdict with the rule on rates weighed (rates: device_rates()). Direct I/O is the
    device's whatever the counters say; no device (tmpfs, the null engine): nothing to weigh."""
    above = None if direct or not v.device else above_device(rates)
    if above is None or not v.device:
        return replace(v, above=None)
    return replace(v, above=above, message=Msg("%1; %2", v.message, above_words(v.device, above)))


def device_rates(samples, read_bps: float, write_bps: float) -> dict[str, tuple[float, float]]:
    """'read'/'write' -> (fio's bytes/s, the device's bytes/s over fio's intervals) for each
    direction fio moved. The first interval is left out: its device counts start before fio's
    jobs did (the file's layout, fio's start). {} with fewer than two intervals."""
    if len(samples) < 2:
        return {}
    span = samples[-1].t_s - samples[0].t_s
    if span <= 0:
        return {}
    later = samples[1:]
    out = {}
    if read_bps > 0:
        out["read"] = (read_bps, sum(s.dev_read_bytes for s in later) / span)
    if write_bps > 0:
        out["write"] = (write_bps, sum(s.dev_write_bytes for s in later) / span)
    return out
