"""The graphs' readout in the window's language: graph_data (no Qt) writes it with these words,
Qt's translations (context "graphs") and the locale's figures (1.234,5 in German)."""
from __future__ import annotations

from typing import Callable

from app.ui.graphs import graph_data
from app.ui.graphs.graph_data import Words
from app.ui.i18n import arg, locale, number, translate


def _spread(n: int, low: str, mid: str, high: str) -> str:
    return arg(translate("graphs", "%n thread(s), IOPS min %1 · median %2 · max %3 (each in the tooltip)", None, n),
               low, mid, high)


def _count(n: int) -> str:
    return translate("graphs", "%n thread(s)", None, n)


def window_words() -> Words:
    """Made when the graphs are (the language is chosen at start)."""
    return Words(number=lambda v, decimals: number(float(v), decimals),
                 significant=lambda v: locale().toString(float(v), "g", 3),
                 total=translate("graphs", "total %1"), count=_count, spread=_spread)


def values_text(rings: dict, name_of: Callable[[int], str], t: float, first: int | None = None) -> str:
    """graph_data.values_text in the window's words (made each time: a hover's few lookups)."""
    return graph_data.values_text(rings, name_of, t, first, window_words())


def threads_table(rings: dict, name_of: Callable[[int], str], t: float) -> str:
    return graph_data.threads_table(rings, name_of, t, window_words())
