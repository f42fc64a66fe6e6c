"""HIR, XSR and DIRTH in the reports, laid out as the open implementations' reports show
them (CH, YF: docs/steady-state.md): first the run's title ("not conformant because ..."
where it applies), its setup and the conformance table (pts_conformance), then per test a
section (render.with_sections) with its words, its table and its plots. The figures are
the ones the run kept with its settings (pts_result), fio's own per cell.

- HIR: the preconditioning's IOPS per round with the steady-state window, its mean and fit;
  IOPS v time over all wait states; mean IOPS per wait state against the steady state's.
- XSR: throughput v time with the groups apart; mean and maximum response time v time (a
  chart of their own: Fioscope's charts have one y axis); per group its end throughput,
  peak mean and maximum response time, and the recovery time (YF's).
- DIRTH: the demand intensity curve (mean response time v IOPS, a line per thread count over
  the queue depths), demand variation (IOPS v queue depth per thread count), IOPS and
  bandwidth v total outstanding I/O, fio's CPU use over the grid, the IOPS and
  response-time table of the grid, and each chosen point's pre-write and its histogram of
  response times as I/O counts in 1 ms bins, reads and writes apart, the maximum in its title.
"""
from __future__ import annotations

from typing import Any

from app.core.errors import InputError
from app.core.history.document import RunDoc
from app.core.report.charts import BLACK, colour
from app.core.report.pts_conformance import conformance_sections, title
from app.core.suites import dirth, hir, xsr
from app.core.suites.pts_run import SUITE
from app.core.suites.pts_settings import PtsSettings
from app.core.units import short_bs

HIST_BINS = 40  # 1 ms bins a histogram chart shows; the rest in one last bar (the data keep every bin)


def pts_result(doc: RunDoc) -> dict | None:
    r = (doc.get("settings") or {}).get("pts_result")
    return r if doc.get("suite") == SUITE and isinstance(r, dict) else None


def _n(v, fmt: str = "{:,.0f}") -> str:
    return "-" if v is None else fmt.format(v)


def rounds_chart(title: str, pc: dict, unit: str = "IOPS") -> dict | None:
    """A preconditioning's figure per round, with its steady-state window's mean and the
    limits (mean +- 10 %: the 20 % band) over the window."""
    vals = pc.get("values") or []
    if not vals:
        return None
    series: list[dict[str, Any]] = [{"name": "per round", "colour": colour(0), "style": "linepoints",
               "points": [[i, v] for i, v in enumerate(vals, start=1)]}]
    win, avg = pc.get("window") or [], pc.get("average")
    if win and avg:
        for name, f, dash in (("window mean", 1.0, None), ("+10 %", 1.1, "dash"), ("-10 %", 0.9, "dash")):
            series.append({"name": name, "colour": BLACK, "style": "line", "dash": dash,
                           "points": [[win[0], avg * f], [win[-1], avg * f]]})
    return {"title": title, "unit": unit, "y_label": unit, "x": "round", "series": series, "y_zero": True}


def hir_section(d: dict) -> dict:
    rows = [[f"{st['wait_s']:g} s", str(len(st["bursts"])), _n(st["mean_iops"]),
             _n(st["vs_steady"] * 100 if st.get("vs_steady") else None, "{:.0f} %"), _n(st.get("baseline_mean"))]
            for st in d.get("states", [])]
    series, names = [], sorted({lab for _, _, lab in d.get("timeline", [])}, key=lambda x: (x == "baseline", x))
    for i, name in enumerate(names):
        series.append({"name": name, "points": [[t, v] for t, v, lab in d["timeline"] if lab == name],
                       "colour": BLACK if name == "baseline" else colour(i), "style": "points"})
    pc = d.get("precondition") or {}
    charts = [c for c in (rounds_chart("HIR: preconditioning IOPS per round and the steady-state window", pc),) if c]
    charts.append({"title": "HIR: IOPS v time, all wait states", "unit": "IOPS", "y_label": "IOPS",
                   "x": "minutes since the first wait state", "series": series, "y_zero": True})
    if d.get("states"):
        cats = ["steady state"] + [f"wait {st['wait_s']:g} s" for st in d["states"]]
        charts.append({"kind": "bars", "title": "HIR: mean IOPS per wait state", "unit": "IOPS", "y_label": "IOPS",
                       "x": "", "categories": cats,
                       "series": [{"name": "mean IOPS of the bursts", "colour": colour(0),
                                   "values": [d.get("steady_iops") or 0] + [st["mean_iops"] for st in d["states"]]}]})
    return {"title": "Host idle recovery (HIR)",
            "text": "\n".join(hir.lines(d) + [f"4 KiB random writes in bursts of {d.get('burst_s', 5):g} s, each "
                                               "followed by the wait state's host idle; IOPS are fio's per burst; "
                                               "'of steady state' is against the preconditioning's window past the "
                                               "write cache (the floor)."]),
            "table": {"columns": ["Wait state (idle)", "bursts", "mean IOPS", "of steady state", "baseline after"],
                      "rows": rows}, "charts": charts}


def xsr_section(d: dict) -> dict:
    rows = [[str(g["segment"]), g["label"], str(g["cells"]), _n(g["start_bps"] / 1e6, "{:,.1f}"),
             _n(g.get("end_bps", g["final_bps"]) / 1e6, "{:,.1f}"), _n(g.get("peak_art_us"), "{:,.0f}"),
             _n(g.get("peak_mrt_us"), "{:,.0f}"), xsr.recovery_text(d) if g["segment"] == 3 else "-",
             _n(g["settle_s"], "{:,.0f} s")] for g in d.get("segments", [])]
    timeline = [row + [None, None] if len(row) == 4 else row for row in d.get("timeline", [])]  # older runs: 4
    series = [{"name": f"{g['segment']}: {g['label']}", "colour": colour(g["segment"] - 1), "style": "linepoints",
               "points": [[row[0], row[1] / 1e6] for row in timeline if row[3] == g["segment"]]}
              for g in d.get("segments", [])]
    charts = [{"title": "XSR: throughput v time", "unit": "MB/s", "y_label": "MB/s",
               "x": "minutes since the first segment", "series": series, "y_zero": True}]
    lat = [{"name": name, "colour": c, "style": "linepoints", "points": [[row[0], row[k] / 1000.0] for row in timeline
                                                                        if row[k] is not None]}
           for name, k, c in (("mean response time (ART)", 4, colour(0)), ("maximum response time (MRT)", 5, colour(3)))]
    if any(s["points"] for s in lat):
        charts.append({"title": "XSR: mean and maximum response time v time", "unit": "ms", "y_label": "ms",
                       "x": "minutes since the first segment", "series": lat, "y_zero": True, "y_log": True})
    return {"title": "Cross-stimulus recovery (XSR)",
            "text": "\n".join(xsr.lines(d) + [
                "The recovery time (YF's): from the start of group 3 until its throughput first reaches group 1's "
                "mean, to the start of the first cell that does (one cell's resolution).",
                f"Load {d.get('threads', '?')} thread(s) x QD{d.get('iodepth', '?')}; response times are fio's total "
                "latency (submission to completion) of the cell's writes. Fioscope's settle time: from the first "
                f"cell after which every cell is within {d.get('tolerance', 0.1) * 100:.0f} % of the segment's final "
                "level (the mean of its last three cells)."]),
            "table": {"columns": ["Group", "stimulus", "cells", "first MB/s", "end MB/s", "peak ART µs", "peak MRT µs",
                                  "recovery time (YF)", "settle time"], "rows": rows},
            "charts": charts}


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
    by_oio = sorted(pts, key=lambda p: p["oio"])
    charts.append({"title": "DIRTH: IOPS and MB/s v total outstanding I/O", "unit": "IOPS", "y_label": "IOPS, MB/s",
                   "x": "total outstanding I/O (threads x QD)", "x_log": True, "y_zero": True,
                   "series": [{"name": "IOPS", "colour": colour(0), "style": "points",
                               "points": [[p["oio"], p["iops"]] for p in by_oio]},
                              {"name": "MB/s", "colour": colour(1), "style": "points",
                               "points": [[p["oio"], p.get("bytes_per_s", 0) / 1e6] for p in by_oio]}]})
    if any(p.get("cpu_pct") is not None for p in pts):
        charts.append({"kind": "bars", "title": "DIRTH: fio's CPU use over the grid (user + system, % of one CPU)",
                       "unit": "%", "y_label": "% of one CPU", "x": "",
                       "categories": [f"T{p['threads']} Q{p['qd']}" for p in pts],
                       "series": [{"name": "CPU", "colour": colour(2), "values": [p.get("cpu_pct") or 0 for p in pts]}]})
    for name, pc in (("preconditioning (RND writes)", d.get("precondition") or {}), ("grid rounds", d.get("rounds") or {})):
        if c := rounds_chart(f"DIRTH: {name}, IOPS per round at the heaviest point", pc):
            charts.append(c)
    lines = dirth.lines(d)
    pre = [[h["point"], f"T{h['threads']} Q{h['qd']}", _n(h["prewrite"]["seconds"], "{:,.0f} s"),
            _n(h["prewrite"]["iops"])] for h in d.get("histograms", []) if h.get("prewrite")]
    if pre:
        charts.append({"kind": "bars", "title": "DIRTH: the pre-writes before the histogram points (RND writes)",
                       "unit": "IOPS", "y_label": "IOPS", "x": "", "categories": [f"{a} ({b})" for a, b, *_ in pre],
                       "series": [{"name": "write IOPS", "colour": colour(0),
                                   "values": [h["prewrite"]["iops"] for h in d["histograms"] if h.get("prewrite")]}]})
    for h in d.get("histograms", []):
        charts.append(hist_chart(h))
        for side, p in h["percentiles"].items():
            if any(v is not None for v in p.values()):
                lines.append(f"  {h['point']} point, {side}s: 99 % {_n(p['p99_us'], '{:,.1f}')} µs, 99.9 % "
                             f"{_n(p['p999_us'], '{:,.1f}')} µs, 99.99 % {_n(p['p9999_us'], '{:,.1f}')} µs, max "
                             f"{_n(p['max_us'], '{:,.1f}')} µs")
    lines.append(f"RND {short_bs(d.get('bs', 8192))} at {d.get('read_pct', 65)} % reads; threads "
                 f"{', '.join(map(str, threads))} x queue depths {', '.join(map(str, depths))}; MaxIOPS among the points "
                 f"under {d.get('max_mean_ms', 5):g} ms of mean response time; histograms count fio's completion "
                 "latency of every I/O in 1 ms bins, reads and writes apart; figures are fio's.")
    return {"title": "Demand intensity / response time histogram (DIRTH)", "text": "\n".join(lines),
            "table": {"columns": ["Point", "outstanding I/Os", "IOPS", "mean µs", "p99 µs", "max µs"], "rows": rows},
            "charts": charts}


def hist_chart(h: dict) -> dict:
    """A chosen point's response times as I/O counts per 1 ms bin, reads and writes apart; the
    bins past HIST_BINS summed into one last bar; the maximum in the title."""
    bins = h.get("bins_ms") or {}
    top = max((k for side in bins.values() for k, _ in side), default=0)
    last = min(top, HIST_BINS - 1)
    cats = [f"{k}-{k + 1}" for k in range(last)] + [f"{last}-{top + 1}" if top > last else f"{last}-{last + 1}"]
    series = []
    for i, side in enumerate(("read", "write")):
        counts = [0] * (last + 1)
        for k, n in bins.get(side) or []:
            counts[min(k, last)] += n
        if any(counts):
            series.append({"name": f"{side}s", "colour": colour(i), "values": counts})
    mx = max((p.get("max_us") or 0 for p in h.get("percentiles", {}).values()), default=0)
    return {"kind": "bars", "title": f"DIRTH: response-time histogram, {h['point']} IOPS point (T{h['threads']} "
                                     f"Q{h['qd']}), maximum {mx / 1000:,.1f} ms",
            "unit": "I/Os", "y_label": "I/Os", "x": "response time (ms, fio's completion latency)",
            "categories": cats, "series": series}


SECTIONS = {"hir": hir_section, "xsr": xsr_section, "dirth": dirth_section}


def _settings(doc: RunDoc) -> PtsSettings | None:
    try:
        return PtsSettings.from_dict((doc.get("settings") or {})["pts"])
    except (KeyError, TypeError, ValueError, InputError):  # settings another version wrote: no claim about them
        return None


def pts_title(doc: RunDoc) -> str | None:
    """The report's title words: what ran and, where it applies, 'not conformant because ...'."""
    r, s = pts_result(doc), _settings(doc)
    return None if r is None or s is None else title(s, r)


def pts_sections(doc: RunDoc) -> list[dict]:
    r = pts_result(doc) or {}
    out = [SECTIONS[t](d) for t, d in r.items() if t in SECTIONS and isinstance(d, dict)]
    s = _settings(doc)
    return out if s is None else conformance_sections(doc, s, r) + out
