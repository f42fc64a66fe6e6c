"""A stored run read back as the engine's types equals what the live run had: the app's
"open a past run" shows fio's own figures, not a re-derivation."""
from app.core.fio.jobspec import JobSpec, Target
from app.core.history.revive import stored_tests
from app.core.history.store import RunStore
from app.core.suites.items import plain
from app.core.suites.run import SuiteRunner


def test_a_stored_run_comes_back_with_the_live_runs_figures_and_samples(tmp_path, fio):
    store = RunStore(tmp_path / "runs.sqlite")
    target = Target(str(tmp_path / "fioscope-test-3.tmp"))
    specs = [JobSpec(name="mix", rw="randrw", rwmixread=70, target=target, ioengine="psync", numjobs=2,
                     size=8 << 20, runtime=1.5, time_based=True),
             JobSpec(name="seq", rw="write", target=target, ioengine="psync", bs=1 << 20, size=8 << 20,
                     runtime=1, time_based=True)]
    live = SuiteRunner(fio, "custom", plain(specs), 0.5, target=str(tmp_path), store=store).run()
    back = stored_tests(store.load_run(live.run_id))
    assert [t.name for t in back] == ["mix", "seq"]
    for rec, old in zip(live.tests, back):
        r, o = rec.result, old.result
        for side in ("read", "write"):
            a, b = getattr(r, side), getattr(o, side)
            assert (a.io_bytes, a.total_ios, a.runtime_ms) == (b.io_bytes, b.total_ios, b.runtime_ms)
            assert a.iops == b.iops and a.mb_s == b.mb_s
            assert (a.latency is None) == (b.latency is None)
            if a.latency:
                assert (a.latency.mean_us, a.latency.p99_us) == (b.latency.mean_us, b.latency.p99_us)
        assert [t.label for t in r.threads] == [t.label for t in o.threads] == list(old.thread_labels)
        assert len(rec.samples) == len(old.samples) > 0
        for s, t in zip(rec.samples, old.samples):
            assert (s.t_s, s.total) == (t.t_s, t.total)
            assert [x.rates for x in s.threads] == [x.rates for x in t.threads]
    assert back[0].thread_labels == ("mix/0", "mix/1")


def test_a_failed_test_comes_back_without_figures(tmp_path, fio):
    store = RunStore(tmp_path / "runs.sqlite")
    bad = JobSpec(name="bad", rw="read", target=Target(str(tmp_path / "no-such-dir" / "f")), ioengine="psync",
                  size=1 << 20, extra=(("opendir", str(tmp_path / "nope")),))
    live = SuiteRunner(fio, "custom", plain([bad]), 0.5, target=str(tmp_path), store=store).run()
    [t] = stored_tests(store.load_run(live.run_id))
    assert t.result is None and t.samples == []


def test_the_cache_verdict_comes_back(stored_run):
    _, doc, _ = stored_run
    back = stored_tests(doc)
    assert [t.cache.message for t in back] == [t["cache"]["message"] for t in doc["tests"]]
    assert [t.direct for t in back] == [True, True]
