"""The report's first page, the one a customer reads: what was tested, on what, how, the
results as CrystalDiskMark's grid, and the verdict on the page cache and any warning in
plain words. The HTML and PDF reports lay out the same content."""
from __future__ import annotations

import statistics
import time
from dataclasses import dataclass


from app.core.report.text import test_errors
from app.core.report.thermal_report import run_lines as thermal_run_lines
from app.core.history.document import RunDoc

@dataclass(frozen=True)
class Cell:
    mb_s: float
    iops: float
    mean_us: float | None


@dataclass(frozen=True)
class GridRow:
    label: str
    read: Cell | None
    write: Cell | None


def report_title(doc: RunDoc) -> str:
    model = ((doc.get("machine") or {}).get("target") or {}).get("model")
    steady = doc.get("suite") == "steady" and isinstance((doc.get("settings") or {}).get("steady"), dict)
    what = "SNIA PTS steady state" if steady else doc.get("suite", "")
    return f"Fioscope: {what} on {doc.get('target', '')}" + (f" ({model})" if model else "")


def _gb(n: float) -> str:
    return f"{n / 1e12:,.2f} TB" if n >= 1e12 else f"{n / 1e9:,.1f} GB"


def drive_rows(doc: RunDoc) -> list[tuple[str, str]]:
    """What was tested, from the run's stored target facts ("-" where unknown)."""
    t = (doc.get("machine") or {}).get("target") or {}
    sectors = (f"{t['logical_sector']} B logical / {t.get('physical_sector') or '?'} B physical"
               if t.get("logical_sector") else None)
    rows = [("Drive", t.get("model") or "-"), ("Serial", t.get("serial") or "-"),
            ("Firmware", t.get("firmware") or "-"),
            ("Capacity", f"{_gb(t['size_bytes'])} ({t['size_bytes']:,} bytes)" if t.get("size_bytes") else "-"),
            ("Interface", " · ".join(x for x in (t.get("transport"), t.get("media")) if x) or "-")]
    if t.get("link"):
        rows.append(("Link", str(t["link"])))
    if sectors:
        rows.append(("Sectors", sectors))
    fs = f" · filesystem {t['filesystem']}" if t.get("filesystem") else ""
    rows.append(("Target", (doc.get("target") or "-") + fs))
    if t.get("disk") and t.get("disk") != doc.get("target"):
        rows.append(("Device", t["disk"]))
    return rows


def _size(v) -> str:
    if isinstance(v, int) and v >= 1024:
        return f"{v / 2**30:,.2f} GiB" if v >= 2**30 else f"{v / 2**20:,.0f} MiB"
    return str(v)


def _each(v, fmt) -> str:
    """A setting every test shared, or the values the tests had."""
    return ", ".join(fmt(x) for x in v) if isinstance(v, list) else fmt(v)


def settings_text(doc: RunDoc) -> str:
    """Size, runtime, preset and the rest of how the run was made, on one line, in words."""
    s = doc.get("settings") or {}
    parts = [f"suite {doc.get('suite', '-')}"]
    own = doc.get("suite") in ("jobfile", "import")  # the job file, not the CLI's defaults, says how
    if own:
        parts.append("I/O as the job file says")
    elif s.get("preset") and s.get("preset") != doc.get("suite"):
        parts.append(f"preset {s['preset']}")
    if "buffered" in s and s["buffered"] is not None:
        b = s["buffered"]
        parts.append("direct and buffered I/O" if isinstance(b, list) else
                     "buffered I/O (page cache)" if b else "direct I/O")
    if s.get("size") is not None:
        parts.append(f"size {_each(s['size'], _size)}")
    if s.get("runtime") is not None:
        parts.append(f"runtime {_each(s['runtime'], lambda r: f'{r:g}' if isinstance(r, float) else str(r))} s per test")
    if s.get("jobs"):
        word = "threads" if s.get("threads") is True else "processes" if s.get("threads") is False else "jobs"
        parts.append(f"{_each(s['jobs'], str)} {word} (fio numjobs)")
    if s.get("iodepth"):
        parts.append(f"queue depth {_each(s['iodepth'], str)}")
    if s.get("engine"):
        parts.append(f"engine {_each(s['engine'], str)}")
    if s.get("loops"):
        parts.append(f"{s['loops']} loops")
    if s.get("interval") == "auto":
        parts.append("sampled at Fioscope's automatic interval")
    elif s.get("interval"):
        parts.append(f"sampled every {s['interval']} s")
    if s.get("readahead_kb") is not None:
        parts.append(f"readahead set to {s['readahead_kb']} KiB")
    if s.get("drop_caches"):
        parts.append("caches dropped before each test")
    return " · ".join(parts)


def machine_text(m: dict) -> str:
    if not m.get("os"):
        return "unknown"
    ram = f", {m['ram_bytes'] / 2**30:.0f} GiB RAM" if m.get("ram_bytes") else ""
    return f"{m['os']} {m.get('release', '')}, {m.get('cpu') or m.get('machine', '')} × {m.get('cpus', '?')}{ram}"


def run_rows(doc: RunDoc) -> list[tuple[str, str]]:
    started = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(doc["started_at"])) if doc.get("started_at") \
        else "unknown"
    rows = [("Host", doc.get("host") or "unknown"), ("OS", machine_text(doc.get("machine") or {})),
            ("Started", started), ("Status", doc.get("status") or "-"),
            ("Fioscope", doc.get("fioscope_version") or "-"),
            ("fio", f"{doc.get('fio_version') or '-'} ({doc.get('fio_path') or '-'})"),
            ("Settings", settings_text(doc))]
    if doc.get("label"):
        rows.insert(0, ("Label", doc["label"]))
    if doc.get("run_id"):
        rows.insert(0, ("Run", str(doc["run_id"])))
    return rows


def image_header(docs: list[RunDoc]) -> list[str]:
    """The lines above a saved picture of the grid or graphs (what CrystalDiskMark's shared
    screenshots show): drive and model, target, date, fio version and settings; for runs
    compared, one line per run, the first the baseline."""
    if len(docs) > 1:
        return ["Runs compared, the first is the baseline:"] + [
            f"#{d.get('run_id')} · {d.get('suite')} on {d.get('target') or '-'} · "
            f"{dict(drive_rows(d))['Drive']} · {_started(d)} · {d.get('fio_version') or '-'}" for d in docs]
    d = docs[0]
    drive = dict(drive_rows(d))
    what = " · ".join(x for x in (drive["Drive"], drive.get("Capacity", "-").split(" (")[0], drive["Interface"])
                      if x and x != "-") or "drive unknown"
    return [f"{what} · target {d.get('target') or '-'}",
            f"{_started(d)} · Fioscope {d.get('fioscope_version') or '-'} · {d.get('fio_version') or '-'}"
            + (f" · run {d['run_id']}" if d.get("run_id") else "") + (f" · {d['label']}" if d.get("label") else ""),
            settings_text(d)]


def _started(doc: RunDoc) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(doc["started_at"])) if doc.get("started_at") else "unknown"


def _counts(t: dict) -> bool:
    phase = t.get("phase", "")
    return bool(t.get("result")) and (phase == "" or phase.startswith("loop"))


def grid(doc: RunDoc) -> list[GridRow]:
    """One row per test (a peak run's loops as their median), read and write side by side."""
    sides: dict[str, dict[str, list[dict]]] = {}
    for t in doc.get("tests", []):
        if not _counts(t):
            continue
        label, _, direction = t["name"].rpartition("-")
        dirs = [direction] if direction in ("read", "write") else ["read", "write"]
        if direction not in ("read", "write"):
            label = t["name"]
        for d in dirs:
            side = t["result"]["total"][d]
            if side.get("total_ios"):
                sides.setdefault(label.replace("-", " "), {}).setdefault(d, []).append(side)
    rows = []
    for label, by_dir in sides.items():
        cells = {}
        for d, group in by_dir.items():
            lat = [s["clat_us"]["mean_us"] for s in group if s.get("clat_us")]
            cells[d] = Cell(statistics.median(s["MB_per_s"] for s in group),
                            statistics.median(s["iops"] for s in group), statistics.median(lat) if lat else None)
        rows.append(GridRow(label, cells.get("read"), cells.get("write")))
    return rows


def verdict_lines(doc: RunDoc) -> tuple[list[str], list[str]]:
    """(good news, warnings) in plain words: the page cache's part in the figures, what fio
    or the run reported, and a run that did not finish."""
    ok, warn = [], []
    if doc.get("status") not in (None, "done"):
        warn.append(f"This run is {doc['status']}: the figures cover only the tests that finished.")
    checked, ram = 0, []
    for t in doc.get("tests", []):
        c = t.get("cache")
        if c:
            checked += 1
            if any((c.get(k) or 0) >= 50 for k in ("from_ram_pct", "unwritten_pct")):
                ram.append(f"{t['name']}: {c.get('message', '')}")
    if ram:
        warn += [f"The page cache (RAM), not the drive, served much of this test: {x}" for x in ram]
    elif checked:
        ok.append(f"The drive itself did the I/O: in {checked} test(s) checked, the page cache (RAM) did not "
                  "serve the reads or hold back the writes.")
    seen = set()
    for t in doc.get("tests", []):
        for w in t.get("warnings") or []:
            if w not in seen:
                seen.add(w)
                warn.append(f"Warning: {w}")
        warn += [f"{t['name']}: {line}" for line in test_errors(t)]
    plain, hot = thermal_run_lines(doc)
    return ok + plain, warn + hot
