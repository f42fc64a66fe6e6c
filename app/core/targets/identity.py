"""What was tested, for the record: the disk behind a target (model, serial, firmware,
size, transport) and the filesystem a test file was on."""
from __future__ import annotations

import os
import sys
from pathlib import Path

from app.core.cache.probe import _fstype_of, device_for_path
from app.core.targets.linux import _serial, discover_linux


def target_identity(path: str) -> dict:
    """Best effort and never an error: a run must not fail for want of a serial number."""
    out: dict = {"path": path}
    try:
        probe = path if os.path.exists(path) else os.path.dirname(path) or "."
        if sys.platform == "linux":
            if not path.startswith("/dev/"):
                out["filesystem"] = _fstype_of(probe)
            name = device_for_path(probe)
            if name:
                disk = next((d for d in discover_linux().disks if d.name == name), None)
                if disk is not None:
                    out.update(disk=disk.path, model=disk.model, serial=disk.serial, firmware=disk.firmware,
                               size_bytes=disk.size_bytes, transport=disk.transport, media=disk.media,
                               logical_sector=disk.logical_sector, physical_sector=disk.physical_sector)
    except (OSError, ValueError):
        pass
    return out


def disk_serial(rdev: int) -> str | None:
    """The serial number sysfs gives the disk with this device number, read as discovery
    reads it (None for a loop device, or a disk that reports none): cheap enough to ask
    before each test (targets/hold.py)."""
    return _serial(Path(f"/sys/dev/block/{os.major(rdev)}:{os.minor(rdev)}/device"))
