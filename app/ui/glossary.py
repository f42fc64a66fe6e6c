"""The words the app uses that a newcomer cannot guess (Q and T in a test's name, ramp, and
SNIA's steady state, window, excursion and slope), explained once here and shown as
tooltips wherever the words appear, so every place says the same."""
from __future__ import annotations

import re

QUEUE_DEPTH = ("queue depth (Q, QD, fio iodepth): how many I/Os each thread keeps in flight at once; "
               "Q1 waits for each I/O before the next, Q32 keeps 32 going")
THREADS = ("threads (T, fio numjobs): how many jobs issue I/O side by side, each with its own queue; "
           "T4 at Q32 keeps up to 128 I/Os in flight. fio runs them as processes unless 'jobs as threads' is on")
RAMP = ("ramp (fio ss_ramp): seconds run before the steady-state check starts watching, so the start-up "
        "burst (caches filling, the drive waking) is not judged")
FIO_WINDOW = ("window (fio ss_dur): the seconds over which the figure must hold within the limit; "
              "the job stops as soon as it does")
FIO_LIMIT = ("limit (fio steadystate=mode:limit): iops and bw stop once every figure in the window is "
             "within the limit of the window's mean (10% or an absolute value); iops_slope and bw_slope once "
             "the slope of the least-squares line through them falls below it")
STEADY_STATE = ("steady state (SNIA PTS): a test is repeated in rounds until its tracked figure stops "
                "changing: over the measurement window of five rounds the spread stays within 20 % of "
                "their average and the fitted line's rise stays within 10 %")
WINDOW = "measurement window: the last five rounds, which the steady-state verdict is taken over"
EXCURSION = ("excursion (data excursion): the window's highest minus its lowest figure; "
             "steady needs it within 20 % of the window's average")
SLOPE = ("slope: of the least-squares line through the window's figures; slope × (window − 1) is how much "
         "the line rises or falls across the window, and steady needs it within 10 % of the average")
SNIA_TERMS = "\n".join((STEADY_STATE, WINDOW, EXCURSION, SLOPE))
MIXED = ("mixed: reads and writes at once, each I/O a read or a write drawn in the share given (fio rw=randrw or rw, "
         "rwmixread); the Read cell shows the reads' part, the Write cell the writes'")

_NAME = re.compile(r"^(SEQ|RND)(\d+[KMG]?)\s+Q(\d+)T(\d+)(?:\s+R(\d+)W(\d+))?$")
_BLOCK = {"K": "KiB", "M": "MiB", "G": "GiB"}


def name_in_words(label: str) -> str:
    """'RND4K Q32T16' in words; '' for a name that is not in CrystalDiskMark's form."""
    m = _NAME.match(label.strip())
    if not m:
        return ""
    kind, block, qd, threads, reads, writes = m.groups()
    size = f"{block[:-1]} {_BLOCK[block[-1]]}" if block[-1] in _BLOCK else f"{block} bytes"
    mixed = f"; R{reads}W{writes}: {MIXED} ({reads} % reads, {writes} % writes)" if reads else ""
    return (f"{'sequential' if kind == 'SEQ' else 'random'} I/O in {size} blocks; "
            f"Q{qd}: queue depth {qd} (I/Os each thread keeps in flight); "
            f"T{threads}: {threads} thread{'s' if threads != '1' else ''} (fio numjobs){mixed}")


def load_profile(qd: int, threads: int) -> str:
    """'QD32 × 4' in words."""
    return f"QD{qd} × {threads}: queue depth {qd} on each of {threads} thread{'s' if threads != 1 else ''}"
