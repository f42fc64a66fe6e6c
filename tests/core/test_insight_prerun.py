"""Before a run: the checklist's warnings for the run's target, read from the real machine."""
from __future__ import annotations

import subprocess

from app.core.insight.prerun import pre_run_warnings


def test_a_disk_another_process_is_using_is_named_before_the_run(loop_device, fio, tmp_path):
    dev = loop_device(64 << 20)
    assert not [w for w in pre_run_warnings(dev, "device") if w.startswith("Disk idle")]
    # another program writing to the disk while Fioscope is about to start
    writer = subprocess.Popen([fio.path, "--name=other", f"--filename={dev}", "--rw=write", "--bs=64k",
                               "--direct=1", "--time_based", "--runtime=30", "--output=/dev/null"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        lines = []
        for _ in range(20):  # until the writer is under way (deadline: 20 samples of 0.5 s)
            lines = [w for w in pre_run_warnings(dev, "device") if w.startswith("Disk idle")]
            if lines:
                break
        assert lines, "a busy disk was not reported"
        assert "another process is using" in lines[0] and "% busy" in lines[0]
    finally:
        writer.kill()
        writer.wait()


def test_a_test_file_is_checked_through_its_directory(tmp_path):
    # the test file does not exist yet; its directory's disk is what is read
    from app.core.insight.checklist import run_checklist
    from app.core.insight.prerun import warning_line
    stable = lambda lines: sorted(w for w in lines if not w.startswith("Disk idle"))  # noqa: E731
    direct = stable(warning_line(i) for i in run_checklist(str(tmp_path), busy_seconds=0.1).warnings)
    assert stable(pre_run_warnings(str(tmp_path / "fioscope-test.tmp"), "file", busy_seconds=0.1)) == direct


def test_an_unreadable_target_gives_no_warning_and_no_error(tmp_path):
    assert pre_run_warnings(str(tmp_path / "missing" / "x.tmp"), "file", busy_seconds=0.1) == []
