"""Every run goes through app/core/session.py: no module of the front ends (app/ui, app/cli)
constructs a run driver or a runner, or opens the history for a run; they plan, hand the
session a request and draw or print what its observer is told. Read from the code (AST)."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FRONT_ENDS = ("app/ui", "app/cli")
DRIVERS = {"SuiteRunner", "RoundRunner", "CliffRun", "CliffDriver", "PtsRun", "PtsDriver", "LatencyLoadRun",
           "LatencyLoadDriver", "SteadyDriver", "run_steady", "ReadaheadSweep", "CacheExperiment",
           "run_readahead_sweep", "run_cache_experiment", "run_alone", "make_runner", "RemoteSuite", "RemoteRunner"}
STORE_FOR_A_RUN = {"open_store_for_run", "open_history"}
# Modules that start runs: none of them opens the history itself (the session does).
RUN_STARTERS = ("app/ui/run/", "app/cli/run.py", "app/cli/suites.py", "app/cli/insight.py", "app/cli/latency.py",
                "app/cli/pts.py")
# Nothing is let through: runs on fio servers go through the session too (session.RemoteSession).
NOT_YET: set[tuple[str, str]] = set()


def _calls(path: Path) -> list[tuple[str, int]]:
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call):
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None
            if name:
                out.append((name, node.lineno))
    return out


def _front_end_modules() -> list[Path]:
    return sorted(p for d in FRONT_ENDS for p in (ROOT / d).rglob("*.py"))


def test_the_front_ends_construct_no_run_driver_and_open_no_history_for_a_run():
    found = []
    for path in _front_end_modules():
        rel = path.relative_to(ROOT).as_posix()
        for name, line in _calls(path):
            forbidden = name in DRIVERS or name in STORE_FOR_A_RUN and rel != "app/cli/common.py" or \
                name == "RunStore" and rel.startswith(RUN_STARTERS)
            if forbidden and (rel, name) not in NOT_YET:
                found.append(f"{rel}:{line}: {name}(...)")
    assert not found, "runs start through app/core/session.py only:\n" + "\n".join(found)


def test_the_check_sees_what_it_looks_for(tmp_path):
    """The scan finds a driver built in a module (here, one written for the test)."""
    sample = tmp_path / "sample.py"
    sample.write_text("from app.core.suites import cliff_run\n\ndef go(fio, s):\n    return cliff_run.CliffRun(fio, s)\n")
    assert ("CliffRun", 4) in _calls(sample)
    assert len(_front_end_modules()) > 20  # the front ends were read, not an empty glob
