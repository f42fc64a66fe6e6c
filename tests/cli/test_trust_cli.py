"""The CLI's table is followed by what limited each result, and --json carries the verdicts."""
from __future__ import annotations

import json

from tests.helpers import cli


def test_null_engine_run_says_host_bound_in_the_table_and_json(tmp_path):
    out = tmp_path / "run.json"
    rc, stdout, _ = cli("run", "--pause", "0", "--target", str(tmp_path), "--preset", "quick-read", "--engine", "null",
                        "--size", "8MiB", "--runtime", "1", "--no-store", "--no-check", "--json", str(out))
    assert rc == 0, stdout
    block = stdout.split("What limited each result (mark, test, verdict):\n", 1)[1].splitlines()
    assert block[0].split()[:2] == ["CPU", "SEQ1M-Q8T1-read"]
    assert all("host-bound, this is a CPU figure, not the drive's" in line for line in block[:4])
    assert block[4].strip() == "marks: CPU: host-bound: a CPU figure, not the drive's"
    tests = json.loads(out.read_text())["tests"]
    assert [(t["trust"]["limited_by"], t["trust"]["believe"], t["trust"]["mark"]) for t in tests] == \
        [("CPU", "no", "CPU")] * 4
