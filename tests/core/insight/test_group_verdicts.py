"""A job file's verdicts, from fio's own resolution of it and fio's own figures.

The thermal verdict end to end with real fio: a job file of two reporting groups, each
judged on its own intervals. The first runs cool at a held rate; in the second, one of its
two jobs ends after 3 s, so the group's throughput falls by four fifths while the (fake:
this machine has no sensor) drive passes its warning temperature and its throttle counter
rises. fio's own figures drive the drop; the verdict must name it, at the group's time.
A job file whose jobs all run on the null engine (as fio --showcmd resolves them) gets no
page-cache verdict: it moves no data."""
import time

from app.core.fio.jobfile import jobfile_spec, load_jobfile
from app.core.history.store import RunStore
from app.core.insight.thermal import SlowReading, TemperatureSampler
from app.core.report.render import render, with_sections
from app.core.suites.items import plain
from app.core.suites.run import SuiteRunner
from app.core.suites.thermal_watch import ThermalWatch

JOBS = """[global]
ioengine=null
rw=read
bs=4k
size=64m
time_based
[cool]
rate_iops=2000
runtime=3
[burst]
stonewall
rate_iops=8000
runtime=3
[held]
rate_iops=2000
runtime=7
"""
HOT_AFTER_S = 4.5  # into the run: after the cool group, before the burst job ends (~6 s)


def drive():
    """A drive that turns hot (and counts one throttle event) HOT_AFTER_S after its first read."""
    t0 = []

    def hot() -> bool:
        now = time.monotonic()
        t0[:] = t0 or [now]
        return now - t0[0] >= HOT_AFTER_S

    fast = lambda: 75.0 if hot() else 45.0  # noqa: E731
    slow = lambda: SlowReading(None, throttle_total=1 if hot() else 0)  # noqa: E731
    return TemperatureSampler(fast, slow, source="hwmon (test feed)", warning_c=70.0, critical_c=80.0,
                              slow_every_s=0.2, background=False)


def test_each_group_of_a_job_file_gets_its_own_thermal_verdict(tmp_path, fio):
    job = tmp_path / "phases.fio"
    job.write_text(JOBS)
    spec = jobfile_spec(load_jobfile(job, fio.path), str(tmp_path))
    store = RunStore(tmp_path / "runs.sqlite")
    res = SuiteRunner(fio, "custom", plain([spec]), 0.5, target=str(tmp_path), store=store,
                      thermal=ThermalWatch(drive())).run()
    cool, burst = res.tests
    assert (cool.error, burst.error) == (None, None)
    assert [t.spec.name for t in res.tests] == ["cool", "burst+held"]
    # fio's own figures: the cool group held 2,000 IOPS; the burst group fell from 10,000 to 2,000
    assert round(cool.result.read.iops, -2) == 2000
    c = cool.thermal
    assert (c["kind"], c["throttled"], c["max_c"]) == ("no drop", False, 45.0), c
    b = burst.thermal
    assert (b["kind"], b["throttled"], b["at_celsius"]) == ("throttled", True, 75.0), b
    # the drop is where the burst job ended: 3 s into its group (not 6 s into the fio run)
    assert 2.0 <= b["at_s"] <= 4.0, b
    assert b["message"].startswith(f"throttled at 75 C after {b['at_s']:.0f} s: throughput fell 8"), b["message"]
    assert "reached its warning temperature (70 C)" in b["message"]
    assert "thermal-throttle counter rose by 1" in b["message"]
    doc = store.load_run(res.run_id)
    assert [t["thermal"]["kind"] for t in doc["tests"]] == ["no drop", "throttled"]
    text = render(with_sections(doc), "txt")
    assert b["message"] in text and c["message"] in text


def test_a_job_file_on_the_null_engine_gets_no_page_cache_verdict(tmp_path, fio):
    # fio's own resolution says every job moves no data: nothing reaches a disk or the cache
    job = tmp_path / "null.fio"
    job.write_text("[global]\nioengine=null\nsize=16m\n[a]\nrw=read\n[b]\nrw=write\n")
    spec = jobfile_spec(load_jobfile(job, fio.path), str(tmp_path))
    assert spec.ioengine == "null"
    [rec] = SuiteRunner(fio, "custom", plain([spec]), 0.5, target=str(tmp_path), thermal=ThermalWatch(None)).run().tests
    assert rec.error is None and rec.result.read.io_bytes == rec.result.write.io_bytes == 16 << 20
    assert rec.cache.device is None and not rec.cache.measures_ram, rec.cache
    assert rec.cache.message.startswith("fio's null engine moves no data"), rec.cache.message
    job.write_text("[global]\nsize=16m\n[a]\nioengine=null\nrw=read\n[b]\nioengine=psync\nrw=read\n")
    assert jobfile_spec(load_jobfile(job, fio.path), str(tmp_path)).ioengine != "null"
