"""Settings of SNIA PTS's host idle recovery (HIR), cross-stimulus recovery (XSR) and demand
intensity / response time histogram (DIRTH) tests, and what their plans share: the run they
are part of (its records by phase), cancellable idle, rounds until steady state, the time
limit.

The defaults are the figures of the two open fio implementations of the PTS (CloudHarmony's
block-storage, "CH", and its PTS 2.0 extension SSS-PTS-TEST, "YF"; XSR and DIRTH are YF's
alone); they are not checked against the PTS 2.0.2 text, which was not at hand.
docs/steady-state.md names the reference of each value and where Fioscope differs; `reduced()`
scales the repetitions and lengths down for a quick look, keeping the tests' shape.
"""
from __future__ import annotations

import math
import threading
import time
from dataclasses import asdict, dataclass, field, replace
from typing import Callable

from app.core.target_kind import TargetKind
from app.core.errors import InputError
from app.core.fio.jobspec import JobSpec, Target, default_engine
from app.core.suites.items import PlanItem
from app.core.suites.rounds import Batch
from app.core.suites.steady_criteria import Verdict, evaluate
from app.core.words import Msg, Num

K = 1024
EXTRA_TESTS = ("hir", "xsr", "dirth")
HIR_WAITS = (5.0, 10.0, 15.0, 25.0, 50.0)  # wait states 1, 2, 3, 5 and 10 (x the 5 s burst): CH, YF
DIRTH_LOADS = (32, 16, 8, 6, 4, 2, 1)  # YF: thread counts and queue depths, 7 x 7, heaviest first


@dataclass(frozen=True)
class HirSettings:
    burst_s: float = 5.0  # each burst of 4 KiB random writes
    bursts: int = 360  # per wait state
    waits: tuple[float, ...] = HIR_WAITS  # host idle after each burst, per wait state
    baseline_bursts: int = 360  # continuous bursts after each wait state (return to baseline)
    round_cells: int = 30  # a preconditioning round: this many cells (CH, YF: 30 x 60 s); its figure the last


@dataclass(frozen=True)
class XsrSettings:
    # (fio rw, block size, seconds): YF's access groups: sequential 1 MiB writes 8 h, random
    # 8 KiB writes 6 h, sequential 1 MiB writes again 8 h
    segments: tuple[tuple[str, int, float], ...] = (("write", 1024 * K, 8 * 3600.0), ("randwrite", 8 * K, 6 * 3600.0),
                                                    ("write", 1024 * K, 8 * 3600.0))
    cell_s: float = 60.0  # one measurement (stored test) every this long (YF: every 60 s)
    tolerance: float = 0.10  # Fioscope's settle time: every later cell within this share of the final level
    threads: int = 1  # YF: 1 thread x QD32 in every group
    iodepth: int = 32


@dataclass(frozen=True)
class DirthSettings:
    threads: tuple[int, ...] = DIRTH_LOADS
    depths: tuple[int, ...] = DIRTH_LOADS
    bs: int = 8 * K  # YF's default ("OLTP"): the tester's choice
    read_pct: int = 65
    hist_s: float = 600.0  # each response-time histogram point, at the mix (YF: 10 min)
    prewrite_s: float = 300.0  # RND 100 % writes at the heaviest point before each round (YF: 5 min)
    hist_prewrite_s: float = 3600.0  # RND 100 % writes at a histogram point's load before it (YF: 60 min)
    max_mean_ms: float = 5.0  # MaxIOPS: the most IOPS among points whose mean response time is under this (YF)
    round_cells: int = 30  # phase 1 (write-only preconditioning): cells a round (YF: 30 x 60 s), its figure the first


@dataclass(frozen=True)
class PtsSettings:
    target: Target
    span: int
    tests: tuple[str, ...] = EXTRA_TESTS
    cell_s: float = 60.0  # preconditioning rounds' cells (HIR, DIRTH)
    iodepth: int = 32  # HIR's and XSR's load (DIRTH has its grid)
    numjobs: int = 4
    max_rounds: int = 25
    window: int = 5
    purge: bool = False
    ioengine: str = field(default_factory=default_engine)
    hir: HirSettings = HirSettings()
    xsr: XsrSettings = XsrSettings()
    dirth: DirthSettings = DirthSettings()
    reduced: bool = False
    time_limit_s: float | None = None  # the run ends at the first cell, burst or idle past it

    def __post_init__(self) -> None:
        if not self.tests or any(t not in EXTRA_TESTS for t in self.tests):
            raise InputError(Msg("unknown test in %1", ", ".join(self.tests) or Msg("none")),
                             Msg("choose from %1", ", ".join(EXTRA_TESTS)))
        if self.cell_s < 1 or self.xsr.cell_s < 1 or self.hir.burst_s < 1 or self.dirth.hist_s < 1:
            raise InputError(Msg("cells, bursts and histogram points must last at least 1 s"))
        if self.hir.round_cells < 1 or self.dirth.round_cells < 1 or self.xsr.threads < 1 or self.xsr.iodepth < 1:
            raise InputError(Msg("HIR rounds need a cell, XSR a thread and a queue depth of at least 1"))
        if self.time_limit_s is not None and self.time_limit_s <= 0:
            raise InputError(Msg("the time limit must be positive"))
        if not 2 <= self.window <= self.max_rounds <= 25:
            raise InputError(Msg("rounds must be 2..25 and at least the window"))
        if self.purge and self.target.kind != TargetKind.DEVICE:
            raise InputError(Msg("purge needs a raw device; a test file is simply recreated"))
        if self.span < 1024 * K:
            raise InputError(Msg("the span must be at least 1 MiB (XSR writes 1 MiB blocks)"))
        if any(w < 0 for w in self.hir.waits) or self.hir.bursts < 1 or self.hir.baseline_bursts < 0:
            raise InputError(Msg("HIR needs at least one burst per wait state and no negative wait"))
        if not self.dirth.threads or not self.dirth.depths or not 0 <= self.dirth.read_pct <= 100:
            raise InputError(Msg("DIRTH needs thread counts, queue depths and a read share of 0..100 %"))
        if self.dirth.bs < 512 or self.dirth.bs % 512 or self.dirth.prewrite_s < 0 or self.dirth.hist_prewrite_s < 0:
            raise InputError(Msg("DIRTH's block size must be a multiple of 512 bytes and its pre-writes not negative"))

    def to_dict(self) -> dict:
        d = asdict(self)
        d["target"] = asdict(self.target)
        return d

    @staticmethod
    def from_dict(d: dict) -> PtsSettings:
        hir, xsr, dirth = d.get("hir") or {}, d.get("xsr") or {}, d.get("dirth") or {}
        hd, xd, dd = HirSettings(), XsrSettings(), DirthSettings()  # what a run stored before a field existed had
        limit = d.get("time_limit_s")
        return PtsSettings(
            Target(**d["target"]), int(d["span"]), tuple(d["tests"]), float(d["cell_s"]), int(d["iodepth"]),
            int(d["numjobs"]), int(d["max_rounds"]), int(d["window"]), bool(d["purge"]), d["ioengine"],
            HirSettings(float(hir["burst_s"]), int(hir["bursts"]), tuple(float(w) for w in hir["waits"]),
                        int(hir["baseline_bursts"]), int(hir.get("round_cells", 1))) if hir else hd,
            XsrSettings(tuple((str(a), int(b), float(c)) for a, b, c in xsr["segments"]), float(xsr["cell_s"]),
                        float(xsr["tolerance"]), int(xsr.get("threads", d["numjobs"])),
                        int(xsr.get("iodepth", d["iodepth"])))
            if xsr else xd,
            DirthSettings(tuple(dirth["threads"]), tuple(dirth["depths"]), int(dirth["bs"]), int(dirth["read_pct"]),
                          float(dirth["hist_s"]), float(dirth.get("prewrite_s", 0.0)),
                          float(dirth.get("hist_prewrite_s", 0.0)), float(dirth.get("max_mean_ms", dd.max_mean_ms)),
                          int(dirth.get("round_cells", 1)))
            if dirth else dd,
            bool(d.get("reduced", False)), None if limit is None else float(limit))


def reduced(s: PtsSettings) -> PtsSettings:
    """A quick look: HIR 5 bursts per wait state and 5 back to baseline (the wait lengths
    are the references': they are what is measured) and preconditioning rounds of 5 cells
    (the references' 30 scaled by a sixth); XSR 5 minutes per segment in 30 s cells; DIRTH
    threads and depths 1, 6, 32 (its heaviest, its lightest and 6), 30 s pre-writes before
    each round, 60 s before and 60 s of each histogram point."""
    return replace(s, reduced=True, hir=replace(s.hir, bursts=5, baseline_bursts=5, round_cells=5),
                   xsr=replace(s.xsr, segments=tuple((rw, bs, 300.0) for rw, bs, _ in s.xsr.segments), cell_s=30.0),
                   dirth=replace(s.dirth, threads=(32, 6, 1), depths=(32, 6, 1), hist_s=60.0, prewrite_s=30.0,
                                 hist_prewrite_s=60.0, round_cells=5))


def job(s: PtsSettings, name: str, rw: str, bs: int, seconds: float, iodepth: int | None = None,
        numjobs: int | None = None, read_pct: int | None = None) -> JobSpec:
    """One time-based cell over the span, direct I/O, fio's random map off (as the steady
    state's cells: a round need not cover the span)."""
    return JobSpec(name=name, rw=rw, target=s.target, bs=bs, rwmixread=read_pct if rw == "randrw" else None,
                   iodepth=iodepth or s.iodepth, numjobs=numjobs or s.numjobs, size=s.span, runtime=seconds,
                   time_based=True, direct=True, ioengine=s.ioengine,
                   extra=(("norandommap", None), ("randrepeat", "0")))


def purge_spec(s: PtsSettings, test: str) -> JobSpec:
    # fio's trim on a block device issues BLKDISCARD, as the steady state's purge (steady.py)
    return JobSpec(name=f"{test}-purge", rw="trim", target=s.target, bs=min(64 << 20, s.span), size=s.span,
                   iodepth=1, numjobs=1, ioengine="psync", direct=True)


class Context:
    """What a test's plan reads of the run it is part of, and how it waits."""

    def __init__(self, records: Callable[[str], list], on_event: Callable[[str], None] | None = None,
                 time_limit_s: float | None = None, clock: Callable[[], float] = time.monotonic) -> None:
        self._records = records  # phase -> the run's TestRecords of that phase
        self.on_event = on_event or (lambda text: None)
        self.stop = threading.Event()
        self._clock = clock
        self._deadline = None if time_limit_s is None else clock() + time_limit_s
        self.timed_out = False  # the time limit ended the run

    def left(self) -> float | None:
        """Seconds to the time limit (None: no limit)."""
        return None if self._deadline is None else self._deadline - self._clock()

    def out_of_time(self, now: bool = False) -> bool:
        """Whether the time limit has come (now=True: it has, the caller waited it out)."""
        left = self.left()
        if left is not None and (now or left <= 0) and not self.timed_out:
            self.timed_out = True
            self.on_event(Msg("the run's time limit was reached: it ends here"))
        return self.timed_out

    def cells(self, n: int, cell_s: float) -> int:
        """How many of n cells of cell_s to run: those that start before the time limit."""
        left = self.left()
        if self.timed_out:
            return 0
        return n if left is None else max(0, min(n, math.ceil(left / cell_s)))

    def results(self, phase: str) -> list | None:
        """The phase's records when every one finished with figures; None otherwise (a cell
        failed, the run was cancelled or its time is up: the plan stops)."""
        recs = self._records(phase)
        if self.stop.is_set() or not recs or any(r.error is not None or r.result is None for r in recs):
            return None
        return None if self.out_of_time() else recs

    def idle(self, seconds: float) -> bool:
        """Host idle: nothing is submitted for `seconds`; False when cancelled meanwhile or
        when the time limit comes first (the idle ends there)."""
        left = self.left()
        if left is not None and left < seconds:
            if not self.stop.wait(max(0.0, left)):
                self.out_of_time(now=True)
            return False
        return not self.stop.wait(seconds) if seconds > 0 else not self.stop.is_set()


TIME_UP = "the run's time limit was reached"


def noting_time_limit(plan):
    """A test's plan that, ended by the time limit, says so in its state (st.stopped): the
    reports show it and the title says the run is not conformant."""
    def planned(s: PtsSettings, ctx: Context, st):
        ok = yield from plan(s, ctx, st)
        if ctx.timed_out and not st.stopped:
            st.stopped = TIME_UP
        return ok
    planned.__doc__ = plan.__doc__
    return planned


def write_iops(rec) -> float:
    return rec.result.write.iops


def total_iops(rec) -> float:
    return rec.result.read.iops + rec.result.write.iops


@dataclass
class Rounds:
    """Preconditioning rounds until the tracking variable is steady (PTS's criterion, as the
    steady state's: steady_criteria.evaluate) or max_rounds."""

    values: list[float] = field(default_factory=list)
    verdict: Verdict | None = None

    def to_dict(self) -> dict:
        v = self.verdict
        return {"values": list(self.values), "attained": bool(v and v.attained), "reason": v.reason if v else "",
                "window": list(v.rounds) if v else [], "average": v.average if v else None}


def purged(s: PtsSettings, ctx: Context, test: str):
    """Yield the test's purge when one was asked for; False at the end when it failed (the
    plan stops), True otherwise."""
    if s.purge:
        yield PlanItem(purge_spec(s, test), f"{test} purge")
        return ctx.results(f"{test} purge") is not None
    return True


def until_steady(s: PtsSettings, ctx: Context, test: str, make_round, tracking, rounds: Rounds):
    """Yield the rounds (PlanItem(JobSpec or Batch, '<test> round n')) until steady; False at
    the end when a round failed or was cut short by the time limit (the plan stops)."""
    for n in range(1, s.max_rounds + 1):
        phase = f"{test} round {n}"
        item = make_round(n)
        want = len(item.specs) if isinstance(item, Batch) else 1
        if isinstance(item, Batch):  # the cells that start before the time limit
            if not (keep := ctx.cells(want, max(sp.runtime or 1.0 for sp in item.specs))):
                return False
            item = Batch(item.specs[:keep])
        yield PlanItem(item, phase)
        recs = ctx.results(phase)
        if recs is None or len(recs) < want:
            return False
        rounds.values.append(tracking(recs))
        rounds.verdict = evaluate(rounds.values, s.window)
        ctx.on_event(Msg("%1: %2; %3", phase, Num(rounds.values[-1], 0, grouped=True), rounds.verdict.reason))
        if rounds.verdict.attained:
            break
    return True


def estimate_seconds(s: PtsSettings) -> tuple[float, float]:
    """(minimum, maximum): preconditioning steady at once (the window) or after max_rounds;
    the rest is fixed by the settings (fio's start between cells not counted)."""
    lo = hi = 0.0
    if "hir" in s.tests:
        h = s.hir
        fixed = sum(h.bursts * (h.burst_s + w) + h.baseline_bursts * h.burst_s for w in h.waits)
        lo += s.window * h.round_cells * s.cell_s + fixed
        hi += s.max_rounds * h.round_cells * s.cell_s + fixed
    if "xsr" in s.tests:
        lo += sum(sec for _, _, sec in s.xsr.segments)
        hi += sum(sec for _, _, sec in s.xsr.segments)
    if "dirth" in s.tests:
        d = s.dirth
        round_s = d.prewrite_s + len(d.threads) * len(d.depths) * s.cell_s
        fixed = 3 * (d.hist_prewrite_s + d.hist_s)
        lo += s.window * (d.round_cells * s.cell_s + round_s) + fixed  # phase 1 steady at once, then phase 2
        hi += s.max_rounds * (d.round_cells * s.cell_s + round_s) + fixed
    if s.time_limit_s:
        lo, hi = min(lo, s.time_limit_s), min(hi, s.time_limit_s)
    return lo, hi
