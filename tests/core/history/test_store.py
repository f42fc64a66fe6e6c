"""The run store keeps every sample as it arrives, survives a killed process, and reads
back in the JSON export's shape."""
import json
import os
import signal
import subprocess
import sys
import threading
import time

import psutil
import pytest


from app.core.errors import InputError
from app.core.fio.jobspec import JobSpec, Target
from app.core.report.json_export import suite_to_dict
from app.core.history.store import RunStore
from app.core.suites.run import SuiteRunner
from app.core.suites.items import plain
from tests.conftest import ROOT


def wait_no_fio_on(path, timeout=10.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        mine = [q for q in psutil.process_iter(["name", "cmdline"])
                if q.info["name"] == "fio" and str(path) in " ".join(q.info["cmdline"] or [])]
        if not mine:
            return True
        time.sleep(0.1)
    return False


def specs(tmp_path, n=2, runtime=1):
    return [JobSpec(name=f"t{i}", rw="randrw", rwmixread=50, target=Target(str(tmp_path / "fioscope-test-7.tmp")),
                    ioengine="psync", size=8 << 20, runtime=runtime, time_based=True) for i in range(n)]


def test_a_finished_run_reads_back_as_its_json_export(tmp_path, fio):
    store = RunStore(tmp_path / "runs.sqlite")
    suite = SuiteRunner(fio, "custom", plain(specs(tmp_path)), 0.5, target=str(tmp_path), store=store,
                        settings={"why": "test"})
    res = suite.run()
    stored = store.load_run(res.run_id)
    live = json.loads(json.dumps(suite_to_dict(res)))
    assert stored["status"] == live["status"] == "done"
    assert stored["settings"] == live["settings"] and stored["settings"]["why"] == "test"
    assert stored["settings"]["temperature"]  # the sensor, or "no temperature sensor"
    for a, b in zip(stored["tests"], live["tests"]):
        assert a["result"] == b["result"] and a["argv"] == b["argv"] and a["spec"] == b["spec"]
        assert len(a["samples"]) == len(b["samples"]) >= 2
        assert a["samples"][-1]["total"] == b["samples"][-1]["total"]
    summary = store.runs()[0]
    assert summary.id == res.run_id and summary.tests == 2 and summary.fio_version == "fio-3.41"


def test_samples_are_visible_to_another_reader_while_the_run_goes_on(tmp_path, fio):
    path = tmp_path / "runs.sqlite"
    store = RunStore(path)
    seen = threading.Event()
    suite = SuiteRunner(fio, "custom", plain(specs(tmp_path, 1, runtime=30)), 0.5, store=store,
                        on_sample=lambda i, s, p: s.seq >= 3 and seen.set())
    th = threading.Thread(target=suite.run)
    th.start()
    try:
        assert seen.wait(30)
        reader = RunStore(path)  # another connection, as another process would have
        doc = reader.load_run(suite.result.run_id)
        assert doc["status"] == "running" and len(doc["tests"][0]["samples"]) >= 3
    finally:
        suite.cancel()
        th.join(30)
    assert store.load_run(suite.result.run_id)["status"] == "cancelled"


def test_a_killed_cli_leaves_a_partial_run_and_no_fio_and_the_test_file_is_cleaned(tmp_path):
    data = tmp_path / "data"
    target = tmp_path / "target"
    target.mkdir()
    env = dict(os.environ, FIOSCOPE_DATA_DIR=str(data))
    p = subprocess.Popen([sys.executable, "-m", "app", "run", "--pause", "0", "--target", str(target), "--size", "16MiB",
                          "--runtime", "30", "--interval", "0.5"], cwd=ROOT, env=env,
                         stderr=subprocess.PIPE, text=True)
    try:
        progress = 0
        for line in p.stderr:
            progress += line.startswith("[1/8]")
            if progress == 4:
                break
        assert progress == 4
        os.kill(p.pid, signal.SIGKILL)  # no chance to clean up: as a crash or power loss
        p.wait(10)
    finally:
        p.kill()
    # fio dies with its parent; the test file stays until the next start cleans it.
    assert wait_no_fio_on(target)
    store = RunStore(data / "runs.sqlite")  # opening it marks the orphan
    run = store.runs()[0]
    assert run.status == "partial"
    doc = store.load_run(run.id)
    assert doc["tests"][0]["status"] == "cancelled" and len(doc["tests"][0]["samples"]) >= 3
    leftovers = os.listdir(target)
    assert len(leftovers) == 1 and leftovers[0].startswith(f"fioscope-test-{p.pid}-")  # the run's directory
    # A dry run removes nothing; the next real run removes what the dead process left.
    q = subprocess.run([sys.executable, "-m", "app", "run", "--target", str(target), "--dry-run"],
                       cwd=ROOT, env=env, capture_output=True, text=True)
    assert q.returncode == 0 and os.listdir(target) == leftovers
    q = subprocess.run([sys.executable, "-m", "app", "run", "--pause", "0", "--target", str(target), "--size", "1MiB",
                        "--runtime", "1", "--engine", "psync", "--no-store"],
                       cwd=ROOT, env=env, capture_output=True, text=True)
    assert q.returncode == 0, q.stderr
    assert os.listdir(target) == []


def test_a_database_from_the_first_schema_opens_migrated_and_keeps_its_runs(tmp_path):
    import sqlite3

    from app.core.history.store import _SCHEMA_SQL, SCHEMA_VERSION
    path = tmp_path / "old.sqlite"
    db = sqlite3.connect(path)
    db.executescript(_SCHEMA_SQL)  # the first release's tables, user_version 0
    db.execute("INSERT INTO runs (suite, target, status, started_at, settings) "
               "VALUES ('quick', '/mnt', 'done', 1.0, '{}')")
    db.execute("INSERT INTO tests (run_id, seq, name, spec, argv, jobfile, status, started_at) "
               "VALUES (1, 0, 'SEQ1M-Q8T1-read', '{}', '[]', '', 'done', 1.0)")
    db.execute("INSERT INTO samples (test_id, seq, t_s, ramp, total, threads) VALUES (1, 0, 1.0, 0, '{}', '[]')")
    db.commit()
    db.close()
    store = RunStore(path)
    doc = store.load_run(1)
    assert doc["suite"] == "quick" and doc["tests"][0]["cache"] is None and doc["machine"] == {}
    # Version 4's temperatures: none recorded before it, said as such (not guessed).
    assert doc["tests"][0]["thermal"] is None and doc["tests"][0]["samples"][0]["temp_c"] is None
    assert store._exec("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    store.close()
    # A database from a newer Fioscope is refused with a clear message, not half-read.
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version={SCHEMA_VERSION + 1}")
    db.commit()
    db.close()
    with pytest.raises(InputError, match="newer Fioscope"):
        RunStore(path)


def test_cache_verdicts_and_machine_facts_are_stored_with_the_run(tmp_path, fio):
    from app.core.fio.jobspec import JobSpec, Target
    from app.core.suites.run import SuiteRunner
    store = RunStore(tmp_path / "r.sqlite")
    spec = JobSpec(name="w", rw="write", target=Target(str(tmp_path / "fioscope-test-1.tmp")), size=4 << 20,
                   runtime=1, time_based=True, direct=False, ioengine="psync")
    res = SuiteRunner(fio, "custom", plain([spec]), store=store, target=str(tmp_path)).run()
    doc = store.load_run(res.run_id)
    t = doc["tests"][0]
    assert t["cache"]["fio_writes"] == res.tests[0].cache.fio_writes
    assert len(t["cache_samples"]) == len(res.tests[0].cache_samples) >= 1
    assert doc["machine"]["cpus"] == os.cpu_count() and doc["machine"]["ram_bytes"] > 0
    # What was tested: the filesystem of the directory and the disk behind it.
    target = doc["machine"]["target"]
    assert target["filesystem"] and target["path"] == str(tmp_path)
    from app.core.report.html import html_report
    assert f"filesystem {target['filesystem']}" in html_report(doc)
