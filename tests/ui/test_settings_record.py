"""A run started from the app and the same run from the CLI store the same settings record,
key by key, and a comparison of a buffered and a direct run says so in words. Real fio."""
import json

from app.core.history.store import RunStore
from app.core.report.compare import compare_text
from tests.conftest import run_cli


def test_the_app_and_the_cli_store_the_same_settings(qtbot, window, tmp_path):
    target = tmp_path / "t"
    target.mkdir()
    window.select_target(str(target))
    window.size_edit.setText("8MiB")
    window.runtime.setText("0.5")
    window.peak_loops.setValue(1)  # the CLI's default: Quick runs the top row's Loops (issue 40)
    window.quick_tab.pause.setValue(0)  # no interval between tests, for speed
    window.start("quick")
    qtbot.waitUntil(lambda: window.worker is not None and not window.worker.running, timeout=120000)
    qtbot.waitUntil(lambda: "stored as run" in window.status_label.text(), timeout=5000)
    app_run = window.worker.runner.result.run_id
    app_settings = RunStore(tmp_path / "runs.sqlite").load_run(app_run, with_samples=False)["settings"]
    out = tmp_path / "cli.json"
    p = run_cli("run", "--pause", "0", "--preset", "quick", "--target", str(target), "--size", "8MiB", "--runtime", "0.5",
                "--json", str(out), timeout=180)
    assert p.returncode == 0, p.stderr
    cli_settings = json.loads(out.read_text())["settings"]
    assert sorted(app_settings) == sorted(cli_settings)
    for key in app_settings:
        assert app_settings[key] == cli_settings[key], key
    assert app_settings["buffered"] is False and app_settings["engine"] and app_settings["jobs"]


def test_a_comparison_of_buffered_and_direct_runs_warns_in_words(tmp_path):
    docs = []
    for extra in ((), ("--buffered",)):
        out = tmp_path / f"r{len(docs)}.json"
        p = run_cli("run", "--pause", "0", "--preset", "quick-read", "--target", str(tmp_path), "--size", "4MiB",
                    "--runtime", "0.3", "--no-store", "--json", str(out), *extra, timeout=180)
        assert p.returncode == 0, p.stderr
        docs.append(json.loads(out.read_text()))
    text = compare_text(docs)
    assert "not like for like" in text and "buffered I/O (page cache)" in text and "direct I/O" in text
    assert "not like for like" not in compare_text([docs[0], docs[0]])
