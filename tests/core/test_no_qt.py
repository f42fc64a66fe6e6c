"""app/core must stay free of Qt so the CLI and tests run without a display stack."""
import ast
import subprocess
import sys
from pathlib import Path

CORE = Path(__file__).resolve().parents[2] / "app" / "core"
QT = ("PySide6", "PyQt5", "PyQt6", "pyqtgraph", "shiboken6")


def test_no_qt_import_in_core_source():
    offenders = []
    for path in CORE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [f"{path}: {n}" for n in names if n.split(".")[0] in QT]
    assert not offenders
    assert len(list(CORE.rglob("*.py"))) >= 10  # the walk really saw the core


def test_cli_runs_without_loading_qt():
    code = ("import sys, app.cli, app.core.suites.run, app.core.report.json_export; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in %r))" % (QT,))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
