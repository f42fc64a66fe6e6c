"""SNIA PTS host idle recovery (HIR): how much write performance comes back when the host
leaves the drive idle between bursts, for idle times of increasing length.

PTS 2.0.2's procedure: (purge,) 4 KiB random writes in rounds until steady state (the
drive at its steady-state IOPS), then for each wait state: bursts of 4 KiB random writes
(5 s), each followed by that long a host idle (5, 10, 15, 25, 50 s: wait states 1, 2, 3, 5,
10), then continuous 4 KiB random writes (return to baseline) before the next wait state.
Every burst is a stored test; its IOPS, against the steady state's, is what recovered.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from statistics import mean

from app.core.suites.items import PlanItem
from app.core.suites.pts_settings import K, Context, PtsSettings, Rounds, job, purged, until_steady, write_iops
from app.core.suites.rounds import Batch

BS = 4 * K


def wait_phase(w: float) -> str:
    return f"hir wait {w:g} s"


def baseline_phase(w: float) -> str:
    return f"hir baseline after {w:g} s"


@dataclass
class HirState:
    precondition: Rounds = field(default_factory=Rounds)
    stopped: str = ""


def plan(s: PtsSettings, ctx: Context, st: HirState):
    h = s.hir
    if not (yield from purged(s, ctx, "hir")):
        return False
    ok = yield from until_steady(s, ctx, "hir", lambda n: job(s, f"hir-randwrite-4K-r{n:02d}", "randwrite", BS, s.cell_s),
                                 lambda recs: write_iops(recs[0]), st.precondition)
    if not ok:
        return False
    if not st.precondition.verdict.attained:
        ctx.on_event(f"hir: not steady after {s.max_rounds} rounds; the wait states start from there")
    for w in h.waits:
        phase = wait_phase(w)
        ctx.on_event(f"{phase}: {h.bursts} bursts of {h.burst_s:g} s, each followed by {w:g} s idle")
        for b in range(1, h.bursts + 1):
            yield PlanItem(job(s, f"hir-w{w:g}-b{b:03d}", "randwrite", BS, h.burst_s), phase)
            if ctx.results(phase) is None or not ctx.idle(w):
                return False
        if h.baseline_bursts:
            phase = baseline_phase(w)
            # Continuous writes: the bursts are stonewalled jobs of one fio run, back to back.
            for first in range(1, h.baseline_bursts + 1, 20):
                last = min(h.baseline_bursts, first + 19)
                yield PlanItem(Batch(tuple(job(s, f"hir-base{w:g}-b{b:03d}", "randwrite", BS, h.burst_s)
                                           for b in range(first, last + 1))), phase)
                if ctx.results(phase) is None:
                    return False
    return True


def analyse(s: PtsSettings, st: HirState, records) -> dict:
    """Per wait state: each burst's IOPS (fio's), their mean, and that against the steady
    state's IOPS; the baseline after it; and every burst on one time axis (minutes since the
    first wait state's first burst, from the records' start times)."""
    steady = st.precondition.verdict.average if st.precondition.verdict else None
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
    return {"precondition": st.precondition.to_dict(), "steady_iops": steady, "burst_s": s.hir.burst_s,
            "states": states, "timeline": sorted(timeline), "stopped": st.stopped}


def lines(d: dict) -> list[str]:
    out = []
    pc = d.get("precondition") or {}
    steady = d.get("steady_iops")
    out.append("HIR preconditioning: " + (f"steady at {steady:,.0f} IOPS ({pc.get('reason')})" if pc.get("attained")
                                          else f"not steady ({pc.get('reason') or 'no rounds'})"))
    for st in d.get("states", []):
        vs = f" ({st['vs_steady'] * 100:.0f} % of steady state)" if st.get("vs_steady") else ""
        base = f"; baseline after it {st['baseline_mean']:,.0f} IOPS" if st.get("baseline_mean") is not None else ""
        out.append(f"HIR wait {st['wait_s']:g} s: {len(st['bursts'])} bursts, mean {st['mean_iops']:,.0f} IOPS{vs}{base}")
    return out
