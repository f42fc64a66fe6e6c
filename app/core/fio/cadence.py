"""How often fio reports during a run: its status interval, chosen so reporting stays cheap.

Each status document costs CPU for every entry in it (a thread, or a group with
group_reporting): fio's helper thread builds and prints the entry, in fio's main process, on
the cores the jobs run on, and Fioscope reads, parses and stores it. Measured on the 2-core
VM with json+ and 64 null threads (docs/performance.md): fio's main process 10-32 ms more
CPU per document than without documents (tests/perf/bench_fio_docs.py, bench_watch.py's
"run's middle" line; the higher figure with Fioscope reading it on a busy machine), and
Fioscope's run thread about 11 ms per document: 0.35-0.67 ms per entry in all, ENTRY_COST
budgets 0.5. 64 threads reporting every second then take 32 ms/s, 1.6 % of 2 cores, from
the jobs being measured; 4 threads take 0.1 %.

Left to choose (AUTO), the interval is 1 s unless a test's entries would take more than
BUDGET of the machine's CPU at that rate; then the whole seconds that keep them within it,
at most AUTO_MAX_INTERVAL (64 threads on 2 cores: 7 s). A user's own interval
(MIN_INTERVAL..MAX_INTERVAL) is always kept.
"""
from __future__ import annotations

import math
import os

AUTO = None  # the requested interval when the user leaves it to Fioscope
MIN_INTERVAL, MAX_INTERVAL = 0.5, 5.0  # what a user may choose: graphs still move
# AUTO's longest: the window's longest gap between frames (ui/graphs/draw_pacer.LONGEST_GAP), so
# a wide test on a small machine is drawn as often as its documents come, and no less.
AUTO_MAX_INTERVAL = 10.0
# The write cliff's floor for a short span (suites/cliff_run.cliff_interval): fio reports at ms
# resolution; a pass is one entry, so 10 documents a second cost ~5 ms/s (ENTRY_COST_S).
FINE_INTERVAL = 0.1
ENTRY_COST_S = 0.5e-3  # CPU seconds per entry per document, fio's and Fioscope's together
BUDGET = 0.0025  # of all the machine's cores


def _cpus(cpus: int | None) -> int:
    return cpus or os.cpu_count() or 1


def status_interval(requested: float | None, entries: int, cpus: int | None = None) -> float:
    """The status interval in seconds for a test whose documents hold `entries` entries."""
    if requested is not None:
        return float(requested)
    need = max(1, entries) * ENTRY_COST_S / (BUDGET * _cpus(cpus))
    return float(min(AUTO_MAX_INTERVAL, max(1, math.ceil(need - 1e-9))))


def entries(spec) -> int:
    """How many entries fio's documents hold for a JobSpec: one per thread (Fioscope's own jobs
    never use group_reporting); for a job file, its jobs' threads as fio resolved them (with
    group_reporting fewer, so the interval errs long, never costly)."""
    if spec.jobfile and spec.jobfile_jobs:
        return sum(n for _, n, _ in spec.jobfile_jobs)
    return spec.numjobs


def interval_for(requested: float | None, specs) -> float:
    """The status interval of one fio invocation running these JobSpecs: fio's documents hold
    every job of an invocation, started or not."""
    return status_interval(requested, sum(entries(s) for s in specs))


def auto_note(requested: float | None, specs) -> str:
    """Why AUTO chose more than 1 s for one invocation of these jobs ('' when it did not)."""
    interval = interval_for(requested, specs)
    return why(interval, sum(entries(s) for s in specs)) if requested is AUTO and interval > 1 else ""


def remote_interval(requested: float | None, specs, hosts: int) -> float:
    """A run on fio servers: the local fio client takes in every host's documents each interval."""
    return status_interval(requested, hosts * max((entries(s) for s in specs), default=1))


def why(interval: float, n: int, cpus: int | None = None) -> str:
    """Said with a run whose interval AUTO stretched beyond 1 s."""
    cpus = _cpus(cpus)
    share = n * ENTRY_COST_S / cpus * 100
    return (f"fio reports every {interval:g} s: {n} threads reporting every second would take about "
            f"{share:.1f} % of {cpus} CPU(s) from the jobs measured (choose an interval to override)")
