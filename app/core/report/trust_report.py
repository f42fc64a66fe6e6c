"""The trust verdicts (insight.trust) in a report: a mark on each grid cell, the legend of
the marks shown, a table of what limited each test, and each test's line in words."""
from __future__ import annotations

from html import escape

from typing import Any, Mapping

from app.core.fio.jobspec import spec_identity
from app.core.history.document import RunDoc, RunTestDoc
from app.core.insight.trust import CPU, DISK, MARKS, RAM, RATE, THERMAL, TrustVerdict, legend, top_mark, trust_words

__all__ = ["MARKS", "COLUMNS", "cell_marks", "cover_sentence", "legend", "legend_html", "marks_by_test", "trust_line",
           "trust_rows", "trust_text", "trust_table_html"]
COLUMNS = ("Mark", "Test", "Limited by", "Believe it", "Why, and what to do")


def _tests(doc: RunDoc) -> list[tuple[RunTestDoc, TrustVerdict]]:
    return [(t, v) for t in doc.get("tests", []) if (v := TrustVerdict.from_dict(t.get("trust"))) is not None]


def cell_marks(doc: RunDoc) -> dict[tuple[str, str], str]:
    """(grid label, 'read'|'write') -> the cell's mark, labelled as cover.grid labels rows."""
    out: dict[tuple[str, str], str] = {}
    for t, v in _tests(doc):
        if not v.mark:
            continue
        label, direction = spec_identity(t["name"], t.get("spec"))
        dirs: tuple[str, ...] = (direction,) if direction in ("read", "write") else ("read", "write")
        if direction not in ("read", "write"):  # a mix, a custom job, a job file's: its name's row
            label = t["name"].replace("-", " ")
        for d in dirs:
            key = (label, d)
            out[key] = top_mark((out.get(key, ""), v.mark))
    return out


MAX_ROWS = 40  # a steady-state run has hundreds of cells: the first page lists the marked ones, this many


def _shown(doc: RunDoc) -> list[tuple[RunTestDoc, TrustVerdict]]:
    """The tests a first page or the CLI lists: the grid's figures (no phase, or a loop) and any
    other test with a mark, at most MAX_ROWS (each test's own section has its line)."""
    tests = [(t, v) for t, v in _tests(doc)
             if not (t.get("phase") or "") or (t.get("phase") or "").startswith("loop") or v.mark]
    return tests[:MAX_ROWS]


def trust_rows(doc: RunDoc) -> list[tuple[str, str, str, str, str]]:
    return [(v.mark, t["name"] + (f" ({t['phase']})" if t.get("phase") else ""), v.limited_by, v.believe,
             "; ".join(trust_words(t.get("trust")))) for t, v in _shown(doc)]


def trust_line(test: Mapping[str, Any]) -> str:
    """A test's section: 'Trust: ...' with every finding, '' when it has none stored."""
    words = trust_words(test.get("trust"))
    return "Trust: " + "; ".join(words) if words else ""


def trust_text(doc: RunDoc) -> str:
    """The text report's and the CLI's block under the results: one line per test."""
    tests = _shown(doc)
    if not tests:
        return ""
    width = max(len(t["name"]) for t, _ in tests)
    lines = [f"  {v.mark or '-':<4} {t['name']:<{width}}  " + "; ".join(trust_words(t.get("trust")))
             for t, v in tests]
    marks = legend(v.mark for _, v in tests)
    return "What limited each result (mark, test, verdict):\n" + "\n".join(lines) + \
        ("\n  marks: " + "; ".join(marks) if marks else "")


def legend_html(marks) -> str:
    """The grid's legend: each mark shown, in words ('' when none is)."""
    words = legend(marks)
    return ("<p class='note trust-legend'>Marks: " + "; ".join(
        f"<span class='mark'>{escape(m.split(': ', 1)[0])}</span> {escape(m.split(': ', 1)[1])}" for m in words)
        + "</p>") if words else ""


def trust_table_html(doc: RunDoc) -> str:
    """What limited each test, under the grid ('' for a run stored before verdicts)."""
    rows = trust_rows(doc)
    if not rows:
        return ""
    head = "".join(f"<th>{escape(c)}</th>" for c in COLUMNS)
    body = "".join("<tr>" + "".join(f"<td>{escape(x) if i else (f'<span class=mark>{escape(x)}</span>' if x else '')}"
                                    "</td>" for i, x in enumerate(r)) + "</tr>" for r in rows)
    return f"<h3>What limited each result</h3><table class='trust'><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def marks_by_test(doc: RunDoc) -> dict[str, tuple[str, list[str]]]:
    """Test name -> (its mark, the most decisive of its loops'; every verdict in words), for a
    comparison's cells; warm-ups and other phases are not figures shown."""
    out: dict[str, tuple[str, list[str]]] = {}
    for t, v in _tests(doc):
        phase = t.get("phase") or ""
        if phase and not phase.startswith("loop"):
            continue
        mark, words = out.get(t["name"], ("", []))
        out[t["name"]] = (top_mark((mark, v.mark)), list(dict.fromkeys(words + trust_words(t.get("trust")))))
    return out


# What a limit made of a result, for the first page's count: (singular, plural).
_WHAT = {RAM: ("measured RAM, not the drive", "measured RAM, not the drive"),
         CPU: ("was host-bound (a CPU figure, not the drive's)", "were host-bound (CPU figures, not the drive's)"),
         THERMAL: ("was held back by the drive's thermal throttling", "were held back by the drive's thermal throttling"),
         RATE: ("was held at its job's own rate limit", "were held at their jobs' own rate limits")}


def cover_sentence(doc: RunDoc) -> tuple[str, bool]:
    """The first page's one sentence when any result is not the disk's, and whether it is a
    warning (RAM, CPU, heat; a rate limit is as asked): ("", False) when every one is. The
    results are the grid's: tests with figures, no phase or a loop (cover.grid)."""
    counted = [t for t in doc.get("tests", []) if t.get("result") and (
        not (t.get("phase") or "") or (t.get("phase") or "").startswith("loop"))]
    by: dict[str, int] = {}
    for t in counted:
        v = TrustVerdict.from_dict(t.get("trust"))
        if v is not None and v.limited_by != DISK and v.limited_by in _WHAT:
            by[v.limited_by] = by.get(v.limited_by, 0) + 1
    if not by:
        return "", False
    kinds = [k for k in _WHAT if k in by]
    lead = "The one result" if len(counted) == 1 else f"{by[kinds[0]]} of {len(counted)} results"
    parts = [f"{lead} {_WHAT[kinds[0]][by[kinds[0]] != 1]}"] + \
        [f"{by[k]} {_WHAT[k][by[k] != 1]}" for k in kinds[1:]]
    return "; ".join(parts) + ": see What limited each result.", any(k != RATE for k in by)
