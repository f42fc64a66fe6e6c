"""Storage reached through more than one device is judged as a whole: a second loop device
on the backing file of a mounted one, a loop device on a mounted loop device, and the disk
under a mounted loop device are all refused, naming the device in use. A free loop device
with no alias is still accepted with its token.

Real cases on loop devices made here (ext4 mounted read-only without journal replay, so
the checksums only move if something writes; always unmounted and detached), and the
relation rules on Disk values (chains, partitions, read-only)."""
import hashlib
import os
import subprocess
from contextlib import contextmanager

import pytest

from app.core.targets import discover
from app.core.targets.model import Disk, Partition
from app.core.targets.safety import find_disk, in_use_reason, refusal_reason, with_aliases
from tests.conftest import have_root_tools, mounted_readonly, run_cli

real = pytest.mark.skipif(not have_root_tools("losetup", "mkfs.ext4", "mount", "umount"),
                          reason="needs root, losetup, mkfs.ext4 and mount")


def sha(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def backing_of(dev):
    with open(f"/sys/block/{os.path.basename(dev)}/loop/backing_file") as f:
        return f.read().strip()


@contextmanager
def loop_on(path):
    """Another loop device on a file or a device; always detached."""
    dev = subprocess.run(["losetup", "-f", "--show", path], capture_output=True, text=True,
                         check=True).stdout.strip()
    try:
        yield dev
    finally:
        subprocess.run(["losetup", "-d", dev], check=False)


def run_token(dev):
    return run_cli("run", "--pause", "0", "--target", dev, "--preset", "quick", "--runtime", "1", "--size", "1m",
                   "--destroy-data", dev)


def one_line_refusal(p, *words):
    assert p.returncode == 2, (p.stdout, p.stderr)
    assert len(p.stderr.strip().splitlines()) == 1 and "Traceback" not in p.stderr, p.stderr
    for w in words:
        assert w in p.stderr, p.stderr


@real
def test_a_second_loop_device_on_a_mounted_ones_file_is_refused(loop_device, tmp_path):
    first = loop_device(32 << 20)
    img = backing_of(first)
    with loop_on(img) as alias:
        with mounted_readonly(first, tmp_path / "mnt") as mnt:
            before = sha(img)
            disk = find_disk(discover(), alias)
            reason = refusal_reason(disk)
            assert reason == f"it shares its backing file with {first}, which is mounted at {mnt}"
            one_line_refusal(run_token(alias), f"refusing to write to {alias}", f"with {first}", "mounted at")
            assert sha(img) == before  # the mounted filesystem's storage was not touched
        # Unmounted, both are free again: the alias takes its token.
        assert refusal_reason(find_disk(discover(), alias)) is None


@real
def test_the_alias_is_refused_also_when_the_backing_file_is_deleted(loop_device, tmp_path):
    """sysfs shows "... (deleted)" and the path names nothing; root asks the kernel for the
    backing file's device and inode (LOOP_GET_STATUS64), which it still knows."""
    first = loop_device(32 << 20)
    img = backing_of(first)
    with loop_on(img) as alias:
        os.unlink(img)
        with mounted_readonly(first, tmp_path / "mnt"):
            disk = find_disk(discover(), alias)
            assert disk.backing_file.endswith("(deleted)") and disk.backing_id is not None
            assert f"shares its backing file with {first}" in refusal_reason(disk)
            one_line_refusal(run_token(alias), f"with {first}")


@real
def test_a_loop_device_on_a_mounted_loop_device_is_refused(loop_device, tmp_path):
    lower = loop_device(32 << 20)
    with loop_on(lower) as upper:
        with mounted_readonly(lower, tmp_path / "mnt") as mnt:
            before = sha(lower)
            disk = find_disk(discover(), upper)
            assert disk.backing_devnum == f"{os.major(os.stat(lower).st_rdev)}:{os.minor(os.stat(lower).st_rdev)}"
            assert refusal_reason(disk) == f"it is a loop device on {lower}, which is mounted at {mnt}"
            one_line_refusal(run_token(upper), f"loop device on {lower}", "mounted at")
            assert sha(lower) == before


@real
def test_the_device_under_a_mounted_loop_device_is_refused(loop_device, tmp_path):
    lower = loop_device(32 << 20)
    with loop_on(lower) as upper:
        with mounted_readonly(upper, tmp_path / "mnt") as mnt:
            before = sha(upper)
            assert refusal_reason(find_disk(discover(), lower)) == \
                f"it backs the loop device {upper}, which is mounted at {mnt}"
            one_line_refusal(run_token(lower), f"backs the loop device {upper}")
            assert sha(upper) == before


@real
def test_a_free_loop_device_without_alias_still_takes_its_token(loop_device):
    dev = loop_device(16 << 20)
    disk = find_disk(discover(), dev)
    assert disk.backing_id is not None and disk.alias_reason is None and refusal_reason(disk) is None
    before = sha(dev)
    p = run_token(dev)
    assert p.returncode == 0, p.stderr
    assert sha(dev) != before


@real
def test_two_free_loop_devices_on_one_file_are_each_accepted(loop_device):
    """Nothing is in use: sharing alone refuses nothing (the token names what is destroyed)."""
    dev = loop_device(16 << 20)
    with loop_on(backing_of(dev)) as alias:
        inv = discover()
        assert refusal_reason(find_disk(inv, dev)) is None and refusal_reason(find_disk(inv, alias)) is None


# --- the relation rules, on Disk values -----------------------------------------------------

def disk(name, devnum, read_only=False, **kw):
    return Disk(path=f"/dev/{name}", name=name, model="", serial=None, firmware=None, size_bytes=1 << 30,
                logical_sector=512, physical_sector=512, rotational=False, transport="loop", removable=False,
                read_only=read_only, devnum=devnum, **kw)


def by_name(disks):
    return {d.name: d for d in with_aliases(disks)}


def test_reasons_travel_along_chains():
    got = by_name([
        disk("loop1", "7:1", backing_id=(1, 10), mountpoints=("/mnt/x",)),
        disk("loop2", "7:2", backing_id=(1, 10)),  # same file as loop1
        disk("loop3", "7:3", backing_devnum="7:2"),  # on loop2
        disk("loop4", "7:4", backing_id=(1, 11)),  # another file: free
    ])
    assert refusal_reason(got["loop1"]) == "it is mounted at /mnt/x"
    assert refusal_reason(got["loop2"]) == "it shares its backing file with /dev/loop1, which is mounted at /mnt/x"
    assert refusal_reason(got["loop3"]) == ("it is a loop device on /dev/loop2, which shares its backing file "
                                            "with /dev/loop1, which is mounted at /mnt/x")
    assert refusal_reason(got["loop4"]) is None


def test_a_partition_under_a_loop_device_ties_it_to_its_disk():
    sdb = disk("sdb", "8:16", partitions=(Partition("/dev/sdb1", "sdb1", 1 << 29, None, devnum="8:17"),
                                          Partition("/dev/sdb2", "sdb2", 1 << 29, "ext4", ("/data",), devnum="8:18")))
    free = disk("sdc", "8:32", partitions=(Partition("/dev/sdc1", "sdc1", 1 << 29, None, devnum="8:33"),))
    loop = disk("loop5", "7:5", backing_devnum="8:17")  # on sdb1, while sdb2 is mounted
    swap_loop = disk("loop6", "7:6", backing_devnum="8:33", swap=True)  # swap on a loop on sdc1
    got = by_name([sdb, free, loop, swap_loop])
    assert refusal_reason(got["loop5"]) == "it is a loop device on /dev/sdb1, part of /dev/sdb, which is mounted at /data"
    assert refusal_reason(got["sdc"]) == "its partition /dev/sdc1 backs the loop device /dev/loop6, which is in use as swap"
    assert in_use_reason(got["sdc"]) == refusal_reason(got["sdc"])  # a user may not read it raw either


def test_a_read_only_alias_protects_its_file_too():
    got = by_name([disk("loop1", "7:1", backing_id=(1, 10), read_only=True), disk("loop2", "7:2", backing_id=(1, 10))])
    assert refusal_reason(got["loop1"]) == "the device is read-only"
    assert refusal_reason(got["loop2"]) == "it shares its backing file with /dev/loop1, which is read-only"


def test_discovery_without_loop_details_is_tolerated():
    """No dev file, no backing file, nothing to stat: no relation, no error."""
    got = by_name([disk("loop1", None, backing_file="/nonexistent (deleted)"), disk("sda", None)])
    assert got["loop1"].alias_reason is None and got["sda"].alias_reason is None
