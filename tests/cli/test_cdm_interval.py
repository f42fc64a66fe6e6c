"""CrystalDiskMark's interval between tests in `fioscope run`: 5 s by default for its
profiles (fio's startdelay on each test but the first, so it shows in the plan without
waiting for it), none for a test plan, refused with a job file; while fio waits the CLI says
so, and Ctrl+C ends the wait at once (the real CLI and bundled fio: a 600 s pause that the
test does not wait out)."""
import os
import signal

import psutil

from tests.cli.test_signals import Cli, fio_processes, wait_for
from tests.helpers import cli


def _startdelays(out: str) -> list[str | None]:
    """Each planned fio command line's --startdelay, in order (a dry run's '# fio ...' lines)."""
    lines = [ln for ln in out.splitlines() if ln.startswith("# ") and " --name=" in ln]
    return [next((w.split("=", 1)[1] for w in ln.split() if w.startswith("--startdelay=")), None) for ln in lines]


def test_crystaldiskmarks_5_s_interval_is_the_default_of_its_profiles(tmp_path):
    rc, out, err = cli("run", "--preset", "real-world", "--target", str(tmp_path), "--size", "1MiB",
                       "--runtime", "1", "--dry-run")
    assert rc == 0, err
    assert _startdelays(out) == [None, "5000ms", "5000ms", "5000ms"]
    assert out.count("\nstartdelay=5000ms\n") == 3  # the job files too: bare fio of a saved one pauses alike
    rc, out, err = cli("run", "--preset", "peak", "--pause", "0", "--target", str(tmp_path), "--size", "1MiB",
                       "--runtime", "1", "--dry-run")
    assert rc == 0 and _startdelays(out) == [None] * 4, err
    rc, out, err = cli("run", "--preset", "client", "--target", str(tmp_path), "--size", "1MiB", "--runtime", "1",
                       "--jobs", "1", "--dry-run")
    assert rc == 0 and "startdelay" not in out, err  # a test plan has no interval
    rc, out, err = cli("run", "--hosts", "127.0.0.1:1", "--target", "/srv", "--dry-run")
    assert rc == 0 and "startdelay" not in out, err  # a fio server would start each job at once anyway
    rc, out, err = cli("run", "--hosts", "127.0.0.1:1", "--target", "/srv", "--pause", "5", "--dry-run")
    assert rc == 2 and "--pause runs on this machine only" in err and "Traceback" not in err, err
    job = tmp_path / "j.fio"
    job.write_text("[r]\nrw=read\nsize=1m\n")
    rc, out, err = cli("run", "--job-file", str(job), "--pause", "5", "--dry-run")
    assert rc == 2 and "--pause" in err and "do not apply to a job file" in err and "Traceback" not in err, err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["j.fio"]


def test_the_wait_is_said_and_ctrl_c_ends_it_at_once(tmp_path):
    run = Cli(tmp_path, "run", "--preset", "real-world", "--mode", "read", "--pause", "600", "--runtime", "0.3",
              "--size", "4m", "--no-check")
    try:
        wait_for(lambda: "waiting 600 s before the next test" in run.err.read_text(), 120, "the second test's wait")
        fio = [p for p in fio_processes(run.target)]
        os.kill(run.proc.pid, signal.SIGINT)
        rc = run.proc.wait(60)  # far below the 600 s the pause would have lasted
        err = run.err.read_text()
        assert rc == 130 and "cancelled" in err.strip().splitlines()[-1] and "Traceback" not in err, err
        assert "waiting 600 s before the next test, RND4K-Q1T1-read (CrystalDiskMark's interval" in err, err
        gone, alive = psutil.wait_procs(fio, timeout=10)
        assert not alive and not fio_processes(run.target)
        assert os.listdir(run.target) == []  # the run's directory and test file are removed
    finally:
        run.stop()
