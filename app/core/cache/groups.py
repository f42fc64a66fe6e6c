"""Page-cache and device accounting per fio reporting group of one fio invocation (a job
file's stonewall phases and new_group groups, a batched round's cells).

fio reports each group's I/O exactly (its final document), but the device's counters are
the whole device's. They are read on a thread of their own every STEP_S while fio runs
(CounterLog), and each group gets the device's counts between the end of the group
before it and its own end, fio's own times (its jobs' job_start plus runtime): a group
reading the page cache after one that read the disk is then judged on its own reads. Groups
that ran at the same time (new_group without stonewall) cannot be told apart by time: the
device's counts over their joint span are apportioned among them by fio's bytes of each
(reads by read bytes, writes by write bytes), and their verdicts say so. A group fio gave
no times for has no device figures of its own, and its verdict says that instead.

One group with a ramp_time is judged the same way: fio resets its counters when the ramp
ends (and its job_start moves there), so its figures leave the ramp out, and the device's
counts are taken over fio's counted time too (counted_verdict), not over the whole run: the
ramp's own I/O on the device otherwise read as another process's (issue 52).
"""
from __future__ import annotations

import bisect
import sys
import threading
import time
from dataclasses import dataclass
from typing import Callable, Hashable

from app.core.cache.model import CacheVerdict, DiskCounters
from app.core.fio.results import JobResult

STEP_S = 0.02  # between readings: a group boundary is placed within this of fio's time
MAX_POINTS = 20_000  # then every other reading is dropped: a long run's at a coarser step, about 5 MB at most


class CounterLog:
    """The device's counters, read every step_s on a daemon thread from start() to stop()."""

    def __init__(self, read: Callable[[], DiskCounters | None], step_s: float = STEP_S) -> None:
        self._read, self._step = read, step_s
        self._times: list[float] = []
        self._points: list[DiskCounters] = []
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()

    def start(self) -> None:
        self._thread = threading.Thread(target=self._loop, name="fioscope-device-counters", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(5)

    def _loop(self) -> None:
        while True:
            c = self._read()
            now = time.time()  # fio's job_start is wall-clock milliseconds
            if c is not None:
                with self._lock:
                    self._times.append(now)
                    self._points.append(c)
                    if len(self._points) > MAX_POINTS:
                        self._times, self._points = self._times[::-2][::-1], self._points[::-2][::-1]
            if self._stop.wait(self._step):
                return

    def before(self, t: float) -> tuple[float, DiskCounters] | None:
        """The last reading at or before wall time t (None: none that early)."""
        with self._lock:
            i = bisect.bisect_right(self._times, t)
            return (self._times[i - 1], self._points[i - 1]) if i else None

    def after(self, t: float) -> tuple[float, DiskCounters] | None:
        """The first reading at or after wall time t (None: none that late)."""
        with self._lock:
            i = bisect.bisect_left(self._times, t)
            return (self._times[i], self._points[i]) if i < len(self._times) else None


def log_for(read: Callable[[], DiskCounters | None], groups: int, device: str | None,
            ramp: bool = False) -> CounterLog | None:
    """A counter log for an invocation of several groups, or of jobs with a ramp_time, on a
    device; None otherwise (one group without a ramp is judged over the whole invocation, and
    off Linux a reading may cost a PowerShell call: there the groups' device counts are
    apportioned by fio's bytes, and a ramp's I/O stays in the device's counts)."""
    if (groups < 2 and not ramp) or not device or not sys.platform.startswith("linux"):
        return None
    return CounterLog(read)


@dataclass(frozen=True)
class GroupIO:
    """One group's exact I/O (fio's final figures) and its span (wall s; None: not known)."""

    key: Hashable
    reads: int
    read_bytes: int
    writes: int
    write_bytes: int
    span: tuple[float, float] | None


def _delta(end: DiskCounters | None, start: DiskCounters | None) -> tuple[int, int, int, int]:
    if end is None or start is None:
        return 0, 0, 0, 0
    return (max(0, end.reads - start.reads), max(0, end.read_bytes - start.read_bytes),
            max(0, end.writes - start.writes), max(0, end.write_bytes - start.write_bytes))


def _share(total: int, part: int, whole: int) -> int:
    return int(round(total * part / whole)) if whole else 0


def _span(g: GroupIO) -> tuple[float, float]:
    assert g.span is not None  # a timed group's
    return g.span


def _clusters(timed: list[GroupIO]) -> list[list[GroupIO]]:
    """Groups whose spans overlap, together; in the order they ended."""
    out: list[list[GroupIO]] = []
    for g in sorted(timed, key=lambda g: _span(g)[0]):
        if out and _span(g)[0] < max(_span(x)[1] for x in out[-1]):
            out[-1].append(g)
        else:
            out.append([g])
    return out


def _window(log: CounterLog | None, span: tuple[float, float], first: DiskCounters | None,
            last: DiskCounters | None, final: bool) -> tuple[DiskCounters | None, DiskCounters | None] | None:
    """The device's counters at a span's start and end, read inside it (never another group's
    I/O: what it misses is its own, at each end); the last group's end is once fio has ended.
    None: the readings inside the span miss more than MISSED of it (a group of a few steps,
    or the reader held up on a loaded machine), too much to tell its I/O apart."""
    if log is None:
        return first, last
    a = log.after(span[0])
    b = (span[1], last) if final else log.before(span[1])
    length = span[1] - span[0]
    if a is None or b is None or b[0] < a[0] or (a[0] - span[0]) + (span[1] - b[0]) > MISSED * length:
        return None
    return a[1], b[1]


MISSED = 0.1  # of a group's time its window may miss (its own I/O between its ends and the readings)
WITHOUT = ("no page-cache figures of its own: {why}, so the device's counts over its time cannot be told from "
           "the other groups'")


def group_verdicts(judged: Callable[..., CacheVerdict], groups: list[GroupIO], first: DiskCounters | None,
                   last: DiskCounters | None, log: CounterLog | None) -> dict[Hashable, CacheVerdict]:
    """Each group's verdict: judged(fio, dev, how) is CacheTracker.judged; first and last the
    device's counters before fio started and once it had ended (settled)."""
    timed = [g for g in groups if g.span is not None]
    out: dict[Hashable, CacheVerdict] = {}
    clusters = _clusters(timed) if log is not None else ([timed] if timed else [])
    without: dict[Hashable, str] = {g.key: "fio gave no start and end for this group" for g in groups
                                    if g.span is None}
    for i, cluster in enumerate(clusters):
        span = (min(_span(g)[0] for g in cluster), max(_span(g)[1] for g in cluster))
        window = _window(log, span, first, last, i == len(clusters) - 1)
        if window is None:
            without.update((g.key, f"the group ran {span[1] - span[0]:.3f} s, too short for the device's "
                            f"counters, read every {STEP_S * 1000:.0f} ms, to cover {100 - MISSED * 100:.0f} % of "
                            "it") for g in cluster)
            continue
        dev = _delta(window[1], window[0])
        if len(cluster) == 1 and log is not None:
            g = cluster[0]
            out[g.key] = judged((g.reads, g.read_bytes, g.writes, g.write_bytes), dev,
                                f"the device's counts are over the group's own time (fio's start and end of it; "
                                f"the device's counters read every {STEP_S * 1000:.0f} ms)")
            continue
        names = len(cluster)
        rb, wb = sum(g.read_bytes for g in cluster), sum(g.write_bytes for g in cluster)
        how = (f"the device's counts over the {names} groups that ran at the same time are apportioned by "
               "fio's bytes of each (reads by bytes read, writes by bytes written)" if log is not None else
               f"the device's counts over all {names} groups are apportioned by fio's bytes of each (reads by "
               "bytes read, writes by bytes written): not read at the groups' boundaries here")
        for g in cluster:
            mine = (_share(dev[0], g.read_bytes, rb), _share(dev[1], g.read_bytes, rb),
                    _share(dev[2], g.write_bytes, wb), _share(dev[3], g.write_bytes, wb))
            out[g.key] = judged((g.reads, g.read_bytes, g.writes, g.write_bytes), mine, how)
    for g in groups:
        if g.key in without:
            v = judged((g.reads, g.read_bytes, g.writes, g.write_bytes), (0, 0, 0, 0))
            out[g.key] = v if v.device is None else CacheVerdict(
                v.device, v.read_ahead_kb, g.reads, 0, g.read_bytes, 0, g.writes, 0, g.write_bytes, 0, None, None,
                WITHOUT.format(why=without[g.key]))
    return out


def nearest(log: CounterLog, t: float) -> tuple[float, DiskCounters] | None:
    """The reading nearest wall time t, either side (None: the log read nothing)."""
    near = [x for x in (log.before(t), log.after(t)) if x is not None]
    return min(near, key=lambda x: abs(x[0] - t)) if near else None


def counted_verdict(judged: Callable[..., CacheVerdict], fio: tuple[int, int, int, int],
                    span: tuple[float, float], log: CounterLog, last: DiskCounters | None) -> CacheVerdict | None:
    """One group's verdict over fio's counted time, from its start (job_start: after a
    ramp_time, the ramp's end) to the end (last: the settled counters once fio ended); None
    when the log read nothing to start from."""
    start = nearest(log, span[0])
    if start is None or last is None:
        return None
    return judged(fio, _delta(last, start[1]),
                  f"the device's counts are over fio's counted time, after the ramp (the device's counters read every "
                  f"{STEP_S * 1000:.0f} ms; this reading {abs(start[0] - span[0]) * 1000:.0f} ms from the ramp's end)")


def part_verdicts(tracker, log: CounterLog | None, parts: dict[int, tuple[int | None, JobResult | None]],
                  times: dict[int, tuple[float, float]]) -> dict[Hashable, CacheVerdict]:
    """Each stored part of an invocation of several groups: part index -> (fio's groupid,
    its JobResult or None) and fio's times of each group -> the part's verdict. tracker is
    the invocation's CacheTracker (its counters before fio, settled ones after, judged)."""
    groups = []
    for k, (gid, r) in parts.items():
        io = (0, 0, 0, 0) if r is None else (r.read.total_ios, r.read.io_bytes,
                                              r.write.total_ios + r.trim.total_ios, r.write.io_bytes + r.trim.io_bytes)
        groups.append(GroupIO(k, *io, times.get(gid) if gid is not None else None))
    return group_verdicts(tracker.judged, groups, tracker.first, tracker.settled_counters(), log)
