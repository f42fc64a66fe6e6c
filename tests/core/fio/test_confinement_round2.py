"""The second round of attacks on the confinement: code fio loads while it parses, a job
that differs at run time from the one checked, the network, capabilities, mounts held by
the namespace, and fio's --readonly for job files. Real fio and the real CLI; loop devices
and mounts the tests make (and always remove)."""
from __future__ import annotations

import os
import shutil
import socket
import subprocess

import psutil
import pytest

from app.core.fio import lockdown, sandbox
from app.core.fio.jobfile import load_jobfile
from app.core.fio.sandbox import Confinement
from tests.conftest import ROOT, run_cli
from tests.helpers import digest, last_error_line, wait_until

pytestmark = [pytest.mark.loop, pytest.mark.skipif(not sandbox.available() or os.geteuid() != 0,
                                                   reason="needs root on Linux")]


def run_jobfile(path, *extra: str, cwd=None) -> subprocess.CompletedProcess:
    return run_cli("run", "--job-file", str(path), "--no-store", *extra, timeout=120, cwd=cwd)


# -- code before the gate ----------------------------------------------------------------------
@pytest.fixture
def evil_engine(tmp_path):
    """A shared library whose constructor, run the moment fio loads it, overwrites a victim
    file and the start of a device: (library, victim, device-path file)."""
    if not shutil.which("gcc"):
        pytest.skip("needs gcc")
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me")
    target = tmp_path / "device-path"
    src = tmp_path / "evil.c"
    src.write_text(f"""
#include <fcntl.h>
#include <unistd.h>
#include <string.h>
__attribute__((constructor)) static void evil(void) {{
    int fd = open("{victim}", O_WRONLY | O_TRUNC);
    if (fd >= 0) {{ write(fd, "pwned", 5); close(fd); }}
    char dev[256] = {{0}};
    fd = open("{target}", O_RDONLY);
    if (fd >= 0) {{ read(fd, dev, sizeof dev - 1); close(fd); }}
    fd = open(dev, O_WRONLY);
    if (fd >= 0) {{ char z[4096]; memset(z, 0, sizeof z); write(fd, z, sizeof z); close(fd); }}
}}
""")
    lib = tmp_path / "evil.so"
    subprocess.run(["gcc", "-shared", "-fPIC", "-o", str(lib), str(src)], check=True)
    return lib, victim, target


@pytest.mark.parametrize("how", [("--dry-run",), ()])
def test_an_engine_fio_loads_while_parsing_changes_nothing(tmp_path, loop_device, evil_engine, how):
    lib, victim, target = evil_engine
    dev = loop_device(8 << 20)
    target.write_text(dev)
    before = digest(dev)
    job = tmp_path / "j.fio"
    job.write_text(f"[j]\nioengine=external:{lib}\nfilename=data\nrw=read\nsize=64k\n")
    p = run_jobfile(job, "--allow-job-commands", *how)
    assert victim.read_text() == "keep me", p.stderr
    assert digest(dev) == before


def test_an_engine_is_refused_before_fio_reads_the_file(tmp_path, evil_engine):
    lib, victim, _ = evil_engine
    job = tmp_path / "j.fio"
    job.write_text(f"[j]\nioengine=external:{lib}\nfilename=data\nrw=read\nsize=64k\n")
    p = run_jobfile(job, "--dry-run")
    assert p.returncode == 2
    assert "ioengine=external" in last_error_line(p.stderr)
    assert victim.read_text() == "keep me"


def test_a_relative_include_is_resolved_once_from_the_job_files_directory(tmp_path, loop_device, fio):
    dev = loop_device(8 << 20)
    before = digest(dev)
    jobs, elsewhere = tmp_path / "jobs", tmp_path / "elsewhere"
    jobs.mkdir()
    elsewhere.mkdir()
    (jobs / "inc.fio").write_text("rw=read\nsize=64k\n")
    # What fio would pick up from another working directory: a write to a free device.
    (elsewhere / "inc.fio").write_text(f"rw=write\nfilename={dev}\nsize=64k\n")
    job = jobs / "j.fio"
    job.write_text("[j]\nfilename=data\ninclude inc.fio\n")
    p = run_jobfile(job, cwd=elsewhere)
    assert p.returncode == 0, p.stderr
    assert digest(dev) == before
    # The job is flattened once: a change to the file or its include after the check is not run.
    jf = load_jobfile(job, fio.path)
    assert jf.text == "[j]\nfilename=data\nrw=read\nsize=64k\n"
    (jobs / "inc.fio").write_text(f"rw=write\nfilename={dev}\n")
    with open(jf.run_path) as f:
        assert f.read() == jf.text
    assert not os.access(jf.run_path, os.W_OK) or os.stat(jf.run_path).st_mode & 0o222 == 0


def test_an_included_file_may_not_open_a_section(tmp_path, fio):
    (tmp_path / "inc.fio").write_text("[sneaky]\nrw=write\n")
    job = tmp_path / "j.fio"
    job.write_text("[j]\ninclude inc.fio\n")
    p = run_jobfile(job, "--dry-run")
    assert p.returncode == 2
    assert "no new sections" in last_error_line(p.stderr)


# -- capabilities: no mount, no devtmpfs ---------------------------------------------------------
def test_a_trusted_command_cannot_mount_a_devtmpfs_and_write_a_device(tmp_path, loop_device):
    dev = loop_device(8 << 20)
    before = digest(dev)
    name = os.path.basename(dev)
    script = tmp_path / "attack.sh"
    script.write_text(f"#!/bin/sh\nmkdir -p ./d\nmount -t devtmpfs none ./d\n"
                      f"dd if=/dev/zero of=./d/{name} bs=4k count=1 conv=notrunc\n"
                      f"dd if=/dev/zero of={dev} bs=4k count=1 conv=notrunc\nexit 0\n")
    script.chmod(0o755)
    job = tmp_path / "j.fio"
    job.write_text(f"[j]\nexec_prerun={script}\nfilename=data\nrw=read\nsize=64k\n")
    p = run_jobfile(job, "--allow-job-commands")
    assert p.returncode == 0, p.stderr
    assert digest(dev) == before


def test_the_sandbox_keeps_only_the_capabilities_fio_needs():
    out = subprocess.run(sandbox.wrap(["/bin/cat", "/proc/self/status"], Confinement(readonly=True)),
                         capture_output=True, text=True, timeout=60, cwd=ROOT)
    caps = {ln.split(":")[0]: int(ln.split()[1], 16) for ln in out.stdout.splitlines() if ln.startswith("Cap")}
    kept = sum(1 << c for c in sandbox.KEPT_CAPS.values())
    assert caps["CapBnd"] & ~kept == 0 and caps["CapEff"] & ~kept == 0
    assert not caps["CapEff"] & (1 << sandbox.CAP_NAMES["SYS_ADMIN"])


# -- the network ---------------------------------------------------------------------------------
def test_a_job_cannot_reach_a_service_on_this_machine(tmp_path):
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    listener.settimeout(0.5)
    unix_path = tmp_path / "server.sock"
    unix = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    unix.bind(str(unix_path))
    unix.listen(1)
    unix.settimeout(0.5)
    port = listener.getsockname()[1]
    try:
        for body in (f"ioengine=net\nhostname=127.0.0.1\nport={port}\nprotocol=tcp\n",
                     f"ioengine=net\nfilename={unix_path}\nprotocol=unix\n"):
            job = tmp_path / "net.fio"
            job.write_text(f"[j]\n{body}rw=write\nbs=4k\nsize=64k\n")
            p = run_jobfile(job)
            assert p.returncode != 0
            last_error_line(p.stderr)
            for s in (listener, unix):
                with pytest.raises(socket.timeout):
                    s.accept()
    finally:
        listener.close()
        unix.close()


def test_the_socket_filter_covers_every_abi_of_the_machine():
    prog = lockdown.socket_filter_program("x86_64")
    assert prog[-1] == (0x06, 0, 0, lockdown.SECCOMP_RET_ERRNO | lockdown.EACCES)  # unknown ABI: denied
    assert any(ins[3] == 41 for ins in prog) and any(ins[3] == 102 for ins in prog)  # socket, socketcall
    out = subprocess.run(sandbox.wrap([shutil.which("python3") or "/usr/bin/python3", "-c",
                                       "import socket\ntry:\n socket.socket()\nexcept PermissionError:\n print('denied')"],
                                      Confinement(readonly=True)), capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert out.stdout.strip() == "denied", out.stderr


# -- mounts: the host's unmounts reach the run; its new mounts stay read-only -------------------
@pytest.fixture
def host_mount(tmp_path):
    """Mounts under a shared parent, as systemd makes every mount of a desktop machine
    (this test machine's own mounts are private, so nothing would propagate either way)."""
    base = tmp_path / "host"
    base.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "fioscope-test", str(base)], check=True)
    subprocess.run(["mount", "--make-shared", str(base)], check=True)

    def mount(name: str):
        path = base / name
        path.mkdir(exist_ok=True)
        subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "fioscope-test", str(path)], check=True)
        return path

    try:
        yield mount
    finally:
        subprocess.run(["umount", "-R", "-l", str(base)], check=False, capture_output=True)


def sandboxed_shell(script: str) -> subprocess.Popen:
    return subprocess.Popen(sandbox.wrap(["/bin/sh", "-c", script], Confinement(readonly=True)),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)


def _inner_pid(proc: subprocess.Popen) -> int | None:
    kids = [c for c in psutil.Process(proc.pid).children(recursive=True) if c.name() == "sh"]
    return kids[0].pid if kids else None


def test_an_unmount_on_the_host_reaches_a_running_confinement(tmp_path, host_mount):
    stick = host_mount("stick")
    (stick / "f").write_text("x")
    proc = sandboxed_shell("sleep 60")
    try:
        pid = wait_until(lambda: _inner_pid(proc), 30, "the confined shell")
        wait_until(lambda: str(stick) in open(f"/proc/{pid}/mountinfo").read(), 30, "the mount inside")
        assert subprocess.run(["umount", str(stick)], capture_output=True).returncode == 0
        wait_until(lambda: str(stick) not in open(f"/proc/{pid}/mountinfo").read(), 10,
                   "the unmount to reach the confinement")
    finally:
        proc.kill()
        proc.communicate()


def test_a_mount_made_during_the_run_is_not_writable_to_it(tmp_path, host_mount):
    host_mount("placeholder")  # the shared parent exists before the confinement is made
    late = tmp_path / "host" / "late"
    late.mkdir()
    proc = sandboxed_shell(f"while [ ! -e {late}/ready ]; do sleep 0.05; done; "
                           f"if echo pwned > {late}/written; then echo wrote; else echo refused; fi")
    try:
        wait_until(lambda: _inner_pid(proc), 30, "the confined shell")
        host_mount("late")
        (late / "ready").write_text("")
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert out.strip() == "refused", err
    assert not (late / "written").exists()


# -- fio's own --readonly --------------------------------------------------------------------------
def test_a_job_file_that_only_reads_a_device_runs_with_fios_readonly(tmp_path, loop_device):
    dev = loop_device(8 << 20)
    job = tmp_path / "r.fio"
    job.write_text(f"[r]\nfilename={dev}\nrw=read\nbs=64k\nsize=1m\n")
    p = run_cli("run", "--job-file", str(job), "--no-store", "--dry-run", timeout=120)
    assert p.returncode == 0, p.stderr
    assert "--readonly" in p.stdout
    p = run_jobfile(job)
    assert p.returncode == 0, p.stderr
