"""Names from stored or imported data, made safe to show: on a terminal, in a report, in a
spreadsheet.

A run's name, a job's name, a target path, a host's fio version all come from outside
(a job file, an imported fio JSON, a fio server's reply, a device's model string) and may
hold anything. Printed raw, an ESC or C1 CSI sequence drives the terminal (clears it,
retitles it, hides text); a lone surrogate cannot be encoded as UTF-8 at all; a character
XML forbids breaks the SVG of a chart. Such characters are shown escaped instead
(`\\x1b`, `\\x9b`, `\\u202e`), visibly, never acted on. A CSV cell that a spreadsheet
would read as a formula (`=HYPERLINK(...)`) is prefixed with a quote (OWASP's rule).
"""
from __future__ import annotations

import re

# C0 and DEL, C1 (0x9b is a one-byte CSI to many terminals), lone surrogates (no UTF-8 for
# them), the line and paragraph separators, and the bidi embeddings, overrides and isolates
# that reorder what is shown after them ("Trojan Source"). The LRM and RLM marks stay: they
# move nothing but the mark's own neighbours, and right-to-left names need them.
_OTHERS = "\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff"
_ONE_LINE = re.compile(f"[\x00-\x1f{_OTHERS}]")
# A block of lines keeps its line breaks: \n, and \r only as the first half of \r\n (CSV).
_LINES = re.compile(f"\r(?!\n)|[\x00-\x09\x0b\x0c\x0e-\x1f{_OTHERS}]")

# OWASP CSV injection: a cell starting with one of these is a formula to a spreadsheet.
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
_SURROGATE = re.compile("[\ud800-\udfff]")
_NUMBER = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?")


def _escaped(m: re.Match) -> str:
    return m.group().encode("unicode_escape").decode("ascii")


def printable(text: object) -> str:
    """One line of text with every control character shown escaped (a line break too)."""
    text = str(text)
    if text.isascii() and text.isprintable():  # nearly every name and key: nothing to escape
        return text
    return _ONE_LINE.sub(_escaped, text)


def printable_lines(text: object) -> str:
    """A block of lines (a report, a table): its line breaks kept, every other control
    character shown escaped."""
    return _LINES.sub(_escaped, str(text))


# A document's fields that are text of several lines; the numeric series are left as they
# are (no text in them, and the largest part of a run: a result's latency histograms and QoS
# curve are ~1,000 of its ~1,300 values, a day's steady-state run has 1,440 results).
_MULTILINE = frozenset(("jobfile", "stderr", "notes", "text"))
_NUMBERS_ONLY = frozenset(("samples", "cache_samples", "histogram", "curve"))


_SCALARS = frozenset((int, float, bool, type(None)))  # kept as they are, without a call each


def printable_doc(value, key: str = ""):
    """A copy of a run document (or any JSON-shaped value) for a report people read: every
    string made printable, keys included; multi-line fields keep their line breaks."""
    if isinstance(value, str):
        return printable_lines(value) if key in _MULTILINE else printable(value)
    if isinstance(value, dict):
        out = {}
        for k, v in value.items():
            if isinstance(k, str):
                out[printable(k)] = v if k in _NUMBERS_ONLY or type(v) in _SCALARS else printable_doc(v, k)
            else:
                out[k] = v if type(v) in _SCALARS else printable_doc(v, key)
        return out
    if isinstance(value, (list, tuple)):
        items = [v if type(v) in _SCALARS else printable_doc(v, key) for v in value]
        return items if isinstance(value, list) else tuple(items)
    return value


def spreadsheet_cell(value):
    """A CSV cell a spreadsheet reads as data: text starting with = + - @, a tab or a CR gets
    a leading quote; numbers, and text that is a plain number ("-1.5"), stay as they are.
    The text is otherwise kept, but for lone surrogates (shown escaped: UTF-8 has none)."""
    if not isinstance(value, str):
        return value
    if not value.isascii():  # ASCII has no surrogates: most cells (a day's samples: 6 million) skip the search
        value = _SURROGATE.sub(_escaped, value)
    if value.startswith(_FORMULA_START) and not _NUMBER.fullmatch(value):
        return "'" + value
    return value
