"""SNIA PTS steady-state suite, test by test as SNIA PTS and TKperf run them.

- IOPS and latency: purge, workload-independent preconditioning, then rounds over the
  test's matrix until its tracking variable is steady (app.core.suites.steady_criteria) or 25 rounds.
- Throughput: each block size (1024 KiB and 128 KiB) is a test of its own ("throughput-1M",
  "throughput-128K"), purged and preconditioned before it, with its own tracking variable
  (sequential write bandwidth at that block size) and its own steady state; each round
  measures sequential write and read at that block size.
- Write saturation: purge, no preconditioning, then 4 KiB random writes in rounds of one
  cell (one minute) until 4x the user capacity is written or 24 hours of writing pass,
  whichever is first (both adjustable); no steady-state criterion.

A test's rounds are the unit of work: each round runs as one fio invocation (a Batch of
stonewalled jobs, app.core.suites.rounds), every cell is a test in the run store, committed
when the round ends, so a killed run keeps its completed rounds and resumes from the next.
"""
from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field, fields
from typing import Iterator, TypedDict

from app.core.target_kind import TargetKind
from app.core.errors import InputError
from app.core.fio.jobspec import JobSpec, Target, default_engine
from app.core.suites.steady_criteria import Verdict, evaluate
from app.core.suites.items import PlanItem
from app.core.suites.rounds import Batch
from app.core.units import short_bs
from app.core.units import parse_size
from app.core.words import Msg, Num
from app.core.history.document import RunDoc

K = 1024
TESTS = ("iops", "throughput", "latency", "write_saturation")
# Load presets: (queue depth, threads). SNIA PTS-E: QD32 x 4; PTS-C: QD16 x 2. Any other
# load is given as iodepth and numjobs directly (seed 003: 4 jobs x QD16).
PROFILES = {"enterprise": (32, 4), "client": (16, 2)}
IOPS_MIXES = (100, 95, 65, 50, 35, 5, 0)
IOPS_BS = (1024 * K, 128 * K, 64 * K, 32 * K, 16 * K, 8 * K, 4 * K, 512)
TP_BS = (1024 * K, 128 * K)  # SNIA PTS throughput: a test per block size
LAT_MIXES = (100, 65, 0)
LAT_BS = (8 * K, 4 * K, 512)
REDUCED = {"iops": ((100, 65, 0), (64 * K, 4 * K)), "throughput": ((), (1024 * K,)),
           "latency": ((100, 0), (4 * K,))}
SATURATION_MULTIPLE = 4.0  # write saturation: until 4x the user capacity is written
SATURATION_TIME_S = 24 * 3600.0  # or 24 hours of writing, whichever is first


class Saturation(TypedDict, total=False):
    """Write saturation's stopping points a request may set (SteadySettings' fields of these names)."""
    saturation_multiple: float
    saturation_time_s: float


@dataclass(frozen=True)
class Unit:
    """One test with its own purge, preconditioning, rounds and verdict."""

    name: str  # "iops", "throughput-1M", "latency", "write_saturation"
    test: str  # one of TESTS
    bs: int | None = None  # throughput: this test's block size


def unit_of(name: str) -> Unit:
    """'throughput-128K' -> Unit('throughput-128K', 'throughput', 131072)."""
    if name.startswith("throughput-"):
        return Unit(name, "throughput", parse_size(name.split("-", 1)[1].replace("B", "")))
    if name not in TESTS:
        raise InputError(Msg("unknown steady-state test %1", repr(name)), Msg("choose from %1", ", ".join(TESTS)))
    return Unit(name, name)


@dataclass(frozen=True)
class SteadySettings:
    target: Target
    span: int  # bytes of the device (or file) under test: SNIA's user capacity
    tests: tuple[str, ...] = ("iops",)
    cell_s: float = 60.0
    iodepth: int = 32
    numjobs: int = 4  # threads (fio jobs) per cell
    max_rounds: int = 25
    window: int = 5
    purge: bool = False
    precondition: bool = True
    time_limit_s: float | None = None
    ioengine: str = field(default_factory=default_engine)
    reduced: bool = False  # a smaller matrix for quick looks; the verdict rules are the same
    saturation_multiple: float = SATURATION_MULTIPLE  # write saturation: until this many spans are written
    mixes: tuple[int, ...] | None = None  # override the matrix's read percentages
    block_sizes: tuple[int, ...] | None = None  # override the matrix's block sizes
    saturation_time_s: float = SATURATION_TIME_S  # write saturation: or this long writing
    throughput_sizes: tuple[int, ...] | None = None  # the throughput tests' block sizes (default TP_BS)
    throughput_precondition: bool = True  # TKperf's throughput test (seed 004) has none: purge only

    def __post_init__(self) -> None:
        if not self.tests:
            raise InputError(Msg("no steady-state test given"), Msg("choose from %1", ", ".join(TESTS)))
        for t in self.tests:
            if t not in TESTS:
                raise InputError(Msg("unknown steady-state test %1", repr(t)), Msg("choose from %1", ", ".join(TESTS)))
        if self.cell_s < 1:
            raise InputError(Msg("cell duration must be at least 1 s"))
        if not 1 <= self.iodepth <= 65536 or not 1 <= self.numjobs <= 1024:
            raise InputError(Msg("queue depth %1 and threads %2 must be 1..65536 and 1..1024", self.iodepth, self.numjobs))
        if not 1 <= self.max_rounds <= 25 or self.window > self.max_rounds:
            raise InputError(Msg("rounds must be 1..25 and at least the window (5)"))
        if self.purge and self.target.kind != TargetKind.DEVICE:
            raise InputError(Msg("purge needs a raw device; a test file is simply recreated"))
        if not self.saturation_multiple > 0 or not self.saturation_time_s >= 1:
            raise InputError(Msg("write saturation needs a capacity multiple above 0 and at least 1 s"))
        largest = max([max(self.matrix(t)[1]) for t in self.tests] +
                      [128 * K] * self.precondition, default=0)  # preconditioning writes 128k blocks
        if self.span < largest:
            raise InputError(Msg("span %1 bytes is smaller than the largest block size (%2)", f"{self.span:,}",
                                 short_bs(largest)), Msg("use a --span of at least %1", short_bs(largest)))
        for u in self.units():
            if u.test == "write_saturation":
                continue
            mixes, sizes = self.matrix(u.test)
            track = tracking_cell(u)
            if track.bs not in sizes or (track.mix is not None and track.mix not in mixes):
                raise InputError(Msg("the %1 matrix must include its tracking workload (%2): keep 0% reads and %3 in it",
                                     u.test, track.key, short_bs(track.bs)))

    def to_dict(self) -> dict:
        """As stored (settings["steady"]); steady_run.settings_from_dict reads it back."""
        return {f.name: (asdict(self.target) if f.name == "target" else getattr(self, f.name)) for f in fields(self)}

    def matrix(self, test: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
        if test == "write_saturation":
            return (0,), (4 * K,)
        mixes, sizes = REDUCED[test] if self.reduced else {
            "iops": (IOPS_MIXES, IOPS_BS), "throughput": ((), TP_BS), "latency": (LAT_MIXES, LAT_BS)}[test]
        if self.mixes is not None and test != "throughput":
            mixes = self.mixes
        if self.block_sizes is not None:
            sizes = self.block_sizes
        if test == "throughput" and self.throughput_sizes is not None:
            sizes = self.throughput_sizes
        return mixes, sizes

    def preconditions(self, test: str) -> bool:
        """Workload-independent preconditioning before this test: never before write
        saturation (SNIA), before throughput unless switched off for it."""
        return (self.precondition and test != "write_saturation"  # a test or a unit: "throughput-1M"
                and (not test.startswith("throughput") or self.throughput_precondition))

    def units(self) -> list[Unit]:
        """The tests in order; throughput as one test per block size."""
        out = []
        for t in self.tests:
            if t == "throughput":
                out += [Unit(f"throughput-{short_bs(bs)}", t, bs) for bs in self.matrix(t)[1]]
            else:
                out.append(Unit(t, t))
        return out

    def unit(self, name: str) -> Unit:
        return next((u for u in self.units() if u.name == name), None) or unit_of(name)

    def load(self, test: str) -> tuple[int, int]:
        """(queue depth, threads) of a test's cells: latency is QD1 x 1 thread, as SNIA PTS."""
        return (1, 1) if test == "latency" else (self.iodepth, self.numjobs)


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


def _unit(s: SteadySettings, unit: Unit | str) -> Unit:
    return unit if isinstance(unit, Unit) else s.unit(unit)


def cells(s: SteadySettings, unit: Unit | str) -> list[Cell]:
    """One round's cells of a test (a Unit or its name)."""
    u = _unit(s, unit)
    mixes, sizes = s.matrix(u.test)
    if u.test == "throughput":
        assert u.bs is not None  # units() gives each throughput test its block size
        return [Cell(u.test, None, u.bs, rw) for rw in ("write", "read")]
    if u.test == "write_saturation":
        return [Cell(u.test, 0, 4 * K, "randwrite")]
    return [Cell(u.test, m, bs, "randrw") for m in mixes for bs in sizes]


def tracking_cell(unit: Unit | str) -> Cell:
    """PTS tracking variables: 4k random write IOPS; sequential write bandwidth at the
    throughput test's block size; 4k random write mean (total) latency."""
    u = unit if isinstance(unit, Unit) else unit_of(unit)
    if u.test == "throughput":
        return Cell("throughput", None, u.bs or 1024 * K, "write")
    return {"iops": Cell("iops", 0, 4 * K, "randrw"), "latency": Cell("latency", 0, 4 * K, "randrw"),
            "write_saturation": Cell("write_saturation", 0, 4 * K, "randwrite")}[u.test]


def mean_latency_us(side: dict) -> float | None:
    """fio's mean total latency (lat: submission to completion), which TKperf tracks; runs
    stored before it was recorded fall back to the completion latency."""
    lat = side.get("lat_us") or side.get("clat_us") or {}
    return lat.get("mean_us") if lat.get("samples", 1) else None


def tracking_value(test: str, result: dict | None) -> float | None:
    """From a cell's result dict (the JSON export's 'result'); None when it measured nothing."""
    if not result:
        return None
    w = (result.get("total") or {}).get("write") or {}
    if test.startswith("throughput"):
        v = w.get("bytes_per_s")
    elif test in ("iops", "write_saturation"):
        v = w.get("iops")
    else:
        v = mean_latency_us(w)
    return float(v) if isinstance(v, (int, float)) and math.isfinite(v) else None


def cell_spec(s: SteadySettings, c: Cell, round_no: int, runtime: float | None = None,
              io_size: int | None = None) -> JobSpec:
    qd, jobs = s.load(c.test)
    extra = [("norandommap", None), ("randrepeat", "0")]
    if io_size is not None:  # write saturation: stop at the data limit as well as the time
        extra.append(("io_size", str(io_size)))
    return JobSpec(name=f"{c.key}-r{round_no:02d}", rw=c.rw, target=s.target, bs=c.bs,
                   rwmixread=c.mix if c.rw == "randrw" else None, iodepth=qd, numjobs=jobs,
                   size=s.span, runtime=runtime or s.cell_s, time_based=io_size is None, direct=True,
                   ioengine=s.ioengine, extra=tuple(extra))


def purge_spec(s: SteadySettings, unit: str) -> JobSpec:
    # fio's trim on a block device issues BLKDISCARD: blkdiscard's effect, through fio,
    # so it is classified, stored and guarded like any other destructive job.
    bs = min(64 << 20, s.span)  # fio refuses a block larger than the size
    return JobSpec(name=f"{unit}-purge", rw="trim", target=s.target, bs=bs, size=s.span,
                   iodepth=1, numjobs=1, ioengine="psync", direct=True)


def precondition_spec(s: SteadySettings, unit: str) -> JobSpec:
    # Workload-independent preconditioning: 128k sequential writes over twice the span.
    return JobSpec(name=f"{unit}-precondition", rw="write", target=s.target, bs=128 * K, size=s.span,
                   iodepth=s.iodepth, numjobs=1, direct=True, ioengine=s.ioengine, extra=(("loops", "2"),))


PURGE_METHOD = "discard of the span (fio trim: BLKDISCARD, blkdiscard's effect)"


def precondition_text(s: SteadySettings, test: str) -> str:
    if test == "write_saturation":
        return "none (SNIA: write saturation starts from the purged state)"
    if not s.preconditions(test):
        return "none (switched off)"
    return f"128 KiB sequential writes over 2 x the span, QD{s.iodepth} x 1 process (workload independent)"


@dataclass
class TestProgress:
    """What is known of one test: per round, cell key -> result dict."""

    test: str  # the unit's name
    rounds: list[dict[str, dict]] = field(default_factory=list)
    prepared: bool = False
    finished: bool = False
    stop_reason: str = ""

    @property
    def kind(self) -> str:
        return "throughput" if self.test.startswith("throughput") else self.test

    def tracking(self) -> list[float | None]:
        """The tracking variable per round, None for a round that has no value for it."""
        key = tracking_cell(self.test).key
        return [tracking_value(self.test, r.get(key)) for r in self.rounds]

    def written_bytes(self) -> int:
        return sum(int(res["total"]["write"]["io_bytes"]) for r in self.rounds for res in r.values() if res)

    def writing_seconds(self) -> float:
        """How long the rounds wrote (fio's runtime of each round's cells)."""
        return sum(max(res["total"]["write"]["runtime_ms"], res["total"]["read"]["runtime_ms"]) / 1000.0
                   for r in self.rounds for res in r.values() if res)


def verdict(s: SteadySettings, tp: TestProgress) -> Verdict | None:
    if tp.kind == "write_saturation":
        return None
    return evaluate(tp.tracking(), window=s.window)


def saturation_stop(s: SteadySettings, tp: TestProgress) -> str | None:
    """Why write saturation ends after its rounds so far, or None to go on."""
    written, secs = tp.written_bytes(), tp.writing_seconds()
    limit = s.saturation_multiple * s.span
    gib = Msg("%1 GiB", Num(written / 2**30, 2, grouped=True))
    if written >= limit:
        return Msg("%1x the user capacity written (%2 in %3 rounds, %4 of writing): the capacity limit ended it",
                   Num(s.saturation_multiple, None), gib, len(tp.rounds), _duration(secs))
    if secs >= s.saturation_time_s - 0.05:  # fio's runtime is to the millisecond, a round's end a few off
        return Msg("%1 of writing reached with %2 written (%3x the user capacity): the time limit ended it",
                   _duration(s.saturation_time_s), gib, Num(written / s.span, 2))
    return None


def _duration(secs: float) -> Msg:
    secs = float(secs)
    if secs >= 3600:
        return Msg("%1 h", Num(secs / 3600, None if secs % 360 == 0 else 2))
    if secs >= 60:
        return Msg("%1 min", Num(secs / 60, 1))
    return Msg("%1 s", Num(secs, 1))


def estimate_seconds(s: SteadySettings, bandwidth_guess: float = 200e6) -> tuple[float, float]:
    """(minimum, maximum) duration: 5 rounds if steady at once, max_rounds otherwise.
    Preconditioning and write saturation are estimated from a guessed write bandwidth
    (200 MB/s; a tenth of it for write saturation's upper bound)."""
    lo = hi = 0.0
    for u in s.units():
        per_round = len(cells(s, u)) * s.cell_s
        if u.test == "write_saturation":
            data = s.saturation_multiple * s.span
            lo += min(s.saturation_time_s, data / bandwidth_guess)
            hi += min(s.saturation_time_s, data / (bandwidth_guess / 10))
            continue
        prep = (2 * s.span / bandwidth_guess) if s.preconditions(u.test) else 0.0
        lo += prep + per_round * s.window
        hi += prep + per_round * s.max_rounds
    if s.time_limit_s:
        lo, hi = min(lo, s.time_limit_s), min(hi, s.time_limit_s)
    return lo, hi


def progress_from_doc(s: SteadySettings, doc: RunDoc) -> dict[str, TestProgress]:
    """Rebuild what a stored (possibly partial) run completed: whole rounds only."""
    units = s.units()
    state = {u.name: TestProgress(u.name) for u in units}
    by_round: dict[tuple[str, int], dict[str, dict]] = {}
    for t in doc["tests"]:
        phase = t.get("phase") or ""
        name = phase.split(" ")[0]
        if t["status"] != "done" or not t["result"]:
            continue
        key = t["name"].rsplit("-r", 1)[0]
        if name == "throughput" and key.startswith("throughput-"):
            # Runs stored before throughput was a test per block size: one round held
            # every block size; each goes to its own test.
            name = f"throughput-{key.rsplit('-', 1)[1]}"
        if phase.endswith(("purge", "precondition")):
            for test in ([x for x in state if x.startswith("throughput")] if name == "throughput" else [name]):
                if test in state:
                    state[test].prepared = True
            continue
        if name not in state:
            continue
        if " round " in phase:
            n = int(phase.rsplit(" ", 1)[1])
            by_round.setdefault((name, n), {})[key] = t["result"]
    for u in units:
        tp = state[u.name]
        need = {c.key for c in cells(s, u)}
        n = 1
        while (u.name, n) in by_round and need <= set(by_round[(u.name, n)]):
            tp.rounds.append({k: v for k, v in by_round[(u.name, n)].items() if k in need})
            n += 1
        if tp.rounds:
            tp.prepared = True
            if u.test == "write_saturation":
                reason = saturation_stop(s, tp)
                if reason:
                    tp.finished, tp.stop_reason = True, reason
                continue
            v = verdict(s, tp)
            if v is not None and v.attained:
                tp.finished, tp.stop_reason = True, v.reason
            elif len(tp.rounds) >= s.max_rounds:
                tp.finished, tp.stop_reason = True, Msg("not steady after %1 rounds", s.max_rounds)
    return state


class SteadyPlan:
    """An iterator of (JobSpec or Batch, phase) for RoundRunner; call `record(...)` after
    each job (the driver does so from on_test_done) to feed results back."""

    def __init__(self, s: SteadySettings, state: dict[str, TestProgress] | None = None,
                 clock=None) -> None:
        self.s = s
        self.units = s.units()
        self.state = state or {u.name: TestProgress(u.name) for u in self.units}
        self._current_round: dict[str, dict] = {}
        self._clock = clock
        self._t0 = clock() if clock else None

    def _time_left(self) -> float | None:
        if not self.s.time_limit_s or self._clock is None:
            return None
        return self.s.time_limit_s - (self._clock() - self._t0)

    @property
    def current_round(self) -> dict[str, dict]:
        """Cell key -> result of the round now running (complete after its last cell)."""
        return self._current_round

    def record(self, phase: str, spec_name: str, result: dict | None) -> None:
        if result is not None and " round " in phase:
            self._current_round[spec_name.rsplit("-r", 1)[0]] = result

    def _round(self, u: Unit, n: int) -> Batch:
        tp = self.state[u.name]
        if u.test != "write_saturation":
            return Batch(tuple(cell_spec(self.s, c, n) for c in cells(self.s, u)))
        # Write saturation: the last round stops at the data limit or at the time limit.
        left_bytes = int(math.ceil(self.s.saturation_multiple * self.s.span)) - tp.written_bytes()
        left_s = self.s.saturation_time_s - tp.writing_seconds()
        c = cells(self.s, u)[0]
        # io_size is per job: the round writes the rest, at most (threads - 1) x 4 KiB beyond it.
        per_job = max(1, math.ceil(left_bytes / self.s.numjobs / (4 * K))) * 4 * K
        return Batch((cell_spec(self.s, c, n, runtime=max(1.0, min(self.s.cell_s, left_s)), io_size=per_job),))

    def __iter__(self) -> Iterator[PlanItem[JobSpec | Batch]]:
        for u in self.units:
            tp = self.state[u.name]
            if tp.finished:
                continue
            if not tp.prepared:
                if self.s.purge:
                    yield PlanItem(purge_spec(self.s, u.name), f"{u.name} purge")
                if self.s.preconditions(u.test):
                    yield PlanItem(precondition_spec(self.s, u.name), f"{u.name} precondition")
                tp.prepared = True
            saturation = u.test == "write_saturation"
            while saturation or len(tp.rounds) < self.s.max_rounds:
                left = self._time_left()
                if left is not None and left <= 0:
                    tp.stop_reason = Msg("the run's time limit was reached")
                    return
                n = len(tp.rounds) + 1
                self._current_round = {}
                yield PlanItem(self._round(u, n), f"{u.name} round {n}")
                if len(self._current_round) < len(cells(self.s, u)):
                    return  # a cell failed or was cancelled: the runner stops here
                tp.rounds.append(self._current_round)
                if saturation:
                    reason = saturation_stop(self.s, tp)
                    if reason:
                        tp.stop_reason = reason
                        break
                    continue
                v = verdict(self.s, tp)
                if v is not None and v.attained:
                    tp.stop_reason = v.reason
                    break
            else:
                tp.stop_reason = tp.stop_reason or Msg("not steady after %1 rounds", self.s.max_rounds)
            tp.finished = True

    def remaining_seconds(self) -> float | None:
        """Upper bound of what is left: the ETA a user sees between cells."""
        left = 0.0
        for u in self.units:
            tp = self.state[u.name]
            if tp.finished:
                continue
            if u.test == "write_saturation":
                secs = tp.writing_seconds()
                rate = tp.written_bytes() / secs if secs else None
                by_data = ((self.s.saturation_multiple * self.s.span - tp.written_bytes()) / rate
                           if rate else math.inf)
                left += max(0.0, min(self.s.saturation_time_s - secs, by_data))
                continue
            left += (self.s.max_rounds - len(tp.rounds)) * len(cells(self.s, u)) * self.s.cell_s
        t = self._time_left()
        return left if t is None else max(0.0, min(left, t))
