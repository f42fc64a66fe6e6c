"""Runs side by side: per test and direction, each run's figures and the change in percent
against the first run (loops of a peak run count as their median)."""
from __future__ import annotations

import html
import statistics
from dataclasses import dataclass


from app.core.report.charts import svg
from app.core.report.compare_settings import difference_warning
from app.core.report.latency import clamped_percentiles, mean_latency
from app.core.report.peak_vs_steady import pair_docs, peak_vs_steady_text
from app.core.report.qos_report import qos_overlay_charts
from app.core.report.run_charts import compare_bar_charts, overlay_charts, run_name
from app.core.history.document import RunDoc
from app.core.text_safe import printable_doc

METRICS = (("MB/s", "MB_per_s"), ("IOPS", "iops"), ("mean µs (lat)", "mean_us"), ("p99 µs (clat)", "p99_us"))


@dataclass(frozen=True)
class CompareRow:
    test: str
    direction: str
    values: tuple[dict[str, float | None] | None, ...]  # one per run; None: not in that run


def _figures(doc: RunDoc) -> dict[tuple[str, str], dict[str, float | None]]:
    groups: dict[tuple[str, str], list[dict]] = {}
    for t in doc["tests"]:
        phase, result = t.get("phase", ""), t.get("result")
        if not result or not (phase == "" or phase.startswith("loop")):
            continue
        for d in ("read", "write"):
            side = result["total"][d]
            if side["total_ios"]:
                groups.setdefault((t["name"], d), []).append(side)
    out = {}
    for key, sides in groups.items():
        def med(pick):
            vals = [v for v in (pick(s) for s in sides) if v is not None]
            return statistics.median(vals) if vals else None
        # The mean a report leads with (fio's lat; clat where lat was not recorded), and clat's
        # p99 held within its min..max (report/latency.py).
        out[key] = {"MB_per_s": med(lambda s: s["MB_per_s"]), "iops": med(lambda s: s["iops"]),
                    "mean_us": med(lambda s: mean_latency(s)[0]),
                    "p99_us": med(lambda s: clamped_percentiles(s["clat_us"] or {}, ("p99_us",))["p99_us"])}
    return out


def compare(docs: list[RunDoc]) -> list[CompareRow]:
    figs = [_figures(d) for d in docs]
    keys: list[tuple[str, str]] = []
    for f in figs:
        keys += [k for k in f if k not in keys]
    return [CompareRow(k[0], k[1], tuple(f.get(k) for f in figs)) for k in keys]


def pct(base: float | None, value: float | None) -> str:
    if base in (None, 0) or value is None:
        return ""
    return f"{(value - base) / base * 100:+.1f}%"


def _cells(row: CompareRow, key: str) -> list[str]:
    base = row.values[0][key] if row.values[0] else None
    out = []
    for i, v in enumerate(row.values):
        x = v[key] if v else None
        text = "-" if x is None else f"{x:,.1f}"
        if i and x is not None:
            text += f" ({pct(base, x)})" if pct(base, x) else ""
        out.append(text)
    return out


def letters(docs: list[RunDoc]) -> list[str]:
    """Short column names for the text table; the runs' full names are listed above it."""
    return [chr(ord("A") + i) if i < 26 else f"#{i + 1}" for i in range(len(docs))]


def compare_text(docs: list[RunDoc]) -> str:
    docs = [printable_doc(d) for d in docs]  # names shown escaped, as in render()
    names = letters(docs)
    lines = ["Runs (the first is the baseline):"] + [
        f"  {n}: {run_name(d)} · {d['suite']} · {d['fio_version']}" for n, d in zip(names, docs)]
    lines.append(f"Differences in percent against {names[0]}; for latency, lower is better.")
    if warning := difference_warning(docs, names):
        lines.append(f"warning: {warning}")
    cols = [names[0] + " (baseline)"] + names[1:]
    for label, key in METRICS:
        lines.append(f"\n{label}")
        lines.append(f"{'test':<24}{'dir':<7}" + "".join(f"{n:>24}" for n in cols))
        for row in compare(docs):
            lines.append(f"{row.test:<24}{row.direction:<7}" + "".join(f"{c:>24}" for c in _cells(row, key)))
    pair = pair_docs(docs)
    if pair:
        lines += ["", peak_vs_steady_text(*pair)]
    return "\n".join(lines) + "\n"


def _change_cell(base: float | None, x: float | None, lower_better: bool) -> str:
    """A run's figure with its change against the baseline, coloured: blue better, vermillion worse."""
    if x is None:
        return "<td class='none'>-</td>"
    if base in (None, 0) or base is x:
        return f"<td>{x:,.1f}</td>"
    change = (x - base) / base * 100
    better = change < 0 if lower_better else change > 0
    cls = "same" if abs(change) < 2 else "better" if better else "worse"
    arrow = "" if cls == "same" else ("▲ " if change > 0 else "▼ ")
    return f"<td class='{cls}'>{x:,.1f}<div class='chg'>{arrow}{change:+.1f}%</div></td>"


def _grid_html(docs: list[RunDoc], names: list[str], label: str, key: str) -> str:
    lower = key in ("mean_us", "p99_us")
    head = "".join(f"<th>{html.escape(x)}</th>" for x in ["Test", "Dir", *names])
    body = []
    for row in compare(docs):
        base = row.values[0][key] if row.values[0] else None
        cells = "".join(_change_cell(base, v[key] if v else None, lower) if i else
                        (f"<td class='base'>{base:,.1f}</td>" if base is not None else "<td class='none'>-</td>")
                        for i, v in enumerate(row.values))
        body.append(f"<tr><td>{html.escape(row.test)}</td><td>{html.escape(row.direction)}</td>{cells}</tr>")
    return (f"<h2>{html.escape(label)}</h2><table class='cmp'><thead><tr>{head}</tr></thead><tbody>{''.join(body)}"
            "</tbody></table>")


def compare_html(docs: list[RunDoc]) -> str:
    docs = [printable_doc(d) for d in docs]  # names shown escaped, as in render()
    names = [run_name(d) for d in docs]
    names[0] += " (baseline)"
    parts = ["<h1>Fioscope: comparison</h1>",
             "<ol class='runs'>" + "".join(f"<li>{html.escape(n)} · {html.escape(d['suite'])} · "
                                           f"{html.escape(d['fio_version'] or '')}</li>" for n, d in zip(names, docs)) +
             "</ol>",
             "<p>Each run against the first (the baseline): <span class='better'>better</span>, "
             "<span class='worse'>worse</span>, within 2 % unmarked; for latency, lower is better.</p>"]
    if warning := difference_warning(docs, names):
        parts.append(f"<p class='warn'><strong>Warning:</strong> {html.escape(warning)}</p>")
    rows = compare(docs)
    for label, key in METRICS:
        parts.append(_grid_html(docs, names, label, key))
    pair = pair_docs(docs)
    if pair:
        parts.append(f"<h2>Peak against steady state</h2><pre>{html.escape(peak_vs_steady_text(*pair))}</pre>")
    bars = [svg(c) for c in compare_bar_charts(rows, names, METRICS)]
    parts.append("<h2>Side by side</h2>" + "".join(f"<figure>{b}</figure>" for b in bars if b))
    overlays = [svg(c) for c in overlay_charts(docs, names)]
    if any(overlays):
        parts.append("<h2>Time series, overlaid</h2>" + "".join(f"<figure>{o}</figure>" for o in overlays if o))
    qos = [svg(c) for c in qos_overlay_charts(docs, names)]
    if any(qos):
        parts.append("<h2>Latency QoS, overlaid</h2>" + "".join(f"<figure>{q}</figure>" for q in qos if q))
    style = ("body{font-family:system-ui,Helvetica,Arial,sans-serif;max-width:980px;margin:2em auto;padding:0 1em}"
             "table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ccc;padding:2px 8px;"
             "text-align:right}th{background:#f3f3f3}td:first-child,td:nth-child(2){text-align:left}"
             ".warn{background:#fbe3d6;padding:.4em .6em}.better{background:#dcebf5}.worse{background:#fbe3d6}.chg{font-size:.8em}.base{font-weight:600}"
             "svg.chart{display:block;width:100%;height:auto}figure{margin:.6em 0}"
             "@media print{body{max-width:none;margin:0}figure,tr{break-inside:avoid}"
             "td{-webkit-print-color-adjust:exact;print-color-adjust:exact}}")
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>Fioscope comparison</title>"
            f"<style>{style}</style></head><body>{''.join(parts)}</body></html>\n")
