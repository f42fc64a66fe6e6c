"""The charts of a run, in app.core.report.charts' form: per test the rates over time (each
thread faint, the total bold), the latency percentiles and the latency histogram; a plan's
tables as bars; the comparison's bars and overlaid curves. Both the HTML and PDF reports
take their charts from here, so the two show the same."""
from __future__ import annotations

import math
import time

from typing import Any, Mapping

from app.core.report.charts import BLACK, colour
from app.core.report.latency import PERCENTILES, clamped_percentiles
from app.core.history.document import RunDoc, RunTestDoc
from app.core.report.qos_report import qos_chart
from app.core.report.thermal_report import temperature_chart

DIRECTION_COLOURS = {"read": "#0072B2", "write": "#D55E00"}  # Okabe-Ito blue and vermillion
_MANY_THREADS = 8  # past this, the threads share one legend entry


def _job_label(t: Mapping[str, Any], i: int) -> str | None:
    """In a job file's run or an import, the i-th thread's fio job and clone (randread/0)."""
    spec = t.get("spec") or {}
    threads = (t.get("result") or {}).get("threads") or []
    if (spec.get("jobfile") or spec.get("recorded")) and i < len(threads):
        return threads[i].get("label")
    return None


def thread_label(t: Mapping[str, Any], i: int) -> str:
    """A curve's name: the host in a job's total on fio servers (a curve per host), the fio job
    and clone in a job file's run or an import, else 'thread i'."""
    result = t.get("result") or {}
    named = result.get("curve_hosts") or []  # each curve's host, as stored with its samples
    if i < len(named):
        return str(named[i])
    hosts = result.get("hosts") or []  # runs stored before curve_hosts: only when none dropped out
    curves = max((len(s.get("threads") or []) for s in t.get("samples") or []), default=0)
    if i < len(hosts) == curves:
        return str(hosts[i])
    return _job_label(t, i) or f"thread {i}"


def thread_row(t: Mapping[str, Any], i: int):
    """A thread table's first cell: the fio job and clone, or (one planned job) the index."""
    return _job_label(t, i) or i


def _slot(sample: dict, i: int) -> dict | None:
    """Thread i's rates in a sample; None where it sent nothing (a host that dropped out)."""
    threads = sample.get("threads") or []
    return threads[i] if i < len(threads) else None


def mean_lat_us(r: dict) -> float | None:
    """An interval's mean completion latency over both directions, in µs."""
    v = [x for x in (r.get("read_lat_ns"), r.get("write_lat_ns")) if x is not None]
    return sum(v) / len(v) / 1000 if v else None


_RATES = (("IOPS", "IOPS (I/O per s)", lambda r: r["read_iops"] + r["write_iops"]),
          ("Bandwidth", "MB/s (10^6 bytes per s)", lambda r: (r["read_bps"] + r["write_bps"]) / 1e6),
          ("Mean completion latency", "latency (µs)", mean_lat_us))


def time_charts(t: Mapping[str, Any]) -> list[dict]:
    """IOPS, bandwidth and latency over the test's time: each thread faint, the total bold."""
    samples = [s for s in t.get("samples") or [] if s.get("total")]
    if len(samples) < 2:  # one point is no curve: the tables say it
        return []
    n = max(len(s.get("threads") or []) for s in samples)
    few = len(samples) < 12  # a short test: the points themselves show
    style = "linepoints" if few else "line"
    charts = []
    for title, unit, f in _RATES:
        series = []
        if n > 1:
            for i in range(n):
                name = thread_label(t, i) if n <= _MANY_THREADS else (f"each of {n} threads" if i == 0 else "")
                pts = [[s["t_s"], f(r) if (r := _slot(s, i)) is not None else None] for s in samples]
                series.append({"name": name, "points": pts, "colour": colour(i) if n <= _MANY_THREADS else "#56B4E9",
                               "style": style, "width": 1.1, "faint": True})
        # Latency's total is the mean over threads, not a sum: named so.
        total = "total" if title != "Mean completion latency" else ("all threads" if n > 1 else "mean")
        if n == 1 and (job := _job_label(t, 0)):  # one job: the curve is that job's, and says so (a/0)
            total = job
        series.append({"name": total, "points": [[s["t_s"], f(s["total"])] for s in samples], "colour": BLACK,
                       "style": style, "width": 2.6})
        charts.append({"title": f"{t['name']}: {title}", "unit": unit, "x": "time since the test started (s)",
                       "series": series, "x_zero": True})
    return charts


def _sides(t: Mapping[str, Any]):
    r = t.get("result")
    for d in ("read", "write"):
        side = r["total"][d] if r else None
        if side and side.get("total_ios") and side.get("clat_us"):
            yield d, side["clat_us"]


def percentile_chart(t: Mapping[str, Any]) -> dict | None:
    """Completion latency at p50 .. p99.99, read and write apart, on a log scale where the
    values span a decade."""
    series = []
    for d, c in _sides(t):
        p = clamped_percentiles(c)
        pts = [[i, p[key]] for i, (_, key) in enumerate(PERCENTILES) if p[key]]
        if pts:
            series.append({"name": d, "points": pts, "colour": DIRECTION_COLOURS[d], "style": "linepoints",
                           "width": 2})
    if not series:
        return None
    only = f" ({series[0]['name']})" if len(series) == 1 else ""  # one direction: no legend says which
    return {"title": f"{t['name']}: completion latency percentiles{only}", "unit": "µs",
            "y_label": "latency (µs)",
            "x": "percentile (share of I/Os at or below)", "series": series, "y_log": True,
            "x_ticks": [[i, label] for i, (label, _) in enumerate(PERCENTILES)], "height": 2.4}


def histogram_chart(t: Mapping[str, Any]) -> dict | None:
    """fio's latency bins (10 buckets a decade), as a share of each direction's I/Os."""
    series = []
    for d, c in _sides(t):
        hist = c.get("histogram") or []
        n = sum(k for _, k in hist)
        if n:
            series.append({"name": d, "points": [[x, k / n * 100] for x, k in hist], "colour": DIRECTION_COLOURS[d]})
    if not series:
        return None
    only = f" ({series[0]['name']})" if len(series) == 1 else ""
    return {"kind": "hist", "title": f"{t['name']}: completion latency distribution{only}", "unit": "% of I/Os",
            "y_label": "share of I/Os (%)", "x": "completion latency (µs)", "series": series,
            "height": 2.4}


def test_charts(t: Mapping[str, Any]) -> list[dict]:
    return [c for c in (*time_charts(t), temperature_chart(t), percentile_chart(t), histogram_chart(t),
                        qos_chart(t)) if c]


def table_charts(table) -> list[dict]:
    """A plan's table (PlanTable) as grouped bars, as the seed document charts it; a table
    the seed gives no chart (its columns in different units) as one chart per column. A table
    in MiB/s gets none: it is a table in MB/s again, in other units."""
    if table.unit == "MiB/s":
        return []
    if not table.chart:
        cats = [label for label, _ in table.rows]
        return [{"kind": "bars", "title": f"{table.title}: {col}", "unit": col.split()[-1], "y_label": col,
                 "x": table.row_header, "categories": cats, "decimals": table.dec(i),
                 "series": [{"name": col, "values": [values[i] for _, values in table.rows], "colour": colour(i)}]}
                for i, col in enumerate(table.columns) if "MiB/s" not in col]  # MiB/s: MB/s again
    if table.chart == "columns":
        cats = list(table.columns)
        series = [(label, list(values)) for label, values in table.rows]
    else:
        cats = [label for label, _ in table.rows]
        series = [(col, [values[i] for _, values in table.rows]) for i, col in enumerate(table.columns)]
    return [{"kind": "bars", "title": table.title, "unit": table.unit, "y_label": table.unit,
             "x": table.row_header if table.chart == "rows" else "", "categories": cats,
             "decimals": table.decimals,
             "series": [{"name": name, "values": vals, "colour": colour(k)} for k, (name, vals) in enumerate(series)]}]


# -- comparisons ------------------------------------------------------------------------
def run_name(doc: RunDoc) -> str:
    """A run as a reader knows it: its label, target, drive and date (and its id, to find it)."""
    m = (doc.get("machine") or {}).get("target") or {}
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(doc["started_at"])) if doc.get("started_at") else ""
    parts = [doc.get("label") or "", doc.get("target") or "", m.get("model") or "", when]
    text = " · ".join(p.strip() for p in parts if p and p.strip())
    return f"{text} (#{doc.get('run_id')})" if doc.get("run_id") else text or "unsaved run"


def compare_bar_charts(rows, names: list[str], metrics) -> list[dict]:
    """One bar chart per metric (label, key): each test and direction a group, each run a bar."""
    cats = [f"{r.test} {r.direction}" for r in rows]
    charts = []
    for label, key in metrics:
        series = [{"name": names[i], "values": [(r.values[i] or {}).get(key) for r in rows], "colour": colour(i)}
                  for i in range(len(names))]
        charts.append({"kind": "bars", "title": f"{label}, run by run", "unit": label.split()[-1],
                       "y_label": label, "x": "test and direction",
                       "categories": cats, "series": series, "decimals": 0 if key == "iops" else 1,
                       "height": 2.8})
    return charts


def overlay_charts(docs: list[RunDoc], names: list[str]) -> list[dict]:
    """Each test's total IOPS and latency over time, one line per run (a peak run's first loop)."""
    tests: dict[str, list[tuple[int, RunTestDoc]]] = {}
    for i, d in enumerate(docs):
        seen = set()
        for t in d["tests"]:
            phase = t.get("phase", "")
            if t["name"] in seen or not t.get("samples") or not (phase == "" or phase.startswith("loop")):
                continue
            seen.add(t["name"])
            tests.setdefault(t["name"], []).append((i, t))
    charts = []
    for name, runs in tests.items():
        if len(runs) < 2:
            continue
        for title, unit, f in (_RATES[0], _RATES[2]):
            series = [{"name": names[i], "colour": colour(i), "width": 2.4 if i == 0 else 1.6,
                       "style": "linepoints" if len(t["samples"]) < 12 else "line",
                       "points": [[s["t_s"], f(s["total"])] for s in t["samples"]]} for i, t in runs]
            charts.append({"title": f"{name}: {title}, overlaid", "unit": unit, "x": "time since the test started (s)",
                           "series": series, "x_zero": True})
    return charts


def finite(v) -> bool:
    return v is not None and isinstance(v, (int, float)) and math.isfinite(v)
