"""fio's status interval left to Fioscope (AUTO): 1 s, longer only when a test has so many
threads that fio's documents every second would take more than a quarter percent of the
machine from the jobs; a user's own interval is always kept."""
from __future__ import annotations

import statistics

import pytest

from app.core.fio.cadence import AUTO, AUTO_MAX_INTERVAL, entries, remote_interval, status_interval, why
from app.core.fio.jobspec import JobSpec, Target
from app.core.suites.items import plain
from app.core.suites.rounds import RoundRunner
from app.core.suites.run import SuiteRunner
from app.ui.graphs.draw_pacer import LONGEST_GAP
from tests.helpers import cli, the_line


def test_one_second_unless_the_documents_cost_more_than_the_budget():
    assert status_interval(AUTO, 1, cpus=2) == 1.0
    assert status_interval(AUTO, 10, cpus=2) == 1.0  # 10 x 0.5 ms = 5 ms/s of 2,000: within 0.25 %
    assert status_interval(AUTO, 11, cpus=2) == 2.0
    assert status_interval(AUTO, 64, cpus=2) == 7.0  # 32 ms/s at 1 s; 4.6 ms/s at 7 s
    assert status_interval(AUTO, 64, cpus=16) == 1.0  # the same threads are cheap on 16 CPUs
    # a SNIA IOPS round (56 cells x 4) at most AUTO_MAX_INTERVAL, the window's longest frame gap
    assert status_interval(AUTO, 224, cpus=2) == AUTO_MAX_INTERVAL == LONGEST_GAP == 10.0


def test_a_chosen_interval_is_kept():
    assert status_interval(0.5, 64, cpus=2) == 0.5
    assert status_interval(1.0, 1024, cpus=1) == 1.0


def test_entries_count_the_threads_fio_resolved_for_a_job_file(tmp_path):
    spec = JobSpec(name="j", rw="read", target=Target(str(tmp_path / "f")), numjobs=3, size=1 << 20)
    assert entries(spec) == 3
    jf = spec.with_(jobfile=str(tmp_path / "x.fio"), jobfile_jobs=(("a", 8, 0), ("b", 24, 1)))
    assert entries(jf) == 32
    assert remote_interval(AUTO, [spec], hosts=8) == status_interval(AUTO, 24)


def test_the_reason_names_the_threads_and_the_share():
    assert why(4.0, 64, cpus=2) == ("fio reports every 4 s: 64 threads reporting every second would take about "
                                    "1.6 % of 2 CPU(s) from the jobs measured (choose an interval to override)")


def _threads_for(interval: float) -> int | None:
    """The fewest threads for which AUTO picks this interval on this machine (None: over 64)."""
    return next((n for n in range(1, 65) if status_interval(AUTO, n) == interval), None)


def test_a_steady_round_in_one_invocation_counts_all_its_cells(fio, tmp_path):
    """fio's documents hold every job of an invocation, started or not."""
    spec = JobSpec(name="c", rw="randread", target=Target(str(tmp_path / "n")), ioengine="null", numjobs=4,
                   size=1 << 20, runtime=1, time_based=True)
    runner = RoundRunner(fio, "steady", [], AUTO, store=None)
    assert runner.interval_for([spec] * 56) == status_interval(AUTO, 224)
    assert SuiteRunner(fio, "x", [], 1.0, store=None).interval_for([spec] * 56) == 1.0


def test_auto_stretches_the_interval_of_a_wide_test_and_fio_keeps_it(fio, tmp_path):
    """Real fio, null engine, each thread at a set rate: the record's command line, the samples'
    spacing (fio's own runtimes) and the rates all show the longer interval, and the front end
    is told it."""
    n = _threads_for(2.0)
    if n is None:
        pytest.skip("this machine reports 64 threads every second within the budget")
    spec = JobSpec(name="wide", rw="randread", target=Target(str(tmp_path / "n")), ioengine="null", numjobs=n,
                   size=1 << 30, runtime=7, time_based=True, extra=(("rate_iops", "100"),))
    told = []
    res = SuiteRunner(fio, "auto", plain([spec]), AUTO, target=str(tmp_path), store=None,
                      on_sample=lambda i, s, p: told.append(p.interval_s)).run()
    rec = res.tests[0]
    assert rec.error is None, rec.error
    assert "--status-interval=2" in rec.argv
    assert told and set(told) == {2.0}
    interior = rec.samples[1:-1]
    assert interior, [s.t_s for s in rec.samples]
    assert all(abs(s.dt_s - 2.0) < 0.1 for s in interior), [s.dt_s for s in rec.samples]
    total = statistics.median(s.total.read_iops for s in interior)
    assert total == pytest.approx(100 * n, rel=0.03)
    assert rec.result.read.iops == pytest.approx(100 * n, rel=0.02)


def test_the_command_line_shows_the_interval_auto_chose_and_a_chosen_one(tmp_path):
    n = _threads_for(2.0)
    if n is None:
        pytest.skip("this machine reports 64 threads every second within the budget")
    job = tmp_path / "wide.fio"
    job.write_text(f"[wide]\nioengine=null\nrw=randread\nsize=1g\nnumjobs={n}\nruntime=1\ntime_based\n")
    rc, out, err = cli("run", "--job-file", str(job), "--dry-run")
    assert rc == 0, err
    assert "--status-interval=2 " in out
    rc, out, err = cli("run", "--job-file", str(job), "--dry-run", "--interval", "1")
    assert rc == 0, err
    assert "--status-interval=1 " in out
    rc, out, err = cli("run", "--job-file", str(job), "--dry-run", "--interval", "often")
    assert rc != 0 and "cannot read duration" in the_line(err)
