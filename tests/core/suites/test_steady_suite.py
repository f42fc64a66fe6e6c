"""Steady-state and peak suites end to end with the real fio, stored as they go."""
import json
import os
import signal
import subprocess
import sys

import pytest

from app.core.errors import InputError
from app.core.fio.jobspec import Target
from app.core.history.store import RunStore
from app.core.suites.peak import peak_plan, peak_summary
from app.core.suites.run import SuiteRunner
from app.core.suites.steady import SteadySettings, cells, estimate_seconds
from app.core.suites.steady_run import run_steady
from tests.conftest import ROOT


def tiny(tmp_path, **kw):
    base = dict(target=Target(str(tmp_path / "fioscope-test-5.tmp")), span=32 << 20, tests=("iops",),
                cell_s=1, iodepth=4, numjobs=1, max_rounds=7, mixes=(0,), block_sizes=(4096,),
                ioengine="psync")
    base.update(kw)
    return SteadySettings(**base)


def test_iops_rounds_reach_a_verdict_and_are_stored(tmp_path, fio):
    store = RunStore(tmp_path / "runs.sqlite")
    rounds = []
    out = run_steady(fio, tiny(tmp_path), store, on_round=rounds.append)
    tp = out.tests["iops"]
    v = out.verdict("iops")
    assert out.suite.error is None
    assert 5 <= len(tp.rounds) <= 7 and [r.round_no for r in rounds] == list(range(1, len(tp.rounds) + 1))
    assert v is not None and v.rounds and (v.attained or len(tp.rounds) == 7)
    assert v.average == pytest.approx(sum(tp.tracking()[-5:]) / 5)
    assert rounds[-1].verdict.attained == v.attained and rounds[-1].convergence["4K"] == tp.tracking()[-1]
    doc = store.load_run(out.suite.run_id, with_samples=False)
    phases = [t["phase"] for t in doc["tests"]]
    assert phases[0] == "iops precondition" and phases[1] == "iops round 1"
    assert doc["status"] == "done" and doc["settings"]["note"].startswith("SNIA PTS requires a raw device")
    table = out.summary("iops")[0]
    assert table.columns == ("Block size", "0/100") and table.rows[0][0] == "4K"  # SNIA's orientation
    # The table shows whole IOPS: compare at that precision (35 against 35.46 is right).
    assert abs(float(table.rows[0][1]) - v.average) <= 0.5 + 1e-9
    assert not os.path.exists(tmp_path / "fioscope-test-5.tmp")


def test_killed_between_rounds_then_resumed_keeps_the_stored_rounds(tmp_path):
    data = tmp_path / "data"
    target = tmp_path / "target"
    target.mkdir()
    env = dict(os.environ, FIOSCOPE_DATA_DIR=str(data))
    args = [sys.executable, "-m", "app", "steady", "--target", str(target), "--cell", "1", "--span", "32MiB",
            "--mixes", "0", "--block-sizes", "4k", "--max-rounds", "6", "--engine", "psync",
            "--no-precondition"]
    p = subprocess.Popen(args, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        for line in p.stdout:
            if line.startswith("iops round 2:"):
                break
        p.send_signal(signal.SIGKILL)  # between rounds: no chance to clean up
        p.wait(10)
    finally:
        p.kill()
    store = RunStore(data / "runs.sqlite")
    run = store.runs()[0]
    assert run.status == "partial"
    before = store.load_run(run.id, with_samples=False)["tests"]
    done_before = [t for t in before if t["status"] == "done"]
    assert len(done_before) >= 2
    q = subprocess.run([sys.executable, "-m", "app", "steady", "--resume", str(run.id), "--json",
                        str(tmp_path / "s.json")], cwd=ROOT, env=env, capture_output=True, text=True,
                       timeout=120)
    assert q.returncode == 0, q.stderr
    after = RunStore(data / "runs.sqlite").load_run(run.id, with_samples=False)
    finished = [t for t in after["tests"] if t["status"] == "done"]
    # The rounds stored before the kill are kept as they were; new rounds follow.
    assert [t["result"] for t in finished[:2]] == [t["result"] for t in done_before[:2]]
    rounds = sorted({int(t["phase"].rsplit(" ", 1)[1]) for t in finished})
    assert rounds == list(range(1, len(rounds) + 1)) and len(rounds) >= 5
    assert after["status"] == "done"
    report = json.loads((tmp_path / "s.json").read_text())["steady_state"]["iops"]
    assert report["rounds"] == len(rounds) and len(report["tracking"]) == len(rounds)


def test_settings_are_checked():
    t = Target("/tmp/x")
    with pytest.raises(InputError, match="tracking workload"):
        SteadySettings(target=t, span=1 << 20, mixes=(100,), block_sizes=(4096,))
    with pytest.raises(InputError, match="unknown steady-state test"):
        SteadySettings(target=t, span=1 << 20, tests=("speed",))
    with pytest.raises(InputError, match="purge needs a raw device"):
        SteadySettings(target=t, span=1 << 20, purge=True)
    full = SteadySettings(target=t, span=1 << 30)
    assert len(cells(full, "iops")) == 56  # 7 mixes x 8 block sizes, as SNIA PTS
    lo, hi = estimate_seconds(full)
    assert lo == pytest.approx(2 * (1 << 30) / 200e6 + 56 * 60 * 5)
    assert hi == pytest.approx(2 * (1 << 30) / 200e6 + 56 * 60 * 25)


def test_peak_loops_report_median_and_spread(tmp_path, fio):
    plan = peak_plan(Target(str(tmp_path / "fioscope-test-6.tmp")), 16 << 20, 1, loops=3, warmup_s=0.5,
                     ioengine="psync")
    assert len(plan) == 12 * 4 and plan[0][1] == "warm-up" and plan[1][1] == "loop 1"
    # Run a slice of the plan: the first test's warm-up and loops.
    store = RunStore(tmp_path / "runs.sqlite")
    res = SuiteRunner(fio, "peak", plan[:4], 0.5, store=store).run()
    figs = peak_summary(store.load_run(res.run_id, with_samples=False))
    assert len(figs) == 1
    f = figs[0]
    assert f.test == "SEQ1M-Q8T1-read" and len(f.loops) == 3
    assert f.min_mb_s <= f.median_mb_s <= f.max_mb_s
    assert f.median_mb_s == sorted(f.loops)[1]


def test_steady_state_on_a_loop_device_with_purge_reaches_a_verdict(loop_device, tmp_path):
    from tests.conftest import run_cli
    dev = loop_device(32 << 20)
    args = ["steady", "--target", dev, "--cell", "1", "--span", "16MiB", "--mixes", "0", "--block-sizes",
            "4k", "--max-rounds", "6", "--engine", "psync", "--purge", "--json", str(tmp_path / "s.json")]
    refused = run_cli(*args)
    assert refused.returncode == 2 and f"--destroy-data {dev}" in refused.stderr
    p = run_cli(*args, "--destroy-data", dev)
    assert p.returncode == 0, p.stderr
    doc = json.loads((tmp_path / "s.json").read_text())
    phases = [t["phase"] for t in doc["tests"]]
    assert phases[:3] == ["iops purge", "iops precondition", "iops round 1"]
    assert doc["tests"][0]["spec"]["rw"] == "trim" and doc["tests"][0]["status"] == "done"
    verdict = doc["steady_state"]["iops"]
    assert 5 <= verdict["rounds"] <= 6 and verdict["window_rounds"] and "attained" in verdict
    assert "iops round 5:" in p.stdout


def test_peak_cli_prints_median_spread_and_best(tmp_path):
    from tests.conftest import run_cli
    p = run_cli("peak", "--target", str(tmp_path), "--size", "8MiB", "--runtime", "0.5", "--loops", "2",
                "--engine", "psync", "--tests", "rnd4k-q32t16", "--json", str(tmp_path / "p.json"))
    assert p.returncode == 0, p.stderr
    assert "median MB/s" in p.stdout and "max (best)" in p.stdout and "RND4K-Q32T16-write" in p.stdout
    doc = json.loads((tmp_path / "p.json").read_text())
    assert [t["phase"] for t in doc["tests"][:3]] == ["warm-up", "loop 1", "loop 2"]
    assert os.listdir(tmp_path) == ["p.json"]
    assert [t["name"] for t in doc["tests"]] == ["RND4K-Q32T16-read"] * 3 + ["RND4K-Q32T16-write"] * 3
    bad = run_cli("peak", "--target", str(tmp_path), "--tests", "RND9K-Q1T1")
    assert bad.returncode == 2 and bad.stderr.startswith("fioscope: unknown peak test 'RND9K-Q1T1' (one of SEQ1M-Q8T1")


def test_write_saturation_report_has_iops_and_latency_per_round_against_time_and_bytes(tmp_path):
    import json as _json

    from tests.conftest import run_cli
    # Small and shallow, so that a loaded machine (a second copy of the suite beside it) does
    # not stretch it: a 16 MiB span, QD1 (psync) in 2 threads; 4x the span written or 5 rounds.
    p = run_cli("steady", "--target", str(tmp_path), "--tests", "write_saturation", "--cell", "1",
                "--span", "16MiB", "--profile", "client", "--engine", "psync", "--max-rounds", "5",
                "--no-precondition")
    assert p.returncode == 0, p.stderr
    doc = _json.loads(run_cli("report", "last", "--format", "json").stdout)
    cells = [t for t in doc["tests"] if t["phase"].startswith("write_saturation round")]
    html = run_cli("report", "last", "--format", "html").stdout
    assert "Write saturation: per round" in html
    assert "IOPS against total data written (TGBW)" in html and "mean latency against time" in html
    gib = sum(t["result"]["total"]["write"]["io_bytes"] for t in cells) / 2**30
    assert f"<td>{gib:,.3f}</td>" in html  # the last row's cumulative GiB written
    assert f"<td>{cells[-1]['result']['total']['write']['iops']:,.0f}</td>" in html
