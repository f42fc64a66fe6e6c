"""Read-only access for one user through an ACL entry, on our own loop devices."""
import os
import pwd
import subprocess

import psutil
import pytest

from app.core.access import acl as device_acl
from app.core.errors import InputError
from app.core.access.root_helper import perform, validate
from tests.conftest import have_root_tools

pytestmark = pytest.mark.skipif(not have_root_tools("runuser", "losetup"), reason="needs root, runuser, losetup")


def nobody() -> int:
    try:
        return pwd.getpwnam("nobody").pw_uid
    except KeyError:
        pytest.skip("no user 'nobody'")


def can(dev: str, how: str) -> bool:
    """Whether 'nobody' can open the device for reading ("r") or writing ("w")."""
    code = f"import os; os.close(os.open({dev!r}, os.O_{'RDONLY' if how == 'r' else 'WRONLY'}))"
    return subprocess.run(["runuser", "-u", "nobody", "--", "python3", "-c", code], capture_output=True).returncode == 0


def acl(dev: str):
    try:
        return os.getxattr(dev, device_acl.XATTR)
    except OSError:
        return None


def test_grant_read_lets_one_user_read_never_write_and_revoke_restores_the_node(loop_device):
    dev = loop_device(8 << 20)
    uid = nobody()
    before = (os.stat(dev).st_mode, os.stat(dev).st_uid, acl(dev))
    assert not can(dev, "r") and not can(dev, "w")
    device_acl.grant_read(dev, uid)
    assert device_acl.users_with_read(dev) == [uid]
    assert can(dev, "r") and not can(dev, "w")
    device_acl.revoke_read(dev, uid)
    assert (os.stat(dev).st_mode, os.stat(dev).st_uid, acl(dev)) == before
    assert not can(dev, "r")


def test_revoke_keeps_entries_someone_else_set(loop_device):
    """udev's uaccess or an administrator may have given another user access already."""
    dev = loop_device(8 << 20)
    uid = nobody()
    os.chmod(dev, 0o600)  # a group with no access: the mask we add must not widen it
    other = 4242
    device_acl.grant_read(dev, other)
    theirs = acl(dev)
    device_acl.grant_read(dev, uid)
    assert sorted(device_acl.users_with_read(dev)) == sorted([uid, other])
    device_acl.revoke_read(dev, uid)
    assert acl(dev) == theirs and device_acl.users_with_read(dev) == [other]
    device_acl.revoke_read(dev, other)
    assert acl(dev) is None and oct(os.stat(dev).st_mode & 0o777) == oct(0o600)


def test_the_helper_refuses_read_access_to_the_system_disk():
    system = next((d for d in ("/dev/vda", "/dev/sda", "/dev/nvme0n1", "/dev/xvda") if os.path.exists(d)), None)
    if system is None:
        pytest.skip("no system disk under a known name")
    with pytest.raises(InputError, match="holds the running system"):
        validate("grant-read", [system, "65534"])  # refused before anything is touched


def test_neither_read_nor_write_access_is_given_to_a_user_for_a_mounted_disk(loop_fs):
    """Its raw blocks would show the user every file on it, other users' included."""
    _, dev = loop_fs
    with pytest.raises(InputError, match="refusing to let a user read .*mounted at"):
        validate("grant-read", [dev, "65534"])
    with pytest.raises(InputError, match="mounted"):
        validate("grant-device", [dev, "65534"])


def test_a_grant_left_by_a_dead_run_is_revoked_at_the_next_device_run(loop_device, tmp_path, monkeypatch):
    """A run killed between grant and revoke leaves its note; the next run gives the device back."""
    import json

    from app.core.access import grants as device_grants
    from app.core.access.root_helper import revoke_stale
    monkeypatch.setenv("FIOSCOPE_DATA_DIR", str(tmp_path))
    dev, gone = loop_device(8 << 20), loop_device(8 << 20)
    uid = nobody()
    live = device_grants.note(dev, False, uid)  # this process: alive, so left alone
    assert device_grants.stale() == []
    dead = next(pid for pid in range(4_000_000, 4_100_000) if not psutil.pid_exists(pid))
    for path, write in ((dev, False), (gone, True)):
        m = tmp_path / "grants" / f"{dead}-{os.path.basename(path)}-{'rw' if write else 'r'}.json"
        m.write_text(json.dumps({"path": path, "write": write, "uid": uid, "pid": dead, "started": 1.0}))
    perform("grant-read", [dev, str(uid)])  # what the dead run had been given (root's record with it)
    subprocess.run(["losetup", "-d", gone], check=True)  # and a device that is gone since
    assert can(dev, "r")
    assert sorted(revoke_stale()) == sorted([dev, gone])
    assert not can(dev, "r") and acl(dev) is None
    assert [m.name for m in (tmp_path / "grants").iterdir()] == [live.name]
    device_grants.done(live)
