"""A second Ctrl+C (or a second SIGTERM, as from `timeout`) ends the CLI at once: exit 130,
no fio left, no test file, the run stored as cancelled. Before, the signal handler called
cancel() itself and re-entered a lock the first handler held: the CLI hung for good with fio
running on. The real CLI in a subprocess, the real bundled fio; every wait polls towards a
generous deadline (a loaded 2-core machine)."""
import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import psutil
import pytest

from app.cli.common import cancel_on_signals, restore_signals
from app.core.fio.jobspec import JobSpec, Target
from app.core.fio.locate import FioBinary
from app.core.suites.run import SuiteRunner
from app.core.suites.items import plain
from tests.conftest import ROOT, run_cli

KILL_GRACE = 5.0  # FioRunner's default: SIGKILL this long after SIGTERM
SLACK = 6.0  # a loaded machine: start-up of the cleanup, the store, the interpreter's exit
FIO_BIN = ROOT / "fio_bin"


def wait_for(cond, timeout: float, what: str):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = cond()
        if value:
            return value
        time.sleep(0.05)
    pytest.fail(f"timed out after {timeout:.0f} s waiting for {what}")


def fio_processes(target: Path, pids=()) -> list[psutil.Process]:
    """The bundled fio running on our target (or one of `pids`), wherever it is in the tree."""
    found = []
    for p in psutil.process_iter(["pid", "exe", "cmdline"]):
        try:
            exe, cmd = p.info["exe"] or "", " ".join(p.info["cmdline"] or [])
            if p.info["pid"] in pids or (exe.startswith(str(FIO_BIN)) and str(target) in cmd):
                if p.status() != psutil.STATUS_ZOMBIE:
                    found.append(p)
        except psutil.Error:
            pass
    return found


class Cli:
    """`python -m app ...` on a directory target with its own store; output to files, so a
    full pipe never stalls it."""

    def __init__(self, tmp_path: Path, *args: str) -> None:
        self.target = tmp_path / "target"
        self.target.mkdir()
        self.env = {"FIOSCOPE_DATA_DIR": str(tmp_path / "data")}
        self.out, self.err = tmp_path / "stdout", tmp_path / "stderr"
        with open(self.out, "wb") as out, open(self.err, "wb") as err:
            self.proc = subprocess.Popen([sys.executable, "-m", "app", *args, "--target", str(self.target)],
                                         cwd=ROOT, env=dict(os.environ, **self.env), stdout=out, stderr=err,
                                         stdin=subprocess.DEVNULL)

    def fio_running(self) -> list[psutil.Process]:
        assert self.proc.poll() is None, self.err.read_text()
        try:
            kids = psutil.Process(self.proc.pid).children(recursive=True)
        except psutil.Error:
            return []
        fio = [k for k in kids if _exe(k).startswith(str(FIO_BIN))]
        # fio has created the test file: the run is well under way, the signal handling armed.
        return fio if fio and os.listdir(self.target) else []

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(30)
        for p in fio_processes(self.target):
            p.kill()


def _exe(p: psutil.Process) -> str:
    try:
        return p.exe()
    except psutil.Error:
        return ""


def check_cancelled(cli: Cli, fio: list[psutil.Process], t0: float) -> None:
    rc = cli.proc.wait(KILL_GRACE + 1 + SLACK + 30)  # a hang fails here, not the whole suite
    elapsed = time.monotonic() - t0
    err = cli.err.read_text()
    assert rc == 130, err
    assert elapsed < KILL_GRACE + 1 + SLACK, f"took {elapsed:.1f} s after the first signal"
    assert "cancelled" in err.strip().splitlines()[-1] and "Traceback" not in err, err
    gone, alive = psutil.wait_procs(fio, timeout=5)
    assert not alive and not fio_processes(cli.target, {p.pid for p in fio})
    assert os.listdir(cli.target) == []  # the test file (or the run's directory) is removed
    runs = json.loads(run_cli("history", "--json", env=cli.env).stdout)
    # Stopped within seconds, before any result: not kept (tests/core/test_session_cancel.py
    # has the rule); a loaded machine may get there later, when it is kept as cancelled.
    if "not kept in the history" in err:
        assert runs == []
    else:
        assert [r["status"] for r in runs] == ["cancelled"], err


def test_the_handler_never_runs_cancel_itself():
    """Deterministic form of the hang: signals arrive while the main thread holds the lock
    that cancel() needs. The handler must return at once; cancel and kill run elsewhere."""
    lock = threading.Lock()
    calls = []

    def cancel():
        calls.append(("cancel", threading.current_thread() is threading.main_thread()))
        if lock.acquire(timeout=10):  # the old handler blocked here, on the main thread
            lock.release()
            calls.append(("cancelled", None))

    def kill():
        calls.append(("kill", threading.current_thread() is threading.main_thread()))

    before = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
    guard = cancel_on_signals(cancel, kill)
    try:
        with lock:
            os.kill(os.getpid(), signal.SIGINT)
            os.kill(os.getpid(), signal.SIGTERM)
            wait_for(lambda: len(calls) >= 2, 10, "cancel and kill to be called")
        wait_for(lambda: ("cancelled", None) in calls, 10, "cancel to finish")
        restore_signals(guard)
        # Cancelled: later signals stay ignored (the report is still to be printed), by
        # SIG_IGN, which Python's shutdown keeps (see the hammered test below).
        assert signal.getsignal(signal.SIGINT) == signal.getsignal(signal.SIGTERM) == signal.SIG_IGN
        assert signal.set_wakeup_fd(-1) == -1  # no wakeup fd left behind
    finally:
        for sig, handler in before.items():  # pytest's own handlers back
            signal.signal(sig, handler)
    assert sorted(calls) == [("cancel", False), ("cancelled", None), ("kill", False)]


def test_without_a_signal_the_old_handlers_come_back():
    before = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
    guard = cancel_on_signals(lambda: None)
    assert signal.getsignal(signal.SIGINT) != before[signal.SIGINT]
    restore_signals(guard)
    assert {s: signal.getsignal(s) for s in before} == before
    assert signal.set_wakeup_fd(-1) == -1


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_two_signals_in_quick_succession_end_the_run(tmp_path, sig):
    cli = Cli(tmp_path, "run", "--pause", "0", "--preset", "quick", "--runtime", "60", "--size", "16m")
    try:
        fio = wait_for(cli.fio_running, 120, "fio and its test file")
        t0 = time.monotonic()
        os.kill(cli.proc.pid, sig)
        os.kill(cli.proc.pid, sig)
        check_cancelled(cli, fio, t0)
    finally:
        cli.stop()


def test_a_burst_of_signals_while_the_first_cancel_runs(tmp_path):
    """Ctrl+C hammered: SIGINT and SIGTERM mixed, a few milliseconds apart."""
    cli = Cli(tmp_path, "run", "--pause", "0", "--preset", "quick", "--runtime", "60", "--size", "16m")
    try:
        fio = wait_for(cli.fio_running, 120, "fio and its test file")
        t0 = time.monotonic()
        for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGINT, signal.SIGINT, signal.SIGTERM):
            os.kill(cli.proc.pid, sig)
            time.sleep(0.003)
        check_cancelled(cli, fio, t0)
    finally:
        cli.stop()


def test_one_signal_still_stops_cleanly(tmp_path):
    cli = Cli(tmp_path, "run", "--pause", "0", "--preset", "quick", "--runtime", "60", "--size", "16m")
    try:
        fio = wait_for(cli.fio_running, 120, "fio and its test file")
        t0 = time.monotonic()
        os.kill(cli.proc.pid, signal.SIGTERM)
        check_cancelled(cli, fio, t0)
    finally:
        cli.stop()


def test_peak_ends_on_two_signals(tmp_path):
    """`fioscope peak` uses the same signal helper."""
    cli = Cli(tmp_path, "peak", "--runtime", "60", "--size", "16m", "--loops", "1", "--tests", "RND4K-Q1T1")
    try:
        fio = wait_for(cli.fio_running, 120, "fio and its test file")
        t0 = time.monotonic()
        os.kill(cli.proc.pid, signal.SIGINT)
        os.kill(cli.proc.pid, signal.SIGINT)
        check_cancelled(cli, fio, t0)
    finally:
        cli.stop()


def sigterm_is(pid: int, field: str) -> bool:
    """SIGTERM's bit in the SigCgt (caught) or SigIgn (ignored) mask of /proc/PID/status,
    for the fake itself, which may run under the sandbox's launcher."""
    try:
        procs = [psutil.Process(pid), *psutil.Process(pid).children(recursive=True)]
    except psutil.NoSuchProcess:
        return False
    for p in procs:
        try:
            cmd = p.cmdline()
            if "--fio-sandbox" in cmd or not any(a.endswith("fakefio.py") for a in cmd):
                continue  # the sandbox's launcher names the fake too
            with open(f"/proc/{p.pid}/status") as f:
                mask = next(int(line.split()[1], 16) for line in f if line.startswith(field + ":"))
        except (psutil.NoSuchProcess, FileNotFoundError, ProcessLookupError):
            continue
        return bool(mask & 1 << (signal.SIGTERM - 1))
    return False


def test_kill_ends_a_fio_that_ignores_sigterm_without_waiting_for_the_grace(tmp_path):
    """The second signal's path: SuiteRunner.kill() SIGKILLs fio's group at once (no lock),
    while the first cancel() still waits out its grace period."""
    script = tmp_path / "fakefio.py"
    # Its first SIGTERM switches SIGTERM to ignored: /proc shows the handler installed
    # (caught), then the signal's arrival (ignored), without files the sandbox may hide.
    script.write_text("import signal, time\n"
                      "signal.signal(signal.SIGTERM, lambda *a: signal.signal(signal.SIGTERM, signal.SIG_IGN))\n"
                      "print('{\\n}', flush=True)\nwhile True:\n    time.sleep(1)\n")
    fio = FioBinary(path=sys.executable, version="fio-3.41", version_tuple=(3, 41), origin="env")
    spec = JobSpec(name="stubborn", rw="randread", target=Target(str(tmp_path / "f")), ioengine="null",
                   size=1 << 20, runtime=120, time_based=True)
    suite = SuiteRunner(fio, "t", plain([spec]), 1.0)
    import app.core.suites.invocation as run_mod  # where each test's FioRunner is made (57f2a3a)
    real = run_mod.FioRunner
    runners = []

    def scripted(*a, **kw):
        r = real(*a, **{**kw, "argv": [sys.executable, str(script)]})
        runners.append(r)
        return r
    run_mod.FioRunner = scripted
    try:
        th = threading.Thread(target=suite.run, daemon=True)
        th.start()
        wait_for(lambda: runners and runners[0]._proc is not None, 30, "the fake fio")
        proc = runners[0]._proc
        wait_for(lambda: sigterm_is(proc.pid, "SigCgt"), 30, "the fake fio's SIGTERM handler")
        suite.cancel()
        wait_for(lambda: sigterm_is(proc.pid, "SigIgn"), 30, "the SIGTERM of the cancel")
        assert proc.poll() is None  # SIGTERM ignored: cancel alone would wait out the grace
        t0 = time.monotonic()
        suite.kill()
        th.join(KILL_GRACE - 1)
        assert not th.is_alive() and time.monotonic() - t0 < KILL_GRACE - 1
        assert proc.returncode == -signal.SIGKILL
        assert suite.result.cancelled and suite.result.status == "cancelled"
    finally:
        run_mod.FioRunner = real
        if runners and runners[0]._proc is not None and runners[0]._proc.poll() is None:
            runners[0]._proc.kill()


def test_signals_hammered_while_the_process_exits_still_exit_130():
    """Cancelled, then SIGTERM sent without pause until the process is gone, so some arrive
    after Python's shutdown has reset its own handlers to the default (a slow sender's burst
    did that in CI: the process died by SIGTERM, -15, after printing its report)."""
    code = ("import os, signal, subprocess, sys, time\n"
            "from app.cli.common import SignalGuard\n"
            "g = SignalGuard(lambda: None).install()\n"
            "os.kill(os.getpid(), signal.SIGINT)\n"
            "deadline = time.monotonic() + 10\n"
            "while not (g.received or g.count) and time.monotonic() < deadline:\n"
            "    time.sleep(0.01)\n"
            "g.restore()\n"
            "subprocess.Popen(['sh', '-c', f'while kill -TERM {os.getpid()} 2>/dev/null; do :; done'],\n"
            "                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)\n"
            "time.sleep(0.2)\n"
            "sys.exit(130)\n")
    for _ in range(3):
        p = subprocess.run([sys.executable, "-c", code], cwd=str(ROOT), capture_output=True, text=True,
                           timeout=60)
        assert p.returncode == 130, (p.returncode, p.stderr)
