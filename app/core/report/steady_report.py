"""A steady-state run as report sections, with what TKperf's report carries (seed 004).

First the verdict of every test and the test setup (device, capacity, firmware, purge
method, preconditioning, load, rounds of the window); then per test its steady-state
information, the convergence plot, the verification plot (window values and average, the
range and slope SNIA allows drawn as such, least-squares fit line), the measurement-window tables in SNIA's
orientation (block sizes down, workloads across), each with TKperf's 3D plot of its figures
beside it (app.core.report.bars3d), and the measurement plot over block size; for write
saturation IOPS and latency against time and against data written (TGBW).

A section is plain JSON (`fioscope report --format json` carries it): title, level, and
any of text, table {columns, rows} and charts. A chart is {title, unit, x, series: [{name,
points, colour, style (line|points|linepoints), dash (None|dash|dot), width}], x_ticks,
y_zero, y_log}, or a 3D bar chart (kind "bars3d"); app.core.report.charts draws them for the
HTML and PDF reports.
"""
from __future__ import annotations

import math
import time
from typing import Any

from app.core.target_kind import TargetKind
from app.core.suites.steady import (_duration, Cell, mean_latency_us, precondition_text, PROFILES,
                                    progress_from_doc, PURGE_METHOD, verdict)
from app.core.report.steady_conformance import conformance_sections
from app.core.suites.steady_run import convergence_row, settings_from_dict
from app.core.suites.steady_summary import cell_iops, cell_latency, window_average, window_rounds, window_summary
from app.core.units import parse_size, short_bs
from app.core.history.document import RunDoc

# Okabe and Ito's colour-blind-safe palette (app.core.report.charts)
BLACK, GREY, BLUE, GREEN, ORANGE, VERMILLION = "#000000", "#9a9a9a", "#0072B2", "#009E73", "#E69F00", "#D55E00"
SERIES = ("#D55E00", "#0072B2", "#009E73", "#E69F00", "#CC79A7", "#56B4E9", "#8C6D1F", "#F0E442",
          "#7F7F7F", "#000000")


def _fmt(v, spec: str = ",.1f") -> str:
    return "-" if v is None or (isinstance(v, float) and not math.isfinite(v)) else format(v, spec)


def _num(v: float | None) -> str:
    if v is None:
        return "-"
    return f"{v:,.1f}" if abs(v) >= 100 else f"{v:,.3f}" if abs(v) >= 1 else f"{v:.4g}"


def test_title(name: str) -> str:
    if name.startswith("throughput-"):
        return f"Throughput, {name.split('-', 1)[1]} sequential"
    return {"iops": "IOPS", "latency": "Latency", "write_saturation": "Write saturation"}.get(name, name)


def tracking_text(name: str) -> str:
    if name.startswith("throughput-"):
        return f"{name.split('-', 1)[1]} sequential write bandwidth (MB/s)"
    return {"iops": "4K random write IOPS (0/100 mix)",
            "latency": "4K random write mean latency (fio's lat: submission to completion, µs)",
            "write_saturation": "none: write saturation has no steady-state criterion"}.get(name, name)


def _scale(name: str) -> tuple[float, str]:
    """Displayed values: throughput in MB/s (tracked in bytes/s), others as tracked."""
    if name.startswith("throughput"):
        return 1e-6, "MB/s"
    return 1.0, {"iops": "IOPS", "latency": "µs", "write_saturation": "IOPS"}.get(name, "")


def _chart(title: str, unit: str, x: str, series: list[dict], **kw) -> dict:
    return {"title": title, "unit": unit, "x": x, "series": series, **kw}


def _series(name: str, points, colour: str, style: str = "line", dash: str | None = None,
            width: float = 1.5) -> dict:
    return {"name": name, "points": [[float(a), float(b)] for a, b in points if b is not None and math.isfinite(b)],
            "colour": colour, "style": style, "dash": dash, "width": width}


# -- the parts ------------------------------------------------------------------------
def verdict_rows(s, state: dict) -> list[list[str]]:
    rows = []
    for name, tp in state.items():
        v = verdict(s, tp)
        k, unit = _scale(name)
        if tp.kind == "write_saturation":
            rows.append([test_title(name), str(len(tp.rounds)), "no criterion", "-", "-",
                         tp.stop_reason or _saturation_state(s, tp)])
            continue
        state_text = "yes" if v and v.attained else "no"
        avg = f"{_num(v.average * k)} {unit}" if v and v.average is not None else "-"
        reason = tp.stop_reason or (v.reason if v else "")
        if not tp.finished and not (v and v.attained):
            reason = f"unfinished ({v.reason})" if v else "unfinished"
        rows.append([test_title(name), str(len(tp.rounds)), state_text,
                     v.window_text if v and v.rounds else "-", avg, reason])
    return rows


def _saturation_state(s, tp) -> str:
    return (f"unfinished: {tp.written_bytes() / 2**30:,.2f} GiB of {s.saturation_multiple * s.span / 2**30:,.2f} GiB "
            f"written in {tp.writing_seconds():,.0f} s")


def setup_rows(doc: RunDoc, s) -> list[list[str]]:
    m = doc.get("machine") or {}
    t = m.get("target") or {}
    device = doc.get("target", "")
    if s.target.kind == TargetKind.FILE:
        device += " (a test file: SNIA PTS requires a raw device)"
    disk = t.get("disk") if t.get("disk") != doc.get("target") else None
    ident = " · ".join(x for x in (disk, t.get("model"), f"serial {t['serial']}" if t.get("serial") else None,
                                   t.get("transport"), t.get("media")) if x)
    preset = next((f" (the {p} preset)" for p, (qd, th) in PROFILES.items()
                   if (qd, th) == (s.iodepth, s.numjobs)), "")
    kinds = list(dict.fromkeys(u.test for u in s.units()))
    texts: dict[str, list[str]] = {}
    for k in kinds:
        texts.setdefault(precondition_text(s, k), []).append(test_title(k))
    prec = "; ".join(text if len(texts) == 1 else f"{', '.join(names)}: {text}" for text, names in texts.items())
    rows = [["Device", device + (f" — {ident}" if ident else "")],
            ["Capacity", (f"{t['size_bytes'] / 1e9:,.1f} GB ({t['size_bytes']:,} bytes); " if t.get("size_bytes") else "")
             + f"span tested (SNIA's user capacity): {s.span / 2**30:,.3f} GiB ({s.span:,} bytes)"],
            ["Firmware", t.get("firmware") or "-"],
            ["Purge", (f"before each test: {PURGE_METHOD}" if s.purge else "none (not asked for)")],
            ["Preconditioning", prec],
            ["Load", f"QD{s.iodepth} x {s.numjobs} {'process' if s.numjobs == 1 else 'processes'} (fio numjobs)"
                     f"{preset}" + ("; latency test QD1 x 1 process" if "latency" in kinds else "")],
            ["Cells", f"{s.cell_s:g} s each, direct I/O, engine {s.ioengine}; each round's cells run in one fio "
                      "invocation, one after another"],
            ["Steady state", f"measurement window of {s.window} rounds, at most {s.max_rounds} rounds; steady when "
                             f"range <= 20 % and |slope| x {s.window - 1} <= 10 % of the window average"],
            ["Tests", "; ".join(test_title(u.name) for u in s.units())]]
    if "write_saturation" in kinds:
        rows.append(["Write saturation", f"4K random writes in rounds of {s.cell_s:g} s until "
                     f"{s.saturation_multiple:g}x the span ({s.saturation_multiple * s.span / 2**30:,.2f} GiB) is "
                     f"written or {_duration(s.saturation_time_s)} of writing, whichever is first"])
    if s.time_limit_s:
        rows.append(["Time limit", _duration(s.time_limit_s)])
    rows.append(["fio", f"{doc.get('fio_version') or '-'} ({doc.get('fio_path') or '-'})"])
    if m.get("os"):
        rows.append(["Operating system", " · ".join(x for x in (m.get("distribution"),
                                                               f"{m['os']} {m.get('release', '')}") if x)])
        rows.append(["Machine", f"{m.get('cpu') or '?'} x {m.get('cpus') or '?'}" +
                     (f", {m['ram_bytes'] / 2**30:.0f} GiB RAM" if m.get("ram_bytes") else "")])
    started = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(doc["started_at"])) if doc.get("started_at") else "-"
    rows.append(["Run", f"{doc.get('run_id') or '-'}, started {started}, {doc.get('status', '')}"])
    return rows


def info_rows(s, tp) -> list[list[str]]:
    """TKperf's "Steady State Information", with the limits each condition was held to."""
    v = verdict(s, tp)
    k, unit = _scale(tp.test)
    rows = [["Tracking variable", tracking_text(tp.test)],
            ["Steady state reached", "yes" if v and v.attained else "no"],
            ["Rounds run", f"{len(tp.rounds)} of at most {s.max_rounds}"]]
    if v is None:
        return rows
    rows.append(["Measurement window", v.window_text + (f"; no value in round(s) {', '.join(map(str, v.missing))}"
                                                        if v.missing else "")])
    if v.values:
        rows.append(["Values in the window", ", ".join(_num(x * k) for x in v.values) + f" {unit}"])
    if v.average is not None:
        # evaluate() sets the window's figures together with its average
        assert v.excursion is not None and v.excursion_limit is not None and v.slope_excursion is not None
        assert v.slope_limit is not None and v.intercept is not None and v.slope is not None
        rows += [["Average in the window", f"{_num(v.average * k)} {unit}"],
                 ["Range (max - min)", f"{_num(v.excursion * k)} {unit}; limit 20 % of the average: "
                                       f"{_num(v.excursion_limit * k)} {unit}"],
                 ["Slope x (window - 1)", f"{_num(v.slope_excursion * k)} {unit}; limit 10 % of the average: "
                                          f"{_num(v.slope_limit * k)} {unit}"],
                 ["Fit line", f"y = {_num(v.intercept * k)} {'+' if v.slope >= 0 else '-'} "
                              f"{_num(abs(v.slope) * k)} x round"]]
    rows.append(["Verdict", tp.stop_reason or v.reason])
    return rows


def convergence_chart(s, tp) -> dict | None:
    k, unit = _scale(tp.test)
    series: dict[str, list] = {}
    for n, rnd in enumerate(tp.rounds, 1):
        for label, value in convergence_row(tp.test, rnd).items():
            series.setdefault(label, []).append((n, value * k))
    if not series:
        return None
    what = {"iops": "random write IOPS per block size", "latency": "mean latency per mix and block size"}.get(
        tp.kind, "sequential write and read bandwidth")
    def size(label: str) -> int:  # '4K', '0/100 128K' -> bytes, for the legend's order
        try:
            return parse_size(label.split(" ")[-1].replace("B", ""))
        except Exception:  # noqa: BLE001 - 'write', 'read'
            return 0
    order = sorted(series, key=lambda x: (x != "write", x.split(" ")[0] if " " in x else "", size(x), x))
    return _chart(f"Steady-state convergence: {what}", unit, "round",
                  [_series(lab, series[lab], SERIES[i % len(SERIES)], "linepoints") for i, lab in enumerate(order)],
                  x_ticks=_round_ticks(len(tp.rounds)), y_zero=True)


def _round_ticks(n: int) -> list:
    step = max(1, math.ceil(n / 12))
    return [[r, str(r)] for r in range(1, n + 1, step)]


def verification_chart(s, tp) -> dict | None:
    """The tracking variable per round; the window's values and average, and each of SNIA's
    two conditions drawn as what it is: the range condition as a band 20 % of the average
    high, centred on the window's values (they all fit inside it exactly when their range is
    within 20 %), and the slope condition as the steepest lines allowed through the fit's
    centre (the fit line lies between them exactly when |slope| x (window - 1) is within 10 %)."""
    v = verdict(s, tp)
    k, unit = _scale(tp.test)
    values = tp.tracking()
    pts = [(n, y * k) for n, y in enumerate(values, 1) if y is not None]
    if not pts:
        return None
    series = [_series("all rounds", pts, GREY, "linepoints", width=1)]
    if v and v.rounds:
        x0, x1 = v.rounds[0], v.rounds[-1]
        series.append(_series("measurement window", [(r, y * k) for r, y in zip(v.rounds, v.values)], BLACK,
                              "points", width=2.5))
        if v.average is not None:
            a = v.average * k
            mid = (max(v.values) + min(v.values)) / 2 * k
            half = 0.10 * abs(a)  # the band is 20 % of the average high
            series += [_series("window average", [(x0, a), (x1, a)], GREEN, width=1.5),
                       _series("range allowed: 20 % of the average", [(x0, mid + half), (x1, mid + half)], ORANGE,
                               dash="dash", width=1),
                       _series("", [(x0, mid - half), (x1, mid - half)], ORANGE, dash="dash", width=1)]
            fit = v.fit_line()
            if fit:
                xc = sum(v.rounds) / len(v.rounds)  # the fit passes through (mean round, average)
                steep = v.slope_limit * k / max(1, s.window - 1) if v.slope_limit is not None else None
                if steep is not None:
                    series += [_series("slope allowed: ±10 % of the average over the window",
                                       [(x0, a - steep * (xc - x0)), (x1, a + steep * (x1 - xc))], VERMILLION,
                                       dash="dot", width=1),
                               _series("", [(x0, a + steep * (xc - x0)), (x1, a - steep * (x1 - xc))], VERMILLION,
                                       dash="dot", width=1)]
                series.append(_series("least-squares fit", [(r, y * k) for r, y in zip(v.rounds, fit)], BLUE,
                                      width=2))
    state = "steady" if v and v.attained else "not steady"
    return _chart(f"Steady-state verification: {tracking_text(tp.test).split(' (')[0]} ({state})", unit, "round",
                  series, x_ticks=_round_ticks(len(values)), y_zero=False)


def _category_ticks(sizes) -> list:
    return [[i, short_bs(bs)] for i, bs in enumerate(sizes)]


def _latency_ms(rounds: list[dict], m: int, bs: int, which: str) -> float | None:
    """A latency cell over the window, in ms: the average of its rounds' means (mean_us), or
    the highest of their maxima (max_us), as the window tables give it."""
    key = Cell("latency", m, bs, "randrw").key
    vals = [x for r in rounds if r.get(key) and (x := cell_latency(r[key], which)) is not None]
    if not vals:
        return None
    return (sum(vals) / len(vals) if which == "mean_us" else max(vals)) / 1000.0


def _bars3d(title: str, z_label: str, unit: str, sizes, mixes, value, decimals: int, colours: dict) -> dict:
    """A 3D bar chart (app.core.report.bars3d): block sizes along the front, mixes into depth."""
    return {"kind": "bars3d", "title": title, "unit": unit, "x": "block size", "y": "R/W mix (% reads/% writes)",
            "z_label": z_label, "x_categories": [short_bs(bs) for bs in sizes],
            "y_categories": [f"{m}/{100 - m}" for m in mixes],
            "values": [[value(m, bs) for bs in sizes] for m in mixes], "decimals": decimals,
            "colours": [colours[m] for m in mixes]}


def measurement_sections(s, state: dict) -> list[dict]:
    """Window tables and measurement plots over block size: IOPS and latency per test,
    throughput once for all its block sizes. The IOPS and latency tables each have TKperf's
    3D plot of the same figures beside them (block size x R/W mix); its rows put the mix
    with the lower bars in front (write-heavy for IOPS, read-heavy for latency) so that they
    hide less."""
    out = []
    for name, tp in state.items():
        if tp.kind not in ("iops", "latency") or not tp.rounds:
            continue
        rounds = window_rounds(s, tp)
        mixes, sizes = s.matrix(tp.kind)
        sizes = sorted(sizes)
        ticks = _category_ticks(sizes)
        tables = window_summary(s, tp)
        per_cell = "the average of the steady-state window's rounds, per cell"
        if tp.kind == "iops":
            order = sorted(mixes, reverse=True)
            colours = {m: SERIES[j % len(SERIES)] for j, m in enumerate(order)}

            def iops(m: int, bs: int) -> float | None:
                return window_average(rounds, Cell("iops", m, bs, "randrw").key, cell_iops)
            series = [_series(f"{m}/{100 - m}", [(i, iops(m, bs)) for i, bs in enumerate(sizes)], colours[m],
                              "linepoints") for m in order]
            charts = [_chart("IOPS measurement plot: window average per R/W mix over block size", "IOPS",
                             "block size", series, x_ticks=ticks, y_zero=True, y_log=True)]
            beside = [[_bars3d(f"IOPS 3D plot: {per_cell}", "IOPS (read + write)", "IOPS", sizes, sorted(mixes),
                               iops, 1, colours)]]
        else:
            colours = {m: SERIES[j % len(SERIES)] for j, m in enumerate(sorted(mixes))}
            charts, beside = [], []
            for label, which in (("mean", "mean_us"), ("max", "max_us")):
                series = [_series(f"{m}/{100 - m}", [(i, _latency_ms(rounds, m, bs, which))
                                                     for i, bs in enumerate(sizes)], colours[m], "linepoints")
                          for m in sorted(mixes)]
                charts.append(_chart(f"Latency measurement plot: window {label} per R/W mix over block size", "ms",
                                     "block size", series, x_ticks=ticks, y_zero=True))
                title = (f"Latency 3D plot: mean latency, {per_cell}" if which == "mean_us" else
                         "Latency 3D plot: max latency, the highest of the steady-state window's "
                         "rounds, per cell")
                beside.append([_bars3d(title, f"{label} latency (ms)", "ms", sizes, sorted(mixes, reverse=True),
                                       lambda m, bs, which=which: _latency_ms(rounds, m, bs, which), 3, colours)])
        for i, t in enumerate(tables):
            what = "Maxima" if t.title.startswith("Max") else "Averages"  # the latency test's second table
            sec: dict[str, Any] = {"title": f"{test_title(name)}: {t.title}", "level": 3,
                   "text": f"{what} over the measurement window ({_window_of(s, tp)}).",
                   "table": {"columns": list(t.columns), "rows": [list(r) for r in t.rows]},
                   "charts": list(beside[i]) if i < len(beside) else []}
            if i == len(tables) - 1:
                sec["charts"] += charts
            out.append(sec)
    tps = [tp for tp in state.values() if tp.kind == "throughput" and tp.rounds]
    if tps:
        rows, sizes, read, write = [], [], [], []
        for tp in tps:
            rounds = window_rounds(s, tp)
            bs = s.unit(tp.test).bs
            r = window_average(rounds, Cell("throughput", None, bs, "read").key, lambda x: x["total"]["read"]["MB_per_s"])
            w = window_average(rounds, Cell("throughput", None, bs, "write").key,
                               lambda x: x["total"]["write"]["MB_per_s"])
            rows.append([short_bs(bs), _fmt(r, ".3f"), _fmt(_mib(r), ".3f"), _fmt(w, ".3f"), _fmt(_mib(w), ".3f"),
                         _window_of(s, tp)])
            sizes.append(bs)
            read.append(r)
            write.append(w)
        order = sorted(range(len(sizes)), key=lambda i: sizes[i], reverse=True)  # seed 004: 1024k first
        ticks = [[n, short_bs(sizes[i])] for n, i in enumerate(order)]
        chart = _chart("Throughput measurement plot: window average per block size", "MB/s", "block size",
                       [_series("read", [(n, read[i]) for n, i in enumerate(order)], BLUE, "linepoints"),
                        _series("write", [(n, write[i]) for n, i in enumerate(order)], "#d62728", "linepoints")],
                       x_ticks=ticks, y_zero=True)
        out.append({"title": "Throughput: average MB/s and MiB/s vs. block size and R/W", "level": 3,
                    "text": "Each block size is its own test with its own measurement window; MB/s = 10^6 bytes/s, "
                            "MiB/s = 2^20 bytes/s, 4.9 % apart. The seed's table (TKperf) says MB/s for what are "
                            "MiB/s: compare its figures with the MiB/s columns.",
                    "table": {"columns": ["Block size", "Read MB/s", "Read MiB/s", "Write MB/s", "Write MiB/s",
                                          "Window"], "rows": [rows[i] for i in order]},
                    "charts": [chart]})
    return out


def _mib(mb_s: float | None) -> float | None:
    return None if mb_s is None else mb_s * 1e6 / 2**20


def _window_of(s, tp) -> str:
    v = verdict(s, tp)
    if v and v.rounds:
        return v.window_text + ("" if v.attained else ", not steady")
    return f"last {min(s.window, len(tp.rounds))} rounds, not steady"


ROUND_ROWS = 60  # a longer per-round table is thinned: a day of 1-minute rounds is 1,440 rows (30 PDF pages)
_STEPS = (1, 2, 5, 10, 15, 30, 60, 120, 240, 480, 960, 1440)


def every_kth(rows: list, most: int = ROUND_ROWS) -> tuple[list, int]:
    """(rows thinned to the first, those whose round (the row's first value) is a multiple of k,
    and the last; k): k the smallest of _STEPS that keeps them to about `most`, so a reader
    sees round numbers (every 30th: each half hour of 1-minute rounds)."""
    k = next((step for step in _STEPS if len(rows) <= most * step), math.ceil(len(rows) / most))
    if k == 1:
        return rows, 1
    return [r for i, r in enumerate(rows) if i in (0, len(rows) - 1) or r[0] % k == 0], k


def saturation_section(s, tp) -> list[dict]:
    """Write saturation per round: IOPS and mean latency against time and against data
    written (TGBW), as TKperf plots it, with the stop reason."""
    rows, iops_t, iops_b, lat_t, lat_b = [], [], [], [], []
    written, secs = 0, 0.0
    for n, rnd in enumerate(tp.rounds, 1):
        res = next(iter(rnd.values()), None)
        if not res:
            continue
        w = res["total"]["write"]
        written += w["io_bytes"]
        secs += w["runtime_ms"] / 1000.0
        lat = mean_latency_us(w)
        gib, minutes = written / 2**30, secs / 60
        rows.append([n, f"{minutes:,.2f}", f"{gib:,.3f}", f"{w['iops']:,.0f}", _fmt(lat)])
        iops_t.append((minutes, w["iops"]))
        iops_b.append((gib, w["iops"]))
        lat_t.append((minutes, lat))
        lat_b.append((gib, lat))
    limit = s.saturation_multiple * s.span / 2**30
    shown, k = every_kth(rows)
    charts = [_chart("Write saturation: IOPS against time", "IOPS", "time writing (min)",
                     [_series("4K random write IOPS", iops_t, BLUE, "linepoints")], y_zero=True, x_zero=True),
              _chart("Write saturation: IOPS against total data written (TGBW)", "IOPS", "GiB written",
                     [_series("4K random write IOPS", iops_b, BLUE, "linepoints")], y_zero=True, x_zero=True),
              _chart("Write saturation: mean latency against time", "µs", "time writing (min)",
                     [_series("mean latency (lat)", lat_t, "#d62728", "linepoints")], y_zero=True, x_zero=True),
              _chart("Write saturation: mean latency against total data written (TGBW)", "µs", "GiB written",
                     [_series("mean latency (lat)", lat_b, "#d62728", "linepoints")], y_zero=True, x_zero=True)]
    text = (f"{len(tp.rounds)} rounds of 4K random writes, {written / 2**30:,.3f} GiB written "
            f"({written / s.span:,.2f}x the span; limit {s.saturation_multiple:g}x = {limit:,.2f} GiB) in "
            f"{secs / 60:,.2f} min of writing. " + (f"Stopped: {tp.stop_reason}." if tp.stop_reason else
                                                    "Not finished."))
    if k > 1:
        text += (f" The table shows rounds 1, {k}, {2 * k}, ... and the last ({len(shown)} of {len(rows)}); the "
                 "charts hold every round, and so does the CSV export (--format csv).")
    return [{"title": "Write saturation: per round", "level": 3, "text": text,
             "table": {"columns": ["Round", "Time writing (min)", "TGBW (GiB)", "IOPS", "Mean latency (µs)"],
                       "rows": shown},
             "charts": charts}]


def steady_sections(doc: RunDoc) -> list[dict]:
    """The report sections of a stored steady-state run (see module doc)."""
    s = settings_from_dict(doc["settings"]["steady"])
    state = progress_from_doc(s, doc)
    out = [{"title": "Steady-state verdicts", "level": 2,
            "text": "Each test's tracking variable over its measurement window (SNIA PTS: the last "
                    f"{s.window} rounds; range <= 20 % and |slope| x {s.window - 1} <= 10 % of their average).",
            "table": {"columns": ["Test", "Rounds", "Steady", "Window", "Window average", "Verdict"],
                      "rows": verdict_rows(s, state)}},
           {"title": "Test setup", "level": 2, "table": {"columns": ["", ""], "rows": setup_rows(doc, s)}}]
    conformance, command, glossary = conformance_sections(doc, s)
    out[1:1] = [conformance]  # what ran and how it differs from PTS, before the setup's detail
    out.append(command)
    for name, tp in state.items():
        out.append({"title": test_title(name), "level": 2,
                    "text": f"{len(tp.rounds)} rounds" + (f"; {tp.stop_reason}" if tp.stop_reason else "")})
        if tp.kind == "write_saturation":
            out += saturation_section(s, tp)
            continue
        charts = [c for c in (convergence_chart(s, tp), verification_chart(s, tp)) if c]
        out.append({"title": f"{test_title(name)}: steady-state information", "level": 3,
                    "table": {"columns": ["", ""], "rows": info_rows(s, tp)}, "charts": charts})
        per_round = [[n, _num(v * _scale(name)[0]) if v is not None else "-"] for n, v in enumerate(tp.tracking(), 1)]
        if per_round:
            out.append({"title": f"{test_title(name)}: tracking variable per round", "level": 3,
                        "table": {"columns": ["Round", f"{tracking_text(name).split(' (')[0]} ({_scale(name)[1]})"],
                                  "rows": per_round}})
    meas = measurement_sections(s, state)
    if meas:
        out.append({"title": "Measurement window summary", "level": 2,
                    "text": "SNIA's orientation, as in TKperf's report: block sizes down, workloads across."})
        out += meas
    out.append(glossary)
    return out
