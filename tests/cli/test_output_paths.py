"""Output files never go through a planted link into a device: a name that is, or links to,
a device, FIFO, socket or directory is refused before any work; a link to a regular file (or
a dangling one) is replaced, its target left alone. Real files, a real loop device, the
real CLI."""
import hashlib
import json
import os
import socket
import stat
import subprocess

import pytest

from app.core.atomic import atomic_output, check_output_path, write_bytes_atomic, write_text_atomic
from app.core.errors import InputError
from tests.conftest import DATA, have_root_tools, run_cli

IMPORTED = DATA / "fio-import" / "seqread.json"


def digest(path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def no_temp_files(d) -> bool:
    return not [n for n in os.listdir(d) if n.endswith(".part")]


def one_line(stderr: str) -> str:
    lines = stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in stderr, stderr
    return lines[0]


def test_a_link_to_a_loop_device_is_refused_and_the_device_is_unchanged(loop_device, tmp_path):
    dev = loop_device(8 << 20)
    before = digest(dev)
    link = tmp_path / "report.txt"
    link.symlink_to(dev)
    with pytest.raises(InputError, match="block device"):
        write_text_atomic(link, "a report\n" * 1000)
    with pytest.raises(InputError, match="block device"):
        write_bytes_atomic(link, b"%PDF" * 1000)
    with pytest.raises(InputError):
        with atomic_output(link) as f:
            f.write("never")
    with pytest.raises(InputError):
        write_text_atomic(dev, "the device itself")
    assert os.readlink(link) == dev and no_temp_files(tmp_path)
    assert digest(dev) == before


def test_the_cli_refuses_a_link_to_a_device_before_anything_runs(loop_device, tmp_path):
    """End to end: `report -o`, `run --json` and `run --save-job` through a planted link;
    exit 2 with one line, no run started, no test file, the device untouched."""
    dev = loop_device(8 << 20)
    before = digest(dev)
    data = tmp_path / "data"
    env = {"FIOSCOPE_DATA_DIR": str(data)}
    assert run_cli("import", str(IMPORTED), env=env).returncode == 0  # a stored run to export
    target = tmp_path / "target"
    target.mkdir()
    link = tmp_path / "out"
    link.symlink_to(dev)
    for args in (["report", "last", "--format", "txt", "-o", str(link)],
                 ["report", "last", "--format", "pdf", "-o", str(link)],
                 ["compare", "last", "last", "-o", str(link)],
                 ["run", "--pause", "0", "--target", str(target), "--preset", "quick", "--runtime", "1", "--size", "8m",
                  "--json", str(link)],
                 ["run", "--target", str(target), "--save-job", str(link)]):
        p = run_cli(*args, env=env)
        assert p.returncode == 2, (args, p.stderr)
        line = one_line(p.stderr)
        assert line.startswith(f"fioscope: cannot write {link}: it is a link to {dev}, a block device"), line
        assert p.stdout == ""
    assert os.listdir(target) == [] and os.readlink(link) == dev and no_temp_files(tmp_path)
    history = json.loads(run_cli("history", "--json", env=env).stdout)
    assert len(history) == 1  # the import only: no run was started
    assert digest(dev) == before


def test_a_link_to_a_regular_file_is_replaced_and_its_target_kept(tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("someone else's file\n")
    link = tmp_path / "report.txt"
    link.symlink_to(victim)
    write_text_atomic(link, "the report\n")
    assert not link.is_symlink() and link.read_text() == "the report\n"
    assert victim.read_text() == "someone else's file\n"
    assert no_temp_files(tmp_path)


def test_the_cli_replaces_a_link_to_a_regular_file(tmp_path):
    env = {"FIOSCOPE_DATA_DIR": str(tmp_path / "data")}
    assert run_cli("import", str(IMPORTED), env=env).returncode == 0
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me")
    link = tmp_path / "r.json"
    link.symlink_to(victim)
    p = run_cli("report", "last", "--format", "json", "-o", str(link), env=env)
    assert p.returncode == 0, p.stderr
    assert not link.is_symlink() and json.loads(link.read_text())["schema"] == "fioscope.suite/1"
    assert victim.read_text() == "keep me"


def test_a_dangling_link_is_replaced(tmp_path):
    link = tmp_path / "out.json"
    link.symlink_to(tmp_path / "nowhere" / "x.json")
    write_text_atomic(link, "{}")
    assert not link.is_symlink() and link.read_text() == "{}"
    assert not (tmp_path / "nowhere").exists()


def test_a_fifo_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(InputError, match="a FIFO"):
        write_text_atomic(fifo, "x")  # opening it would block: no reader
    link = tmp_path / "to-fifo"
    link.symlink_to(fifo)
    with pytest.raises(InputError, match="a link to .*, a FIFO"):
        check_output_path(link)
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode) and no_temp_files(tmp_path)


def test_a_socket_is_refused(tmp_path):
    path = tmp_path / "s"
    with socket.socket(socket.AF_UNIX) as s:
        s.bind(str(path))
        with pytest.raises(InputError, match="a socket"):
            write_text_atomic(path, "x")


def test_dev_null_is_refused():
    with pytest.raises(InputError, match="character device"):
        write_text_atomic(os.devnull, "x")
    assert stat.S_ISCHR(os.stat(os.devnull).st_mode)


def test_the_cli_refuses_dev_null_and_a_directory_with_one_line(tmp_path):
    env = {"FIOSCOPE_DATA_DIR": str(tmp_path / "data")}
    assert run_cli("import", str(IMPORTED), env=env).returncode == 0
    for out, what in ((os.devnull, "a character device"), (str(tmp_path), "a directory")):
        p = run_cli("report", "last", "-o", out, env=env)
        assert p.returncode == 2
        assert one_line(p.stderr) == (f"fioscope: cannot write {out}: it is {what} "
                                      "(give the name of a regular file)")


def test_a_directory_or_a_link_to_one_is_refused(tmp_path):
    d = tmp_path / "d"
    d.mkdir()
    link = tmp_path / "link"
    link.symlink_to(d)
    for path in (d, link):
        with pytest.raises(InputError, match="directory"):
            write_text_atomic(path, "x")
    assert os.listdir(d) == [] and link.is_symlink()


def test_the_file_gets_0644_less_the_umask(tmp_path):
    old = os.umask(0o027)
    try:
        write_text_atomic(tmp_path / "a", "x")
    finally:
        os.umask(old)
    assert stat.S_IMODE(os.stat(tmp_path / "a").st_mode) == 0o640
    old = os.umask(0o022)
    try:
        write_text_atomic(tmp_path / "b", "x")
    finally:
        os.umask(old)
    assert stat.S_IMODE(os.stat(tmp_path / "b").st_mode) == 0o644


def test_a_writer_that_fails_leaves_the_old_file_and_no_temp_file(tmp_path):
    out = tmp_path / "r.csv"
    out.write_text("old")
    with pytest.raises(RuntimeError):
        with atomic_output(out, newline="") as f:
            f.write("half,")
            raise RuntimeError("the writer broke")
    assert out.read_text() == "old" and os.listdir(tmp_path) == ["r.csv"]
    import csv
    with atomic_output(out, newline="") as f:
        csv.writer(f).writerow(["a", "b"])
    assert out.read_bytes() == b"a,b\r\n"


# -- Fioscope's own files: no output replaces them, by any name ---------------------------------
def owned_env(tmp_path):
    data = tmp_path / "data"
    env = {"FIOSCOPE_DATA_DIR": str(data)}
    assert run_cli("import", str(IMPORTED), env=env).returncode == 0
    assert run_cli("import", str(IMPORTED), env=env).returncode == 0  # two runs, as in the report
    return env, data


def history_state(env):
    return json.loads(run_cli("history", "--json", env=env).stdout)


def test_no_output_replaces_the_history_or_anything_in_the_data_directory(tmp_path, monkeypatch):
    """`report -o` given the history's path replaced it (two runs lost). Every output and
    every name of the history (its siblings, another spelling, a relative name, a link to it,
    a hard link, a link to the data directory) is refused with one line before anything is
    written or run."""
    env, data = owned_env(tmp_path)
    db = data / "runs.sqlite"
    runs = history_state(env)
    (data / "grants").mkdir()
    (data / "grants" / "1-loop0-r.json").write_text("{}")
    hard = tmp_path / "hard.txt"
    os.link(db, hard)
    (tmp_path / "to-db").symlink_to(db)
    (tmp_path / "to-data").symlink_to(data)
    target = tmp_path / "target"
    target.mkdir()
    names = [str(db), str(db) + "-wal", str(db) + "-shm", str(db) + "-journal",
             str(data / ".." / "data" / "runs.sqlite"), str(tmp_path / "to-data" / "runs.sqlite"),
             str(tmp_path / "to-db"), str(hard), str(data / "grants" / "1-loop0-r.json"),
             str(data / "testfiles" / "new.json"), str(data / "report.txt")]
    before = {n: (os.lstat(n).st_ino, digest(n)) for n in names if os.path.lexists(n) and os.path.isfile(n)}
    commands = [["report", "last", "-o", name] for name in names] + [
        args for name in (str(db), str(hard)) for args in (
            ["report", "last", "--format", "pdf", "-o", name], ["compare", "last", "1", "-o", name],
            ["run", "--pause", "0", "--target", str(target), "--size", "8m", "--runtime", "1", "--json", name],
            ["run", "--target", str(target), "--save-job", name])]
    for args in commands:
        name = args[-1]
        p = run_cli(*args, env=env)
        assert p.returncode == 2, (args, p.stderr)
        line = one_line(p.stderr)
        assert line.startswith(f"fioscope: cannot write {name}: it is "), line
        assert "Fioscope's" in line and line.endswith("(choose another name: Fioscope never replaces "
                                                      "its own files)"), line
        assert p.stdout == ""
    assert {n: (os.lstat(n).st_ino, digest(n)) for n in before} == before
    assert os.listdir(target) == [] and history_state(env) == runs and no_temp_files(data)
    assert os.readlink(tmp_path / "to-db") == str(db)
    # The same names through the writers the app uses (exports, snapshots, job files).
    monkeypatch.setenv("FIOSCOPE_DATA_DIR", str(data))
    for name in names:
        with pytest.raises(InputError, match="Fioscope's"):
            write_bytes_atomic(name, b"x")
    assert history_state(env) == runs
    # And an output beside the data directory is written as before.
    p = run_cli("report", "last", "-o", str(tmp_path / "r.txt"), env=env)
    assert p.returncode == 0 and (tmp_path / "r.txt").read_text().startswith("Fioscope")


def test_the_messages_say_what_the_name_is(tmp_path, monkeypatch):
    data = tmp_path / "data"
    data.mkdir()
    (data / "runs.sqlite").write_bytes(b"")
    monkeypatch.setenv("FIOSCOPE_DATA_DIR", str(data))
    (tmp_path / "to-db").symlink_to(data / "runs.sqlite")
    os.link(data / "runs.sqlite", tmp_path / "hard")
    for name, why in ((data / "runs.sqlite", "it is Fioscope's run history"),
                      (data / "runs.sqlite-wal", f"it is a file of Fioscope's run history {data}/runs.sqlite"),
                      (data / "x" / "y.txt", f"it is in Fioscope's data directory {data}"),
                      (tmp_path / "to-db", "it is a link to Fioscope's run history"),
                      (tmp_path / "hard", f"it is another name of Fioscope's run history {data}/runs.sqlite")):
        with pytest.raises(InputError) as e:
            check_output_path(name)
        assert e.value.message == f"cannot write {name}: {why}"


def test_outputs_inside_a_runs_private_directory_are_refused(tmp_path):
    """A run's private directory holds its running test file: nothing is written into it,
    nor over a name Fioscope gives its test files; the names are testfile's own."""
    from app.core import owned
    from app.core.targets import testfile
    assert owned.TEST_PREFIX == testfile.PREFIX
    made = testfile.test_file_path(tmp_path)
    assert owned.is_private_dir_name(made.parent.name) and testfile.is_private_dir(made.parent)
    made.parent.mkdir()
    made.write_bytes(b"test data")
    for name in (made, made.parent / "report.json", os.path.join(made.parent, "..", made.parent.name, "r.txt"),
                 tmp_path / "fioscope-test-123-0a1b2c3d4e5f.tmp", tmp_path / "fioscope-test-7.tmp"):
        with pytest.raises(InputError, match="private directory|named like a Fioscope test file"):
            write_text_atomic(name, "x")
    assert made.read_bytes() == b"test data" and os.listdir(made.parent) == [made.name]
    target = tmp_path / "target"
    target.mkdir()
    p = run_cli("run", "--pause", "0", "--target", str(target), "--json", str(made.parent / "r.json"))
    assert p.returncode == 2 and "a Fioscope run's private directory" in one_line(p.stderr)
    write_text_atomic(tmp_path / "fioscope-test-results.txt", "a name of the user's own")  # not a test file's


@pytest.mark.skipif(not have_root_tools("mount", "umount"), reason="needs root and mount")
def test_a_bind_mount_of_the_data_directory_is_the_same_directory(tmp_path, monkeypatch):
    data = tmp_path / "data"
    data.mkdir()
    (data / "runs.sqlite").write_bytes(b"history")
    monkeypatch.setenv("FIOSCOPE_DATA_DIR", str(data))
    other = tmp_path / "other"
    other.mkdir()
    subprocess.run(["mount", "--bind", str(data), str(other)], check=True)
    try:
        for name in (other / "runs.sqlite", other / "new.txt"):
            with pytest.raises(InputError, match="Fioscope's"):
                write_text_atomic(name, "x")
    finally:
        subprocess.run(["umount", str(other)], check=True)
    assert (data / "runs.sqlite").read_bytes() == b"history" and os.listdir(data) == ["runs.sqlite"]
