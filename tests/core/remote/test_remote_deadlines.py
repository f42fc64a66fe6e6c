"""Every wait on a fio server has a deadline: a server that stops answering mid-run (its
processes stopped with SIGSTOP) ends the run in one line naming it, long before the job's
own 600 s; a listener that accepts and never speaks is refused before anything runs. Real
fio servers on loopback; the CLI in a fresh interpreter, as a user runs it."""
from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys

import pytest

from tests.helpers import kill_tree, last_error_line, wait_until

# The hang guard (pyproject's 180 s) well above a server stopped mid-run, waited out: 64 s at load 4.5 (2026-12-06).
pytestmark = pytest.mark.timeout(300)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))


def _cli(*args: str, env: dict) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "app", *args], cwd=ROOT, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)


def test_a_server_stopped_mid_run_ends_the_run_in_one_line(servers, tmp_path):
    (host, server, work), = servers(1)
    job = tmp_path / "long.fio"
    job.write_text("[long]\nfilename=long.dat\nrw=write\nbs=4k\nsize=1m\nioengine=psync\n"
                   "runtime=600\ntime_based\n")
    env = dict(os.environ, FIOSCOPE_DATA_DIR=str(tmp_path / "data"))
    run = _cli("run", "--hosts", host.label, "--job-file", str(job), "--no-store", env=env)
    try:
        wait_until(lambda: (work / "long.dat").exists(), 120, "the job to start on the server")
        os.killpg(server.pid, signal.SIGSTOP)  # the server and the process running the job
        out, err = run.communicate(timeout=150)  # a hang guard, not a timing assert: the job runs 600 s
    finally:
        kill_tree(run)
        os.killpg(server.pid, signal.SIGCONT)
    try:
        line = last_error_line(err)
        assert run.returncode == 1, err
        assert host.label in line and "stopped answering" in line, err
        # its file could not be removed there: said, naming the host and the path, and noted
        assert f"warning: {host.label}: long.dat is left there" in err, err
        sweep = subprocess.run([sys.executable, "-m", "app", "hosts", "sweep", host.label], cwd=ROOT, env=env,
                               capture_output=True, text=True, timeout=100)
        assert sweep.returncode == 0 and f"removed long.dat on {host.label}" in sweep.stdout, sweep.stderr
        assert not (work / "long.dat").exists()
    finally:
        kill_tree(server)  # its job went on once it was continued


def test_a_listener_that_never_speaks_is_refused_before_the_run(tmp_path):
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(8)
        port = listener.getsockname()[1]
        env = dict(os.environ, FIOSCOPE_DATA_DIR=str(tmp_path / "data"))
        run = _cli("run", "--pause", "0", "--hosts", f"127.0.0.1:{port}", "--target", str(tmp_path), "--no-store", env=env)
        try:
            out, err = run.communicate(timeout=150)
        finally:
            kill_tree(run)
    line = last_error_line(err)
    assert run.returncode != 0 and f"127.0.0.1:{port}" in line and "did not answer" in line, err
