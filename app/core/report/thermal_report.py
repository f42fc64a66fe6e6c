"""The drive's temperature in the reports: per test a line and a chart (the readings, with
the drive's warning and critical temperatures as lines) and, for the run, the verdict in
plain words; a drive without a readable sensor is said once, not per test."""
from __future__ import annotations

from typing import Any, Mapping

from app.core.history.document import RunDoc
from app.core.insight.thermal import NO_SENSOR, celsius_text

WARN_COLOUR, CRIT_COLOUR, TEMP_COLOUR = "#E69F00", "#D55E00", "#0072B2"


def _c(v: float | None) -> str:
    return "?" if v is None else celsius_text(v)


def no_sensor(doc: RunDoc) -> bool:
    """The run looked for a sensor and found none (runs before temperatures say nothing)."""
    return (doc.get("settings") or {}).get("temperature") == NO_SENSOR


def thermal_line(t: Mapping[str, Any]) -> str | None:
    """'Drive temperature 41-52 C (hwmon (nvme0); warning 70 C, critical 80 C): <verdict>'."""
    th = t.get("thermal")
    if not th:
        return None
    limits = "; ".join(x for x in (f"warning {_c(th['warning_c'])} C" if th.get("warning_c") else "",
                                   f"critical {_c(th['critical_c'])} C" if th.get("critical_c") else "") if x)
    span = (f"{_c(th.get('min_c'))}-{_c(th.get('max_c'))} C" if th.get("max_c") is not None
            else "no reading during the test")
    return f"Drive temperature {span} ({th.get('source') or 'sensor'}{'; ' + limits if limits else ''}): " \
           f"{th.get('message', '')}"


def run_lines(doc: RunDoc) -> tuple[list[str], list[str]]:
    """(plain, warnings) for the run's first page: throttling is a warning."""
    if no_sensor(doc):
        return [f"Drive temperature: {NO_SENSOR} could be read for this drive; none was recorded."], []
    tests = [(t["name"], th) for t in doc.get("tests", []) if (th := t.get("thermal"))]
    warn = [f"{name}: the drive {th['message']}" for name, th in tests if th.get("throttled")]
    hottest = [th["max_c"] for _, th in tests if th.get("max_c") is not None]
    coldest = [th["min_c"] for _, th in tests if th.get("min_c") is not None]
    plain = []
    if hottest and not warn:
        plain.append(f"Drive temperature {_c(min(coldest))}-{_c(max(hottest))} C over the run; no throttling seen.")
    return plain, warn


def temperature_chart(t: Mapping[str, Any]) -> dict | None:
    """The readings over the test's time, the drive's limits as dashed lines."""
    pts = [[s["t_s"], s["temp_c"]] for s in t.get("samples") or [] if s.get("temp_c") is not None]
    th = t.get("thermal") or {}
    if len(pts) < 2:
        return None
    x0, x1 = pts[0][0], pts[-1][0]
    series = [{"name": "drive temperature", "points": pts, "colour": TEMP_COLOUR, "style": "line", "width": 2.2}]
    for key, name, colour in (("warning_c", "warning", WARN_COLOUR), ("critical_c", "critical", CRIT_COLOUR)):
        if th.get(key) is not None:
            series.append({"name": f"{name} {_c(th[key])} C", "points": [[x0, th[key]], [x1, th[key]]],
                           "colour": colour, "dash": "dash", "width": 1.2})
    return {"title": f"{t['name']}: drive temperature", "unit": "°C", "x": "time since the test started (s)",
            "series": series, "x_zero": True, "y_zero": False, "height": 2.2}
