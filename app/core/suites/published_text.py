"""What a seed plan run as published takes before it starts, in words: its duration, its
disk space and what Fioscope keeps of its own (the CLI prints it, the Test plans page shows it)."""
from __future__ import annotations

import shutil
from typing import TYPE_CHECKING

from app.core.target_kind import TargetKind
from app.core.units import fmt_duration
from app.core.words import Msg, Size

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
    duration = Msg("%1 timed tests of %2 s, %3", len(timed), each, fmt_duration(timed_s))
    if pub.untimed:  # the seed's own work, said as the seed has it (English)
        duration = Msg("%1, plus %2: as long as the target takes", duration, pub.untimed)
    if len(rows) > 1:
        duration = Msg("for each of the %1 clients rows %2; %3 timed in all", len(rows), duration,
                       fmt_duration(len(rows) * timed_s))
    if rows:
        disk = Msg("%1 of test files in %2 on each host (its fio checks the space)", Size(plan.size), where)
    elif plan.target is not None and plan.target.kind == TargetKind.DEVICE:
        disk = Msg("no test files; the raw device %1 is written, all %2 of it", plan.target.path, Size(plan.size))
    else:
        disk = Msg("%1 of test files in a private directory of %2 (%3 free)", Size(plan.size), where,
                   Size(shutil.disk_usage(where).free))
    return ([pub.plan.note, Msg("duration: %1", duration), Msg("disk space: %1", disk)] +
            [Msg("note: %1", n) for n in pub.notes])
