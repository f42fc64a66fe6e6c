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
from app.core.suites import dirth, hir, pts_lines, xsr
from app.core.suites.pts_run import SUITE
from app.core.suites.pts_settings import PtsSettings
from app.core.units import short_bs
from app.core.words import Msg, Num, joined

HIST_BINS = 40  # 1 ms bins a histogram chart shows; the rest in one last bar (the data keep every bin)


class Lines(str):
    """A section's text: its lines joined (the str the reports print), each line kept (a Msg
    the window shows in its language)."""
    lines: tuple[str, ...]

    def __new__(cls, lines: list[str]) -> Lines:
        self = super().__new__(cls, "\n".join(lines))
        self.lines = tuple(lines)
        return self

    def __getnewargs__(self) -> tuple:  # copy and pickle rebuild it from its lines
        return (list(self.lines),)


def pts_result(doc: RunDoc) -> dict | None:
    r = (doc.get("settings") or {}).get("pts_result")
    return r if doc.get("suite") == SUITE and isinstance(r, dict) else None


def _n(v, decimals: int = 0, unit: str = "") -> str:
    """A table's figure ("-" for none) as a Msg, so the window writes it in its locale."""
    if v is None:
        return "-"
    if unit == "s":
        return Msg("%1 s", Num(v, decimals, True))
    return Msg("%1 %", Num(v, decimals)) if unit == "%" else Msg("%1", Num(v, decimals, True))


def rounds_chart(title: str, pc: dict, unit: str = "IOPS") -> dict | None:
    """A preconditioning's figure per round, with its steady-state window's mean and the
    limits (mean +- 10 %: the 20 % band) over the window."""
    vals = pc.get("values") or []
    if not vals:
        return None
    series: list[dict[str, Any]] = [{"name": Msg("per round"), "colour": colour(0), "style": "linepoints",
                                     "points": [[i, v] for i, v in enumerate(vals, start=1)]}]
    win, avg = pc.get("window") or [], pc.get("average")
    if win and avg:
        for name, f, dash in ((Msg("window mean"), 1.0, None), ("+10 %", 1.1, "dash"), ("-10 %", 0.9, "dash")):
            series.append({"name": name, "colour": BLACK, "style": "line", "dash": dash,
                           "points": [[win[0], avg * f], [win[-1], avg * f]]})
    return {"title": title, "unit": unit, "y_label": unit, "x": Msg("round"), "series": series, "y_zero": True}


def hir_section(d: dict) -> dict:
    rows = [[Msg("%1 s", Num(st["wait_s"], None)), Msg("%1", len(st["bursts"])), _n(st["mean_iops"]),
             _n(st["vs_steady"] * 100 if st.get("vs_steady") else None, 0, "%"), _n(st.get("baseline_mean"))]
            for st in d.get("states", [])]
    # the timeline's stored labels ("wait 5 s", "baseline") said again as Msg
    said = {f"wait {st['wait_s']:g} s": Msg("wait %1 s", Num(st["wait_s"], None)) for st in d.get("states", [])}
    said["baseline"] = Msg("baseline")
    series, names = [], sorted({lab for _, _, lab in d.get("timeline", [])}, key=lambda x: (x == "baseline", x))
    for i, name in enumerate(names):
        series.append({"name": said.get(name, name), "points": [[t, v] for t, v, lab in d["timeline"] if lab == name],
                       "colour": BLACK if name == "baseline" else colour(i), "style": "points"})
    pc = d.get("precondition") or {}
    charts = [c for c in (rounds_chart(Msg("HIR: preconditioning IOPS per round and the steady-state window"), pc),)
              if c]
    charts.append({"title": Msg("HIR: IOPS v time, all wait states"), "unit": "IOPS", "y_label": "IOPS",
                   "x": Msg("minutes since the first wait state"), "series": series, "y_zero": True})
    if d.get("states"):
        cats = [Msg("steady state")] + [Msg("wait %1 s", Num(st["wait_s"], None)) for st in d["states"]]
        charts.append({"kind": "bars", "title": Msg("HIR: mean IOPS per wait state"), "unit": "IOPS",
                       "y_label": "IOPS", "x": "", "categories": cats,
                       "series": [{"name": Msg("mean IOPS of the bursts"), "colour": colour(0),
                                   "values": [d.get("steady_iops") or 0] + [st["mean_iops"] for st in d["states"]]}]})
    note = Msg("4 KiB random writes in bursts of %1 s, each followed by the wait state's host idle; IOPS are fio's per "
               "burst; 'of steady state' is against the preconditioning's window past the write cache (the floor).",
               Num(d.get("burst_s", 5), None))
    return {"title": Msg("Host idle recovery (HIR)"), "text": Lines(hir.lines(d) + [note]),
            "table": {"columns": [Msg("Wait state (idle)"), Msg("bursts"), Msg("mean IOPS"), Msg("of steady state"),
                                  Msg("baseline after")], "rows": rows}, "charts": charts}


def xsr_section(d: dict) -> dict:
    rows = [[Msg("%1", g["segment"]), pts_lines.label(g["rw"], g["bs"]) if "rw" in g else g["label"],
             Msg("%1", g["cells"]), _n(g["start_bps"] / 1e6, 1), _n(g.get("end_bps", g["final_bps"]) / 1e6, 1),
             _n(g.get("peak_art_us")), _n(g.get("peak_mrt_us")), xsr.recovery_text(d) if g["segment"] == 3 else "-",
             _n(g["settle_s"], 0, "s")] for g in d.get("segments", [])]
    timeline = [row + [None, None] if len(row) == 4 else row for row in d.get("timeline", [])]  # older runs: 4
    series = [{"name": Msg("%1: %2", str(g["segment"]), pts_lines.label(g["rw"], g["bs"]) if "rw" in g else g["label"]),
               "colour": colour(g["segment"] - 1), "style": "linepoints",
               "points": [[row[0], row[1] / 1e6] for row in timeline if row[3] == g["segment"]]}
              for g in d.get("segments", [])]
    charts = [{"title": Msg("XSR: throughput v time"), "unit": "MB/s", "y_label": "MB/s",
               "x": Msg("minutes since the first segment"), "series": series, "y_zero": True}]
    lat = [{"name": name, "colour": c, "style": "linepoints", "points": [[row[0], row[k] / 1000.0] for row in timeline
                                                                        if row[k] is not None]}
           for name, k, c in ((Msg("mean response time (ART)"), 4, colour(0)),
                              (Msg("maximum response time (MRT)"), 5, colour(3)))]
    if any(s["points"] for s in lat):
        charts.append({"title": Msg("XSR: mean and maximum response time v time"), "unit": "ms", "y_label": "ms",
                       "x": Msg("minutes since the first segment"), "series": lat, "y_zero": True, "y_log": True})
    notes: list[str] = [Msg("The recovery time (YF's): from the start of group 3 until its throughput first reaches group 1's "
                 "mean, to the start of the first cell that does (one cell's resolution)."),
             Msg("Load %1 thread(s) x QD%2; response times are fio's total latency (submission to completion) of the "
                 "cell's writes. Fioscope's settle time: from the first cell after which every cell is within %3 % of "
                 "the segment's final level (the mean of its last three cells).", str(d.get("threads", "?")),
                 str(d.get("iodepth", "?")), Num(d.get("tolerance", 0.1) * 100))]
    return {"title": Msg("Cross-stimulus recovery (XSR)"), "text": Lines(xsr.lines(d) + notes),
            "table": {"columns": [Msg("Group"), Msg("stimulus"), Msg("cells"), Msg("first MB/s"), Msg("end MB/s"),
                                  Msg("peak ART µs"), Msg("peak MRT µs"), Msg("recovery time (YF)"),
                                  Msg("settle time")], "rows": rows},
            "charts": charts}


def _tq(threads, qd) -> str:
    return f"T{threads} Q{qd}"  # a DIRTH point: threads and queue depth, the references' names


def dirth_section(d: dict) -> dict:
    pts = d.get("points", [])
    threads = sorted({p["threads"] for p in pts}, reverse=True)
    depths = sorted({p["qd"] for p in pts})
    knee = d.get("knee") or {}
    rows: list[list[str]] = []
    for p in sorted(pts, key=lambda p: (-p["threads"], p["qd"])):
        point = Msg("%1 (knee)", _tq(p["threads"], p["qd"])) \
            if (p["threads"], p["qd"]) == (knee.get("threads"), knee.get("qd")) else _tq(p["threads"], p["qd"])
        rows.append([point, Msg("%1", p["oio"]), _n(p["iops"]), _n(p["mean_us"], 1), _n(p["p99_us"], 1),
                     _n(p["max_us"], 1)])
    di = [{"name": f"T{t}", "colour": colour(i), "style": "linepoints",
           "points": [[p["iops"], p["mean_us"]] for p in sorted(pts, key=lambda p: p["qd"])
                      if p["threads"] == t and p["mean_us"] is not None]} for i, t in enumerate(threads)]
    if knee:
        di.append({"name": Msg("knee %1", _tq(knee["threads"], knee["qd"])), "colour": "#D55E00", "style": "points",
                   "points": [[knee["iops"], knee["mean_us"]]]})
    charts = [{"title": Msg("DIRTH: demand intensity (mean response time v IOPS)"), "unit": "µs",
               "y_label": Msg("mean response time (µs)"), "x": "IOPS", "series": di, "y_zero": True, "x_zero": True},
              {"title": Msg("DIRTH: demand variation (IOPS v queue depth)"), "unit": "IOPS", "y_label": "IOPS",
               "x": Msg("queue depth (outstanding I/Os per thread)"), "x_log": True, "y_zero": True,
               "x_ticks": [[q, str(q)] for q in depths],
               "series": [{"name": f"T{t}", "colour": colour(i), "style": "linepoints",
                           "points": [[p["qd"], p["iops"]] for p in sorted(pts, key=lambda p: p["qd"])
                                      if p["threads"] == t]} for i, t in enumerate(threads)]}]
    by_oio = sorted(pts, key=lambda p: p["oio"])
    charts.append({"title": Msg("DIRTH: IOPS and MB/s v total outstanding I/O"), "unit": "IOPS",
                   "y_label": "IOPS, MB/s", "x": Msg("total outstanding I/O (threads x QD)"), "x_log": True,
                   "y_zero": True,
                   "series": [{"name": "IOPS", "colour": colour(0), "style": "points",
                               "points": [[p["oio"], p["iops"]] for p in by_oio]},
                              {"name": "MB/s", "colour": colour(1), "style": "points",
                               "points": [[p["oio"], p.get("bytes_per_s", 0) / 1e6] for p in by_oio]}]})
    if any(p.get("cpu_pct") is not None for p in pts):
        charts.append({"kind": "bars", "title": Msg("DIRTH: fio's CPU use over the grid (user + system, % of one CPU)"),
                       "unit": "%", "y_label": Msg("% of one CPU"), "x": "",
                       "categories": [_tq(p["threads"], p["qd"]) for p in pts],
                       "series": [{"name": "CPU", "colour": colour(2), "values": [p.get("cpu_pct") or 0 for p in pts]}]})
    for title, pc in ((Msg("DIRTH: preconditioning (RND writes), IOPS per round at the heaviest point"),
                       d.get("precondition") or {}),
                      (Msg("DIRTH: grid rounds, IOPS per round at the heaviest point"), d.get("rounds") or {})):
        if c := rounds_chart(title, pc):
            charts.append(c)
    lines = dirth.lines(d)
    pre = [h for h in d.get("histograms", []) if h.get("prewrite")]
    if pre:
        charts.append({"kind": "bars", "title": Msg("DIRTH: the pre-writes before the histogram points (RND writes)"),
                       "unit": "IOPS", "y_label": "IOPS", "x": "",
                       "categories": [Msg("%1 (%2)", pts_lines.POINTS.get(h["point"], h["point"]),
                                          _tq(h["threads"], h["qd"])) for h in pre],
                       "series": [{"name": Msg("write IOPS"), "colour": colour(0),
                                   "values": [h["prewrite"]["iops"] for h in pre]}]})
    for h in d.get("histograms", []):
        charts.append(hist_chart(h))
        for side, p in h["percentiles"].items():
            if any(v is not None for v in p.values()):
                lines.append(Msg("  %1 point, %2: 99 % %3 µs, 99.9 % %4 µs, 99.99 % %5 µs, max %6 µs",
                                 pts_lines.POINTS.get(h["point"], h["point"]), SIDES.get(side, side),
                                 _n(p["p99_us"], 1), _n(p["p999_us"], 1), _n(p["p9999_us"], 1), _n(p["max_us"], 1)))
    lines.append(Msg("RND %1 at %2 % reads; threads %3 x queue depths %4; MaxIOPS among the points under %5 ms of mean "
                     "response time; histograms count fio's completion latency of every I/O in 1 ms bins, reads and "
                     "writes apart; figures are fio's.", short_bs(d.get("bs", 8192)), d.get("read_pct", 65),
                     joined(list(threads)), joined(list(depths)), Num(d.get("max_mean_ms", 5), None)))
    return {"title": Msg("Demand intensity / response time histogram (DIRTH)"), "text": Lines(lines),
            "table": {"columns": [Msg("Point"), Msg("outstanding I/Os"), "IOPS", Msg("mean µs"), Msg("p99 µs"),
                                  Msg("max µs")], "rows": rows},
            "charts": charts}


SIDES = {"read": Msg("reads"), "write": Msg("writes")}


def hist_chart(h: dict) -> dict:
    """A chosen point's response times as I/O counts per 1 ms bin, reads and writes apart; the
    bins past HIST_BINS summed into one last bar; the maximum in the title."""
    bins = h.get("bins_ms") or {}
    top = max((k for side in bins.values() for k, _ in side), default=0)
    last = min(top, HIST_BINS - 1)
    cats = [f"{k}-{k + 1}" for k in range(last)] + [f"{last}-{top + 1}" if top > last else f"{last}-{last + 1}"]
    series = []
    for i, (side, name) in enumerate(SIDES.items()):
        counts = [0] * (last + 1)
        for k, n in bins.get(side) or []:
            counts[min(k, last)] += n
        if any(counts):
            series.append({"name": name, "colour": colour(i), "values": counts})
    mx = max((p.get("max_us") or 0 for p in h.get("percentiles", {}).values()), default=0)
    return {"kind": "bars", "title": Msg("DIRTH: response-time histogram, %1 IOPS point (%2), maximum %3 ms",
                                         pts_lines.POINTS.get(h["point"], h["point"]), _tq(h["threads"], h["qd"]),
                                         Num(mx / 1000, 1, True)),
            "unit": "I/Os", "y_label": "I/Os", "x": Msg("response time (ms, fio's completion latency)"),
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
