"""The steady-state tab passes the same gate as `fioscope steady`: core/plan.py's plan_steady.
On a raw device nothing runs before the data-loss token naming it; a span larger than
the device is refused, never cut. Real loop devices."""
from app.core.targets import discover
from app.core.targets.safety import find_disk
from app.ui.run.run_kinds import Mode
from tests.helpers import digest


def steady_on(window, dev: str, span: str) -> None:
    window.refresh_targets()  # the loop device the test just made
    window.select_target(dev)
    assert window.target_disk() is not None and window.target_disk().path == dev
    window.set_mode(Mode.STEADY)
    for name, box in window.steady_tests.items():
        box.setChecked(name == "iops")
    window.steady_cell.setText("1")
    window.steady_span.setText(span)
    window.steady_reduced.setChecked(True)
    window.steady_rounds.setValue(5)


def test_a_device_needs_the_token_and_a_cancel_writes_nothing(qtbot, window, loop_device):
    dev = loop_device(32 << 20)
    before = digest(dev)
    asked, errors = [], []
    window.confirm_destroy = lambda disk, what: asked.append((disk.path, what)) or None
    window.show_error = errors.append
    steady_on(window, dev, "16MiB")
    window.steady_btn.click()
    assert asked == [(dev, "The steady-state suite")] and not errors
    assert window.worker is None or not window.worker.running
    assert "cancelled: nothing was written" in window.status_label.text()
    assert digest(dev) == before


def test_a_span_larger_than_the_device_is_refused_before_the_question(qtbot, window, loop_device):
    dev = loop_device(32 << 20)
    asked, errors = [], []
    window.confirm_destroy = lambda disk, what: asked.append(disk.path) or None
    window.show_error = errors.append
    steady_on(window, dev, "64MiB")
    window.steady_btn.click()
    assert not asked and len(errors) == 1
    assert "larger than" in errors[0].message and "(32.0 MiB)" in errors[0].message


def test_a_wrong_token_is_refused_and_the_device_is_unchanged(qtbot, window, loop_device):
    dev = loop_device(32 << 20)
    before = digest(dev)
    errors = []
    window.confirm_destroy = lambda disk, what: "/dev/sda"  # a token naming another disk
    window.show_error = errors.append
    steady_on(window, dev, "16MiB")
    window.steady_btn.click()
    assert len(errors) == 1 and "does not name" in errors[0].message
    assert window.worker is None or not window.worker.running
    assert digest(dev) == before
    assert find_disk(discover(), dev).path == dev  # the device is still there, as it was
