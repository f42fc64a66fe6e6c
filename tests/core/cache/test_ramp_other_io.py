"""Issue 52: a direct job with a ramp_time was said to share its device with another process.
fio resets its counters when the ramp ends, so its figures leave the ramp out, while the
device's counters were taken over the whole run, ramp included (here 3 s of ramp against 1 s
counted: the device 'read' four times what fio did). The device's counts are now taken over
fio's counted time (cache/groups.counted_verdict). Real fio on a loop device this test makes;
real other I/O (dd reading the same loop device) still gives the finding."""
import os
import signal
import subprocess

from app.core.fio.jobspec import JobSpec, Target
from app.core.suites.items import plain
from app.core.suites.run import SuiteRunner


def ramped(dev: str) -> JobSpec:
    # 64 KiB reads at 200 IOPS: the ramp's 3 s move 3 x 12.8 MB, far past the other-I/O rule's
    # margins (twice fio's reads plus 64, twice its bytes plus 1 MiB) had they been counted as another's
    return JobSpec(name="ramped", rw="randread", target=Target(dev, "device"), bs=64 << 10, size=32 << 20,
                   ioengine="psync", direct=True, runtime=1, time_based=True, ramp_time=3,
                   extra=(("rate_iops", "200"),))


def findings(rec) -> list[str]:
    return [f["key"] for f in (rec.trust or {}).get("findings", [])]


def test_a_ramp_is_not_another_process_but_dd_beside_it_is(loop_device, fio):
    dev = loop_device(32 << 20)
    quiet = SuiteRunner(fio, "quiet", plain([ramped(dev)]), 0.5, target=dev).run().tests[0]
    assert quiet.error is None and quiet.trust is not None
    v = quiet.cache
    # fio's counted second: about 200 reads, and the device's own count over the same second
    # (the reading nearest the ramp's end may be late on a loaded machine: a margin, far
    # inside the 3 x 200 reads the ramp added before)
    assert 150 <= v.fio_reads <= 260, v
    assert abs(v.dev_reads - v.fio_reads) <= 0.5 * v.fio_reads + 16, v
    assert "other reads" not in v.message and "after the ramp" in v.message, v.message
    assert "other_io" not in findings(quiet), quiet.trust

    other = subprocess.Popen(["sh", "-c", f"while :; do dd if={dev} of=/dev/null bs=4k iflag=direct "
                                          "status=none; done"], start_new_session=True)
    try:
        busy = SuiteRunner(fio, "busy", plain([ramped(dev)]), 0.5, target=dev).run().tests[0]
    finally:
        os.killpg(other.pid, signal.SIGKILL)  # the shell and its dd
        other.wait()
    assert busy.error is None
    v = busy.cache
    assert v.dev_reads > 2 * v.fio_reads + 64, v
    assert "also served other reads" in v.message, v.message
    assert "other_io" in findings(busy), busy.trust
