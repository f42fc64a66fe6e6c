"""What a test's jobs asked, in fio's own options: the rate limits, the engine, direct I/O
and the queue depth the trust verdict (insight.trust) weighs. One reading for the jobs of a
run Fioscope watched (fio's final document: fio.entry_options) and of an imported output
(history.fio_import), so a job file gets the same verdict either way."""
from __future__ import annotations

from typing import Callable, Sequence

from app.core.fio.entry_options import JobOptions
from app.core.fio.jobspec import MIXED
from app.core.fio.entry_options import int_option
from app.core.history.fio_formats import fio_size

# Engines that keep one I/O in flight per job whatever iodepth says (fio's synchronous ones);
# fio's default engine on Linux, psync, is one of them.
SYNC_ENGINES = frozenset({"sync", "psync", "vsync", "pvsync", "pvsync2", "mmap", "splice", "falloc",
                          "ftruncate", "e4defrag", "filecreate", "filestat", "filedelete", "dircreate",
                          "dirstat", "dirdelete", "cpuio", "exec"})


def rate_asked(value: str, reads: bool, writes: bool, size: Callable[[str], int | None]) -> int:
    """What one job's rate or rate_iops asks of it (fio's rate is per job: one value holds
    reads and writes each; 'r,w' apart). size reads one number (None: unreadable, 0)."""
    parts = [p.strip() for p in value.split(",")]
    r = (size(parts[0]) or 0) if parts[0] else 0
    w = (size(parts[1]) or 0) if len(parts) > 1 and parts[1] else (r if len(parts) == 1 else 0)
    return (r if reads else 0) + (w if writes else 0)


def directions(rw: str, mix: int | None) -> tuple[bool, bool]:
    """(reads, writes) of fio's rw pattern; mix is rwmixread (None: fio's default, 50)."""
    rw = rw.split(":")[0]
    if rw in ("read", "randread"):
        return True, False
    if rw in MIXED or rw == "readwrite":
        return mix != 0, mix != 100
    return False, True  # write, randwrite, trim, trimwrite, randtrim


def _mix(opts: dict[str, str]) -> int | None:
    mix = int_option(opts.get("rwmixread"))
    if mix is None and (w := int_option(opts.get("rwmixwrite"))) is not None:
        mix = 100 - w
    return mix


def rates_of(jobs: Sequence[JobOptions], rw: str = "read", mix: int | None = None) -> dict[str, float]:
    """What the rate options asked of the jobs together ('iops', 'bps'); a unit only when every
    job asked one (a job without a limit beside one with it: the total is not the rate's).
    rw and mix: the pattern of a job whose options do not say (fio's default: read)."""
    out: dict[str, float] = {}
    for name, unit in (("rate", "bps"), ("rate_iops", "iops")):
        total = 0
        for job in jobs:
            opts = job.options
            m = _mix(opts)
            reads, writes = directions(opts.get("rw") or opts.get("readwrite") or rw, mix if m is None else m)
            kb = 1000 if opts.get("kb_base") == "1000" else 1024
            asked = rate_asked(opts.get(name) or "", reads, writes, lambda v: fio_size(v, kb))
            if not asked:
                total = 0
                break
            total += asked * job.threads
        if total:
            out[unit] = float(total)
    return out


def engine_of(jobs: Sequence[JobOptions], default: str = "psync") -> str:
    """The jobs' engine when they share one, else the first's (fio's default when unset)."""
    engines = [j.options.get("ioengine") or default for j in jobs]
    return engines[0] if engines else default


def direct_of(jobs: Sequence[JobOptions]) -> bool:
    """Every job did direct I/O (direct=1, or buffered=0)."""
    return bool(jobs) and all((int_option(j.options.get("direct")) or 0) != 0
                              or j.options.get("buffered") == "0" for j in jobs)


def depth_of(jobs: Sequence[JobOptions], default_engine: str = "psync") -> int:
    """I/Os the jobs could keep in flight together: iodepth a thread (1 on a synchronous
    engine, fio's default iodepth 1), times its threads."""
    total = 0
    for j in jobs:
        engine = j.options.get("ioengine") or default_engine
        depth = 1 if engine in SYNC_ENGINES else max(1, int_option(j.options.get("iodepth")) or 1)
        total += depth * j.threads
    return total
