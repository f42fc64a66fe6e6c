"""SNIA steady-state maths on sequences worked out by hand."""
import pytest

from app.core.suites.steady_criteria import evaluate, first_steady_round, least_squares


def test_flat_sequence_is_steady():
    v = evaluate([100, 100, 100, 100, 100])
    assert v.attained and v.rounds == (1, 2, 3, 4, 5)
    assert v.average == 100 and v.excursion == 0 and v.slope == 0 and v.slope_excursion == 0
    assert v.fit_line() == (100, 100, 100, 100, 100)


def test_window_is_the_last_five_rounds():
    # Early rounds (the write cliff) are outside the window.
    v = evaluate([500, 300, 200, 101, 99, 100, 102, 98])
    assert v.attained and v.rounds == (4, 5, 6, 7, 8) and v.values == (101, 99, 100, 102, 98)
    assert v.average == 100 and v.excursion == 4
    # Least squares by hand: x = 4..8 (mean 6), y - 100 = 1,-1,0,2,-2:
    # sum (x-6)(y-100) = -2*1 + -1*-1 + 0 + 1*2 + 2*-2 = -3; sum (x-6)^2 = 10 -> k = -0.3
    assert v.slope == pytest.approx(-0.3)
    assert v.slope_excursion == pytest.approx(1.2)
    assert v.intercept == pytest.approx(101.8)


def test_rising_sequence_fails_on_slope_not_range():
    # 100,104,..,116: avg 108, range 16 <= 21.6 passes; slope 4, 4*4 = 16 > 10.8 fails.
    v = evaluate([100, 104, 108, 112, 116])
    assert not v.attained
    assert v.excursion == 16 and v.excursion_limit == pytest.approx(21.6)
    assert v.slope == pytest.approx(4) and v.slope_excursion == pytest.approx(16)
    assert v.slope_limit == pytest.approx(10.8)
    assert "slope" in v.reason and "range" not in v.reason


def test_noisy_sequence_fails_on_range_not_slope():
    # avg 100, range 40 > 20. x-3: -2,-1,0,1,2; y-100: -20,20,0,20,-20
    # -> sum (x-3)(y-100) = 40 - 20 + 0 + 20 - 40 = 0 -> k = 0: the slope test passes.
    v = evaluate([80, 120, 100, 120, 80])
    assert v.slope == pytest.approx(0)
    assert v.excursion == 40 and not v.attained
    assert "range" in v.reason and "slope" not in v.reason


def test_too_short_sequence_has_no_window():
    v = evaluate([1, 2, 3])
    assert not v.attained and v.rounds == () and v.average is None
    assert "too few" in v.reason


def test_limits_are_inclusive_and_configurable():
    # range exactly 20 % of the average passes (<=).
    assert evaluate([90, 110, 100, 110, 90]).attained
    assert not evaluate([90, 110, 100, 110, 90], max_excursion=0.19).attained
    v = evaluate([10, 10, 10], window=3)
    assert v.attained and v.rounds == (1, 2, 3)


def test_latency_tracking_works_the_same():
    v = evaluate([0.25, 0.26, 0.25, 0.24, 0.25])
    assert v.attained and v.average == pytest.approx(0.25)


def test_first_steady_round_finds_the_round():
    seq = [1000, 700, 400, 300, 310, 305, 300, 295, 302]
    assert first_steady_round(seq) == 8  # window 4..8: 300,310,305,300,295
    assert not evaluate(seq[:7]).attained and evaluate(seq[:8]).attained
    assert first_steady_round([1, 2, 3, 4, 5, 6]) is None


def test_least_squares():
    assert least_squares([1, 2, 3], [2, 4, 6]) == (pytest.approx(2), pytest.approx(0))
