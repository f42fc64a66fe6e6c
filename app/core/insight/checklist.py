"""Before the run: what the target's disk and the machine say, item by item, with advice.

Linux reads sysfs and procfs (read-only) and, for health, smartctl when it is installed;
Windows reads the Storage module's cmdlets (insight.windows). Each item has its value,
what is expected, a status and one line of advice when it is off.
"""
from __future__ import annotations

import os
import sys
import time
from typing import Callable

from app.core.insight import machine
from app.core.insight.alignment import alignment_check
from app.core.insight.model import NA, NOTE, OK, UNKNOWN, WARN, Checklist, CheckItem
from app.core.insight.smart import SmartHealth, SmartRead, read_smart
from app.core.insight.sysfs import (BlockPath, Hwmon, PcieLink, QueueInfo, alignment, block_path_for,
                                    find_hwmon, link_text, pcie_link, queue_info, read_int, read_text, transport)
from app.core.units import human_bytes
from app.core.insight.sysfs import gts
from app.core.insight.sysfs import named_block_dir

# Transports with no SMART to read (smartctl would only fail on them).
NO_SMART = {"virtio", "loop", "zram", "md", "dm", "xen", "optical", "mmc"}


def pcie_item(link: PcieLink | None, bp: BlockPath | None, kind: str) -> CheckItem:
    if bp is None or not bp.disk.startswith("nvme"):
        return CheckItem("pcie_link", "PCIe link", f"not an NVMe drive ({kind})", "", NA)
    if link is None:
        return CheckItem("pcie_link", "PCIe link", "not readable", "current_link_speed/width of its PCI device",
                         UNKNOWN, "the controller's PCI device shows no link attributes (a virtual or "
                                  "fabrics-attached NVMe)")
    cur = link_text(link.current_gts, link.current_width)
    top = link_text(link.max_gts, link.max_width)
    data = {"controller": link.controller, "pci": link.pci_address, "current_speed": link.current_speed,
            "max_speed": link.max_speed, "current_width": link.current_width, "max_width": link.max_width,
            "port_max_speed": link.port_max_speed, "port_max_width": link.port_max_width}
    if link.degraded is None:
        return CheckItem("pcie_link", "PCIe link", f"{cur} (the drive's maximum: {top})", "", UNKNOWN,
                         "the kernel reports the link speed as unknown", data)
    if not link.degraded:
        return CheckItem("pcie_link", "PCIe link", f"{cur}, the drive's maximum", top, OK, "", data)
    value = f"trained at {cur}, the drive supports {top}"
    if link.slot_limited:
        port = link_text(gts(link.port_max_speed), link.port_max_width)
        advice = f"the slot's port supports only {port}: move the drive to a slot that supports {top} " \
                 "(CPU-attached M.2/PCIe)"
    else:
        advice = "below what drive and slot support: reseat it, check the BIOS PCIe setting and any riser or " \
                 "adapter; some drives slow the link when idle, so read it again under load"
    return CheckItem("pcie_link", "PCIe link", value, top, WARN, advice, data)


def queue_items(q: QueueInfo, top_q: QueueInfo, disk: str, kind: str) -> list[CheckItem]:
    items = []
    wc = q.write_cache
    if wc is None:
        items.append(CheckItem("write_cache", "Write cache", "not reported", "", UNKNOWN))
    elif wc == "write back":
        items.append(CheckItem("write_cache", "Write cache", "write back (a volatile cache is on)",
                               "write back (write through on power-loss-protected drives)", OK, "",
                               {"write_cache": wc}))
    else:
        items.append(CheckItem("write_cache", "Write cache", f"{wc} (no volatile cache)", "write back", NOTE,
                               "normal for a power-loss-protected drive; on a consumer drive its cache is off "
                               "and writes are slow: hdparm -W1 /dev/sdX or nvme set-feature -f 6 -v 1",
                               {"write_cache": wc}))
    dmax = top_q.discard_max_bytes
    if dmax is None:
        items.append(CheckItem("discard", "TRIM/discard", "not reported", "", UNKNOWN))
    elif dmax > 0:
        items.append(CheckItem("discard", "TRIM/discard", f"supported (up to {human_bytes(dmax)} per request)",
                               "supported", OK, "", {"discard_max_bytes": dmax}))
    elif top_q.rotational or q.rotational:
        items.append(CheckItem("discard", "TRIM/discard", "not supported", "not needed on a spinning disk", NA, "",
                               {"discard_max_bytes": 0}))
    else:
        items.append(CheckItem("discard", "TRIM/discard", "not supported on this path", "supported", WARN,
                               "TRIM does not reach the drive (a USB bridge without UNMAP, dm-crypt without "
                               "allow_discards...): an SSD without TRIM slows down as it fills",
                               {"discard_max_bytes": 0}))
    sched = q.scheduler
    offered = ", ".join(q.schedulers)
    data = {"scheduler": sched, "offered": list(q.schedulers)}
    fix = f"echo none > /sys/block/{disk}/queue/scheduler (as root; back at reboot)"
    if sched is None:
        items.append(CheckItem("scheduler", "I/O scheduler", "not reported", "", UNKNOWN, "", data))
    elif kind == "nvme":
        status = OK if sched == "none" else (WARN if sched == "bfq" else NOTE)
        items.append(CheckItem("scheduler", "I/O scheduler", f"{sched} (offered: {offered})", "none", status,
                               "" if status == OK else
                               ("bfq costs much CPU per I/O and caps a fast NVMe drive: " if sched == "bfq" else
                                "an NVMe drive needs no scheduler: ") + fix, data))
    elif q.rotational:
        ok = sched in ("mq-deadline", "bfq")
        items.append(CheckItem("scheduler", "I/O scheduler", f"{sched} (offered: {offered})", "mq-deadline or bfq",
                               OK if ok else NOTE, "" if ok else
                               f"a spinning disk gains from request sorting: echo mq-deadline > "
                               f"/sys/block/{disk}/queue/scheduler", data))
    else:
        ok = sched in ("none", "mq-deadline", "kyber")
        items.append(CheckItem("scheduler", "I/O scheduler", f"{sched} (offered: {offered})", "none or mq-deadline",
                               OK if ok else NOTE, "" if ok else "bfq costs CPU per I/O on an SSD: " + fix, data))
    ra = top_q.read_ahead_kb
    if ra is not None:
        odd = ra == 0 or ra > 4096
        items.append(CheckItem("readahead", "Readahead", f"{ra} KiB", "128 KiB (the kernel's default); "
                               "only buffered reads use it", NOTE if odd else OK,
                               ("no readahead: buffered sequential reads go to the device in small requests"
                                if ra == 0 else "a large readahead inflates buffered sequential reads and wastes "
                                "I/O on buffered random reads; direct I/O is unaffected (fioscope run "
                                "--readahead KB sets it for one run)") if odd else "", {"read_ahead_kb": ra}))
    lbs, pbs = q.logical_block, q.physical_block
    if lbs or pbs:
        items.append(CheckItem("block_size", "Block size", f"logical {lbs} B, physical {pbs} B",
                               f"tests with blocks of at least {pbs} B", OK,
                               "", {"logical": lbs, "physical": pbs}))
    return items


def temperature_item(hw: Hwmon | None, smart: SmartHealth | None) -> CheckItem | None:
    now = hw.read_c() if hw else None
    src = f"hwmon ({hw.name})" if now is not None else None
    if now is None and smart and smart.temperature_c is not None:
        now, src = float(smart.temperature_c), "smartctl"
    if now is None:
        return None
    warn = (hw.max_c if hw else None) or (smart.warning_c if smart else None)
    crit = (hw.crit_c if hw else None) or (smart.critical_c if smart else None)
    limits = ", ".join(x for x in (f"warning {warn:g} C" if warn else "", f"critical {crit:g} C" if crit else "") if x)
    hot = warn is not None and now >= warn - 5
    return CheckItem("temperature", "Temperature", f"{now:g} C" + (f" ({limits})" if limits else ""),
                     "well below the warning temperature", WARN if hot else OK,
                     "the drive starts the run near its warning temperature: it will throttle; add airflow or "
                     "a heatsink, or let it cool" if hot else "",
                     {"celsius": now, "warning_c": warn, "critical_c": crit, "source": src})


def smart_items(read: SmartRead | None, kind: str, disk: str) -> list[CheckItem]:
    if read is None:
        return [CheckItem("health", "Health (SMART)", f"no SMART on a {kind} device", "", NA)]
    h = read.health
    if h is None:
        return [CheckItem("health", "Health (SMART)", read.problem, "smartctl's report", UNKNOWN,
                          read.advice or f"smartctl -a /dev/{disk} tells why")]
    items = []
    if h.passed is False:
        items.append(CheckItem("health", "Health (SMART)", "FAILING (the drive's own verdict)", "PASSED", WARN,
                               "the drive predicts its failure: back it up now and replace it", h.to_dict()))
    else:
        items.append(CheckItem("health", "Health (SMART)", "PASSED" if h.passed else "no overall verdict",
                               "PASSED", OK if h.passed else NOTE, "", h.to_dict()))
    if h.percent_used is not None:
        worn = h.percent_used >= 80
        items.append(CheckItem("wear", "Wear", f"{h.percent_used} % of rated endurance used", "below 80 %",
                               WARN if worn else OK, "near or past its rated endurance: writes slow down and "
                               "errors become likely; back it up and plan a replacement" if worn else "",
                               {"percent_used": h.percent_used}))
    if h.available_spare is not None and h.spare_threshold is not None:
        low = h.available_spare <= h.spare_threshold
        items.append(CheckItem("spare", "Spare blocks", f"{h.available_spare} % (threshold {h.spare_threshold} %)",
                               f"above {h.spare_threshold} %", WARN if low else OK,
                               "spare blocks are used up: the drive may turn read-only; back it up" if low else ""))
    errors = []
    if h.media_errors:
        errors.append(f"{h.media_errors} media and data integrity errors")
    errors += [f"{v} {k}" for k, v in h.ata_errors.items()]
    if h.media_errors is not None or h.protocol.upper() == "ATA" or errors:
        items.append(CheckItem("media_errors", "Media errors", ", ".join(errors) or "none", "none",
                               WARN if errors else OK, "the drive has lost or remapped data: back it up, run its "
                               "long self-test (smartctl -t long)" if errors else ""))
    if h.critical_warning is not None:
        bits = h.critical_warnings()
        items.append(CheckItem("critical_warning", "Critical warning", "; ".join(bits) or "none", "none",
                               WARN if bits else OK, "the drive raises a critical warning: read smartctl -a and "
                               "back it up" if bits else "", {"critical_warning": h.critical_warning}))
    t = h.throttle
    if t.total() is not None:
        parts = []
        if t.warning_temp_minutes is not None:
            parts.append(f"{t.warning_temp_minutes} min above warning temperature")
        if t.critical_temp_minutes is not None:
            parts.append(f"{t.critical_temp_minutes} min above critical")
        if t.thermal_transitions is not None:
            parts.append(f"{t.thermal_transitions} thermal slow-downs ({t.thermal_seconds or 0} s)")
        hot = bool(t.critical_temp_minutes) or bool(t.warning_temp_minutes)
        items.append(CheckItem("thermal_history", "Thermal throttling (lifetime)", ", ".join(parts), "0 minutes",
                               NOTE if hot or t.thermal_transitions else OK,
                               "this drive has run hot before: during long writes it may throttle; check its "
                               "cooling (heatsink, airflow)" if hot or t.thermal_transitions else "",
                               t.to_dict()))
    return items


def power_item(p: machine.Power | None) -> CheckItem:
    if p is None:
        return CheckItem("power", "Power", "cannot tell", "mains", UNKNOWN)
    if not p.battery:
        return CheckItem("power", "Power", "mains (no battery)", "mains", OK)
    pct = f" ({p.percent:.0f} %)" if p.percent is not None else ""
    if p.plugged is False:
        return CheckItem("power", "Power", f"on battery{pct}", "mains", WARN,
                         "plug in: on battery most laptops cap the CPU and the drive's power state, and results drop")
    return CheckItem("power", "Power", f"mains, battery{pct}" if p.plugged else f"battery{pct}, mains unknown",
                     "mains", OK if p.plugged else UNKNOWN)


def governor_item(g: machine.Governors | None) -> CheckItem:
    if g is None:
        return CheckItem("governor", "CPU governor", "no cpufreq (a VM, or a fixed clock)", "performance", NA)
    value = ", ".join(f"{name} on {n} CPU{'s' if n > 1 else ''}" for name, n in sorted(g.counts.items()))
    if g.driver:
        value += f" ({g.driver})"
    data = {"governors": g.counts, "driver": g.driver, "epp": g.epp}
    fix = "for repeatable results: cpupower frequency-set -g performance (as root), and back afterwards"
    if set(g.counts) == {"performance"}:
        return CheckItem("governor", "CPU governor", value, "performance", OK, "", data)
    if "powersave" in g.counts:
        return CheckItem("governor", "CPU governor", value, "performance", WARN,
                         "powersave keeps clocks low for short I/O bursts, raising latency at low queue depths; "
                         + fix, data)
    return CheckItem("governor", "CPU governor", value, "performance", NOTE, fix, data)


def busy_item(b: machine.Busy | None, disk: str) -> CheckItem:
    if b is None:
        return CheckItem("busy", "Disk idle before the run", "cannot read its counters", "idle", UNKNOWN)
    value = f"{b.util * 100:.0f} % busy, {b.bytes_per_s / 1e6:.1f} MB/s, {b.ios_per_s:.0f} IO/s over {b.seconds:.1f} s"
    data = {"util": b.util, "bytes_per_s": b.bytes_per_s, "ios_per_s": b.ios_per_s, "seconds": b.seconds,
            "processes": [{"name": n, "pid": pid, "bytes_per_s": r} for n, pid, r in b.processes]}
    if not b.busy:
        return CheckItem("busy", "Disk idle before the run", value, "idle", OK, "", data)
    if b.processes:
        who = " (doing storage I/O just now: " + ", ".join(
            f"{n} pid {pid} {r / 1e6:.1f} MB/s" for n, pid, r in b.processes) + ")"
    else:
        who = " or pidstat -d 1 (no process stood out: kernel writeback, or processes that came and went)"
    return CheckItem("busy", "Disk idle before the run", value, "idle", WARN,
                     f"another process is using {disk}: results will be lower and noisier; stop it, or find it "
                     f"with iotop -o{who}", data)


def describe(bp: BlockPath, kind: str) -> str:
    model = read_text(bp.disk_dir / "device" / "model") or ""
    size = read_int(bp.disk_dir / "size")
    parts = [f"{bp.disk} ({kind}{', ' + model if model else ''}"
             f"{', ' + human_bytes(size * 512) if size else ''})"]
    if len(bp.chain) > 1:
        parts.append("through " + " -> ".join(bp.chain))
    if bp.other_disks:
        parts.append("also on " + ", ".join(bp.other_disks) + " (only the first disk is read)")
    return "; ".join(parts)


def linux_checklist(target: str, sys_root: str = "/sys",
                    smart: Callable[[str, bool], SmartRead] | None = None,
                    sensors_battery: Callable[[], object] | None = None,
                    sleep: Callable[[float], None] = time.sleep, clock: Callable[[], float] = time.monotonic,
                    busy_seconds: float = 1.0, processes: bool = True, bp: BlockPath | None = None) -> Checklist:
    cl = Checklist(target, "linux")
    bp = bp or block_path_for(target, sys_root)
    if bp is None:
        cl.description = f"{target} is not on a local block device (tmpfs, a network or FUSE filesystem)"
        cl.items.append(CheckItem("device", "Disk", "none", "a local disk", NA,
                                  "nothing of a drive to read: the figures are the filesystem's"))
    else:
        kind = transport(bp)
        cl.device = bp.disk
        cl.description = f"{target} is on {describe(bp, kind)}"
        q = queue_info(bp.disk_dir)
        top_dir = named_block_dir(bp.top, sys_root) if bp.stacked else None
        top_q = queue_info(top_dir) if top_dir is not None else q
        cl.items.append(pcie_item(pcie_link(bp, sys_root), bp, kind))
        cl.items += queue_items(q, top_q, bp.disk, kind)
        al = alignment(bp, q.physical_block)
        if al is not None:
            cl.items.append(alignment_check(al.partition, al.start_bytes, al.physical_block, al.alignment_offset))
        elif os.path.isdir(target):
            cl.items.append(CheckItem("alignment", "Partition alignment",
                                      "no partition: the filesystem is on the whole device", "", NA))
        if kind in NO_SMART:
            read = None
        else:
            read = (smart or (lambda dev, nvme: read_smart(dev, nvme)))(f"/dev/{bp.disk}", kind == "nvme")
        temp = temperature_item(find_hwmon(bp, sys_root), read.health if read else None)
        if temp:
            cl.items.append(temp)
        cl.items += smart_items(read, kind, bp.disk)
    cl.items.append(power_item(machine.read_power(sensors_battery)))
    cl.items.append(governor_item(machine.read_governors(sys_root)))
    if bp is not None:
        cl.items.append(busy_item(machine.sample_busy(bp.disk_dir, busy_seconds, sleep, clock, processes=processes),
                                  bp.disk))
    return cl


def windows_checklist(target: str, run=None, sensors_battery=None) -> Checklist:
    from app.core.cache import windows as cache_windows
    from app.core.insight.windows import windows_items
    cl = Checklist(target, "windows")
    name = cache_windows.device_for_path(target)
    disk_id = name[len("PhysicalDrive"):] if name and name.startswith("PhysicalDrive") else None
    cl.device = name
    cl.description = f"{target} is on {name}" if name else f"{target}: no single physical disk found"
    cl.items += windows_items(target, disk_id, **({"run": run} if run else {}))
    cl.items.append(power_item(machine.read_power(sensors_battery)))
    return cl


def run_checklist(target: str, **kw) -> Checklist:
    if sys.platform == "win32":
        return windows_checklist(target)
    return linux_checklist(target, **kw)


TAGS = {OK: "ok", WARN: "WARN", NOTE: "note", UNKNOWN: "?", NA: "-"}


def format_checklist(cl: Checklist) -> str:
    lines = [cl.description]
    width = max((len(i.label) for i in cl.items), default=10) + 2
    for i in cl.items:
        lines.append(f"  {TAGS[i.status]:<5} {i.label:<{width}}{i.value}")
        if i.status in (WARN, NOTE, UNKNOWN) and i.expected:
            lines.append(f"  {'':<5} {'':<{width}}expected: {i.expected}")
        if i.advice and i.status != OK:
            lines.append(f"  {'':<5} {'':<{width}}-> {i.advice}")
    n = len(cl.warnings)
    lines.append(f"{n} warning{'s' if n != 1 else ''}" if n else "nothing off")
    return "\n".join(lines)
