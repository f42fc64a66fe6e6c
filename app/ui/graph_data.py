"""The live graphs' data: bounded time series and their decimation for drawing (no Qt)."""
from __future__ import annotations

import numpy as np

CAPACITY = 4096  # points kept per curve (over an hour at 1 s)


class Ring:
    """Fixed-size time series; the newest CAPACITY points are kept."""

    def __init__(self, capacity: int = CAPACITY) -> None:
        self.t = np.zeros(capacity)
        self.y = np.zeros(capacity)
        self.n = 0
        self.cap = capacity

    def append(self, t: float, y: float) -> None:
        if self.n == self.cap:  # shift by half at once: amortised O(1) per point
            half = self.cap // 2
            self.t[:half] = self.t[half:]
            self.y[:half] = self.y[half:]
            self.n = half
        self.t[self.n] = t
        self.y[self.n] = y
        self.n += 1

    def view(self) -> tuple[np.ndarray, np.ndarray]:
        return self.t[: self.n], self.y[: self.n]


def decimate(t: np.ndarray, y: np.ndarray, max_points: int) -> tuple[np.ndarray, np.ndarray]:
    """At most about max_points, keeping each bin's minimum and maximum (peaks stay visible)."""
    n = len(t)
    if n <= max_points or max_points < 4:
        return t, y
    step = int(np.ceil(n / (max_points // 2)))
    m = n // step * step
    tb, yb = t[:m].reshape(-1, step), y[:m].reshape(-1, step)
    out_t = np.repeat(tb[:, 0], 2)
    with np.errstate(all="ignore"):
        lo, hi = np.nanmin(yb, axis=1), np.nanmax(yb, axis=1)
    out_y = np.empty(len(out_t))
    out_y[0::2], out_y[1::2] = lo, hi
    if m < n:
        out_t, out_y = np.append(out_t, t[m:]), np.append(out_y, y[m:])
    return out_t, out_y
