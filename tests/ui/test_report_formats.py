"""One registry of report formats (report/render.py REPORT_FORMATS): `fioscope report
--format` and the app's export dialog offer the same ones, and a file exported from the
dialog is byte for byte what `fioscope report` writes for the same stored run. Real fio."""
import pytest
from PySide6.QtWidgets import QFileDialog

from app.core.history.store import RunStore
from app.core.report.render import FORMATS, REPORT_FORMATS
from app.ui.dialogs.history import EXPORTS, FORMAT_TITLES, HistoryDialog, export_format
from tests.conftest import run_cli


def test_the_cli_and_the_export_dialog_offer_the_same_formats():
    assert sorted(EXPORTS.values()) == sorted(FORMATS) and len(EXPORTS) == len(REPORT_FORMATS)
    assert FORMAT_TITLES == tuple(f.title for f in REPORT_FORMATS)  # what lupdate saw: the filters' titles
    help_text = run_cli("report", "--help").stdout
    assert all(f in help_text for f in FORMATS)
    for f in REPORT_FORMATS:  # a file named for a format, with that format's filter, is that format
        assert export_format(f"r{f.extension}", f.name) == f.name


@pytest.fixture
def stored_run(tmp_path):
    data = tmp_path / "data"
    p = run_cli("run", "--pause", "0", "--preset", "quick-read", "--target", str(tmp_path), "--size", "4MiB", "--runtime", "0.3",
                "--no-check", env={"FIOSCOPE_DATA_DIR": str(data)}, timeout=180)
    assert p.returncode == 0, p.stderr
    store = RunStore(data / "runs.sqlite")
    [run] = store.runs()
    return store, run.id, data


@pytest.mark.parametrize("fmt", ["qos-csv", "summary-csv", "txt"])
def test_an_export_from_the_dialog_is_the_cli_report(qtbot, stored_run, tmp_path, monkeypatch, fmt):
    store, run_id, data = stored_run
    d = HistoryDialog(store)
    qtbot.addWidget(d)
    out = tmp_path / f"exported.{fmt}"
    spec = next(f for f in REPORT_FORMATS if f.name == fmt)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), f"{spec.title} (*{spec.extension})"))
    d.table.selectRow(0)
    d.export()
    cli = tmp_path / f"cli.{fmt}"
    p = run_cli("report", str(run_id), "--format", fmt, "-o", str(cli), env={"FIOSCOPE_DATA_DIR": str(data)})
    assert p.returncode == 0, p.stderr
    assert out.read_bytes() == cli.read_bytes() and out.stat().st_size > 50
