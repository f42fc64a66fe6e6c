"""Which latency a report leads with, and percentiles a reader may take as they stand.

fio measures three latencies per I/O: submission (slat), completion (clat: from submission
to completion) and total (lat = slat + clat). For direct I/O they nearly agree; for buffered
I/O they do not: a buffered 1 MiB read's clat was 2.1 µs where its lat was 832 µs (the copy
happens while fio submits). A report leads with fio's total latency, as SNIA PTS and TKperf
track it; runs stored before lat was recorded (and imports of fio output without it) fall
back to clat and say so. Percentiles are clat's: fio prints them for clat unless a job asks
for lat_percentiles, and the tables name them so.
"""
from __future__ import annotations

import math
from typing import Any, Mapping, TypeGuard

PERCENTILES = (("p50", "p50_us"), ("p90", "p90_us"), ("p95", "p95_us"), ("p99", "p99_us"),
               ("p99.5", "p995_us"), ("p99.9", "p999_us"), ("p99.99", "p9999_us"))
PERCENTILE_KEYS = tuple(k for _, k in PERCENTILES)
TOTAL_NOTE = "µs = mean latency (fio's lat: submission to completion)"
COMPLETION_NOTE = "µs marked clat = mean completion latency (fio's lat was not recorded)"


def _finite(v: object) -> TypeGuard[int | float]:
    return v is not None and not isinstance(v, bool) and isinstance(v, (int, float)) and math.isfinite(v)


def mean_latency(side: dict) -> tuple[float | None, bool]:
    """(mean µs, True when it is fio's total latency): lat when recorded, else clat."""
    for key, total in (("lat_us", True), ("clat_us", False)):
        lat = side.get(key) or {}
        if lat.get("samples", 1) and _finite(lat.get("mean_us")):
            return float(lat["mean_us"]), total
    return None, False


def pooled_mean_latency(sides: list[dict]) -> tuple[float | None, bool]:
    """Several threads' mean latency, weighted by their I/O counts (lat where every side has it)."""
    total = all((s.get("lat_us") or {}).get("samples") for s in sides)
    key = "lat_us" if total else "clat_us"
    parts = [s[key] for s in sides if (s.get(key) or {}).get("samples")]
    n = sum(p["samples"] for p in parts)
    return (sum(p["mean_us"] * p["samples"] for p in parts) / n if n else None), total


def latency_text(value: float | None, total: bool, spec: str = ",.1f") -> str:
    """'429.5', or '1.5 clat' where only the completion latency was recorded."""
    if value is None:
        return "-"
    return format(value, spec) + ("" if total else " clat")


def clamped_percentiles(c: dict, keys: tuple[str, ...] = PERCENTILE_KEYS) -> dict[str, float | None]:
    """clat's percentiles as a reader may take them: fio works them out from its histogram
    bins, each bin standing for its middle, so p99.99 could read above the slowest I/O
    (fio's max: 21,889 against 21,809 µs seen) and p50 below the fastest. Each is held within
    min..max, and a later one never below an earlier one."""
    lo, hi = c.get("min_us"), c.get("max_us")
    floor = float(lo) if _finite(lo) else None
    out: dict[str, float | None] = {}
    for key in keys:
        v = c.get(key)
        if not _finite(v):
            out[key] = None
            continue
        v = float(v)
        if _finite(hi):
            v = min(v, float(hi))
        if floor is not None:
            v = max(v, floor)
        out[key] = floor = v
    return out


LATENCY_COLUMNS = ("Dir", "IOPS", "MB/s", "lat mean", "clat mean", "clat p50", "clat p99", "clat p99.9",
                   "clat p99.99", "clat max")
LATENCY_NOTE = ("lat: fio's total latency (submission to completion), the one the first page shows; clat: "
                "completion latency, whose percentiles fio reports (read from its histogram bins, so each is "
                "held within clat's min and max)")


def _fmt(v, spec: str = ",.1f") -> str:
    return format(v, spec) if _finite(v) else "-"


def latency_rows(t: Mapping[str, Any]) -> list[tuple[str, ...]]:
    """A test's latency table: per direction IOPS, MB/s, lat's mean and clat's mean, percentiles and max."""
    r = t.get("result")
    rows = []
    for d in ("read", "write", "trim"):
        x = r["total"].get(d) if r else None  # trim: absent from a result stored before trims were kept
        if not x or not x["total_ios"] or not (x.get("clat_us") or x.get("lat_us")):
            continue
        c = x.get("clat_us") or {}
        p = clamped_percentiles(c, ("p50_us", "p99_us", "p999_us", "p9999_us"))
        rows.append((d, _fmt(x["iops"], ",.0f"), _fmt(x["MB_per_s"], ",.2f"), _fmt((x.get("lat_us") or {}).get("mean_us")),
                     _fmt(c.get("mean_us")), *(_fmt(p[k]) for k in ("p50_us", "p99_us", "p999_us", "p9999_us")),
                     _fmt(c.get("max_us"))))
    return rows
