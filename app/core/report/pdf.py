"""The HTML report's content as an A4 PDF: real text (selectable, searchable) and the same
charts, drawn as vectors from the SVG that app.core.report.charts makes for both formats.

Only fpdf2's core fonts are used (Helvetica, Courier): nothing to embed or find on the
machine, so the same run gives the same PDF on every platform. Core fonts cover Latin-1
only; `_t` maps the few other characters the reports use and replaces the rest.
"""
from __future__ import annotations

import math
import textwrap
import time
from typing import Any, Mapping

from fpdf import FPDF
from fpdf.fonts import FontFace
from fpdf.outline import OutlineSection

from app.core.report import charts as ch
from app.core.report.chart_out import to_pdf
from app.core.report.cover import (drive_rows, grid, other_settings, report_title, run_rows, settings_text,
                                   verdicts)
from app.core.report import peak_report as pr
from app.core.report.facts import cache_text, fio_errors
from app.core.report.latency import COMPLETION_NOTE, LATENCY_COLUMNS, LATENCY_NOTE, TOTAL_NOTE, latency_rows
from app.core.report.qos_report import COLUMNS as QOS_COLUMNS, NOTE as QOS_NOTE, qos_rows
from app.core.report.thermal_report import thermal_line
from app.core.report.trust_report import COLUMNS as TRUST_COLUMNS, cell_marks, legend, trust_line, trust_rows
from app.core.report.run_charts import table_charts, test_charts, thread_row
from app.core.report.steady_report import steady_sections
from app.core.report.suite_tables import run_tables
from app.core.report.table_align import word_columns
from app.core.report.text import jobs_table
from app.core.history.document import RunDoc

_LATIN1 = str.maketrans({"–": "-", "—": "-", "‘": "'", "’": "'", "“": '"', "”": '"', "…": "...",
                         "≥": ">=", "≤": "<=", "→": "->", "\t": "    ", "✔": "", "⚠": "!"})
_GREY = (110, 110, 110)
_HEAD = FontFace(emphasis="BOLD", fill_color=(238, 238, 238))
_READ, _WRITE = (0, 114, 178), (213, 94, 0)  # Okabe-Ito blue and vermillion, as in the HTML grid


def _t(text) -> str:
    """Text a core font can show: Latin-1 (which has µ, · and ×), anything else as '?'."""
    return str(text).translate(_LATIN1).encode("latin-1", "replace").decode("latin-1")


def _fmt(v, spec=",.1f") -> str:
    return "-" if v is None or (isinstance(v, float) and math.isnan(v)) else format(v, spec)


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
    def heading(self, text: str, size: float = 13, keep: float = 30, toc: int = 0) -> None:
        """A heading, moved to the next page with `keep` mm of what follows rather than left alone;
        toc 1 or 2: an entry (at that level) in the table of contents."""
        if self.will_page_break(keep):
            self.add_page()
        if toc:
            self.start_section(_t(text), level=toc - 1)
        self.ln(2)
        self.set_font("Helvetica", "B", size)
        self.multi_cell(0, size * 0.5, _t(text), align="L", new_x="LMARGIN", new_y="NEXT")
        self.ln(1)

    def para(self, text: str, size: float = 9, colour: tuple[int, int, int] = (0, 0, 0),
             mono: bool = False, fill: tuple[int, int, int] | None = None) -> None:
        self.set_font("Courier" if mono else "Helvetica", size=size)
        self.set_text_color(*colour)
        if mono and not fill:
            self._mono(_t(text), size)
            return
        if fill:
            self.set_fill_color(*fill)
        self.multi_cell(0, size * 0.45 + (1 if fill else 0), _t(text), align="L", new_x="LMARGIN", new_y="NEXT",
                        fill=bool(fill), padding=(0.8, 1.5) if fill else 0)  # type: ignore[arg-type]  # fpdf2 pads in mm (floats); its hint says int
        self.set_text_color(0)
        self.set_fill_color(255)
        self.ln(1)

    def _mono(self, text: str, size: float) -> None:
        """Courier text (commands, job files) wrapped here, at spaces where a line has them:
        every character is 0.6 em wide, and fpdf2's multi_cell measured each one (a quick
        run's commands and job files took it 0.15 s)."""
        per_line = max(8, int(self.epw / (0.6 * size * 25.4 / 72)))
        h = size * 0.45
        for line in text.split("\n"):
            for part in textwrap.wrap(line, per_line, break_long_words=True, break_on_hyphens=False,
                                      drop_whitespace=True) or [""]:
                self.cell(0, h, part, new_x="LMARGIN", new_y="NEXT")
        self.set_text_color(0)
        self.ln(1)

    def grid(self, columns, rows, widths=None, width=None, left_cols: int = 1, size: float = 8) -> None:
        """A bordered table with a shaded header (none if `columns` is None); the first `left_cols`
        columns and any of words are left-aligned (labels), figures right-aligned, as in the HTML
        report (table_align)."""
        if not rows:
            return
        n = len(columns) if columns is not None else len(rows[0])
        self.set_font("Helvetica", size=size)
        words = word_columns(rows, n)
        align = tuple("LEFT" if i < left_cols or i in words else "RIGHT" for i in range(n))
        if widths is None and width is None:
            widths = self._fitted(columns, rows, n)
        with self.table(col_widths=widths, width=width, align="LEFT", text_align=align,
                        first_row_as_headings=columns is not None, headings_style=_HEAD,
                        line_height=size * 0.5, padding=(0.6, 1.2)) as table:
            for r in ([columns] if columns is not None else []) + list(rows):
                row = table.row()
                for c in r:
                    row.cell(_cell_text(_t(c)))
        self.ln(2)

    def _fitted(self, columns, rows, n: int) -> tuple[float, ...]:
        """Column widths (mm) by what they hold, in the current font: each at least its longest
        word (the header's in bold), so no word is broken; the room left goes to the columns in
        proportion to what more their longest cell (at most 80 mm) needs. Equal columns wrapped
        a verdict into a tall thin cell beside columns of a dash."""
        pad = 2 * 1.2 + 1.0  # the cells' padding and border
        mins, wants = [], []
        for i in range(n):
            cells = [_cell_text(_t(r[i])) for r in rows if i < len(r)]
            words = [x for c in cells for x in c.split()]
            head = 1.1 * max((self.get_string_width(x) for x in str(columns[i]).split()), default=0) \
                if columns is not None else 0
            low = max([head, 4.0] + [self.get_string_width(x) for x in set(words)]) + pad
            mins.append(low)
            wants.append(max(low, min(80.0, max((self.get_string_width(c) for c in cells), default=0) + pad)))
        room, more = self.epw - sum(mins), sum(wants) - sum(mins)
        if room <= 0:
            return tuple(mins)
        if more <= room:  # everything fits on one line: spread the rest in proportion
            return tuple(w * self.epw / sum(wants) for w in wants)
        return tuple(lo + room * (w - lo) / more for lo, w in zip(mins, wants))

    def kv(self, rows, x: float, w: float, key_w: float = 20, size: float = 8) -> float:
        """Label-value lines in a column at x, w mm wide; returns the y below them."""
        for key, value in rows:
            self.set_x(x)
            self.set_font("Helvetica", "B", size)
            self.set_text_color(*_GREY)
            self.cell(key_w, size * 0.5, _t(key))
            self.set_font("Helvetica", size=size)
            self.set_text_color(0)
            self.multi_cell(w - key_w, size * 0.5, _t(value), align="L", new_x="LEFT", new_y="NEXT")
        return self.get_y()

    def figure(self, chart: dict) -> None:
        """One chart across the text width, drawn with the PDF's own lines and text from the
        layout the HTML report's SVG is written from (app.core.report.charts)."""
        scene = ch.scene(chart)
        if scene is None:
            return
        h = self.epw * scene.height / scene.width
        if self.will_page_break(h + 2):
            self.add_page()
        to_pdf(self, scene, self.l_margin, self.get_y(), self.epw, _t)
        self.set_y(self.get_y() + h + 2)


# -- the first page ----------------------------------------------------------------------
def _cdm(pdf: _Pdf, doc: RunDoc) -> None:
    """CrystalDiskMark's grid: each cell MB/s, IOPS and mean µs over a bar of its MB/s."""
    rows = grid(doc)
    if not rows:
        return
    top = max((c.mb_s for r in rows for c in (r.read, r.write) if c), default=0) or 1.0
    label_w, cell_w, h = 46, (pdf.epw - 46) / 2, 12
    marks = cell_marks(doc)  # what limited a cell's figure (insight.trust), legend under the grid
    x0 = pdf.l_margin
    if pdf.will_page_break(8 + h * len(rows)):
        pdf.add_page()
    pdf.set_font("Helvetica", "B", 9)
    for k, name in enumerate(("Read", "Write")):
        pdf.set_xy(x0 + label_w + k * cell_w, pdf.get_y())
        pdf.cell(cell_w, 6, name, align="C")
    pdf.ln(6)
    pdf.set_draw_color(200)
    for r in rows:
        y = pdf.get_y()
        pdf.set_fill_color(245)
        pdf.rect(x0, y, label_w, h, style="DF")
        pdf.set_xy(x0 + 1.5, y)
        pdf.set_font("Helvetica", "B", 9)
        pdf.multi_cell(label_w - 3, 4.5, _t(r.label), align="L", new_x="LEFT", new_y="NEXT")
        for k, (c, colour) in enumerate(((r.read, _READ), (r.write, _WRITE))):
            x = x0 + label_w + k * cell_w
            pdf.set_fill_color(255)
            pdf.rect(x, y, cell_w, h, style="D")
            if c is None:
                pdf.set_xy(x, y + 3.5)
                pdf.set_font("Helvetica", size=9)
                pdf.cell(cell_w, 5, "-", align="C")
                continue
            pdf.set_fill_color(*[int(v + (255 - v) * 0.7) for v in colour])
            pdf.rect(x, y, max(0.5, c.mb_s / top * cell_w), h, style="F")
            pdf.set_xy(x, y + 1)
            pdf.set_font("Helvetica", "B", 13)
            pdf.cell(cell_w - 2, 6, _t(f"{c.mb_s:,.2f} MB/s"), align="R")
            pdf.set_xy(x, y + 6.5)
            pdf.set_font("Helvetica", size=8)
            lat = f" · {c.mean_us:,.1f} µs" + ("" if c.total else " clat") if c.mean_us is not None else ""
            pdf.cell(cell_w - 2, 4.5, _t(f"{c.iops:,.0f} IOPS{lat}"), align="R")
            if mark := marks.get((r.label, ("read", "write")[k])):
                pdf.set_xy(x + 1, y + 1)
                pdf.set_font("Helvetica", "B", 7)
                pdf.set_fill_color(138, 28, 28)
                pdf.set_text_color(255)
                pdf.cell(pdf.get_string_width(mark) + 2, 4, mark, fill=True)
                pdf.set_text_color(0)
        pdf.set_xy(x0, y + h)
    pdf.set_draw_color(0)
    pdf.ln(1.5)
    clat = any(not c.total for r in rows for c in (r.read, r.write) if c and c.mean_us is not None)
    pdf.para(f"MB/s = 10^6 bytes/s; IOPS = I/O per second; {TOTAL_NOTE}{'; ' + COMPLETION_NOTE if clat else ''}; "
             f"{doc.get('fio_version') or ''}" +
             ("; a peak run's figures are the median of its loops" if doc.get("suite") == "peak" else ""),
             size=7.5, colour=_GREY)
    if marks:
        pdf.para("Marks: " + "; ".join(legend(marks.values())), size=7.5, colour=_GREY)


def _cover(pdf: _Pdf, doc: RunDoc, heading: str, results: bool, trust: bool = True) -> None:
    started = (time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(doc["started_at"]))
               if doc.get("started_at") else "")
    pdf.set_font("Helvetica", "B", 17)
    pdf.multi_cell(0, 8, _t(heading), align="L", new_x="LMARGIN", new_y="NEXT")
    pdf.para(f"{started} · {doc.get('status', '')}" + (f" · {doc['label']}" if doc.get("label") else ""),
             size=10, colour=_GREY)
    y, half = pdf.get_y(), (pdf.epw - 6) / 2
    pdf.set_font("Helvetica", "B", 10)
    pdf.text(pdf.l_margin, y + 3, "Drive")
    pdf.text(pdf.l_margin + half + 6, y + 3, "Run")
    pdf.set_y(y + 5)
    left = pdf.kv(drive_rows(doc), pdf.l_margin, half)
    pdf.set_y(y + 5)
    right = pdf.kv(run_rows(doc), pdf.l_margin + half + 6, half)
    pdf.set_y(max(left, right) + 2)
    if results and grid(doc):
        pdf.heading("Results", toc=1)
        _cdm(pdf, doc)
        if pr.is_peak(doc):
            _peak_summary(pdf, doc)
    v = verdicts(doc)  # good news on green, plain facts on grey (no sensor is neither), warnings on orange
    for line in v.ok:
        pdf.para(line, fill=(230, 244, 238))
    for line in v.notes:
        pdf.para(line, fill=(241, 241, 241))
    for line in v.warn:
        pdf.para(line, fill=(253, 240, 230))
    if trust:
        _trust(pdf, doc)


CELL_MAX = 300  # characters: a longer cell (a job file's hostile name) would make a row taller than a page


def _cell_text(text: str) -> str:
    return text if len(text) <= CELL_MAX else text[:CELL_MAX - 3] + "..."  # Helvetica is latin-1: no ellipsis


def _trust(pdf: _Pdf, doc: RunDoc) -> None:
    if trust := trust_rows(doc):
        pdf.heading("What limited each result", size=10, keep=20)
        pdf.grid(TRUST_COLUMNS, trust, widths=(11, 36, 24, 16, pdf.epw - 87), left_cols=5, size=7)


# -- the rest ----------------------------------------------------------------------------
def _plan(pdf: _Pdf, doc: RunDoc) -> None:
    rt = run_tables(doc)
    if rt is None:
        return
    pdf.heading(f"Results: {rt.title}", toc=1)
    pdf.para(f"After {rt.source}.")
    for t in rt.tables:
        pdf.heading(t.title, size=10, keep=20, toc=2)
        pdf.grid((t.row_header,) + t.columns,
                 [(label,) + tuple(_fmt(v, f",.{t.dec(i)}f") for i, v in enumerate(values))
                  for label, values in t.rows])
        for c in table_charts(t):
            pdf.figure(c)
    pdf.para(rt.note, size=7.5, colour=_GREY)


def _peak_summary(pdf: _Pdf, doc: RunDoc) -> None:
    """The first page's table of a Peak run: median, best loop and spread per test."""
    pdf.heading("Median, best and spread per test", size=10, keep=20)
    pdf.grid(pr.SUMMARY_COLUMNS, pr.summary_rows(doc), widths=(30, 12, 12, 22, 22, 20, 24, 28), left_cols=2,
             size=7.5)
    pdf.para(pr.summary_note(doc), size=7.5, colour=_GREY)


def _peak(pdf: _Pdf, doc: RunDoc) -> None:
    """After the first page: a chart per test, the settings, then the appendix (every loop, each
    test's fio command once): each run on its own pages made a 1-loop report 31-70 pages."""
    charts = pr.charts(doc)
    if charts:
        pdf.add_page()
        pdf.heading("Bandwidth over each loop", toc=1)
        for c in charts:
            pdf.figure(c)
    _settings(pdf, doc)  # short: where the charts end (the cover's line has the most of it)
    pdf.add_page()
    pdf.heading(pr.APPENDIX_TITLE, toc=1)
    pdf.para(pr.APPENDIX_TEXT, size=8)
    pdf.grid(pr.LOOP_COLUMNS, pr.loop_rows(doc), widths=(26, 11, 30, 17, 17, 20, 19, 21, 19), left_cols=3,
             size=7)
    _trust(pdf, doc)  # per run, warm-ups among them: the first page says how many were limited
    commands = pr.commands(doc)
    if commands:
        pdf.heading("fio commands", size=11, keep=20, toc=1)
        pdf.para("Each loop of a test runs the same command; its warm-up a shorter one.", size=8)
        for name, t in commands:
            pdf.heading(name, size=8.5, keep=10)
            pdf.para(" ".join(t.get("argv") or []) or "-", size=7, mono=True)


def _settings(pdf: _Pdf, doc: RunDoc) -> None:
    """How the run was made, in words (the cover's settings line, then what it leaves out)."""
    rows = [*other_settings(doc)] + ([("Notes", doc["notes"])] if doc.get("notes") else [])
    if rows:  # else the cover's line says it all
        pdf.heading("Settings", toc=1)
        pdf.grid(None, [("Settings", settings_text(doc)), *rows], widths=(28, 152), left_cols=2)


def _sections(doc: RunDoc) -> list[dict]:
    if "sections" in doc:
        return doc["sections"]  # `fioscope report` has worked them out already
    if doc.get("suite") == "steady" and (doc.get("settings") or {}).get("steady"):
        return steady_sections(doc)
    return []


def _test(pdf: _Pdf, t: Mapping[str, Any], first: bool) -> None:
    status = t.get("status")
    if not first:
        pdf.add_page()  # each test on its own page, as the HTML prints
    pdf.heading(f"{t['name']} {t.get('phase', '')}".strip() +
                (f" ({status})" if status and status != "done" else ""), size=12, keep=40, toc=1)
    if t.get("error"):
        pdf.para(f"{t['error'].get('message', '')}: {t['error'].get('advice', '')}", colour=(176, 0, 0))
    for line in fio_errors(t):
        pdf.para(line, colour=(176, 0, 0))
    if t.get("cache"):
        pdf.para(f"Page cache: {cache_text(t)}")
    if thermal := thermal_line(t):
        pdf.para(thermal)
    if trust_line(t):
        pdf.para(trust_line(t))
    r = t.get("result")
    if r and len(r["threads"]) > 1:
        pdf.grid(("Thread", "read IOPS", "read MB/s", "write IOPS", "write MB/s"),
                 [(thread_row(t, th["index"]), _fmt(th["read"]["iops"], ",.0f"),
                   _fmt(th["read"]["MB_per_s"], ",.2f"),
                   _fmt(th["write"]["iops"], ",.0f"), _fmt(th["write"]["MB_per_s"], ",.2f"))
                  for th in r["threads"]], width=110)
    rows = latency_rows(t)
    if rows:
        pdf.heading("Latency (µs)", size=9.5, keep=20)
        pdf.grid(LATENCY_COLUMNS, rows, size=7.5)
        pdf.para(LATENCY_NOTE, size=7.5, colour=_GREY)
    rows = qos_rows(t)
    if rows:
        pdf.heading("Latency QoS (µs)", size=9.5, keep=20)
        pdf.grid(QOS_COLUMNS, rows, size=7.5)
        pdf.para(QOS_NOTE, size=7.5, colour=_GREY)
    for c in test_charts(t):
        pdf.figure(c)
    pdf.heading("fio command line", size=9.5, keep=15)
    pdf.para(" ".join(t.get("argv") or []) or "-", size=7.5, mono=True)
    if t.get("jobfile"):
        pdf.heading("Job file", size=9.5, keep=15)
        pdf.para(t["jobfile"].rstrip(), size=7.5, mono=True)


def _section(pdf: _Pdf, section: dict) -> None:
    """One report section: heading (level 2 or 3), text, table (a label table when its
    columns are blank) and charts."""
    level = 3 if section.get("level") == 3 else 2
    pdf.heading(section["title"], size=12.5 if level == 2 else 10.5, keep=25, toc=1 if level == 2 else 2)
    if section.get("text"):
        pdf.para(section["text"])
    table = section.get("table")
    if table and table.get("rows"):
        cols = table["columns"]
        if not any(str(c) for c in cols):
            pdf.grid(None, table["rows"], widths=(38, 142), left_cols=2)
        else:
            pdf.grid(cols, table["rows"], width=90 if len(cols) <= 2 else None,
                     left_cols=table.get("left_cols", 1))  # a table of words: more than its labels left
    for c in section.get("charts", []):
        pdf.figure(c)


def _steady_pdf(pdf: _Pdf, sections: list[dict], doc: RunDoc) -> None:
    """A steady-state run as TKperf reports it: setup first, then each test (the verdicts are on
    the first page); the fio command of each test's last round at the end (its first job: the
    others differ only in workload)."""
    from app.core.report.html import last_round_commands
    for section in sections:
        _section(pdf, section)
    commands = last_round_commands(doc)
    if commands:
        pdf.heading("fio commands", size=12.5, keep=25, toc=1)
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


def _toc(pdf: FPDF, outline: list[OutlineSection]) -> None:
    pdf.set_xy(pdf.l_margin, pdf.t_margin)
    pdf.set_font("Helvetica", "B", 13)
    pdf.cell(0, 8, "Contents", new_x="LMARGIN", new_y="NEXT")
    for s in outline:
        pdf.set_font("Helvetica", "B" if s.level == 0 else "", 9 if s.level == 0 else 8)
        indent = 5 * s.level
        pdf.set_x(pdf.l_margin + indent)
        name = s.name if len(s.name) < 90 else s.name[:87] + "..."
        pdf.cell(pdf.epw - indent - 12, 4.6, name, link=pdf.add_link(page=s.page_number))
        pdf.cell(12, 4.6, str(s.page_number), align="R", new_x="LMARGIN", new_y="NEXT")


def _long(doc: RunDoc, steady: bool) -> bool:
    """A run that needs a table of contents: steady state, a plan, or many tests."""
    return steady or run_tables(doc) is not None or len(doc.get("tests", [])) > 6


def pdf_report(doc: RunDoc) -> bytes:
    """The run document (fioscope.suite/1) as PDF bytes; partial, cancelled and failed runs too."""
    run = f"run {doc['run_id']}" if doc.get("run_id") else "unsaved run"
    pdf = _Pdf(f"Fioscope {doc.get('fioscope_version') or ''} · {run} · {doc['suite']} on ", doc["target"])
    steady = doc.get("suite") == "steady" and isinstance((doc.get("settings") or {}).get("steady"), dict)
    heading = report_title(doc)
    pdf.set_title(_t(heading))
    pdf.set_creator(_t(f"Fioscope {doc.get('fioscope_version') or ''}"))
    pdf.add_page()
    toc = _long(doc, steady) and not pr.is_peak(doc)  # a Peak report is a few pages: no contents page
    # A long report's contents come on page 2; what limited each result (up to 40 rows) after it.
    _cover(pdf, doc, heading, results=not steady, trust=not steady and not pr.is_peak(doc) and not toc)
    sections = _sections(doc)
    if steady and sections:  # the verdicts: a steady-state run's answer, on its first page
        _section(pdf, sections[0])
        sections = sections[1:]
    if steady:  # what limited the cells (up to 40 rows): after the verdicts, not before them
        _trust(pdf, doc)
    if toc:
        pdf.add_page()
        pdf.insert_toc_placeholder(_toc, pages=1, allow_extra_pages=True)
        if not steady:
            _trust(pdf, doc)
    if steady:
        _steady_pdf(pdf, sections, doc)
    elif pr.is_peak(doc):
        _peak(pdf, doc)
    else:
        _plan(pdf, doc)
        jobs = jobs_table(doc)
        if jobs:
            pdf.heading("Per fio job", toc=1)
            pdf.para(jobs, size=7.5, mono=True)
        _settings(pdf, doc)
        for section in sections:
            _section(pdf, section)
        for k, t in enumerate(doc["tests"]):
            _test(pdf, t, first=k == 0)
    for t in doc["tests"]:
        if (err := t.get("error")) and steady:
            pdf.para(f"{t['name']} ({t.get('phase', '')}): {err.get('message', '')}: "
                     f"{err.get('advice', '')}", colour=(176, 0, 0))
    return bytes(pdf.output())
