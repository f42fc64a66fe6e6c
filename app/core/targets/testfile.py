"""Test files: created by Fioscope itself, exclusively, and removed only as what they were.

A test file is created before fio runs with O_CREAT|O_EXCL|O_NOFOLLOW under a name no
other user can guess, so a link or file planted in a shared directory (/tmp) makes the
run fail instead of redirecting it. Each file is noted in the data directory (path,
device, inode, owner, the creating process and its start time) before fio sees it; the
leftovers of a crashed run are found from those notes, never by a name pattern, and
removed only while the name still holds the very inode that was created.
"""
from __future__ import annotations

import json
import os
import secrets
import shutil
import stat
from dataclasses import asdict, dataclass
from pathlib import Path

import psutil

from app.core.errors import InputError
from app.core.fio.sandbox import OwnFile
from app.core.owned import (TEST_PREFIX, data_dir, is_private_dir_name, make_private_dir, not_utf8, shown_name,
                            trust_problem, trusted_file)
from app.core.words import Msg, Size

PREFIX = TEST_PREFIX  # one rule, which outputs are also checked against (owned.py)
SPACE_MARGIN = 64 << 20  # leave the filesystem this much beyond the test file
_O_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_O_CLOEXEC = getattr(os, "O_CLOEXEC", 0)


@dataclass(frozen=True)
class Note:
    path: str
    dev: int
    ino: int
    uid: int
    pid: int
    started: float  # the process's start time: a reused pid is not the same run
    directory: bool = False  # a job file's scratch directory


def test_file_path(directory: str | os.PathLike) -> Path:
    """Where a run's test file will be: in a private directory with an unguessable name
    inside `directory`. Nothing is created yet: the run makes the directory (make_dir), so
    the command shown before a run is the command that runs."""
    return Path(directory) / f"{PREFIX}{os.getpid()}-{secrets.token_hex(6)}.d" / f"{PREFIX}{os.getpid()}.tmp"


def remote_file_path(directory: str) -> str:
    """A test file on a fio server: no private directory there, but a name no one can guess."""
    sep = "\\" if "\\" in directory and "/" not in directory else "/"
    return directory.rstrip("/\\") + sep + f"{PREFIX}{os.getpid()}-{secrets.token_hex(6)}.tmp"


def is_private_dir(path: str | os.PathLike) -> bool:
    return is_private_dir_name(os.path.basename(os.fspath(path)))


def check_directory(directory: str | os.PathLike, size: int) -> Path:
    """Refuse, before anything is written, a directory that cannot take the test file;
    the path the test file will get."""
    d = Path(directory)
    if not_utf8(d):
        raise InputError(Msg("target %1: its name is not UTF-8, and Fioscope keeps targets' names as text in its "
                             "history", shown_name(d)), Msg("rename it, or give a link to it with a UTF-8 name"))
    if not d.exists():
        raise InputError(Msg("target %1 does not exist", str(d)))
    if not d.is_dir():
        raise InputError(Msg("target %1 is not a directory", str(d)),
                         Msg("give a directory for a test file, or a device path for a raw test"))
    if not os.access(d, os.W_OK | os.X_OK):
        raise InputError(Msg("target %1 is not writable", str(d)), Msg("choose a directory you can write to"))
    free = shutil.disk_usage(d).free
    if size + SPACE_MARGIN > free:
        # Sizes in the unit that reads (MiB below 1 GiB, issue 52); when only the reserve stands in
        # the way, the advice says so rather than a smaller size the user may not want.
        if size <= free:
            room = free - SPACE_MARGIN
            raise InputError(Msg("test size %1 fits in %2 (%3 free) only without the %4 MiB Fioscope leaves free",
                                 Size(size), str(d), Size(free), SPACE_MARGIN >> 20),
                             Msg("the reserve is the cause: free %1 more there, or use a --size of at most %2",
                                 Size(size - room), Size(room)) if room >= 1 << 20 else
                             Msg("the reserve is the cause: free %1 more there, or use a larger disk",
                                 Size(size - room)))
        raise InputError(Msg("test size %1 is larger than the free space in %2 (%3)", Size(size), str(d), Size(free)),
                         Msg("use a smaller --size"))
    return test_file_path(d)


def _notes_dir() -> Path:
    return data_dir() / "testfiles"


def _started(pid: int) -> float | None:
    try:
        return psutil.Process(pid).create_time()
    except (psutil.Error, OSError):
        return None


def _trusted_notes_dir() -> Path | None:
    """testfiles/ in the data directory, made 0700 if missing; None when the data directory or
    it may not be trusted (another user's, or writable by others: owned.trust_problem), so
    nothing is noted there and no note there is acted on."""
    notes = _notes_dir()
    try:
        make_private_dir(data_dir())
        if trust_problem(data_dir()):
            return None  # nothing is made in it either
        make_private_dir(notes)
    except OSError:
        return None
    return None if trust_problem(notes, "Fioscope's notes directory") else notes


def _note(n: Note) -> Path | None:
    notes = _trusted_notes_dir()
    if notes is None:
        return None  # the run goes on; its leftovers, if it crashes, are not swept
    marker = notes / f"{n.pid}-{n.dev}-{n.ino}.json"
    tmp = marker.with_name(marker.name + f".{secrets.token_hex(4)}.part")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _O_NOFOLLOW | _O_CLOEXEC, 0o600)
        with os.fdopen(fd, "w") as f:
            if hasattr(os, "fchmod"):
                os.fchmod(f.fileno(), 0o600)  # whatever the umask: a note others may write is ignored
            f.write(json.dumps(asdict(n)))
        os.replace(tmp, marker)
    except OSError:
        try:
            tmp.unlink()
        except OSError:
            pass
        return None
    return marker


def _forget(n: OwnFile | Note) -> None:
    try:
        (_notes_dir() / f"{os.getpid() if isinstance(n, OwnFile) else n.pid}-{n.dev}-{n.ino}.json").unlink()
    except OSError:
        pass


def create(path: str | os.PathLike) -> OwnFile:
    """Create an empty test file exclusively (never through a link). Inside the run's
    private directory (create_dir), which is what is noted and removed."""
    p = os.fspath(path)
    try:
        fd = os.open(p, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _O_NOFOLLOW | _O_CLOEXEC, 0o600)
    except FileExistsError:
        raise InputError(Msg("%1 already exists", str(p)), Msg("something else took the test file's name; run again"))
    except OSError as e:
        raise InputError(Msg("cannot create the test file %1: %2", str(p), str(e.strerror)))
    try:
        st = os.fstat(fd)
    finally:
        os.close(fd)
    return OwnFile(p, st.st_dev, st.st_ino)


def make_dir(path: str | os.PathLike) -> OwnFile:
    """Create the private directory test_file_path named, exclusively (mkdir never follows a
    link planted under the name: it fails), 0700, and note it."""
    p = os.fspath(path)
    try:
        os.mkdir(p, 0o700)
    except FileExistsError:
        raise InputError(Msg("%1 already exists", str(p)),
                         Msg("something else took the run directory's name; run again"))
    except OSError as e:
        raise InputError(Msg("cannot create the run's directory %1: %2", str(p), str(e.strerror)),
                         Msg("choose a directory you can write to"))
    return _noted_dir(p)


def _noted_dir(path: str) -> OwnFile:
    fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | _O_NOFOLLOW | _O_CLOEXEC)
    try:
        if hasattr(os, "fchmod"):
            os.fchmod(fd, 0o700)  # whatever the umask
        st = os.fstat(fd)
    finally:
        os.close(fd)
    _note(Note(path, st.st_dev, st.st_ino, getattr(os, "getuid", lambda: 0)(), os.getpid(),
               _started(os.getpid()) or 0.0, directory=True))
    return OwnFile(path, st.st_dev, st.st_ino)


def create_dir(parent: str | os.PathLike) -> OwnFile:
    """A run's private directory for its test files or a job file's files (mkdtemp:
    exclusive, 0700, an unguessable name), noted before anything is put in it."""
    import tempfile
    try:
        path = tempfile.mkdtemp(prefix=f"{PREFIX}{os.getpid()}-", suffix=".d", dir=os.fspath(parent))
    except OSError as e:
        raise InputError(Msg("cannot create the run's directory in %1: %2", str(parent), str(e.strerror)),
                         Msg("choose a directory you can write to"))
    return _noted_dir(path)


def remove(own: OwnFile | Note) -> bool:
    """Remove what Fioscope created, if the name still holds it; True when it is gone."""
    parent, name = os.path.split(own.path)
    directory = isinstance(own, Note) and own.directory or (isinstance(own, OwnFile) and os.path.isdir(own.path)
                                                            and not os.path.islink(own.path))
    try:
        if os.name == "posix":
            dfd = os.open(parent or ".", os.O_RDONLY | os.O_DIRECTORY | _O_CLOEXEC)
            try:
                st = os.stat(name, dir_fd=dfd, follow_symlinks=False)
                if (st.st_dev, st.st_ino) != (own.dev, own.ino):
                    _forget(own)
                    return False  # not ours any more: leave it alone
                if stat.S_ISDIR(st.st_mode):
                    shutil.rmtree(name, dir_fd=dfd)  # fd-based: never follows a planted link
                else:
                    os.unlink(name, dir_fd=dfd)
            finally:
                os.close(dfd)
        else:
            st = os.stat(own.path)
            if (st.st_dev, st.st_ino) != (own.dev, own.ino):
                _forget(own)
                return False
            shutil.rmtree(own.path) if directory else os.unlink(own.path)
    except FileNotFoundError:
        pass
    except OSError:
        return False
    _forget(own)
    return True


def _read_note(marker: Path) -> Note | None:
    """A note this user wrote and no one else may have changed (owned.trusted_file), read
    without following a link; None for anything else, which is left alone."""
    try:
        fd = os.open(marker, os.O_RDONLY | _O_NOFOLLOW | _O_CLOEXEC | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return None
    try:
        if not trusted_file(os.fstat(fd)):
            return None
        with os.fdopen(os.dup(fd), "rb") as f:
            return Note(**json.loads(f.read(1 << 16)))
    except (OSError, ValueError, TypeError):
        return None
    finally:
        os.close(fd)


def remove_stale() -> list[str]:
    """Remove what crashed Fioscope runs of this user created and left behind: only what a
    note of this user's own says (a note another user could have written or changed is
    ignored, so no one can make root remove a tree by forging one)."""
    removed: list[str] = []
    notes = _trusted_notes_dir()
    if notes is None:
        return removed
    try:
        markers = sorted(notes.glob("*.json"))
    except OSError:
        return removed
    uid = getattr(os, "getuid", lambda: 0)()
    for m in markers:
        n = _read_note(m)
        if n is None or n.uid != uid:
            continue
        alive = _started(n.pid) == n.started if n.started else psutil.pid_exists(n.pid)
        if alive:
            continue
        if remove(n):
            removed.append(n.path)
        try:
            m.unlink()
        except OSError:
            pass
    return removed
