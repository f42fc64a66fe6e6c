"""A test plan on real fio servers (loopback) from the app: per-host curves (latency too) and the
seed's clients x processes tables in the grid."""
import os

import numpy as np
import pytest

# The hang guard (pyproject's 180 s) well above the scaling matrix on two servers from the window: 58 s at load 4.5 (2026-12-06).
pytestmark = pytest.mark.timeout(300)


def test_scaling_matrix_on_two_servers_from_the_test_plans_box(qtbot, window, tmp_path, servers):
    hosts = servers(2)
    shared = tmp_path / "shared"
    shared.mkdir()
    w = window
    w.select_target(str(tmp_path))
    w.plan.setCurrentIndex(w.plan.findData("scaling"))
    w.plan_size.setText("4MiB")
    w.plan_runtime.setText("1")
    w.plan_hosts.setText(",".join(h.label for h, _, _ in hosts))
    w.plan_clients.setText("1,2")
    w.plan_processes.setText("1")  # the CLI test covers more process counts
    w.plan_remote_target.setText(str(shared))
    w.plan_btn.click()
    qtbot.waitUntil(lambda: len(w.graphs.thread_points()) == 2, timeout=60000)  # one curve per host
    qtbot.waitUntil(lambda: not w.worker.running, timeout=240000)
    assert "done" in w.status_label.text(), w.status_label.text()
    w.graphs.redraw()
    for idx in (0, 1):  # each host's mean latency per interval, as a local thread's
        _, lat = w.graphs.curves[("lat", idx)].getData()
        assert lat is not None and np.isfinite(lat).any() and np.nanmin(lat) > 0
    live = {m: w.graphs.thread_points(m) for m in ("iops", "lat")}
    names = [w.graphs.curve_name(i) for i in (0, 1)]
    assert names == [h.label for h, _, _ in hosts]
    # Opened from the history: the same curves, named by host, with the same points.
    w.show_runs([w.worker.suite_run_id()])
    w.graphs.redraw()
    assert {m: w.graphs.thread_points(m) for m in ("iops", "lat")} == live
    assert [w.graphs.curve_name(i) for i in (0, 1)] == names
    rows = [w.grid.verticalHeaderItem(r).text() for r in range(w.grid.rowCount())]
    assert "Sequential read 128K: Bandwidth (MB/s), 1 client" in rows
    assert "Sequential read 128K: Bandwidth (MB/s), 2 clients" in rows
    headers = [w.grid.horizontalHeaderItem(c).text() for c in range(w.grid.columnCount())]
    assert headers == ["1 process"]
    assert all(w.grid.item(r, 0) and w.grid.item(r, 0).text() != "-" for r in range(len(rows)))
    assert os.listdir(shared) == []
    # The hosts' cache and drives are not sampled here: said once, not a dash or "no sensor".
    panel = w.cache_panel
    assert "fio servers" in panel.memory.text() and "no temperature sensor" not in panel.temperature.label.text()
    labels = [b.label.format for b in w.graphs.boundaries if getattr(b, "label", None) is not None]
    assert any("(1 client)" in x for x in labels) and not any("(1 clients)" in x for x in labels), labels
