"""Linux discovery from sysfs and procfs alone (no lsblk needed); roots are parameters so
tests can point them at a fake tree."""
from __future__ import annotations

import os
import stat
import struct
from dataclasses import dataclass
from pathlib import Path

from app.core.targets.model import Disk, Inventory, Mount, Partition
from app.core.targets.safety import with_aliases  # policy: which devices share storage

NETWORK_FS = {"nfs", "nfs4", "cifs", "smb3", "smbfs", "sshfs", "fuse.sshfs", "9p", "ceph", "glusterfs",
              "fuse.glusterfs", "afs", "lustre"}
COW_FS = {"btrfs", "zfs", "bcachefs"}
SYSTEM_MOUNTS = ("/", "/boot", "/boot/efi", "/usr")


@dataclass(frozen=True)
class Roots:
    sys: str = "/sys"
    mountinfo: str = "/proc/self/mountinfo"
    swaps: str = "/proc/swaps"
    dev: str = "/dev"


@dataclass(frozen=True)
class MountEntry:
    majmin: str
    mountpoint: str
    fstype: str
    source: str
    read_only: bool


def _read(p: Path, default: str = "") -> str:
    try:
        return p.read_text().strip()
    except OSError:
        return default


def _int(p: Path, default: int = 0) -> int:
    try:
        return int(_read(p))
    except ValueError:
        return default


def _unescape(s: str) -> str:
    return s.replace("\\040", " ").replace("\\011", "\t").replace("\\012", "\n").replace("\\134", "\\")


def read_mountinfo(path: str) -> list[MountEntry]:
    out = []
    for line in _read(Path(path)).splitlines():
        left, sep, right = line.partition(" - ")
        f, r = left.split(), right.split()
        if not sep or len(f) < 6 or len(r) < 2:
            continue
        opts = set(f[5].split(",")) | set(r[2].split(",") if len(r) > 2 else [])
        out.append(MountEntry(f[2], _unescape(f[4]), r[0], _unescape(r[1]), "ro" in opts))
    return out


def read_swaps(path: str) -> list[str]:
    lines = _read(Path(path)).splitlines()[1:]
    return [_unescape(ln.split()[0]) for ln in lines if ln.split()]


def _name_of_majmin(roots: Roots, majmin: str) -> str | None:
    link = Path(roots.sys) / "dev" / "block" / majmin
    try:
        return os.path.basename(os.readlink(link))
    except OSError:
        return None


def _scheduler(text: str) -> str | None:
    for word in text.split():
        if word.startswith("[") and word.endswith("]"):
            return word[1:-1]
    return text or None


def _transport(name: str, devpath: str) -> str:
    for prefix, kind in (("nvme", "nvme"), ("loop", "loop"), ("vd", "virtio"), ("zram", "zram"),
                         ("md", "md"), ("dm-", "dm"), ("mmcblk", "mmc"), ("xvd", "xen"), ("sr", "optical")):
        if name.startswith(prefix):
            return kind
    if "/usb" in devpath:
        return "usb"
    if "/ata" in devpath:
        return "sata"
    return "scsi"


def _serial(dev: Path) -> str | None:
    s = _read(dev / "serial")
    if s:
        return s
    try:  # SCSI/SATA: VPD page 0x80 holds the unit serial number after a 4-byte header
        raw = (dev / "vpd_pg80").read_bytes()
        s = raw[4:].decode("ascii", "replace").strip()
        return s or None
    except OSError:
        return None


def discover_linux(roots: Roots = Roots()) -> Inventory:
    sysblock = Path(roots.sys) / "block"
    mounts = read_mountinfo(roots.mountinfo)
    mounts_by_name: dict[str, list[MountEntry]] = {}
    for m in mounts:
        name = _name_of_majmin(roots, m.majmin)
        if name:
            mounts_by_name.setdefault(name, []).append(m)
    swap_names = set()
    swap_files = []
    for s in read_swaps(roots.swaps):
        if s.startswith("/dev/"):
            swap_names.add(os.path.basename(os.path.realpath(s)) if os.path.exists(s) else os.path.basename(s))
        else:
            swap_files.append(s)

    def slaves(name: str) -> set[str]:
        """A device and everything under it (dm/md slaves, recursively)."""
        out, todo = set(), [name]
        while todo:
            n = todo.pop()
            if n in out:
                continue
            out.add(n)
            d = sysblock / n / "slaves"
            if not d.is_dir():
                d = part / "slaves" if (part := _partition_dir(sysblock, n)) else d
            if d.is_dir():
                todo += [p.name for p in d.iterdir()]
        return out

    system_names: set[str] = set()
    for name, ms in mounts_by_name.items():
        if any(m.mountpoint in SYSTEM_MOUNTS for m in ms):
            system_names |= slaves(name)
    for name in swap_names:
        system_names |= slaves(name)
    for f in swap_files:  # a swap file makes its filesystem's device a system device
        best = max((m for m in mounts if f.startswith(m.mountpoint.rstrip("/") + "/")),
                   key=lambda m: len(m.mountpoint), default=None)
        name = _name_of_majmin(roots, best.majmin) if best else None
        if name:
            system_names |= slaves(name)

    disks = []
    entries = sorted(sysblock.iterdir(), key=lambda p: p.name) if sysblock.is_dir() else []
    for d in entries:
        name = d.name
        size = _int(d / "size") * 512
        if size == 0 or name.startswith(("ram", "sr")):
            continue  # unattached loop devices, RAM disks and empty optical drives
        devpath = os.path.realpath(d)
        parts = []
        for p in sorted(d.iterdir(), key=lambda p: p.name):
            if (p / "partition").exists():
                pm = mounts_by_name.get(p.name, [])
                parts.append(Partition(
                    path=f"{roots.dev}/{p.name}", name=p.name, size_bytes=_int(p / "size") * 512,
                    fstype=pm[0].fstype if pm else None,
                    mountpoints=tuple(m.mountpoint for m in pm), swap=p.name in swap_names,
                    holders=tuple(sorted(h.name for h in (p / "holders").iterdir())) if (p / "holders").is_dir()
                    else (), devnum=_read(p / "dev") or None))
        dev = d / "device"
        queue = d / "queue"
        rot = _read(queue / "rotational")
        devnum = _read(d / "dev") or None
        backing = _read(d / "loop" / "backing_file") or None
        backing_id, backing_devnum = _loop_backing(roots, name, devnum, backing) if backing else (None, None)
        disks.append(Disk(
            path=f"{roots.dev}/{name}", name=name,
            model=_read(dev / "model") or _read(dev / "name") or ("loop on " + _read(d / "loop" / "backing_file")
                                                                   if name.startswith("loop") else ""),
            serial=_serial(dev), firmware=_read(dev / "firmware_rev") or _read(dev / "rev") or None,
            size_bytes=size, logical_sector=_int(queue / "logical_block_size", 512),
            physical_sector=_int(queue / "physical_block_size", 512),
            rotational=None if rot == "" else rot == "1", transport=_transport(name, devpath),
            removable=_read(d / "removable") == "1", read_only=_read(d / "ro") == "1",
            partitions=tuple(parts),
            holders=tuple(sorted(h.name for h in (d / "holders").iterdir())) if (d / "holders").is_dir() else (),
            mountpoints=tuple(m.mountpoint for m in mounts_by_name.get(name, [])),
            swap=name in swap_names,
            system=name in system_names or any(p.name in system_names for p in parts),
            scheduler=_scheduler(_read(queue / "scheduler")),
            read_ahead_kb=_int(queue / "read_ahead_kb", -1) if (queue / "read_ahead_kb").exists() else None,
            devnum=devnum, backing_file=backing, backing_id=backing_id, backing_devnum=backing_devnum))
    disks = with_aliases(disks)
    return Inventory(tuple(disks), tuple(_mounts(mounts, roots, disks)))


LOOP_GET_STATUS64 = 0x4C05
_LOOP_INFO64_SIZE = 232  # struct loop_info64 (linux/loop.h): lo_device, lo_inode, lo_rdevice come first


def _majmin(rdev: int) -> str:
    return f"{os.major(rdev)}:{os.minor(rdev)}"


def _loop_backing(roots: Roots, name: str, devnum: str | None,
                  backing: str) -> tuple[tuple[int, int] | None, str | None]:
    """What a loop device sits on: ((st_dev, st_ino) of its backing file, None), or (None,
    "maj:min") when that is a block device; (None, None) when it cannot be told.

    The kernel's own answer (LOOP_GET_STATUS64: the backing file's device and inode, also
    for a deleted file) needs the loop device open, which root can; otherwise the path sysfs
    shows is looked at, which names nothing once the file is deleted ("... (deleted)")."""
    node = os.path.join(roots.dev, name)
    if devnum:
        try:
            st = os.lstat(node)
            if stat.S_ISBLK(st.st_mode) and _majmin(st.st_rdev) == devnum:  # this device's own node
                fd = os.open(node, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
                try:
                    if _majmin(os.fstat(fd).st_rdev) == devnum:
                        import fcntl
                        info = fcntl.ioctl(fd, LOOP_GET_STATUS64, bytes(_LOOP_INFO64_SIZE))
                        lo_device, lo_inode, lo_rdevice = struct.unpack_from("=QQQ", info)
                        if lo_rdevice:
                            return None, _majmin(lo_rdevice)
                        return (lo_device, lo_inode), None
                finally:
                    os.close(fd)
        except OSError:
            pass  # not root, or not a loop device after all: the path is all there is
    if backing.endswith(" (deleted)"):
        return None, None  # a file of that name now, if any, is another file
    try:
        st = os.stat(backing)
    except OSError:
        return None, None
    if stat.S_ISBLK(st.st_mode):
        return None, _majmin(st.st_rdev)
    return (st.st_dev, st.st_ino), None


def _partition_dir(sysblock: Path, name: str) -> Path | None:
    for d in sysblock.iterdir() if sysblock.is_dir() else []:
        if (d / name / "partition").exists():
            return d / name
    return None


def _mounts(entries: list[MountEntry], roots: Roots, disks: list[Disk]) -> list[Mount]:
    by_part = {p.name: d.path for d in disks for p in d.partitions}
    by_disk = {d.name: d.path for d in disks}
    out, seen = [], set()
    for m in entries:
        testable = m.source.startswith("/dev/") or m.fstype in NETWORK_FS or m.fstype == "tmpfs"
        if not testable or m.mountpoint in seen:
            continue
        if m.fstype == "tmpfs" and not (m.mountpoint in ("/tmp", "/dev/shm") or
                                        m.mountpoint.startswith(("/mnt", "/media", "/home"))):
            continue  # /run, /sys/fs/cgroup and friends are nobody's test target
        seen.add(m.mountpoint)
        try:
            st = os.statvfs(m.mountpoint)
            total, free = st.f_blocks * st.f_frsize, st.f_bavail * st.f_frsize
        except OSError:
            total = free = 0
        name = _name_of_majmin(roots, m.majmin)
        out.append(Mount(path=m.mountpoint, device=m.source, fstype=m.fstype, total_bytes=total,
                         free_bytes=free, read_only=m.read_only, network=m.fstype in NETWORK_FS,
                         tmpfs=m.fstype in ("tmpfs", "ramfs"), cow=m.fstype in COW_FS,
                         disk=by_disk.get(name) or by_part.get(name) if name else None))
    return out
