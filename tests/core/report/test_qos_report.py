"""Latency QoS in the reports: text, HTML, PDF, the summary CSV's levels, the curve CSV and
the compared runs' overlay, from a recorded fio 3.41 json+ import (no fio run)."""
from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from app.core.fio.qos import LEVELS
from app.core.history.fio_import import import_fio_json
from app.core.history.store import RunStore
from app.core.report.compare import compare_html
from app.core.report.qos_report import qos_chart, qos_overlay_charts
from app.core.report.render import load, render

DATA = Path(__file__).resolve().parents[2] / "data"


@pytest.fixture(scope="module")
def docs(tmp_path_factory):
    store = RunStore(tmp_path_factory.mktemp("qos") / "runs.db")
    big = load(store, str(import_fio_json(DATA / "qos" / "randread-2threads.jsonplus.json", store)))
    small = load(store, str(import_fio_json(DATA / "fio-import" / "randread.jsonplus.json", store)))
    return big, small


def _q(doc):
    return doc["tests"][0]["result"]["total"]["read"]["clat_us"]["qos"]


def test_text_and_csv_show_the_stored_levels(docs):
    big, small = docs
    q = _q(big)
    levels = dict((float(p), v) for p, v in q["levels"])
    txt = render(big, "txt").partition("Latency QoS (µs)\n")[2]
    row = next(ln.split() for ln in txt.splitlines() if ln.strip().startswith("qos "))
    assert row[2] == f"{q['samples']:,}" and row[3:] == [f"{levels[p]:,.1f}" for p in LEVELS]
    summary = next(csv.DictReader(io.StringIO(render(big, "summary-csv"))))
    assert float(summary["clat p99.9999 (us)"]) == pytest.approx(levels[99.9999], abs=5e-4)
    assert float(summary["clat p99.999 (us)"]) == pytest.approx(levels[99.999], abs=5e-4)
    # 20,391 I/Os: the two top levels are not resolved, shown as '-' and left empty
    small_txt = render(small, "txt").partition("Latency QoS (µs)\n")[2]
    small_row = next(ln.split() for ln in small_txt.splitlines() if ln.strip().startswith("randread "))
    assert small_row[-2:] == ["-", "-"]
    assert next(csv.DictReader(io.StringIO(render(small, "summary-csv"))))["clat p99.9999 (us)"] == ""


def test_the_curve_csv_is_the_stored_curve(docs):
    big, _ = docs
    q = _q(big)
    rows = list(csv.DictReader(io.StringIO(render(big, "qos-csv"))))
    assert len(rows) == len(q["curve"])
    for r, (us, k) in zip(rows, q["curve"]):
        assert (float(r["latency (us)"]), int(r["slower I/Os"])) == (pytest.approx(us, abs=5e-4), k)
        assert float(r["share slower"]) == pytest.approx(k / q["samples"], rel=1e-8)


def test_the_chart_falls_to_the_slowest_io_and_every_format_carries_it(docs):
    big, _ = docs
    q = _q(big)
    chart = qos_chart(big["tests"][0])
    pts = chart["series"][0]["points"]
    assert pts[0][1] == 100.0 and all(b[1] <= a[1] for a, b in zip(pts, pts[1:]))  # only ever down
    last_nonzero = [k for _, k in q["curve"] if k][-1]
    assert pts[-1][1] == pytest.approx(last_nonzero / q["samples"] * 100)
    assert chart["y_floor"] <= 100 - 99.9999  # the axis reaches the 99.9999 % level
    html = render(big, "html")
    assert "Latency QoS (µs)" in html and "latency QoS, share of I/Os slower" in html
    assert render(big, "pdf")[:4] == b"%PDF"


def test_compared_runs_overlay_their_curves(docs):
    big, small = docs
    small = {**small, "tests": [{**small["tests"][0], "name": big["tests"][0]["name"]}]}  # one test name
    charts = qos_overlay_charts([big, small], ["A", "B"])
    assert len(charts) == 1 and [s["name"] for s in charts[0]["series"]] == ["A read", "B read"]
    assert "latency QoS, overlaid" in compare_html([big, small])
