"""The window's own figures and lists in its user's language (issue 56): the Steady page's
SNIA PTS panel after a real reduced HIR, XSR and DIRTH run in German (no English word but
data; figures with the German decimal comma), while the report of the same run stays
English; the graphs' axis ticks in the window's locale; lists with the language's separator."""
import re
import xml.etree.ElementTree as ET
from dataclasses import replace

import pytest

from app.core import plan as core_plan
from app.core.suites.pts_settings import HirSettings, XsrSettings
from app.ui import i18n
from tests.ui.test_i18n import I18N, WORD, built, qm_dir, vocabulary  # noqa: F401 (fixtures)
from tests.ui.test_pts_results import start, steady_page

K = 1024


def smaller(reduced):
    """All three tests shortened as tests/ui/test_pts_results.py and test_pts_hir_xsr.py shorten them,
    with 2 rounds at most (a preconditioning that is not steady is said too)."""
    def make(s):
        r = reduced(s)
        return replace(r, window=2, max_rounds=2,
                       hir=HirSettings(burst_s=1.0, bursts=1, waits=(1.0, 2.0), baseline_bursts=1, round_cells=2),
                       xsr=XsrSettings(segments=(("write", 1024 * K, 2.0), ("randwrite", 8 * K, 2.0),
                                                 ("write", 1024 * K, 2.0)), cell_s=1.0, threads=1, iodepth=4),
                       dirth=replace(r.dirth, threads=(2, 1), depths=(2, 1), hist_s=2.0, prewrite_s=1.0,
                                     hist_prewrite_s=1.0, round_cells=2))
    return make


@pytest.fixture
def german_window(qtbot, tmp_path, fio, built):  # noqa: F811 (the fixture imported above)
    """The window started in German (widgets take their words when they are made)."""
    from app.core.history.store import RunStore
    from app.ui.main_window import MainWindow
    i18n.install("de")
    w = MainWindow(fio=fio, store=RunStore(tmp_path / "runs.sqlite"))
    w.confirm_close = lambda: True
    qtbot.addWidget(w)
    w.show()
    yield w
    if w.worker and w.worker.running:
        w.worker.cancel()
        w.worker.wait(20)


def panel_texts(pts) -> list[str]:
    """Everything the PTS panel shows in words: its labels, table headers and cells, and its
    charts' text (titles, axis labels, ticks, legends, as drawn)."""
    from PySide6.QtWidgets import QLabel
    out = [re.sub(r"<[^>]+>", " ", label.text()) for label in pts.widget().findChildren(QLabel)]
    for t in pts.tables:
        out += [t.horizontalHeaderItem(c).text() for c in range(t.columnCount())]
    out += [row for table in pts.table_texts() for row in table]  # "cell | cell | ..."
    out += [" ".join(chart.texts) for chart in pts.charts]
    return out


@pytest.mark.timeout(480)  # HIR, XSR and DIRTH in a row: about 60 s alone, longer on a loaded machine
def test_the_pts_panel_after_a_real_reduced_run_is_german_but_its_data(qtbot, german_window, loop_device,
                                                                       monkeypatch):
    from app.core.report.render import load_id, render
    monkeypatch.setattr(core_plan, "reduced", smaller(core_plan.reduced))
    dev = loop_device(32 << 20)
    window = german_window
    steady_page(window, dev, ("hir", "xsr", "dirth"))
    errors = start(qtbot, window, dev)
    pts = window.steady_panel.pts
    assert "HIR, XSR, DIRTH" in pts.head.text() and "running" not in pts.head.text()
    qtbot.waitUntil(lambda: not window.worker.running, timeout=300_000)
    assert not errors
    assert len(pts.tables) == 5 and len(pts.charts) >= 12, (pts.titles, pts.chart_titles())
    assert "Erholung im Host-Leerlauf (HIR)" in pts.titles and "Erholung nach Stimuluswechsel (XSR)" in pts.titles
    headers = [[t.horizontalHeaderItem(c).text() for c in range(t.columnCount())] for t in pts.tables]
    assert ["Punkt", "ausstehende I/Os", "IOPS", "Mittel µs", "p99 µs", "max. µs"] in headers
    run = window.store.runs()[0]
    doc = window.store.load_run(run.id, with_samples=False)
    target = (doc.get("machine") or {}).get("target") or {}
    data = " ".join(str(v) for v in (dev, doc.get("target"), target.get("model"), target.get("firmware")) if v)
    allowed = vocabulary("de") | {w.lower() for w in WORD.findall(data)}
    shown = panel_texts(pts)
    text = "\n".join(shown)
    english = sorted({w for w in WORD.findall(text) if w.lower() not in allowed})
    assert not english, (english, text)
    # German figures: a decimal comma in the tables, the lines and the charts' ticks, no "1,234" grouping
    assert re.search(r"\d,\d", " ".join(row for table in pts.table_texts() for row in table))
    assert re.search(r"\b\d+,\d+\b", " ".join(" ".join(c.texts) for c in pts.charts))
    assert not re.search(r"\d\.\d µs|\d{1,3},\d{3}\b IOPS", text), text
    # the report of the same run stays English, as it always was
    html = render(load_id(window.store, run.id, "html"), "html")
    assert "Host idle recovery (HIR)" in html and "Erholung" not in html and "not conformant because" in html


def test_the_graphs_axis_ticks_take_the_windows_decimal_comma_and_digit_grouping(qapp, built):  # noqa: F811
    from app.ui.graphs.axis_ticks import FewTicksAxis, LocaleAxis, LogAxis, duration_us
    english = LocaleAxis("bottom")
    assert english.tickStrings([0.0, 0.5, 1.0], 1.0, 0.5) == ["0", "0.5", "1.0"]  # pyqtgraph: %g for 0
    assert english.tickStrings([0.0, 10000.0, 20000.0], 1.0, 10000.0) == ["0", "10,000", "20,000"]
    i18n.install("de")
    for axis in (LocaleAxis("bottom"), FewTicksAxis("left")):
        assert axis.tickStrings([0.0, 0.5, 1.0], 1.0, 0.5) == ["0", "0,5", "1,0"]
        assert axis.tickStrings([0.0, 1000.0, 2000.0], 1.0, 1000.0) == ["0", "1.000", "2.000"]
        assert axis.tickStrings([2.5e-4], 1.0, 1e-4) == ["0,00025"]  # pyqtgraph's %g below 0.001
    log = LogAxis("left")  # the latency axes keep their µs/ms/s words
    assert log.words(1500.0, log.locale) == "1,5 ms" and duration_us(500.0, log.locale) == "500 µs"
    assert log.logTickStrings([3.0, 3.3, 3.5], 1.0, 1.0)[0] == "1 ms"
    i18n.install("ja")
    assert LocaleAxis("bottom").tickStrings([0.0, 0.5], 1.0, 0.5) == ["0", "0.5"]


def test_the_live_graphs_and_a_side_plot_draw_german_ticks(qtbot, built):  # noqa: F811
    """The axes the window makes (the live graphs' time and value axes, a side panel's plot) print
    German figures: every tick string pyqtgraph asks of them has no English decimal point."""
    from app.ui.graphs.graphs import LiveGraphs
    from app.ui.graphs.legend_row import SmallPlot
    i18n.install("de")
    graphs, side = LiveGraphs(), SmallPlot()
    qtbot.addWidget(graphs)
    qtbot.addWidget(side)
    axes = [side.getPlotItem().getAxis("left"), side.getPlotItem().getAxis("bottom")]
    axes += [p.getAxis(name) for p in graphs.plots.values() for name in ("left", "bottom")]
    for axis in axes:
        assert axis.tickStrings([0.0, 0.5, 1.5], 1.0, 0.5) == ["0", "0,5", "1,5"], type(axis)
        assert axis.tickStrings([1000.0, 2000.0], 1.0, 1000.0) == ["1.000", "2.000"], type(axis)


@pytest.mark.parametrize("lang, expected", [("de", "sda, sdb; nvme0n1; loop0"), ("ja", "sda、sdb；nvme0n1；loop0"),
                                            ("zh_CN", "sda、sdb；nvme0n1；loop0")])
def test_a_list_the_core_joins_takes_the_languages_separator(qapp, built, lang, expected):  # noqa: F811
    from app.core.words import Msg, joined
    from app.ui.core_words import window_text
    i18n.install(lang)
    said = joined([joined(["sda", "sdb"]), "nvme0n1", "loop0"], "; ")
    assert str(said) == "sda, sdb; nvme0n1; loop0"  # the CLI's and the reports' English
    assert window_text(said) == expected
    # "%1; %2" is also a sentence's template (a finding; its advice), translated as such: that wins
    sentence = Msg("%1; %2", "a", "b")
    assert window_text(sentence) == i18n.arg(i18n.translate("core", "%1; %2"), "a", "b")
    assert i18n.joined(["HIR", "XSR"]) == ("HIR、XSR" if lang != "de" else "HIR, XSR")
    assert window_text(Msg("%1, %2 and more", "a", "b")).startswith("a, b")  # a sentence is not a list


def test_the_list_separators_are_in_every_ts():
    for lang in ("de", "es", "ja", "zh_CN"):
        root = ET.parse(I18N / f"fioscope_{lang}.ts").getroot()
        found = {m.findtext("source"): m.findtext("translation") for ctx in root if ctx.findtext("name") == "List"
                 for m in ctx.iter("message")}
        assert set(found) == {", ", "; "}, lang


def german_words(texts: list, data: str = "") -> list[str]:
    """The English words left in texts as a German window shows them (the .ts's German words
    and data allowed)."""
    from app.ui.core_words import window_text
    allowed = vocabulary("de") | {w.lower() for w in WORD.findall(data)}
    shown = " ".join(window_text(t) for t in texts if t)
    return sorted({w for w in WORD.findall(shown) if w.lower() not in allowed})


def test_the_windows_checklist_is_said_in_german(qapp, built):  # noqa: F811
    """The Windows checklist's findings from recorded cmdlet output (as fioscope check parses it on
    Windows; not run here): every value, expectation and advice in German, Windows' own names
    (Healthy, OK), commands and property names as data."""
    from app.core.insight import windows
    from app.core.words import Msg
    items = windows.reliability_items(windows.Reliability(71, 75, 85, 3, 0, 1000))
    items += windows.reliability_items(None)
    items += windows.physical_items('{"DeviceId": "1", "HealthStatus": 1, "OperationalStatus": [3], '
                                    '"LogicalSectorSize": 512, "PhysicalSectorSize": 4096}', "1")[0]
    items += [windows.cache_item('{"IsDeviceCacheEnabled": false, "IsPowerProtected": false}'),
              windows.cache_item('{"IsDeviceCacheEnabled": true, "IsPowerProtected": true}'), windows.cache_item(None),
              windows.trim_item("NTFS DisableDeleteNotify = 1"), windows.trim_item("NTFS DisableDeleteNotify = 0"),
              windows.trim_item(""), windows.power_plan_item("GUID: a1841308-3541-4fab-bc81-f71556f20b4a  (Power saver)"),
              windows.power_plan_item("GUID: 11111111-2222-3333-4444-555555555555"), windows.power_plan_item("")]
    texts = [t for i in items for t in (i.value, i.expected, i.advice)]
    assert sum(isinstance(t, Msg) for t in texts) >= 25
    i18n.install("de")
    data = ("Healthy Warning OK Degraded TemperatureMax DisableDeleteNotify Get-PhysicalDisk Get-StorageReliabilityCounter "
            "Get-StorageAdvancedProperty fsutil behavior query set powercfg setactive getactivescheme SCHEME_MIN")
    assert not german_words(texts, data)
    from app.ui.core_words import window_text
    assert window_text(windows.power_plan_item("GUID: a1841308-3541-4fab-bc81-f71556f20b4a").value) == \
        "Energiesparmodus"  # as a German Windows names its plan


def test_smartctls_findings_in_german_keep_its_attribute_names(qapp, built):  # noqa: F811
    from app.core.insight.smart import parse_smartctl
    from app.core.words import Msg, joined
    from app.ui.core_words import window_text
    from tests.core.insight.test_insight_checklist import smart_doc
    nvme, ata = parse_smartctl(smart_doc("nvme-hot-worn")), parse_smartctl(smart_doc("ata-reallocated"))
    bits = joined(list(nvme.critical_warnings()), "; ")
    errors = joined([Msg("%1 %2", v, k) for k, v in ata.ata_errors.items()])
    assert str(errors) == "12 reallocated sectors (Reallocated_Sector_Ct), 2 pending sectors (Current_Pending_Sector)"
    i18n.install("de")
    assert window_text(bits) == "Ersatzblöcke unter dem Schwellwert; Temperatur über oder unter dem Schwellwert"
    assert window_text(errors) == ("12 umgelagerte Sektoren (Reallocated_Sector_Ct), "
                                   "2 schwebende Sektoren (Current_Pending_Sector)")
