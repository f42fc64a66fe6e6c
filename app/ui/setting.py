"""QSettings values with their types: PySide6's stub types value() as `object` even when it is
given the type to convert to; these ask for the type and check they got it (a value of another
type there is not ours: the default instead)."""
from __future__ import annotations

from PySide6.QtCore import QSettings


def text(settings: QSettings, key: str, default: str) -> str:
    value = settings.value(key, default, str)
    return value if isinstance(value, str) else default


def integer(settings: QSettings, key: str, default: int) -> int:
    value = settings.value(key, default, int)
    return value if isinstance(value, int) else default
