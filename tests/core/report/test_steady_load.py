"""A steady-state run's HTML, PDF and text reports read none of its samples (they show its
rounds' figures; a day of write saturation is 86,400 sample rows); JSON and CSV still list
every one, and other runs' reports keep their view of them (issue 42)."""
from app.core.fio.jobspec import JobSpec, Target
from app.core.fio.status import IntervalSample, Rates, ThreadSample
from app.core.history.records import TestRecord as Record  # not a test class to pytest
from app.core.history.store import RunStore
from app.core.report.render import load
from app.core.suites.steady import SteadySettings
from app.core.suites.steady_run import settings_dict


def _run(tmp_path, suite: str, settings: dict) -> tuple[RunStore, int]:
    store = RunStore(tmp_path / "runs.sqlite")
    spec = JobSpec(name="write_saturation-randwrite-m0-4K-r01", rw="randwrite", target=Target(str(tmp_path / "f")),
                   size=1 << 20, runtime=3, time_based=True)
    run_id = store.begin_run(suite, str(tmp_path), "3.41", "fio", "test", settings)
    test_id = store.begin_test(run_id, 0, spec, [], "", "write_saturation round 1")
    for seq in range(1, 4):
        r = Rates(write_iops=1000.0, write_bps=4096e3, write_lat_ns=5e4)
        store.add_sample(test_id, IntervalSample(seq, float(seq), (ThreadSample(0, spec.name, r, False),), r, False,
                                                 dt_s=1.0))
    store.finish_test(test_id, Record(spec, [], "", "write_saturation round 1"))
    store.finish_run(run_id, "done")
    return store, run_id


def test_steady_reports_read_no_samples_and_exports_read_all(tmp_path):
    s = SteadySettings(target=Target(str(tmp_path / "f")), span=1 << 20, tests=("write_saturation",))
    store, run_id = _run(tmp_path, "steady", {"steady": settings_dict(s)})
    for fmt in ("html", "pdf", "txt"):
        doc = load(store, str(run_id), fmt)
        assert doc["sections"] and doc["tests"][0]["samples"] == [], fmt
    for fmt in ("json", "csv"):
        assert len(load(store, str(run_id), fmt)["tests"][0]["samples"]) == 3, fmt


def test_other_runs_reports_keep_their_samples(tmp_path):
    store, run_id = _run(tmp_path, "quick", {})
    assert len(load(store, str(run_id), "html")["tests"][0]["samples"]) == 3
    (tmp_path / "old").mkdir()
    store2, run2 = _run(tmp_path / "old", "steady", {})
    assert len(load(store2, str(run2), "html")["tests"][0]["samples"]) == 3  # no settings: reported as any run
