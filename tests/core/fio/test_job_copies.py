"""The private copies of job files (fio/job_text.py) are removed at exit; those of a process
killed before its exit (SIGKILL, a crash) are swept by the next one: a directory named for a
pid that no longer runs. Others' directories, live ones and links are left alone."""
import os
import subprocess
import sys
import tempfile

from app.core.fio import job_text


def dead_pid() -> int:
    p = subprocess.Popen([sys.executable, "-c", "pass"])
    p.wait()
    return p.pid


def test_a_killed_processes_copies_are_swept_and_nothing_else(tmp_path, monkeypatch):
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    orphan = tmp_path / f"fioscope-jobs-{dead_pid()}-abc"
    (orphan / "0123").mkdir(parents=True)
    (orphan / "0123" / "job.fio").write_text("[x]\n")
    live = tmp_path / f"fioscope-jobs-{os.getppid()}-def"  # a running process's copies
    live.mkdir()
    target = tmp_path / "not-ours"
    target.mkdir()
    (target / "keep").write_text("")
    link = tmp_path / f"fioscope-jobs-{dead_pid()}-lnk"
    link.symlink_to(target)
    other = tmp_path / "fioscope-jobsXYZ"
    other.mkdir()
    job_text._sweep_orphans()
    assert not orphan.exists()
    assert live.is_dir() and other.is_dir() and link.is_symlink() and (target / "keep").exists()


def test_a_copy_lives_in_a_directory_named_for_its_process(tmp_path, monkeypatch):
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    monkeypatch.setattr(job_text, "_copies", None)
    monkeypatch.setattr(job_text.atexit, "register", lambda *a: None)
    path = job_text.private_copy("[job]\nrw=read\n", "mine.fio")
    assert os.path.basename(os.path.dirname(os.path.dirname(path))).startswith(f"fioscope-jobs-{os.getpid()}-")
    assert open(path).read() == "[job]\nrw=read\n"
