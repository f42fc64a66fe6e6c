"""Discovery on a fake sysfs tree and on this machine's loop devices; the safety policy on
real loop devices: a destructive run only with the token, never on a mounted device, and
a refused run leaves the device's bytes untouched."""
import hashlib
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.core.targets import discover
from app.core.targets.linux import Roots, discover_linux
from app.core.targets.safety import SafetyRefused, confirmation_token, find_disk, refusal_reason
from tests.conftest import ROOT, have_root_tools, mounted_readonly, run_cli


def write(p: Path, text: str) -> None:
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text)


@pytest.fixture
def fake_tree(tmp_path):
    """sda (SATA SSD: sda1 /boot, sda2 -> dm-0 LVM holding /), sdb (USB HDD, unused),
    nvme0n1 (NVMe with a swap partition), loop0 attached."""
    sys_ = tmp_path / "sys"
    devices = sys_ / "devices"
    def disk(name, size, path, rot, model="", serial=None, rev=None, parts=(), holders=()):
        d = devices / path / "block" / name
        write(d / "size", str(size // 512))
        write(d / "queue" / "rotational", "1" if rot else "0")
        write(d / "queue" / "logical_block_size", "512")
        write(d / "queue" / "physical_block_size", "4096")
        write(d / "queue" / "scheduler", "none [mq-deadline] kyber")
        write(d / "queue" / "read_ahead_kb", "128")
        write(d / "removable", "0")
        write(d / "ro", "0")
        (d / "holders").mkdir(parents=True, exist_ok=True)
        for h in holders:
            (d / "holders" / h).mkdir()
        if model:
            write(d / "device" / "model", model)
        if serial:
            write(d / "device" / "serial", serial)
        if rev:
            write(d / "device" / "rev", rev)
        (sys_ / "block").mkdir(parents=True, exist_ok=True)
        os.symlink(d, sys_ / "block" / name)
        for pname, psize, pholders in parts:
            pd = d / pname
            write(pd / "partition", "1")
            write(pd / "size", str(psize // 512))
            (pd / "holders").mkdir(parents=True, exist_ok=True)
            for h in pholders:
                (pd / "holders" / h).mkdir()
        return d
    disk("sda", 500 << 30, "pci0000:00/0000:00:1f.2/ata1/host0/target0:0:0/0:0:0:0", False, "Samsung SSD 870",
         "S6PXNS0T123", "SVT02", parts=(("sda1", 1 << 30, ()), ("sda2", 499 << 30, ("dm-0",))))
    disk("sdb", 2000 << 30, "pci0000:00/0000:00:14.0/usb2/2-1/2-1:1.0/host6/target6:0:0/6:0:0:0", True,
         "Portable HDD", "NA8XYZ")
    disk("nvme0n1", 1000 << 30, "pci0000:00/0000:00:1d.0/0000:3d:00.0/nvme/nvme0", False, "WD Blue SN570",
         "22123S800123", parts=(("nvme0n1p1", 16 << 30, ()),))
    dm = disk("dm-0", 499 << 30, "virtual", False)
    (dm / "slaves").mkdir()
    (dm / "slaves" / "sda2").mkdir()
    disk("loop0", 64 << 20, "virtual", False)
    write(sys_ / "block" / "loop0" / "loop" / "backing_file", "/tmp/img")
    blk = sys_ / "dev" / "block"
    blk.mkdir(parents=True)
    for majmin, name in (("8:1", "sda1"), ("254:0", "dm-0"), ("259:1", "nvme0n1p1"), ("7:0", "loop0")):
        os.symlink(f"../../devices/x/{name}", blk / majmin)
    mountinfo = tmp_path / "mountinfo"
    write(mountinfo, "\n".join([
        "22 1 254:0 / / rw,relatime shared:1 - ext4 /dev/mapper/vg-root rw",
        "23 22 8:1 / /boot rw,relatime shared:2 - ext4 /dev/sda1 rw",
        "24 22 0:25 / /dev/shm rw,nosuid - tmpfs tmpfs rw",
        "25 22 0:30 / /mnt/nas rw - nfs4 server:/export rw",
        "26 22 0:31 / /sys/fs/cgroup rw - cgroup2 cgroup2 rw",
    ]) + "\n")
    swaps = tmp_path / "swaps"
    write(swaps, "Filename Type Size Used Priority\n/dev/nvme0n1p1 partition 16777212 0 -2\n")
    return Roots(sys=str(sys_), mountinfo=str(mountinfo), swaps=str(swaps), dev="/dev")


def test_fake_tree_discovery(fake_tree):
    inv = discover_linux(fake_tree)
    disks = {d.name: d for d in inv.disks}
    sda, sdb, nvme, loop = disks["sda"], disks["sdb"], disks["nvme0n1"], disks["loop0"]
    assert (sda.model, sda.serial, sda.firmware, sda.transport, sda.media) == (
        "Samsung SSD 870", "S6PXNS0T123", "SVT02", "sata", "SSD")
    assert sda.system and [p.name for p in sda.partitions] == ["sda1", "sda2"]
    assert sda.partitions[0].mountpoints == ("/boot",) and sda.partitions[1].holders == ("dm-0",)
    assert sda.scheduler == "mq-deadline" and sda.read_ahead_kb == 128 and sda.physical_sector == 4096
    assert (sdb.transport, sdb.media, sdb.system, refusal_reason(sdb)) == ("usb", "USB", False, None)
    assert nvme.transport == "nvme" and nvme.partitions[0].swap and nvme.system
    assert loop.media == "loop" and loop.model == "loop on /tmp/img"
    assert "running system" in refusal_reason(sda)
    assert confirmation_token(sdb) == "/dev/sdb:NA8XYZ"
    with pytest.raises(SafetyRefused, match="is a partition of /dev/sda"):
        find_disk(inv, "/dev/sda2")
    mounts = {m.path: m for m in inv.mounts}
    assert set(mounts) == {"/", "/boot", "/dev/shm", "/mnt/nas"}
    assert mounts["/mnt/nas"].network and mounts["/dev/shm"].tmpfs and mounts["/boot"].disk == "/dev/sda"


@pytest.fixture
def checksum():
    def sha(dev):
        with open(dev, "rb") as f:
            return hashlib.sha256(f.read()).hexdigest()
    return sha


def test_discovery_lists_the_loop_device_made_here(loop_device):
    dev = loop_device(16 << 20)
    disk = find_disk(discover(), dev)
    assert disk.transport == "loop" and disk.size_bytes == 16 << 20 and refusal_reason(disk) is None
    out = run_cli("devices")
    assert out.returncode == 0 and dev in out.stdout and "SYSTEM" in out.stdout


def test_destructive_run_needs_the_token(loop_device, checksum, tmp_path):
    dev = loop_device(32 << 20)
    before = checksum(dev)
    for args in ([], ["--destroy-data", "/dev/sda"], ["--destroy-data", dev + "x"]):
        p = run_cli("run", "--pause", "0", "--target", dev, "--size", "8MiB", "--runtime", "0.5", *args)
        assert p.returncode == 2 and len(p.stderr.strip().splitlines()) == 1, p.stderr
        assert checksum(dev) == before
    assert f"--destroy-data {dev}" in run_cli("run", "--pause", "0", "--target", dev).stderr
    # Read-only on the raw device needs no token and changes nothing.
    p = run_cli("run", "--pause", "0", "--target", dev, "--preset", "quick-read", "--size", "8MiB", "--runtime", "0.5")
    assert p.returncode == 0, p.stderr
    assert f"note: reading {dev} directly (raw device, read-only: nothing is written)" in p.stderr
    assert checksum(dev) == before
    p = run_cli("run", "--pause", "0", "--target", dev, "--size", "8MiB", "--runtime", "0.5", "--destroy-data", dev)
    assert p.returncode == 0, p.stderr
    assert "RND4K Q1T1" in p.stdout
    assert checksum(dev) != before  # it really wrote the device


@pytest.mark.skipif(not have_root_tools("mkfs.ext4", "mount", "umount"), reason="needs mkfs and mount")
def test_mounted_device_is_refused_even_with_the_token(loop_device, checksum, tmp_path):
    dev = loop_device(32 << 20)
    with mounted_readonly(dev, tmp_path / "mnt"):
        before = checksum(dev)
        p = run_cli("run", "--pause", "0", "--target", dev, "--size", "8MiB", "--runtime", "1", "--destroy-data", dev)
        assert p.returncode == 2 and "mounted at" in p.stderr
        p = run_cli("steady", "--target", dev, "--cell", "1", "--span", "8MiB", "--destroy-data", dev)
        assert p.returncode == 2 and "mounted at" in p.stderr
        assert checksum(dev) == before


def test_bad_device_paths(tmp_path):
    p = run_cli("run", "--pause", "0", "--target", "/dev/fioscope-nonexistent")
    assert p.returncode == 2 and "does not exist" in p.stderr
    odd = tmp_path / "with space ünï"
    odd.mkdir()
    p = run_cli("run", "--pause", "0", "--target", str(odd), "--size", "8MiB", "--runtime", "1", "--engine", "psync",
                "--preset", "quick-read")
    assert p.returncode == 0, p.stderr
    assert os.listdir(odd) == []


@pytest.mark.skipif(not have_root_tools("sfdisk", "losetup"), reason="needs sfdisk and losetup")
def test_a_partition_path_is_refused_with_its_disk_named(tmp_path):
    img = tmp_path / "parts.img"
    with open(img, "wb") as f:
        f.truncate(32 << 20)
    subprocess.run(["sfdisk", "-q", str(img)], input="label: dos\n,8M\n,\n", text=True, check=True)
    dev = subprocess.run(["losetup", "-f", "--show", "-P", str(img)], capture_output=True, text=True,
                         check=True).stdout.strip()
    try:
        part = dev + "p1"
        for _ in range(50):  # the kernel adds partition nodes asynchronously
            if os.path.exists(part):
                break
            time.sleep(0.1)
        if not os.path.exists(part):
            pytest.skip("this kernel does not create partitions on loop devices")
        disk = find_disk(discover(), dev)
        assert [p.path for p in disk.partitions] == [dev + "p1", dev + "p2"]
        p = run_cli("run", "--pause", "0", "--target", part, "--destroy-data", part)
        assert p.returncode == 2 and f"is a partition of {dev}" in p.stderr
    finally:
        subprocess.run(["losetup", "-d", dev], check=False)


def test_a_device_that_fails_mid_run_ends_the_run_with_a_clear_error(loop_device, tmp_path):
    """The device stops answering while fio reads it (its loop backing file cut to 1 MiB, so
    every read past it fails as a pulled disk's would): one line, exit 1, no fio left."""
    dev = loop_device(64 << 20)
    backing = tmp_path / "loop0.img"
    assert backing.exists()
    proc = subprocess.Popen([sys.executable, "-m", "app", "run", "--pause", "0", "--target", dev, "--preset", "quick-read",
                             "--size", "32MiB", "--runtime", "6"],
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    head = []
    for line in proc.stderr:  # until fio reports the first test running (the test's timeout bounds it)
        head.append(line)
        if line.startswith("[1/"):
            break
    os.truncate(backing, 1 << 20)
    out, err = proc.communicate(timeout=60)
    err = "".join(head) + err
    assert proc.returncode == 1, err
    last = err.strip().splitlines()[-1]
    assert last.startswith("fioscope: fio failed") and "Input/output error" in last
    assert "Traceback" not in err
