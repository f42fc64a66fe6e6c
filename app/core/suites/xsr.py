"""SNIA PTS cross-stimulus recovery (XSR): how the drive moves from one kind of write to
another, and how long it takes to recover.

As the open implementation that has it runs it (YF: docs/steady-state.md): (purge,) no
preconditioning; sequential 1 MiB writes 8 h, random 8 KiB writes 6 h, sequential 1 MiB
writes 8 h again, all at 1 thread x QD32, throughput, mean response time (ART) and maximum
response time (MRT) every 60 s. Here each segment is cells of `cell_s` (every cell a stored
test; a few cells run as one fio invocation, back to back); a cell's response times are
fio's total latency (submission to completion) of its writes.

The recovery time is YF's: from the start of group 3 until its throughput first reaches
group 1's mean (to the start of the first cell that does: one cell's resolution), or "not
reached". Each segment's settle time is Fioscope's own, beside it: from its start to the
first cell after which every cell stays within `tolerance` of the segment's final level (the
mean of its last three cells).
"""
from __future__ import annotations

from dataclasses import dataclass
from statistics import mean

from app.core.suites.items import PlanItem
from app.core.suites.pts_settings import Context, PtsSettings, job, noting_time_limit, purged
from app.core.suites.rounds import Batch
from app.core.suites import pts_lines
from app.core.units import short_bs
from app.core.words import Msg, Num

CHUNK = 20  # cells per fio invocation


def label(rw: str, bs: int) -> str:
    return f"{'SEQ' if rw == 'write' else 'RND'} {short_bs(bs)} writes"


def segment_phase(i: int, rw: str, bs: int) -> str:
    return f"xsr segment {i} {label(rw, bs)}"


@dataclass
class XsrState:
    stopped: str = ""


@noting_time_limit
def plan(s: PtsSettings, ctx: Context, st: XsrState):
    x = s.xsr
    if not (yield from purged(s, ctx, "xsr")):
        return False
    for i, (rw, bs, seconds) in enumerate(x.segments, start=1):
        n = max(1, round(seconds / x.cell_s))
        phase = segment_phase(i, rw, bs)
        ctx.on_event(Msg("%1: %2 cells of %3 s", phase, n, Num(x.cell_s, None)))
        for first in range(1, n + 1, CHUNK):
            last = min(n, first + ctx.cells(CHUNK, x.cell_s) - 1)
            if last < first:  # the time limit
                return False
            cells = tuple(job(s, f"xsr-s{i}-c{k:03d}", rw, bs, x.cell_s, iodepth=x.iodepth, numjobs=x.threads)
                          for k in range(first, last + 1))
            yield PlanItem(Batch(cells), phase)
            if ctx.results(phase) is None:
                st.stopped = f"{phase} did not finish"
                return False
    return True


def settle(values: list[float], seconds: list[float], tolerance: float) -> tuple[float, float, int]:
    """(final level, settle time in s, cells before it): the first cell from which every
    later one is within tolerance of the final level (the last three cells' mean)."""
    final = mean(values[-3:])
    i = len(values)
    while i > 0 and abs(values[i - 1] - final) <= tolerance * final:
        i -= 1
    return final, sum(seconds[:i]), i


def recovery(first_mean: float, values: list[float], seconds: list[float]) -> float | None:
    """YF's recovery time (s): group 3's time before its first cell at group 1's mean or more;
    None when no cell reaches it."""
    for i, v in enumerate(values):
        if v >= first_mean:
            return sum(seconds[:i])
    return None


def _lat(r, name: str) -> float | None:
    lat = r.result.write.total_latency or r.result.write.latency
    return getattr(lat, name) if lat is not None and r.result.write.total_ios else None


def analyse(s: PtsSettings, st: XsrState, records) -> dict:
    """Per segment: each cell's throughput, IOPS, mean and maximum response time (fio's), the
    level it settled at and how long that took; every cell on one time axis (minutes since
    the first cell); the recovery time of the third segment against the first's mean."""
    segs, timeline = [], []
    cells = [r for r in records if r.phase.startswith("xsr segment ") and r.result is not None]
    t0 = min((r.started_at for r in cells), default=0.0)
    for i, (rw, bs, _) in enumerate(s.xsr.segments, start=1):
        got = [r for r in cells if r.phase == segment_phase(i, rw, bs)]
        if not got:
            continue
        bps = [r.result.write.bytes_per_s for r in got]
        secs = [r.result.write.runtime_ms / 1000.0 for r in got]
        final, settle_s, before = settle(bps, secs, s.xsr.tolerance)
        art = [_lat(r, "mean_us") for r in got]
        mrt = [_lat(r, "max_us") for r in got]
        segs.append({"segment": i, "label": label(rw, bs), "rw": rw, "bs": bs, "cells": len(got),
                     "bytes_per_s": bps, "iops": [r.result.write.iops for r in got], "start_bps": bps[0],
                     "final_bps": final, "settle_s": settle_s, "settle_cells": before, "seconds": secs,
                     "mean_bps": mean(bps), "end_bps": bps[-1], "art_us": art, "mrt_us": mrt,
                     "peak_art_us": max((a for a in art if a is not None), default=None),
                     "peak_mrt_us": max((m for m in mrt if m is not None), default=None)})
        timeline += [[(r.started_at - t0) / 60.0, r.result.write.bytes_per_s, label(rw, bs), i, _lat(r, "mean_us"),
                      _lat(r, "max_us")] for r in got]
    by = {g["segment"]: g for g in segs}
    rec = None
    if 1 in by and 3 in by:
        rec = recovery(by[1]["mean_bps"], by[3]["bytes_per_s"], by[3]["seconds"])
    return {"segments": segs, "timeline": timeline, "tolerance": s.xsr.tolerance, "cell_s": s.xsr.cell_s,
            "threads": s.xsr.threads, "iodepth": s.xsr.iodepth, "recovery_s": rec,
            "recovery_against_bps": by[1]["mean_bps"] if 1 in by else None,
            "recovery_known": 1 in by and 3 in by, "stopped": st.stopped}


def recovery_text(d: dict) -> str:
    return pts_lines.recovery_text(d)


def lines(d: dict) -> list[str]:
    return pts_lines.xsr_lines(d)
