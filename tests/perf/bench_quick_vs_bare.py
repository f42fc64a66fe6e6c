#!/usr/bin/env python3
"""The quick suite through Fioscope against bare fio running the same job files.

    .venv/bin/python tests/perf/bench_quick_vs_bare.py --target /tmp [--size 1GiB] [--runtime 5]

For each of the 8 tests, bare fio (`fio --output-format=json --group_reporting JOB.fio`)
and the engine run the same job on the same test file, alternately, and the script prints
both figures and their ratio. Not part of the timed test suite.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from app.core.targets import testfile  # noqa: E402
from app.core.fio.jobspec import Target, to_jobfile  # noqa: E402
from app.core.fio.locate import find_fio  # noqa: E402
from app.core.fio.runner import FioRunner  # noqa: E402
from app.core.suites.presets import build_preset  # noqa: E402
from app.core.units import parse_size  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--target", default="/tmp")
    ap.add_argument("--size", default="1GiB")
    ap.add_argument("--runtime", type=float, default=5)
    args = ap.parse_args()
    fio = find_fio()
    size = parse_size(args.size)
    path = testfile.check_directory(args.target, size)
    specs = build_preset("quick", Target(str(path)), size, args.runtime)
    print(f"{fio.describe()}; target {args.target}; size {args.size}; {args.runtime:.0f} s per test")
    print(f"{'test':<20}{'bare MB/s':>12}{'engine MB/s':>13}{'ratio':>8}{'bare IOPS':>12}{'engine IOPS':>13}")
    try:
        with tempfile.TemporaryDirectory() as d:
            for spec in specs:
                job = Path(d) / f"{spec.name}.fio"
                job.write_text(to_jobfile(spec))
                out = subprocess.run([fio.path, "--output-format=json", "--group_reporting", str(job)],
                                     capture_output=True, text=True, check=True).stdout
                bare = json.loads(out[out.index("{"):])["jobs"][0]
                side = "read" if spec.rw.endswith("read") else "write"
                bare_bps, bare_iops = bare[side]["bw_bytes"], bare[side]["iops"]
                res = FioRunner(fio, spec, interval=1.0, on_sample=lambda s: None).run().result
                d_res = res.read if side == "read" else res.write
                print(f"{spec.name:<20}{bare_bps / 1e6:>12.1f}{d_res.mb_s:>13.1f}"
                      f"{d_res.bytes_per_s / bare_bps:>8.3f}{bare_iops:>12.0f}{d_res.iops:>13.0f}")
    finally:
        testfile.remove(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
