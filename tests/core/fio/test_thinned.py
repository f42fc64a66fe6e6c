"""A run's samples in memory stay bounded however long it runs, cover the whole run at one
step, and keep fio's counts (joined spans, never dropped ones)."""
import random

from app.core.fio.status import IntervalSample, Rates, ThreadSample
from app.core.fio.thinned import ENTRIES, LEAST, MOST, sample_log


def _sample(seq, threads, rnd, group=0, ramp=False):
    rates = [Rates(read_iops=(x := rnd.uniform(100, 1000)), read_bps=x * 4096, read_lat_ns=rnd.uniform(1e3, 1e5))
             for _ in range(threads)]
    total = Rates(read_iops=sum(r.read_iops for r in rates), read_bps=sum(r.read_bps for r in rates),
                  read_lat_ns=sum(r.read_lat_ns * r.read_iops for r in rates) / sum(r.read_iops for r in rates))
    return IntervalSample(seq, float(seq), tuple(ThreadSample(i, "j", r, ramp, f"j/{i}", 1.0)
                                                 for i, r in enumerate(rates)), total, ramp, group, 1.0)


def test_samples_stay_bounded_cover_the_run_and_keep_the_io_count():
    rnd = random.Random(1)
    log = sample_log()
    ios = 0.0
    peak = 0
    n = 3000
    for seq in range(1, n + 1):
        s = _sample(seq, 64, rnd)
        ios += s.total.read_iops * s.dt_s
        log.append(s)
        peak = max(peak, len(log))
    cap = max(LEAST, min(MOST, ENTRIES // 64))
    assert peak <= cap and len(log) >= cap // 4  # bounded, and not emptied
    assert log[0].seq == 1 and log[-1].t_s == float(n)  # the whole run, to its newest interval
    kept = sum(x.total.read_iops * x.dt_s for x in log)
    assert abs(kept - ios) / ios < 1e-9  # every I/O still counted, over the joint spans
    assert abs(sum(x.dt_s for x in log) - n) < 1e-6
    thread_ios = sum(t.rates.read_iops * t.dt_s for x in log for t in x.threads)
    assert abs(thread_ios - ios) / ios < 1e-9


def test_a_narrow_run_keeps_more_and_groups_and_the_ramp_are_never_joined():
    rnd = random.Random(2)
    log = sample_log()
    for seq in range(1, 10001):
        log.append(_sample(seq, 1, rnd, group=0 if seq <= 5000 else 1, ramp=seq <= 10))
    assert len(log) <= MOST
    assert [x.ramp for x in log[:10]] == [True] * 10 or all(x.ramp for x in log if x.seq <= 10)
    assert not any(x.ramp for x in log if x.seq > 10)
    for x in log:  # a joined sample spans one group only
        assert (x.group == 0) == (x.seq <= 5000)


def test_a_records_cache_samples_and_temperatures_stay_bounded_and_keep_counts_and_the_hottest():
    from app.core.cache.model import CacheSample
    from app.core.fio.jobspec import JobSpec, Target
    from app.core.history.records import TestRecord
    rec = TestRecord(JobSpec(name="w", rw="write", target=Target("/t/f"), size=1 << 20), [], "")
    for i in range(1, 20001):
        rec.cache_samples.append(CacheSample(float(i), 1, 2, 3, 1.0, 2.0, 4096.0, 1, 2, 4096, 8192, 0))
        rec.temps.append((float(i), 71.5 if i == 12345 else (None if i % 5 else 40.0)))
    assert len(rec.cache_samples) <= MOST and len(rec.temps) <= MOST
    assert sum(c.fio_write_ios for c in rec.cache_samples) == 40000.0
    assert sum(c.dev_write_bytes for c in rec.cache_samples) == 8192 * 20000
    assert rec.cache_samples[-1].t_s == 20000.0 and rec.temps[-1][0] == 20000.0
    assert max(c for _, c in rec.temps if c is not None) == 71.5
