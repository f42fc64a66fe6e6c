"""Windows discovery from the JSON PowerShell 5.1 prints, on recordings from two machines
(tests/data/windows): a laptop (NVMe system disk + USB stick) and a workstation (SATA SSD
system disk + an offline, unpartitioned HDD); and the safety policy on what it finds."""
import json
import subprocess
import sys

import pytest

from app.core.errors import InputError
from app.core.targets import discover, windows
from app.core.targets.safety import (
    SafetyRefused,
    check_device_run,
    confirmation_token,
    refusal_reason,
)
from app.core.targets.windows import discover_windows, parse_windows
from tests.conftest import DATA

WINDOWS = DATA / "windows"
COMMANDS = ("get-disk", "get-physicaldisk", "get-partition", "get-volume")
CMDLETS = ("Get-Disk", "Get-PhysicalDisk", "Get-Partition", "Get-Volume")


def texts(machine: str) -> list[str]:
    """The four outputs as text, exactly as recorded (BOM and CRLF kept)."""
    out = []
    for name in COMMANDS:
        with open(WINDOWS / machine / f"{name}.json", encoding="utf-8", newline="") as f:
            out.append(f.read())
    return out


@pytest.fixture(scope="module")
def laptop():
    return parse_windows(*texts("laptop"))


@pytest.fixture(scope="module")
def workstation():
    return parse_windows(*texts("workstation"))


def test_recordings_keep_powershell_encoding():
    for name in COMMANDS:
        raw = (WINDOWS / "laptop" / f"{name}.json").read_bytes()
        assert raw.startswith(b"\xef\xbb\xbf[") and b"\r\n" in raw and b"\n" not in raw.replace(b"\r\n", b"")
        assert b'":  ' in raw  # PowerShell 5.1's two spaces after the colon
    # One partition and one volume on the workstation: PowerShell prints an object, not an array.
    assert (WINDOWS / "workstation" / "get-partition.json").read_bytes().startswith(b"{")
    assert (WINDOWS / "workstation" / "get-volume.json").read_bytes().startswith(b"{")


def test_laptop_disks(laptop):
    nvme, usb = laptop.disks
    assert nvme.path == r"\\.\PhysicalDrive0" and nvme.name == "PhysicalDrive0"
    assert nvme.model == "SAMSUNG MZVL21T0HCLR-00BL7"
    assert nvme.serial == "0025_3881_21B3_4C51." and nvme.firmware == "GXA7801Q"
    assert nvme.size_bytes == 1024209543168
    assert (nvme.logical_sector, nvme.physical_sector) == (512, 512)
    assert nvme.transport == "nvme" and nvme.rotational is False and nvme.media == "NVMe"
    assert nvme.system and not nvme.removable and not nvme.read_only

    assert [(p.name, p.size_bytes, p.mountpoints, p.fstype) for p in nvme.partitions] == [
        ("Disk 0 Partition 1", 104857600, (), None),  # EFI system partition
        ("Disk 0 Partition 2", 16777216, (), None),  # MSR
        ("Disk 0 Partition 3", 1023300075520, ("C:",), "NTFS"),
        ("Disk 0 Partition 4", 786432000, (), None)]  # recovery
    assert nvme.partitions[2].path == r"\\.\Harddisk0Partition3"
    assert nvme.all_mountpoints == ("C:",)

    assert usb.path == r"\\.\PhysicalDrive1" and usb.model == "SanDisk Ultra"
    assert usb.serial == "4C530001190623113145" and usb.size_bytes == 61530439680
    assert usb.transport == "usb" and usb.media == "USB" and usb.removable
    assert usb.rotational is None  # MediaType "Unspecified"
    assert not usb.system
    assert [(p.path, p.mountpoints, p.fstype) for p in usb.partitions] == [
        (r"\\.\Harddisk1Partition1", ("E:",), "exFAT")]


def test_laptop_mounts(laptop):
    c, e = laptop.mounts  # only volumes with a drive letter: not the EFI or recovery volumes
    assert (c.path, c.device, c.disk, c.fstype) == ("C:\\", r"\\.\PhysicalDrive0", r"\\.\PhysicalDrive0", "NTFS")
    assert (c.total_bytes, c.free_bytes) == (1023300071424, 412378427392)
    assert (e.path, e.device, e.disk, e.fstype) == ("E:\\", r"\\.\PhysicalDrive1", r"\\.\PhysicalDrive1", "exFAT")
    assert (e.total_bytes, e.free_bytes) == (61518610432, 48163766272)
    for m in laptop.mounts:
        assert not (m.read_only or m.network or m.tmpfs or m.cow)


def test_workstation(workstation):
    ssd, hdd = workstation.disks
    assert ssd.path == r"\\.\PhysicalDrive0" and ssd.model == "Samsung SSD 870 EVO 500GB"
    assert ssd.serial == "S62ANJ0R512345K"  # recorded with trailing spaces
    assert ssd.transport == "sata" and ssd.rotational is False and ssd.media == "SSD" and ssd.system
    assert [(p.path, p.size_bytes, p.mountpoints, p.fstype) for p in ssd.partitions] == [
        (r"\\.\Harddisk0Partition1", 500105764864, ("C:",), "NTFS")]

    assert hdd.path == r"\\.\PhysicalDrive1" and hdd.model == "ST2000DM008-2FR102"
    assert hdd.serial == "ZFL2QX7M"  # recorded with leading spaces
    assert hdd.firmware == "0001" and hdd.size_bytes == 2000398934016
    assert (hdd.logical_sector, hdd.physical_sector) == (512, 4096)
    assert hdd.transport == "sata" and hdd.rotational is True and hdd.media == "HDD"
    assert hdd.partitions == () and hdd.all_mountpoints == () and not hdd.system

    (c,) = workstation.mounts
    assert (c.path, c.device, c.fstype, c.total_bytes, c.free_bytes) == (
        "C:\\", r"\\.\PhysicalDrive0", "NTFS", 500105760768, 231842799616)


def test_safety_on_windows_disks(laptop, workstation):
    nvme, usb = laptop.disks
    ssd, hdd = workstation.disks
    assert "system" in refusal_reason(nvme)
    assert "system" in refusal_reason(ssd)
    assert refusal_reason(usb) == "it is mounted at E:"
    assert refusal_reason(hdd) is None  # offline, no partitions: may be written with the token
    assert confirmation_token(hdd) == r"\\.\PhysicalDrive1:ZFL2QX7M"
    with pytest.raises(SafetyRefused, match="destroys all data"):
        check_device_run(hdd, writes=True, token=None)
    check_device_run(hdd, writes=True, token=r"\\.\PhysicalDrive1:ZFL2QX7M")
    with pytest.raises(SafetyRefused, match="holds the running system"):
        check_device_run(nvme, writes=True, token=confirmation_token(nvme))


def _single(text: str) -> str:
    """The first object of an array, as PowerShell prints a command's only result."""
    return json.dumps(json.loads(text.lstrip("\ufeff"))[0], indent=4).replace("\n", "\r\n")


def test_single_objects_from_every_command():
    disks, physical, partitions, volumes = texts("workstation")  # the last two are single already
    inv = parse_windows(_single(disks), _single(physical), partitions, volumes)
    (ssd,) = inv.disks
    assert ssd.path == r"\\.\PhysicalDrive0" and ssd.media == "SSD" and ssd.system
    assert ssd.partitions[0].mountpoints == ("C:",)
    assert [m.path for m in inv.mounts] == ["C:\\"]


def test_bom_crlf_and_bytes():
    plain = [t.lstrip("\ufeff").replace("\r\n", "\n") for t in texts("laptop")]
    expected = parse_windows(*plain)
    assert parse_windows(*("\ufeff" + t.replace("\n", "\r\n") for t in plain)) == expected
    assert parse_windows(*(b"\xef\xbb\xbf" + t.replace("\n", "\r\n").encode() for t in plain)) == expected


def test_no_output_means_none_found():
    """PowerShell prints nothing at all when a command finds nothing (e.g. no partitions)."""
    disks, physical, _, _ = texts("workstation")
    inv = parse_windows(disks, physical, "", "\r\n")
    assert [d.partitions for d in inv.disks] == [(), ()] and inv.mounts == ()
    assert not inv.disks[1].system and inv.disks[0].system  # IsSystem/IsBoot alone suffice
    assert parse_windows("", "", "", "") == parse_windows("\ufeff", " ", "\r\n", "")


def test_numbers_nulls_and_odd_letters():
    """Enum numbers instead of names, nulls everywhere, \\u0000 and null drive letters, a
    volume mounted in a folder, a network volume, and a disk with no Get-PhysicalDisk row."""
    disks = json.dumps([
        {"Number": 2, "FriendlyName": None, "SerialNumber": "   ", "FirmwareVersion": None, "Size": None,
         "LogicalSectorSize": None, "PhysicalSectorSize": None, "BusType": 17, "IsSystem": False, "IsBoot": False,
         "IsReadOnly": True, "IsOffline": False, "PartitionStyle": "GPT"},
        {"Number": 3, "FriendlyName": "Msft Virtual Disk", "SerialNumber": None, "FirmwareVersion": "1.0",
         "Size": 10737418240, "LogicalSectorSize": 512, "PhysicalSectorSize": 4096, "BusType": "File Backed Virtual",
         "IsSystem": None, "IsBoot": None, "IsReadOnly": False, "IsOffline": False, "PartitionStyle": "GPT"}])
    physical = json.dumps({"DeviceId": "2", "MediaType": 4, "BusType": 17, "SpindleSpeed": 0})
    partitions = json.dumps([
        {"DiskNumber": 2, "PartitionNumber": 1, "DriveLetter": "\u0000", "Size": 1048576, "Type": "Basic",
         "IsSystem": False, "IsBoot": False, "AccessPaths": ["D:\\Data\\", "\\\\?\\Volume{0a}\\"]},
        {"DiskNumber": 3, "PartitionNumber": 2, "DriveLetter": None, "Size": 2097152, "Type": "Basic",
         "IsSystem": False, "IsBoot": False, "AccessPaths": "\\\\?\\Volume{0b}\\"},
        {"DiskNumber": 3, "PartitionNumber": 3, "DriveLetter": 70, "Size": 4194304, "Type": "Basic",
         "IsSystem": False, "IsBoot": False, "AccessPaths": None}])
    volumes = json.dumps([
        {"DriveLetter": "\u0000", "FileSystem": "NTFS", "FileSystemLabel": None, "Size": 1, "SizeRemaining": 1,
         "DriveType": 3},
        {"DriveLetter": "F", "FileSystem": "ReFS", "FileSystemLabel": "Dev Drive", "Size": 4194304,
         "SizeRemaining": None, "DriveType": "Fixed"},
        {"DriveLetter": "Z", "FileSystem": "NTFS", "FileSystemLabel": "share", "Size": 100, "SizeRemaining": 50,
         "DriveType": "Remote"},
        {"DriveLetter": "G", "FileSystem": None, "FileSystemLabel": None, "Size": 0, "SizeRemaining": 0,
         "DriveType": 5}])
    inv = parse_windows(disks, physical, partitions, volumes)
    nvme, vhd = inv.disks
    assert nvme.transport == "nvme" and nvme.rotational is False and nvme.read_only
    assert nvme.model == "" and nvme.serial is None and nvme.firmware is None and nvme.size_bytes == 0
    assert (nvme.logical_sector, nvme.physical_sector) == (512, 512)
    assert nvme.partitions[0].mountpoints == ("D:\\Data\\",)
    assert refusal_reason(nvme) == "it is mounted at D:\\Data\\"
    assert vhd.transport == "file-backed-virtual" and vhd.rotational is None and vhd.media == "disk"
    assert [p.mountpoints for p in vhd.partitions] == [(), ("F:",)]
    assert vhd.partitions[1].fstype == "ReFS" and not vhd.system
    f, z = inv.mounts  # the empty optical drive G: is left out
    assert (f.path, f.disk, f.cow, f.free_bytes) == ("F:\\", vhd.path, False, 0)
    assert (z.path, z.device, z.disk, z.network) == ("Z:\\", r"\\.\Z:", None, True)


def test_system_from_partitions_alone():
    """A disk whose Get-Disk flags are false is still the system disk if it holds C: or the
    system/boot partition."""
    disk = {"Number": 0, "FriendlyName": "X", "SerialNumber": "1", "FirmwareVersion": "1", "Size": 1,
            "LogicalSectorSize": 512, "PhysicalSectorSize": 512, "BusType": "SAS", "IsSystem": False,
            "IsBoot": False, "IsReadOnly": False, "IsOffline": False, "PartitionStyle": "GPT"}
    part = {"DiskNumber": 0, "PartitionNumber": 1, "DriveLetter": "\u0000", "Size": 1, "Type": "System",
            "IsSystem": False, "IsBoot": False, "AccessPaths": None}
    assert not parse_windows(json.dumps(disk), "", json.dumps(part), "").disks[0].system
    for change in ({"IsSystem": True}, {"IsBoot": True}, {"DriveLetter": "C"}):
        inv = parse_windows(json.dumps(disk), "", json.dumps(dict(part, **change)), "")
        assert inv.disks[0].system and inv.disks[0].transport == "sas", change


@pytest.mark.parametrize("bad", ["[{\"Number\": 0,", "{\"Number\": 0}}", "Get-Disk : Access denied", "42",
                                 "[1, 2]", "\"text\""])
def test_malformed_output_is_an_input_error(bad):
    _, physical, partitions, volumes = texts("laptop")
    with pytest.raises(InputError) as e:
        parse_windows(bad, physical, partitions, volumes)
    assert "Get-Disk" in str(e.value) and "\n" not in e.value.one_line()
    with pytest.raises(InputError, match="Get-Volume"):
        parse_windows(*texts("laptop")[:3], bad)


class FakeRun:
    """subprocess.run for the four commands, answering with a machine's recordings."""

    def __init__(self, machine: str, fail: str | None = None, stderr: bytes = b""):
        self.outputs = {c: (WINDOWS / machine / f"{c}.json").read_bytes() for c in COMMANDS}
        self.fail, self.stderr, self.calls = fail, stderr, []

    def __call__(self, argv, **kwargs):
        self.calls.append((argv, kwargs))
        name = next(c for c, cmdlet in zip(COMMANDS, CMDLETS) if f" {cmdlet} | Select-Object " in argv[-1])
        if name == self.fail:
            return subprocess.CompletedProcess(argv, 1, b"", self.stderr)
        return subprocess.CompletedProcess(argv, 0, self.outputs[name], b"")


def test_discover_windows_runs_powershell():
    run = FakeRun("laptop")
    inv = discover_windows(run=run)
    assert inv == parse_windows(*texts("laptop"))
    assert len(run.calls) == 4
    for argv, kwargs in run.calls:
        assert argv[0].lower().endswith("powershell.exe")
        assert argv[1:4] == ["-NoProfile", "-NonInteractive", "-Command"]
        assert "ConvertTo-Json" in argv[4]
        assert kwargs["timeout"] > 0 and kwargs["capture_output"] and kwargs["check"] is False
    assert "Get-Disk | Select-Object Number,FriendlyName,SerialNumber,FirmwareVersion,Size," in run.calls[0][0][4]


def test_discover_windows_failures():
    clixml = (b'#< CLIXML\r\n<Objs Version="1.1.0.1" xmlns="http://schemas.microsoft.com/powershell/2004/04">'
              b'<S S="Error">Get-PhysicalDisk : Access denied _x000D__x000A_</S>'
              b'<S S="Error">At line:1 char:1_x000D__x000A_</S></Objs>')
    with pytest.raises(InputError, match=r"^Get-PhysicalDisk failed: Get-PhysicalDisk : Access denied$"):
        discover_windows(run=FakeRun("laptop", fail="get-physicaldisk", stderr=clixml))
    with pytest.raises(InputError, match=r"^Get-Volume failed: exit code 1$"):
        discover_windows(run=FakeRun("laptop", fail="get-volume"))

    def timeout(argv, **kwargs):
        raise subprocess.TimeoutExpired(argv, kwargs["timeout"])

    def missing(argv, **kwargs):
        raise FileNotFoundError(2, "The system cannot find the file specified")

    with pytest.raises(InputError, match="Get-Disk did not answer"):
        discover_windows(run=timeout)
    with pytest.raises(InputError, match="cannot run PowerShell"):
        discover_windows(run=missing)


def test_discover_dispatches_on_windows(monkeypatch):
    recorded = parse_windows(*texts("workstation"))
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(windows, "discover_windows", lambda: recorded)
    assert discover() is recorded
