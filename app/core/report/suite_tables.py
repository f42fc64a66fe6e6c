"""The tables a run's suite prints (a seed test plan's, or a cache experiment's), with the
title and source every report puts above them."""
from __future__ import annotations

from dataclasses import dataclass

from app.core.suites.experiments import experiment_tables
from app.core.suites.plans import SUITES, PlanTable, plan_tables
from app.core.history.document import RunDoc


@dataclass(frozen=True)
class RunTables:
    title: str
    source: str
    tables: list[PlanTable]


def run_tables(doc: RunDoc) -> RunTables | None:
    tables = plan_tables(doc) or experiment_tables(doc)
    if not tables:
        return None
    info = SUITES.get(doc.get("suite", ""))
    if info:
        return RunTables(info.title, info.source, tables)
    return RunTables("Cache experiment", "seed 003 (page cache and readahead)", tables)
