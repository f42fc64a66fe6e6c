"""One job of a run and the phase it belongs to: what every plan is made of."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, Iterable, NamedTuple, TypeVar

from app.core.fio.jobspec import JobSpec


@dataclass(frozen=True)
class Batch:
    """Jobs run one after another in one fio invocation, each stored as its own test.
    A plan yields PlanItem(Batch, phase): all its tests share the phase."""

    specs: tuple[JobSpec, ...]

    def __post_init__(self) -> None:
        names = [s.name for s in self.specs]
        if not names or len(set(names)) != len(names):
            raise ValueError("a batch needs jobs with distinct names")

    @property
    def name(self) -> str:  # SuiteRunner's progress shows the current item's name
        return self.specs[0].name

    @property
    def runtime_s(self) -> float | None:
        times = [s.runtime for s in self.specs if s.runtime is not None]
        return None if len(times) < len(self.specs) else sum(times) + sum(s.ramp_time for s in self.specs)


# What an item runs: a job, or (a steady-state round's) a Batch that only rounds.RoundRunner
# runs. A plan made in advance (RunPlan.items) holds jobs only: PlanItem[JobSpec].
Work = TypeVar("Work", JobSpec, JobSpec | Batch)


class PlanItem(NamedTuple, Generic[Work]):
    """A job and its phase ("" for a plain test, "layout" for a file laid out, not measured;
    "loop 2", "round 3"... for suites). A tuple, so `spec, phase = item` reads."""

    spec: Work
    phase: str = ""


def plain(specs: Iterable[JobSpec]) -> list[PlanItem[JobSpec]]:
    """Jobs that belong to no phase (a custom run's, a test's) as a plan."""
    return [PlanItem(s) for s in specs]


def checked(item: object) -> PlanItem:
    """A plan is made of PlanItems only: anything else is a programming error, caught at
    the runner's door rather than unpacked by guesswork."""
    if not isinstance(item, PlanItem):
        raise TypeError(f"a plan item must be a PlanItem, not {type(item).__name__}")
    return item
