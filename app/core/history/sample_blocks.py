"""Each BLOCK stored samples of a test summed up as they are stored: their minima and maxima
(schema 7, table sample_blocks), so a view of a long test reads a row a block, not a row a
sample. A day of 64 threads at 1 s is 86,400 rows (1.8 s to read and unpack on a loaded
2-core machine) but 1,350 blocks; the rows after the last whole block are read as they are.

A block row: the seq range and count it covers, its first and last time, whether any was
in the ramp, the lowest and highest temperature, and two packed samples (packed.py): every
rate's minimum, and its maximum, over the block (a thread that sent nothing in any of them
is None)."""
from __future__ import annotations

import math

import numpy as np

from app.core.history.packed import COLUMNS, pack

BLOCK = 64  # samples a block sums up
_N = len(COLUMNS)
_LAT = (4, 5)


class BlockSum:
    """The open block of one test: fed each sample as it is stored; full() when BLOCK came."""

    def __init__(self) -> None:
        self.first_seq: int | None = None
        self.last_seq = 0
        self.n = 0
        self.t0 = self.t1 = 0.0
        self.ramp = False
        self.temps: list[float] = []
        # Empty until the first sample (first_seq None) sets them.
        self.lo_t: np.ndarray = np.empty(_N)  # totals' minima and maxima (6)
        self.hi_t: np.ndarray = np.empty(_N)
        self.lo: np.ndarray = np.empty((0, _N))  # threads' (slots x 6)
        self.hi: np.ndarray = np.empty((0, _N))

    def add(self, seq: int, t_s: float, ramp: bool, temp_c: float | None, total: dict,
            threads: list[dict | None]) -> None:
        tot = np.array(_values(total))
        th = np.array([_values(r) for r in threads]).reshape(len(threads), _N)
        if self.first_seq is None:
            self.first_seq, self.t0 = seq, t_s
            self.lo_t, self.hi_t, self.lo, self.hi = tot, tot.copy(), th, th.copy()
        else:
            self.lo_t, self.hi_t = np.fmin(self.lo_t, tot), np.fmax(self.hi_t, tot)
            if len(threads) > len(self.lo):  # a thread joined: the others' slots kept
                self.lo, self.hi = _grown(self.lo, len(threads)), _grown(self.hi, len(threads))
            elif len(threads) < len(self.lo):
                th = _grown(th, len(self.lo))
            self.lo, self.hi = np.fmin(self.lo, th), np.fmax(self.hi, th)
        self.last_seq, self.t1 = seq, t_s
        self.n += 1
        self.ramp = self.ramp or ramp
        if temp_c is not None:
            self.temps.append(temp_c)

    def full(self) -> bool:
        return self.n >= BLOCK

    def row(self) -> tuple:
        """(first_seq, last_seq, n, t0, t1, ramp, temp_lo, temp_hi, lo, hi) as stored."""
        seen = ~np.all(np.isnan(self.lo), axis=1) | ~np.all(np.isnan(self.hi), axis=1)
        return (self.first_seq, self.last_seq, self.n, self.t0, self.t1, int(self.ramp),
                min(self.temps, default=None), max(self.temps, default=None),
                pack(_rates(self.lo_t), [_rates(v) if on else None for v, on in zip(self.lo, seen)]),
                pack(_rates(self.hi_t), [_rates(v) if on else None for v, on in zip(self.hi, seen)]))


def _values(r: dict | None) -> list[float]:
    return [math.nan if r is None or r.get(c) is None else float(r[c]) for c in COLUMNS]


def _rates(v: np.ndarray) -> dict:
    """A rates dict from 6 values: NaN latency is None; a NaN rate (a thread absent from some
    samples of the block) is 0.0, as a None thread's curve shows nothing there."""
    return {c: (None if i in _LAT else 0.0) if math.isnan(x) else x for i, (c, x) in enumerate(zip(COLUMNS, v.tolist()))}


def _grown(a: np.ndarray, slots: int) -> np.ndarray:
    out = np.full((slots, _N), np.nan)
    out[:len(a)] = a
    return out


def block_rows(blocks: list[tuple], tail: list[tuple]) -> list[tuple]:
    """Stored blocks and the sample rows after them as sample rows (sample_rows.Row) for a
    view: each block its minimum at its first time and its maximum at its last."""
    out = []
    for _first, _last, _n, t0, t1, ramp, temp_lo, temp_hi, lo, hi in blocks:
        out.append((t0, ramp, "", "", temp_lo, lo))
        out.append((t1, ramp, "", "", temp_hi, hi))
    return out + list(tail)
