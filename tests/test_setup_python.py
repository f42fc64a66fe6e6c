"""setup.sh refuses a Python older than pyproject's requires-python in one line, before it
creates .venv or asks pip anything (Ubuntu 22.04's 3.10 met pip's resolver errors instead)."""
from __future__ import annotations

import os
import subprocess
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_an_old_python3_gets_one_line_and_nothing_is_made(tmp_path):
    assert tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["requires-python"] == ">=3.11"
    shim = tmp_path / "bin"
    shim.mkdir()
    # A python3 as Ubuntu 22.04's: 3.10, so the version check (python3 -c ...) fails
    (shim / "python3").write_text("#!/bin/sh\n[ \"$1\" = -V ] && { echo 'Python 3.10.12'; exit 0; }\nexit 1\n")
    (shim / "python3").chmod(0o755)
    venv_before = (ROOT / ".venv").exists() and sorted(p.name for p in (ROOT / ".venv").iterdir())
    p = subprocess.run(["./setup.sh", "app"], cwd=ROOT, capture_output=True, text=True, timeout=120,
                       env={**os.environ, "PATH": f"{shim}:{os.environ['PATH']}"})
    assert p.returncode == 1, p.stdout + p.stderr
    assert p.stderr.strip().splitlines() == [
        "setup.sh: Fioscope needs Python 3.11 or newer; python3 here is Python 3.10.12 "
        "(Debian 12 and Ubuntu 24.04 have it)"], p.stderr
    assert "Traceback" not in p.stdout + p.stderr
    assert ((ROOT / ".venv").exists() and sorted(p.name for p in (ROOT / ".venv").iterdir())) == venv_before
