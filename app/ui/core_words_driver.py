"""The templates of the lines a run's driver says as it goes (app/core/suites: the write cliff's
passes and idle pauses, HIR's wait states, XSR's segments, DIRTH's points, latency versus
load's steps, the PTS time limit), which the window shows on its status line in its
language (the CLI prints their English), kept here for lupdate; see core_words.py."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

DRIVER_TEMPLATES = (
    QT_TRANSLATE_NOOP("core", "idle %1 s for the cache to recover, then pass %2"),
    QT_TRANSLATE_NOOP("core", "dirth: %1"),
    QT_TRANSLATE_NOOP("core", "%1: T%2 Q%3 for %4 s"),
    QT_TRANSLATE_NOOP("core", "%1: T%2 Q%3 RND writes for %4 s"),
    QT_TRANSLATE_NOOP("core", "%1: %2 IOPS; %3"),
    QT_TRANSLATE_NOOP("core", "hir: not steady after %1 rounds; the wait states start from there, and no '% of steady "
                              "state' is given"),
    QT_TRANSLATE_NOOP("core", "%1: %2 bursts of %3 s, each followed by %4 s idle"),
    QT_TRANSLATE_NOOP("core", "%1: %2, %3 achieved; mean %4 µs, p99 %5 µs, p99.9 %6 µs"),
    QT_TRANSLATE_NOOP("core", "unthrottled"),
    QT_TRANSLATE_NOOP("core", "%1 IOPS offered"),
    QT_TRANSLATE_NOOP("core", "maximum %1 IOPS unthrottled; stepping %2 of it"),
    QT_TRANSLATE_NOOP("core", "%1: %2; %3"),
    QT_TRANSLATE_NOOP("core", "the run's time limit was reached: it ends here"),
    QT_TRANSLATE_NOOP("core", "%1: %2 cells of %3 s"),
)
