"""Latency versus load in the reports: the steps as a table, mean, p99 and p99.9 against the
achieved IOPS as a chart with the knee and the user's p99 limit marked, and the answer in
words; every format shows it as a report section (render.with_sections). The figures are
the ones the run kept with its settings (latency_load_result), fio's own per step."""
from __future__ import annotations

from app.core.history.document import RunDoc
from app.core.report.charts import BLACK, BLUE, ORANGE, VERMILLION
from app.core.suites.latency_load import BEND, LIGHT, SHORT, answer_line
from app.core.units import short_bs

ROWS_HEAD = ("Step", "offered IOPS", "achieved IOPS", "mean µs", "p99 µs", "p99.9 µs")


def load_result(doc: RunDoc) -> dict | None:
    r = (doc.get("settings") or {}).get("latency_load_result")
    return r if isinstance(r, dict) else None


def _us(v) -> str:
    return "-" if v is None else f"{v:,.1f}"


def load_rows(d: dict) -> list[tuple[str, ...]]:
    """The unthrottled step first, then each rate-limited one."""
    rows: list[tuple[str, ...]] = []
    m = d.get("max") or {}
    if d.get("max_iops") is not None:
        rows.append(("max", "unthrottled", f"{d['max_iops']:,.0f}", _us(m.get("mean_us")), _us(m.get("p99_us")),
                     _us(m.get("p999_us"))))
    for p in d.get("points") or []:
        mark = " (knee)" if d.get("knee") and d["knee"].get("phase") == p["phase"] else ""
        rows.append((p["phase"] + mark, f"{p['offered_iops']:,.0f}", f"{p['achieved_iops']:,.0f}", _us(p["mean_us"]),
                     _us(p["p99_us"]), _us(p["p999_us"])))
    return rows


CSV_HEAD = ("step", "offered IOPS", "achieved IOPS", "mean (us)", "p99 (us)", "p99.9 (us)", "knee")


def load_csv_rows(doc: RunDoc) -> list[tuple]:
    """The steps as plain numbers for the CSV (ASCII units; '' where none; the knee marked)."""
    d = load_result(doc)
    if d is None:
        return []

    def n(v, spec=".3f"):
        return "" if v is None else format(v, spec)
    knee = (d.get("knee") or {}).get("phase")
    steps = ([{**(d.get("max") or {}), "phase": "max", "offered_iops": None}] if d.get("max") else []) + \
        list(d.get("points") or [])
    return [(p["phase"], n(p.get("offered_iops"), ".0f"), n(p.get("achieved_iops")), n(p.get("mean_us")),
             n(p.get("p99_us")), n(p.get("p999_us")), "knee" if p["phase"] == knee else "") for p in steps]


def load_chart(d: dict) -> dict | None:
    pts = d.get("points") or []
    if not pts:
        return None

    def line(name, key, colour, width=2.0, dash=None):
        return {"name": name, "colour": colour, "style": "linepoints", "width": width, "dash": dash,
                "points": [[p["achieved_iops"], p[key]] for p in pts if p.get(key) is not None]}
    series = [line("mean", "mean_us", BLUE), line("p99", "p99_us", ORANGE), line("p99.9", "p999_us", VERMILLION,
                                                                                1.6, "dash")]
    knee = d.get("knee")
    if knee and knee.get("p99_us") is not None:
        series.append({"name": f"knee: {knee['achieved_iops']:,.0f} IOPS", "colour": BLACK, "style": "points",
                       "width": 4, "points": [[knee["achieved_iops"], knee["p99_us"]]]})
    x = (d.get("settings") or {}).get("p99_under_us")
    if x is not None:
        lo, hi = min(p["achieved_iops"] for p in pts), max(p["achieved_iops"] for p in pts)
        series.append({"name": f"p99 limit {x:,.0f} µs", "colour": "#7F7F7F", "dash": "dot", "width": 1.2,
                       "points": [[lo, x], [hi, x]]})
    return {"title": "Latency versus load", "unit": "µs", "y_label": "latency (µs)",
            "x": "achieved IOPS (I/O per s)", "series": series, "y_log": True, "height": 3.0}


def load_text(d: dict) -> str:
    s = d.get("settings") or {}
    head = (f"{s.get('rw')} {short_bs(int(s.get('bs') or 0))}, QD{s.get('iodepth')} x {s.get('numjobs')} job(s), "
            f"{s.get('step_s'):g} s a step: unthrottled first, then each step offers a share of that maximum "
            "(fio's rate_iops). Mean is fio's total latency (lat), p99 and p99.9 completion latency (clat). "
            f"The knee is the last step before mean latency, at a step and every heavier one, passes {BEND:g}x "
            f"the light load's (steps up to {LIGHT * 100:g} % of the maximum), or the device achieves less than "
            f"{SHORT * 100:g} % of the rate offered.")
    return head + "\n" + answer_line(d) + (f"\n{d['stopped']}" if d.get("stopped") else "")


def load_section(doc: RunDoc) -> dict | None:
    d = load_result(doc)
    if d is None:
        return None
    chart = load_chart(d)
    return {"title": "Latency versus load", "text": load_text(d),
            "table": {"columns": list(ROWS_HEAD), "rows": [list(r) for r in load_rows(d)]},
            "charts": [chart] if chart else []}
