"""The runner drives the real bundled fio; a fake fio (a real python process) covers the
timing and crash paths that real fio will not produce on demand."""
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time

import psutil

from app.core.errors import FioFailed
from app.core.fio.jobspec import JobSpec, Target
from app.core.fio.locate import FioBinary
from app.core.fio.runner import FioRunner
from app.core.fio.sandbox import Confinement
from app.core.suites.run import SuiteRunner
from app.core.suites.items import plain
from tests.helpers import wait_until


def null_spec(tmp_path, runtime=2, numjobs=4, **kw):
    return JobSpec(name="null4", rw="randread", target=Target(str(tmp_path / "f")), ioengine="null",
                   numjobs=numjobs, size=1 << 30, runtime=runtime, time_based=True, **kw)


def test_live_samples_per_thread_and_exact_final_result(tmp_path, fio):
    got, finished = [], []
    r = FioRunner(fio, null_spec(tmp_path), interval=0.5, on_sample=got.append, on_finish=finished.append)
    out = r.run()
    assert out.error is None and finished == [out.result]
    assert len(got) >= 3  # about 4 intervals of 0.5 s plus the final document
    assert all(len(s.threads) == 4 for s in got)
    assert all(t.rates.read_iops > 0 for t in got[1].threads)
    res = out.result
    assert len(res.threads) == 4 and res.read.total_ios == sum(t.read.total_ios for t in res.threads)
    assert res.read.latency.p99_us is not None and res.fio_version == "fio-3.41"
    assert out.returncode == 0


def test_first_sample_arrives_within_two_intervals(tmp_path, fio):
    first = threading.Event()
    r = FioRunner(fio, null_spec(tmp_path, runtime=3, numjobs=1), interval=0.5,
                  on_sample=lambda s: first.set())
    t0 = time.monotonic()
    r.start()
    assert first.wait(5)
    latency = time.monotonic() - t0
    r.wait()
    assert latency < 2 * 0.5 + 1.0  # two intervals plus process start-up


def test_cancel_stops_fio_quickly_and_reports_cancelled(tmp_path, fio):
    started = threading.Event()
    r = FioRunner(fio, null_spec(tmp_path, runtime=60), interval=0.5, on_sample=lambda s: started.set())
    r.start()
    assert started.wait(10)
    pid = r._proc.pid
    r.cancel()
    out = r.wait(15)
    assert r.done and out.cancelled and out.error is None
    assert not psutil.pid_exists(pid) or psutil.Process(pid).status() == psutil.STATUS_ZOMBIE


def test_fio_error_exit_is_typed_with_stderr(tmp_path, fio):
    spec = JobSpec(name="bad", rw="write", target=Target("/proc/fioscope-nonexistent/f"),
                   ioengine="psync", size=1 << 20)
    errors = []
    out = FioRunner(fio, spec, on_error=errors.append, confinement=Confinement(readonly=False)).run()
    assert isinstance(out.error, FioFailed) and errors == [out.error]
    assert out.error.kind == "not_found" and "failed to create dir" in out.error.stderr
    assert out.result is None


def fake(tmp_path, body):
    """A fake fio: a real python process with a scripted behaviour."""
    script = tmp_path / "fakefio.py"
    script.write_text(textwrap.dedent(body))
    return FioBinary(path=sys.executable, version="fio-3.41", version_tuple=(3, 41), origin="env"), \
        [sys.executable, str(script)]


def test_watchdog_reports_a_fio_that_stops_printing(tmp_path):
    fiobin, argv = fake(tmp_path, "import time\nprint('{\\n}', flush=True)\ntime.sleep(60)\n")
    stalls = []
    r = FioRunner(fiobin, null_spec(tmp_path), interval=0.5, argv=argv, stall_timeout=1.0,
                  on_stall=stalls.append, kill_grace=1.0)
    r.start()
    deadline = time.monotonic() + 10
    while not stalls and time.monotonic() < deadline:
        time.sleep(0.05)
    assert stalls and stalls[0] >= 1.0
    r.cancel()
    assert r.wait(10).cancelled


def ignores_sigterm(pid: int) -> bool:
    """The process, or one under it (a sandbox wrapper's child), has SIGTERM ignored."""
    try:
        procs = [psutil.Process(pid)] + psutil.Process(pid).children(recursive=True)
    except psutil.Error:
        return False
    for p in procs:
        try:
            with open(f"/proc/{p.pid}/status") as f:
                ign = next(int(ln.split()[1], 16) for ln in f if ln.startswith("SigIgn:"))
        except (OSError, StopIteration):
            continue
        if ign >> (signal.SIGTERM - 1) & 1:
            return True
    return False


def test_a_fio_that_ignores_sigterm_is_killed_after_the_grace_period(tmp_path):
    fiobin, argv = fake(tmp_path, """
        import signal, time
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        print('{\\n}', flush=True)
        time.sleep(120)
    """)
    r = FioRunner(fiobin, null_spec(tmp_path), argv=argv, kill_grace=0.5)
    r.start()
    wait_until(lambda: r._proc is not None and ignores_sigterm(r._proc.pid), 10, "the fake fio to ignore SIGTERM")
    t0 = time.monotonic()
    r.cancel()
    out = r.wait(10)
    assert r.done and out.cancelled and time.monotonic() - t0 < 5
    assert out.returncode == -signal.SIGKILL


def test_a_crashing_fio_becomes_a_typed_error(tmp_path):
    fiobin, argv = fake(tmp_path, "import os, sys\nsys.stderr.write('fio: smashed\\n')\nos._exit(3)\n")
    out = FioRunner(fiobin, null_spec(tmp_path), argv=argv).run()
    assert isinstance(out.error, FioFailed) and out.error.returncode == 3
    assert "smashed" in out.error.message


def test_a_failing_sample_consumer_stops_fio(tmp_path, fio):
    def boom(sample):
        raise RuntimeError("consumer broke")
    out = FioRunner(fio, null_spec(tmp_path, runtime=60), interval=0.5, on_sample=boom, kill_grace=2).run()
    assert out.error is not None and "consumer broke" in out.error.message


def test_fio_does_not_outlive_a_killed_app(tmp_path, fio):
    """SIGKILL the process that runs fio: the parent-death signal takes fio down with it."""
    code = textwrap.dedent(f"""
        import sys, time
        sys.path.insert(0, {str(os.getcwd())!r})
        from app.core.fio.locate import find_fio
        from app.core.fio.jobspec import JobSpec, Target
        from app.core.fio.runner import FioRunner
        spec = JobSpec(name="orphan", rw="randread", target=Target("{tmp_path}/f"), ioengine="null",
                       size=1 << 30, runtime=120, time_based=True)
        r = FioRunner(find_fio(), spec, on_sample=lambda s: print("PID", r._proc.pid, flush=True))
        r.start()
        time.sleep(120)
    """)
    app = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    try:
        line = app.stdout.readline()
        assert line.startswith("PID"), line
        fio_pid = int(line.split()[1])
        assert psutil.pid_exists(fio_pid)
        app.kill()
        app.wait(10)
        gone, alive = psutil.wait_procs([psutil.Process(fio_pid)], timeout=10)
        assert not alive
    finally:
        app.kill()


def test_suite_cancel_removes_the_test_file(tmp_path, fio):
    path = tmp_path / "fioscope-test-1.tmp"
    specs = [JobSpec(name=f"w{i}", rw="write", target=Target(str(path)), ioengine="psync",
                     size=64 << 20, runtime=30, time_based=True) for i in range(2)]
    seen = threading.Event()
    suite = SuiteRunner(fio, "t", plain(specs), 0.5, on_sample=lambda i, s, p: seen.set())
    th = threading.Thread(target=suite.run)
    th.start()
    assert seen.wait(20)
    moved = suite.result.tests[0].spec.target.path  # in the run's private directory beside `path`
    assert os.path.dirname(os.path.dirname(moved)) == str(tmp_path) and os.path.exists(moved)
    suite.cancel()
    th.join(20)
    assert suite.result.cancelled and len(suite.result.tests) == 1
    assert os.listdir(tmp_path) == []


def test_the_last_few_ms_of_a_time_based_job_join_the_interval_before(tmp_path, fio):
    """fio's final document comes a few ms to a few hundred ms after the last interval's; over
    a few ms its rates swing with fio's whole-ms runtimes (-12 % at a steady rate). Every sample
    handed on spans at least half an interval, the last one holds the set rate, and together
    they add up to fio's own final count."""
    import pytest
    spec = JobSpec(name="paced", rw="randread", target=Target(str(tmp_path / "n")), ioengine="null", numjobs=2,
                   size=1 << 30, runtime=4, time_based=True, extra=(("rate_iops", "5000"),))
    seen = []
    rec = SuiteRunner(fio, "paced", plain([spec]), 1.0, target=str(tmp_path), store=None,
                      on_sample=lambda i, s, p: seen.append(s)).run().tests[0]
    assert rec.error is None, rec.error
    assert seen == rec.samples and len(seen) >= 3
    assert all(s.dt_s >= 0.5 for s in seen), [(s.t_s, s.dt_s) for s in seen]
    assert seen[-1].total.read_iops == pytest.approx(10000, rel=0.02)
    assert sum(s.total.read_iops * s.dt_s for s in seen) == pytest.approx(rec.result.read.total_ios, abs=2)
    for k in range(2):
        assert sum(s.threads[k].rates.read_iops * s.threads[k].dt_s for s in seen) == \
            pytest.approx(rec.result.threads[k].read.total_ios, abs=1)
