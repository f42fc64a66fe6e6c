"""Latency QoS in every report: each test's QoS levels (99 .. 99.9999 %) as a table, its
exceedance curve as a chart (log latency across, log share of I/Os slower up), the curves
of several runs overlaid, and the curve's points as CSV rows. The figures are the stored
clat_us.qos (app.core.fio.qos: fio's own bins, counted)."""
from __future__ import annotations

from typing import Any, Mapping

from app.core.fio.qos import LEVELS, exceedance, level_label, resolved
from app.core.history.document import RunDoc
from app.core.report.charts import BLUE, VERMILLION, colour

_COLOURS = {"read": BLUE, "write": VERMILLION}  # the run charts' direction colours
COLUMNS = ("Dir", "I/Os", *(f"p{p:g}" for p in LEVELS))
NOTE = ("QoS levels of completion latency (clat), µs: p99.99 is the latency 99.99 % of I/Os completed "
        "within, read from fio's own latency buckets (fio's percentile rule), shown at most at clat's max (a "
        "bucket's value can lie above the slowest I/O; the JSON keeps fio's); '-' where the test had too few "
        "I/Os for the level (99.9999 % needs 1,000,000)")
CURVE_COLUMNS = ("run", "test", "phase", "direction", "latency (us)", "slower I/Os", "share slower")


def _sides(t: Mapping[str, Any]):
    """(direction, stored qos, clat's max µs) of each direction a finished test has a curve for."""
    if t.get("status") == "cancelled":
        return
    r = t.get("result")
    for d in ("read", "write"):
        side = r["total"][d] if r else None
        q = ((side or {}).get("clat_us") or {}).get("qos")
        if side and side.get("total_ios") and q and q.get("samples"):
            yield d, q, (side.get("clat_us") or {}).get("max_us")


def _level(q: dict, pct: float, hi: float | None = None) -> float | None:
    """A level as shown to people: fio's bucket, at most clat's max (hi). A bucket is named by
    the latency it stands for, so its value can lie above the slowest I/O fio saw (p99.999
    4,145.2 over a max of 4,133.4 µs); the stored curve and the JSON keep fio's own value."""
    v = dict((float(p), us) for p, us in q.get("levels") or []).get(pct)
    if v is None or not resolved(int(q["samples"]), pct):
        return None
    return min(float(v), float(hi)) if isinstance(hi, (int, float)) and not isinstance(hi, bool) else float(v)


def qos_level(clat: dict, pct: float) -> float | None:
    """A stored direction's (clat_us) QoS level in µs, at most its max; None: no curve, or too few I/Os for it."""
    q = (clat or {}).get("qos")
    return _level(q, pct, (clat or {}).get("max_us")) if q and q.get("samples") else None


def qos_rows(t: Mapping[str, Any]) -> list[tuple[str, ...]]:
    """Per direction: the I/Os counted and each QoS level in µs ('-': not resolved), at most clat's max."""
    return [(d, f"{int(q['samples']):,}", *(_fmt(_level(q, p, hi)) for p in LEVELS)) for d, q, hi in _sides(t)]


def qos_table(doc: RunDoc) -> tuple[tuple[str, ...], list[tuple[str, ...]]]:
    """Every test's QoS rows, the test (and its phase, where any test has one) first."""
    rows = [(t["name"], t.get("phase") or "", *row) for t in doc["tests"] for row in qos_rows(t)]
    cols = ("Test", "Phase", *COLUMNS)
    if not any(r[1] for r in rows):
        cols, rows = cols[:1] + cols[2:], [r[:1] + r[2:] for r in rows]
    return cols, rows


def qos_text(doc: RunDoc) -> str:
    """The QoS table as text ('' when no test has a curve)."""
    cols, rows = qos_table(doc)
    if not rows:
        return ""
    widths = [max(len(str(r[i])) for r in [cols, *rows]) for i in range(len(cols))]
    lines = ["  ".join(str(c).rjust(w) if i >= len(cols) - len(COLUMNS) + 1 else str(c).ljust(w)
                       for i, (c, w) in enumerate(zip(r, widths))).rstrip() for r in [cols, *rows]]
    return "Latency QoS (µs)\n" + "\n".join("  " + ln for ln in lines) + "\n  " + NOTE


def _fmt(v: float | None) -> str:
    return "-" if v is None else f"{v:,.1f}"


def _staircase(q: dict) -> list[list[float]]:
    """The curve as drawn: a step down at each filled bucket, in % of I/Os slower, the share
    just below the first bucket being 100 %; zero shares end it (a log axis cannot show 0)."""
    pts = exceedance(q["curve"], int(q["samples"]))
    out: list[list[float]] = []
    before = 100.0
    for us, share in pts:
        out.append([us, before])
        if share <= 0:
            break
        out.append([us, share * 100.0])
        before = share * 100.0
    return out


def _chart(title: str, series: list[dict]) -> dict | None:
    if not series:
        return None
    lowest = min(y for s in series for _, y in s["points"])
    return {"title": title, "unit": "% of I/Os", "y_label": "I/Os slower (%)",
            "x": "completion latency (µs)", "series": series, "y_log": True, "x_log": True,
            "y_floor": min(lowest, 100.0 - LEVELS[-1]), "height": 2.6}


def qos_chart(t: Mapping[str, Any]) -> dict | None:
    """A test's exceedance curve, read and write apart: 1 - CDF down to 99.9999 %."""
    series = [{"name": d, "points": _staircase(q), "colour": _COLOURS[d], "width": 2}
              for d, q, _ in _sides(t)]
    only = f" ({series[0]['name']})" if len(series) == 1 else ""
    return _chart(f"{t['name']}: latency QoS, share of I/Os slower than a latency{only}", series)


def qos_overlay_charts(docs: list[RunDoc], names: list[str]) -> list[dict]:
    """Each test's exceedance curves, one per run and direction (a peak run's first loop)."""
    tests: dict[str, list[tuple[int, str, dict]]] = {}
    for i, doc in enumerate(docs):
        seen = set()
        for t in doc["tests"]:
            phase = t.get("phase") or ""
            if t["name"] in seen or not (phase == "" or phase.startswith("loop")):
                continue
            seen.add(t["name"])
            for d, q, _ in _sides(t):
                tests.setdefault(t["name"], []).append((i, d, q))
    charts = []
    for name, curves in tests.items():
        if len({i for i, _, _ in curves}) < 2:
            continue
        series = [{"name": f"{names[i]} {d}", "points": _staircase(q), "colour": colour(i),
                   "width": 2.2 if i == 0 else 1.6, "dash": None if d == "read" else "dash"} for i, d, q in curves]
        charts.append(_chart(f"{name}: latency QoS, overlaid", series))
    return [c for c in charts if c]


def qos_curve_rows(doc: RunDoc) -> list[tuple]:
    """The curves' points as numbers: per test, direction and filled bucket, its latency, the
    I/Os slower than it and their share (1 - CDF)."""
    rows = []
    for t in doc["tests"]:
        for d, q, _ in _sides(t):
            n = int(q["samples"])
            for us, k in q["curve"]:
                rows.append((doc.get("run_id") or "", t["name"], t.get("phase") or "", d, f"{float(us):.3f}",
                             int(k), f"{int(k) / n:.9g}"))
    return rows


def level_names() -> list[str]:
    return [level_label(p) for p in LEVELS]
