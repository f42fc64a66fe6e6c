"""app/core/plan.py: every request's target passes the one resolver and safety gate, and
plans are PlanItems (no fio run here)."""
from __future__ import annotations

import os

import pytest

from app.core.errors import InputError
from app.core.fio.jobspec import JobSpec, Target
from app.core.plan import (CliffRequest, ExperimentRequest, PeakRequest, PlanItem, PresetRequest, RemoteRequest,
                           SteadyRequest, plan_cliff, plan_experiment, plan_peak, plan_preset,
                           plan_remote, plan_steady)
from app.core.targets import testfile
from app.core.suites.items import plain
from app.core.suites.run import SuiteRunner
from app.core.targets.safety import SafetyRefused


def test_a_directory_gets_a_private_test_file(tmp_path):
    plan = plan_preset(PresetRequest("quick", str(tmp_path), size=1 << 20, runtime=1))
    private = os.path.dirname(plan.target.path)
    assert plan.target.kind == "file" and testfile.is_private_dir(private)
    assert os.path.dirname(private) == str(tmp_path)
    assert len(plan.items) == 8 and all(isinstance(i, PlanItem) and i.phase == "" for i in plan.items)
    assert {i.spec.target for i in plan.items} == {plan.target}
    assert not any(s.thread for s in plan.specs)


def test_a_test_plan_keeps_its_layout_phase_and_threads_reach_every_job(tmp_path):
    plan = plan_preset(PresetRequest("scaling", str(tmp_path), size=1 << 20, runtime=1, processes=(1, 2),
                                     threads=True))
    assert plan.items[0].phase == "layout" and all(i.phase == "" for i in plan.items[1:])
    assert all(s.thread for s in plan.specs)


def test_a_device_write_needs_the_token_naming_it(loop_device):
    dev = loop_device()
    with pytest.raises(SafetyRefused, match="destroys all data"):
        plan_preset(PresetRequest("quick", dev, size=1 << 20, runtime=1))
    with pytest.raises(SafetyRefused, match="does not name"):
        plan_preset(PresetRequest("quick", dev, size=1 << 20, runtime=1, confirm="/dev/sda"))
    for request in (PeakRequest(dev, 1 << 20, 1.0), SteadyRequest(dev, span=1 << 20), CliffRequest(dev, 1 << 20)):
        with pytest.raises(SafetyRefused):
            {PeakRequest: plan_peak, SteadyRequest: plan_steady, CliffRequest: plan_cliff}[type(request)](request)
    plan = plan_preset(PresetRequest("quick", dev, size=1 << 40, runtime=1, confirm=dev))
    assert plan.target == Target(dev, "device") and plan.size == 64 << 20  # at most the device


def test_reading_a_device_needs_no_token(loop_device):
    dev = loop_device()
    plan = plan_preset(PresetRequest("quick-read", dev, size=1 << 20, runtime=1))
    assert plan.target == Target(dev, "device") and not any(s.writes for s in plan.specs)
    assert plan_experiment(ExperimentRequest("readahead", dev)).target == Target(dev, "device")


def test_bad_requests_are_input_errors(tmp_path):
    with pytest.raises(InputError, match="unknown preset"):
        plan_preset(PresetRequest("fastest", str(tmp_path)))
    with pytest.raises(InputError, match="unknown engine"):
        plan_preset(PresetRequest("quick", str(tmp_path), engine="warp"))
    with pytest.raises(InputError, match="does not exist"):
        plan_preset(PresetRequest("quick", str(tmp_path / "missing")))
    with pytest.raises(InputError, match="smaller than the block size"):
        plan_preset(PresetRequest("quick", str(tmp_path), size=512))


def test_a_remote_plan_is_checked_on_the_hosts_not_here():
    plan = plan_remote(RemoteRequest("quick", "/dev/nvme9n9", size=1 << 20, runtime=1))
    assert plan.target == Target("/dev/nvme9n9", "device")  # no such device here: the hosts decide


def test_a_runner_takes_plan_items_only(fio, tmp_path):
    spec = JobSpec(name="a", rw="read", target=Target(str(tmp_path / "x"), "file"), size=1 << 20)
    assert plain([spec]) == [PlanItem(spec, "")]
    with pytest.raises(TypeError, match="must be a PlanItem, not JobSpec"):
        SuiteRunner(fio, "t", [spec])
    with pytest.raises(TypeError, match="not tuple"):
        SuiteRunner(fio, "t", iter([(spec, "layout")])).run()
    assert os.listdir(tmp_path) == []  # refused before anything was made

def test_a_steady_span_larger_than_the_device_is_refused_not_cut(loop_device):
    dev = loop_device(32 << 20)
    with pytest.raises(InputError, match=r"larger than .*\(32.0 MiB\)"):
        plan_steady(SteadyRequest(dev, span=64 << 20, confirm=dev))
    assert plan_steady(SteadyRequest(dev, span=16 << 20, confirm=dev)).steady.span == 16 << 20


def test_the_plan_carries_the_confirmation_and_asks_in_no_front_ends_words(loop_device):
    """Without a token the gate says a confirmation is needed (not a refusal) and names the
    disk and its token; with it, the plan carries the Confirmation the runner honours."""
    from app.core.suites.run import confirmed_paths
    from app.core.targets.safety import ConfirmationNeeded
    dev = loop_device(32 << 20)
    with pytest.raises(ConfirmationNeeded) as e:
        plan_peak(PeakRequest(dev, 1 << 30, 1.0, loops=1))
    assert e.value.disk.path == dev and e.value.token.split(":")[0] == dev and "--" not in e.value.one_line()
    plan = plan_peak(PeakRequest(dev, 1 << 30, 1.0, loops=1, confirm=e.value.token))
    assert confirmed_paths(plan.confirmed) == {os.path.realpath(dev)}
    assert plan.size == 32 << 20 and all(i.spec.size <= 32 << 20 for i in plan.items)  # clamped in core


def test_a_steady_span_in_percent_is_a_share_of_the_device(loop_device):
    from app.core.plan import SteadyRequest, plan_steady
    dev = loop_device(40 << 20)
    token = dev  # a loop device has no serial: its path is its token
    plan = plan_steady(SteadyRequest(dev, span_pct=25, confirm=token))
    assert plan.size == 10 << 20
    with pytest.raises(InputError, match="share"):
        plan_steady(SteadyRequest(dev, span_pct=150, confirm=token))
