"""Built-in presets. 'quick' is the CrystalDiskMark/KDiskMark default set of four tests,
each read then written."""
from __future__ import annotations

from dataclasses import dataclass

from app.core.errors import InputError
from app.core.fio.jobspec import JobSpec, Target, default_engine
from app.core.units import short_bs


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
PRESETS = {"quick": QUICK, "nvme": NVME, "quick-read": QUICK}
READ_ONLY_PRESETS = {"quick-read"}  # safe on a raw device without a confirmation


def preset_names() -> list[str]:
    return sorted(PRESETS)


def build_preset(name: str, target: Target, size: int, runtime: float, direct: bool = True,
                 ioengine: str | None = None, ramp_time: float = 0.0) -> list[JobSpec]:
    if name not in PRESETS:
        raise InputError(f"unknown preset {name!r}", "choose one of " + ", ".join(preset_names()))
    specs = []
    for t in PRESETS[name]:
        for direction in ("read",) if name in READ_ONLY_PRESETS else ("read", "write"):
            rw = direction if t.kind == "SEQ" else "rand" + direction
            specs.append(JobSpec(
                name=f"{t.label.replace(' ', '-')}-{direction}", rw=rw, target=target, bs=t.bs,
                iodepth=t.iodepth, numjobs=t.threads, size=size, runtime=runtime, time_based=True,
                ramp_time=ramp_time, direct=direct, ioengine=ioengine or default_engine()))
    return specs
