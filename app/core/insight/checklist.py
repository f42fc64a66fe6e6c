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
from app.core.words import Msg, Num, Size, Value, joined
from app.core.insight.sysfs import gts
from app.core.insight.sysfs import named_block_dir

# Transports with no SMART to read (smartctl would only fail on them).
NO_SMART = {"virtio", "loop", "zram", "md", "dm", "xen", "optical", "mmc"}


def pcie_item(link: PcieLink | None, bp: BlockPath | None, kind: str) -> CheckItem:
    if bp is None or not bp.disk.startswith("nvme"):
        return CheckItem("pcie_link", "PCIe link", Msg("not an NVMe drive (%1)", kind), "", NA)
    if link is None:
        return CheckItem("pcie_link", "PCIe link", Msg("not readable"),
                         Msg("current_link_speed/width of its PCI device"), UNKNOWN,
                         Msg("the controller's PCI device shows no link attributes (a virtual or "
                             "fabrics-attached NVMe)"))
    cur = link_text(link.current_gts, link.current_width)
    top = link_text(link.max_gts, link.max_width)
    data = {"controller": link.controller, "pci": link.pci_address, "current_speed": link.current_speed,
            "max_speed": link.max_speed, "current_width": link.current_width, "max_width": link.max_width,
            "port_max_speed": link.port_max_speed, "port_max_width": link.port_max_width}
    if link.degraded is None:
        return CheckItem("pcie_link", "PCIe link", Msg("%1 (the drive's maximum: %2)", cur, top), "", UNKNOWN,
                         Msg("the kernel reports the link speed as unknown"), data)
    if not link.degraded:
        return CheckItem("pcie_link", "PCIe link", Msg("%1, the drive's maximum", cur), top, OK, "", data)
    value = Msg("trained at %1, the drive supports %2", cur, top)
    if link.slot_limited:
        port = link_text(gts(link.port_max_speed), link.port_max_width)
        advice = Msg("the slot's port supports only %1: move the drive to a slot that supports %2 "
                     "(CPU-attached M.2/PCIe)", port, top)
    else:
        advice = Msg("below what drive and slot support: reseat it, check the BIOS PCIe setting and any riser or "
                     "adapter; some drives slow the link when idle, so read it again under load")
    return CheckItem("pcie_link", "PCIe link", value, top, WARN, advice, data)


def queue_items(q: QueueInfo, top_q: QueueInfo, disk: str, kind: str) -> list[CheckItem]:
    items = []
    wc = q.write_cache
    if wc is None:
        items.append(CheckItem("write_cache", "Write cache", Msg("not reported"), "", UNKNOWN))
    elif wc == "write back":
        items.append(CheckItem("write_cache", "Write cache", Msg("write back (a volatile cache is on)"),
                               Msg("write back (write through on power-loss-protected drives)"), OK, "",
                               {"write_cache": wc}))
    else:
        items.append(CheckItem("write_cache", "Write cache", Msg("%1 (no volatile cache)", wc), Msg("write back"), NOTE,
                               Msg("normal for a power-loss-protected drive; on a consumer drive its cache is off "
                                   "and writes are slow: %1", "hdparm -W1 /dev/sdX or nvme set-feature -f 6 -v 1"),
                               {"write_cache": wc}))
    dmax = top_q.discard_max_bytes
    if dmax is None:
        items.append(CheckItem("discard", "TRIM/discard", Msg("not reported"), "", UNKNOWN))
    elif dmax > 0:
        items.append(CheckItem("discard", "TRIM/discard", Msg("supported (up to %1 per request)", Size(dmax)),
                               Msg("supported"), OK, "", {"discard_max_bytes": dmax}))
    elif top_q.rotational or q.rotational:
        items.append(CheckItem("discard", "TRIM/discard", Msg("not supported"), Msg("not needed on a spinning disk"), NA, "",
                               {"discard_max_bytes": 0}))
    else:
        items.append(CheckItem("discard", "TRIM/discard", Msg("not supported on this path"), Msg("supported"), WARN,
                               Msg("TRIM does not reach the drive (a USB bridge without UNMAP, dm-crypt without "
                                   "allow_discards...): an SSD without TRIM slows down as it fills"),
                               {"discard_max_bytes": 0}))
    sched = q.scheduler
    offered = ", ".join(q.schedulers)
    data = {"scheduler": sched, "offered": list(q.schedulers)}
    fix = f"echo none > /sys/block/{disk}/queue/scheduler"  # the fix's own "(as root; back at reboot)" is in each advice
    found = Msg("%1 (offered: %2)", sched or "", offered)
    if sched is None:
        items.append(CheckItem("scheduler", "I/O scheduler", Msg("not reported"), "", UNKNOWN, "", data))
    elif kind == "nvme":
        status = OK if sched == "none" else (WARN if sched == "bfq" else NOTE)
        advice = Msg("bfq costs much CPU per I/O and caps a fast NVMe drive: %1 (as root; back at reboot)", fix) \
            if sched == "bfq" else Msg("an NVMe drive needs no scheduler: %1 (as root; back at reboot)", fix)
        items.append(CheckItem("scheduler", "I/O scheduler", found, "none", status,
                               "" if status == OK else advice, data))
    elif q.rotational:
        ok = sched in ("mq-deadline", "bfq")
        items.append(CheckItem("scheduler", "I/O scheduler", found, Msg("mq-deadline or bfq"),
                               OK if ok else NOTE, "" if ok else
                               Msg("a spinning disk gains from request sorting: %1",
                                   f"echo mq-deadline > /sys/block/{disk}/queue/scheduler"), data))
    else:
        ok = sched in ("none", "mq-deadline", "kyber")
        items.append(CheckItem("scheduler", "I/O scheduler", found, Msg("none or mq-deadline"),
                               OK if ok else NOTE, "" if ok else
                               Msg("bfq costs CPU per I/O on an SSD: %1 (as root; back at reboot)", fix), data))
    ra = top_q.read_ahead_kb
    if ra is not None:
        odd = ra == 0 or ra > 4096
        items.append(CheckItem("readahead", "Readahead", Msg("%1 KiB", ra), Msg("128 KiB (the kernel's default); "
                               "only buffered reads use it"), NOTE if odd else OK,
                               (Msg("no readahead: buffered sequential reads go to the device in small requests")
                                if ra == 0 else Msg("a large readahead inflates buffered sequential reads and wastes "
                                "I/O on buffered random reads; direct I/O is unaffected (fioscope run "
                                "--readahead KB sets it for one run)")) if odd else "", {"read_ahead_kb": ra}))
    lbs, pbs = q.logical_block, q.physical_block
    if lbs or pbs:
        items.append(CheckItem("block_size", "Block size", Msg("logical %1 B, physical %2 B", str(lbs), str(pbs)),  # a block size ungrouped: 4096
                               Msg("tests with blocks of at least %1 B", str(pbs)), OK,
                               "", {"logical": lbs, "physical": pbs}))
    return items


def temperature_item(hw: Hwmon | None, smart: SmartHealth | None) -> CheckItem | None:
    now = hw.read_c() if hw else None
    src = f"hwmon ({hw.name})" if hw and now is not None else None
    if now is None and smart and smart.temperature_c is not None:
        now, src = float(smart.temperature_c), "smartctl"
    if now is None:
        return None
    warn = (hw.max_c if hw else None) or (smart.warning_c if smart else None)
    crit = (hw.crit_c if hw else None) or (smart.critical_c if smart else None)
    hot = warn is not None and now >= warn - 5
    c = Num(now, None)
    value = Msg("%1 C (warning %2 C, critical %3 C)", c, Num(warn, None), Num(crit, None)) if warn and crit else \
        Msg("%1 C (warning %2 C)", c, Num(warn, None)) if warn else \
        Msg("%1 C (critical %2 C)", c, Num(crit, None)) if crit else Msg("%1 C", c)
    return CheckItem("temperature", "Temperature", value,
                     Msg("well below the warning temperature"), WARN if hot else OK,
                     Msg("the drive starts the run near its warning temperature: it will throttle; add airflow or "
                         "a heatsink, or let it cool") if hot else "",
                     {"celsius": now, "warning_c": warn, "critical_c": crit, "source": src})


def smart_items(read: SmartRead | None, kind: str, disk: str) -> list[CheckItem]:
    if read is None:
        return [CheckItem("health", "Health (SMART)", Msg("no SMART on a %1 device", kind), "", NA)]
    h = read.health
    if h is None:
        return [CheckItem("health", "Health (SMART)", read.problem, Msg("smartctl's report"), UNKNOWN,
                          read.advice or Msg("%1 tells why", f"smartctl -a /dev/{disk}"))]
    items = []
    if h.passed is False:
        items.append(CheckItem("health", "Health (SMART)", Msg("FAILING (the drive's own verdict)"), "PASSED", WARN,
                               Msg("the drive predicts its failure: back it up now and replace it"), h.to_dict()))
    else:
        items.append(CheckItem("health", "Health (SMART)", "PASSED" if h.passed else Msg("no overall verdict"),
                               "PASSED", OK if h.passed else NOTE, "", h.to_dict()))
    if h.percent_used is not None:
        worn = h.percent_used >= 80
        items.append(CheckItem("wear", "Wear", Msg("%1 % of rated endurance used", h.percent_used), Msg("below 80 %"),
                               WARN if worn else OK, Msg("near or past its rated endurance: writes slow down and "
                               "errors become likely; back it up and plan a replacement") if worn else "",
                               {"percent_used": h.percent_used}))
    if h.available_spare is not None and h.spare_threshold is not None:
        low = h.available_spare <= h.spare_threshold
        items.append(CheckItem("spare", "Spare blocks",
                               Msg("%1 % (threshold %2 %)", h.available_spare, h.spare_threshold),
                               Msg("above %1 %", h.spare_threshold), WARN if low else OK,
                               Msg("spare blocks are used up: the drive may turn read-only; back it up")
                               if low else ""))
    errors: list = []
    if h.media_errors:
        errors.append(Msg("%1 media and data integrity errors", h.media_errors))
    errors += [Msg("%1 %2", v, k) for k, v in h.ata_errors.items()]  # "12 reallocated sectors (Reallocated_Sector_Ct)"
    if h.media_errors is not None or h.protocol.upper() == "ATA" or errors:
        items.append(CheckItem("media_errors", "Media errors", joined(errors) if errors else Msg("none"), Msg("none"),
                               WARN if errors else OK, Msg("the drive has lost or remapped data: back it up, run its "
                               "long self-test (smartctl -t long)") if errors else ""))
    if h.critical_warning is not None:
        bits: list[Value] = list(h.critical_warnings())
        items.append(CheckItem("critical_warning", "Critical warning", joined(bits, "; ") if bits else Msg("none"),
                               Msg("none"),
                               WARN if bits else OK, Msg("the drive raises a critical warning: read smartctl -a and "
                               "back it up") if bits else "", {"critical_warning": h.critical_warning}))
    t = h.throttle
    if t.total() is not None:
        parts: list = []
        if t.warning_temp_minutes is not None:
            parts.append(Msg("%1 min above warning temperature", t.warning_temp_minutes))
        if t.critical_temp_minutes is not None:
            parts.append(Msg("%1 min above critical", t.critical_temp_minutes))
        if t.thermal_transitions is not None:
            parts.append(Msg("%1 thermal slow-downs (%2 s)", t.thermal_transitions, t.thermal_seconds or 0))
        hot = bool(t.critical_temp_minutes) or bool(t.warning_temp_minutes)
        items.append(CheckItem("thermal_history", "Thermal throttling (lifetime)", joined(parts),
                               Msg("0 minutes"), NOTE if hot or t.thermal_transitions else OK,
                               Msg("this drive has run hot before: during long writes it may throttle; check its "
                                   "cooling (heatsink, airflow)") if hot or t.thermal_transitions else "",
                               t.to_dict()))
    return items


def power_item(p: machine.Power | None) -> CheckItem:
    if p is None:
        return CheckItem("power", "Power", Msg("cannot tell"), Msg("mains"), UNKNOWN)
    if not p.battery:
        return CheckItem("power", "Power", Msg("mains (no battery)"), Msg("mains"), OK)
    pct = Num(p.percent, 0) if p.percent is not None else None
    if p.plugged is False:
        return CheckItem("power", "Power", Msg("on battery (%1 %)", pct) if pct else Msg("on battery"), Msg("mains"),
                         WARN, Msg("plug in: on battery most laptops cap the CPU and the drive's power state, "
                                   "and results drop"))
    if p.plugged:
        value = Msg("mains, battery (%1 %)", pct) if pct else Msg("mains, battery")
    else:
        value = Msg("battery (%1 %), mains unknown", pct) if pct else Msg("battery, mains unknown")
    return CheckItem("power", "Power", value, Msg("mains"), OK if p.plugged else UNKNOWN)


def governor_item(g: machine.Governors | None) -> CheckItem:
    if g is None:
        return CheckItem("governor", "CPU governor", Msg("no cpufreq (a VM, or a fixed clock)"), "performance", NA)
    each = joined([Msg("%1 on %2 CPUs", name, n) if n > 1 else Msg("%1 on %2 CPU", name, n)
                   for name, n in sorted(g.counts.items())])
    value = Msg("%1 (%2)", each, g.driver) if g.driver else each
    data = {"governors": g.counts, "driver": g.driver, "epp": g.epp}
    fix = Msg("for repeatable results: %1 (as root), and back afterwards", "cpupower frequency-set -g performance")
    if set(g.counts) == {"performance"}:
        return CheckItem("governor", "CPU governor", value, "performance", OK, "", data)
    if "powersave" in g.counts:
        return CheckItem("governor", "CPU governor", value, "performance", WARN,
                         Msg("powersave keeps clocks low for short I/O bursts, raising latency at low queue depths; "
                             "%1", fix), data)
    return CheckItem("governor", "CPU governor", value, "performance", NOTE, fix, data)


def busy_item(b: machine.Busy | None, disk: str) -> CheckItem:
    if b is None:
        return CheckItem("busy", "Disk idle before the run", Msg("cannot read its counters"), Msg("idle"), UNKNOWN)
    value = Msg("%1 % busy, %2 MB/s, %3 IO/s over %4 s", Num(b.util * 100), Num(b.bytes_per_s / 1e6, 1),
                Num(b.ios_per_s), Num(b.seconds, 1))
    data = {"util": b.util, "bytes_per_s": b.bytes_per_s, "ios_per_s": b.ios_per_s, "seconds": b.seconds,
            "processes": [{"name": n, "pid": pid, "bytes_per_s": r} for n, pid, r in b.processes]}
    if not b.busy:
        return CheckItem("busy", "Disk idle before the run", value, Msg("idle"), OK, "", data)
    if b.processes:
        who = joined([Msg("%1 pid %2 %3 MB/s", n, str(pid), Num(r / 1e6, 1)) for n, pid, r in b.processes])
        advice = Msg("another process is using %1: results will be lower and noisier; stop it, or find it "
                     "with iotop -o (doing storage I/O just now: %2)", disk, who)
    else:
        advice = Msg("another process is using %1: results will be lower and noisier; stop it, or find it "
                     "with iotop -o or pidstat -d 1 (no process stood out: kernel writeback, or processes that "
                     "came and went)", disk)
    return CheckItem("busy", "Disk idle before the run", value, Msg("idle"), WARN, advice, data)


def describe(bp: BlockPath, kind: str) -> Msg:
    model = read_text(bp.disk_dir / "device" / "model") or ""
    size = read_int(bp.disk_dir / "size")
    what = ", ".join(x for x in (kind, model) if x)  # names as the kernel gives them
    parts: list = [Msg("%1 (%2, %3)", bp.disk, what, Size(size * 512)) if size else Msg("%1 (%2)", bp.disk, what)]
    if len(bp.chain) > 1:
        parts.append(Msg("through %1", " -> ".join(bp.chain)))
    if bp.other_disks:
        parts.append(Msg("also on %1 (only the first disk is read)", ", ".join(bp.other_disks)))
    return joined(parts, "; ")


def linux_checklist(target: str, sys_root: str = "/sys",
                    smart: Callable[[str, bool], SmartRead] | None = None,
                    sensors_battery: Callable[[], object] | None = None,
                    sleep: Callable[[float], None] = time.sleep, clock: Callable[[], float] = time.monotonic,
                    busy_seconds: float = 1.0, processes: bool = True, bp: BlockPath | None = None) -> Checklist:
    cl = Checklist(target, "linux")
    bp = bp or block_path_for(target, sys_root)
    if bp is None:
        cl.description = Msg("%1 is not on a local block device (tmpfs, a network or FUSE filesystem)", target)
        cl.items.append(CheckItem("device", "Disk", Msg("none"), Msg("a local disk"), NA,
                                  Msg("nothing of a drive to read: the figures are the filesystem's")))
    else:
        kind = transport(bp)
        cl.device = bp.disk
        cl.description = Msg("%1 is on %2", target, describe(bp, kind))
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
                                      Msg("no partition: the filesystem is on the whole device"), "", NA))
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
