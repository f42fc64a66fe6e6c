"""Templates of the core's Msg sentences about running fio: its errors, job files and plans, the suites and the session, marked for Qt's translation in
context "core" (app/ui/core_words.window_text shows them; tests/ui/test_i18n.py checks every
Msg template of app/core is in core_words.TEMPLATES and in the .ts files)."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

FIO_TEMPLATES: tuple[str, ...] = (
)
