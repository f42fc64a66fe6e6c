"""The one text of a job file that Fioscope checks, shows, stores and runs.

fio resolves `include FILE` when it reads a job: a relative name first against its working
directory, then beside the including file (init.c, __parse_jobs_ini). Letting fio do that
twice (once when Fioscope checks the job, once when it runs it, from another directory)
lets the two readings differ. So Fioscope reads the job file and its includes once, inlines
them as fio would, and from then on hands fio only that flattened text, saved in a private
copy: the job fio runs is byte for byte the job that was checked. fio's own reading of
that copy (--showcmd, --parse-only) runs inside the same confinement as a run
(fio/sandbox.py), because fio loads engines and libraries while it parses.
"""
from __future__ import annotations

import atexit
import hashlib
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from app.core.errors import InputError
from app.core.fio import sandbox
from app.core.owned import not_utf8, shown_name, sweep_dead_pid_dirs
from app.core.words import Msg

_MAX_DEPTH = 16  # fio itself recurses without a limit (an include loop overflows its stack)
_copies: str | None = None
_PREFIX = "fioscope-jobs-"  # then the pid of the process the copies belong to


def flatten(path: Path) -> str:
    """The job file's text with every `include` line replaced by the included file's lines,
    resolved as fio resolves them when it is started in the job file's directory."""
    top = path.resolve()
    if not_utf8(top):
        raise InputError(Msg("job file %1: its name is not UTF-8, and Fioscope keeps job files' names as text in its "
                             "history", shown_name(top)), Msg("rename it, or give a link to it with a UTF-8 name"))
    return "".join(_inline(top, top.parent, 0, nested=False))


def _read(path: Path) -> str:
    try:
        return path.read_bytes().decode("utf-8")
    except OSError as e:
        raise InputError(Msg("cannot read job file %1: %2", shown_name(path), str(e.strerror or e)))
    except UnicodeDecodeError as e:
        raise InputError(Msg("cannot read job file %1: it is not UTF-8 text (byte %2 at offset %3)", shown_name(path),
                             f"0x{e.object[e.start]:02x}", str(e.start)),
                         Msg("save it as UTF-8; a file name in it that is not UTF-8 cannot be used"))


def _inline(path: Path, cwd: Path, depth: int, nested: bool) -> list[str]:
    if depth > _MAX_DEPTH:
        raise InputError(Msg("job file %1: includes nest more than %2 deep (an include loop?)", path.name, _MAX_DEPTH))
    out = []
    for line in _read(path).splitlines(keepends=True):
        p = line.strip()
        if nested and p.startswith("["):
            raise InputError(Msg("included file %1: no new sections in included files (fio's rule)", str(path)))
        if p.startswith("include") and not p.startswith(("#", ";")):
            name = p[len("include") + 1:]  # fio takes what follows "include" and one character
            out += _inline(_resolve_include(name, path, cwd), cwd, depth + 1, nested=True)
            continue
        out.append(line if line.endswith("\n") else line + "\n")
    return out


def _resolve_include(name: str, including: Path, cwd: Path) -> Path:
    """fio: the name as given (relative to the working directory) when it exists, else
    beside the file that includes it."""
    first = cwd / name
    chosen = first if first.exists() else including.parent / name
    if not chosen.is_file():
        raise InputError(Msg("job file %1: %2: no such file", including.name, f"include {name}"))
    return chosen.resolve()


def private_copy(text: str, name: str) -> str:
    """The flattened text saved as NAME in a directory only this process's user may write,
    one per distinct text, removed when the process ends. fio reads this copy, never the
    user's file."""
    global _copies
    if _copies is None:
        _sweep_orphans()
        _copies = tempfile.mkdtemp(prefix=f"{_PREFIX}{os.getpid()}-")
        atexit.register(shutil.rmtree, _copies, True)
    digest = hashlib.sha256(text.encode()).hexdigest()[:16]
    folder = os.path.join(_copies, digest)
    dest = os.path.join(folder, os.path.basename(name) or "job.fio")
    if not os.path.isfile(dest):
        os.makedirs(folder, mode=0o700, exist_ok=True)
        try:
            fd = os.open(dest, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o400)
        except FileExistsError:  # another thread wrote the same text (the name is its digest)
            return dest
        with os.fdopen(fd, "w") as f:
            f.write(text)
    return dest


def _sweep_orphans() -> None:
    """Remove the copies of this user's Fioscope processes that ended without their atexit (a
    SIGKILL, a crash): a directory named for a pid no longer running (owned.sweep_dead_pid_dirs)."""
    sweep_dead_pid_dirs(tempfile.gettempdir(), (_PREFIX,))


def fio_reads(fio_path: str, args: list[str], jobfile: str, env: dict) -> subprocess.CompletedProcess:
    """fio's own reading of a job copy (`--showcmd`, `--parse-only`), confined as a run that
    may write nothing: read-only everywhere, no devices, no network, no capability to
    mount; so an engine or library fio loads while parsing can change nothing."""
    argv = [fio_path, *args, jobfile]
    if sandbox.available():
        argv = sandbox.wrap(argv, sandbox.Confinement(readonly=True))
    try:
        return subprocess.run(argv, capture_output=True, text=True, timeout=60, env=env,
                              cwd=os.path.dirname(jobfile), stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise InputError(Msg("cannot run fio to read %1: %2", os.path.basename(jobfile), str(e)))
