"""Peak (fresh-out-of-box) suite: short runs with no preconditioning, N loops after a
discarded warm-up; reported as the median and spread of the loops, the best labelled as
such (never a hidden best-of).

Loops that disagree by more than SPREAD_LIMIT_PCT are called out in words: the figure
quoted is their median, and a reader should know when the loops did not agree on it."""
from __future__ import annotations

import statistics
from dataclasses import dataclass

from app.core.errors import InputError
from app.core.fio.jobspec import JobSpec, Target, default_engine, spec_identity
from app.core.suites.items import PlanItem
from app.core.suites.presets import TestDef
from app.core.words import Msg
from app.core.history.document import RunDoc

# 10 %: half the range SNIA PTS lets the rounds of a steady-state window differ by (20 % of
# their average); loops of the same short test on an idle drive agree within a few % here,
# and past 10 % the median is no longer a figure to quote alone (the issue saw 52 %).
SPREAD_LIMIT_PCT = 10.0

PEAK_TESTS = (TestDef("SEQ", 1 << 20, 8, 1), TestDef("SEQ", 1 << 20, 1, 1), TestDef("SEQ", 128 << 10, 32, 1),
              TestDef("RND", 4096, 32, 16), TestDef("RND", 4096, 32, 1), TestDef("RND", 4096, 1, 1))


def select_tests(names: str | None) -> tuple[TestDef, ...]:
    """The peak tests a comma list names (e.g. "RND4K-Q32T1,SEQ1M-Q8T1"); None: all six."""
    if not names:
        return PEAK_TESTS
    by_name = {t.label.replace(" ", "-").upper(): t for t in PEAK_TESTS}
    chosen = []
    for name in (n.strip().replace(" ", "-").upper() for n in names.split(",") if n.strip()):
        if name not in by_name:
            raise InputError(Msg("unknown peak test %1", repr(name)), Msg("one of %1", ", ".join(
                t.label.replace(" ", "-") for t in PEAK_TESTS)))
        if by_name[name] not in chosen:
            chosen.append(by_name[name])
    if not chosen:
        raise InputError(Msg("no peak test named"))
    return tuple(t for t in PEAK_TESTS if t in chosen)  # the suite's own order


def peak_plan(target: Target, size: int, runtime: float, loops: int = 3, warmup_s: float | None = None,
              ioengine: str | None = None, direct: bool = True,
              tests: tuple[TestDef, ...] = PEAK_TESTS) -> list[PlanItem[JobSpec]]:
    if not 1 <= loops <= 20:
        raise InputError(Msg("loops must be 1..20"))
    warm = warmup_s if warmup_s is not None else min(runtime, 2.0)
    plan = []
    for t in tests:
        for direction in ("read", "write"):
            rw = direction if t.kind == "SEQ" else "rand" + direction
            base = JobSpec(name=f"{t.label.replace(' ', '-')}-{direction}", label=t.label, direction=direction,
                           rw=rw, target=target, bs=t.bs,
                           iodepth=t.iodepth, numjobs=t.threads, size=size, runtime=runtime,
                           time_based=True, direct=direct, ioengine=ioengine or default_engine())
            if warm > 0:
                plan.append(PlanItem(base.with_(runtime=warm), "warm-up"))
            plan += [PlanItem(base, f"loop {k}") for k in range(1, loops + 1)]
    return plan


@dataclass(frozen=True)
class PeakFigure:
    test: str  # e.g. "SEQ1M-Q8T1-read"
    direction: str
    loops: tuple[float, ...]  # MB/s of each loop, in order
    loops_iops: tuple[float, ...]
    median_mb_s: float
    min_mb_s: float
    max_mb_s: float  # the best loop: labelled "best", never passed off as the result
    median_iops: float
    spread_pct: float  # (max - min) / median
    median_lat_us: float | None  # fio's total latency (lat); clat where lat was not recorded
    lat_total: bool = True  # median_lat_us is lat (False: clat)
    label: str = ""  # the test's grid row, e.g. "SEQ1M Q8T1"

    @property
    def spread_warned(self) -> bool:
        return len(self.loops) > 1 and self.spread_pct > SPREAD_LIMIT_PCT


def _mean_lat(side: dict) -> tuple[float | None, bool]:
    """(mean µs, is fio's lat): lat where recorded, else clat (imports, older runs)."""
    for key, total in (("lat_us", True), ("clat_us", False)):
        lat = side.get(key) or {}
        if lat.get("samples", 1) and isinstance(lat.get("mean_us"), (int, float)):
            return float(lat["mean_us"]), total
    return None, False


def spread_warning(f: PeakFigure) -> str | None:
    """A sentence when the loops of a test disagree by more than SPREAD_LIMIT_PCT."""
    if not f.spread_warned:
        return None
    return (f"{f.test}: its {len(f.loops)} loops differ by {f.spread_pct:.1f} % ({f.min_mb_s:,.1f} to "
            f"{f.max_mb_s:,.1f} MB/s), more than {SPREAD_LIMIT_PCT:g} %: the median {f.median_mb_s:,.1f} MB/s "
            "is not a steady figure; run more loops or look for what else used the drive")


def peak_summary(doc: RunDoc) -> list[PeakFigure]:
    """From a run document (live or stored): loops only, warm-ups left out."""
    by_test: dict[str, list[dict]] = {}
    identity: dict[str, tuple[str, str]] = {}
    for t in doc["tests"]:
        if (t.get("phase") or "").startswith("loop") and (result := t.get("result")):
            by_test.setdefault(t["name"], []).append(result)
            identity[t["name"]] = spec_identity(t["name"], t.get("spec"))
    out = []
    for name, results in by_test.items():
        label, direction = identity[name]
        sides = [r["total"][direction] for r in results]
        mbs = tuple(s["MB_per_s"] for s in sides)
        iops = tuple(s["iops"] for s in sides)
        lats = [_mean_lat(s) for s in sides]
        known = [v for v, _ in lats if v is not None]
        med = statistics.median(mbs)
        out.append(PeakFigure(name, direction, mbs, iops, med, min(mbs), max(mbs), statistics.median(iops),
                              (max(mbs) - min(mbs)) / med * 100 if med else 0.0,
                              statistics.median(known) if known else None,
                              all(total for v, total in lats if v is not None), label))
    return out
