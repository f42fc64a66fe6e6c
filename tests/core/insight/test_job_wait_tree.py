"""fio's jobs found for the run-queue reading (trust_facts._task_times) by a walk of fio's own
process tree through the kernel's children lists: the same tasks as psutil's scan of every
process found, for forked jobs and for thread=1, with real fio."""
from __future__ import annotations

import subprocess
import sys
import time

import pytest

from app.core.insight import trust_facts
from tests.helpers import kill_tree

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="schedstat is Linux's")


def _running_fio(fio, tmp_path, *extra: str) -> subprocess.Popen:
    proc = subprocess.Popen([fio.path, "--name=w", "--ioengine=null", "--rw=randread", "--numjobs=4", "--size=1g",
                             "--time_based", "--runtime=30", f"--filename={tmp_path / 'n'}", "--output=/dev/null",
                             *extra], start_new_session=True)  # a group of its own for kill_tree
    # until the four jobs are there and have run a little (fio starts them one by one; with
    # thread=1 fio's helper thread is among the tasks too, which JobWait.shares leaves out as idle)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        got = trust_facts._task_times(proc.pid)
        if sum(run > 0 for run, _, _ in got.values()) >= 4:
            return proc
        time.sleep(0.05)
    kill_tree(proc)
    pytest.fail(f"fio's four jobs were not found: {got}")


@pytest.mark.parametrize("extra", [(), ("--thread",)], ids=["processes", "threads"])
def test_the_tree_walk_finds_the_jobs_psutil_finds(fio, tmp_path, monkeypatch, extra):
    proc = _running_fio(fio, tmp_path, *extra)
    try:
        walked = trust_facts._task_times(proc.pid)
        monkeypatch.setattr(trust_facts, "_descendants", lambda pid: None)  # a kernel without the lists
        scanned = trust_facts._task_times(proc.pid)
    finally:
        kill_tree(proc)  # its jobs too: each calls setsid, and waits forever for a killed fio
    assert set(walked) == set(scanned) and (len(walked) >= 4 if extra else len(walked) == 4)
    assert proc.pid not in walked  # the main process (thread=1: its main thread) reports; it is no job
    for tid, (run, wait, alive) in walked.items():
        assert run > 0 and wait >= 0 and 0 < alive < 60


def test_a_process_that_has_gone_gives_nothing(fio, tmp_path):
    proc = subprocess.Popen([fio.path, "--version"], stdout=subprocess.DEVNULL)
    proc.wait()
    assert trust_facts._task_times(proc.pid) == {}
