"""A test's phase in the window's language (issue 56). The core names each phase in English
("iops round 3", "loop 2", "warm-up", "pass 2 after 30 s idle"): the store keeps that text and
the reports and the CLI print it, so the window translates it where it shows it (the graphs'
section marks). A test's name ("iops", "hir") and the figures are data; a phase the window
does not know shows as stored."""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.words import Msg
from app.ui.core_words import window_text
from app.ui.i18n import arg, number, translate

FIG = r"(\d+(?:\.\d+)?)"  # a figure the core wrote with :g (30, 0.5)


def _fig(text: str) -> str:
    """The core's figure in the window's locale (0,5 in German)."""
    decimals = len(text.partition(".")[2])
    return number(float(text), decimals) if decimals else number(int(text))


def _n(text: str) -> str:
    return number(int(text))


def _clients(n: int) -> str:
    return translate("Phase", "%n client(s)", None, n)  # lupdate reads a count by its plain name


# The core's phase texts (suites/peak.py, presets.py, steady.py, pts_settings.py, hir.py, xsr.py,
# dirth.py, cliff_run.py, remote/suite.py), first match wins: the specific before "<test> round n".
PHASES: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], str]], ...] = (
    (re.compile(r"warm-up"), lambda m: translate("Phase", "warm-up")),
    (re.compile(r"loop (\d+)"), lambda m: arg(translate("Phase", "loop %1"), _n(m[1]))),
    (re.compile(r"pass (\d+)"), lambda m: arg(translate("Phase", "pass %1"), _n(m[1]))),
    (re.compile(rf"pass (\d+) after {FIG} s idle"),
     lambda m: arg(translate("Phase", "pass %1 after %2 s idle"), _n(m[1]), _fig(m[2]))),
    (re.compile(r"(\d+) clients?"), lambda m: _clients(int(m[1]))),
    (re.compile(rf"(\S+) wait {FIG} s"), lambda m: arg(translate("Phase", "%1 wait %2 s"), m[1], _fig(m[2]))),
    (re.compile(rf"(\S+) baseline after {FIG} s"),
     lambda m: arg(translate("Phase", "%1 baseline after %2 s"), m[1], _fig(m[2]))),
    (re.compile(r"(\S+) segment (\d+) (SEQ|RND) (\S+) writes"),
     lambda m: arg(translate("Phase", "%1 segment %2 %3 %4 writes"), m[1], _n(m[2]), m[3], m[4])),
    (re.compile(r"(\S+) histogram (\S+)"), lambda m: arg(translate("Phase", "%1 histogram %2"), m[1], m[2])),
    (re.compile(r"(\S+) pre-write (\S+)"), lambda m: arg(translate("Phase", "%1 pre-write %2"), m[1], m[2])),
    (re.compile(r"(.+) round (\d+)"), lambda m: arg(translate("Phase", "%1 round %2"), m[1], _n(m[2]))),
    (re.compile(r"(.+) purge"), lambda m: arg(translate("Phase", "%1 purge"), m[1])),
    (re.compile(r"(.+) precondition"), lambda m: arg(translate("Phase", "%1 precondition"), m[1])),
)


def phase_text(phase: str) -> str:
    """The phase as the window says it: "iops Runde 3" in German; unknown phases as stored."""
    for pattern, words in PHASES:
        if m := pattern.fullmatch(phase):
            return words(m)
    return phase


def labelled(name: str, phase: str) -> str:
    """A test's name with its phase: "SEQ1M-Q8T1-read (Durchlauf 2)"."""
    return arg(translate("Phase", "%1 (%2)"), name, phase_text(phase))


def driver_text(text: str) -> str:
    """A driver's line as the run goes ("pass 2 after 30 s idle: cliff after …", "idle 30 s for
    the cache to recover, then pass 2") in the window's language, the phase it names too."""
    if isinstance(text, Msg) and text.template.startswith("%1: ") and text.values and type(text.values[0]) is str:
        text = Msg(text.template, phase_text(text.values[0]), *text.values[1:])
    return window_text(text)
