"""Least privilege: the few operations that need root run in a small helper process that
accepts only validated requests; the app itself never runs as root.

    fioscope --privileged-helper drop-caches
    fioscope --privileged-helper set-readahead NAME KB     # NAME: a disk in /sys/block
    fioscope --privileged-helper flush-device /dev/NAME    # that device's buffer cache
    fioscope --privileged-helper grant-device /dev/NAME UID  # UID may read and write it
    fioscope --privileged-helper revoke-device /dev/NAME     # the node as it was before
    fioscope --privileged-helper grant-read /dev/NAME UID    # UID may read it (an ACL entry)
    fioscope --privileged-helper revoke-read /dev/NAME UID   # the node as it was before

The helper is reachable by any local user an administrator allows through a sudoers rule
(or pkexec), so every argument is hostile until checked:

- Numbers are ASCII digits only (str.isdigit() also takes "١٢"), in range: a user id is
  0..2**32-2 (2**32-1 is chown's "leave unchanged"). Anything else is one line, exit 2.
- A device is a block device node directly in /dev, named as the kernel names it:
  /dev/NAME with NAME in [A-Za-z0-9._-], no subdirectory (so nothing in /dev/shm, where users
  make files and links, and no /dev/mapper or /dev/disk/by-* links: use the node they point
  to), and the path must be its own realpath. The node is lstat'ed first (never opened unless
  it is a block device: opening a character device can act, e.g. /dev/watchdog), the device
  number it carries must be the one /sys/class/block/NAME/dev gives for that name, and the
  safety policy is checked for *that device number* (not for whatever a path resolves to).
- Then the node is opened once, O_RDONLY|O_NOFOLLOW|O_NONBLOCK|O_CLOEXEC, and its fstat must
  be the very node checked (same st_dev, st_ino, st_rdev). Everything the helper changes is
  changed through that descriptor: fchown, fchmod, and the ACL with fsetxattr/fremovexattr
  on system.posix_acl_access. The path is never used again, so a link or node swapped in
  after the check (a symlink flipped from a free to a mounted loop device) changes nothing.

grant-device re-checks the whole write policy as root (no system, mounted, swap, held or
read-only disk, and no device sharing storage with one: see targets/safety.with_aliases).
grant-read gives a read-only raw test, but the raw blocks of a filesystem in use show a user
every file on it, other users' files and /etc/shadow included, whatever their permissions.
So it is refused for a disk that is mounted (itself or any partition), used as swap, held
by LVM/dm/md, the system disk, or that shares its storage with such a device. Root running
Fioscope itself does not go through the helper and may read any disk.

What a grant changes is put back exactly: the first grant of a node records its owner,
group, mode and ACL in root's own directory (/run/fioscope/grants, see device_grants.py),
and revoke restores all four from that record, never from the caller's arguments; a mode
the user set while owning the node (chmod 0666) is undone too. A node is granted to one
user at a time.

An open file descriptor outlives a revoke: Linux has no revoke(2), so a process of the
user that opened the device while it was granted keeps that descriptor (or an mmap of the
device) until it closes it or exits. This is accepted, because of what a grant is given
for. A write grant is only for a device the policy allows (not the system disk, not
mounted, not swap, not held, not sharing storage with any of these) and whose destruction
the user confirmed with its typed token: a kept descriptor reaches only that device, whose
data the user was allowed to destroy anyway. A read grant is only for a device whose data
is not in use (as above). What a kept descriptor can still reach is whatever is put on the
*same* device later while the user's process lives: a loop device stays bound to its file
until the last descriptor is closed (it cannot be re-attached to another file meanwhile),
and an unplugged disk comes back as a new device the old descriptor does not reach. For a
fixed disk that an administrator reuses after it was handed to a user, check that no
process of that user still has it open (`fuser -v /dev/sdX`) before putting data on it.

`run_privileged` calls the operation directly when the process is already root, and
otherwise starts the helper through pkexec (a desktop password prompt) or `sudo -n` (no
prompt: only where sudo is configured to allow it). A refusal is a one-line error.
"""
from __future__ import annotations

import errno
import os
import re
import shutil
import stat
import subprocess
import sys

from app.core.errors import FioscopeError, InputError
from app.core.words import Msg, Num

OPS = ("drop-caches", "set-readahead", "flush-device", "grant-device", "revoke-device",
       "grant-read", "revoke-read")
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")  # fullmatch; [0-9] is ASCII only
_DEVICE = re.compile(r"/dev/[A-Za-z0-9][A-Za-z0-9._-]{0,63}")
_NUMBER = re.compile(r"[0-9]{1,10}")
MAX_READAHEAD_KB = 1 << 20  # 1 GiB: beyond any sane value
MAX_ID = 2**32 - 2  # (uid_t)-1 means "leave unchanged" to chown
_USAGE = {
    "drop-caches": Msg("%1 takes no arguments", "drop-caches"),
    "set-readahead": Msg("%1 takes a disk name and a size in KiB", "set-readahead"),
    "flush-device": Msg("%1 takes one %2 path", "flush-device", "/dev/NAME"),
    "revoke-device": Msg("%1 takes one %2 path", "revoke-device", "/dev/NAME"),
    "grant-device": Msg("%1 takes a %2 path and a user id", "grant-device", "/dev/NAME"),
    "grant-read": Msg("%1 takes a %2 path and a user id", "grant-read", "/dev/NAME"),
    "revoke-read": Msg("%1 takes a %2 path and a user id", "revoke-read", "/dev/NAME"),
}


def _shown(text: str) -> str:
    """An argument quoted in a refusal: ASCII (no terminal controls or bidi tricks), short, one line."""
    r = ascii(text)
    return r if len(r) <= 40 else r[:37] + "..."


def _number(op: str, text: str, what: str, high: int) -> int:
    if not isinstance(text, str) or not _NUMBER.fullmatch(text) or int(text) > high:
        raise InputError(Msg("%1: %2 is not %3 (ASCII digits, 0 to %4)", op, _shown(text), what, str(high)),
                         _USAGE[op])
    return int(text)


def _device_path(op: str, path: str) -> str:
    if not isinstance(path, str) or not _DEVICE.fullmatch(path):
        raise InputError(Msg("%1: %2 is not a %3 path (a device node directly in %4)", op, _shown(path),
                             "/dev/NAME", "/dev"), _USAGE[op])
    return path


def _syntax(op: str, args: list[str]) -> list[str]:
    """The request's shape: nothing is looked at on the system yet."""
    if op not in OPS:
        raise InputError(Msg("unknown privileged operation %1", _shown(op)), Msg("one of %1", ", ".join(OPS)))
    want = {"drop-caches": 0, "flush-device": 1, "revoke-device": 1}.get(op, 2)
    if len(args) != want:
        raise InputError(_USAGE[op])
    if op == "drop-caches":
        return []
    if op == "set-readahead":
        if not isinstance(args[0], str) or not _NAME.fullmatch(args[0]):
            raise InputError(Msg("%1: %2 is not a disk name", "set-readahead", _shown(args[0])), _USAGE[op])
        kb = _number(op, args[1], Msg("a size in KiB"), MAX_READAHEAD_KB)
        if not os.path.exists(f"/sys/block/{args[0]}/queue/read_ahead_kb"):
            raise InputError(Msg("%1 is not a disk with a readahead setting", args[0]))
        return [args[0], str(kb)]
    path = _device_path(op, args[0])
    if want == 1:
        return [path]
    return [path, str(_number(op, args[1], Msg("a user id"), MAX_ID))]


def _devnum(st: os.stat_result) -> str:
    return f"{os.major(st.st_rdev)}:{os.minor(st.st_rdev)}"


def _check_node(op: str, path: str) -> os.stat_result:
    """lstat checks of a /dev/NAME path (which _syntax passed): a block device node, not a
    link, and the device the kernel lists under that name. Nothing is opened."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        raise InputError(Msg("%1 does not exist", path))
    except OSError as e:
        raise InputError(Msg("%1: %2", path, str(e.strerror)))
    if stat.S_ISLNK(st.st_mode):
        raise InputError(Msg("%1 is a symbolic link", path), Msg("give the device node itself (e.g. %1)", "/dev/sdb"))
    if not stat.S_ISBLK(st.st_mode):
        raise InputError(Msg("%1 is not a block device", path))
    if os.path.realpath(path) != path:
        raise InputError(Msg("%1 is not a device node directly in %2", path, "/dev"))
    name = os.path.basename(path)
    try:
        with open(f"/sys/class/block/{name}/dev", encoding="ascii") as f:
            listed = f.read().strip()
    except (OSError, ValueError):
        listed = None
    if listed != _devnum(st):
        raise InputError(Msg("%1 is not the kernel's block device %2", path, name),
                         Msg("give the device node as the kernel names it (see %1)", "/sys/class/block"))
    return st


def _policy(op: str, path: str, devnum: str) -> None:
    """The safety policy for the device with this number, as root sees it now."""
    if op not in ("grant-device", "grant-read"):
        return  # flushing or giving back never gives anyone access
    from app.core.targets import discover  # deferred: input is validated with the stdlib only
    from app.core.targets.safety import find_disk_by_devnum, in_use_reason, refusal_reason  # deferred: input is validated with the stdlib only
    disk = find_disk_by_devnum(discover(), devnum, path)
    if op == "grant-device":
        reason = refusal_reason(disk)
        if reason:
            raise InputError(Msg("refusing to open %1 for a user: %2", path, reason))
        return
    reason = in_use_reason(disk)
    if reason:
        raise InputError(Msg("refusing to let a user read %1: %2, and its raw blocks would show every file on it",
                             path, reason), Msg("test a directory on it, or run the raw read as root"))


def validate(op: str, args: list[str]) -> list[str]:
    """The request, checked without opening anything (the caller may not be allowed to):
    its shape, the node, and the safety policy for a grant. Anything else is refused before
    anything runs. The root helper checks again on the descriptor it acts on (perform)."""
    args = _syntax(op, args)
    if op not in ("drop-caches", "set-readahead"):
        st = _check_node(op, args[0])
        _policy(op, args[0], _devnum(st))
    return args


def _open_checked(op: str, path: str) -> int:
    """The checked node, open: the descriptor everything is done through."""
    before = _check_node(op, path)
    _policy(op, path, _devnum(before))  # refused before the device is even opened
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError as e:
        raise InputError(Msg("%1 changed while it was checked", path) if e.errno == errno.ELOOP  # now a link
                         else Msg("cannot open %1: %2", path, str(e.strerror)))
    st = os.fstat(fd)
    if (st.st_dev, st.st_ino, st.st_rdev) != (before.st_dev, before.st_ino, before.st_rdev) \
            or not stat.S_ISBLK(st.st_mode):
        os.close(fd)
        raise InputError(Msg("%1 changed while it was checked", path))
    return fd


def perform(op: str, args: list[str]) -> None:
    """Do a validated operation in this process (which must be allowed to)."""
    args = _syntax(op, args)  # refused before anything beyond the standard library is imported
    from app.core.cache import probe as cache  # deferred: input is validated with the stdlib only
    if op == "drop-caches":
        cache.drop_system_caches()
        return
    if op == "set-readahead":
        cache.set_read_ahead_kb(args[0], int(args[1]))
        return
    fd = _open_checked(op, args[0])
    try:
        if op == "flush-device":
            import fcntl
            fcntl.ioctl(fd, cache.BLKFLSBUF, 0)
        elif op in ("grant-device", "grant-read"):
            _grant(fd, args[0], int(args[1]), write=op == "grant-device")
        else:
            _revoke(fd, int(args[1]) if op == "revoke-read" else None, write=op == "revoke-device")
    finally:
        os.close(fd)


def _restore(fd: int, rec) -> None:
    """The node exactly as recorded before the first grant: owner, group, ACL, mode."""
    from app.core.access import acl as device_acl  # deferred: input is validated with the stdlib only
    os.fchown(fd, rec.owner, rec.group)
    device_acl.put_raw(fd, rec.acl_bytes)
    os.fchmod(fd, rec.mode)  # after the ACL: also puts back the group bits a removed mask held


def _apply(fd: int, rec) -> None:
    """The recorded state plus what is granted now (nothing else the user may have set)."""
    from app.core.access import acl as device_acl  # deferred: input is validated with the stdlib only
    _restore(fd, rec)
    if rec.write:
        os.fchown(fd, rec.uid, -1)  # the group and mode stay as they were
    if rec.read:
        device_acl.grant_read(fd, rec.uid)


def _grant(fd: int, path: str, uid: int, write: bool) -> None:
    from app.core.access import acl as device_acl  # deferred: input is validated with the stdlib only
    from app.core.access import grants as device_grants  # deferred: input is validated with the stdlib only
    st = os.fstat(fd)
    with device_grants.records() as records:
        rec = records.load(st)
        if rec is not None and rec.uid != uid:
            raise InputError(Msg("%1 is handed to user %2 now", path, str(rec.uid)),
                             Msg("it is given back when that run ends; root can give it back now with %1",
                                 f"fioscope --privileged-helper revoke-device {path}"))
        if rec is None:  # the first grant: the node as it is now is what revoke puts back
            acl = device_acl.get_raw(fd)
            rec = device_grants.Record(_devnum(st), (st.st_dev, st.st_ino), st.st_uid, st.st_gid,
                                       stat.S_IMODE(st.st_mode), None if acl is None else acl.hex(), uid)
        if write:
            rec.write = True
        else:
            rec.read = True
        records.save(rec)  # before the node changes: a crash after it still leaves it revocable
        _apply(fd, rec)


def _revoke(fd: int, uid: int | None, write: bool) -> None:
    """Give back what is recorded as granted; nothing recorded (never granted, or given back
    already) is nothing to do."""
    from app.core.access import grants as device_grants  # deferred: input is validated with the stdlib only
    with device_grants.records() as records:
        rec = records.load(os.fstat(fd))
        if rec is None or (uid is not None and rec.uid != uid):
            return
        if write:
            rec.write = False
        else:
            rec.read = False
        if rec.write or rec.read:
            records.save(rec)
            _apply(fd, rec)
        else:
            _restore(fd, rec)
            records.drop(rec)  # only once the node is back: a crash before is undone next time


def device_access(path: str, write: bool = True):
    """A context in which this process may open a raw device: when it cannot already, the
    device is handed to this user for the run (grant-device; grant-read when the run only
    reads) and taken back afterwards."""
    from contextlib import contextmanager

    @contextmanager
    def ctx():
        need = os.R_OK | (os.W_OK if write else 0)
        if os.access(path, need) or sys.platform != "linux":
            yield
            return
        from app.core.access import grants as device_grants  # not at the top: the root helper imports the stdlib only
        revoke_stale()
        uid = os.getuid()
        marker = device_grants.note(path, write, uid)  # noted first: a crash after the grant is undone later
        try:
            run_privileged(*_grant_op(path, write, uid))
        except BaseException:
            device_grants.done(marker)
            raise
        try:
            yield
        finally:
            run_privileged(*_revoke_op(path, write, uid))
            device_grants.done(marker)
    return ctx()


def _grant_op(path: str, write: bool, uid: int) -> tuple[str, ...]:
    return ("grant-device", path, str(uid)) if write else ("grant-read", path, str(uid))


def _revoke_op(path: str, write: bool, uid: int) -> tuple[str, ...]:
    return ("revoke-device", path) if write else ("revoke-read", path, str(uid))


def revoke_stale() -> list[str]:
    """Give back what killed runs of this user left granted; the devices given back."""
    from app.core.access import grants as device_grants  # deferred: input is validated with the stdlib only
    given = []
    for marker, g in device_grants.stale():
        try:
            run_privileged(*_revoke_op(g.path, g.write, g.uid))
        except InputError:
            pass  # the device is gone (a detached loop device): nothing left to give back
        except FioscopeError:
            continue  # not allowed now: tried again at the next run
        device_grants.done(marker)
        given.append(g.path)
    return given


def helper_command() -> list[str]:
    """How to start the helper. `-I` (isolated): the root process imports only the installed
    app, never from the caller's directory or PYTHONPATH, so a user cannot slip their own
    code into it; that also makes a sudoers rule for exactly this command safe to grant."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "--privileged-helper"]
    return [sys.executable, "-I", "-m", "app", "--privileged-helper"]


def _elevator() -> list[str] | None:
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        pk = shutil.which("pkexec")
        if pk:
            return [pk]
    sudo = shutil.which("sudo")
    return [sudo, "-n"] if sudo else None


def run_privileged(op: str, *args: str, timeout: float = 120) -> None:
    """Root: directly. Otherwise through the helper, elevated; FioscopeError if refused."""
    checked = validate(op, list(args))
    if sys.platform != "linux":
        raise FioscopeError(Msg("%1 is Linux only", op), Msg("on Windows use direct I/O (the default)"))
    if os.geteuid() == 0:
        perform(op, checked)
        return
    elevator = _elevator()
    if elevator is None:
        raise FioscopeError(Msg("%1 needs root, and neither %2 nor %3 is available", op, "pkexec", "sudo"),
                            Msg("use direct I/O, or run the operation as root"))
    cmd = elevator + helper_command() + [op, *checked]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd="/")
    except subprocess.TimeoutExpired:
        raise FioscopeError(Msg("%1: no answer to the password prompt in %2 s", op, Num(timeout)))
    if proc.returncode != 0:
        # pkexec: 126 dismissed, 127 not authorised; sudo -n: 1 with "a password is required"
        lines = proc.stderr.strip().splitlines()
        why = lines[-1] if lines else Msg("refused")
        # why: the helper's (or pkexec's, sudo's) own last line, quoted as it said it
        raise FioscopeError(Msg("%1 was not allowed: %2", op, why), Msg("use direct I/O, or run the operation as root"))


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv:
        print("usage: fioscope --privileged-helper OP [ARGS]", file=sys.stderr)
        return 2
    try:
        perform(argv[0], argv[1:])
    except InputError as e:
        print(f"fioscope-helper: {_line(e.one_line())}", file=sys.stderr)
        return 2
    except FioscopeError as e:
        print(f"fioscope-helper: {_line(e.one_line())}", file=sys.stderr)
        return 1
    except Exception as e:  # never a traceback to a caller who may be probing the helper
        print(f"fioscope-helper: {_line(str(e) or type(e).__name__)}", file=sys.stderr)
        return 1
    return 0


def _line(text: str) -> str:
    return " ".join(text.split())


if __name__ == "__main__":
    sys.exit(main())
