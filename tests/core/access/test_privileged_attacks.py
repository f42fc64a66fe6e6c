"""The privileged helper against a hostile caller: every argument comes from a local user
(through a sudoers rule), so paths are links, files and swapped nodes, numbers are huge or
not ASCII, and a grant must leave no trace on /dev once it is given back.

Everything runs on loop devices these tests make (always detached by the fixture); nodes
and links the tests put in /dev are their own, with unique names, removed in `finally`."""
import contextlib
import os
import pwd
import stat
import struct
import subprocess

import pytest

from app.core.access import acl as device_acl
from app.core.access import grants as device_grants
from app.core.access import root_helper as privileged
from app.core.errors import InputError
from tests.conftest import have_root_tools, mounted_readonly
from tests.helpers import root_helper as helper

pytestmark = pytest.mark.skipif(not have_root_tools("losetup", "runuser"), reason="needs root, losetup, runuser")


def nobody() -> int:
    try:
        return pwd.getpwnam("nobody").pw_uid
    except KeyError:
        pytest.skip("no user 'nobody'")


def node(dev: str):
    """All a grant may change on a node: owner, group, mode bits, access ACL."""
    st = os.stat(dev)
    return st.st_uid, st.st_gid, stat.S_IMODE(st.st_mode), device_acl.get_raw(dev)


def refused(p, *words):
    """Exit 2, exactly one line on stderr, no traceback."""
    assert p.returncode == 2, (p.returncode, p.stderr)
    assert p.stderr.startswith("fioscope-helper: ") and p.stderr.count("\n") == 1, p.stderr
    assert "Traceback" not in p.stderr
    for w in words:
        assert w in p.stderr, p.stderr


@contextlib.contextmanager
def in_dev(kind: str, target: str = ""):
    """A file, link or node of ours directly in /dev, removed afterwards."""
    path = f"/dev/fioscope-test-{os.getpid()}-{kind}"
    try:
        if kind == "file":
            with open(path, "w") as f:
                f.write("not a device\n")
        elif kind == "link":
            os.symlink(target, path)
        else:  # a second block node for the same device, under a name the kernel does not use
            os.mknod(path, 0o600 | stat.S_IFBLK, os.stat(target).st_rdev)
        yield path
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(path)


@pytest.mark.parametrize("uid", [str(2**64), str(2**32 - 1), "١٢", "12\u0663", "-1", "", " 1", "1 ", "0x10",
                                 "1e3", "+5", "٣"])
def test_a_bad_user_id_is_one_line_and_exit_2(loop_device, uid):
    dev = loop_device(4 << 20)
    before = node(dev)
    for op in ("grant-device", "grant-read", "revoke-read"):
        refused(helper(op, dev, uid), "user id")
        with pytest.raises(InputError):
            privileged.validate(op, [dev, uid])
    assert node(dev) == before


@pytest.mark.parametrize("kb", ["١٢", str(2**64), "-1", "", "12 "])
def test_a_bad_readahead_is_one_line_and_exit_2(loop_device, kb):
    dev = loop_device(4 << 20)
    refused(helper("set-readahead", os.path.basename(dev), kb))


@pytest.mark.parametrize("args", [["grant-device"], ["grant-device", "/dev/loop0"], ["revoke-device"],
                                  ["grant-read", "/dev/loop0", "1", "2"], ["", ""], ["grant-device\n", "x"],
                                  ["grant-device", "/dev/\u0661", "1"], ["grant-device", "/dev/", "1"],
                                  ["grant-device", "/dev/.", "1"], ["grant-device", "/dev/..", "1"],
                                  ["grant-device", "/dev//loop0", "1"], ["flush-device", "/dev/loop0/"],
                                  ["grant-device", "/dev/" + "a" * 65, "1"]])
def test_malformed_requests_are_one_line_and_exit_2(args):
    refused(helper(*args))


def test_a_device_number_check_that_never_opens_a_character_device():
    """/dev/watchdog would arm a timer when opened: a non-block node is refused on lstat."""
    for path in ("/dev/null", "/dev/watchdog", "/dev/zero"):
        if os.path.exists(path):
            refused(helper("flush-device", path), "not a block device")


def test_dev_shm_files_and_links_are_refused(loop_device):
    """/dev/shm is where any user can make files and links: nothing under it is a device."""
    dev = loop_device(4 << 20)
    before = node(dev)
    base = f"/dev/shm/fioscope-test-{os.getpid()}"
    try:
        with open(base + "-file", "w") as f:
            f.write("x")
        os.symlink(dev, base + "-link")
        for path in (base + "-file", base + "-link"):
            for op, extra in (("grant-device", ["65534"]), ("grant-read", ["65534"]), ("flush-device", [])):
                refused(helper(op, path, *extra), "/dev/NAME")
    finally:
        for p in (base + "-file", base + "-link"):
            with contextlib.suppress(FileNotFoundError):
                os.unlink(p)
    assert node(dev) == before


def test_a_link_in_dev_to_a_loop_device_is_refused(loop_device):
    dev = loop_device(4 << 20)
    before = node(dev)
    with in_dev("link", dev) as link:
        for op in ("grant-device", "grant-read"):
            refused(helper(op, link, "65534"), "symbolic link")
        refused(helper("revoke-device", link), "symbolic link")
    assert node(dev) == before


def test_a_regular_file_in_dev_or_elsewhere_is_refused(tmp_path):
    with in_dev("file") as path:
        refused(helper("grant-device", path, "65534"), "not a block device")
        assert os.stat(path).st_uid == 0
    outside = tmp_path / "f"
    outside.write_text("x")
    refused(helper("grant-device", str(outside), "65534"), "/dev/NAME")


def test_a_second_node_for_a_device_under_another_name_is_refused(loop_device):
    """Only the node named as the kernel names the device: /sys/class/block/NAME/dev must
    carry the device number the node carries."""
    dev = loop_device(4 << 20)
    with in_dev("node", dev) as other:
        refused(helper("grant-device", other, "65534"), "not the kernel's block device")
        assert os.stat(other).st_uid == 0


@contextlib.contextmanager
def swapper(a: str, b: str):
    """swap(): the name `a` becomes a symlink to `b`; the node of `a` is put back afterwards."""
    saved = f"/dev/.fioscope-test-{os.getpid()}-{os.path.basename(a)}"
    moved = []

    def swap():
        os.rename(a, saved)
        moved.append(True)
        os.symlink(b, a)
    try:
        yield swap
    finally:
        if moved:
            if os.path.islink(a):
                os.unlink(a)
            os.rename(saved, a)


def test_a_node_swapped_for_a_link_after_the_check_is_refused_before_opening(loop_device, monkeypatch):
    """The swap lands between the policy check and the open: O_NOFOLLOW refuses the link,
    and neither device is changed."""
    a, b = loop_device(4 << 20), loop_device(4 << 20)
    before_a, before_b = node(a), node(b)
    real_policy = privileged._policy
    with swapper(a, b) as swap:
        def policy_then_swap(op, path, devnum):
            real_policy(op, path, devnum)
            swap()
        monkeypatch.setattr(privileged, "_policy", policy_then_swap)
        with pytest.raises(InputError, match="changed while it was checked"):
            privileged.perform("grant-device", [a, str(nobody())])
    assert node(b) == before_b and node(a) == before_a


@pytest.mark.parametrize("op", ["grant-device", "grant-read"])
def test_the_helper_acts_on_the_node_it_checked_not_on_the_path_again(loop_device, monkeypatch, op):
    """The path becomes a link to another device after the node was opened and checked:
    the grant lands on the checked node (the descriptor), the other device is untouched."""
    a, b = loop_device(4 << 20), loop_device(4 << 20)
    uid = nobody()
    before_a, before_b = node(a), node(b)
    real_records = device_grants.records
    with swapper(a, b) as swap:
        @contextlib.contextmanager
        def swap_then_records():
            swap()  # the helper already holds a's descriptor here
            with real_records() as r:
                yield r
        monkeypatch.setattr(device_grants, "records", swap_then_records)
        privileged.perform(op, [a, str(uid)])
        monkeypatch.setattr(device_grants, "records", real_records)
        assert os.path.islink(a)
        assert node(b) == before_b  # the link's target was never touched
    # a's own node (back under its name) got the grant
    if op == "grant-device":
        assert os.stat(a).st_uid == uid
    else:
        assert uid in device_acl.users_with_read(a)
    privileged.perform("revoke-device" if op == "grant-device" else "revoke-read",
                       [a] if op == "grant-device" else [a, str(uid)])
    assert node(a) == before_a and node(b) == before_b


def acl_bytes(entries):
    return struct.pack("<I", 2) + b"".join(struct.pack("<HHI", *e) for e in sorted(entries))


def test_revoke_puts_back_owner_group_mode_and_acl_whatever_the_user_did_meanwhile(loop_device):
    """While it owns the node the user chmods it 0666 and writes its own ACL; revoke puts
    back exactly what root recorded at the grant, from root's record, not the caller's word."""
    dev = loop_device(4 << 20)
    uid = nobody()
    os.chown(dev, 0, 6)  # root:disk (gid 6 on Debian), an administrator's ACL entry for uid 4242
    os.chmod(dev, 0o640)
    device_acl.grant_read(dev, 4242)
    before = node(dev)
    assert before[3] is not None
    p = helper("grant-device", dev, str(uid))
    assert p.returncode == 0, p.stderr
    rec_path = device_grants.record_path(f"{os.major(os.stat(dev).st_rdev)}:{os.minor(os.stat(dev).st_rdev)}")
    st = os.stat(os.path.dirname(rec_path))
    assert st.st_uid == 0 and stat.S_IMODE(st.st_mode) == 0o700  # the record is root's alone
    assert os.stat(dev).st_uid == uid
    # As the user who owns the node now: world-writable, and an ACL of the user's own.
    theirs = acl_bytes([(device_acl.USER_OBJ, 6, 0xFFFFFFFF), (device_acl.USER, 6, 1234),
                        (device_acl.GROUP_OBJ, 6, 0xFFFFFFFF), (device_acl.MASK, 6, 0xFFFFFFFF),
                        (device_acl.OTHER, 6, 0xFFFFFFFF)])
    code = (f"import os; os.chmod({dev!r}, 0o666); os.setxattr({dev!r}, 'system.posix_acl_access', "
            f"bytes.fromhex({theirs.hex()!r})); os.chmod({dev!r}, 0o666)")
    u = subprocess.run(["runuser", "-u", "nobody", "--", "python3", "-c", code], capture_output=True, text=True)
    assert u.returncode == 0, u.stderr
    assert stat.S_IMODE(os.stat(dev).st_mode) == 0o666
    # A second grant to someone else is refused while this one lasts.
    refused(helper("grant-read", dev, "4243"), "handed to user")
    p = helper("revoke-device", dev)
    assert p.returncode == 0, p.stderr
    assert node(dev) == before
    assert not os.path.exists(rec_path)
    # Nothing recorded now: another revoke changes nothing.
    os.chmod(dev, 0o604)
    assert helper("revoke-device", dev).returncode == 0
    assert stat.S_IMODE(os.stat(dev).st_mode) == 0o604


def test_read_grant_and_revoke_leave_no_trace(loop_device):
    dev = loop_device(4 << 20)
    uid = nobody()
    os.chmod(dev, 0o660)
    before = node(dev)
    assert helper("grant-read", dev, str(uid)).returncode == 0
    assert uid in device_acl.users_with_read(dev)
    os.chmod(dev, 0o666)  # what a node's owner could do meanwhile (root here: the same effect)
    assert helper("revoke-read", dev, str(uid + 1)).returncode == 0  # not that user's grant: nothing
    assert uid in device_acl.users_with_read(dev)
    assert helper("revoke-read", dev, str(uid)).returncode == 0
    assert node(dev) == before


@pytest.mark.skipif(not have_root_tools("mkfs.ext4", "mount", "umount"), reason="needs mkfs and mount")
def test_grant_read_of_a_mounted_device_is_refused(loop_device, tmp_path):
    dev = loop_device(32 << 20)
    with mounted_readonly(dev, tmp_path / "mnt"):
        before = node(dev)
        refused(helper("grant-read", dev, str(nobody())), "refusing to let a user read", "mounted at")
        refused(helper("grant-device", dev, str(nobody())), "refusing to open", "mounted at")
        assert node(dev) == before


@pytest.mark.skipif(not have_root_tools("mkfs.ext4", "mount", "umount"), reason="needs mkfs and mount")
def test_grants_are_refused_for_a_loop_device_sharing_a_mounted_ones_file(loop_device, tmp_path):
    dev = loop_device(32 << 20)
    with open(f"/sys/block/{os.path.basename(dev)}/loop/backing_file") as f:
        backing = f.read().strip()
    alias = subprocess.run(["losetup", "-f", "--show", backing], capture_output=True, text=True,
                           check=True).stdout.strip()
    try:
        with mounted_readonly(dev, tmp_path / "mnt"):
            before = node(alias)
            for op in ("grant-device", "grant-read"):
                refused(helper(op, alias, str(nobody())), f"shares its backing file with {dev}", "mounted at")
            assert node(alias) == before
    finally:
        subprocess.run(["losetup", "-d", alias], check=False)
