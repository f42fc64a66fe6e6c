"""The machine around the drive: mains or battery, the CPU frequency governor, and whether
the disk was already busy before the run."""
from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from app.core.insight.sysfs import BlockStat, block_stat, read_text


@dataclass(frozen=True)
class Power:
    battery: bool  # the machine has one
    plugged: bool | None  # on mains (None: unknown)
    percent: float | None = None


def read_power(sensors_battery: Callable[[], object] | None = None) -> Power | None:
    """psutil.sensors_battery(): None means no battery (a desktop, a server, a VM)."""
    if sensors_battery is None:
        import psutil
        sensors_battery = getattr(psutil, "sensors_battery", None)
        if sensors_battery is None:
            return None
    try:
        b = sensors_battery()
    except Exception:  # psutil raises on odd ACPI tables; unknown is the honest answer
        return None
    if b is None:
        return Power(False, True)
    return Power(True, getattr(b, "power_plugged", None), getattr(b, "percent", None))


@dataclass(frozen=True)
class Governors:
    counts: dict[str, int]  # governor -> CPUs using it
    driver: str | None  # scaling_driver: intel_pstate, amd-pstate-epp, acpi-cpufreq, ...
    epp: dict[str, int] = field(default_factory=dict)  # energy_performance_preference -> CPUs

    @property
    def cpus(self) -> int:
        return sum(self.counts.values())


def read_governors(sys_root: str = "/sys") -> Governors | None:
    """scaling_governor of every CPU; None when the kernel exposes no cpufreq (VMs)."""
    base = Path(sys_root) / "devices" / "system" / "cpu"
    counts: Counter[str] = Counter()
    epp: Counter[str] = Counter()
    driver = None
    try:
        cpus = sorted(p for p in base.iterdir() if p.name.startswith("cpu") and p.name[3:].isdigit())
    except OSError:
        return None
    for cpu in cpus:
        gov = read_text(cpu / "cpufreq" / "scaling_governor")
        if gov:
            counts[gov] += 1
            driver = driver or read_text(cpu / "cpufreq" / "scaling_driver")
            pref = read_text(cpu / "cpufreq" / "energy_performance_preference")
            if pref:
                epp[pref] += 1
    if not counts:
        return None
    return Governors(dict(counts), driver, dict(epp))


@dataclass(frozen=True)
class Busy:
    """The disk's own counters over a short look before the run."""

    seconds: float
    bytes_per_s: float
    ios_per_s: float
    util: float  # fraction of the time with I/O in flight
    processes: tuple[tuple[str, int, float], ...] = ()  # (name, pid, bytes/s), busiest first: any disk

    @property
    def busy(self) -> bool:
        return self.util >= 0.05 or self.bytes_per_s >= (1 << 20)


def sample_busy(dev_dir: Path, seconds: float = 1.0, sleep: Callable[[float], None] = time.sleep,
                clock: Callable[[], float] = time.monotonic, processes: bool = True) -> Busy | None:
    """Two reads of the disk's stat file `seconds` apart (and, when it was busy, which
    processes did storage I/O meanwhile, from /proc/PID/io: that is any disk's I/O)."""
    procs0 = _process_io() if processes else {}
    a, t0 = block_stat(dev_dir), clock()
    if a is None:
        return None
    sleep(seconds)
    b, t1 = block_stat(dev_dir), clock()
    if b is None:
        return None
    dt = max(t1 - t0, 1e-3)
    busy = _busy(a, b, dt)
    if processes and busy.busy:
        procs1 = _process_io()
        rates = []
        for pid, (name, n1) in procs1.items():
            if pid in procs0 and n1 > procs0[pid][1]:
                rates.append((name, pid, (n1 - procs0[pid][1]) / dt))
        # only those that account for a fair share of what the disk did (per-process counts
        # cover every disk, and miss kernel writeback and processes that already ended)
        floor = max(0.1 * busy.bytes_per_s, 512 * 1024)
        rates = sorted((r for r in rates if r[2] >= floor), key=lambda r: -r[2])
        busy = Busy(busy.seconds, busy.bytes_per_s, busy.ios_per_s, busy.util, tuple(rates[:3]))
    return busy


def _busy(a: BlockStat, b: BlockStat, dt: float) -> Busy:
    ios = max(0, (b.reads + b.writes) - (a.reads + a.writes))
    ticks = max(0, b.io_ticks_ms - a.io_ticks_ms)
    return Busy(dt, max(0, b.bytes - a.bytes) / dt, ios / dt, min(1.0, ticks / (dt * 1000.0)))


def _process_io() -> dict[int, tuple[str, int]]:
    """pid -> (name, bytes read and written to storage so far); processes we may not read
    are left out."""
    import psutil
    out = {}
    for p in psutil.process_iter(["name"]):
        try:
            io = p.io_counters()
        except (psutil.Error, AttributeError, OSError):
            continue
        out[p.pid] = (p.info.get("name") or "?", io.read_bytes + io.write_bytes)
    return out
