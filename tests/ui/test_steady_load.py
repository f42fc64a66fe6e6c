"""The steady-state tab's load: threads and queue depth, the SNIA profiles as presets of
them, and write saturation's limits, as the settings the run gets."""
import pytest


@pytest.fixture
def window(qtbot, tmp_path, fio):
    from app.core.history.store import RunStore
    from app.ui.main_window import MainWindow
    w = MainWindow(fio=fio, store=RunStore(tmp_path / "runs.sqlite"))
    w.confirm_close = lambda: True
    qtbot.addWidget(w)
    w.show()
    yield w


def test_profiles_are_presets_of_threads_and_queue_depth(window, tmp_path):
    window.target_dir = lambda: str(tmp_path)
    assert (window.steady_threads.value(), window.steady_iodepth.value()) == (4, 32)  # enterprise
    window.steady_profile.setCurrentIndex(1)  # client: QD16 x 2
    assert (window.steady_threads.value(), window.steady_iodepth.value()) == (2, 16)
    window.steady_threads.setValue(4)  # seed 003: 4 jobs x QD16 is no preset
    assert window.steady_profile.currentText() == "custom"
    s = window.steady_settings(validate_target=False)
    assert (s.numjobs, s.iodepth) == (4, 16)
    window.steady_iodepth.setValue(32)
    assert window.steady_profile.currentIndex() == 0  # QD32 x 4 is the enterprise preset again
    window.steady_wsat_multiple.setText("2")
    window.steady_wsat_time.setText("90s")
    s = window.steady_settings(validate_target=False)
    assert (s.saturation_multiple, s.saturation_time_s) == (2.0, 90.0)
    window.steady_wsat_multiple.setText("many")
    assert "multiple of the span" in window.steady_estimate_label.text()
