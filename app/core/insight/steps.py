"""Level shifts in a noisy series: the plateaus a throughput series settles on and the steps
between them. Pure functions; the write cliff (insight.cliff) and the thermal verdict
(insight.thermal) read their series with these.

How, on the logarithm of the series (throughput noise is a share of the level): a running
median (3 or 5 wide) removes single-interval spikes without moving an edge; binary
segmentation splits the filtered series where the least-squares fit of two
levels beats one by more than the noise explains (a BIC-like penalty on a robust noise
estimate) and the two means differ by at least `min_rel`; each segment is then a plateau
when it is long enough and flat (the medians of its halves differ by no more than four
standard errors, or 2.5 % of its level), else part of a transition. Neighbouring
plateaus closer than `min_rel` are merged. A linear ramp thus becomes a transition
between the plateaus on either side, whatever number of pieces the splitting cut it in.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from statistics import median


@dataclass(frozen=True)
class Plateau:
    start: int  # first sample index
    end: int  # one past the last
    level: float  # the median of the (filtered) samples in it

    @property
    def length(self) -> int:
        return self.end - self.start


@dataclass(frozen=True)
class Step:
    before: Plateau
    after: Plateau
    cross: float  # fractional sample index where the series crosses the midway level
    sharp: bool  # no sample between the two plateaus but the one the change happened in

    @property
    def change(self) -> float:
        """Relative change: -0.6 is a 60 % drop."""
        return (self.after.level - self.before.level) / self.before.level if self.before.level else 0.0


def running_median(y: list[float], k: int) -> list[float]:
    if k <= 1 or len(y) < k:
        return list(y)
    h = k // 2
    out = []
    for i in range(len(y)):
        lo, hi = max(0, i - h), min(len(y), i + h + 1)
        out.append(median(y[lo:hi]))
    return out


def noise_sigma(y: list[float]) -> float:
    """Robust noise level: the median absolute first difference, scaled to a standard
    deviation (a level shift is one difference among many and does not move it)."""
    if len(y) < 3:
        return 0.0
    d = sorted(abs(b - a) for a, b in zip(y, y[1:]))
    return 1.4826 * d[len(d) // 2] / math.sqrt(2)


class _Prefix:
    def __init__(self, y: list[float]) -> None:
        self.s1 = [0.0]
        self.s2 = [0.0]
        for v in y:
            self.s1.append(self.s1[-1] + v)
            self.s2.append(self.s2[-1] + v * v)

    def mean(self, a: int, b: int) -> float:
        return (self.s1[b] - self.s1[a]) / (b - a)

    def sse(self, a: int, b: int) -> float:
        n = b - a
        s = self.s1[b] - self.s1[a]
        return max(0.0, self.s2[b] - self.s2[a] - s * s / n)


def segment(y: list[float], min_len: int = 3, min_diff: float = 0.1, sigma: float | None = None,
            penalty: float | None = None, max_segments: int = 24) -> list[tuple[int, int]]:
    """Binary segmentation of y into [start, end) pieces whose means differ by at least
    min_diff, each split gaining more than the noise explains."""
    n = len(y)
    if n < 2 * min_len:
        return [(0, n)] if n else []
    pre = _Prefix(y)
    if sigma is None:
        sigma = noise_sigma(y)
    if penalty is None:
        penalty = 3.0 * sigma * sigma * math.log(n)
    done: list[tuple[int, int]] = []
    todo = [(0, n)]
    while todo:
        if len(done) + len(todo) >= max_segments:
            done += todo
            break
        a, b = todo.pop()
        best, at = 0.0, None
        whole = pre.sse(a, b)
        for i in range(a + min_len, b - min_len + 1):
            gain = whole - pre.sse(a, i) - pre.sse(i, b)
            if gain > best and abs(pre.mean(a, i) - pre.mean(i, b)) >= min_diff:
                best, at = gain, i
        if at is None or best <= penalty:
            done.append((a, b))
        else:
            todo += [(at, b), (a, at)]
    return sorted(done)


def _flat(y: list[float], a: int, b: int, sigma: float) -> bool:
    """No trend inside: the medians of its two halves differ by no more than the noise
    explains (four standard errors) or 2.5 % of its level. Medians, and without its end
    intervals, so that the one a step happened in, left at an edge, is no trend."""
    if b - a >= 5:
        a, b = a + 1, b - 1  # an edge may hold the interval a step happened in
    n = b - a
    if n < 4:
        return True
    h = n // 2
    first, second = median(y[a:a + h]), median(y[b - h:b])
    se = 1.2533 * sigma * 2 / math.sqrt(n)
    return abs(second - first) <= max(4 * se, 0.025)  # y in logs: 0.025 is 2.5 %


def log_series(y: list[float]) -> list[float]:
    """Throughput noise is relative (a few % of the level, at any level): in logs it is the
    same size everywhere, and a relative step is a fixed difference. Stalls (0) are
    clamped to a thousandth of the top."""
    top = max((abs(v) for v in y), default=1.0) or 1.0
    return [math.log(max(v, 1e-3 * top)) for v in y]


def plateaus(y: list[float], min_len: int = 3, min_rel: float = 0.1) -> list[Plateau]:
    """The levels the series holds for a while, in order."""
    n = len(y)
    if n == 0:
        return []
    k = 5 if n >= 15 else 3
    ly = log_series(y)
    f = running_median(ly, k)
    sigma = max(noise_sigma(ly), 0.002)  # of the raw series: the filtered one hides its noise
    rel = -math.log(1 - min_rel)
    out: list[Plateau] = []
    for a, b in segment(f, min_len=min_len, min_diff=rel, sigma=sigma):
        if b - a >= min_len and _flat(f, a, b, sigma):
            p = Plateau(a, b, median(y[a:b]))
            if out and out[-1].end == a and _close(out[-1].level, p.level, min_rel):
                q = out.pop()
                p = Plateau(q.start, b, median(y[q.start:b]))
            out.append(p)
    if not out and n:
        out.append(Plateau(0, n, median(y)))  # nothing flat: one level, the whole series
    return out


def _close(a: float, b: float, rel: float) -> bool:
    return abs(a - b) < rel * max(abs(a), abs(b), 1e-12)


def steps(y: list[float], min_len: int = 3, min_rel: float = 0.1) -> tuple[list[Plateau], list[Step]]:
    """Plateaus and the steps between neighbours (those at least min_rel apart)."""
    ps = plateaus(y, min_len, min_rel)
    f = running_median(y, 5 if len(y) >= 15 else 3)
    out = []
    for a, b in zip(ps, ps[1:]):
        if _close(a.level, b.level, min_rel):
            continue
        a, b = _trim(y, a, b)
        out.append(Step(a, b, crossing(y, f, a, b), b.start - a.end <= 1))
    return ps, out


def drops(y: list[float], min_drop: float = 0.2, min_rel: float = 0.1, min_len: int = 3,
          sustained: bool = False) -> list[Step]:
    """Falls of at least min_drop from one plateau to a lower one, in order. Plateaus on
    the way that sit between the two levels (a ramp the splitting cut in pieces) are part
    of the fall, and so are short ones below the first low plateau when the speed goes on
    falling (the fall ends on a level it holds a while). sustained: only falls after which
    the speed never comes back to within min_drop / 2 of the level it fell from, and ends
    the series at least min_drop below it."""
    ps = plateaus(y, min_len, min_rel)
    f = running_median(y, 5 if len(y) >= 15 else 3)
    short = max(2 * min_len, int(0.05 * len(y)))
    tail = max(min_len, len(y) // 10)  # how the series ends: its last tenth
    out: list[Step] = []
    i = 0
    while i < len(ps):
        a = ps[i]
        thr = a.level * (1 - min_drop)
        j = next((k for k in range(i + 1, len(ps)) if ps[k].level <= thr), None)
        if j is None:
            i += 1
            continue
        if any(ps[k].level >= a.level * (1 - min_rel) for k in range(i + 1, j)):
            i += 1  # the level came back before falling: fall from the later plateau
            continue
        while j + 1 < len(ps) and ps[j].length < short and ps[j + 1].level < ps[j].level * (1 - min_rel):
            j += 1
        b = ps[j]
        if sustained and (any(p.level >= a.level * (1 - min_drop / 2) for p in ps[j:]) or
                          ps[-1].level > thr or median(y[-tail:]) > thr):
            i += 1  # it came back (near the level it fell from), or ended above the fall
            continue
        ta, tb = _trim(y, a, b)
        out.append(Step(ta, tb, crossing(y, f, ta, tb), tb.start - ta.end <= 1))
        if sustained:
            break
        i = j + 1  # the next fall starts from a plateau after this one's low
    return out


def _trim(y: list[float], a: Plateau, b: Plateau) -> tuple[Plateau, Plateau]:
    """The running median hands the interval a step happened in to one of the plateaus;
    give it back (and any raw sample already a quarter of the way to the other level), so
    the step can be placed inside it."""
    band = 0.25 * abs(a.level - b.level)
    end, start = a.end, b.start
    while end - 1 > a.start and abs(y[end - 1] - a.level) > band:
        end -= 1
    while start + 1 < b.end and abs(y[start] - b.level) > band:
        start += 1
    return Plateau(a.start, end, a.level), Plateau(start, b.end, b.level)


def crossing(y: list[float], f: list[float], a: Plateau, b: Plateau) -> float:
    """Where the series passes midway from plateau a's level to b's, as a fractional sample
    index: a sharp step inside one interval is placed by how much of that interval ran at
    each level (the interval's mean is a mix of the two); a transition over several
    intervals, at its last midway crossing."""
    lo, hi = a.end, b.start  # samples between the plateaus (none for a sharp step)
    mid = (a.level + b.level) / 2
    down = b.level < a.level
    if hi - lo <= 1:
        # the interval it happened in: the one nearest the midway level around the boundary
        cands = range(max(a.start, lo - 1), min(b.end, hi + 1))
        c = min(cands, key=lambda i: abs(y[i] - mid), default=b.start)
        if a.level == b.level:
            return float(b.start)
        frac = (y[c] - b.level) / (a.level - b.level)
        if not 0.0 < frac < 1.0:
            return float(b.start)  # no interval in between: it happened at the boundary
        return c + frac
    # the last sample on a's side of the midway level, then interpolate to the next
    last = a.end - 1
    for i in range(a.end, b.start):
        if (f[i] > mid) if down else (f[i] < mid):
            last = i
    nxt = last + 1
    v0, v1 = f[last], f[min(nxt, len(f) - 1)]
    frac = (v0 - mid) / (v0 - v1) if v0 != v1 else 0.5
    return last + 0.5 + min(1.0, max(0.0, frac))
