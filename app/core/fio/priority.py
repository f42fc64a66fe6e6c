"""Fioscope's threads give way to fio; fio keeps the priority it would have on its own.

Linux only (elsewhere every call does nothing). Two levers, per thread:

- SCHED_BATCH: a batch thread that wakes never preempts the thread that is running; it
  waits for fio's time slice to end or for fio to block. A status document arriving, the
  cache sampler or a redraw then never cuts into fio's submission loop (a redraw of tens of
  ms that preempts fio lets its queue drain and the drive idle). Unprivileged threads may
  switch between SCHED_BATCH and SCHED_OTHER freely, so the GUI thread can give way for a
  run only and return afterwards.
- nice: the parsing and pipe-reading threads also run at a lower weight. Nice cannot be
  undone without privilege, so only threads that end with the run are niced.

New threads and processes inherit their creator's policy and nice: fio's child therefore
resets its policy to SCHED_OTHER between fork and exec (procguard), and the thread that
starts fio is never niced before it does.
"""
from __future__ import annotations

import os
import sys
import threading

_LINUX = sys.platform.startswith("linux")


def _set_policy(policy_name: str) -> bool:
    """The calling thread's policy (Linux applies sched_setscheduler(0) to the caller only)."""
    policy = getattr(os, policy_name, None)
    if not _LINUX or policy is None:
        return False
    try:
        os.sched_setscheduler(0, policy, os.sched_param(0))
        return True
    except (OSError, AttributeError):
        return False


def give_way(nice_step: int = 0) -> None:
    """The calling thread yields to fio: SCHED_BATCH, and nice_step lower (never undone)."""
    _set_policy("SCHED_BATCH")
    if nice_step and _LINUX:
        try:
            tid = threading.get_native_id()
            os.setpriority(os.PRIO_PROCESS, tid, min(19, os.getpriority(os.PRIO_PROCESS, tid) + nice_step))
        except (OSError, AttributeError):
            pass


def take_back() -> None:
    """The calling thread competes normally again: the GUI thread after a run, and fio's
    child between fork and exec (fio starts normal whichever thread forked it)."""
    _set_policy("SCHED_OTHER")


def policy_of(tid: int) -> str:
    """'batch', 'other' or '' (unknown): a thread's or process's policy, for tests and the benchmark."""
    if not _LINUX:
        return ""
    try:
        p = os.sched_getscheduler(tid)
    except OSError:
        return ""
    return {os.SCHED_BATCH: "batch", os.SCHED_OTHER: "other"}.get(p, str(p))
