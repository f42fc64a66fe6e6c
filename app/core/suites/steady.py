"""SNIA PTS-style steady-state suite: purge, precondition, then rounds over a test's
matrix until the tracking variable is steady (see app.core.steady_state) or 25 rounds.

The plan is a generator: after each round it evaluates the tracking variable and decides
whether to go on. Every cell is a test in the run store, committed when it finishes, so a
killed run keeps its completed rounds and can be resumed from the next one.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Iterator

from app.core.errors import InputError
from app.core.fio.jobspec import JobSpec, Target, default_engine
from app.core.steady_state import Verdict, evaluate
from app.core.units import short_bs

K = 1024
TESTS = ("iops", "throughput", "latency", "write_saturation")
PROFILES = {"enterprise": (32, 4), "client": (16, 2)}  # PTS-E and PTS-C: (QD, threads)
IOPS_MIXES = (100, 95, 65, 50, 35, 5, 0)
IOPS_BS = (1024 * K, 128 * K, 64 * K, 32 * K, 16 * K, 8 * K, 4 * K, 512)
TP_BS = (1024 * K, 64 * K, 8 * K, 4 * K, 512)
LAT_MIXES = (100, 65, 0)
LAT_BS = (8 * K, 4 * K, 512)
REDUCED = {"iops": ((100, 65, 0), (64 * K, 4 * K)), "throughput": ((), (1024 * K, 64 * K)),
           "latency": ((100, 0), (4 * K,))}


@dataclass(frozen=True)
class SteadySettings:
    target: Target
    span: int  # bytes of the device (or file) under test
    tests: tuple[str, ...] = ("iops",)
    cell_s: float = 60.0
    iodepth: int = 32
    numjobs: int = 4
    max_rounds: int = 25
    window: int = 5
    purge: bool = False
    precondition: bool = True
    time_limit_s: float | None = None
    ioengine: str = field(default_factory=default_engine)
    reduced: bool = False  # a smaller matrix for quick looks; the verdict rules are the same
    saturation_multiple: float = 4.0  # write saturation: until this many spans are written
    mixes: tuple[int, ...] | None = None  # override the matrix's read percentages
    block_sizes: tuple[int, ...] | None = None  # override the matrix's block sizes

    def __post_init__(self) -> None:
        if not self.tests:
            raise InputError("no steady-state test given", "choose from " + ", ".join(TESTS))
        for t in self.tests:
            if t not in TESTS:
                raise InputError(f"unknown steady-state test {t!r}", "choose from " + ", ".join(TESTS))
        if self.cell_s < 1:
            raise InputError("cell duration must be at least 1 s")
        if not 1 <= self.max_rounds <= 25 or self.window > self.max_rounds:
            raise InputError("rounds must be 1..25 and at least the window (5)")
        if self.purge and self.target.kind != "device":
            raise InputError("purge needs a raw device; a test file is simply recreated")
        largest = max([max(self.matrix(t)[1]) for t in self.tests] +
                      [128 * K] * self.precondition, default=0)  # preconditioning writes 128k blocks
        if self.span < largest:
            raise InputError(f"span {self.span:,} bytes is smaller than the largest block size "
                             f"({short_bs(largest)})", f"use a --span of at least {short_bs(largest)}")
        for t in self.tests:
            if t == "write_saturation":
                continue
            mixes, sizes = self.matrix(t)
            track = tracking_cell(t)
            if track.bs not in sizes or (track.mix is not None and track.mix not in mixes):
                raise InputError(f"the {t} matrix must include its tracking workload "
                                 f"({track.key}): keep 0% reads and {short_bs(track.bs)} in it")

    def matrix(self, test: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
        if test == "write_saturation":
            return (0,), (4 * K,)
        mixes, sizes = REDUCED[test] if self.reduced else {
            "iops": (IOPS_MIXES, IOPS_BS), "throughput": ((), TP_BS), "latency": (LAT_MIXES, LAT_BS)}[test]
        if self.mixes is not None and test != "throughput":
            mixes = self.mixes
        if self.block_sizes is not None:
            sizes = self.block_sizes
        return mixes, sizes


@dataclass(frozen=True)
class Cell:
    test: str
    mix: int | None  # percent reads; None for the sequential throughput cells
    bs: int
    rw: str

    @property
    def key(self) -> str:
        mix = "" if self.mix is None else f"-m{self.mix}"
        return f"{self.test}-{self.rw}{mix}-{short_bs(self.bs)}"


def cells(s: SteadySettings, test: str) -> list[Cell]:
    mixes, sizes = s.matrix(test)
    if test == "throughput":
        return [Cell(test, None, bs, rw) for bs in sizes for rw in ("write", "read")]
    if test == "write_saturation":
        return [Cell(test, 0, 4 * K, "randwrite")]
    return [Cell(test, m, bs, "randrw") for m in mixes for bs in sizes]


def tracking_cell(test: str) -> Cell:
    """PTS tracking variables: 4k random write IOPS; 1024k sequential write bandwidth;
    4k random write mean latency."""
    return {"iops": Cell("iops", 0, 4 * K, "randrw"), "throughput": Cell("throughput", None, 1024 * K, "write"),
            "latency": Cell("latency", 0, 4 * K, "randrw"),
            "write_saturation": Cell("write_saturation", 0, 4 * K, "randwrite")}[test]


def tracking_value(test: str, result: dict) -> float | None:
    """From a cell's result dict (the JSON export's 'result')."""
    w = result["total"]["write"]
    if test in ("iops", "write_saturation"):
        return w["iops"]
    if test == "throughput":
        return w["bytes_per_s"]
    lat = w["clat_us"]
    return lat["mean_us"] if lat else None


def cell_spec(s: SteadySettings, c: Cell, round_no: int) -> JobSpec:
    qd, jobs = (1, 1) if c.test == "latency" else (s.iodepth, s.numjobs)
    return JobSpec(name=f"{c.key}-r{round_no:02d}", rw=c.rw, target=s.target, bs=c.bs,
                   rwmixread=c.mix if c.rw == "randrw" else None, iodepth=qd, numjobs=jobs,
                   size=s.span, runtime=s.cell_s, time_based=True, direct=True, ioengine=s.ioengine,
                   extra=(("norandommap", None), ("randrepeat", "0")))


def purge_spec(s: SteadySettings, test: str) -> JobSpec:
    # fio's trim on a block device issues BLKDISCARD: blkdiscard's effect, through fio,
    # so it is classified, stored and guarded like any other destructive job.
    bs = min(64 << 20, s.span)  # fio refuses a block larger than the size
    return JobSpec(name=f"{test}-purge", rw="trim", target=s.target, bs=bs, size=s.span,
                   iodepth=1, numjobs=1, ioengine="psync", direct=True)


def precondition_spec(s: SteadySettings, test: str) -> JobSpec:
    # Workload-independent preconditioning: 128k sequential writes over twice the span.
    return JobSpec(name=f"{test}-precondition", rw="write", target=s.target, bs=128 * K, size=s.span,
                   iodepth=s.iodepth, numjobs=1, direct=True, ioengine=s.ioengine, extra=(("loops", "2"),))


@dataclass
class TestProgress:
    """What is known of one test: per round, cell key -> result dict."""

    test: str
    rounds: list[dict[str, dict]] = field(default_factory=list)
    prepared: bool = False
    finished: bool = False
    stop_reason: str = ""

    def tracking(self) -> list[float]:
        key = tracking_cell(self.test).key
        out = []
        for r in self.rounds:
            v = tracking_value(self.test, r[key]) if key in r else None
            if v is not None:
                out.append(v)
        return out

    def written_bytes(self) -> int:
        return sum(res["total"]["write"]["io_bytes"] for r in self.rounds for res in r.values())


def verdict(s: SteadySettings, tp: TestProgress) -> Verdict | None:
    if tp.test == "write_saturation":
        return None
    return evaluate(tp.tracking(), window=s.window)


def estimate_seconds(s: SteadySettings, bandwidth_guess: float = 200e6) -> tuple[float, float]:
    """(minimum, maximum) duration: 5 rounds if steady at once, max_rounds otherwise.
    Preconditioning is estimated from a guessed write bandwidth (200 MB/s)."""
    lo = hi = 0.0
    for t in s.tests:
        prep = (2 * s.span / bandwidth_guess) if s.precondition else 0.0
        per_round = len(cells(s, t)) * s.cell_s
        if t == "write_saturation":
            rounds_hi = s.max_rounds
            lo += prep + per_round
            hi += prep + per_round * rounds_hi
        else:
            lo += prep + per_round * s.window
            hi += prep + per_round * s.max_rounds
    if s.time_limit_s:
        lo, hi = min(lo, s.time_limit_s), min(hi, s.time_limit_s)
    return lo, hi


def progress_from_doc(s: SteadySettings, doc: dict) -> dict[str, TestProgress]:
    """Rebuild what a stored (possibly partial) run completed: whole rounds only."""
    state = {t: TestProgress(t) for t in s.tests}
    by_round: dict[tuple[str, int], dict[str, dict]] = {}
    for t in doc["tests"]:
        phase = t.get("phase", "")
        test = phase.split(" ")[0]
        if test not in state or t["status"] != "done" or not t["result"]:
            continue
        if phase.endswith(("purge", "precondition")):
            state[test].prepared = True
            continue
        if " round " in phase:
            n = int(phase.rsplit(" ", 1)[1])
            key = t["name"].rsplit("-r", 1)[0]
            by_round.setdefault((test, n), {})[key] = t["result"]
    for test, tp in state.items():
        n = 1
        while (test, n) in by_round and len(by_round[(test, n)]) == len(cells(s, test)):
            tp.rounds.append(by_round[(test, n)])
            n += 1
        if tp.rounds:
            tp.prepared = True
            v = verdict(s, tp)
            if (v is not None and v.attained) or len(tp.rounds) >= s.max_rounds:
                tp.finished = True
    return state


class SteadyPlan:
    """An iterator of (JobSpec, phase) for SuiteRunner; call `record(...)` after each job
    (the driver does so from on_test_done) to feed results back."""

    def __init__(self, s: SteadySettings, state: dict[str, TestProgress] | None = None,
                 clock=None) -> None:
        self.s = s
        self.state = state or {t: TestProgress(t) for t in s.tests}
        self._current_round: dict[str, dict] = {}
        self._clock = clock
        self._t0 = clock() if clock else None

    def _time_left(self) -> bool:
        if not self.s.time_limit_s or self._clock is None:
            return True
        return self._clock() - self._t0 < self.s.time_limit_s

    @property
    def current_round(self) -> dict[str, dict]:
        """Cell key -> result of the round now running (complete after its last cell)."""
        return self._current_round

    def record(self, phase: str, spec_name: str, result: dict | None) -> None:
        if result is not None and " round " in phase:
            self._current_round[spec_name.rsplit("-r", 1)[0]] = result

    def __iter__(self) -> Iterator[tuple[JobSpec, str]]:
        for test in self.s.tests:
            tp = self.state[test]
            if tp.finished:
                continue
            if not tp.prepared:
                if self.s.purge:
                    yield purge_spec(self.s, test), f"{test} purge"
                if self.s.precondition:
                    yield precondition_spec(self.s, test), f"{test} precondition"
                tp.prepared = True
            while len(tp.rounds) < self.s.max_rounds:
                if not self._time_left():
                    tp.stop_reason = "time limit reached"
                    return
                n = len(tp.rounds) + 1
                self._current_round = {}
                for c in cells(self.s, test):
                    yield cell_spec(self.s, c, n), f"{test} round {n}"
                if len(self._current_round) < len(cells(self.s, test)):
                    return  # a cell failed or was cancelled: the runner stops here
                tp.rounds.append(self._current_round)
                if test == "write_saturation":
                    if tp.written_bytes() >= self.s.saturation_multiple * self.s.span:
                        tp.stop_reason = f"{self.s.saturation_multiple:g}x the span written"
                        break
                    continue
                v = verdict(self.s, tp)
                if v is not None and v.attained:
                    tp.stop_reason = v.reason
                    break
            else:
                tp.stop_reason = tp.stop_reason or f"not steady after {self.s.max_rounds} rounds"
            tp.finished = True

    def remaining_seconds(self) -> float | None:
        """Upper bound of what is left: the ETA a user sees between cells."""
        left = 0.0
        for test in self.s.tests:
            tp = self.state[test]
            if tp.finished:
                continue
            left += (self.s.max_rounds - len(tp.rounds)) * len(cells(self.s, test)) * self.s.cell_s
        return left


@dataclass(frozen=True)
class SummaryTable:
    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


def window_summary(s: SteadySettings, tp: TestProgress) -> list[SummaryTable]:
    """Measurement-window averages, laid out as TKperf's summary tables."""
    v = verdict(s, tp)
    if tp.test == "write_saturation" or not tp.rounds:
        return []
    rounds = [tp.rounds[r - 1] for r in v.rounds] if v and v.rounds else tp.rounds[-s.window:]
    mixes, sizes = s.matrix(tp.test)

    def avg(key: str, pick) -> float:
        vals = [pick(r[key]) for r in rounds if key in r]
        vals = [x for x in vals if x is not None]
        return sum(vals) / len(vals) if vals else math.nan

    tables = []
    if tp.test == "iops":
        rows = tuple((f"{m}/{100 - m}",) + tuple(
            f"{avg(Cell('iops', m, bs, 'randrw').key, lambda r: r['total']['read']['iops'] + r['total']['write']['iops']):.0f}"
            for bs in sizes) for m in mixes)
        tables.append(SummaryTable("IOPS, measurement window average (read/write mix x block size)",
                                   ("R/W mix",) + tuple(short_bs(b) for b in sizes), rows))
    elif tp.test == "throughput":
        rows = tuple((short_bs(bs),) + tuple(
            f"{avg(Cell('throughput', None, bs, rw).key, lambda r, rw=rw: r['total'][rw]['MB_per_s']):.1f}"
            for rw in ("read", "write")) for bs in sizes)
        tables.append(SummaryTable("Throughput MB/s, measurement window average",
                                   ("Block size", "Read", "Write"), rows))
    elif tp.test == "latency":
        def mean_lat(r):  # both directions of a mixed cell, weighted by their I/O counts
            parts = [r["total"][d]["clat_us"] for d in ("read", "write") if r["total"][d]["clat_us"]]
            n = sum(p["samples"] for p in parts)
            return sum(p["mean_us"] * p["samples"] for p in parts) / n if n else None

        def max_lat(r):
            parts = [r["total"][d]["clat_us"] for d in ("read", "write") if r["total"][d]["clat_us"]]
            return max(p["max_us"] for p in parts) if parts else None

        for label, pick in (("mean", mean_lat), ("max", max_lat)):
            rows = tuple((f"{m}/{100 - m}",) + tuple(
                f"{avg(Cell('latency', m, bs, 'randrw').key, pick):.1f}" for bs in sizes) for m in mixes)
            tables.append(SummaryTable(f"Latency ({label}, µs), measurement window average",
                                       ("R/W mix",) + tuple(short_bs(b) for b in sizes), rows))
    return tables
