"""A run's samples in memory, bounded: a list that never holds more than about its cap.

A 64-thread interval sample takes about 36 KB of Python objects, so keeping every one cost
125 MiB an hour of a long run (tests/perf/bench_soak.py). The run store is the record of
every interval; what stays in memory for the run's own end (a thermal verdict, a run that
could not be stored) is the whole run at a coarser step: when the list is full, each two
neighbours are joined into one over their joint span (spans.merged: fio's counts of both
over their time, nothing estimated), and from then on new samples are joined as they come,
`step` to an item, so the whole run keeps one resolution. The last item is always the
newest data."""
from __future__ import annotations

from typing import Callable, Generic, TypeVar

from app.core.fio.spans import merged
from app.core.fio.status import IntervalSample

T = TypeVar("T")
# Thread entries (a thread's rates in one interval) a test's samples keep at most: about 9
# MB of objects; 256 intervals of 64 threads, 4096 of up to 4.
ENTRIES = 16384
MOST = 4096  # items at most, however narrow
LEAST = 64  # items at least, however wide


class Thinned(list, Generic[T]):
    """A list of items, in order, joined pairwise whenever it grows past its cap. join(a, b):
    one item for both, or None where they cannot be joined (kept apart). cap: a number, or
    a function of the first item (its size decides)."""

    def __init__(self, join: Callable[[T, T], T | None], cap: int | Callable[[T], int] = MOST) -> None:
        super().__init__()
        self._join = join
        self._cap = cap if isinstance(cap, int) else MOST
        self._cap_of = None if isinstance(cap, int) else cap  # sized by the first item, then dropped
        self.step = 1  # items joined into each kept one, from now on
        self._fill = 0  # items in the last kept one so far

    def append(self, item: T) -> None:  # noqa: D102 - list's
        if self._cap_of is not None:
            self._cap = max(LEAST, min(MOST, self._cap_of(item)))
            self._cap_of = None
        if self.step > 1 and self._fill < self.step and len(self):
            joined = self._join(self[-1], item)
            if joined is not None:
                self[-1] = joined
                self._fill += 1
                return
        super().append(item)
        self._fill = 1
        if len(self) > self._cap:
            self._halve()

    def _halve(self) -> None:
        out: list = []
        i = 0
        while i < len(self):
            joined = self._join(self[i], self[i + 1]) if i + 1 < len(self) else None
            if joined is None:
                out.append(self[i])
                i += 1
            else:
                out.append(joined)
                i += 2
        if len(out) > self._cap * 3 // 4:  # little could be joined (items of many groups): room, not a loop
            self._cap *= 2
        self[:] = out
        self.step *= 2
        self._fill = self.step  # the last one is full: the next item starts a new one


def join_samples(a: IntervalSample, b: IntervalSample) -> IntervalSample | None:
    """Two successive samples of one fio reporting group as one (None: not of one group, or
    one in the ramp and one not)."""
    if a.group != b.group or a.ramp != b.ramp or a.mixed != b.mixed or b.t_s < a.t_s:
        return None
    return merged(a, b)


def samples_cap(sample: IntervalSample) -> int:
    return ENTRIES // max(1, len(sample.threads))


def sample_log() -> Thinned[IntervalSample]:
    """A test's interval samples, bounded (see the module's notes)."""
    return Thinned(join_samples, samples_cap)
