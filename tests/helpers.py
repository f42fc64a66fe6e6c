"""Helpers shared by test modules. Test modules import from here (or use conftest's
fixtures), never from one another: a test module is collected for its tests, and importing
one from another runs its collection-time code twice and hides where a helper lives."""
from __future__ import annotations

import contextlib
import hashlib
import io
import os
import shutil
import signal
import socket
import subprocess
import time
from typing import Callable

import psutil


def cli(*argv: str) -> tuple[int, str, str]:
    """`fioscope ARGV` in this process: (exit code, stdout, stderr). Faster than a fresh
    interpreter, for the many bad-input cases; tests/conftest.py's run_cli is the real entry."""
    from app.cli import main  # the CLI pulls in the whole app: only tests that run it pay

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = main(list(argv))
    return rc, out.getvalue(), err.getvalue()


def the_line(err: str) -> str:
    """The one `fioscope:` line of stderr, which is its last line; never a traceback."""
    assert "Traceback" not in err and "internal error" not in err, err
    lines = [ln for ln in err.splitlines() if ln.startswith("fioscope:")]
    assert len(lines) == 1 and err.rstrip("\n").splitlines()[-1] == lines[0], err
    return lines[0]


def last_error_line(stderr: str) -> str:
    """The last stderr line is the error line (progress lines may come before it); never a
    traceback."""
    lines = [ln for ln in stderr.splitlines() if ln.strip()]
    assert lines and lines[-1].startswith("fioscope: "), stderr
    assert "Traceback" not in stderr, stderr
    return lines[-1]


def digest(path: str | os.PathLike) -> str:
    """sha256 of a file or a whole device."""
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def wait_until(condition: Callable[[], object], timeout: float, what: str, every: float = 0.05):
    """Poll until condition() is true and return its value; fail naming `what` at the deadline."""
    end = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() >= end:
            raise AssertionError(f"timed out after {timeout} s waiting for {what}")
        time.sleep(every)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_listening(port: int, proc: subprocess.Popen, timeout: float = 5.0) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if proc.poll() is not None:
            return False  # the port was taken meanwhile
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return True
        except OSError:
            time.sleep(0.05)
    return False


def kill_tree(proc: subprocess.Popen) -> None:
    """SIGKILL a process started in a session of its own, its group and every descendant
    (a fio server forks one process per connection and one per job); return when all are dead.
    The group is stopped first, so that the list of descendants is whole: a fio job process
    calls setsid, out of the group's reach, and one forked after the list was read lived on
    holding the server's connection (fio's client then timed it out instead of seeing it go)."""
    try:
        os.killpg(proc.pid, signal.SIGSTOP)  # a fork under way completes or restarts stopped
    except (ProcessLookupError, PermissionError):
        pass
    try:
        procs = psutil.Process(proc.pid).children(recursive=True)
    except psutil.Error:
        procs = []
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    for p in procs:
        try:
            p.kill()
        except psutil.Error:
            pass
    proc.wait(10)
    # Dead is enough: a killed descendant is a zombie (files, sockets and devices already let
    # go) until init reaps it, and this container's init reaps about once a second or so,
    # which psutil.wait_procs waited out at every teardown of a fio server.
    end = time.monotonic() + 5
    while not all(map(_dead, procs)) and time.monotonic() < end:
        time.sleep(0.01)


def _dead(p: psutil.Process) -> bool:
    try:
        return p.status() == psutil.STATUS_ZOMBIE
    except psutil.Error:
        return True


PR_SET_PDEATHSIG = 1


def _die_with_parent() -> None:  # in the child, between fork and exec
    import ctypes  # only the child needs it

    ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    if os.getppid() == 1:  # the parent went before prctl took effect
        os._exit(1)


def popen_tied(argv: list[str], started: list[subprocess.Popen], **kw) -> subprocess.Popen:
    """Popen that dies with the thread that started it (pytest killed, a timeout), appended
    to `started`, whose owner kill_all()s what is left at teardown. A fork does not inherit
    the death signal, and fio forks one process per job: killed during its start-up, fio
    left those waiting for it for good (4 found after an interrupted run). As root the
    program is therefore pid 1 of a pid namespace of its own (unshare), whose processes the
    kernel kills when it dies; the program itself is unchanged (same argv, output, exit)."""
    if os.geteuid() == 0 and shutil.which("unshare"):
        argv = ["unshare", "--pid", "--fork", "--kill-child", *argv]
    proc = subprocess.Popen(argv, start_new_session=True, preexec_fn=_die_with_parent, **kw)
    started.append(proc)
    return proc


def kill_all(started: list[subprocess.Popen]) -> None:
    """kill_tree every process of `started` that is still there."""
    for proc in started:
        if proc.returncode is None:
            kill_tree(proc)


def root_helper(*args: str, user: str | None = None) -> subprocess.CompletedProcess:
    """The privileged helper (`fioscope-helper`) run as root, or as user, from the repository."""
    from app.core.access.root_helper import helper_command  # app code: tests/helpers stays import-light
    cmd = [*helper_command(), *args]
    if user:
        cmd = ["runuser", "-u", user, "--"] + cmd
    return subprocess.run(cmd, cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                          capture_output=True, text=True, timeout=60)


# A write cliff of known shape for real fio: two stonewalled phases, 200 MiB/s for {fast} MiB,
# then 50 MiB/s for 150 MiB (null engine: nothing is written anywhere).
CLIFF_PHASES = """[global]
ioengine=null
rw=write
bs=1m
[fast]
size={fast}m
rate=200m
[slow]
stonewall
size=150m
rate=50m
"""


def cliff_pass_specs(fio, directory, *fast_mib) -> list:
    """One job file spec per pass, pass k's fast phase fast_mib[k] MiB long."""
    from app.core.fio.jobfile import jobfile_spec, load_jobfile  # the app's code only when a test asks

    specs = []
    for k, fast in enumerate(fast_mib):
        job = directory / f"pass{k + 1}.fio"
        job.write_text(CLIFF_PHASES.format(fast=fast))
        specs.append(jobfile_spec(load_jobfile(job, fio.path), str(directory)))
    return specs


def fill_custom_run(window, target: str, size: str, runtime: str, rw: str | None = None,
                    threads: int | None = None, engine: str = "psync") -> None:
    """The target and the custom job's fields, as a user fills them before Start (fields not
    given keep the window's defaults)."""
    window.select_target(target)
    window.size_edit.setText(size)
    window.runtime.setText(runtime)
    if rw is not None:
        window.rw.setCurrentText(rw)
    if threads is not None:
        window.threads.setValue(threads)
    window.engine.setCurrentText(engine)
