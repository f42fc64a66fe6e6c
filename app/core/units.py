"""Sizes and rates: parsing user input and labelling output (MB = 10^6, MiB = 2^20)."""
from __future__ import annotations

import math
import re

from app.core.errors import InputError
from app.core.words import Msg, Num, Size

_BINARY = {"": 1, "k": 1 << 10, "m": 1 << 20, "g": 1 << 30, "t": 1 << 40, "p": 1 << 50}
_DECIMAL = {"kb": 10**3, "mb": 10**6, "gb": 10**9, "tb": 10**12, "pb": 10**15}

MB = 1_000_000
MIB = 1 << 20
MAX_SIZE = 1 << 60  # 1 EiB: no disk is larger; fio's own limit is 2^64 bytes
MAX_DURATION = 365 * 86400.0  # one year: longer is a typo, and fio cannot parse 1e23 s


def _shown(text) -> str:
    """A user's text quoted in a message: repr, cut short."""
    text = str(text)
    return repr(text if len(text) <= 40 else text[:37] + "...")


def parse_size(text: str) -> int:
    """'1GiB', '1G', '512k', '4096' are binary (as in fio); '1GB' is decimal (10^9).

    fio itself reads 'GB' as 2^30 by default (kb_base=1024); Fioscope reads it as a
    person would and always hands fio plain byte counts, so nothing is ambiguous.
    """
    m = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([kmgtp]?)(i?b?)\s*", str(text), re.IGNORECASE)
    if not m:
        raise InputError(Msg("cannot read size %1", _shown(text)), Msg("use e.g. 512MiB, 1GiB, 4k or 1GB"))
    number, prefix, suffix = float(m.group(1)), m.group(2).lower(), m.group(3).lower()
    if suffix == "b" and prefix:
        factor = _DECIMAL[prefix + "b"]
    else:
        factor = _BINARY[prefix]
    if not math.isfinite(number * factor) or number * factor > MAX_SIZE:
        raise InputError(Msg("size %1 is absurdly large", _shown(text)), Msg("no disk holds more than 1 EiB"))
    value = int(round(number * factor))
    if value <= 0:
        raise InputError(Msg("size %1 must be larger than zero", _shown(text)))
    return value


def parse_duration(text: str) -> float:
    """'5', '5s', '2m', '500ms' -> seconds."""
    m = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*", str(text))
    if not m:
        raise InputError(Msg("cannot read duration %1", _shown(text)), Msg("use e.g. 5, 30s, 2m"))
    value = float(m.group(1)) * {"ms": 0.001, "s": 1, None: 1, "m": 60, "h": 3600}[m.group(2)]
    if not math.isfinite(value) or value > MAX_DURATION:
        raise InputError(Msg("duration %1 is longer than a year", _shown(text)), Msg("use e.g. 5, 30s, 2m or 12h"))
    if value <= 0:
        raise InputError(Msg("duration %1 must be larger than zero", _shown(text)))
    if value < 0.001:
        raise InputError(Msg("duration %1 is shorter than a millisecond", _shown(text)),
                         Msg("fio counts time in milliseconds"))
    return value


def parse_number(text: str, lo: float, hi: float, *, whole: bool = False, above: bool = False) -> float:
    """A number typed by a user, lo..hi (above: more than lo): NaN, infinities, 1e400 and
    what is out of range are refused with one line, never passed on to fail later (a NaN
    timeout once reached the socket layer as an internal error)."""
    what = Msg("a whole number") if whole else Msg("a number")
    shown = (lambda v: int(v)) if whole else (lambda v: Num(v, None))
    bounds = Msg("more than %1 and at most %2", shown(lo), shown(hi)) if above else \
        Msg("from %1 to %2", shown(lo), shown(hi))
    advice = Msg("give %1 %2", what, bounds)
    digits = re.fullmatch(r"\s*[+-]?\d+\s*", str(text)) is not None
    try:
        value = int(str(text).strip(), 10) if whole else float(text)
    except (TypeError, ValueError, OverflowError):
        if digits:  # more digits than Python converts: a number, and far too large
            raise InputError(Msg("%1 is out of range", _shown(text)), advice)
        raise InputError(Msg("%1 is not a whole number", _shown(text)) if whole else
                         Msg("%1 is not a number", _shown(text)), advice)
    if not math.isfinite(value):
        raise InputError(Msg("%1 is not a finite number", _shown(text)), advice)
    if value < lo or (above and value == lo) or value > hi:
        raise InputError(Msg("%1 is out of range", _shown(text)), advice)
    return value


def fio_size(nbytes: int) -> str:
    """A size for fio: the shortest exact binary form (4k, 1m, 1g) or plain bytes."""
    for suffix, factor in (("g", 1 << 30), ("m", 1 << 20), ("k", 1 << 10)):
        if nbytes % factor == 0:
            return f"{nbytes // factor}{suffix}"
    return str(nbytes)


def human_bytes(nbytes: float) -> str:
    return str(Size(nbytes))


def fmt_duration(seconds: float | None) -> str:
    """h:mm:ss, the one way a duration is printed (ETAs, estimates); '?' when unknown."""
    if seconds is None:
        return "?"
    s = int(round(seconds))
    return f"{s // 3600}:{s % 3600 // 60:02d}:{s % 60:02d}"


def short_bs(nbytes: int) -> str:
    """Block size in CrystalDiskMark style: 4K, 128K, 1M."""
    if nbytes % (1 << 20) == 0:
        return f"{nbytes >> 20}M"
    if nbytes % 1024 == 0:
        return f"{nbytes >> 10}K"
    return f"{nbytes}B"


def parse_int_list(text: str, what: str, example: str) -> tuple[int, ...]:
    """'1,4,16' -> (1, 4, 16); otherwise a one-line error naming what was meant (the window
    passes `what` in its own language)."""
    try:
        return tuple(int(x) for x in text.split(",") if x.strip())
    except ValueError:
        raise InputError(Msg("cannot read %1 %2", what, repr(text)), Msg("use e.g. %1", example))
