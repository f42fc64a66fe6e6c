"""A fio server's rounds (the cumulative snapshots it sends each status interval, and its
final statistics) turned into per-host interval samples, with fio's own counts (see
remote/run.py for how a run on servers collects them)."""
from __future__ import annotations

import os
from dataclasses import dataclass
from itertools import zip_longest

from app.core.fio.ran import interval_ms
from app.core.fio.status import completed_ios, entry_counters
from app.core.remote.hosts import Host
from app.core.words import Msg


@dataclass(frozen=True)
class HostSample:
    """One host's rates over one status interval of one job."""

    host: Host
    job: str
    t: float  # seconds since the job started on that host (end of the interval)
    dt: float
    read_iops: float
    write_iops: float
    read_bytes_per_s: float
    write_bytes_per_s: float
    # mean completion latency of the interval's I/Os (ns), from fio's cumulative clat mean
    # and count; None where the interval completed none in that direction
    read_lat_ns: float | None = None
    write_lat_ns: float | None = None

    @property
    def iops(self) -> float:
        return self.read_iops + self.write_iops

    @property
    def bytes_per_s(self) -> float:
        return self.read_bytes_per_s + self.write_bytes_per_s



def _refused(final: list[dict]) -> str:
    """Why a host's final entries say its fio did not run the job ('' if it did): an error
    in a thread, or no I/O at all (fio's server drops a job it refuses, e.g. a write to a
    mounted device, and still reports success)."""
    errors = [int(e.get("error") or 0) for e in final]
    if any(errors):
        err = next(x for x in errors if x)
        return Msg("failed the job with error %1 (%2)", str(err), os.strerror(err))
    return "" if _io_bytes(final) else Msg("did no I/O (fio refused the job)")


def _io_bytes(entries: list[dict]) -> int:
    return sum(int((e.get(d) or {}).get("io_bytes", 0) or 0) for e in entries for d in ("read", "write", "trim"))


def _rounds(entries: list[dict], threads: int | None) -> list[list[dict]]:
    """A host's entries in arrival order, cut into status rounds of one entry per thread.
    Each server sends all its threads per interval and once more at the end, over one TCP
    stream, so the last round is the final one (or, for a dropped host, its last data)."""
    if not threads:
        return [entries] if entries else []
    if len(entries) % threads:
        entries = entries[len(entries) % threads:]  # a cut-off round at the start
    return [entries[i:i + threads] for i in range(0, len(entries), threads)]


def _cumulative(round_: list[dict]) -> tuple[float, dict[str, tuple[int, float, float, int]]]:
    """A round's time (its longest entry's runtime) and, per direction, bytes and I/Os
    completed: I/Os counted as a local run counts them (status.completed_ios: bytes over the
    block size, fio's total_ios for a size mix); then the completion latencies' sum (ns) and
    count, from each thread's clat mean and N."""
    t = max(max(int((e.get(d) or {}).get("runtime", 0)) for d in ("read", "write")) for e in round_)
    counters = [entry_counters(e) for e in round_]
    return t / 1000.0, {d: (sum(c[i].io_bytes for c in counters), sum(completed_ios(c[i]) for c in counters),
                            sum(c[i].clat_mean_ns * c[i].clat_n for c in counters), sum(c[i].clat_n for c in counters))
                        for i, d in enumerate(("read", "write"))}


def host_samples(host: Host, job: str, rounds: list[list[dict]]) -> list[HostSample]:
    """A host's interval samples. The last step (fio's final round; a reporting group's round
    in which it ended) often ends a few ms after the interval round before it: over a span
    that short, fio's whole-ms runtimes make the rates swing by tens of percent (+60 % seen),
    so a last step under half the interval before it is merged into that interval: the
    counts of both over their joint span, still fio's own. A step in which nothing ran (a
    group not started yet, or ended) is no sample."""
    zero: tuple[int, float, float, int] = (0, 0, 0.0, 0)
    out: list[HostSample] = []
    # (fio's group runtime, cumulative counts, entries' spans, the samples' clock): the clock
    # is the sum of the intervals, which is the runtime but where the group's jobs ran one
    # after another (wait_for: its longest runtime stood still while the next job ran)
    prev: tuple[float, dict[str, tuple[int, float, float, int]], list[tuple[int, int]], float] = (
        0.0, {"read": zero, "write": zero}, [], 0.0)
    base, at = prev, -1  # what the last sample was taken against; the round it was taken at
    cums = [(*_cumulative(r), _ends(r)) for r in rounds]
    last = max((k for k, c in enumerate(cums) if c[1] != (cums[k - 1][1] if k else None)), default=-1)
    for k, (t, cum, ends) in enumerate(cums):
        since = prev
        step = _ran_s(ends, prev[2], t - prev[0])
        if k == last and out and at == k - 1 and 0 < step < out[-1].dt / 2:
            out.pop()
            since = base
        dt = step if since is prev else _ran_s(ends, since[2], t - since[0])
        deltas = {d: tuple(now - before for now, before in zip(cum[d], since[1][d])) for d in cum}
        clock = since[3]
        # ramp_time resets the counters once (a negative delta); a zero-length step is a
        # final round right after an interval round: neither is a sample.
        if dt > 0 and all(b >= 0 and n >= 0 for b, n, _, _ in deltas.values()):
            clock = round(clock + dt, 3)  # whole ms, as fio counts
            lat = {d: (max(0.0, x[2]) / x[3] if x[3] > 0 else None) for d, x in deltas.items()}
            out.append(HostSample(host, job, clock, dt, deltas["read"][1] / dt, deltas["write"][1] / dt,
                                  deltas["read"][0] / dt, deltas["write"][0] / dt, lat["read"], lat["write"]))
            base, at = since, k
        prev = (t, cum, ends, clock)
    return out


def _ends(round_: list[dict]) -> list[tuple[int, int]]:
    """Each entry's fio job_start (epoch ms) and runtime (ms, its longest direction's)."""
    return [(int(e.get("job_start", 0) or 0), max(int((e.get(d) or {}).get("runtime", 0)) for d in ("read", "write")))
            for e in round_]


def _ran_s(now: list[tuple[int, int]], before: list[tuple[int, int]], group_dt: float) -> float:
    """A step's time, as a local run's: fio/ran.py over the entries' spans in wall time."""
    spans = [(js + rb, js + rn) for (js, rn), (_, rb) in zip_longest(now, before, fillvalue=(0, 0)) if js and rn > rb]
    return interval_ms(round(group_dt * 1000), spans) / 1000.0 if spans else group_dt
