"""The safety policy every front end obeys: what a planned run does to a target, and
whether it may.

A destructive raw write (any write, trim or preconditioning on a device) is refused when
the device or any partition is mounted, used as swap, held by LVM/md/dm, holds the running
system, or is read-only, and when it shares its storage with a device that is refused
(another loop device on the same backing file, the disk a loop device sits on, a loop device
on it: with_aliases); otherwise it needs a confirmation token naming the device.
"""
from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from app.core.target_kind import TargetKind
from app.core.errors import InputError
from app.core.fio.jobspec import JobSpec
from app.core.targets.model import Disk, Inventory
from app.core.units import human_bytes
from app.core.words import Msg

READ_ONLY, FILE_WRITE, DESTRUCTIVE = "read-only", "file-write", "destructive raw write"


class SafetyRefused(InputError):
    """A run that would destroy data the user has not knowingly given up."""


class ConfirmationNeeded(SafetyRefused):
    """Not refused: the run may go ahead once the user confirms destroying `disk` by giving
    `token`. Each front end asks in its own words (the CLI: --destroy-data; the app: the
    data-loss dialog), then plans again with the token."""

    def __init__(self, disk: Disk) -> None:
        self.disk, self.token = disk, confirmation_token(disk)
        size = human_bytes(disk.size_bytes).replace('.0 ', ' ')
        super().__init__(f"writing to {disk.path} ({disk.model or disk.media}, {size}) destroys all data on it",
                         f"to go ahead, confirm with {self.token}")


@dataclass(frozen=True)
class Confirmation:
    """A device whose destruction the user confirmed for one planned run. It travels in the
    plan (RunPlan.confirmed) to the runner, the only way a device becomes writable to fio,
    and holds only while the node is still the device that was confirmed (still_holds)."""

    path: str  # the real path of the device node
    identity: tuple  # device_identity() when the token was accepted

    def still_holds(self) -> bool:
        # A node that names another device now (a stick replugged, a loop device re-attached
        # to another file) is not what the user confirmed.
        return device_identity(self.path) == self.identity


def classify(spec: JobSpec) -> str:
    if spec.target.kind == TargetKind.FILE:
        return FILE_WRITE if spec.writes else READ_ONLY
    return DESTRUCTIVE if spec.writes else READ_ONLY


def in_use_reason(disk: Disk) -> str | None:
    """Why this disk's data is in use now (the system, a mount, swap, a holder, or storage it
    shares with such a device), or None. Also what keeps a user from reading it raw."""
    if disk.system:
        return Msg("it holds the running system (/, /boot, /usr or active swap)")
    mounted = disk.all_mountpoints
    if mounted:
        return Msg("it is mounted at %1", ", ".join(mounted))
    if disk.swap or any(p.swap for p in disk.partitions):
        return Msg("it is in use as swap")
    holders = disk.holders + tuple(h for p in disk.partitions for h in p.holders)
    if holders:
        return Msg("it is held by %1 (LVM, dm-crypt or md)", ", ".join(holders))
    return disk.alias_reason


def refusal_reason(disk: Disk) -> str | None:
    """Why no raw write may touch this disk, or None when it may (with a token)."""
    reason = in_use_reason(disk)
    if reason:
        return reason
    if disk.read_only:
        return Msg("the device is read-only")
    return None


# Each reason's tail after "..., which" ("it is mounted at %1" -> "is mounted at %1"), a
# sentence of its own for the window to translate.
_WHICH: dict[str, Callable[..., Msg]] = {
    "it holds the running system (/, /boot, /usr or active swap)":
        lambda: Msg("holds the running system (/, /boot, /usr or active swap)"),
    "it is mounted at %1": lambda at: Msg("is mounted at %1", at),
    "it is in use as swap": lambda: Msg("is in use as swap"),
    "it is held by %1 (LVM, dm-crypt or md)": lambda by: Msg("is held by %1 (LVM, dm-crypt or md)", by),
    "it is a loop device on %1": lambda on: Msg("is a loop device on %1", on),
    "it is a loop device on %1, part of %2": lambda on, of: Msg("is a loop device on %1, part of %2", on, of),
    "it backs the loop device %1": lambda loop: Msg("backs the loop device %1", loop),
    "it shares its backing file with %1": lambda other: Msg("shares its backing file with %1", other)}


def _which(reason: str) -> str:
    """"it is mounted at /mnt" -> "is mounted at /mnt": the tail of "..., which ..."."""
    if not reason.startswith("it "):
        return Msg("is read-only") if "read-only" in reason else reason
    if isinstance(reason, Msg) and reason.template == "%1, which %2" and isinstance(reason.values[0], str):
        return Msg("%1, which %2", _which(reason.values[0]), reason.values[1])  # a derived reason
    if isinstance(reason, Msg) and reason.template in _WHICH:
        return _WHICH[reason.template](*reason.values)
    return reason[3:]


def with_aliases(disks: list[Disk]) -> list[Disk]:
    """The disks, each with the refusal it takes from a device that reaches the same storage.

    A second loop device on the backing file of a mounted loop device is that filesystem's
    storage under another name, with a token of its own: writing it destroys the mounted
    filesystem. So storage is judged as a whole. A loop device is refused when it shares
    its backing file (same st_dev and st_ino) with a device that is refused, or sits on a
    block device (or a partition of one) that is refused; a disk is refused when a loop
    device on it (or on one of its partitions) is refused. Reasons travel along chains
    (a loop on a loop on a file another loop has mounted). Any refusal travels, read-only
    included: a read-only loop device on a file says its data is not to be written. A loop
    device whose backing file merely lives on a mounted filesystem is not refused: that is
    every loop device, and writing it writes only that file."""
    owner: dict[str, tuple[int, str]] = {}  # devnum -> (disk index, path named in messages)
    for i, d in enumerate(disks):
        if d.devnum:
            owner[d.devnum] = (i, d.path)
        for p in d.partitions:
            if p.devnum:
                owner[p.devnum] = (i, p.path)
    edges: list[tuple[int, int, str]] = []  # (a, b, how): a is refused when b is, "a {how} b"
    for i, d in enumerate(disks):
        if d.backing_devnum in owner:
            j, under = owner[d.backing_devnum]
            if j == i:
                continue
            edges.append((i, j, Msg("it is a loop device on %1", under) if under == disks[j].path else
                          Msg("it is a loop device on %1, part of %2", under, disks[j].path)))
            edges.append((j, i, Msg("it backs the loop device %1", d.path) if under == disks[j].path else
                          Msg("its partition %1 backs the loop device %2", under, d.path)))
        if d.backing_id is not None:
            edges += [(i, k, Msg("it shares its backing file with %1", e.path)) for k, e in enumerate(disks)
                      if k != i and e.backing_id == d.backing_id]
    reasons = [refusal_reason(d) for d in disks]
    derived: dict[int, str] = {}
    changed = True
    while changed:  # ends: each pass gives at least one more disk its reason, or stops
        changed = False
        for a, b, how in edges:
            if reasons[a] is None and (why := reasons[b]) is not None:
                reasons[a] = derived[a] = Msg("%1, which %2", how, _which(why))
                changed = True
    from dataclasses import replace
    return [replace(d, alias_reason=derived[i]) if i in derived else d for i, d in enumerate(disks)]


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
                raise SafetyRefused(Msg("%1 is a partition of %2", path, d.path),
                                    Msg("test the whole device %1, or a directory on the mounted partition", d.path))
    if not os.path.exists(path):
        raise InputError(Msg("device %1 does not exist", path))
    raise InputError(f"{path} is not a disk Fioscope can test", "run `fioscope devices` to list them")


def device_identity(path: str) -> tuple:
    """What makes a device node the device it was: its number, the node itself (a replugged
    disk gets a new one), its size, serial and, for a loop device, its backing file."""
    try:
        st = os.stat(path)
    except OSError:
        return (path,)
    ident: list = [st.st_rdev, st.st_ino]
    if stat.S_ISBLK(st.st_mode):
        sysdir = Path(f"/sys/dev/block/{os.major(st.st_rdev)}:{os.minor(st.st_rdev)}")
        for name in ("size", "loop/backing_file", "loop/offset", "device/serial", "wwid"):
            try:
                ident.append((sysdir / name).read_text().strip())
            except OSError:
                ident.append(None)
    return tuple(ident)


def find_disk_by_devnum(inv: Inventory, devnum: str, path: str) -> Disk:
    """The disk with this device number ("7:3"): what a node really is, whatever it is called."""
    for d in inv.disks:
        if d.devnum == devnum:
            return d
    for d in inv.disks:
        for p in d.partitions:
            if p.devnum == devnum:
                raise SafetyRefused(Msg("%1 is a partition of %2", path, d.path),
                                    Msg("test the whole device %1, or a directory on the mounted partition", d.path))
    raise InputError(f"{path} is not a disk Fioscope can test", "run `fioscope devices` to list them")


def check_device_run(disk: Disk, writes: bool, token: str | None) -> Confirmation | None:
    """The run may go ahead on this raw device: None for a read, the Confirmation of a write
    whose token names it. Raises SafetyRefused for a disk in use (whatever the token) or a
    token naming another device, ConfirmationNeeded when no token was given."""
    if not writes:
        return None
    reason = refusal_reason(disk)
    if reason:
        raise SafetyRefused(Msg("refusing to write to %1: %2", disk.path, reason))
    expected = confirmation_token(disk)
    if token is None:
        raise ConfirmationNeeded(disk)
    if token != expected:
        raise SafetyRefused(Msg("confirmation %1 does not name %2", repr(token), disk.path),
                            Msg("the token for this device is %1", expected))
    real = os.path.realpath(disk.path)
    return Confirmation(real, device_identity(real))
