"""The Steady page's SNIA PTS boxes (HIR, XSR, DIRTH): their estimate, the refusal when mixed
with the other tests, the same data-loss gate as `fioscope steady --tests hir,...`, and a
started run that stops on Stop and is stored. Real loop devices."""
from app.core.suites.pts_run import SUITE
from app.ui.run.run_kinds import Mode
from tests.helpers import digest


def pts_on(window, dev: str, tests=("hir",), others=()) -> None:
    window.refresh_targets()
    window.select_target(dev)
    window.set_mode(Mode.STEADY)
    for name, box in window.steady_tests.items():
        box.setChecked(name in others)
    for name, box in window.steady_tab.pts_tests.items():
        box.setChecked(name in tests)
    window.steady_cell.setText("1")
    window.steady_span.setText("16MiB")


def test_estimate_refusal_gate_and_a_stopped_run(qtbot, window, loop_device):
    dev = loop_device(32 << 20)
    assert [b.text() for b in window.steady_tab.pts_tests.values()] == ["HIR", "XSR", "DIRTH"]
    pts_on(window, dev, ("hir", "dirth"))
    assert window.steady_estimate_label.text().startswith("SNIA PTS HIR, DIRTH: estimated ")
    pts_on(window, dev, ("xsr",), others=("iops",))
    assert "run of their own" in window.steady_estimate_label.text()

    before = digest(dev)
    asked, errors = [], []
    window.show_error = errors.append
    window.confirm_destroy = lambda disk, what: asked.append(what) or None
    pts_on(window, dev, ("hir",))
    window.steady_btn.click()
    assert asked == ["The SNIA PTS tests"] and not errors and digest(dev) == before

    window.confirm_destroy = lambda disk, what: dev
    window.steady_btn.click()
    qtbot.waitUntil(lambda: window.worker is not None and window.worker.running, timeout=10_000)
    qtbot.waitUntil(lambda: bool(window.store.runs()), timeout=20_000)
    window.worker.cancel()
    qtbot.waitUntil(lambda: not window.worker.running, timeout=30_000)
    assert not errors
    run = window.store.runs()[0]
    assert run.suite == SUITE
