"""CSV: the results (one row per test and direction, each column's unit in its header) and
the time series (one row per thread per interval). `--format csv` is both: the results
first, then, after an empty row and a title row, the samples with their own header;
`--format summary-csv` is the results alone.

Every cell goes through text_safe.spreadsheet_cell: a test imported from a fio JSON may be
named `=HYPERLINK(...)`, which a spreadsheet would run as a formula. Units are written in
ASCII ("us"): a spreadsheet that opens a CSV as Windows-1252 shows "µ" as two characters."""
from __future__ import annotations

import csv
import io

from typing import Any, Mapping

from app.core.report.cliff_report import COLUMNS, cliff_rows
from app.core.report.facts import test_errors
from app.core.report.latency import clamped_percentiles
from app.core.report.latency_load_report import CSV_HEAD as LOAD_HEAD, load_csv_rows
from app.core.report.qos_report import qos_level
from app.core.history.document import RunDoc
from app.core.text_safe import spreadsheet_cell

SERIES_COLUMNS = ("run", "test", "phase", "seq", "t_s", "ramp", "thread", "read_iops", "write_iops",
                  "read_bytes_per_s", "write_bytes_per_s", "read_clat_ns", "write_clat_ns", "drive_temp_c")
SUMMARY_COLUMNS = ("run", "test", "phase", "status", "direction", "IOPS (I/O per s)", "MB/s (10^6 bytes per s)",
                   "MiB/s (2^20 bytes per s)", "lat mean (us)", "clat mean (us)", "clat p50 (us)", "clat p99 (us)",
                   "clat p99.9 (us)", "clat p99.99 (us)", "clat p99.999 (us)", "clat p99.9999 (us)",
                   "clat max (us)", "threads", "errors")
SAMPLES_TITLE = ("Samples: one row per thread per interval (thread 'total': the test's); rates in I/O and "
                 "bytes per s, completion latency (clat) in ns, drive temperature in C",)


class _Writer:
    """csv.writer whose cells are neutralised (the only CSV writer of the project)."""

    def __init__(self, out: io.StringIO) -> None:
        self._w = csv.writer(out)

    def writerow(self, row) -> None:
        self._w.writerow([spreadsheet_cell(c) for c in row])

    def writerows(self, rows) -> None:
        for row in rows:
            self.writerow(row)


def series_csv(doc: RunDoc) -> str:
    """The samples alone (their own header first)."""
    out = io.StringIO()
    _samples(_Writer(out), doc)
    return out.getvalue()


def _samples(w: _Writer, doc: RunDoc) -> None:
    w.writerow(SERIES_COLUMNS)
    for t in doc["tests"]:
        for i, s in enumerate(t["samples"], 1):
            # a None thread sent nothing this interval (a host that dropped out): no row, its index kept
            for idx, r in [(x, r) for x, r in enumerate(s["threads"]) if r is not None] + [("total", s["total"])]:
                w.writerow((doc.get("run_id") or "", t["name"], t.get("phase", ""), i, f"{s['t_s']:.3f}",
                            int(s["ramp"]), idx, f"{r['read_iops']:.3f}", f"{r['write_iops']:.3f}",
                            f"{r['read_bps']:.1f}", f"{r['write_bps']:.1f}",
                            "" if r["read_lat_ns"] is None else f"{r['read_lat_ns']:.1f}",
                            "" if r["write_lat_ns"] is None else f"{r['write_lat_ns']:.1f}",
                            "" if s.get("temp_c") is None else f"{s['temp_c']:.1f}"))


def _threads(t: Mapping[str, Any], r: dict) -> int:
    """fio's threads of the test: its numjobs where group_reporting folded them into one entry."""
    return max(len(r["threads"]), int((t.get("spec") or {}).get("numjobs") or 0))


def _results(w: _Writer, doc: RunDoc) -> None:
    w.writerow(SUMMARY_COLUMNS)
    for t in doc["tests"]:
        r = t.get("result")
        errors = "; ".join(test_errors(t))
        if r is None or not any((r["total"].get(d) or {}).get("total_ios") for d in ("read", "write", "trim")):
            if errors:  # a test without figures still says what went wrong
                w.writerow((doc.get("run_id") or "", t["name"], t.get("phase", ""), t["status"], "",
                            *([""] * 12), len(r["threads"]) if r else "", errors))
            continue
        for direction in ("read", "write", "trim"):
            d = r["total"].get(direction) if r else None  # trim: absent from results stored before trims were kept
            if d is None or d["total_ios"] == 0:
                continue
            clat = d.get("clat_us") or {}
            p = clamped_percentiles(clat, ("p50_us", "p99_us", "p999_us", "p9999_us"))
            lat = (d.get("lat_us") or {}).get("mean_us")
            w.writerow((doc.get("run_id") or "", t["name"], t.get("phase", ""), t["status"], direction,
                        f"{d['iops']:.3f}", f"{d['MB_per_s']:.3f}", f"{d['MiB_per_s']:.3f}", _us(lat),
                        _us(clat.get("mean_us")), *(_us(p[k]) for k in ("p50_us", "p99_us", "p999_us", "p9999_us")),
                        *(_us(qos_level(clat, pct)) for pct in (99.999, 99.9999)),
                        _us(clat.get("max_us")), _threads(t, r), errors))
    rows = cliff_rows(doc)
    if rows:  # a write cliff run: its detected figures, as a second table after a blank line
        w.writerow(())
        w.writerow(COLUMNS)
        w.writerows(rows)
    rows = load_csv_rows(doc)
    if rows:  # latency versus load: its steps with the rate each offered, likewise
        w.writerow(())
        w.writerow(LOAD_HEAD)
        w.writerows(rows)


def _us(v) -> str:
    return "" if v is None else f"{v:.3f}"


def summary_csv(doc: RunDoc) -> str:
    """The results table alone."""
    out = io.StringIO()
    _results(_Writer(out), doc)
    return out.getvalue()


def report_csv(doc: RunDoc) -> str:
    """The results first, then the samples as a section of their own."""
    out = io.StringIO()
    w = _Writer(out)
    _results(w, doc)
    w.writerow(())
    w.writerow(SAMPLES_TITLE)
    _samples(w, doc)
    return out.getvalue()


def table_csv(columns, rows) -> str:
    """One table (a header and its rows), neutralised like every CSV here."""
    out = io.StringIO()
    w = _Writer(out)
    w.writerow(columns)
    w.writerows(rows)
    return out.getvalue()
