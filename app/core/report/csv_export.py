"""CSV: the time series (one row per thread per interval) and a per-test summary.

Every cell goes through text_safe.spreadsheet_cell: a test imported from a fio JSON may be
named `=HYPERLINK(...)`, which a spreadsheet would run as a formula."""
from __future__ import annotations

import csv
import io

from app.core.report.cliff_report import COLUMNS, cliff_rows
from app.core.report.text import test_errors
from app.core.history.document import RunDoc
from app.core.text_safe import spreadsheet_cell

SERIES_COLUMNS = ("run", "test", "phase", "seq", "t_s", "ramp", "thread", "read_iops", "write_iops",
                  "read_bytes_per_s", "write_bytes_per_s", "read_clat_ns", "write_clat_ns", "drive_temp_c")
SUMMARY_COLUMNS = ("run", "test", "phase", "status", "direction", "iops", "MB_per_s", "MiB_per_s",
                   "clat_mean_us", "clat_p50_us", "clat_p99_us", "clat_p999_us", "clat_max_us", "threads",
                   "errors")


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
    out = io.StringIO()
    w = _Writer(out)
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
    return out.getvalue()


def summary_csv(doc: RunDoc) -> str:
    out = io.StringIO()
    w = _Writer(out)
    w.writerow(SUMMARY_COLUMNS)
    for t in doc["tests"]:
        r = t.get("result")
        errors = "; ".join(test_errors(t))
        if r is None or not any(r["total"][d]["total_ios"] for d in ("read", "write")):
            if errors:  # a test without figures still says what went wrong
                w.writerow((doc.get("run_id") or "", t["name"], t.get("phase", ""), t["status"], "",
                            *([""] * 8), len(r["threads"]) if r else "", errors))
            continue
        for direction in ("read", "write"):
            d = r["total"][direction] if r else None
            if d is None or d["total_ios"] == 0:
                continue
            lat = d["clat_us"] or {}
            w.writerow((doc.get("run_id") or "", t["name"], t.get("phase", ""), t["status"], direction,
                        f"{d['iops']:.3f}", f"{d['MB_per_s']:.3f}", f"{d['MiB_per_s']:.3f}",
                        *(("" if lat.get(k) is None else f"{lat[k]:.3f}")
                          for k in ("mean_us", "p50_us", "p99_us", "p999_us", "max_us")),
                        len(r["threads"]), errors))
    rows = cliff_rows(doc)
    if rows:  # a write cliff run: its detected figures, as a second table after a blank line
        w.writerow(())
        w.writerow(COLUMNS)
        w.writerows(rows)
    return out.getvalue()
