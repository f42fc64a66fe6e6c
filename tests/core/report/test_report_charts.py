"""The reports a customer gets, from real runs of the bundled fio: the first page's figures
equal the stored run's, every chart says what it shows (title, axes with units, a legend
where there are several series), a job file's jobs, a plan's tables and a comparison.

Set FIOSCOPE_REPORT_SHOTS=DIR to keep the reports and the PDF's pages as PNGs (with pdftoppm,
from poppler-utils), to look at."""
import io
import json
import os
import re
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import pytest
from pypdf import PdfReader

from app.core.fio.jobspec import JobSpec, Target
from app.core.history.store import RunStore
from app.core.report.charts import svg
from app.core.report.pdf import pdf_report
from app.core.report.render import render, with_sections
from app.core.suites.run import SuiteRunner
from app.core.suites.items import plain
from tests.conftest import run_cli

UNIT = re.compile(r"\((?:[^()]*\b(?:s|µs|MB/s|IOPS|I/O per s|%|10\^6 bytes per s)[^()]*)\)|MB/s|IOPS|µs|%")


@pytest.fixture
def real_run(tmp_path, fio):
    """(env, stored document, run id): a real two-test, two-thread fio run in a history of its own
    (conftest's stored_run's run; the compare test adds a run to it, the others share shared_stored_run)."""
    data = tmp_path / "data"
    store = RunStore(data / "runs.sqlite")
    target = Target(str(tmp_path / "fioscope-test-9.tmp"))
    specs = [JobSpec(name=f"RND4K-Q4T2-{d}", rw=f"rand{d}", target=target, ioengine="psync", numjobs=2,
                     size=8 << 20, runtime=1.5, time_based=True) for d in ("read", "write")]
    res = SuiteRunner(fio, "custom", plain(specs), 0.5, target=str(tmp_path), store=store).run()
    return {"FIOSCOPE_DATA_DIR": str(data)}, store.load_run(res.run_id), res.run_id


def keep(name: str, data: bytes | str) -> None:
    where = os.environ.get("FIOSCOPE_REPORT_SHOTS")
    if not where:
        return
    Path(where).mkdir(parents=True, exist_ok=True)
    path = Path(where) / name
    path.write_bytes(data) if isinstance(data, bytes) else path.write_text(data)
    if name.endswith(".pdf") and shutil.which("pdftoppm"):  # poppler-utils: only to look at them
        subprocess.run(["pdftoppm", "-r", "100", "-png", str(path), str(Path(where) / name[:-4])], check=True)


def charts_of(page: str) -> list[dict]:
    """Each inline SVG chart: its title, the texts of its title and axis labels, how many
    series it draws with a name, and whether it has a legend."""
    out = []
    for s in re.findall(r"<svg .*?</svg>", page, re.S):
        label = re.search(r'aria-label="([^"]*)"', s).group(1)
        prefix = re.search(r'<g id="(c[0-9a-f]{8})-title">', s).group(1)

        def text_of(part):
            m = re.search(rf'<g id="{prefix}-{part}">(.*?)</g>', s, re.S)
            return " ".join(re.findall(r"<text[^>]*>([^<]*)</text>", m.group(1))) if m else ""
        named = {m for m in re.findall(rf'<g id="{prefix}-s(\d+)(?:-\d+)?"><title>', s)}
        out.append({"label": label, "title": text_of("title"), "x": text_of("x-label"), "y": text_of("y-label"),
                    "series": len(named), "legend": f'id="{prefix}-legend"' in s})
    return out


def assert_charts_explain_themselves(page: str, at_least: int) -> list[dict]:
    charts = charts_of(page)
    assert len(charts) >= at_least
    for c in charts:
        assert c["title"] and c["title"] == c["label"].replace("&amp;", "&"), c
        assert c["x"] and c["y"], c
        assert UNIT.search(c["y"]), c  # the y axis says its unit
        if "time" in c["x"] or "latency" in c["x"]:
            assert UNIT.search(c["x"]), c
        assert c["legend"] == (c["series"] > 1), c
    return charts


class Cells(HTMLParser):
    """The first page's grid: {(test label, direction): cell text}."""

    def __init__(self):
        super().__init__()
        self.cells, self.row, self.where = {}, None, None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "th" and a.get("class") == "test":
            self.where = "label"
        elif tag == "td" and "cdm" in (a.get("class") or ""):
            self.where = a["class"].split()[1]
            self.cells[(self.row, self.where)] = ""

    def handle_endtag(self, tag):
        if tag in ("th", "td"):
            self.where = None

    def handle_data(self, data):
        if self.where == "label":
            self.row = data
        elif self.where in ("read", "write"):
            self.cells[(self.row, self.where)] += data + " "


def test_first_page_carries_the_stored_figures_and_every_chart_explains_itself(shared_stored_run, tmp_path):
    env, doc, run_id = shared_stored_run
    out = tmp_path / "r.html"
    assert run_cli("report", str(run_id), "--format", "html", "-o", str(out), env=env).returncode == 0
    page = out.read_text()
    keep("custom.html", page)
    cells = Cells()
    cells.feed(page[:page.index("</section>")])  # the cover
    for t, d in ((doc["tests"][0], "read"), (doc["tests"][1], "write")):
        side = t["result"]["total"][d]
        # a cell may lead with its trust mark (issue 44: "!", "RAM", "CPU"...): the figures follow it
        text = re.sub(r"^(?:RAM|CPU|RATE|HOT|!) ", "", " ".join(cells.cells[("RND4K Q4T2", d)].split()))
        assert text == (f"{side['MB_per_s']:,.2f} MB/s {side['iops']:,.0f} IOPS · "
                        f"{side['lat_us']['mean_us']:,.1f} µs")  # fio's total latency (lat)
    host = doc["host"]
    for fact in (host, doc["fio_version"], doc["fioscope_version"], doc["machine"]["os"]):
        assert fact in page
    charts = assert_charts_explain_themselves(page, at_least=2 * 5)
    # Per test: IOPS, bandwidth, latency over time with both threads and the total, percentiles, histogram.
    names = [c["title"] for c in charts]
    for t in doc["tests"]:
        for what in ("IOPS", "Bandwidth", "Mean completion latency", "completion latency percentiles",
                     "completion latency distribution"):
            assert any(n.startswith(f"{t['name']}: {what}") for n in names), what
    iops = re.search(r'<svg [^>]*aria-label="RND4K-Q4T2-read: IOPS".*?</svg>', page, re.S).group(0)
    for name in ("thread 0", "thread 1", "total"):
        assert f"<title>{name}</title>" in iops and f">{name}</text>" in iops  # a curve and its legend entry
    # The percentile chart's points are the stored percentiles (p50 .. p99.99 where fio gave them).
    c = doc["tests"][0]["result"]["total"]["read"]["clat_us"]
    assert c["p9999_us"] >= c["p999_us"] >= c["p99_us"] >= c["p50_us"] > 0
    assert sum(n for _, n in c["histogram"]) == c["samples"]  # every I/O in the histogram
    assert "@media print" in page and "break-before:page" in page and "@page" in page


def test_pdf_has_the_same_first_page_and_charts(shared_stored_run, tmp_path):
    _, doc, _ = shared_stored_run
    data = pdf_report(with_sections(doc))
    keep("custom.pdf", data)
    reader = PdfReader(io.BytesIO(data))
    first = reader.pages[0].extract_text()
    read = doc["tests"][0]["result"]["total"]["read"]
    assert f"{read['MB_per_s']:,.2f} MB/s" in first and f"{read['iops']:,.0f} IOPS" in first
    assert "Drive" in first and "Serial" in first and doc["fio_version"] in first
    text = "\n".join(p.extract_text() for p in reader.pages)
    # The charts' own text (drawn from the SVG as text): titles, axis labels, legend.
    for t in doc["tests"]:
        assert f"{t['name']}: IOPS" in text and f"{t['name']}: completion latency percentiles" in text
    assert "time since the test started (s)" in text and "thread 1" in text and "IOPS (I/O per s)" in text


def test_a_job_file_with_two_jobs(tmp_path):
    data = tmp_path / "data"
    (tmp_path / "two.fio").write_text("[global]\nioengine=psync\nsize=4m\nruntime=1.5\ntime_based=1\n"
                                      "filename=two.tmp\ndirect=0\n[reader]\nrw=randread\nbs=4k\n"
                                      "[writer]\nrw=write\nbs=64k\n")
    p = run_cli("run", "--job-file", str(tmp_path / "two.fio"), "--interval", "0.5",
                env={"FIOSCOPE_DATA_DIR": str(data)})
    assert p.returncode == 0, p.stderr
    doc = with_sections(RunStore(data / "runs.sqlite").load_run(1))
    page = render(doc, "html")
    keep("jobfile.html", page)
    keep("jobfile.pdf", render(doc, "pdf"))
    assert_charts_explain_themselves(page, at_least=3)
    (t,) = doc["tests"]
    assert [th["label"] for th in t["result"]["threads"]] == ["reader/0", "writer/0"]
    assert "<title>reader/0</title>" in page and "<title>writer/0</title>" in page
    for d in ("read", "write"):
        side = t["result"]["total"][d]
        assert f"{side['MB_per_s']:,.2f}</span>" in page and f"{side['iops']:,.0f} IOPS" in page


def test_a_plan_has_its_tables_as_bars_and_a_table_of_contents(tmp_path):
    env = {"FIOSCOPE_DATA_DIR": str(tmp_path / "data")}
    p = run_cli("run", "--target", str(tmp_path), "--preset", "client", "--size", "4MiB", "--runtime", "1",
                "--interval", "0.5", env=env)
    assert p.returncode == 0, p.stderr
    doc = with_sections(RunStore(tmp_path / "data" / "runs.sqlite").load_run(1))
    page = render(doc, "html")
    keep("plan.html", page)
    charts = assert_charts_explain_themselves(page, at_least=4)
    bars = [c for c in charts if c["title"].startswith("Client test plan:")]
    assert [c["title"] for c in bars] == ["Client test plan: Bandwidth MB/s", "Client test plan: IOPS",
                                          "Client test plan: Mean clat µs", "Client test plan: p99.5 clat µs"]
    from app.core.report.suite_tables import run_tables
    table = run_tables(doc).tables[0]
    label, values = table.rows[0]
    assert f"{label}: {values[0]:,.4g}" in page or f"{values[0]:,.1f}" in page  # the bar's figure
    data = render(doc, "pdf")
    keep("plan.pdf", data)
    reader = PdfReader(io.BytesIO(data))
    assert "Contents" in reader.pages[1].extract_text()
    assert [o.title for o in reader.outline if not isinstance(o, list)][:2] == ["Results",
                                                                             "Results: Client test plan"]


def test_compare_names_runs_and_measures_against_the_first(real_run, tmp_path, fio):
    env, first, first_id = real_run
    store = RunStore(tmp_path / "data" / "runs.sqlite")
    store.set_label(first_id, "before firmware")
    spec = JobSpec(name="RND4K-Q4T2-read", rw="randread", target=Target(str(tmp_path / "fioscope-test-8.tmp")),
                   ioengine="psync", numjobs=1, size=8 << 20, runtime=1.5, time_based=True)
    second_id = SuiteRunner(fio, "custom", plain([spec]), 0.5, target=str(tmp_path), store=store).run().run_id
    out = tmp_path / "cmp.html"
    # The later run first: it is the baseline.
    assert run_cli("compare", str(second_id), str(first_id), "--format", "html", "-o", str(out),
                   env=env).returncode == 0
    page = out.read_text()
    keep("compare.html", page)
    assert not re.search(r"\brun \d+\b", page)
    runs = re.findall(r"<li>(.*?)</li>", page)
    assert runs[0].endswith(f"(#{second_id}) (baseline) · custom · fio-3.41") and str(tmp_path) in runs[0]
    assert "before firmware" in runs[1] and f"(#{first_id})" in runs[1]
    assert "class='better'" in page or "class='worse'" in page
    charts = assert_charts_explain_themselves(page, at_least=4)
    overlaid = [c for c in charts if c["title"].endswith(", overlaid")]
    assert overlaid and all(c["series"] == 2 for c in overlaid)
    text = run_cli("compare", str(second_id), str(first_id), env=env).stdout
    assert text.splitlines()[1].startswith("  A: ") and f"(#{second_id})" in text.splitlines()[1]


def test_an_empty_chart_draws_nothing():
    assert svg({"title": "t", "unit": "u", "x": "x", "series": [{"name": "a", "points": [[0, None]]}]}) == ""
    assert svg({"kind": "bars", "title": "t", "unit": "u", "categories": ["a"], "series": [{"values": [None]}]}) == ""
    assert json.dumps(svg({"title": "t", "unit": "u", "x": "x", "points": [[0, 1], [1, 2]]})).count("<svg") == 1


@pytest.mark.skipif(not shutil.which("chromium-headless-shell"), reason="no headless browser on this machine")
def test_the_html_prints_with_the_answer_first_and_each_test_on_its_own_page(shared_stored_run, tmp_path):
    _, doc, _ = shared_stored_run
    page = tmp_path / "r.html"
    page.write_text(render(with_sections(doc), "html"))
    out = tmp_path / "printed.pdf"
    subprocess.run(["chromium-headless-shell", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                    f"--print-to-pdf={out}", page.as_uri()], capture_output=True, timeout=120, check=True)
    keep("custom-printed.pdf", out.read_bytes())
    pages = [p.extract_text() for p in PdfReader(out).pages]
    read = doc["tests"][0]["result"]["total"]["read"]
    assert f"{read['MB_per_s']:,.2f}" in pages[0] and "Drive" in pages[0]
    starts = [next(i for i, p in enumerate(pages) if f"{t['name']}: IOPS" in p) for t in doc["tests"]]
    assert starts[1] > starts[0]  # the second test starts on a later page than the first
    assert pages[starts[1]].lstrip().startswith(doc["tests"][1]["name"])  # at the top of its page


def test_a_job_on_fio_servers_names_its_curves_by_host():
    """A job's total on fio servers stores a curve per host: the charts name them by host,
    unless a host dropped out (its curve would shift the names), then 'thread i'."""
    from app.core.report.run_charts import thread_label
    sample = {"t_s": 1.0, "total": {}, "threads": [{}, {}]}
    total = {"result": {"hosts": ["a:8765", "b:8765"], "threads": []}, "samples": [sample, sample], "spec": {}}
    assert [thread_label(total, i) for i in (0, 1)] == ["a:8765", "b:8765"]
    dropped = dict(total, samples=[{"t_s": 1.0, "total": {}, "threads": [{}, {}, {}]}])
    assert [thread_label(dropped, i) for i in (0, 1, 2)] == ["thread 0", "thread 1", "thread 2"]
    assert thread_label({"result": {"threads": []}, "samples": [sample], "spec": {}}, 1) == "thread 1"
