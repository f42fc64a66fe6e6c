"""Templates of the core's Msg sentences about targets, devices, access, remote hosts, the history store and the trust findings, marked for Qt's translation in
context "core" (app/ui/core_words.window_text shows them; tests/ui/test_i18n.py checks every
Msg template of app/core is in core_words.TEMPLATES and in the .ts files)."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

PLACES_TEMPLATES: tuple[str, ...] = (
)
