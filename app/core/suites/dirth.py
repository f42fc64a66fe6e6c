"""SNIA PTS demand intensity / response time histogram (DIRTH): IOPS and response time over
the grid of thread counts x queue depths, and the response-time histogram at chosen points.

As the open implementation that has it runs it (YF: docs/steady-state.md), at the chosen
block size and read share (default 8 KiB at 65 % reads):
- phase 1: (purge,) RND 100 % writes at the heaviest point (32 threads x QD32) in rounds of
  `round_cells` cells until steady, a round's figure its first cell;
- phase 2: rounds of a pre-write (RND 100 % writes at the heaviest point, 5 min) and the
  grid at the mix (threads and depths 32, 16, 8, 6, 4, 2, 1: 49 points, heaviest first),
  until the heaviest point's IOPS are steady;
- points of the last round: MaxIOPS the most IOPS among points whose mean response time is
  under `max_mean_ms` (5 ms), MinIOPS the lightest (1 x 1), MidIOPS the other point nearest
  halfway between their IOPS;
- phase 3, per point: a pre-write at its load (60 min), then `hist_s` at the mix whose
  response times are counted in 1 ms bins, reads and writes apart (fio's completion-latency
  bins, every I/O: the json+ histogram), the maximum response time with it.
Every cell is a stored test; every figure is fio's.

The knee (Fioscope's, not the references'): the grid point of highest IOPS per µs of mean
response time (Kleinrock's power), past which more outstanding I/O buys response time.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from app.core.suites.items import PlanItem
from app.core.suites.latency_load import point
from app.core.suites.pts_lines import dirth_lines
from app.core.suites.pts_settings import (Context, PtsSettings, Rounds, job, noting_time_limit, purged, total_iops,
                                          until_steady, write_iops)
from app.core.suites.rounds import Batch
from app.core.words import Msg, Num

POINTS = ("max", "mid", "min")


def cell_name(t: int, q: int, n: int) -> str:
    return f"dirth-t{t}q{q}-r{n:02d}"


def grid(s: PtsSettings) -> list[tuple[int, int]]:
    """(threads, queue depth), heaviest (most outstanding I/O) first."""
    d = s.dirth
    return sorted(((t, q) for t in d.threads for q in d.depths), key=lambda tq: (-tq[0] * tq[1], -tq[0]))


def heaviest(s: PtsSettings) -> tuple[int, int]:
    return max(s.dirth.threads), max(s.dirth.depths)


def hist_phase(which: str) -> str:
    return f"dirth histogram {which}"


def prewrite_phase(which: str) -> str:
    return f"dirth pre-write {which}"


@dataclass
class DirthState:
    precondition: Rounds = field(default_factory=Rounds)  # phase 1: write-only at the heaviest point
    rounds: Rounds = field(default_factory=Rounds)  # phase 2: the grid, tracked at the heaviest point
    last_round: list | None = None
    chosen: dict | None = None  # "max"/"mid"/"min" -> (threads, qd)
    max_note: str = ""
    stopped: str = ""


def _writes(s: PtsSettings, name: str, t: int, q: int, seconds: float):
    return job(s, name, "randwrite", s.dirth.bs, seconds, iodepth=q, numjobs=t)


def _precondition_round(s: PtsSettings, n: int) -> Batch:
    t, q = heaviest(s)
    return Batch(tuple(_writes(s, f"dirth-pc-r{n:02d}-c{k:02d}", t, q, s.cell_s)
                       for k in range(1, s.dirth.round_cells + 1)))


def _round(s: PtsSettings, n: int) -> Batch:
    """The pre-write (when it has a length) and the grid, one fio invocation."""
    d = s.dirth
    t, q = heaviest(s)
    pre = (_writes(s, f"dirth-prewrite-r{n:02d}", t, q, d.prewrite_s),) if d.prewrite_s >= 1 else ()
    return Batch(pre + tuple(job(s, cell_name(t, q, n), "randrw", d.bs, s.cell_s, iodepth=q, numjobs=t,
                                 read_pct=d.read_pct) for t, q in grid(s)))


def _grid_records(s: PtsSettings, recs: list) -> list:
    return recs[1:] if s.dirth.prewrite_s >= 1 else recs


def choose(cells: list[tuple[tuple[int, int], float, float | None]], max_mean_us: float
           ) -> tuple[dict[str, tuple[int, int]], str]:
    """From (point, IOPS, mean response time µs) of a round: MaxIOPS among the points under
    the response-time ceiling, MinIOPS the lightest, MidIOPS the other point nearest halfway
    between their IOPS; and a note when no point is under the ceiling (then the point with
    the least mean response time is MaxIOPS)."""
    under = [c for c in cells if c[2] is not None and c[2] < max_mean_us]
    note = ""
    if under:
        best = max(under, key=lambda c: c[1])
    else:
        best = min(cells, key=lambda c: float("inf") if c[2] is None else c[2])
        note = Msg("no point had a mean response time under %1 ms: MaxIOPS is the one with the least",
                   Num(max_mean_us / 1000, None))
    light = min(cells, key=lambda c: (c[0][0] * c[0][1], c[0][0]))
    half = (best[1] + light[1]) / 2
    mid = min((c for c in cells if c[0] not in (best[0], light[0])), key=lambda c: abs(c[1] - half), default=best)
    return {"max": best[0], "mid": mid[0], "min": light[0]}, note


@noting_time_limit
def plan(s: PtsSettings, ctx: Context, st: DirthState):
    d = s.dirth
    if not (yield from purged(s, ctx, "dirth")):
        return False
    ok = yield from until_steady(s, ctx, "dirth precondition", lambda n: _precondition_round(s, n),
                                 lambda recs: write_iops(recs[0]), st.precondition)  # a round's first cell (YF)
    if not ok:
        return False
    ok = yield from until_steady(s, ctx, "dirth", lambda n: _round(s, n),
                                 lambda recs: total_iops(_grid_records(s, recs)[0]), st.rounds)
    if not ok:
        return False
    recs = _grid_records(s, ctx.results(f"dirth round {len(st.rounds.values)}") or [])
    st.last_round = recs
    cells = []
    for tq, r in zip(grid(s), recs):
        p = point("", None, r.result)
        cells.append((tq, p.achieved_iops, p.mean_us))
    st.chosen, st.max_note = choose(cells, d.max_mean_ms * 1000.0)
    if st.max_note:
        ctx.on_event(Msg("dirth: %1", st.max_note))
    for which in POINTS:
        t, q = st.chosen[which]
        if d.hist_prewrite_s >= 1:
            ctx.on_event(Msg("%1: T%2 Q%3 RND writes for %4 s", prewrite_phase(which), t, q, Num(d.hist_prewrite_s, None)))
            yield PlanItem(_writes(s, f"dirth-prewrite-{which}-t{t}q{q}", t, q, d.hist_prewrite_s),
                           prewrite_phase(which))
            if ctx.results(prewrite_phase(which)) is None:
                return False
        ctx.on_event(Msg("%1: T%2 Q%3 for %4 s", hist_phase(which), t, q, Num(d.hist_s, None)))
        yield PlanItem(job(s, f"dirth-hist-{which}-t{t}q{q}", "randrw", d.bs, d.hist_s, iodepth=q,
                           numjobs=t, read_pct=d.read_pct), hist_phase(which))
        if ctx.results(hist_phase(which)) is None:
            return False
    return True


def ms_bins(side) -> list[list[int]]:
    """A direction's I/Os per 1 ms bin of completion latency: [[bin floor ms, I/Os], ...],
    from fio's own bins (each kept exactly in the stored exceedance curve: qos.py)."""
    q = side.latency.qos if side.latency is not None and side.total_ios else None
    if q is None:
        return []
    out: dict[int, int] = {}
    above = q.samples
    for us, slower in q.curve:
        out[int(us // 1000)] = out.get(int(us // 1000), 0) + above - slower
        above = slower
    return [[k, v] for k, v in sorted(out.items()) if v]


def _pct(side, name: str):
    """A percentile as shown: fio's bucket value, which can lie above the slowest I/O, at most the max."""
    if side.latency is None or not side.total_ios:
        return None
    v = getattr(side.latency, name)
    return v if v is None else min(v, side.latency.max_us)


def _cpu(r) -> float | None:
    """fio's CPU use of the cell (user + system, % of one CPU, summed over its threads)."""
    return sum(th.usr_cpu + th.sys_cpu for th in r.result.threads) if r.result.threads else None


def analyse(s: PtsSettings, st: DirthState, records) -> dict:
    pts = []
    for (t, q), r in zip(grid(s), st.last_round or []):
        p = point(f"T{t} Q{q}", None, r.result)
        pts.append({"threads": t, "qd": q, "oio": t * q, "iops": p.achieved_iops, "mean_us": p.mean_us,
                    "read_iops": r.result.read.iops, "write_iops": r.result.write.iops,
                    "bytes_per_s": r.result.read.bytes_per_s + r.result.write.bytes_per_s, "cpu_pct": _cpu(r),
                    "p99_us": p.p99_us, "max_us": max((x.latency.max_us for x in (r.result.read, r.result.write)
                                                       if x.latency is not None and x.total_ios), default=None)})
    knee = max((p for p in pts if p["mean_us"]), key=lambda p: p["iops"] / p["mean_us"], default=None)
    hists = []
    for which in POINTS:
        got = [r for r in records if r.phase == hist_phase(which) and r.result is not None]
        if not got or not st.chosen:
            continue
        r = got[-1]
        t, q = st.chosen[which]
        p = point(which, None, r.result)
        pre = [x for x in records if x.phase == prewrite_phase(which) and x.result is not None]
        hists.append({"point": which, "threads": t, "qd": q, "iops": p.achieved_iops, "mean_us": p.mean_us,
                      "bins_ms": {side: ms_bins(getattr(r.result, side)) for side in ("read", "write")},
                      "seconds": s.dirth.hist_s,
                      "prewrite": {"seconds": s.dirth.hist_prewrite_s, "iops": write_iops(pre[-1])} if pre else None,
                      "percentiles": {side: {k: _pct(getattr(r.result, side), k)
                                             for k in ("p99_us", "p999_us", "p9999_us", "max_us")}
                                      for side in ("read", "write")}})
    return {"precondition": st.precondition.to_dict(), "rounds": st.rounds.to_dict(), "bs": s.dirth.bs,
            "read_pct": s.dirth.read_pct, "heaviest": list(heaviest(s)), "max_mean_ms": s.dirth.max_mean_ms,
            "prewrite_s": s.dirth.prewrite_s, "points": pts, "knee": knee, "max_note": st.max_note,
            "chosen": {k: list(v) for k, v in (st.chosen or {}).items()}, "histograms": hists,
            "stopped": st.stopped}


def lines(d: dict) -> list[str]:
    return dirth_lines(d)
