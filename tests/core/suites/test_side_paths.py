"""The side paths against bare fio: unified_rw_reporting (fio's "mixed" direction), a one-group
job file's test name (it lines up with an import of fio's own output of the file), and a job
file's last interval in each reporting group (joined as a preset's is).

Each job is a null-engine job with set rates (rate_iops), run by Fioscope's local path
(SuiteRunner, as `fioscope run --job-file` runs it) and by bare fio (--output-format=json) at
the same time, and checked against both: Fioscope's figures are bare fio's own within 2 % and
the set rates within 2 % (a whole run) or 3 % (one interval)."""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

import pytest

from app.core.fio.jobfile import FioJob, jobfile_spec, load_jobfile, reported_name
from app.core.fio.jobspec import JobSpec, Target
from app.core.fio.locate import FioBinary
from app.core.fio.results import job_result
from app.core.fio.runner import FioRunner, idle_jobs
from app.core.fio.sandbox import Confinement
from app.core.fio.spans import group_ends
from app.core.history.fio_import import import_fio_json, read_fio_json
from app.core.history.store import RunStore
from app.core.report.compare import compare
from app.core.report.render import render
from app.core.suites.items import plain
from app.core.suites.run import SuiteRunner
from tests.conftest import recorded, recorded_docs, run_cli
from tests.helpers import kill_all, popen_tied

INTERVAL = 0.5
NULL = "[global]\nioengine=null\nbs=4k\nsize=1g\ntime_based\n"
MIXED = NULL + "runtime=2\nrw=randrw\nrwmixread=70\nunified_rw_reporting={mode}\n[m]\nrate_iops=700,300\n"


@pytest.fixture
def side_by_side(fio, tmp_path):
    """run(text, store=None): the job file run by bare fio and by Fioscope at once; returns
    (Fioscope's SuiteResult, bare fio's final document, the file bare fio wrote it to)."""
    started: list[subprocess.Popen] = []

    def run(text: str, store: RunStore | None = None):
        job = tmp_path / "job.fio"
        job.write_text(text)
        (tmp_path / "bare").mkdir()
        bare = popen_tied([fio.path, "--output-format=json", str(job)], started, cwd=tmp_path / "bare",
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        spec = jobfile_spec(load_jobfile(str(job), fio.path))
        suite = SuiteRunner(fio, "jobfile", plain([spec]), INTERVAL, target=str(tmp_path), confirmed=(),
                            store=store).run()
        out, err = bare.communicate(timeout=60)
        assert bare.returncode == 0, err
        (tmp_path / "bare.json").write_text(out)
        for t in suite.tests:
            assert t.error is None, t.error
        return suite, json.loads(out[out.index("{"):]), tmp_path / "bare.json"
    yield run
    kill_all(started)


def interior(samples) -> list:
    return samples[1:-1]


# -- unified_rw_reporting -------------------------------------------------------------------

def test_unified_rw_reporting_mixed_runs_with_fios_mixed_figures(side_by_side, tmp_path):
    """fio reports one direction, "mixed", and nothing else: the run was refused as "fio did no
    I/O". Now it keeps fio's own figures (in read, where fio's terse output puts them), says
    what they are, and an import of bare fio's output of the same file is the same test."""
    store = RunStore(tmp_path / "runs.sqlite")
    try:
        suite, doc, bare_json = side_by_side(MIXED.format(mode="mixed"), store)
        (t,) = suite.tests
        (entry,) = doc["jobs"]
        assert set(entry) >= {"mixed"} and not {"read", "write"} & set(entry)  # fio's own layout
        r = t.result
        assert r.rw_reporting == "mixed" and r.mixed is not None
        assert r.read == r.mixed and r.write.total_ios == 0  # fio's figures, never split by rwmixread
        assert r.mixed.iops == pytest.approx(entry["mixed"]["iops"], rel=0.02)
        assert r.mixed.iops == pytest.approx(1000, rel=0.02)  # 700 reads + 300 writes a second
        assert r.mixed.latency.samples == pytest.approx(entry["mixed"]["clat_ns"]["N"], rel=0.02)
        # live: every interval flagged as fio's mixed direction, at the set rate
        assert all(s.mixed for s in t.samples)
        mid = statistics.median(s.total.read_iops for s in interior(t.samples))
        assert mid == pytest.approx(1000, rel=0.03)
        note = next(n for n in t.notes if "unified_rw_reporting=mixed" in n)
        assert "not reads alone" in note and f"{r.mixed.iops:,.0f} IOPS" in note
        run_id = suite.run_id
        imported = import_fio_json(bare_json, store)
        docs = [store.load_run(run_id), store.load_run(imported)]
        assert [x["name"] for x in docs[0]["tests"]] == [x["name"] for x in docs[1]["tests"]] == ["m"]
        assert any("unified_rw_reporting=mixed" in n for n in docs[1]["tests"][0]["notes"])
        (row,) = compare(docs)  # one row, both runs' figures in it
        assert row.test == "m" and all(v is not None for v in row.values)
        assert row.values[1]["iops"] == pytest.approx(row.values[0]["iops"], rel=0.02)
        assert "unified_rw_reporting=mixed" in render(docs[0], "json")
    finally:
        store.close()


def test_unified_rw_reporting_both_keeps_read_write_and_fios_mixed(side_by_side):
    suite, doc, bare_json = side_by_side(MIXED.format(mode="both"))
    (t,) = suite.tests
    (entry,) = doc["jobs"]
    r = t.result
    assert r.rw_reporting == "both"
    for ours, theirs, rate in ((r.read, entry["read"], 700), (r.write, entry["write"], 300),
                               (r.mixed, entry["mixed"], 1000)):
        assert ours.iops == pytest.approx(theirs["iops"], rel=0.02)
        assert ours.iops == pytest.approx(rate, rel=0.02)
    assert r.mixed.total_ios == r.read.total_ios + r.write.total_ios  # fio's sum, as it printed it
    assert not any(s.mixed for s in t.samples)  # read and write apart, live too
    assert statistics.median(s.total.write_iops for s in interior(t.samples)) == pytest.approx(300, rel=0.03)
    assert any("unified_rw_reporting=both" in n for n in t.notes)
    (imported,) = read_fio_json(bare_json).tests
    assert imported.spec.name == t.spec.name == "m"
    assert imported.result.mixed.iops == pytest.approx(r.mixed.iops, rel=0.02)


def test_cli_runs_a_mixed_job_file_and_says_what_mixed_is(fio, tmp_path):
    job = tmp_path / "mixed.fio"
    job.write_text(MIXED.format(mode="mixed").replace("runtime=2", "runtime=1"))
    p = run_cli("run", "--job-file", str(job), "--no-store", "--no-check", "--interval", "0.5",
                env={"FIOSCOPE_DATA_DIR": str(tmp_path / "data")})
    assert p.returncode == 0, p.stderr
    assert "did no I/O" not in p.stdout + p.stderr
    lines = (p.stdout + p.stderr).splitlines()
    # the test is named after the job; the live line says mixed; the table's row is fio's
    # figure, named as fio's direction (it said read)
    assert any(ln.startswith("[1/1] m ") and "  mixed " in ln for ln in lines), p.stdout
    assert any(ln.split()[:2] == ["m", "mixed"] for ln in lines), p.stdout
    assert 'mixed, m: unified_rw_reporting=mixed, so fio reported reads and writes as one direction' in p.stdout


# -- a one-group job file's name --------------------------------------------------------------

@pytest.mark.parametrize("jobs,name", [
    ([("randread", None)], "randread"),
    ([("reader", None), ("writer", None)], "reader+writer"),
    ([("reader", ""), ("writer", "")], "reader"),  # group_reporting: one entry, its first job's name
    ([("reader", None), ("writer", "1")], "reader"),  # folded into the entry before it
    ([("a", None), ("b", None), ("a", None)], "a+b"),
])
def test_a_group_is_named_as_fios_json_names_it(jobs, name):
    fio_jobs = [FioJob(n, () if gr is None else (("group_reporting", gr),)) for n, gr in jobs]
    assert reported_name(fio_jobs) == name


def test_a_one_group_job_file_is_named_after_its_job_like_its_import(fio, tmp_path):
    """Named after the file, the run's test never lined up with an import of fio's own output
    of the same file in `compare`; several jobs under group_reporting are fio's first job's."""
    for text, name in ((NULL + "runtime=1\n[seqr]\nrw=read\n", "seqr"),
                       (NULL + "runtime=1\ngroup_reporting\n[r]\nrw=randread\nnumjobs=2\n[w]\nrw=randwrite\n", "r")):
        job = tmp_path / "whatever-the-file-is-called.fio"
        job.write_text(text)
        spec = jobfile_spec(load_jobfile(str(job), fio.path))
        assert spec.name == name
        out = subprocess.run([fio.path, "--output-format=json", "--runtime=100ms", str(job)], cwd=tmp_path,
                             capture_output=True, text=True, timeout=30)
        (tmp_path / "out.json").write_text(out.stdout)
        assert [t.spec.name for t in read_fio_json(tmp_path / "out.json").tests] == [name]


# -- a job file's last interval in each group ------------------------------------------------

STONEWALL = NULL + "rw=randread\nruntime=2\n[a]\nrate_iops=1000\n[b]\nstonewall\nrate_iops=500\n"


def test_each_groups_last_interval_is_joined_as_a_presets_is(side_by_side):
    """A job file's group used to end with a sliver of a few ms (0 or 1,417 IOPS at a set 1,000),
    drawn up to an interval after the group ended. Each group's planned end comes from the
    options fio prints, and a sliver joins the interval before it: fio's counts of both over
    their joint time."""
    suite, doc, _ = side_by_side(STONEWALL)
    a, b = suite.tests
    for t, rate, gid in ((a, 1000, 0), (b, 500, 1)):
        (entry,) = [j for j in doc["jobs"] if j["groupid"] == gid]
        assert t.spec.name == entry["jobname"]
        assert t.result.read.iops == pytest.approx(entry["read"]["iops"], rel=0.02)
        assert t.result.read.iops == pytest.approx(rate, rel=0.02)
        last = t.samples[-1]
        # no sliver: every interval at least half the status interval, the last at the set rate
        assert all(s.dt_s >= INTERVAL / 2 for s in t.samples), [(s.t_s, s.dt_s) for s in t.samples]
        assert last.total.read_iops == pytest.approx(rate, rel=0.03), [round(s.total.read_iops) for s in t.samples]
        # drawn where the group's I/O ended (2 s of runtime), not at a later document
        assert last.t_s == pytest.approx(2.0, abs=0.1)
        # the intervals still add up to fio's own count of the group's I/O
        assert sum(s.total.read_iops * s.dt_s for s in t.samples) == pytest.approx(t.result.read.total_ios, abs=1)


def test_group_ends_come_from_the_options_fio_printed():
    assert group_ends(recorded_docs("stonewall")[0]) == {0: 2.0, 1: 2.0}
    doc = {"global options": {"runtime": "1m", "ramp_time": "500ms"},
           "jobs": [{"groupid": 0, "job options": {"startdelay": "2"}},
                    {"groupid": 0, "job options": {"startdelay": "1", "runtime": "10"}},
                    {"groupid": 1, "job options": {"runtime": "0"}},  # no limit: fio runs until size is done
                    {"groupid": 2, "job options": {"startdelay": "1-3"}},  # a range: no one end
                    {"groupid": 3, "job options": {"timeout": "3s"}}]}
    assert group_ends(doc) == {0: pytest.approx(61.5), 1: None, 2: None, 3: pytest.approx(60.5)}


def _replay(tmp_path: Path, stream: bytes):
    """FioRunner on a job file, with a fake fio that prints `stream` (recorded from the bundled
    fio) and exits 0: the runner's handling of documents, without fio's timing."""
    (tmp_path / "stream").write_bytes(stream)
    fake = tmp_path / "fakefio"
    fake.write_text(f"#!{sys.executable}\nimport sys\nsys.stdout.buffer.write(open({str(tmp_path / 'stream')!r}, "
                    "'rb').read())\n")
    fake.chmod(0o755)
    job = tmp_path / "job.fio"
    job.write_text("[slow]\n")
    spec = JobSpec(name="job", rw="read", target=Target(str(tmp_path)), ioengine="null", jobfile=str(job),
                   jobfile_jobs=(("slow", 1, 0), ("fast", 1, 1)))
    fio = FioBinary(path=str(fake), version="fio-3.41", version_tuple=(3, 41), origin="env")
    return FioRunner(fio, spec, 1.0, confinement=Confinement(readonly=True, cwd=str(tmp_path))).run()


def test_a_recorded_stonewall_streams_sliver_joins_its_group(tmp_path):
    """The recording: group 0 (200 IOPS for 2 s) ends 105 ms after a document, seen in the next,
    a second later (190 IOPS, at 2.9 s); group 1's last interval is 0.3 s, no sliver."""
    stdout, _, _ = recorded("stonewall")
    out = _replay(tmp_path, stdout)
    assert out.error is None, out.error
    final = recorded_docs("stonewall")[-1]
    for gid, rate in ((0, 200), (1, 800)):
        mine = [s for s in out.samples if s.group == gid]
        total_ios = sum(j["read"]["total_ios"] for j in final["jobs"] if j["groupid"] == gid)
        assert sum(s.total.read_iops * s.dt_s for s in mine) == pytest.approx(total_ios, rel=1e-9)
        assert all(s.dt_s > 0.3 for s in mine) and mine[-1].total.read_iops == pytest.approx(rate, rel=0.01)
    a = [s for s in out.samples if s.group == 0]
    # drawn where group 0's runtime ended (fio's job_start + runtime), not at the next document
    (g0,) = [j for j in final["jobs"] if j["groupid"] == 0]
    assert len(a) == 2 and a[-1].t_s == pytest.approx(g0["read"]["runtime"] / 1000, abs=0.002)


def test_a_held_interval_goes_out_when_its_group_did_not_run_again(tmp_path):
    """A group held near its end whose next document shows no more I/O has ended: its interval
    is handed on at that document, before the next group's, not at the end of the run."""
    docs = recorded_docs("stonewall")
    docs[2]["jobs"][0] = docs[1]["jobs"][0]  # group 0 ended exactly at the second document
    stream = b"".join(json.dumps(d, indent=2).encode() + b"\n" for d in docs)
    seen = [(s.group, round(s.t_s, 3)) for s in _replay(tmp_path, stream).samples]
    # each stamped where its group's runtime ended in the interval (job_start + runtime)
    assert seen[:3] == [(0, 0.9), (0, 1.896), (1, 0.686)]


def test_a_mixed_document_is_not_taken_for_a_job_that_did_no_io():
    """The refusal that ended every mixed run: fio's "mixed" block is I/O like any other."""
    j = recorded_docs("mixed")[-1]["jobs"][0]
    both = {k: j["read"][k] + j["write"][k] for k in ("io_bytes", "total_ios")}
    entry = {**{k: v for k, v in j.items() if k not in ("read", "write", "trim")}, "mixed": {**j["read"], **both}}
    doc = {"fio version": "fio-3.41", "jobs": [entry]}
    assert idle_jobs(doc) == []
    assert idle_jobs({"jobs": [{**entry, "mixed": {**entry["mixed"], "io_bytes": 0}}]}) == [j["jobname"]]
    r = job_result("m", doc)
    assert r.rw_reporting == "mixed" and r.read.total_ios == r.mixed.total_ios == both["total_ios"]
