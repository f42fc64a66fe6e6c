"""Linux: the disk behind a target and what sysfs says about it (read-only reads only).

Every reader takes `sys_root` so tests can point it at a fake tree laid out as the kernel
lays out /sys:

- /sys/dev/block/MAJ:MIN links to a block device's directory; a partition's directory
  (it holds a `partition` file and `start`, in 512-byte sectors) sits inside its disk's;
  dm and md devices list what they sit on in `slaves/`.
- An NVMe namespace's `device` link is its controller (/sys/class/nvme/nvmeX), or with
  native multipath its subsystem (nvme-subsysN, holding the controllers); the
  controller's `device` link is its PCI function, which has current_link_speed,
  max_link_speed, current_link_width and max_link_width; the PCI port above it (its
  parent directory) has the same files for the slot's side of the link.
- Temperatures: hwmon directories with temp1_input (millidegrees Celsius), temp1_max and
  temp1_crit: for NVMe under the controller (nvmeX/hwmonN on current kernels, the PCI
  function's hwmon/hwmonN on older ones), for SATA under the SCSI device
  (block/sdX/device/hwmon/hwmonN) when the drivetemp module is loaded.
"""
from __future__ import annotations

import os
import re
import stat
from dataclasses import dataclass
from pathlib import Path
from app.core.cache.probe import existing_ancestor
from app.core.targets.linux import _transport

SECTOR = 512  # sysfs `start`, `size` and `stat` count 512-byte sectors whatever the device's
MIB = 1 << 20

# PCIe generation by transfer rate (GT/s), for "Gen3" in messages.
PCIE_GEN = {2.5: 1, 5.0: 2, 8.0: 3, 16.0: 4, 32.0: 5, 64.0: 6}


def read_text(p: Path) -> str | None:
    try:
        return p.read_text(errors="replace").strip()
    except OSError:
        return None


def read_int(p: Path) -> int | None:
    text = read_text(p)
    try:
        return int(text) if text is not None else None
    except ValueError:
        return None


@dataclass(frozen=True)
class BlockPath:
    """Where a target's I/O goes: the device it is on, down to a physical disk."""

    top: str  # the device the target is on: dm-0, md0, nvme0n1p2, loop3, sda
    disk: str  # the physical disk at the bottom: nvme0n1, sda
    disk_dir: Path  # its sysfs directory (real path)
    partition: str | None = None  # the disk's partition on the way, if any
    partition_dir: Path | None = None
    chain: tuple[str, ...] = ()  # top ... disk, e.g. (dm-0, nvme0n1p3, nvme0n1)
    other_disks: tuple[str, ...] = ()  # further disks under a dm/md device (RAID, spanned LVM)

    @property
    def stacked(self) -> bool:
        return self.top not in (self.disk, self.partition)


def devnum_of(path: str) -> tuple[int, int] | None:
    """(major, minor) of the device a path is on (a block device node: itself)."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    dev = st.st_rdev if stat.S_ISBLK(st.st_mode) else st.st_dev
    return os.major(dev), os.minor(dev)


def block_dir(devnum: tuple[int, int], sys_root: str = "/sys") -> Path | None:
    link = Path(sys_root) / "dev" / "block" / f"{devnum[0]}:{devnum[1]}"
    try:
        real = link.resolve(strict=True)
    except OSError:
        return None
    return real if (real / "dev").exists() or (real / "partition").exists() or (real / "queue").exists() \
        else None


def named_block_dir(name: str, sys_root: str = "/sys") -> Path | None:
    """The sysfs directory of a device by kernel name (nvme0n1, sda1, dm-0)."""
    for base in (Path(sys_root) / "class" / "block" / name, Path(sys_root) / "block" / name):
        try:
            return base.resolve(strict=True)
        except OSError:
            continue
    return None


def resolve(d: Path) -> BlockPath:
    """From a device's directory down through partitions and dm/md slaves to a disk."""
    chain = [d.name]
    partition = partition_dir = None
    others: list[str] = []
    seen = {d}
    while True:
        if (d / "partition").exists():
            partition, partition_dir = d.name, d
            d = d.parent
            chain.append(d.name)
            break
        slaves = sorted((d / "slaves").iterdir(), key=lambda p: p.name) if (d / "slaves").is_dir() else []
        if not slaves:
            break
        try:
            nxt = slaves[0].resolve(strict=True)
        except OSError:
            break
        for other in slaves[1:]:
            others.append(other.name)
        if nxt in seen:
            break
        seen.add(nxt)
        d = nxt
        chain.append(d.name)
    return BlockPath(top=chain[0], disk=d.name, disk_dir=d, partition=partition, partition_dir=partition_dir,
                     chain=tuple(chain), other_disks=tuple(others))


def block_path_for(path: str, sys_root: str = "/sys") -> BlockPath | None:
    """The devices behind a directory or a device node; None for tmpfs, network and such."""
    num = devnum_of(existing_ancestor(path))
    if num is None:
        return None
    d = block_dir(num, sys_root)
    return resolve(d) if d is not None else None


def transport(bp: BlockPath) -> str:
    return _transport(bp.disk, str(bp.disk_dir))


# -- queue settings ---------------------------------------------------------------------

@dataclass(frozen=True)
class QueueInfo:
    write_cache: str | None  # "write back" / "write through"
    discard_max_bytes: int | None
    scheduler: str | None  # the active one
    schedulers: tuple[str, ...]  # all offered
    read_ahead_kb: int | None
    logical_block: int | None
    physical_block: int | None
    rotational: bool | None


def queue_info(disk_dir: Path) -> QueueInfo:
    q = disk_dir / "queue"
    sched_text = read_text(q / "scheduler") or ""
    active = next((w[1:-1] for w in sched_text.split() if w.startswith("[") and w.endswith("]")), None)
    if active is None and sched_text and len(sched_text.split()) == 1:
        active = sched_text  # a queue with a single choice prints it bare ("none")
    rot = read_int(q / "rotational")
    return QueueInfo(read_text(q / "write_cache"), read_int(q / "discard_max_bytes"), active,
                     tuple(w.strip("[]") for w in sched_text.split()), read_int(q / "read_ahead_kb"),
                     read_int(q / "logical_block_size"), read_int(q / "physical_block_size"),
                     None if rot is None else bool(rot))


@dataclass(frozen=True)
class Alignment:
    partition: str
    start_sector: int  # 512-byte sectors, as sysfs counts
    physical_block: int
    alignment_offset: int | None  # the partition's own, from sysfs (0 = aligned)

    @property
    def start_bytes(self) -> int:
        return self.start_sector * SECTOR

    @property
    def physical_aligned(self) -> bool:
        return self.start_bytes % max(self.physical_block, SECTOR) == 0

    @property
    def mib_aligned(self) -> bool:
        return self.start_bytes % MIB == 0


def alignment(bp: BlockPath, physical_block: int | None) -> Alignment | None:
    if bp.partition_dir is None:
        return None
    start = read_int(bp.partition_dir / "start")
    if start is None:
        return None
    return Alignment(bp.partition or "", start, physical_block or SECTOR,
                     read_int(bp.partition_dir / "alignment_offset"))


# -- PCIe link of an NVMe drive -----------------------------------------------------------

@dataclass(frozen=True)
class PcieLink:
    controller: str  # nvme0
    pci_address: str  # 0000:03:00.0
    current_speed: str | None  # as sysfs prints it: "8.0 GT/s PCIe"
    max_speed: str | None
    current_width: int | None
    max_width: int | None
    port_max_speed: str | None = None  # the slot's side (the PCI port above), when readable
    port_max_width: int | None = None

    @property
    def current_gts(self) -> float | None:
        return gts(self.current_speed)

    @property
    def max_gts(self) -> float | None:
        return gts(self.max_speed)

    @property
    def degraded(self) -> bool | None:
        """Trained below what the drive supports (speed or width); None when unreadable."""
        cur, top = self.current_gts, self.max_gts
        if cur is None or top is None or self.current_width is None or self.max_width is None:
            return None
        return cur < top or self.current_width < self.max_width

    @property
    def slot_limited(self) -> bool:
        """The port above cannot do what the drive can: the slot, not training, limits it."""
        port = gts(self.port_max_speed)
        speed_limited = port is not None and self.max_gts is not None and port < self.max_gts
        width_limited = self.port_max_width is not None and self.max_width is not None and \
            self.port_max_width < self.max_width
        return speed_limited or width_limited


def gts(text: str | None) -> float | None:
    """'8.0 GT/s PCIe' / '8 GT/s' / '2.5 GT/s' -> 8.0; None for 'Unknown' and junk."""
    m = re.match(r"\s*(\d+(?:\.\d+)?)\s*GT/s", text or "")
    return float(m.group(1)) if m else None


def link_text(speed: float | None, width: int | None) -> str:
    s = "?" if speed is None else f"{speed:g} GT/s"
    gen = PCIE_GEN.get(speed or 0.0)
    return f"{s}{f' (Gen{gen})' if gen else ''} x{width if width is not None else '?'}"


def nvme_controller(bp: BlockPath, sys_root: str = "/sys") -> Path | None:
    """The NVMe controller directory of a namespace (nvme0n1 -> .../nvme/nvme0)."""
    if not bp.disk.startswith("nvme"):
        return None
    try:
        dev = (bp.disk_dir / "device").resolve(strict=True)
    except OSError:
        dev = None
    if dev is not None and re.fullmatch(r"nvme\d+", dev.name):
        return dev
    if dev is not None and dev.name.startswith("nvme-subsys"):
        ctrls = sorted(p for p in dev.iterdir() if re.fullmatch(r"nvme\d+", p.name))
        if ctrls:
            try:
                return ctrls[0].resolve(strict=True)
            except OSError:
                pass
    m = re.fullmatch(r"nvme(\d+)(?:c\d+)?n\d+", bp.disk)
    if m:
        try:
            return (Path(sys_root) / "class" / "nvme" / f"nvme{m.group(1)}").resolve(strict=True)
        except OSError:
            return None
    return None


def pcie_link(bp: BlockPath, sys_root: str = "/sys") -> PcieLink | None:
    ctrl = nvme_controller(bp, sys_root)
    if ctrl is None:
        return None
    try:
        pci = (ctrl / "device").resolve(strict=True)
    except OSError:
        return None
    if read_text(pci / "current_link_speed") is None and read_text(pci / "max_link_speed") is None:
        return None
    port = pci.parent
    return PcieLink(ctrl.name, pci.name, read_text(pci / "current_link_speed"), read_text(pci / "max_link_speed"),
                    read_int(pci / "current_link_width"), read_int(pci / "max_link_width"),
                    read_text(port / "max_link_speed"), read_int(port / "max_link_width"))


# -- temperature sensors (hwmon) ------------------------------------------------------------

@dataclass(frozen=True)
class Hwmon:
    path: Path  # the hwmonN directory
    name: str  # its driver: nvme, drivetemp
    max_c: float | None  # temp1_max: the warning threshold
    crit_c: float | None  # temp1_crit

    def read_c(self) -> float | None:
        v = read_int(self.path / "temp1_input")
        return None if v is None else v / 1000.0


def _milli(p: Path) -> float | None:
    v = read_int(p)
    # NVMe reports unset thresholds as the lowest value (-273150) or the highest (65261850);
    # neither is a limit.
    if v is None or v <= -273000 or v >= 200000:
        return None
    return v / 1000.0


def find_hwmon(bp: BlockPath, sys_root: str = "/sys") -> Hwmon | None:
    """The drive's own temperature sensor: NVMe's hwmon, or drivetemp's for SATA/SAS."""
    places: list[Path] = []
    ctrl = nvme_controller(bp, sys_root)
    if ctrl is not None:
        places += [ctrl, ctrl / "hwmon", ctrl / "device" / "hwmon"]
    places += [bp.disk_dir / "device", bp.disk_dir / "device" / "hwmon"]
    for place in places:
        try:
            dirs = sorted(p for p in place.iterdir() if re.fullmatch(r"hwmon\d+", p.name))
        except OSError:
            continue
        for d in dirs:
            if (d / "temp1_input").exists():
                return Hwmon(d, read_text(d / "name") or "hwmon", _milli(d / "temp1_max"), _milli(d / "temp1_crit"))
    return None


# -- I/O counters -----------------------------------------------------------------------------

@dataclass(frozen=True)
class BlockStat:
    """/sys/block/X/stat: cumulative since boot (sectors of 512 bytes, times in ms)."""

    reads: int
    read_sectors: int
    writes: int
    write_sectors: int
    in_flight: int
    io_ticks_ms: int  # time the device had I/O in flight

    @property
    def bytes(self) -> int:
        return (self.read_sectors + self.write_sectors) * SECTOR


def block_stat(dev_dir: Path) -> BlockStat | None:
    text = read_text(dev_dir / "stat")
    if not text:
        return None
    f = text.split()
    try:
        return BlockStat(int(f[0]), int(f[2]), int(f[4]), int(f[6]), int(f[8]), int(f[9]))
    except (IndexError, ValueError):
        return None
