"""The user's two cache controls for a run, shared by the CLI and the app: drop caches
before each test, and a readahead value for the run's duration (restored however it ends).
Both go through the privileged helper; the app itself stays unprivileged."""
from __future__ import annotations

import os
import sys
from contextlib import contextmanager
from typing import Iterator

from app.core.target_kind import TargetKind
from app.core.errors import InputError
from app.core.words import Msg
from app.core.fio.jobspec import JobSpec
from app.core.access.root_helper import MAX_READAHEAD_KB, run_privileged
from app.core.cache.probe import device_for_path, read_ahead_kb


def drop_before(spec: JobSpec) -> None:
    """A raw device: its own buffer cache; a test file: the system's page cache."""
    if spec.target.kind == TargetKind.DEVICE:
        run_privileged("flush-device", spec.target.path)
    else:
        run_privileged("drop-caches")


def readahead_device(spec: JobSpec, kb: int) -> str:
    """The disk whose readahead a run on this spec would set; InputError where none."""
    if sys.platform == "win32":
        raise InputError(Msg("readahead is Linux only: Windows has no per-disk readahead setting"))
    path = spec.target.path if spec.target.kind == TargetKind.DEVICE else os.path.dirname(spec.target.path)
    dev = device_for_path(path)
    if dev is None:
        raise InputError(Msg("no block device behind %1: readahead cannot be set", path))
    if not 0 <= kb <= MAX_READAHEAD_KB:
        raise InputError(Msg("readahead must be %1 KiB", f"0..{MAX_READAHEAD_KB}"))
    return dev


@contextmanager
def readahead_for_run(device: str, kb: int) -> Iterator[int | None]:
    """Set the device's readahead; yield the previous value; put it back afterwards."""
    previous = read_ahead_kb(device)
    run_privileged("set-readahead", device, str(kb))
    try:
        yield previous
    finally:
        if previous is not None:
            run_privileged("set-readahead", device, str(previous))
