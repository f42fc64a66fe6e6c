"""The temporary directories a run on fio servers keeps its job files in, here on this machine.

Each is named for the process it belongs to (fioscope-remote-PID-..., fioscope-probe-PID-...)
and removed when its run or check ends. A process killed with SIGKILL (or a crash) cannot
remove its own: the first such directory a later process makes first sweeps the ones of
processes that no longer run, as fio/job_text.py does for job-file copies. Only real
directories (never a link, which lstat shows as such) owned by this user; a pid that runs
again (another process took it) keeps its directory.
"""
from __future__ import annotations

import os
import tempfile
import threading

from app.core.owned import sweep_dead_pid_dirs

PREFIXES = ("fioscope-remote-", "fioscope-probe-")
_swept: set[str] = set()  # the directories already swept by this process
_lock = threading.Lock()


def _sweep(root: str) -> None:
    sweep_dead_pid_dirs(root, PREFIXES)


def temp_dir(prefix: str, where: str | None = None) -> tempfile.TemporaryDirectory:
    """A TemporaryDirectory named for this process (prefix: one of PREFIXES), in `where` or the
    system's temporary directory, after sweeping that place once per process."""
    root = where or tempfile.gettempdir()
    with _lock:
        if root not in _swept:
            _swept.add(root)
            _sweep(root)
    return tempfile.TemporaryDirectory(prefix=f"{prefix}{os.getpid()}-", dir=root)
