"""The run document (app/core/history/document.py) is the contract between the history and
everything that reads a run: every path that produces one (a stored run, a run's own JSON
export, an import of fio's output) gives
exactly the keys the types declare, no fewer and no unknown ones."""
import json

from app.core.fio.jobspec import JobSpec, Target
from app.core.history.document import RunDoc, SampleDoc, RunTestDoc, missing_keys
from app.core.history.fio_import import import_fio_json
from app.core.history.store import RunStore
from app.core.report.json_export import suite_to_dict
from app.core.suites.run import SuiteRunner
from app.core.suites.items import plain
from tests.conftest import DATA


def _unknown(doc: dict, td: type) -> list[str]:
    return sorted(doc.keys() - td.__annotations__.keys())


def assert_conforms(doc: dict) -> None:
    assert missing_keys(doc, RunDoc) == [] and _unknown(doc, RunDoc) == []
    assert doc["tests"], "a run document with no test proves nothing here"
    for t in doc["tests"]:
        assert missing_keys(t, RunTestDoc) == [] and _unknown(t, RunTestDoc) == [], t["name"]
        for s in t["samples"]:
            assert missing_keys(s, SampleDoc) == [] and _unknown(s, SampleDoc) == []
    # The values' types the contract declares: times are seconds since the epoch (the store's
    # REAL columns; they were declared str), a phase a string ("" for a plain test), never None.
    times = [doc["started_at"], doc["finished_at"]]
    times += [x for t in doc["tests"] for x in (t["started_at"], t["finished_at"])]
    assert all(x is None or type(x) in (int, float) for x in times), times
    assert all(type(t["phase"]) is str for t in doc["tests"]), [t["phase"] for t in doc["tests"]]
    json.dumps(doc, allow_nan=False)  # a JSON document, as exported


def test_a_stored_run_is_a_run_document(stored_run):
    _, doc, run_id = stored_run
    assert doc["run_id"] == run_id
    assert_conforms(doc)
    assert all(t["samples"] for t in doc["tests"])  # the interval samples came through


def test_a_runs_own_json_export_is_a_run_document(tmp_path, fio):
    spec = JobSpec(name="null-read", rw="randread", target=Target(str(tmp_path / "x.tmp")),
                   ioengine="null", size=1 << 20, runtime=1, time_based=True)
    res = SuiteRunner(fio, "custom", plain([spec]), 0.5, target=str(tmp_path)).run()
    doc = suite_to_dict(res)
    assert_conforms(doc)
    assert doc["tests"][0]["result"]["total"]["read"]["iops"] > 0


def test_an_import_of_fios_output_is_a_run_document_with_the_files_host_and_time(tmp_path):
    store = RunStore(tmp_path / "runs.sqlite")
    try:
        run_id = import_fio_json(DATA / "fio-import" / "client-server.json", store)
        doc = store.load_run(run_id)
    finally:
        store.close()
    assert_conforms(doc)
    raw = json.loads((DATA / "fio-import" / "client-server.json").read_text())
    # the host and the time are what the file says, never this machine and the import's time
    assert doc["host"] == raw["client_stats"][0]["hostname"] == "127.0.0.1"
    assert int(float(doc["finished_at"])) == raw["timestamp"]
    assert doc["machine"] == {}

