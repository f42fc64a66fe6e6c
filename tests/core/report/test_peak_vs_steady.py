"""Peak against steady state for the same target, and overlaid time series in comparisons."""
import json

import pytest

from tests.conftest import run_cli


def test_peak_and_steady_side_by_side_with_the_change_in_percent(tmp_path):
    p = run_cli("peak", "--target", str(tmp_path), "--loops", "1", "--runtime", "1", "--size", "8MiB",
                "--tests", "RND4K-Q32T1", "--warmup", "0")
    assert p.returncode == 0, p.stderr
    peak = json.loads(run_cli("report", "last", "--format", "json").stdout)
    p = run_cli("steady", "--target", str(tmp_path), "--tests", "iops", "--mixes", "0", "--block-sizes", "4k",
                "--cell", "1", "--max-rounds", "5", "--span", "8MiB")
    assert p.returncode == 0, p.stderr
    steady = json.loads(run_cli("report", "last", "--format", "json").stdout)
    out = run_cli("compare", str(peak["run_id"]), str(steady["run_id"])).stdout
    assert f"Peak ({tmp_path} · " in out and f"(#{steady['run_id']})); change" in out
    line = next(ln for ln in out.splitlines() if ln.startswith("4K random write IOPS"))
    peak_iops = next(t["result"]["total"]["write"]["iops"] for t in peak["tests"]
                     if t["name"] == "RND4K-Q32T1-write" and t["phase"] == "loop 1")
    cells = [t["result"]["total"]["write"]["iops"] for t in steady["tests"]
             if t["name"].startswith("iops-randrw-m0-4K-r")]
    assert len(cells) == 5
    steady_avg = sum(cells) / 5  # five rounds: the window is all of them
    fields = line[34:].split()
    assert float(fields[0].replace(",", "")) == pytest.approx(peak_iops, abs=0.06)
    assert float(fields[1].replace(",", "")) == pytest.approx(steady_avg, abs=0.06)
    assert fields[2] == f"{(steady_avg - peak_iops) / peak_iops * 100:+.1f}%"
    assert "QD32 T4" in line
    html = run_cli("compare", str(peak["run_id"]), str(steady["run_id"]), "--format", "html").stdout
    assert "Peak against steady state" in html


def test_compare_html_overlays_the_same_test_of_each_run(tmp_path):
    for _ in range(2):
        p = run_cli("run", "--pause", "0", "--target", str(tmp_path), "--preset", "quick-read", "--size", "8MiB", "--runtime", "1",
                    "--interval", "0.5")
        assert p.returncode == 0, p.stderr
    runs = json.loads(run_cli("history", "--json").stdout)[:2]
    html = run_cli("compare", str(runs[1]["id"]), str(runs[0]["id"]), "--format", "html").stdout
    # Four tests, each with IOPS and latency overlaid, and its latency QoS curves overlaid
    # (issue 44); a bar chart per compared figure.
    assert "Time series, overlaid" in html and "Latency QoS, overlaid" in html
    assert html.count(': latency QoS, overlaid"') == 4 and html.count(', overlaid"') == 4 * 3
    assert html.count("<svg") == 4 * 3 + 4
    assert f"(#{runs[1]['id']}) (baseline)</title>" in html and f"(#{runs[0]['id']})</title>" in html
