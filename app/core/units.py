"""Sizes and rates: parsing user input and labelling output (MB = 10^6, MiB = 2^20)."""
from __future__ import annotations

import math
import re

from app.core.errors import InputError

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
        raise InputError(f"cannot read size {_shown(text)}", "use e.g. 512MiB, 1GiB, 4k or 1GB")
    number, prefix, suffix = float(m.group(1)), m.group(2).lower(), m.group(3).lower()
    if suffix == "b" and prefix:
        factor = _DECIMAL[prefix + "b"]
    else:
        factor = _BINARY[prefix]
    if not math.isfinite(number * factor) or number * factor > MAX_SIZE:
        raise InputError(f"size {_shown(text)} is absurdly large", "no disk holds more than 1 EiB")
    value = int(round(number * factor))
    if value <= 0:
        raise InputError(f"size {_shown(text)} must be larger than zero")
    return value


def parse_duration(text: str) -> float:
    """'5', '5s', '2m', '500ms' -> seconds."""
    m = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*", str(text))
    if not m:
        raise InputError(f"cannot read duration {_shown(text)}", "use e.g. 5, 30s, 2m")
    value = float(m.group(1)) * {"ms": 0.001, "s": 1, None: 1, "m": 60, "h": 3600}[m.group(2)]
    if not math.isfinite(value) or value > MAX_DURATION:
        raise InputError(f"duration {_shown(text)} is longer than a year", "use e.g. 5, 30s, 2m or 12h")
    if value <= 0:
        raise InputError(f"duration {_shown(text)} must be larger than zero")
    if value < 0.001:
        raise InputError(f"duration {_shown(text)} is shorter than a millisecond",
                         "fio counts time in milliseconds")
    return value


def parse_number(text: str, lo: float, hi: float, *, whole: bool = False, above: bool = False) -> float:
    """A number typed by a user, lo..hi (above: more than lo): NaN, infinities, 1e400 and
    what is out of range are refused with one line, never passed on to fail later (a NaN
    timeout once reached the socket layer as an internal error)."""
    what = "a whole number" if whole else "a number"
    shown = (lambda v: str(int(v))) if whole else (lambda v: f"{v:g}")
    bounds = f"more than {shown(lo)} and at most {shown(hi)}" if above else f"from {shown(lo)} to {shown(hi)}"
    advice = f"give {what} {bounds}"
    digits = re.fullmatch(r"\s*[+-]?\d+\s*", str(text)) is not None
    try:
        value = int(str(text).strip(), 10) if whole else float(text)
    except (TypeError, ValueError, OverflowError):
        if digits:  # more digits than Python converts: a number, and far too large
            raise InputError(f"{_shown(text)} is out of range", advice)
        raise InputError(f"{_shown(text)} is not {what}", advice)
    if not math.isfinite(value):
        raise InputError(f"{_shown(text)} is not a finite number", advice)
    if value < lo or (above and value == lo) or value > hi:
        raise InputError(f"{_shown(text)} is out of range", advice)
    return value


def fio_size(nbytes: int) -> str:
    """A size for fio: the shortest exact binary form (4k, 1m, 1g) or plain bytes."""
    for suffix, factor in (("g", 1 << 30), ("m", 1 << 20), ("k", 1 << 10)):
        if nbytes % factor == 0:
            return f"{nbytes // factor}{suffix}"
    return str(nbytes)


def byte_parts(nbytes: float) -> tuple[float, str]:
    """A size as (number, IEC unit): (465.76, "GiB"); bytes below 1 KiB as (n, "B")."""
    for unit, factor in (("TiB", 1 << 40), ("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if abs(nbytes) >= factor:
            return nbytes / factor, unit
    return int(nbytes), "B"


def human_bytes(nbytes: float) -> str:
    value, unit = byte_parts(nbytes)
    return f"{value:.1f} {unit}" if unit != "B" else f"{int(value)} B"


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
    """'1,4,16' -> (1, 4, 16); otherwise a one-line error naming what was meant."""
    try:
        return tuple(int(x) for x in text.split(",") if x.strip())
    except ValueError:
        raise InputError(f"cannot read {what} {text!r}", f"use e.g. {example}")
