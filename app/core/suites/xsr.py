"""SNIA PTS cross-stimulus recovery (XSR): how the drive moves from one kind of write to
another, and how long each transition takes to settle.

PTS 2.0.2's access group: (purge,) sequential 1 MiB writes, then random 8 KiB writes, then
sequential 1 MiB writes again, each for hours, throughput logged every minute. Here each
segment is cells of `cell_s` (every cell a stored test; a few cells run as one fio
invocation, back to back). A segment's settle time: from its start to the first cell after
which every cell stays within `tolerance` of the segment's final level (the mean of its last
three cells).
"""
from __future__ import annotations

from dataclasses import dataclass
from statistics import mean

from app.core.suites.items import PlanItem
from app.core.suites.pts_settings import Context, PtsSettings, job, purged
from app.core.suites.rounds import Batch
from app.core.units import short_bs

CHUNK = 20  # cells per fio invocation


def label(rw: str, bs: int) -> str:
    return f"{'SEQ' if rw == 'write' else 'RND'} {short_bs(bs)} writes"


def segment_phase(i: int, rw: str, bs: int) -> str:
    return f"xsr segment {i} {label(rw, bs)}"


@dataclass
class XsrState:
    stopped: str = ""


def plan(s: PtsSettings, ctx: Context, st: XsrState):
    x = s.xsr
    if not (yield from purged(s, ctx, "xsr")):
        return False
    for i, (rw, bs, seconds) in enumerate(x.segments, start=1):
        n = max(1, round(seconds / x.cell_s))
        phase = segment_phase(i, rw, bs)
        ctx.on_event(f"{phase}: {n} cells of {x.cell_s:g} s")
        for first in range(1, n + 1, CHUNK):
            cells = tuple(job(s, f"xsr-s{i}-c{k:03d}", rw, bs, x.cell_s) for k in range(first, min(n, first + CHUNK - 1) + 1))
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


def analyse(s: PtsSettings, st: XsrState, records) -> dict:
    """Per segment: each cell's throughput and IOPS (fio's), the level it settled at and how
    long that took; every cell on one time axis (minutes since the first cell)."""
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
        segs.append({"segment": i, "label": label(rw, bs), "rw": rw, "bs": bs, "cells": len(got),
                     "bytes_per_s": bps, "iops": [r.result.write.iops for r in got], "start_bps": bps[0],
                     "final_bps": final, "settle_s": settle_s, "settle_cells": before})
        timeline += [[(r.started_at - t0) / 60.0, r.result.write.bytes_per_s, label(rw, bs), i] for r in got]
    return {"segments": segs, "timeline": timeline, "tolerance": s.xsr.tolerance, "cell_s": s.xsr.cell_s,
            "stopped": st.stopped}


def lines(d: dict) -> list[str]:
    out = []
    for g in d.get("segments", []):
        out.append(f"XSR segment {g['segment']} ({g['label']}): {g['start_bps'] / 1e6:,.1f} MB/s at first, "
                   f"settled at {g['final_bps'] / 1e6:,.1f} MB/s after {g['settle_s']:,.0f} s "
                   f"(within {d.get('tolerance', 0.1) * 100:.0f} % from then on)")
    return out
