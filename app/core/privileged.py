"""Least privilege: the few operations that need root run in a small helper process that
accepts only validated requests; the app itself never runs as root.

    fioscope --privileged-helper drop-caches
    fioscope --privileged-helper set-readahead NAME KB     # NAME: a disk in /sys/block
    fioscope --privileged-helper flush-device /dev/NAME    # that device's buffer cache
    fioscope --privileged-helper grant-device /dev/NAME UID  # UID may read and write it
    fioscope --privileged-helper revoke-device /dev/NAME     # back to root only
    fioscope --privileged-helper grant-read /dev/NAME UID    # UID may read it (an ACL entry)
    fioscope --privileged-helper revoke-read /dev/NAME UID   # that entry removed

grant-device re-checks the safety policy as root (no system, mounted, swap or held disk),
so an unprivileged caller cannot use it to open any other disk. grant-read serves read-only
raw tests, which may run on a mounted disk: it never gives write access, and refuses the
disk that holds the running system, whose raw blocks would show this user every file on it.

`run_privileged` calls the operation directly when the process is already root, and
otherwise starts the helper through pkexec (a desktop password prompt) or `sudo -n` (no
prompt: only where sudo is configured to allow it). A refusal is a one-line error.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys

from app.core.errors import FioscopeError, InputError

OPS = ("drop-caches", "set-readahead", "flush-device", "grant-device", "revoke-device",
       "grant-read", "revoke-read")
_NAME = re.compile(r"^[A-Za-z0-9._-]{1,64}$")
MAX_READAHEAD_KB = 1 << 20  # 1 GiB: beyond any sane value


def validate(op: str, args: list[str]) -> list[str]:
    """The request, checked: anything else is refused before anything runs."""
    if op not in OPS:
        raise InputError(f"unknown privileged operation {op!r}", "one of " + ", ".join(OPS))
    if op == "drop-caches":
        if args:
            raise InputError("drop-caches takes no arguments")
        return []
    if op == "set-readahead":
        if len(args) != 2 or not _NAME.match(args[0]) or not args[1].isdigit():
            raise InputError("set-readahead takes a disk name and a size in KiB")
        if not os.path.exists(f"/sys/block/{args[0]}/queue/read_ahead_kb"):
            raise InputError(f"{args[0]} is not a disk with a readahead setting")
        if int(args[1]) > MAX_READAHEAD_KB:
            raise InputError(f"readahead {args[1]} KiB is larger than {MAX_READAHEAD_KB} KiB")
        return [args[0], str(int(args[1]))]
    if op == "grant-device":
        if len(args) != 2 or not args[1].isdigit():
            raise InputError("grant-device takes a /dev/NAME path and a user id")
        _device(op, args[0])
        from app.core.targets import discover
        from app.core.targets.safety import find_disk, refusal_reason
        reason = refusal_reason(find_disk(discover(), args[0]))
        if reason:
            raise InputError(f"refusing to open {args[0]} for a user: {reason}")
        return [args[0], str(int(args[1]))]
    if op in ("grant-read", "revoke-read"):
        if len(args) != 2 or not args[1].isdigit():
            raise InputError(f"{op} takes a /dev/NAME path and a user id")
        _device(op, args[0])
        if op == "grant-read":
            from app.core.targets import discover
            from app.core.targets.safety import find_disk
            if find_disk(discover(), args[0]).system:
                raise InputError(f"refusing to let a user read {args[0]}: it holds the running system, "
                                 "and its raw blocks would show every file on it",
                                 "test a directory on it, or run the raw read as root")
        return [args[0], str(int(args[1]))]
    if len(args) != 1:
        raise InputError(f"{op} takes one /dev/NAME path")
    return [_device(op, args[0])]


def _device(op: str, path: str) -> str:
    if not path.startswith("/dev/") or not _NAME.match(os.path.basename(path)) or ".." in path:
        raise InputError(f"{op} takes a /dev/NAME path")
    import stat
    try:
        if not stat.S_ISBLK(os.stat(path).st_mode):
            raise InputError(f"{path} is not a block device")
    except OSError:
        raise InputError(f"{path} does not exist")
    return path


def perform(op: str, args: list[str]) -> None:
    """Do a validated operation in this process (which must be allowed to)."""
    from app.core import cache, device_acl
    args = validate(op, args)
    if op == "drop-caches":
        cache.drop_system_caches()
    elif op == "set-readahead":
        cache.set_read_ahead_kb(args[0], int(args[1]))
    elif op == "grant-device":
        os.chown(args[0], int(args[1]), -1)  # the group and mode stay as they were
    elif op == "revoke-device":
        os.chown(args[0], 0, -1)
    elif op == "grant-read":
        device_acl.grant_read(args[0], int(args[1]))
    elif op == "revoke-read":
        device_acl.revoke_read(args[0], int(args[1]))
    else:
        cache.drop_device_cache(args[0])


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
        from app.core import device_grants  # not at the top: the root helper imports the stdlib only
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
    from app.core import device_grants
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
        raise FioscopeError(f"{op} is Linux only", "on Windows use direct I/O (the default)")
    if os.geteuid() == 0:
        perform(op, checked)
        return
    elevator = _elevator()
    if elevator is None:
        raise FioscopeError(f"{op} needs root, and neither pkexec nor sudo is available",
                            "use direct I/O, or run the operation as root")
    cmd = elevator + helper_command() + [op, *checked]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd="/")
    except subprocess.TimeoutExpired:
        raise FioscopeError(f"{op}: no answer to the password prompt in {timeout:.0f} s")
    if proc.returncode != 0:
        # pkexec: 126 dismissed, 127 not authorised; sudo -n: 1 with "a password is required"
        why = (proc.stderr.strip().splitlines() or ["refused"])[-1]
        raise FioscopeError(f"{op} was not allowed: {why}", "use direct I/O, or run the operation as root")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv:
        print("usage: fioscope --privileged-helper OP [ARGS]", file=sys.stderr)
        return 2
    try:
        perform(argv[0], argv[1:])
    except InputError as e:
        print(f"fioscope-helper: {e.one_line()}", file=sys.stderr)
        return 2
    except (FioscopeError, OSError) as e:
        print(f"fioscope-helper: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
