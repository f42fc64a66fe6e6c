"""`fioscope devices`: every disk and mount, with what a test would do to it."""
from __future__ import annotations

import argparse
import json
from dataclasses import asdict

from app.cli.common import command
from app.core.targets import discover
from app.core.targets.model import Disk
from app.core.targets.safety import confirmation_token, refusal_reason
from app.core.text_safe import printable
from app.core.units import human_bytes


def add_devices_command(sub) -> None:
    d = command(sub, "devices", ("fioscope devices",
                                 "fioscope devices --json"),
                help="list disks and mounts")
    d.add_argument("--json", action="store_true", help="print JSON")


def _badges(d: Disk) -> str:
    b = []
    if d.system:
        b.append("SYSTEM")
    if d.all_mountpoints:
        b.append("mounted")
    if d.swap or any(p.swap for p in d.partitions):
        b.append("swap")
    if d.holders or any(p.holders for p in d.partitions):
        b.append("held")
    if d.read_only:
        b.append("ro")
    if d.removable:
        b.append("removable")
    return ",".join(b) or "-"


def cmd_devices(args: argparse.Namespace) -> int:
    inv = discover()
    if args.json:
        print(json.dumps({
            "disks": [dict(asdict(d), media=d.media, raw_write_refused=refusal_reason(d),
                           confirmation_token=None if refusal_reason(d) else confirmation_token(d))
                      for d in inv.disks],
            "mounts": [asdict(m) for m in inv.mounts]}, indent=1))
        return 0
    print(f"{'DISK':<14}{'SIZE':>11}  {'MEDIA':<6}{'TRANSPORT':<10}{'MODEL':<26}{'SERIAL':<18}"
          f"{'FLAGS':<18}{'SCHED':<12}{'RA KB':>6}  RAW WRITES")
    for d in inv.disks:
        reason = refusal_reason(d)
        # A device's model and serial are what it reports (a USB stick can report anything),
        # paths and mount points what the system names: control characters shown escaped.
        print(f"{printable(d.path):<14}{human_bytes(d.size_bytes):>11}  {d.media:<6}{printable(d.transport):<10}"
              f"{printable(d.model or '-')[:25]:<26}{printable(d.serial or '-')[:17]:<18}{_badges(d):<18}"
              f"{(d.scheduler or '-'):<12}{d.read_ahead_kb if d.read_ahead_kb is not None else '-':>6}  "
              + printable(f"refused: {reason}" if reason else "allowed with --destroy-data " + confirmation_token(d)))
        for p in d.partitions:
            where = printable(", ".join(p.mountpoints) or ("swap" if p.swap else ""))
            print(f"  └ {printable(p.path):<12}{human_bytes(p.size_bytes):>9}  {printable(p.fstype or ''):<8}{where}"
                  + (f" held by {printable(', '.join(p.holders))}" if p.holders else ""))
    print()
    print(f"{'MOUNT':<28}{'DEVICE':<22}{'FS':<8}{'SIZE':>11}{'FREE':>11}  FLAGS")
    for m in inv.mounts:
        flags = [f for f, on in (("ro", m.read_only), ("network", m.network), ("tmpfs: RAM, no O_DIRECT "
                 "on old kernels", m.tmpfs), ("copy-on-write", m.cow)) if on]
        print(f"{printable(m.path)[:27]:<28}{printable(m.device)[:21]:<22}{printable(m.fstype):<8}"
              f"{human_bytes(m.total_bytes):>11}"
              f"{human_bytes(m.free_bytes):>11}  {', '.join(flags) or '-'}")
    return 0


def dispatch(args: argparse.Namespace) -> int | None:
    return cmd_devices(args) if args.command == "devices" else None
