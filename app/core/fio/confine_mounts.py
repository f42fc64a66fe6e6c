"""The mount calls of fio's confinement (fio/sandbox.py), and the rule that the run's own
binds take no mounts from the host. Standard library only: it runs as root before fio."""
from __future__ import annotations

import ctypes
import os
import re

MS_RDONLY, MS_NOSUID, MS_NODEV, MS_NOEXEC = 1, 2, 4, 8
MS_REMOUNT, MS_BIND, MS_REC, MS_PRIVATE, MS_SLAVE = 32, 4096, 16384, 1 << 18, 1 << 19
MS_NOATIME, MS_NODIRATIME, MS_RELATIME = 1024, 2048, 1 << 21
ST_NOEXEC, ST_NOATIME, ST_NODIRATIME, ST_RELATIME = 8, 1024, 2048, 4096


class SandboxError(Exception):
    pass


def _libc():
    libc = ctypes.CDLL(None, use_errno=True)
    libc.mount.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_ulong, ctypes.c_char_p]
    return libc


def _check(rc: int, what: str) -> None:
    if rc != 0:
        err = ctypes.get_errno()
        raise SandboxError(f"{what}: {os.strerror(err)}")


def _mount(libc, src, target, fstype, flags, data=None) -> None:
    enc = (lambda s: None if s is None else os.fsencode(s))
    _check(libc.mount(enc(src), enc(target), enc(fstype), flags, enc(data)), f"mount {target}")


def _mountpoints() -> list[str]:
    return list(dict.fromkeys(point for _, _, _, point in _mount_table()))


def _keep_flags(path: str) -> int:
    try:
        f = os.statvfs(path).f_flag
    except OSError:
        return 0
    return ((MS_NOEXEC if f & ST_NOEXEC else 0) | (MS_NOATIME if f & ST_NOATIME else 0)
            | (MS_NODIRATIME if f & ST_NODIRATIME else 0) | (MS_RELATIME if f & ST_RELATIME else 0))


def _remount_readonly(libc, mountpoints: list[str], must) -> None:
    """Every mount read-only, without devices or setuid, parents first; a mount that cannot
    be remounted fails the run when must(mountpoint) says it would otherwise stay writable."""
    for mp in sorted(mountpoints, key=len):
        if not os.path.lexists(mp):
            continue
        try:
            _mount(libc, None, mp, None, MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NODEV | MS_NOSUID | _keep_flags(mp))
        except SandboxError:
            if must(mp):
                raise


def _mount_id(fd: int) -> int:
    with open(f"/proc/self/fdinfo/{fd}", "rb") as f:
        for line in f:
            if line.startswith(b"mnt_id:"):
                return int(line.split()[1])
    raise SandboxError("the kernel does not say which mount a file is on (no mnt_id); refusing to run")


def _privately(libc, path: str) -> int:
    """Make the bind just mounted at `path` private: the rest of the namespace follows the
    host's mounts and unmounts (slave), but a mount the host makes later inside the run's own
    directory or on its files must not appear there, where Landlock lets fio write beneath
    it. A mount that arrived between the bind and this fails the run. Returns an O_PATH
    descriptor on the bound mount."""
    _mount(libc, None, path, None, MS_PRIVATE)
    fd = os.open(path, os.O_PATH | os.O_NOFOLLOW | os.O_CLOEXEC)
    mnt = _mount_id(fd)
    with open("/proc/self/mountinfo", "rb") as f:
        inside = [line for line in f if int(line.split()[1]) == mnt and int(line.split()[0]) != mnt]
    if inside:
        os.close(fd)
        raise SandboxError(f"something was mounted inside {path} while the run was set up; refusing to run")
    return fd


def _unescape(raw: bytes) -> str:
    """mountinfo escapes space, tab, newline and backslash as \\ooo."""
    return os.fsdecode(re.sub(rb"\\([0-7]{3})", lambda m: bytes([int(m.group(1), 8)]), raw))


def root_not_mounted() -> str | None:
    """Why the confinement cannot start when / is not a mount point (a chroot into a plain
    directory): mounting / slave and remounting it read-only fail there with EINVAL, which
    read as "no direct I/O". None when / is a mount, as on any booted system."""
    if any(point == "/" for *_, point in _mount_table()):
        return None
    return ("/ is not a mount point here (a chroot into a plain directory?), so the confinement "
            "cannot make it read-only for fio; bind-mount the root onto itself before entering the "
            "chroot (mount --bind ROOT ROOT), or run Fioscope outside the chroot")


def _mount_table() -> list[tuple[int, str, str, str]]:
    """(mount id, device number, root within the filesystem, mount point) of each mount."""
    with open("/proc/self/mountinfo", "rb") as f:
        return [(int(p[0]), p[2].decode(), _unescape(p[3]), _unescape(p[4])) for p in (ln.split() for ln in f)]


def cover_aliases(libc, fds: list[int], taken: set[str]) -> None:
    """The run's own directories (O_PATH descriptors on their binds) bound, private, over every
    other name they have through another mount of the same filesystem (a second bind of it,
    as /srv/data beside /data). Landlock's rules follow the directory, not its name: a mount
    the host made inside the directory through that other name would reach the run, writable.
    Names given by mounts made later on the host are not covered (the docs say so)."""
    table = _mount_table()
    for fd in fds:
        mnt = _mount_id(fd)
        own = next((t for t in table if t[0] == mnt), None)
        if own is None:
            continue
        st = os.fstat(fd)
        for mid, dev, root, point in table:
            if mid == mnt or dev != own[1] or not (own[2] == root or own[2].startswith(root.rstrip("/") + "/")):
                continue
            alias = os.path.normpath(point + "/" + own[2][len(root):])
            if alias in taken:
                continue
            try:
                seen = os.stat(alias, follow_symlinks=False)
            except OSError:
                continue
            if (seen.st_dev, seen.st_ino) != (st.st_dev, st.st_ino):
                continue  # something else is mounted over that name: the directory is not reached there
            _mount(libc, f"/proc/self/fd/{fd}", alias, None, MS_BIND)
            _mount(libc, None, alias, None, MS_BIND | MS_REMOUNT | MS_NOSUID | MS_NODEV | MS_NOEXEC)
            os.close(_privately(libc, alias))
            taken.add(alias)
