"""A fake /sys laid out as the kernel lays it out (block devices, their PCI parents, hwmon
sensors) and smartctl's recorded JSON: shared by the insight tests."""
from __future__ import annotations

import os
from pathlib import Path

from tests.conftest import DATA

SMART = DATA / "insight" / "smartctl"


class FakeSys:
    """A /sys tree in a temp directory: directories, attribute files and links, as the
    kernel lays them out (absolute links into the tree: resolve() follows them alike)."""

    PCI = "devices/pci0000:00"

    def __init__(self, root: Path) -> None:
        self.root = root
        root.mkdir(parents=True, exist_ok=True)

    def d(self, rel: str) -> Path:
        p = self.root / rel
        p.mkdir(parents=True, exist_ok=True)
        return p

    def attrs(self, rel: str, **values) -> Path:
        p = self.d(rel)
        for k, v in values.items():
            (p / k).write_text(f"{v}\n")
        return p

    def link(self, rel: str, to: Path) -> None:
        p = self.root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        if p.is_symlink():
            p.unlink()
        os.symlink(to, p)

    def queue(self, disk: Path, *, write_cache="write back", discard=2199023255040, scheduler="[none] mq-deadline",
              read_ahead=128, logical=512, physical=512, rotational=0) -> None:
        self.attrs(str((disk / "queue").relative_to(self.root)), write_cache=write_cache,
                   discard_max_bytes=discard, scheduler=scheduler, read_ahead_kb=read_ahead,
                   logical_block_size=logical, physical_block_size=physical, rotational=rotational)

    def block(self, disk: Path, name: str, devnum: str, size_sectors: int = 1953525168,
              stat: str = "0 0 0 0 0 0 0 0 0 0 0") -> None:
        self.attrs(str(disk.relative_to(self.root)), dev=devnum, size=size_sectors, stat=stat)
        self.link(f"block/{name}", disk)
        self.link(f"class/block/{name}", disk)
        self.link(f"dev/block/{devnum}", disk)

    def partition(self, disk: Path, name: str, devnum: str, start: int, alignment_offset: int = 0) -> Path:
        p = self.attrs(str((disk / name).relative_to(self.root)), partition=name[-1], start=start,
                       size=100000000, dev=devnum, alignment_offset=alignment_offset,
                       stat="0 0 0 0 0 0 0 0 0 0 0")
        self.link(f"class/block/{name}", p)
        self.link(f"dev/block/{devnum}", p)
        return p

    def nvme(self, *, ctrl="nvme0", ns="nvme0n1", pci="0000:03:00.0", port="0000:00:1d.0",
             cur=("8.0 GT/s PCIe", 2), top=("16.0 GT/s PCIe", 4), port_top=("16.0 GT/s PCIe", 4),
             hwmon: dict | None = None, hwmon_under="ctrl", multipath=False, **queue) -> Path:
        portdir = self.attrs(f"{self.PCI}/{port}", max_link_speed=port_top[0], max_link_width=port_top[1],
                             current_link_speed=cur[0], current_link_width=cur[1])
        pcidir = self.attrs(str((portdir / pci).relative_to(self.root)), current_link_speed=cur[0],
                            current_link_width=cur[1], max_link_speed=top[0], max_link_width=top[1])
        ctrldir = self.attrs(str((pcidir / "nvme" / ctrl).relative_to(self.root)), model="Example NVMe SSD 1TB")
        self.link(str((ctrldir / "device").relative_to(self.root)), pcidir)
        self.link(f"class/nvme/{ctrl}", ctrldir)
        if multipath:
            sub = self.d("devices/virtual/nvme-subsystem/nvme-subsys0")
            self.link(str((sub / ctrl).relative_to(self.root)), ctrldir)
            disk = self.d(str((sub / ns).relative_to(self.root)))
            self.link(str((disk / "device").relative_to(self.root)), sub)
        else:
            disk = self.d(str((ctrldir / ns).relative_to(self.root)))
            self.link(str((disk / "device").relative_to(self.root)), ctrldir)
        self.block(disk, ns, "259:0")
        self.queue(disk, **queue)
        if hwmon is not None:
            base = ctrldir if hwmon_under == "ctrl" else pcidir / "hwmon"
            self.attrs(str((base / "hwmon2").relative_to(self.root)), name="nvme", **hwmon)
        return disk

    def sata(self, name="sda", hwmon: dict | None = None, **queue) -> Path:
        scsi = self.attrs(f"{self.PCI}/0000:00:17.0/ata1/host0/target0:0:0/0:0:0:0", model="Example SATA SSD")
        disk = self.d(str((scsi / "block" / name).relative_to(self.root)))
        self.link(str((disk / "device").relative_to(self.root)), scsi)
        self.block(disk, name, "8:0")
        self.queue(disk, **queue)
        if hwmon is not None:
            self.attrs(str((scsi / "hwmon" / "hwmon3").relative_to(self.root)), name="drivetemp", **hwmon)
        return disk

    def dm(self, name: str, devnum: str, slaves: list[Path]) -> Path:
        disk = self.d(f"devices/virtual/block/{name}")
        self.block(disk, name, devnum)
        self.queue(disk, scheduler="none", read_ahead=4096)
        for s in slaves:
            self.link(str((disk / "slaves" / s.name).relative_to(self.root)), s)
        return disk

    def cpus(self, governors: list[str | None], driver="intel_pstate") -> None:
        for i, g in enumerate(governors):
            base = f"devices/system/cpu/cpu{i}"
            self.d(base)
            if g is not None:
                self.attrs(f"{base}/cpufreq", scaling_governor=g, scaling_driver=driver)


def here(sysroot: FakeSys, tmp_path: Path, to: Path) -> None:
    """Make tmp_path (a real directory) appear to be on the fake device `to`."""
    st = os.stat(tmp_path)
    sysroot.link(f"dev/block/{os.major(st.st_dev)}:{os.minor(st.st_dev)}", to)
