"""The type checker passes: mypy (pinned in pyproject's test extras and constraints.txt) on
the modules [tool.mypy] lists in pyproject.toml, at the strictness set there and said in
docs/contributing.md, with no error."""
import subprocess
import sys
import tomllib

from tests.conftest import ROOT


def test_mypy_finds_no_error(tmp_path):
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["mypy"]
    assert config["files"] and all((ROOT / f).is_file() for f in config["files"]), config["files"]
    p = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "cache")], cwd=ROOT,
                       capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, p.stdout + p.stderr
    assert f"no issues found in {len(config['files'])} source files" in p.stdout, p.stdout
