"""What a fio process can write, enforced by the kernel instead of by reading the job.

Fioscope's own reading of a job (which devices, whether it writes) is only a summary for
the user; the guarantee comes from below it. On Linux, when Fioscope runs as root, every
fio starts through this wrapper, which execs fio inside a private mount namespace where:

- every mount is read-only and `nodev`: no regular file can be written or created and no
  device node anywhere (including /proc/PID/root/...) can be opened;
- /dev is a fresh tmpfs holding null/zero/full/random/urandom and only the block devices
  this run names: the ones confirmed as destructive writable (0600), the rest readable
  only (0440, owned by nobody);
- Fioscope's own test files (created exclusively before the run, checked by device and
  inode) and a job file's private scratch directory are bind-mounted writable on top, as
  private mounts: the rest of the namespace follows the host (slave: an unmount there
  reaches the run), but nothing the host mounts inside the run's own places appears in it;
- fio loses the capabilities that bypass file modes or reach other processes
  (DAC_OVERRIDE, FOWNER, CHOWN, MKNOD, SYS_PTRACE, SETUID, SETGID, ...), and
  no_new_privs is set, so a read-only node stays read-only for it.

Runs that should not write at all also get fio's own `--readonly`, on every OS. The
wrapper imports the standard library only: it runs as root before fio.
"""
from __future__ import annotations

import json
import os
import signal
import stat
import sys
from dataclasses import asdict, dataclass

from app.core.fio import lockdown  # stdlib only, as this module: both run as root before fio
from app.core.fio.confine_mounts import (MS_BIND, MS_NODEV, MS_NOEXEC, MS_NOSUID, MS_RDONLY, MS_REC, MS_REMOUNT,
                                         MS_SLAVE, SandboxError, _check, _libc, _mount, _mountpoints, _privately,
                                         _remount_readonly, cover_aliases, root_not_mounted)

CLONE_NEWNS, CLONE_NEWUSER, CLONE_NEWPID, CLONE_NEWNET = 0x00020000, 0x10000000, 0x20000000, 0x40000000
PR_SET_PDEATHSIG, PR_CAPBSET_DROP, PR_SET_NO_NEW_PRIVS, PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL = 1, 24, 38, 47, 4
# Kept, and nothing else: SYS_NICE and IPC_LOCK (prio, hugepages), SYS_RESOURCE (rlimits),
# DAC_READ_SEARCH (reading a job file or test directory only root may read). SYS_ADMIN goes
# too (a job with it could mount a devtmpfs and reach every disk): the wrapper flushes the
# run's block devices itself before dropping it, which is what fio used it for (BLKFLSBUF).
KEPT_CAPS = {"DAC_READ_SEARCH": 2, "IPC_LOCK": 14, "SYS_NICE": 23, "SYS_RESOURCE": 24}
CAP_NAMES = {"CHOWN": 0, "DAC_OVERRIDE": 1, "FOWNER": 3, "FSETID": 4, "KILL": 5, "SETGID": 6,
             "SETUID": 7, "SETPCAP": 8, "LINUX_IMMUTABLE": 9, "NET_BIND_SERVICE": 10, "NET_RAW": 13,
             "NET_ADMIN": 12, "SYS_MODULE": 16, "SYS_RAWIO": 17, "SYS_CHROOT": 18, "SYS_PTRACE": 19,
             "SYS_ADMIN": 21, "SYS_BOOT": 22, "MKNOD": 27, "SETFCAP": 31, "MAC_OVERRIDE": 32,
             "MAC_ADMIN": 33, "BPF": 39, "CHECKPOINT_RESTORE": 40}
BLKFLSBUF = 0x1261
NOBODY = 65534
_BASE_NODES = {"null": (1, 3), "zero": (1, 5), "full": (1, 7), "random": (1, 8), "urandom": (1, 9)}


@dataclass(frozen=True)
class OwnFile:
    """A file or directory Fioscope created for this run, as it was created."""

    path: str
    dev: int
    ino: int


@dataclass(frozen=True)
class Overlay:
    """A directory a job file names (directory=/mnt/x), as fio sees it in the run: the run's
    private directory made inside it (fio/job_places.py), plus the existing files the job
    names there and may not write, each shown through read-only. (One the user confirmed is
    hard-linked into the private directory instead: fio may then write it in place, or
    unlink and lay it out afresh, as bare fio would.)"""

    directory: str
    private: OwnFile
    files: tuple[str, ...] = ()  # existing files shown read-only under their names


@dataclass(frozen=True)
class Confinement:
    """What one fio process may write. Everything not listed is read-only to it."""

    readonly: bool = True  # fio --readonly: fio itself refuses every write and trim
    write_devices: tuple[str, ...] = ()  # confirmed with the data-loss token
    read_devices: tuple[str, ...] = ()
    write_files: tuple[OwnFile, ...] = ()  # Fioscope's own test files
    write_dirs: tuple[OwnFile, ...] = ()  # a job file's private scratch directory
    cwd: str | None = None
    # (device path, device number) the run holds open since its confirmation: fio starts
    # only while each path still names that device (a node replaced mid-run stops it).
    pinned: tuple[tuple[str, int], ...] = ()
    overlays: tuple[Overlay, ...] = ()
    flush: bool = True  # fio's invalidate=1 (its default): the wrapper flushes the devices for it

    def to_json(self) -> str:
        return json.dumps(asdict(self))

    @staticmethod
    def from_json(text: str) -> Confinement:
        d = json.loads(text)
        return Confinement(bool(d["readonly"]), tuple(d["write_devices"]), tuple(d["read_devices"]),
                           tuple(OwnFile(**f) for f in d["write_files"]),
                           tuple(OwnFile(**f) for f in d["write_dirs"]), d.get("cwd"),
                           tuple((str(p), int(n)) for p, n in d.get("pinned", ())),
                           tuple(Overlay(o["directory"], OwnFile(**o["private"]),
                                         tuple(str(f) for f in o["files"]))
                                 for o in d.get("overlays", ())),
                           bool(d.get("flush", True)))


_userns_ok: bool | None = None


def available() -> bool:
    """Linux: as root, or for a user where the kernel allows user namespaces (checked once,
    in a child process). Elsewhere fio's --readonly and the OS's own permissions are what
    confine a run."""
    global _userns_ok
    if not sys.platform.startswith("linux"):
        return False
    if os.geteuid() == 0:
        return True
    if _userns_ok is None:
        _userns_ok = _probe_userns()
    return _userns_ok


def _probe_userns() -> bool:
    """Can this user make a user and mount namespace and mount in it? (Some systems forbid
    it: a sysctl, AppArmor.) Tried in a forked child so nothing here changes."""
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child reports through its exit code
        try:
            libc = _libc()
            _enter_userns(libc)
            _mount(libc, None, "/", None, MS_REC | MS_SLAVE)
            _mount(libc, "fioscope-probe", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, "size=4k")
            os._exit(0)
        except BaseException:
            os._exit(1)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status) == 0


def _enter_userns(libc, extra: int = 0) -> None:
    uid, gid = os.getuid(), os.getgid()
    _check(libc.unshare(CLONE_NEWUSER | CLONE_NEWNS | extra), "unshare")
    # The user stays itself inside (an identity map): files keep their owners, and the
    # namespace's capabilities reach nothing that user could not already touch.
    for name, text in (("setgroups", "deny"), ("uid_map", f"{uid} {uid} 1"), ("gid_map", f"{gid} {gid} 1")):
        with open(f"/proc/self/{name}", "w") as f:
            f.write(text)


def with_readonly(argv: list[str], readonly: bool) -> list[str]:
    """fio's own global --readonly (right after the binary) for a run that writes nothing."""
    if not readonly or "--readonly" in argv:
        return list(argv)
    # Before the first option: after the binary (or an interpreter and its script).
    at = next((i for i, a in enumerate(argv) if i and a.startswith("--")), len(argv))
    return [*argv[:at], "--readonly", *argv[at:]]


def wrap(argv: list[str], conf: Confinement) -> list[str]:
    """The command that runs `argv` (fio ...) inside the confinement."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "--fio-sandbox", conf.to_json(), "--", *argv]
    return [sys.executable, "-I", "-m", "app", "--fio-sandbox", conf.to_json(), "--", *argv]


def _open_own(own: OwnFile, directory: bool) -> int:
    flags = os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC | (os.O_DIRECTORY if directory else os.O_NONBLOCK)
    try:
        fd = os.open(own.path, flags)
    except OSError as e:
        raise SandboxError(f"{own.path} is not the file Fioscope created: {e.strerror}")
    st = os.fstat(fd)
    kind_ok = stat.S_ISDIR(st.st_mode) if directory else stat.S_ISREG(st.st_mode)
    if not kind_ok or (st.st_dev, st.st_ino) != (own.dev, own.ino):
        os.close(fd)
        raise SandboxError(f"{own.path} was replaced after Fioscope created it; refusing to run")
    return fd


def _device_nodes(conf: Confinement) -> list[tuple[str, str, int, bool]]:
    """(name under /dev, the path given, device number, writable?) for the run's devices:
    each under the name the job uses and its real name. Only block devices."""
    out = []
    for path, writable in [(p, True) for p in conf.write_devices] + [(p, False) for p in conf.read_devices]:
        try:
            st = os.stat(path)
        except OSError as e:
            raise SandboxError(f"{path}: {e.strerror}")
        if not stat.S_ISBLK(st.st_mode):
            raise SandboxError(f"{path} is not a block device")
        held = dict(conf.pinned).get(path)
        if held is not None and held != st.st_rdev:
            raise SandboxError(f"{path} is no longer the device confirmed for this run "
                               f"({os.major(held)}:{os.minor(held)}, now {os.major(st.st_rdev)}:{os.minor(st.st_rdev)})")
        out += [(name, path, st.st_rdev, writable)
                for name in dict.fromkeys([os.path.normpath(path), os.path.realpath(path)])
                if name.startswith("/dev/")]
    return out


def _enter_unprivileged(conf: Confinement) -> None:
    """A user's run: a user namespace (the same uid inside) and a mount namespace in it.
    Device nodes cannot be made there, so the run's devices (and null, zero, ...) are bind-
    mounted from the real /dev; what they let this user do is what the OS grants (the root
    helper's grant or read ACL), so no mode games are needed."""
    if (why := root_not_mounted()) is not None:
        raise SandboxError(why)
    libc = _libc()
    found = _device_nodes(conf)
    nodes = [(name, path) for name, path, _, _ in found] + [(f"/dev/{n}", f"/dev/{n}") for n in _BASE_NODES]
    writable = {name for name, _, _, w in found if w} | {f"/dev/{n}" for n in _BASE_NODES}
    _enter_userns(libc, CLONE_NEWNET)
    # Slave, not private: an unmount on the host reaches this namespace at once (a USB stick
    # unmounted during a run is flushed and released, not held here until the run ends).
    _mount(libc, None, "/", None, MS_REC | MS_SLAVE)
    # Opened in the new namespace, before anything is remounted: a bind keeps its source's flags.
    sources = {src: os.open(src, os.O_PATH | os.O_CLOEXEC) for _, src in nodes}
    own_fds = [(o, _open_own(o, False)) for o in conf.write_files] + \
              [(o, _open_own(o, True)) for o in conf.write_dirs]
    overlays = _open_overlays(conf)
    _mount(libc, "fioscope-dev", "/dev", "tmpfs", MS_NOSUID | MS_NOEXEC, "mode=0755,size=256k")
    bound = ["/dev"]
    for name, src in nodes:
        if os.path.lexists(name):
            continue
        os.makedirs(os.path.dirname(name), exist_ok=True)
        open(name, "w").close()
        _mount(libc, f"/proc/self/fd/{sources[src]}", name, None, MS_BIND)
        bound.append(name)
    _dev_links()
    for own, _ in own_fds:
        if own.path.startswith("/dev/"):
            raise SandboxError(f"{own.path}: a user's run directory cannot be under /dev")
    # A mount the namespace may not touch (locked, or hidden under another) stays read-only
    # to this user wherever the OS says so: only one the user could write fails the run.
    _remount_readonly(libc, [mp for mp in _mountpoints() if mp not in bound and not mp.startswith("/dev/")],
                      must=lambda mp: os.path.ismount(mp) and os.access(mp, os.W_OK))
    _mount(libc, None, "/dev", None, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NOEXEC)
    held = _bind_own(libc, own_fds)
    _enter_cwd(conf, overlays, before=True)
    overlay_held = _bind_overlays(libc, overlays)
    _enter_cwd(conf, overlays, before=False)
    _cover_own_aliases(libc, conf, own_fds, held, overlay_held)
    _check(libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0), "no_new_privs")
    _lock_down(conf, [name for name in bound if name in writable], own_fds, held, overlay_held)


def _lock_down(conf: Confinement, writable_nodes: list[str], own_fds, held: list[int],
               overlay_held: list[int]) -> None:
    """Last, after no_new_privs: Landlock (writes only to the run's own files, directories and
    the nodes given; no mounts) and the socket filter (fio/lockdown.py). The rules take the
    descriptors held on the bound mounts: an overlay over an ancestor (a job file naming its
    own directory, or one above it) hides the private directory's name, not its inode."""
    dirs: list[str | int] = [*(fd for (own, _), fd in zip(own_fds, held) if own in conf.write_dirs), *overlay_held]
    files: list[str | int] = [fd for (own, _), fd in zip(own_fds, held) if own not in conf.write_dirs]
    try:
        lockdown.restrict_writes(dirs, [*files, *writable_nodes])
        lockdown.deny_sockets()
    except (lockdown.LockdownError, OSError) as e:
        raise SandboxError(str(e))
    finally:
        for fd in held + overlay_held:
            os.close(fd)


def _flush_devices(names: list[str]) -> None:
    """What fio's invalidate=1 asks of a block device (BLKFLSBUF: write back and drop its
    buffer cache), done here while this process still may: fio runs without SYS_ADMIN."""
    import fcntl  # POSIX only: this module is imported on Windows too
    for name in names:
        try:
            fd = os.open(name, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
        except OSError:
            continue
        try:
            fcntl.ioctl(fd, BLKFLSBUF, 0)
        except OSError:
            pass  # as fio: a failed flush is no reason not to run
        finally:
            os.close(fd)


def _dev_links() -> None:
    for link, to in (("fd", "/proc/self/fd"), ("stdin", "/proc/self/fd/0"),
                     ("stdout", "/proc/self/fd/1"), ("stderr", "/proc/self/fd/2")):
        os.symlink(to, f"/dev/{link}")


def _bind_own(libc, own_fds) -> list[int]:
    """Bind the run's own files and directories over their names; returns a descriptor on
    each bound mount (for Landlock's rules: an overlay may hide the name later)."""
    held = []
    for own, fd in own_fds:
        _mount(libc, f"/proc/self/fd/{fd}", own.path, None, MS_BIND)
        _mount(libc, None, own.path, None, MS_BIND | MS_REMOUNT | MS_NOSUID | MS_NODEV | MS_NOEXEC)
        held.append(_privately(libc, own.path))
        st = os.fstat(held[-1])
        if (st.st_dev, st.st_ino) != (own.dev, own.ino):
            raise SandboxError(f"{own.path} was replaced while the run was set up; refusing to run")
        os.close(fd)
    return held


def _cover_own_aliases(libc, conf: Confinement, own_fds, held: list[int], overlay_held: list[int]) -> None:
    """The run's writable directories, under every other name a mount gives them (confine_mounts)."""
    dirs = [fd for (own, _), fd in zip(own_fds, held) if own in conf.write_dirs] + overlay_held
    taken = {own.path for own, _ in own_fds} | {ov.directory for ov in conf.overlays}
    cover_aliases(libc, dirs, taken)


def _enter_cwd(conf: Confinement, overlays, before: bool) -> None:
    """fio's working directory: entered before the overlays are mounted (an overlay over an
    ancestor of it hides its name, not the directory), unless it is itself an overlay's
    directory (then the overlay, entered once mounted)."""
    over = conf.cwd in {ov.directory for ov, _, _ in overlays}
    if conf.cwd and over != before:
        os.chdir(conf.cwd)


def _open_overlays(conf: Confinement) -> list[tuple[Overlay, int, list[int]]]:
    """Each overlay's private directory and kept files, opened (never through a link) before
    anything is mounted, so what is bound is what was checked."""
    out = []
    for ov in conf.overlays:
        fds = []
        for path in ov.files:
            fd = os.open(path, os.O_PATH | os.O_NOFOLLOW | os.O_CLOEXEC)
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise SandboxError(f"{path} is no longer a regular file; refusing to run")
            fds.append(fd)
        out.append((ov, _open_own(ov.private, True), fds))
    return out


def _bind_overlays(libc, opened: list[tuple[Overlay, int, list[int]]]) -> list[int]:
    """Mount each overlay's private directory over the directory the job names, and its kept
    files read-only over their placeholders; returns a descriptor on each mounted directory."""
    held = []
    for ov, dfd, fds in opened:
        _mount(libc, f"/proc/self/fd/{dfd}", ov.directory, None, MS_BIND)
        _mount(libc, None, ov.directory, None, MS_BIND | MS_REMOUNT | MS_NOSUID | MS_NODEV | MS_NOEXEC)
        held.append(_privately(libc, ov.directory))
        st = os.fstat(held[-1])
        if (st.st_dev, st.st_ino) != (ov.private.dev, ov.private.ino):
            raise SandboxError(f"{ov.private.path} was replaced while the run was set up; refusing to run")
        for path, fd in zip(ov.files, fds):  # the placeholder Fioscope made is the mount point
            _mount(libc, f"/proc/self/fd/{fd}", path, None, MS_BIND)
            _mount(libc, None, path, None, MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC)
            os.close(_privately(libc, path))
            os.close(fd)
        os.close(dfd)
    return held


def enter(conf: Confinement) -> None:
    """Set the confinement up in this process (then exec fio)."""
    if os.geteuid() != 0:
        _enter_unprivileged(conf)
        return
    if (why := root_not_mounted()) is not None:
        raise SandboxError(why)
    libc = _libc()
    nodes = [(name, rdev, writable) for name, _, rdev, writable in _device_nodes(conf)]
    # No network in the run: a job cannot reach a fio server or any other service here.
    _check(libc.unshare(CLONE_NEWNS | CLONE_NEWNET), "unshare")
    # Opened in the new namespace: a bind mount's source must be one of its own mounts.
    own_fds = [(o, _open_own(o, False)) for o in conf.write_files] + \
              [(o, _open_own(o, True)) for o in conf.write_dirs]
    overlays = _open_overlays(conf)
    # Slave, not private: an unmount on the host reaches this namespace at once.
    _mount(libc, None, "/", None, MS_REC | MS_SLAVE)
    _remount_readonly(libc, _mountpoints(), must=os.path.exists)  # root: any mount left writable fails closed
    _mount(libc, "fioscope-dev", "/dev", "tmpfs", MS_NOSUID | MS_NOEXEC, "mode=0755,size=256k")
    for name, (major, minor) in _BASE_NODES.items():
        os.mknod(f"/dev/{name}", 0o666 | stat.S_IFCHR, os.makedev(major, minor))
        os.chmod(f"/dev/{name}", 0o666)
    _dev_links()
    for name, rdev, writable in nodes:
        os.makedirs(os.path.dirname(name), exist_ok=True)
        if os.path.lexists(name):
            continue
        os.mknod(name, 0o600 | stat.S_IFBLK, rdev)
        if writable:
            os.chmod(name, 0o600)
        else:  # owned by nobody, group root may read: fio (root without DAC_OVERRIDE) cannot write
            os.chown(name, NOBODY, 0)
            os.chmod(name, 0o440)
    for own, _ in own_fds:  # our files under /dev (e.g. /dev/shm): a mount point to bind onto
        if own.path.startswith("/dev/"):
            os.makedirs(own.path if own in conf.write_dirs else os.path.dirname(own.path), exist_ok=True)
            if own not in conf.write_dirs:
                open(own.path, "a").close()
    _mount(libc, None, "/dev", None, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NOEXEC)
    held = _bind_own(libc, own_fds)
    _enter_cwd(conf, overlays, before=True)
    overlay_held = _bind_overlays(libc, overlays)
    _enter_cwd(conf, overlays, before=False)
    _cover_own_aliases(libc, conf, own_fds, held, overlay_held)
    if conf.flush:
        _flush_devices([name for name, _, _ in nodes])
    dropped = _drop_capabilities(libc)
    libc.prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0)
    _check(libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0), "no_new_privs")
    with open("/proc/self/status") as f:
        inheritable = next((ln.split()[1] for ln in f if ln.startswith("CapInh:")), "0")
    if int(inheritable, 16) & dropped:
        raise SandboxError("inheritable capabilities would survive into fio; refusing to run")
    _lock_down(conf, [name for name, _, writable in nodes if writable] + [f"/dev/{n}" for n in _BASE_NODES],
               own_fds, held, overlay_held)


def _drop_capabilities(libc) -> int:
    """Every capability this kernel knows but KEPT_CAPS leaves the bounding set, so fio (an
    exec as root) never gets it; returns the dropped mask."""
    try:
        with open("/proc/sys/kernel/cap_last_cap") as f:
            last = int(f.read())
    except (OSError, ValueError):
        last = 63
    mask = 0
    for cap in range(last + 1):
        if cap not in KEPT_CAPS.values():
            _check(libc.prctl(PR_CAPBSET_DROP, cap, 0, 0, 0), f"dropping capability {cap}")
            mask |= 1 << cap
    return mask


def main(argv: list[str]) -> int:
    """`--fio-sandbox JSON -- fio ARGS`: confine this process, then become fio."""
    if len(argv) < 3 or argv[1] != "--":
        print("fioscope-sandbox: usage: --fio-sandbox JSON -- FIO ARGS", file=sys.stderr)
        return 2
    try:
        conf = Confinement.from_json(argv[0])
        enter(conf)
        libc = _libc()
        # fio's job processes live in a PID namespace of their own, with fio as its init:
        # when fio dies, the kernel kills every one of them, and fio dies with this wrapper
        # (PDEATHSIG), which dies with Fioscope: a killed Fioscope leaves no fio process.
        _check(libc.unshare(CLONE_NEWPID), "unshare pid")
        pid = os.fork()
        if pid == 0:  # pragma: no cover - becomes fio
            try:
                libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
                os.execv(argv[2], argv[2:])
            finally:
                os._exit(127)
    except (SandboxError, OSError, ValueError, KeyError, TypeError) as e:
        print(f"fio: Fioscope's sandbox: {e}", file=sys.stderr)
        return 126
    # Stop signals reach fio through its process group; this process only waits for it.
    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP, signal.SIGQUIT):
        signal.signal(sig, signal.SIG_IGN)
    while True:
        try:
            _, status = os.waitpid(pid, 0)
            break
        except ChildProcessError:
            return 126
        except InterruptedError:
            continue
    code = os.waitstatus_to_exitcode(status)
    return code if code >= 0 else 128 - code
