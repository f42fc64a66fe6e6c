"""`fioscope annotate` and `fioscope delete` on runs stored by a real run."""
import json

from tests.conftest import run_cli


def test_annotate_then_delete_a_run(tmp_path):
    p = run_cli("run", "--pause", "0", "--target", str(tmp_path), "--preset", "quick-read", "--size", "8MiB", "--runtime", "1")
    assert p.returncode == 0, p.stderr
    doc = json.loads(run_cli("report", "last", "--format", "json").stdout)
    run_id = doc["run_id"]
    p = run_cli("annotate", "last", "--label", "disk A", "--note", "after firmware 2.1")
    assert p.returncode == 0 and f"run {run_id} updated" in p.stdout
    doc = json.loads(run_cli("report", str(run_id), "--format", "json").stdout)
    assert doc["label"] == "disk A" and doc["notes"] == "after firmware 2.1"
    assert "[disk A]" in run_cli("history").stdout
    p = run_cli("annotate", "last")
    assert p.returncode == 2 and "--label" in p.stderr
    p = run_cli("delete", str(run_id), "999999")  # one unknown id: nothing is deleted
    assert p.returncode == 2 and "no run 999999" in p.stderr
    assert json.loads(run_cli("report", str(run_id), "--format", "json").stdout)["run_id"] == run_id
    p = run_cli("delete", str(run_id))
    assert p.returncode == 0
    p = run_cli("report", str(run_id))
    assert p.returncode == 2 and f"no run {run_id}" in p.stderr
