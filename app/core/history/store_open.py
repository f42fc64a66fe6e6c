"""Opening the run history: only Fioscope's own file, in a directory only this user controls,
and read-only where it cannot be written.

A history in a directory another user can write is that user's to replace: a `runs.sqlite`
link planted there made root create a file where it pointed, and add Fioscope's tables to
another program's database. So, before SQLite sees the name:
- the directory is made 0700 if missing, and refused unless it is this user's and no one
  else may write it (owned.trust_problem);
- runs.sqlite and its -wal, -shm and -journal are refused when they are links, not regular
  files, or another user's; a missing history is created here, exclusively and never through
  a link (O_NOFOLLOW), 0600, and SQLite opens that file (it gives the -wal and -shm the
  database's mode);
- after SQLite opened it, the name must still be the file that was checked.
A history that exists but cannot be written (a read-only file, directory or filesystem) is
opened read-only (SQLite's mode=ro, or immutable when not even its -shm can be made), so it
can still be browsed and reported on; the store says so once.
"""
from __future__ import annotations

import os
import sqlite3
import stat
import time
from pathlib import Path
from urllib.parse import quote

from app.core.history.store_errors import DATA_DIR, StoreError
from app.core.owned import make_private_dir, trust_problem
from app.core.words import Msg

SIBLINGS = ("", "-wal", "-shm", "-journal")
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)


def _refuse(why: str, hint: str = "") -> StoreError:
    return StoreError(why, hint or Msg("make it yours alone (%1), or set %2 to a directory of your own",
                                       "chown, chmod go-w", DATA_DIR))


def _check_names(path: Path) -> tuple[int, int] | None:
    """(dev, ino) of the history if it exists; every sibling checked."""
    uid = os.geteuid() if hasattr(os, "geteuid") else None
    ident = None
    for suffix in SIBLINGS:
        name = f"{path}{suffix}"
        try:
            st = os.lstat(name)
        except (FileNotFoundError, NotADirectoryError):
            continue
        except OSError as e:
            raise _refuse(Msg("the run history's file %1 cannot be read: %2", name, str(e.strerror))) from None
        if stat.S_ISLNK(st.st_mode):
            raise _refuse(Msg("the run history's file %1 is a link (to %2); Fioscope never opens its history through "
                              "one", name, os.readlink(name)),
                          Msg("remove the link, or set %1 to a directory of your own", DATA_DIR))
        if not stat.S_ISREG(st.st_mode):
            raise _refuse(Msg("the run history's file %1 is not a regular file", name),
                          Msg("move it away, or set %1 to a directory of your own", DATA_DIR))
        if uid is not None and st.st_uid != uid:
            raise _refuse(Msg("the run history's file %1 belongs to another user (uid %2, you are %3)", name,
                              str(st.st_uid), str(uid)))
        if suffix == "":
            ident = (st.st_dev, st.st_ino)
    return ident


def _create(path: Path) -> tuple[int, int] | None:
    """A new, empty history file, made exclusively and never through a link."""
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC, 0o600)
    except FileExistsError:
        return _check_names(path)  # made meanwhile (another Fioscope): checked like any other
    try:
        if hasattr(os, "fchmod"):
            os.fchmod(fd, 0o600)
        st = os.fstat(fd)
    finally:
        os.close(fd)
    return st.st_dev, st.st_ino


def _writable(path: Path) -> bool:
    return os.access(path, os.W_OK) and os.access(path.parent, os.W_OK | os.X_OK)


def open_history(path: Path, memory: bool) -> tuple[sqlite3.Connection, bool]:
    """The connection, and whether it is read-only. Raises StoreError for a history that may
    not be trusted, sqlite3.Error/OSError for the store to report."""
    if memory:
        return sqlite3.connect(":memory:", check_same_thread=False, isolation_level=None), False
    try:
        make_private_dir(path.parent)
    except OSError:
        pass  # a directory that cannot be made: SQLite's own error says so below
    problem = trust_problem(path.parent, "the run history's directory") if path.parent.is_dir() else None
    if problem:
        raise _refuse(problem)
    ident = _check_names(path)
    readonly = ident is not None and not _writable(path)
    if ident is None and path.parent.is_dir():
        ident = _create(path)
    if readonly:
        uri = "file:" + quote(os.fsencode(path.absolute()))  # bytes: any name, UTF-8 or not
        try:
            db = sqlite3.connect(uri + "?mode=ro", uri=True, check_same_thread=False, isolation_level=None)
            db.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except sqlite3.OperationalError:  # a WAL history whose -shm cannot be made: read as it is on disk
            db = sqlite3.connect(uri + "?mode=ro&immutable=1", uri=True, check_same_thread=False,
                                 isolation_level=None)
    else:
        db = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
    try:
        st = os.lstat(path)
        if ident is not None and (st.st_dev, st.st_ino) != ident:
            raise _refuse(Msg("the run history %1 was replaced while it was opened", str(path)), Msg("run again"))
    except (OSError, StoreError):
        db.close()
        raise
    return db, readonly


def move_aside(path: Path, cause: BaseException) -> Path:
    """Rename a damaged history (and its WAL) to runs.sqlite.corrupt-<time>: kept, never deleted."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    moved = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while any(Path(f"{moved}{x}").exists() for x in ("", "-wal", "-shm")):
        n += 1
        moved = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
    try:
        for suffix in ("-wal", "-shm", ""):  # the database last: its name is what a new one takes
            if os.path.lexists(f"{path}{suffix}"):
                os.rename(f"{path}{suffix}", f"{moved}{suffix}")
    except OSError as e:
        raise StoreError(Msg("the run history %1 is damaged (%2) and cannot be moved aside: %3", str(path),
                             str(cause), str(e.strerror or e)),
                         Msg("move it away yourself, or set %1 to another directory", DATA_DIR)) from None
    return moved
