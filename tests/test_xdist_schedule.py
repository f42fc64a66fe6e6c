"""The suite's xdist scheduler (tests/xdist_schedule.py) finishes a session whose worker crashes:
each case is a small project run by pytest -n in a subprocess, which must end, with the crashed
test failed once and every other test run exactly once. xdist 3.8.0's own scheduler hangs on
the first two cases (pytest-xdist issues 1323 and 1327) and re-runs a crashing test."""
from __future__ import annotations

import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

CONFTEST = f"""
import sys
sys.path.insert(0, {str(REPO)!r})
from tests.xdist_schedule import make_scheduler

def pytest_xdist_make_scheduler(config, log):
    return make_scheduler(config, log, lambda nodeid: nodeid.split("::")[0])
"""

HEAD = """import os, time
def ran(name):
    with open(os.environ["RAN_LOG"], "a") as f:
        f.write(name + "\\n")
"""


def _session(tmp_path: Path, files: dict[str, str], workers: int, *extra: str) -> tuple[str, Counter]:
    (tmp_path / "pytest.ini").write_text("[pytest]\n")
    (tmp_path / "conftest.py").write_text(CONFTEST)
    for name, body in files.items():
        (tmp_path / name).write_text(HEAD + body)
    log = tmp_path / "ran.log"
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    env["RAN_LOG"] = str(log)
    try:
        out = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "-n", str(workers),
                              "--dist", "loadgroup", *extra], cwd=tmp_path, env=env, capture_output=True,
                             text=True, timeout=90)
    except subprocess.TimeoutExpired as e:
        pytest.fail(f"the session hung after a worker crash: {e.stdout}")
    ran = Counter(log.read_text().split()) if log.exists() else Counter()
    return out.stdout, ran


def test_a_crash_in_a_units_last_test_ends_the_session(tmp_path):
    out, ran = _session(tmp_path, {"test_a.py": "def test_1(): ran('a1')\ndef test_2(): ran('a2'); os._exit(1)\n"}, 1)
    assert "1 failed, 1 passed" in out, out
    assert ran == Counter({"a1": 1, "a2": 1})


def test_a_crash_in_a_units_first_test_runs_the_rest_once(tmp_path):
    out, ran = _session(tmp_path, {"test_a.py": "def test_1(): ran('a1'); os._exit(1)\ndef test_2(): ran('a2')\n"}, 1)
    assert "1 failed, 1 passed" in out, out
    assert ran == Counter({"a1": 1, "a2": 1})  # not re-run: it would crash again


def test_a_timed_out_worker_late_in_the_run_leaves_no_scope_unrun_or_run_twice(tmp_path):
    """As on CI: pytest-timeout's thread method ends a worker after it finished other modules;
    they must not come back as empty work units, and its module's remaining tests run once
    (test_slow.py, as many tests as the others, is the last module queued)."""
    files = {f"test_m{i}.py": "".join(f"def test_{t}(): ran('m{i}.{t}')\n" for t in range(3)) for i in range(6)}
    files["test_slow.py"] = "def test_1(): ran('s1')\ndef test_2(): ran('s2'); time.sleep(60)\ndef test_3(): ran('s3')\n"
    out, ran = _session(tmp_path, files, 2, "-p", "timeout", "--timeout", "4", "--timeout-method", "thread")
    assert "1 failed, 20 passed" in out, out
    assert set(ran.values()) == {1} and len(ran) == 21, ran
