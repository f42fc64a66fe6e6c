"""SNIA PTS steady-state test over a tracking variable, one value per round.

Steady state holds when, over the measurement window (the last `window` rounds):
  (a) max(y) - min(y) <= max_excursion * avg(y)          (data excursion, 20 %)
  (b) |k| * (window - 1) <= max_slope * avg(y)           (slope excursion, 10 %)
with k the least-squares slope of y against the round number.

The limits are compared with a relative tolerance of 1e-9: a window exactly at 20 % is
steady even when float arithmetic makes the range 0.20000000000000007 of the average. A
round without a value (None, NaN: the round measured nothing) is never skipped quietly:
the window is the last `window` rounds by number, and a missing one makes it incomplete.
A window whose average is zero (a device doing no I/O) is never steady.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from app.core.words import Msg, Num, Value, joined

TOLERANCE = 1e-9  # relative: the limits' float rounding, nothing a device could show


@dataclass(frozen=True)
class Verdict:
    attained: bool
    rounds: tuple[int, ...]  # 1-based round numbers whose values the window used
    values: tuple[float, ...]  # those rounds' values
    average: float | None
    excursion: float | None  # max - min over the window
    excursion_limit: float | None  # max_excursion * average
    slope: float | None  # least-squares slope per round
    slope_excursion: float | None  # |slope| * (window - 1)
    slope_limit: float | None  # max_slope * average
    intercept: float | None  # fit line: y = intercept + slope * round
    reason: str
    missing: tuple[int, ...] = ()  # rounds of the window without a value

    def fit_line(self) -> tuple[float, ...]:
        """The fit evaluated at the window's rounds (for the verification plot)."""
        if self.slope is None or self.intercept is None:
            return ()
        return tuple(self.intercept + self.slope * r for r in self.rounds)

    @property
    def window_text(self) -> str:
        """'rounds 4-8', or 'rounds 2, 4, 5, 6' when the window has a gap."""
        if not self.rounds:
            return Msg("no rounds")
        r = self.rounds
        if r == tuple(range(r[0], r[-1] + 1)):
            return Msg("rounds %1-%2", r[0], r[-1]) if len(r) > 1 else Msg("round %1", r[0])
        return Msg("rounds %1", ", ".join(str(x) for x in r))


def _num(v: float) -> Num:
    """Readable at any scale: 106,400 IOPS and 0.0123 alike."""
    return Num(v, 0, grouped=True) if abs(v) >= 100 else Num(float(f"{v:.3g}"), None)


def _value(v) -> float | None:
    """A usable value, or None for a round that measured nothing (None, NaN, inf, junk)."""
    if v is None or isinstance(v, bool):
        return None
    try:
        f = float(v)
    except (TypeError, ValueError):
        return None
    return f if math.isfinite(f) else None


def _within(value: float, limit: float) -> bool:
    return value <= limit + TOLERANCE * max(abs(limit), abs(value))


def least_squares(xs: list[float], ys: list[float]) -> tuple[float, float]:
    """(slope, intercept) of the least-squares line through the points."""
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx if sxx else 0.0
    return slope, my - slope * mx


def _plural(rounds) -> Msg:
    rounds = list(rounds)
    return Msg("round %1", rounds[0]) if len(rounds) == 1 else Msg("rounds %1", ", ".join(str(r) for r in rounds))


def evaluate(values, window: int = 5, max_excursion: float = 0.20, max_slope: float = 0.10,
             first_round: int = 1) -> Verdict:
    """Whether the last `window` rounds of a tracking variable are in steady state.

    values: one entry per round, in order, the first being round `first_round`; None or
    NaN for a round without a value."""
    if window < 2:
        raise ValueError("the window needs at least 2 rounds")
    ys = [_value(v) for v in values]
    n = len(ys)
    if n < window:
        return Verdict(False, (), tuple(y for y in ys if y is not None), None, None, None, None, None, None,
                       None, Msg("%1 of %2 rounds: too few for a window", n, window))
    span = range(n - window, n)  # indexes of the window's rounds
    rounds = tuple(first_round + i for i in span if ys[i] is not None)
    missing = tuple(first_round + i for i in span if ys[i] is None)
    win = [y for i in span if (y := ys[i]) is not None]
    if len(win) < 2:
        lo, hi = first_round + span[0], first_round + span[-1]
        why = Msg("no tracking value in %1; %2 had one: the window (rounds %3-%4) is incomplete", _plural(missing),
                  _plural(rounds), lo, hi) if rounds else \
            Msg("no tracking value in %1: the window (rounds %2-%3) is incomplete", _plural(missing), lo, hi)
        return Verdict(False, rounds, tuple(win), None, None, None, None, None, None, None, why, missing)
    avg = sum(win) / len(win)
    excursion = max(win) - min(win)
    slope, intercept = least_squares([float(r) for r in rounds], win)
    slope_exc = abs(slope) * (window - 1)
    ex_limit, sl_limit = max_excursion * abs(avg), max_slope * abs(avg)
    ok_ex, ok_sl = _within(excursion, ex_limit), _within(slope_exc, sl_limit)
    if missing:
        reason = Msg("no tracking value in %1: the window (rounds %2-%3) is incomplete; used %4", _plural(missing),
                     first_round + span[0], first_round + span[-1], _plural(rounds))
        return Verdict(False, rounds, tuple(win), avg, excursion, ex_limit, slope, slope_exc, sl_limit,
                       intercept, reason, missing)
    if avg == 0 or all(y == 0 for y in win):
        reason = Msg("no I/O in rounds %1-%2 (all values are 0): a device doing no I/O is never steady", rounds[0],
                     rounds[-1])
        return Verdict(False, rounds, tuple(win), avg, excursion, ex_limit, slope, slope_exc, sl_limit,
                       intercept, reason)
    if ok_ex and ok_sl:
        reason = Msg("steady in rounds %1-%2", rounds[0], rounds[-1])
    else:
        parts: list[Value] = []
        if not ok_ex:
            # the average named as the average and the limit as the limit: "> 20% of average (2,980)"
            # read as if the average were 2,980
            parts.append(Msg("range %1 is more than %2% of the window's average %3 (at most %4)", _num(excursion),
                             Num(max_excursion * 100), _num(avg), _num(ex_limit)))
        if not ok_sl:
            parts.append(Msg("slope x %1 = %2 is more than %3% of the window's average %4 (at most %5)", window - 1,
                             _num(slope_exc), Num(max_slope * 100), _num(avg), _num(sl_limit)))
        reason = Msg("rounds %1-%2: %3", rounds[0], rounds[-1], joined(parts, "; "))
    return Verdict(ok_ex and ok_sl, rounds, tuple(win), avg, excursion, ex_limit, slope, slope_exc,
                   sl_limit, intercept, reason)


def first_steady_round(values, window: int = 5, max_excursion: float = 0.20,
                       max_slope: float = 0.10) -> int | None:
    """The round (1-based) after which steady state was first attained, if ever."""
    values = list(values)
    for n in range(window, len(values) + 1):
        if evaluate(values[:n], window, max_excursion, max_slope).attained:
            return n
    return None
