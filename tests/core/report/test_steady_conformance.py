"""The steady-state report says what ran and how it differs from SNIA PTS-E as run and TKperf, gives
the Fioscope command that runs it again (which the CLI takes: its estimate names the same
settings), the OS and a glossary, says processes where fio ran processes, and is titled SNIA
PTS only for a run that follows it. A real run of the bundled fio (3 tests, 1 s cells, a test
file), its 5 rounds repeated to 14 (tests/core/report/report_runs.py).

Set FIOSCOPE_REPORT_SHOTS=DIR to keep the reports and the PDFs' pages as PNGs, to look at."""
import html
import io
import re
import shlex

import pytest
from pypdf import PdfReader

from app.core.report.render import render
from app.core.report.steady_conformance import PTS, rerun_command
from app.core.suites.steady import estimate_seconds
from app.core.suites.steady_run import settings_from_dict
from app.core.units import fmt_duration
from tests.conftest import run_cli
from tests.core.report.test_report_charts import keep


@pytest.fixture(scope="module")
def steady(tmp_path_factory, steady_doc):
    doc = steady_doc.doc  # conftest: shared with test_report_kinds
    out = {"doc": doc, "base": tmp_path_factory.mktemp("steady-conformance"), "target": steady_doc.target}
    for fmt in ("html", "pdf", "txt"):
        out[fmt] = render(doc, fmt)
        keep(f"steady-conformance.{fmt}", out[fmt])
    out["pdf_text"] = "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(out["pdf"])).pages)
    return out


def _section(doc: dict, title: str) -> dict:
    return next(s for s in doc["sections"] if s["title"] == title)


def test_the_report_says_how_the_run_differs_from_pts_and_tkperf(steady):
    doc = steady["doc"]
    sec = _section(doc, f"Conformance: {PTS} and TKperf")
    rows = {r[0]: r for r in sec["table"]["rows"]}
    assert sec["table"]["columns"][1:4] == [PTS, "TKperf (seed 004)", "This run"]
    # the run: a test file, a 1-cell IOPS matrix, 1 s cells, no purge, QD2 x 1
    assert rows["Target"][3:] == ["a test file", "no"]
    assert rows["IOPS matrix"][3].startswith("1 mix x 1 block size = 1 cell (0 % reads; 4K)") and rows["IOPS matrix"][4] == "no"
    assert rows["IOPS matrix"][1].startswith("7 mixes x 8 block sizes = 56 cells")
    assert rows["Cell length"][1:] == ["60 s", "60 s", "1 s", "no"]
    assert rows["Purge"][3:] == ["none", "no"]
    assert rows["Load"][3:] == ["QD2 x 1 process (fio numjobs)", "no"]
    assert rows["Throughput block sizes"][2] == "1M, 64K, 8K, 4K, 512B"
    assert sec["text"].startswith(f"Not a {PTS} run: it differs in target, IOPS matrix, throughput block sizes, "
                                  "latency matrix, cell length, purge, preconditioning, load")
    # where a reader looks: right after the verdicts, on the first pages; the title makes no claim
    titles = [s["title"] for s in doc["sections"]]
    assert titles[:3] == ["Steady-state verdicts", sec["title"], "Test setup"]
    for out in (html.unescape(steady["html"]), steady["pdf_text"], steady["txt"]):
        assert f"Not a {PTS} run: it differs in target" in " ".join(out.split())
        assert "SNIA PTS steady state" not in out
    for out in (html.unescape(steady["html"]), steady["pdf_text"]):
        assert "Fioscope: steady state after SNIA PTS (not conformant) on " in " ".join(out.split())
    assert steady["pdf_text"].index("Conformance:") < steady["pdf_text"].index("Test setup")
    # the verdicts on the first page, before the table of what limited each cell (up to 40 rows)
    assert "Steady-state verdicts" in steady["pdf_text"].split("page 1 of")[0]
    for out in (steady["html"], steady["pdf_text"]):
        if "What limited each result" in out:
            assert out.index("Steady-state verdicts") < out.index("What limited each result")


def test_the_command_line_runs_the_same_settings_again(steady):
    doc = steady["doc"]
    s = settings_from_dict(doc["settings"]["steady"])
    command = rerun_command(doc, s)
    assert command == (f"fioscope steady --target {steady['target']} --tests iops,throughput,latency --cell 1 "
                       f"--span {16 * 2**20} --iodepth 2 --threads 1 --max-rounds 20 --engine psync --mixes 0 "
                       "--block-sizes 4k --no-precondition")
    row = _section(doc, "Fioscope command line")["table"]["rows"][0]
    assert row == ["Command", command]
    for out in (html.unescape(steady["html"]), steady["txt"]):
        assert command in out
    assert command.replace(" ", "") in steady["pdf_text"].replace("\n", "").replace(" ", "")  # wrapped
    p = run_cli(*shlex.split(command)[1:], "--estimate", env={"FIOSCOPE_DATA_DIR": str(steady["base"] / "x")})
    assert p.returncode == 0, p.stderr
    lo, hi = estimate_seconds(s)
    assert (f"tests iops, throughput, latency; span 0.02 GiB; cells of 1 s; QD2 x 1 process (fio numjobs); "
            f"estimated {fmt_duration(lo)} to {fmt_duration(hi)}") in p.stderr


def test_the_os_a_glossary_and_processes_not_threads(steady):
    doc = steady["doc"]
    setup = dict(map(tuple, _section(doc, "Test setup")["table"]["rows"]))
    m = doc["machine"]
    assert setup["Operating system"].endswith(f"{m['os']} {m['release']}")
    if m.get("distribution"):
        assert setup["Operating system"].startswith(m["distribution"])
    assert setup["Load"] == "QD2 x 1 process (fio numjobs); latency test QD1 x 1 process"
    glossary = dict(map(tuple, _section(doc, "Glossary")["table"]["rows"]))
    for word in ("Round", "Cell", "Tracking variable", "Measurement window", "Purge", "Preconditioning",
                 "QD x processes", "IOPS, MB/s, MiB/s", "TGBW"):
        assert glossary[word], word
    assert [s["title"] for s in doc["sections"]][-1] == "Glossary"
    tp = _section(doc, "Throughput: average MB/s and MiB/s vs. block size and R/W")
    assert "4.9 % apart" in tp["text"] and "says MB/s for what are MiB/s" in tp["text"]
    for out in (html.unescape(steady["html"]), steady["pdf_text"], steady["txt"]):
        assert not re.search(r"QD\d+ x \d+ threads?\b", out)  # fio ran processes: no thread option
        assert "Glossary" in out and "Operating system" in out
