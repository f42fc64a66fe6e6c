"""Which columns of a report table hold words rather than figures: those are left-aligned
(as a label column is), figures right-aligned so their digits line up. One rule for the
HTML and the PDF report. A verdict or a "yes"/"no" column right-aligned read badly."""
from __future__ import annotations

import re

# A figure as the reports print one: digits with separators, a sign, a unit or a percent
# after it ("12,254.7", "-3.2 %", "2.87x", "512 KiB", "1,440 rounds" is words).
_FIGURE = re.compile(r"[-+~<>≤≥]?\s*[\d.,]*\d[\d.,]*\s*(%|x|[kKMGTP]?i?B(/s)?|[mµn]?s|IOPS|°C|MB/s|MiB/s)?")
_EMPTY = ("", "-", "–", "—")


def is_figure(text) -> bool:
    t = str(text).strip()
    return t in _EMPTY or bool(_FIGURE.fullmatch(t))


def word_columns(rows, n: int) -> set[int]:
    """Indices (of n) of the columns where some cell is words, not a figure."""
    return {i for i in range(n) if any(i < len(r) and not is_figure(r[i]) for r in rows)}
