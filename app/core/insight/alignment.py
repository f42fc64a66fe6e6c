"""Partition alignment: the one check both the Linux and the Windows checklists make."""
from __future__ import annotations

from app.core.insight.model import NOTE, OK, WARN, CheckItem
from app.core.insight.sysfs import MIB
from app.core.words import Msg, Size


def alignment_check(name: str, start_bytes: int, physical: int, alignment_offset: int | None) -> CheckItem:
    sector = start_bytes // 512
    data = {"partition": name, "start_bytes": start_bytes, "start_sector_512": sector, "physical_block": physical,
            "alignment_offset": alignment_offset}
    at = Size(start_bytes) if start_bytes >= 1024 else Msg("%1 B", start_bytes)
    if start_bytes % max(physical, 512) or alignment_offset:
        return CheckItem("alignment", "Partition alignment", Msg("%1 starts at %2 (sector %3)", name, at, sector),
                         Msg("a multiple of %1 B, ideally of 1 MiB", str(physical)), WARN,
                         Msg("misaligned: every %1 B write spans two physical blocks (read-modify-write); "
                             "recreate the partition at 1 MiB (sector 2048)", str(physical)), data)
    if start_bytes % MIB:
        return CheckItem("alignment", "Partition alignment", Msg("%1 starts at %2 (sector %3)", name, at, sector),
                         Msg("a multiple of 1 MiB"), NOTE,
                         Msg("aligned to the %1 B block but not to 1 MiB: fine for most drives; "
                             "RAID stripes and some SSDs' erase blocks want 1 MiB", str(physical)), data)
    return CheckItem("alignment", "Partition alignment",
                     Msg("%1 starts at %2 (sector %3), aligned to 1 MiB", name, at, sector),
                     Msg("a multiple of 1 MiB"), OK, "", data)
