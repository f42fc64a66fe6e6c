"""The safety policy every front end obeys: what a planned run does to a target, and
whether it may.

A destructive raw write (any write, trim or preconditioning on a device) is refused when
the device or any partition is mounted, used as swap, held by LVM/md/dm, holds the running
system, or is read-only; otherwise it needs a confirmation token naming the device.
"""
from __future__ import annotations

import os

from app.core.errors import InputError
from app.core.fio.jobspec import JobSpec
from app.core.targets.model import Disk, Inventory

READ_ONLY, FILE_WRITE, DESTRUCTIVE = "read-only", "file-write", "destructive raw write"


class SafetyRefused(InputError):
    """A run that would destroy data the user has not knowingly given up."""


def classify(spec: JobSpec) -> str:
    if spec.target.kind == "file":
        return FILE_WRITE if spec.writes else READ_ONLY
    return DESTRUCTIVE if spec.writes else READ_ONLY


def refusal_reason(disk: Disk) -> str | None:
    """Why no raw write may touch this disk, or None when it may (with a token)."""
    if disk.system:
        return "it holds the running system (/, /boot, /usr or active swap)"
    mounted = disk.all_mountpoints
    if mounted:
        return "it is mounted at " + ", ".join(mounted)
    if disk.swap or any(p.swap for p in disk.partitions):
        return "it is in use as swap"
    holders = disk.holders + tuple(h for p in disk.partitions for h in p.holders)
    if holders:
        return "it is held by " + ", ".join(holders) + " (LVM, dm-crypt or md)"
    if disk.read_only:
        return "the device is read-only"
    return None


def confirmation_token(disk: Disk) -> str:
    """What the user types to confirm: the device path, and its serial where it has one."""
    return f"{disk.path}:{disk.serial}" if disk.serial else disk.path


def find_disk(inv: Inventory, path: str) -> Disk:
    real = os.path.realpath(path)
    for d in inv.disks:
        if real in (d.path, os.path.realpath(d.path)):
            return d
    for d in inv.disks:
        for p in d.partitions:
            if real in (p.path, os.path.realpath(p.path)):
                raise SafetyRefused(f"{path} is a partition of {d.path}",
                                    f"test the whole device {d.path}, or a directory on the mounted partition")
    if not os.path.exists(path):
        raise InputError(f"device {path} does not exist")
    raise InputError(f"{path} is not a disk Fioscope can test", "run `fioscope devices` to list them")


def check_device_run(disk: Disk, writes: bool, token: str | None) -> None:
    """Raise SafetyRefused unless the run may go ahead on this raw device."""
    if not writes:
        return
    reason = refusal_reason(disk)
    if reason:
        raise SafetyRefused(f"refusing to write to {disk.path}: {reason}")
    expected = confirmation_token(disk)
    if token is None:
        raise SafetyRefused(f"writing to {disk.path} ({disk.model or disk.media}, "
                            f"{disk.size_bytes / 1e9:.1f} GB) destroys all data on it",
                            f"to go ahead, add --destroy-data {expected}")
    if token != expected:
        raise SafetyRefused(f"confirmation {token!r} does not name {disk.path}",
                            f"the token for this device is {expected}")


def check_specs(specs: list[JobSpec], inv: Inventory, token: str | None) -> None:
    for spec in specs:
        if spec.target.kind == "device":
            check_device_run(find_disk(inv, spec.target.path), classify(spec) == DESTRUCTIVE, token)
