"""Jobs that do no I/O by design (ioengine=cpuio, fio's examples/cpuio.fio) end as done with
what fio reports of them, their CPU load, not as "fio did no I/O"; beside an I/O job they
leave its figures as fio counted them. Real fio; the CLI in this process."""
from __future__ import annotations

import json
import subprocess

from app.core.report.text import jobs_table
from tests.helpers import cli

BURN = "[global]\nioengine=cpuio\ntime_based\nruntime=1\n"


def run(tmp_path, text: str) -> dict:
    job = tmp_path / "job.fio"
    job.write_text(text)
    out = tmp_path / "out.json"
    rc, _, err = cli("run", "--job-file", str(job), "--no-store", "--json", str(out))
    assert rc == 0, err
    return json.loads(out.read_text())


def test_cpuio_examples_groups_are_done_with_their_cpu_load(tmp_path):
    # fio's examples/cpuio.fio, 1 s a group instead of 15
    doc = run(tmp_path, BURN + "[burn_2x50_noop]\ncpuload=50\nnumjobs=2\ncpumode=noop\n"
                               "[burn_2x50%_qsort]\nstonewall\ncpuload=50\nnumjobs=2\ncpumode=qsort\n")
    assert [(t["name"], t["status"], t["error"]) for t in doc["tests"]] == [
        ("burn_2x50_noop", "done", None), ("burn_2x50%_qsort", "done", None)]
    for t in doc["tests"]:
        threads = t["result"]["threads"]
        assert len(threads) == 2 and all(th["usr_cpu_pct"] + th["sys_cpu_pct"] > 0 for th in threads)
        assert t["result"]["total"]["read"]["total_ios"] == 0  # fio's cpu cycles are not I/O
    rows = [ln.split() for ln in jobs_table(doc).splitlines() if ln.startswith("burn")]
    assert [r[:3] for r in rows] == [["burn_2x50_noop", "cpu", "2"], ["burn_2x50%_qsort", "cpu", "2"]]
    usr = sum(th["usr_cpu_pct"] for th in doc["tests"][0]["result"]["threads"]) / 2
    assert f"CPU {usr:.1f} % usr" in jobs_table(doc)


def test_an_io_job_beside_a_cpuio_job_keeps_fios_figures(tmp_path, fio):
    text = BURN + "[burn]\ncpuload=20\n[io]\nioengine=psync\nrw=read\nsize=256k\nbs=4k\nruntime=0\n"
    doc = run(tmp_path, text)
    (test,) = doc["tests"]
    assert test["status"] == "done" and [th["jobname"] for th in test["result"]["threads"]] == ["burn", "io"]
    bare_dir = tmp_path / "bare"
    bare_dir.mkdir()
    (bare_dir / "job.fio").write_text(text)
    p = subprocess.run([fio.path, "--output-format=json", "job.fio"], cwd=bare_dir, capture_output=True,
                       text=True, timeout=60)
    assert p.returncode == 0, p.stderr
    bare = {j["jobname"]: j for j in json.loads(p.stdout[p.stdout.index("{"):])["jobs"]}
    read = test["result"]["total"]["read"]
    # the group's reads are the io job's alone, as bare fio counts them (the burn's cycles,
    # which fio counts under read with no bytes, are not added)
    assert (read["io_bytes"], read["total_ios"]) == (bare["io"]["read"]["io_bytes"], bare["io"]["read"]["total_ios"])
    assert read["clat_us"]["samples"] == bare["io"]["read"]["clat_ns"]["N"] == 64
    assert bare["burn"]["read"]["total_ios"] > 0 and bare["burn"]["read"]["io_bytes"] == 0
