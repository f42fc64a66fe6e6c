"""Peak (fresh-out-of-box) suite: short runs with no preconditioning, N loops after a
discarded warm-up; reported as the median and spread of the loops, the best labelled as
such (never a hidden best-of)."""
from __future__ import annotations

import statistics
from dataclasses import dataclass

from app.core.errors import InputError
from app.core.fio.jobspec import JobSpec, Target, default_engine
from app.core.suites.items import PlanItem
from app.core.suites.presets import TestDef
from app.core.history.document import RunDoc

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
            raise InputError(f"unknown peak test {name!r}", "one of " + ", ".join(
                t.label.replace(" ", "-") for t in PEAK_TESTS))
        if by_name[name] not in chosen:
            chosen.append(by_name[name])
    if not chosen:
        raise InputError("no peak test named")
    return tuple(t for t in PEAK_TESTS if t in chosen)  # the suite's own order


def peak_plan(target: Target, size: int, runtime: float, loops: int = 3, warmup_s: float | None = None,
              ioengine: str | None = None, direct: bool = True,
              tests: tuple[TestDef, ...] = PEAK_TESTS) -> list[PlanItem]:
    if not 1 <= loops <= 20:
        raise InputError("loops must be 1..20")
    warm = warmup_s if warmup_s is not None else min(runtime, 2.0)
    plan = []
    for t in tests:
        for direction in ("read", "write"):
            rw = direction if t.kind == "SEQ" else "rand" + direction
            base = JobSpec(name=f"{t.label.replace(' ', '-')}-{direction}", rw=rw, target=target, bs=t.bs,
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
    median_lat_us: float | None


def peak_summary(doc: RunDoc) -> list[PeakFigure]:
    """From a run document (live or stored): loops only, warm-ups left out."""
    by_test: dict[str, list[dict]] = {}
    for t in doc["tests"]:
        if t.get("phase", "").startswith("loop") and t.get("result"):
            by_test.setdefault(t["name"], []).append(t["result"])
    out = []
    for name, results in by_test.items():
        direction = name.rsplit("-", 1)[1]
        sides = [r["total"][direction] for r in results]
        mbs = tuple(s["MB_per_s"] for s in sides)
        iops = tuple(s["iops"] for s in sides)
        lats = [s["clat_us"]["mean_us"] for s in sides if s["clat_us"]]
        med = statistics.median(mbs)
        out.append(PeakFigure(name, direction, mbs, iops, med, min(mbs), max(mbs), statistics.median(iops),
                              (max(mbs) - min(mbs)) / med * 100 if med else 0.0,
                              statistics.median(lats) if lats else None))
    return out
