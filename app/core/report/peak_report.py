"""A Peak run's report in a few pages, the same in HTML, PDF and text: the first page gives
each test's median, best loop and spread, and warns in words where the loops disagree by
more than SPREAD_LIMIT_PCT; the body draws one chart per test (MB/s over time, each
direction and loop a line); the appendix has every loop, warm-ups included, as a table row
and each test's fio command once (its loops run the same command).

Each fio run on its own pages, as other runs report it, made a 1-loop Peak report (24 runs
with the warm-ups) 31-70 pages long."""
from __future__ import annotations

from typing import Any, Mapping

from app.core.fio.jobspec import spec_identity
from app.core.history.document import RunDoc
from app.core.report.latency import clamped_percentiles, latency_text, mean_latency
from app.core.suites.peak import SPREAD_LIMIT_PCT, peak_summary, spread_warning
from app.core.suites.presets import PRESETS

DIRECTION_COLOURS = {"read": "#0072B2", "write": "#D55E00"}  # as run_charts: Okabe-Ito blue and vermillion
_DASHES = (None, "dash", "dot")  # loop 1, 2, 3, then again

SUMMARY_COLUMNS = ("Test", "Dir", "Loops", "Median MB/s", "Best MB/s", "Spread", "Median IOPS", "Median lat µs")
LOOP_COLUMNS = ("Test", "Dir", "Run", "MB/s", "IOPS", "lat mean µs", "clat p99 µs", "clat p99.99 µs",
                "clat max µs")


def is_peak(doc: RunDoc) -> bool:
    """A run laid out as Peak's: the peak suite, or any preset run in loops (the Default profile
    with 3 loops was 68 pages, a section per warm-up and loop), unless it has a mixed test (its
    one figure is of both directions: each loop's own section says it)."""
    if doc.get("suite") == "peak":
        return True
    tests = doc.get("tests") or []
    return doc.get("suite") in PRESETS and any(t.get("phase", "").startswith("loop") for t in tests) and \
        all(_label(t)[1] in ("read", "write") for t in tests)


def _label(t: Mapping[str, Any]) -> tuple[str, str]:
    """A test's ('SEQ1M Q8T1', 'read')."""
    return spec_identity(t.get("name", ""), t.get("spec"))


def summary_rows(doc: RunDoc) -> list[tuple[str, ...]]:
    """One row per test and direction: the median of its loops, the best loop, their spread
    ('-' for one loop: nothing to compare; '!' past the limit), median IOPS and latency."""
    rows: list[tuple[str, ...]] = []
    for f in peak_summary(doc):
        label, direction = f.label, f.direction
        spread = "-" if len(f.loops) < 2 else f"{f.spread_pct:.1f} %" + (" !" if f.spread_warned else "")
        rows.append((label, direction, str(len(f.loops)), f"{f.median_mb_s:,.1f}", f"{f.max_mb_s:,.1f}", spread,
                     f"{f.median_iops:,.0f}", latency_text(f.median_lat_us, f.lat_total)))
    return rows


def summary_note(doc: RunDoc) -> str:
    loops = (doc.get("settings") or {}).get("loops")
    warm = (doc.get("settings") or {}).get("warmup")
    return (f"Median of {loops or 'the'} loop{'s' if loops != 1 else ''}"
            + (" after a discarded warm-up" if warm != 0 else "") +
            "; best = the fastest loop, for comparison only; spread = (fastest - slowest) / median, "
            f"marked ! above {SPREAD_LIMIT_PCT:g} % (half the range SNIA PTS allows a steady-state window); "
            "MB/s = 10^6 bytes/s; lat = fio's total latency (submission to completion), clat where not "
            "recorded; each loop in the appendix")


def spread_warnings(doc: RunDoc) -> list[str]:
    return [w for f in peak_summary(doc) if (w := spread_warning(f))]


def _num(v) -> str:
    return "-" if v is None else f"{v:,.1f}"


def _phase(t: Mapping[str, Any]) -> str:
    p = t.get("phase", "")
    return "warm-up (not counted)" if p == "warm-up" else p


def loop_rows(doc: RunDoc) -> list[tuple[str, ...]]:
    """Every fio run of the suite, warm-ups included, in the order they ran."""
    rows: list[tuple[str, ...]] = []
    for t in doc.get("tests", []):
        label, direction = _label(t)
        side = ((t.get("result") or {}).get("total") or {}).get(direction)
        if not side or not side.get("total_ios"):
            rows.append((label, direction, _phase(t), "-", "-", "-", "-", "-", t.get("status") or "failed"))
            continue
        lat, total = mean_latency(side)
        clat = side.get("clat_us") or {}
        p = clamped_percentiles(clat, ("p99_us", "p9999_us")) if clat else {}
        rows.append((label, direction, _phase(t), f"{side['MB_per_s']:,.1f}", f"{side['iops']:,.0f}",
                     latency_text(lat, total), *(_num(p.get(k)) for k in ("p99_us", "p9999_us")),
                     _num(clat.get("max_us"))))
    return rows


def test_labels(doc: RunDoc) -> list[str]:
    """The suite's tests in the order they ran ('SEQ1M Q8T1', ...)."""
    return list(dict.fromkeys(_label(t)[0] for t in doc.get("tests", [])))


def test_chart(doc: RunDoc, test: str) -> dict | None:
    """A test's MB/s over time: each direction's loops, warm-ups left out."""
    series = []
    for t in doc.get("tests", []):
        base, direction = _label(t)
        phase = t.get("phase", "")
        if base != test or not phase.startswith("loop"):
            continue
        samples = [s for s in t.get("samples") or [] if s.get("total")]
        if len(samples) < 2:
            continue
        k = int(phase.split()[-1]) if phase.split()[-1].isdigit() else 1
        key = "read_bps" if direction == "read" else "write_bps"
        series.append({"name": f"{direction} {phase}", "colour": DIRECTION_COLOURS.get(direction, "#000000"),
                       "dash": _DASHES[(k - 1) % len(_DASHES)], "width": 1.6,
                       "style": "linepoints" if len(samples) < 12 else "line",
                       "points": [[s["t_s"], s["total"][key] / 1e6] for s in samples]})
    if not series:
        return None
    return {"title": f"{test}: bandwidth over each loop", "unit": "MB/s (10^6 bytes per s)",
            "x": "time since the loop started (s)", "series": series, "x_zero": True, "height": 2.2}


def charts(doc: RunDoc) -> list[dict]:
    return [c for c in (test_chart(doc, name) for name in test_labels(doc)) if c]


def commands(doc: RunDoc) -> list[tuple[str, Mapping[str, Any]]]:
    """(test and direction, its first loop) for each: the loops run the same fio command."""
    out: dict[str, Mapping[str, Any]] = {}
    for t in doc.get("tests", []):
        if t.get("phase", "").startswith("loop"):
            out.setdefault(t["name"], t)
    return list(out.items())


APPENDIX_TITLE = "Appendix: every loop"
APPENDIX_TEXT = ("Each fio run of the suite in the order it ran: the warm-ups, which the figures leave out, "
                 "and each loop. lat = fio's total latency; clat p99, p99.99 and max are fio's completion latency, "
                 "its percentiles held within its min and max.")
