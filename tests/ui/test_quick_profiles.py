"""The Quick page as a CrystalDiskMark user uses it: a profile, a mode (a mixed row among
them), the test data and the top row's Loops, each honoured by the run (real fio), with the
statistic of the loops named on the page, in the cells and in the stored settings."""
import statistics

from PySide6.QtCore import Qt

from app.core.history.settings_words import settings_text
from app.core.report.text import text_report
from app.ui.pages.results_grid import READ, WRITE
from app.ui.run.run_kinds import Mode, Preset
from app.ui.run.run_specs import build_specs
from app.ui.snapshot import header_lines
from app.ui.run.stored_view import show_run


def test_the_choices_plan_the_tests_and_rows(window, tmp_path):
    window.select_target(str(tmp_path))
    window.size_edit.setText("8MiB")
    window.runtime.setText("1")
    q = window.quick_tab
    window.set_mode(Mode.QUICK)
    window.peak_loops.setValue(1)
    assert window.results_grid.labels() == ["SEQ1M Q8T1", "SEQ1M Q1T1", "RND4K Q32T1", "RND4K Q1T1"]
    q.select("nvme")
    assert window.results_grid.labels() == ["SEQ1M Q8T1", "SEQ128K Q32T1", "RND4K Q32T16", "RND4K Q1T1"]
    q.select("peak-performance", "write")  # CrystalDiskMark's Peak under its Default settings
    assert window.results_grid.labels() == ["SEQ1M Q8T1", "RND4K Q32T1"]
    items, _ = build_specs(window, Preset.QUICK)
    assert [i.spec.name for i in items] == ["SEQ1M-Q8T1-write", "RND4K-Q32T1-write"]
    assert [i.phase for i in items] == ["", ""]
    q.select("real-world", "all", "zero")
    assert not q.mix.isEnabled() or q.mix.value() == 70
    assert q.form.isRowVisible(q.mix)  # "all" has a mixed row: its share is shown
    q.mix.setValue(60)
    assert window.results_grid.labels() == ["SEQ1M Q1T1", "SEQ1M Q1T1 R60W40", "RND4K Q1T1", "RND4K Q1T1 R60W40"]
    window.peak_loops.setValue(3)
    items, _ = build_specs(window, Preset.QUICK)
    assert [i.phase for i in items[:4]] == ["warm-up", "loop 1", "loop 2", "loop 3"]
    mixed = [i.spec for i in items if i.spec.name.endswith("-mix")]
    assert {s.rw for s in mixed} == {"rw", "randrw"} and {s.rwmixread for s in mixed} == {60}
    assert all(("zero_buffers", None) in i.spec.extra for i in items)
    q.select(mode="read")
    assert not q.mix.isEnabled() and not q.form.isRowVisible(q.mix)  # no mixed test: no share to set
    # The button and the page say how many loops and which statistic.
    assert "3 loops after a warm-up" in q.quick_btn.text() and "median of 3 loops" in q.statistic.text()
    assert "median of the 3 loops" in q.statistic.toolTip()  # and why the median, on hover
    reads, _ = build_specs(window, Preset.QUICK_READ)  # the read-only set runs the loops too
    assert {i.phase for i in reads} == {"warm-up", "loop 1", "loop 2", "loop 3"} and not any(i.spec.writes for i in reads)
    # The mixed row's button says what R60W40 means.
    q.select(mode="mix")
    button = window.results_grid.row_buttons[0]
    assert "60 % reads, 40 % writes" in button.toolTip()


def test_a_real_world_run_in_loops_shows_the_median_with_a_mixed_row(qtbot, window, tmp_path):
    target = tmp_path / "t"
    target.mkdir()
    window.select_target(str(target))
    window.size_edit.setText("4MiB")
    window.runtime.setText("0.3")
    window.set_mode(Mode.QUICK)
    window.quick_tab.select("real-world", "all", "zero")
    window.quick_tab.mix.setValue(60)
    window.peak_loops.setValue(2)
    window.quick_tab.pause.setValue(0)  # no interval between tests, for speed
    qtbot.mouseClick(window.quick_btn, Qt.LeftButton)
    qtbot.waitUntil(lambda: window.worker is not None and not window.worker.running, timeout=120000)
    qtbot.waitUntil(lambda: "stored as run" in window.status_label.text(), timeout=5000)
    grid = window.results_grid
    assert grid.labels() == ["SEQ1M Q1T1", "SEQ1M Q1T1 R60W40", "RND4K Q1T1", "RND4K Q1T1 R60W40"]
    records = window.runs.state.records
    for row, label in enumerate(grid.labels()):
        for col, side in ((READ, "read"), (WRITE, "write")):
            name = label.replace(" ", "-") + ("-mix" if "R60" in label else f"-{side}")
            recs = records[name]
            assert [r.phase for r in recs] == ["loop 1", "loop 2"]  # the warm-up is not kept
            values = [getattr(r.result, side).mb_s for r in recs]
            item = grid.table.item(row, col)
            assert item is not None, (label, side)  # no empty cell: a mixed row fills both
            assert item.text() == format(statistics.median(values), ",.2f")  # fio's figures, as displayed
            assert "median of 2 loops" in item.toolTip()
            # the percentiles are the median loop's (the lower of two), named; each verdict names its loops
            low = min(range(2), key=lambda i: values[i])
            lat = getattr(recs[low].result, side).latency
            tip = item.toolTip().split("\n")
            # fio's p99 is its bucket's value, shown at most at the max (7,700.5 over 7,687.2 µs seen once)
            assert f"p99 {min(lat.p99_us, lat.max_us):,.1f} µs" in tip[1]
            assert tip[1].endswith(f"(loop {low + 1}: the median loop's)")
            assert tip[2:] and all(line.startswith(("all 2 loops: ", "loop 1: ", "loop 2: ")) for line in tip[2:]), tip
    doc = window.store.load_run(window.last_result.run_id, with_samples=False)
    s = doc["settings"]
    assert (s["loops"], s["statistic"], s["mode"], s["mix_read"], s["data"]) == (2, "median", "all", 60, "zero")
    words = settings_text(doc)
    assert "2 loops, the median shown" in words and "test data all 0x00" in words and "mixed 60/40" in words
    assert words in header_lines(window)  # the saved picture's header says the statistic too
    assert "2 loops, the median shown" in text_report(doc)  # and the report
    assert list(target.iterdir()) == []
    drawn = [b.label.format for b in window.graphs.boundaries if getattr(b, "label", None) is not None]
    assert drawn[:3] == ["SEQ1M-Q1T1-read (warm-up)", "SEQ1M-Q1T1-read (loop 1)", "SEQ1M-Q1T1-read (loop 2)"]
    # Opened again from the history (the page's choices changed since): its own rows and figures.
    live = [[grid.table.item(r, c).text() for c in (READ, WRITE)] for r in range(4)]
    window.quick_tab.select("quick", "readwrite")
    show_run(window, window.store.load_run(window.last_result.run_id))
    assert grid.labels() == ["SEQ1M Q1T1", "SEQ1M Q1T1 R60W40", "RND4K Q1T1", "RND4K Q1T1 R60W40"]
    assert [[grid.table.item(r, c).text() for c in (READ, WRITE)] for r in range(4)] == live
    stored = [b.label.format for b in window.graphs.boundaries if getattr(b, "label", None) is not None]
    assert stored == drawn  # labelled as they were live


def test_the_new_controls_explain_their_words(window):
    q = window.quick_tab
    assert "queue depth" in q.profile_box.toolTip() and "threads" in q.profile_box.toolTip()  # Q and T
    assert "Real World" in q.profile_box.toolTip() and "Peak page" in q.profile_box.toolTip()
    assert "rwmixread" in q.mix.toolTip() and "zero_buffers" in q.data_box.toolTip()
    assert "mixed" in q.mode_box.toolTip()
    assert "median" in window.peak_loops.toolTip() and "Quick" in window.peak_loops.toolTip()
    for i in range(q.profile_box.count()):  # each profile's tests on hover
        assert "Q1T1" in q.profile_box.itemData(i, Qt.ToolTipRole) or "Q8T1" in q.profile_box.itemData(i, Qt.ToolTipRole)


def test_the_quick_choices_are_those_of_the_last_session_but_direct_io(window, qtbot, tmp_path, fio):
    from app.core.history.store import RunStore
    from app.ui.main_window import MainWindow
    q = window.quick_tab
    q.select("nvme", "mix", "zero")
    q.mix.setValue(60)
    q.direct.setChecked(False)
    window.save_settings()  # as closing the window does
    again = MainWindow(fio=fio, store=RunStore(tmp_path / "again.sqlite"))
    again.confirm_close = lambda: True
    qtbot.addWidget(again)
    a = again.quick_tab
    assert (a.profile(), a.mode_box.currentData(), a.mix.value(), a.data_box.currentData()) == \
        ("nvme", "mix", 60, "zero")
    assert a.direct.isChecked()  # each session starts measuring the disk, not the page cache
    again.set_mode(Mode.QUICK)
    assert again.results_grid.labels() == window.results_grid.labels()
