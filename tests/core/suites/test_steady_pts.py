"""SNIA PTS steady state end to end on loop devices (1 s cells, small spans): throughput as
a test per block size, write saturation to its limits, a round per fio invocation, a killed
run resumed, and the HTML and PDF reports of a finished run."""
import io
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.core.fio.jobspec import Target
from app.core.history.store import RunStore
from app.core.suites.steady import SteadySettings, cells, progress_from_doc, saturation_stop, verdict
from app.core.suites.steady_run import convergence_row, run_steady, settings_from_dict
from app.core.suites.steady_summary import window_summary
from tests.conftest import ROOT, run_cli

# The hang guard (pyproject's 180 s) well above a throughput run to its verdict: 68 s at load 4.5 (2026-12-06).
pytestmark = [pytest.mark.loop, pytest.mark.timeout(360)]
MIB = 1 << 20


def _settings(dev: str, **kw) -> SteadySettings:
    base = dict(target=Target(dev, "device"), span=32 * MIB, tests=("throughput",), cell_s=1, iodepth=2,
                numjobs=1, max_rounds=6, ioengine="psync", purge=True, block_sizes=(1024 * 1024, 128 * 1024))
    base.update(kw)
    return SteadySettings(**base)


def test_a_round_is_one_fio_invocation_and_each_cell_its_own_result(loop_device, tmp_path, fio):
    dev = loop_device(64 * MIB)
    # Three rounds (a window of 3): round 1 shows a round's make-up, and two gaps between
    # round ends the time between cells; the verdict is not what this test is about.
    s = _settings(dev, tests=("iops",), mixes=(100, 0), block_sizes=(4096, 65536), max_rounds=3, window=3,
                  purge=False, precondition=False)
    store = RunStore(tmp_path / "runs.sqlite")
    ends = []
    out = run_steady(fio, s, store, on_round=lambda r: ends.append(time.monotonic()), confirmed=(dev,))
    assert out.suite.error is None
    doc = store.load_run(out.suite.run_id, with_samples=False)
    round1 = [t for t in doc["tests"] if t["phase"] == "iops round 1"]
    names = [c.key + "-r01" for c in cells(s, "iops")]
    assert [t["name"] for t in round1] == names  # stored in order, one test per cell
    argv = round1[0]["argv"]
    assert [a for a in argv if a.startswith("--name=")] == [f"--name={n}" for n in names]
    assert argv.count("--stonewall") == 4 and argv.count("--output-format=json+") == 1
    assert round1[0]["jobfile"].count("stonewall") == 4
    for t in round1[1:]:  # the others carry their own job and name the invocation
        assert [a for a in t["argv"] if a.startswith("--name=")] == [f"--name={t['name']}"]
        assert round1[0]["name"] in t["jobfile"]
    for t in round1:  # each cell's own figures: its direction, its block size, its samples
        w, r = t["result"]["total"]["write"], t["result"]["total"]["read"]
        assert (w["io_bytes"] > 0) != (r["io_bytes"] > 0)  # 100/0 or 0/100
        bs = 4096 if t["name"].endswith("-4K-r01") else 65536
        side = w if w["io_bytes"] else r
        assert side["io_bytes"] == pytest.approx(side["total_ios"] * bs, rel=0.01)
        assert 0.9 <= max(w["runtime_ms"], r["runtime_ms"]) / 1000 <= 1.2
        assert side["lat_us"]["mean_us"] >= side["clat_us"]["mean_us"]
    # Time between cells: a round of 4 one-second cells; fio's own scheduling between
    # stonewalled jobs is ~0.2 s (two 100 ms sleeps in its job loop). Loose: a loaded machine.
    walls = [b - a for a, b in zip(ends, ends[1:])]
    assert min(walls) < 4 * (1 + 0.9), walls


def test_write_saturation_stops_at_4x_the_span_and_says_so(loop_device, tmp_path, fio):
    dev = loop_device(64 * MIB)
    s = _settings(dev, tests=("write_saturation",), span=16 * MIB, numjobs=2)
    store = RunStore(tmp_path / "runs.sqlite")
    out = run_steady(fio, s, store, confirmed=(dev,))
    assert out.suite.error is None, out.suite.error
    tp = out.tests["write_saturation"]
    # The last round stops at the limit: io_size is per thread, so at most 4 KiB past it.
    assert 4 * 16 * MIB <= tp.written_bytes() <= 4 * 16 * MIB + 4096
    assert tp.stop_reason.startswith("4x the user capacity written (0.06 GiB in ")
    assert tp.stop_reason.endswith("the capacity limit ended it")
    doc = store.load_run(out.suite.run_id, with_samples=False)
    phases = list(dict.fromkeys(t["phase"] for t in doc["tests"]))
    assert phases[:2] == ["write_saturation purge", "write_saturation round 1"]  # no preconditioning
    assert all(t["spec"]["rw"] == "randwrite" and t["spec"]["bs"] == 4096 for t in doc["tests"][1:])
    assert out.verdict("write_saturation") is None  # no steady-state criterion
    # The stored run says the same once reloaded.
    from app.core.suites.steady import progress_from_doc
    again = progress_from_doc(s, doc)["write_saturation"]
    assert again.finished and again.stop_reason == tp.stop_reason


def test_write_saturation_stops_at_its_time_limit_and_says_so(loop_device, tmp_path, fio):
    dev = loop_device(64 * MIB)
    s = _settings(dev, tests=("write_saturation",), span=64 * MIB, purge=False, saturation_multiple=1000,
                  saturation_time_s=2)
    out = run_steady(fio, s, RunStore(tmp_path / "runs.sqlite"), confirmed=(dev,))
    assert out.suite.error is None, out.suite.error
    tp = out.tests["write_saturation"]
    assert len(tp.rounds) == 2 and tp.writing_seconds() == pytest.approx(2, abs=0.2)
    assert tp.stop_reason.startswith("2.0 s of writing reached with ")
    assert tp.stop_reason.endswith("the time limit ended it")
    assert saturation_stop(s, tp) == tp.stop_reason


def test_a_killed_throughput_run_resumes_on_the_device(loop_device, tmp_path):
    dev = loop_device(64 * MIB)
    data = tmp_path / "data"
    env = {"FIOSCOPE_DATA_DIR": str(data)}
    args = [sys.executable, "-m", "app", "steady", "--target", dev, "--tests", "throughput", "--cell", "1",
            "--span", "32MiB", "--block-sizes", "1m,128k", "--max-rounds", "5", "--engine", "psync",
            "--threads", "1", "--iodepth", "2", "--purge", "--destroy-data", dev]
    p = subprocess.Popen(args, cwd=ROOT, env=dict(os.environ, **env), stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, text=True)
    try:
        deadline = time.monotonic() + 120
        for line in p.stdout:
            if line.startswith("throughput-1M round 2:") or time.monotonic() > deadline:
                break
        p.send_signal(signal.SIGKILL)  # in the middle of the run: no chance to clean up
        p.wait(10)
    finally:
        p.kill()
    store = RunStore(data / "runs.sqlite")
    run = store.runs()[0]
    assert run.status == "partial"
    before = [t for t in store.load_run(run.id, with_samples=False)["tests"] if t["status"] == "done"]
    assert [t["phase"] for t in before[:4]] == ["throughput-1M purge", "throughput-1M precondition",
                                                "throughput-1M round 1", "throughput-1M round 1"]
    refused = run_cli("steady", "--resume", str(run.id), env=env)
    assert refused.returncode == 2 and f"--destroy-data {dev}" in refused.stderr  # it writes the device
    q = run_cli("steady", "--resume", str(run.id), "--destroy-data", dev, "--json", str(tmp_path / "s.json"),
                env=env)
    assert q.returncode == 0, q.stderr
    after = RunStore(data / "runs.sqlite").load_run(run.id, with_samples=False)
    assert after["status"] == "done"
    done = [t for t in after["tests"] if t["status"] == "done"]
    assert [t["result"] for t in done[:len(before)]] == [t["result"] for t in before]  # kept as they were
    verdicts = json.loads((tmp_path / "s.json").read_text())["steady_state"]
    for unit in ("throughput-1M", "throughput-128K"):
        rounds = sorted({int(t["phase"].rsplit(" ", 1)[1]) for t in done if t["phase"].startswith(unit + " round")})
        assert rounds == list(range(1, len(rounds) + 1)) and len(rounds) >= 5
        assert verdicts[unit]["rounds"] == len(rounds) and verdicts[unit]["stop_reason"]
    # The second block size was purged and preconditioned once, after the resume.
    assert sum(t["phase"] == "throughput-128K purge" for t in done) == 1


def _throughput_is_a_test_per_block_size_each_purged_preconditioned_and_judged(data: Path, stdout: str):
    store = RunStore(data / "runs.sqlite")
    doc = store.load_run(store.runs()[0].id, with_samples=False)
    s = settings_from_dict(doc["settings"]["steady"])
    assert [u.name for u in s.units()] == ["iops", "throughput-4K", "throughput-128K", "latency",
                                           "write_saturation"]
    progress = progress_from_doc(s, doc)
    phases = list(dict.fromkeys(t["phase"] for t in doc["tests"]))
    for unit in ("throughput-4K", "throughput-128K"):
        mine = [p for p in phases if p.startswith(unit + " ")]
        # Purged and preconditioned before its own rounds, not once for both.
        assert mine[:3] == [f"{unit} purge", f"{unit} precondition", f"{unit} round 1"]
        tp = progress[unit]
        v = verdict(s, tp)
        assert len(tp.rounds) == 5 and v.rounds and tp.stop_reason  # --max-rounds 5: the window
        assert tp.stop_reason == v.reason if v.attained else tp.stop_reason == "not steady after 5 rounds"
        # Its own tracking variable: sequential write bandwidth at its block size.
        bs = unit.split("-")[1]
        key = f"throughput-write-{bs}"
        assert tp.tracking() == [r[key]["total"]["write"]["bytes_per_s"] for r in tp.rounds]
        assert set(tp.rounds[0]) == {f"throughput-write-{bs}", f"throughput-read-{bs}"}
        # Read and write are both measured in the window.
        table = window_summary(s, tp)[0]
        assert table.columns == ("Block size", "Read", "Write") and table.rows[0][0] == bs
        assert all(float(x) > 0 for x in table.rows[0][1:])
        # A report per round, in order (the CLI prints each), and both directions converge.
        got = [int(m) for m in re.findall(rf"^{unit} round (\d+):", stdout, re.M)]
        assert got == list(range(1, len(tp.rounds) + 1))
        assert set(convergence_row(unit, tp.rounds[-1])) == {"write", "read"}
    purge = next(t for t in doc["tests"] if t["phase"] == "throughput-128K purge")
    assert purge["spec"]["rw"] == "trim" and purge["status"] == "done"


def _pdf_text(data: bytes) -> str:
    from pypdf import PdfReader
    return "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(data)).pages)


def test_a_finished_run_judges_each_throughput_block_size_and_its_reports_carry_tkperfs_parts(
        loop_device, tmp_path):
    """One device run of every test, asserted two ways: what was stored and judged (each
    throughput block size its own test, purged, preconditioned and judged), and the HTML and
    PDF reports of it."""
    dev = loop_device(64 * MIB)
    env = {"FIOSCOPE_DATA_DIR": str(tmp_path / "data")}
    p = run_cli("steady", "--target", dev, "--tests", "iops,throughput,latency,write_saturation", "--cell", "1",
                "--span", "16MiB", "--mixes", "0", "--block-sizes", "4k,128k", "--max-rounds", "5",
                "--engine", "psync", "--threads", "2", "--iodepth", "1", "--purge", "--destroy-data", dev,
                "--json", str(tmp_path / "s.json"), env=env, timeout=600)
    assert p.returncode == 0, p.stderr
    verdicts = json.loads((tmp_path / "s.json").read_text())["steady_state"]
    assert list(verdicts) == ["iops", "throughput-4K", "throughput-128K", "latency", "write_saturation"]
    _throughput_is_a_test_per_block_size_each_purged_preconditioned_and_judged(tmp_path / "data", p.stdout)
    html = run_cli("report", "last", "--format", "html", env=env).stdout
    order = [html.index(x) for x in ("Steady-state verdicts", "Test setup", "<h2>IOPS</h2>",
                                     "Measurement window summary", "fio commands")]
    assert order == sorted(order)  # verdicts and setup first
    assert "<h2>Results</h2>" not in html and "Latency percentiles" not in html  # no Quick table
    for row in ("Device", "Capacity", "Firmware", "Purge", "Preconditioning", "Load", "Steady state"):
        assert f"<td>{row}</td>" in html
    assert "QD1 x 2 processes (fio numjobs)" in html and "blkdiscard" in html
    svgs = re.findall(r"<svg .*?</svg>", html, re.S)
    titles = [re.search(r'aria-label="([^"]*)"', x).group(1) for x in svgs]
    for unit in ("4K random write IOPS", "4K sequential write bandwidth", "128K sequential write bandwidth",
                 "4K random write mean latency"):
        assert any(t.startswith(f"Steady-state verification: {unit}") for t in titles), unit
    assert sum(t.startswith("Steady-state convergence") for t in titles) == 4
    for t in ("IOPS measurement plot: window average per R/W mix over block size",
              "Throughput measurement plot: window average per block size",
              "Write saturation: IOPS against time", "Write saturation: IOPS against total data written (TGBW)",
              "Write saturation: mean latency against time",
              "Write saturation: mean latency against total data written (TGBW)"):
        assert t in titles, t
    verification = svgs[titles.index(next(t for t in titles if "4K random write IOPS" in t))]
    for part in ("measurement window", "window average", "range allowed: 20 % of the average",
                 "slope allowed: ±10 % of the average over the window", "least-squares fit"):
        assert f">{part}</text>" in verification
    # The window's values in the report, at displayed precision.
    iops = verdicts["iops"]
    assert f"{iops['average']:,.1f} IOPS" in html
    out = tmp_path / "r.pdf"
    assert run_cli("report", "last", "--format", "pdf", "-o", str(out), env=env).returncode == 0
    text = _pdf_text(out.read_bytes())
    assert text.index("Steady-state verdicts") < text.index("Test setup") < text.index("IOPS: steady-state information")
    assert f"{iops['average']:,.1f} IOPS" in text and "Average IOPS vs. block size and R/W mix %" in text
    assert "Throughput: average MB/s and MiB/s vs. block size and R/W" in text and "Write saturation: per round" in text
    assert "4x the user capacity written" in text and "Firmware" in text
    keep = os.environ.get("FIOSCOPE_REPORT_DIR")  # to look at them: the reports of a real run
    if keep:
        (Path(keep) / "steady.html").write_text(html)
        (Path(keep) / "steady.pdf").write_bytes(out.read_bytes())
