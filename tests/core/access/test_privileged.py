"""The privileged helper: validated requests only; as root on our own loop device, and as
an unprivileged user whose elevation is refused."""
import os
import pwd
import shutil
import subprocess
import tempfile

import pytest

from app.core.cache.probe import read_ahead_kb
from app.core.errors import InputError
from app.core.access.root_helper import run_privileged, validate
from tests.conftest import ROOT
from tests.helpers import root_helper as helper


@pytest.mark.parametrize("op,args", [
    ("rm", ["-rf", "/"]), ("drop-caches", ["3"]), ("set-readahead", ["vda; reboot", "128"]),
    ("set-readahead", ["nosuchdisk0", "128"]), ("set-readahead", ["loop0", "-1"]),
    ("set-readahead", ["loop0", str(1 << 30)]), ("flush-device", ["/etc/passwd"]),
    ("flush-device", ["/dev/../etc/passwd"]), ("flush-device", [])])
def test_requests_outside_the_list_are_refused_before_anything_runs(op, args):
    with pytest.raises(InputError):
        validate(op, args)
    p = helper(op, *args)
    assert p.returncode == 2 and p.stderr.startswith("fioscope-helper: ") and p.stderr.count("\n") == 1


def test_readahead_and_flush_on_our_own_loop_device(loop_device):
    dev = loop_device(16 << 20)
    name = os.path.basename(dev)
    before = read_ahead_kb(name)
    try:
        p = helper("set-readahead", name, "64")
        assert p.returncode == 0, p.stderr
        assert read_ahead_kb(name) == 64
        run_privileged("set-readahead", name, "256")  # root: done in-process
        assert read_ahead_kb(name) == 256
        assert helper("flush-device", dev).returncode == 0
    finally:
        run_privileged("set-readahead", name, str(before))
    assert read_ahead_kb(name) == before


def test_an_unprivileged_user_gets_a_clear_refusal(loop_device):
    if os.geteuid() != 0 or not shutil.which("runuser") or not os.path.exists("/usr/bin/python3"):
        pytest.skip("needs root to become another user")
    try:
        pwd.getpwnam("nobody")
    except KeyError:
        pytest.skip("no user 'nobody'")
    dev = loop_device(16 << 20)
    name = os.path.basename(dev)
    before = read_ahead_kb(name)
    code = ("import sys; from app.core.access.root_helper import run_privileged\n"
            "from app.core.errors import FioscopeError\n"
            "try:\n    run_privileged('set-readahead', sys.argv[1], '64')\n"
            "except FioscopeError as e:\n    print(e.one_line()); sys.exit(3)\n")
    env = {"PATH": os.environ["PATH"], "HOME": "/nonexistent"}  # no display: no pkexec prompt
    # A copy of the package where 'nobody' can read it, run by the system's Python (the
    # helper's caller needs nothing beyond the standard library).
    pub = tempfile.mkdtemp(prefix="fioscope-priv-", dir="/tmp")
    try:
        shutil.copytree(ROOT / "app", os.path.join(pub, "app"), ignore=shutil.ignore_patterns("__pycache__"))
        for base, dirs, files in os.walk(pub):
            os.chmod(base, 0o755)
            for f in files:
                os.chmod(os.path.join(base, f), 0o644)
        p = subprocess.run(["runuser", "-u", "nobody", "--", "/usr/bin/python3", "-c", code, name],
                           cwd=pub, capture_output=True, text=True, timeout=60, env=env)
    finally:
        shutil.rmtree(pub, ignore_errors=True)
    assert p.returncode == 3, (p.stdout, p.stderr)
    assert "not allowed" in p.stdout or "needs root" in p.stdout
    assert read_ahead_kb(name) == before  # nothing changed


def test_grant_device_gives_a_user_one_safe_device_and_revoke_takes_it_back(loop_device):
    if os.geteuid() != 0 or not shutil.which("runuser"):
        pytest.skip("needs root to become another user")
    nobody = pwd.getpwnam("nobody").pw_uid
    dev = loop_device(8 << 20)
    os.chmod(dev, 0o660)

    def nobody_reads() -> bool:
        return subprocess.run(["runuser", "-u", "nobody", "--", "dd", f"if={dev}", "of=/dev/null", "bs=4096",
                               "count=1"], capture_output=True).returncode == 0
    assert not nobody_reads()
    try:
        p = helper("grant-device", dev, str(nobody))
        assert p.returncode == 0, p.stderr
        assert os.stat(dev).st_uid == nobody and nobody_reads()
    finally:
        assert helper("revoke-device", dev).returncode == 0
    assert os.stat(dev).st_uid == 0 and not nobody_reads()


def test_grant_device_refuses_the_system_disk_and_a_mounted_one(loop_device, tmp_path):
    from app.core.targets import discover
    system = next((d for d in discover().disks if d.system), None)
    if system is not None:  # validation only reads sysfs and the mount table
        p = helper("grant-device", system.path, "65534")
        assert p.returncode == 2 and "refusing to open" in p.stderr and "system" in p.stderr
    if not shutil.which("mkfs.ext4"):
        return
    dev = loop_device(32 << 20)
    subprocess.run(["mkfs.ext4", "-q", "-F", dev], check=True, capture_output=True)
    mnt = tmp_path / "mnt"
    mnt.mkdir()
    subprocess.run(["mount", "-o", "ro,noload", dev, str(mnt)], check=True)
    try:
        p = helper("grant-device", dev, "65534")
        assert p.returncode == 2 and "mounted at" in p.stderr
        assert os.stat(dev).st_uid == 0
    finally:
        subprocess.run(["umount", str(mnt)], check=False)
