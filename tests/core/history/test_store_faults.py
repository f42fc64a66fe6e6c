"""The run history when its file or directory is at fault: damaged databases are moved
aside (kept, never deleted) and a new one is started; a read-only, unwritable or full data
directory is one line saying what is wrong and what to do, and a run goes on without it
(table and --json as usual, exit 1, "not stored"). Never a traceback."""
from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from app.core.fio.jobspec import JobSpec, Target
from app.core.history.store import RunStore, StoreError
from tests.conftest import ROOT, have_root_tools
from tests.helpers import cli, the_line

needs_mount = pytest.mark.skipif(not have_root_tools("mount", "umount"), reason="needs root and mount")


@pytest.fixture
def data(tmp_path, monkeypatch):
    d = tmp_path / "data"
    d.mkdir()
    monkeypatch.setenv("FIOSCOPE_DATA_DIR", str(d))
    return d


def fill_history(path: Path, runs: int = 20) -> None:
    """A history with runs, tests and samples, closed (its WAL checkpointed into the file)."""
    from app.core.fio.status import IntervalSample, Rates
    store = RunStore(path)
    spec = JobSpec(name="t", rw="read", target=Target("/tmp/x"), size=1 << 20)
    for i in range(runs):
        rid = store.begin_run("quick", f"/tmp/target-{i}", "fio-3.41", "/fio", "0.1", {"note": "x" * 400})
        tid = store.begin_test(rid, 0, spec, ["fio"], "[t]\n")
        for n in range(20):
            store.add_sample(tid, IntervalSample(n, n + 1.0, (), Rates(1.0, 2.0, 3.0, 4.0), False))
        store.finish_run(rid, "done")
    store.close()


def assert_moved_aside(data: Path, damaged: bytes, err: str) -> Path:
    moved = [p for p in data.iterdir()
             if p.name.startswith("runs.sqlite.corrupt-") and not p.name.endswith(("-wal", "-shm"))]
    assert len(moved) == 1, sorted(p.name for p in data.iterdir())
    assert moved[0].read_bytes() == damaged  # kept as it was: nothing is lost
    assert moved[0].name in err
    return moved[0]


def damage_and_check(data: Path, damage) -> None:
    db = data / "runs.sqlite"
    fill_history(db)
    damage(db)
    damaged = db.read_bytes()
    rc, out, err = cli("history")
    assert "Traceback" not in err
    assert rc == 0 and out.splitlines()[0].split()[0] == "RUN" and len(out.splitlines()) == 1
    notice = [ln for ln in err.splitlines() if ln.startswith("notice:")]
    assert len(notice) == 1 and "damaged" in notice[0] and "new, empty history" in notice[0], err
    assert_moved_aside(data, damaged, err)
    # The new history works: a second look is quiet.
    rc, out, err = cli("history")
    assert rc == 0 and err == ""
    assert RunStore(db).runs() == []


def test_truncated_history_is_moved_aside_and_a_new_one_started(data):
    def truncate(db):
        with open(db, "r+b") as f:
            f.truncate(os.path.getsize(db) // 2)
    damage_and_check(data, truncate)


def test_garbage_history_is_moved_aside(data):
    damage_and_check(data, lambda db: db.write_bytes(os.urandom(64 << 10)))


def test_clobbered_header_is_moved_aside(data):
    def clobber(db):
        with open(db, "r+b") as f:
            f.write(os.urandom(100))
    damage_and_check(data, clobber)


def test_random_pages_are_moved_aside(data):
    def pages(db):
        size = os.path.getsize(db)
        with open(db, "r+b") as f:  # every page but the first (the schema)
            f.seek(4096)
            f.write(os.urandom(size - 4096))
    damage_and_check(data, pages)


def test_a_damaged_page_found_while_reading_a_run_is_one_line_and_moved_aside(data):
    """Damage where `history` does not look (the samples' pages): the report that reads
    them says so in one line (exit 1), the file is moved aside, the next command works."""
    db = data / "runs.sqlite"
    fill_history(db)
    import sqlite3
    con = sqlite3.connect(db)
    root = con.execute("SELECT rootpage FROM sqlite_master WHERE name='samples'").fetchone()[0]
    con.close()
    with open(db, "r+b") as f:
        f.seek((root - 1) * 4096)
        f.write(os.urandom(4096))
    damaged = db.read_bytes()
    rc, out, err = cli("history")
    assert rc == 0 and len(out.splitlines()) == 21
    rc, out, err = cli("report", "1", "--format", "json")
    line = the_line(err)
    assert rc == 1 and "damaged" in line and ".recover" in line and out == ""
    assert_moved_aside(data, damaged, err)
    rc, out, err = cli("history")
    assert rc == 0 and len(out.splitlines()) == 1 and err == ""


def test_a_data_directory_that_is_a_file_is_one_line(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("FIOSCOPE_DATA_DIR", str(blocker / "data"))
    rc, out, err = cli("history")
    line = the_line(err)
    assert rc == 1 and "cannot write the run history" in line and "FIOSCOPE_DATA_DIR" in line


# -- read-only, unwritable and full data directories (real mounts) -----------------------
@contextlib.contextmanager
def tmpfs(where: Path, size: str = "2m", options: str = ""):
    where.mkdir(exist_ok=True)
    # mode=0700: a data directory others may write is refused (tmpfs's own default is 1777)
    subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size},mode=0700" + (f",{options}" if options else ""),
                    "fioscope-test", str(where)], check=True)
    try:
        yield where
    finally:
        if subprocess.run(["umount", str(where)], capture_output=True).returncode:
            subprocess.run(["umount", "-l", str(where)], check=False)


@contextlib.contextmanager
def read_only_file(path: Path):
    """The file itself read-only (a read-only bind mount of it): root cannot write it either."""
    subprocess.run(["mount", "--bind", str(path), str(path)], check=True)
    try:
        subprocess.run(["mount", "-o", "remount,bind,ro", str(path)], check=True)
        yield path
    finally:
        if subprocess.run(["umount", str(path)], capture_output=True).returncode:
            subprocess.run(["umount", "-l", str(path)], check=False)


def fill(directory: Path) -> None:
    """Use up every byte of the filesystem `directory` is on."""
    fd = os.open(directory / "filler", os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    try:
        for size in (64 << 10, 4096, 512, 1):
            try:
                while True:
                    os.write(fd, b"\0" * size)
            except OSError:
                pass
    finally:
        os.close(fd)


def quick_run(target: Path, json_out: Path, *extra: str) -> tuple[int, str, str]:
    return cli("run", "--pause", "0", "--target", str(target), "--preset", "quick-read", "--size", "1MiB", "--runtime", "1",
               "--interval", "0.5", "--engine", "psync", "--json", str(json_out), *extra)


def assert_unstored_run(rc: int, out: str, err: str, json_out: Path, why: str) -> None:
    """The run finished, printed its table and wrote its JSON; the last line says it was not stored."""
    line = the_line(err)
    assert rc == 1, err
    assert ("not stored" in line or "stored only up to the failure" in line) and why in line, line
    assert "RND4K Q1T1" in out and "Read MB/s" in out
    doc = json.loads(json_out.read_text())
    assert len(doc["tests"]) == 4 and all(t["status"] == "done" for t in doc["tests"])
    assert "stored as run" not in err


@needs_mount
def test_read_only_history_file_is_read_and_a_run_goes_on_unstored(data, tmp_path):
    db = data / "runs.sqlite"
    fill_history(db, runs=3)
    target = tmp_path / "target"
    target.mkdir()
    with read_only_file(db):
        rc, out, err = cli("history")
        assert rc == 0 and len(out.splitlines()) == 4 and "Traceback" not in err
        rc, out, err = quick_run(target, tmp_path / "r.json")
        assert_unstored_run(rc, out, err, tmp_path / "r.json", "read-only")
        assert "warning:" in err  # said before the run, too
    assert len(RunStore(db).runs()) == 3  # nothing was added, nothing was lost
    assert os.listdir(target) == []


@needs_mount
def test_a_history_in_a_read_only_directory_can_be_browsed(data, tmp_path):
    """The whole data directory read-only (no -shm can be made beside the history): it is
    opened read-only, said once, and listed, shown and reported on as usual."""
    fill_history(data / "runs.sqlite", runs=3)
    with read_only_file(data):
        for args in (("history",), ("history", "--json"), ("report", "2", "--format", "txt")):
            rc, out, err = cli(*args)
            assert rc == 0 and "Traceback" not in err, err
            assert [ln for ln in err.splitlines() if ln.strip()] == [
                f"notice: the run history {data / 'runs.sqlite'} cannot be written: it is opened read-only "
                "(browsing works; nothing new is stored)"]
        assert len(json.loads(cli("history", "--json")[1])) == 3 and "/tmp/target-1" in out
    assert sorted(os.listdir(data)) == ["runs.sqlite"]


@needs_mount
def test_unwritable_data_directory_is_one_line_and_a_run_goes_on_unstored(tmp_path, monkeypatch):
    data = tmp_path / "data"
    target = tmp_path / "target"
    target.mkdir()
    with tmpfs(data, options="ro"):
        monkeypatch.setenv("FIOSCOPE_DATA_DIR", str(data))
        rc, out, err = cli("history")
        line = the_line(err)
        assert rc == 1 and "is not writable" in line and "FIOSCOPE_DATA_DIR" in line
        rc, out, err = quick_run(target, tmp_path / "r.json")
        assert_unstored_run(rc, out, err, tmp_path / "r.json", "not writable")
    assert os.listdir(target) == []


@needs_mount
def test_full_data_directory_is_one_line_and_a_run_goes_on_unstored(tmp_path, monkeypatch):
    data = tmp_path / "data"
    target = tmp_path / "target"
    target.mkdir()
    with tmpfs(data, size="2m"):
        monkeypatch.setenv("FIOSCOPE_DATA_DIR", str(data))
        fill_history(data / "runs.sqlite", runs=1)
        fill(data)
        rc, out, err = cli("history")
        line = the_line(err)
        assert rc == 1 and "is full" in line and "free some space" in line
        rc, out, err = quick_run(target, tmp_path / "r.json")
        assert_unstored_run(rc, out, err, tmp_path / "r.json", "is full")
        os.unlink(data / "filler")
        assert len(RunStore(data / "runs.sqlite").runs()) == 1  # the old history is intact


@needs_mount
def test_data_directory_filling_during_a_run(tmp_path):
    """The disk under the history fills while fio runs: the run finishes, prints all its
    tests and writes its JSON; the history keeps what it had, marked partial."""
    data = tmp_path / "data"
    target = tmp_path / "target"
    target.mkdir()
    json_out = tmp_path / "r.json"
    with tmpfs(data, size="2m"):
        env = dict(os.environ, FIOSCOPE_DATA_DIR=str(data))
        p = subprocess.Popen([sys.executable, "-m", "app", "run", "--pause", "0", "--target", str(target), "--preset", "quick-read",
                              "--size", "1MiB", "--runtime", "2", "--interval", "0.5", "--engine", "psync",
                              "--json", str(json_out)], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
        err_lines: list[str] = []
        started = threading.Event()

        def read_err():
            for line in p.stderr:
                err_lines.append(line)
                if line.startswith("[1/4]"):
                    started.set()

        reader = threading.Thread(target=read_err, daemon=True)
        reader.start()
        try:
            assert started.wait(120), "".join(err_lines)
            fill(data)  # the first test's samples are stored; the rest cannot be
            out = p.stdout.read()
            p.wait(180)
        finally:
            p.kill()
            p.wait()
        reader.join(10)
        os.unlink(data / "filler")
        err = "".join(err_lines)
        assert_unstored_run(p.returncode, out, err, json_out, "is full")
        line = the_line(err)
        assert "stored only up to the failure" in line
        store = RunStore(data / "runs.sqlite")  # space again: opening marks the orphan
        run = store.runs()[0]
        assert run.status == "partial" and 1 <= run.tests <= 4
    assert os.listdir(target) == []


def test_store_errors_are_store_errors(tmp_path):
    """The API says StoreError, not sqlite3's exceptions."""
    blocker = tmp_path / "f"
    blocker.write_text("")
    with pytest.raises(StoreError):
        RunStore(blocker / "runs.sqlite")
