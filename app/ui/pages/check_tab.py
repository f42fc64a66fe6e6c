"""The "Check drive" page: `fioscope check` in the app. Every item of the target's checklist
(app/core/insight/checklist.py) with its status, what was found, what is expected and the
advice, not only the failing ones.

Readable in a light and a dark theme alike: the status is a symbol and a word, never a
colour alone, and the text takes the palette's own colours (no fixed orange that vanishes
on a dark background)."""
from __future__ import annotations

import html
import threading
from typing import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from app.core.insight.checklist import run_checklist
from app.core.insight.model import NA, NOTE, OK, UNKNOWN, WARN, Checklist, CheckItem
from app.core.targets.model import Disk
from app.ui.core_words import window_text
from app.ui.i18n import arg, translate
from app.ui.marks import QT_TRANSLATE_NOOP

# Each status as a symbol and a word: the two say it without colour.
MARKS = {WARN: ("⚠", QT_TRANSLATE_NOOP("CheckTab", "Warning")), NOTE: ("ℹ", QT_TRANSLATE_NOOP("CheckTab", "Note")),
         UNKNOWN: ("?", QT_TRANSLATE_NOOP("CheckTab", "Unknown")), OK: ("✔", QT_TRANSLATE_NOOP("CheckTab", "OK")),
         NA: ("–", QT_TRANSLATE_NOOP("CheckTab", "Does not apply"))}
ORDER = (WARN, NOTE, UNKNOWN, OK, NA)  # what needs a look first


def item_html(item: CheckItem) -> str:
    symbol, word = MARKS[item.status]
    word, label = translate("CheckTab", word), translate("checklist", item.label)
    e = html.escape
    head = f"<b>{symbol} {word}</b> · <b>{e(label)}</b>" if item.status == WARN else \
        f"{symbol} {word} · <b>{e(label)}</b>"
    lines = [head, arg(translate("CheckTab", "found: %1"), e(window_text(item.value)))]
    if item.expected and item.status != OK:
        lines.append(arg(translate("CheckTab", "expected: %1"), e(window_text(item.expected))))
    if item.advice and item.status != OK:
        lines.append(f"→ {e(window_text(item.advice))}")
    return "<p>" + "<br>".join(lines) + "</p>"


def checklist_html(cl: Checklist) -> str:
    """The whole checklist, the items needing a look first, in the palette's colours."""
    head = f"<p><b>{html.escape(window_text(cl.description or cl.target))}</b><br>" + warnings(cl) + "</p>"
    items = sorted(cl.items, key=lambda i: ORDER.index(i.status))
    return head + "".join(item_html(i) for i in items)


def warnings(cl: Checklist) -> str:
    n = len(cl.warnings)
    notes = sum(1 for i in cl.items if i.status == NOTE)
    if n or not notes:
        return translate("CheckTab", "⚠ %n warning(s)", None, n) if n else translate("CheckTab", "✔ nothing off")
    # not "nothing off" above a note: the notes are things to read
    return translate("CheckTab", "no warnings · %n note(s) to read", None, notes)


class _Done(QObject):
    """Carries a checklist (or an error's text) from the reading thread to the page."""
    done = Signal(object)


class CheckTab(QWidget):
    """`where()` gives the target: (directory, disk or None)."""

    def __init__(self, where: Callable[[], tuple[str | None, Disk | None]], parent=None) -> None:
        super().__init__(parent)
        self.where = where
        self.checklist: Checklist | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        intro = QLabel(translate("CheckTab", "Why is my drive slow? What the target's disk and this machine say, item "
                                 "by item: its link, cache, settings, alignment, health and the power state, each "
                                 "with its status and advice (the same as fioscope check). Nothing is written."))
        intro.setWordWrap(True)
        lay.addWidget(intro)
        self.check_btn = QPushButton(translate("CheckTab", "Check the target's drive"))
        self.check_btn.setToolTip(translate("CheckTab", "reads sysfs, procfs and SMART (smartctl, when installed): "
                                                   "about a second"))
        self.check_btn.clicked.connect(self.check)
        lay.addWidget(self.check_btn)
        self.summary = QLabel("")
        self.summary.setWordWrap(True)
        lay.addWidget(self.summary)
        self.view = QTextBrowser()
        self.view.setOpenLinks(False)
        lay.addWidget(self.view, 1)
        self._done = _Done(self)
        self._done.done.connect(self._show)
        self._busy = False
        self._checked: str | None = None  # the target last checked

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """Opening the page checks the target, once per target (the button checks again)."""
        super().showEvent(event)
        target = self.target()
        if target and target != self._checked:
            self.check()

    def target(self) -> str | None:
        directory, disk = self.where()
        return disk.path if disk is not None else directory

    def check(self) -> None:
        """Read the checklist in a thread (smartctl can take a second); shown when done."""
        target = self.target()
        if not target:
            self.summary.setText(translate("CheckTab", "Choose a target first: a directory or a device."))
            return
        if self._busy:
            return
        self._busy, self._checked = True, target
        self.check_btn.setEnabled(False)
        self.summary.setText(arg(translate("CheckTab", "checking %1 …"), target))
        done = self._done

        def read() -> None:
            try:
                result: Checklist | str = run_checklist(target)
            except Exception as e:  # noqa: BLE001 - any failure is said on the page, in one line
                result = arg(translate("CheckTab", "could not check %1: %2"), target, str(e))
            try:
                done.done.emit(result)
            except RuntimeError:  # the page closed meanwhile
                pass

        threading.Thread(target=read, name="fioscope-check", daemon=True).start()

    def _show(self, result: Checklist | str) -> None:
        self._busy = False
        self.check_btn.setEnabled(True)
        if isinstance(result, str):
            self.checklist = None
            self.summary.setText(result)
            self.view.clear()
            return
        self.checklist = result
        items = len(result.items)  # a plain name: lupdate reads no expression in a call
        self.summary.setText(translate("CheckTab", "%n item(s)", None, items) + " · " + warnings(result))
        self.view.setHtml(checklist_html(result))
