"""Fioscope's threads give way to fio (SCHED_BATCH: they never preempt it on waking), and
fio keeps the normal policy whichever of Fioscope's threads started it."""
from __future__ import annotations

import os
import sys
import threading
from pathlib import Path

import psutil
import pytest

from app.core.fio import priority
from app.core.fio.jobspec import JobSpec, Target
from app.core.fio.runner import FioRunner
from tests.conftest import fio_children
from tests.helpers import wait_until

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux scheduling policies")


def null_spec(tmp_path, runtime: int, numjobs: int) -> JobSpec:
    return JobSpec(name="null", rw="randread", target=Target(str(tmp_path / "f")), ioengine="null",
                   numjobs=numjobs, size=1 << 30, runtime=runtime, time_based=True)


def _threads(pid: int) -> dict[int, str]:
    """Every thread of a process: tid -> policy."""
    return {int(t.name): priority.policy_of(int(t.name)) for t in Path(f"/proc/{pid}/task").iterdir()}


def _nice(tid: int) -> int:
    return os.getpriority(os.PRIO_PROCESS, tid)


def test_a_thread_gives_way_and_takes_back():
    seen = {}

    def body():
        priority.give_way()
        seen["during"] = priority.policy_of(0)
        priority.take_back()  # unprivileged threads may return from batch too
        seen["after"] = priority.policy_of(0)

    t = threading.Thread(target=body)
    t.start()
    t.join(10)
    assert seen == {"during": "batch", "after": "other"}
    assert priority.policy_of(0) == "other"  # the calling thread was not touched


def test_fio_runs_normal_while_fioscope_gives_way(tmp_path, fio):
    """The run is started from a batch thread (as the app's worker is, created by a GUI thread
    that gives way): fio and its job processes still run SCHED_OTHER at nice 0, while the
    runner's reading and parsing threads are batch and niced."""
    base_nice = _nice(0)
    box: dict = {}
    sampled = threading.Event()

    def start():
        priority.give_way()
        box["runner"] = r = FioRunner(fio, null_spec(tmp_path, runtime=30, numjobs=2), interval=0.5,
                                      on_sample=lambda s: sampled.set())
        r.start()

    t = threading.Thread(target=start)
    t.start()
    t.join(30)
    r = box["runner"]
    try:
        assert sampled.wait(30), "no sample from fio"
        procs = wait_until(lambda: (ps := fio_children()) and len(ps) >= 3 and ps, 20,
                           "fio's main process and its two job processes")
        fio_threads = {}
        for p in procs:
            fio_threads.update(_threads(p.pid))
        assert fio_threads and set(fio_threads.values()) == {"other"}, fio_threads
        assert {_nice(tid) for tid in fio_threads} == {base_nice}
        ours = {th.native_id: th.name for th in threading.enumerate()}
        reader = next(tid for tid, name in ours.items() if name == "fio-stdout")
        owner = next(tid for tid, name in ours.items() if name.startswith("fio:"))
        for tid in (reader, owner):
            assert priority.policy_of(tid) == "batch" and _nice(tid) == min(19, base_nice + 5)
    finally:
        r.cancel()
        r.wait(30)
    assert r.done and not any(p.is_running() and p.status() != psutil.STATUS_ZOMBIE for p in fio_children())
