"""Templates of the core's Msg sentences about targets, devices, access, remote hosts, the
history store, the page cache and the trust findings, marked for Qt's translation in context
"core" (app/ui/core_words.window_text shows them; tests/ui/test_i18n.py checks every Msg
template of app/core is in core_words.TEMPLATES and in the .ts files)."""
from __future__ import annotations

import itertools
import re
from functools import lru_cache
from typing import Iterator

from app.core.words import Msg, Num, Value
from app.ui.marks import QT_TRANSLATE_NOOP  # typed str: lupdate reads the name

PLACES_TEMPLATES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("core", "fio's %1 MB/s is %2x what the device (%3) read meanwhile (%4 MB/s): the page cache "
                              "answered the reads"),
    QT_TRANSLATE_NOOP("core", "fio's %1 MB/s is far above what the device (%2) read meanwhile (%3 MB/s): the page "
                              "cache answered the reads"),
    QT_TRANSLATE_NOOP("core", "fio's %1 MB/s is %2x what the device (%3) wrote meanwhile (%4 MB/s): the page cache "
                              "took the writes"),
    QT_TRANSLATE_NOOP("core", "fio's %1 MB/s is far above what the device (%2) wrote meanwhile (%3 MB/s): the page "
                              "cache took the writes"),
    QT_TRANSLATE_NOOP("core", "%1; %2"),
    QT_TRANSLATE_NOOP("core", "no block device behind this target: cache effects cannot be measured"),
    QT_TRANSLATE_NOOP("core", "fio's null engine moves no data: neither RAM nor a disk is measured"),
    QT_TRANSLATE_NOOP("core", "fio issued %1 writes, the device (%2) saw %3"),
    QT_TRANSLATE_NOOP("core", "fio issued %1 reads, the device (%2) saw %3 (average device read %4 KiB)"),
    QT_TRANSLATE_NOOP("core", "fio issued %1 reads, the device (%2) saw %3"),
    QT_TRANSLATE_NOOP("core", "%1% of the bytes read came from RAM, not the disk"),
    QT_TRANSLATE_NOOP("core", "the device also served other reads meanwhile (%1 more than fio issued): on a busy disk"
                              " these counts are approximate"),
    QT_TRANSLATE_NOOP("core", "%1% of the bytes written were still in RAM when the test ended"),
    QT_TRANSLATE_NOOP("core", "the device also wrote %1 MiB that fio did not (other I/O, or filesystem metadata): "
                              "these counts are approximate"),
    QT_TRANSLATE_NOOP("core", "no I/O"),
    QT_TRANSLATE_NOOP("core", "spread the load over more jobs (%1), use io_uring with fixed buffers (%2) and direct "
                              "I/O, and keep other programs off the CPUs"),
    QT_TRANSLATE_NOOP("core", "copy-on-write, checksums, maybe compression"),
    QT_TRANSLATE_NOOP("core", "log-structured, copy-on-write"),
    QT_TRANSLATE_NOOP("core", "log-structured, maybe compression"),
    QT_TRANSLATE_NOOP("core", "copy-on-write metadata, integrity streams"),
    QT_TRANSLATE_NOOP("core", "%1 GiB"),
    QT_TRANSLATE_NOOP("core", "%1 MiB"),
    QT_TRANSLATE_NOOP("core", "the device (%1) also read and wrote more than fio did: another process (or filesystem "
                              "writeback) used the disk"),
    QT_TRANSLATE_NOOP("core", "stop what else uses the disk, or test an idle disk"),
    QT_TRANSLATE_NOOP("core", "the test file is on %1 (%2): the filesystem's work is in the figure"),
    QT_TRANSLATE_NOOP("core", "test a raw device or a file on ext4/xfs/NTFS, or turn copy-on-write off for the test "
                              "file (%1 on btrfs)"),
    QT_TRANSLATE_NOOP("core", "a buffered read and write of %1, smaller than RAM (%2): the page cache can answer its "
                              "reads and absorb its writes"),
    QT_TRANSLATE_NOOP("core", "use direct I/O, or a test file larger than RAM"),
    QT_TRANSLATE_NOOP("core", "%1 % of the bytes read came from RAM (the page cache), not the disk"),
    QT_TRANSLATE_NOOP("core", "%1 % of the bytes written were still in RAM when the test ended"),
    QT_TRANSLATE_NOOP("core", "%1 IOPS asked, %2 done"),
    QT_TRANSLATE_NOOP("core", "%1 MB/s asked, %2 done"),
    QT_TRANSLATE_NOOP("core", "the device held it below the job's %1 (%2, %3 %; a rate limit holds a figure within %4"
                              " % of it)"),
    QT_TRANSLATE_NOOP("core", "the device was saturated at the job's %1 (%2; fio's jobs kept %3 of their %4 I/Os in "
                              "flight on average)"),
    QT_TRANSLATE_NOOP("core", "the drive %1"),
    QT_TRANSLATE_NOOP("core", "cool the drive (airflow, a heatsink), or run shorter tests with pauses"),
    QT_TRANSLATE_NOOP("core", "the device (%1) also read more than fio did: another process (or filesystem writeback)"
                              " used the disk"),
    QT_TRANSLATE_NOOP("core", "the device (%1) also wrote more than fio did: another process (or filesystem "
                              "writeback) used the disk"),
    QT_TRANSLATE_NOOP("core", "a buffered read of %1, smaller than RAM (%2): the page cache can answer it"),
    QT_TRANSLATE_NOOP("core", "a buffered write of %1, smaller than RAM (%2): the page cache can absorb it before the"
                              " disk"),
    QT_TRANSLATE_NOOP("core", "RAM, not the disk: %1"),
    QT_TRANSLATE_NOOP("core", "the disk, believe it with care: %1"),
    QT_TRANSLATE_NOOP("core", "use direct I/O, or a test file larger than RAM (%1)"),
    QT_TRANSLATE_NOOP("core", "use direct I/O, or write more than RAM (%1) holds"),
    QT_TRANSLATE_NOOP("core", "use direct I/O, or write more than RAM holds"),
    QT_TRANSLATE_NOOP("core", "use direct I/O, or a test larger than RAM (%1)"),
    QT_TRANSLATE_NOOP("core", "use direct I/O, or a test larger than RAM"),
    QT_TRANSLATE_NOOP("core", "%1: %2"),
    QT_TRANSLATE_NOOP("core", "remove %1 to measure the drive's maximum"),
    QT_TRANSLATE_NOOP("core", "fio's null engine moves no data: this measures fio and the CPU"),
    QT_TRANSLATE_NOOP("core", "pick a real engine and target to measure a drive"),
    QT_TRANSLATE_NOOP("core", "fio's jobs used %1 % of a core each"),
    QT_TRANSLATE_NOOP("core", "fio's jobs used %1 % of the machine's %2 CPUs"),
    QT_TRANSLATE_NOOP("core", "fio's jobs computed or waited for a CPU %1 % of the time (%2 % on a CPU, %3 % waiting "
                              "for one)"),
    QT_TRANSLATE_NOOP("core", "the machine's CPUs were %1 % busy (other programs)"),
    QT_TRANSLATE_NOOP("core", "close other programs, or run when the machine is idle"),
    QT_TRANSLATE_NOOP("core", "the job's rate limit (%1): as asked, not the drive's maximum; %2"),
    QT_TRANSLATE_NOOP("core", "host-bound, this is a CPU figure, not the drive's: %1"),
    QT_TRANSLATE_NOOP("core", "the disk: %1; believe it"),
    QT_TRANSLATE_NOOP("core", "the disk: nothing else limited it; believe it"),
    QT_TRANSLATE_NOOP("core", "the machine's CPUs were saturated (%1 % busy; fio's jobs %2 % of a core)"),
    QT_TRANSLATE_NOOP("core", "PCIe link %1"),
)


# A stored run's trust findings and cache verdict come back from the history as plain English
# (the store keeps the CLI's str, not a Msg's parts): revived() reads such a line back into
# these templates and its values, so a run reopened from the History shows it translated too.
_NUMBER = re.compile(r"-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|-?\d+(?:\.\d+)?")
_SEPARATORS = tuple((t, t[2:-2]) for t in PLACES_TEMPLATES if re.fullmatch(r"%1\W+%2", t))  # "%1; %2", "%1: %2"
_SENTENCES = tuple((t, re.split(r"%[1-9]", t), [int(n) for n in re.findall(r"%([1-9])", t)],
                    len(re.sub(r"%[1-9]", "", t))) for t in PLACES_TEMPLATES if re.search("[A-Za-z]", t))
_TRIED = 64  # readings of one template tried at most (a line has few places to split)


def revived(text: str) -> str:
    """text as the Msg of these templates it was made from (a line no template makes: as it is)."""
    if isinstance(text, Msg):  # made of stored lines (trust_words' "%1; %2"): its values read back
        return Msg(text.template, *(revived(v) if isinstance(v, str) else v for v in text.values))
    if not text:
        return text
    score, value = _parse(text)
    return value if score and isinstance(value, Msg) else text


def _data(text: str) -> Value:
    """A value as stored: a figure back as a Num (the window writes its decimal point)."""
    if _NUMBER.fullmatch(text):
        decimals = len(text.split(".")[1]) if "." in text else 0
        return Num(float(text.replace(",", "")), decimals, "," in text)
    return text


@lru_cache(maxsize=2048)
def _parse(text: str) -> tuple[int, Value]:
    """(how many characters of text the templates' own words cover, its best reading)."""
    best: tuple[int, Value] = (0, _data(text))
    for template, pieces, order, words in _SENTENCES:
        for captures in itertools.islice(_readings(text, pieces), _TRIED):
            parts = [_parse(c) for c in captures]
            score = words + sum(p[0] for p in parts)
            if score > best[0]:
                values: list[Value] = [""] * max(order)
                for n, p in zip(order, parts):
                    values[n - 1] = p[1]
                best = (score, Msg(template, *values))
    for template, sep in _SEPARATORS:  # "a; b": each place it could be split, the best reading
        at = text.find(sep)
        while at > 0:
            left, right = _parse(text[:at]), _parse(text[at + len(sep):])
            score = len(sep) + left[0] + right[0]
            if (left[0] or right[0]) and score > best[0]:
                best = (score, Msg(template, left[1], right[1]))
            at = text.find(sep, at + 1)
    return best


def _readings(text: str, pieces: list[str]) -> Iterator[list[str]]:
    """Every way text is the template's words (pieces) with a value between each two."""
    first, last = pieces[0], pieces[-1]
    if len(text) <= len(first) + len(last) or not text.startswith(first) or not text.endswith(last):
        return
    body = text[len(first):len(text) - len(last)]

    def split(rest: str, seps: list[str]) -> Iterator[list[str]]:
        if not seps:
            yield [rest]
            return
        at = rest.find(seps[0], 1)
        while at > 0:
            for tail in split(rest[at + len(seps[0]):], seps[1:]):
                if tail[0]:
                    yield [rest[:at], *tail]
            at = rest.find(seps[0], at + 1)
    yield from split(body, pieces[1:-1])
