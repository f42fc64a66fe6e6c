"""A run on fio servers killed with SIGKILL leaves its temporary job directory here and its file
on the server; the next remote run sweeps both: only this user's real directories of processes
that ended (never a link, a live pid's or another user's), and the server's file it had noted
before its first job. Real fio server on loopback; the CLI in fresh interpreters, each with a
temporary directory of the test's own (TMPDIR)."""
from __future__ import annotations

import os
import signal
import subprocess
import sys

from tests.helpers import wait_until

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))


def test_a_killed_runs_directory_and_file_are_swept_by_the_next_run(servers, tmp_path):
    (host, _, work), = servers(1)
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    env = dict(os.environ, TMPDIR=str(tmp), FIOSCOPE_DATA_DIR=str(tmp_path / "data"))
    job = tmp_path / "long.fio"
    job.write_text("[long]\nfilename=long.dat\nrw=write\nbs=4k\nsize=1m\nioengine=psync\nruntime=600\ntime_based\n")
    run = subprocess.Popen([sys.executable, "-m", "app", "run", "--hosts", host.label, "--job-file", str(job),
                            "--no-store"], cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_until(lambda: (work / "long.dat").exists(), 120, "the job to start on the server")
        left = wait_until(lambda: [n for n in os.listdir(tmp) if n.startswith(f"fioscope-remote-{run.pid}-")],
                          60, "the run's job directory")
    finally:
        run.send_signal(signal.SIGKILL)  # its fio client goes with it (PR_SET_PDEATHSIG)
        run.wait()
    assert (tmp / left[0]).is_dir()
    dead = run.pid
    victim = tmp_path / "victim"
    victim.mkdir()
    (victim / "keep").write_text("mine")
    (tmp / f"fioscope-remote-{dead}-link").symlink_to(victim)  # a link: never followed
    (tmp / f"fioscope-remote-{os.getpid()}-live").mkdir()  # a process that runs: kept
    other = tmp / f"fioscope-probe-{dead}-other"
    other.mkdir()
    if os.geteuid() == 0:
        os.chown(other, 65534, 65534)  # another user's: kept
    # the server's job ends with its connection; the next run there removes the file it left
    again = tmp_path / "short.fio"
    again.write_text("[short]\nfilename=short.dat\nrw=write\nbs=4k\nsize=64k\nioengine=psync\n")
    p = subprocess.run([sys.executable, "-m", "app", "run", "--hosts", host.label, "--job-file", str(again),
                        "--no-store"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=150)
    assert p.returncode == 0, p.stderr
    assert f"removed on 127.0.0.1:{host.port} what an earlier run left there: long.dat" in p.stderr, p.stderr
    assert os.listdir(work) == []
    names = sorted(os.listdir(tmp))
    assert left[0] not in names
    assert (victim / "keep").read_text() == "mine" and (tmp / f"fioscope-remote-{dead}-link").is_symlink()
    assert (tmp / f"fioscope-remote-{os.getpid()}-live").is_dir()
    assert other.is_dir() == (os.geteuid() == 0)  # as root it was another user's; else this user's, swept
