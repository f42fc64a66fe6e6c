"""The code's shape, checked: layers and no cycles (import-linter, grimp), small modules,
and function-local imports only where a heavy or platform-only module is deferred on purpose."""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "app"
MAX_LINES = 500
# A function-local import must say why it is deferred, on its line or the one above.
DEFER_WORDS = ("lazily", "only", "heavy", "windows", "win32", "fpdf", "matplotlib", "not at the top",
               "stdlib", "optional", "deferred", "circular", "qt")


def _modules() -> list[Path]:
    return sorted(p for p in APP.rglob("*.py") if "__pycache__" not in p.parts)


def test_import_linter_contracts_hold():
    p = subprocess.run([str(Path(sys.executable).with_name("lint-imports"))], cwd=ROOT,
                       capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stdout[-4000:] + p.stderr[-2000:]


def test_no_import_cycles():
    # TYPE_CHECKING imports count too: a type that needs a loop is a design that has one.
    graph = grimp.build_graph("app", cache_dir=None, exclude_type_checking_imports=False)
    modules = sorted(graph.modules)
    # Tarjan's strongly connected components over module -> imported module
    index, low, on, stack, cycles = {}, {}, set(), [], []
    sys.setrecursionlimit(10000)

    def visit(m: str) -> None:
        index[m] = low[m] = len(index)
        stack.append(m)
        on.add(m)
        for n in graph.find_modules_directly_imported_by(m):
            if n not in index:
                visit(n)
                low[m] = min(low[m], low[n])
            elif n in on:
                low[m] = min(low[m], index[n])
        if low[m] == index[m]:
            comp = []
            while True:
                n = stack.pop()
                on.discard(n)
                comp.append(n)
                if n == m:
                    break
            # a package's __init__ importing its own submodule is not a loop between concerns
            if len(comp) > 1:
                cycles.append(sorted(comp))

    for m in modules:
        if m not in index:
            visit(m)
    assert not cycles, cycles


def test_no_module_over_500_lines():
    big = {str(p.relative_to(ROOT)): n for p in _modules()
           if (n := len(p.read_text().splitlines())) > MAX_LINES}
    assert not big, big


def test_function_local_imports_say_why():
    unexplained = []
    for p in _modules():
        lines = p.read_text().splitlines()
        for node in ast.walk(ast.parse("\n".join(lines))):
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for inner in ast.walk(node):
                if isinstance(inner, ast.ImportFrom) and (inner.module or "").startswith("app"):
                    near = " ".join(lines[max(0, inner.lineno - 2):inner.end_lineno]).lower()
                    if not any(w in near for w in DEFER_WORDS):
                        unexplained.append(f"{p.relative_to(ROOT)}:{inner.lineno}")
    assert not unexplained, unexplained
