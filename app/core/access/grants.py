"""What was handed to a user, kept in two places, each for its own reader.

1. The user's note (the data directory, `grants/`, written by the app as that user).
   It says only "this run owes a revoke of /dev/X": a run killed between grant and
   revoke would otherwise leave a disk readable or writable by a user for good, so the
   next raw-device run revokes what a dead run left behind (as the test file of a crashed
   run is removed at the next start, testfile.remove_stale). The user can write these
   notes, so nothing in them is trusted: they only decide *which* revoke is asked for.

2. The helper's record (root's own directory RECORD_DIR, /run/fioscope/grants, mode 0700,
   one file per device number, written by the root helper only). It holds the node's
   state before the first grant (owner, group, mode and the exact access-ACL bytes) and
   the grant made (uid, read and/or write). revoke-device/revoke-read take what to put
   back from this record, never from the caller: the caller says which device, the record
   says what it was, so a user cannot "revoke" a node to a mode or owner of their choosing,
   nor keep a mode they set while they owned it (a chmod 0666 is undone with the rest).
   The record is written (fsync, atomic rename) before the node is changed, so a crash
   after the change still leaves it revocable; it is removed only after the node is back.
   A record names the node it describes by (st_dev, st_ino): when the node has been made
   anew since (a disk unplugged and plugged back in gets a fresh node from udev), the old
   record describes nothing any more and is dropped. /run is emptied at boot, as /dev is.

A device is granted to one user at a time: while a record names uid A, a grant for uid B
is refused (one line) until A's run gives it back, or root does with
`fioscope --privileged-helper revoke-device /dev/X`. Anyone who may start the helper may
ask for a revoke, and a revoke only ever takes access away and puts back the recorded
state: the worst a user can do with it is end another user's grant early.
"""
from __future__ import annotations

import fcntl
import json
import os
import stat
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Iterator

from app.core.owned import make_private_dir, trusted_file

RECORD_DIR = "/run/fioscope/grants"


@dataclass(frozen=True)
class Grant:
    path: str  # /dev/NAME
    write: bool  # grant-device (owner) or grant-read (an ACL entry)
    uid: int
    pid: int  # the run's process, with its start time: a reused pid is not the same run
    started: float


def _dir() -> Path:
    from app.core.history.store import default_path  # not at the top: the root helper needs none of it
    return default_path().parent / "grants"


def _started(pid: int) -> float | None:
    import psutil
    try:
        return psutil.Process(pid).create_time()
    except (psutil.Error, OSError):
        return None


def note(path: str, write: bool, uid: int) -> Path | None:
    """Record a grant before it is made; None when there is nowhere to record it (the run
    still goes ahead: the grant is taken back in the normal way)."""
    g = Grant(path, write, uid, os.getpid(), _started(os.getpid()) or 0.0)
    marker = _dir() / f"{g.pid}-{os.path.basename(path)}-{'rw' if write else 'r'}.json"
    try:
        make_private_dir(marker.parent)  # 0700 whatever the umask
        tmp = marker.with_suffix(".tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600)
        with os.fdopen(fd, "w") as f:
            os.fchmod(f.fileno(), 0o600)  # whatever the umask: stale() ignores a note others may write
            f.write(json.dumps(asdict(g)))
        os.replace(tmp, marker)
    except OSError:
        return None
    return marker


def done(marker: Path | None) -> None:
    if marker is not None:
        try:
            marker.unlink()
        except FileNotFoundError:
            pass


def stale() -> list[tuple[Path, Grant]]:
    """Grants whose run is gone."""
    import psutil
    out: list[tuple[Path, Grant]] = []
    try:
        markers = sorted(_dir().glob("*.json"))
    except OSError:
        return out
    for m in markers:
        try:
            if not trusted_file(os.lstat(m)):
                continue  # another user's, or others may write it: not a note to act on (owned.trusted_file)
            g = Grant(**json.loads(m.read_text()))
        except (OSError, ValueError, TypeError):
            done(m)  # unreadable: nothing can be revoked from it
            continue
        alive = _started(g.pid) == g.started if g.started else psutil.pid_exists(g.pid)
        if not alive:
            out.append((m, g))
    return out


# --- the root helper's records -------------------------------------------------------------

class RecordError(OSError):
    """Root's record directory or a record in it is not as the helper left it: refuse."""


@dataclass
class Record:
    devnum: str  # "7:3"
    node: tuple[int, int]  # (st_dev, st_ino) of the /dev node it describes
    owner: int  # the node before the first grant ...
    group: int
    mode: int  # permission bits (S_IMODE)
    acl: str | None  # ... and its access ACL, hex of the xattr's bytes; None: mode bits only
    uid: int  # who it is granted to
    write: bool = False  # owner (grant-device)
    read: bool = False  # a user:UID:r ACL entry (grant-read)

    @property
    def acl_bytes(self) -> bytes | None:
        return None if self.acl is None else bytes.fromhex(self.acl)


def _key(devnum: str) -> str:
    return devnum.replace(":", "-") + ".json"


def _private_dir(path: str) -> int:
    """A directory fd for root's own directory, made if missing; refused unless it is a real
    directory (not a link) owned by root that no one else may enter or write."""
    try:
        os.mkdir(path, 0o700)
    except FileExistsError:
        pass
    fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC)
    st = os.fstat(fd)
    if st.st_uid != 0 or stat.S_IMODE(st.st_mode) & 0o077:
        os.close(fd)
        raise RecordError(f"{path} is not root's own directory (owner {st.st_uid}, mode "
                          f"{stat.S_IMODE(st.st_mode):o}): grant records are kept nowhere else")
    return fd


class Records:
    """Root's grant records, locked for one helper at a time (flock on the directory)."""

    def __init__(self, dirfd: int) -> None:
        self._dir = dirfd

    def load(self, st: os.stat_result) -> Record | None:
        """The record of the device this fstat describes; None when there is none, or when
        the one there describes a node that has been made anew since (dropped)."""
        devnum = f"{os.major(st.st_rdev)}:{os.minor(st.st_rdev)}"
        try:
            fd = os.open(_key(devnum), os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC, dir_fd=self._dir)
        except FileNotFoundError:
            return None
        try:
            with os.fdopen(fd, "r", encoding="ascii") as f:
                raw = json.load(f)
            rec = Record(**raw)
            rec.node = (*rec.node,)  # JSON's list; its length is checked below
            ok = (rec.devnum == devnum and len(rec.node) == 2
                  and all(type(v) is int for v in (*rec.node, rec.owner, rec.group, rec.mode, rec.uid))
                  and type(rec.write) is bool and type(rec.read) is bool
                  and (rec.acl is None or isinstance(rec.acl, str) and bytes.fromhex(rec.acl) is not None))
        except (OSError, ValueError, TypeError) as e:
            raise RecordError(f"the grant record of {devnum} in {RECORD_DIR} is unreadable ({e})")
        if not ok:
            raise RecordError(f"the grant record of {devnum} in {RECORD_DIR} is malformed")
        if rec.node != (st.st_dev, st.st_ino):
            self.drop(rec)
            return None
        return rec

    def save(self, rec: Record) -> None:
        name = _key(rec.devnum)
        tmp = name + ".tmp"
        try:
            os.unlink(tmp, dir_fd=self._dir)
        except FileNotFoundError:
            pass
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600,
                     dir_fd=self._dir)
        with os.fdopen(fd, "w", encoding="ascii") as f:
            json.dump(asdict(rec), f)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, name, src_dir_fd=self._dir, dst_dir_fd=self._dir)
        os.fsync(self._dir)

    def drop(self, rec: Record) -> None:
        try:
            os.unlink(_key(rec.devnum), dir_fd=self._dir)
        except FileNotFoundError:
            pass


@contextmanager
def records() -> Iterator[Records]:
    """Root's grant records, held exclusively for the block (two helpers never interleave)."""
    top = _private_dir(os.path.dirname(RECORD_DIR))
    os.close(top)
    fd = _private_dir(RECORD_DIR)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield Records(fd)
    finally:
        os.close(fd)  # also releases the lock


def record_path(devnum: str) -> str:
    """Where the record of a device number is (tests and administrators)."""
    return os.path.join(RECORD_DIR, _key(devnum))
