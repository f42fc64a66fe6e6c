"""A long write saturation's per-round table: a day of 1-minute rounds (1,440) is shown as
round numbers a reader can follow, the first and the last always kept (issue 42)."""
from app.core.report.steady_report import ROUND_ROWS, every_kth


def _rows(n: int, skip: tuple[int, ...] = ()) -> list[list]:
    return [[r, f"{r:,.2f}"] for r in range(1, n + 1) if r not in skip]


def test_a_short_table_is_whole():
    rows = _rows(ROUND_ROWS)
    assert every_kth(rows) == (rows, 1)


def test_a_day_of_minute_rounds_shows_each_half_hour_the_first_and_the_last():
    shown, k = every_kth(_rows(1440))
    assert k == 30
    assert [r[0] for r in shown] == [1] + list(range(30, 1441, 30))


def test_the_last_round_is_kept_when_it_is_no_multiple_and_gaps_follow_the_round_numbers():
    shown, k = every_kth(_rows(1447, skip=(60,)))  # round 60 measured nothing: no row
    rounds = [r[0] for r in shown]
    assert k == 30 and rounds[0] == 1 and rounds[-1] == 1447 and 60 not in rounds and 90 in rounds
    assert len(shown) <= ROUND_ROWS
