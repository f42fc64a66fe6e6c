"""What went wrong with the run history, in one line that says what to do."""
from __future__ import annotations

import errno
import os
import shutil
import sqlite3
from pathlib import Path

from app.core.errors import FioscopeError, InputError
from app.core.words import Msg


class StoreError(FioscopeError):
    """The run history cannot be opened, read or written: one line saying why and what to do."""


class StoreCorrupt(StoreError):
    """The database was damaged; it has been moved aside and a new one started."""


class UnstorableValue(StoreError, InputError):
    """A value SQLite cannot hold (an integer beyond 64 bits): bad input, nothing is stored."""


# SQLite's primary result codes (sqlite3.h) that say what went wrong.
_PERM, _BUSY, _LOCKED, _READONLY, _IOERR, _CORRUPT, _FULL, _CANTOPEN, _AUTH, _NOTADB = \
    3, 5, 6, 8, 10, 11, 13, 14, 23, 26
_LOW_SPACE = 1 << 20  # a directory with less free space than this is full for SQLite's purposes
DATA_DIR = "FIOSCOPE_DATA_DIR"  # where the history goes, named in the advice (a value of its sentences)


def _code(e: BaseException) -> int | None:
    code = getattr(e, "sqlite_errorcode", None)
    return None if code is None else code & 0xFF


def is_unwritable(e: BaseException) -> bool:
    """SQLite could not write (read-only, full, I/O error, locked): the run goes on unstored."""
    return _code(e) in (_READONLY, _FULL, _IOERR, _CANTOPEN, _BUSY, _LOCKED)


def is_corrupt(e: BaseException) -> bool:
    return isinstance(e, sqlite3.DatabaseError) and _code(e) in (_CORRUPT, _NOTADB)


def _writable(path: Path) -> bool:
    """The directory (and the file, if there is one) can be written."""
    d = path.parent
    return os.access(d, os.W_OK | os.X_OK) and (not path.exists() or os.access(path, os.W_OK))


def _free(directory: Path) -> int | None:
    try:
        return shutil.disk_usage(directory).free
    except OSError:
        return None


def store_error(e: BaseException, path: Path) -> StoreError:
    """One line for what went wrong with the history at `path`, and what to do about it."""
    d = path.parent
    code = _code(e)
    err = e.errno if isinstance(e, OSError) else None
    text = (e.strerror or str(e)) if isinstance(e, OSError) else str(e)
    free = _free(d) if d.is_dir() else None
    if code == _FULL or err == errno.ENOSPC or (code in (_IOERR, _CANTOPEN) and free is not None
                                               and free < _LOW_SPACE and _writable(path)):
        return StoreError(Msg("the disk holding the run history (%1) is full (%2)", str(d), text),
                          Msg("free some space there, or set %1 to another directory", DATA_DIR))
    if code in (_READONLY, _CANTOPEN, _PERM, _AUTH) or err in (errno.EROFS, errno.EACCES, errno.EPERM,
                                                                 errno.ENOTDIR, errno.EEXIST):
        why: str
        if not d.is_dir():
            why = Msg("%1 is not a directory that can be created", str(d))
        elif not os.access(d, os.W_OK | os.X_OK):
            why = Msg("%1 is not writable", str(d))
        elif path.exists() and not os.access(path, os.W_OK):
            why = Msg("%1 is read-only", str(path))
        else:
            why = text
        return StoreError(Msg("cannot write the run history %1: %2 (%3)", str(path), why, text) if why != text
                          else Msg("cannot write the run history %1: %2", str(path), text),
                          Msg("make it writable, or set %1 to another directory", DATA_DIR))
    if code in (_BUSY, _LOCKED):
        return StoreError(Msg("the run history %1 is locked by another program (%2)", str(path), text),
                          Msg("wait for the other Fioscope to finish, or close it"))
    if code == _IOERR or isinstance(e, OSError):
        return StoreError(Msg("the run history %1 cannot be read or written: %2", str(path), text),
                          Msg("check the disk it is on, or set %1 to another directory", DATA_DIR))
    return StoreError(Msg("the run history %1 failed: %2", str(path), text),
                      Msg("set %1 to another directory", DATA_DIR))


def unreadable_run(run_id: int, path: Path, e: BaseException) -> StoreError:
    """A stored run whose records SQLite read back but make no sense."""
    return StoreError(Msg("run %1 in the run history %2 cannot be read: %3", str(run_id), str(path), str(e)),
                      Msg("the history may be damaged; other runs may still be read"))
