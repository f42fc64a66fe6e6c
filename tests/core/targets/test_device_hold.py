"""A device confirmed for a run is held for the whole run (targets/hold.py): it cannot be
mounted or claimed meanwhile, and a run whose device changes under it (a loop device
detached and re-attached, its node replaced) stops before its next test. Real fio, the
real CLI, loop devices the tests make (always detached) and nodes they make (always removed)."""
from __future__ import annotations

import ctypes
import errno
import hashlib
import json
import os
import secrets
import stat
import subprocess
import sys

import pytest

from app.core.errors import DeviceChanged, FioscopeError
from app.core.fio import sandbox
from app.core.fio.jobspec import JobSpec, Target
from app.core.suites.items import plain
from app.core.suites.run import SuiteRunner
from app.core.targets import discover
from app.core.targets.hold import DeviceHold, windows_disk
from app.core.targets.safety import check_device_run, find_disk
from tests.conftest import ROOT, mounted_readonly
from tests.helpers import digest, the_line

MiB = 1 << 20
MS_RDONLY = 1
device = pytest.mark.skipif(not sandbox.available() or os.geteuid() != 0, reason="needs root on Linux")
pytestmark = pytest.mark.loop


def region(path: str, start: int, end: int) -> str:
    """sha256 of bytes [start, end) of a file or device."""
    with open(path, "rb") as f:
        f.seek(start)
        return hashlib.sha256(f.read(end - start)).hexdigest()


def writer(name: str, target: str, size: int) -> JobSpec:
    """A write of the first `size` bytes: a later test writes further than an earlier one,
    so bytes only it would write show whether it ran."""
    return JobSpec(name=name, rw="write", target=Target(target, "device"), bs=64 << 10, size=size,
                   ioengine="psync")


def errno_of(call, *args) -> int:
    libc = ctypes.CDLL(None, use_errno=True)
    rc = getattr(libc, call)(*[a.encode() if isinstance(a, str) else a for a in args])
    return 0 if rc == 0 else ctypes.get_errno()


# -- (a) a held device cannot be mounted, swapped on or claimed during the run ---------------
def claimed_by_someone(dev: str, mnt: str) -> dict[str, int]:
    """What mount, swapon and an exclusive open of the device get (errno; 0 is success). On
    the random bytes of a free device mount and swapon fail too, but later: EINVAL, not EBUSY."""
    out = {"mount": errno_of("mount", dev, mnt, "ext4", MS_RDONLY, None), "swapon": errno_of("swapon", dev, 0)}
    try:
        os.close(os.open(dev, os.O_RDONLY | os.O_EXCL))
        out["O_EXCL"] = 0
    except OSError as e:
        out["O_EXCL"] = e.errno
    return out


@device
def test_a_device_cannot_be_mounted_while_a_run_holds_it(loop_device, tmp_path, fio):
    """Tried from the runner's own callbacks, so each try lands where it says: while a write
    test runs (fio's own claim, fio_bin p4), between tests and while a read test runs (the
    run's claim)."""
    dev = loop_device(32 * MiB)
    mnt = tmp_path / "mnt"
    mnt.mkdir()
    before = digest(dev)
    ok = check_device_run(find_disk(discover(), dev), True, dev)
    busy = {k: errno.EBUSY for k in ("mount", "swapon", "O_EXCL")}
    seen: dict[str, dict[str, int]] = {}

    def during(i: int, sample, progress) -> None:
        seen.setdefault(f"during test {i}", claimed_by_someone(dev, str(mnt)))

    def between(i: int, rec) -> None:
        seen.setdefault(f"after test {i}", claimed_by_someone(dev, str(mnt)))

    timed = dict(runtime=1.5, time_based=True)
    plan = [JobSpec(name="w1", rw="write", target=Target(dev, "device"), bs=64 << 10, size=8 * MiB, **timed),
            JobSpec(name="r", rw="read", target=Target(dev, "device"), bs=64 << 10, size=8 * MiB, **timed),
            JobSpec(name="w2", rw="randwrite", target=Target(dev, "device"), size=8 * MiB, **timed)]
    res = SuiteRunner(fio, "t", plain(plan), 0.5, on_sample=during, on_test_done=between, confirmed=[ok]).run()
    assert res.status == "done", res.error
    assert all(t.result is not None and t.samples for t in res.tests)
    assert seen == {f"{when} test {i}": busy for i in range(3) for when in ("during", "after")}, seen
    assert digest(dev) != before  # the run wrote the device it held
    after = claimed_by_someone(dev, str(mnt))  # let go: the same calls fail for the bytes, not a claim
    assert after["O_EXCL"] == 0 and errno.EBUSY not in after.values() and 0 not in (after["mount"], after["swapon"])


# -- (b) a loop device detached and re-attached between tests --------------------------------
@device
@pytest.mark.serial  # the run's end completes the deferred detach: loopN is free for others then
def test_a_loop_device_detached_mid_run_stops_the_run_and_the_other_file_is_untouched(loop_device, tmp_path, fio):
    dev = loop_device(16 * MiB)
    backing = open(f"/sys/block/{os.path.basename(dev)}/loop/backing_file").read().strip()
    other = tmp_path / "other.img"
    other.write_bytes(os.urandom(16 * MiB))
    other_before, tail_before = digest(other), region(backing, 4 * MiB, 12 * MiB)
    ok = check_device_run(find_disk(discover(), dev), True, dev)
    seen: dict = {}

    def swap(i: int, rec) -> None:
        if i == 0:
            seen["detach"] = subprocess.run(["losetup", "-d", dev], capture_output=True, text=True)
            seen["attach"] = subprocess.run(["losetup", dev, str(other)], capture_output=True, text=True)
            sysfs = f"/sys/block/{os.path.basename(dev)}/loop"
            seen["after"] = {k: open(f"{sysfs}/{k}").read().strip() for k in ("backing_file", "autoclear")}

    runner = SuiteRunner(fio, "t", plain([writer("w1", dev, 4 * MiB), writer("w2", dev, 12 * MiB),
                                          writer("w3", dev, 12 * MiB)]), on_test_done=swap, confirmed=[ok])
    assert runner.confirmed == {dev}
    res = runner.run()
    # What the kernel did while the run held the device: the detach is only marked (autoclear)
    # and the re-attach is refused.
    assert seen["detach"].returncode == 0, seen["detach"].stderr
    assert seen["attach"].returncode != 0 and "busy" in seen["attach"].stderr.lower(), seen["attach"]
    assert seen["after"] == {"backing_file": backing, "autoclear": "1"}
    assert [t.spec.name for t in res.tests] == ["w1", "w2"]
    assert res.tests[0].error is None and res.tests[0].result is not None
    stopped = res.tests[1]
    assert isinstance(stopped.error, DeviceChanged) and stopped.result is None and not stopped.samples
    line = stopped.error.one_line()
    assert "\n" not in line and f"{dev} was detached during the run" in line, line
    assert res.status == "failed"
    assert digest(other) == other_before
    assert region(backing, 4 * MiB, 12 * MiB) == tail_before  # w2 never wrote
    # The hold let go at the end, and the detach asked for mid-run took effect then.
    assert not os.path.exists(f"/sys/block/{os.path.basename(dev)}/loop/backing_file")


# -- (c) the node replaced between tests -----------------------------------------------------
@pytest.fixture
def own_node():
    """A block node under /dev with a unique name (the sandbox gives fio only /dev nodes);
    removed at the end, with any replacement left by a test."""
    path = f"/dev/fioscope-hold-{os.getpid()}-{secrets.token_hex(4)}"
    made = []

    def make(rdev: int, at: str = path) -> str:
        os.mknod(at, 0o600 | stat.S_IFBLK, rdev)
        made.append(at)
        return at

    try:
        yield path, make
    finally:
        for p in made:
            if os.path.lexists(p):
                os.unlink(p)


@device
@pytest.mark.parametrize("recheck", [True, False], ids=["runner", "sandbox"])
def test_a_node_replaced_mid_run_stops_the_run_and_the_other_device_is_untouched(loop_device, own_node, fio,
                                                                                  monkeypatch, recheck):
    """`runner`: the runner's check before the next test stops the run. `sandbox`: with that
    check taken out (the node replaced after it), the sandbox refuses to start fio, because
    the run pinned the node's device number in the confinement."""
    a, b = loop_device(16 * MiB), loop_device(16 * MiB)
    node, make = own_node
    make(os.stat(a).st_rdev)
    b_before, a_tail = digest(b), region(a, 4 * MiB, 12 * MiB)

    def replace(i: int, rec) -> None:
        if i == 0:
            os.rename(make(os.stat(b).st_rdev, node + ".new"), node)  # atomically, as udev would

    runner = SuiteRunner(fio, "t", plain([writer("w1", node, 4 * MiB), writer("w2", node, 12 * MiB)]),
                         confirmed={node}, on_test_done=replace)
    if not recheck:  # the comparison is skipped; the claim is still handed over to fio
        monkeypatch.setattr("app.core.targets.hold.check_linux", lambda held: None)
    res = runner.run()
    assert res.tests[0].error is None and res.tests[0].result is not None
    err = res.tests[1].error
    assert err is not None and res.tests[1].result is None
    line = err.one_line()
    assert "\n" not in line
    if recheck:
        assert isinstance(err, DeviceChanged) and f"{node} now names another device" in line, line
    else:
        assert "no longer the device confirmed" in line, line
    assert digest(b) == b_before
    assert region(a, 4 * MiB, 12 * MiB) == a_tail


# -- (d) a device in use at the start ---------------------------------------------------------
@device
def test_a_mounted_device_is_refused_in_one_line(loop_device, tmp_path):
    dev = loop_device(64 * MiB)
    with mounted_readonly(dev, tmp_path / "mnt"):
        before = digest(dev)
        p = subprocess.run([sys.executable, "-m", "app", "run", "--pause", "0", "--target", dev, "--destroy-data", dev,
                            "--size", "8MiB", "--runtime", "1", "--no-store"], cwd=ROOT, capture_output=True,
                           text=True, timeout=300)
        assert p.returncode == 2
        line = the_line(p.stderr)
        assert "refusing to write" in line and "mounted at" in line
        assert digest(dev) == before


@device
def test_a_device_another_program_holds_exclusively_is_refused_in_one_line(loop_device, tmp_path):
    """An exclusive opener that the safety policy cannot see (no mount, no holder in sysfs:
    a partitioner, a VM, another benchmark) makes the run refuse, before fio starts."""
    dev = loop_device(32 * MiB)
    before = digest(dev)
    fd = os.open(dev, os.O_RDONLY | os.O_EXCL)
    try:
        p = subprocess.run([sys.executable, "-m", "app", "run", "--pause", "0", "--target", dev, "--destroy-data", dev,
                            "--size", "8MiB", "--runtime", "1", "--no-store", "--no-check"], cwd=ROOT,
                           capture_output=True, text=True, timeout=300)
    finally:
        os.close(fd)
    assert p.returncode == 1, p.stderr
    line = the_line(p.stderr)
    assert f"{dev} is in use (mounted, swap or held by another program)" in line, line
    assert digest(dev) == before


# -- the hold's own rules, without devices ----------------------------------------------------
def test_nothing_is_held_for_a_run_without_confirmed_devices(tmp_path, fio):
    spec = JobSpec(name="w", rw="write", target=Target(str(tmp_path / "f"), "file"), size=MiB, ioengine="psync")
    runner = SuiteRunner(fio, "t", plain([spec]))
    res = runner.run()
    assert res.status == "done" and runner._hold.paths == () and runner._hold.pinned == ()


@device
def test_the_held_numbers_reach_the_confinement_and_are_let_go_after_the_run(loop_device, fio):
    dev = loop_device(16 * MiB)
    seen = []
    runner = SuiteRunner(fio, "t", plain([writer("w", dev, MiB)]), confirmed={dev},
                         on_test_start=lambda i, spec, phase: seen.append(runner._confinement(spec, None)))
    res = runner.run()
    assert res.status == "done", res.error
    assert seen[0].pinned == ((dev, os.stat(dev).st_rdev),) and seen[0].write_devices == (dev,)
    fd = os.open(dev, os.O_RDONLY | os.O_EXCL)  # no longer held
    os.close(fd)


def test_on_windows_the_disk_is_compared_by_serial_and_size_before_each_test():
    answers = [("S123", 500 << 30), ("S123", 500 << 30), ("S999", 500 << 30)]
    hold = DeviceHold((r"\\.\PhysicalDrive3",), platform="win32", query_windows=lambda path: answers.pop(0))
    hold.open()
    assert hold.pinned == ()  # nothing is held on Windows: fio must be able to open the disk
    hold.check()
    with pytest.raises(DeviceChanged) as e:
        hold.check()
    assert r"\\.\PhysicalDrive3 is now another disk (serial S999" in e.value.one_line()

    def failing(path):
        raise FioscopeError("Get-Disk did not answer within 60 s")

    hold.query_windows = failing
    with pytest.raises(DeviceChanged, match="cannot check"):
        hold.check()


def test_windows_disk_asks_get_disk_for_that_disk_only():
    calls = []

    def run(argv, **kw):
        calls.append(argv)
        out = json.dumps({"Number": 3, "FriendlyName": "Stick", "SerialNumber": "  S123 ", "Size": 1 << 34,
                          "BusType": "USB", "IsSystem": False, "IsBoot": False})
        return subprocess.CompletedProcess(argv, 0, out.encode(), b"")

    assert windows_disk(r"\\.\PhysicalDrive3", run) == ("S123", 1 << 34)
    assert "Get-Disk -Number 3 |" in calls[0][-1]
    with pytest.raises(FioscopeError):
        windows_disk("/dev/sda", run)
