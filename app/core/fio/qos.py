"""Latency QoS: the exceedance curve (1 - CDF) of a direction's completion latency, from
fio's json+ bins, and the QoS levels buyers quote (99 % .. 99.9999 %).

fio's bins are its own histogram (about 1,800 buckets, each named by the latency it stands
for, in ns); nothing here measures or interpolates. The curve's point (v, e) says "a share e
of the I/Os completed in a bucket above v's": 1 - CDF(v), the CDF taken at each bucket
fio filled. Stored as (v, count of slower I/Os): fio's own integers, shorter than shares
(a test keeps a point per filled bucket, a few hundred). A level p is fio's own percentile rule (stat.c calc_clat_percentiles): the first
bucket where the running count reaches p % of all I/Os, i.e. the first v with e <= 1 - p/100.

A level needs at least 1 / (1 - p/100) I/Os to be more than the slowest bucket (1,000,000
for 99.9999 %): with fewer, `resolved` says so and reports show no figure for it.
"""
from __future__ import annotations

from dataclasses import dataclass

LEVELS = (99.0, 99.9, 99.99, 99.999, 99.9999)  # ezFIO's and the datasheets' QoS "nines"


@dataclass(frozen=True)
class Qos:
    """One direction's latency QoS, in microseconds."""

    samples: int
    # (bucket latency in µs, I/Os in slower buckets), ascending latency; the last point's
    # count is 0 (nothing is slower than the slowest bucket)
    curve: tuple[tuple[float, int], ...]
    levels: tuple[tuple[float, float | None], ...]  # (percent, µs) for LEVELS; None: not resolved

    def level(self, pct: float) -> float | None:
        return dict(self.levels).get(pct)


def exceedance(curve, samples: int) -> list[tuple[float, float]]:
    """A stored curve as (µs, share of I/Os slower, 0..1): 1 - CDF."""
    return [(float(us), int(k) / samples) for us, k in curve] if samples else []


def resolved(samples: int, pct: float) -> bool:
    """True when `samples` I/Os put at least one beyond the level (so it is not just the max)."""
    return samples * (100.0 - pct) / 100.0 >= 1.0 - 1e-9


def merge_bins(parts: list[dict]) -> dict[int, int]:
    """fio json+ "bins" objects ({"ns": count}) of several threads added bucket by bucket."""
    out: dict[int, int] = {}
    for bins in parts:
        for k, v in (bins or {}).items():
            out[int(k)] = out.get(int(k), 0) + int(v)
    return out


def qos(bins: dict[int, int]) -> Qos | None:
    """The exceedance curve and QoS levels of fio's bins (ns -> count); None without I/Os."""
    filled = sorted((ns, n) for ns, n in bins.items() if n > 0)
    total = sum(n for _, n in filled)
    if total == 0:
        return None
    curve, below = [], 0
    levels: dict[float, float | None] = {}
    for ns, n in filled:
        below += n
        above = total - below
        curve.append((ns / 1000.0, above))
        for pct in LEVELS:
            # fio's rule, its own float expression: the running count reaches pct % of all
            if pct not in levels and below >= pct / 100.0 * total:
                levels[pct] = ns / 1000.0
    return Qos(total, tuple(curve),
               tuple((p, levels.get(p) if resolved(total, p) else None) for p in LEVELS))


def level_label(pct: float) -> str:
    """99.9999 -> '99.9999 %'; 99.0 -> '99 %'."""
    return f"{pct:g} %"
