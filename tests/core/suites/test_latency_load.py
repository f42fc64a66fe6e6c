"""Latency versus load: the knee on a loop device whose write IOPS the kernel limits (a blkio
group, tests/blkio.py) lies within 15 % of that limit; the knee and answer rules on their own."""
from __future__ import annotations

import json
import sys

import pytest

from app.core.suites.latency_load import LoadPoint, find_knee, highest_under, parse_us
from tests import blkio
from tests.conftest import ROOT

LIMIT = 800  # write IOPS the kernel lets the group's processes issue to the loop device


def _p(pct, offered, achieved, mean, p99):
    return LoadPoint(f"{pct} %", offered, achieved, mean, p99, p99 * 2)


def test_knee_is_the_last_step_before_latency_bends_or_the_rate_falls_short():
    # light load (<= 50 % of the 1,000 IOPS maximum): 50 and 150 µs, median 100; 450 µs at 70 %
    # is one erratic step (90 % is back to 90 µs); from 100 % on every step is over 4 x 100
    pts = [_p(10, 100, 100, 50, 80), _p(50, 500, 499, 150, 90), _p(70, 700, 699, 450, 900),
           _p(90, 900, 898, 90, 300), _p(100, 1000, 990, 410, 2000), _p(110, 1100, 1090, 4000, 9000)]
    knee, why = find_knee(pts, 1000)
    assert knee.phase == "90 %" and "mean latency 410" in why and "light load's 100" in why
    short = [_p(10, 100, 100, 50, 80), _p(50, 500, 450, 55, 90)]  # 90 % of the rate offered
    assert find_knee(short, 1000)[0].phase == "10 %"
    assert find_knee(pts[:4], 1000)[0] is None  # nothing turned up for good: no knee within the steps
    assert highest_under(pts, 500).phase == "90 %" and highest_under(pts, 10) is None
    assert parse_us("0.5ms") == 500.0


@pytest.mark.skipif(blkio.available() is not None, reason=str(blkio.available()))
def test_knee_on_a_device_whose_write_iops_the_kernel_limits(tmp_path):
    out = tmp_path / "qos.json"
    with blkio.throttled_loop(tmp_path, 64 << 20) as loop:
        loop.limit(write_iops=LIMIT)
        r = loop.run([sys.executable, "-m", "app", "qos", "--target", loop.dev, "--rw", "randwrite",
                      "--iodepth", "8", "--size", "32MiB", "--step", "1", "--steps", "50,70,80,90,100,110,130",
                      "--p99-under", "1s", "--destroy-data", loop.dev, "--no-store", "--json", str(out)],
                     cwd=ROOT, timeout=120)
        assert r.returncode == 0, r.stderr
    curve = json.loads(out.read_text())["latency_load"]
    assert curve["max_iops"] == pytest.approx(LIMIT, rel=0.15)  # the unthrottled step meets the limit
    knee = curve["knee"]
    assert knee is not None, curve["knee_reason"]
    assert knee["achieved_iops"] == pytest.approx(LIMIT, rel=0.15), r.stdout
    assert "knee:" in r.stdout and "highest IOPS with p99 under 1,000,000 µs" in r.stdout
