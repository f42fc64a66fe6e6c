"""TKperf's 3D plots in the steady-state report: window-average IOPS, mean and max latency as
3D bars over block size x R/W mix, beside the tables of the same figures, in the HTML and the
PDF. From the real 14-round steady run the report tests share (conftest's steady_doc: a
1-mix x 1-block-size matrix), and from a 3 x 3 matrix made of its cells: the real cell copied
to the other eight with its figures scaled (as report_runs makes its 14 rounds), so that bars
stand in front of and beside each other. No fio of its own.

Set FIOSCOPE_REPORT_SHOTS=DIR to keep the reports and the PDFs' pages as PNGs, to look at."""
import copy
import html
import io
import math
import re

import pytest
from pypdf import PdfReader

from app.core.report import charts as ch
from app.core.report.chart_out import Poly, Text
from app.core.report.chart_scale import text_width
from app.core.report.render import render, with_sections
from app.core.suites.steady import Cell
from app.core.units import short_bs
from tests.core.report.report_runs import _scaled
from tests.core.report.test_report_charts import keep

MIXES, SIZES = (0, 65, 100), (512, 4096, 8192)


def three_by_three(doc: dict) -> dict:
    """The run with its IOPS and latency matrices 3 x 3: each round's real 0/100 4K cell also
    stands for the other eight, its rates times a factor of its own (latencies over it); the
    tracked cell keeps its figures, so the verdicts do not change."""
    d = copy.deepcopy(doc)
    d.pop("sections", None)
    st = d["settings"]["steady"]
    st.update(mixes=list(MIXES), block_sizes=list(SIZES), throughput_sizes=[4096])
    tests = []
    for t in d["tests"]:
        test = t.get("phase", "").split(" ")[0]
        if test not in ("iops", "latency") or " round " not in t.get("phase", ""):
            tests.append(t)
            continue
        suffix = t["name"].rsplit("-r", 1)[1]
        for m in MIXES:
            for bs in SIZES:
                f = (1 + m / 100) * (4096 / bs) ** 0.5 if test == "iops" else 1 / ((2 - m / 100) / 2 * (bs / 4096) ** 0.5)
                c = copy.deepcopy(t)
                c["name"] = f"{Cell(test, m, bs, 'randrw').key}-r{suffix}"
                c["result"] = t["result"] if f == 1 else _scaled(t["result"], f)
                tests.append(c)
    d["tests"] = tests
    return with_sections(d)


def _reports(doc: dict, name: str) -> dict:
    out = {"doc": doc}
    for fmt in ("html", "pdf"):
        out[fmt] = render(doc, fmt)
        keep(f"{name}.{fmt}", out[fmt])
    return out


@pytest.fixture(scope="module")
def real(steady_doc):
    return _reports(steady_doc.doc, "steady-3d-real")


@pytest.fixture(scope="module")
def wide(steady_doc):
    return _reports(three_by_three(steady_doc.doc), "steady-3d-3x3")


def plots(doc: dict) -> list[tuple[dict, dict]]:
    """(section, chart) of each 3D plot, in the report's order."""
    return [(s, c) for s in doc["sections"] for c in s.get("charts", []) if c.get("kind") == "bars3d"]


def table_cells(section: dict) -> dict[tuple[str, str], str]:
    """{(block size, mix): the table's text} of a window table."""
    cols = section["table"]["columns"]
    return {(r[0], cols[k]): r[k] for r in section["table"]["rows"] for k in range(1, len(cols))}


def bars(scene) -> dict[tuple[str, str], dict]:
    """{(block size, mix): {faces, top, height, value}} of a laid-out 3D plot, the value read
    back from the bar's height against the z axis' own tick marks."""
    axes = next(g for g in scene.groups if g.gid.endswith("-axes"))
    ticks = [(float(it.text.replace(",", "")), axes.items[k - 1].points[0][1]) for k, it in enumerate(axes.items)
             if isinstance(it, Text) and it.anchor == "end"]
    (v0, y0), (v1, y1) = ticks[0], ticks[-1]
    per_unit = (y0 - y1) / (v1 - v0)  # points a unit
    out = {}
    for g in scene.groups:
        m = re.fullmatch(r"c[0-9a-f]{8}-s(\d+)-(\d+)-bar", g.gid)
        faces = [it for it in g.items if isinstance(it, Poly)]
        if m and faces:
            cell = tuple(g.tip.split(":")[0].split(", "))
            front = faces[0].points  # bottom left, bottom right, top right, top left
            height = front[0][1] - front[3][1]
            out[cell] = {"faces": faces, "tip": g.tip, "height": height, "value": height / per_unit,
                         "labels": [it.text for it in g.items if isinstance(it, Text)]}
    return out


def _decimals(text: str) -> int:
    return len(text.split(".")[1]) if "." in text else 0


def check_plots(doc: dict, cells: int) -> None:
    found = plots(doc)
    titles = [c["title"] for _, c in found]
    assert titles == ["IOPS 3D plot: the average of the steady-state window's rounds, per cell",
                      "Latency 3D plot: mean latency, the average of the steady-state window's rounds, per cell",
                      "Latency 3D plot: max latency, the highest of the steady-state window's rounds, per cell"]
    for section, chart in found:
        table = table_cells(section)
        assert len(table) == cells and "-" not in table.values()
        # the table beside it says the same: an average (or the maxima) over the window
        assert section["text"].startswith("Maxima" if "max latency" in chart["title"] else "Averages")
        scene = ch.scene(chart)
        laid = bars(scene)
        assert set(laid) == set(table), chart["title"]  # every cell has its bar, no other bar
        left, top, right, bottom = scene.plot
        for cell, bar in laid.items():
            text = table[cell]
            dec = _decimals(text)
            assert f"{bar['value']:.{dec}f}" == text, (cell, bar["value"], text)  # the height is the figure
            assert bar["tip"] == f"{cell[0]}, {cell[1]}: {float(text):,.{dec}f} {chart['unit']}"
            assert all(len(f.points) == 4 for f in bar["faces"]) and len(bar["faces"]) == 3
            for x, y in (p for f in bar["faces"] for p in f.points):
                assert left - 1e-9 <= x <= right + 1e-9 and top - 1e-9 <= y <= bottom + 1e-9, cell
            assert bar["labels"] in ([], [f"{float(text):,.{dec}f}"])


def test_the_real_run_has_3d_iops_and_latency_plots_of_its_window_tables(real):
    check_plots(real["doc"], 1)
    [(_, iops)] = [p for p in plots(real["doc"]) if p[1]["unit"] == "IOPS"]
    scene = ch.scene(iops)
    assert [b["labels"] for b in bars(scene).values()] == [[f"{float(v):,.1f}" for v in
                                                           table_cells(plots(real["doc"])[0][0]).values()]]


def test_a_3x3_matrix_has_a_bar_per_cell_and_nearer_bars_drawn_after_farther(wide):
    check_plots(wide["doc"], 9)
    for _, chart in plots(wide["doc"]):
        groups = [g.gid for g in ch.scene(chart).groups if g.gid.endswith("-bar")]
        order = [tuple(int(n) for n in re.findall(r"-s(\d+)-(\d+)-bar", g)[0]) for g in groups]
        assert order == sorted(order, key=lambda ji: (-ji[0], ji[1]))  # back row first, left to right
        assert chart["x_categories"] == [short_bs(b) for b in SIZES]
    iops = plots(wide["doc"])[0][1]
    assert iops["y_categories"] == ["0/100", "65/35", "100/0"]  # the lower write-heavy bars in front


def svg_plots(page: str) -> dict[str, dict]:
    """{title: {frame, bars {tooltip: points}}} of each 3D plot of an HTML page: the frame is
    the box its floor and back walls draw."""
    out = {}
    for s in re.findall(r"<svg .*?</svg>", page, re.S):
        walls = re.search(r'<g id="c[0-9a-f]{8}-walls">(.*?)</g>', s, re.S)
        if not walls:
            continue
        pts = [tuple(map(float, p.split(","))) for poly in re.findall(r'<polygon points="([^"]*)"', walls.group(1))
               for p in poly.split()]
        frame = (min(x for x, _ in pts), min(y for _, y in pts), max(x for x, _ in pts), max(y for _, y in pts))
        found = {}
        for tip, body in re.findall(r'<g id="c[0-9a-f]{8}-s\d+-\d+-bar"><title>([^<]*)</title>(.*?)</g>', s, re.S):
            polys = re.findall(r'<polygon points="([^"]*)"', body)
            if polys:
                found[html.unescape(tip)] = [tuple(map(float, p.split(","))) for poly in polys for p in poly.split()]
        out[html.unescape(re.search(r'aria-label="([^"]*)"', s).group(1))] = {"frame": frame, "bars": found}
    return out


def pdf_plots(data: bytes) -> list[dict]:
    """Each 3D plot the PDF draws, from its pages' drawing operators: the frame (the box its
    floor and walls fill, the floor first) and its bars' faces (the closed paths after them),
    in PDF points."""
    out = []
    for page in PdfReader(io.BytesIO(data)).pages:
        ops = page.get_contents().get_data().decode("latin-1").split("\n")
        fill, path = None, []
        for op in ops:
            op = op.strip()
            if op.endswith(" rg"):
                fill = op
            elif op.endswith((" m", " l")):
                path.append(tuple(map(float, op.split()[:2])))
            elif op == "h":
                if fill == "0.949 0.949 0.949 rg":  # the floor: a new plot
                    out.append({"walls": [], "faces": []})
                (out[-1]["walls"] if len(out[-1]["walls"]) < 3 else out[-1]["faces"]).append(path)
                path = []
            elif op in ("S", "f", "B", "n"):
                path = []
    for p in out:
        pts = [q for w in p["walls"] for q in w]
        p["frame"] = (min(x for x, _ in pts), min(y for _, y in pts), max(x for x, _ in pts), max(y for _, y in pts))
    return out


@pytest.mark.parametrize("which", ("real", "wide"))
def test_the_html_and_pdf_draw_every_bar_inside_its_frame(real, wide, which):
    rep = {"real": real, "wide": wide}[which]
    found = plots(rep["doc"])
    page = rep["html"]
    in_html = svg_plots(page)
    assert [c["title"] for _, c in found] == list(in_html)
    for section, chart in found:
        svg = in_html[chart["title"]]
        table = table_cells(section)
        assert {t.split(":")[0] for t in svg["bars"]} == {f"{bs}, {mix}" for bs, mix in table}
        left, top, right, bottom = svg["frame"]
        for tip, pts in svg["bars"].items():
            assert len(pts) == 12  # three faces of four corners
            assert all(left - 0.01 <= x <= right + 0.01 and top - 0.01 <= y <= bottom + 0.01 for x, y in pts), tip
    text = " ".join("\n".join(p.extract_text() for p in PdfReader(io.BytesIO(rep["pdf"])).pages).split())
    in_pdf = pdf_plots(rep["pdf"])
    assert len(in_pdf) == len(found)
    for (section, chart), drawn in zip(found, in_pdf):
        assert chart["title"] in text
        table = table_cells(section)
        assert len(drawn["faces"]) == 3 * len(table)
        left, bottom, right, top = drawn["frame"]  # PDF points: y up
        for face in drawn["faces"]:
            assert all(left - 0.01 <= x <= right + 0.01 and bottom - 0.01 <= y <= top + 0.01 for x, y in face)
        # the heights, as drawn, against the table's figures: one scale for all bars
        scene = ch.scene(chart)
        k = (right - left) / (scene.plot[2] - scene.plot[0])  # PDF points per layout point
        laid = bars(scene)
        per_unit = k * max(b["height"] for b in laid.values()) / max(b["value"] for b in laid.values())
        front = [f for n, f in enumerate(drawn["faces"]) if n % 3 == 0]
        ordered = [b for g in scene.groups for b in laid.values() if b["tip"] == g.tip]  # as drawn
        for face, bar in zip(front, ordered):
            text_value = float(bar["tip"].split(": ")[1].split()[0].replace(",", ""))
            height = face[3][1] - face[0][1]
            dec = _decimals(bar["tip"].split(": ")[1].split()[0])
            assert abs(height / per_unit - text_value) <= 0.02 / per_unit + 0.5 * 10 ** -dec, bar["tip"]


def test_a_full_pts_matrix_fits_its_frame_and_a_missing_cell_has_no_bar():
    """SNIA PTS's IOPS matrix, 8 block sizes x 7 mixes (made-up figures: the layout alone):
    every bar and every text inside the chart, the figures left to the tooltips (56 would
    collide), a cell without a figure drawn as no bar, its tooltip saying so."""
    sizes = ["512B", "4K", "8K", "16K", "32K", "64K", "128K", "1M"]
    mixes = ["0/100", "5/95", "35/65", "50/50", "65/35", "95/5", "100/0"]
    values = [[1000.0 * (j + 1) * (8 - i) for i in range(8)] for j in range(7)]
    values[3][5] = None
    chart = {"kind": "bars3d", "title": "t", "unit": "IOPS", "x": "block size", "y": "R/W mix (% reads/% writes)",
             "z_label": "IOPS", "x_categories": sizes, "y_categories": mixes, "values": values, "decimals": 1}
    scene = ch.scene(chart)
    laid = bars(scene)
    assert len(laid) == 55 and ("64K", "50/50") not in laid
    assert next(g.tip for g in scene.groups if g.gid.endswith("-s3-5-bar")) == "64K, 50/50: - IOPS"
    left, top, right, bottom = scene.plot
    for (bs, mix), bar in laid.items():
        assert f"{bar['value']:.1f}" == f"{values[mixes.index(mix)][sizes.index(bs)]:.1f}"
        assert bar["labels"] == []
        assert all(left - 1e-9 <= x <= right + 1e-9 and top - 1e-9 <= y <= bottom + 1e-9
                   for f in bar["faces"] for x, y in f.points)
    for g in scene.groups:
        for it in g.items:
            if isinstance(it, Text):
                w = text_width(it.text, it.size, it.bold)
                a = math.radians(it.angle)
                start = -{"start": 0, "middle": 0.5, "end": 1}[it.anchor] * w  # along the text's baseline
                xs = [it.x + d * math.cos(a) for d in (start, start + w)] + [it.x - it.size * math.sin(a)]
                ys = [it.y - d * math.sin(a) for d in (start, start + w)] + [it.y - it.size * math.cos(a)]
                assert 0 <= min(xs) and max(xs) <= scene.width and 0 <= min(ys) and max(ys) <= scene.height, it
