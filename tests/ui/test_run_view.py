"""The run controller types its window as RunView, not MainWindow (no import of the
window, no cycle): the real window must provide every member the controller uses."""
import ast
from pathlib import Path

from app.ui.run.run_view import RunView, missing_members

UI = Path(__file__).resolve().parents[2] / "app" / "ui"


def test_the_main_window_is_a_run_view(window):
    assert missing_members(window) == []


def test_the_controller_uses_only_what_run_view_declares():
    """Every `view.X`/`v.X`/`w.X` the controller and planner read is declared, so a window
    change that breaks them fails here, not at the user's click."""
    declared = set(RunView.__annotations__) | {n for n in vars(RunView) if not n.startswith("_")}
    used = set()
    for name, roots in (("run/run_controller.py", {"v", "view"}), ("run/run_specs.py", {"w"})):
        for node in ast.walk(ast.parse((UI / name).read_text())):
            if isinstance(node, ast.Attribute):
                base = node.value
                if isinstance(base, ast.Name) and base.id in roots:
                    used.add(node.attr)
                elif isinstance(base, ast.Attribute) and base.attr == "view" and \
                        isinstance(base.value, ast.Name) and base.value.id == "self":
                    used.add(node.attr)
    assert used and used <= declared, sorted(used - declared)
