"""The PDF report: the stored figures, as text a reader can select and search."""
import copy
import io
import os
import re

import pytest
from pypdf import PdfReader

from app.core.report.pdf import pdf_report
from tests.conftest import run_cli


def pdf_text(data: bytes) -> tuple[str, int]:
    reader = PdfReader(io.BytesIO(data))
    return "\n".join(p.extract_text() for p in reader.pages), len(reader.pages)


def test_pdf_carries_the_stored_figures(shared_stored_run):
    _, doc, _ = shared_stored_run
    data = pdf_report(doc)
    assert data.startswith(b"%PDF")
    text, pages = pdf_text(data)
    assert pages >= 1
    read = doc["tests"][0]["result"]["total"]["read"]
    write = doc["tests"][1]["result"]["total"]["write"]
    # The first page's grid: MB/s, IOPS and mean latency (fio's total: lat) per direction.
    for side in (read, write):
        assert f"{side['MB_per_s']:,.2f} MB/s" in text
        assert f"{side['iops']:,.0f} IOPS · {side['lat_us']['mean_us']:,.1f} µs" in text
    # Latency per test, as the HTML report formats it: lat's mean, then clat's mean, percentiles
    # (none above the max) and max.
    for side in (read, write):
        c = side["clat_us"]
        p = [min(c[k], c["max_us"]) for k in ("p50_us", "p99_us", "p999_us", "p9999_us")]
        assert (f"{side['iops']:,.0f} {side['MB_per_s']:,.2f} {side['lat_us']['mean_us']:,.1f} {c['mean_us']:,.1f} "
                + " ".join(f"{v:,.1f}" for v in p) + f" {c['max_us']:,.1f}") in text
    for th in doc["tests"][0]["result"]["threads"]:
        assert f"{th['index']} {th['read']['iops']:,.0f} {th['read']['MB_per_s']:,.2f}" in text
    assert doc["fio_version"] in text and doc["fio_path"] in text and doc["fioscope_version"] in text
    words = text.split()
    # the title may wrap, a long path even inside a word (fpdf2 breaks words longer than the line)
    assert f"Fioscope:customon{doc['target']}".replace(" ", "") in "".join(words)
    for t in doc["tests"]:
        for arg in t["argv"]:  # the command line, wrapped at spaces (and inside a path too long for a line)
            assert arg in words or arg in "".join(words), arg
        if t.get("cache"):
            assert " ".join(t["cache"]["message"].split()) in " ".join(words)
    assert f"page 1 of {pages}" in text
    # Two tests, each with IOPS, bandwidth and latency over time: the charts' text is text.
    assert text.count("IOPS (I/O per s)") == 2 and text.count("MB/s (10^6 bytes per s)") == 2
    assert "thread 1" in text and "total" in text and "time since the test started (s)" in text


def test_partial_cancelled_and_failed_runs_render(shared_stored_run):
    _, doc, _ = shared_stored_run
    doc = copy.deepcopy(doc)
    doc["status"], doc["cancelled"], doc["host"], doc["machine"] = "cancelled", True, None, {}
    first, second = doc["tests"]
    second.update(result=None, status="cancelled", samples=second["samples"][:1], cache=None)
    third = copy.deepcopy(second)
    third.update(name="SEQ1M-Q8T1-read", samples=[], argv=[], jobfile="", status="failed",
                 error={"message": "fio failed", "advice": "see its stderr", "kind": "FioFailed"})
    gap = copy.deepcopy(first)  # a sample with no latency and a thread missing
    gap["samples"][1]["total"]["read_lat_ns"] = None
    gap["samples"][1]["threads"] = gap["samples"][1]["threads"][:1]
    gap["phase"] = "loop 2"
    doc["tests"] = [first, second, third, gap]
    text, pages = pdf_text(pdf_report(doc))
    assert pages >= 1 and "cancelled" in text
    assert "RND4K-Q4T2-write (cancelled)" in text and "SEQ1M-Q8T1-read (failed)" in text
    assert "fio failed: see its stderr" in text
    first_page = text[:text.index("page 1 of")]
    # no write figures; a trust mark (!, CPU ...) may stand in the cell when the machine was busy
    assert re.search(r"RND4K Q4T2\s+[\d,.]+ MB/s\s+[\d,]+ IOPS · [\d,.]+ µs\s+(?:\S{1,4}\s+)?-", first_page)
    doc["tests"] = []
    assert pdf_text(pdf_report(doc))[1] == 1


def test_steady_and_peak_sections_render(shared_stored_run):
    _, doc, _ = shared_stored_run
    peak = copy.deepcopy(doc)
    peak["suite"] = "peak"
    for t in peak["tests"]:
        t["phase"] = "loop 1"
    text, _ = pdf_text(pdf_report(peak))
    assert "Median MB/s" in text and "Appendix: every loop" in text
    assert f"{doc['tests'][0]['result']['total']['read']['MB_per_s']:,.1f}" in text
    sections = copy.deepcopy(doc)
    sections["sections"] = [{"title": "Steady state: iops", "text": "5 rounds; Not steady: too few rounds"},
                            {"title": "IOPS window", "table": {"columns": ["R/W mix", "4k"],
                                                               "rows": [["100/0", "12345"]]}}]
    text, _ = pdf_text(pdf_report(sections))
    assert "Steady state: iops" in text and "Not steady: too few rounds" in text and "100/0 12345" in text


def test_report_pdf_through_the_cli(shared_stored_run, tmp_path):
    env, doc, _ = shared_stored_run
    out = tmp_path / "r.pdf"
    p = run_cli("report", "last", "--format", "pdf", "-o", str(out), env=env)
    assert p.returncode == 0, p.stderr
    data = out.read_bytes()
    assert data.startswith(b"%PDF")
    text, _ = pdf_text(data)
    assert f"{doc['tests'][0]['result']['total']['read']['MB_per_s']:.2f}" in text
    assert not [f for f in os.listdir(tmp_path) if f.endswith(".part")]


def test_report_pdf_needs_an_output_file(shared_stored_run, tmp_path):
    env, _, _ = shared_stored_run
    p = run_cli("report", "last", "--format", "pdf", env=env)
    assert p.returncode == 2 and p.stdout == ""
    assert "needs -o FILE" in p.stderr and len(p.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("text,expected", [("µs – 3 ≥ 2", "µs - 3 >= 2"), ("日本", "??")])
def test_text_fits_the_core_fonts(text, expected):
    from app.core.report.pdf import _t
    assert _t(text) == expected
