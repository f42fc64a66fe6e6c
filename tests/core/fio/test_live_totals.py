"""Live totals are fio's own counts over the time the group ran (issue 41, items 4 and 5).

One job file through Fioscope's local path (SuiteRunner, as `fioscope run --job-file` runs
it) and through bare fio at the same time, null engine, rates set with rate_iops:
- group 0: `a` at 500 IOPS for 2 s, `b` at 500 IOPS from 1 s to 3 s (startdelay). Its
  live total was up to 2x the threads' sum where one job ended and the other ran on.
- group 1: bssplit 4k/50:64k/50. fio holds rate_iops with bssplit to rate_iops x the
  smallest block size in bytes per second (its own conversion, kept); the interval's I/Os
  are fio's count, not bytes over a mean size (8-16 % off at this rate)."""
from __future__ import annotations

import subprocess

import pytest

from app.core.fio.jobfile import jobfile_spec, load_jobfile
from app.core.suites.items import plain
from app.core.suites.run import SuiteRunner
from tests.helpers import popen_tied

INTERVAL = 0.5
JOB = """[global]
ioengine=null
bs=4k
size=1g
time_based
rw=randread
[a]
runtime=2
rate_iops=500
[b]
startdelay=1
runtime=2
rate_iops=500
[c]
stonewall
bssplit=4k/50:64k/50
runtime=2
rate_iops=1000
"""


def _overlap(a0: float, a1: float, b0: float, b1: float) -> float:
    return max(0.0, min(a1, b1) - max(a0, b0))


def test_staggered_starts_and_block_size_mixes_live_at_fios_counts(fio, tmp_path):
    import json

    job = tmp_path / "job.fio"
    job.write_text(JOB)
    (tmp_path / "bare").mkdir()
    started: list[subprocess.Popen] = []
    bare = popen_tied([fio.path, "--output-format=json", str(job)], started, cwd=tmp_path / "bare",
                      stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    spec = jobfile_spec(load_jobfile(str(job), fio.path))
    suite = SuiteRunner(fio, "jobfile", plain([spec]), INTERVAL, target=str(tmp_path), confirmed=()).run()
    out, err = bare.communicate(timeout=60)
    assert bare.returncode == 0, err
    doc = json.loads(out)
    staggered, mix = suite.tests
    assert staggered.error is None and mix.error is None

    # group 0: each interval's total is the set rates of the jobs running in it, never more
    b0 = 1.0
    for s in staggered.samples:
        lo, hi = s.t_s - s.dt_s, s.t_s
        want = 500 * (_overlap(lo, hi, 0, 2.0) + _overlap(lo, hi, b0, b0 + 2.0)) / s.dt_s
        assert s.total.read_iops == pytest.approx(want, rel=0.1, abs=15), \
            [(round(x.t_s, 3), round(x.dt_s, 3), round(x.total.read_iops)) for x in staggered.samples]
    assert max(s.total.read_iops for s in staggered.samples) < 1000 * 1.03
    # the intervals add up to fio's own count; the final figures are fio's (bare fio's within 2 %)
    assert sum(s.total.read_iops * s.dt_s for s in staggered.samples) == \
        pytest.approx(staggered.result.read.total_ios, abs=1)
    bare_a = {j["jobname"]: j["read"] for j in doc["jobs"]}
    for t in staggered.result.threads:
        assert t.read.iops == pytest.approx(bare_a[t.jobname]["iops"], rel=0.02)
        assert t.read.iops == pytest.approx(500, rel=0.02)

    # group 1: I/Os are fio's count: they add up to its total_ios exactly; bandwidth is the
    # held rate (1000 x 4 KiB/s), IOPS whatever sizes fio drew
    assert sum(s.total.read_iops * s.dt_s for s in mix.samples) == pytest.approx(mix.result.read.total_ios, abs=0.5)
    for s in mix.samples:
        assert s.total.read_bps == pytest.approx(1000 * 4096, rel=0.1), [round(x.total.read_bps) for x in mix.samples]
    assert mix.result.read.bytes_per_s == pytest.approx(bare_a["c"]["bw_bytes"], rel=0.02)
    assert mix.result.read.iops == pytest.approx(bare_a["c"]["iops"], rel=0.1)  # fio's random size mix
