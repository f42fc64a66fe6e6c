"""`--threads`: fio runs each test's jobs as threads of one process (fio's `thread` option)
instead of processes, and the stored run and fio's own JSON say so."""
from __future__ import annotations

import json
import subprocess

from tests.conftest import ROOT, run_cli

FIO = ROOT / "fio_bin" / "linux-x86_64" / "fio"
QUICK = ("--preset", "quick", "--engine", "null", "--size", "1MiB", "--runtime", "1", "--interval", "0.5")


def _stored_last(tmp_path) -> dict:
    out = tmp_path / "stored.json"
    p = run_cli("report", "last", "--format", "json", "-o", str(out))
    assert p.returncode == 0, p.stderr
    return json.loads(out.read_text())


def test_run_with_threads_stores_and_passes_fio_thread(tmp_path):
    target = tmp_path / "target"
    target.mkdir()
    p = run_cli("run", "--pause", "0", "--target", str(target), *QUICK, "--threads", "--json", str(tmp_path / "r.json"))
    assert p.returncode == 0, p.stderr
    for doc in (json.loads((tmp_path / "r.json").read_text()), _stored_last(tmp_path)):
        assert len(doc["tests"]) == 8
        for t in doc["tests"]:
            assert t["spec"]["thread"] is True, t["name"]
            assert "--thread" in t["argv"] and "thread" in t["jobfile"].splitlines()
            assert t["status"] == "done" and t["result"]["total"]
    assert doc["settings"]["threads"] is True


def test_processes_stay_the_default(tmp_path):
    target = tmp_path / "target"
    target.mkdir()
    p = run_cli("run", "--pause", "0", "--target", str(target), *QUICK)
    assert p.returncode == 0, p.stderr
    doc = _stored_last(tmp_path)
    assert [t["spec"]["thread"] for t in doc["tests"]] == [False] * 8
    assert not any("--thread" in t["argv"] for t in doc["tests"])
    assert doc["settings"]["threads"] is False


def test_fio_itself_reports_the_jobs_as_threads(tmp_path):
    """The saved job file, run by bare fio: fio's JSON lists `thread` among each job's options."""
    target = tmp_path / "target"
    target.mkdir()
    saved = tmp_path / "quick.fio"
    p = run_cli("run", "--target", str(target), *QUICK, "--threads", "--save-job", str(saved))
    assert p.returncode == 0, p.stderr
    fio = subprocess.run([str(FIO), "--output-format=json", str(saved)], cwd=tmp_path, capture_output=True,
                         text=True, timeout=120)
    assert fio.returncode == 0, fio.stderr
    jobs = json.loads(fio.stdout[fio.stdout.index("{"):])["jobs"]
    assert len(jobs) == 8
    assert all("thread" in j["job options"] for j in jobs)


def test_peak_with_threads(tmp_path):
    target = tmp_path / "target"
    target.mkdir()
    p = run_cli("peak", "--target", str(target), "--size", "1MiB", "--runtime", "1", "--loops", "1",
                "--warmup", "0", "--tests", "RND4K-Q1T1", "--engine", "null", "--threads")
    assert p.returncode == 0, p.stderr
    doc = _stored_last(tmp_path)
    assert doc["suite"] == "peak" and len(doc["tests"]) == 2
    assert all(t["spec"]["thread"] is True and "--thread" in t["argv"] for t in doc["tests"])


def test_threads_with_a_job_file_is_refused_in_one_line(tmp_path):
    job = tmp_path / "j.fio"
    job.write_text("[j]\nioengine=null\nrw=read\nsize=1m\nfilename=x\n")
    p = run_cli("run", "--job-file", str(job), "--target", str(tmp_path), "--threads")
    assert p.returncode == 2
    assert p.stderr.strip() == ("fioscope: --threads does not apply to a job file "
                                "(set thread in the job file itself)")
