"""SNIA PTS demand intensity / response time histogram (DIRTH): IOPS and response time over
the grid of thread counts x queue depths, the knee of the demand intensity curve, and the
response-time histogram at chosen points.

PTS 2.0.2's procedure: (purge,) rounds over the grid (threads and queue depths 1..32,
heaviest first) until the heaviest point's IOPS is steady; from the last round the points of
maximum IOPS, minimum IOPS (the lightest) and a middle one (IOPS nearest halfway between);
then a longer run at each, whose response times fio bins (its json+ histogram). Every cell
is a stored test; every figure is fio's.

The knee: the grid point of highest IOPS per µs of mean response time (Kleinrock's power),
past which more outstanding I/O buys response time, not IOPS.
"""
from __future__ import annotations

from dataclasses import dataclass

from app.core.suites.items import PlanItem
from app.core.suites.latency_load import point
from app.core.suites.pts_settings import Context, PtsSettings, Rounds, job, purged, total_iops, until_steady
from app.core.suites.rounds import Batch

POINTS = ("max", "mid", "min")


def cell_name(t: int, q: int, n: int) -> str:
    return f"dirth-t{t}q{q}-r{n:02d}"


def grid(s: PtsSettings) -> list[tuple[int, int]]:
    """(threads, queue depth), heaviest (most outstanding I/O) first."""
    d = s.dirth
    return sorted(((t, q) for t in d.threads for q in d.depths), key=lambda tq: (-tq[0] * tq[1], -tq[0]))


def hist_phase(which: str) -> str:
    return f"dirth histogram {which}"


@dataclass
class DirthState:
    precondition: Rounds = None  # type: ignore[assignment]
    last_round: list | None = None
    chosen: dict | None = None  # "max"/"mid"/"min" -> (threads, qd)
    stopped: str = ""

    def __post_init__(self) -> None:
        self.precondition = self.precondition or Rounds()


def _round(s: PtsSettings, n: int) -> Batch:
    d = s.dirth
    return Batch(tuple(job(s, cell_name(t, q, n), "randrw", d.bs, s.cell_s, iodepth=q, numjobs=t, read_pct=d.read_pct)
                       for t, q in grid(s)))


def choose(cells: list[tuple[tuple[int, int], float]]) -> dict[str, tuple[int, int]]:
    """From (point, IOPS) of a round: the maximum, the lightest (minimum load) and the one
    nearest halfway between their IOPS."""
    best = max(cells, key=lambda c: c[1])
    light = min(cells, key=lambda c: (c[0][0] * c[0][1], c[0][0]))
    half = (best[1] + light[1]) / 2
    mid = min((c for c in cells if c[0] not in (best[0], light[0])), key=lambda c: abs(c[1] - half), default=best)
    return {"max": best[0], "mid": mid[0], "min": light[0]}


def plan(s: PtsSettings, ctx: Context, st: DirthState):
    if not (yield from purged(s, ctx, "dirth")):
        return False
    ok = yield from until_steady(s, ctx, "dirth", lambda n: _round(s, n), lambda recs: total_iops(recs[0]),
                                 st.precondition)
    if not ok:
        return False
    n = len(st.precondition.values)
    recs = ctx.results(f"dirth round {n}")
    st.last_round = recs
    st.chosen = choose([(tq, total_iops(r)) for tq, r in zip(grid(s), recs)])
    for which in POINTS:
        t, q = st.chosen[which]
        ctx.on_event(f"{hist_phase(which)}: T{t} Q{q} for {s.dirth.hist_s:g} s")
        yield PlanItem(job(s, f"dirth-hist-{which}-t{t}q{q}", "randrw", s.dirth.bs, s.dirth.hist_s, iodepth=q,
                           numjobs=t, read_pct=s.dirth.read_pct), hist_phase(which))
        if ctx.results(hist_phase(which)) is None:
            return False
    return True


def _histogram(r) -> list[list[float]]:
    """The response times of both directions in fio's bins, summed per bucket
    (results._histogram: 10 a decade): [[bucket floor µs, I/Os], ...]."""
    out: dict[float, int] = {}
    for side in (r.result.read, r.result.write):
        if side.latency is not None:
            for floor, n in side.latency.histogram:
                out[floor] = out.get(floor, 0) + n
    return [[k, v] for k, v in sorted(out.items())]


def _pct(side, name: str):
    return getattr(side.latency, name) if side.latency is not None and side.total_ios else None


def analyse(s: PtsSettings, st: DirthState, records) -> dict:
    pts = []
    for (t, q), r in zip(grid(s), st.last_round or []):
        p = point(f"T{t} Q{q}", None, r.result)
        pts.append({"threads": t, "qd": q, "oio": t * q, "iops": p.achieved_iops, "mean_us": p.mean_us,
                    "read_iops": r.result.read.iops, "write_iops": r.result.write.iops,
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
        hists.append({"point": which, "threads": t, "qd": q, "iops": p.achieved_iops, "mean_us": p.mean_us,
                      "buckets": _histogram(r), "seconds": s.dirth.hist_s,
                      "percentiles": {side: {k: _pct(getattr(r.result, side), k)
                                             for k in ("p99_us", "p999_us", "p9999_us", "max_us")}
                                      for side in ("read", "write")}})
    return {"precondition": st.precondition.to_dict(), "bs": s.dirth.bs, "read_pct": s.dirth.read_pct,
            "points": pts, "knee": knee, "chosen": {k: list(v) for k, v in (st.chosen or {}).items()},
            "histograms": hists, "stopped": st.stopped}


def lines(d: dict) -> list[str]:
    out = []
    pc = d.get("precondition") or {}
    out.append("DIRTH preconditioning: " + ("steady" if pc.get("attained") else "not steady") +
               f" ({pc.get('reason') or 'no rounds'})")
    k = d.get("knee")
    if k:
        out.append(f"DIRTH knee: T{k['threads']} Q{k['qd']}, {k['iops']:,.0f} IOPS at {k['mean_us']:,.1f} µs mean "
                   "(most IOPS per µs of response time)")
    for h in d.get("histograms", []):
        out.append(f"DIRTH {h['point']} IOPS point T{h['threads']} Q{h['qd']}: {h['iops']:,.0f} IOPS, "
                   f"mean {h['mean_us']:,.1f} µs over {h['seconds']:g} s")
    return out
