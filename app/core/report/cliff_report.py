"""The write cliff in the reports: per pass the cache speed, what was written before the
cliff, the speed after it and, for a pass after a pause, how much of the cache came back;
the figures are the ones detected when the run ended (stored with its settings)."""
from __future__ import annotations

from app.core.history.document import RunDoc
from app.core.report.charts import BLACK, colour

GIB = 2 ** 30
REPORTED_ELSEWHERE = ("cliff_result",)  # settings the report shows as a section, not among the settings
COLUMNS = ("pass", "idle before (s)", "cache MB/s", "GiB before the cliff", "MB/s after", "last MB/s",
           "cache back after the idle (%)")


def cliff_result(doc: RunDoc) -> dict | None:
    return (doc.get("settings") or {}).get("cliff_result") if doc.get("suite") == "cliff" else None


def _mb(v: float | None) -> str:
    return "-" if v is None else f"{v / 1e6:,.1f}"


def cliff_rows(doc: RunDoc) -> list[tuple[str, ...]]:
    """One row per pass, in COLUMNS' order."""
    out: list[tuple[str, ...]] = []
    for p in (cliff_result(doc) or {}).get("passes", []):
        r, rec = p["result"], p.get("recovery") or {}
        back = rec.get("fraction")
        out.append((str(p["pass"]), f"{p['pause_s']:g}", _mb(r.get("cache_bps")),
                    "-" if r.get("cliff_bytes") is None else f"{r['cliff_bytes'] / GIB:,.2f}",
                    _mb(r.get("after_bps")), _mb(r.get("final_bps")),
                    "-" if back is None else f"{back * 100:.0f}"))
    return out


def cliff_lines(doc: RunDoc) -> list[str]:
    """The detector's own sentences, pass by pass, and why no further pass ran."""
    c = cliff_result(doc)
    if not c:
        return []
    out = []
    for p in c.get("passes", []):
        out.append(f"{p['phase']}: {p['result'].get('message', '')}")
        if p.get("recovery"):
            out.append(f"  recovery: {p['recovery'].get('message', '')}")
    if c.get("stopped"):
        out.append(c["stopped"])
    if c.get("thermal"):
        out.append(f"temperature: {c['thermal'].get('message', '')}")
    return out


def cliff_chart(doc: RunDoc) -> dict | None:
    """Write speed against data written, each pass a line, the detected cliff a dashed line."""
    c = cliff_result(doc)
    if not c or not c.get("passes"):
        return None
    series, top = [], 0.0
    for k, p in enumerate(c["passes"]):
        pts = [[written / GIB, bps / 1e6] for _, written, bps in p.get("series", [])]
        top = max([top] + [y for _, y in pts])
        series.append({"name": p["phase"], "points": pts, "colour": BLACK if k == 0 else colour(k), "width": 2})
    first = c["passes"][0]["result"]
    if first.get("found") and first.get("cliff_bytes"):
        x = first["cliff_bytes"] / GIB
        series.append({"name": f"cliff at {x:,.2f} GiB", "points": [[x, 0], [x, top]], "colour": "#D55E00",
                       "dash": "dash", "width": 1.2})
    return {"title": "Write cliff: write speed against data written", "unit": "MB/s", "y_label": "MB/s",
            "x": "data written in the pass (GiB)", "series": series, "x_zero": True}
