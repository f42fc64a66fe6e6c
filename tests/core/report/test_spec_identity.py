"""A test's identity (grid label, direction) is stored as typed fields with the test: a label
holding a '-' comes back as it was, where parsing the name would have split it; a run stored
before the fields existed still reads from its name."""
from __future__ import annotations

from app.core.fio.jobspec import JobSpec, Target, spec_identity
from app.core.history.store import RunStore
from app.core.report.cover import grid
from app.core.report.text import results_rows
from app.core.suites.items import plain
from app.core.suites.peak import peak_summary
from app.core.suites.presets import build_preset
from app.core.suites.run import SuiteRunner


def test_a_label_with_a_dash_round_trips_through_the_store(fio, tmp_path):
    f = str(tmp_path / "fioscope-test-5.tmp")
    common = dict(target=Target(f), ioengine="null", size=1 << 30, runtime=1, time_based=True)
    specs = [JobSpec(name="NVMe-A-read", label="NVMe-A Q1T1", direction="read", rw="randread", **common),
             JobSpec(name="NVMe-A-write", label="NVMe-A Q1T1", direction="write", rw="randwrite", **common)]
    store = RunStore(tmp_path / "runs.sqlite")
    run_id = SuiteRunner(fio, "quick", plain(specs), 0.5, target=str(tmp_path), store=store).run().run_id
    doc = store.load_run(run_id)
    assert [spec_identity(t["name"], t["spec"]) for t in doc["tests"]] == \
        [("NVMe-A Q1T1", "read"), ("NVMe-A Q1T1", "write")]
    # the name alone would say 'NVMe A': the reports use the stored label
    rows = grid(doc)
    assert [r.label for r in rows] == ["NVMe-A Q1T1"]
    assert rows[0].read is not None and rows[0].write is not None
    assert [r[0] for r in results_rows(doc)] == ["NVMe-A Q1T1"]


def test_a_run_stored_before_the_fields_reads_from_its_names():
    assert spec_identity("SEQ1M-Q8T1-read", {"rw": "read"}) == ("SEQ1M Q8T1", "read")
    assert spec_identity("RND4K-Q32T1-R70W30-mix", None) == ("RND4K Q32T1 R70W30", "mix")
    assert spec_identity("custom-randread-4k-q1t1", {}) == ("custom-randread-4k-q1t1", "")
    doc = {"tests": [{"name": "SEQ1M-Q8T1-read", "phase": "loop 1", "spec": {"rw": "read"},
                      "result": {"total": {"read": {"MB_per_s": 100.0, "iops": 100.0, "total_ios": 1}}}}]}
    (figure,) = peak_summary(doc)  # type: ignore[arg-type]
    assert (figure.label, figure.direction) == ("SEQ1M Q8T1", "read")


def test_presets_build_their_identity_as_fields():
    specs = build_preset("quick", Target("/tmp/fioscope-test-1.tmp"), 1 << 20, 1.0)
    assert specs and all(s.label and s.direction in ("read", "write") for s in specs)
    assert all(s.name == f"{s.label.replace(' ', '-')}-{s.direction}" for s in specs)
