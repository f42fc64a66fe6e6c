"""Every fault and every bad input ends in one clear line, with nothing lost.

Bad input: exit 2, one `fioscope:` line, nothing created and nothing stored. Faults
(fio's own refusals, a fio server that dies): exit 1, one line naming the cause, and what
was measured is kept. A property test throws generated arguments at `run`, `steady`,
`import`, `report` and `history`: never a traceback, exit codes 0, 1, 2 or 130 only, and
nothing stored on exit 2."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

import psutil
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.core.errors import InputError
from app.core.history.store import RunStore
from app.core.units import parse_duration, parse_size
from tests.conftest import DATA, ROOT, have_root_tools
from tests.helpers import cli, kill_tree, the_line, wait_until


@pytest.fixture
def data(tmp_path, monkeypatch):
    d = tmp_path / "data"
    d.mkdir()
    monkeypatch.setenv("FIOSCOPE_DATA_DIR", str(d))
    return d


def stored_runs(data: Path) -> int:
    db = data / "runs.sqlite"
    return len(RunStore(db).runs()) if db.exists() else 0


@pytest.fixture
def target(tmp_path):
    t = tmp_path / "target"
    t.mkdir()
    return t


def refused(data: Path, *argv: str) -> str:
    """Exit 2, one line, nothing stored."""
    before = stored_runs(data)
    rc, out, err = cli(*argv)
    line = the_line(err)
    assert rc == 2, err
    assert stored_runs(data) == before
    return line


# -- sizes and durations -----------------------------------------------------------------
@pytest.mark.parametrize("size", ["1", "512", "1.7k"])
def test_size_below_the_block_size_is_refused_before_anything_starts(data, target, size):
    line = refused(data, "run", "--pause", "0", "--target", str(target), "--size", size, "--runtime", "1")
    assert "smaller than the block size" in line and "--size of at least 1M" in line
    assert os.listdir(target) == []


@pytest.mark.parametrize("runtime", ["1e23", "100000000000000000000000", "9" * 400, "inf", "nan", "-5", "8761h",
                                     "0", "0.0001ms"])
def test_absurd_runtimes_are_refused(data, target, runtime):
    line = refused(data, "run", "--pause", "0", "--target", str(target), "--runtime", runtime)
    assert "duration" in line and len(line) < 200
    assert os.listdir(target) == []


def test_units_refuse_non_finite_negative_and_absurd_values():
    for text in ("inf", "nan", "-1", "1e23", "9" * 400, "366d"):
        with pytest.raises(InputError):
            parse_duration(text)
    assert parse_duration("8760h") == 365 * 86400
    for text in ("inf", "nan", "-1", "9" * 400, "2000p", "1e9"):
        with pytest.raises(InputError):
            parse_size(text)
    assert parse_size("1024p") == 1 << 60


def test_steady_span_below_the_block_size_is_refused(data, target):
    line = refused(data, "steady", "--target", str(target), "--span", "4k", "--block-sizes", "4k", "--mixes", "0")
    assert "smaller than the largest block size (128K)" in line  # preconditioning's blocks


# -- targets ---------------------------------------------------------------------------------
def test_a_target_with_a_line_break_is_one_line_and_nothing_is_created(data, tmp_path):
    odd = tmp_path / "a\nb"
    odd.mkdir()
    line = refused(data, "run", "--pause", "0", "--target", str(odd), "--size", "1MiB", "--runtime", "1")
    assert "\\n" in line and "line break" in line
    assert os.listdir(odd) == []
    missing = refused(data, "run", "--pause", "0", "--target", str(tmp_path / "no\nsuch"))
    assert "\\n" in missing


def test_a_directory_under_dev_shm_is_a_directory_target(data):
    if not os.path.isdir("/dev/shm"):
        pytest.skip("no /dev/shm")
    rc, out, err = cli("run", "--target", "/dev/shm", "--dry-run", "--size", "1MiB")
    assert rc == 0 and "/dev/shm/fioscope-test-" in out, err
    shm = tempfile.mkdtemp(prefix="fioscope-reliability-", dir="/dev/shm")
    try:
        rc, out, err = cli("run", "--pause", "0", "--target", shm, "--preset", "quick-read", "--size", "1MiB", "--runtime", "0.5",
                           "--interval", "0.5", "--engine", "psync", "--buffered")
        assert rc == 0, err
        assert "RND4K Q1T1" in out and stored_runs(data) == 1
        # Direct I/O on tmpfs: Linux 6.6 and later do it; before, fio's refusal comes with
        # the advice to run buffered.
        rc, out, err = cli("run", "--pause", "0", "--target", shm, "--preset", "quick-read", "--size", "1MiB", "--runtime", "0.5",
                           "--interval", "0.5", "--engine", "psync")
        assert rc == 0 or (rc == 1 and "--buffered" in the_line(err)), err
        assert os.listdir(shm) == []
    finally:
        os.rmdir(shm)


@pytest.mark.skipif(not have_root_tools("mount", "umount"), reason="needs root and mount")
def test_only_the_64_mib_margin_short_says_so(data, tmp_path):
    """A test file that fits the free space but not with Fioscope's 64 MiB margin is told
    apart from one that does not fit at all."""
    small = tmp_path / "small"
    small.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=80m", "fioscope-test", str(small)], check=True)
    try:
        line = refused(data, "run", "--pause", "0", "--target", str(small), "--size", "40MiB", "--buffered")
        assert "fits in" in line and "only without the 64 MiB Fioscope leaves free" in line
        # MiB below 1 GiB (issue 52), and the reserve named as the cause with the size that fits
        assert "test size 40.0 MiB" in line and "GiB" not in line and "the reserve is the cause" in line
        assert "--size of at most" in line
        line = refused(data, "run", "--pause", "0", "--target", str(small), "--size", "100MiB", "--buffered")
        assert "larger than the free space" in line and "test size 100.0 MiB" in line and "GiB" not in line
        assert os.listdir(small) == []
    finally:
        subprocess.run(["umount", str(small)], check=False)


# -- steady and import ---------------------------------------------------------------------
def test_steady_resume_of_a_missing_run_is_one_line(data):
    line = refused(data, "steady", "--resume", "999")
    assert line == f"fioscope: no run 999 in {data / 'runs.sqlite'} (see `fioscope history`)"


@pytest.mark.parametrize("exc", [RecursionError("maximum recursion depth exceeded"),
                                 OverflowError("int too large to convert to float"),
                                 ValueError("Out of range float values are not JSON compliant"),
                                 TypeError("unhashable type: 'dict'"), KeyError("jobs")])
def test_whatever_the_importer_lets_through_is_one_line_exit_2(data, tmp_path, monkeypatch, exc):
    import app.core.history.fio_import as fio_import

    def read(path):
        raise exc
    monkeypatch.setattr(fio_import, "read_fio_json", read)
    f = tmp_path / "x.json"
    f.write_text("{}")
    line = refused(data, "import", str(f))
    assert line.startswith(f"fioscope: cannot import {f}: ")


def test_an_import_that_fails_while_stored_stores_no_file(data, tmp_path, monkeypatch):
    """All files or none: the second file failing in the store leaves the first unstored too."""
    import app.core.history.fio_import as fio_import
    good = DATA / "fio-import" / "seqread.json"
    real = fio_import.store_import
    calls = []

    def store_import(run, store):
        calls.append(run)
        if len(calls) == 2:
            raise OverflowError("Python int too large to convert to SQLite INTEGER")
        return real(run, store)
    monkeypatch.setattr(fio_import, "store_import", store_import)
    line = refused(data, "import", str(good), str(good))
    assert "cannot import" in line and len(calls) == 2
    assert stored_runs(data) == 0


@pytest.mark.parametrize("text", ["[" * 100000 + "]" * 100000, '{"jobs": [{"jobname": "x", "read": {"io_bytes": '
                                  + "9" * 5000 + "}}]}", '{"jobs": NaN}', "\0\xff", ""])
def test_hostile_import_files_are_one_line(data, tmp_path, text):
    f = tmp_path / "hostile.json"
    f.write_text(text)
    before = stored_runs(data)
    rc, out, err = cli("import", str(f))
    assert rc in (0, 2)
    if rc == 2:
        the_line(err)
        assert stored_runs(data) == before


# -- fio's own refusals --------------------------------------------------------------------
def test_fio_refusing_a_mounted_device_fails_the_test_with_its_line(loop_fs, fio):
    """fio drops a write job on a mounted device and exits 0 ("appears mounted"): the test
    fails with fio's line instead of ending done with zeros."""
    from app.core.fio.jobspec import JobSpec, Target
    from app.core.fio.runner import FioRunner
    from app.core.fio.sandbox import Confinement
    _, dev = loop_fs
    spec = JobSpec(name="w", rw="write", target=Target(dev, "device"), bs=1 << 20, size=4 << 20, ioengine="psync")
    out = FioRunner(fio, spec, 1.0, confinement=Confinement(readonly=False, write_devices=(dev,))).run()
    assert out.returncode == 0 and out.result is None
    assert "appears mounted" in out.error.one_line() and "\n" not in out.error.one_line()


def test_fio_server_refusing_a_mounted_device_fails_the_run(loop_fs, servers, tmp_path, monkeypatch):
    """Where Fioscope cannot see the mounts (a host's device), fio's own refusal is what
    protects it: the run ends failed with fio's line, and the read it did is kept."""
    _, dev = loop_fs
    (host, _, _), = servers(1)
    data = tmp_path / "data"
    monkeypatch.setenv("FIOSCOPE_DATA_DIR", str(data))
    json_out = tmp_path / "r.json"
    rc, out, err = cli("run", "--pause", "0", "--hosts", host.label, "--target", dev, "--preset", "quick", "--size", "4MiB",
                       "--runtime", "1", "--destroy-data", f"127.0.0.1:{dev}", "--json", str(json_out))
    line = the_line(err)
    assert rc == 1 and "appears mounted" in line and host.label in line
    assert "SEQ1M Q8T1" in out and out.splitlines()[2].split()[2] != "-"  # the read's MB/s is shown
    doc = json.loads(json_out.read_text())
    assert doc["status"] == "failed"
    assert [t["status"] for t in doc["tests"] if t["phase"] == "1 clients"] == ["done", "failed"]
    assert RunStore(data / "runs.sqlite").runs()[0].status == "failed"


# -- remote runs -----------------------------------------------------------------------------
def test_remote_refusals_store_nothing(data, target):
    # No connection is made: the refusals come first.
    refused(data, "run", "--pause", "0", "--hosts", "127.0.0.1:1", "--target", "/dev/sdz", "--preset", "quick")
    refused(data, "run", "--pause", "0", "--hosts", "127.0.0.1:1", "--target", str(target), "--size", "512")
    refused(data, "run", "--pause", "0", "--hosts", "127.0.0.1:1,127.0.0.1:2", "--target", str(target), "--clients", "3")
    refused(data, "run", "--pause", "0", "--hosts", "127.0.0.1:1", "--target", "/tmp/a\nb")
    assert not (data / "runs.sqlite").exists() or stored_runs(data) == 0


def test_remote_job_file_without_a_target(servers, tmp_path, monkeypatch):
    (host, _, _), = servers(1)
    data = tmp_path / "data"
    monkeypatch.setenv("FIOSCOPE_DATA_DIR", str(data))
    job = tmp_path / "j.fio"
    job.write_text("[j]\nrw=write\nbs=64k\nsize=1m\nfilename=fioscope-reliability.bin\n")
    rc, out, err = cli("run", "--hosts", host.label, "--job-file", str(job))
    assert rc == 0, err
    assert "Job" in out.splitlines()[0] and "write" in out
    run = RunStore(data / "runs.sqlite").runs()[0]
    assert run.status == "done" and run.target == str(job)


def test_a_fio_server_killed_mid_run_fails_the_run_naming_it(servers, tmp_path):
    """The run ends failed (exit 1) and names the host; what the others measured is kept."""
    (a, _, _), (b, victim, _) = servers(2)
    shared = tmp_path / "shared"
    shared.mkdir()
    data = tmp_path / "data"
    json_out = tmp_path / "r.json"
    env = dict(os.environ, FIOSCOPE_DATA_DIR=str(data))
    p = subprocess.Popen([sys.executable, "-m", "app", "run", "--pause", "0", "--hosts", f"{a.label},{b.label}", "--target",
                          str(shared), "--preset", "quick-read", "--size", "4MiB", "--runtime", "3", "--json",
                          str(json_out)], cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         text=True)
    err_lines: list[str] = []
    first_done = threading.Event()

    def read_err():
        for line in p.stderr:
            err_lines.append(line)
            if "SEQ1M-Q8T1-read" in line and " total " in line:
                first_done.set()

    reader = threading.Thread(target=read_err, daemon=True)
    reader.start()
    try:
        assert first_done.wait(120), "".join(err_lines)
        # The second job has reached the victim: it serves it in a child process.
        wait_until(lambda: psutil.Process(victim.pid).children(recursive=True), 30,
                   "the victim server to serve the second job")
        kill_tree(victim)
        out = p.stdout.read()
        p.wait(120)
    finally:
        p.kill()
        p.wait()
    reader.join(10)
    err = "".join(err_lines)
    line = the_line(err)
    assert p.returncode == 1 and b.label in line, err
    assert "SEQ1M Q8T1" in out  # the first job's total over both hosts
    doc = json.loads(json_out.read_text())
    assert doc["status"] == "failed"
    kept = [t for t in doc["tests"] if t["phase"] == f"host {a.label}" and t["result"]]
    assert len(kept) >= 1 and kept[0]["result"]["total"]["read"]["io_bytes"] > 0
    assert RunStore(data / "runs.sqlite").runs()[0].status == "failed"


# -- property: whatever the arguments ------------------------------------------------------
SIZES = ["1", "512", "1.7k", "4k", "1MiB", "8MiB", "1e23", "inf", "nan", "-5", "9" * 30, "", "0", " ", "1GB",
         "4MiB\n", "x"]
DURATIONS = ["1", "0.5", "0", "-1", "1e23", "9" * 30, "inf", "nan", "8761h", "2m", "0.0001ms", "", "a\nb"]
PRESETS = ["quick", "quick-read", "nvme", "client", "scaling", "vendor-peak", "bogus", ""]


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    """Paths the generated arguments pick from: never a real disk, never a device to write."""
    top = tmp_path_factory.mktemp("reliability")
    (top / "dir").mkdir()
    (top / "file").write_text("not a directory")
    (top / "a\nb").mkdir()
    (top / "deep.json").write_text("[" * 50000 + "]" * 50000)
    (top / "nan.json").write_text('{"jobs": [{"jobname": "x", "read": {"io_bytes": NaN}}]}')
    (top / "huge.json").write_text('{"jobs": [{"jobname": "x", "error": 0, "read": {"io_bytes": 1' + "0" * 40 + "}}]}")
    (top / "empty.json").write_text("")
    return {
        "targets": [str(top / "dir"), str(top / "file"), str(top / "a\nb"), str(top / "missing"), "/dev/null",
                    "/dev/shm", "/dev/nonexistent", "", "relative-missing"],
        "imports": [str(DATA / "fio-import" / "seqread.json"), str(DATA / "fio-import" / "two-jobs.json"),
                    str(top / "deep.json"), str(top / "nan.json"), str(top / "huge.json"), str(top / "empty.json"),
                    str(top / "missing.json"), str(top / "dir"), "/dev/null"],
        "outputs": [str(top / "out.txt"), str(top / "dir"), "/dev/null", str(top / "missing" / "x.txt"),
                    str(top / "o\nut.json")],
    }


def opt(flag: str, values) -> st.SearchStrategy:
    return st.sampled_from(values).map(lambda v: [flag, v])


@st.composite
def arguments(draw, world) -> list[str]:
    command = draw(st.sampled_from(["run", "steady", "import", "report", "history"]))
    if command == "run":
        parts = [opt("--target", world["targets"]), opt("--size", SIZES), opt("--runtime", DURATIONS),
                 opt("--preset", PRESETS), opt("--interval", DURATIONS), opt("--ramp", DURATIONS),
                 opt("--engine", ["psync", "libaio", "bogus", ""]), opt("--jobs", ["1", "0", "-3", "99999", "x"]),
                 opt("--processes", ["1,2", "0", "1,x", "300", ""]), opt("--json", world["outputs"]),
                 opt("--job-file", world["imports"][:1] + [world["targets"][0]]),
                 opt("--hosts", ["127.0.0.1:1", "", ",", "h:99999", "a:b"]), opt("--clients", ["1", "2", "x"]),
                 st.just(["--buffered"]), st.just(["--destroy-data", "nothing"])]
        extra = draw(st.lists(st.one_of(parts), max_size=6))
        where = draw(opt("--target", world["targets"]))
        return ["run", *where, *[x for pair in extra for x in pair], "--dry-run"]  # never a real run
    if command == "steady":
        if draw(st.booleans()):
            return ["steady", "--resume", draw(st.sampled_from(["1", "999", "-1", "x", "0"]))]
        parts = [opt("--target", world["targets"]), opt("--span", SIZES + ["10%", "200%", "x%"]),
                 opt("--cell", DURATIONS), opt("--tests", ["iops", "bogus", ",", "throughput,latency"]),
                 opt("--max-rounds", ["5", "0", "26", "x"]), opt("--mixes", ["0", "101", "x", "0,100"]),
                 opt("--block-sizes", ["4k", "0", "1e23", "x"]), opt("--time-limit", DURATIONS),
                 opt("--engine", ["psync", "bogus"]), opt("--json", world["outputs"]), st.just(["--reduced"])]
        extra = draw(st.lists(st.one_of(parts), max_size=6))
        where = draw(opt("--target", world["targets"]))
        return ["steady", *where, *[x for pair in extra for x in pair], "--estimate"]  # never a real run
    if command == "import":
        return ["import", *draw(st.lists(st.sampled_from(world["imports"]), min_size=1, max_size=3))]
    if command == "report":
        argv = ["report", draw(st.sampled_from(["last", "1", "2", "999", "x", "-1", ""]))]
        if draw(st.booleans()):
            argv += ["--format", draw(st.sampled_from(["txt", "json", "html", "csv", "summary-csv", "pdf", "bogus"]))]
        if draw(st.booleans()):
            argv += ["-o", draw(st.sampled_from(world["outputs"]))]
        return argv
    return ["history"] + draw(st.sampled_from([[], ["--json"], ["--bogus"]]))


# FIOSCOPE_PROPERTY_EXAMPLES=2000 for a longer hunt (about 2 minutes).
@settings(max_examples=int(os.environ.get("FIOSCOPE_PROPERTY_EXAMPLES", "60")), deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.data())
def test_no_arguments_give_a_traceback_or_store_on_refusal(world, tmp_path_factory, monkeypatch, data):
    store_dir = tmp_path_factory.mktemp("store")
    monkeypatch.setenv("FIOSCOPE_DATA_DIR", str(store_dir))
    RunStore().close()
    cli("import", str(DATA / "fio-import" / "seqread.json"))  # one stored run to report on
    argv = data.draw(arguments(world))
    before = stored_runs(store_dir)
    rc, out, err = cli(*argv)
    assert rc in (0, 1, 2, 130), (argv, rc, err)
    assert "Traceback" not in err and "internal error" not in err, (argv, err)
    if rc:
        the_line(err)
    if rc == 2:
        assert stored_runs(store_dir) == before, argv
    if argv[0] in ("run", "steady"):
        assert stored_runs(store_dir) == before, argv  # dry runs and estimates store nothing
