"""No place a job file writes may be one of Fioscope's own files (issue 50, class 5): a hard
link to the history given to --overwrite was written by fio and every stored run lost. Each
way a job names a file (filename=, directory=, a write_*_log), with --overwrite and
without, by name, real path and device+inode; the real CLI, the history checked unchanged."""
from __future__ import annotations

import os

import pytest

from app.core.history.store import RunStore
from tests.conftest import run_cli
from tests.helpers import digest, last_error_line


@pytest.fixture
def history(tmp_path):
    """A data directory with a run in its history; (data dir, env)."""
    data = tmp_path / "data"
    data.mkdir(mode=0o700)
    store = RunStore(data / "runs.sqlite")
    store.finish_run(store.begin_run("quick", "/tmp/x", "fio-3.41", "/fio", "0.1", {}), "done")
    store.close()
    return data, {"FIOSCOPE_DATA_DIR": str(data)}


ATTACKS = {
    "a hard link, --overwrite": ("filename={link}", True, "another name of Fioscope's run history"),
    "a hard link": ("filename={link}", False, "another name of Fioscope's run history"),
    "the history itself, --overwrite": ("filename={data}/runs.sqlite", True, "Fioscope's run history"),
    "its -wal": ("filename={data}/runs.sqlite-wal", False, "a file of Fioscope's run history"),
    "the data directory": ("directory={data}", False, "in Fioscope's data directory"),
    "a link to the data directory": ("directory={dirlink}", False, "Fioscope's data directory"),
    "a bandwidth log": ("filename=x\nwrite_bw_log={logs}/hist", False, "another name of Fioscope's run history"),
    "an I/O log": ("filename=x\nwrite_iolog={link}", False, "another name of Fioscope's run history"),
}


@pytest.mark.parametrize("attack", list(ATTACKS))
def test_no_job_file_writes_fioscopes_own_files(tmp_path, history, attack):
    data, env = history
    line, overwrite, reason = ATTACKS[attack]
    work = tmp_path / "work"
    work.mkdir()
    link = work / "victim.dat"
    os.link(data / "runs.sqlite", link)  # same filesystem: another name of the history
    logs = tmp_path / "logs"
    logs.mkdir()
    os.link(data / "runs.sqlite", logs / "hist_bw.1.log")  # the name fio gives the log
    os.symlink(data, tmp_path / "dirlink")
    job = work / "attack.fio"
    job.write_text("[w]\n" + line.format(link=link, data=data, dirlink=tmp_path / "dirlink", logs=logs)
                   + "\nrw=write\nbs=4k\nsize=64k\n")
    before = digest(data / "runs.sqlite")
    extra = ["--overwrite", str(link if "link" in line else data / "runs.sqlite")] if overwrite else []
    if "log" in line:
        extra.append("--allow-job-commands")  # trusted: the logs are allowed, not Fioscope's files
    p = run_cli("run", "--job-file", str(job), *extra, env=env, timeout=120)
    err = last_error_line(p.stderr)
    assert p.returncode != 0 and reason in err and "Traceback" not in p.stderr, p.stderr
    assert digest(data / "runs.sqlite") == before
    assert len(RunStore(data / "runs.sqlite").runs()) == 1
    assert sorted(os.listdir(work)) == ["attack.fio", "victim.dat"]


def test_a_job_file_writing_elsewhere_still_runs(tmp_path, history):
    data, env = history
    work = tmp_path / "work"
    work.mkdir()
    (work / "keep.dat").write_bytes(b"\0" * 65536)
    job = work / "ok.fio"
    job.write_text(f"[w]\nfilename={work}/keep.dat\nrw=write\nbs=4k\nsize=64k\n")
    p = run_cli("run", "--job-file", str(job), "--overwrite", str(work / "keep.dat"), env=env, timeout=120)
    assert p.returncode == 0, p.stderr
    assert len(RunStore(data / "runs.sqlite").runs()) == 2
