"""The measurement window's summary tables (SNIA PTS's reports): averages over the window's rounds."""
from __future__ import annotations

import math
from dataclasses import dataclass

from app.core.suites.steady import Cell, SteadySettings, TestProgress, verdict
from app.core.units import short_bs
from app.core.words import Msg, Num

_BS = Msg("Block size")  # the tables' first column


@dataclass(frozen=True)
class SummaryTable:
    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


def window_rounds(s: SteadySettings, tp: TestProgress) -> list[dict[str, dict]]:
    """The rounds of the measurement window: the verdict's, else the last `window`."""
    v = verdict(s, tp)
    if v and v.rounds:
        return [tp.rounds[r - 1] for r in v.rounds]
    return tp.rounds[-s.window:]


def window_average(rounds: list[dict], key: str, pick) -> float | None:
    vals = [pick(r[key]) for r in rounds if r.get(key)]
    vals = [x for x in vals if x is not None and math.isfinite(x)]
    return sum(vals) / len(vals) if vals else None


def _mix(m: int) -> str:
    return f"{m}/{100 - m}"


def cell_iops(r: dict) -> float:
    return r["total"]["read"]["iops"] + r["total"]["write"]["iops"]


def cell_latency(r: dict, which: str = "mean_us") -> float | None:
    """Total latency of a cell over both directions: the mean weighted by I/O counts, or the max."""
    parts = [x for x in ((r["total"][d].get("lat_us") or r["total"][d].get("clat_us")) for d in ("read", "write"))
             if x and x.get("samples")]
    if not parts:
        return None
    if which == "max_us":
        return max(p["max_us"] for p in parts)
    n = sum(p["samples"] for p in parts)
    return sum(p["mean_us"] * p["samples"] for p in parts) / n


def window_summary(s: SteadySettings, tp: TestProgress) -> list[SummaryTable]:
    """Measurement-window averages in SNIA's (and seed 004's) orientation: block sizes down,
    workloads across. Throughput's table covers one block size; the report joins them."""
    if tp.kind == "write_saturation" or not tp.rounds:
        return []
    rounds = window_rounds(s, tp)
    mixes, sizes = s.matrix(tp.kind)

    def f(v, spec):
        return "-" if v is None else format(v, spec)

    if tp.kind == "iops":
        order = sorted(mixes, reverse=True)
        rows = tuple((short_bs(bs),) + tuple(
            f(window_average(rounds, Cell("iops", m, bs, "randrw").key, cell_iops), ".1f") for m in order)
            for bs in sorted(sizes))
        return [SummaryTable(Msg("Average IOPS vs. block size and R/W mix %"), (_BS,) +
                             tuple(_mix(m) for m in order), rows)]
    if tp.kind == "throughput":
        bs = s.unit(tp.test).bs
        assert bs is not None  # a throughput test has its block size
        row = (short_bs(bs),) + tuple(
            f(window_average(rounds, Cell("throughput", None, bs, rw).key,
                             lambda r, rw=rw: r["total"][rw]["MB_per_s"]), ".3f") for rw in ("read", "write"))
        return [SummaryTable(Msg("Average MB/s vs. block size and R/W"), (_BS, Msg("Read"), Msg("Write")), (row,))]
    order = sorted(mixes)  # seed 004's latency tables: 0/100, 65/35, 100/0

    def lat(m: int, bs: int, which: str) -> float | None:
        key = Cell("latency", m, bs, "randrw").key
        if which == "mean_us":
            return window_average(rounds, key, cell_latency)
        vals = [v for r in rounds if r.get(key) and (v := cell_latency(r[key], "max_us")) is not None]
        return max(vals) if vals else None

    return [SummaryTable(label, (_BS,) + tuple(_mix(m) for m in order),
                         tuple((short_bs(bs),) + tuple(f(_ms(lat(m, bs, which)), ".3f") for m in order)
                               for bs in sorted(sizes, reverse=True)))  # seed 004: 8k, 4k, 512
            for label, which in ((Msg("Average latency (ms) vs. block size and R/W mix %"), "mean_us"),
                                 (Msg("Max latency (ms) vs. block size and R/W mix %"), "max_us"))]


def _ms(us: float | None) -> float | None:
    return None if us is None else us / 1000.0


def tracked_text(test: str, value: float | None) -> str:
    """A tracked figure in its unit: throughput's bytes/s as MB/s (as the tables show it),
    latency in µs, the rest in IOPS."""
    if value is None or not math.isfinite(value):
        return "-"
    if test.startswith("throughput"):
        return Msg("%1 MB/s", Num(value / 1e6, 1, grouped=True))
    figure = Num(value, 1, grouped=True)
    return Msg("%1 µs", figure) if test == "latency" else Msg("%1 IOPS", figure)
