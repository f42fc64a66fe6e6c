"""Fioscope's own files trust their owner, not their contents (issue 50, classes 3 and 4):
its directories are made 0700 whatever the umask; a data directory of another user, or one
others may write, is refused in one line; the history is never opened through a link or as
another user's file; the leftover-cleanup acts only on notes of the caller's own that no one
else may write. A second user the tests add (useradd) and remove plays the attacker; the
CLI runs in a fresh interpreter with real fio."""
from __future__ import annotations

import json
import os
import secrets
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from app.core import owned
from app.core.history.store import RunStore
from app.core.history.store_errors import StoreError
from app.core.targets import testfile
from tests.conftest import run_cli
from tests.helpers import digest, last_error_line

pytestmark = pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0 or not shutil.which("useradd"),
                                reason="needs root and useradd")


@pytest.fixture
def other_user():
    """(name, uid) of a user added for the test and removed after it."""
    name = f"fioscope-t{secrets.token_hex(3)}"
    subprocess.run(["useradd", "-M", "-N", "-r", "-s", "/usr/sbin/nologin", name], check=True)
    try:
        yield name, int(subprocess.run(["id", "-u", name], capture_output=True, text=True, check=True).stdout)
    finally:
        subprocess.run(["userdel", name], check=False, capture_output=True)


@pytest.fixture
def open_dir():
    """A directory in /tmp the other user can reach (pytest's own are root's alone), removed after."""
    d = Path(tempfile.mkdtemp(prefix="fioscope-test-shared-", dir="/tmp"))
    d.chmod(0o755)
    try:
        yield d
    finally:
        shutil.rmtree(d, ignore_errors=True)


def as_user(name: str, code: str) -> None:
    # The system's python: the test's own may sit where the other user cannot reach it.
    subprocess.run(["runuser", "-u", name, "--", shutil.which("python3", path="/usr/bin:/bin"), "-I", "-c", code],
                   check=True)


def mode(path) -> int:
    return os.stat(path).st_mode & 0o7777


# -- class 3: directories 0700 whatever the umask ----------------------------------------------
def test_fioscopes_directories_are_0700_under_umask_000(tmp_path, fio):
    data = tmp_path / "a" / "b" / "data"
    target = tmp_path / "target"
    target.mkdir()
    code = ("import os, sys; os.umask(0); from app.__main__ import main; "
            f"sys.exit(main(['run', '--target', {str(target)!r}, '--preset', 'quick-read', '--size', '1MiB', "
            "'--runtime', '1']))")
    p = subprocess.run([sys.executable, "-c", code], env=dict(os.environ, FIOSCOPE_DATA_DIR=str(data)),
                       capture_output=True, text=True, timeout=300, cwd=Path(__file__).parents[2])
    assert p.returncode == 0, p.stderr
    assert [mode(d) for d in (tmp_path / "a", tmp_path / "a" / "b", data, data / "testfiles")] == [0o700] * 4
    assert mode(data / "runs.sqlite") == 0o600
    old = os.umask(0)
    try:  # the run's private directories, both ways they are made
        made = [testfile.create_dir(target)]
        made.append(testfile.make_dir(target / f"{testfile.PREFIX}1-x.d"))
        assert [mode(d.path) for d in made] == [0o700, 0o700]
        assert all(mode(n) == 0o600 for n in owned.data_dir().joinpath("testfiles").glob("*.json"))
    finally:
        os.umask(old)
        for d in made:
            testfile.remove(d)


@pytest.mark.parametrize("case", ["another user's", "writable by others"])
def test_an_untrusted_data_directory_is_refused_in_one_line(tmp_path, other_user, case):
    name, uid = other_user
    data = tmp_path / "data"
    data.mkdir(mode=0o700)
    victim = tmp_path / "other-program.db"  # another program's database the link points to
    with sqlite3.connect(victim) as db:
        db.execute("CREATE TABLE mine (x)")
    db.close()
    before = digest(victim)
    os.symlink(victim, data / "runs.sqlite")
    if case == "another user's":
        os.lchown(data / "runs.sqlite", uid, -1)
        os.chown(data, uid, -1)
    else:
        data.chmod(0o777)
    for args in (("history",), ("run", "--pause", "0", "--target", str(tmp_path), "--preset", "quick-read", "--size", "1MiB",
                                "--runtime", "1")):
        p = run_cli(*args, env={"FIOSCOPE_DATA_DIR": str(data)}, timeout=300)
        line = last_error_line(p.stderr)
        assert p.returncode != 0 and "Traceback" not in p.stderr
        assert ("belongs to another user" if case == "another user's" else "writable by others") in line, line
    assert digest(victim) == before
    assert sorted(os.listdir(tmp_path)) == ["data", "other-program.db"]  # nothing made beside it
    assert sorted(os.listdir(data)) == ["runs.sqlite"]


# -- class 4: the history never through a link, never another user's file ----------------------
@pytest.mark.parametrize("name", ["runs.sqlite", "runs.sqlite-wal", "runs.sqlite-shm"])
def test_a_planted_link_in_the_history_makes_root_create_or_change_nothing(tmp_path, name):
    data = tmp_path / "data"
    data.mkdir(mode=0o700)
    if name != "runs.sqlite":
        RunStore(data / "runs.sqlite").close()
    victim, missing = tmp_path / "victim", tmp_path / "would-be-created"
    victim.write_bytes(b"keep me")
    os.symlink(victim if name.endswith("wal") else missing, data / name)
    with pytest.raises(StoreError, match="is a link"):
        RunStore(data / "runs.sqlite")
    assert victim.read_bytes() == b"keep me" and not missing.exists()


def test_a_history_file_of_another_user_is_refused(tmp_path, other_user):
    data = tmp_path / "data"
    data.mkdir(mode=0o700)
    RunStore(data / "runs.sqlite").close()
    os.chown(data / "runs.sqlite", other_user[1], -1)
    before = digest(data / "runs.sqlite")
    with pytest.raises(StoreError, match="belongs to another user"):
        RunStore(data / "runs.sqlite")
    assert digest(data / "runs.sqlite") == before


# -- class 3: the leftover-cleanup trusts a note's owner, not its fields ----------------------------
def _dead_pid() -> int:
    p = subprocess.Popen([sys.executable, "-c", "pass"])
    p.wait()
    return p.pid


def _note_text(path: Path, uid: int = 0) -> str:
    st = os.stat(path)
    return json.dumps({"path": str(path), "dev": st.st_dev, "ino": st.st_ino, "uid": uid, "pid": _dead_pid(),
                       "started": 1.0, "directory": True})


def test_a_note_forged_by_another_user_makes_root_delete_nothing(open_dir, other_user, monkeypatch):
    name, uid = other_user
    data = open_dir / "data"
    monkeypatch.setenv("FIOSCOPE_DATA_DIR", str(data))
    victim = open_dir / "victim"
    (victim / "tree").mkdir(parents=True)
    (victim / "tree" / "precious").write_text("keep me")
    notes = data / "testfiles"
    notes.mkdir(parents=True)
    data.chmod(0o755)  # root's, others may not write it: trusted
    # 1. testfiles/ left world-writable (as Fioscope made it under umask 000): the user writes a note.
    notes.chmod(0o777)
    forged = notes / "1-2-3.json"
    as_user(name, f"open({str(forged)!r}, 'w').write({_note_text(victim)!r})")
    assert forged.stat().st_uid == uid
    assert testfile.remove_stale() == [] and (victim / "tree" / "precious").read_text() == "keep me"
    # 2. testfiles/ trusted again, but the note is the other user's, or others may write it.
    notes.chmod(0o700)
    assert testfile.remove_stale() == [] and (victim / "tree" / "precious").exists()
    os.chown(forged, 0, -1)
    forged.chmod(0o666)
    assert testfile.remove_stale() == [] and (victim / "tree" / "precious").exists()
    # 3. Root's own note, which no one else may write, is honoured: the cleanup still works.
    forged.chmod(0o600)
    assert testfile.remove_stale() == [str(victim)] and not victim.exists()


def test_an_untrusted_data_directory_gets_no_notes(tmp_path, monkeypatch):
    data = tmp_path / "data"
    data.mkdir(mode=0o777)
    data.chmod(0o777)
    monkeypatch.setenv("FIOSCOPE_DATA_DIR", str(data))
    made = testfile.create_dir(tmp_path)
    try:
        assert os.listdir(data) == []  # no testfiles/, no note in a directory others may write
    finally:
        testfile.remove(made)
    assert "writable by others" in owned.trust_problem(data)
