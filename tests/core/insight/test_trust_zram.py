"""Issue 44's test on a RAM-backed device: direct random reads of a zram device this test
adds (never the machine's existing ones) are limited by the CPU, so the verdict calls them
host-bound; the same device held at a rate_iops the CPU easily keeps is limited by its rate.
And the run-queue rule that decides it on a busy machine, on plain facts."""
from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from app.core.fio.jobspec import JobSpec, Target
from app.core.insight.trust import CPU, NO, RATE, YES, TrustVerdict
from app.core.suites.items import plain
from app.core.suites.run import SuiteRunner
from tests.helpers import wait_until

CONTROL = Path("/sys/class/zram-control")


def _remove(n: int) -> bool:
    """hot_remove refuses (EBUSY) while anything has the device open, e.g. udev's probe of it."""
    try:
        (CONTROL / "hot_remove").write_text(str(n))
    except OSError:
        return False
    return not Path(f"/sys/block/zram{n}").exists()


@pytest.fixture
def zram():
    """A 64 MiB zram device of our own, through hot_add; always hot_removed, even on failure."""
    if os.geteuid() != 0:
        pytest.skip("needs root to add a zram device")
    if not CONTROL.exists():  # the module not loaded: load it without devices of its own
        subprocess.run(["modprobe", "zram", "num_devices=0"], capture_output=True, check=False)
    if not CONTROL.exists():
        pytest.skip("no zram in this kernel")
    n = int((CONTROL / "hot_add").read_text())
    try:
        (Path(f"/sys/block/zram{n}") / "disksize").write_text(str(64 << 20))
        dev = f"/dev/zram{n}"
        wait_until(lambda: os.path.exists(dev), 5, f"{dev} to appear")
        yield dev
    finally:
        wait_until(lambda: _remove(n), 10, f"zram{n} to be removed")


def test_zram_reads_are_host_bound_and_a_rate_limited_job_is_not(fio, zram):
    """Direct libaio reads of RAM: nothing waits on a drive, fio's jobs compute or queue for a
    CPU the whole time. On an idle machine each job's usr+sys nears a whole core (or the jobs
    fill every CPU); on a busy one usr+sys is a share of a core and the rest of the time was
    spent in the run queue (schedstat), so one job at queue depth 1 is host-bound as well as
    two per CPU at 16. A job held at a rate_iops the CPU easily keeps is limited by its rate."""
    cpus = os.cpu_count() or 1
    dev = Target(zram, "device")
    specs = [JobSpec(name="zram-randread", rw="randread", target=dev, ioengine="libaio", iodepth=16,
                     numjobs=2 * cpus, size=64 << 20, runtime=1, time_based=True, direct=True),
             JobSpec(name="zram-one", rw="randread", target=dev, ioengine="libaio", size=64 << 20, runtime=1,
                     time_based=True, direct=True),
             JobSpec(name="zram-rated", rw="randread", target=dev, ioengine="psync", size=64 << 20, runtime=1,
                     time_based=True, direct=True, extra=(("rate_iops", "1000"),))]
    res = SuiteRunner(fio, "custom", plain(specs), 0.5, target=zram, store=None).run()
    *fast, rated = res.tests
    assert all(t.error is None for t in res.tests), [t.error for t in res.tests]
    for t in fast:
        v = TrustVerdict.from_dict(t.trust)
        cpu = [round(x.usr_cpu + x.sys_cpu) for x in t.result.threads]
        assert (v.limited_by, v.believe, v.mark) == (CPU, NO, "CPU"), (t.spec.name, v.line, cpu)
        assert v.findings[0].key == "cpu" and v.line.startswith("host-bound, this is a CPU figure, not the drive's")
        assert "io_uring" in v.line  # the advice
    r = TrustVerdict.from_dict(rated.trust)
    assert rated.result.read.iops >= 0.9 * 1000  # fio's own figure held at the rate
    assert (r.limited_by, r.believe, r.mark) == (RATE, YES, "RATE"), r.line
    assert not any(f.key in ("cpu", "machine_busy") for f in r.findings), r.findings


def test_the_run_queue_decides_on_a_busy_machine():
    """fio's usr+sys counts only time on a CPU: a job that computes all the time on a machine
    other programs keep busy shows a small share of a core (15 % measured here, at a load of
    13 on 2 CPUs). Its time waiting in the run queue (schedstat) says it was the CPU; a job
    that waited on the drive instead is not host-bound, however busy the machine."""
    from app.core.insight.trust import CARE, DISK, HostFacts, JobFacts, judge

    busy = HostFacts(cpus=2, busy_pct=100.0)
    base = dict(engine="libaio", direct=True, reads=True, writes=False, file_bytes=None, thread_cpu=(15.0,))
    v = judge(JobFacts(**base, queued=(15.0, 84.0)), busy)
    assert (v.limited_by, v.mark) == (CPU, "CPU") and "(15 % on a CPU, 84 % waiting for one)" in v.line
    w = judge(JobFacts(**base | dict(thread_cpu=(40.0,)), queued=(40.0, 20.0)), busy)
    assert (w.limited_by, w.believe, w.findings[0].key) == (DISK, CARE, "machine_busy")
    # unmeasured (no schedstat, one interval): fio's share of the saturated machine decides, as before
    assert judge(JobFacts(**base | dict(thread_cpu=(40.0,))), busy).limited_by == CPU
