"""Issue 52: the write cliff picks its status interval for the span, so a small span is read,
or told the span it needs at the speed it ran; real fio, on a small file and a loop device."""
from __future__ import annotations

import json

import pytest

from app.core.fio.cadence import FINE_INTERVAL
from app.core.fio.jobspec import Target
from app.core.suites.cliff_run import CliffRun, CliffSettings, cliff_interval
from tests.conftest import run_cli

MIB = 1 << 20


def test_the_interval_follows_the_span_within_the_floor_and_the_users_own():
    assert cliff_interval(200 * MIB) == FINE_INTERVAL  # a few tenths of a second at 3 GB/s
    assert FINE_INTERVAL < cliff_interval(8 << 30) < 1.0  # 8 GiB: 0.24 s, a dozen points at 3 GB/s
    assert cliff_interval(1 << 40) == 1.0 and cliff_interval(1 << 40, 0.5) == 0.5  # the user's is the longest


def test_a_64_mib_span_at_16_mb_s_is_read_at_the_intervals_chosen_for_it(fio, tmp_path):
    """4 s a pass: at the old fixed 1 s, 4 intervals and 'too few'; at the span's own, ~40."""
    settings = CliffSettings(Target(str(tmp_path / "t"), "file"), 64 * MIB, ioengine="null",
                             extra=(("rate", "16m"),), pauses=())
    run = CliffRun(fio, settings, target_label=str(tmp_path), confirmed=())
    assert run.driver.interval == FINE_INTERVAL
    out = run.run()
    assert out.suite.error is None and len(out.passes) == 1
    res = out.passes[0].result
    assert not res.message.startswith("too few intervals"), res.message
    assert len(out.passes[0].points) >= 20
    assert not res.found and res.cache_bps == pytest.approx(16 * MIB, rel=0.15)  # one rate: no cliff
    assert res.total_bytes == pytest.approx(64 * MIB, rel=0.01)


@pytest.mark.loop
def test_a_200_mib_device_span_is_read_or_told_the_span_it_needs(loop_device, tmp_path):
    dev = loop_device(256 * MIB)
    out = tmp_path / "c.json"
    r = run_cli("cliff", "--target", dev, "--size", "200MiB", "--pause", "0", "--no-store", "--destroy-data", dev,
                "--json", str(out), timeout=300)
    assert r.returncode == 0, r.stderr
    assert "every 0.1 s" in r.stderr.splitlines()[0]
    first = r.stdout.splitlines()[0]
    # at the loop device's speed the pass may still be too short: then the line names the span needed
    assert not first.startswith("pass 1: too few intervals") or "the cliff needs a span of at least" in first, first
    doc = json.loads(out.read_text())
    assert doc["tests"][0]["result"]["total"]["write"]["io_bytes"] == 200 * MIB
    assert doc["cliff"]["settings"]["size"] == 200 * MIB
