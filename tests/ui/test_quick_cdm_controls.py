"""The Quick page's CrystalDiskMark controls, as the CLI's --cdm-settings, --pause and
--order: the plan follows them (the 5 s interval by default, fio's startdelay), the window
says while fio waits, Stop ends the wait at once (real fio: a 600 s wait not waited out), and
the next session starts from them."""
from app.core.suites.presets import pause_of
from app.ui.run.run_kinds import Mode, Preset
from app.ui.run.run_specs import build_specs


def test_settings_interval_and_order_plan_the_run(window, tmp_path):
    window.select_target(str(tmp_path))
    window.size_edit.setText("8MiB")
    window.runtime.setText("1")
    window.peak_loops.setValue(1)
    window.set_mode(Mode.QUICK)
    q = window.quick_tab
    assert q.pause.value() == 5 and q.settings_box.currentData() == "default" and q.order_box.currentData() == "test"
    items, _ = build_specs(window, Preset.QUICK)
    assert [pause_of(i.spec) for i in items] == [0.0] + [5.0] * 7  # CrystalDiskMark's interval
    q.select("peak-performance", settings="nvme", order="cdm")  # its NVMe SSD Peak, in its order
    assert window.results_grid.labels() == ["SEQ1M Q8T1", "RND4K Q32T16"]
    items, _ = build_specs(window, Preset.QUICK)
    assert [i.spec.name for i in items] == ["SEQ1M-Q8T1-read", "RND4K-Q32T16-read", "SEQ1M-Q8T1-write",
                                            "RND4K-Q32T16-write"]
    q.pause.setValue(0)
    reads, _ = build_specs(window, Preset.QUICK_READ)  # the reads alone follow the settings and interval too
    assert [i.spec.name for i in reads][:3] == ["SEQ1M-Q8T1-read", "SEQ128K-Q32T1-read", "RND4K-Q32T16-read"]
    assert all(pause_of(i.spec) == 0 for i in reads)
    q.set_locked(True)
    assert not any(w.isEnabled() for w in (q.settings_box, q.pause, q.order_box))
    q.set_locked(False)


def test_the_window_says_it_waits_and_stop_ends_the_wait(qtbot, window, tmp_path):
    target = tmp_path / "t"
    target.mkdir()
    window.select_target(str(target))
    window.size_edit.setText("4MiB")
    window.runtime.setText("0.3")
    window.peak_loops.setValue(1)
    window.set_mode(Mode.QUICK)
    window.quick_tab.select("real-world", "read")
    window.quick_tab.pause.setValue(600)
    window.start("quick")
    qtbot.waitUntil(lambda: "waiting 600 s before the next test" in window.status_label.text(), timeout=120000)
    assert "RND4K-Q1T1-read" in window.status_label.text()
    window.stop()
    qtbot.waitUntil(lambda: not window.worker.running, timeout=60000)  # far below the 600 s
    qtbot.waitUntil(lambda: "cancelled" in window.status_label.text(), timeout=10000)
    assert list(target.iterdir()) == []


def test_the_next_session_starts_from_the_last_settings_interval_and_order(window, qtbot, tmp_path, fio):
    from app.core.history.store import RunStore
    from app.ui.main_window import MainWindow
    q = window.quick_tab
    q.select(settings="nvme", order="cdm")
    q.pause.setValue(0)
    window.save_settings()  # as closing the window does
    again = MainWindow(fio=fio, store=RunStore(tmp_path / "again.sqlite"))
    again.confirm_close = lambda: True
    qtbot.addWidget(again)
    a = again.quick_tab
    assert (a.settings_box.currentData(), a.pause.value(), a.order_box.currentData()) == ("nvme", 0, "cdm")
