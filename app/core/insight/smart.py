"""Drive health from smartmontools' `smartctl --json` (7.0 and later), read as it prints it.

The fields, as smartctl's own source writes them (src/nvmeprint.cpp, src/ataprint.cpp):

- `smartctl.exit_status` (a bit mask: 1 the command line, 2 the device could not be
  opened, 4 a SMART command failed, 8 the drive says it is failing, ...) and
  `smartctl.messages[].string`.
- `device.type` / `device.protocol` ("NVMe", "ATA", "SCSI"), `model_name`.
- `smart_status.passed` (and for NVMe `smart_status.nvme.value`, the critical warning).
- `temperature.current`; limits: NVMe `nvme_composite_temperature_threshold.warning` /
  `.critical` (also `temperature.op_limit_max` / `temperature.critical_limit_max`),
  ATA SCT `temperature.op_limit_max`.
- NVMe `nvme_smart_health_information_log`: critical_warning, temperature,
  available_spare, available_spare_threshold, percentage_used, media_errors,
  num_err_log_entries, warning_temp_time and critical_comp_time (minutes above the
  warning / critical composite temperature), thermal_mgmt_temperature_{1,2}_transition_count
  and _total_time (NVMe 1.3 host-controlled thermal management: the drive slowing itself).
- `endurance_used.current_percent` (7.5 and later, ATA/SCSI/NVMe).
- ATA `ata_smart_attributes.table[]`: id, name, value, worst, thresh, when_failed,
  raw.value; without endurance_used, wear is 100 - the normalized value of the attribute
  smartctl 7.5 reads it from (id 100 or more, named SSD_Life_Left* or Wear_Leveling*).
"""
from __future__ import annotations

import json
import re
import shutil
import subprocess
from dataclasses import dataclass, field
from typing import Any, Callable

from app.core.words import Msg

TIMEOUT_S = 30.0
INSTALL_HINT = Msg("install smartmontools (%1; dnf or pacman: smartmontools)", "apt install smartmontools")

# NVMe critical warning bits (smart_status.nvme / critical_warning), in our words after the NVMe
# specification's (smartctl prints the bit mask): the window says them in its language.
CRITICAL_BITS = {0x01: Msg("available spare below threshold"), 0x02: Msg("temperature above or below threshold"),
                 0x04: Msg("NVM subsystem reliability degraded"), 0x08: Msg("media placed in read-only mode"),
                 0x10: Msg("volatile memory backup device failed"),
                 0x20: Msg("persistent memory region read-only or unreliable")}
# ATA attributes whose raw value counts damaged or pending sectors: any is worth a look. Said
# in our words (translated in the window), with the name smartctl prints beside them
# (Reallocated_Sector_Ct: drivedb's, the vendor's where it renames one), which is what users
# search for and what smartctl -A shows: that name is never translated.
ATA_ERROR_ATTRIBUTES = {5: Msg("reallocated sectors"), 187: Msg("reported uncorrectable errors"),
                        197: Msg("pending sectors"), 198: Msg("offline uncorrectable sectors")}


@dataclass(frozen=True)
class ThrottleCounters:
    """A drive's own record of time spent hot (NVMe): each only ever grows."""

    warning_temp_minutes: int | None = None  # minutes above the warning composite temperature
    critical_temp_minutes: int | None = None
    thermal_transitions: int | None = None  # thermal management: times the drive slowed itself
    thermal_seconds: int | None = None  # total time it spent slowed

    def total(self) -> int | None:
        """One number that rises whenever any counter does (None: none readable)."""
        parts = [v for v in (self.warning_temp_minutes, self.critical_temp_minutes, self.thermal_transitions,
                             self.thermal_seconds) if v is not None]
        return sum(parts) if parts else None

    def to_dict(self) -> dict:
        return {"warning_temp_minutes": self.warning_temp_minutes,
                "critical_temp_minutes": self.critical_temp_minutes,
                "thermal_transitions": self.thermal_transitions, "thermal_seconds": self.thermal_seconds}


@dataclass(frozen=True)
class SmartHealth:
    protocol: str  # NVMe, ATA, SCSI, or "" when not said
    model: str | None = None
    passed: bool | None = None
    temperature_c: float | None = None
    warning_c: float | None = None  # the drive's warning / operating-limit temperature
    critical_c: float | None = None
    percent_used: int | None = None  # wear: 100 = rated endurance used
    available_spare: int | None = None
    spare_threshold: int | None = None
    media_errors: int | None = None  # NVMe media and data integrity errors
    error_log_entries: int | None = None
    critical_warning: int | None = None  # NVMe bit mask
    throttle: ThrottleCounters = field(default_factory=ThrottleCounters)
    ata_errors: dict[str, int] = field(default_factory=dict)  # name -> raw count, when > 0
    power_on_hours: int | None = None
    exit_status: int = 0
    messages: tuple[str, ...] = ()

    def critical_warnings(self) -> list[str]:
        w = self.critical_warning or 0
        bits: list[str] = [text for bit, text in CRITICAL_BITS.items() if w & bit]
        return bits + \
            ([Msg("unknown warning bits %1", f"0x{w & ~0x3f:02x}")] if w & ~0x3f else [])

    def to_dict(self) -> dict:
        return {"protocol": self.protocol, "model": self.model, "passed": self.passed,
                "temperature_c": self.temperature_c, "warning_c": self.warning_c, "critical_c": self.critical_c,
                "percent_used": self.percent_used, "available_spare": self.available_spare,
                "spare_threshold": self.spare_threshold, "media_errors": self.media_errors,
                "error_log_entries": self.error_log_entries, "critical_warning": self.critical_warning,
                "critical_warnings": self.critical_warnings(), "throttle": self.throttle.to_dict(),
                "ata_errors": dict(self.ata_errors), "power_on_hours": self.power_on_hours,
                "exit_status": self.exit_status, "messages": list(self.messages)}


def _get(d: Any, *keys: str) -> Any:
    for k in keys:
        if not isinstance(d, dict):
            return None
        d = d.get(k)
    return d


def _num(v: Any) -> int | None:
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        return None
    return int(v)


def _first(*values: Any) -> int | None:
    return next((n for n in (_num(v) for v in values) if n is not None), None)


def parse_smartctl(doc: dict) -> SmartHealth:
    """What a `smartctl --json -a` document says about health, temperature and wear."""
    nv = _get(doc, "nvme_smart_health_information_log") or {}
    protocol = str(_get(doc, "device", "protocol") or ("NVMe" if nv else ""))
    temp = _get(doc, "temperature") or {}
    thresholds = _get(doc, "nvme_composite_temperature_threshold") or {}
    throttle = ThrottleCounters(
        _num(nv.get("warning_temp_time")), _num(nv.get("critical_comp_time")),
        _sum(nv.get("thermal_mgmt_temperature_1_transition_count"),
             nv.get("thermal_mgmt_temperature_2_transition_count")),
        _sum(nv.get("thermal_mgmt_temperature_1_total_time"), nv.get("thermal_mgmt_temperature_2_total_time")))
    ata_errors: dict[str, int] = {}
    ata_wear = None
    for row in _get(doc, "ata_smart_attributes", "table") or []:
        if not isinstance(row, dict):
            continue
        aid = _num(row.get("id")) or -1
        name = ATA_ERROR_ATTRIBUTES.get(aid)
        raw = _num(_get(row, "raw", "value"))
        if name and raw:
            ata_errors[Msg("%1 (%2)", name, str(row.get("name") or f"ID {aid}"))] = raw
        # smartctl 7.5's own rule for endurance_used, for older versions that lack it
        if aid >= 100 and re.fullmatch(r"SSD_Life_Left.*|Wear_Leveling.*", str(row.get("name", ""))) and \
                (value := _num(row.get("value"))) is not None and ata_wear is None:
            ata_wear = max(0, 100 - value) if value <= 100 else 0
    passed = _get(doc, "smart_status", "passed")
    messages = tuple(str(m.get("string", "")) for m in (_get(doc, "smartctl", "messages") or [])
                     if isinstance(m, dict))
    return SmartHealth(
        protocol=protocol, model=_get(doc, "model_name"), passed=passed if isinstance(passed, bool) else None,
        temperature_c=_first(temp.get("current"), nv.get("temperature")),
        warning_c=_first(thresholds.get("warning"), temp.get("op_limit_max")),
        critical_c=_first(thresholds.get("critical"), temp.get("critical_limit_max")),
        percent_used=_first(_get(doc, "endurance_used", "current_percent"), nv.get("percentage_used"), ata_wear),
        available_spare=_num(nv.get("available_spare")), spare_threshold=_num(nv.get("available_spare_threshold")),
        media_errors=_num(nv.get("media_errors")), error_log_entries=_num(nv.get("num_err_log_entries")),
        critical_warning=_num(nv.get("critical_warning")), throttle=throttle, ata_errors=ata_errors,
        power_on_hours=_num(_get(doc, "power_on_time", "hours")),
        exit_status=_num(_get(doc, "smartctl", "exit_status")) or 0, messages=messages)


def _sum(*values: Any) -> int | None:
    nums = [n for n in (_num(v) for v in values) if n is not None]
    return sum(nums) if nums else None


@dataclass(frozen=True)
class SmartRead:
    """One run of smartctl: its health, or why there is none (and what to do)."""

    health: SmartHealth | None
    problem: str = ""
    advice: str = ""
    argv: tuple[str, ...] = ()


Runner = Callable[..., Any]  # subprocess.run's signature


def smartctl_argv(exe: str, device: str, nvme: bool) -> list[str]:
    # -n standby: an ATA disk asleep is not spun up for this (smartctl then exits with 2).
    return [exe, "--json=c", "-a", *([] if nvme else ["-n", "standby"]), device]


def read_smart(device: str, nvme: bool = False, run: Runner = subprocess.run,
               which: Callable[[str], str | None] = shutil.which) -> SmartRead:
    """Run smartctl on a device (read-only: it sends identify and log-page commands)."""
    exe = which("smartctl")
    if exe is None:
        return SmartRead(None, Msg("smartctl is not installed"), INSTALL_HINT)
    argv = smartctl_argv(exe, device, nvme)
    try:
        proc = run(argv, capture_output=True, timeout=TIMEOUT_S, check=False)
    except subprocess.TimeoutExpired:
        return SmartRead(None, Msg("smartctl did not answer within %1 s", int(TIMEOUT_S)), "", tuple(argv))
    except OSError as e:
        return SmartRead(None, Msg("cannot run smartctl: %1", str(e.strerror or e)), INSTALL_HINT, tuple(argv))
    out = proc.stdout.decode("utf-8", "replace") if isinstance(proc.stdout, bytes) else (proc.stdout or "")
    try:
        doc = json.loads(out) if out.strip() else None
    except json.JSONDecodeError:
        doc = None
    if not isinstance(doc, dict):
        return SmartRead(None, Msg("smartctl printed no JSON (exit %1)", str(proc.returncode)),
                         Msg("smartctl %1 or later is needed for %2", "7.0", "--json"), tuple(argv))
    health = parse_smartctl(doc)
    status = health.exit_status or proc.returncode
    if status & 0x03:  # the command line, or the device could not be opened / is asleep
        # smartctl's own message, as it prints it (what a search finds); our words only without one
        text = "; ".join(m for m in health.messages if m) or Msg("smartctl exit %1", str(status))
        advice = ""
        if "ermission" in text or "Operation not permitted" in text:
            advice = Msg("run as root (sudo) to read SMART data")
        elif "STANDBY" in text.upper():
            advice = Msg("the disk is asleep; read it after it spins up")
        return SmartRead(None, text, advice, tuple(argv))
    return SmartRead(health, argv=tuple(argv))
