"""The third round on the confinement: a mount the host makes inside the run's own directory
during the run, and job files whose named directory is, or holds, the run's own directory.
Real fio (run through the sandbox wrapper and through the CLI); mounts the tests make and
always remove."""
from __future__ import annotations

import os
import subprocess

import psutil
import pytest

from app.core.fio import sandbox
from app.core.fio.sandbox import Confinement
from app.core.targets import testfile
from tests.conftest import run_cli
from tests.helpers import digest, wait_until

pytestmark = [pytest.mark.loop, pytest.mark.skipif(not sandbox.available() or os.geteuid() != 0,
                                                   reason="needs root on Linux")]


@pytest.fixture
def shared_dir(tmp_path):
    """A tmpfs made shared, as systemd makes every mount of a desktop machine (this machine's
    own mounts are private, so nothing would propagate either way)."""
    base = tmp_path / "shared"
    base.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m", "fioscope-test", str(base)], check=True)
    subprocess.run(["mount", "--make-shared", str(base)], check=True)
    try:
        yield base
    finally:
        subprocess.run(["umount", "-R", "-l", str(base)], check=False, capture_output=True)


def _fio_pid(proc: subprocess.Popen) -> int | None:
    kids = [c for c in psutil.Process(proc.pid).children(recursive=True) if c.name() == "fio"]
    return kids[0].pid if kids else None


@pytest.mark.parametrize("where", ["the run's directory", "the run's directory by another name", "a test file"])
def test_a_mount_made_inside_the_runs_own_place_during_the_run_does_not_reach_fio(tmp_path, shared_dir, fio,
                                                                                   where):
    """fio waits (exec_prerun) until the host has bind-mounted a victim directory inside the
    run's private directory (also through a second mount of its filesystem, made before the
    run), or a victim file over its test file, then writes there."""
    victim_dir = tmp_path / "victim"
    victim_dir.mkdir()
    victim = victim_dir / "data"
    victim.write_bytes(b"keep me " * 8192)  # 64 KiB, the job's size: fio lays nothing out
    before = digest(victim)
    run_dir = testfile.create_dir(shared_dir)
    ready = tmp_path / "ready"
    if where == "a test file":
        own = testfile.create(f"{run_dir.path}/{testfile.PREFIX}1.tmp")
        os.truncate(own.path, 64 << 10)  # laid out already, as Fioscope's test files are
        scratch = testfile.create_dir(tmp_path)  # fio's working directory (exec_prerun's output)
        conf = Confinement(readonly=False, write_files=(own,), write_dirs=(scratch,), cwd=scratch.path)
        name, mount_on, source = own.path, own.path, victim
    else:
        os.mkdir(f"{run_dir.path}/x")
        conf = Confinement(readonly=False, write_dirs=(run_dir,), cwd=run_dir.path)
        name, mount_on, source = "x/data", f"{run_dir.path}/x", victim_dir
        if where.endswith("another name"):
            alias = tmp_path / "alias"  # the same filesystem mounted a second time, as /srv/data beside /data
            alias.mkdir()
            subprocess.run(["mount", "--bind", str(shared_dir), str(alias)], check=True)
            through = f"{alias}/{os.path.basename(run_dir.path)}/x"
            name, mount_on = f"{through}/data", through
    job = tmp_path / "attack.fio"
    # fio lays out every job's files when it starts; the second job opens its file after the
    # first has waited for the mount.
    wait = tmp_path / "wait.sh"  # a script: fio's job files end a line at ";"
    wait.write_text(f"while [ ! -e {ready} ]; do sleep 0.05; done\n")
    job.write_text(f"[wait]\nexec_prerun=sh {wait}\n"
                   f"ioengine=null\nsize=4k\n[w]\nstonewall\nfilename={name}\nrw=write\nbs=4k\nsize=64k\n")
    proc = subprocess.Popen(sandbox.wrap([fio.path, str(job)], conf), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, cwd=tmp_path)
    try:
        pid = wait_until(lambda: _fio_pid(proc), 60, "fio in the confinement")
        wait_until(lambda: run_dir.path in open(f"/proc/{pid}/mountinfo").read(), 30, "the run's bind")
        subprocess.run(["mount", "--bind", str(source), mount_on], check=True)
        try:
            # The host sees the mount: it was made where the run's own place is.
            assert digest(f"{mount_on}/data" if source == victim_dir else mount_on) == before
            ready.write_text("")
            out, err = proc.communicate(timeout=120)
        finally:
            subprocess.run(["umount", "-l", mount_on], check=False, capture_output=True)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
        if where.endswith("another name"):
            subprocess.run(["umount", "-l", str(tmp_path / "alias")], check=False, capture_output=True)
    assert proc.returncode == 0, err
    assert digest(victim) == before  # fio wrote its own file under the name, not the victim
    assert testfile.remove(run_dir) and all(testfile.remove(d) for d in conf.write_dirs)


@pytest.mark.parametrize("where", ["its own directory (directory=)", "its own directory (filename=)",
                                   "an ancestor of its directory"])
def test_a_job_file_naming_its_own_directory_or_an_ancestor_runs(tmp_path, where):
    """Issue 54: the run's own directory is made beside the job file, and the overlay mounted
    over the named directory hid it ("Fioscope's sandbox: No such file or directory")."""
    sub = tmp_path / "jobs"
    sub.mkdir()
    line = {"its own directory (directory=)": f"directory={sub}",
            "its own directory (filename=)": f"filename={sub}/data",
            "an ancestor of its directory": f"filename={tmp_path}/data"}[where]
    job = sub / "own.fio"
    job.write_text(f"[w]\n{line}\nrw=write\nbs=64k\nsize=1m\n")
    out = run_cli("run", "--job-file", str(job), "--no-store", timeout=120, cwd=sub)
    assert out.returncode == 0, out.stderr
    assert sorted(p.name for p in sub.iterdir()) == ["own.fio"]  # nothing left beside it
    assert sorted(p.name for p in tmp_path.iterdir()) == ["jobs"]
