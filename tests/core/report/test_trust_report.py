"""Reports say what limited each result: marks on the grid's cells with their legend, the
first page's table and each test's line, in HTML, PDF and text, from a real run."""
from __future__ import annotations

import re
from html import escape
import shutil
import subprocess

import pytest

from app.core.fio.jobspec import JobSpec, Target
from app.core.insight.trust import MARKS
from app.core.report.json_export import suite_to_dict
from app.core.report.render import render
from app.core.report.text import text_report
from app.core.report.trust_report import cell_marks, cover_sentence
from app.core.suites.items import plain
from app.core.suites.run import SuiteRunner


@pytest.fixture(scope="module")
def doc(fio, tmp_path_factory):
    """Real fio, null engine: a read (host-bound, CPU) and a write held at rate_iops=300 (RATE)."""
    d = tmp_path_factory.mktemp("trust")
    f = str(d / "fioscope-test-4.tmp")
    specs = [JobSpec(name="RND4K-Q1T1-read", rw="randread", target=Target(f), ioengine="null", size=1 << 30,
                     runtime=1, time_based=True),
             JobSpec(name="RND4K-Q1T1-write", rw="randwrite", target=Target(f), ioengine="null", size=1 << 30,
                     runtime=1, time_based=True, extra=(("rate_iops", "300"),))]
    return suite_to_dict(SuiteRunner(fio, "quick", plain(specs), 0.5, target=str(d), store=None).run())


def test_marks_legend_and_lines_in_every_report(doc, tmp_path):
    assert cell_marks(doc) == {("RND4K Q1T1", "read"): "CPU", ("RND4K Q1T1", "write"): "RATE"}
    read, write = (t["trust"]["line"] for t in doc["tests"])
    assert read.startswith("host-bound, this is a CPU figure, not the drive's")
    assert re.match(r"the job's rate limit \(rate_iops: 300 IOPS asked, \d{3} done\): as asked", write)
    html = render(doc, "html")
    grid = html[html.index("<table class='cdm'>"):html.index("</table>", html.index("<table class='cdm'>"))]
    assert grid.count("<span class='mark'") == 2 and ">CPU</span>" in grid and ">RATE</span>" in grid
    assert f"<span class='mark'>CPU</span> {escape(MARKS['CPU'])}" in html
    assert "<h3>What limited each result</h3>" in html and html.count("<p>Trust: ") == 2
    text = text_report(doc)
    block = text.split("What limited each result (mark, test, verdict):\n", 1)[1]
    assert block.splitlines()[0].split()[:2] == ["CPU", "RND4K-Q1T1-read"]
    assert block.splitlines()[1].split()[:2] == ["RATE", "RND4K-Q1T1-write"]
    if shutil.which("pdftotext"):
        pdf = tmp_path / "r.pdf"
        pdf.write_bytes(render(doc, "pdf"))
        words = " ".join(subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True,
                                        check=True).stdout.split())
        assert "What limited each result" in words and f"Marks: CPU: {MARKS['CPU']}" in words
        assert words.count("Trust: ") == 2


def test_the_first_page_counts_the_results_that_are_not_the_disks(doc, tmp_path):
    """One sentence on page 1 (HTML, PDF, text) when any result is not the disk's: a warning
    for RAM, CPU or heat, a plain note when only rate limits held them; none when all are."""
    want = ("1 of 2 results was host-bound (a CPU figure, not the drive's); 1 was held at its job's own "
            "rate limit: see What limited each result.")
    assert cover_sentence(doc) == (want, True)
    assert f"<p class='warn'>⚠ {escape(want)}</p>" in render(doc, "html")
    assert f"  warning  {want}" in text_report(doc)
    if shutil.which("pdftotext"):
        pdf = tmp_path / "r.pdf"
        pdf.write_bytes(render(doc, "pdf"))
        words = " ".join(subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True,
                                        check=True).stdout.split())
        assert want in words
    read, write = doc["tests"]
    rated_only = dict(doc, tests=[dict(read, trust=None), write])
    assert cover_sentence(rated_only) == ("1 of 2 results was held at its job's own rate limit: see What "
                                          "limited each result.", False)
    assert f"  note     {cover_sentence(rated_only)[0]}" in text_report(rated_only)
    disk = dict(write["trust"], limited_by="disk", mark="", findings=[])
    assert cover_sentence(dict(doc, tests=[dict(read, trust=disk), dict(write, trust=None)])) == ("", False)
    assert cover_sentence(dict(doc, tests=[read])) == (
        "The one result was host-bound (a CPU figure, not the drive's): see What limited each result.", True)
