"""What a seed plan run as published takes before it starts, in words: its duration, its
disk space and what Fioscope keeps of its own (the CLI prints it, the Test plans page shows it)."""
from __future__ import annotations

import shutil
from typing import TYPE_CHECKING

from app.core.target_kind import TargetKind
from app.core.units import fmt_duration, human_bytes

if TYPE_CHECKING:  # the plan module imports the suites: only the type is needed here
    from app.core.plan import RunPlan


def published_lines(plan: RunPlan, where: str) -> list[str]:
    """What a seed plan run as published takes before it starts: its duration, its disk
    space and what Fioscope keeps of its own. A plan for fio servers runs once per clients
    row, `where` being a directory on each host."""
    pub = plan.published
    assert pub is not None  # only a plan run as published
    rows = pub.client_rows
    timed = [s for s in plan.specs if s.time_based]
    timed_s = sum(s.runtime or 0 for s in timed)
    each = "/".join(f"{r:g}" for r in sorted({s.runtime or 0 for s in timed}))
    duration = f"{len(timed)} timed tests of {each} s, {fmt_duration(timed_s)}"
    if pub.untimed:
        duration += f", plus {pub.untimed}: as long as the target takes"
    if len(rows) > 1:
        duration = f"for each of the {len(rows)} clients rows {duration}; {fmt_duration(len(rows) * timed_s)} timed in all"
    if rows:
        disk = f"{human_bytes(plan.size)} of test files in {where} on each host (its fio checks the space)"
    elif plan.target is not None and plan.target.kind == TargetKind.DEVICE:
        disk = f"no test files; the raw device {plan.target.path} is written, all {human_bytes(plan.size)} of it"
    else:
        disk = (f"{human_bytes(plan.size)} of test files in a private directory of {where} "
                f"({human_bytes(shutil.disk_usage(where).free)} free)")
    return ([f"{pub.plan.note}", f"duration: {duration}", f"disk space: {disk}"] +
            [f"note: {n}" for n in pub.notes])
