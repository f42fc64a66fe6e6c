"""fio's examples with the file engines (filecreate, filedelete, dircreate, dirdelete) run as
job files with the real bundled fio: their files and directories are made (and deleted) in
the run's own directory and removed with it; naming a place outside it is refused in one line.
The examples are read from the fio tarball the bundled fio is built from."""
from __future__ import annotations

import json
import tarfile

import pytest

from fio_bin import build_fio
from tests.conftest import run_cli

EXAMPLES = ("dircreate-ioengine.fio", "dirdelete-ioengine.fio", "filedelete-ioengine.fio", "filecreate-ioengine.fio")


def _examples() -> dict[str, str]:
    tarball, _ = build_fio.fetch_tarball(build_fio.cache_root())
    with tarfile.open(tarball) as tf:
        return {name: tf.extractfile(f"fio-3.41/examples/{name}").read().decode() for name in EXAMPLES}


@pytest.fixture(scope="module")
def examples() -> dict[str, str]:
    return _examples()


@pytest.mark.parametrize("name", EXAMPLES)
def test_a_file_engine_example_runs_in_the_runs_own_directory(tmp_path, examples, name):
    text = examples[name]
    if name == "filecreate-ioengine.fio":  # 16 jobs x 31,250 files took 4 min here: 16 x 200 of them
        assert "nrfiles=31250" in text
        text = text.replace("nrfiles=31250", "nrfiles=200")
    where = tmp_path / "jobs"
    where.mkdir()
    (where / name).write_text(text)
    (where / "keep.txt").write_text("not the run's")  # beside the job file: never touched
    out = tmp_path / "run.json"
    p = run_cli("run", "--job-file", str(where / name), "--no-check", "--json", str(out),
                env={"FIOSCOPE_DATA_DIR": str(tmp_path / "data")}, timeout=240)
    assert p.returncode == 0, p.stderr
    tests = json.loads(out.read_text())["tests"]
    jobs = [j["jobname"] for t in tests for j in t["result"]["threads"]]
    assert jobs == [f"t{i}" for i in range(16 if name.startswith("filecreate") else 6)], jobs
    # each job's operations are fio's reads here: one per file or directory made or deleted
    per_job = 200 if name != "dircreate-ioengine.fio" else 30
    assert all(j["read"]["total_ios"] == per_job for t in tests for j in t["result"]["threads"]), p.stdout
    assert sorted(x.name for x in where.iterdir()) == sorted(["keep.txt", name])  # the run's directory is gone
    assert (where / "keep.txt").read_text() == "not the run's"


@pytest.mark.parametrize("option", ["directory=/tmp", "filename=../x", "directory=sub/../..", "filename=a:/tmp/b"])
def test_a_file_engine_naming_a_place_outside_the_run_is_refused_in_one_line(tmp_path, option):
    job = tmp_path / "out.fio"
    job.write_text(f"[d]\nioengine=filedelete\nfilesize=4k\nnrfiles=2\nunlink=0\n{option}\n")
    p = run_cli("run", "--job-file", str(job), "--no-check", "--no-store",
                env={"FIOSCOPE_DATA_DIR": str(tmp_path / "data")}, timeout=120)
    assert p.returncode == 2 and len(p.stderr.strip().splitlines()) == 1, p.stderr
    assert "ioengine=filedelete deletes files outside the run's own directory" in p.stderr, p.stderr
    assert sorted(x.name for x in tmp_path.iterdir()) == ["out.fio"]
