"""Job files that name where they run (directory=/mnt/x, filename=/data/f) run there, with
the checks a --target gets, and never overwrite a file the user did not name. Real fio and
the real CLI."""
from __future__ import annotations

import os

import pytest

from app.core.fio import sandbox
from app.core.fio.job_places import job_places
from app.core.fio.jobfile import load_jobfile
from tests.conftest import run_cli
from tests.helpers import digest, last_error_line

confined = pytest.mark.skipif(not sandbox.available(), reason="needs the Linux confinement")


def write_job(tmp_path, text: str):
    job = tmp_path / "job.fio"
    job.write_text(text)
    return job


@confined
def test_an_absolute_directory_runs_there_and_leaves_only_what_was_there(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / "other.txt").write_text("keep")
    job = write_job(tmp_path, f"[global]\ndirectory={data}\nsize=256k\nbs=64k\n[w]\nrw=write\n[r]\nstonewall\nrw=read\n")
    p = run_cli("run", "--job-file", str(job), "--no-store", "--json", str(tmp_path / "out.json"), timeout=120)
    assert p.returncode == 0, p.stderr
    assert sorted(os.listdir(data)) == ["other.txt"]
    assert (data / "other.txt").read_text() == "keep"
    import json
    doc = json.loads((tmp_path / "out.json").read_text())
    assert [t["name"] for t in doc["tests"]] == ["w", "r"]
    assert doc["tests"][0]["result"]["total"]["write"]["io_bytes"] == 256 << 10


@confined
def test_an_existing_file_is_overwritten_only_when_named(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    victim = data / "victim.bin"
    victim.write_bytes(os.urandom(256 << 10))
    job = write_job(tmp_path, f"[w]\nfilename={victim}\nrw=write\nsize=256k\nbs=4k\n")
    before = digest(victim)
    p = run_cli("run", "--job-file", str(job), "--no-store", timeout=120)
    assert p.returncode == 2
    line = last_error_line(p.stderr)
    assert str(victim) in line and "--overwrite" in line
    assert digest(victim) == before
    p = run_cli("run", "--job-file", str(job), "--no-store", "--dry-run", timeout=120)
    assert p.returncode == 2  # the dry run says the same
    p = run_cli("run", "--job-file", str(job), "--no-store", "--overwrite", str(victim), timeout=120)
    assert p.returncode == 0, p.stderr
    assert digest(victim) != before  # written in place: the user named it
    assert sorted(os.listdir(data)) == ["victim.bin"]


@confined
def test_an_existing_file_a_job_only_reads_is_read_and_kept(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    source = data / "source.bin"
    source.write_bytes(os.urandom(256 << 10))
    before = digest(source)
    job = write_job(tmp_path, f"[r]\nfilename={source}\nrw=read\nsize=256k\nbs=4k\n")
    p = run_cli("run", "--job-file", str(job), "--no-store", timeout=120)
    assert p.returncode == 0, p.stderr
    assert digest(source) == before
    assert sorted(os.listdir(data)) == ["source.bin"]


def test_a_missing_directory_is_one_line(tmp_path):
    job = write_job(tmp_path, f"[w]\ndirectory={tmp_path / 'nowhere'}\nrw=write\nsize=64k\n")
    p = run_cli("run", "--job-file", str(job), "--no-store", timeout=120)
    assert p.returncode == 2
    assert "does not exist" in last_error_line(p.stderr)


def test_the_dry_run_says_where_every_file_goes(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    job = write_job(tmp_path, f"[a]\ndirectory={data}\nrw=write\nsize=64k\n[b]\nfilename=rel.bin\nrw=read\nsize=64k\n")
    target = tmp_path / "target"
    target.mkdir()
    p = run_cli("run", "--job-file", str(job), "--target", str(target), "--dry-run", timeout=120)
    assert p.returncode == 0, p.stderr
    assert f"# file: {data}/a.0.0: made by the run" in p.stdout
    assert f"named relatively: in the run's own directory in {target}" in p.stdout


def test_places_follow_fios_resolution(tmp_path, fio):
    job = write_job(tmp_path, f"[global]\ndirectory={tmp_path}\n[a]\nrw=write\nnumjobs=2\n"
                              f"[b]\nfilename=/elsewhere/x:y\nrw=read\n[c]\nfilename=rel\nrw=read\n")
    places = {p.path: p.written for p in job_places(load_jobfile(job, fio.path))}
    assert places == {f"{tmp_path}/a.0.0": True, f"{tmp_path}/a.1.0": True,
                      "/elsewhere/x": False, f"{tmp_path}/y": False, f"{tmp_path}/rel": False}


def test_group_reporting_0_is_not_reported_as_set(tmp_path, fio):
    off = load_jobfile(write_job(tmp_path, "[j]\nrw=read\nsize=64k\ngroup_reporting=0\n"), fio.path)
    on = load_jobfile(write_job(tmp_path, "[j]\nrw=read\nsize=64k\ngroup_reporting\n"), fio.path)
    assert not any("group_reporting" in w for w in off.warnings)
    assert any("group_reporting" in w for w in on.warnings)


def test_a_directory_the_system_runs_from_is_refused(tmp_path):
    for where in ("/etc", "/usr", "/"):
        job = write_job(tmp_path, f"[w]\ndirectory={where}\nrw=write\nsize=64k\n")
        p = run_cli("run", "--job-file", str(job), "--no-store", "--dry-run", timeout=120)
        assert p.returncode == 2, where
        assert "the system runs from" in last_error_line(p.stderr)
