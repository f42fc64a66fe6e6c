"""One job of a run and the phase it belongs to: what every plan is made of."""
from __future__ import annotations

from typing import NamedTuple

from app.core.fio.jobspec import JobSpec


class PlanItem(NamedTuple):
    """A job and its phase ("" for a plain test, "layout" for a file laid out, not measured;
    "loop 2", "round 3"... for suites). A tuple, so `spec, phase = item` still reads."""

    spec: JobSpec  # a steady-state round passes a rounds.Batch (jobs run at once) here
    phase: str = ""


def as_item(item: PlanItem | JobSpec | tuple) -> PlanItem:
    """A bare spec or a (spec, phase) pair as a PlanItem: the GUI still hands SuiteRunner
    such lists (and the steady driver yields pairs) until they take their plans from
    app.core.plan."""
    if isinstance(item, PlanItem):
        return item
    if isinstance(item, tuple):
        return PlanItem(*item)
    return PlanItem(item)
