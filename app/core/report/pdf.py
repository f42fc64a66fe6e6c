"""The HTML report's content as an A4 PDF: real text (selectable, searchable) and vector charts.

Only fpdf2's core fonts are used (Helvetica, Courier): nothing to embed or find on the
machine, so the same run gives the same PDF on every platform. Core fonts cover Latin-1
only; `_t` maps the few other characters the reports use and replaces the rest.
"""
from __future__ import annotations

import json
import math
import time

from fpdf import FPDF
from fpdf.fonts import FontFace

from app.core.report.html import PALETTE, _lat, _nice_max, _tick, thread_label, thread_row
from app.core.report.text import cache_text, fio_errors, jobs_table, results_rows, started_text
from app.core.report.steady_report import steady_sections

_LATIN1 = str.maketrans({"–": "-", "—": "-", "‘": "'", "’": "'", "“": '"', "”": '"', "…": "...",
                         "≥": ">=", "≤": "<=", "→": "->", "\t": "    "})
_GREY = (110, 110, 110)
_HEAD = FontFace(emphasis="BOLD", fill_color=(238, 238, 238))


def _t(text) -> str:
    """Text a core font can show: Latin-1 (which has µ, · and ×), anything else as '?'."""
    return str(text).translate(_LATIN1).encode("latin-1", "replace").decode("latin-1")


def _fmt(v, spec=",.1f") -> str:
    return "-" if v is None or (isinstance(v, float) and math.isnan(v)) else format(v, spec)


def _rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


class _Pdf(FPDF):
    def __init__(self, footer: str, target: str) -> None:
        super().__init__(orientation="portrait", unit="mm", format="A4")
        self._footer, self._target = footer, target
        self.set_margins(15, 15, 15)
        self.set_auto_page_break(True, margin=16)

    def footer(self) -> None:
        self.set_y(-11)
        self.set_font("Helvetica", size=7)
        self.set_text_color(*_GREY)
        page = f"page {self.page_no()} of {{nb}}"
        target, room = _t(self._target), self.epw - self.get_string_width(page + "  9999")
        while len(target) > 8 and self.get_string_width(_t(self._footer) + target) > room:
            target = "..." + target[4:]  # a long target: its end says most
        self.cell(0, 4, _t(self._footer) + target, align="L")
        self.set_x(self.l_margin)
        self.cell(0, 4, page, align="R")
        self.set_text_color(0)

    # -- blocks -----------------------------------------------------------------------
    def heading(self, text: str, size: float = 13, keep: float = 30) -> None:
        """A heading, moved to the next page with `keep` mm of what follows rather than left alone."""
        if self.will_page_break(keep):
            self.add_page()
        self.ln(2)
        self.set_font("Helvetica", "B", size)
        self.multi_cell(0, size * 0.5, _t(text), align="L", new_x="LMARGIN", new_y="NEXT")
        self.ln(1)

    def para(self, text: str, size: float = 9, colour: tuple[int, int, int] = (0, 0, 0),
             mono: bool = False) -> None:
        self.set_font("Courier" if mono else "Helvetica", size=size)
        self.set_text_color(*colour)
        self.multi_cell(0, size * 0.45, _t(text), align="L", new_x="LMARGIN", new_y="NEXT")
        self.set_text_color(0)
        self.ln(1)

    def grid(self, columns, rows, widths=None, width=None, left_cols: int = 1, size: float = 8) -> None:
        """A bordered table with a shaded header (none if `columns` is None); the first `left_cols`
        columns are left-aligned (labels), the rest right-aligned (figures), as in the HTML report."""
        if not rows:
            return
        n = len(columns) if columns is not None else len(rows[0])
        self.set_font("Helvetica", size=size)
        align = tuple("LEFT" if i < left_cols else "RIGHT" for i in range(n))
        with self.table(col_widths=widths, width=width, align="LEFT", text_align=align,
                        first_row_as_headings=columns is not None, headings_style=_HEAD,
                        line_height=size * 0.5, padding=(0.6, 1.2)) as table:
            for r in ([columns] if columns is not None else []) + list(rows):
                row = table.row()
                for c in r:
                    row.cell(_t(c))
        self.ln(2)

    def chart(self, series, title: str, unit: str, height: float = 58) -> None:
        """series: (name, points, colour, line width in mm). y from zero, time on x, a legend below."""
        pts = [(x, y) for _, s, _, _ in series for x, y in s if y is not None and not math.isnan(y)]
        if not pts:
            return
        if self.will_page_break(height):
            self.add_page()
        x0, x1 = min(p[0] for p in pts), max(p[0] for p in pts)
        x1 = x1 if x1 > x0 else x0 + 1
        ymax = _nice_max(max(p[1] for p in pts))
        left, top = self.l_margin + 17, self.get_y() + 6
        pw, ph = self.epw - 19, height - 22

        def sx(x): return left + (x - x0) / (x1 - x0) * pw
        def sy(y): return top + ph - y / ymax * ph

        self.set_font("Helvetica", "B", 9)
        self.text(self.l_margin, top - 2.5, _t(f"{title} ({unit})"))
        self.set_font("Helvetica", size=7)
        self.set_line_width(0.1)
        for i in range(5):
            y = ymax * i / 4
            self.set_draw_color(215)
            self.line(left, sy(y), left + pw, sy(y))
            label = _tick(y)
            self.text(left - 1.5 - self.get_string_width(label), sy(y) + 1.1, label)
        step = _nice_max((x1 - x0) / 6)
        k = math.ceil(x0 / step)
        while k * step <= x1 + 1e-9:
            x = k * step
            self.set_draw_color(120)
            self.line(sx(x), top + ph, sx(x), top + ph + 1)
            label = f"{x:g}"
            self.text(sx(x) - self.get_string_width(label) / 2, top + ph + 4, label)
            k += 1
        self.text(left + pw - self.get_string_width("time (s)"), top + ph + 7.5, "time (s)")
        self.set_draw_color(0)
        self.set_line_width(0.2)
        self.line(left, top, left, top + ph)
        self.line(left, top + ph, left + pw, top + ph)
        for _, s, colour, width in series:
            self.set_draw_color(*_rgb(colour))
            self.set_line_width(width)
            for seg in _segments(s):
                if len(seg) == 1:
                    self.circle(sx(seg[0][0]), sy(seg[0][1]), max(width, 0.5), style="F")
                else:
                    self.polyline([(sx(x), sy(y)) for x, y in seg])
        # Legend: the total first (the line that matters), then threads while they fit one line.
        lx, ly = left, top + ph + 11
        shown = sorted(series, key=lambda s: s[0] != "total")
        for n, (name, _, colour, width) in enumerate(shown):
            label = _t(name)
            need = 7 + self.get_string_width(label) + 4
            if lx + need > left + pw - 22 and n < len(shown) - 1:
                self.set_text_color(*_GREY)
                self.text(lx, ly + 1, f"+{len(shown) - n} more")
                self.set_text_color(0)
                break
            self.set_draw_color(*_rgb(colour))
            self.set_line_width(max(width, 0.4))
            self.line(lx, ly, lx + 5, ly)
            self.text(lx + 6.5, ly + 1, label)
            lx += need
        self.set_draw_color(0)
        self.set_line_width(0.2)
        self.set_y(top + height - 6)


    def plot(self, chart: dict, height: float = 62) -> None:
        """A chart of steady_report's form (html.plot_frame's ranges): lines, markers,
        dashed bands, category or numeric x, linear or log y, a legend below."""
        from app.core.report.html import frame_y, plot_frame
        f = plot_frame(chart)
        if f is None:
            return
        named = [sr for sr in f["series"] if sr.get("name")]
        legend_rows = math.ceil(len(named) / 4) if named else 0
        height += 4.5 * legend_rows
        if self.will_page_break(height):
            self.add_page()
        left, top = self.l_margin + 17, self.get_y() + 6
        pw, ph = self.epw - 19, height - 20 - 4.5 * legend_rows

        def sx(x): return left + (x - f["x0"]) / (f["x1"] - f["x0"]) * pw
        def sy(y): return top + ph - frame_y(f, y) * ph

        self.set_font("Helvetica", "B", 9)
        self.text(self.l_margin, top - 2.5, _t(f"{chart.get('title', '')} ({chart.get('unit', '')})"))
        self.set_font("Helvetica", size=7)
        self.set_line_width(0.1)
        for y in f["y_ticks"]:
            self.set_draw_color(215)
            self.line(left, sy(y), left + pw, sy(y))
            label = _tick(y)
            self.text(left - 1.5 - self.get_string_width(label), sy(y) + 1.1, label)
        self.set_draw_color(120)
        for x, label in f["x_ticks"]:
            self.line(sx(x), top + ph, sx(x), top + ph + 1)
            label = _t(label)
            self.text(sx(x) - self.get_string_width(label) / 2, top + ph + 4, label)
        xl = _t(chart.get("x", ""))
        self.text(left + pw - self.get_string_width(xl), top + ph + 7.5, xl)
        self.set_draw_color(0)
        self.set_line_width(0.2)
        self.line(left, top, left, top + ph)
        self.line(left, top + ph, left + pw, top + ph)
        for sr in f["series"]:
            pts = [(x, y) for x, y in sr["points"]
                   if y is not None and math.isfinite(y) and (y > 0 or not f["log"])]
            if not pts:
                continue
            self.set_draw_color(*_rgb(sr.get("colour", "#000000")))
            self.set_fill_color(*_rgb(sr.get("colour", "#000000")))
            width = 0.12 * sr.get("width", 1.5) + 0.05
            self.set_line_width(width)
            if sr.get("style", "line") in ("line", "linepoints") and len(pts) > 1:
                self._dash(sr.get("dash"))
                self.polyline([(sx(x), sy(y)) for x, y in pts])
                self.set_dash_pattern()
            if sr.get("style") in ("points", "linepoints") or len(pts) == 1:
                r = 0.45 + 0.15 * sr.get("width", 1.5)
                for x, y in pts:
                    self.circle(sx(x), sy(y), r, style="F")
        lx0, ly = left, top + ph + 11
        for k, sr in enumerate(named):
            x, y = lx0 + (k % 4) * (pw / 4), ly + (k // 4) * 4.5
            self.set_draw_color(*_rgb(sr.get("colour", "#000000")))
            self.set_fill_color(*_rgb(sr.get("colour", "#000000")))
            if sr.get("style") in ("line", "linepoints"):
                self.set_line_width(max(0.3, 0.12 * sr.get("width", 1.5)))
                self._dash(sr.get("dash"))
                self.line(x, y, x + 6, y)
                self.set_dash_pattern()
            if sr.get("style") in ("points", "linepoints"):
                self.circle(x + 3, y, 0.8, style="F")
            self.text(x + 7.5, y + 1, _t(sr["name"]))
        self.set_draw_color(0)
        self.set_fill_color(255)
        self.set_line_width(0.2)
        self.set_y(top + height - 6)

    def _dash(self, dash: str | None) -> None:
        if dash == "dash":
            self.set_dash_pattern(dash=1.6, gap=1.0)
        elif dash == "dot":
            self.set_dash_pattern(dash=0.4, gap=0.8)
        else:
            self.set_dash_pattern()


def _segments(points):
    """Runs of points with a value: a gap in the data is a gap in the line, not a drop to zero."""
    seg = []
    for x, y in points:
        if y is None or math.isnan(y):
            if seg:
                yield seg
            seg = []
        else:
            seg.append((x, y))
    if seg:
        yield seg


# -- sections ---------------------------------------------------------------------------
def _setup(pdf: _Pdf, doc: dict) -> None:
    started = started_text(doc)
    rows = [("Run", doc.get("run_id") or "-"), ("Status", doc.get("status") or "-"), ("Started", started),
            ("Host", doc.get("host") or "unknown"), ("Fioscope", doc.get("fioscope_version") or "-"),
            ("fio", f"{doc.get('fio_version') or '-'} ({doc.get('fio_path') or '-'})"),
            ("Label", doc.get("label") or "-")]
    m = doc.get("machine") or {}
    if m:
        ram = f", {m['ram_bytes'] / 2**30:,.1f} GiB RAM" if m.get("ram_bytes") else ""
        rows.append(("Machine", f"{m.get('os', '')} {m.get('release', '')}, {m.get('cpu') or '?'} "
                                f"x{m.get('cpus') or '?'}{ram}"))
    if m.get("target"):
        from app.core.report.html import _tested
        rows.append(("Tested", _tested(m)))
    for key, value in (doc.get("settings") or {}).items():
        rows.append((f"Setting: {key}", value if isinstance(value, (str, int, float)) else
                     json.dumps(value, separators=(", ", ": "))))
    if doc.get("notes"):
        rows.append(("Notes", doc["notes"]))
    pdf.heading("Setup")
    pdf.grid(None, rows, widths=(28, 152), left_cols=2)


def _results(pdf: _Pdf, doc: dict) -> None:
    """What the HTML report's Results section shows: a seed suite's tables, else the peak
    table, else the job file table, else one row per test label."""
    from app.core.report.suite_tables import run_tables
    rt = run_tables(doc)
    if rt is not None:
        pdf.heading(f"Results: {rt.title}")
        pdf.para(f"After {rt.source}.")
        for t in rt.tables:
            pdf.heading(t.title, size=10, keep=20)
            pdf.grid((t.row_header,) + t.columns,
                     [(label,) + tuple(_fmt(v, f",.{t.dec(i)}f") for i, v in enumerate(values))
                      for label, values in t.rows])
        return
    pdf.heading("Results")
    if doc["suite"] == "peak":
        _peak(pdf, doc)
    elif doc.get("suite") in ("jobfile", "import"):
        pdf.para(jobs_table(doc), size=7.5, mono=True)
    else:
        pdf.grid(*_results_rows(doc), widths=(26, 12, 12, 11, 12, 12, 11))
        pdf.para(f"MB/s = 10^6 bytes/s; µs = mean completion latency; {doc['fio_version']} "
                 f"({doc['fio_path']})", size=7.5, colour=_GREY)


def _results_rows(doc: dict):
    """text.results_table's rows as cells."""
    return ("Test", "Read MB/s", "IOPS", "µs", "Write MB/s", "IOPS", "µs"), results_rows(doc)


def _peak(pdf: _Pdf, doc: dict) -> None:
    from app.core.suites.peak import peak_summary
    pdf.grid(("Test", "median MB/s", "min", "max (best)", "spread", "median IOPS"),
             [(f.test, f"{f.median_mb_s:.1f}", f"{f.min_mb_s:.1f}", f"{f.max_mb_s:.1f}",
               f"{f.spread_pct:.1f}%", f"{f.median_iops:.0f}") for f in peak_summary(doc)],
             widths=(30, 14, 12, 14, 12, 14))
    pdf.para("median of the loops after a discarded warm-up; 'best' is the fastest loop, shown for "
             f"comparison only; {doc['fio_version']}", size=7.5, colour=_GREY)


def _sections(doc: dict) -> list[dict]:
    if "sections" in doc:
        return doc["sections"]  # `fioscope report` has worked them out already
    if doc.get("suite") == "steady" and (doc.get("settings") or {}).get("steady"):
        return steady_sections(doc)
    return []


def _test(pdf: _Pdf, t: dict) -> None:
    status = t.get("status")
    pdf.heading(f"{t['name']} {t.get('phase', '')}".strip() +
                (f" ({status})" if status and status != "done" else ""), size=12, keep=40)
    if t.get("error"):
        pdf.para(f"{t['error'].get('message', '')}: {t['error'].get('advice', '')}", colour=(176, 0, 0))
    for line in fio_errors(t):
        pdf.para(line, colour=(176, 0, 0))
    r = t.get("result")
    if r and len(r["threads"]) > 1:
        pdf.grid(("Thread", "read IOPS", "read MB/s", "write IOPS", "write MB/s"),
                 [(thread_row(t, th["index"]), _fmt(th["read"]["iops"], ",.0f"),
                   _fmt(th["read"]["MB_per_s"], ",.2f"),
                   _fmt(th["write"]["iops"], ",.0f"), _fmt(th["write"]["MB_per_s"], ",.2f"))
                  for th in r["threads"]], width=110)
    _charts(pdf, t)
    rows = []
    for d in ("read", "write"):
        x = r["total"][d] if r else None
        if x and x["total_ios"] and x["clat_us"]:
            c = x["clat_us"]
            rows.append((d, _fmt(x["iops"], ",.0f"), _fmt(x["MB_per_s"], ",.2f"), _fmt(c["mean_us"]),
                         _fmt(c["p50_us"]), _fmt(c["p99_us"]), _fmt(c["p999_us"]), _fmt(c["max_us"])))
    if rows:
        pdf.heading("Completion latency percentiles (µs)", size=9.5, keep=20)
        pdf.grid(("Dir", "IOPS", "MB/s", "mean", "p50", "p99", "p99.9", "max"), rows)
    if t.get("cache"):
        pdf.para(f"Page cache: {cache_text(t)}")
    pdf.heading("fio command line", size=9.5, keep=15)
    pdf.para(" ".join(t.get("argv") or []) or "-", size=7.5, mono=True)
    if t.get("jobfile"):
        pdf.heading("Job file", size=9.5, keep=15)
        pdf.para(t["jobfile"].rstrip(), size=7.5, mono=True)


def _charts(pdf: _Pdf, t: dict) -> None:
    samples = [s for s in t.get("samples") or [] if s.get("total")]
    if not samples:
        return
    n = max(len(s.get("threads") or []) for s in samples)

    def thread(s, i, f):  # a sample may lack a thread that the others have
        th = s.get("threads") or []
        return f(th[i]) if i < len(th) else None

    for title, unit, f in (("IOPS", "I/O per s", lambda r: r["read_iops"] + r["write_iops"]),
                           ("Bandwidth", "MB/s", lambda r: (r["read_bps"] + r["write_bps"]) / 1e6)):
        series = [(thread_label(t, i), [(s["t_s"], thread(s, i, f)) for s in samples], PALETTE[i % 10], 0.25)
                  for i in range(n)]
        series.append(("total", [(s["t_s"], f(s["total"])) for s in samples], "#000000", 0.6))
        pdf.chart(series, f"{t['name']}: {title}", unit)
    pdf.chart([("total", [(s["t_s"], _lat(s["total"])) for s in samples], "#000000", 0.5)],
              f"{t['name']}: mean completion latency", "µs")


def _section(pdf: _Pdf, section: dict) -> None:
    """One report section: heading (level 2 or 3), text, table (a label table when its
    columns are blank) and charts."""
    level = 3 if section.get("level") == 3 else 2
    pdf.heading(section["title"], size=12.5 if level == 2 else 10.5, keep=25)
    if section.get("text"):
        pdf.para(section["text"])
    table = section.get("table")
    if table and table.get("rows"):
        cols = table["columns"]
        if not any(str(c) for c in cols):
            pdf.grid(None, table["rows"], widths=(38, 142), left_cols=2)
        else:
            pdf.grid(cols, table["rows"], width=90 if len(cols) <= 2 else None)
    for c in section.get("charts", []):
        if c.get("series") is not None:
            pdf.plot(c)
        else:
            pdf.chart([(c.get("title", ""), c.get("points") or [], "#000000", 0.5)], c.get("title", ""),
                      c.get("unit", ""))


def _steady_pdf(pdf: _Pdf, doc: dict) -> None:
    """A steady-state run as TKperf reports it: verdicts and setup first, then each test;
    the fio command of each test's last round at the end (its first job: the others differ
    only in workload)."""
    from app.core.report.html import _last_round_commands
    for section in _sections(doc):
        _section(pdf, section)
    commands = _last_round_commands(doc)
    if commands:
        pdf.heading("fio commands", size=12.5, keep=25)
        pdf.para("Each round runs its cells as one fio invocation: the last round of each test.", size=8)
        for phase, t in commands:
            argv = list(t.get("argv") or [])
            names = [k for k, a in enumerate(argv) if a.startswith("--name=")]
            more = ""
            if len(names) > 1:  # a round: its first job, and how many follow it
                more = f" ... and {len(names) - 1} more jobs, each after the one before (--stonewall)"
                argv = argv[:names[1]]
            pdf.heading(phase, size=9.5, keep=12)
            pdf.para(" ".join(argv) + more or "-", size=7, mono=True)
    for t in doc["tests"]:
        if t.get("error"):
            pdf.para(f"{t['name']} ({t.get('phase', '')}): {t['error'].get('message', '')}: "
                     f"{t['error'].get('advice', '')}", colour=(176, 0, 0))


def pdf_report(doc: dict) -> bytes:
    """The run document (fioscope.suite/1) as PDF bytes; partial, cancelled and failed runs too."""
    started = (time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(doc["started_at"]))
               if doc.get("started_at") else "")
    run = f"run {doc['run_id']}" if doc.get("run_id") else "unsaved run"
    pdf = _Pdf(f"Fioscope {doc.get('fioscope_version') or ''} · {run} · {doc['suite']} on ", doc["target"])
    steady = doc.get("suite") == "steady" and isinstance((doc.get("settings") or {}).get("steady"), dict)
    heading = f"Fioscope: SNIA PTS steady state on {doc['target']}" if steady else \
        f"Fioscope: {doc['suite']} on {doc['target']}"
    pdf.set_title(_t(heading))
    pdf.set_creator(_t(f"Fioscope {doc.get('fioscope_version') or ''}"))
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 17)
    pdf.multi_cell(0, 8, _t(heading), align="L", new_x="LMARGIN", new_y="NEXT")
    pdf.para(f"{started} · {doc.get('status', '')}" + (f" · {doc['label']}" if doc.get("label") else ""),
             size=10, colour=_GREY)
    if steady:
        _steady_pdf(pdf, doc)
        return bytes(pdf.output())
    _setup(pdf, doc)
    _results(pdf, doc)
    for section in _sections(doc):
        _section(pdf, section)
    for t in doc["tests"]:
        _test(pdf, t)
    return bytes(pdf.output())
