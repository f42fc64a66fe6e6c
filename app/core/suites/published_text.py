"""What a seed plan run as published takes before it starts, in words: its duration, its
disk space and what Fioscope keeps of its own (the CLI prints it, the Test plans page shows it)."""
from __future__ import annotations

import shutil
from typing import TYPE_CHECKING

from app.core.units import fmt_duration, human_bytes

if TYPE_CHECKING:  # the plan module imports the suites: only the type is needed here
    from app.core.plan import RunPlan


def published_lines(plan: RunPlan, where: str, client_rows: tuple[int, ...] = ()) -> list[str]:
    """What a seed plan run as published takes before it starts: its duration, its disk
    space and what Fioscope keeps of its own. client_rows: run on fio servers (`where` is a
    directory on each), once per row."""
    pub = plan.published
    timed = [s for s in plan.specs if s.time_based]
    each = "/".join(f"{r:g}" for r in sorted({s.runtime or 0 for s in timed}))
    duration = f"{len(timed)} timed tests of {each} s, {fmt_duration(sum(s.runtime or 0 for s in timed))}"
    if pub.untimed:
        duration += f", plus {pub.untimed}: as long as the target takes"
    if len(client_rows) > 1:
        duration = (f"for each of the {len(client_rows)} clients rows {duration}; "
                    f"{fmt_duration(len(client_rows) * sum(s.runtime or 0 for s in timed))} timed in all")
    if client_rows:
        disk = f"{human_bytes(plan.size)} of test files in {where} on each host (its fio checks the space)"
    elif plan.target.kind == "device":
        disk = f"no test files; the raw device {plan.target.path} is written, all {human_bytes(plan.size)} of it"
    else:
        disk = (f"{human_bytes(plan.size)} of test files in a private directory of {where} "
                f"({human_bytes(shutil.disk_usage(where).free)} free)")
    return ([f"{pub.plan.note}", f"duration: {duration}", f"disk space: {disk}"] +
            [f"note: {n}" for n in pub.notes])
