"""HIR, XSR and DIRTH in the reports, laid out as SNIA PTS's report pages show them: per test
a section (render.with_sections) with its words, its table and its plots. The figures are the
ones the run kept with its settings (pts_result), fio's own per cell.

- HIR: IOPS v time over all wait states; mean IOPS per wait state against the steady state's.
- XSR: throughput v time with the segments apart; per segment its first and final level and
  how long it took to settle.
- DIRTH: the demand intensity curve (mean response time v IOPS, a line per thread count over
  the queue depths), demand variation (IOPS v queue depth per thread count), the IOPS and
  response-time table of the grid, and the response-time histogram of each chosen point
  with its 99 / 99.9 / 99.99 % and maximum response times.
"""
from __future__ import annotations

from app.core.history.document import RunDoc
from app.core.report.charts import BLACK, colour
from app.core.suites import dirth, hir, xsr
from app.core.suites.pts_run import SUITE
from app.core.units import short_bs


def pts_result(doc: RunDoc) -> dict | None:
    r = (doc.get("settings") or {}).get("pts_result")
    return r if doc.get("suite") == SUITE and isinstance(r, dict) else None


def _n(v, fmt: str = "{:,.0f}") -> str:
    return "-" if v is None else fmt.format(v)


def hir_section(d: dict) -> dict:
    rows = [[f"{st['wait_s']:g} s", str(len(st["bursts"])), _n(st["mean_iops"]),
             _n(st["vs_steady"] * 100 if st.get("vs_steady") else None, "{:.0f} %"), _n(st.get("baseline_mean"))]
            for st in d.get("states", [])]
    series, names = [], sorted({lab for _, _, lab in d.get("timeline", [])}, key=lambda x: (x == "baseline", x))
    for i, name in enumerate(names):
        series.append({"name": name, "points": [[t, v] for t, v, lab in d["timeline"] if lab == name],
                       "colour": BLACK if name == "baseline" else colour(i), "style": "points"})
    charts = [{"title": "HIR: IOPS v time, all wait states", "unit": "IOPS", "y_label": "IOPS",
               "x": "minutes since the first wait state", "series": series, "y_zero": True}]
    if d.get("states"):
        cats = ["steady state"] + [f"wait {st['wait_s']:g} s" for st in d["states"]]
        charts.append({"kind": "bars", "title": "HIR: mean IOPS per wait state", "unit": "IOPS", "y_label": "IOPS",
                       "x": "", "categories": cats,
                       "series": [{"name": "mean IOPS of the bursts", "colour": colour(0),
                                   "values": [d.get("steady_iops") or 0] + [st["mean_iops"] for st in d["states"]]}]})
    return {"title": "Host idle recovery (HIR)",
            "text": "\n".join(hir.lines(d) + [f"4 KiB random writes in bursts of {d.get('burst_s', 5):g} s, each "
                                               "followed by the wait state's host idle; IOPS are fio's per burst."]),
            "table": {"columns": ["Wait state (idle)", "bursts", "mean IOPS", "of steady state", "baseline after"],
                      "rows": rows}, "charts": charts}


def xsr_section(d: dict) -> dict:
    rows = [[str(g["segment"]), g["label"], str(g["cells"]), _n(g["start_bps"] / 1e6, "{:,.1f}"),
             _n(g["final_bps"] / 1e6, "{:,.1f}"), _n(g["settle_s"], "{:,.0f} s")] for g in d.get("segments", [])]
    series = [{"name": f"{g['segment']}: {g['label']}", "colour": colour(g["segment"] - 1), "style": "linepoints",
               "points": [[t, v / 1e6] for t, v, _, seg in d.get("timeline", []) if seg == g["segment"]]}
              for g in d.get("segments", [])]
    return {"title": "Cross-stimulus recovery (XSR)",
            "text": "\n".join(xsr.lines(d) + [f"A segment has settled from the first cell after which every cell is "
                                               f"within {d.get('tolerance', 0.1) * 100:.0f} % of its final level "
                                               "(the mean of its last three cells)."]),
            "table": {"columns": ["Segment", "stimulus", "cells", "first MB/s", "final MB/s", "settle time"],
                      "rows": rows},
            "charts": [{"title": "XSR: throughput v time", "unit": "MB/s", "y_label": "MB/s",
                        "x": "minutes since the first segment", "series": series, "y_zero": True}]}


def dirth_section(d: dict) -> dict:
    pts = d.get("points", [])
    threads = sorted({p["threads"] for p in pts}, reverse=True)
    depths = sorted({p["qd"] for p in pts})
    knee = d.get("knee") or {}
    rows = []
    for p in sorted(pts, key=lambda p: (-p["threads"], p["qd"])):
        mark = " (knee)" if (p["threads"], p["qd"]) == (knee.get("threads"), knee.get("qd")) else ""
        rows.append([f"T{p['threads']} Q{p['qd']}{mark}", str(p["oio"]), _n(p["iops"]), _n(p["mean_us"], "{:,.1f}"),
                     _n(p["p99_us"], "{:,.1f}"), _n(p["max_us"], "{:,.1f}")])
    di = [{"name": f"T{t}", "colour": colour(i), "style": "linepoints",
           "points": [[p["iops"], p["mean_us"]] for p in sorted(pts, key=lambda p: p["qd"])
                      if p["threads"] == t and p["mean_us"] is not None]} for i, t in enumerate(threads)]
    if knee:
        di.append({"name": f"knee T{knee['threads']} Q{knee['qd']}", "colour": "#D55E00", "style": "points",
                   "points": [[knee["iops"], knee["mean_us"]]]})
    charts = [{"title": "DIRTH: demand intensity (mean response time v IOPS)", "unit": "µs",
               "y_label": "mean response time (µs)", "x": "IOPS", "series": di, "y_zero": True, "x_zero": True},
              {"title": "DIRTH: demand variation (IOPS v queue depth)", "unit": "IOPS", "y_label": "IOPS",
               "x": "queue depth (outstanding I/Os per thread)", "x_log": True, "y_zero": True,
               "x_ticks": [[q, str(q)] for q in depths],
               "series": [{"name": f"T{t}", "colour": colour(i), "style": "linepoints",
                           "points": [[p["qd"], p["iops"]] for p in sorted(pts, key=lambda p: p["qd"])
                                      if p["threads"] == t]} for i, t in enumerate(threads)]}]
    lines = dirth.lines(d)
    for h in d.get("histograms", []):
        total = sum(c for _, c in h["buckets"]) or 1
        charts.append({"kind": "hist", "title": f"DIRTH: response-time histogram, {h['point']} IOPS point "
                                                f"(T{h['threads']} Q{h['qd']})",
                       "unit": "% of I/Os", "y_label": "% of I/Os", "x": "response time (µs, fio's completion latency)",
                       "series": [{"name": f"T{h['threads']} Q{h['qd']}", "colour": colour(0),
                                   "points": [[b, c * 100.0 / total] for b, c in h["buckets"]]}]})
        for side, p in h["percentiles"].items():
            if any(v is not None for v in p.values()):
                lines.append(f"  {h['point']} point, {side}s: 99 % {_n(p['p99_us'], '{:,.1f}')} µs, 99.9 % "
                             f"{_n(p['p999_us'], '{:,.1f}')} µs, 99.99 % {_n(p['p9999_us'], '{:,.1f}')} µs, max "
                             f"{_n(p['max_us'], '{:,.1f}')} µs")
    lines.append(f"RND {short_bs(d.get('bs', 8192))} at {d.get('read_pct', 65)} % reads; threads "
                 f"{', '.join(map(str, threads))} x queue depths {', '.join(map(str, depths))}; figures are fio's.")
    return {"title": "Demand intensity / response time histogram (DIRTH)", "text": "\n".join(lines),
            "table": {"columns": ["Point", "outstanding I/Os", "IOPS", "mean µs", "p99 µs", "max µs"], "rows": rows},
            "charts": charts}


SECTIONS = {"hir": hir_section, "xsr": xsr_section, "dirth": dirth_section}


def pts_sections(doc: RunDoc) -> list[dict]:
    r = pts_result(doc) or {}
    return [SECTIONS[t](d) for t, d in r.items() if t in SECTIONS and isinstance(d, dict)]
