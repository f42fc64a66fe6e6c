"""Operations on interval samples that keep fio's counts: two successive spans joined as one,
and a sample's per-thread rates at their threads' indexes for storage."""
from __future__ import annotations

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
                          a.dt_s + b.dt_s)


def rates_by_index(sample: IntervalSample) -> list[Rates | None]:
    """The sample's per-thread rates at their threads' indexes, None where a thread sent nothing
    in this interval (a host that dropped out of a run on fio servers). Stored and exported so,
    a later thread never takes an earlier one's place in a curve or a CSV row."""
    slots: list[Rates | None] = [None] * (max((t.index for t in sample.threads), default=-1) + 1)
    for t in sample.threads:
        slots[t.index] = t.rates
    return slots
