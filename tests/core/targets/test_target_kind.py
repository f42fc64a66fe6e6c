"""One answer to "is this a device, which one, how big" (app/core/target_kind.py), the
same for the planner, job files, the remote gate and the elevated runner."""
import json
import os
import struct
import subprocess
from dataclasses import asdict

import pytest

from app.core.errors import InputError
from app.core.fio.jobspec import Target
from app.core.target_kind import (TargetKind, device_name, device_size, geometry_size, is_device_name,
                                  is_device_path, kind_of)


def test_names_alone_decide_for_another_machines_paths():
    assert is_device_name("/dev/nvme0n1") and is_device_name(r"\\.\PhysicalDrive2")
    assert is_device_name("/dev/sdb\\:1".replace("\\:", ":"))
    assert not is_device_name("/mnt/ssd/file") and not is_device_name("dev/sda")


def test_a_directory_under_dev_is_not_a_device_here(tmp_path):
    assert not is_device_path("/dev/shm") and kind_of("/dev/shm") is TargetKind.FILE
    assert is_device_path("/dev/fioscope-missing-disk")  # meant as one: refused as a missing device later
    assert not is_device_path(str(tmp_path))


def test_the_kind_is_an_enum_stored_as_its_word():
    t = Target("/dev/loop9", "device")
    assert t.kind is TargetKind.DEVICE and t.kind == "device" and f"{t.kind}" == "device"
    assert json.loads(json.dumps(asdict(t))) == {"path": "/dev/loop9", "kind": "device"}
    with pytest.raises(ValueError, match="unknown target kind"):
        Target("/x", "disk")


def test_the_windows_geometry_answer_gives_the_disk_size():
    size = 512110190592
    buf = struct.pack("<qIIII", 62260, 12, 255, 63, 512) + struct.pack("<q", size) + b"\0" * 8
    assert geometry_size(buf) == size
    with pytest.raises(InputError):
        geometry_size(buf[:20])
    assert device_name(r"\\.\PhysicalDrive3") == "PhysicalDrive3"


def test_a_loop_devices_size_and_name(tmp_path):
    img = tmp_path / "d.img"
    img.write_bytes(b"\0" * (3 << 20))
    dev = subprocess.run(["losetup", "-f", "--show", str(img)], capture_output=True, text=True,
                         check=True).stdout.strip()
    try:
        assert is_device_path(dev) and kind_of(dev) is TargetKind.DEVICE
        assert device_name(dev) == os.path.basename(dev)
        assert device_size(dev) == 3 << 20
    finally:
        subprocess.run(["losetup", "-d", dev], check=False)
    with pytest.raises(InputError, match="cannot read the size"):
        device_size(str(tmp_path / "no-such-disk"))


def test_the_elevated_runner_takes_whole_disks_only():
    from app.core.access.elevated import check_args
    with pytest.raises(InputError, match="raw devices only"):
        check_args(["--name=x", r"--filename=\\.\C:", "--rw=read"])
