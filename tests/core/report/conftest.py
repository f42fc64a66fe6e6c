"""Runs more than one report test module reads, made once per test session (or xdist worker)."""
from pathlib import Path
from typing import NamedTuple

import pytest

from tests.core.report.report_runs import steady_run


class SteadyRun(NamedTuple):
    doc: dict
    target: Path  # the directory its test file was made in


@pytest.fixture(scope="session")
def steady_doc(tmp_path_factory, fio) -> SteadyRun:
    """A steady-state run of 14 rounds (report_runs.steady_run): about 35 s of real fio, which
    test_report_kinds and test_steady_conformance share instead of making it twice."""
    base = tmp_path_factory.mktemp("steady-run")
    target = base / "target"
    target.mkdir()
    return SteadyRun(steady_run(base / "data", target, fio), target)
