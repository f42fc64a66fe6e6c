"""Built-in presets: CrystalDiskMark's profiles (Default, NVMe SSD, Real World, Peak), each
test read, written, both, or mixed, with random or all-zero test data and N loops.

As CrystalDiskMark 8 and 9 define them (its DiskMarkDlg.cpp: nine test slots a settings
mode fills): its Settings menu's "Default" and "NVMe SSD" change the tests, and Peak's random
test follows them (RND4K Q32T1, or Q32T16 under NVMe SSD); Real World is SEQ1M Q1T1 and
RND4K Q1T1 under both. Its Interval (idle seconds between tests, default 5) and its order
(all reads, then all writes, then the mixes) are choices here too.

One definition for the CLI (`fioscope run --preset ... --mode ... --mix ... --data ...
--loops ...`) and the app's Quick page: both front ends only translate to these names."""
from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from app.core.errors import InputError
from app.core.fio.jobspec import JobSpec, Target, default_engine
from app.core.suites.items import PlanItem
from app.core.units import short_bs
from app.core.words import Msg, Num


@dataclass(frozen=True)
class TestDef:
    """One CrystalDiskMark-style test: SEQ1M Q8T1 and so on."""

    kind: str  # "SEQ" or "RND"
    bs: int
    iodepth: int
    threads: int

    @property
    def label(self) -> str:
        return f"{self.kind}{short_bs(self.bs)} Q{self.iodepth}T{self.threads}"


QUICK = (TestDef("SEQ", 1 << 20, 8, 1), TestDef("SEQ", 1 << 20, 1, 1),
         TestDef("RND", 4096, 32, 1), TestDef("RND", 4096, 1, 1))
NVME = (TestDef("SEQ", 1 << 20, 8, 1), TestDef("SEQ", 128 << 10, 32, 1),
        TestDef("RND", 4096, 32, 16), TestDef("RND", 4096, 1, 1))
# CrystalDiskMark 8's "Real World Performance": what one program waiting on each I/O sees.
REAL_WORLD = (TestDef("SEQ", 1 << 20, 1, 1), TestDef("RND", 4096, 1, 1))
# Its "Peak Performance": the two tests that reach the most the drive can do, under its
# Settings menu's Default (test slots 4 and 5) and "NVMe SSD".
PEAK_PERFORMANCE = (TestDef("SEQ", 1 << 20, 8, 1), TestDef("RND", 4096, 32, 1))
PEAK_NVME = (TestDef("SEQ", 1 << 20, 8, 1), TestDef("RND", 4096, 32, 16))
# Each preset's tests under CrystalDiskMark's Default settings ("peak" is "peak-performance")
PRESETS = {"quick": QUICK, "nvme": NVME, "real-world": REAL_WORLD, "peak-performance": PEAK_PERFORMANCE,
           "peak": PEAK_PERFORMANCE, "quick-read": QUICK}
# ... and under its "NVMe SSD" settings: the Default profile's and Peak's tests change.
NVME_SETTINGS = {"quick": NVME, "peak-performance": PEAK_NVME, "peak": PEAK_NVME, "quick-read": NVME}
SETTINGS = {"default": "Default", "nvme": "NVMe SSD"}  # CrystalDiskMark's Settings menu
CDM_INTERVAL_S = 5.0  # CrystalDiskMark's default Interval between tests (its IntervalTime)
MAX_PAUSE_S = 600.0  # CrystalDiskMark's longest Interval
# The order tests run in: each test read, written (and mixed) before the next, Fioscope's
# default; or CrystalDiskMark's: every test read, then every test written, then the mixes.
ORDERS = {"test": "each test's directions together", "cdm": "all reads, then all writes, then mixes"}
READ_ONLY_PRESETS = {"quick-read"}  # safe on a raw device without a confirmation
# The profiles as CrystalDiskMark names them, in its order: (preset, title).
PROFILES = (("quick", "Default"), ("nvme", "NVMe SSD"), ("real-world", "Real World"),
            ("peak-performance", "Peak"))

# What each test does: its directions, run in this order ("mix": reads and writes at once).
MODES = {"readwrite": ("read", "write"), "read": ("read",), "write": ("write",), "mix": ("mix",),
         "all": ("read", "write", "mix")}
MODE_TITLES = {"readwrite": "Read + write", "read": "Read", "write": "Write", "mix": "Mixed only",
               "all": "Read + write + mixed"}
# Test data: fio's own default fills the buffers with random data (and scrambles them a
# little each I/O: scramble_buffers), which a compressing or deduplicating drive cannot
# shrink; CrystalDiskMark's "All 0x00" is fio's zero_buffers: every byte written is 0.
DATA = {"random": (), "zero": (("zero_buffers", None),)}
DATA_TITLES = {"random": "Random", "zero": "All 0x00"}
MAX_LOOPS = 20
STATISTIC = "median"  # what a cell of N loops shows (see docs/quick-peak-plans.md: why not the best)


@dataclass(frozen=True)
class PresetChoices:
    """How a preset's tests run: mode, the read share of a mixed test, test data and loops."""

    mode: str = "readwrite"
    mix_read: int = 70  # percent reads in a mixed test (CrystalDiskMark's 70/30)
    data: str = "random"
    loops: int = 1  # measured loops; from 2 on after a discarded warm-up, shown as their median
    warmup_s: float | None = None  # None: the runtime, at most 2 s (as the peak suite)
    settings: str = "default"  # CrystalDiskMark's Settings menu (SETTINGS): which tests a profile has
    # Idle seconds before each test but the first (CrystalDiskMark's Interval): fio's startdelay,
    # so a saved job file pauses alike. 0 for the core's own callers; the CLI and the app start
    # from CDM_INTERVAL_S, CrystalDiskMark's 5 s (docs/quick-peak-plans.md)
    pause_s: float = 0.0
    order: str = "test"  # ORDERS

    def check(self) -> None:
        if self.mode not in MODES:
            raise InputError(Msg("unknown mode %1", repr(self.mode)), Msg("choose one of %1", ", ".join(MODES)))
        if not 0 <= self.mix_read <= 100:
            raise InputError(Msg("mix %1 must be the percent of reads, 0..100", str(self.mix_read)), Msg("e.g. %1", "--mix 70"))
        if self.data not in DATA:
            raise InputError(Msg("unknown test data %1", repr(self.data)), Msg("choose one of %1", ", ".join(DATA)))
        if not 1 <= self.loops <= MAX_LOOPS:
            raise InputError(Msg("loops must be 1..%1", str(MAX_LOOPS)))
        if self.settings not in SETTINGS:
            raise InputError(Msg("unknown settings %1", repr(self.settings)), Msg("choose one of %1", ", ".join(SETTINGS)))
        if not 0 <= self.pause_s <= MAX_PAUSE_S:
            raise InputError(Msg("pause %1 s must be 0..%2 s", Num(self.pause_s, None), Num(MAX_PAUSE_S, None)),
                             Msg("e.g. %1, as CrystalDiskMark", "--pause 5"))
        if self.order not in ORDERS:
            raise InputError(Msg("unknown order %1", repr(self.order)), Msg("choose one of %1", ", ".join(ORDERS)))


def preset_names() -> list[str]:
    return sorted(PRESETS)


def preset_tests(name: str, settings: str = "default") -> tuple[TestDef, ...]:
    """A preset's tests under CrystalDiskMark's settings ("default" or "nvme")."""
    return (NVME_SETTINGS if settings == "nvme" else PRESETS).get(name, PRESETS[name])


def mix_tag(mix_read: int) -> str:
    return f"R{mix_read}W{100 - mix_read}"


def _directions(name: str, choices: PresetChoices) -> tuple[str, ...]:
    return ("read",) if name in READ_ONLY_PRESETS else MODES[choices.mode]


def _check(name: str, choices: PresetChoices) -> None:
    if name not in PRESETS:
        raise InputError(Msg("unknown preset %1", repr(name)), Msg("choose one of %1", ", ".join(preset_names())))
    choices.check()


def preset_rows(name: str, choices: PresetChoices = PresetChoices()) -> list[str]:
    """The grid's rows in run order: a test's label, and its mixed row ('RND4K Q1T1 R70W30')."""
    _check(name, choices)
    directions = _directions(name, choices)
    rows = []
    for t in preset_tests(name, choices.settings):
        if set(directions) & {"read", "write"}:
            rows.append(t.label)
        if "mix" in directions:
            rows.append(f"{t.label} {mix_tag(choices.mix_read)}")
    return rows


def build_preset(name: str, target: Target, size: int, runtime: float, direct: bool = True,
                 ioengine: str | None = None, ramp_time: float = 0.0,
                 choices: PresetChoices = PresetChoices()) -> list[JobSpec]:
    """One spec per test and direction, named 'SEQ1M-Q8T1-read' ('...-R70W30-mix' for a mix),
    in the choices' order; with a pause, each but the first waits that long (fio's startdelay)."""
    _check(name, choices)
    specs = []
    for t in preset_tests(name, choices.settings):
        for direction in _directions(name, choices):
            spec = partial(JobSpec, target=target, bs=t.bs, iodepth=t.iodepth, numjobs=t.threads, size=size,
                           runtime=runtime, time_based=True, ramp_time=ramp_time, direct=direct,
                           ioengine=ioengine or default_engine(), extra=DATA[choices.data])
            stem = t.label.replace(' ', '-')
            if direction == "mix":
                specs.append(spec(name=f"{stem}-{mix_tag(choices.mix_read)}-mix", label=f"{t.label} "
                                  f"{mix_tag(choices.mix_read)}", direction="mix",
                                  rw="rw" if t.kind == "SEQ" else "randrw", rwmixread=choices.mix_read))
            else:
                specs.append(spec(name=f"{stem}-{direction}", label=t.label, direction=direction,
                                  rw=direction if t.kind == "SEQ" else "rand" + direction))
    if choices.order == "cdm":  # CrystalDiskMark's: all reads, then all writes, then the mixes
        rank = {"read": 0, "write": 1, "mix": 2}
        specs.sort(key=lambda s: rank[s.direction])  # stable: the tests' order within each
    return specs


def paused(spec: JobSpec, pause_s: float) -> JobSpec:
    """The test idles pause_s first (fio's startdelay: bare fio of a saved job file pauses too)."""
    if pause_s <= 0:
        return spec
    return spec.with_(extra=spec.extra + (("startdelay", f"{int(round(pause_s * 1000))}ms"),))


def pause_of(spec: JobSpec) -> float:
    """The idle seconds paused() put before this test; 0 for any other (a job file's own
    startdelay is the job's, not an interval between tests)."""
    if spec.jobfile:
        return 0.0
    value = dict(spec.extra).get("startdelay")
    return int(value[:-2]) / 1000 if isinstance(value, str) and value.endswith("ms") and value[:-2].isdigit() else 0.0


def unpaused(spec: JobSpec) -> JobSpec:
    """The test without its interval: the first of a run (one grid row run alone) idles for nothing."""
    return spec.with_(extra=tuple(kv for kv in spec.extra if kv[0] != "startdelay")) if pause_of(spec) else spec


def preset_plan(name: str, target: Target, size: int, runtime: float, direct: bool = True,
                ioengine: str | None = None, ramp_time: float = 0.0,
                choices: PresetChoices = PresetChoices()) -> list[PlanItem[JobSpec]]:
    """The preset's jobs as a plan. One loop: each test once, as before. N loops: each test
    a warm-up that is not kept (CrystalDiskMark's discarded first pass), then its N loops
    one after another, so a cell's loops see the same drive state."""
    specs = build_preset(name, target, size, runtime, direct, ioengine, ramp_time, choices)
    pause = choices.pause_s
    if choices.loops == 1:
        return [PlanItem(paused(s, pause if k else 0)) for k, s in enumerate(specs)]
    warm = choices.warmup_s if choices.warmup_s is not None else min(runtime, 2.0)
    plan = []
    for k, s in enumerate(specs):  # CrystalDiskMark idles between tests, not between a test's loops
        wait = pause if k else 0
        if warm > 0:
            plan.append(PlanItem(paused(s.with_(runtime=warm, ramp_time=0.0), wait), "warm-up"))
            wait = 0
        plan += [PlanItem(paused(s, wait if j == 1 else 0), f"loop {j}") for j in range(1, choices.loops + 1)]
    return plan
