"""Exports of a stored run: every figure equal to the stored results."""
import csv
import io
import json
import os
from html.parser import HTMLParser

import pytest

from app.core.fio.jobspec import JobSpec, Target
from app.core.history.store import RunStore
from app.core.suites.run import SuiteRunner
from app.core.suites.items import plain
from tests.conftest import run_cli


def csv_sections(text: str) -> tuple[list[dict], list[dict]]:
    """`--format csv`: (the results' rows, the samples' rows), each section read by its own header."""
    results, _, rest = text.replace("\r\n", "\n").partition("\n\n")
    title, _, samples = rest.partition("\n")
    assert title.strip('"').startswith("Samples:")
    return list(csv.DictReader(io.StringIO(results))), list(csv.DictReader(io.StringIO(samples)))


class Collect(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags, self.text = [], []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)

    def handle_data(self, data):
        self.text.append(data)


def test_every_format_carries_the_stored_figures(shared_stored_run, tmp_path):
    env, doc, run_id = shared_stored_run
    read = doc["tests"][0]["result"]["total"]["read"]
    write = doc["tests"][1]["result"]["total"]["write"]
    outs = {}
    for fmt in ("html", "json", "txt", "csv", "summary-csv"):
        path = tmp_path / f"r.{fmt}"
        p = run_cli("report", str(run_id), "--format", fmt, "-o", str(path), env=env)
        assert p.returncode == 0, p.stderr
        outs[fmt] = path.read_text()
    assert json.loads(outs["json"])["tests"][0]["result"] == doc["tests"][0]["result"]
    assert f"{read['MB_per_s']:.2f}" in outs["txt"] and f"{write['iops']:.0f}" in outs["txt"]
    h = Collect()
    h.feed(outs["html"])
    text = "".join(h.text)
    # Per test: IOPS, bandwidth and latency over time, latency percentiles, histogram and QoS curve.
    assert h.tags.count("svg") == 2 * 6
    assert f"{read['MB_per_s']:,.2f}" in text and f"{read['clat_us']['p99_us']:,.1f}" in text
    assert doc["tests"][0]["argv"][0] in text
    results, samples = csv_sections(outs["csv"])
    assert results == list(csv.DictReader(io.StringIO(outs["summary-csv"])))  # the results first
    rows = samples
    for t in doc["tests"]:
        mine = [r for r in rows if r["test"] == t["name"]]
        assert len(mine) == len(t["samples"]) * (2 + 1)  # two threads and the total per interval
    summary = list(csv.DictReader(io.StringIO(outs["summary-csv"])))
    assert [(r["test"], r["direction"]) for r in summary] == [("RND4K-Q4T2-read", "read"),
                                                             ("RND4K-Q4T2-write", "write")]
    assert float(summary[0]["IOPS (I/O per s)"]) == pytest.approx(read["iops"], abs=1e-3)
    assert float(summary[1]["clat p99 (us)"]) == pytest.approx(write["clat_us"]["p99_us"], abs=1e-3)
    assert float(summary[1]["lat mean (us)"]) == pytest.approx(write["lat_us"]["mean_us"], abs=1e-3)
    p = run_cli("history", env=env)
    assert p.returncode == 0 and f"{run_id:>5}" in p.stdout and "custom" in p.stdout


@pytest.mark.parametrize("args,message", [
    (["report", "424242"], "no run 424242"),
    (["report", "latest"], "is not a run id"),
    (["report", "last", "--format", "docx"], "unknown format"),
    (["report", "last", "-o", "/nonexistent/dir/r.html"], "not a writable directory"),
])
def test_bad_report_requests(shared_stored_run, tmp_path, args, message):
    env, _, _ = shared_stored_run
    before = sorted(os.listdir(tmp_path))
    p = run_cli(*args, env=env)
    assert p.returncode == 2 and message in p.stderr and len(p.stderr.strip().splitlines()) == 1
    assert sorted(os.listdir(tmp_path)) == before


def test_compare_two_runs_shows_differences_in_percent(stored_run, tmp_path, fio):
    env, first, first_id = stored_run
    store = RunStore(tmp_path / "data" / "runs.sqlite")
    spec = JobSpec(name="RND4K-Q4T2-read", rw="randread", target=Target(str(tmp_path / "fioscope-test-8.tmp")),
                   ioengine="psync", numjobs=1, size=8 << 20, runtime=1, time_based=True)
    second = store.load_run(SuiteRunner(fio, "custom", plain([spec]), 0.5, store=store).run().run_id)
    p = run_cli("compare", str(first_id), "last", env=env)
    assert p.returncode == 0, p.stderr
    a = first["tests"][0]["result"]["total"]["read"]["MB_per_s"]
    b = second["tests"][0]["result"]["total"]["read"]["MB_per_s"]
    assert f"{b:,.1f} ({(b - a) / a * 100:+.1f}%)" in p.stdout
    write_row = [ln for ln in p.stdout.splitlines() if ln.startswith("RND4K-Q4T2-write")][0]
    assert write_row.rstrip().endswith("-")  # the second run has no write test
    out = tmp_path / "cmp.html"
    assert run_cli("compare", str(first_id), "last", "--format", "html", "-o", str(out), env=env).returncode == 0
    h = Collect()
    h.feed(out.read_text())
    assert h.tags.count("table") == 4
    bad = run_cli("compare", str(first_id), env=env)
    assert bad.returncode == 2 and "two or more runs" in bad.stderr
