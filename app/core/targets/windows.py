"""Windows discovery from the JSON Windows PowerShell 5.1 prints for Get-Disk, Get-PhysicalDisk,
Get-Partition and Get-Volume; parsing is separate from running so tests can feed recordings.

What PowerShell prints, and what this tolerates: one object instead of an array when a command
finds one thing, and nothing at all when it finds none; a UTF-8 BOM and CRLF line ends; enum
properties (BusType, MediaType, DriveType) as names ("NVMe", "SSD", "Fixed") or as their numbers;
drive letters as "C", null or "\\u0000"; serial numbers padded with spaces.
"""
from __future__ import annotations

import html
import json
import os
import re
import subprocess
from collections.abc import Callable
from typing import Any

from app.core.errors import InputError
from app.core.words import Msg, Num
from app.core.targets.model import Disk, Inventory, Mount, Partition

GET_DISK = ("Get-Disk | Select-Object Number,FriendlyName,SerialNumber,FirmwareVersion,Size,"
            "LogicalSectorSize,PhysicalSectorSize,BusType,IsSystem,IsBoot,IsReadOnly,IsOffline,"
            "PartitionStyle | ConvertTo-Json -Depth 3")
GET_PHYSICAL_DISK = "Get-PhysicalDisk | Select-Object DeviceId,MediaType,BusType,SpindleSpeed | ConvertTo-Json"
GET_PARTITION = ("Get-Partition | Select-Object DiskNumber,PartitionNumber,DriveLetter,Size,Type,IsSystem,"
                 "IsBoot,AccessPaths | ConvertTo-Json -Depth 3")
GET_VOLUME = ("Get-Volume | Select-Object DriveLetter,FileSystem,FileSystemLabel,Size,SizeRemaining,"
              "DriveType | ConvertTo-Json")
# UTF-8 without a BOM on stdout (the console code page would mangle non-ASCII labels), and
# errors that end the command with a non-zero exit code.
_PREAMBLE = ("$ErrorActionPreference='Stop'; $ProgressPreference='SilentlyContinue'; "
             "[Console]::OutputEncoding=New-Object System.Text.UTF8Encoding $false; ")
TIMEOUT_S = 60.0

# MSFT_Disk/MSFT_PhysicalDisk BusType, MSFT_PhysicalDisk MediaType and MSFT_Volume DriveType
# codes, for output that carries numbers instead of the Storage module's names.
BUS_TYPES = {0: "Unknown", 1: "SCSI", 2: "ATAPI", 3: "ATA", 4: "1394", 5: "SSA", 6: "Fibre Channel",
             7: "USB", 8: "RAID", 9: "iSCSI", 10: "SAS", 11: "SATA", 12: "SD", 13: "MMC", 14: "Virtual",
             15: "File Backed Virtual", 16: "Storage Spaces", 17: "NVMe", 18: "SCM", 19: "UFS"}
MEDIA_TYPES = {0: "Unspecified", 3: "HDD", 4: "SSD", 5: "SCM"}
DRIVE_TYPES = {0: "Unknown", 1: "Invalid Root Path", 2: "Removable", 3: "Fixed", 4: "Remote",
               5: "CD-ROM", 6: "RAM Disk"}
NETWORK_DRIVE_TYPES = {"remote", "network"}
REMOVABLE_BUSES = {"usb", "sd", "mmc"}


def _records(text: str | bytes, what: str) -> list[dict[str, Any]]:
    """The objects in one command's output: [] for no output, [obj] for a single object."""
    if isinstance(text, bytes):
        text = text.decode("utf-8", "replace")
    text = text.lstrip("\ufeff").strip()
    if not text:
        return []
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise InputError(Msg("cannot read the output of %1: %2 at line %3 column %4", what, e.msg, str(e.lineno),
                             str(e.colno)), Msg("expected the JSON that %1 prints", "ConvertTo-Json")) from None
    items = data if isinstance(data, list) else [data]
    if not all(isinstance(x, dict) for x in items):
        raise InputError(Msg("cannot read the output of %1: expected JSON objects, got %2", what,
                             type(data).__name__), Msg("expected the JSON that %1 prints", "ConvertTo-Json"))
    return items


def _int(v: Any, default: int = 0) -> int:
    if isinstance(v, bool) or v is None:
        return default
    try:
        return int(v)
    except (TypeError, ValueError):
        return default


def _str(v: Any) -> str | None:
    """A string property, stripped; None when absent or blank."""
    if v is None:
        return None
    s = str(v).strip().strip("\x00").strip()
    return s or None


def _enum(v: Any, names: dict[int, str]) -> str | None:
    if v is None:
        return None
    if isinstance(v, int) and not isinstance(v, bool):
        return names.get(v, str(v))
    return _str(v)


def _letter(v: Any) -> str | None:
    """A drive letter ("C"), or None for null, "", "\\u0000" and anything else."""
    if isinstance(v, int) and not isinstance(v, bool):
        v = chr(v) if 0 < v < 0x110000 else ""
    if not isinstance(v, str):
        return None
    v = v.strip().strip("\x00").rstrip(":\\")
    return v.upper() if len(v) == 1 and v.isalpha() else None


def _transport(bus: str | None) -> str:
    return (bus or "unknown").lower().replace(" ", "-")


def _is_volume_guid_path(p: str) -> bool:
    return p.startswith(("\\\\?\\Volume{", "\\\\.\\Volume{"))


def parse_windows(disks_json: str, physical_json: str, partitions_json: str, volumes_json: str) -> Inventory:
    """The inventory from the four commands' outputs (see GET_DISK and friends)."""
    disks = _records(disks_json, "Get-Disk")
    physical = _records(physical_json, "Get-PhysicalDisk")
    partitions = _records(partitions_json, "Get-Partition")
    volumes = _records(volumes_json, "Get-Volume")

    media_by_number: dict[int, str | None] = {}
    for pd in physical:
        try:
            number = int(str(pd.get("DeviceId")).strip())
        except ValueError:
            continue  # a pooled disk (Storage Spaces) with no disk number of its own
        media_by_number[number] = _enum(pd.get("MediaType"), MEDIA_TYPES)

    volume_by_letter: dict[str, dict[str, Any]] = {}
    for v in volumes:
        letter = _letter(v.get("DriveLetter"))
        if letter:
            volume_by_letter.setdefault(letter, v)

    parts_by_disk: dict[int, list[dict[str, Any]]] = {}
    for p in partitions:
        if p.get("DiskNumber") is not None:
            parts_by_disk.setdefault(_int(p.get("DiskNumber"), -1), []).append(p)

    out_disks: list[Disk] = []
    disk_by_letter: dict[str, Disk] = {}
    for d in sorted(disks, key=lambda d: _int(d.get("Number"), -1)):
        if d.get("Number") is None:
            continue
        number = _int(d.get("Number"))
        path = rf"\\.\PhysicalDrive{number}"
        transport = _transport(_enum(d.get("BusType"), BUS_TYPES))
        media = media_by_number.get(number)
        rotational = {"HDD": True, "SSD": False, "SCM": False}.get(media or "")
        if rotational is None and transport == "nvme":
            rotational = False
        parts, letters, system = [], [], bool(d.get("IsSystem")) or bool(d.get("IsBoot"))
        for p in sorted(parts_by_disk.get(number, []), key=lambda p: _int(p.get("PartitionNumber"))):
            pnum = _int(p.get("PartitionNumber"))
            letter = _letter(p.get("DriveLetter"))
            access = p.get("AccessPaths") or []
            if isinstance(access, str):
                access = [access]
            mountpoints = [f"{letter}:"] if letter else []
            for a in access:  # folders the volume is mounted in ("D:\\Data\\"), besides its letter
                if isinstance(a, str) and a and not _is_volume_guid_path(a) and _letter(a) is None:
                    mountpoints.append(a)
            vol = volume_by_letter.get(letter) if letter else None
            parts.append(Partition(
                path=rf"\\.\Harddisk{number}Partition{pnum}", name=f"Disk {number} Partition {pnum}",
                size_bytes=_int(p.get("Size")), fstype=_str(vol.get("FileSystem")) if vol else None,
                mountpoints=tuple(mountpoints)))
            if letter:
                letters.append(letter)
            if p.get("IsSystem") or p.get("IsBoot") or letter == "C":
                system = True
        disk = Disk(
            path=path, name=f"PhysicalDrive{number}", model=_str(d.get("FriendlyName")) or "",
            serial=_str(d.get("SerialNumber")), firmware=_str(d.get("FirmwareVersion")),
            size_bytes=_int(d.get("Size")), logical_sector=_int(d.get("LogicalSectorSize"), 512) or 512,
            physical_sector=_int(d.get("PhysicalSectorSize"), 512) or 512,
            rotational=rotational, transport=transport, removable=transport in REMOVABLE_BUSES,
            read_only=bool(d.get("IsReadOnly")), partitions=tuple(parts), system=system)
        out_disks.append(disk)
        for letter in letters:
            disk_by_letter.setdefault(letter, disk)

    mounts = []
    for letter, v in sorted(volume_by_letter.items()):
        drive_type = _enum(v.get("DriveType"), DRIVE_TYPES) or ""
        total = _int(v.get("Size"))
        if drive_type == "CD-ROM" and total == 0:
            continue  # an optical drive with no disc in it
        on = disk_by_letter.get(letter)
        mounts.append(Mount(
            path=f"{letter}:\\", device=on.path if on else rf"\\.\{letter}:",
            fstype=_str(v.get("FileSystem")) or "", total_bytes=total, free_bytes=_int(v.get("SizeRemaining")),
            read_only=drive_type == "CD-ROM" or bool(on and on.read_only),
            network=drive_type.lower() in NETWORK_DRIVE_TYPES, tmpfs=False, cow=False,
            disk=on.path if on else None))
    return Inventory(tuple(out_disks), tuple(mounts))


def _powershell() -> str:
    root = os.environ.get("SystemRoot")
    if root:
        exe = os.path.join(root, "System32", "WindowsPowerShell", "v1.0", "powershell.exe")
        if os.path.exists(exe):
            return exe
    return "powershell.exe"


def _text(out: str | bytes | None) -> str:
    return out.decode("utf-8", "replace") if isinstance(out, bytes) else (out or "")


def _first_error(stderr: str) -> str:
    """The first line of PowerShell's complaint; stderr is CLIXML when it is not a console."""
    if stderr.lstrip().startswith("#< CLIXML"):
        parts = re.findall(r'<S S="Error">(.*?)</S>', stderr, re.DOTALL)
        stderr = html.unescape("".join(parts).replace("_x000D_", "").replace("_x000A_", "\n"))
    return next((ln.strip() for ln in stderr.splitlines() if ln.strip()), "")


def _run_powershell(run: Callable[..., Any], exe: str, command: str, what: str) -> str:
    argv = [exe, "-NoProfile", "-NonInteractive", "-Command", _PREAMBLE + command]
    try:
        proc = run(argv, capture_output=True, timeout=TIMEOUT_S, check=False,
                   creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0))
    except subprocess.TimeoutExpired:
        raise InputError(Msg("%1 did not answer within %2 s", what, Num(TIMEOUT_S)),
                         Msg("Windows storage management may be busy; try again")) from None
    except OSError as e:
        raise InputError(Msg("cannot run PowerShell for %1: %2", what, str(e.strerror or e)),
                         Msg("disk discovery needs Windows PowerShell")) from None
    if proc.returncode != 0:
        # PowerShell's own first line of complaint, as it said it
        raise InputError(Msg("%1 failed: %2", what, _first_error(_text(proc.stderr)) or
                             Msg("exit code %1", str(proc.returncode))))
    return _text(proc.stdout)


def discover_windows(run: Callable[..., Any] = subprocess.run) -> Inventory:
    """Runs the four commands (`run` has subprocess.run's signature) and parses what they print."""
    exe = _powershell()
    outputs = [_run_powershell(run, exe, cmd, what) for cmd, what in (
        (GET_DISK, "Get-Disk"), (GET_PHYSICAL_DISK, "Get-PhysicalDisk"),
        (GET_PARTITION, "Get-Partition"), (GET_VOLUME, "Get-Volume"))]
    return parse_windows(*outputs)
