"""A job file on fio servers keeps fio's reporting groups apart (issue 41, items 1 and 2).

Two local fio servers on loopback and bare fio run the same job file, null engine, rates
set with rate_iops: `a` at 500 IOPS, then `b` (stonewall) at 2 x 1000 IOPS under group_reporting
(one entry a round for its two clones), then `c` and `d`
(500 IOPS each, d after c: wait_for) as one group. Each group is
its own result per host and in total (it showed 1,500 per host: both groups added), with
per-host intervals of its own (a job file had one point for the whole job), and the table
prints each host's row once and a total row."""
from __future__ import annotations

import json
import subprocess

import pytest

from tests.helpers import cli, popen_tied

JOB = """[global]
ioengine=null
bs=4k
size=1g
time_based
rw=randread
runtime=2
[a]
rate_iops=500
[b]
stonewall
rate_iops=1000
numjobs=2
group_reporting
[c]
stonewall
rate_iops=500
[d]
wait_for=c
rate_iops=500
"""
RATES = {"a": 500, "b": 2000}  # per host
# c from 0 to 2 s, then d (wait_for: a fio server starts a startdelay job at once) to 4 s,
# one group at 500 IOPS a host throughout
STAGGERED = "c+d"


def test_groups_on_servers_are_kept_apart_with_intervals_of_their_own(fio, servers, tmp_path):
    hosts = servers(2)
    job = tmp_path / "phases.fio"
    job.write_text(JOB)
    started: list[subprocess.Popen] = []
    bare = popen_tied([fio.path, "--output-format=json", str(job)], started, cwd=tmp_path,
                      stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    out = tmp_path / "run.json"
    labels = [h.label for h, _, _ in hosts]
    rc, stdout, stderr = cli("run", "--hosts", ",".join(labels), "--job-file", str(job), "--no-store",
                             "--interval", "0.5", "--json", str(out))
    assert rc == 0, stderr
    fio_out, err = bare.communicate(timeout=60)
    assert bare.returncode == 0, err
    bare_iops = {j["jobname"]: 0.0 for j in json.loads(fio_out)["jobs"]}
    for j in json.loads(fio_out)["jobs"]:
        bare_iops[j["jobname"]] += j["read"]["iops"]
    doc = json.loads(out.read_text())
    tests = {(t["name"], t["phase"]): t for t in doc["tests"]}
    groups = [*RATES, STAGGERED]
    assert set(tests) == {(f"{g}@{lb}", f"host {lb}") for g in groups for lb in labels} | \
        {(g, "2 clients") for g in groups}
    for g, rate in RATES.items():
        for lb in labels:
            r = tests[(f"{g}@{lb}", f"host {lb}")]["result"]
            iops = sum(th["read"]["total_ios"] for th in r["threads"]) * 1000 / \
                max(th["read"]["runtime_ms"] for th in r["threads"])
            assert iops == pytest.approx(rate, rel=0.02)
            assert iops == pytest.approx(bare_iops[g], rel=0.02)  # bare fio's own figure
        total = tests[(g, "2 clients")]
        assert total["status"] == "done"
        assert total["result"]["total"]["read"]["iops"] == pytest.approx(2 * rate, rel=0.02)
        # a curve per host, several intervals, each at the set rate (a sliver joined to the one
        # before; within 10 %: a 0.5 s interval's rate swings a few % on this loaded machine,
        # the groups added together were 3x)
        samples = total["samples"]
        assert len(samples) >= 3, samples
        for s in samples:
            assert [th["read_iops"] for th in s["threads"]] == [pytest.approx(rate, rel=0.1)] * 2, samples
            assert s["total"]["read_iops"] == pytest.approx(2 * rate, rel=0.1)
        assert samples[-1]["t_s"] == pytest.approx(2.0, abs=0.1)
    # staggered starts: a host's interval is its jobs' set rate (over the time the group ran,
    # not its longest job's runtime difference, which stood still while d ran), and the
    # intervals add up to fio's count
    total = tests[(STAGGERED, "2 clients")]
    for s in total["samples"]:
        for th in s["threads"]:
            assert th["read_iops"] == pytest.approx(500, rel=0.25), total["samples"]  # d's start: -19 % seen
    ios = sum(th["read"]["total_ios"] for lb in labels for th in tests[(f"{STAGGERED}@{lb}", f"host {lb}")]
              ["result"]["threads"])
    assert sum(s["total"]["read_iops"] * (s["t_s"] - p) for s, p in zip(
        total["samples"], [0.0] + [x["t_s"] for x in total["samples"]])) == pytest.approx(ios, rel=0.05)
    # each host's row once per group, and the group's total
    rows = [ln.split()[0] for ln in stdout.splitlines() if ln.split() and ln.split()[-1][0].isdigit()]
    jobs = {"a": ["a"], "b": ["b"], STAGGERED: ["c", "d"]}  # a group of several jobs: a row per job
    assert rows == [x for g in groups for x in [*(f"{j}@{lb}" for lb in labels for j in jobs[g]), f"{g}:"]], stdout
