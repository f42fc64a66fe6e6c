"""Rate limits in job files: each group of a job file is judged on fio's own options for its
jobs (its final document's `job options`), not the run's placeholder spec, and RATE only
where the rate held the figure: achieved within RATE_MARGIN of the asked rate, the device not
saturated. On a loop device whose reads the kernel throttles to 1,000 IOPS (a blkio group
this test makes and removes, Fioscope's CLI run inside it): a rate well under the device's
limit is RATE (one job, and four under group_reporting), a rate twice the limit and one 10 %
above it (the latency-versus-load step above the maximum: the device held it to ~91 %) are
the disk's. fio's own rate on a fast loop device is RATE too, and an import of bare fio's
output of the same file agrees."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from app.core.history.fio_import import read_fio_json
from app.core.insight.import_trust import judge_import
from app.core.insight.trust import DISK, RATE, RATE_MARGIN, YES, HostFacts, JobFacts, TrustVerdict, judge
from tests import blkio
from tests.conftest import ROOT, run_cli

LIMIT = 1000  # read IOPS the kernel lets the group's processes issue to the loop device

# Queue depth 4, so the asked rate sets the pace and not the machine's load: at QD1 a job at
# 50 IOPS falls behind once a read takes 20 ms, and under the suite's load (4 workers on 2
# cores, the loop device's worker among them) "four" made 180 of its 200 IOPS (clean clone,
# 2026-12-06). The rates are the test's subject; the depth only takes latency out of it.
THROTTLED = """[global]
filename={dev}
ioengine=libaio
iodepth=4
rw=randread
bs=4k
direct=1
time_based
runtime=3
[held]
rate_iops=200
[four]
stonewall
numjobs=4
group_reporting
rate_iops=50
[twice]
stonewall
rate_iops=2000
[over]
stonewall
ioengine=libaio
iodepth=8
rate_iops=1100
"""


def _verdicts(doc: dict) -> dict[str, TrustVerdict]:
    return {t["spec"]["name"]: TrustVerdict.from_dict(t["trust"]) for t in doc["tests"]}


@pytest.mark.skipif(blkio.available() is not None, reason=str(blkio.available()))
def test_job_file_rates_on_a_device_the_kernel_throttles(tmp_path):
    out = tmp_path / "run.json"
    with blkio.throttled_loop(tmp_path, 64 << 20) as loop:
        loop.limit(read_iops=LIMIT)
        job = tmp_path / "rates.fio"
        job.write_text(THROTTLED.format(dev=loop.dev))
        r = loop.run([sys.executable, "-m", "app", "run", "--job-file", str(job), "--no-store", "--no-check",
                      "--interval", "1", "--json", str(out)], cwd=ROOT, timeout=180)
        assert r.returncode == 0, r.stderr
    doc = json.loads(out.read_text())
    v = _verdicts(doc)
    assert list(v) == ["held", "four", "twice", "over"]
    iops = {t["spec"]["name"]: t["result"]["total"]["read"]["iops"] for t in doc["tests"]}
    # fio's own figures: the rates under the limit held, the others the device held
    assert iops["held"] >= (1 - RATE_MARGIN) * 200 and iops["four"] >= (1 - RATE_MARGIN) * 200, iops
    assert iops["twice"] <= 1.1 * LIMIT and iops["over"] < (1 - RATE_MARGIN) * 1100, iops
    for name, asked in (("held", 200), ("four", 200)):
        assert (v[name].limited_by, v[name].believe, v[name].mark) == (RATE, YES, "RATE"), (name, v[name])
        assert f"rate_iops: {asked:,} IOPS asked" in v[name].line, v[name].line
    for name, asked in (("twice", 2000), ("over", 1100)):
        assert v[name].limited_by == DISK and v[name].mark != "RATE", (name, v[name])
        held = [f for f in v[name].findings if f.key == "rate_held"]
        assert held and f"the device held it below the job's rate_iops ({asked:,} IOPS asked" in held[0].text, \
            v[name]
    assert v["over"].line.startswith("the disk") and "held it below" in v["over"].line + str(v["over"].findings)
    # numjobs=4 under group_reporting: four threads, whatever fio's one entry
    four = next(t for t in doc["tests"] if t["spec"]["name"] == "four")
    assert four["spec"]["numjobs"] == 4


FILE_JOBS = """[global]
filename={dev}
ioengine=psync
rw=randread
bs=4k
size=8m
direct=1
time_based
runtime=2
[rated]
rate_iops=150
[unrated]
stonewall
"""


def test_job_file_rates_on_a_fast_device_agree_with_an_import_of_fios_output(tmp_path, fio, loop_device):
    """fio's own rate on a loop device whose backing file the page cache holds (fast, and
    not the machine's shared disk, whose latency under other tests' I/O could fill the queue)."""
    job = tmp_path / "file-rates.fio"
    job.write_text(FILE_JOBS.format(dev=loop_device(16 << 20)))
    out = tmp_path / "run.json"
    r = run_cli("run", "--job-file", str(job), "--no-store", "--no-check", "--json", str(out))
    assert r.returncode == 0, r.stderr
    # the header counts the job file's groups and their runtimes (fio's own resolution)
    assert "2 tests, about 0:00:04 of timed runs" in r.stderr, r.stderr
    live = _verdicts(json.loads(out.read_text()))
    assert live["rated"].limited_by == RATE and live["unrated"].limited_by != RATE, live
    # bare fio's output of the same file, imported: the same verdict on the rate
    bare = subprocess.run([fio.path, "--output-format=json", str(job)], cwd=tmp_path, capture_output=True,
                          text=True, timeout=120)
    assert bare.returncode == 0, bare.stderr
    (tmp_path / "bare.json").write_text(bare.stdout)
    run = judge_import(read_fio_json(tmp_path / "bare.json"))
    imported = {t.spec.name: TrustVerdict.from_dict(t.trust) for t in run.tests}
    assert imported["rated"].limited_by == RATE and imported["unrated"].limited_by != RATE, imported


def test_rate_rules_on_plain_facts():
    host = HostFacts(cpus=2, busy_pct=20.0, mem_total=8 << 30)

    def facts(got: float, in_flight: float, depth: int = 8) -> JobFacts:
        return JobFacts("libaio", True, True, False, 1 << 30, {"iops": 1000.0}, {"iops": got},
                        in_flight=in_flight, depth=depth)

    # within the margin, the queue nearly empty: the rate held it
    assert judge(facts(990, 0.2), host).limited_by == RATE
    # 91 % of the offered rate: the device held it, said in the line, no mark
    v = judge(facts(910, 7.9), host)
    assert (v.limited_by, v.believe, v.mark) == (DISK, YES, "") and "held it below" in v.line and "91 %" in v.line
    # the rate reached, but the jobs' queue full: the device was saturated at the rate
    v = judge(facts(1000, 7.8), host)
    assert v.limited_by == DISK and "saturated" in v.line
    # latency unknown: the margin alone decides
    assert judge(JobFacts("libaio", True, True, False, None, {"iops": 1000.0}, {"iops": 1000.0}), host).limited_by \
        == RATE


@pytest.mark.skipif(blkio.available() is not None, reason=str(blkio.available()))
def test_latency_versus_load_steps_above_the_maximum_are_the_devices(tmp_path):
    """fioscope qos on a device the kernel holds to 1,000 write IOPS: the half-load step is held
    by its rate (RATE); the steps offering more than the device did are the disk's, the device
    holding them below the rate (the 150 % step always: at most 1,000 of about 1,500 asked; the
    110 % step whenever the device fell short of its margin, as it does at ~91 %)."""
    out = tmp_path / "qos.json"
    with blkio.throttled_loop(tmp_path, 64 << 20) as loop:
        loop.limit(write_iops=LIMIT)
        r = loop.run([sys.executable, "-m", "app", "qos", "--target", loop.dev, "--rw", "randwrite",
                      "--iodepth", "8", "--size", "32MiB", "--step", "1", "--steps", "50,110,150",
                      "--destroy-data", loop.dev, "--no-store", "--json", str(out)], cwd=ROOT, timeout=120)
        assert r.returncode == 0, r.stderr
    doc = json.loads(out.read_text())
    v = _verdicts(doc)
    offered = {p["phase"]: p for p in doc["latency_load"]["points"]}
    assert v["load-50pct"].limited_by == RATE, v["load-50pct"]
    for name, phase in (("load-110pct", "110 %"), ("load-150pct", "150 %")):
        p = offered[phase]
        short = p["achieved_iops"] < (1 - RATE_MARGIN) * p["offered_iops"]
        assert short or name == "load-110pct", p
        if short:
            assert v[name].limited_by == DISK and v[name].mark != "RATE", (name, v[name])
            assert "the device held it below the job's rate_iops" in v[name].line, v[name].line
