"""The Test plans page's "As published": the seed's own jobs, their duration and disk space
shown before the run, our fields off; a plan without a seed cannot be run so."""
from app.core.plan import PresetRequest, plan_preset
from app.ui.run_kinds import Mode, PlanRun


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
