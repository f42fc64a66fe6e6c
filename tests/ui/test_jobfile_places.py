"""A job file that names its directory runs there from the app with no edit, and its relative
names go to the Target the user picked; the preview says where every file goes. Real fio."""
import os

from app.core.fio.job_places import preview


def test_a_job_file_naming_its_directory_runs_there_from_the_app(qtbot, window, tmp_path):
    data, target = tmp_path / "data", tmp_path / "target"
    data.mkdir()
    target.mkdir()
    (data / "theirs.txt").write_text("keep")
    job = tmp_path / "named.fio"
    job.write_text(f"[global]\nsize=256k\nbs=64k\nioengine=psync\n[w]\ndirectory={data}\nrw=write\n"
                   "[r]\nstonewall\nfilename=rel.bin\nrw=read\n")
    window.select_target(str(target))
    seen = []
    window.confirm_jobfile = lambda jf, workdir=None: seen.append((jf, workdir)) or True
    window.open_jobfile(str(job))
    qtbot.waitUntil(lambda: window.worker is not None and not window.worker.running, timeout=60000)
    qtbot.waitUntil(lambda: "done" in window.status_label.text(), timeout=5000)
    jf, workdir = seen[0]
    assert workdir == str(target)
    lines, overwrite = preview(jf, workdir)
    assert f"{data}/w.0.0: made by the run (in its own directory there), removed afterwards" in lines
    assert any(str(target) in ln for ln in lines) and overwrite == []
    rec = window.records["w"][0]
    assert rec.result is not None and rec.result.write.io_bytes == 256 << 10
    assert os.listdir(data) == ["theirs.txt"] and (data / "theirs.txt").read_text() == "keep"
    assert os.listdir(target) == []  # the relative file's private directory is gone too
