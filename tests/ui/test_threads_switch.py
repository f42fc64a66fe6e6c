"""The app's switch between fio's default (each job a process) and fio's thread option,
for every run the main screen plans (issue 18: posixaio differs between the two)."""
import os

from app.ui.run.run_kinds import Preset
from app.ui.run.run_specs import build_specs
from tests.helpers import fill_custom_run


def test_processes_by_default_and_threads_when_asked_in_every_kind(window, tmp_path):
    window.select_target(str(tmp_path))
    window.size_edit.setText("8MiB")
    window.runtime.setText("1")
    for kind in (Preset.QUICK, Preset.PEAK, Preset.CUSTOM):
        items, _ = build_specs(window, kind)
        assert items and not any(i.spec.thread for i in items), kind
    window.quick_tab.as_threads.setChecked(True)
    for kind in (Preset.QUICK, Preset.PEAK, Preset.CUSTOM):
        items, _ = build_specs(window, kind)
        assert all(i.spec.thread for i in items), kind


def test_a_custom_run_as_threads_reaches_fio(qtbot, window, tmp_path):
    target = tmp_path / "t"
    target.mkdir()
    fill_custom_run(window, str(target), "8MiB", "1", threads=2)
    window.quick_tab.as_threads.setChecked(True)
    window.start("custom")
    qtbot.waitUntil(lambda: not window.worker.running, timeout=60000)
    rec = window.records[window.last_specs[0].name][0]
    assert "--thread" in rec.argv and rec.result is not None
    assert len(rec.result.threads) == 2 and rec.result.read.iops > 0
    window.quick_tab.as_threads.setChecked(False)
    window.start("custom")
    qtbot.waitUntil(lambda: not window.worker.running, timeout=60000)
    rec = window.records[window.last_specs[0].name][0]
    assert "--thread" not in rec.argv and len(rec.result.threads) == 2
    assert os.listdir(target) == []
