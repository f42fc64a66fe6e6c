"""A job file's trims get a Trim column in the results grid, with fio's figures of the run;
runs without trims keep Test | Read | Write. Real fio on a loop device the test makes."""
from __future__ import annotations

import pytest

from app.ui.pages.results_grid import READ, TRIM, WRITE


def test_a_job_file_that_trims_has_a_trim_column(qtbot, window, loop_device, tmp_path):
    dev = loop_device(16 << 20)
    job = tmp_path / "trim.fio"
    # direct=1: see docs/job-files.md, Trims (a trim of pages an earlier group left dirty)
    job.write_text(f"[global]\nfilename={dev}\nbs=64k\nsize=4m\ndirect=1\n[tw]\nrw=trimwrite\n"
                   "[rt]\nstonewall\nrw=randtrim\nbs=16k\n")
    window.confirm_jobfile = lambda jf, workdir=None: True
    window.confirm_destroy = lambda disk, what: disk.path  # the user typed the device's path
    window.unit.setCurrentText("IOPS")
    window.open_jobfile(str(job))
    qtbot.waitUntil(lambda: window.worker is not None and not window.worker.running, timeout=60000)
    qtbot.waitUntil(lambda: "done" in window.status_label.text(), timeout=5000)
    grid = window.grid
    assert [grid.horizontalHeaderItem(c).text() for c in range(grid.columnCount())] == [
        "Test", "Read (IOPS)", "Write (IOPS)", "Trim (IOPS)"]
    assert [grid.verticalHeaderItem(r).text() for r in range(grid.rowCount())] == ["tw", "rt"]
    tw, rt = window.records["tw"][0].result, window.records["rt"][0].result
    assert rt.trim.total_ios == 256 and tw.trim.total_ios == tw.write.total_ios == 64

    def shown(r, c):
        item = grid.item(r, c)
        return None if item is None else float(item.text().replace(",", ""))
    assert [shown(0, c) for c in (READ, WRITE, TRIM)] == [None, pytest.approx(tw.write.iops, abs=0.5),
                                                          pytest.approx(tw.trim.iops, abs=0.5)]
    assert [shown(1, c) for c in (READ, WRITE, TRIM)] == [None, None, pytest.approx(rt.trim.iops, abs=0.5)]
