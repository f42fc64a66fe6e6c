"""A path typed into the Target box is the target fio writes, or is refused in one line;
never silently replaced by the previously picked directory. The real window and fio."""
import os

from tests.ui.test_main_window import custom_job


def test_a_typed_target_is_the_one_fio_writes(qtbot, window, tmp_path):
    picked, typed = tmp_path / "picked", tmp_path / "typed"
    picked.mkdir()
    typed.mkdir()
    custom_job(window, picked, threads=1, runtime="1")
    window.picker.combo.lineEdit().setText(str(typed))
    assert window.target_dir() == str(typed)
    window.start("custom")
    qtbot.waitUntil(lambda: window.worker is not None and not window.worker.running, timeout=30000)
    qtbot.waitUntil(lambda: "stored as run" in window.status_label.text(), timeout=5000)
    rec = window.records[window.last_specs[0].name][0]
    filename = next(a.split("=", 1)[1] for a in rec.argv if a.startswith("--filename="))
    assert os.path.dirname(os.path.dirname(filename)) == str(typed)  # its private directory in the typed one
    assert os.listdir(picked) == [] and os.listdir(typed) == []


def test_a_typed_path_that_does_not_exist_is_refused(qtbot, window, tmp_path):
    picked = tmp_path / "picked"
    picked.mkdir()
    custom_job(window, picked, threads=1, runtime="1")
    window.picker.combo.lineEdit().setText(str(tmp_path / "nowhere"))
    window.start("custom")
    qtbot.waitUntil(lambda: getattr(window, "error_box", None) is not None and window.error_box.isVisible(),
                    timeout=5000)
    assert "does not exist" in window.error_box.text()
    assert window.worker is None
    assert os.listdir(picked) == []
    window.error_box.close()
