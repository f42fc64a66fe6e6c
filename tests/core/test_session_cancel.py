"""A run stopped at once, before any test had a result, is not kept in the history (a Stop
right after Start is not a measurement); a longer one keeps its curves, and a run that wrote
a device is always kept. Real fio, stopped through the Session as both front ends stop it."""
from __future__ import annotations

import threading

import pytest

from app.core import session as session_mod
from app.core.fio.jobspec import JobSpec, Target
from app.core.history.store import RunStore
from app.core.plan import CustomRequest, plan_custom
from app.core.session import RunObserver, RunOptions, Session, prepare
from app.core.targets.safety import ConfirmationNeeded
from tests.helpers import wait_until


class Samples(RunObserver):
    def __init__(self) -> None:
        self.n = 0

    def sample(self, index, sample, progress) -> None:
        self.n += 1


def stopped_at_first_sample(fio, plan, target: str, store: RunStore):
    observer = Samples()
    run = Session(prepare(fio, plan, RunOptions(check_drive=False), target=target, store=store), observer)
    out = {}
    worker = threading.Thread(target=lambda: out.setdefault("result", run.run()))
    worker.start()
    try:
        wait_until(lambda: observer.n >= 1, 60, "fio's first interval")
    finally:
        run.cancel()
        worker.join(60)
    assert not worker.is_alive()
    return out["result"]


def job(target: str, rw: str = "randread") -> JobSpec:
    return JobSpec(name=f"{rw}-4k", rw=rw, target=Target(target), size=8 << 20, runtime=60, time_based=True,
                   ioengine="psync")


def test_a_run_stopped_at_once_is_not_kept(fio, tmp_path):
    where = tmp_path / "t"
    where.mkdir()
    store = RunStore(tmp_path / "runs.sqlite")
    result = stopped_at_first_sample(fio, plan_custom(CustomRequest(job(str(where)), str(where))), str(where), store)
    assert result.cancelled and result.discarded and result.run_id is None
    assert store.runs() == []
    assert list(where.iterdir()) == []


def test_a_run_stopped_later_keeps_its_curves(fio, tmp_path, monkeypatch):
    monkeypatch.setattr(session_mod, "KEEP_CANCELLED_AFTER_S", 0.0)  # as if it had run for minutes
    where = tmp_path / "t"
    where.mkdir()
    store = RunStore(tmp_path / "runs.sqlite")
    result = stopped_at_first_sample(fio, plan_custom(CustomRequest(job(str(where)), str(where))), str(where), store)
    assert result.cancelled and not result.discarded
    assert [(r.id, r.status) for r in store.runs()] == [(result.run_id, "cancelled")]
    doc = store.load_run(result.run_id)
    assert doc["tests"][0]["samples"]  # what the graphs showed before the Stop


def test_a_device_write_stopped_at_once_is_kept(fio, tmp_path, loop_device):
    dev = loop_device(16 << 20, random=False)
    store = RunStore(tmp_path / "runs.sqlite")
    with pytest.raises(ConfirmationNeeded) as asked:
        plan_custom(CustomRequest(job(dev, "randwrite"), dev))
    plan = plan_custom(CustomRequest(job(dev, "randwrite"), dev, confirm=asked.value.token))
    result = stopped_at_first_sample(fio, plan, dev, store)
    assert result.cancelled and not result.discarded  # the record that its data was overwritten
    assert [r.status for r in store.runs()] == ["cancelled"]
