"""Runs side by side: per test and direction, each run's figures and the change in percent
against the first run (loops of a peak run count as their median)."""
from __future__ import annotations

import html
import statistics
from dataclasses import dataclass

METRICS = (("MB/s", "MB_per_s"), ("IOPS", "iops"), ("mean µs", "mean_us"), ("p99 µs", "p99_us"))


@dataclass(frozen=True)
class CompareRow:
    test: str
    direction: str
    values: tuple[dict[str, float | None] | None, ...]  # one per run; None: not in that run


def _figures(doc: dict) -> dict[tuple[str, str], dict[str, float | None]]:
    groups: dict[tuple[str, str], list[dict]] = {}
    for t in doc["tests"]:
        phase = t.get("phase", "")
        if not t.get("result") or not (phase == "" or phase.startswith("loop")):
            continue
        for d in ("read", "write"):
            side = t["result"]["total"][d]
            if side["total_ios"]:
                groups.setdefault((t["name"], d), []).append(side)
    out = {}
    for key, sides in groups.items():
        def med(pick):
            vals = [v for v in (pick(s) for s in sides) if v is not None]
            return statistics.median(vals) if vals else None
        out[key] = {"MB_per_s": med(lambda s: s["MB_per_s"]), "iops": med(lambda s: s["iops"]),
                    "mean_us": med(lambda s: (s["clat_us"] or {}).get("mean_us")),
                    "p99_us": med(lambda s: (s["clat_us"] or {}).get("p99_us"))}
    return out


def compare(docs: list[dict]) -> list[CompareRow]:
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


def compare_text(docs: list[dict]) -> str:
    names = [f"run {d.get('run_id') or '?'}" for d in docs]
    lines = ["Runs: " + "; ".join(f"{n}: {d['suite']} on {d['target']} ({d['fio_version']})"
                                  for n, d in zip(names, docs)),
             "Differences in percent against the first run; for latency, lower is better."]
    for label, key in METRICS:
        lines.append(f"\n{label}")
        lines.append(f"{'test':<24}{'dir':<7}" + "".join(f"{n:>24}" for n in names))
        for row in compare(docs):
            lines.append(f"{row.test:<24}{row.direction:<7}" + "".join(f"{c:>24}" for c in _cells(row, key)))
    from app.core.report.peak_vs_steady import pair_docs, peak_vs_steady_text
    pair = pair_docs(docs)
    if pair:
        lines += ["", peak_vs_steady_text(*pair)]
    return "\n".join(lines) + "\n"


def _overlays(docs: list[dict], names: list[str]) -> list[str]:
    """Each test's total IOPS over time, one line per run (the first loop of a peak run)."""
    from app.core.report.html import PALETTE, svg_chart
    tests: dict[str, list] = {}
    for i, d in enumerate(docs):
        seen = set()
        for t in d["tests"]:
            phase = t.get("phase", "")
            if t["name"] in seen or not t.get("samples") or not (phase == "" or phase.startswith("loop")):
                continue
            seen.add(t["name"])
            pts = [(s["t_s"], s["total"]["read_iops"] + s["total"]["write_iops"]) for s in t["samples"]]
            tests.setdefault(t["name"], []).append((names[i], pts, PALETTE[(i * 3) % 10], 2))
    return [svg_chart(series, f"{name}: IOPS", "I/O per s") for name, series in tests.items() if len(series) > 1]


def compare_html(docs: list[dict]) -> str:
    names = [f"run {d.get('run_id') or '?'}" for d in docs]
    parts = ["<h1>Fioscope: comparison</h1>", "<p>Differences in percent against the first run.</p>"]
    for label, key in METRICS:
        head = "".join(f"<th>{html.escape(x)}</th>" for x in ["Test", "Dir", *names])
        body = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in
                                        [row.test, row.direction, *_cells(row, key)]) + "</tr>"
                       for row in compare(docs))
        parts.append(f"<h2>{html.escape(label)}</h2><table><thead><tr>{head}</tr></thead><tbody>{body}"
                     "</tbody></table>")
    from app.core.report.peak_vs_steady import pair_docs, peak_vs_steady_text
    pair = pair_docs(docs)
    if pair:
        parts.append(f"<h2>Peak against steady state</h2><pre>{html.escape(peak_vs_steady_text(*pair))}</pre>")
    overlays = _overlays(docs, names)
    if overlays:
        parts.append("<h2>Time series, overlaid</h2>" + "".join(overlays))
    style = "body{font-family:sans-serif}td,th{border:1px solid #ccc;padding:2px 8px;text-align:right}"
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>Fioscope comparison</title>"
            f"<style>{style}</style></head><body>{''.join(parts)}</body></html>\n")
