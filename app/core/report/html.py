"""One self-contained HTML file (charts as inline SVG, drawn by app.core.report.charts): opens
offline, prints on A4 and Letter with each test on its own page. The first screen is the
answer (app.core.report.cover); the detail follows."""
from __future__ import annotations

import html

from typing import Any, Mapping

from app.core.report import charts as ch
from app.core.report.cover import (drive_rows, grid, other_settings, report_title, run_rows, settings_text,
                                   verdicts)
from app.core.report import peak_report as pr
from app.core.report.facts import cache_text, fio_errors, started_text
from app.core.report.latency import COMPLETION_NOTE, LATENCY_COLUMNS, LATENCY_NOTE, TOTAL_NOTE, latency_rows
from app.core.report.qos_report import NOTE as QOS_NOTE, qos_table
from app.core.report.thermal_report import thermal_line
from app.core.report.trust_report import MARKS, cell_marks, legend_html, trust_line, trust_table_html
from app.core.report.run_charts import table_charts, test_charts, thread_row
from app.core.report.steady_report import steady_sections
from app.core.report.suite_tables import run_tables
from app.core.report.table_align import word_columns
from app.core.report.text import jobs_table
from app.core.history.document import RunDoc, RunTestDoc

e = html.escape


def _table(columns, rows, cls: str = "") -> str:
    # Columns of words left-aligned as labels are (table_align); the first and a label table's
    # are left-aligned by the style sheet already.
    words = set() if cls == "kv" else word_columns(rows, len(columns)) - {0}
    head = "".join(f"<th class='w'>{e(str(c))}</th>" if i in words else f"<th>{e(str(c))}</th>"
                   for i, c in enumerate(columns))
    body = "".join("<tr>" + "".join(f"<td class='w'>{e(str(c))}</td>" if i in words else f"<td>{e(str(c))}</td>"
                                    for i, c in enumerate(r)) + "</tr>" for r in rows)
    attr = f" class='{cls}'" if cls else ""
    thead = f"<thead><tr>{head}</tr></thead>" if any(str(c) for c in columns) else ""
    return f"<table{attr}>{thead}<tbody>{body}</tbody></table>"


def _fmt(v, spec=",.1f") -> str:
    return "-" if v is None else format(v, spec)


def _charts(charts: list[dict]) -> str:
    return "\n".join(f"<figure>{s}</figure>" for s in (ch.svg(c) for c in charts) if s)


def grid_html(doc: RunDoc) -> str:
    """CrystalDiskMark's grid: a row per test, read and write cells, each with MB/s, IOPS,
    mean latency and a bar as long as its MB/s against the fastest cell."""
    rows = grid(doc)
    if not rows:
        return ""
    top = max((c.mb_s for r in rows for c in (r.read, r.write) if c), default=0) or 1.0

    marks = cell_marks(doc)  # what limited a cell's figure (insight.trust), legend under the grid

    def cell(c, d, mark=''):
        if c is None:
            return "<td class='cdm none'>-</td>"
        lat = f" · {c.mean_us:,.1f} µs" + ("" if c.total else " clat") if c.mean_us is not None else ""
        return (f"<td class='cdm {d}'><div class='bar' style='width:{max(1.0, c.mb_s / top * 100):.1f}%'></div>"
                + (f"<span class='mark' title='{e(MARKS[mark])}'>{e(mark)}</span> " if mark else "") +
                f"<span class='mb'>{c.mb_s:,.2f}</span> <span class='u'>MB/s</span>"
                f"<div class='sub'>{c.iops:,.0f} IOPS{lat}</div></td>")
    body = "".join(f"<tr><th class='test'>{e(r.label)}</th>{cell(r.read, 'read', marks.get((r.label, 'read'), ''))}"
                   f"{cell(r.write, 'write', marks.get((r.label, 'write'), ''))}</tr>"
                   for r in rows)
    clat = any(not c.total for r in rows for c in (r.read, r.write) if c and c.mean_us is not None)
    return ("<table class='cdm'><thead><tr><th></th><th>Read</th><th>Write</th></tr></thead>"
            f"<tbody>{body}</tbody></table><p class='note'>MB/s = 10^6 bytes/s; IOPS = I/O per second; "
            f"{e(TOTAL_NOTE)}{'; ' + e(COMPLETION_NOTE) if clat else ''}; {e(doc.get('fio_version') or '')}"
            + ("; a peak run's figures are the median of its loops" if doc.get("suite") == "peak" else "") + "</p>" + legend_html(marks.values()))


def verdict_html(doc: RunDoc) -> str:
    """Good news with a check mark, plain facts with none (no sensor is neither), warnings with ⚠."""
    v = verdicts(doc)
    return ("".join(f"<p class='ok'>✔ {e(x)}</p>" for x in v.ok) + "".join(f"<p class='info'>{e(x)}</p>"
                                                                         for x in v.notes) +
            "".join(f"<p class='warn'>⚠ {e(x)}</p>" for x in v.warn))


def cover_html(doc: RunDoc, title: str, results: bool = True, extra: str = "", trust: bool = True) -> str:
    """The first page: drive and run facts side by side, the grid (and `extra`), the verdict."""
    drive = _table(("", ""), drive_rows(doc), "kv")
    run = _table(("", ""), run_rows(doc), "kv")
    parts = [f"<header><h1>{e(title)}</h1><p class='sub'>{e(doc.get('suite', ''))} on {e(doc.get('target', ''))} · "
             f"{e(started_text(doc))} · {e(doc.get('status', ''))}</p></header>",
             f"<div class='facts'><div><h3>Drive</h3>{drive}</div><div><h3>Run</h3>{run}</div></div>"]
    if results:
        parts.append("<h2>Results</h2>" + grid_html(doc) + extra)
    parts.append(f"<div class='verdict'>{verdict_html(doc)}</div>" + (trust_table_html(doc) if trust else ""))
    return "<section class='cover'>" + "".join(parts) + "</section>"


def plan_section(doc: RunDoc) -> str:
    """The seed document's tables, each with its chart."""
    rt = run_tables(doc)
    if rt is None:
        return ""
    parts = [f"<section class='plan'><h2>{e(rt.title)}</h2><p>After {e(rt.source)}.</p>"]
    for t in rt.tables:
        parts.append(f"<h3>{e(t.title)}</h3>")
        parts.append(_table((t.row_header,) + t.columns,
                            [(label,) + tuple(_fmt(v, f",.{t.dec(i)}f") for i, v in enumerate(values))
                             for label, values in t.rows]))
        parts.append(_charts(table_charts(t)))
    parts.append(f"<p class='note'>{e(rt.note)}</p>")
    return "\n".join(parts) + "</section>"


def peak_html(doc: RunDoc) -> str:
    """A Peak run in a few pages (app.core.report.peak_report): the summary on the first page,
    a chart per test, then the appendix with every loop and each test's fio command once."""
    summary = ("<h3>Median, best and spread per test</h3>" + _table(pr.SUMMARY_COLUMNS, pr.summary_rows(doc)) +
               f"<p class='note'>{e(pr.summary_note(doc))}</p>")
    commands = "".join(f"<details><summary>{e(name)}</summary><pre>{e(' '.join(t['argv']))}\n\n"
                       f"{e(t['jobfile'])}</pre></details>" for name, t in pr.commands(doc))
    parts = [cover_html(doc, report_title(doc), extra=summary, trust=False),  # the trust table: the appendix's
             "<section class='plan'><h2>Bandwidth over each loop</h2>" + _charts(pr.charts(doc)) + "</section>",
             settings_html(doc),
             f"<section class='plan'><h2>{e(pr.APPENDIX_TITLE)}</h2><p>{e(pr.APPENDIX_TEXT)}</p>" +
             _table(pr.LOOP_COLUMNS, pr.loop_rows(doc)) + trust_table_html(doc) + latency_table(doc) +
             (f"<h2>fio commands</h2><p>Each loop of a test runs the same command; its warm-up a shorter "
              f"one.</p>{commands}" if commands else "") + "</section>"]
    return _page(doc, parts)


def latency_table(doc: RunDoc) -> str:
    rows = [(t["name"], t.get("phase", ""), *row) for t in doc["tests"] for row in latency_rows(t)]
    if not rows:
        return ""
    cols: tuple[str, ...] = ("Test", "Phase", *LATENCY_COLUMNS)
    if not any(r[1] for r in rows):  # no phases: no empty column
        cols, rows = cols[:1] + cols[2:], [r[:1] + r[2:] for r in rows]
    return ("<h2>Latency (µs)</h2>" + _table(cols, rows) +
            f"<p class='note'>{e(LATENCY_NOTE)}</p>" + qos_html(doc))


def qos_html(doc: RunDoc) -> str:
    cols, rows = qos_table(doc)
    if not rows:
        return ""
    return "<h2>Latency QoS (µs)</h2>" + _table(cols, rows) + f"<p class='note'>{e(QOS_NOTE)}</p>"


def settings_html(doc: RunDoc) -> str:
    """How the run was made, in words (the cover's settings line, then what it leaves out)."""
    rows = [*other_settings(doc)] + ([("Notes", doc["notes"])] if doc.get("notes") else [])
    if not rows:  # the cover's line says it all
        return ""
    return "<h2>Settings</h2>" + _table(("", ""), [("Settings", settings_text(doc)), *rows], "kv")


def test_html(t: Mapping[str, Any]) -> str:
    parts = [f"<section class='test'><h2>{e(t['name'])} {e(t.get('phase', ''))}</h2>"]
    if t.get("error"):
        parts.append(f"<p class=err>{e(t['error']['message'])}: {e(t['error']['advice'])}</p>")
    for line in fio_errors(t):
        parts.append(f"<p class=err>{e(line)}</p>")
    if t.get("cache"):
        parts.append(f"<p>Page cache: {e(cache_text(t))}</p>")
    if thermal := thermal_line(t):
        parts.append(f"<p>{e(thermal)}</p>")
    if trust_line(t):
        parts.append(f"<p>{e(trust_line(t))}</p>")
    r = t.get("result")
    if r and len(r["threads"]) > 1:
        parts.append(_table(("Thread", "read IOPS", "read MB/s", "write IOPS", "write MB/s"),
                            [(thread_row(t, th["index"]), _fmt(th["read"]["iops"], ",.0f"),
                              _fmt(th["read"]["MB_per_s"], ",.2f"),
                              _fmt(th["write"]["iops"], ",.0f"), _fmt(th["write"]["MB_per_s"], ",.2f"))
                             for th in r["threads"]]))
    parts.append(_charts(test_charts(t)))
    parts.append(f"<details><summary>fio command and job file</summary><pre>{e(' '.join(t['argv']))}\n\n"
                 f"{e(t['jobfile'])}</pre></details></section>")
    return "\n".join(parts)


def html_report(doc: RunDoc) -> str:
    if _is_steady(doc):
        return steady_html(doc)
    if doc["suite"] == "peak":
        return peak_html(doc)
    parts = [cover_html(doc, report_title(doc)), plan_section(doc)]
    jobs = jobs_table(doc)
    if jobs:
        parts.append(f"<h2>Per fio job</h2><pre>{e(jobs)}</pre>")
    parts += [latency_table(doc), settings_html(doc)]
    parts += [test_html(t) for t in doc["tests"]]
    parts.append(sections_html(doc.get("sections", [])))
    return _page(doc, parts)


def sections_html(sections: list[dict]) -> str:
    """Report sections: a heading (level 2 or 3), text, a table and charts each."""
    parts = []
    for section in sections:
        level = 3 if section.get("level") == 3 else 2
        parts.append(f"<h{level}>{e(section['title'])}</h{level}>")
        if section.get("text"):
            parts.append(f"<p>{e(section['text'])}</p>")
        if section.get("table"):
            cols = section["table"]["columns"]
            parts.append(_table(cols, section["table"]["rows"], "kv" if not any(str(c) for c in cols) else
                                "words" if section["table"].get("left_cols", 1) > 1 else ""))
        parts.append(_charts(section.get("charts", [])))
    return "\n".join(parts)


def _is_steady(doc: RunDoc) -> bool:
    return doc.get("suite") == "steady" and isinstance((doc.get("settings") or {}).get("steady"), dict)


def steady_html(doc: RunDoc) -> str:
    """A steady-state run as TKperf reports it: verdicts and setup first, then each test
    (app.core.report.steady_report); the fio command of each test's last round at the end."""
    sections = doc.get("sections") or steady_sections(doc)
    # the verdicts first, then what limited the cells (up to 40 rows), then the rest
    parts = [cover_html(doc, report_title(doc), results=False, trust=False), sections_html(sections[:1]),
             trust_table_html(doc), sections_html(sections[1:])]
    commands = last_round_commands(doc)
    if commands:
        parts.append("<h2>fio commands</h2><p>Each round runs its cells as one fio invocation; the last round "
                     "of each test:</p>")
        for phase, t in commands:
            parts.append(f"<details><summary>{e(phase)}</summary><pre>{e(' '.join(t['argv']))}\n\n"
                         f"{e(t['jobfile'] or '')}</pre></details>")
    return _page(doc, parts)


def last_round_commands(doc: RunDoc) -> list[tuple[str, RunTestDoc]]:
    """(phase, first stored test of the phase) for each test's last round, and purges and
    preconditioning."""
    first: dict[str, RunTestDoc] = {}
    for t in doc["tests"]:
        first.setdefault(t.get("phase", ""), t)
    last: dict[str, tuple[str, RunTestDoc]] = {}
    for phase, t in first.items():
        unit, _, rest = phase.partition(" round ")
        last[unit if rest else phase] = (phase, t)
    return list(last.values())


STYLE = """
body{font-family:system-ui,'Segoe UI',Helvetica,Arial,sans-serif;max-width:980px;margin:2em auto;padding:0 1em;
color:#222;font-size:14px}
h1{font-size:1.6em;margin:.2em 0}h2{font-size:1.25em;margin:1.2em 0 .4em;border-bottom:1px solid #ddd}
h3{font-size:1.05em;margin:.8em 0 .3em}p.sub{color:#666;margin:0 0 1em}
table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ccc;padding:2px 8px;text-align:right}
th{background:#f3f3f3}td:first-child,td.w,th.w{text-align:left}
table.words td{text-align:left}table.kv td{text-align:left;border:none;border-bottom:1px solid #eee;padding:2px 6px}
table.kv td:first-child{font-weight:600;white-space:nowrap;color:#555}
.facts{display:flex;gap:2em;flex-wrap:wrap}.facts>div{flex:1 1 420px}
table.cdm{width:100%;table-layout:fixed}table.cdm thead th{text-align:center}table.cdm th.test{text-align:left;width:28%;background:#f7f7f7}
td.cdm{position:relative;text-align:right;padding:6px 10px;height:3.2em;vertical-align:middle;overflow:hidden}
td.cdm .bar{position:absolute;left:0;top:0;bottom:0;opacity:.28;-webkit-print-color-adjust:exact;
print-color-adjust:exact}
td.read .bar{background:#0072B2}td.write .bar{background:#D55E00}
td.cdm .mb{position:relative;font-size:1.45em;font-weight:700}td.cdm .u{position:relative;color:#444}
td.cdm .sub{position:relative;color:#333;font-size:.9em}td.cdm.none{text-align:center;color:#999}
.mark{position:relative;display:inline-block;font:700 .75em sans-serif;padding:0 .35em;border-radius:3px;background:#8a1c1c;color:#fff}
table.trust td{text-align:left;vertical-align:top}
.verdict p{margin:.3em 0;padding:.4em .7em;border-radius:4px}.ok{background:#e6f4ee}.info{background:#f1f1f1}.warn{background:#fdf0e6}
.note{color:#666;font-size:.85em}pre{background:#f8f8f8;padding:.5em;overflow-x:auto;font-size:12px}
.err{color:#b00}figure{margin:.6em 0}svg.chart{display:block;width:100%;height:auto;max-width:100%}
@page{margin:14mm}
@media print{body{max-width:none;margin:0;padding:0;font-size:11px}
section.test~section.test,section.plan{break-before:page}figure,table,tr{break-inside:avoid}h2,h3{break-after:avoid}
details>summary{list-style:none}pre{white-space:pre-wrap}.facts>div{flex:1 1 45%}}
"""


def _page(doc: RunDoc, parts: list[str]) -> str:
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>Fioscope run {doc.get('run_id') or ''}"
            f"</title><style>{STYLE}</style></head><body>" + "\n".join(p for p in parts if p) + "</body></html>\n")
