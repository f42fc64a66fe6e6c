"""The Test plans page's "As published": the seed's own jobs, their duration and disk space
shown before the run, our fields off; a plan without a seed cannot be run so."""
import os

from app.core.plan import PresetRequest, plan_preset
from app.ui.run.run_kinds import Mode, PlanRun


def test_as_published_shows_the_seeds_plan_and_builds_its_jobs(qtbot, window, tmp_path):
    window.select_target(str(tmp_path))
    window.set_mode(Mode.PLANS)
    box = window.plans_box
    box.plan.setCurrentIndex(box.plan.findData("client"))
    box.plan_published.setChecked(True)
    assert not box.plan_size.isEnabled() and not box.plan_runtime.isEnabled()
    text = box.plan_estimate.text()
    assert "duration: 6 timed tests of 60 s" in text and "disk space:" in text and "note:" in text
    specs, _ = window.build_specs(PlanRun("client"))
    want = plan_preset(PresetRequest("client", str(tmp_path), as_published=True))

    def jobs(ss):  # the test file's name is the run's own: the rest is the job
        return [(s.name, s.rw, s.bs, s.size, s.runtime, s.numjobs, s.ioengine, s.iodepth, s.extra) for s in ss]
    assert jobs(specs) == jobs(want.specs) and len(specs) == 7
    assert all(s.runtime == 60 for s in want.specs if s.time_based)
    # Off again: our own fields and plan.
    box.plan_published.setChecked(False)
    assert box.plan_size.isEnabled() and "duration:" not in box.plan_estimate.text()
    # bs-sweep has no seed document.
    box.plan.setCurrentIndex(box.plan.findData("bs-sweep"))
    assert not box.plan_published.isEnabled() and not box.plan_published.isChecked()
    box.plan.setCurrentIndex(box.plan.findData("vendor-peak"))
    box.plan_published.setChecked(True)
    assert "raw device" in box.plan_estimate.text()  # seed 003's jobs ran on the whole device


def test_as_published_on_fio_servers_plans_the_seeds_clients_rows(qtbot, window, tmp_path, monkeypatch):
    """With fio servers named, "As published" runs seed 002 with its own rows (those the hosts
    can run), not the plan's fields. Planning is real; the launch is held back here (the
    seed's 10 GiB files per process; `fioscope run --as-published --hosts` ran it by hand)."""
    from app.core.remote.suite import RemoteSuite
    from app.ui.run.worker import RemoteWorker
    window.set_mode(Mode.REMOTE)
    box = window.plans_box
    box.plan.setCurrentIndex(box.plan.findData("scaling"))
    box.plan_published.setChecked(True)
    box.plan_hosts.setText("127.0.0.1:9001,127.0.0.1:9002,127.0.0.1:9003")  # not contacted
    box.plan_clients.setText("1,3")  # off while As published is on: the seed's rows
    shared = tmp_path / "shared"
    shared.mkdir()
    box.plan_remote_target.setText(str(shared))
    assert not box.plan_clients.isEnabled() and not box.plan_processes.isEnabled()
    text = box.plan_estimate.text()
    assert "for each of the 2 clients rows" in text and "on each host" in text
    assert "the seed's 4, 8-client rows need 8 hosts, 3 given" in text
    monkeypatch.setattr(type(window.runs), "_launch", lambda self, save=True: None)
    box.remote_btn.click()
    worker = window.runs.worker
    try:
        assert isinstance(worker, RemoteWorker) and isinstance(worker.suite, RemoteSuite)
        assert worker.suite.counts == (1, 2)
        assert {s.size for s in worker.suite.specs} == {10 << 30}
        assert sorted({s.numjobs for s in worker.suite.specs}) == [1, 4, 16, 64]
        assert worker.suite.settings["as_published"] is True
        assert os.listdir(shared) == []  # planning writes nothing
    finally:
        window.runs.worker = None  # never started: nothing to stop at teardown
