"""The tables a run's suite prints (a seed test plan's, or a cache experiment's), with the
title and source every report puts above them.

As the reports show them: bandwidth in MB/s and MiB/s side by side wherever a seed's table
is reproduced (the seeds' fio printed "MB/s" for what are MiB/s: fio 2.x on a 1024 base,
today's fio `BW=6494MiB/s (6809MB/s)`), and latency columns named for what they hold: the
completion latency (clat) the tables are built from, not the total latency (lat) the first
page leads with."""
from __future__ import annotations

from dataclasses import dataclass, replace

from app.core.suites.experiments import experiment_tables
from app.core.suites.plans import SUITES, PlanTable, plan_tables
from app.core.history.document import RunDoc

MIB_NOTE = ("MB/s = 10^6 bytes/s, MiB/s = 2^20 bytes/s, 4.9 % apart; the seed document's \"MB/s\" are MiB/s "
            "(its fio printed MB/s on a 1024 base): compare its figures with the MiB/s tables")
SEEDED = ("client", "scaling", "vendor-peak", "readahead-sweep", "cache-experiment")  # bs-sweep is ATTO's, no seed's
_CLAT = {"Mean latency µs": "Mean clat µs", "p99.5 latency µs": "p99.5 clat µs", "mean µs": "mean clat µs"}


@dataclass(frozen=True)
class RunTables:
    title: str
    source: str
    tables: list[PlanTable]
    note: str = ""  # under the tables: the units


def _mib(v: float | None) -> float | None:
    return None if v is None else v * 1e6 / 2**20


def _as_shown(t: PlanTable, seeded: bool) -> list[PlanTable]:
    """A table with its latency columns named clat and, for a seed's, MiB/s beside MB/s."""
    cols = tuple(_CLAT.get(c, c) for c in t.columns)
    title = t.title.replace(": Latency (µs)", ": Completion latency, clat (µs)")
    t = replace(t, columns=cols, title=title)
    if not seeded:
        return [t]
    if "MB/s" in cols and "MiB/s" not in cols:  # a column of MB/s: MiB/s after it
        at = cols.index("MB/s") + 1
        dec = tuple(t.dec(i) for i in range(len(cols)))
        return [replace(t, columns=cols[:at] + ("MiB/s",) + cols[at:],
                        rows=tuple((label, tuple(values[:at]) + (_mib(values[at - 1]),) + tuple(values[at:]))
                                   for label, values in t.rows),
                        col_decimals=dec[:at] + (dec[at - 1],) + dec[at:])]
    if t.unit == "MB/s":  # a table of MB/s (the scaling matrix's): the same in MiB/s after it
        return [t, replace(t, title=t.title.replace("(MB/s)", "(MiB/s)"), unit="MiB/s",
                           rows=tuple((label, tuple(_mib(v) for v in values)) for label, values in t.rows))]
    return [t]


def run_tables(doc: RunDoc) -> RunTables | None:
    tables = plan_tables(doc) or experiment_tables(doc)
    if not tables:
        return None
    seeded = doc.get("suite") in SEEDED
    shown = [x for t in tables for x in _as_shown(t, seeded)]
    note = MIB_NOTE if seeded else "MB/s = 10^6 bytes/s"
    info = SUITES.get(doc.get("suite", ""))
    if info:
        return RunTables(info.title, info.source, shown, note)
    return RunTables("Cache experiment", "seed 003 (page cache and readahead)", shown, note)
