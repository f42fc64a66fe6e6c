"""The settings of the run kinds that plan as their results come in and live beside their
driver (the write cliff, latency versus load, the experiments): plain data, importing no
runner, so the settings record (settings.py) can name them without a loop."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app.core.fio.jobspec import Target

DEFAULT_BS = 1 << 20  # the write cliff's block size
DEFAULT_QD = 32
FRACTIONS = (0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1)  # latency versus load's steps


@dataclass(frozen=True)
class CliffSettings:
    target: Target
    size: int  # the span written by each pass
    bs: int = DEFAULT_BS
    iodepth: int = DEFAULT_QD
    ioengine: str | None = None
    interval: float = 1.0  # fio's status interval: one point of the series (the longest, unless fixed)
    pauses: tuple[float, ...] = (30.0,)  # idle before each further pass
    extra: tuple[tuple[str, str | None], ...] = ()  # raw fio options for every pass
    interval_fixed: bool = False  # the user's own --interval: kept as given, not fitted to the span

    def to_dict(self) -> dict:
        return {"target": self.target.path, "kind": self.target.kind, "size": self.size, "bs": self.bs,
                "iodepth": self.iodepth, "ioengine": self.ioengine, "interval": self.interval,
                "pauses": list(self.pauses), "extra": [list(x) for x in self.extra]}


@dataclass(frozen=True)
class LoadSettings:
    target: Target
    size: int
    rw: str = "randread"
    bs: int = 4096
    iodepth: int = 32
    numjobs: int = 1
    ioengine: str | None = None
    step_s: float = 5.0  # seconds per step
    fractions: tuple[float, ...] = FRACTIONS
    p99_under_us: float | None = None  # the user's X: the highest IOPS with p99 under it
    interval: float = 1.0
    direct: bool = True

    def to_dict(self) -> dict:
        return {"target": self.target.path, "kind": self.target.kind, "size": self.size, "rw": self.rw,
                "bs": self.bs, "iodepth": self.iodepth, "numjobs": self.numjobs, "ioengine": self.ioengine,
                "step_s": self.step_s, "fractions": list(self.fractions), "p99_under_us": self.p99_under_us,
                "direct": self.direct}


@dataclass(frozen=True)
class ExperimentSettings:
    """An experiment's section of the settings record (stored beside the common keys)."""

    kind: str  # "readahead" | "cache"
    size: int
    device: str | None = None  # the readahead sweep: kernel name of the device whose readahead it sets
    values: tuple[int, ...] = ()  # the readahead values swept (KiB)
    readahead_before_kb: int | None = None  # put back after the sweep
    raw_device: str | None = None  # the cache experiment's raw read

    def to_dict(self) -> dict[str, Any]:
        if self.kind == "readahead":
            return {"experiment": "readahead", "device": self.device, "values": list(self.values),
                    "size": self.size, "readahead_before_kb": self.readahead_before_kb}
        return {"experiment": "cache", "size": self.size, "raw_device": self.raw_device}
