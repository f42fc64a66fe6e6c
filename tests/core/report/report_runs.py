"""Runs of every report kind for the report tests (tests/core/report/test_report_kinds.py) and the
render benchmark (tests/perf/bench_reports.py): real runs of the bundled fio, stored in a
history of their own. A steady-state run of 14 rounds is a real run of 5 whose rounds are
repeated with their figures scaled, so that round 14 is the one that makes the window
steady: a device does not converge on request."""
from __future__ import annotations

import copy
from pathlib import Path

from app.core.fio.jobspec import Target
from app.core.history.store import RunStore
from app.core.report.render import with_sections
from app.core.suites.steady import SteadySettings, tracking_cell, tracking_value
from app.core.suites.steady_criteria import first_steady_round
from app.core.suites.steady_run import run_steady
from tests.conftest import run_cli

MIB = 2 ** 20


def cli_run(data: Path, *args: str) -> dict:
    """A run of the fioscope command into the history in `data`, loaded as the reports get it."""
    p = run_cli(*args, env={"FIOSCOPE_DATA_DIR": str(data)}, timeout=600)
    assert p.returncode == 0, p.stderr
    store = RunStore(data / "runs.sqlite")
    return with_sections(store.load_run(store.runs()[0].id))


def quick_run(data: Path, target: Path, *more: str) -> dict:
    """CrystalDiskMark's quick set, small and short: 8 tests."""
    return cli_run(data, "run", "--pause", "0", "--target", str(target), "--preset", "quick", "--size", "16MiB", "--runtime", "1",
                   "--interval", "0.5", "--no-check", *more)


def peak_run(data: Path, target: Path) -> dict:
    return cli_run(data, "peak", "--target", str(target), "--size", "8MiB", "--runtime", "0.5", "--loops", "2",
                   "--engine", "psync", "--tests", "rnd4k-q32t16")


def scaling_run(data: Path, target: Path) -> dict:
    """Seed 002's matrix at one process: its tables in MB/s and MiB/s."""
    return cli_run(data, "run", "--target", str(target), "--preset", "scaling", "--processes", "1", "--size",
                   "4MiB", "--runtime", "0.5", "--interval", "0.5", "--no-check")


# Round 14 makes the window (rounds 10-14) steady; rounds 9-13 are not (round 9 is high).
STEADY_SHAPE = (3.0, 2.8, 2.6, 2.4, 2.2, 2.0, 1.8, 1.6, 1.4, 1.0, 1.02, 0.98, 1.01, 0.99)


def _scaled(result: dict, f: float) -> dict:
    """A cell's result with its rates times f and its latencies over f."""
    r = copy.deepcopy(result)
    for side in [r["total"]["read"], r["total"]["write"]] + [t[d] for t in r["threads"] for d in ("read", "write")]:
        for key in ("iops", "bytes_per_s", "MB_per_s", "MiB_per_s"):
            if side.get(key) is not None:
                side[key] *= f
        for key in ("lat_us", "clat_us"):
            lat = side.get(key)
            if lat:
                side[key] = {k: (v / f if k.endswith("_us") and isinstance(v, (int, float)) else v)
                             for k, v in lat.items()}
    return r


def steady_run(data: Path, target: Path, fio) -> dict:
    """IOPS, 4K throughput and latency, 14 rounds each (see the module's doc)."""
    store = RunStore(data / "runs.sqlite")
    s = SteadySettings(target=Target(str(target / "fioscope-test-7.tmp")), span=16 * MIB,
                       tests=("iops", "throughput", "latency"), cell_s=1, iodepth=2, numjobs=1, max_rounds=5,
                       mixes=(0,), block_sizes=(4096,), ioengine="psync", precondition=False)
    out = run_steady(fio, s, store)
    doc = store.load_run(out.suite.run_id)
    real: dict[str, dict[int, list[dict]]] = {}
    others = []
    for t in doc["tests"]:
        unit, _, n = t["phase"].partition(" round ")
        if n:
            real.setdefault(unit, {}).setdefault(int(n), []).append(t)
        else:
            others.append(t)
    tests = list(others)
    for unit, rounds in real.items():
        key = tracking_cell(unit).key

        def tracked(n: int) -> float:
            return next(tracking_value(unit, t["result"]) for t in rounds[n] if t["name"].startswith(key + "-r"))
        for n, shape in enumerate(STEADY_SHAPE, 1):
            src = (n - 1) % len(rounds) + 1
            g = tracked(1) * shape / tracked(src)  # the tracked figure of round n: round 1's times the shape
            for t in rounds[src]:
                c = copy.deepcopy(t)
                c["phase"] = f"{unit} round {n}"
                c["name"] = t["name"].rsplit("-r", 1)[0] + f"-r{n:02d}"
                c["result"] = _scaled(t["result"], g if unit != "latency" else 1 / g)
                tests.append(c)
    doc["tests"] = tests
    doc["settings"]["steady"]["max_rounds"] = 20
    assert first_steady_round(STEADY_SHAPE) == 14 and first_steady_round(STEADY_SHAPE[:13]) is None
    return with_sections(doc)
