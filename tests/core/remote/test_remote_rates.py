"""A remote run's live per-host rates are fio's own: a job whose true rate is known (the
null engine, rate_iops) read through a fio server, checked against that rate and against
fio's final figures for the same job (rates, and the intervals' latency against fio's mean)."""
from __future__ import annotations

import pytest

from app.core.fio.jobspec import JobSpec, Target
from app.core.remote.run import run_remote

RATE = 400  # I/Os per second, held by fio's rate_iops
BS = 8192


def test_live_host_rates_match_the_true_rate_and_fios_final_figures(fio, servers):
    (host, _, _), = servers(1)
    spec = JobSpec(name="paced", rw="randread", target=Target("paced.null"), bs=BS, size=64 << 20, runtime=4,
                   time_based=True, ioengine="null", direct=False, numjobs=2, iodepth=32,
                   extra=(("rate_iops", str(RATE)),))
    samples = []
    out = run_remote(fio, [host], spec, interval=1.0, on_sample=samples.append)
    assert out.error is None and not out.cancelled
    job, = out.jobs
    final = job.per_host[host.label]
    # a final step of a few ms is merged into the interval before: no sliver whose rate swings
    assert len(samples) >= 3 and all(s.dt >= 0.5 for s in samples), samples
    for s in samples:
        # two clones at RATE each; IOPS and bandwidth come from one count, so they agree exactly
        assert round(s.read_iops) == pytest.approx(2 * RATE, rel=0.05), s
        assert s.read_bytes_per_s == pytest.approx(s.read_iops * BS, rel=1e-9), s
    # the intervals add up to fio's own final counts for the host
    assert sum(s.read_bytes_per_s * s.dt for s in samples) == pytest.approx(final.read.io_bytes, rel=1e-6)
    assert sum(s.read_iops * s.dt for s in samples) == pytest.approx(final.read.total_ios, rel=1e-6)
    assert final.read.iops == pytest.approx(2 * RATE, rel=0.05)
    # each interval's mean latency, weighted by its I/Os, gives back fio's final mean for the host
    assert all(s.read_lat_ns and s.read_lat_ns > 0 and s.write_lat_ns is None for s in samples), samples
    weighted = sum(s.read_lat_ns * s.read_iops * s.dt for s in samples) / sum(s.read_iops * s.dt for s in samples)
    assert weighted / 1000 == pytest.approx(final.read.latency.mean_us, rel=0.01)
