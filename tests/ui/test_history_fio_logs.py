"""The History dialog lists a run's fio logs (a job file's write_bw_log=NAME..., kept in the
data directory's logs/<run id>/), opens their folder and copies them to a folder the user
picks; a run that kept none says so. A real run through `fioscope run` with the bundled fio."""
import json

from app.core.history.store import RunStore
from app.ui.dialogs.history import HistoryDialog
from tests.conftest import run_cli
from tests.ui.test_history_open import select

JOB = "[w]\nrw=write\nbs=4k\nsize=4m\nfilename=data\ntime_based\nruntime=1\nwrite_bw_log=mylog\nlog_avg_msec=100\n"


def test_the_history_lists_a_runs_fio_logs_opens_their_folder_and_copies_them(qtbot, tmp_path):
    data = tmp_path / "data"
    job = tmp_path / "logs.fio"
    job.write_text(JOB)
    p = run_cli("run", "--job-file", str(job), "--no-check", "--json", str(tmp_path / "run.json"),
                env={"FIOSCOPE_DATA_DIR": str(data)}, timeout=120)
    assert p.returncode == 0, p.stderr
    run_id = json.loads((tmp_path / "run.json").read_text())["run_id"]
    logs = data / "logs" / str(run_id)
    store = RunStore(data / "runs.sqlite")
    d = HistoryDialog(store)
    qtbot.addWidget(d)
    select(d, run_id)
    d.buttons["fio logs…"].click()
    shown = d.logs_dialog
    assert str(logs) in shown.where.text()
    items = [shown.list.item(i).text() for i in range(shown.list.count())]
    assert items and items[0].startswith("mylog_bw.1.log  (") and items[0].endswith(")"), items
    opened = []
    shown.show_folder = lambda url: opened.append(url.toLocalFile()) or True
    shown.open_btn.click()
    assert opened == [str(logs)]
    out = tmp_path / "out"
    out.mkdir()
    shown.ask_folder = lambda: str(out)
    shown.copy_btn.click()
    assert (out / "mylog_bw.1.log").read_bytes() == (logs / "mylog_bw.1.log").read_bytes()
    assert "1 files copied to" in shown.status.text()
    shown.copy_btn.click()  # again: never over the files already there
    assert "copied 0 of 1 files" in shown.status.text() and "exists" in shown.status.text(), shown.status.text()
    shown.close()


def test_a_run_without_fio_logs_says_so(qtbot, tmp_path):
    data = tmp_path / "data"
    job = tmp_path / "plain.fio"
    job.write_text(JOB.replace("write_bw_log=mylog\nlog_avg_msec=100\n", ""))
    p = run_cli("run", "--job-file", str(job), "--no-check", "--json", str(tmp_path / "run.json"),
                env={"FIOSCOPE_DATA_DIR": str(data)}, timeout=120)
    assert p.returncode == 0, p.stderr
    run_id = json.loads((tmp_path / "run.json").read_text())["run_id"]
    d = HistoryDialog(RunStore(data / "runs.sqlite"))
    qtbot.addWidget(d)
    select(d, run_id)
    d.buttons["fio logs…"].click()
    assert not hasattr(d, "logs_dialog") and f"run {run_id} kept no fio logs" in d.status.text()
