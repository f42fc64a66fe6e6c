"""A batched round (one fio invocation, stonewalled cells) goes through the same per-test
routine as a single test (issue 38), and each cell's times and samples are its own (issue 41,
item 9: cells of a 1 s round showed 4.6, 2.6 and 0.6 s spans, a 1 s cell a sample at 2.9 s).

Three cells, null engine, rates set with rate_iops: 1000 IOPS for 1 s, 500 IOPS for 1 s,
then a size-based cell (1024 I/Os at 1000 IOPS: it ends when its size is done, at a time no
option says). Run by RoundRunner and by bare fio with the same command
line after it: each cell's figures are bare fio's and the set rate's."""
from __future__ import annotations

import json
import subprocess

import pytest

from app.core.fio.jobspec import JobSpec, Target
from app.core.history.store import RunStore
from app.core.suites.items import PlanItem
from app.core.suites.rounds import Batch, RoundRunner, batch_argv

INTERVAL = 0.5
RATES = (1000, 500, 1000)


def _cells(tmp_path) -> tuple[JobSpec, ...]:
    def cell(name: str, rate: int, **kw) -> JobSpec:
        return JobSpec(name=name, rw="randread", target=Target(str(tmp_path / "null")), ioengine="null", bs=4096,
                       direct=False, extra=(("rate_iops", str(rate)),), **kw)
    return (cell("fast", RATES[0], size=1 << 30, runtime=1, time_based=True),
            cell("slow", RATES[1], size=1 << 30, runtime=1, time_based=True),
            cell("sized", RATES[2], size=4 << 20))


def test_each_cell_of_a_round_is_a_whole_test_with_its_own_times_and_samples(fio, tmp_path):
    specs = _cells(tmp_path)
    (tmp_path / "bare").mkdir()
    store = RunStore(":memory:")
    # an iterator, as the steady driver plans its rounds
    runner = RoundRunner(fio, "steady", iter([PlanItem(Batch(specs), "round 1")]), INTERVAL,
                         target=str(tmp_path), store=store, confirmed=())
    res = runner.run()
    # bare fio after it, not beside it: run at once, bare fio's second cell has twice been
    # timed 2.47 s for its 1 s (501 I/Os), on this loaded 2-core machine
    bare = subprocess.run(batch_argv(specs, fio.path, INTERVAL), cwd=tmp_path / "bare", capture_output=True,
                          text=True, timeout=60)
    assert bare.returncode == 0, bare.stderr
    out = bare.stdout
    final = json.loads(out[out.rindex("\n{\n") + 1:])
    bare_iops = {j["jobname"]: j["read"]["iops"] for j in final["jobs"]}

    assert [t.spec.name for t in res.tests] == ["fast", "slow", "sized"]
    for t, rate in zip(res.tests, RATES):
        assert t.error is None, t.error
        assert t.result.read.iops == pytest.approx(rate, rel=0.02)
        assert t.result.read.iops == pytest.approx(bare_iops[t.spec.name], rel=0.02)
        # its own start and end: fio's job_start and runtime (1 s, or its 1024 I/Os at 1000 IOPS)
        span = t.finished_at - t.started_at
        assert span == pytest.approx(t.result.read.runtime_ms / 1000, abs=0.02), (t.spec.name, span)
        assert span == pytest.approx(1.0 if t.spec.runtime else 1.024, abs=0.1), (t.spec.name, span)
        # its samples fall in its own time, add up to fio's count, and each is at the set rate
        # (within 10 %: a loaded machine; a sliver was 4x)
        assert t.samples and all(0 < s.t_s <= span + 0.05 for s in t.samples), [s.t_s for s in t.samples]
        assert sum(s.total.read_iops * s.dt_s for s in t.samples) == pytest.approx(t.result.read.total_ios, abs=1)
        for s in t.samples:
            assert s.total.read_iops == pytest.approx(rate, rel=0.1), [(s.t_s, s.dt_s, s.total.read_iops)
                                                                        for s in t.samples]
        # what a single test records: a temperature reading (None: no sensor) per interval, the
        # thermal verdict where there is a sensor, the trust verdict
        assert len(t.temps) == len(t.samples)
        assert (t.thermal is None) == (runner.thermal.sampler is None)
        assert t.trust is not None
    a, b, c = res.tests
    assert a.finished_at <= b.started_at + 0.01 and b.finished_at <= c.started_at + 0.01
    # each cell its own page-cache verdict, on its own I/O (cache/groups.py)
    assert all(t.cache is not None and t.cache.fio_reads == t.result.read.total_ios for t in res.tests), \
        [t.cache for t in res.tests]
    # the round's CPU is accounted as a single test's is
    assert all(runner.cpu_s.get(k, 0) > 0 for k in ("read", "parse", "store", "cache sampler")), runner.cpu_s
    # and stored so
    doc = store.load_run(res.run_id)
    for stored, t in zip(doc["tests"], res.tests):
        assert (stored["name"], stored["started_at"], stored["finished_at"]) == \
            (t.spec.name, pytest.approx(t.started_at), pytest.approx(t.finished_at))
        assert len(stored["samples"]) == len(t.samples)
