"""SNIA PTS steady-state test over a tracking variable, one value per round.

Steady state holds when, over the measurement window (the last `window` rounds):
  (a) max(y) - min(y) <= max_excursion * avg(y)          (data excursion, 20 %)
  (b) |k| * (window - 1) <= max_slope * avg(y)           (slope excursion, 10 %)
with k the least-squares slope of y against the round number.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Verdict:
    attained: bool
    rounds: tuple[int, ...]  # 1-based round numbers of the window (empty: too few rounds)
    values: tuple[float, ...]  # the window's values
    average: float | None
    excursion: float | None  # max - min over the window
    excursion_limit: float | None  # max_excursion * average
    slope: float | None  # least-squares slope per round
    slope_excursion: float | None  # |slope| * (window - 1)
    slope_limit: float | None  # max_slope * average
    intercept: float | None  # fit line: y = intercept + slope * round
    reason: str

    def fit_line(self) -> tuple[float, ...]:
        """The fit evaluated at the window's rounds (for the verification plot)."""
        if self.slope is None or self.intercept is None:
            return ()
        return tuple(self.intercept + self.slope * r for r in self.rounds)


def _num(v: float) -> str:
    """Readable at any scale: 106,400 IOPS and 0.0123 alike."""
    return f"{v:,.0f}" if abs(v) >= 100 else f"{v:.3g}"


def least_squares(xs: list[float], ys: list[float]) -> tuple[float, float]:
    """(slope, intercept) of the least-squares line through the points."""
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx if sxx else 0.0
    return slope, my - slope * mx


def evaluate(values, window: int = 5, max_excursion: float = 0.20, max_slope: float = 0.10) -> Verdict:
    """Whether the last `window` values of a tracking variable are in steady state."""
    ys = [float(v) for v in values]
    if window < 2:
        raise ValueError("the window needs at least 2 rounds")
    if len(ys) < window:
        return Verdict(False, (), tuple(ys), None, None, None, None, None, None, None,
                       f"{len(ys)} of {window} rounds: too few for a window")
    first = len(ys) - window + 1
    rounds = tuple(range(first, len(ys) + 1))
    win = ys[-window:]
    avg = sum(win) / window
    excursion = max(win) - min(win)
    slope, intercept = least_squares([float(r) for r in rounds], win)
    slope_exc = abs(slope) * (window - 1)
    ex_limit, sl_limit = max_excursion * abs(avg), max_slope * abs(avg)
    ok_ex, ok_sl = excursion <= ex_limit, slope_exc <= sl_limit
    if ok_ex and ok_sl:
        reason = f"steady in rounds {rounds[0]}-{rounds[-1]}"
    else:
        parts = []
        if not ok_ex:
            parts.append(f"range {_num(excursion)} > {max_excursion:.0%} of average ({_num(ex_limit)})")
        if not ok_sl:
            parts.append(f"slope x {window - 1} = {_num(slope_exc)} > {max_slope:.0%} of average ({_num(sl_limit)})")
        reason = "; ".join(parts)
    return Verdict(ok_ex and ok_sl, rounds, tuple(win), avg, excursion, ex_limit, slope, slope_exc,
                   sl_limit, intercept, reason)


def first_steady_round(values, window: int = 5, max_excursion: float = 0.20,
                       max_slope: float = 0.10) -> int | None:
    """The round (1-based) after which steady state was first attained, if ever."""
    for n in range(window, len(values) + 1):
        if evaluate(values[:n], window, max_excursion, max_slope).attained:
            return n
    return None
