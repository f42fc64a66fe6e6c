"""Mixed jobs in the results tables: a randrw job's writes are shown beside its reads (the
table showed its reads only, under its name), and fio's one "mixed" direction
(unified_rw_reporting=mixed) is named so, not taken for reads. Real fio, null engine,
700 reads + 300 writes a second; the stored run (as reports read it) against the set rates."""
from __future__ import annotations

import pytest

from app.core.fio.jobfile import jobfile_spec, load_jobfile
from app.core.fio.jobspec import JobSpec, Target
from app.core.history.store import RunStore
from app.core.report.text import jobs_table, results_table
from app.core.suites.items import plain
from app.core.suites.run import SuiteRunner

JOB = ("[global]\nioengine=null\nbs=4k\nsize=1g\ntime_based\nruntime=1\nrw=randrw\nrwmixread=70\n"
       "unified_rw_reporting=mixed\n[m]\nrate_iops=700,300\n")


def _row(table: str, label: str) -> list[str]:
    (line,) = [ln for ln in table.splitlines() if ln.startswith(label)]
    return line[len(label):].split()


def test_a_randrw_job_shows_both_directions_and_fios_mixed_direction_is_named(fio, tmp_path):
    store = RunStore(tmp_path / "runs.sqlite")
    try:
        rw = JobSpec(name="rw", rw="randrw", target=Target(str(tmp_path / "null")), ioengine="null", bs=4096,
                     direct=False, size=1 << 30, runtime=1, time_based=True,
                     extra=(("rwmixread", "70"), ("rate_iops", "700,300")))
        res = SuiteRunner(fio, "custom", plain([rw]), 0.5, target=str(tmp_path), store=store, confirmed=()).run()
        doc = store.load_run(res.run_id)
        read_mb, read_iops, _, write_mb, write_iops, _ = _row(results_table(doc), "rw ")
        assert float(read_iops) == pytest.approx(700, rel=0.03)
        assert float(write_iops) == pytest.approx(300, rel=0.03)

        job = tmp_path / "mixed.fio"
        job.write_text(JOB)
        spec = jobfile_spec(load_jobfile(str(job), fio.path))
        res = SuiteRunner(fio, "jobfile", plain([spec]), 0.5, target=str(tmp_path), store=store,
                          confirmed=()).run()
        doc = store.load_run(res.run_id)
        assert doc["tests"][0]["result"]["rw_reporting"] == "mixed"
        mixed = _row(results_table(doc), "m (mixed)")
        assert float(mixed[1]) == pytest.approx(1000, rel=0.03) and mixed[3:] == ["-", "-", "-"]
        dirs = [ln.split()[1] for ln in jobs_table(doc).splitlines()[2:-1]]
        assert dirs == ["mixed"]
    finally:
        store.close()
