"""The drive's temperature through a real fio run: read each interval (a fake hwmon feed:
this machine has no sensor), stored with the interval, judged per test, and in every report
format; a drive with no sensor is said once per run."""
import csv
import io
import json

from app.core.fio.jobspec import JobSpec, Target
from app.core.history.store import RunStore
from app.core.insight.thermal import NO_SENSOR, TemperatureSampler
from app.core.report.csv_export import series_csv
from app.core.report.render import render, with_sections
from app.core.report.run_charts import test_charts as charts_of
from app.core.suites.items import plain
from app.core.suites.run import SuiteRunner
from app.core.suites.thermal_watch import ThermalWatch


def feed(start=40.0, step=0.5):
    """A warming drive: each reading half a degree above the last."""
    state = {"c": start - step}

    def read() -> float:
        state["c"] += step
        return state["c"]
    return read


def jobs(dev):
    # Real reads of the loop device at a held rate: a steady throughput, so the verdict is known.
    return [JobSpec(name=f"r{i}", rw="randread", target=Target(dev, "device"), ioengine="psync", size=32 << 20,
                    runtime=4, time_based=True, extra=(("rate_iops", "2000"),)) for i in (1, 2)]


def test_temperatures_are_stored_per_interval_judged_and_reported(loop_device, tmp_path, fio):
    dev = loop_device()
    store = RunStore(tmp_path / "runs.sqlite")
    watch = ThermalWatch(TemperatureSampler(feed(), source="hwmon (test feed)", warning_c=70.0, critical_c=80.0,
                                            background=False))
    seen = []
    res = SuiteRunner(fio, "custom", plain(jobs(dev)), 0.5, target=dev, store=store, thermal=watch,
                      on_sample=lambda i, s, p: seen.append(p.temp_c)).run()
    assert [t.error for t in res.tests] == [None, None]
    doc = store.load_run(res.run_id)
    assert doc["settings"]["temperature"] == "hwmon (test feed)"
    for rec, t in zip(res.tests, doc["tests"]):
        stored = [s["temp_c"] for s in t["samples"]]
        assert stored == [c for _, c in rec.temps] and len(stored) >= 3
        assert stored == sorted(stored) and all(c >= 40.0 for c in stored)
        th = t["thermal"]
        assert th["warning_c"] == 70.0 and th["critical_c"] == 80.0 and not th["throttled"]
        assert (th["min_c"], th["max_c"]) == (min(stored), max(stored))
        # The I/O is real: on a loaded machine its rate can dip (CI, stop 34: "throughput fell 20 %
        # after 3 s at 48.5 C ...: not thermal"); either way no throttling is claimed.
        assert th["message"].startswith(f"no throughput drop; the drive went from {min(stored):g} to "
                                        f"{max(stored):g} C (warning 70 C, critical 80 C)") or \
            th["message"].endswith("not thermal (a write cache filling up?)"), th["message"]
    assert seen == [c for rec in res.tests for _, c in rec.temps]  # the live front end got each reading
    doc = with_sections(doc)
    text = render(doc, "txt")
    assert "Drive temperature:" in text and "(hwmon (test feed); warning 70 C; critical 80 C)" in text
    assert "no throttling seen" in text and NO_SENSOR not in text
    rows = list(csv.DictReader(io.StringIO(series_csv(doc))))  # the samples (also the second part of --format csv)
    totals = [r for r in rows if r["test"] == "r1" and r["thread"] == "total"]
    assert [float(r["drive_temp_c"]) for r in totals] == [s["temp_c"] for s in doc["tests"][0]["samples"]]
    assert json.loads(render(doc, "json"))["tests"][1]["thermal"]["max_c"] == doc["tests"][1]["thermal"]["max_c"]
    [chart] = [c for c in charts_of(doc["tests"][0]) if c["title"].endswith("drive temperature")]
    assert [s["name"] for s in chart["series"]] == ["drive temperature", "warning 70 C", "critical 80 C"]
    html = render(doc, "html")
    assert "r1: drive temperature" in html and "warning 70 C" in html and "Drive temperature 40" in html
    assert render(doc, "pdf").startswith(b"%PDF")


def test_a_drive_without_a_sensor_is_said_once_per_run(tmp_path, fio):
    store = RunStore(tmp_path / "runs.sqlite")
    specs = [JobSpec(name=f"w{i}", rw="write", target=Target(str(tmp_path / "fioscope-test-4.tmp")),
                     ioengine="psync", size=4 << 20) for i in (1, 2)]
    res = SuiteRunner(fio, "custom", plain(specs), 0.5, target=str(tmp_path), store=store,
                      thermal=ThermalWatch(None)).run()
    doc = with_sections(store.load_run(res.run_id))
    assert doc["settings"]["temperature"] == NO_SENSOR
    assert all(t["thermal"] is None and all(s["temp_c"] is None for s in t["samples"]) for t in doc["tests"])
    for fmt in ("txt", "html"):  # the sentence once (the HTML's settings table also lists the value)
        assert render(doc, fmt).count(f"{NO_SENSOR} could be read for this drive") == 1, fmt
    assert not any("temperature" in c["title"] for t in doc["tests"] for c in charts_of(t))
