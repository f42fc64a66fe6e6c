"""Operations on interval samples that keep fio's counts: two successive spans joined as one,
a sample's per-thread rates at their threads' indexes for storage, and when each reporting
group of a job file is planned to end (where its last sample may be a sliver to join)."""
from __future__ import annotations

import re

from app.core.fio.status import IntervalSample, Rates, ThreadSample


def _joined(a: Rates, da: float, b: Rates, db: float) -> Rates:
    """Rates over two successive spans from each span's rates and length: the I/Os and bytes of
    both over their joint time; latencies weighted by each span's I/Os."""
    dt = da + db
    if dt <= 0:
        return b

    def lat(la: float | None, na: float, lb: float | None, nb: float) -> float | None:
        parts = [(x, n) for x, n in ((la, na), (lb, nb)) if x is not None and n > 0]
        return sum(x * n for x, n in parts) / sum(n for _, n in parts) if parts else None
    return Rates((a.read_iops * da + b.read_iops * db) / dt, (a.write_iops * da + b.write_iops * db) / dt,
                 (a.read_bps * da + b.read_bps * db) / dt, (a.write_bps * da + b.write_bps * db) / dt,
                 lat(a.read_lat_ns, a.read_iops * da, b.read_lat_ns, b.read_iops * db),
                 lat(a.write_lat_ns, a.write_iops * da, b.write_lat_ns, b.write_iops * db))


def merged(a: IntervalSample, b: IntervalSample) -> IntervalSample:
    """Two successive samples of one group as one over their joint span (fio's counts of both
    over the sum of each entry's times: nothing estimated), numbered and ramp-flagged as the
    first, timed as the second. For a last interval of a few ms, whose rates swing with fio's
    whole-ms runtimes."""
    mine = {t.index: t for t in a.threads}
    threads = []
    for t in b.threads:
        p = mine.get(t.index)
        if p is None or p.jobname != t.jobname:
            threads.append(t)
            continue
        threads.append(ThreadSample(t.index, t.jobname, _joined(p.rates, p.dt_s, t.rates, t.dt_s), t.ramp,
                                    t.label, p.dt_s + t.dt_s))
    return IntervalSample(a.seq, b.t_s, tuple(threads), _joined(a.total, a.dt_s, b.total, b.dt_s), a.ramp, a.group,
                          a.dt_s + b.dt_s, a.mixed)


def rates_by_index(sample: IntervalSample) -> list[Rates | None]:
    """The sample's per-thread rates at their threads' indexes, None where a thread sent nothing
    in this interval (a host that dropped out of a run on fio servers). Stored and exported so,
    a later thread never takes an earlier one's place in a curve or a CSV row."""
    slots: list[Rates | None] = [None] * (max((t.index for t in sample.threads), default=-1) + 1)
    for t in sample.threads:
        slots[t.index] = t.rates
    return slots


_TIME = re.compile(r"\s*(\d+(?:\.\d+)?)\s*(us|usec|ms|msec|s|sec|m|min|h|d)?\s*", re.IGNORECASE)
_UNIT_S = {"us": 1e-6, "usec": 1e-6, "ms": 1e-3, "msec": 1e-3, "s": 1.0, "sec": 1.0, "m": 60.0, "min": 60.0,
           "h": 3600.0, "d": 86400.0}


def _seconds(value: object) -> float | None:
    """fio's time syntax as its JSON repeats it (2, 500ms, 1m; seconds without a unit); None
    for anything else (a range such as startdelay=1-5 has no one value)."""
    m = _TIME.fullmatch(str(value))
    return float(m.group(1)) * _UNIT_S[(m.group(2) or "s").lower()] if m else None


def group_ends(doc: dict) -> dict[int, float | None]:
    """Each reporting group's planned end in seconds since its first job started (a sample's
    t_s), from the options fio printed in a document: its jobs' startdelay + ramp_time +
    runtime, the latest of them; None where a job has no runtime (it ends when its size is
    done, at a time no option says). A job ends at its runtime at the latest, time_based or
    not; fio starts a job's clock (job_start) after its startdelay."""
    glob = doc.get("global options")
    glob = glob if isinstance(glob, dict) else {}
    spans: dict[int, list[tuple[float, float]] | None] = {}
    for job in doc.get("jobs") or []:
        gid = int(job.get("groupid", 0))
        opts = job.get("job options")
        opts = {**glob, **(opts if isinstance(opts, dict) else {})}
        runtime = _seconds(opts.get("runtime", opts.get("timeout")))
        ramp = _seconds(opts.get("ramp_time", 0))
        delay = _seconds(opts.get("startdelay", 0))
        if gid in spans and spans[gid] is None:
            continue
        if not runtime or ramp is None or delay is None:
            spans[gid] = None
            continue
        spans[gid] = (spans.get(gid) or []) + [(delay, delay + ramp + runtime)]
    return {gid: None if s is None else max(end for _, end in s) - min(d for d, _ in s) for gid, s in spans.items()}


def group_times(doc: dict) -> dict[int, tuple[float, float]]:
    """Each reporting group's start and end in wall time (epoch seconds), fio's own: its jobs'
    job_start (ms, when fio started each job's clock) and job_start plus the job's runtime
    (its longest direction's; a job that did no I/O by design, cpuio, its job_runtime). Groups none of whose jobs started are left out."""
    spans: dict[int, tuple[float, float]] = {}
    for job in doc.get("jobs") or []:
        start = int(job.get("job_start", 0) or 0)
        if start <= 0:
            continue
        runtime = max((int((job.get(d) or {}).get("runtime", 0) or 0) for d in ("read", "write", "trim", "mixed")),
                      default=0) or int(job.get("job_runtime", 0) or 0)  # a job of no I/O (cpuio): its own run
        gid = int(job.get("groupid", 0))
        a, b = start / 1000.0, (start + runtime) / 1000.0
        if gid in spans:
            a, b = min(a, spans[gid][0]), max(b, spans[gid][1])
        spans[gid] = (a, b)
    return spans
