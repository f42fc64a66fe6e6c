"""CrystalDiskMark-style text summary of a run document (fioscope.suite/1)."""
from __future__ import annotations

import os
import time


from app.core.report.suite_tables import run_tables
from app.core.suites.peak import peak_summary
from app.core.suites.plans import format_table
from app.core.history.document import RunDoc
from app.core.report.thermal_report import run_lines as thermal_run_lines, thermal_line

def started_text(doc: RunDoc) -> str:
    """When the run started, or "unknown" (an import of fio output that does not say)."""
    started = doc.get("started_at")
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(started)) if started else "unknown"


def fio_errors(test: dict) -> list[str]:
    """fio's own error per job of a test ("error" in its JSON), one line each."""
    out = []
    for th in (test.get("result") or {}).get("threads") or []:
        n = th.get("error") or 0
        if n:
            try:
                what = os.strerror(n)
            except (ValueError, OverflowError):
                what = "unknown error"
            out.append(f"fio reported error {n} ({what}) in {th.get('label') or th.get('jobname', '')}")
    return out


def test_errors(test: dict) -> list[str]:
    """Everything that went wrong in a test: the run's error, then fio's per job."""
    e = test.get("error")
    lines = [f"{e['message']}" + (f": {e['advice']}" if e.get("advice") else "")] if e else []
    return lines + fio_errors(test)


def _side(test: dict, direction: str) -> dict | None:
    if test.get("status") == "cancelled":
        return None  # the figures up to a stop (fio servers report them) are not the test's: "-"
    r = test.get("result")
    return r["total"][direction] if r and r["total"][direction]["total_ios"] else None


def results_rows(doc: RunDoc) -> list[list[str]]:
    """One row per test label, read and write side by side: label, then MB/s, IOPS and mean
    µs for each direction ("-" where a direction did not run)."""
    rows: dict[str, dict[str, dict]] = {}
    for t in doc["tests"]:
        if t.get("phase", "") not in ("",) and not t.get("phase", "").startswith("loop"):
            continue  # warm-ups, preconditioning and steady-state cells have their own reports
        label, _, direction = t["name"].rpartition("-")
        if direction not in ("read", "write"):
            label, direction = t["name"], "read" if _side(t, "read") else "write"
        rows.setdefault(label.replace("-", " "), {}).setdefault(direction, t)
    out = []
    for label, cells in rows.items():
        line = [label]
        for direction in ("read", "write"):
            t = cells.get(direction)
            d = _side(t, direction) if t else None
            if d is None:
                line += ["-", "-", "-"]
            else:
                lat = f"{d['clat_us']['mean_us']:.1f}" if d["clat_us"] else "-"
                line += [f"{d['MB_per_s']:.2f}", f"{d['iops']:.0f}", lat]
        out.append(line)
    return out


def results_table(doc: RunDoc) -> str:
    """results_rows, CrystalDiskMark-style, with the fio version."""
    widths = (11, 11, 10, 13, 11, 10)
    head = (f"{'Test':<20}{'Read MB/s':>11}{'IOPS':>11}{'µs':>10}"
            f"{'Write MB/s':>13}{'IOPS':>11}{'µs':>10}")
    lines = [head, "-" * len(head)]
    for label, *cells in results_rows(doc):
        lines.append(f"{label:<20}" + "".join(f"{c:>{w}}" for c, w in zip(cells, widths)))
    lines.append(f"MB/s = 10^6 bytes/s; µs = mean completion latency; {doc['fio_version']} ({doc['fio_path']})")
    return "\n".join(lines)


def cache_text(t: dict) -> str:
    """A test's cache verdict, with fio's own disk statistics (its disk_util block) where
    fio printed them: a second witness of what reached the device."""
    util = [f"{d['name']} {d['util']:.0f}% busy, {d['read_ios']:,} reads, {d['write_ios']:,} writes"
            for d in (t.get("result") or {}).get("disk_util") or []]
    text = (t.get("cache") or {}).get("message", "")
    return text + (f" · fio's disk stats: {'; '.join(util)}" if util else "")


def text_report(doc: RunDoc) -> str:
    started = started_text(doc)
    head = [f"Fioscope {doc['fioscope_version']} · {doc['suite']} on {doc['target']} · {started} · "
            f"{doc['status']}" + (f" · run {doc['run_id']}" if doc.get("run_id") else "")]
    if doc.get("suite") == "import":
        head.append(f"imported fio output: host {doc.get('host') or 'unknown'}, started {started}")
    if doc.get("label"):
        head.append(doc["label"])
    # A steady-state run has no results table: its sections (verdicts first) follow.
    out = "\n".join(head) + ("" if doc["suite"] == "steady" else "\n\n" + (
        peak_table(doc) if doc["suite"] == "peak" else plan_text(doc) or jobs_table(doc) or results_table(doc)))
    errors = [f"{t['name']}: {line}" for t in doc["tests"] for line in test_errors(t)]
    if errors:
        out += "\n\nErrors:\n" + "\n".join("  " + e for e in errors)
    caches = [f"{t['name']}: {cache_text(t)}" for t in doc["tests"]
              if t.get("cache") and (not t["spec"]["direct"] or (t["cache"].get("from_ram_pct") or 0) >= 50)]
    if caches:
        out += "\n\nPage cache:\n" + "\n".join("  " + c for c in caches)
    plain, hot = thermal_run_lines(doc)
    temps = [f"{t['name']}: {line}" for t in doc["tests"] if (line := thermal_line(t))]
    if plain or hot or temps:
        out += "\n\nDrive temperature:\n" + "\n".join("  " + x for x in hot + plain + temps)
    return out + "\n"


def peak_table(doc: RunDoc) -> str:
    lines = [f"{'Test':<22}{'median MB/s':>12}{'min':>9}{'max (best)':>12}{'spread':>8}{'median IOPS':>13}"]
    for f in peak_summary(doc):
        lines.append(f"{f.test:<22}{f.median_mb_s:>12.1f}{f.min_mb_s:>9.1f}{f.max_mb_s:>12.1f}"
                     f"{f.spread_pct:>7.1f}%{f.median_iops:>13.0f}")
    lines.append("median of the loops after a discarded warm-up; 'best' is the fastest loop, shown for "
                 f"comparison only; {doc['fio_version']}")
    return "\n".join(lines)


def plan_text(doc: RunDoc) -> str:
    """A seed suite's tables, as the seed document prints them ('' for other runs)."""
    rt = run_tables(doc)
    if rt is None:
        return ""
    return ("\n\n".join(format_table(t) for t in rt.tables) +
            f"\n{rt.title}, after {rt.source}; {doc['fio_version']}")


def jobs_table(doc: RunDoc) -> str:
    """A job file's run: one row per fio job and direction, summed over the job's threads as
    fio's group_reporting would (bytes and I/Os added, over the longest thread runtime)."""
    if doc.get("suite") not in ("jobfile", "import"):
        return ""
    head = f"{'Job':<24}{'Dir':<7}{'Threads':>8}{'MB/s':>11}{'IOPS':>11}{'mean µs':>10}"
    lines = [head, "-" * len(head)]
    for t in doc["tests"]:
        r = t.get("result")
        if not r:
            continue
        jobs: dict[str, list[dict]] = {}
        for th in r["threads"]:
            jobs.setdefault(th["jobname"], []).append(th)
        for name, threads in jobs.items():
            name = t["name"] if len(jobs) == 1 else name  # imports: job@host
            for d in ("read", "write"):
                parts = [th[d] for th in threads if th[d]["total_ios"]]
                if not parts:
                    continue
                ms = max(p["runtime_ms"] for p in parts)
                mb = sum(p["io_bytes"] for p in parts) / ms * 1000 / 1e6 if ms else 0.0
                iops = sum(p["total_ios"] for p in parts) / ms * 1000 if ms else 0.0
                lats = [p["clat_us"] for p in parts if p["clat_us"]]
                n = sum(c["samples"] for c in lats)
                lat = f"{sum(c['mean_us'] * c['samples'] for c in lats) / n:.1f}" if n else "-"
                lines.append(f"{name[:23]:<24}{d:<7}{len(threads):>8}{mb:>11.2f}{iops:>11.0f}{lat:>10}")
    lines.append(f"MB/s = 10^6 bytes/s; µs = mean completion latency; {doc['fio_version']} ({doc['fio_path']})")
    return "\n".join(lines)
