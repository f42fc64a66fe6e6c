"""One self-contained HTML file (charts as inline SVG): opens offline, prints well."""
from __future__ import annotations

import html
import math
import time

from app.core.report.text import cache_text, fio_errors, jobs_table, peak_table, results_table, started_text

PALETTE = ("#d62728", "#ff7f0e", "#bcbd22", "#2ca02c", "#17becf", "#1f77b4", "#9467bd", "#e377c2",
           "#8c564b", "#7f7f7f")


def _nice_max(v: float) -> float:
    if v <= 0:
        return 1.0
    exp = 10 ** math.floor(math.log10(v))
    for m in (1, 2, 2.5, 5, 10):
        if m * exp >= v:
            return m * exp
    return 10 * exp


def _tick(y: float) -> str:
    return f"{y:,.0f}" if y >= 100 or y == int(y) else f"{y:,.4g}"


def svg_chart(series: list[tuple[str, list[tuple[float, float]], str, float]], title: str, unit: str,
              width: int = 760, height: int = 220, x_label: str = "time (s)") -> str:
    """series: (name, points, colour, stroke width). y starts at zero."""
    pts = [p for _, s, _, _ in series for p in s if p[1] is not None and not math.isnan(p[1])]
    if not pts:
        return ""
    x0, x1 = min(p[0] for p in pts), max(p[0] for p in pts)
    x1 = x1 if x1 > x0 else x0 + 1
    ymax = _nice_max(max(p[1] for p in pts))
    L, R, T, B = 70, 10, 24, 30
    pw, ph = width - L - R, height - T - B

    def sx(x): return L + (x - x0) / (x1 - x0) * pw
    def sy(y): return T + ph - y / ymax * ph

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" role="img" '
           f'aria-label="{html.escape(title)}"><text x="{L}" y="15" font-size="13" font-weight="bold">'
           f'{html.escape(title)} ({html.escape(unit)})</text>']
    for i in range(5):
        y = ymax * i / 4
        out.append(f'<line x1="{L}" x2="{L + pw}" y1="{sy(y):.1f}" y2="{sy(y):.1f}" stroke="#ddd"/>'
                   f'<text x="{L - 4}" y="{sy(y) + 4:.1f}" font-size="10" text-anchor="end">{_tick(y)}</text>')
    out.append(f'<text x="{L + pw}" y="{height - 6}" font-size="10" text-anchor="end">{html.escape(x_label)} '
               f'{x0:,.1f}–{x1:,.1f}</text>')
    for name, s, colour, widthpx in series:
        path = " ".join(f"{sx(x):.1f},{sy(y):.1f}" for x, y in s if y is not None and not math.isnan(y))
        if path:
            out.append(f'<polyline fill="none" stroke="{colour}" stroke-width="{widthpx}" points="{path}">'
                       f'<title>{html.escape(name)}</title></polyline>')
    out.append("</svg>")
    return "".join(out)


def _ticks(lo: float, hi: float, n: int = 5) -> list[float]:
    """Round numbers from lo to hi, about n of them."""
    if hi <= lo:
        return [lo]
    step = _nice_max((hi - lo) / max(1, n - 1))
    k = math.ceil(lo / step - 1e-9)
    out = []
    while k * step <= hi + step * 1e-9:
        out.append(k * step)
        k += 1
    return out


def plot_frame(chart: dict) -> dict | None:
    """What svg_plot and the PDF's plot share: the data's ranges and ticks.
    Returns None when the chart has no point to draw."""
    series = chart.get("series")
    if series is None:  # the older form: one black line
        series = [{"name": chart.get("title", ""), "points": chart.get("points") or [], "colour": "#000000",
                   "style": "line", "dash": None, "width": 2}]
    log = bool(chart.get("y_log"))
    pts = [(float(x), float(y)) for sr in series for x, y in sr["points"]
           if y is not None and math.isfinite(y) and (y > 0 or not log)]
    if not pts:
        return None
    ticks = chart.get("x_ticks") or []
    xs = [p[0] for p in pts] + [t[0] for t in ticks]
    x0, x1 = min(xs), max(xs)
    if ticks:  # categories and rounds: half a step of room at each end
        x0, x1 = x0 - 0.4, x1 + 0.4
    if chart.get("x_zero"):
        x0 = min(x0, 0.0)
    if not ticks and x1 > x0:  # numeric x: room for the last marker
        x1 += (x1 - x0) * 0.03
    if x1 <= x0:
        x0, x1 = x0 - 0.5, x1 + 0.5
    ys = [p[1] for p in pts]
    if log:
        lo, hi = math.floor(math.log10(min(ys))), math.ceil(math.log10(max(ys)))
        hi = hi if hi > lo else lo + 1
        y_ticks = [10.0 ** e for e in range(lo, hi + 1)]
        y0, y1 = 10.0 ** lo, 10.0 ** hi
    elif chart.get("y_zero", True):
        top = max(ys) if max(ys) > 0 else 1.0
        step = _nice_max(top / 4)
        y0, y1 = 0.0, step * math.ceil(top / step - 1e-9)
        y_ticks = [step * i for i in range(int(round(y1 / step)) + 1)]
    else:
        lo, hi = min(ys), max(ys)
        pad = (hi - lo) * 0.08 or abs(hi) * 0.05 or 1.0
        y_ticks = _ticks(lo - pad, hi + pad)
        y0, y1 = min(y_ticks[0], lo - pad), max(y_ticks[-1], hi + pad)
        y_ticks = [y for y in y_ticks if y0 <= y <= y1]
    if not ticks:
        ticks = [[x, f"{x:,.4g}"] for x in _ticks(x0, x1, 7)]
    return {"series": series, "x0": x0, "x1": x1, "y0": y0, "y1": y1, "log": log, "y_ticks": y_ticks,
            "x_ticks": [t for t in ticks if x0 - 1e-9 <= t[0] <= x1 + 1e-9]}


def frame_y(f: dict, y: float) -> float:
    """y as a fraction of the plot's height, 0 at the bottom."""
    if f["log"]:
        return (math.log10(y) - math.log10(f["y0"])) / (math.log10(f["y1"]) - math.log10(f["y0"]))
    return (y - f["y0"]) / (f["y1"] - f["y0"])


_DASH = {"dash": "6,4", "dot": "2,3"}


def svg_plot(chart: dict, width: int = 760, height: int = 270) -> str:
    """A chart of report_steady's form (or the older {points} form) as inline SVG: lines,
    markers, dashed bands, category or numeric x, linear or log y, and a legend."""
    f = plot_frame(chart)
    if f is None:
        return ""
    named = [sr for sr in f["series"] if sr.get("name")]
    legend_rows = math.ceil(len(named) / 5) if named else 0
    L, R, T, B = 72, 12, 26, 34 + 16 * legend_rows
    pw, ph = width - L - R, height - T - B

    def sx(x): return L + (x - f["x0"]) / (f["x1"] - f["x0"]) * pw
    def sy(y): return T + ph - frame_y(f, y) * ph

    title = chart.get("title", "")
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" role="img" '
           f'aria-label="{html.escape(title)}"><text x="{L}" y="16" font-size="13" font-weight="bold">'
           f'{html.escape(title)} ({html.escape(chart.get("unit", ""))})</text>']
    for y in f["y_ticks"]:
        out.append(f'<line x1="{L}" x2="{L + pw}" y1="{sy(y):.1f}" y2="{sy(y):.1f}" stroke="#ddd"/>'
                   f'<text x="{L - 4}" y="{sy(y) + 4:.1f}" font-size="10" text-anchor="end">{_tick(y)}</text>')
    for x, label in f["x_ticks"]:
        out.append(f'<line x1="{sx(x):.1f}" x2="{sx(x):.1f}" y1="{T + ph}" y2="{T + ph + 4}" stroke="#666"/>'
                   f'<text x="{sx(x):.1f}" y="{T + ph + 15}" font-size="10" text-anchor="middle">'
                   f'{html.escape(str(label))}</text>')
    out.append(f'<line x1="{L}" x2="{L}" y1="{T}" y2="{T + ph}" stroke="#444"/>'
               f'<line x1="{L}" x2="{L + pw}" y1="{T + ph}" y2="{T + ph}" stroke="#444"/>'
               f'<text x="{L + pw}" y="{T + ph + 28}" font-size="10" text-anchor="end">'
               f'{html.escape(chart.get("x", ""))}</text>')
    for sr in f["series"]:
        pts = [(x, y) for x, y in sr["points"] if y is not None and math.isfinite(y) and (y > 0 or not f["log"])]
        if not pts:
            continue
        colour, w = sr.get("colour", "#000"), sr.get("width", 1.5)
        name = html.escape(sr.get("name", ""))
        if sr.get("style", "line") in ("line", "linepoints") and len(pts) > 1:
            dash = f' stroke-dasharray="{_DASH[sr["dash"]]}"' if sr.get("dash") in _DASH else ""
            path = " ".join(f"{sx(x):.1f},{sy(y):.1f}" for x, y in pts)
            out.append(f'<polyline fill="none" stroke="{colour}" stroke-width="{w}"{dash} points="{path}">'
                       f'<title>{name}</title></polyline>')
        if sr.get("style") in ("points", "linepoints") or len(pts) == 1:
            r = 2.2 + w * 0.8
            out += [f'<circle cx="{sx(x):.1f}" cy="{sy(y):.1f}" r="{r:.1f}" fill="{colour}">'
                    f'<title>{name}: {x:,.4g}, {y:,.4g}</title></circle>' for x, y in pts]
    for k, sr in enumerate(named):
        x, y = L + (k % 5) * 138, T + ph + 40 + (k // 5) * 16
        colour = sr.get("colour", "#000")
        if sr.get("style") in ("line", "linepoints"):
            dash = f' stroke-dasharray="{_DASH[sr["dash"]]}"' if sr.get("dash") in _DASH else ""
            out.append(f'<line x1="{x}" x2="{x + 18}" y1="{y - 4}" y2="{y - 4}" stroke="{colour}" '
                       f'stroke-width="{max(1.5, sr.get("width", 1.5))}"{dash}/>')
        if sr.get("style") in ("points", "linepoints"):
            out.append(f'<circle cx="{x + 9}" cy="{y - 4}" r="3.5" fill="{colour}"/>')
        out.append(f'<text x="{x + 22}" y="{y}" font-size="10">{html.escape(sr["name"])}</text>')
    out.append("</svg>")
    return "".join(out)


def svg_bars(table, width: int = 760, height: int = 240) -> str:
    """A grouped bar chart of a suite table (PlanTable): categories on x, one bar per series."""
    if table.chart == "columns":
        cats = list(table.columns)
        series = [(label, list(values)) for label, values in table.rows]
    else:
        cats = [label for label, _ in table.rows]
        series = [(col, [values[i] for _, values in table.rows]) for i, col in enumerate(table.columns)]
    vals = [v for _, vs in series for v in vs if v is not None]
    if not vals or not cats:
        return ""
    ymax = _nice_max(max(vals))
    L, R, T, B = 70, 10, 24, 42
    pw, ph = width - L - R, height - T - B
    group = pw / len(cats)
    bar = group * 0.8 / len(series)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" role="img" '
           f'aria-label="{html.escape(table.title)}"><text x="{L}" y="15" font-size="13" font-weight="bold">'
           f'{html.escape(table.title)}</text>']
    for i in range(5):
        y = ymax * i / 4
        yy = T + ph - y / ymax * ph
        out.append(f'<line x1="{L}" x2="{L + pw}" y1="{yy:.1f}" y2="{yy:.1f}" stroke="#ddd"/>'
                   f'<text x="{L - 4}" y="{yy + 4:.1f}" font-size="10" text-anchor="end">{_tick(y)}</text>')
    for c, cat in enumerate(cats):
        x0 = L + c * group + group * 0.1
        out.append(f'<text x="{L + (c + 0.5) * group:.1f}" y="{T + ph + 14}" font-size="10" '
                   f'text-anchor="middle">{html.escape(cat)}</text>')
        for k, (name, vs) in enumerate(series):
            v = vs[c]
            if v is None:
                continue
            h = v / ymax * ph
            out.append(f'<rect x="{x0 + k * bar:.1f}" y="{T + ph - h:.1f}" width="{bar * 0.95:.1f}" '
                       f'height="{h:.1f}" fill="{PALETTE[(k + 5) % 10]}"><title>{html.escape(name)} '
                       f'{html.escape(cat)}: {v:,.{table.decimals}f} {html.escape(table.unit)}</title></rect>')
    if len(series) > 1:
        for k, (name, _) in enumerate(series):
            x = L + k * 120
            out.append(f'<rect x="{x}" y="{height - 12}" width="10" height="10" fill="{PALETTE[(k + 5) % 10]}"/>'
                       f'<text x="{x + 14}" y="{height - 3}" font-size="10">{html.escape(name)}</text>')
    out.append("</svg>")
    return "".join(out)


def plan_section(doc: dict) -> str:
    """The seed document's tables, each with its chart."""
    from app.core.report.suite_tables import run_tables
    rt = run_tables(doc)
    if rt is None:
        return ""
    parts = [f"<h2>{html.escape(rt.title)}</h2><p>After {html.escape(rt.source)}.</p>"]
    for t in rt.tables:
        parts.append(f"<h3>{html.escape(t.title)}</h3>")
        parts.append(_table((t.row_header,) + t.columns,
                            [(label,) + tuple(_fmt(v, f",.{t.dec(i)}f") for i, v in enumerate(values))
                             for label, values in t.rows]))
        if t.chart:
            parts.append(svg_bars(t))
    return "\n".join(parts)


def _test_charts(t: dict) -> str:
    samples = t["samples"]
    if not samples:
        return ""
    n = len(samples[0]["threads"])
    charts = []
    for key, title, unit, f in (("iops", "IOPS", "I/O per s", lambda r: r["read_iops"] + r["write_iops"]),
                                ("bw", "Bandwidth", "MB/s", lambda r: (r["read_bps"] + r["write_bps"]) / 1e6)):
        series = [(thread_label(t, i), [(s["t_s"], f(s["threads"][i])) for s in samples], PALETTE[i % 10], 1)
                  for i in range(n)]
        series.append(("total", [(s["t_s"], f(s["total"])) for s in samples], "#000", 2.5))
        charts.append(svg_chart(series, f"{t['name']}: {title}", unit))
    lat = [(s["t_s"], _lat(s["total"])) for s in samples]
    charts.append(svg_chart([("total", lat, "#000", 2)], f"{t['name']}: mean completion latency", "µs"))
    return "\n".join(c for c in charts if c)


def _job_label(t: dict, i: int) -> str | None:
    """In a job file's run or an import, the i-th thread's fio job and clone (randread/0)."""
    spec = t.get("spec") or {}
    threads = (t.get("result") or {}).get("threads") or []
    if (spec.get("jobfile") or spec.get("recorded")) and i < len(threads):
        return threads[i].get("label")
    return None


def thread_label(t: dict, i: int) -> str:
    """A curve's name: the fio job and clone in a job file's run or an import, else 'thread i'."""
    return _job_label(t, i) or f"thread {i}"


def thread_row(t: dict, i: int):
    """A thread table's first cell: the fio job and clone, or (one planned job) the index."""
    return _job_label(t, i) or i


def _lat(r: dict) -> float:
    v = [x for x in (r["read_lat_ns"], r["write_lat_ns"]) if x is not None]
    return sum(v) / len(v) / 1000 if v else math.nan


def _table(columns, rows, cls: str = "") -> str:
    head = "".join(f"<th>{html.escape(str(c))}</th>" for c in columns)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in r) + "</tr>" for r in rows)
    attr = f" class='{cls}'" if cls else ""
    thead = f"<thead><tr>{head}</tr></thead>" if any(str(c) for c in columns) else ""
    return f"<table{attr}>{thead}<tbody>{body}</tbody></table>"


def _fmt(v, spec=",.1f") -> str:
    return "-" if v is None else format(v, spec)


def _machine(m: dict) -> str:
    if not m.get("os"):
        return "unknown"
    ram = f", {m['ram_bytes'] / 2**30:.0f} GiB RAM" if m.get("ram_bytes") else ""
    return f"{m['os']} {m.get('release', '')}, {m.get('cpu') or m.get('machine', '')} × {m.get('cpus', '?')}{ram}"


def _tested(m: dict) -> str:
    t = m.get("target") or {}
    if not t:
        return "-"
    parts = [t.get("disk"), t.get("model"), f"serial {t['serial']}" if t.get("serial") else None,
             f"firmware {t['firmware']}" if t.get("firmware") else None,
             f"{t['size_bytes'] / 1e9:,.0f} GB" if t.get("size_bytes") else None, t.get("media"),
             f"filesystem {t['filesystem']}" if t.get("filesystem") else None]
    return " · ".join(p for p in parts if p) or t.get("path", "-")


def html_report(doc: dict) -> str:
    if _is_steady(doc):
        return steady_html(doc)
    e = html.escape
    started = started_text(doc)
    parts = [f"<h1>Fioscope: {e(doc['suite'])} on {e(doc['target'])}</h1>",
             "<h2>Setup</h2>", _table(("", ""), [
                 ("Run", doc.get("run_id") or "-"), ("Status", doc["status"]), ("Started", started),
                 ("Host", doc.get("host") or "unknown"), ("Fioscope", doc["fioscope_version"]),
                 ("fio", f"{doc['fio_version']} ({doc['fio_path']})"), ("Label", doc.get("label") or "-"),
                 ("Machine", _machine(doc.get("machine") or {})), ("Tested", _tested(doc.get("machine") or {}))]),
             "<h2>Results</h2>",
             plan_section(doc) or
             f"<pre>{e(peak_table(doc) if doc['suite'] == 'peak' else jobs_table(doc) or results_table(doc))}</pre>",
             "<h2>Latency percentiles (completion latency, µs)</h2>"]
    rows = []
    for t in doc["tests"]:
        r = t.get("result")
        for d in ("read", "write"):
            x = r["total"][d] if r else None
            if x and x["total_ios"] and x["clat_us"]:
                c = x["clat_us"]
                rows.append((t["name"], t.get("phase", ""), d, _fmt(x["iops"], ",.0f"), _fmt(x["MB_per_s"], ",.2f"),
                             _fmt(c["mean_us"]), _fmt(c["p50_us"]), _fmt(c["p99_us"]), _fmt(c["p999_us"]),
                             _fmt(c["max_us"])))
    parts.append(_table(("Test", "Phase", "Dir", "IOPS", "MB/s", "mean", "p50", "p99", "p99.9", "max"), rows))
    for t in doc["tests"]:
        parts.append(f"<h2>{e(t['name'])} {e(t.get('phase', ''))}</h2>")
        parts.append(f"<details><summary>fio command and job file</summary><pre>{e(' '.join(t['argv']))}\n\n"
                     f"{e(t['jobfile'])}</pre></details>")
        if t.get("error"):
            parts.append(f"<p class=err>{e(t['error']['message'])}: {e(t['error']['advice'])}</p>")
        for line in fio_errors(t):
            parts.append(f"<p class=err>{e(line)}</p>")
        if t.get("cache"):
            parts.append(f"<p>Page cache: {e(cache_text(t))}</p>")
        r = t.get("result")
        if r and len(r["threads"]) > 1:
            parts.append(_table(("Thread", "read IOPS", "read MB/s", "write IOPS", "write MB/s"),
                                [(thread_row(t, th["index"]), _fmt(th["read"]["iops"], ",.0f"),
                                  _fmt(th["read"]["MB_per_s"], ",.2f"),
                                  _fmt(th["write"]["iops"], ",.0f"), _fmt(th["write"]["MB_per_s"], ",.2f"))
                                 for th in r["threads"]]))
        parts.append(_test_charts(t))
    parts.append(sections_html(doc.get("sections", [])))
    return _page(doc, parts)


def sections_html(sections: list[dict]) -> str:
    """Report sections: a heading (level 2 or 3), text, a table and charts each."""
    e = html.escape
    parts = []
    for section in sections:
        level = 3 if section.get("level") == 3 else 2
        parts.append(f"<h{level}>{e(section['title'])}</h{level}>")
        if section.get("text"):
            parts.append(f"<p>{e(section['text'])}</p>")
        if section.get("table"):
            cols = section["table"]["columns"]
            parts.append(_table(cols, section["table"]["rows"], "kv" if not any(str(c) for c in cols) else ""))
        for c in section.get("charts", []):
            parts.append(svg_plot(c))
    return "\n".join(parts)


def _is_steady(doc: dict) -> bool:
    return doc.get("suite") == "steady" and isinstance((doc.get("settings") or {}).get("steady"), dict)


def steady_html(doc: dict) -> str:
    """A steady-state run as TKperf reports it: verdicts and setup first, then each test
    (app.core.report.steady_report); the fio command of each test's last round at the end."""
    from app.core.report.steady_report import steady_sections
    e = html.escape
    sections = doc.get("sections") or steady_sections(doc)
    started = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(doc["started_at"]))
    parts = [f"<h1>Fioscope: SNIA PTS steady state on {e(doc['target'])}</h1>",
             f"<p>Run {e(str(doc.get('run_id') or '-'))} · {e(started)} · {e(doc['status'])} · Fioscope "
             f"{e(doc['fioscope_version'])}" + (f" · {e(doc['label'])}" if doc.get("label") else "") + "</p>",
             sections_html(sections)]
    commands = _last_round_commands(doc)
    if commands:
        parts.append("<h2>fio commands</h2><p>Each round runs its cells as one fio invocation; the last round "
                     "of each test:</p>")
        for phase, t in commands:
            parts.append(f"<details><summary>{e(phase)}</summary><pre>{e(' '.join(t['argv']))}\n\n"
                         f"{e(t['jobfile'])}</pre></details>")
    failed = [t for t in doc["tests"] if t.get("error")]
    for t in failed:
        parts.append(f"<p class=err>{e(t['name'])} ({e(t.get('phase', ''))}): {e(t['error']['message'])}: "
                     f"{e(t['error']['advice'])}</p>")
    return _page(doc, parts)


def _last_round_commands(doc: dict) -> list[tuple[str, dict]]:
    """(phase, first stored test of the phase) for each test's last round, and purges and
    preconditioning."""
    first: dict[str, dict] = {}
    for t in doc["tests"]:
        first.setdefault(t.get("phase", ""), t)
    last: dict[str, tuple[str, dict]] = {}
    for phase, t in first.items():
        unit, _, rest = phase.partition(" round ")
        last[unit if rest else phase] = (phase, t)
    return list(last.values())


def _page(doc: dict, parts: list[str]) -> str:
    style = ("body{font-family:sans-serif;max-width:980px;margin:2em auto;color:#222}"
             "table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ccc;padding:2px 8px;"
             "text-align:right}th{background:#f3f3f3}pre{background:#f8f8f8;padding:.5em;overflow-x:auto}"
             ".err{color:#b00}svg{display:block;margin:.5em 0}td:first-child{text-align:left}"
             "table.kv td{text-align:left}table.kv td:first-child{font-weight:bold;white-space:nowrap}")
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>Fioscope run {doc.get('run_id') or ''}"
            f"</title><style>{style}</style></head><body>" + "\n".join(parts) + "</body></html>\n")
