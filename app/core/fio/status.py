"""fio's JSON status stream: split it into documents and turn them into interval samples.

fio prints one complete JSON document per --status-interval and one at exit, with notes
in between. Counters are cumulative per thread; rates of an interval come from the
differences of two documents (see FIO-FACTS.md).

How an interval's figures are made, each rule checked against fio's own final figures
(tests/core/suites/test_fidelity.py):

- Time: each entry's own runtime as fio measured it (the largest of its read/write/trim
  `runtime`, ms), not `job_runtime`: with group_reporting the interim `job_runtime` of a
  group is the sum of its threads' runtimes (numjobs times too long), while `runtime` is
  the longest thread's, as in fio's final figures. A group's interval is the longest of
  its entries' runtime differences, so a group's rate is its I/Os over the time it ran,
  the way fio divides a group's bytes by its longest thread's runtime.
- I/Os and bytes come from one count of completed I/O where the job has one block size:
  `io_bytes` (fio adds bytes at completion, and copies them for the document right after
  it measures `runtime`) over the job's bs= (as fio prints it in the document). `total_ios`
  counts I/Os at submission, in flight included, and the latency counts are read later
  than `io_bytes`, while I/O goes on and fio writes the document (with 64 processes,
  55 ms later): differencing either on its own makes IOPS and bandwidth of one interval
  disagree, up to 2x in a short last interval.
- Variable sizes (bssplit, bsrange): I/Os are fio's count, the difference of `total_ios`
  (bytes over the run's mean size were 8-16 % off at 130 IOPS: an interval's mix is not the run's).
- Groups: fio's reporting groups (stonewall phases, new_group) never share a sample:
  each gets its own samples with its own time axis (seconds since the group started),
  so jobs that do not run at the same time are never added together. A sample is stamped
  where its group's runtime ended in the interval (job_start plus runtime), not at the
  document: a group that ended early in an interval is not drawn up to an interval late.
- Jobs of a group that start at different times (startdelay, wait_for): the interval is
  the time the group's entries ran in it where that is clearly longer (fio/ran.py).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

import orjson  # 3x faster than json on wide status documents (64 threads: ~600 KB)

from app.core.fio.ran import interval_ms

DIRECTIONS = ("read", "write", "trim")
_BINS = re.compile(rb'"bins" : \{[^}]*\}')


def _doc_start(buf: bytearray) -> int:
    """Offset of the first line that is exactly "{" (fio's document opener), or -1."""
    if buf[:2] == b"{\n" or buf[:3] == b"{\r\n":
        return 0
    for opener in (b"\n{\n", b"\n{\r\n"):
        i = buf.find(opener)
        if i >= 0:
            return i + 1
    return -1


class StreamSplitter:
    """Feed bytes; get back each whole JSON document (raw bytes) and the text between them.

    fio opens every document with "{" alone on a line and closes it with "}" alone on a
    line (CRLF on Windows); plain byte searches find those far faster than a regex.
    """

    def __init__(self) -> None:
        self._buf = bytearray()
        self._scan_from = 0  # where to resume looking for the current document's end

    def feed_raw(self, data: bytes) -> tuple[list[bytes | bytearray], list[str]]:
        if not self._buf and data[:2] in (b"{\n", b"{\r"):
            # Nothing pending and a document starts the data: find its end in the data itself,
            # and hand over the data uncopied when it is exactly one document.
            needle = b"\n}\r\n" if data[1:2] == b"\r" else b"\n}\n"
            i = data.find(needle, 1)
            if i >= 0 and i + len(needle) == len(data):
                return [data], []
            self._scan_from = i if i >= 0 else max(1, len(data) - len(needle) + 1)
            self._buf += data
            return self._drain()
        self._buf += data
        return self._drain()

    def _drain(self) -> tuple[list[bytes | bytearray], list[str]]:
        docs: list[bytes | bytearray] = []
        notes: list[str] = []
        while True:
            start = _doc_start(self._buf)
            if start < 0:
                # Keep a possibly partial last line; everything before it is notes.
                cut = self._buf.rfind(b"\n") + 1
                notes += _lines(self._buf[:cut])
                del self._buf[:cut]
                self._scan_from = 0
                break
            if start > 0:
                notes += _lines(self._buf[:start])
                del self._buf[:start]
                self._scan_from = 0
            end = self._find_end()
            if end < 0:
                break
            if end == len(self._buf):  # the usual case: the buffer holds one document
                docs.append(self._buf)  # handed over, not copied (a bytearray)
                self._buf = bytearray()
            else:
                with memoryview(self._buf) as view:  # one copy, not a slice and a copy
                    docs.append(bytes(view[:end]))
                del self._buf[:end]
            self._scan_from = 0
        return docs, notes

    def _find_end(self) -> int:
        """End of the document at the start of the buffer (after its closing line), or -1.
        The closing line is "}" alone, with the line ending of the document's opening line:
        a 3-byte needle skips through 2 MB of a wide document faster than "\\n}" would
        ('}' ends every nested object). Each byte is searched once across chunks."""
        needle = b"\n}\r\n" if self._buf[1:2] == b"\r" else b"\n}\n"
        i = self._buf.find(needle, max(self._scan_from, 1))
        if i >= 0:
            return i + len(needle)
        self._scan_from = max(1, len(self._buf) - len(needle) + 1)  # a needle cut by the chunk
        return -1

    def feed(self, data: bytes, keep_bins: bool = True) -> tuple[list[dict], list[str]]:
        raws, notes = self.feed_raw(data)
        docs = []
        for raw in raws:
            try:
                docs.append(decode(raw, keep_bins))
            except orjson.JSONDecodeError:
                notes.append("unparseable status document skipped")
        return docs, notes

    def close(self) -> list[str]:
        rest = _lines(self._buf)
        self._buf.clear()
        return rest


def decode(raw: bytes | bytearray, keep_bins: bool = True) -> dict:
    """Decode one document. Live samples need no latency histogram, and dropping the
    JSON+ bins before decoding saves a third of the work on wide jobs."""
    return orjson.loads(raw if keep_bins else _strip_bins(raw))


def _strip_bins(raw: bytes | bytearray) -> bytes | bytearray:
    """raw with every JSON+ "bins" object emptied (a flat object: up to its first '}');
    plain searches, a third faster than the regex it replaces."""
    out, pos, find = [], 0, raw.find
    while True:
        i = find(b'"bins" : {', pos)
        if i < 0:
            break
        j = find(b"}", i)
        if j < 0:
            break
        out.append(raw[pos:i + 10])
        pos = j
    if not out:
        return raw
    out.append(raw[pos:])
    return b"".join(out)


def _lines(data: bytes | bytearray) -> list[str]:
    return [ln.strip() for ln in bytes(data).decode("utf-8", "replace").splitlines() if ln.strip()]


class DirCounters(NamedTuple):
    """Cumulative counters of one direction of one fio entry (a thread, or a group with
    group_reporting). Tuples, not dataclasses: 768 of them per 256-thread document."""

    io_bytes: int = 0
    total_ios: int = 0  # submitted (fio's total_io_u): includes I/Os still in flight
    runtime_ms: int = 0
    clat_mean_ns: float = 0.0
    clat_n: int = 0
    done: int = 0  # completed I/Os (a latency count); -1: fio kept no count to read
    bs: int = 0  # the job's block size in this direction, from its options; 0: not one size


class ThreadSnapshot(NamedTuple):
    slot: int  # position in the document's jobs[] ("index" would hide tuple.index)
    jobname: str
    error: int
    job_start_ms: int
    job_runtime_ms: int
    read: DirCounters
    write: DirCounters
    trim: DirCounters
    groupid: int = 0
    clone: int = 0  # which of the job's numjobs copies: position among the entries of its name
    ramp: bool = False  # the job has a ramp_time (its counters are reset when it ends)
    # How long fio has counted this entry as running: its longest direction runtime (ms).
    active_ms: int = 0
    mixed: bool = False  # unified_rw_reporting=mixed: `read` holds fio's one "mixed" direction

    @property
    def label(self) -> str:
        """randread/0: the job's name and clone number, as fio numbers its files."""
        return f"{self.jobname}/{self.clone}"


@dataclass(frozen=True)
class Snapshot:
    timestamp_ms: int
    fio_version: str
    threads: tuple[ThreadSnapshot, ...]


_ZERO = DirCounters()


def _counters(d: dict | None, bs: int = 0) -> DirCounters:
    if not d:
        return _ZERO
    get = d.get
    io_bytes = int(get("io_bytes", 0))
    if not io_bytes and not get("runtime") and not get("total_ios"):
        return _ZERO if not bs else _ZERO._replace(bs=bs)  # a direction the job does not do
    clat = get("clat_ns") or {}
    clat_n = int(clat.get("N", 0))
    done = clat_n or int((d.get("lat_ns") or {}).get("N", 0))
    if not done and io_bytes:
        done = -1  # bytes completed but no latency count: ramp_time, or latency stats off
    return DirCounters(io_bytes, int(d.get("total_ios", 0)), int(d.get("runtime", 0)),
                       float(clat.get("mean", 0.0)), clat_n, done, bs)


_SIZE = re.compile(r"\s*(\d+)\s*([kmgt]?)(i?)b?\s*", re.IGNORECASE)
_VARIABLE_SIZE = ("bssplit", "bsrange", "bs_is_seq_rand")


@lru_cache(maxsize=256)
def _block_sizes(bs: str | None, kb_base: str | None) -> tuple[int, int]:
    """(read, write) block size of fio's bs= value ('4k', '4k,64k', '2KiB'); 0 where the
    value is not one plain size. fio's default is 4k; 'k' is 1000 with kb_base=1000."""
    if bs is None:
        return 4096, 4096
    sizes = []
    for part in bs.split(",")[:2]:
        m = _SIZE.fullmatch(part)
        if not m:
            sizes.append(0)
            continue
        base = 1024 if m.group(3) or kb_base != "1000" else 1000
        sizes.append(int(m.group(1)) * base ** ("kmgt".index(m.group(2).lower()) + 1 if m.group(2) else 0))
    return sizes[0], sizes[-1]


def _job_block_sizes(opts, global_opts: dict) -> tuple[int, int]:
    opts = opts if isinstance(opts, dict) else {}
    if any(k in opts or k in global_opts for k in _VARIABLE_SIZE):
        return 0, 0
    return _block_sizes(opts.get("bs", global_opts.get("bs")), opts.get("kb_base", global_opts.get("kb_base")))


def entry_counters(entry: dict, global_opts: dict | None = None) -> tuple[DirCounters, DirCounters]:
    """Read and write counters of one fio JSON entry (a thread, or a client's job), each
    with the job's block size in that direction, for completed_ios."""
    rbs, wbs = _job_block_sizes(entry.get("job options"), global_opts or {})
    return _counters(entry.get("read"), rbs), _counters(entry.get("write"), wbs)


def completed_ios(c: DirCounters) -> float:
    """I/Os completed so far, by the rule that makes an interval's IOPS and bandwidth agree
    (see the module's notes): bytes over the block size when every byte came in whole
    blocks of it, else fio's own count (total_ios)."""
    if c.bs > 0 and c.io_bytes % c.bs == 0:
        return c.io_bytes / c.bs
    return float(c.total_ios if c.total_ios > 0 else max(c.done, 0))


def _nonzero_time(value) -> bool:
    """fio's time syntax (2, 2s, 500ms, 1m): is it more than zero?"""
    m = re.match(r"\s*(\d+(?:\.\d*)?)", str(value or ""))
    return m is not None and float(m.group(1)) > 0


def snapshot(doc: dict) -> Snapshot:
    threads = []
    clones: dict[tuple[int, str], int] = {}
    global_opts = doc.get("global options")
    global_opts = global_opts if isinstance(global_opts, dict) else {}
    global_ramp = _nonzero_time(global_opts.get("ramp_time"))
    for i, job in enumerate(doc.get("jobs", [])):
        name = str(job.get("jobname", ""))
        gid = int(job.get("groupid", 0))
        clone = clones.get((gid, name), 0)
        clones[(gid, name)] = clone + 1
        opts = job.get("job options")
        ramp = _nonzero_time(opts.get("ramp_time")) if isinstance(opts, dict) and "ramp_time" in opts \
            else global_ramp
        read = job.get("read")
        rbs, wbs = _job_block_sizes(opts, global_opts)
        mixed = read is None and isinstance(job.get("mixed"), dict)
        if mixed:
            read = job["mixed"]  # unified_rw_reporting=mixed: all directions as one, in read
            rbs = rbs if rbs == wbs else 0
        r, w, t = _counters(read, rbs), _counters(job.get("write"), wbs), _counters(job.get("trim"))
        threads.append(ThreadSnapshot(i, name, int(job.get("error", 0)), int(job.get("job_start", 0)),
                                      int(job.get("job_runtime", 0)), r, w, t, gid, clone, ramp,
                                      max(r.runtime_ms, w.runtime_ms, t.runtime_ms), mixed))
    return Snapshot(int(doc.get("timestamp_ms", 0)), str(doc.get("fio version", "")), tuple(threads))


@dataclass(frozen=True)
class Rates:
    """Rates over one interval. Latencies are mean completion latency in ns (None: no I/O)."""

    read_iops: float = 0.0
    write_iops: float = 0.0
    read_bps: float = 0.0  # bytes per second
    write_bps: float = 0.0
    read_lat_ns: float | None = None
    write_lat_ns: float | None = None

    @property
    def iops(self) -> float:
        return self.read_iops + self.write_iops

    @property
    def bps(self) -> float:
        return self.read_bps + self.write_bps


@dataclass(frozen=True)
class ThreadSample:
    index: int  # position among the threads of its group (the sample's threads)
    jobname: str
    rates: Rates
    ramp: bool  # still inside ramp_time: counted by fio but reset when the ramp ends
    label: str = ""  # randread/0: job name and clone number
    dt_s: float = 0.0  # how long this entry ran in the interval (its rates' divisor)


@dataclass(frozen=True)
class IntervalSample:
    """One status interval of one fio reporting group: a sample per fio entry of the group
    (a thread, or the whole group with group_reporting) and their aggregate."""

    seq: int
    t_s: float  # seconds since the group's jobs started
    threads: tuple[ThreadSample, ...]
    total: Rates
    ramp: bool
    group: int = 0  # fio's groupid: a stonewall phase or new_group
    dt_s: float = 0.0  # how long the group ran in this interval (the rates' divisor)
    # unified_rw_reporting=mixed: the read rates are fio's one "mixed" direction (all I/O)
    mixed: bool = False


# Completed I/O of one direction over one interval: (ios, bytes, latency sum ns, latency count).
_NO_DELTA = (0.0, 0, 0.0, 0)


def _dir_delta(cur: DirCounters, prev: DirCounters) -> tuple[float, int, float, int]:
    """Bytes and I/Os of one interval, both from the bytes fio counted at completion: the
    latency count fio prints is read later than `io_bytes` (both run on while fio writes
    the document), so differencing each on its own lets IOPS and bandwidth of a short
    interval disagree (2x in a 2 ms last interval). The I/O count is the bytes over the
    job's block size when it has one (and every byte so far came in whole blocks of it),
    else fio's own count of I/Os (total_ios), never an estimate from the bytes."""
    if cur is prev or cur.io_bytes == prev.io_bytes and cur.clat_n == prev.clat_n \
            and cur.total_ios == prev.total_ios:
        return _NO_DELTA
    d_bytes = max(0, cur.io_bytes - prev.io_bytes)
    if cur.bs > 0 and cur.io_bytes % cur.bs == 0:
        ios = d_bytes / cur.bs
    elif cur.total_ios or prev.total_ios:
        ios = float(max(0, cur.total_ios - prev.total_ios))
    else:  # no count in the document (older fio): the completion count
        ios = float(max(0, cur.done - max(prev.done, 0))) if cur.done > 0 else 0.0
    d_n = cur.clat_n - prev.clat_n
    if d_n > 0:
        return ios, d_bytes, max(0.0, cur.clat_mean_ns * cur.clat_n - prev.clat_mean_ns * prev.clat_n), d_n
    return ios, d_bytes, 0.0, 0


def _rates(r: tuple, w: tuple, dt_s: float) -> Rates:
    r_lat = r[2] / r[3] if r[3] else None
    w_lat = w[2] / w[3] if w[3] else None
    if dt_s <= 0:
        return Rates(read_lat_ns=r_lat, write_lat_ns=w_lat)
    return Rates(r[0] / dt_s, w[0] / dt_s, r[1] / dt_s, w[1] / dt_s, r_lat, w_lat)


def _restarted(t: ThreadSnapshot, p: ThreadSnapshot) -> bool:
    """fio zeroed this entry's counters (the end of ramp_time, or a job that (re)started)."""
    return (t.job_start_ms != p.job_start_ms or t.active_ms < p.active_ms or t.read.io_bytes < p.read.io_bytes
            or t.write.io_bytes < p.write.io_bytes or t.trim.io_bytes < p.trim.io_bytes)


class SampleTracker:
    """Turns successive snapshots into interval samples, one per active reporting group,
    handling the ramp_time reset."""

    def __init__(self, ramp_time_s: float = 0.0) -> None:
        self._prev: dict[int, ThreadSnapshot] = {}
        self._ramp = ramp_time_s > 0
        self._ramp_done: set[int] = set()
        self._group_t0: dict[int, int] = {}
        self._group_ms: dict[int, int] = {}  # each group's runtime so far (its longest entry's)
        self._seq = 0
        self._last_ms: int | None = None

    def _end_ms(self, members: list, now_ms: int) -> int:
        """Where a group's interval ends: where its entries' runtime ended (job_start plus
        runtime) when that lies in this interval (see the module's notes), else the document's time."""
        ends = [t.job_start_ms + t.active_ms for t, dt, *_ in members if dt > 0 and t.job_start_ms]
        end = max(ends, default=0)
        return end if self._last_ms is not None and self._last_ms - 50 <= end <= now_ms else now_ms

    def add(self, snap: Snapshot) -> list[IntervalSample]:
        """The samples of the interval that ends with this document: one per reporting group
        that ran in it (none when nothing ran, e.g. a document printed between phases)."""
        groups: dict[int, list] = {}
        prev_of = self._prev.get
        ramp_done = self._ramp_done
        for t in snap.threads:
            p = prev_of(t.slot)
            if p is not None and (p.jobname != t.jobname or p.groupid != t.groupid):
                p = None  # a different job at this position: nothing to difference against
            restarted = p is not None and _restarted(t, p)
            if p is not None and restarted:
                if p.job_start_ms:
                    ramp_done.add(t.slot)  # counters reset at the end of the ramp
                p = None
            if p is None:
                dt_ms = t.active_ms
                r, w = _dir_delta(t.read, _ZERO), _dir_delta(t.write, _ZERO)
            else:
                dt_ms = t.active_ms - p.active_ms
                r, w = _dir_delta(t.read, p.read), _dir_delta(t.write, p.write)
            ramp = (self._ramp or t.ramp) and t.slot not in ramp_done
            members = groups.get(t.groupid)
            if members is None:
                members = groups[t.groupid] = []
            members.append((t, dt_ms, r, w, ramp, restarted))
        out = []
        for gid, members in groups.items():
            # The group's time is its longest entry's runtime, as in fio's group figures;
            # differenced as a whole, so the intervals add up to fio's runtime exactly.
            group_ms = max(m[0].active_ms for m in members)
            before = self._group_ms.get(gid, 0)
            self._group_ms[gid] = group_ms
            if group_ms >= before and not any(m[5] for m in members):
                dt_ms = group_ms - before
            else:  # counters reset (end of ramp_time): each entry's time since its reset
                dt_ms = max(m[1] for m in members)
            dt_ms = interval_ms(dt_ms, [(t.job_start_ms + t.active_ms - d, t.job_start_ms + t.active_ms)
                                        for t, d, *_ in members if d > 0 and t.job_start_ms])  # fio/ran.py
            moved = any(m[2][1] or m[3][1] or m[2][0] or m[3][0] for m in members)
            if dt_ms <= 0 and not moved:
                continue  # this group did not run in the interval
            if dt_ms <= 0:  # I/O without runtime: fio never prints that; wall time, to be safe
                dt_ms = snap.timestamp_ms - self._last_ms if self._last_ms else 0
            if gid not in self._group_t0:
                starts = [m[0].job_start_ms for m in members if m[0].job_start_ms]
                self._group_t0[gid] = min(starts) if starts else snap.timestamp_ms - dt_ms
            ri = rb = rl = rn = wi = wb = wl = wn = 0
            threads = []
            any_ramp = False
            for k, (t, t_dt, r, w, ramp, _) in enumerate(members):
                ri += r[0]
                rb += r[1]
                rl += r[2]
                rn += r[3]
                wi += w[0]
                wb += w[1]
                wl += w[2]
                wn += w[3]
                any_ramp = any_ramp or ramp
                threads.append(ThreadSample(k, t.jobname, _rates(r, w, t_dt / 1000.0), ramp,
                                            f"{t.jobname}/{t.clone}", t_dt / 1000.0))
            self._seq += 1
            out.append(IntervalSample(self._seq, (self._end_ms(members, snap.timestamp_ms) - self._group_t0[gid]) / 1000.0,
                                      tuple(threads), _rates((ri, rb, rl, rn), (wi, wb, wl, wn), dt_ms / 1000.0),
                                      any_ramp, gid, dt_ms / 1000.0, any(m[0].mixed for m in members)))
        self._prev = {t.slot: t for t in snap.threads}
        self._last_ms = snap.timestamp_ms
        return out
