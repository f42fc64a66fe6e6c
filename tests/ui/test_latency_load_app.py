"""Run > Latency versus load from the app: a real run on a test file, stored with its curve,
the knee and answer said, and the curve drawn; a raw device it writes asks first."""
import csv
import io
import os

from app.core.report.render import render, with_sections
from app.ui.run.latency_load_start import LoadAsk, start_latency_load


def _ask(window, rw="randread"):
    ask = LoadAsk(window)
    ask.limit.setText("1s")
    ask.rw.setCurrentText(rw)
    ask.step.setText("0.5")
    ask.fractions = (0.5, 1.1)
    return ask


def test_a_run_from_the_app_is_stored_with_its_curve_and_drawn(qtbot, window, tmp_path):
    target = tmp_path / "t"
    target.mkdir()
    window.select_target(str(target))
    window.top.size_edit.setText("16MiB")
    start_latency_load(window.runs, _ask(window))
    assert window.worker is not None
    qtbot.waitUntil(lambda: not window.worker.running, timeout=60000)
    qtbot.waitUntil(lambda: "latency versus load:" in window.status_label.text(), timeout=5000)
    [run] = window.store.runs()
    doc = window.store.load_run(run.id)
    assert doc["suite"] == "latency-load"
    curve = doc["settings"]["latency_load_result"]
    assert [p["phase"] for p in curve["points"]] == ["50 %", "110 %"] and curve["max_iops"] > 0
    assert "highest IOPS with p99 under 1,000,000 µs" in window.status_label.text()
    assert [t["name"] for t in doc["tests"]] == ["load-max", "load-50pct", "load-110pct"]
    view = window.latency_load_view
    names = [c.name() for c in view.plot.getPlotItem().listDataItems()]
    assert names[:3] == ["mean", "p99", "p99.9"]
    assert os.listdir(target) == []  # the test file went with the run
    # every report carries the steps: the text and HTML a section with the chart, the CSV a table
    doc = with_sections(doc)
    assert "Latency versus load" in render(doc, "txt") and "knee" in render(doc, "txt")
    assert "<h2>Latency versus load</h2>" in render(doc, "html") and render(doc, "pdf")[:4] == b"%PDF"
    table = render(doc, "summary-csv").replace("\r\n", "\n").split("\n\n")[1]
    steps = list(csv.DictReader(io.StringIO(table)))
    assert [r["step"] for r in steps] == ["max", "50 %", "110 %"]
    assert steps[1]["achieved IOPS"] == f"{curve['points'][0]['achieved_iops']:.3f}"  # at the CSV's precision


def test_a_raw_device_it_writes_asks_first(qtbot, window, loop_device):
    dev = loop_device()
    window.refresh_targets()
    window.select_target(dev)
    asked = []
    window.confirm_destroy = lambda disk, what: asked.append(what) or None  # the user cancels
    start_latency_load(window.runs, _ask(window, "randwrite"))
    assert asked and "latency versus load" in asked[0] and window.worker is None
    assert "nothing was written" in window.status_label.text()
