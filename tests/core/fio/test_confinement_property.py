"""Generated job files against a free loop device and no token: whatever the spelling, the
device never changes, and every refusal is one line. Real fio, a real loop device; each job
file runs here and through a fio server on loopback (`run --hosts`), where no namespace holds
and only Fioscope's gate and the server's own fio stand between the job and the device."""
from __future__ import annotations

import contextlib
import io
import os
import signal
import socket
import subprocess
import tempfile

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from app.cli import main
from app.core.fio import sandbox
from app.core.fio.locate import find_fio
from tests.conftest import have_root_tools
from tests.helpers import digest, free_port, last_error_line, wait_until

pytestmark = [pytest.mark.loop,
              pytest.mark.skipif(not (sandbox.available() and have_root_tools("losetup")), reason="needs root")]

RW = ["write", "randwrite", "rw", "randrw", "readwrite", "trim", "randtrim", "trimwrite", "write,read",
      "read,write", "randwrite:8", "rw:4k", "randrw,read", "read", "randread", "WRITE", " write"]


@pytest.fixture(scope="module")
def free_loop():
    with tempfile.TemporaryDirectory() as tmp:
        img = os.path.join(tmp, "img")
        with open(img, "wb") as f:
            f.write(os.urandom(8 << 20))
        dev = subprocess.run(["losetup", "-f", "--show", img], capture_output=True, text=True,
                             check=True).stdout.strip()
        try:
            yield dev
        finally:
            subprocess.run(["losetup", "-d", dev], check=False)


@st.composite
def job_files(draw, dev: str):
    name = os.path.basename(dev)
    where = draw(st.sampled_from([f"filename={dev}", f"directory=/dev\nfilename={name}",
                                  f"directory=/dev\nfilename_format={name}", f"filename=/dev/../dev/{name}",
                                  f"filename=x:{dev}", f"filename={dev}:{dev}", f"filename_format={dev}"]))
    mixes = draw(st.lists(st.sampled_from(["rwmixread=100", "rwmixwrite=0", "rwmixread=0", "rwmixwrite=100"]),
                          max_size=3))
    extra = draw(st.lists(st.sampled_from(["allow_mounted_write=1", "direct=1", "thread", "numjobs=2",
                                           "bs=64k", "stonewall", "time_based\nruntime=1"]), max_size=3))
    jobs = []
    for i in range(draw(st.integers(1, 3))):
        rw = draw(st.sampled_from(RW))
        body = [f"rw={rw}", *draw(st.permutations(mixes))]
        if draw(st.booleans()):
            body.append(where)
        # a section named like the device: fio opens that name when no filename= is given
        section = dev if draw(st.integers(0, 3)) == 0 else f"j{i}"
        jobs.append(f"[{section}]\n" + "\n".join(body + extra) + "\n")
    glob = "[global]\nsize=256k\n" + (where + "\n" if draw(st.booleans()) else "")
    include = draw(st.booleans())
    return glob, jobs, include


def _generated(data, free_loop, tmp_path_factory):
    """A drawn job file, written (its jobs in an included file when drawn so): (text, path)."""
    glob, jobs, include = data.draw(job_files(free_loop))
    tmp = tmp_path_factory.mktemp("gen")
    if include:
        (tmp / "inc.fio").write_text("".join(jobs))
        text = glob + "include inc.fio\n"
    else:
        text = glob + "".join(jobs)
    (tmp / "gen.fio").write_text(text)
    return text, tmp / "gen.fio"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                  HealthCheck.too_slow])
@given(data=st.data())
def test_no_generated_job_file_writes_an_unconfirmed_device(free_loop, tmp_path_factory, data):
    text, job = _generated(data, free_loop, tmp_path_factory)
    before = digest(free_loop)
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        rc = main(["run", "--job-file", str(job), "--no-store"])
    assert digest(free_loop) == before, text
    assert "Traceback" not in err.getvalue()
    if rc != 0:
        last_error_line(err.getvalue())
        assert rc in (1, 2)
    # Nothing is left in the job's directory but the job files themselves.
    assert sorted(p.name for p in job.parent.iterdir()) == sorted(["gen.fio"] + (["inc.fio"] if "include inc.fio" in text
                                                                                 else []))


@pytest.fixture(scope="module")
def fio_server():
    """(host:port, its working directory): the bundled fio as a server on loopback, for the whole
    module. Daemonized (fio's --daemonize), so that it is not a child of the tests, which must
    leave no fio of theirs running after each one; killed by its pid file at the end."""
    with tempfile.TemporaryDirectory() as work:
        pidfile = os.path.join(work, "..", os.path.basename(work) + ".pid")
        port = free_port()
        subprocess.run([find_fio({"PATH": ""}).path, f"--server=ip:127.0.0.1,{port}", f"--daemonize={pidfile}"],
                       cwd=work, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=30)
        try:
            wait_until(lambda: _listening(port), 5, "the fio server")
            yield f"127.0.0.1:{port}", work
        finally:
            with open(pidfile) as f:
                pid = int(f.read())
            os.kill(pid, signal.SIGKILL)
            os.unlink(pidfile)


def _listening(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.5):
            return True
    except OSError:
        return False


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                  HealthCheck.too_slow])
@given(data=st.data())
def test_no_generated_job_file_writes_an_unconfirmed_device_through_a_fio_server(free_loop, fio_server,
                                                                                 tmp_path_factory, data):
    host, work = fio_server
    text, job = _generated(data, free_loop, tmp_path_factory)
    before = digest(free_loop)
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        rc = main(["run", "--hosts", host, "--job-file", str(job), "--no-store"])
    event(f"exit {rc}")  # --hypothesis-show-statistics: how many ran on the server, how many were refused
    assert digest(free_loop) == before, text
    assert "Traceback" not in err.getvalue()
    if rc != 0:
        last_error_line(err.getvalue())
        assert rc in (1, 2)
    # What the run created on the server is removed; nothing was there before.
    assert os.listdir(work) == [], (text, os.listdir(work))
