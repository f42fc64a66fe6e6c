"""The seed documents' suites end to end with the real fio on a temp directory."""
import json
import os
import subprocess

import psutil
import pytest

from app.core.targets import testfile
from app.core.fio.jobspec import JobSpec, Target, to_jobfile
from app.core.report.json_export import suite_to_dict
from app.core.suites.plans import PlanOptions, build_plan, client_jobs, plan_tables
from app.core.suites.run import SuiteRunner
from tests.conftest import run_cli


def _filled(table):
    return all(v is not None and v > 0 for _, values in table.rows for v in values)


def _side(t):
    spec = t["spec"]
    reads = spec["rw"] in ("read", "randread") or spec.get("rwmixread") == 100
    return t["result"]["total"]["read" if reads else "write"]


def test_client_plan_from_the_cli_fills_the_seed_table(tmp_path):
    out = tmp_path / "client.json"
    target = tmp_path / "t"
    target.mkdir()
    p = run_cli("run", "--preset", "client", "--target", str(target), "--size", "8MiB", "--runtime", "1",
                "--jobs", "2", "--json", str(out))
    assert p.returncode == 0, p.stderr
    for row in ("Read throughput (1M)", "Read IOPS (4k)", "Read latency (4k, 1 job)", "Write throughput (1M)",
                "Write IOPS (4k)", "Write latency (4k, 1 job)", "p99.5 clat µs"):
        assert row in p.stdout
    assert "seeds 000/001" in p.stdout
    doc = json.loads(out.read_text())
    names = [t["name"] for t in doc["tests"]]
    assert names[0] == "Create_Files" and doc["tests"][0]["phase"] == "layout"
    assert names[1:] == ["FioReads1MMultiThread", "IOPSRead4KMultiThread", "FioReads4KSingleThread",
                         "FioWrite1MMultiThread", "IOPSWrite4KMultiThread", "FioWrites4KSingleThread"]
    # One file per job, posixaio, iodepth 1, direct, as the seed runs it.
    first = doc["tests"][1]
    assert "--filename_format=" + testfile.PREFIX in " ".join(first["argv"])
    assert "--ioengine=posixaio" in first["argv"] and "--iodepth=1" in first["argv"]
    assert len(first["result"]["threads"]) == 2 and len(doc["tests"][3]["result"]["threads"]) == 1
    [table] = plan_tables(doc)
    assert _filled(table)
    for (label, values), t in zip(table.rows, doc["tests"][1:]):
        assert values[0] == pytest.approx(_side(t)["MB_per_s"])
        assert values[1] == pytest.approx(_side(t)["MiB_per_s"])  # the seed's unit, beside MB/s
        clat = _side(t)["clat_us"]  # fio's p99.5 is its bucket's value: the table shows it at most at the max
        assert values[4] == pytest.approx(min(clat["p995_us"], clat["max_us"]))
    assert os.listdir(target) == []  # every per-job file removed


def test_client_jobs_is_cores_minus_two_but_at_least_one():
    assert client_jobs(18) == 16 and client_jobs(2) == 1 and client_jobs(1) == 1


def test_scaling_matrix_runs_the_seed_process_counts(tmp_path):
    p = run_cli("run", "--preset", "scaling", "--target", str(tmp_path), "--size", "2MiB", "--runtime", "0.5")
    assert p.returncode == 0, p.stderr
    for title in ("Sequential read 128K: Bandwidth (MB/s)", "Random write 4K: IOPS",
                  "Sequential write 128K: Completion latency, clat (µs)"):
        assert title in p.stdout
    assert os.listdir(tmp_path) == []
    run = run_cli("report", "last", "--format", "json")
    doc = json.loads(run.stdout)
    tables = plan_tables(doc)
    assert len(tables) == 12 and all(_filled(t) for t in tables)
    assert tables[0].columns == ("1 process", "4 processes", "16 processes", "64 processes")
    p64 = next(t for t in doc["tests"] if t["name"] == "read-128K-p64")
    assert len(p64["result"]["threads"]) == 64
    assert tables[0].rows[0][1][3] == pytest.approx(p64["result"]["total"]["read"]["MB_per_s"])


def test_vendor_peak_jobs_have_four_threads_each(tmp_path):
    # 2 s: a 1 s job has one interval (its last few ms join it), and a chart needs two points
    p = run_cli("run", "--preset", "vendor-peak", "--target", str(tmp_path), "--size", "16MiB", "--runtime", "2")
    assert p.returncode == 0, p.stderr
    doc = json.loads(run_cli("report", "last", "--format", "json").stdout)
    assert doc["tests"][0]["phase"] == "layout"  # the file is written once before the jobs
    assert [t["name"] for t in doc["tests"][1:]] == ["fio-job-04-randwrite-1M", "fio-job-09-randread-1M",
                                                     "fio-job-10-randread-4K", "fio-job-11-randwrite-4K"]
    for t in doc["tests"][1:]:
        assert len(t["result"]["threads"]) == 4 and len(t["samples"][-1]["threads"]) == 4
    [table] = plan_tables(doc)
    assert _filled(table)
    assert table.columns[:2] == ("MB/s", "MiB/s")
    slowest, fastest = table.rows[0][1][4:]
    assert slowest <= fastest
    html = run_cli("report", "last", "--format", "html").stdout
    assert "Vendor peak jobs" in html and "thread 3" in html  # per-thread curves in the report


def test_block_size_sweep_covers_powers_of_two_and_fills_both_tables(tmp_path, fio):
    target = Target(str(testfile.test_file_path(tmp_path)), "file")
    full = build_plan("bs-sweep", target, PlanOptions(size=1 << 20, runtime=1))
    sizes = [s.bs for s, phase in full.items if phase != "layout"]
    assert sizes[0] == 512 and sizes[-1] == 64 << 20 and len(sizes) == 36
    assert all(s.size >= 128 << 20 for s, _ in full.items)
    # A raw device is never written for a layout.
    assert build_plan("bs-sweep", Target("/dev/loop9", "device"), PlanOptions(size=1 << 20, runtime=1)).items[0][1] == ""  # never smaller than twice the largest block
    plan = build_plan("bs-sweep", target, PlanOptions(size=4 << 20, runtime=0.5, sweep_max=64 << 10))
    assert plan.items[0][1] == "layout" and plan.items[0][0].size >= 128 << 10
    res = SuiteRunner(fio, "bs-sweep", list(plan.items)).run()
    assert res.status == "done", res.error
    mb, iops = plan_tables(suite_to_dict(res))
    assert [r[0] for r in mb.rows] == ["512B", "1K", "2K", "4K", "8K", "16K", "32K", "64K"]
    assert _filled(mb) and _filled(iops)
    assert os.listdir(tmp_path) == []


def test_per_job_files_render_to_a_job_file_bare_fio_runs(tmp_path, fio):
    dead = next(pid for pid in range(4_000_000, 4_100_000) if not psutil.pid_exists(pid))
    spec = JobSpec(name="pj", rw="write", target=Target(str(tmp_path / f"fioscope-test-{dead}.tmp")), bs=65536,
                   numjobs=3, size=1 << 20, file_per_job=True)
    job = tmp_path / "pj.fio"
    job.write_text(to_jobfile(spec))
    subprocess.run([fio.path, str(job)], check=True, capture_output=True)
    assert sorted(os.listdir(tmp_path)) == [f"fioscope-test-{dead}.{i}.tmp" for i in range(3)] + ["pj.fio"]
    assert spec.files() == [str(tmp_path / f"fioscope-test-{dead}.{i}.tmp") for i in range(3)]
    assert spec.disk_bytes == 3 << 20


def test_bad_suite_options_are_one_line_errors(tmp_path):
    p = run_cli("run", "--preset", "scaling", "--target", str(tmp_path), "--processes", "1,x")
    assert p.returncode == 2 and p.stderr.count("\n") == 1 and "process counts" in p.stderr
    p = run_cli("run", "--preset", "scaling", "--target", str(tmp_path), "--size", "1TiB")
    assert p.returncode == 2 and "free space" in p.stderr
    p = run_cli("run", "--pause", "0", "--preset", "nosuch", "--target", str(tmp_path))
    assert p.returncode == 2 and "client" in p.stderr and "bs-sweep" in p.stderr
    assert os.listdir(tmp_path) == []
