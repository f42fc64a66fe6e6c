"""The steady-state verdict against TKperf's published report (seed 004) and its edge cases:
limits met exactly, a device doing no I/O, rounds without a value, NaN and None."""
import math

import pytest

from app.core.steady_state import evaluate, first_steady_round

# Seed 004 (TKperf 2.0, LSI RAID 5, 2 jobs x QD16): each test's "Values in stdy measurement
# window", its rounds (TKperf counts from 0: ours are those + 1) and its published average.
SEED_004 = {
    "iops": ([3250, 3203, 2829, 3110, 3010], (0, 1, 2, 3, 4), "3080"),
    "throughput": ([506083, 561061, 551044, 579993, 556581], (1, 2, 3, 4, 5), "550952"),
    "latency": ([156.897508, 152.732935, 157.612234, 155.660407, 152.999969], (1, 2, 3, 4, 5), "155.1806106"),
}


@pytest.mark.parametrize("test", sorted(SEED_004))
def test_seed_004_windows_and_verdicts_are_reproduced(test):
    values, tk_rounds, published = SEED_004[test]
    # The rounds before the window are not published: any values stand in for them.
    v = evaluate([1.0] * tk_rounds[0] + values)
    assert v.attained  # "Steady State has been reached: True"
    assert v.rounds == tuple(r + 1 for r in tk_rounds) and v.values == tuple(values)
    decimals = len(published.partition(".")[2])
    assert f"{v.average:.{decimals}f}" == published  # "Average in stdy measurement window"
    assert v.reason == f"steady in rounds {tk_rounds[0] + 1}-{tk_rounds[-1] + 1}"


def test_seed_004_summary_tables_are_the_window_averages():
    # The measurement-window tables carry the tracking workload's window average:
    # IOPS 4k 0/100 "3080.4"; latency 4k 0/100 "0.155" ms; throughput 1024k write
    # "538.039": TKperf's "MB/s" there is KiB/s / 1024, i.e. MiB/s.
    assert f"{evaluate(SEED_004['iops'][0]).average:.1f}" == "3080.4"
    assert f"{evaluate(SEED_004['latency'][0]).average / 1000:.3f}" == "0.155"
    assert f"{evaluate(SEED_004['throughput'][0]).average / 1024:.3f}" == "538.039"


def test_seed_004_margins():
    # How far inside the limits TKperf's windows were, worked out by hand for IOPS:
    # range 3250 - 2829 = 421 <= 0.2 x 3080.4 = 616.08; slope -57.3 x 4 = 229.2 <= 308.04.
    v = evaluate(SEED_004["iops"][0])
    assert v.excursion == 421 and f"{v.excursion_limit:.2f}" == "616.08"
    assert f"{v.slope:.2f}" == "-57.30" and f"{v.slope_excursion:.1f}" == "229.2"
    assert f"{v.slope_limit:.2f}" == "308.04"


def test_range_exactly_at_20_percent_passes_despite_float_rounding():
    values = [0.9, 1.1, 1.0, 1.1, 0.9]
    assert max(values) - min(values) > 0.2 * (sum(values) / 5)  # 0.20000000000000007 > 0.2
    v = evaluate(values)
    assert v.attained, v.reason
    assert f"{v.excursion:.3f}" == f"{v.excursion_limit:.3f}" == "0.200"


def test_slope_exactly_at_10_percent_passes_despite_float_rounding():
    v = evaluate([0.95, 0.975, 1.0, 1.025, 1.05])
    assert v.slope_excursion > v.slope_limit  # 0.10000000000000005 > 0.1
    assert v.attained, v.reason
    assert f"{v.slope_excursion:.3f}" == f"{v.slope_limit:.3f}" == "0.100"


def test_just_beyond_the_limits_fails():
    assert not evaluate([0.9, 1.1001, 1.0, 1.1, 0.9]).attained  # range 0.2001 > 0.2 x 1.00002
    v = evaluate([0.949, 0.975, 1.0, 1.025, 1.051])  # slope 0.0255 x 4 = 0.102 > 0.1
    assert not v.attained and "slope" in v.reason and "range" not in v.reason


def test_an_all_zero_window_is_never_steady():
    v = evaluate([120, 0, 0, 0, 0, 0])
    assert not v.attained and v.rounds == (2, 3, 4, 5, 6)
    assert v.reason == ("no I/O in rounds 2-6 (all values are 0): a device doing no I/O is never steady")


def test_a_round_without_a_value_is_named_not_skipped():
    v = evaluate([100, 100, None, 100, 100])
    assert not v.attained
    assert v.rounds == (1, 2, 4, 5) and v.missing == (3,) and v.values == (100, 100, 100, 100)
    assert v.window_text == "rounds 1, 2, 4, 5"
    assert v.reason == "no tracking value in round 3: the window (rounds 1-5) is incomplete; used rounds 1, 2, 4, 5"
    # The fit uses the rounds' real numbers: the line is drawn at 1, 2, 4, 5.
    assert v.fit_line() == pytest.approx((100, 100, 100, 100))
    # Once five complete rounds follow the gap, the window is whole again.
    later = evaluate([100, 100, None, 100, 100, 100, 100, 100])
    assert later.attained and later.rounds == (4, 5, 6, 7, 8) and later.missing == ()


@pytest.mark.parametrize("bad", [None, math.nan, math.inf, -math.inf, "n/a", True])
def test_nan_none_and_junk_never_raise(bad):
    v = evaluate([10, 10, bad, 10, 10, 10])
    assert v.rounds == (2, 4, 5, 6) and v.missing == (3,) and not v.attained
    assert "round 3" in v.reason
    all_bad = evaluate([bad] * 5)
    assert not all_bad.attained and all_bad.average is None and all_bad.fit_line() == ()
    assert all_bad.reason == "no tracking value in rounds 1, 2, 3, 4, 5: the window (rounds 1-5) is incomplete"
    assert first_steady_round([bad] * 7) is None


def test_first_round_offsets_the_names():
    v = evaluate([5, 5, 5, 5, 5], first_round=11)
    assert v.attained and v.rounds == (11, 12, 13, 14, 15) and v.reason == "steady in rounds 11-15"
