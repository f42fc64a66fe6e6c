"""View > Latency QoS: the runs on screen's exceedance curves and levels, as the reports have them."""
from __future__ import annotations

from pathlib import Path

from app.core.history.fio_import import import_fio_json
from app.core.report.qos_report import qos_chart, qos_table

DATA = Path(__file__).resolve().parents[1] / "data"


def axis_texts(axis) -> list[str]:
    """The labels pyqtgraph draws on the axis now."""
    from PySide6.QtGui import QImage, QPainter
    image = QImage(200, 200, QImage.Format_ARGB32)
    painter = QPainter(image)
    try:
        return [text for _, _, text in axis.generateDrawSpecs(painter)[2]]
    finally:
        painter.end()


def test_stored_and_compared_runs_show_their_curves(qtbot, window):
    store = window.store
    big = import_fio_json(DATA / "qos" / "randread-2threads.jsonplus.json", store)
    small = import_fio_json(DATA / "fio-import" / "randread.jsonplus.json", store)
    window.show_runs([big])
    window.menu_actions.latency_qos.trigger()
    d = window.qos_dialog
    qtbot.waitUntil(d.isVisible)
    doc = store.load_run(big)
    chart = qos_chart(doc["tests"][0])
    curves = d.plot.getPlotItem().listDataItems()
    assert [c.name() for c in curves] == [s["name"] for s in chart["series"]]
    xs, ys = curves[0].getOriginalDataset()
    assert list(xs) == [p[0] for p in chart["series"][0]["points"]]
    assert list(ys) == [p[1] for p in chart["series"][0]["points"]]
    _, rows = qos_table(doc)
    assert [d.table.item(0, c).text() for c in range(d.table.columnCount())] == list(rows[0])
    # the log axes in µs/ms and %, at 1, 2 and 5 of a decade; never pyqtgraph's "5·10²6·10²..."
    for side, unit in (("bottom", ("µs", "ms", "s")), ("left", ("%",))):
        drawn = axis_texts(d.plot.getPlotItem().getAxis(side))
        assert drawn and all(t.split(" ")[-1] in unit for t in drawn), (side, drawn)
        assert all(t.split(" ")[0].lstrip("0.").rstrip("0").rstrip(".") in "125" for t in drawn), (side, drawn)
    d.close()
    # two runs compared: one row per run in the table (the overlay needs a test name they share)
    window.show_runs([big, small])
    window.menu_actions.latency_qos.trigger()
    d = window.qos_dialog
    assert d.table.rowCount() == 2 and d.table.item(0, 0).text().startswith(f"#{big}")
