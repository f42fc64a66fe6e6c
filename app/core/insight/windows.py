"""Windows: the checklist from the Storage module's cmdlets, as ConvertTo-Json prints them.

- Get-PhysicalDisk: DeviceId, FriendlyName, MediaType, BusType, HealthStatus,
  OperationalStatus, LogicalSectorSize, PhysicalSectorSize (MSFT_PhysicalDisk; enums as the
  Storage module's names or as their numbers: HealthStatus 0 Healthy, 1 Warning,
  2 Unhealthy, 5 Unknown).
- Get-StorageReliabilityCounter (MSFT_StorageReliabilityCounter; an administrator's
  PowerShell): Temperature and TemperatureMax (Celsius), Wear (percent), Read/Write
  ErrorsTotal, ...Uncorrected, PowerOnHours. A property the drive does not report is null.
- Get-StorageAdvancedProperty: IsDeviceCacheEnabled, IsPowerProtected.
- Get-Partition: Offset (bytes) of the target's partition.
- `fsutil behavior query DisableDeleteNotify` (0: TRIM sent) and `powercfg /getactivescheme`
  (the active power plan's GUID).
Parsing is apart from running so tests feed recorded text.
"""
from __future__ import annotations

import json
import ntpath
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from typing import Any, Callable

from app.core.errors import FioscopeError
from app.core.insight.alignment import alignment_check
from app.core.insight.model import NA, NOTE, OK, UNKNOWN, WARN, CheckItem
from app.core.targets.windows import BUS_TYPES, MEDIA_TYPES, _enum, _records
from app.core.words import Msg, joined

HEALTH = {0: "Healthy", 1: "Warning", 2: "Unhealthy", 5: "Unknown"}
OPERATIONAL = {0: "Unknown", 1: "Other", 2: "OK", 3: "Degraded", 4: "Stressed", 5: "Predictive Failure",
               6: "Error", 7: "Non-Recoverable Error", 8: "Starting", 9: "Stopping", 10: "Stopped",
               11: "In Service", 12: "No Contact", 13: "Lost Communication", 14: "Aborted", 15: "Dormant",
               16: "Supporting Entity in Error", 17: "Completed", 18: "Power Mode", 0xD010: "In Maintenance"}
# Windows' own power plans: their GUIDs are the same on every machine and language.
# Their names as Windows says them in English (the window: as a Windows in its language does).
POWER_PLANS = {"8c5e7fda-e8bf-4a96-9a85-a6e23a8c635c": Msg("High performance"),
               "381b4222-f694-41f0-9685-ff5bb260df2e": Msg("Balanced"),
               "a1841308-3541-4fab-bc81-f71556f20b4a": Msg("Power saver"),
               "e9a42b02-d5df-448d-aa00-03f14749eb61": Msg("Ultimate Performance")}

PHYSICAL_FIELDS = ("DeviceId,FriendlyName,MediaType,BusType,HealthStatus,OperationalStatus,"
                   "LogicalSectorSize,PhysicalSectorSize")
RELIABILITY_FIELDS = ("DeviceId,Temperature,TemperatureMax,Wear,ReadErrorsTotal,ReadErrorsUncorrected,"
                      "WriteErrorsTotal,WriteErrorsUncorrected,PowerOnHours")


def _disk(disk_id: str) -> str:
    if not re.fullmatch(r"\d+", disk_id):
        raise ValueError(f"not a disk number: {disk_id!r}")
    return f"Get-PhysicalDisk | Where-Object DeviceId -eq '{disk_id}'"


def physical_command(disk_id: str) -> str:
    return f"{_disk(disk_id)} | Select-Object {PHYSICAL_FIELDS} | ConvertTo-Json -Depth 3"


def reliability_command(disk_id: str) -> str:
    return f"{_disk(disk_id)} | Get-StorageReliabilityCounter | Select-Object {RELIABILITY_FIELDS} | ConvertTo-Json"


def advanced_command(disk_id: str) -> str:
    return (f"{_disk(disk_id)} | Get-StorageAdvancedProperty | "
            "Select-Object FriendlyName,IsDeviceCacheEnabled,IsPowerProtected | ConvertTo-Json")


def partition_command(letter: str) -> str:
    if not re.fullmatch(r"[A-Za-z]", letter):
        raise ValueError(f"not a drive letter: {letter!r}")
    return f"Get-Partition -DriveLetter {letter} | Select-Object DiskNumber,PartitionNumber,Offset,Size | ConvertTo-Json"


def _one(text: str | None, what: str, disk_id: str | None = None) -> dict | None:
    if not text:
        return None
    try:
        rows = _records(text, what)
    except FioscopeError:
        return None
    if disk_id is not None:
        rows = [r for r in rows if str(r.get("DeviceId", disk_id)).strip() == disk_id] or rows
    return rows[0] if rows else None


def _int(v: Any) -> int | None:
    if isinstance(v, bool) or v is None:
        return None
    try:
        return int(v)
    except (TypeError, ValueError):
        return None


@dataclass(frozen=True)
class Reliability:
    """MSFT_StorageReliabilityCounter, as the drive reports it (None: not reported)."""

    temperature_c: int | None
    temperature_max_c: int | None
    wear_percent: int | None
    read_errors_uncorrected: int | None
    write_errors_uncorrected: int | None
    power_on_hours: int | None

    def to_dict(self) -> dict:
        return dict(self.__dict__)


def parse_reliability(text: str, disk_id: str | None = None) -> Reliability | None:
    r = _one(text, "Get-StorageReliabilityCounter", disk_id)
    if r is None:
        return None
    temp = _int(r.get("Temperature"))
    tmax = _int(r.get("TemperatureMax"))
    return Reliability(temp if temp else None,  # 0 is what a drive without a sensor gives
                       tmax if tmax else None, _int(r.get("Wear")), _int(r.get("ReadErrorsUncorrected")),
                       _int(r.get("WriteErrorsUncorrected")), _int(r.get("PowerOnHours")))


def reliability_items(rel: Reliability | None, problem: str = "") -> list[CheckItem]:
    if rel is None:
        return [CheckItem("health", "Health", problem or Msg("reliability counters not readable"),
                          Msg("readable counters"), UNKNOWN,
                          Msg("run an administrator PowerShell: %1", "Get-PhysicalDisk | Get-StorageReliabilityCounter"))]
    items = []
    if rel.temperature_c is None:
        items.append(CheckItem("temperature", "Temperature", Msg("not reported"), "", UNKNOWN, ""))
    else:
        hot = rel.temperature_max_c is not None and rel.temperature_c >= rel.temperature_max_c - 5
        items.append(CheckItem(
            "temperature", "Temperature", Msg("%1 C (TemperatureMax %2 C)", rel.temperature_c, rel.temperature_max_c)
            if rel.temperature_max_c else Msg("%1 C", rel.temperature_c),
            Msg("well below the drive's maximum"), WARN if hot else OK,
            Msg("the drive is near its maximum before the run: cool it (airflow, heatsink) or results "
                "will show throttling") if hot else "", rel.to_dict()))
    if rel.wear_percent is not None:
        worn = rel.wear_percent >= 80
        items.append(CheckItem("wear", "Wear", Msg("%1 % of rated endurance", rel.wear_percent), Msg("below 80 %"),
                               WARN if worn else OK,
                               Msg("near its rated endurance: expect slower writes; back up and plan a "
                                   "replacement") if worn else "", {"wear_percent": rel.wear_percent}))
    read, write = rel.read_errors_uncorrected, rel.write_errors_uncorrected
    errs = ([Msg("%1 read", read)] if read else []) + ([Msg("%1 write", write)] if write else [])
    items.append(CheckItem(
        "media_errors", "Uncorrected errors",
        joined(list(errs)) if errs else Msg("none reported"), Msg("none"),
        WARN if errs else OK, Msg("the drive lost data it could not correct: back it up and check it "
                                  "with its vendor's tool") if errs else ""))
    return items


def physical_items(text: str | None, disk_id: str) -> tuple[list[CheckItem], dict | None]:
    d = _one(text, "Get-PhysicalDisk", disk_id)
    if d is None:
        return [], None
    items = []
    media, bus = _enum(d.get("MediaType"), MEDIA_TYPES), _enum(d.get("BusType"), BUS_TYPES)
    health = _enum(d.get("HealthStatus"), HEALTH) or "Unknown"
    ops = d.get("OperationalStatus")
    ops = ops if isinstance(ops, list) else [ops] if ops is not None else []
    op_names = [_enum(o, OPERATIONAL) or "?" for o in ops]
    bad = health not in ("Healthy", "Unknown") or any(o not in ("OK", "?") for o in op_names)
    # Windows' own status names (HealthStatus, OperationalStatus), as Get-PhysicalDisk prints them
    items.append(CheckItem("windows_health", "Windows health", joined([health, *op_names]), "Healthy, OK",
                           WARN if bad else OK,
                           Msg("Windows reports this disk as failing or degraded: back it up first") if bad else "",
                           {"health": health, "operational": op_names, "media": media, "bus": bus}))
    lbs, pbs = _int(d.get("LogicalSectorSize")), _int(d.get("PhysicalSectorSize"))
    if lbs or pbs:
        items.append(CheckItem("block_size", "Block size", Msg("logical %1 B, physical %2 B", str(lbs), str(pbs)),
                               Msg("bs of at least the physical block"), NOTE if (pbs or 0) > (lbs or 0) else OK,
                               Msg("writes smaller than %1 B make the drive read-modify-write", str(pbs))
                               if (pbs or 0) > (lbs or 0) else "", {"logical": lbs, "physical": pbs}))
    return items, d


def cache_item(text: str | None) -> CheckItem:
    d = _one(text, "Get-StorageAdvancedProperty")
    if d is None:
        return CheckItem("write_cache", "Write cache", Msg("not readable"), "", UNKNOWN,
                         Msg("%1 needs Windows 10 / Server 2016 or later", "Get-StorageAdvancedProperty"))
    enabled, protected = d.get("IsDeviceCacheEnabled"), d.get("IsPowerProtected")
    if enabled is True:
        return CheckItem("write_cache", "Write cache", Msg("enabled, power protected") if protected else Msg("enabled"),
                         Msg("enabled"), OK, "", {"enabled": True, "power_protected": protected})
    if enabled is False:
        return CheckItem("write_cache", "Write cache", Msg("disabled, power protected") if protected
                         else Msg("disabled"), Msg("enabled"), NOTE if protected else WARN,
                         "" if protected else Msg("the drive's write cache is off: writes are much slower; "
                                                  "Device Manager > the disk > Policies > Enable write caching"),
                         {"enabled": False, "power_protected": protected})
    return CheckItem("write_cache", "Write cache", Msg("not reported"), "", UNKNOWN, "")


def alignment_item(text: str | None, physical: int | None) -> CheckItem | None:
    d = _one(text, "Get-Partition")
    off = _int(d.get("Offset")) if d else None
    if d is None or off is None:
        return None
    return alignment_check(Msg("partition %1", str(d.get('PartitionNumber'))), off, physical or 512, None)


def trim_item(text: str | None) -> CheckItem:
    m = re.search(r"NTFS\s+DisableDeleteNotify\s*=\s*(\d)", text or "") or \
        re.search(r"DisableDeleteNotify\s*=\s*(\d)", text or "")
    if not m:
        return CheckItem("discard", "TRIM", Msg("not readable"), "", UNKNOWN,
                         Msg("%1 (administrator)", "fsutil behavior query DisableDeleteNotify"))
    if m.group(1) == "0":
        return CheckItem("discard", "TRIM", Msg("enabled (%1)", "DisableDeleteNotify = 0"), Msg("enabled"), OK)
    return CheckItem("discard", "TRIM", Msg("disabled (%1)", "DisableDeleteNotify = 1"), Msg("enabled"), WARN,
                     Msg("an SSD without TRIM slows down as it fills: %1", "fsutil behavior set DisableDeleteNotify 0"))


def power_plan_item(text: str | None) -> CheckItem:
    m = re.search(r"([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})", text or "")
    if not m:
        return CheckItem("governor", "Power plan", Msg("not readable"), "", UNKNOWN, "powercfg /getactivescheme")
    guid = m.group(1).lower()
    named = re.search(r"\(([^)]*)\)\s*$", (text or "").strip())
    name = POWER_PLANS.get(guid) or (named.group(1) if named else Msg("custom"))
    fast = guid in ("8c5e7fda-e8bf-4a96-9a85-a6e23a8c635c", "e9a42b02-d5df-448d-aa00-03f14749eb61")
    saver = guid == "a1841308-3541-4fab-bc81-f71556f20b4a"
    return CheckItem("governor", "Power plan", name, POWER_PLANS["8c5e7fda-e8bf-4a96-9a85-a6e23a8c635c"],
                     WARN if saver else (OK if fast else NOTE),
                     "" if fast else Msg("for repeatable results: %1 (%2)", "powercfg /setactive SCHEME_MIN",
                                         POWER_PLANS["8c5e7fda-e8bf-4a96-9a85-a6e23a8c635c"]),
                     {"guid": guid})


def _default_run(argv, **kw):
    return subprocess.run(argv, **kw)


def windows_items(path: str, disk_id: str | None, run: Callable[..., Any] = _default_run) -> list[CheckItem]:
    """Everything the Windows checklist reads; each command failing alone costs its item."""
    from app.core.targets.windows import _powershell, _run_powershell
    exe = _powershell()

    def ps(cmd: str, what: str) -> tuple[str | None, str]:
        try:
            return _run_powershell(run, exe, cmd, what), ""
        except FioscopeError as e:
            return None, e.message

    def plain(argv: list[str]) -> str | None:
        try:
            p = run(argv, capture_output=True, timeout=30, check=False)
        except (OSError, subprocess.TimeoutExpired):
            return None
        out = p.stdout
        return out.decode("utf-8", "replace") if isinstance(out, bytes) else out

    items: list[CheckItem] = [CheckItem("pcie_link", "PCIe link", Msg("not read on Windows"), "", NA)]
    if disk_id is None:
        items.append(CheckItem("device", "Disk", Msg("no single physical disk found for this target"), "", UNKNOWN,
                               Msg("a spanned, Storage Spaces or network volume: give a drive on one disk")))
        return items
    text, _ = ps(physical_command(disk_id), "Get-PhysicalDisk")
    phys, d = physical_items(text, disk_id)
    items += phys
    adv, _ = ps(advanced_command(disk_id), "Get-StorageAdvancedProperty")
    items.append(cache_item(adv))
    items.append(trim_item(plain(["fsutil", "behavior", "query", "DisableDeleteNotify"])))
    full = os.path.abspath(path) if sys.platform == "win32" else path
    letter = ntpath.splitdrive(full)[0].rstrip(":")
    if len(letter) == 1:
        part, _ = ps(partition_command(letter), "Get-Partition")
        a = alignment_item(part, _int(d.get("PhysicalSectorSize")) if d else None)
        if a:
            items.append(a)
    rel_text, problem = ps(reliability_command(disk_id), "Get-StorageReliabilityCounter")
    items += reliability_items(parse_reliability(rel_text, disk_id) if rel_text else None, problem)
    items.append(power_plan_item(plain(["powercfg", "/getactivescheme"])))
    return items


def reliability_temperature(disk_id: str, run: Callable[..., Any] = _default_run) -> Reliability | None:
    """One reading for the temperature sampler (a PowerShell start: a second or so)."""
    from app.core.targets.windows import _powershell, _run_powershell
    try:
        text = _run_powershell(run, _powershell(), reliability_command(disk_id), "Get-StorageReliabilityCounter")
    except FioscopeError:
        return None
    try:
        return parse_reliability(text, disk_id)
    except (FioscopeError, json.JSONDecodeError):
        return None
