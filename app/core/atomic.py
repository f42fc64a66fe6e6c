"""Output files written whole or not at all, and never through a planted link.

Every output (report, JSON, job file, export) is written to a temporary file made
exclusively (mkstemp) in the destination's directory and renamed over the final name.
rename() never follows a symlink at the final name: it replaces the link. So a
`report.txt -> /dev/loop0` left by someone else gets replaced by a regular file instead of
having the report written into the block device. Names that are devices, FIFOs, sockets
or directories (or links to them) are refused up front with an InputError, before any
work starts, so nobody is surprised by a device node turned into a file. So are Fioscope's
own files (the run history, its data directory, a run's private directory: app.core.owned),
by any name: an output never replaces them.
"""
from __future__ import annotations

import os
import stat
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Iterator

from app.core.errors import InputError
from app.core.owned import owned_reason
from app.core.words import Msg

_KINDS = ((stat.S_ISBLK, Msg("a block device")), (stat.S_ISCHR, Msg("a character device")),
          (stat.S_ISFIFO, Msg("a FIFO")), (stat.S_ISSOCK, Msg("a socket")), (stat.S_ISDIR, Msg("a directory")))
_ADVICE = Msg("give the name of a regular file")


def check_output_path(path: str | os.PathLike) -> Path:
    """Refuse an output name that is, or links to, anything but a regular file, or that
    names one of Fioscope's own files (app.core.owned).

    A missing name, a regular file, a symlink to a regular file and a dangling symlink are
    fine: the writers below replace the name (a link itself, never its target)."""
    target = Path(path)
    owned = owned_reason(target)
    if owned:
        raise InputError(Msg("cannot write %1: %2", str(path), owned),
                         Msg("choose another name: Fioscope never replaces its own files"))
    try:
        st = os.stat(target)  # follows links: what would a plain open() have written into?
    except OSError:
        return target  # missing, dangling link, link loop: rename replaces the name itself
    if stat.S_ISREG(st.st_mode):
        return target
    kind = next((k for test, k in _KINDS if test(st.st_mode)), Msg("not a regular file"))
    if os.path.islink(target):
        where = os.path.realpath(target)
        raise InputError(Msg("cannot write %1: it is a link to %2, %3", str(path), where, kind), _ADVICE)
    raise InputError(Msg("cannot write %1: it is %2", str(path), kind), _ADVICE)


def _umask() -> int:
    """The process umask without changing it (os.umask() sets it, racing other threads)."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    old = os.umask(0o022)
    os.umask(old)
    return old


def output_mode() -> int:
    """What a new output file gets: 0644 less the umask (mkstemp makes 0600)."""
    return 0o644 & ~_umask()


@contextmanager
def atomic_output(path: str | os.PathLike, mode: str = "w", encoding: str | None = "utf-8",
                  newline: str | None = None) -> Iterator[IO]:
    """A file object for a writer that needs one (csv, fpdf, QImage...): a temp file beside
    `path`, renamed over `path` when the block ends without an exception, removed otherwise."""
    if mode not in ("w", "wb"):
        raise ValueError(f"atomic_output writes whole files: mode 'w' or 'wb', not {mode!r}")
    target = check_output_path(path)
    fd, tmp = tempfile.mkstemp(prefix=".fioscope-", suffix=".part", dir=target.parent)
    try:
        if hasattr(os, "fchmod"):
            os.fchmod(fd, output_mode())
        f: IO
        with (os.fdopen(fd, "wb") if "b" in mode else os.fdopen(fd, "w", encoding=encoding, newline=newline)) as f:
            fd = -1  # the file object owns it now
            yield f
            f.flush()
            os.fsync(f.fileno())  # a crash after the rename leaves the new content, not an empty file
        os.replace(tmp, target)  # replaces a symlink at `target`, never writes through it
    except BaseException:
        if fd >= 0:
            os.close(fd)
        Path(tmp).unlink(missing_ok=True)
        raise


def write_bytes_atomic(path: str | os.PathLike, data: bytes) -> None:
    with atomic_output(path, "wb") as f:
        f.write(data)


def write_text_atomic(path: str | os.PathLike, text: str) -> None:
    write_bytes_atomic(path, text.encode("utf-8"))
