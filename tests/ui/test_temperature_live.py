"""The drive's temperature in the app: live beside the page cache while a real fio job runs
(a fake hwmon feed: this machine has no sensor), with the warning and critical lines, the
test's verdict after it, and the same again when the run is opened from the history."""
from PySide6.QtWidgets import QApplication

from app.core.fio.jobspec import JobSpec, Target
from app.core.insight.thermal import TemperatureSampler
from app.core.plan import RunPlan
from app.core.session import RunOptions, prepare
from app.core.suites.items import plain
from app.core.suites.thermal_watch import ThermalWatch
from app.ui.run.run_kinds import Preset
from app.ui.run.worker import SuiteWorker


def test_temperature_is_drawn_live_with_its_limits_and_comes_back_from_the_history(qtbot, window, tmp_path, fio):
    readings = iter(float(c) for c in range(45, 200))
    watch = ThermalWatch(TemperatureSampler(lambda: next(readings), source="hwmon (test feed)", warning_c=70.0,
                                            critical_c=80.0, background=False))
    spec = JobSpec(name="warm", rw="randread", target=Target(str(tmp_path / "fioscope-test-6.tmp")),
                   ioengine="null", size=64 << 20, runtime=14, time_based=True, extra=(("rate_iops", "500"),))
    runs = window.runs
    runs._begin(Preset.CUSTOM)
    prepared = prepare(fio, RunPlan("custom", tuple(plain([spec]))), RunOptions(interval=0.5, check_drive=False),
                       target=str(tmp_path), store=window.store)
    runs.worker = SuiteWorker(prepared)
    runs.worker.runner.thermal = watch
    runs._connect(runs.worker)
    runs.worker.test_done.connect(runs.on_test_done)
    runs._launch(save=False)
    panel = window.cache_panel.temperature
    # Drawn while fio runs: on a busy machine the window's frames are paced, at most LONGEST_GAP
    # (10 s) apart, so the run is longer than that.
    qtbot.waitUntil(lambda: len(panel.c) >= 2 and panel.plot.isVisible(), timeout=20000)
    assert runs.worker.running
    assert "warning 70 C" in panel.legend.text() and "critical 80 C" in panel.legend.text()
    qtbot.waitUntil(lambda: not runs.worker.running, timeout=30000)
    QApplication.processEvents()
    rec = runs.state.last_result.tests[0]
    assert panel.c == [c for _, c in rec.temps] and panel.c == sorted(panel.c)
    assert rec.thermal["message"] in panel.label.text()
    live = list(panel.c)
    # From the history: the same readings, limits and verdict.
    window.show_runs([runs.state.last_result.run_id])
    assert panel.c == live and "critical 80 C" in panel.legend.text() and rec.thermal["message"] in panel.label.text()
