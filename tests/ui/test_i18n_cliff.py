"""The write cliff's per-pass verdicts and recovery lines, and the Steady page's summary
figures, in the window's language (issue 56). The points are a modelled pass (24 MB/s for
48 MiB, then 8 MB/s: the reference drive's shape, tests/refdrive.py); the English the CLI and
reports print is checked against the wording they had, then German is shown with the
window's decimal comma and digit grouping and no English word but data."""
from __future__ import annotations

from app.core.insight.cliff import WritePoint, detect_cliff, recovery
from app.ui import i18n
from app.ui.core_words import window_text
from app.ui.pages.steady_panel import cell_text
from tests.ui.test_i18n import WORD, built, qm_dir, vocabulary  # noqa: F401 (fixtures)

MIB = 1 << 20


def modelled_pass(cache_mib: float, fast: float = 24e6, slow: float = 8e6, total_mib: float = 96,
                  step: float = 0.5) -> list[WritePoint]:
    pts, written, t = [], 0.0, 0.0
    while written < total_mib * MIB:
        rate = fast if written < cache_mib * MIB else slow
        n = rate * step
        t += step
        pts.append(WritePoint(written, n, step, t))
        written += n
    return pts


def english_in(text: str, lang: str = "de") -> set[str]:
    words = vocabulary(lang) | {"mb", "gib", "mib"}
    return {w.lower() for w in WORD.findall(text)} - words


def test_a_cliff_and_its_recovery_read_as_before_in_english_and_in_german_in_the_window(qapp, built):  # noqa: F811
    first = detect_cliff(modelled_pass(48))
    assert first.found
    # The English as the f-strings wrote it (400 random passes gave the same text before and after)
    assert first.message == "cliff after 57.2 MiB (2 s): 24 MB/s in the cache, 8 MB/s after it (-67 %)"
    back = recovery(first, modelled_pass(24), detect_cliff(modelled_pass(24)), 30.0)
    assert back.message == "after 30 s idle 34.3 MiB of the first pass's 57.2 MiB came back (60 %): a full recovery takes longer"
    flat = detect_cliff(modelled_pass(0, fast=8e6))
    assert flat.message == "no cliff: 8 MB/s held over all 99.2 MiB; a write cache, if any, is larger than that: try a larger --size"
    short = detect_cliff(modelled_pass(1, total_mib=4))
    assert short.message.startswith("too few intervals to tell (1): 11.4 MiB took 0.5 s at 24 MB/s in intervals of 0.5 s")
    i18n.install("de")
    try:
        said = window_text(first.message)
        assert said.startswith("Schreibeinbruch nach 57,2 MiB (") and "24 MB/s im Cache, 8 MB/s danach (-67 %)" in said
        assert window_text(back.message) == ("nach 30 s Leerlauf kamen 34,3 MiB des Caches aus dem ersten Durchgang "
                                             "(57,2 MiB) zurück (60 %): die volle Erholung dauert länger")
        assert "11,4 MiB dauerten 0,5 s bei 24 MB/s" in window_text(short.message)
        for m in (first.message, back.message, flat.message, short.message):
            assert not english_in(window_text(m)), window_text(m)
        assert "Größe" in window_text(flat.message)  # the window's field, not the CLI's --size
    finally:
        i18n.uninstall()


def test_the_steady_summarys_figures_take_the_windows_locale_and_keep_their_decimals(qapp, built):  # noqa: F811
    i18n.install("de")
    try:
        assert [cell_text(c) for c in ("12345.6", "0.125", "3", "4k", "65/35", "-")] == \
            ["12.345,6", "0,125", "3", "4k", "65/35", "-"]
    finally:
        i18n.uninstall()
