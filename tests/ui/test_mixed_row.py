"""fio's one "mixed" direction (unified_rw_reporting=mixed) in the grid: its figure sits under
Read, as fio's terse output puts it, and the row and the cell say it is reads and writes
together. Real fio, null engine, 700 reads + 300 writes a second."""
from app.core.fio.jobfile import jobfile_spec, load_jobfile
from app.core.suites.items import plain
from app.core.suites.run import SuiteRunner
from app.ui.run import stored_view
from app.ui.pages.results_grid import READ, TEST, WRITE

JOB = ("[global]\nioengine=null\nbs=4k\nsize=1g\ntime_based\nruntime=1\nrw=randrw\nrwmixread=70\n"
       "unified_rw_reporting=mixed\n[m]\nrate_iops=700,300\n")


def test_a_mixed_rows_figure_is_named_mixed(qtbot, window, tmp_path, fio):
    job = tmp_path / "mixed.fio"
    job.write_text(JOB)
    spec = jobfile_spec(load_jobfile(str(job), fio.path))
    res = SuiteRunner(fio, "jobfile", plain([spec]), 0.5, target=str(tmp_path), store=window.store,
                      confirmed=()).run()
    stored_view.show_run(window, window.store.load_run(res.run_id))
    grid = window.results_grid
    r = grid.labels().index("m")
    assert grid.table.item(r, TEST).text() == "m\n(mixed)"
    read = grid.table.item(r, READ)
    assert read is not None and "reads and writes as one direction" in read.toolTip()
    assert grid.table.item(r, WRITE) is None
