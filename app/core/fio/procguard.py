"""Keep fio from outliving Fioscope, even when Fioscope is killed.

Linux: fio gets its own process group (so a stop reaches every fio thread and helper)
and PR_SET_PDEATHSIG=SIGKILL. The death signal fires when the *thread* that started fio
exits, so the runner starts fio from a thread that lives until fio has exited.
Windows: fio is put in a job object with KILL_ON_JOB_CLOSE; the job handle dies with us.
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
from typing import Protocol

from app.core.fio import priority

PR_SET_PDEATHSIG = 1
# Windows creation flags (subprocess only defines them on Windows): fio in a group of its own,
# and no console window of its own when the app is the windowed fioscope-gui.exe.
CREATE_NEW_PROCESS_GROUP = 0x00000200
CREATE_NO_WINDOW = 0x08000000


def _set_pdeathsig() -> None:  # runs in the child between fork and exec
    import ctypes

    priority.take_back()  # fio's own (normal) policy, not the starting thread's

    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    # If the parent died before prctl took effect, go now.
    if os.getppid() == 1:
        os._exit(1)


class FioStream(Protocol):
    def read(self, n: int = ..., /) -> bytes: ...


class FioProcess(Protocol):
    """fio's process as it is driven: a subprocess.Popen, or the elevated runner's stand-in
    (access/elevated.ElevatedProcess), whose streams are the files it tails."""

    @property
    def pid(self) -> int: ...
    @property
    def returncode(self) -> int | None: ...
    @property
    def stdout(self) -> FioStream | None: ...
    @property
    def stderr(self) -> FioStream | None: ...
    def poll(self) -> int | None: ...
    def wait(self, timeout: float | None = None) -> int: ...
    def terminate(self) -> None: ...
    def kill(self) -> None: ...


def popen_kwargs() -> dict:
    if sys.platform.startswith("linux"):
        return {"start_new_session": True, "preexec_fn": _set_pdeathsig}
    if sys.platform == "win32":
        return {"creationflags": CREATE_NEW_PROCESS_GROUP | CREATE_NO_WINDOW}
    return {"start_new_session": True}


class _WindowsJob:
    """A job object that kills its processes when the last handle (ours) closes."""

    def __init__(self) -> None:
        import ctypes
        from ctypes import wintypes

        k32 = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined]  # ctypes' Windows-only name: typeshed has it for win32 only
        self._k32 = k32
        self.handle = k32.CreateJobObjectW(None, None)

        class IO_COUNTERS(ctypes.Structure):
            _fields_ = [(n, ctypes.c_ulonglong) for n in (
                "ReadOperationCount", "WriteOperationCount", "OtherOperationCount",
                "ReadTransferCount", "WriteTransferCount", "OtherTransferCount")]

        class BASIC(ctypes.Structure):
            _fields_ = [("PerProcessUserTimeLimit", ctypes.c_int64),
                        ("PerJobUserTimeLimit", ctypes.c_int64),
                        ("LimitFlags", wintypes.DWORD),
                        ("MinimumWorkingSetSize", ctypes.c_size_t),
                        ("MaximumWorkingSetSize", ctypes.c_size_t),
                        ("ActiveProcessLimit", wintypes.DWORD),
                        ("Affinity", ctypes.c_size_t),
                        ("PriorityClass", wintypes.DWORD),
                        ("SchedulingClass", wintypes.DWORD)]

        class EXTENDED(ctypes.Structure):
            _fields_ = [("BasicLimitInformation", BASIC), ("IoInfo", IO_COUNTERS),
                        ("ProcessMemoryLimit", ctypes.c_size_t),
                        ("JobMemoryLimit", ctypes.c_size_t),
                        ("PeakProcessMemoryUsed", ctypes.c_size_t),
                        ("PeakJobMemoryUsed", ctypes.c_size_t)]

        info = EXTENDED()
        info.BasicLimitInformation.LimitFlags = 0x2000  # JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
        k32.SetInformationJobObject(self.handle, 9, ctypes.byref(info), ctypes.sizeof(info))

    def add(self, proc: subprocess.Popen) -> None:
        self._k32.AssignProcessToJobObject(self.handle, int(proc._handle))  # type: ignore[attr-defined]  # Popen's process handle: typeshed has it for win32 only


_job: _WindowsJob | None = None


def adopt(proc: subprocess.Popen) -> None:
    """Tie a started process to our lifetime where the platform needs a step after start."""
    global _job
    if sys.platform == "win32":
        if _job is None:
            _job = _WindowsJob()
        _job.add(proc)


def terminate(proc: FioProcess) -> None:
    """Ask fio to stop (it then prints its final statistics)."""
    if proc.poll() is not None:
        return
    if not isinstance(proc, subprocess.Popen):  # elevated.ElevatedProcess: it has its own way
        proc.terminate()
        return
    try:
        if sys.platform == "win32":
            proc.terminate()
        else:
            os.killpg(proc.pid, signal.SIGTERM)
    except (ProcessLookupError, PermissionError):
        pass


def kill(proc: FioProcess) -> None:
    """SIGKILL fio's group now. Lock-free (no poll()/wait(), which take Popen's lock), so it
    is safe while another thread is waiting for the same process."""
    if proc.returncode is not None:
        return  # reaped: its group id may already belong to someone else
    if not isinstance(proc, subprocess.Popen):
        proc.kill()
        return
    try:
        if sys.platform == "win32":
            proc.kill()
        else:
            os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def stop(proc: FioProcess, grace: float) -> None:
    """SIGTERM now (fio stops cleanly), SIGKILL if it is still there after the grace period;
    returns at once."""
    import threading

    def kill_later() -> None:
        try:
            proc.wait(grace)
        except subprocess.TimeoutExpired:
            kill(proc)
    terminate(proc)
    threading.Thread(target=kill_later, daemon=True).start()
