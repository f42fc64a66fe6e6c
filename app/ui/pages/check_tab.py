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

# Each status as a symbol and a word: the two say it without colour.
MARKS = {WARN: ("⚠", "Warning"), NOTE: ("ℹ", "Note"), UNKNOWN: ("?", "Unknown"), OK: ("✔", "OK"),
         NA: ("–", "Does not apply")}
ORDER = (WARN, NOTE, UNKNOWN, OK, NA)  # what needs a look first


def item_html(item: CheckItem) -> str:
    symbol, word = MARKS[item.status]
    e = html.escape
    head = f"<b>{symbol} {word}</b> · <b>{e(item.label)}</b>" if item.status == WARN else \
        f"{symbol} {word} · <b>{e(item.label)}</b>"
    lines = [head, f"found: {e(item.value)}"]
    if item.expected and item.status != OK:
        lines.append(f"expected: {e(item.expected)}")
    if item.advice and item.status != OK:
        lines.append(f"→ {e(item.advice)}")
    return "<p>" + "<br>".join(lines) + "</p>"


def checklist_html(cl: Checklist) -> str:
    """The whole checklist, the items needing a look first, in the palette's colours."""
    n = len(cl.warnings)
    head = f"<p><b>{html.escape(cl.description or cl.target)}</b><br>" + \
        (f"⚠ {n} warning{'s' if n != 1 else ''}" if n else "✔ nothing off") + "</p>"
    items = sorted(cl.items, key=lambda i: ORDER.index(i.status))
    return head + "".join(item_html(i) for i in items)


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
        intro = QLabel("Why is my drive slow? What the target's disk and this machine say, item by item: its "
                       "link, cache, settings, alignment, health and the power state, each with its status and "
                       "advice (the same as fioscope check). Nothing is written.")
        intro.setWordWrap(True)
        lay.addWidget(intro)
        self.check_btn = QPushButton("Check the target's drive")
        self.check_btn.setToolTip("reads sysfs, procfs and SMART (smartctl, when installed): about a second")
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
            self.summary.setText("Choose a target first: a directory or a device.")
            return
        if self._busy:
            return
        self._busy, self._checked = True, target
        self.check_btn.setEnabled(False)
        self.summary.setText(f"checking {target} …")
        done = self._done

        def read() -> None:
            try:
                result: object = run_checklist(target)
            except Exception as e:  # noqa: BLE001 - any failure is said on the page, in one line
                result = f"could not check {target}: {e}"
            try:
                done.done.emit(result)
            except RuntimeError:  # the page closed meanwhile
                pass

        threading.Thread(target=read, name="fioscope-check", daemon=True).start()

    def _show(self, result: object) -> None:
        self._busy = False
        self.check_btn.setEnabled(True)
        if isinstance(result, str):
            self.checklist = None
            self.summary.setText(result)
            self.view.clear()
            return
        self.checklist = result
        n = len(result.warnings)
        self.summary.setText(f"{len(result.items)} items · " +
                             (f"⚠ {n} warning{'s' if n != 1 else ''}" if n else "✔ nothing off"))
        self.view.setHtml(checklist_html(result))
