"""One stored run in any export format: the single renderer the CLI and the app both call."""
from __future__ import annotations

import json
from typing import Literal, overload
from dataclasses import dataclass

from app.core.errors import InputError
from app.core.history.store import VIEW_SAMPLES, RunStore
from app.core.report.cliff_report import COLUMNS, cliff_chart, cliff_lines, cliff_result, cliff_rows
from app.core.report.csv_export import report_csv, summary_csv, table_csv
from app.core.report.html import html_report
from app.core.report.latency_load_report import load_section
from app.core.report.pts_report import pts_result, pts_sections
from app.core.report.qos_report import CURVE_COLUMNS, qos_curve_rows, qos_text
from app.core.report.steady_report import steady_sections
from app.core.report.text import text_report
from app.core.history.document import RunDoc
from app.core.text_safe import printable_doc



@dataclass(frozen=True)
class ReportFormat:
    """One export format: `fioscope report --format NAME` and the app's export dialog (its
    filter "TITLE (*EXT)") both list these, so a new format is added here once."""

    name: str
    title: str
    extension: str


REPORT_FORMATS = (ReportFormat("html", "HTML report", ".html"), ReportFormat("txt", "Text summary", ".txt"),
                  ReportFormat("json", "JSON, everything", ".json"), ReportFormat("csv", "CSV time series", ".csv"),
                  ReportFormat("summary-csv", "CSV summary", ".csv"), ReportFormat("qos-csv", "CSV QoS table", ".csv"),
                  ReportFormat("pdf", "PDF report", ".pdf"))
FORMATS = tuple(f.name for f in REPORT_FORMATS)


# Formats that draw or summarise the samples rather than list them: they read a bounded view
# of each test's samples (each bucket's minima and maxima), so a day of 64 threads renders in
# seconds; the others list every sample stored.
VIEW_FORMATS = ("html", "pdf", "txt")


def load(store: RunStore, run: str, fmt: str = "json") -> RunDoc:
    """A stored run by id, or "last", as `fmt` needs it (VIEW_FORMATS: a bounded view of the
    samples); a steady-state run carries its report sections."""
    runs = store.runs()
    if run == "last":
        if not runs:
            raise InputError("no runs are stored yet")
        run_id = runs[0].id
    else:
        try:
            run_id = int(run)
        except ValueError:
            raise InputError(f"run {run!r} is not a run id", "see `fioscope history`")
        if not 0 < run_id < 1 << 63:  # beyond SQLite's integers: no such run, not a store error
            raise InputError(f"run {run!r} is not a run id", "see `fioscope history`")
    try:
        return load_id(store, run_id, fmt, steady=any(r.id == run_id and r.suite == "steady" for r in runs))
    except KeyError:
        raise InputError(f"no run {run_id} in {store.path}", "see `fioscope history`")


def load_id(store: RunStore, run_id: int, fmt: str, steady: bool | None = None) -> RunDoc:
    """Run run_id as `fmt` needs it, with its report sections (the CLI's report and the app's
    export and view read it so). steady: whether it is a steady-state run, if known."""
    doc = None
    if fmt in VIEW_FORMATS and steady is not False:
        # A steady-state report shows its rounds' figures, no cell's samples: a day of write
        # saturation is 86,400 sample rows, read and escaped for nothing (half its HTML's time).
        doc = store.load_run(run_id, with_samples=False)
        doc = doc if is_steady(doc) else None
    if doc is None:
        doc = store.load_run(run_id, max_samples=VIEW_SAMPLES if fmt in VIEW_FORMATS else None)
    return with_sections(doc)


def is_steady(doc: RunDoc) -> bool:
    """A steady-state run with its settings: reported as TKperf does (steady_report)."""
    return doc.get("suite") == "steady" and isinstance((doc.get("settings") or {}).get("steady"), dict)


def with_sections(doc: RunDoc) -> RunDoc:
    """TKperf's report of a steady-state run (verdicts and setup first, then per test), or the
    write cliff's figures, added to doc."""
    if is_steady(doc):
        doc["sections"] = steady_sections(doc)
    elif cliff_result(doc):  # the write cliff's detected figures: a section every format shows
        doc["sections"] = [{"title": "Write cliff", "text": "\n".join(cliff_lines(doc)),
                            "table": {"columns": list(COLUMNS), "rows": [list(r) for r in cliff_rows(doc)]},
                            "charts": [c for c in (cliff_chart(doc),) if c]}]
    elif section := load_section(doc):  # latency versus load: its steps, knee and answer
        doc["sections"] = [section]
    elif pts_result(doc):  # SNIA PTS's HIR, XSR, DIRTH: a section each, as the PTS report pages
        doc["sections"] = pts_sections(doc)
    return doc


@overload
def render(doc: RunDoc, fmt: Literal["pdf"]) -> bytes: ...
@overload
def render(doc: RunDoc, fmt: Literal["txt", "html", "json"]) -> str: ...
@overload
def render(doc: RunDoc, fmt: str) -> str | bytes: ...


def render(doc: RunDoc, fmt: str) -> str | bytes:
    """The run in one of FORMATS: text, except "pdf", which is bytes."""
    if fmt not in FORMATS:
        raise InputError(f"unknown format {fmt!r}", "choose one of " + ", ".join(FORMATS))
    if fmt in ("html", "pdf", "txt"):
        # Reports people read show a control character in a name escaped: raw, it drives the
        # terminal a text report is shown on, breaks a chart's SVG (XML forbids it) and with
        # it the PDF; a lone surrogate cannot even be written as UTF-8. JSON escapes them
        # itself; CSV keeps the data and neutralises formulas (csv_export).
        doc = printable_doc(doc)
    if fmt == "html":
        return html_report(doc)
    if fmt == "pdf":
        from app.core.report.pdf import pdf_report  # fpdf2 is loaded only when a PDF is asked for
        return pdf_report(doc)
    if fmt == "json":
        return json.dumps(doc, indent=1)
    if fmt == "txt":
        qos = qos_text(doc)
        return text_report(doc) + (f"\n{qos}\n" if qos else "") + "".join(
            f"\n{s['title']}\n" + (s.get("text", "") + "\n" if s.get("text") else "") +
            ("".join("  " + "  ".join(str(c) for c in row) + "\n"
                     for row in ([s["table"]["columns"]] if any(str(c) for c in s["table"]["columns"]) else []) +
                     s["table"]["rows"]) if s.get("table") else "")
            for s in doc.get("sections", []))
    if fmt == "csv":
        return report_csv(doc)
    if fmt == "qos-csv":  # the exceedance curves' points: one row per test, direction and fio bucket
        return table_csv(CURVE_COLUMNS, qos_curve_rows(doc))
    return summary_csv(doc)
