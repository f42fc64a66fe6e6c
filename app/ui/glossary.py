"""The words the app uses that a newcomer cannot guess (Q and T in a test's name, ramp, and
SNIA's steady state, window, excursion and slope), explained once here and shown as
tooltips wherever the words appear, so every place says the same."""
from __future__ import annotations

import re

from app.ui.i18n import arg, translate
from app.ui.marks import QT_TRANSLATE_NOOP

# Marked for lupdate and translated where shown (tip()): the names hold the English, read
# when a widget is made, after the language is installed.
QUEUE_DEPTH = QT_TRANSLATE_NOOP(
    "glossary",
    "queue depth (Q, QD, fio iodepth): how many I/Os each thread keeps in flight at once; Q1 waits for "
    "each I/O before the next, Q32 keeps 32 going")
THREADS = QT_TRANSLATE_NOOP(
    "glossary",
    "threads (T, fio numjobs): how many jobs issue I/O side by side, each with its own queue; T4 at Q32 "
    "keeps up to 128 I/Os in flight. fio runs them as processes unless 'jobs as threads' is on")
RAMP = QT_TRANSLATE_NOOP(
    "glossary",
    "ramp (fio ss_ramp): seconds run before the steady-state check starts watching, so the start-up "
    "burst (caches filling, the drive waking) is not judged")
FIO_WINDOW = QT_TRANSLATE_NOOP(
    "glossary",
    "window (fio ss_dur): the seconds over which the figure must hold within the limit; the job stops as "
    "soon as it does")
FIO_LIMIT = QT_TRANSLATE_NOOP(
    "glossary",
    "limit (fio steadystate=mode:limit): iops and bw stop once every figure in the window is within the "
    "limit of the window's mean (10% or an absolute value); iops_slope and bw_slope once the slope of "
    "the least-squares line through them falls below it")
STEADY_STATE = QT_TRANSLATE_NOOP(
    "glossary",
    "steady state (SNIA PTS): a test is repeated in rounds until its tracked figure stops changing: over "
    "the measurement window of five rounds the spread stays within 20 % of their average and the fitted "
    "line's rise stays within 10 %")
WINDOW = QT_TRANSLATE_NOOP(
    "glossary",
    "measurement window: the last five rounds, which the steady-state verdict is taken over")
EXCURSION = QT_TRANSLATE_NOOP(
    "glossary",
    "excursion (data excursion): the window's highest minus its lowest figure; steady needs it within 20 "
    "% of the window's average")
SLOPE = QT_TRANSLATE_NOOP(
    "glossary",
    "slope: of the least-squares line through the window's figures; slope × (window − 1) is how much the "
    "line rises or falls across the window, and steady needs it within 10 % of the average")
SNIA_TERMS = "\n".join((STEADY_STATE, WINDOW, EXCURSION, SLOPE))
MIXED = QT_TRANSLATE_NOOP(
    "glossary",
    "mixed: reads and writes at once, each I/O a read or a write drawn in the share given (fio rw=randrw "
    "or rw, rwmixread); the Read cell shows the reads' part, the Write cell the writes'")


def tip(text: str) -> str:
    """One of the explanations above in the window's language."""
    return translate("glossary", text)


def snia_terms() -> str:
    return "\n".join(tip(t) for t in (STEADY_STATE, WINDOW, EXCURSION, SLOPE))


_NAME = re.compile(r"^(SEQ|RND)(\d+[KMG]?)\s+Q(\d+)T(\d+)(?:\s+R(\d+)W(\d+))?$")
_BLOCK = {"K": "KiB", "M": "MiB", "G": "GiB"}


def name_in_words(label: str) -> str:
    """'RND4K Q32T16' in words; '' for a name that is not in CrystalDiskMark's form."""
    m = _NAME.match(label.strip())
    if not m:
        return ""
    kind, block, qd, threads, reads, writes = m.groups()
    count = int(threads)  # a plain name: lupdate reads no expression in a call
    size = f"{block[:-1]} {_BLOCK[block[-1]]}" if block[-1] in _BLOCK else \
        arg(translate("glossary", "%1 bytes"), block)
    mixed = arg(translate("glossary", "; R%1W%2: %3 (%1 % reads, %2 % writes)"), reads, writes,
                tip(MIXED)) if reads else ""
    io = translate("glossary", "sequential I/O in %1 blocks; ") if kind == "SEQ" else \
        translate("glossary", "random I/O in %1 blocks; ")
    return (arg(io, size)
            + arg(translate("glossary", "Q%1: queue depth %1 (I/Os each thread keeps in flight); "), qd)
            + arg(translate("glossary", "T%1: %n thread(s) (fio numjobs)", None, count), threads) + mixed)


def load_profile(qd: int, threads: int) -> str:
    """'QD32 × 4' in words."""
    return arg(translate("glossary", "QD%1 × %2: queue depth %1 on each of %n thread(s)", None, threads), qd, threads)
