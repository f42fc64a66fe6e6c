"""The write cliff: where a sustained sequential write falls off the drive's write cache
(SLC cache, DRAM, a RAID controller's) and stays down. Pure functions on a pass's
interval series; suites.cliff_run runs the passes with fio.

A pass is one sequential write over the span, sampled every status interval. The cliff
is the first step down of at least `min_drop` (20 %) after which the speed never comes
back to within half that of the cache speed and ends the pass at least `min_drop` below
it: a short dip that recovers (a garbage-collection pause) is not one. Reported: the cache speed (the plateau before it), the
bytes written before it (placed inside the interval it happened in), the speed right after
it and at the end (several steps: SLC, then TLC, then folding), and each step. A second
pass after an idle pause shows how much of the cache came back.
"""
from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from statistics import median

from app.core.insight.steps import Step, drops, log_series, noise_sigma, plateaus, steps
from app.core.words import Msg, Num, Size, Value, joined

GIB = 1 << 30


@dataclass(frozen=True)
class WritePoint:
    """One status interval of a pass."""

    bytes_before: float  # written in this pass before the interval
    bytes: float  # written in it
    seconds: float  # its length
    t_s: float  # seconds since the pass started, at its end

    @property
    def bps(self) -> float:
        return self.bytes / self.seconds if self.seconds > 0 else 0.0


def points(series: list[tuple[float, float]]) -> list[WritePoint]:
    """(seconds, bytes per second) intervals in order -> points with their byte offsets."""
    out, done, t = [], 0.0, 0.0
    for dt, bps in series:
        t += dt
        out.append(WritePoint(done, bps * dt, dt, t))
        done += bps * dt
    return out


def points_from_samples(samples, direction: str = "write") -> list[WritePoint]:
    """Fioscope's IntervalSamples of one pass (every group in fio's order), as points. An
    interval's bytes are its rate times its length, as status.py made the rate."""
    series = []
    last_t: dict[int, float] = {}
    for s in sorted(samples, key=lambda s: (s.group, s.seq)):
        dt = s.dt_s if s.dt_s > 0 else max(0.0, s.t_s - last_t.get(s.group, 0.0))
        last_t[s.group] = s.t_s
        if dt <= 0:
            continue
        rates = s.total
        series.append((dt, rates.write_bps if direction == "write" else rates.read_bps))
    return points(series)


@dataclass(frozen=True)
class CliffStep:
    at_bytes: float  # written before the step
    at_s: float
    from_bps: float
    to_bps: float
    sharp: bool  # within one interval
    width_bytes: float  # bytes written during the transition (0 for a sharp step)

    @property
    def change(self) -> float:
        return (self.to_bps - self.from_bps) / self.from_bps if self.from_bps else 0.0


@dataclass(frozen=True)
class CliffResult:
    found: bool
    total_bytes: float
    cache_bps: float | None = None  # the speed before the cliff (without one: the speed held)
    cliff_bytes: float | None = None  # written before the cliff
    cliff_s: float | None = None
    after_bps: float | None = None  # right after the cliff
    final_bps: float | None = None  # the last level of the pass
    steps: tuple[CliffStep, ...] = ()
    message: str = ""

    def to_dict(self) -> dict:
        d = asdict(self)
        d["cliff_gib"] = None if self.cliff_bytes is None else self.cliff_bytes / GIB
        return d


def _usable(pts: list[WritePoint]) -> list[int]:
    """Indices of intervals long enough to rate: fio's last interval can be a few ms."""
    if not pts:
        return []
    typical = median(p.seconds for p in pts)
    return [i for i, p in enumerate(pts) if p.seconds >= 0.4 * typical and p.bytes >= 0]


def _at(pts: list[WritePoint], idx: list[int], x: float, rate: float | None = None) -> tuple[float, float]:
    """A fractional position in the usable series (the integer part an interval, the rest
    the share of its time) -> (bytes written before it, seconds). rate: the speed over the
    interval's first part (a sharp step's level before it); else its mean."""
    k = int(x)
    if k >= len(idx):
        p = pts[idx[-1]]
        return p.bytes_before + p.bytes, p.t_s
    p = pts[idx[k]]
    frac = x - k
    part = frac * p.seconds * rate if rate is not None else frac * p.bytes
    return p.bytes_before + min(p.bytes, part), p.t_s - p.seconds + frac * p.seconds


def _cliff_step(pts, idx, s: Step) -> CliffStep:
    at_b, at_s = _at(pts, idx, s.cross, s.before.level if s.sharp else None)
    gap_lo, _ = _at(pts, idx, s.before.end)
    gap_hi, _ = _at(pts, idx, s.after.start)
    return CliffStep(at_b, at_s, s.before.level, s.after.level, s.sharp, max(0.0, gap_hi - gap_lo))


def mbs(bps: float | None) -> Value:
    return "?" if bps is None else Msg("%1 MB/s", Num(bps / 1e6, 0, grouped=True))


def gib(nbytes: float | None) -> Value:
    # MiB below 1 GiB (issue 52: a small span read "0.20 GiB")
    if nbytes is None:
        return "?"
    return Msg("%1 GiB", Num(nbytes / GIB, 2, grouped=True)) if abs(nbytes) >= GIB else Size(nbytes)


def pct(fraction: float, signed: bool = False) -> Msg:
    """A fraction as a percentage without decimals: "+12 %" (signed) or "45 %"."""
    return Msg("%1 %", f"{fraction * 100:+.0f}") if signed else Msg("%1 %", Num(fraction * 100, 0))


def too_short(pts: list[WritePoint], usable: int, need: int, interval: float | None = None) -> str:
    """Why a pass cannot be read, with the span it needed at the speed it ran (issue 52): the
    interval is already the shortest the cliff uses (suites/cliff_run.cliff_interval)."""
    secs = sum(p.seconds for p in pts)
    if not pts or secs <= 0:
        return Msg("too few intervals to tell (none): the pass ended before fio's first status report; write a larger "
                   "span")
    # fio's interval as run (a pass shorter than it has only partial ones), else the series' own
    total, typical = pts[-1].bytes_before + pts[-1].bytes, interval or median(p.seconds for p in pts)
    return Msg("too few intervals to tell (%1): %2 took %3 s at %4 in intervals of %5 s; at that speed the cliff needs "
               "a span of at least %6", usable, Size(total), Num(secs, digits=2), mbs(total / secs), Num(typical, digits=2),
               Size(total / secs * typical * need))


def detect_cliff(pts: list[WritePoint], min_drop: float = 0.2, min_rel: float = 0.1,
                 min_len: int = 3, interval: float | None = None) -> CliffResult:
    total = (pts[-1].bytes_before + pts[-1].bytes) if pts else 0.0
    idx = _usable(pts)
    if len(idx) < 2 * min_len:
        return CliffResult(False, total, message=too_short(pts, len(idx), 2 * min_len + 1, interval))
    y = [pts[i].bps for i in idx]
    _, neighbours = steps(y, min_len=min_len, min_rel=min_rel)
    found_steps = tuple(_cliff_step(pts, idx, s) for s in neighbours)
    plats = plateaus(y, min_len=min_len, min_rel=min_rel)
    final = plats[-1].level if plats else None
    cliff = drops(y, min_drop=min_drop, min_rel=min_rel, min_len=min_len, sustained=True)
    if cliff:
        cs = _cliff_step(pts, idx, cliff[0])
        msg = Msg("cliff after %1 (%2 s): %3 in the cache, %4 after it (%5)", gib(cs.at_bytes),
                  Num(cs.at_s, 0, grouped=True), mbs(cs.from_bps), mbs(cs.to_bps), pct(cs.change, signed=True))
        if not cs.sharp and cs.width_bytes > 0:
            msg = Msg("%1, falling over %2", msg, gib(cs.width_bytes))
        further = [f for f in found_steps if f.at_bytes > cs.at_bytes + cs.width_bytes and f.change <= -min_rel]
        if further:
            msg = Msg("%1; then %2", msg, joined([Msg("%1 after %2", mbs(f.to_bps), gib(f.at_bytes)) for f in further],
                                                  "; "))
        return CliffResult(True, total, cs.from_bps, cs.at_bytes, cs.at_s, cs.to_bps, final,
                           tuple(sorted(set(found_steps) | {cs}, key=lambda f: f.at_bytes)), msg)
    level = median(y)
    # faster first intervals than the noise explains: a cache too small for plateaus
    above = level * math.exp(max(math.log(1 + min_drop), 4 * noise_sigma(log_series(y))))
    fast = 0
    while fast < len(idx) and y[fast] >= above:
        fast += 1
    if 0 < fast < 2 * min_len:
        early = pts[idx[fast - 1]].bytes_before + pts[idx[fast - 1]].bytes
        what = Msg("first interval") if fast == 1 else Msg("first %1 intervals", fast)
        msg = Msg("no cliff to measure: %1 over %2, but the %3 ran faster (%4): a cache of %5 or less, too small for "
                  "this interval (a shorter %6 shows more)", mbs(level), gib(total), what, mbs(max(y[:fast])), gib(early),
                  "--interval")
    elif found_steps:
        changes = joined([Msg("%1 at %2", pct(f.change, signed=True), gib(f.at_bytes)) for f in found_steps])
        msg = Msg("no cliff: the speed changed (%1) but did not fall and stay down; median %2 over %3", changes,
                  mbs(level), gib(total))
    else:
        spread = (max(y) - min(y)) / level * 100 if level else 0.0
        msg = Msg("no cliff: %1 held over all %2; a write cache, if any, is larger than that: try a larger --size",
                  mbs(level), gib(total))
        if spread > 50:
            msg = Msg("%1 (the speed varied by %2 %)", msg, Num(spread, 0))
    return CliffResult(False, total, level, None, None, None, final, found_steps, msg)


@dataclass(frozen=True)
class Recovery:
    pause_s: float
    cache_bytes: float | None  # what this pass wrote at cache speed before falling
    fraction: float | None  # of the first pass's cache
    message: str

    def to_dict(self) -> dict:
        return asdict(self)


def leading_bytes_above(pts: list[WritePoint], level: float) -> float:
    """Bytes written before the speed first fell below `level` for good (the rest of the
    pass's median stays below it); a straddling interval counts by its mix of speeds."""
    idx = _usable(pts)
    for j, i in enumerate(idx):
        p = pts[i]
        if p.bps < level:
            rest = [pts[k].bps for k in idx[j:]]
            if median(rest) < level:
                return p.bytes_before
    return (pts[-1].bytes_before + pts[-1].bytes) if pts else 0.0


def recovery(first: CliffResult, later_pts: list[WritePoint], later: CliffResult, pause_s: float) -> Recovery:
    """How much of the cache came back after `pause_s` of idle, from a later pass."""
    if not first.found or not first.cliff_bytes:
        return Recovery(pause_s, None, None, Msg("no cliff in the first pass: nothing to recover"))
    if later.found and later.cache_bps and later.cache_bps >= 0.75 * (first.cache_bps or 0):
        cache = later.cliff_bytes or 0.0
    else:
        mid = ((first.cache_bps or 0) + (first.after_bps or 0)) / 2
        cache = leading_bytes_above(later_pts, mid)
    frac = cache / first.cliff_bytes
    pause = Num(pause_s, None)
    if frac > 1.1:
        msg = Msg("after %1 s idle %2 ran at cache speed, more than the first pass's %3: the first pass's fall was not "
                  "only its cache running out (a cache sized by free space, or other I/O on the drive)", pause,
                  gib(cache), gib(first.cliff_bytes))
    elif frac >= 0.9:
        msg = Msg("after %1 s idle the cache was back: %2 at cache speed (%3)", pause, gib(cache), pct(frac))
    elif frac <= 0.05:
        msg = Msg("after %1 s idle the cache had not come back (%2): it needs a longer pause (or the drive frees it only "
                  "when it is nearly empty or trimmed)", pause, gib(cache))
    else:
        msg = Msg("after %1 s idle %2 of the first pass's %3 came back (%4): a full recovery takes longer", pause,
                  gib(cache), gib(first.cliff_bytes), pct(frac))
    return Recovery(pause_s, cache, frac, msg)
