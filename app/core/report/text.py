"""The text report of a run document (fioscope.suite/1): what was tested and how, the results
CrystalDiskMark-style, and the verdicts in words; the CLI prints its results table after a run."""
from __future__ import annotations

import statistics

from typing import Any, Mapping

from app.core.fio.jobspec import spec_identity
from app.core.history.document import RunDoc, RunTestDoc
from app.core.report import peak_report as pr
from app.core.report.cover import drive_rows, run_rows, verdicts
from app.core.report.facts import cache_text, started_text
from app.core.report.latency import COMPLETION_NOTE, TOTAL_NOTE, latency_text, mean_latency, pooled_mean_latency
from app.core.report.suite_tables import run_tables
from app.core.report.thermal_report import thermal_line
from app.core.report.trust_report import trust_text
from app.core.suites.plans import format_table

def _side(test: Mapping[str, Any], direction: str) -> dict | None:
    if test.get("status") == "cancelled":
        return None  # the figures up to a stop (fio servers report them) are not the test's: "-"
    r = test.get("result")
    return r["total"][direction] if r and r["total"][direction]["total_ios"] else None


def results_rows(doc: RunDoc) -> list[list[str]]:
    """One row per test label, read and write side by side: label, then MB/s, IOPS and mean
    latency in µs for each direction ("-" where a direction did not run); the latency is fio's
    total (lat), marked "clat" where only the completion latency was recorded. A test run in
    loops shows the median of each figure over its loops; a mixed test ('...-R70W30-mix')
    its read and its write side on its own row."""
    rows: dict[str, dict[str, list[RunTestDoc]]] = {}
    for t in doc["tests"]:
        if t.get("phase", "") not in ("",) and not t.get("phase", "").startswith("loop"):
            continue  # warm-ups, preconditioning and steady-state cells have their own reports
        label, direction = spec_identity(t["name"], t.get("spec"))
        if direction == "mix":
            for d in ("read", "write"):
                rows.setdefault(label, {}).setdefault(d, []).append(t)
            continue
        if direction not in ("read", "write"):
            # a custom job or a job file: each direction it did (rw/randrw: both); fio's one
            # "mixed" direction (unified_rw_reporting=mixed, all I/O, kept in read) is named so
            label = t["name"].replace("-", " ")
            if (t.get("result") or {}).get("rw_reporting") == "mixed":
                label, dirs = f"{label} (mixed)", ["read"]
            else:
                dirs = [d for d in ("read", "write") if _side(t, d)] or ["read"]
            for d in dirs:
                rows.setdefault(label, {}).setdefault(d, []).append(t)
            continue
        rows.setdefault(label, {}).setdefault(direction, []).append(t)
    out = []
    for label, cells in rows.items():
        line = [label]
        for direction in ("read", "write"):
            sides = [d for d in (_side(t, direction) for t in cells.get(direction, [])) if d is not None]
            if not sides:
                line += ["-", "-", "-"]
                continue
            lats = [mean_latency(d) for d in sides]
            values = [v for v, _ in lats if v is not None]
            line += [f"{statistics.median(d['MB_per_s'] for d in sides):.2f}",
                     f"{statistics.median(d['iops'] for d in sides):.0f}",
                     latency_text(statistics.median(values) if values else None,
                                  all(total for v, total in lats if v is not None), ".1f")]
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
    lines.append(f"MB/s = 10^6 bytes/s; {_latency_note(lines)}; {doc['fio_version']} ({doc['fio_path']})")
    return "\n".join(lines)


def _latency_note(lines: list[str]) -> str:
    return TOTAL_NOTE + ("; " + COMPLETION_NOTE if any(" clat" in ln for ln in lines[2:]) else "")


def _facts(rows: list[tuple[str, str]]) -> list[str]:
    width = max(len(k) for k, _ in rows)
    return [f"  {k:<{width}}  {v if v and v != '-' else 'unknown'}" for k, v in rows]


def text_report(doc: RunDoc) -> str:
    """What was tested (the drive) and how (host, versions, settings in words), the results,
    the verdicts, then each test's errors, page cache and temperature details."""
    started = started_text(doc)
    head = [f"Fioscope {doc['fioscope_version']} · {doc['suite']} on {doc['target']} · {started} · "
            f"{doc['status']}" + (f" · run {doc['run_id']}" if doc.get("run_id") else "")]
    if doc.get("suite") == "import":
        head.append(f"imported fio output: host {doc.get('host') or 'unknown'}, started {started}")
    if doc.get("label"):
        head.append(doc["label"])
    out = "\n".join(head)
    out += "\n\nDrive\n" + "\n".join(_facts(drive_rows(doc)))
    out += "\n\nRun\n" + "\n".join(_facts([r for r in run_rows(doc) if r[0] not in ("Run", "Label", "Status")]))
    if doc["suite"] != "steady":  # a steady-state run has no results table: its sections (verdicts first) follow
        out += "\n\n" + (peak_table(doc) if doc["suite"] == "peak" else
                          plan_text(doc) or jobs_table(doc) or results_table(doc))
    if trust := trust_text(doc):  # what limited each result, under the results
        out += "\n\n" + trust
    v = verdicts(doc)
    lines = [f"  ok       {x}" for x in v.ok] + [f"  note     {x}" for x in v.notes] + \
        [f"  warning  {x}" for x in v.warn]
    if lines:
        out += "\n\nVerdict\n" + "\n".join(lines)
    caches = [f"{t['name']}: {cache_text(t)}" for t in doc["tests"]
              if (c := t.get("cache")) and (not t["spec"]["direct"] or (c.get("from_ram_pct") or 0) >= 50)]
    if caches:
        out += "\n\nPage cache:\n" + "\n".join("  " + c for c in caches)
    temps = [f"{t['name']}: {line}" for t in doc["tests"] if (line := thermal_line(t))]
    if temps:
        out += "\n\nDrive temperature:\n" + "\n".join("  " + x for x in temps)
    if logs := (doc.get("settings") or {}).get("fio_logs"):  # a job file's write_bw_log=NAME...: suites/fio_logs.py
        out += "\n\n" + "\n  ".join([f"fio's logs: {logs}", *doc["settings"].get("fio_log_files", ())])
    if doc["suite"] == "peak":
        out += "\n\n" + peak_appendix(doc)
    return out + "\n"


def peak_table(doc: RunDoc) -> str:
    """A Peak run's first-page table (app.core.report.peak_report): median, best, spread."""
    widths = (16, 6, 6, 12, 11, 10, 12, 14)
    lines = ["".join(f"{c:<{w}}" if i < 2 else f"{c:>{w}}" for i, (c, w) in enumerate(zip(cols, widths)))
             for cols in (pr.SUMMARY_COLUMNS, *pr.summary_rows(doc))]
    lines.append(pr.summary_note(doc) + f"; {doc['fio_version']}")
    return "\n".join(lines)


def peak_appendix(doc: RunDoc) -> str:
    """Every loop of a Peak run, warm-ups included: the text report's last part."""
    widths = (16, 6, 24, 10, 10, 12, 12, 15, 12)
    return "\n".join([pr.APPENDIX_TITLE] + [
        "".join(f"{c:<{w}}" if i < 3 else f"{c:>{w}}" for i, (c, w) in enumerate(zip(cols, widths)))
        for cols in (pr.LOOP_COLUMNS, *pr.loop_rows(doc))])


def plan_text(doc: RunDoc) -> str:
    """A seed suite's tables, as the seed document prints them ('' for other runs)."""
    rt = run_tables(doc)
    if rt is None:
        return ""
    return ("\n\n".join(format_table(t) for t in rt.tables) +
            f"\n{rt.title}, after {rt.source}; {rt.note}; {doc['fio_version']}")


def _thread_count(t: Mapping[str, Any], r: dict, job: str, entries: list[dict], alone: bool) -> int:
    """A job's threads as fio was given them (numjobs): under group_reporting fio folds them
    into one entry. A job file's run records each job's numjobs by group; an import, the
    test's (its one job's when alone)."""
    spec = t.get("spec") or {}
    group = r.get("group")
    named = [n for name, n, g in spec.get("jobfile_jobs") or () if name == job and (group is None or g == group)]
    if named:
        return max(len(entries), sum(named))
    return max(len(entries), int(spec.get("numjobs") or 1)) if alone else len(entries)


def jobs_table(doc: RunDoc) -> str:
    """A job file's run: one row per fio job and direction (read, write, trim), summed over the job's threads as
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
        for job, threads in jobs.items():
            name = t["name"] if len(jobs) == 1 else job  # imports: job@host
            n = _thread_count(t, r, job, threads, len(jobs) == 1)
            if not any(th[d]["io_bytes"] for th in threads for d in ("read", "write", "trim") if th.get(d)):
                # a job of no I/O by design (ioengine=cpuio): what fio reports of it is its CPU load
                usr, sys_ = (sum(th[k] for th in threads) / len(threads) for k in ("usr_cpu_pct", "sys_cpu_pct"))
                lines.append(f"{name[:23]:<24}{'cpu':<7}{n:>8}   CPU {usr:.1f} % usr, {sys_:.1f} % sys "
                             "(fio's, mean per thread)")
                continue
            for d in ("read", "write", "trim"):  # trim: absent from a result stored before trims were kept
                parts = [th[d] for th in threads if th.get(d) and th[d]["total_ios"]]
                if not parts:
                    continue
                shown = "mixed" if d == "read" and r.get("rw_reporting") == "mixed" else d  # fio's one direction
                ms = max(p["runtime_ms"] for p in parts)
                mb = sum(p["io_bytes"] for p in parts) / ms * 1000 / 1e6 if ms else 0.0
                iops = sum(p["total_ios"] for p in parts) / ms * 1000 if ms else 0.0
                lat = latency_text(*pooled_mean_latency(parts), ".1f")
                lines.append(f"{name[:23]:<24}{shown:<7}{n:>8}{mb:>11.2f}{iops:>11.0f}{lat:>10}")
    lines.append(f"MB/s = 10^6 bytes/s; {_latency_note(lines)}; {doc['fio_version']} ({doc['fio_path']})")
    return "\n".join(lines)
