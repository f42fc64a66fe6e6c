"""Every percentile shown or exported to people is at most the test's max; the JSON keeps
fio's own values. fio names each latency bucket by the latency it stands for, so a
percentile (and a QoS level, fio's same rule) can read above the slowest I/O it saw: a quick
run's RND4K Q32T1 write row once exported p99.999 4,145.2 over a max of 4,133.4 µs.

Real fio runs (the null engine's millions of I/Os resolve p99.9999; a direct random write at
queue depth 32 on a file), stored and exported: in every CSV row each percentile column is
at most the max column. Then the same stored run with one QoS level set past its max, as a
bucket above the slowest I/O would give it: the CSV and the text report's QoS table show the
max, the JSON export fio's value."""
from __future__ import annotations

import csv
import io
import json

from app.core.fio.jobspec import JobSpec, Target
from app.core.history.store import RunStore
from app.core.report.render import render, with_sections
from app.core.suites.items import plain
from app.core.suites.run import SuiteRunner
from app.core.suites.thermal_watch import ThermalWatch

PCT_COLUMNS = ("clat p50 (us)", "clat p99 (us)", "clat p99.9 (us)", "clat p99.99 (us)", "clat p99.999 (us)",
               "clat p99.9999 (us)")


def _summary(doc) -> list[dict]:
    text = render(with_sections(doc), "summary-csv")
    return list(csv.DictReader(io.StringIO(text)))


def test_csv_percentiles_never_pass_the_max(fio, tmp_path):
    f = str(tmp_path / "fioscope-test-1.tmp")
    specs = [JobSpec(name="null", rw="randread", target=Target(f), ioengine="null", size=1 << 30, runtime=1,
                     time_based=True),
             JobSpec(name="rnd-write", rw="randwrite", target=Target(f), ioengine="libaio", iodepth=32,
                     size=16 << 20, runtime=1, time_based=True)]
    store = RunStore(tmp_path / "runs.sqlite")
    res = SuiteRunner(fio, "custom", plain(specs), 0.5, target=str(tmp_path), store=store,
                      thermal=ThermalWatch(None)).run()
    assert all(t.error is None for t in res.tests), [t.error for t in res.tests]
    doc = store.load_run(res.run_id)
    rows = _summary(doc)
    assert [r["test"] for r in rows] == ["null", "rnd-write"]
    for r in rows:
        top = float(r["clat max (us)"])
        shown = [float(r[c]) for c in PCT_COLUMNS if r[c]]
        assert len(shown) >= 4 and all(v <= top for v in shown), r
    assert rows[0]["clat p99.9999 (us)"], rows[0]  # millions of null-engine I/Os resolve every level

    # Levels past the max, as fio's bucket above the slowest I/O gives them.
    clat = doc["tests"][0]["result"]["total"]["read"]["clat_us"]
    top, past = clat["max_us"], clat["max_us"] + 1234.567
    clat["qos"]["levels"] = [[p, past if p in (99.99, 99.9999) else us] for p, us in clat["qos"]["levels"]]
    clat["p9999_us"] = past
    row = _summary(doc)[0]
    assert all(float(row[c]) <= top for c in PCT_COLUMNS if row[c]), row
    assert float(row["clat p99.9999 (us)"]) == float(row["clat max (us)"]), row
    qos = render(with_sections(doc), "txt").split("Latency QoS (µs)")[1].split("\n")
    line = next(ln for ln in qos if ln.strip().startswith("null"))
    assert f"{past:,.1f}" not in line and f"{top:,.1f}" in line, line
    exported = json.loads(render(doc, "json"))
    kept = exported["tests"][0]["result"]["total"]["read"]["clat_us"]
    assert kept["p9999_us"] == past and [99.9999, past] in [list(x) for x in kept["qos"]["levels"]]
