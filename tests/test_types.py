"""The type checker passes: mypy (pinned in pyproject's test extras and constraints.txt) on
the whole `app` package, at the strictness [tool.mypy] in pyproject.toml sets and
docs/contributing.md says, with no error."""
import subprocess
import sys
import tomllib

from tests.conftest import ROOT


def test_mypy_finds_no_error_in_the_whole_app(tmp_path):
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["mypy"]
    assert config["files"] == ["app"] and "exclude" not in config, config
    assert config.get("check_untyped_defs") is True, config
    modules = len(list((ROOT / "app").rglob("*.py")))
    p = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "cache")], cwd=ROOT,
                       capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, p.stdout + p.stderr
    assert f"no issues found in {modules} source files" in p.stdout, p.stdout
