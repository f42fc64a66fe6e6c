"""What discovery finds: disks with their partitions, and mounted filesystems."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Partition:
    path: str  # /dev/sda1, or \\.\PhysicalDrive0 partition 1 on Windows ("Disk 0 Partition 1")
    name: str
    size_bytes: int
    fstype: str | None
    mountpoints: tuple[str, ...] = ()  # mount points, or drive letters ("C:") on Windows
    swap: bool = False
    holders: tuple[str, ...] = ()  # dm-0 (LVM/dm-crypt), md0, ...
    devnum: str | None = None  # "8:1" (Linux): how a device is matched, whatever its path


@dataclass(frozen=True)
class Disk:
    path: str  # /dev/sda, /dev/nvme0n1, /dev/loop3, \\.\PhysicalDrive1
    name: str  # sda, nvme0n1, PhysicalDrive1
    model: str
    serial: str | None
    firmware: str | None
    size_bytes: int
    logical_sector: int
    physical_sector: int
    rotational: bool | None
    transport: str  # nvme, sata, sas, usb, virtio, loop, scsi, ...
    removable: bool
    read_only: bool
    partitions: tuple[Partition, ...] = ()
    holders: tuple[str, ...] = ()
    mountpoints: tuple[str, ...] = ()  # of the whole device (not its partitions)
    swap: bool = False
    system: bool = False  # holds /, /boot, /usr or active swap (Windows: system/boot disk)
    scheduler: str | None = None
    read_ahead_kb: int | None = None
    # Linux: the device number ("7:3"), which identifies the device whatever path names it.
    devnum: str | None = None
    # Loop devices: what they sit on. The same storage can be reached through several
    # devices (two loop devices on one file, a loop device on a disk): the safety policy
    # treats them as one (safety.with_aliases).
    backing_file: str | None = None  # as sysfs shows it; "... (deleted)" for an unlinked file
    backing_id: tuple[int, int] | None = None  # (st_dev, st_ino) of a backing regular file
    backing_devnum: str | None = None  # "8:16" when the loop sits on a block device
    # Why another device that shares this one's storage makes it unsafe to write (set by
    # safety.with_aliases at discovery), e.g. "it shares its backing file with /dev/loop3,
    # which is mounted at /mnt/x".
    alias_reason: str | None = None

    @property
    def media(self) -> str:
        """NVMe, SSD, HDD, USB or loop: what a user calls it."""
        if self.transport == "loop":
            return "loop"
        if self.transport == "usb":
            return "USB"
        if self.transport == "nvme":
            return "NVMe"
        if self.rotational is None:
            return "disk"
        return "HDD" if self.rotational else "SSD"

    @property
    def all_mountpoints(self) -> tuple[str, ...]:
        return self.mountpoints + tuple(m for p in self.partitions for m in p.mountpoints)


@dataclass(frozen=True)
class Mount:
    path: str  # mount point or drive root ("C:\\")
    device: str  # /dev/sda1, tmpfs, server:/export, ...
    fstype: str
    total_bytes: int
    free_bytes: int
    read_only: bool
    network: bool  # nfs, cifs, sshfs, ...: results measure the network too
    tmpfs: bool  # RAM: O_DIRECT unsupported or meaningless
    cow: bool  # btrfs, zfs, bcachefs: copy-on-write/compression distort results
    disk: str | None = None  # the whole disk behind it, e.g. /dev/sda, when known


@dataclass(frozen=True)
class Inventory:
    disks: tuple[Disk, ...]
    mounts: tuple[Mount, ...]
