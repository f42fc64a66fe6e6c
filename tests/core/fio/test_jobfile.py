""".fio job files: resolved by fio, run with per-job results, checked by the safety policy."""
import hashlib
import json
import os
import subprocess

import psutil
import pytest

from app.core.errors import InputError
from app.core.fio.jobfile import load_jobfile, split_showcmd
from tests.conftest import run_cli


def sha(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


@pytest.fixture
def jobdir(tmp_path):
    (tmp_path / "inc").mkdir()
    (tmp_path / "inc" / "common.fio").write_text("ioengine=psync\nbs=${FIOSCOPE_T_BS}\n")
    (tmp_path / "keywords.fio").write_text(
        "; keywords fio expands itself\n[global]\ninclude inc/common.fio\nsize=$mb_memory/1024\n"
        "numjobs=$ncpus\n\n[kw]\nrw=randread\niodepth=$pagesize\n")
    return tmp_path


def test_includes_variables_and_keywords_resolve_as_fio_resolves_them(jobdir, fio):
    env = dict(os.environ, FIOSCOPE_T_BS="8k")
    jf = load_jobfile(jobdir / "keywords.fio", fio.path, env=env)
    [job] = jf.jobs
    assert job.name == "kw" and job.get("bs") == "8k" and job.get("ioengine") == "psync"
    assert job.get("numjobs") == str(os.cpu_count())
    assert job.get("iodepth") == str(os.sysconf("SC_PAGESIZE"))
    assert int(job.get("size")) == pytest.approx(psutil.virtual_memory().total / 2**20 / 1024, abs=1)
    assert job.rw == "randread" and not job.writes


def test_showcmd_output_splits_into_global_and_job_options():
    jobs = split_showcmd("fio --ioengine=psync --direct=1 --name=job a --rw=write --stonewall "
                         "--name=b --rw=randrw --rwmixread=100\n")
    assert [j.name for j in jobs] == ["job a", "b"]
    assert jobs[0].options == (("ioengine", "psync"), ("direct", "1"), ("rw", "write"), ("stonewall", None))
    assert jobs[0].writes and not jobs[1].writes  # randrw at 100 % reads writes nothing


def test_missing_variable_and_fio_rejections_are_one_line_errors(jobdir, fio, tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "FIOSCOPE_T_BS"}
    with pytest.raises(InputError, match=r"\$\{FIOSCOPE_T_BS\}, which is not set"):
        load_jobfile(jobdir / "keywords.fio", fio.path, env=env)
    bad = tmp_path / "bad.fio"
    bad.write_text("[x]\nrw=read\nsize=1m\nno_such_option=3\n")
    p = run_cli("run", "--job-file", str(bad))
    assert p.returncode == 2 and p.stderr.count("\n") == 1
    assert "fio rejects bad.fio" in p.stderr and "no_such_option" in p.stderr
    p = run_cli("run", "--job-file", str(tmp_path / "nope.fio"))
    assert p.returncode == 2 and "does not exist" in p.stderr


def test_a_job_file_runs_with_per_job_results_and_leaves_only_the_users_files(tmp_path):
    mine = tmp_path / "mine.dat"
    mine.write_bytes(os.urandom(1 << 20))
    before = sha(mine)
    job = tmp_path / "two.fio"
    job.write_text("[global]\nsize=4m\nruntime=1\ntime_based\nioengine=psync\n\n"
                   "[reader]\nrw=randread\nnumjobs=2\n\n[writer]\nrw=write\nfilename=out.dat\nstonewall\n\n"
                   "[users-file]\nrw=read\nfilename=mine.dat\nsize=1m\nstonewall\n")
    out = tmp_path / "r.json"
    p = run_cli("run", "--job-file", str(job), "--json", str(out), cwd="/")
    assert p.returncode == 0, p.stderr
    lines = {ln.split()[0] + " " + ln.split()[1]: ln.split() for ln in p.stdout.splitlines()[2:-1]
             if len(ln.split()) == 6}
    assert set(lines) >= {"reader read", "writer write", "users-file read"}
    assert lines["reader read"][2] == "2"
    doc = json.loads(out.read_text())
    # Three stonewall phases: three tests, as fio reports three groups; each its own figures.
    assert [(t["name"], t["spec"]["numjobs"]) for t in doc["tests"]] == [("reader", 2), ("writer", 1),
                                                                        ("users-file", 1)]
    threads = doc["tests"][0]["result"]["threads"]
    assert [(t["jobname"], t["label"]) for t in threads] == [("reader", "reader/0"), ("reader", "reader/1")]
    assert doc["tests"][1]["result"]["total"]["write"]["total_ios"] > 0
    reader_bytes = sum(t["read"]["io_bytes"] for t in threads if t["jobname"] == "reader")
    runtime = max(t["read"]["runtime_ms"] for t in threads if t["jobname"] == "reader")
    assert float(lines["reader read"][3]) == pytest.approx(reader_bytes / runtime * 1000 / 1e6, abs=0.01)
    assert doc["tests"][0]["jobfile"] == job.read_text()  # stored as it ran
    # fio's files are gone (relative names were relative to the job file, not to cwd "/");
    # the user's own file is still there, unchanged.
    assert sorted(os.listdir(tmp_path)) == ["mine.dat", "r.json", "two.fio"]
    assert sha(mine) == before


def test_saved_job_file_runs_unchanged_under_bare_fio(tmp_path, fio):
    target = tmp_path / "t"
    target.mkdir()
    saved = tmp_path / "client.fio"
    p = run_cli("run", "--preset", "client", "--target", str(target), "--size", "4MiB", "--runtime", "1",
                "--save-job", str(saved))
    assert p.returncode == 0, p.stderr
    text = saved.read_text()
    assert text.count("stonewall") == 7 and "filename_format=fioscope-test-" in text
    bare = subprocess.run([fio.path, "--output-format=json", str(saved)], capture_output=True, text=True)
    assert bare.returncode == 0, bare.stderr
    names = [j["jobname"] for j in json.loads(bare.stdout)["jobs"]]
    assert names[0] == "Create_Files" and "FioWrites4KSingleThread" in names
    # One entry per section, each thread count summed, as Fioscope's table shows it.
    sections = [ln[1:-1] for ln in text.splitlines() if ln.startswith("[")]
    assert names == sections and text.count("group_reporting") == len(sections)


def test_job_file_writing_a_device_needs_the_token_and_the_device_is_untouched_without(tmp_path, loop_device):
    dev = loop_device()
    job = tmp_path / "raw.fio"
    job.write_text(f"[raw]\nfilename={dev}\nrw=randwrite\nbs=4k\nsize=1m\ndirect=1\n")
    before = sha(dev)
    p = run_cli("run", "--job-file", str(job))
    assert p.returncode == 2 and "destroys all data" in p.stderr and f"--destroy-data {dev}" in p.stderr
    p = run_cli("run", "--job-file", str(job), "--destroy-data", "/dev/loop999")
    assert p.returncode == 2 and "does not name" in p.stderr
    assert sha(dev) == before
    p = run_cli("run", "--job-file", str(job), "--destroy-data", dev)
    assert p.returncode == 0, p.stderr
    assert sha(dev) != before
    # Reading a device needs no token.
    job.write_text(f"[raw]\nfilename={dev}\nrw=randread\nbs=4k\nsize=1m\ndirect=1\n")
    after = sha(dev)
    p = run_cli("run", "--job-file", str(job))
    assert p.returncode == 0, p.stderr
    assert sha(dev) == after


def test_every_job_that_writes_is_named_not_only_the_first(tmp_path, fio):
    """fio --readonly --parse-only stops at the first job it refuses; the jobs after it are
    asked too, so a second writer gets the data-loss question instead of a failed run."""
    from app.core.fio.jobfile import load_jobfile
    job = tmp_path / "three.fio"
    job.write_text("[global]\nsize=64k\n[a]\nrw=write\n[b]\nrw=read\n[c]\nrw=randwrite\n[d]\nrw=trim\n")
    assert load_jobfile(job, fio.path).writers == {"a", "c", "d"}
