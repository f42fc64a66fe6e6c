"""SNIA PTS host idle recovery (HIR): how much write performance comes back when the host
leaves the drive idle between bursts, for idle times of increasing length.

The procedure as the open implementations run it (CH, YF: ../docs/steady-state.md): (purge,)
4 KiB random writes in rounds of 30 x 60 s until steady state, a round's figure its last
cell; then for each wait state: bursts of 4 KiB random writes (5 s), each followed by that
long a host idle (5, 10, 15, 25, 50 s: wait states 1, 2, 3, 5, 10), then continuous 4 KiB
random writes (return to baseline) before the next wait state. Every burst is a stored
test; its IOPS, against the steady state's, is what recovered.

A steady state is never declared inside the write cache (issue 53: a round of one cell let a
cache that outlasted five rounds pass for the floor): the window starts after the write
cliff when the preconditioning's cells show one (insight.cliff.detect_cliff over every cell),
and, when the rounds are shorter than the references' 30 minutes (--reduced, short cells),
not before the preconditioning has written the span once (a drive's write cache is part of
its capacity). So "% of steady state" is always against the floor.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from statistics import mean

from app.core.insight.cliff import detect_cliff, points
from app.core.suites.items import PlanItem
from app.core.suites.pts_lines import hir_lines
from app.core.suites.pts_settings import K, Context, PtsSettings, Rounds, job, noting_time_limit, purged, write_iops
from app.core.suites.rounds import Batch
from app.core.suites.steady_criteria import Verdict, evaluate
from app.core.words import Msg, Num

BS = 4 * K
REFERENCE_ROUND_S = 30 * 60.0  # CH, YF: a preconditioning round is 30 x 60 s


def wait_phase(w: float) -> str:
    return f"hir wait {w:g} s"


def baseline_phase(w: float) -> str:
    return f"hir baseline after {w:g} s"


@dataclass
class HirState:
    precondition: Rounds = field(default_factory=Rounds)
    stopped: str = ""
    cells: list[tuple[float, float]] = field(default_factory=list)  # every preconditioning cell: (s, bytes/s)
    round_bytes: list[float] = field(default_factory=list)  # bytes written before each round's end
    window_from: int = 1  # the first round the window may hold
    why_from: str = ""  # why it starts there
    cliff: dict | None = None


def window_start(s: PtsSettings, st: HirState) -> tuple[int, str, dict | None]:
    """The first round a steady-state window may hold, why, and the cliff (if the cells show
    one): the round after the one the cliff fell in; with rounds shorter than the
    references', also not before the span has been written once."""
    first, why, found = 1, "", None
    c = detect_cliff(points(st.cells))
    if c.found and c.cliff_bytes is not None:
        found = c.to_dict()
        n = next((i for i, b in enumerate(st.round_bytes, start=1) if b >= c.cliff_bytes), len(st.round_bytes))
        first, why = n + 1, f"the write cliff fell in round {n} ({c.message})"
    if s.hir.round_cells * s.cell_s < REFERENCE_ROUND_S:
        once = next((i for i, b in enumerate(st.round_bytes, start=1) if b >= s.span), None)
        at = len(st.round_bytes) + 1 if once is None else once + 1
        if at > first:
            first = at
            why = (f"the span was written once in round {once}" if once is not None else
                   "the span is not yet written once") + "; rounds shorter than the references' 30 min"
    return first, why, found


def _verdict(s: PtsSettings, st: HirState) -> Verdict:
    vals = st.precondition.values
    usable = vals[st.window_from - 1:]
    if len(usable) < s.window:
        v = evaluate(usable, s.window, first_round=st.window_from)
        return Verdict(False, v.rounds, v.values, None, None, None, None, None, None, None,
                       f"the window starts at round {st.window_from} ({st.why_from}): "
                       f"{len(usable)} of {s.window} rounds")
    return evaluate(usable, s.window, first_round=st.window_from)


def precondition(s: PtsSettings, ctx: Context, st: HirState):
    """Rounds of round_cells cells (one fio invocation each) until steady past the cache."""
    h, rounds = s.hir, st.precondition
    for n in range(1, s.max_rounds + 1):
        phase = f"hir round {n}"
        cells = ctx.cells(h.round_cells, s.cell_s)
        if not cells:
            return False
        yield PlanItem(Batch(tuple(job(s, f"hir-randwrite-4K-r{n:02d}-c{k:02d}", "randwrite", BS, s.cell_s)
                                   for k in range(1, cells + 1))), phase)
        recs = ctx.results(phase)
        if recs is None or len(recs) < h.round_cells:
            return False
        for r in recs:
            w = r.result.write
            st.cells.append((w.runtime_ms / 1000.0, w.bytes_per_s))
        done = st.round_bytes[-1] if st.round_bytes else 0.0
        st.round_bytes.append(done + sum(r.result.write.io_bytes for r in recs))
        rounds.values.append(write_iops(recs[-1]))  # the round's figure: its last cell (CH, YF)
        st.window_from, st.why_from, st.cliff = window_start(s, st)
        rounds.verdict = _verdict(s, st)
        ctx.on_event(Msg("%1: %2 IOPS; %3", phase, Num(rounds.values[-1], 0, grouped=True), rounds.verdict.reason))
        if rounds.verdict.attained:
            break
    return True


@noting_time_limit
def plan(s: PtsSettings, ctx: Context, st: HirState):
    h = s.hir
    if not (yield from purged(s, ctx, "hir")):
        return False
    if not (yield from precondition(s, ctx, st)):
        return False
    if not (st.precondition.verdict and st.precondition.verdict.attained):
        ctx.on_event(Msg("hir: not steady after %1 rounds; the wait states start from there, and no '% of "
                         "steady state' is given", s.max_rounds))
    for w in h.waits:
        phase = wait_phase(w)
        ctx.on_event(Msg("%1: %2 bursts of %3 s, each followed by %4 s idle", phase, h.bursts, Num(h.burst_s, None),
                          Num(w, None)))
        for b in range(1, h.bursts + 1):
            yield PlanItem(job(s, f"hir-w{w:g}-b{b:03d}", "randwrite", BS, h.burst_s), phase)
            if ctx.results(phase) is None or not ctx.idle(w):
                return False
        if h.baseline_bursts:
            phase = baseline_phase(w)
            # Continuous writes: the bursts are stonewalled jobs of one fio run, back to back.
            for first in range(1, h.baseline_bursts + 1, 20):
                last = min(h.baseline_bursts, first + ctx.cells(20, h.burst_s) - 1)
                if last < first:
                    return False
                yield PlanItem(Batch(tuple(job(s, f"hir-base{w:g}-b{b:03d}", "randwrite", BS, h.burst_s)
                                           for b in range(first, last + 1))), phase)
                if ctx.results(phase) is None:
                    return False
    return True


def analyse(s: PtsSettings, st: HirState, records) -> dict:
    """Per wait state: each burst's IOPS (fio's), their mean, and that against the steady
    state's IOPS; the baseline after it; and every burst on one time axis (minutes since the
    first wait state's first burst, from the records' start times)."""
    v = st.precondition.verdict
    steady = v.average if v is not None and v.attained else None  # the floor, or nothing to compare with
    bursts = [r for r in records if r.phase.startswith("hir wait ") or r.phase.startswith("hir baseline ")]
    t0 = min((r.started_at for r in bursts), default=0.0)
    states, timeline = [], []
    for w in s.hir.waits:
        got = [r for r in records if r.phase == wait_phase(w) and r.result is not None]
        base = [r for r in records if r.phase == baseline_phase(w) and r.result is not None]
        if not got:
            continue
        iops = [write_iops(r) for r in got]
        b_iops = [write_iops(r) for r in base]
        states.append({"wait_s": w, "bursts": iops, "mean_iops": mean(iops),
                       "vs_steady": mean(iops) / steady if steady else None,
                       "baseline": b_iops, "baseline_mean": mean(b_iops) if b_iops else None})
        timeline += [[(r.started_at - t0) / 60.0, write_iops(r), f"wait {w:g} s"] for r in got]
        timeline += [[(r.started_at - t0) / 60.0, write_iops(r), "baseline"] for r in base]
    pc = st.precondition.to_dict()
    pc.update(window_from=st.window_from, why_from=st.why_from, cliff=st.cliff, round_cells=s.hir.round_cells,
              cell_s=s.cell_s)
    return {"precondition": pc, "steady_iops": steady, "burst_s": s.hir.burst_s,
            "states": states, "timeline": sorted(timeline), "stopped": st.stopped}


def lines(d: dict) -> list[str]:
    return hir_lines(d)
