"""The elevated runner (Windows raw devices under UAC): the whole protocol with the real fio
on our own loop devices, run unelevated here (launch_plain); only the UAC call itself is
Windows-only, and its structure's layout is checked against the real Windows header."""
import hashlib
import json
import os
import shutil
import subprocess
import sys
import time

import pytest

from app.core.access import elevated
from app.core.access.elevated import ElevatedProcess, check_args, launch_elevated, serve
from app.core.errors import InputError
from app.core.fio.jobspec import JobSpec, Target, to_argv
from app.core.fio.runner import FioRunner
from app.core.fio.sandbox import Confinement
from app.core.suites.run import SuiteRunner
from app.core.suites.items import plain
from tests.conftest import fio_children, have_root_tools, mounted_readonly


def sha(dev):
    with open(dev, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def spec_on(dev, rw="randread", runtime=2, **kw):
    return JobSpec(name="t", rw=rw, bs=4096, iodepth=4, size=8 << 20, runtime=runtime, time_based=True,
                   ioengine="psync", direct=True, target=Target(dev, "device"), **kw)


def test_fioscopes_own_jobs_pass_and_dangerous_options_are_refused(fio):
    argv = to_argv(spec_on("/dev/loop7", rw="randwrite"), fio.path)
    assert check_args(argv[1:]) == (["/dev/loop7"], ["/dev/loop7"])
    assert check_args(to_argv(spec_on("/dev/loop7"), fio.path)[1:]) == (["/dev/loop7"], [])
    win = to_argv(spec_on(r"\\.\PhysicalDrive2", rw="write"), "fio.exe")[1:]
    assert check_args(win) == ([r"\\.\PhysicalDrive2"], [r"\\.\PhysicalDrive2"])
    base = [a for a in argv[1:] if not a.startswith("--filename")]
    for bad in (["--exec_prerun=calc.exe"], ["--ioengine=external:/tmp/x.so"], ["--ioengine=exec"],
                ["--write_bw_log=C:/Windows/System32/x"], ["--output=/etc/passwd"], ["job.fio"],
                ["--trigger=rm -rf /"]):
        with pytest.raises(InputError):
            check_args(base + ["--filename=/dev/loop7"] + bad)
    for files in ("/etc/passwd", "/dev/loop7:/home/user/file", r"C\:\Users\me\test.tmp"):
        with pytest.raises(InputError, match="raw devices only"):
            check_args(base + [f"--filename={files}"])
    with pytest.raises(InputError, match="needs a raw device"):
        check_args(base)


def test_each_job_of_several_is_checked_with_the_globals_it_inherits():
    """A job file's jobs: a read in the last job must not hide a write in the first."""
    two = ["--rw=write", "--name=w", "--filename=/dev/loop7", "--name=r", "--rw=read", "--filename=/dev/loop8"]
    assert check_args(two) == (["/dev/loop7", "/dev/loop8"], ["/dev/loop7"])
    shared = ["--filename=/dev/loop7", "--name=a", "--rw=randread", "--name=b", "--rw=randrw", "--rwmixread=100",
              "--name=c", "--readwrite=trim"]
    assert check_args(shared) == (["/dev/loop7"], ["/dev/loop7"])  # c trims the global device
    with pytest.raises(InputError, match="in every job"):
        check_args(["--name=a", "--filename=/dev/loop7", "--name=b", "--rw=write"])
    with pytest.raises(InputError, match="raw devices only"):
        check_args(["--name=a", "--filename=/dev/loop7", "--name=b", "--filename=/tmp/x"])
    with pytest.raises(InputError, match="not allowed"):
        check_args(["--name=a", "--filename=/dev/loop7", "--name=b", "--filename=/dev/loop7",
                    "--write_iolog=/etc/cron.d/x"])


def test_a_job_file_on_two_devices_runs_elevated_as_its_resolved_jobs(loop_device, fio, tmp_path):
    """The runner takes options only: the app hands it the job file as fio resolves it."""
    read_dev, write_dev = loop_device(16 << 20), loop_device(16 << 20)
    before_read, before_write = sha(read_dev), sha(write_dev)
    job = tmp_path / "two.fio"
    job.write_text("[global]\nioengine=psync\ndirect=1\nbs=4k\nsize=8m\nruntime=1\ntime_based\n"
                   f"[reader]\nrw=randread\nfilename={read_dev}\n[writer]\nrw=randwrite\nfilename={write_dev}\n")
    from app.core.fio.jobfile import jobfile_spec, load_jobfile
    spec = jobfile_spec(load_jobfile(str(job), fio.path))
    # No namespace on Windows: a run that writes may open only confirmed devices, so a read
    # this side misreads (rw=write,read) cannot reach an unconfirmed one.
    suite = SuiteRunner(fio, "jobfile", plain([spec]), 1.0, target=str(tmp_path), confirmed=(write_dev,))
    suite.elevate = True
    rec = suite.run().tests[0]
    assert rec.error is not None and "only the confirmed devices" in rec.error.one_line()
    assert sha(read_dev) == before_read and sha(write_dev) == before_write
    suite = SuiteRunner(fio, "jobfile", plain([spec]), 1.0, target=str(tmp_path), confirmed=(write_dev, read_dev))
    suite.elevate = True
    rec = suite.run().tests[0]
    assert rec.error is None, rec.error
    assert sorted({t.jobname for t in rec.result.threads}) == ["reader", "writer"]
    assert rec.result.read.total_ios > 0 and rec.result.write.total_ios > 0
    from app.core.access.elevated import jobfile_as_options
    sent = jobfile_as_options(rec.argv, fio.path)  # what the runner was given: options, not the file
    assert str(job) not in sent and f"--filename={write_dev}" in sent and sent.count("--name=reader") == 1
    assert sha(read_dev) == before_read and sha(write_dev) != before_write


def test_a_read_runs_through_the_runner_with_live_samples(loop_device, fio):
    dev = loop_device(32 << 20)
    before = sha(dev)
    samples = []
    runner = FioRunner(fio, spec_on(dev), 0.5, on_sample=samples.append, launcher=launch_elevated)
    outcome = runner.run()
    assert outcome.error is None, outcome.error
    assert outcome.result.read.iops > 0 and outcome.result.read.total_ios > 100
    assert len(samples) >= 2  # the stream arrived as it grew, not at the end
    assert samples[-1].total.read_iops > 0
    assert sha(dev) == before
    assert not os.path.exists(runner._proc.dir)  # its exchange folder is gone (not: any in /tmp,
    # which another process's run may hold at the same moment)


def test_a_write_suite_writes_the_device_and_the_folder_is_removed(loop_device, fio, tmp_path):
    dev = loop_device(32 << 20)
    before = sha(dev)
    suite = SuiteRunner(fio, "elevated", plain([spec_on(dev, rw="randwrite", runtime=1)]), 1.0, target=dev,
                        confirmed=(dev,))
    suite.elevate = True
    result = suite.run()
    rec = result.tests[0]
    assert rec.error is None, rec.error
    assert rec.result.write.total_ios > 0 and rec.samples
    assert sha(dev) != before  # fio, started by the runner, really wrote the device


@pytest.mark.skipif(not have_root_tools("mkfs.ext4", "mount", "umount"), reason="needs mkfs and mount")
def test_the_runner_rechecks_safety_whatever_the_request_says(loop_device, fio, tmp_path):
    """A request written by hand (not by the app's checks) for a mounted device is refused
    by the runner itself, and the device is untouched."""
    dev = loop_device(32 << 20)
    with mounted_readonly(dev, tmp_path / "mnt"):
        before = sha(dev)
        work = tmp_path / "req"
        work.mkdir()
        args = to_argv(spec_on(dev, rw="write", runtime=1), fio.path)[1:]
        (work / "request.json").write_text(json.dumps({"args": args, "parent_pid": os.getpid(),
                                                       "write_devices": [dev]}))
        assert serve(str(work)) == 2
        doc = json.loads((work / "exit.json").read_text())
        assert "mounted at" in doc["refused"]
        assert not (work / "stdout").exists()
        # Through the app's side, the refusal is the run's one-line error.
        conf = Confinement(readonly=False, write_devices=(dev,))
        outcome = FioRunner(fio, spec_on(dev, rw="write", runtime=1), 1.0, launcher=launch_elevated, confinement=conf).run()
        assert outcome.result is None and "mounted at" in outcome.error.one_line()
        # A request that names no confirmed device runs under fio's --readonly, whatever it asks.
        outcome = FioRunner(fio, spec_on(dev, rw="write", runtime=1), 1.0, launcher=launch_elevated).run()
        assert outcome.result is None and "read-only" in outcome.error.one_line()
        assert sha(dev) == before


def test_cancel_stops_fio_through_the_cancel_file(loop_device, fio):
    dev = loop_device(32 << 20)
    first = []
    runner = FioRunner(fio, spec_on(dev, runtime=60), 0.5, on_sample=first.append, launcher=launch_elevated)
    runner.start()
    deadline = time.monotonic() + 20
    while not first and time.monotonic() < deadline:
        time.sleep(0.1)
    assert first, "no sample within 20 s"
    t0 = time.monotonic()
    runner.cancel()
    outcome = runner.wait(30)
    assert runner.done and outcome.cancelled
    assert time.monotonic() - t0 < 10
    assert not fio_children()


def test_the_runner_stops_fio_when_the_app_is_gone(loop_device, fio, tmp_path):
    dev = loop_device(32 << 20)
    app = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(2)"])
    work = tmp_path / "req"
    work.mkdir()
    args = to_argv(spec_on(dev, runtime=60), fio.path, 1.0)[1:]
    (work / "request.json").write_text(json.dumps({"args": args, "parent_pid": app.pid}))
    runner = subprocess.Popen(elevated.runner_command() + [str(work)])
    try:
        app.wait()
        runner.wait(30)
        doc = json.loads((work / "exit.json").read_text())
        assert doc["cancelled"] is True
        assert (work / "stdout").stat().st_size > 0  # fio had been running
        assert not fio_children()
    finally:
        if runner.poll() is None:
            runner.kill()


def test_a_runner_that_dies_ends_the_run_with_a_clear_error(fio, tmp_path):
    proc = ElevatedProcess([fio.path, "--name=x"], runner=[sys.executable, "-c", "import sys; sys.exit(3)"])
    try:
        assert proc.wait(30) == 3
        assert proc.stdout.read1() == b""
        assert "ended without a result" in proc.error.one_line()
    finally:
        proc.close()
    assert not os.path.exists(proc.dir)


def test_an_existing_output_file_is_never_reused(loop_device, fio, tmp_path):
    """The runner writes as administrator into a user's folder: a file (or link) planted
    there must make it stop, not write through it."""
    dev = loop_device(16 << 20)
    work = tmp_path / "req"
    work.mkdir()
    victim = tmp_path / "victim"
    victim.write_text("keep")
    os.symlink(victim, work / "stdout")
    args = to_argv(spec_on(dev, runtime=1), fio.path)[1:]
    (work / "request.json").write_text(json.dumps({"args": args, "parent_pid": os.getpid()}))
    with pytest.raises(FileExistsError):
        serve(str(work))
    assert victim.read_text() == "keep"


@pytest.mark.skipif(not shutil.which("x86_64-w64-mingw32-gcc"), reason="needs the mingw-w64 compiler")
def test_shellexecuteinfo_matches_the_windows_header(tmp_path):
    """The ctypes structure handed to ShellExecuteExW, checked field by field against
    <shellapi.h> by the Windows compiler (static asserts: nothing needs to run)."""
    import ctypes
    t = elevated.shellexecuteinfo_type()
    lines = ["#include <windows.h>", "#include <shellapi.h>", "#include <stddef.h>",
             f"_Static_assert(sizeof(SHELLEXECUTEINFOW) == {ctypes.sizeof(t)}, \"size\");"]
    c_names = {"hIconOrMonitor": "hIcon"}
    for name, _ in t._fields_:
        off = getattr(t, name).offset
        lines.append(f"_Static_assert(offsetof(SHELLEXECUTEINFOW, {c_names.get(name, name)}) == {off}, \"{name}\");")
    src = tmp_path / "layout.c"
    src.write_text("\n".join(lines) + "\n")
    p = subprocess.run(["x86_64-w64-mingw32-gcc", "-c", str(src), "-o", str(tmp_path / "layout.o")],
                       capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    assert ctypes.sizeof(t) == 112
