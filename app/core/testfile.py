"""Test files: a recognisable name, a checked directory, and removal of crash leftovers."""
from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import psutil

from app.core.errors import InputError

PREFIX = "fioscope-test-"
_NAME = re.compile(re.escape(PREFIX) + r"(\d+)(?:\.\d+)?\.tmp$")  # .N: one file per fio thread
SPACE_MARGIN = 64 << 20  # leave the filesystem this much beyond the test file


def test_file_path(directory: str | os.PathLike, pid: int | None = None) -> Path:
    return Path(directory) / f"{PREFIX}{pid or os.getpid()}.tmp"


def check_directory(directory: str | os.PathLike, size: int) -> Path:
    """Refuse, before anything is written, a directory that cannot take the test file."""
    d = Path(directory)
    if not d.exists():
        raise InputError(f"target {d} does not exist")
    if not d.is_dir():
        raise InputError(f"target {d} is not a directory",
                         "give a directory for a test file, or a device path for a raw test")
    if not os.access(d, os.W_OK | os.X_OK):
        raise InputError(f"target {d} is not writable", "choose a directory you can write to")
    existing = test_file_path(d)
    have = existing.stat().st_size if existing.exists() else 0
    free = shutil.disk_usage(d).free
    if size - have + SPACE_MARGIN > free:
        raise InputError(f"test size {size / 2**30:.2f} GiB is larger than the free space in {d} "
                         f"({free / 2**30:.2f} GiB)", "use a smaller --size")
    return existing


def remove(path: str | os.PathLike) -> None:
    try:
        Path(path).unlink()
    except FileNotFoundError:
        pass


def remove_stale(directory: str | os.PathLike) -> list[Path]:
    """Remove test files left by Fioscope processes that no longer run."""
    removed = []
    try:
        entries = list(Path(directory).iterdir())
    except OSError:
        return removed
    for p in entries:
        m = _NAME.match(p.name)
        if m and int(m.group(1)) != os.getpid() and not psutil.pid_exists(int(m.group(1))):
            remove(p)
            removed.append(p)
    return removed
