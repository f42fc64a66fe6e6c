"""What fio may write is enforced below Fioscope's reading of the job: a job file that
Fioscope misreads still cannot write a device that was not confirmed, nor a file that is
not the run's own. Real fio, loop devices the tests create (and always detach)."""
from __future__ import annotations

import os
import stat
import subprocess

import pytest

from app.core.fio import sandbox
from app.core.fio.sandbox import Confinement, OwnFile
from tests.conftest import ROOT, run_cli
from tests.helpers import digest, last_error_line

pytestmark = [pytest.mark.loop, pytest.mark.skipif(not sandbox.available(), reason="needs root on Linux")]


def run_jobfile(tmp_path, text: str, *extra: str) -> subprocess.CompletedProcess:
    job = tmp_path / "attack.fio"
    job.write_text(text)
    return run_cli("run", "--job-file", str(job), "--no-store", *extra, timeout=120)


# -- class 1: job files whose writes Fioscope misreads -------------------------------------
@pytest.mark.parametrize("body", [
    "filename={dev}\nrw=write,read\n",  # fio: a write (the mode ends at the comma)
    "filename={dev}\nrw=randrw\nrwmixwrite=0\nrwmixread=0\n",  # the last one wins
    "directory=/dev\nfilename_format={name}\nrw=write\n",  # a device paths() never sees
    "filename={dev}\nrw=write\nallow_mounted_write=1\n",
    "filename=/proc/1/root{dev}\nrw=write\n",  # another namespace's /dev
])
def test_a_misread_write_never_reaches_an_unconfirmed_device(tmp_path, loop_device, body):
    dev = loop_device(8 << 20)
    before = digest(dev)
    text = "[global]\nsize=1m\nbs=64k\n[j]\n" + body.format(dev=dev, name=os.path.basename(dev))
    p = run_jobfile(tmp_path, text)
    assert p.returncode != 0, p.stderr
    last_error_line(p.stderr)
    assert digest(dev) == before


def test_a_confirmed_device_is_written_and_no_other(tmp_path, loop_device):
    free, other = loop_device(8 << 20), loop_device(8 << 20)
    other_before = digest(other)
    # Two jobs: the confirmed device is written; the other one is only named for reading,
    # and a job that writes it anyway (misread or not) finds it read-only.
    text = (f"[global]\nsize=1m\nbs=64k\ndirect=1\n[w]\nfilename={free}\nrw=write\n"
            f"[r]\nstonewall\nfilename={other}\nrw=read\n")
    before = digest(free)
    p = run_jobfile(tmp_path, text, "--destroy-data", free)
    assert p.returncode == 0, p.stderr
    assert digest(free) != before
    assert digest(other) == other_before
    sneaky = f"[global]\nsize=1m\nbs=64k\n[w]\nfilename={free}\nrw=write\n[x]\nfilename={other}\nrw=write,read\n"
    p = run_jobfile(tmp_path, sneaky, "--destroy-data", free)
    assert p.returncode != 0
    last_error_line(p.stderr)
    assert digest(other) == other_before


def test_fio_decides_whether_a_job_writes(tmp_path, loop_device):
    """`rw=write,read` asks for the token up front: fio's own --readonly parse says it writes."""
    dev = loop_device(8 << 20)
    p = run_jobfile(tmp_path, f"[j]\nfilename={dev}\nrw=write,read\nsize=1m\n")
    assert p.returncode == 2
    assert "--destroy-data" in last_error_line(p.stderr)


def test_a_job_file_writes_only_its_own_files(tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me")
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (outside / "theirs").write_text("keep me too")
    # A named existing file needs --overwrite; a name that climbs out of the run's directory
    # finds it read-only.
    for body in (f"filename={victim}\nrw=write\n", "filename=../victim.txt\nrw=write\n"):
        p = run_jobfile(tmp_path, f"[j]\nsize=64k\n{body}")
        assert p.returncode != 0, body
        last_error_line(p.stderr)
        assert victim.read_text() == "keep me"
    # A named directory is written (job files run where they say), through the run's own
    # directory there: nothing else in it is touched and nothing is left.
    p = run_jobfile(tmp_path, f"[j]\nsize=64k\ndirectory={outside}\nrw=write\n")
    assert p.returncode == 0, p.stderr
    assert [x.name for x in outside.iterdir()] == ["theirs"] and (outside / "theirs").read_text() == "keep me too"
    # Relative names land in the run's private directory, removed afterwards.
    p = run_jobfile(tmp_path, "[j]\nfilename=data.bin\nrw=randrw\nsize=256k\nbs=4k\n")
    assert p.returncode == 0, p.stderr
    assert sorted(x.name for x in tmp_path.iterdir()) == ["attack.fio", "elsewhere", "victim.txt"]


# -- class 2: options that run code or write files ----------------------------------------
@pytest.mark.parametrize("option", ["exec_prerun=touch {marker}", "exec_postrun=touch {marker}",
                                    "ioengine=external:{lib}", "write_iolog={marker}",
                                    "write_bw_log={marker}", "ioengine=exec", "mem=mmap:{marker}",
                                    "unlink=1", "ioscheduler=none"])
def test_command_options_are_refused_in_one_line(tmp_path, option):
    marker, lib = tmp_path / "marker", tmp_path / "lib.so"
    lib.write_bytes(b"")  # fio checks that an external engine exists before anything else
    p = run_jobfile(tmp_path, f"[j]\nfilename=f\nrw=read\nsize=64k\n{option.format(marker=marker, lib=lib)}\n")
    assert p.returncode == 2
    line = last_error_line(p.stderr)
    assert option.split("=")[0] in line and "--allow-job-commands" in line
    assert not marker.exists()


# -- class 3: names fio splits ---------------------------------------------------------------
def test_a_directory_with_a_colon_is_one_directory(tmp_path):
    (tmp_path / "data").write_text("sibling")
    target = tmp_path / "data:2024"
    target.mkdir()
    # Every quick test (its writes included) opens the test file; how long each runs does not matter.
    p = run_cli("run", "--pause", "0", "--target", str(target), "--runtime", "0.1", "--size", "4m", "--no-store",
                "--preset", "quick", timeout=180)
    assert p.returncode == 0, p.stderr
    assert (tmp_path / "data").read_text() == "sibling"
    assert list(target.iterdir()) == []


def test_a_path_fio_cannot_name_is_refused(tmp_path):
    odd = tmp_path / "a\\:b"
    odd.mkdir()
    p = run_cli("run", "--pause", "0", "--target", str(odd), "--runtime", "1", "--size", "4m", "--no-store")
    assert p.returncode == 2
    assert "cannot name" in last_error_line(p.stderr)


# -- the sandbox itself ------------------------------------------------------------------------
def fio_in(conf: Confinement, *args: str, fio_path: str) -> subprocess.CompletedProcess:
    argv = sandbox.with_readonly([fio_path, *args, "--output-format=terse"], conf.readonly)
    return subprocess.run(sandbox.wrap(argv, conf), capture_output=True, text=True, timeout=60, cwd=ROOT)


def test_only_confirmed_devices_are_writable_in_the_sandbox(fio, loop_device):
    ok, ro = loop_device(8 << 20), loop_device(8 << 20)
    conf = Confinement(readonly=False, write_devices=(ok,), read_devices=(ro,))
    write = ("--name=w", "--rw=write", "--bs=64k", "--size=1m", "--direct=1")
    before_ok, before_ro = digest(ok), digest(ro)
    assert fio_in(conf, f"--filename={ok}", *write, fio_path=fio.path).returncode == 0
    assert digest(ok) != before_ok
    p = fio_in(conf, f"--filename={ro}", *write, fio_path=fio.path)
    assert "Permission denied" in p.stderr
    p = fio_in(conf, f"--filename={ro}", "--name=r", "--rw=read", "--bs=64k", "--size=1m", fio_path=fio.path)
    assert p.returncode == 0, p.stderr
    assert digest(ro) == before_ro


def test_a_replaced_test_directory_is_refused(tmp_path, fio):
    mine = tmp_path / "mine"
    mine.mkdir()
    st = os.stat(mine)
    os.rename(mine, tmp_path / "moved")
    (tmp_path / "mine").mkdir()  # someone else's directory under the same name
    conf = Confinement(readonly=False, write_dirs=(OwnFile(str(mine), st.st_dev, st.st_ino),))
    p = fio_in(conf, f"--filename={mine}/f", "--name=w", "--rw=write", "--size=64k", fio_path=fio.path)
    assert p.returncode == 126 and "replaced" in p.stderr


def test_the_wrapper_drops_the_capabilities_that_bypass_modes(tmp_path):
    conf = Confinement(readonly=True)
    out = subprocess.run(sandbox.wrap(["/bin/cat", "/proc/self/status"], conf), capture_output=True, text=True,
                         timeout=60, cwd=ROOT)
    caps = {ln.split(":")[0]: int(ln.split()[1], 16) for ln in out.stdout.splitlines() if ln.startswith("Cap")}
    for cap in (sandbox.CAP_NAMES["DAC_OVERRIDE"], sandbox.CAP_NAMES["SYS_PTRACE"], sandbox.CAP_NAMES["SYS_ADMIN"],
                sandbox.CAP_NAMES["MKNOD"]):
        assert not caps["CapEff"] & (1 << cap)
    assert "NoNewPrivs:\t1" in out.stdout


# -- class 4: test files in shared directories ------------------------------------------------
def test_test_files_live_in_a_private_directory_and_planted_links_are_never_followed(tmp_path):
    shared = tmp_path / "shared"
    shared.mkdir()
    os.chmod(shared, 0o1777)
    victim = tmp_path / "victim"
    victim.write_text("keep")
    # Links under every name the old scheme would have used, and a few more.
    for pid in range(os.getpid() - 5, os.getpid() + 200):
        os.symlink(victim, shared / f"fioscope-test-{pid}.tmp")
    # Every quick test (its writes included) opens the test file; how long each runs does not matter.
    p = run_cli("run", "--pause", "0", "--target", str(shared), "--runtime", "0.1", "--size", "4m", "--no-store",
                "--preset", "quick", timeout=180)
    assert p.returncode == 0, p.stderr
    assert victim.read_text() == "keep"
    assert all(x.is_symlink() for x in shared.iterdir())  # ours is gone, the links untouched


def test_leftovers_are_found_from_notes_never_by_name(tmp_path, monkeypatch):
    from app.core.targets import testfile
    d = tmp_path / "dir"
    d.mkdir()
    other = d / "fioscope-test-1-abc.tmp"  # looks like ours, is not: never noted
    other.write_text("someone else's")
    private = testfile.create_dir(d)
    testfile.create(os.path.join(private.path, "fioscope-test-x.tmp"))
    # The process that made it "died": its note now names a dead pid.
    import json
    notes = list((testfile._notes_dir()).glob(f"{os.getpid()}-{private.dev}-{private.ino}.json"))
    assert len(notes) == 1
    doc = json.loads(notes[0].read_text())
    doc.update(pid=2 ** 22 + 7, started=1.0)
    notes[0].write_text(json.dumps(doc))
    # A --dry-run removes nothing.
    assert run_cli("run", "--target", str(d), "--dry-run").returncode == 0
    assert os.path.isdir(private.path)
    assert private.path in testfile.remove_stale()
    assert not os.path.exists(private.path)
    assert other.read_text() == "someone else's"
    # A note whose name now holds another directory (replaced) removes nothing.
    again = testfile.create_dir(d)
    notes = list(testfile._notes_dir().glob(f"{os.getpid()}-{again.dev}-{again.ino}.json"))
    doc = json.loads(notes[0].read_text())
    doc.update(pid=2 ** 22 + 7, started=1.0)
    notes[0].write_text(json.dumps(doc))
    os.rename(again.path, str(d / "kept"))
    os.mkdir(again.path)
    assert testfile.remove_stale() == []
    assert os.path.isdir(again.path)
    assert stat.S_ISDIR(os.stat(d / "kept").st_mode)


def test_a_confirmation_serves_only_a_run_that_names_its_device(tmp_path, loop_device, fio):
    """A token accepted for a run that never started must not make a device writable to
    the next run in the same process (the app, or a refusal after the gate)."""
    from app.core.fio.jobspec import JobSpec, Target
    from app.core.suites.run import SuiteRunner
    from app.core.suites.items import plain
    from app.core.targets import discover
    from app.core.targets.safety import check_device_run, find_disk
    a, b = loop_device(8 << 20), loop_device(8 << 20)
    check_device_run(find_disk(discover(), a), True, a)  # confirmed, then never run
    other = SuiteRunner(fio, "t", plain([JobSpec(name="r", rw="randread", target=Target(b, "device"), size=1 << 20)]))
    assert other.confirmed == frozenset()  # a confirmation lives in its plan only, never in the process
    mine = SuiteRunner(fio, "t", plain([JobSpec(name="w", rw="write", target=Target(b, "device"), size=1 << 20)]),
                       confirmed=[check_device_run(find_disk(discover(), b), True, b)])
    assert mine.confirmed == {os.path.realpath(b)}


def test_a_confirmation_is_for_the_device_not_its_name(tmp_path):
    """A loop device node re-attached to another file after the token was accepted (as a
    replugged stick takes the old one's name) is not the device the user confirmed: the
    plan's Confirmation no longer holds and the runner does not let fio write it."""
    from app.core.suites.run import confirmed_paths
    from app.core.targets import discover
    from app.core.targets.safety import check_device_run, find_disk
    first, second = tmp_path / "first.img", tmp_path / "second.img"
    for img in (first, second):
        img.write_bytes(os.urandom(8 << 20))
    dev = subprocess.run(["losetup", "-f", "--show", str(first)], capture_output=True, text=True,
                         check=True).stdout.strip()
    attached = True
    try:
        before = check_device_run(find_disk(discover(), dev), True, dev)
        assert confirmed_paths([before]) == {os.path.realpath(dev)}
        subprocess.run(["losetup", "-d", dev], check=True)
        attached = False
        if subprocess.run(["losetup", dev, str(second)], capture_output=True).returncode != 0:
            pytest.skip(f"{dev} was taken by another test before it could be re-attached")
        attached = True
        assert not before.still_holds()
        assert confirmed_paths([before]) == frozenset()
        again = check_device_run(find_disk(discover(), dev), True, dev)  # the same node, confirmed again
        assert confirmed_paths([again]) == {os.path.realpath(dev)}
    finally:
        if attached:
            subprocess.run(["losetup", "-d", dev], check=False)
