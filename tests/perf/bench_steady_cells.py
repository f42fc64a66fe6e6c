"""Time between steady-state cells: how much longer than its cell a round takes.

    .venv/bin/python -m pytest tests/perf/bench_steady_cells.py -s -q
    FIOSCOPE_FIO=/path/to/other/fio .venv/bin/python -m pytest tests/perf/bench_steady_cells.py -s -q

Runs 6 rounds of a 4-cell IOPS matrix (1 s cells, QD4 x 1, psync) on a 64 MiB loop device
and prints the per-cell overhead: (round wall time - cells x cell time) / cells, the round
wall time measured between successive round reports; then one round's cells in one bare
fio invocation and the gaps between them from fio's own job start times and runtimes.
Not part of the timed test suite.
"""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import time

from app.core.fio.jobspec import Target
from app.core.fio.locate import find_fio
from app.core.history.store import RunStore
from app.core.suites.steady import SteadySettings
from app.core.suites.steady_run import run_steady


def test_per_cell_overhead(loop_device, tmp_path, fio):
    if os.environ.get("FIOSCOPE_FIO"):  # another build of fio to compare, e.g. a patched one
        fio = find_fio()
    print(f"\nfio: {fio.path}")
    dev = loop_device(64 << 20)
    s = SteadySettings(target=Target(dev, "device"), span=64 << 20, tests=("iops",), cell_s=1,
                       iodepth=4, numjobs=1, max_rounds=6, window=6, mixes=(100, 0),
                       block_sizes=(4096, 65536), ioengine="psync", precondition=False)
    ends: list[float] = []
    out = run_steady(fio, s, RunStore(tmp_path / "runs.sqlite"), on_round=lambda r: ends.append(time.monotonic()),
                     confirmed=(dev,))  # the user's confirmation of the loop device
    assert out.suite.error is None, out.suite.error
    n = 4
    walls = [b - a for a, b in zip(ends, ends[1:])]
    per_cell = [(w - n * s.cell_s) / n for w in walls]
    print(f"\nround wall times (s): {', '.join(f'{w:.2f}' for w in walls)}")
    print(f"per-cell overhead: median {statistics.median(per_cell):.3f} s, "
          f"min {min(per_cell):.3f} s, max {max(per_cell):.3f} s")
    # Inside one fio invocation: from fio's own job start times and runtimes.
    from app.core.suites.rounds import batch_argv
    from app.core.suites.steady import cell_spec, cells
    specs = [cell_spec(s, c, 1) for c in cells(s, "iops")]
    out = subprocess.run(batch_argv(specs, fio.path), capture_output=True, text=True, check=True).stdout
    jobs = json.loads(out[out.rindex("\n{\n"):])["jobs"]  # the last status document is the final one
    spans = sorted({(j["groupid"], j["job_start"], max(j["read"]["runtime"], j["write"]["runtime"])) for j in jobs})
    gaps = [(b[1] - (a[1] + a[2])) / 1000 for a, b in zip(spans, spans[1:])]
    print(f"gap between cells inside one fio invocation: {', '.join(f'{g:.3f}' for g in gaps)} s")
