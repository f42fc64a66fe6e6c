"""The real window, offscreen, driving the real bundled fio."""
import os
import statistics
import subprocess

import psutil
import pyqtgraph as pg
import pytest

from app.core.fio.cadence import AUTO, status_interval
from app.ui.main_window import CommandDialog
from app.ui.pages.results_grid import READ, WRITE
from app.ui.run.run_kinds import Mode
from tests.conftest import fio_children, have_root_tools
from tests.helpers import fill_custom_run


def custom_job(w, target, threads=4, runtime="3"):
    w.select_target(str(target))
    w.size_edit.setText("32MiB")
    w.runtime.setText(runtime)
    w.rw.setCurrentText("randread")
    w.threads.setValue(threads)
    w.qd.setValue(4)
    w.engine.setCurrentText("psync")


def test_four_threads_draw_four_curves_and_fill_the_grid(qtbot, window, tmp_path):
    target = tmp_path / "t"
    target.mkdir()
    custom_job(window, target)
    window.start("custom")
    qtbot.waitUntil(lambda: len(window.graphs.thread_points()) == 4 and
                    all(n >= 2 for n in window.graphs.thread_points().values()), timeout=20000)
    assert sorted(window.graphs.thread_points()) == [0, 1, 2, 3]
    qtbot.waitUntil(lambda: not window.worker.running, timeout=30000)
    qtbot.waitUntil(lambda: window.stop_btn.isEnabled() is False, timeout=5000)
    rec = window.records[window.last_specs[0].name][0]
    assert rec.result is not None and len(rec.result.threads) == 4
    cell = window.grid.item(0, READ)
    assert cell is not None and float(cell.text().replace(",", "")) == pytest.approx(rec.result.read.mb_s, rel=1e-2)
    assert "p99" in cell.toolTip()
    window.unit.setCurrentText("IOPS")
    assert float(window.grid.item(0, READ).text().replace(",", "")) == pytest.approx(rec.result.read.iops, rel=1e-3)
    # The command shown is the command that ran.
    dialog = CommandDialog(window.last_specs, window.fio.path, 1.0)
    assert " ".join(rec.argv) in dialog.text.toPlainText()
    assert os.listdir(target) == []
    assert "stored as run" in window.status_label.text()
    # The summary to the clipboard, the graphs as a PNG.
    window.copy_summary()
    from PySide6.QtGui import QGuiApplication, QImage
    assert f"{rec.result.read.mb_s:.2f}" in QGuiApplication.clipboard().text()
    png = target.parent / "graphs.png"
    window.save_graphs_png(str(png))
    img = QImage(str(png))
    assert not img.isNull() and img.width() > 300


def test_auto_interval_of_a_wide_run_is_said_and_kept(qtbot, window, tmp_path):
    """The window's default interval (auto) stretches for a test with many threads: fio's
    command line, the samples' spacing and the status line all show it."""
    n = next((k for k in range(1, 65) if status_interval(AUTO, k) == 2.0), None)
    if n is None:
        pytest.skip("this machine reports 64 threads every second within the budget")
    assert window.interval.currentText() == "auto"
    fill_custom_run(window, str(tmp_path), "1GiB", "7", rw="randread", threads=n, engine="null")
    window.start("custom")
    qtbot.waitUntil(lambda: "a point every 2 s" in window.status_label.text(), timeout=20000)
    qtbot.waitUntil(lambda: not window.worker.running, timeout=30000)
    rec = window.records[window.last_specs[0].name][0]
    assert "--status-interval=2" in rec.argv
    assert all(abs(s.dt_s - 2.0) < 0.1 for s in rec.samples[1:-1]), [s.dt_s for s in rec.samples]


def test_a_tests_curves_and_time_axis_are_painted_before_fio_starts(qtbot, window, tmp_path, monkeypatch):
    """The costly frame of a test's start (64 new curves, the list, the legend, the axis set to
    the test's span) is painted before fio starts (SuiteRunner.settle), not on a core fio's
    starting jobs want: what the window had when the run's thread launched fio."""
    from PySide6.QtCore import QEvent, QObject
    from app.core.suites.run import SuiteRunner

    class Paints(QObject):
        n = 0

        def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
            self.n += event.type() == QEvent.Type.Paint
            return False

    paints = Paints()
    window.graphs.view.viewport().installEventFilter(paints)
    seen = []
    launch = SuiteRunner._run_with_access

    def at_launch(self, runner, spec):
        g = window.graphs  # read from the run's thread, as plain Python values
        seen.append((len({i for (m, i) in g.curves if m == "iops"}), g.plots["iops"].viewRange()[0][1], paints.n))
        return launch(self, runner, spec)

    monkeypatch.setattr(SuiteRunner, "_run_with_access", at_launch)
    fill_custom_run(window, str(tmp_path), "1GiB", "3", rw="randread", threads=64, engine="null")
    qtbot.waitExposed(window)
    before = paints.n
    window.start("custom")
    qtbot.waitUntil(lambda: not window.worker.running, timeout=30000)
    assert window.records[window.last_specs[0].name][0].result is not None
    curves, x_hi, painted = seen[0]
    assert curves == 65 and x_hi >= 3.0 and painted > before  # the axis spans the 3 s test


def test_the_wait_for_the_window_before_fio_starts_is_bounded(qtbot):
    """settle waits until the GUI thread has drawn the test's start, and never longer than
    SETTLE_S: a window that is busy elsewhere delays fio by at most that."""
    import threading
    from app.ui.run import worker as worker_mod
    w = worker_mod.QueuedWorker()
    got = []
    t = threading.Thread(target=lambda: got.append(w._settle()))
    t.start()
    qtbot.waitUntil(lambda: bool(got), timeout=10000)  # the GUI thread drains: settled
    assert got == [True]
    w2 = worker_mod.QueuedWorker()
    w2.woken.disconnect()  # a GUI thread that never gets to the run's events
    assert w2._settle() is False


def test_stop_mid_run_leaves_no_fio_and_no_test_file(qtbot, window, tmp_path):
    target = tmp_path / "t"
    target.mkdir()
    custom_job(window, target, runtime="60")
    window.start("custom")
    qtbot.waitUntil(lambda: any(n >= 1 for n in window.graphs.thread_points().values()) is True,
                    timeout=20000)
    assert fio_children()
    window.stop()
    qtbot.waitUntil(lambda: not window.worker.running, timeout=20000)
    qtbot.waitUntil(lambda: "cancelled" in window.status_label.text(), timeout=5000)
    assert not [p for p in fio_children() if p.status() != psutil.STATUS_ZOMBIE]
    assert os.listdir(target) == []


@pytest.mark.skipif(not have_root_tools("mount", "umount"), reason="needs root for a read-only mount")
def test_unwritable_target_shows_the_error_dialog(qtbot, window, tmp_path):
    ro = tmp_path / "ro"
    ro.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "ro,size=8m", "tmpfs", str(ro)], check=True)
    try:
        window.select_target(str(ro))
        window.size_edit.setText("1MiB")
        window.quick_tab.pause.setValue(0)  # no interval between tests, for speed
        window.start("quick")
        qtbot.waitUntil(lambda: getattr(window, "error_box", None) is not None and window.error_box.isVisible(),
                        timeout=5000)
        assert "not writable" in window.error_box.text()
        assert window.error_box.informativeText()
        assert window.worker is None
        window.error_box.close()
    finally:
        subprocess.run(["umount", str(ro)], check=True)


def test_destroy_dialog_refuses_a_wrong_name_and_accepts_the_right_one(qtbot, loop_device):
    from app.core.targets import discover
    from app.core.targets.safety import find_disk
    from app.ui.dialogs.destroy_dialog import DestroyDialog
    dev = loop_device(16 << 20)
    disk = find_disk(discover(), dev)
    d = DestroyDialog(disk, "The quick run")
    qtbot.addWidget(d)
    assert dev in d.findChildren(type(d.entry))[0].placeholderText()
    assert not d.run_button.isEnabled()
    qtbot.keyClicks(d.entry, dev + "x")
    assert not d.run_button.isEnabled()
    d.entry.clear()
    qtbot.keyClicks(d.entry, "/dev/sda")
    assert not d.run_button.isEnabled()
    d.entry.clear()
    qtbot.keyClicks(d.entry, dev)
    assert d.run_button.isEnabled()
    assert not d.buttons.button(d.buttons.StandardButton.Cancel).isDefault()  # Enter never cancels
    d.run_button.click()
    assert d.typed_token() == dev


def test_destroy_dialog_says_what_elevation_will_ask(qtbot, loop_device, monkeypatch):
    """A user who cannot open the device learns before typing that it is handed over for
    this run only (Linux) or that UAC will ask for fio (Windows)."""
    from PySide6.QtWidgets import QLabel

    from app.core.access import elevated
    from app.core.targets import discover
    from app.core.targets.safety import find_disk
    from app.ui.dialogs.destroy_dialog import DestroyDialog
    dev = loop_device(16 << 20)
    disk = find_disk(discover(), dev)
    texts = lambda d: " ".join(w.text() for w in d.findChildren(QLabel))  # noqa: E731
    d = DestroyDialog(disk, "The quick run")
    qtbot.addWidget(d)
    assert "handed to your user" not in texts(d)  # root: nothing will be asked
    monkeypatch.setattr(elevated.os, "geteuid", lambda: 1000)
    monkeypatch.setattr(elevated.os, "access", lambda *a: False)
    d = DestroyDialog(disk, "The quick run")
    qtbot.addWidget(d)
    assert f"{dev} is handed to your user for this run only" in texts(d)


def test_a_refused_disk_never_reaches_the_warning(qtbot, window):
    from app.core.targets import discover
    system = next(d for d in discover().disks if d.system)
    asked = []
    window.confirm_destroy = lambda disk, what: asked.append(disk) or None
    window.refresh_targets()
    window.select_target(system.path)
    assert window.target_disk() is not None
    window.size_edit.setText("8MiB")
    window.quick_tab.pause.setValue(0)  # no interval between tests, for speed
    window.start("quick")
    qtbot.waitUntil(lambda: getattr(window, "error_box", None) is not None and window.error_box.isVisible(),
                    timeout=5000)
    assert "refusing to write" in window.error_box.text() and not asked and window.worker is None
    window.error_box.close()


def test_a_confirmed_raw_run_writes_the_loop_device(qtbot, window, loop_device):
    import hashlib
    dev = loop_device(16 << 20)
    before = hashlib.sha256(open(dev, "rb").read()).hexdigest()
    asked = []
    window.refresh_targets()
    fill_custom_run(window, dev, "8MiB", "1", rw="randwrite", threads=2)
    window.confirm_destroy = lambda disk, what: asked.append(disk) or None  # the user cancels
    window.start("custom")
    assert len(asked) == 1 and window.worker is None
    assert hashlib.sha256(open(dev, "rb").read()).hexdigest() == before
    window.confirm_destroy = lambda disk, what: disk.path  # the user typed the path
    window.start("custom")
    qtbot.waitUntil(lambda: window.worker is not None and not window.worker.running, timeout=30000)
    qtbot.waitUntil(lambda: "done" in window.status_label.text(), timeout=5000)
    assert hashlib.sha256(open(dev, "rb").read()).hexdigest() != before


def test_peak_button_fills_the_grid_with_medians_of_three_loops(qtbot, window, tmp_path):
    target = tmp_path / "t"
    target.mkdir()
    window.select_target(str(target))
    window.size_edit.setText("8MiB")
    window.runtime.setText("0.2")  # 48 fio runs: the suite's shape is under test, not the disk
    window.peak_loops.setValue(1)
    assert window.peak_btn.text() == "▶  Peak (1 loop after a warm-up)"
    window.peak_loops.setValue(3)
    assert window.peak_btn.text() == "▶  Peak (3 loops after a warm-up)"
    window.start("peak")
    assert window.grid.rowCount() == 6 and window.grid.verticalHeaderItem(2).text() == "SEQ128K Q32T1"
    qtbot.waitUntil(lambda: not window.worker.running, timeout=150000)
    assert "done" in window.status_label.text()
    recs = window.records["RND4K-Q32T16-write"]
    assert [r.phase for r in recs] == ["loop 1", "loop 2", "loop 3"]  # the warm-up is not a result
    cell = window.grid.item(3, WRITE)
    values = sorted(r.result.write.mb_s for r in recs)
    assert float(cell.text().replace(",", "")) == pytest.approx(values[1], abs=0.01)
    assert "median of 3 loops" in cell.toolTip()
    assert window.store.load_run(window.last_result.run_id, with_samples=False)["settings"]["loops"] == 3
    assert os.listdir(target) == []


def test_a_test_plan_shows_its_estimate_and_fills_the_seed_table(qtbot, window, tmp_path):
    target = tmp_path / "t"
    target.mkdir()
    window.select_target(str(target))
    window.plan.setCurrentIndex(window.plan.findData("vendor-peak"))
    assert window.plan_runtime.text() == "60"  # the seed's own duration by default
    window.plan_size.setText("16MiB")
    window.plan_runtime.setText("1")
    assert window.plan_estimate.text().startswith("5 tests · about 0:00:04 · test files 16.0 MiB")  # layout + 4
    window.start("vendor-peak")
    qtbot.waitUntil(lambda: len(window.graphs.thread_points()) == 4, timeout=20000)
    qtbot.waitUntil(lambda: not window.worker.running, timeout=60000)
    qtbot.waitUntil(lambda: "done" in window.status_label.text(), timeout=5000)
    headers = [window.grid.horizontalHeaderItem(c).text() for c in range(window.grid.columnCount())]
    assert headers[:3] == ["MB/s", "MiB/s", "IOPS"] and window.grid.rowCount() == 4
    rows = [window.grid.verticalHeaderItem(r).text() for r in range(4)]
    assert rows[0] == "Random 1M write, peak bandwidth"
    rec = window.records["fio-job-04-randwrite-1M"][0]
    assert float(window.grid.item(0, 0).text().replace(",", "")) == pytest.approx(rec.result.write.mb_s, abs=0.06)
    assert os.listdir(target) == []


def test_a_job_file_opens_runs_per_thread_and_saves_back(qtbot, window, tmp_path, fio):
    job = tmp_path / "two.fio"
    job.write_text("[global]\nsize=4m\nruntime=2\ntime_based\nioengine=psync\n\n"
                   "[reader]\nrw=randread\nnumjobs=3\n")
    shown = []
    window.confirm_jobfile = lambda jf, workdir=None: shown.append(jf) or True
    window.open_jobfile(str(job))
    qtbot.waitUntil(lambda: len(window.graphs.thread_points()) == 3, timeout=20000)
    qtbot.waitUntil(lambda: not window.worker.running, timeout=30000)
    qtbot.waitUntil(lambda: "done" in window.status_label.text(), timeout=5000)
    assert shown[0].jobs[0].get("numjobs") == "3"
    rec = window.records["reader"][0]  # one group: named as fio names it, not after the file
    assert [t.jobname for t in rec.result.threads] == ["reader"] * 3
    assert float(window.grid.item(0, READ).text().replace(",", "")) == pytest.approx(rec.result.read.mb_s, abs=0.01)
    assert not any(n.startswith("reader.") for n in os.listdir(tmp_path))  # fio's files removed
    # "Save as .fio" on the custom job writes a file bare fio runs.
    (tmp_path / "t").mkdir()
    custom_job(window, tmp_path / "t", runtime="1")
    specs, _ = window.build_specs("custom")
    saved = tmp_path / "saved.fio"
    CommandDialog(specs, fio.path, 1.0).save(str(saved))
    done = subprocess.run([fio.path, "--output-format=json", str(saved)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    os.remove(specs[0].target.path)


def test_a_job_file_of_two_phases_has_a_grid_row_and_curves_per_job(qtbot, window, tmp_path):
    """Stonewall phases are two results, as fio reports them: a grid row each, named by its
    job, and curves named by job and clone (a/0, b/0), never one sum of both."""
    job = tmp_path / "phases.fio"
    job.write_text("[global]\nioengine=null\nrw=randread\nbs=4k\nsize=1g\ntime_based\nruntime=2\n\n"
                   "[a]\nrate_iops=200\n\n[b]\nstonewall\nrate_iops=800\n")
    window.confirm_jobfile = lambda jf, workdir=None: True
    window.unit.setCurrentText("IOPS")
    window.open_jobfile(str(job))
    qtbot.waitUntil(lambda: not window.worker.running, timeout=30000)
    qtbot.waitUntil(lambda: "done" in window.status_label.text(), timeout=5000)
    rows = [window.grid.verticalHeaderItem(r).text() for r in range(window.grid.rowCount())]
    assert rows == ["a", "b"]
    for r, (name, rate) in enumerate((("a", 200), ("b", 800))):
        rec = window.records[name][0]
        assert float(window.grid.item(r, READ).text().replace(",", "")) == pytest.approx(rec.result.read.iops, abs=1)
        assert rec.result.read.iops == pytest.approx(rate, rel=0.02)
    assert set(window.graphs.series_names.values()) >= {"a/0", "b/0"}


def test_a_job_file_that_only_reads_a_device_says_so_before_it_runs(window, loop_device, tmp_path, fio):
    from app.core.fio.jobfile import load_jobfile
    dev = loop_device(8 << 20)
    job = tmp_path / "r.fio"
    job.write_text(f"[r]\nrw=randread\nfilename={dev}\nsize=4m\n")
    notes = window.jobfile_notes(load_jobfile(str(job), fio.path))
    assert f"reading {dev} directly (raw device, read-only: nothing is written)" in notes


def test_cache_panel_shows_buffered_writes_landing_in_ram_and_reruns(qtbot, window, tmp_path):
    target = tmp_path / "t"
    target.mkdir()
    window.select_target(str(target))
    window.size_edit.setText("8GiB")  # more than 2 s of writes fill: one pass, no re-open that flushes
    window.runtime.setText("2")
    window.direct.setChecked(False)
    window.rw.setCurrentText("write")
    window.threads.setValue(1)
    window.qd.setValue(1)
    window.engine.setCurrentText("psync")
    window.start("custom")
    # Said before the first sample: 8 GiB buffered on a machine with more RAM than that.
    assert window.cache_panel.warnings.isVisibleTo(window)
    assert "buffered I/O on 8.0 GiB with" in window.cache_panel.warnings.text()
    qtbot.waitUntil(lambda: "Device <b>" in window.cache_panel.device.text(), timeout=15000)
    assert "Page cache" in window.cache_panel.memory.text() and "writes: fio" in window.cache_panel.interval.text()
    qtbot.waitUntil(lambda: not window.worker.running, timeout=30000)
    qtbot.waitUntil(lambda: "done" in window.status_label.text(), timeout=5000)
    # Buffered writes land in the page cache: most never reached the disk during the test.
    rec = next(iter(window.records.values()))[0]
    assert rec.cache.measures_ram and "measures RAM" in window.cache_panel.verdict.text()
    assert window.cache_panel.rerun_dropped.isVisibleTo(window) and window.cache_panel.rerun_direct.isVisibleTo(window)
    assert len(window.cache_panel.t) >= 2
    # Tests never drop the machine's page cache: the drop itself is replaced, the rerun is real.
    dropped = []
    window.drop_caches = lambda: dropped.append(1) or "page cache dropped"
    first = window.worker
    window.cache_panel.rerun_dropped.click()
    assert dropped and window.worker is not first
    qtbot.waitUntil(lambda: not window.worker.running, timeout=30000)
    qtbot.waitUntil(lambda: "done" in window.status_label.text(), timeout=5000)
    window.cache_panel.rerun_direct.click()
    assert window.direct.isChecked()
    qtbot.waitUntil(lambda: not window.worker.running, timeout=30000)
    rec = next(iter(window.records.values()))[0]
    assert rec.spec.direct and not rec.cache.measures_ram
    # Direct I/O: no cache warning. The drive's own checklist may still say the disk is busy
    # (the earlier runs' buffered gigabytes being written back), a fact of this machine.
    assert "buffered" not in window.cache_panel.warnings.text()
    assert os.listdir(target) == []


def test_steady_state_button_runs_rounds_and_draws_the_convergence(qtbot, window, tmp_path):
    target = tmp_path / "t"
    target.mkdir()
    window.select_target(str(target))
    window.set_mode(Mode.STEADY)
    for name, box in window.steady_tests.items():
        box.setChecked(name == "latency")
    window.steady_cell.setText("1")
    window.steady_span.setText("16MiB")
    window.steady_reduced.setChecked(True)
    window.steady_rounds.setValue(6)
    assert window.steady_estimate_label.text().startswith("estimated 0:00:")
    assert "SNIA requires a raw device" in window.steady_estimate_label.text()
    window.steady_btn.click()
    assert window.results.currentWidget() is window.steady_panel
    qtbot.waitUntil(lambda: len(window.steady_panel.rounds.get("latency", [])) >= 1, timeout=30000)
    qtbot.waitUntil(lambda: not window.worker.running, timeout=90000)
    qtbot.waitUntil(lambda: "done" in window.status_label.text(), timeout=5000)
    rounds = window.steady_panel.rounds["latency"]
    assert [r for r, _ in rounds] == list(range(1, len(rounds) + 1)) and 5 <= len(rounds) <= 6
    assert all(v > 0 for _, v in rounds)  # mean latency of the 0 % reads 4K cell, µs
    assert window.steady_panel.convergence["latency"]  # per block size
    v = window.steady_panel.verdicts["latency"]
    assert len(v.rounds) == 5 and ("steady" in window.steady_panel.status.text())
    # At the end: TKperf's measurement-window tables (mean and max latency, mix x block size).
    assert "Average latency (ms) vs. block size and R/W mix %" in window.steady_panel.summary_html
    assert "Max latency (ms) vs. block size and R/W mix %" in window.steady_panel.summary_html
    # Stored as it ran: the history holds every cell of every round.
    doc = window.store.load_run(window.last_result.run_id, with_samples=False)
    assert doc["suite"] == "steady" and sum(t["phase"].startswith("latency round") for t in doc["tests"]) >= 10
    assert os.listdir(target) == []


def test_hover_shows_the_values_of_that_second_per_thread(qtbot, window, tmp_path):
    target = tmp_path / "t"
    target.mkdir()
    custom_job(window, target, threads=2, runtime="3")
    window.interval.setCurrentText("0.5")
    window.start("custom")
    qtbot.waitUntil(lambda: not window.worker.running, timeout=30000)
    rec = window.records[window.last_specs[0].name][0]
    s = rec.samples[2]
    gaps = [b.t_s - a.t_s for a, b in zip(rec.samples, rec.samples[1:])]
    assert 0.3 <= statistics.median(gaps) <= 0.8  # 0.5 s intervals, as chosen (fio's own times)
    text = window.graphs.values_at(s.t_s)  # at the sample's own time: no neighbour is nearer
    assert f"t = {s.t_s:.1f} s" in text and f"total {s.total.iops:,.0f} IOPS" in text
    for th in s.threads:
        assert f"thread {th.index}: {th.rates.iops:,.0f} IOPS" in text
    # A real mouse move over the IOPS plot fills the label the same way.
    p = window.graphs.plots["iops"]
    pos = p.vb.mapViewToScene(pg.QtCore.QPointF(s.t_s, 1.0))
    window.graphs._mouse_moved(pos)
    assert "thread 1:" in window.graphs.hover.text()


def test_fio_builtin_steadystate_from_the_custom_editor(qtbot, window, tmp_path):
    target = tmp_path / "t"
    target.mkdir()
    custom_job(window, target, threads=1, runtime="20")
    window.ss_mode.setCurrentText("iops_slope")
    window.ss_limit.setText("30%")
    window.ss_dur.setText("2")
    window.ss_ramp.setText("1")
    window.start("custom")
    qtbot.waitUntil(lambda: not window.worker.running, timeout=40000)
    qtbot.waitUntil(lambda: "done" in window.status_label.text(), timeout=5000)
    rec = window.records[window.last_specs[0].name][0]
    assert "--steadystate=iops_slope:30%" in rec.argv and "--ss_dur=2" in rec.argv
    ss = rec.result.steadystate
    assert ss["ss"].startswith("iops_slope") and ss["attained"] == 1
    assert rec.result.read.runtime_ms < 15000  # fio stopped the job when its criterion held
    assert "fio steady state iops_slope" in window.status_label.text() and "attained" in window.status_label.text()
    window.ss_limit.setText("ten")
    with pytest.raises(Exception, match="not a number"):
        window.build_specs("custom")


def test_a_stopped_steady_run_resumes_from_the_history(qtbot, window, tmp_path):
    from app.ui.dialogs.history import HistoryDialog
    target = tmp_path / "t"
    target.mkdir()
    window.select_target(str(target))
    for name, box in window.steady_tests.items():
        box.setChecked(name == "latency")
    window.steady_cell.setText("1")
    window.steady_span.setText("16MiB")
    window.steady_reduced.setChecked(True)
    window.steady_rounds.setValue(6)
    window.steady_btn.click()
    qtbot.waitUntil(lambda: len(window.steady_panel.rounds.get("latency", [])) >= 2, timeout=40000)
    window.stop()
    qtbot.waitUntil(lambda: not window.worker.running, timeout=30000)
    run_id = window.last_result.run_id
    doc = window.store.load_run(run_id, with_samples=False)
    assert doc["status"] == "cancelled"
    done_before = sum(t["phase"].startswith("latency round") and t["status"] == "done" for t in doc["tests"])
    history = HistoryDialog(window.store, window)
    qtbot.addWidget(history)
    row = next(r for r in range(history.table.rowCount()) if history.table.item(r, 0).text() == str(run_id))
    history.table.selectRow(row)
    history.resume()
    assert window.worker.running and window.results.currentWidget() is window.steady_panel
    assert len(window.steady_panel.rounds["latency"]) >= 2  # the stored rounds are drawn first
    qtbot.waitUntil(lambda: not window.worker.running, timeout=60000)
    doc = window.store.load_run(run_id, with_samples=False)
    rounds = {t["phase"] for t in doc["tests"] if t["phase"].startswith("latency round") and t["status"] == "done"}
    assert len(rounds) >= 5 and done_before >= 4  # 2 cells per round
    assert [r for r, _ in window.steady_panel.rounds["latency"]] == list(range(1, len(rounds) + 1))
    assert os.listdir(target) == []


def test_cache_panel_on_windows_offers_direct_io_and_shows_no_writeback(qtbot):
    """Windows has a system file cache and dirty pages but no writeback figure, and a user
    cannot empty the cache: the panel says so and offers direct I/O instead."""
    from app.core.cache.model import CacheSample, CacheVerdict
    from app.ui.pages.cache_panel import CachePanel
    panel = CachePanel(windows=True)
    qtbot.addWidget(panel)
    panel.show()
    assert set(panel.curves) == {"cached", "dirty"}
    panel.add(CacheSample(1.0, 3 << 30, 64 << 20, 0, 8192, 0, 32 << 20, 40, 0, 160 << 10, 0, 0),
              "PhysicalDrive1", None)
    panel.redraw()  # a sample is shown with the run's next frame
    assert panel.memory.text().startswith("System cache <b>3,072 MiB</b>") and "writeback" not in panel.memory.text()
    assert "PhysicalDrive1" in panel.device.text() and "readahead" not in panel.device.text()
    v = CacheVerdict("PhysicalDrive1", None, 8192, 40, 32 << 20, 160 << 10, 0, 0, 0, 0, 99.5, None,
                     "fio issued 8,192 reads, the device (PhysicalDrive1) saw 40")
    panel.show_verdict(v, direct=False)
    assert "measures RAM" in panel.verdict.text()
    assert not panel.rerun_dropped.isVisible() and panel.rerun_direct.isVisible()
    assert "FILE_FLAG_NO_BUFFERING" in panel.rerun_direct.toolTip()
    panel.show_verdict(v, direct=True)  # already direct: nothing to offer
    assert not panel.rerun_direct.isVisible()
