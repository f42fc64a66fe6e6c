"""Path -> Target: the one resolver every front end uses, and through it the safety gate.

A directory gives a test file in a private directory the run makes there; a block device
goes through the safety policy (a run that writes needs the data-loss token and is refused
on storage in use). Anything else is a one-line refusal. The CLI's commands and the app
call this instead of deciding the rule each for itself.
"""
from __future__ import annotations

import os
import stat
from dataclasses import dataclass

from app.core.targets import testfile
from app.core.errors import InputError
from app.core.fio.jobspec import Target, fio_filename
from app.core.targets import discover
from app.core.targets.safety import Confirmation, check_device_run, find_disk


def is_block_device(path: str) -> bool:
    try:
        return stat.S_ISBLK(os.stat(path).st_mode)
    except OSError:
        return False


def looks_like_device(path: str) -> bool:
    """A block device, or a name in /dev or \\\\.\\ that is meant as one (and is refused as
    one when it is not there)."""
    return is_block_device(path) or (path.startswith("/dev/") and not os.path.isdir(path)) \
        or path.startswith("\\\\.\\")


def device_size(path: str) -> int:
    """Size in bytes of a block device, from sysfs: no need to open the device."""
    name = os.path.basename(os.path.realpath(path))
    try:
        with open(f"/sys/class/block/{name}/size") as f:
            return int(f.read()) * 512
    except (OSError, ValueError):
        raise InputError(f"cannot read the size of {path}")


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
            raise InputError(f"target {path} does not exist")
        raise InputError(f"target {path} is neither a directory nor a block device")
    disk = find_disk(discover(), path)
    return Resolved(Target(disk.path, "device"), check_device_run(disk, writes, token))


def resolve(path: str, size: int, writes: bool, token: str | None) -> Resolved:
    """A directory -> the test file's Target (space checked); a device -> through the gate."""
    check_path_text(path)
    if os.path.isdir(path):
        return Resolved(Target(str(testfile.check_directory(path, size)), "file"))
    if looks_like_device(path):
        return resolve_device(path, writes, token)
    if not os.path.exists(path):
        raise InputError(f"target {path} does not exist")
    raise InputError(f"target {path} is neither a directory nor a block device")
