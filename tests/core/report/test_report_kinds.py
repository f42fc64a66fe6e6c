"""Every report kind from real runs of the bundled fio (quick, buffered, peak, a steady-state run
of 14 rounds, a seed plan, a write cliff, a comparison), checked in the HTML, PDF, CSV and text
they produce: every chart's frame holds all its data, the latency a report leads with is
fio's total latency, percentiles never pass the maximum, captions and axis labels say what
is drawn, settings read as words, the results lead the CSV, and seeds' tables carry MiB/s.

Set FIOSCOPE_REPORT_SHOTS=DIR to keep the reports and the PDFs' pages as PNGs, to look at."""
import copy
import csv
import html
import io
import re

import pytest
from pypdf import PdfReader

from app.core.fio.jobspec import Target
from app.core.history.store import RunStore
from app.core.suites.cliff_run import CliffRun, CliffSettings
from app.core.report import charts as ch
from app.core.report.compare import METRICS, compare, compare_html, compare_text
from app.core.report.cover import grid
from app.core.report.csv_export import SUMMARY_COLUMNS
from app.core.report.render import load, render
from app.core.report.run_charts import compare_bar_charts, overlay_charts, run_name, table_charts
from app.core.report.run_charts import test_charts as charts_of_test
from app.core.report.suite_tables import run_tables
from tests.core.report.report_runs import peak_run, quick_run, scaling_run
from tests.core.report.test_report_charts import keep
from tests.helpers import cliff_pass_specs

# The hang guard (pyproject's 180 s) well above the module's runs (quick, buffered, peak, scaling,
# a cliff, the shared steady run) and their renders: 89 s of setup alone at load 4.5 (2026-12-06).
pytestmark = pytest.mark.timeout(420)

KINDS = ("quick", "buffered", "peak", "steady", "scaling", "cliff")


@pytest.fixture(scope="module")
def runs(tmp_path_factory, fio, steady_doc):
    """{kind: stored run document (with its report sections)}, made once for the module."""
    base = tmp_path_factory.mktemp("report-kinds")
    target = base / "target"
    target.mkdir()
    out = {"quick": quick_run(base / "quick", target), "buffered": quick_run(base / "buffered", target, "--buffered"),
           "peak": peak_run(base / "peak", target), "steady": steady_doc.doc,
           "scaling": scaling_run(base / "scaling", target)}
    specs = cliff_pass_specs(fio, base, 300)
    store = RunStore(base / "cliff.sqlite")
    settings = CliffSettings(Target(str(base / "unused"), "file"), 1 << 30, interval=0.5, pauses=())
    cliff = CliffRun(fio, settings, store=store, pass_specs=specs, target_label=str(base), confirmed=()).run()
    out["cliff"] = load(store, str(cliff.suite.run_id))
    return out


@pytest.fixture(scope="module")
def rendered(runs):
    """{kind: {format: output}}, each kept under FIOSCOPE_REPORT_SHOTS when set."""
    out = {}
    for kind, doc in runs.items():
        out[kind] = {fmt: render(doc, fmt) for fmt in ("html", "pdf", "txt", "csv", "summary-csv")}
        for fmt in ("html", "pdf", "txt", "csv"):
            keep(f"{kind}.{fmt}", out[kind][fmt])
    return out


def doc_charts(doc: dict) -> list[dict]:
    """Every chart a run's HTML and PDF reports draw."""
    charts = [c for t in doc["tests"] for c in charts_of_test(t)]
    charts += [c for s in doc.get("sections", []) for c in s.get("charts", [])]
    rt = run_tables(doc)
    return charts + ([c for t in rt.tables for c in table_charts(t)] if rt else [])


def _numbers(s: str) -> list[float]:
    return [float(x) for x in re.findall(r"-?[\d.]+", s)]


def svg_data_outside(page: str) -> list[str]:
    """Charts of an HTML page with a mark of their data outside their frame (the two axis
    lines: the black ones 0.8 wide and more than 20 points long)."""
    bad = []
    for s in re.findall(r"<svg .*?</svg>", page, re.S):
        title = re.search(r'aria-label="([^"]*)"', s).group(1)
        spines = [_numbers(p) for p in re.findall(r'<polyline points="([^"]*)"[^>]*stroke="#000000" '
                                                 r'stroke-width="0.8"', s)]
        vertical = [p for p in spines if len(p) == 4 and p[0] == p[2] and abs(p[3] - p[1]) > 20]
        horizontal = [p for p in spines if len(p) == 4 and p[1] == p[3] and abs(p[2] - p[0]) > 20]
        left, top, bottom = vertical[0][0], vertical[0][1], vertical[0][3]
        right = horizontal[0][2]
        for body in re.findall(r'<g id="c[0-9a-f]{8}-s\d+(?:-\d+)?">(.*?)</g>', s, re.S):
            xs, ys = [], []
            for pts in re.findall(r'points="([^"]*)"', body):
                v = _numbers(pts)
                xs += v[0::2]
                ys += v[1::2]
            for cx, cy in re.findall(r'cx="([\d.-]+)" cy="([\d.-]+)"', body):
                xs.append(float(cx))
                ys.append(float(cy))
            for x, y, w, h in re.findall(r'<rect x="([\d.-]+)" y="([\d.-]+)" width="([\d.-]+)" height="([\d.-]+)"',
                                         body):
                xs += [float(x), float(x) + float(w)]
                ys += [float(y), float(y) + float(h)]
            if any(x < left - 0.02 or x > right + 0.02 for x in xs) or \
                    any(y < top - 0.02 or y > bottom + 0.02 for y in ys):
                bad.append(title)
                break
    return bad


def pdf_pages(data: bytes) -> list[str]:
    return [p.extract_text() for p in PdfReader(io.BytesIO(data)).pages]


# -- 1. every chart's axes cover all its data --------------------------------------------
@pytest.mark.parametrize("kind", KINDS)
def test_every_charts_frame_holds_all_its_data(runs, rendered, kind):
    doc = runs[kind]
    charts = doc_charts(doc)
    assert charts
    for chart in charts:  # the layout both the HTML and the PDF draw
        scene = ch.scene(chart)
        if scene is None:
            continue
        left, top, right, bottom = scene.plot
        for g in scene.groups:
            if "-s" not in g.gid:
                continue
            for it in g.items:
                if hasattr(it, "text"):  # a bar's figure above it: a label, not data
                    continue
                pts = getattr(it, "points", None) or ([(it.x, it.y)] if hasattr(it, "r") else
                                                     [(it.x, it.y), (it.x + it.w, it.y + it.h)])
                for x, y in pts:
                    assert left - 1e-6 <= x <= right + 1e-6 and top - 1e-6 <= y <= bottom + 1e-6, chart["title"]
    assert svg_data_outside(rendered[kind]["html"]) == []


def test_a_steady_run_of_14_rounds_shows_round_14(runs, rendered):
    """The round that decided the window, labelled every second round (1, 3 ... 13), drawn inside."""
    doc = runs["steady"]
    steady = [c for c in doc_charts(doc) if c["title"].startswith(("Steady-state verification",
                                                                   "Steady-state convergence"))]
    assert len(steady) == 2 * 3
    for chart in steady:
        assert [t[1] for t in chart["x_ticks"]] == [str(r) for r in range(1, 14, 2)]
        assert max(x for s in chart["series"] for x, _ in s["points"]) == 14
        scene = ch.scene(chart)
        left, _, right, _ = scene.plot
        xs = [it.x for g in scene.groups if "-s" in g.gid for it in g.items if hasattr(it, "r")]
        assert max(xs) < right and round((max(xs) - left) / (right - left) * 14.0 + 0.5) == 14
    verdicts = doc["sections"][0]["table"]["rows"]
    assert [r[2:4] for r in verdicts] == [["yes", "rounds 10-14"]] * 3
    text = "\n".join(pdf_pages(rendered["steady"]["pdf"]))
    assert text.count("Steady-state verification") >= 3


# -- 2. the latency a report leads with is fio's total latency ---------------------------
def test_a_buffered_run_leads_with_fios_total_latency(runs, rendered):
    doc = runs["buffered"]
    cells = {(r.label, d): c for r in grid(doc) for d, c in (("read", r.read), ("write", r.write)) if c}
    gaps = 0
    for t in doc["tests"]:
        label, _, d = t["name"].rpartition("-")
        side = t["result"]["total"][d]
        lat, clat = side["lat_us"]["mean_us"], side["clat_us"]["mean_us"]
        cell = cells[(label.replace("-", " "), d)]
        assert cell.total and cell.mean_us == pytest.approx(lat)
        assert f"{side['iops']:,.0f} IOPS · {lat:,.1f} µs" in rendered["buffered"]["html"]
        assert f"{side['iops']:,.0f} IOPS · {lat:,.1f} µs" in pdf_pages(rendered["buffered"]["pdf"])[0]
        row = next(ln for ln in rendered["buffered"]["txt"].splitlines() if ln.startswith(label.replace("-", " ")))
        assert f"{lat:.1f}" in row.split()
        gaps += lat > 10 * clat  # a buffered test whose copy happens at submission
    assert gaps >= 1  # the case the issue saw: clat 1.5 µs, lat 429.5 µs
    for fmt in ("html", "txt"):
        out = html.unescape(rendered["buffered"][fmt])
        assert "mean latency (fio's lat: submission to completion)" in out
        assert "mean completion latency;" not in out
    first = pdf_pages(rendered["buffered"]["pdf"])[0]
    assert "mean latency (fio's lat: submission to completion)" in first


# -- 3. percentiles monotone and <= max; captions and axis labels true ---------------------
def _table_rows(page: str, header: str) -> list[list[str]]:
    header = re.sub(r"<th>", "<th[^>]*>", header)  # a column of words has class 'w' (table_align)
    table = re.search(rf"<table><thead><tr>{header}.*?</table>", page, re.S).group(0)
    return [re.findall(r"<td[^>]*>(.*?)</td>", r) for r in re.findall(r"<tr>(<td.*?)</tr>", table)]


@pytest.mark.parametrize("kind", ("quick", "buffered"))
def test_percentiles_rise_and_stay_at_or_below_the_maximum(runs, rendered, kind):
    rows = _table_rows(rendered[kind]["html"], "<th>Test</th><th>Dir</th>")
    assert len(rows) == 8
    for r in rows:
        p50, p99, p999, p9999, top = (float(x.replace(",", "")) for x in r[-5:])
        assert p50 <= p99 <= p999 <= p9999 <= top, r
    pdf = "\n".join(pdf_pages(rendered[kind]["pdf"]))
    for line in re.findall(r"^(?:read|write) [\d,. ]+$", pdf, re.M):
        p = [float(x.replace(",", "")) for x in line.split()[-5:]]
        assert p == sorted(p), line
    for r in csv.DictReader(io.StringIO(rendered[kind]["summary-csv"])):
        p = [float(r[f"clat {k} (us)"]) for k in ("p50", "p99", "p99.9", "p99.99", "max")]
        assert p == sorted(p), r
    by_row = {(r[0], r[1]): r for r in rows}
    for t in runs[kind]["tests"]:  # fio's own p99.99, from its bins, above its max: shown as the max
        for d in ("read", "write"):
            c = t["result"]["total"][d]["clat_us"]
            if c and c["p9999_us"] > c["max_us"]:
                assert by_row[(t["name"], d)][-2] == by_row[(t["name"], d)][-1] == f"{c['max_us']:,.1f}"


def test_a_percentile_above_the_maximum_is_shown_as_the_maximum(runs):
    """fio's bins stand for their middles: p99.99 21,889 µs against a max of 21,809 was seen."""
    doc = copy.deepcopy(runs["quick"])
    t = doc["tests"][0]
    c = t["result"]["total"]["read"]["clat_us"]
    c["p999_us"], c["p9999_us"] = c["max_us"] * 1.5, c["max_us"] * 1.004
    top = f"{c['max_us']:,.1f}"
    row = next(r for r in _table_rows(render(doc, "html"), "<th>Test</th><th>Dir</th>") if r[0] == t["name"])
    assert row[-3:] == [top, top, top]
    csv_row = next(csv.DictReader(io.StringIO(render(doc, "summary-csv"))))
    assert float(csv_row["clat p99.9 (us)"]) == float(csv_row["clat p99.99 (us)"]) == pytest.approx(c["max_us"],
                                                                                                  abs=1e-3)
    chart = next(x for x in charts_of_test(t) if "percentiles" in x["title"])
    assert max(y for s in chart["series"] for _, y in s["points"]) == c["max_us"]


def _y_axis(svg_text: str) -> tuple[str, bool]:
    """(y label, whether the y ticks are spaced as a log axis)."""
    label = " ".join(re.findall(r"<text[^>]*>([^<]*)</text>",
                                re.search(r'-y-label">(.*?)</g>', svg_text, re.S).group(1)))
    ticks = [(float(y), float(t.replace(",", ""))) for y, t in
             re.findall(r'<text x="[\d.]+" y="([\d.]+)" font-size="7" text-anchor="end">([\d,.]+)</text>', svg_text)]
    (y0, v0), (y1, v1), (y2, v2) = ticks[0], ticks[1], ticks[-1]
    linear_fit = abs((y2 - y0) - (y1 - y0) * (v2 - v0) / (v1 - v0)) < 0.5
    return label, not linear_fit


@pytest.mark.parametrize("kind", ("quick", "buffered"))  # a Peak report has no per-run percentile charts
def test_a_log_axis_is_labelled_log_only_when_it_is_drawn_so(rendered, kind):
    charts = re.findall(r'<svg [^>]*aria-label="[^"]*percentiles[^"]*".*?</svg>', rendered[kind]["html"], re.S)
    assert charts
    for s in charts:
        label, log = _y_axis(s)
        assert ("log scale" in label) == log, label


def test_steady_captions_say_average_or_maximum_and_the_band_is_the_range_criterion(runs):
    doc = runs["steady"]
    sections = {s["title"]: s for s in doc["sections"]}
    mean = sections["Latency: Average latency (ms) vs. block size and R/W mix %"]
    top = sections["Latency: Max latency (ms) vs. block size and R/W mix %"]
    assert mean["text"].startswith("Averages over the measurement window")
    assert top["text"].startswith("Maxima over the measurement window")
    for name in ("IOPS", "Throughput, 4K sequential", "Latency"):
        chart = next(c for c in sections[f"{name}: steady-state information"]["charts"]
                     if c["title"].startswith("Steady-state verification"))
        series = {s["name"]: s for s in chart["series"]}
        assert not any("± 20 %" in n for n in series)  # the band of no criterion is gone
        window = [y for _, y in series["measurement window"]["points"]]
        avg = series["window average"]["points"][0][1]
        band = chart["series"][list(series).index("range allowed: 20 % of the average")]
        other = chart["series"][list(series).index("range allowed: 20 % of the average") + 1]
        hi, lo = band["points"][0][1], other["points"][0][1]
        assert hi - lo == pytest.approx(0.2 * avg)  # the band is the range SNIA allows
        assert lo <= min(window) and max(window) <= hi  # steady: every value fits inside
        slope = chart["series"][[s["name"] for s in chart["series"]].index(
            "slope allowed: ±10 % of the average over the window")]["points"]
        (x0, y0), (x1, y1) = slope
        assert abs(y1 - y0) / (x1 - x0) * (5 - 1) == pytest.approx(0.1 * avg)  # the steepest slope allowed


# -- 4. settings in words; no check mark for "no temperature sensor" ------------------------
@pytest.mark.parametrize("kind", ("quick", "buffered", "peak", "scaling", "cliff"))
def test_settings_read_as_words_and_no_sensor_is_not_good_news(runs, rendered, kind):
    page, pdf = html.unescape(rendered[kind]["html"]), "\n".join(pdf_pages(rendered[kind]["pdf"]))
    for raw in ("Settings, as stored", "sampled every auto s", "readahead_kb", "drop_caches", "as_published",
                '{"'):
        assert raw not in page and raw not in pdf, raw
    for value in ("null", "None", "False", "True"):  # a stored value as it was stored, in a table cell
        assert f"<td>{value}</td>" not in page and not re.search(rf"^\w+ {value}$", pdf, re.M), value
    assert "Settings" in pdf.split("page 1 of")[0]
    if runs[kind]["settings"].get("temperature") == "no temperature sensor":
        assert re.search(r"<p class='info'>Drive temperature: no temperature sensor", page)
        assert "✔ Drive temperature: no temperature sensor" not in page
        assert "note     Drive temperature: no temperature sensor" in rendered[kind]["txt"]


# -- 5. CSV: results first, units in the header, then the samples; the text report -------------
@pytest.mark.parametrize("kind", ("quick", "buffered", "peak"))
def test_the_csv_leads_with_the_results_then_the_samples(runs, rendered, kind):
    doc = runs[kind]
    text = rendered[kind]["csv"]
    results, _, rest = text.partition("\r\n\r\n")
    rows = list(csv.DictReader(io.StringIO(results)))
    assert tuple(rows[0].keys()) == SUMMARY_COLUMNS and "IOPS (I/O per s)" in SUMMARY_COLUMNS
    assert "MB/s (10^6 bytes per s)" in SUMMARY_COLUMNS and "lat mean (us)" in SUMMARY_COLUMNS
    expected = [(t["name"], t.get("phase", ""), d) for t in doc["tests"] if t.get("result")
                for d in ("read", "write") if t["result"]["total"][d]["total_ios"]]
    assert [(r["test"], r["phase"], r["direction"]) for r in rows] == expected
    for r, (name, phase, d) in zip(rows, expected):
        side = next(t for t in doc["tests"] if t["name"] == name and t.get("phase", "") == phase)["result"]["total"][d]
        assert float(r["IOPS (I/O per s)"]) == pytest.approx(side["iops"], abs=1e-3)
        assert float(r["lat mean (us)"]) == pytest.approx(side["lat_us"]["mean_us"], abs=1e-3)
    assert results + "\r\n" == rendered[kind]["summary-csv"]
    title, _, samples = rest.partition("\r\n")
    assert title.strip('"').startswith("Samples: one row per thread per interval")
    srows = list(csv.DictReader(io.StringIO(samples)))
    assert len(srows) == sum(len(t["samples"]) * (len(t["samples"][0]["threads"]) + 1)
                             for t in doc["tests"] if t["samples"])


@pytest.mark.parametrize("kind", ("quick", "buffered", "peak", "steady", "scaling", "cliff"))
def test_the_text_report_says_drive_settings_and_verdicts(runs, rendered, kind):
    txt = rendered[kind]["txt"]
    for part in ("\nDrive\n", "  Capacity  ", "\nRun\n", "  Settings  ", "\nVerdict\n", "  fio  "):
        assert part in txt, part
    assert txt.index("Drive") < txt.index("Settings") < txt.index("Verdict")


# -- 6. MB/s and MiB/s where a seed's table is reproduced ------------------------------
def test_a_seed_plans_tables_carry_mib_s_and_say_what_the_seed_meant(runs, rendered):
    doc = runs["scaling"]
    rt = run_tables(doc)
    titles = [t.title for t in rt.tables]
    for mb in [t for t in rt.tables if t.unit == "MB/s"]:
        mib = rt.tables[titles.index(mb.title.replace("(MB/s)", "(MiB/s)"))]
        for (_, a), (_, b) in zip(mb.rows, mib.rows):
            assert [x * 1e6 / 2**20 for x in a] == pytest.approx(list(b))
    assert any("(MiB/s)" in t for t in titles) and not any(c.get("unit") == "MiB/s" for t in rt.tables
                                                            for c in table_charts(t))
    assert any("Completion latency, clat (µs)" in t for t in titles)  # the plan's latency is clat's
    note = "the seed document's \"MB/s\" are MiB/s"
    assert note in rendered["scaling"]["txt"] and note in html.unescape(rendered["scaling"]["html"])
    assert "MiB/s" in "\n".join(pdf_pages(rendered["scaling"]["pdf"]))


def test_steady_throughput_table_carries_mib_s(runs):
    sec = next(s for s in runs["steady"]["sections"] if s["title"].startswith("Throughput: average"))
    cols = sec["table"]["columns"]
    assert cols[:5] == ["Block size", "Read MB/s", "Read MiB/s", "Write MB/s", "Write MiB/s"]
    for row in sec["table"]["rows"]:
        assert float(row[2]) == pytest.approx(float(row[1]) * 1e6 / 2**20, abs=2e-3)
    assert "says MB/s for what are MiB/s" in sec["text"]


# -- the comparison --------------------------------------------------------------------
def test_a_comparison_of_direct_and_buffered_runs(runs):
    docs = [runs["quick"], runs["buffered"]]
    page = compare_html(docs)
    keep("compare.html", page)
    assert "not like for like" in page and "not like for like" in compare_text(docs)
    assert svg_data_outside(page) == []
    names = [run_name(d) for d in docs]
    for chart in compare_bar_charts(compare(docs), names, METRICS) + overlay_charts(docs, names):
        scene = ch.scene(chart)
        if scene:
            assert scene.plot[0] < scene.plot[2]

