"""One job of a run and the phase it belongs to: what every plan is made of."""
from __future__ import annotations

from typing import Iterable, NamedTuple

from app.core.fio.jobspec import JobSpec


class PlanItem(NamedTuple):
    """A job and its phase ("" for a plain test, "layout" for a file laid out, not measured;
    "loop 2", "round 3"... for suites). A tuple, so `spec, phase = item` reads."""

    spec: JobSpec  # a steady-state round passes a rounds.Batch (jobs run at once) here
    phase: str = ""


def plain(specs: Iterable[JobSpec]) -> list[PlanItem]:
    """Jobs that belong to no phase (a custom run's, a test's) as a plan."""
    return [PlanItem(s) for s in specs]


def checked(item: object) -> PlanItem:
    """A plan is made of PlanItems only: anything else is a programming error, caught at
    the runner's door rather than unpacked by guesswork."""
    if not isinstance(item, PlanItem):
        raise TypeError(f"a plan item must be a PlanItem, not {type(item).__name__}")
    return item
