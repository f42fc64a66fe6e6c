"""The "Page cache" page: the cache controls for every run, and seed 003's two cache
experiments (readahead sweep; page cache vs direct vs raw) as one click each."""
from __future__ import annotations

import sys

from PySide6.QtWidgets import QCheckBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from app.core.errors import InputError
from app.core.suites.experiments import READAHEAD_KB
from app.core.units import parse_int_list
from app.ui.i18n import arg, translate
from app.ui.marks import QT_TRANSLATE_NOOP

WINDOWS_WHY = QT_TRANSLATE_NOOP("CacheTab", "Windows has no per-disk readahead and gives a user no way to empty "
                                            "its file cache: use direct I/O (the Quick page's default), which "
                                            "bypasses the cache")


class CacheTab(QWidget):
    def __init__(self, parent=None, windows: bool = sys.platform == "win32") -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        intro = QLabel(translate("CacheTab", "A buffered result can come from RAM, and readahead turns many small "
                                 "reads into a few large ones. The panel beside the graphs compares what fio "
                                 "issued with what the device saw in every run."))
        intro.setWordWrap(True)
        lay.addWidget(intro)

        runs = QGroupBox(translate("CacheTab", "For every run from the other pages"))
        rf = QFormLayout(runs)
        rf.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # narrow: the label above its field
        self.drop_each = QCheckBox(translate("CacheTab", "Drop caches before each test"))
        self.drop_each.setToolTip(translate("CacheTab", "a test file: the system's page cache; a raw device: its "
                                            "buffer cache (through the privileged helper: pkexec or sudo may ask)"))
        self.readahead = QLineEdit()
        self.readahead.setPlaceholderText(translate("CacheTab", "the device's own setting"))
        self.readahead.setToolTip(translate("CacheTab", "KiB, set on the device behind the target for the run, then "
                                            "restored"))
        rf.addRow(self.drop_each)
        rf.addRow(translate("CacheTab", "Readahead (KiB)"), self.readahead)
        lay.addWidget(runs)

        exp = QGroupBox(translate("CacheTab", "Cache experiments"))
        ef = QFormLayout(exp)
        ef.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # narrow: the label above its field
        self.sweep_values = QLineEdit(",".join(map(str, READAHEAD_KB)))
        self.sweep_btn = QPushButton(translate("CacheTab", "▶  Readahead sweep"))
        self.sweep_btn.setToolTip(translate("CacheTab", "100 MiB of buffered sequential 4 KiB reads at each readahead "
                                            "value: fio's reads against the device's and their average size; the "
                                            "setting is restored after"))
        self.cache_raw = QCheckBox(translate("CacheTab", "then read the raw disk behind it"))
        self.cache_raw.setToolTip(translate("CacheTab", "a last run reading the block device under the directory "
                                            "directly: read-only"))
        self.cache_btn = QPushButton(translate("CacheTab", "▶  Page cache vs direct vs raw"))
        self.cache_btn.setToolTip(translate("CacheTab", "10 MiB of random 4 KiB reads: buffered cold, buffered warm, "
                                            "direct, and optionally the raw disk"))
        ef.addRow(translate("CacheTab", "Readahead values (KiB)"), self.sweep_values)
        ef.addRow(self.sweep_btn)
        ef.addRow(self.cache_raw)
        ef.addRow(self.cache_btn)
        lay.addWidget(exp)
        lay.addStretch(1)
        self.buttons = (self.sweep_btn, self.cache_btn)
        self.windows = windows
        self.set_raw_device(False)

    def set_raw_device(self, raw: bool) -> None:
        """A raw device has no page cache in front of a test file: say so before the click."""
        self.cache_btn.setEnabled(not raw)
        self.cache_btn.setToolTip(
            translate("CacheTab", "needs a directory for its test file: choose a mounted filesystem (it can end with "
                      "a raw read of the disk behind it)") if raw else
            translate("CacheTab", "10 MiB of random 4 KiB reads: buffered cold, buffered warm, direct, and "
                      "optionally the raw disk"))
        if self.windows:  # after a run re-enabled the buttons: these stay off there
            for w in (self.drop_each, self.readahead, self.sweep_values, self.sweep_btn):
                w.setEnabled(False)
                w.setToolTip(translate("CacheTab", WINDOWS_WHY))

    def readahead_kb(self) -> int | None:
        text = self.readahead.text().strip()
        if not text:
            return None
        if not text.isdigit():
            raise InputError(arg(translate("Errors", "readahead %1 is not a number of KiB"), repr(text)),
                             translate("Errors", "e.g. 128, or empty for the device's own"))
        return int(text)

    def values(self) -> tuple[int, ...]:
        return parse_int_list(self.sweep_values.text(), translate("CacheTab", "readahead values (KiB)"), "0,128,512")
