"""The type checker passes: mypy (pinned in pyproject's test extras and constraints.txt) on
the `app` package less the modules [tool.mypy]'s `exclude` lists in pyproject.toml, at the
strictness set there and said in docs/contributing.md, with no error."""
import re
import subprocess
import sys
import tomllib

from tests.conftest import ROOT


def _config() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["mypy"]


def _checked() -> tuple[list[str], list[str]]:
    """(modules mypy checks, modules it leaves out), as paths relative to the repository."""
    excluded = [re.compile(p) for p in _config().get("exclude", [])]
    every = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "app").rglob("*.py"))
    out = [f for f in every if any(e.search(f) for e in excluded)]
    return [f for f in every if f not in out], out


def test_mypy_finds_no_error(tmp_path):
    assert _config()["files"] == ["app"], _config()["files"]
    checked, _ = _checked()
    p = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "cache")], cwd=ROOT,
                       capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, p.stdout + p.stderr
    assert f"no issues found in {len(checked)} source files" in p.stdout, p.stdout


def test_each_exclusion_names_one_module():
    """An exclusion is one existing module, spelled exactly: no pattern that could hide a new one."""
    every = {p.relative_to(ROOT).as_posix() for p in (ROOT / "app").rglob("*.py")}
    for pattern in _config().get("exclude", []):
        assert pattern.startswith("^") and pattern.endswith(r"\.py$"), pattern
        path = pattern[1:-len(r"\.py$")].replace("\\", "") + ".py"
        assert path in every, f"{pattern}: no such module (drop it from [tool.mypy] exclude)"
