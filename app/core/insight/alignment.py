"""Partition alignment: the one check both the Linux and the Windows checklists make."""
from __future__ import annotations

from app.core.insight.model import NOTE, OK, WARN, CheckItem
from app.core.insight.sysfs import MIB
from app.core.units import human_bytes


def alignment_check(name: str, start_bytes: int, physical: int, alignment_offset: int | None) -> CheckItem:
    sector = start_bytes // 512
    data = {"partition": name, "start_bytes": start_bytes, "start_sector_512": sector, "physical_block": physical,
            "alignment_offset": alignment_offset}
    where = f"{name} starts at {human_bytes(start_bytes) if start_bytes >= 1024 else f'{start_bytes} B'}" \
            f" (sector {sector})"
    if start_bytes % max(physical, 512) or alignment_offset:
        return CheckItem("alignment", "Partition alignment", where, f"a multiple of {physical} B, ideally of 1 MiB",
                         WARN, f"misaligned: every {physical} B write spans two physical blocks "
                               "(read-modify-write); recreate the partition at 1 MiB (sector 2048)", data)
    if start_bytes % MIB:
        return CheckItem("alignment", "Partition alignment", where, "a multiple of 1 MiB", NOTE,
                         f"aligned to the {physical} B block but not to 1 MiB: fine for most drives; "
                         "RAID stripes and some SSDs' erase blocks want 1 MiB", data)
    return CheckItem("alignment", "Partition alignment", where + ", aligned to 1 MiB", "a multiple of 1 MiB", OK,
                     "", data)
