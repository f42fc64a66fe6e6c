"""Path -> Target: the one resolver every front end uses, and through it the safety gate.

A directory gives a test file in a private directory the run makes there; a block device
goes through the safety policy (a run that writes needs the data-loss token and is refused
on storage in use). Anything else is a one-line refusal. The CLI's commands and the app
call this instead of deciding the rule each for itself.
"""
from __future__ import annotations

import os
from dataclasses import dataclass

from app.core.targets import testfile
from app.core.errors import InputError
from app.core.fio.jobspec import Target, fio_filename
from app.core.targets import discover
from app.core.targets.safety import Confirmation, check_device_run, find_disk
from app.core.target_kind import TargetKind, is_block_device, is_device_path
from app.core.words import Msg


def check_path_text(path: str) -> None:
    """A path fio can be given at all (no line break, NUL or '\\:'): refused before anything
    is made or stored."""
    fio_filename(path)


@dataclass(frozen=True)
class Resolved:
    """A target past the gate, and for a device written, the user's confirmation: the plan
    carries it to the runner (nothing else makes a device writable)."""

    target: Target
    confirmation: Confirmation | None = None

    @property
    def confirmed(self) -> tuple[Confirmation, ...]:
        return (self.confirmation,) if self.confirmation else ()


def resolve_device(path: str, writes: bool, token: str | None) -> Resolved:
    """A raw device as a target, only through the safety policy."""
    if not is_block_device(path):
        if not os.path.exists(path):
            raise InputError(Msg("target %1 does not exist", path))
        raise InputError(Msg("target %1 is neither a directory nor a block device", path))
    disk = find_disk(discover(), path)
    return Resolved(Target(disk.path, TargetKind.DEVICE), check_device_run(disk, writes, token))


def resolve(path: str, size: int, writes: bool, token: str | None) -> Resolved:
    """A directory -> the test file's Target (space checked); a device -> through the gate."""
    check_path_text(path)
    if os.path.isdir(path):
        return Resolved(Target(str(testfile.check_directory(path, size)), TargetKind.FILE))
    if is_device_path(path):
        return resolve_device(path, writes, token)
    if not os.path.exists(path):
        raise InputError(Msg("target %1 does not exist", path))
    raise InputError(Msg("target %1 is neither a directory nor a block device", path))
