"""fio's own logs in a job file (write_bw_log=NAME...): written in the run's own directory,
kept in the data directory's logs/<run id>/, named in the CLI's closing lines and the
export; a name with a directory in it is refused in one line before fio runs. Real fio."""
from __future__ import annotations

import json
import os
import stat

import pytest

from app.core.errors import InputError
from app.core.fio.jobfile import load_jobfile
from app.core.fio.locate import find_fio
from tests.conftest import run_cli

JOB = """[w]
rw=write
bs=4k
size=4m
filename=data
time_based
runtime=1
write_bw_log=mylog
write_iops_log=mylog
log_avg_msec=100
"""


def test_a_relative_write_bw_log_is_kept_with_the_run(tmp_path):
    data = tmp_path / "data"
    job = tmp_path / "logs.fio"
    job.write_text(JOB)
    p = run_cli("run", "--job-file", str(job), "--no-check", "--json", str(tmp_path / "run.json"),
                env={"FIOSCOPE_DATA_DIR": str(data)}, timeout=120)
    assert p.returncode == 0, p.stderr
    doc = json.loads((tmp_path / "run.json").read_text())
    logs = data / "logs" / str(doc["run_id"])
    assert doc["settings"]["fio_logs"] == str(logs) and f"stored as run {doc['run_id']}" in p.stderr
    assert f"fio's logs: {logs}" in p.stdout
    assert stat.S_IMODE(os.lstat(logs).st_mode) == 0o700 and not os.path.islink(logs)
    names = sorted(os.listdir(logs))
    assert "mylog_bw.1.log" in names and "mylog_iops.1.log" in names, names
    for name in ("mylog_bw.1.log", "mylog_iops.1.log"):
        assert f"  {name}" in p.stdout
        rows = [line.split(",") for line in (logs / name).read_text().splitlines()]
        assert rows and all(len(r) >= 4 and int(r[1]) > 0 for r in rows), (name, rows[:3])  # time, value, dir, bs
    assert sorted(os.listdir(tmp_path)) == ["data", "logs.fio", "run.json"]  # the run's directory is gone
    report = run_cli("report", "last", env={"FIOSCOPE_DATA_DIR": str(data)}, timeout=120)
    assert report.returncode == 0 and f"fio's logs: {logs}\n  mylog_bw.1.log" in report.stdout, report.stderr


def test_a_log_named_outside_the_run_is_refused_in_one_line(tmp_path):
    outside = tmp_path / "outside"
    for name in (str(outside), "../outside"):
        job = tmp_path / "abs.fio"
        job.write_text(JOB.replace("write_bw_log=mylog", f"write_bw_log={name}"))
        p = run_cli("run", "--job-file", str(job), "--no-check", "--no-store", cwd=tmp_path / "..",
                    env={"FIOSCOPE_DATA_DIR": str(tmp_path / "data")}, timeout=120)
        assert p.returncode == 2, p.stderr
        assert len(p.stderr.strip().splitlines()) == 1
        assert f"write_bw_log={name} writes outside the run's own directory" in p.stderr
        assert not list(tmp_path.glob("outside*")) and not list(tmp_path.parent.glob("outside*"))


def test_a_job_file_for_fio_servers_keeps_refusing_logs(tmp_path):
    """A fio server would write them on its side (or its client in its own directory): not the run's."""
    job = tmp_path / "remote.fio"
    job.write_text(JOB)
    fio = find_fio({"PATH": ""}).path
    assert load_jobfile(job, fio).jobs  # locally, the run's own
    with pytest.raises(InputError, match="write_bw_log writes files, which Fioscope refuses"):
        load_jobfile(job, fio, own_logs=False)
