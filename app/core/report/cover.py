"""The report's first page, the one a customer reads: what was tested, on what, how, the
results as CrystalDiskMark's grid, and the verdict on the page cache and any warning in
plain words. The HTML and PDF reports lay out the same content."""
from __future__ import annotations

import statistics
import time
from typing import Any, Mapping
from dataclasses import dataclass, field

from app.core.cache.model import stored_ram
from app.core.errors import InputError
from app.core.history.settings_words import in_a_row, settings_parts, settings_size as _size, settings_text
from app.core.fio.jobspec import spec_identity
from app.core.history.document import RunDoc
from app.core.insight.thermal import NO_SENSOR
from app.core.report.cliff_report import REPORTED_ELSEWHERE
from app.core.report.facts import test_errors
from app.core.report.latency import mean_latency
from app.core.report.thermal_report import no_sensor, run_lines as thermal_run_lines
from app.core.report.trust_report import cover_sentence
from app.core.report.pts_report import pts_title
from app.core.report.steady_conformance import title_words
from app.core.suites.peak import peak_summary, spread_warning
from app.core.suites.steady_run import settings_from_dict
from app.core.units import short_bs
from app.core.words import Msg, Num

@dataclass(frozen=True)
class Cell:
    mb_s: float
    iops: float
    mean_us: float | None  # fio's total latency (lat), else completion latency (clat)
    total: bool = True  # mean_us is lat (False: clat, the run did not record lat)


@dataclass(frozen=True)
class GridRow:
    label: str
    read: Cell | None
    write: Cell | None


def steady_title(doc: RunDoc) -> str:
    """'SNIA PTS steady state' only for a run that follows it (steady_conformance)."""
    try:
        return title_words(doc, settings_from_dict(doc["settings"]["steady"]))
    except (KeyError, TypeError, ValueError, InputError):  # settings another version wrote: no claim
        return "steady state"


def report_title(doc: RunDoc) -> str:
    model = ((doc.get("machine") or {}).get("target") or {}).get("model")
    steady = doc.get("suite") == "steady" and isinstance((doc.get("settings") or {}).get("steady"), dict)
    what = steady_title(doc) if steady else (pts_title(doc) or doc.get("suite", ""))  # HIR/XSR/DIRTH: conformance
    return f"Fioscope: {what} on {doc.get('target', '')}" + (f" ({model})" if model else "")


def _gb(n: float) -> str:
    return Msg("%1 TB", Num(n / 1e12, 2, True)) if n >= 1e12 else Msg("%1 GB", Num(n / 1e9, 1, True))


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


def machine_text(m: dict) -> str:
    if not m.get("os"):
        return "unknown"
    ram = f", {m['ram_bytes'] / 2**30:.0f} GiB RAM" if m.get("ram_bytes") else ""
    dist = f"{m['distribution']}, " if m.get("distribution") else ""  # runs stored before it: the kernel only
    return (f"{dist}{m['os']} {m.get('release', '')}, {m.get('cpu') or m.get('machine', '')} × "
            f"{m.get('cpus', '?')}{ram}")


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
    compared, one line per run, the first the baseline. Each line a Msg: English as a str,
    in its language in the window."""
    if len(docs) > 1:
        compared: list[str] = [Msg("Runs compared, the first is the baseline:")]
        return compared + [
            Msg("#%1 · %2 on %3 · %4 · %5 · %6", str(d.get("run_id")), str(d.get("suite")), d.get("target") or "-",
                dict(drive_rows(d))["Drive"], _started(d), d.get("fio_version") or "-") for d in docs]
    d = docs[0]
    drive = dict(drive_rows(d))
    size = ((d.get("machine") or {}).get("target") or {}).get("size_bytes")
    what = [x for x in (drive["Drive"], _gb(size) if size else "", drive["Interface"]) if x and x != "-"]
    made = Msg("%1 · Fioscope %2 · %3", _started(d), d.get("fioscope_version") or "-", d.get("fio_version") or "-")
    if d.get("run_id"):
        made = Msg("%1 · run %2", made, str(d["run_id"]))
    if d.get("label"):
        made = Msg("%1 · %2", made, d["label"])
    return [Msg("%1 · target %2", in_a_row(what) if what else Msg("drive unknown"), d.get("target") or "-"), made,
            in_a_row(settings_parts(d))]  # settings_text's words, each part a Msg


def _started(doc: RunDoc) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(doc["started_at"])) if doc.get("started_at") else Msg("unknown")


def _counts(t: Mapping[str, Any]) -> bool:
    phase = t.get("phase") or ""
    return bool(t.get("result")) and (phase == "" or phase.startswith("loop"))


def grid(doc: RunDoc) -> list[GridRow]:
    """One row per test (a peak run's loops as their median), read and write side by side."""
    sides: dict[str, dict[str, list[dict]]] = {}
    for t in doc.get("tests", []):
        if not _counts(t):
            continue
        label, direction = spec_identity(t["name"], t.get("spec"))
        dirs = [direction] if direction in ("read", "write") else ["read", "write"]
        if direction not in ("read", "write"):  # a mix, a custom job, a job file's: its name's row
            label = t["name"].replace("-", " ")
        for d in dirs:
            side = (t["result"] or {})["total"][d]  # _counts: a result
            if side.get("total_ios"):
                sides.setdefault(label, {}).setdefault(d, []).append(side)
    rows = []
    for label, by_dir in sides.items():
        cells = {}
        for d, group in by_dir.items():
            lats = [mean_latency(s) for s in group]
            lat = [v for v, _ in lats if v is not None]
            cells[d] = Cell(statistics.median(s["MB_per_s"] for s in group),
                            statistics.median(s["iops"] for s in group), statistics.median(lat) if lat else None,
                            all(total for v, total in lats if v is not None))
        rows.append(GridRow(label, cells.get("read"), cells.get("write")))
    return rows


@dataclass
class Verdicts:
    """The first page's sentences: good news (a check mark), plain facts (no mark: 'no
    temperature sensor' is neither good nor bad) and warnings."""

    ok: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    warn: list[str] = field(default_factory=list)


def verdicts(doc: RunDoc) -> Verdicts:
    """The page cache's part in the figures, what fio or the run reported, a run that did not
    finish and the drive's temperature, in plain words."""
    v = Verdicts()
    if doc.get("status") not in (None, "done"):
        v.warn.append(f"This run is {doc['status']}: the figures cover only the tests that finished.")
    checked, ram = 0, []
    for t in doc.get("tests", []):
        c = t.get("cache")
        if c:
            checked += 1
            if stored_ram(c):  # the cache panel's and the trust verdict's one rule
                ram.append(f"{t['name']}: {c.get('message', '')}")
    if ram:
        v.warn += [f"The page cache (RAM), not the drive, served much of this test: {x}" for x in ram]
    elif checked:
        v.ok.append(f"The drive itself did the I/O: in {checked} test(s) checked, the page cache (RAM) did not "
                    "serve the reads or hold back the writes.")
    limits, warn = cover_sentence(doc)  # results that are not the disk's, counted (each test's verdict)
    if limits:
        (v.warn if warn else v.notes).append(limits)
    seen = set()
    for t in doc.get("tests", []):
        for w in t.get("warnings") or []:
            if w not in seen:
                seen.add(w)
                v.warn.append(f"Warning: {w}")
        v.warn += [f"{t['name']}: {line}" for line in test_errors(t)]
    if doc.get("suite") == "peak":  # loops that disagree: the median is not a figure to quote alone
        v.warn += [spread for f in peak_summary(doc) if (spread := spread_warning(f))]
    plain, hot = thermal_run_lines(doc)
    (v.notes if no_sensor(doc) else v.ok).extend(plain)
    v.warn += hot
    return v


# Settings settings_text says; those with a section of their own (steady state's setup, the
# write cliff's figures) or a sentence of their own (no temperature sensor, on the first page).
_IN_WORDS = ("preset", "size", "runtime", "jobs", "threads", "iodepth", "engine", "loops", "interval",
             "readahead_kb", "drop_caches", "buffered")
_ELSEWHERE = ("steady", "fio_version", *REPORTED_ELSEWHERE)


def _words(v) -> str:
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, float):
        return f"{v:g}"
    if isinstance(v, (list, tuple)):
        return ", ".join(_words(x) for x in v)
    if isinstance(v, dict):
        return "; ".join(f"{k.replace('_', ' ')} {_words(x)}" for k, x in v.items() if x not in (None, "", []))
    return str(v)


def other_settings(doc: RunDoc) -> list[tuple[str, str]]:
    """What settings_text leaves out, in words: (what, how), nothing unset or at its default."""
    s = doc.get("settings") or {}
    out = []
    for key, v in s.items():
        if key in _IN_WORDS or key in _ELSEWHERE or v in (None, False, "", [], {}):
            continue
        if key == "temperature":
            if v != NO_SENSOR:  # none: said once, on the first page
                out.append(("Drive temperature", f"read from {v}"))
        elif key == "as_published":
            out.append(("As published", "the seed document's own parameters, unchanged"))
        elif key == "only":
            out.append(("Only", f"the test {v}"))
        elif key == "cliff":
            c = v
            out.append(("Write cliff", f"{c.get('kind', '')} {c.get('target', '')}, "
                                       f"{_size(c['size']) if c.get('size') else 'the whole span'} in "
                                       f"{short_bs(c['bs']) if isinstance(c.get('bs'), int) else c.get('bs') or '-'} "
                                       f"writes, queue depth {c.get('iodepth', '-')}, "
                                       f"engine {c.get('ioengine') or 'default'}, sampled every "
                                       f"{_words(c.get('interval'))} s" +
                                       (f", pauses {_words(c['pauses'])} s" if c.get("pauses") else ", one pass")))
        else:
            out.append((key.replace("_", " ").capitalize(), _words(v)))
    return out
