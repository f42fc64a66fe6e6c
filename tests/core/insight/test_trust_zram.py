"""Issue 44's test on a RAM-backed device: direct random reads of a zram device this test
adds (never the machine's existing ones) are limited by the CPU, so the verdict calls them
host-bound; the same device held at a rate_iops the CPU easily keeps is limited by its rate."""
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
    CPU the whole time. Two jobs per CPU, so a share of the machine's CPUs (busy or idle) is
    fio's: on an idle machine each job's usr+sys nears a whole core (or they fill every CPU),
    on a busy one the machine is saturated with fio's share in it. Both rules say host-bound."""
    cpus = os.cpu_count() or 1
    specs = [JobSpec(name="zram-randread", rw="randread", target=Target(zram, "device"), ioengine="libaio",
                     iodepth=16, numjobs=2 * cpus, size=64 << 20, runtime=1, time_based=True, direct=True),
             JobSpec(name="zram-rated", rw="randread", target=Target(zram, "device"), ioengine="psync",
                     size=64 << 20, runtime=1, time_based=True, direct=True, extra=(("rate_iops", "1000"),))]
    res = SuiteRunner(fio, "custom", plain(specs), 0.5, target=zram, store=None).run()
    fast, rated = res.tests
    assert fast.error is None and rated.error is None, (fast.error, rated.error)
    v = TrustVerdict.from_dict(fast.trust)
    cpu = [round(t.usr_cpu + t.sys_cpu) for t in fast.result.threads]
    assert (v.limited_by, v.believe, v.mark) == (CPU, NO, "CPU"), (v.line, cpu)
    assert v.findings[0].key == "cpu" and v.line.startswith("host-bound, this is a CPU figure, not the drive's")
    assert "io_uring" in v.line  # the advice
    r = TrustVerdict.from_dict(rated.trust)
    assert rated.result.read.iops >= 0.9 * 1000  # fio's own figure held at the rate
    assert (r.limited_by, r.believe, r.mark) == (RATE, YES, "RATE"), r.line
    assert not any(f.key in ("cpu", "machine_busy") for f in r.findings), r.findings
