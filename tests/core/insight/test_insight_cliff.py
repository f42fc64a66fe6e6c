"""The write cliff: the detector on synthetic series (step, ramp, noise, none, several
steps, a dip, a cache too small to see), the recovery after a pause, and real fio runs
whose rate changes between two stonewalled phases (null engine, rate=200m then rate=50m)
so the step is known to the MiB. `fioscope cliff` itself: test_insight_cli.py."""
from __future__ import annotations

import json
import random
import threading
import time

import pytest

from app.core.fio.jobspec import Target
from app.core.fio.status import IntervalSample, Rates
from app.core.insight.cliff import (detect_cliff, leading_bytes_above, points, points_from_samples,
                                    recovery)
from app.core.suites.cliff_run import CliffRun, CliffSettings, pass_spec, summary_line
from tests.helpers import cliff_pass_specs

MB = 1e6
MIB = 1 << 20
GIB = 1 << 30
INF = float("inf")


def profile(levels, total, dt=1.0, noise=0.0, rnd=None):
    """A pass at the given speeds: [(written until, bytes/s), ...]; an interval the speed
    changes in holds the exact mix (as fio's counters would), then relative noise."""
    rnd = rnd or random.Random(0)
    out, done = [], 0.0
    while done < total:
        budget, got, pos = dt, 0.0, done
        for until, v in levels:
            if pos < until and budget > 0:
                t = min(budget, (until - pos) / v)
                got, pos, budget = got + t * v, pos + t * v, budget - t
        out.append((dt, got / dt * (1 + rnd.gauss(0, noise)) if noise else got / dt))
        done += got
    return out


# -- the detector ------------------------------------------------------------------------------

def test_a_step_is_placed_inside_the_interval_it_happened_in():
    r = detect_cliff(points(profile([(30 * GIB, 3000 * MB), (INF, 1000 * MB)], 80 * GIB)))
    assert r.found
    assert r.cliff_bytes == pytest.approx(30 * GIB, rel=1e-6)
    assert (r.cache_bps, r.after_bps, r.final_bps) == (3000 * MB, 1000 * MB, 1000 * MB)
    assert r.message.startswith("cliff after 30.00 GiB (11 s): 3,000 MB/s in the cache, 1,000 MB/s after it (-67 %)")
    assert r.cliff_s == pytest.approx(30 * GIB / (3000 * MB), rel=1e-6)


@pytest.mark.parametrize("noise", [0.05, 0.1, 0.15])
def test_noisy_steps_are_found_within_two_intervals(noise):
    for seed in range(40):
        rnd = random.Random(seed)
        cache, dt = rnd.uniform(8, 40) * GIB, rnd.choice([0.5, 1.0])
        pts = points(profile([(cache, 3000 * MB), (INF, 900 * MB)], cache + rnd.uniform(20, 60) * GIB, dt, noise, rnd))
        r = detect_cliff(pts)
        assert r.found, (seed, r.message)
        assert abs(r.cliff_bytes - cache) <= 2 * dt * 3000 * MB, seed
        # a level is a median of its intervals: as exact as their number allows
        n = cache / (3000 * MB * dt)
        assert r.cache_bps == pytest.approx(3000 * MB, rel=max(0.1, 3 * noise / (n - 1) ** 0.5)), seed
        # right after it, noise can make a run of low intervals a level of its own
        assert r.after_bps == pytest.approx(900 * MB, rel=0.2), seed
        assert r.final_bps == pytest.approx(900 * MB, rel=0.1), seed


def test_a_ramp_is_one_gradual_cliff_at_its_middle():
    series, done = [], 0.0
    while done < 80 * GIB:  # 3000 MB/s to 20 GiB, falling linearly (in bytes) to 800 MB/s at 30 GiB
        v = 3000 * MB if done < 20 * GIB else (800 * MB if done >= 30 * GIB else
                                              3000 * MB - (done - 20 * GIB) / (10 * GIB) * 2200 * MB)
        series.append((1.0, v))
        done += v
    r = detect_cliff(points(series))
    assert r.found and 20 * GIB < r.cliff_bytes < 30 * GIB
    assert r.cliff_bytes == pytest.approx(25 * GIB, abs=1.5 * GIB)  # the midway speed is reached at 25 GiB
    assert r.after_bps == pytest.approx(800 * MB, rel=0.05) and r.cache_bps == 3000 * MB
    step = next(s for s in r.steps if s.from_bps == r.cache_bps and s.to_bps == r.after_bps)
    assert not step.sharp and 5 * GIB < step.width_bytes < 12 * GIB
    assert "falling over" in r.message


def test_no_cliff_is_no_cliff_and_noise_never_makes_one():
    r = detect_cliff(points(profile([(INF, 2000 * MB)], 60 * GIB)))
    assert not r.found and r.cliff_bytes is None and r.cache_bps == 2000 * MB
    assert r.message == "no cliff: 2,000 MB/s held over all 61.47 GiB; a write cache, if any, is larger than that: " \
                        "try a larger --size"
    for seed in range(60):
        rnd = random.Random(seed)
        noise = rnd.choice([0.05, 0.1, 0.2, 0.3])
        flat = [(1.0, 2000 * MB * (1 + rnd.gauss(0, noise))) for _ in range(rnd.randint(20, 300))]
        assert not detect_cliff(points(flat)).found, (seed, noise)


def test_several_steps_report_the_first_as_the_cliff_and_each_after_it():
    r = detect_cliff(points(profile([(20 * GIB, 3000 * MB), (60 * GIB, 1500 * MB), (INF, 600 * MB)], 100 * GIB)))
    assert r.found and r.cliff_bytes == pytest.approx(20 * GIB, rel=1e-6)
    assert (r.cache_bps, r.after_bps, r.final_bps) == (3000 * MB, 1500 * MB, 600 * MB)
    downs = [s for s in r.steps if s.change < 0]
    assert [round(s.at_bytes / GIB, 2) for s in downs] == [20.0, 60.0]
    assert r.message.endswith("; then 600 MB/s after 60.00 GiB")


def test_a_dip_that_comes_back_is_not_a_cliff():
    r = detect_cliff(points([(1.0, 2000 * MB)] * 20 + [(1.0, 500 * MB)] * 4 + [(1.0, 2000 * MB)] * 20))
    assert not r.found and "did not fall and stay down" in r.message
    # a dip before the real cliff: the cliff is the one that stays down
    r = detect_cliff(points([(1.0, 2000 * MB)] * 15 + [(1.0, 500 * MB)] * 4 + [(1.0, 2000 * MB)] * 15 +
                            [(1.0, 700 * MB)] * 30))
    assert r.found and r.cliff_bytes == pytest.approx((15 * 2000 + 4 * 500 + 15 * 2000) * MB, rel=1e-6)


def test_a_fall_that_climbs_back_by_the_end_is_no_cliff():
    """Pass 1 of a real 8 GiB run on this machine's virtio disk (MB/s every 0.5 s, other
    engineers' I/O on the same disk): it fell to 256 MB/s and climbed back to 1,350."""
    mbs = [1423, 1431, 1411, 1280, 1270, 818, 1240, 883, 370, 256, 726, 973, 973, 1202, 1168, 1236, 1349]
    r = detect_cliff(points([(0.5, v * MB) for v in mbs]))
    assert not r.found and "did not fall and stay down" in r.message


def test_a_cache_smaller_than_the_interval_is_said_to_be():
    r = detect_cliff(points(profile([(2 * GIB, 3000 * MB), (INF, 1000 * MB)], 30 * GIB)))
    assert not r.found and "the first interval ran faster" in r.message and "2.26 GiB or less" in r.message


def test_too_few_intervals():
    r = detect_cliff(points([(1.0, 1e9)] * 4))
    assert not r.found and r.message.startswith("too few intervals to tell (4)")
    # the span it needed at the speed it ran: 7 intervals of 1 s at 1 GB/s (issue 52)
    assert r.message.endswith("at that speed the cliff needs a span of at least 6.5 GiB")


def test_fios_short_last_interval_is_not_rated():
    pts = points(profile([(30 * GIB, 3000 * MB), (INF, 1000 * MB)], 60 * GIB) + [(0.004, 3.0e9)])
    r = detect_cliff(pts)
    assert r.found and r.final_bps == 1000 * MB and r.total_bytes == pytest.approx(pts[-1].bytes_before + 12e6)


def test_points_from_fioscopes_samples_follow_fios_groups():
    def s(seq, t, group, bps, dt):
        return IntervalSample(seq, t, (), Rates(write_bps=bps, write_iops=bps / MIB), False, group, dt)
    samples = [s(3, 0.5, 1, 50 * MIB, 0.5), s(1, 0.5, 0, 200 * MIB, 0.5), s(2, 1.0, 0, 200 * MIB, 0.5),
               s(4, 1.0, 1, 50 * MIB, 0.5)]
    pts = points_from_samples(samples)
    assert [p.bps / MIB for p in pts] == [200, 200, 50, 50]
    assert [p.bytes_before / MIB for p in pts] == [0, 100, 200, 225]
    assert [p.t_s for p in pts] == [0.5, 1.0, 1.5, 2.0]


# -- recovery ------------------------------------------------------------------------------------

def _pass(cache_gib):
    pts = points(profile([(cache_gib * GIB, 3000 * MB), (INF, 1000 * MB)], 80 * GIB))
    return pts, detect_cliff(pts)


def test_recovery_after_a_pause():
    _, first = _pass(30)
    pts, half = _pass(15)
    rec = recovery(first, pts, half, 30)
    assert rec.fraction == pytest.approx(0.5, rel=0.01)
    assert rec.message == "after 30 s idle 15.00 GiB of the first pass's 30.00 GiB came back (50 %): " \
                          "a full recovery takes longer"
    pts, full = _pass(30)
    assert recovery(first, pts, full, 120).message.startswith("after 120 s idle the cache was back")
    slow = points(profile([(INF, 1000 * MB)], 50 * GIB))
    none = recovery(first, slow, detect_cliff(slow), 5)
    assert none.fraction == 0 and "had not come back" in none.message
    # more than the first pass had: its fall was not only the cache running out
    pts, more = _pass(60)
    rec = recovery(first, pts, more, 5)
    assert rec.fraction == pytest.approx(2.0, rel=0.01) and "was not only its cache running out" in rec.message
    # a sliver back, too short for a plateau of its own: still counted
    sliver = points(profile([(2 * GIB, 3000 * MB), (INF, 1000 * MB)], 50 * GIB))
    assert leading_bytes_above(sliver, 2000 * MB) == pytest.approx(2 * GIB, rel=0.2)


# -- real fio: a known step ---------------------------------------------------------------------

def test_a_real_fio_run_with_a_known_step_and_a_second_pass(fio, tmp_path):
    """Two stonewalled phases at rate=200m then rate=50m: the detector must put the cliff
    where the first phase ended (600 MiB); the second pass's fast phase is 300 MiB, so
    half the 'cache' came back."""
    specs = cliff_pass_specs(fio, tmp_path, 600, 300)
    settings = CliffSettings(Target(str(tmp_path / "unused"), "file"), 1 << 30, interval=0.5, pauses=(0.5,))
    events = []
    out = CliffRun(fio, settings, pass_specs=specs, target_label=str(tmp_path), on_event=events.append,
                   always_repeat=True, confirmed=()).run()
    assert out.suite.error is None and not out.suite.cancelled
    assert [t.phase for t in out.suite.tests] == ["pass 1", "pass 1", "pass 2 after 0.5 s idle",
                                                  "pass 2 after 0.5 s idle"]
    first, second = out.passes
    one_interval = 0.5 * 200 * MIB
    assert first.result.found, first.result.message
    assert first.result.cliff_bytes == pytest.approx(600 * MIB, abs=one_interval / 2)
    assert first.result.cache_bps == pytest.approx(200 * MIB, rel=0.1)
    assert first.result.after_bps == pytest.approx(50 * MIB, rel=0.15)
    assert first.result.total_bytes == pytest.approx(750 * MIB, rel=0.01)
    assert second.result.cliff_bytes == pytest.approx(300 * MIB, abs=one_interval / 2)
    assert second.recovery.fraction == pytest.approx(0.5, abs=0.1)
    assert any(e.startswith("idle 0.5 s") for e in events)
    assert "of the first pass's" in summary_line(out) or "% back after 0.5 s idle" in summary_line(out)
    d = json.loads(json.dumps(out.to_dict()))
    assert d["passes"][0]["result"]["cliff_gib"] == pytest.approx(600 / 1024, abs=0.06)
    assert len(d["passes"][0]["series"]) >= 10


def test_no_second_pass_without_a_cliff(fio, tmp_path):
    spec = pass_spec(CliffSettings(Target(str(tmp_path / "t"), "file"), 64 * MIB, ioengine="null",
                                   extra=(("rate", "100m"),)), 1)
    settings = CliffSettings(spec.target, 64 * MIB, interval=0.5, pauses=(60.0,))
    t0 = time.monotonic()
    out = CliffRun(fio, settings, pass_specs=[spec], target_label=str(tmp_path), confirmed=()).run()
    assert time.monotonic() - t0 < 50  # the 60 s pause never started
    assert len(out.passes) == 1 and not out.passes[0].result.found
    assert out.stopped == "no cliff in pass 1: no second pass (nothing to recover)"


def test_cancel_during_the_pause_ends_the_run_at_once(fio, tmp_path):
    specs = cliff_pass_specs(fio, tmp_path, 300)
    settings = CliffSettings(Target(str(tmp_path / "unused"), "file"), 1 << 30, interval=0.5, pauses=(600.0,))
    idle = threading.Event()
    run = CliffRun(fio, settings, pass_specs=specs, target_label=str(tmp_path), always_repeat=True, confirmed=(),
                   on_event=lambda text: idle.set() if text.startswith("idle") else None)
    box = {}
    th = threading.Thread(target=lambda: box.setdefault("out", run.run()))
    th.start()
    assert idle.wait(120), "pass 1 never ended"
    t0 = time.monotonic()
    run.cancel()
    th.join(60)
    assert not th.is_alive() and time.monotonic() - t0 < 30
    out = box["out"]
    assert out.suite.cancelled and len(out.passes) == 1
