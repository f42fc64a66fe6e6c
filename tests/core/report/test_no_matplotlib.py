"""The reports draw their own charts (app/core/report/charts.py): matplotlib is no dependency.
No module of the app imports it, at the top or inside a function; the front ends and every
report format load without it; pyproject, constraints.txt and THIRD-PARTY.md do not name it,
and the bundle excludes it (pyqtgraph's colormap would pull it in)."""
import ast
import subprocess
import sys

from tests.conftest import ROOT


def test_no_module_of_the_app_imports_matplotlib():
    found = []
    for path in (ROOT / "app").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import) else
                     [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            found += [f"{path.relative_to(ROOT)}:{node.lineno}" for n in names if n.split(".")[0] == "matplotlib"]
    assert found == []


def test_the_reports_and_front_ends_load_without_it():
    code = ("import sys; import app.cli.main, app.core.report.render, app.core.report.pdf, app.core.report.compare; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'matplotlib'))")
    p = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0 and p.stdout.strip() == "[]", p.stderr


def test_it_is_named_as_no_dependency():
    deps = (ROOT / "pyproject.toml").read_text().split("[project.optional-dependencies]")[0]
    assert "matplotlib" not in deps
    for name in ("constraints.txt", "THIRD-PARTY.md"):
        assert "matplotlib" not in (ROOT / name).read_text().lower(), name
    spec = (ROOT / "installer" / "fioscope.spec").read_text()
    assert '"matplotlib",' in spec.split("excludes=[")[1].split("]")[0] and "backend_svg" not in spec
