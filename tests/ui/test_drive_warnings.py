"""The app says the drive's checklist warnings before a run, as `fioscope run` does: here a
loop device another process is reading. The run is not stopped for them. Real fio, a real
loop device and a real reader (dd with O_DIRECT)."""
import os
import signal
import subprocess

from app.ui.run.run_kinds import Preset
from tests.helpers import fill_custom_run


def test_a_busy_device_is_said_before_the_run_which_still_runs(qtbot, window, loop_device):
    dev = loop_device(64 << 20)
    window.refresh_targets()
    fill_custom_run(window, dev, "8MiB", "1", rw="randread")  # a read: no data-loss question
    reader = subprocess.Popen(["sh", "-c", f"while :; do dd if={dev} of=/dev/null bs=64k iflag=direct "
                               "status=none; done"], start_new_session=True)
    try:
        window.start(Preset.CUSTOM)
        qtbot.waitUntil(lambda: "Disk idle before the run" in window.cache_panel.warnings.text(), timeout=30000)
    finally:
        os.killpg(reader.pid, signal.SIGKILL)  # the shell and its dd
        reader.wait()
    assert window.cache_panel.warnings.isVisibleTo(window)
    assert "Before this run:" in window.cache_panel.warnings.text()
    qtbot.waitUntil(lambda: not window.worker.running, timeout=60000)
    rec = window.records[window.last_specs[0].name][0]
    assert rec.result is not None and rec.result.read.iops > 0  # warned, not stopped
