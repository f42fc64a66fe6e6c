"""A sentence the core says to a person, with its parts kept apart: the English template
("%1 starts at %2") and typed values (a size, a number, a name, another sentence).

A Msg is the English str itself, so the CLI, the reports, the JSON and every test read it as
before; the window (app/ui/core_words.py) reads its template and values instead, and shows
the sentence in its user's language with the numbers in the user's format. The core stays
free of Qt: the template is the source text of Qt's translation, found by lupdate in the
window's catalogue of them (tests/ui/test_i18n.py checks every Msg here is there).
A Msg joined to other text with + or an f-string is plain English again: build a longer
sentence as one template, or pass a Msg as a value."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Union

_PLACE = re.compile(r"%([1-9])")


@dataclass(frozen=True)
class Num:
    """A figure with a fixed number of decimals (the window writes its decimal point)."""
    value: float
    decimals: int | None = 0  # None: as few as it needs (45, 45.5), Python's :g
    grouped: bool = False  # English with a thousands comma (1,234), as the window always writes it
    digits: int | None = None  # significant digits instead of decimals (Python's :.2g: 0.52, 13)

    def __str__(self) -> str:
        if self.digits is not None:
            return f"{self.value:.{self.digits}g}"
        if self.decimals is None:
            return f"{self.value:g}"
        return f"{self.value:,.{self.decimals}f}" if self.grouped else f"{self.value:.{self.decimals}f}"


def byte_parts(nbytes: float) -> tuple[float, str]:
    """A size as (number, IEC unit): (465.76, "GiB"); bytes below 1 KiB as (n, "B")."""
    for unit, factor in (("TiB", 1 << 40), ("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if abs(nbytes) >= factor:
            return nbytes / factor, unit
    return int(nbytes), "B"


@dataclass(frozen=True)
class Size:
    """A size in bytes, written 465.8 GiB (units.human_bytes; the window: 465,8 GiB in German)."""
    nbytes: float

    def __str__(self) -> str:
        value, unit = byte_parts(self.nbytes)
        return f"{value:.1f} {unit}" if unit != "B" else f"{int(value)} B"


Value = Union[str, int, Num, Size, "Msg"]  # an int is a count: the window groups its digits


def fill(template: str, values: tuple[Value, ...]) -> str:
    """%1..%9 replaced by values, in one pass (a value's own "%2" stays as it is)."""
    return _PLACE.sub(lambda m: str(values[int(m[1]) - 1]) if int(m[1]) <= len(values) else m[0], template)


class Msg(str):
    """Msg("%1 starts at %2", name, Size(n)) == "sda1 starts at 1.0 MiB"."""
    template: str
    values: tuple[Value, ...]

    def __new__(cls, template: str, *values: Value) -> Msg:
        self = super().__new__(cls, fill(template, values))
        self.template = template
        self.values = values
        return self

    def __getnewargs__(self) -> tuple:  # copy and pickle rebuild it from its parts
        return (self.template, *self.values)


def joined(parts: list[Value], sep: str = ", ") -> Msg:
    """Parts in a row, each shown in the window's language ("" when none; past nine, plain English)."""
    if len(parts) == 1 and isinstance(parts[0], Msg):
        return parts[0]
    if len(parts) > 9:
        return Msg(sep.join(str(p) for p in parts))
    return Msg(sep.join(f"%{i}" for i in range(1, len(parts) + 1)), *parts)
