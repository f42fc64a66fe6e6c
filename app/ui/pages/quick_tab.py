"""The Quick and Peak pages: CrystalDiskMark's profiles and modes, the peak suite and the write cliff, and
their options (the size, seconds and loops are on the top row)."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QPushButton, QSpinBox,
                               QVBoxLayout, QWidget)

from app.core.suites.presets import (CDM_INTERVAL_S, DATA_TITLES, MAX_PAUSE_S, MODE_TITLES, MODES, PROFILES,
                                     SETTINGS, PresetChoices, preset_rows, preset_tests)
from app.ui.glossary import QUEUE_DEPTH, THREADS, tip
from app.ui.i18n import arg, joined, translate
from app.ui.pages.interval_box import IntervalBox
from app.ui.run.run_kinds import Preset



def names() -> str:
    """The tests' names, Q8T1 and the like, on their buttons."""
    return f"\nQ: {tip(QUEUE_DEPTH)}\nT: {tip(THREADS)}"


def intro(text: str) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    return label


class QuickTab(QWidget):
    """CrystalDiskMark's choices: profile, mode, the mixed test's read share, test data; the
    loops are the top row's. Each only names a core choice (app/core/suites/presets.py)."""
    run = Signal(object)  # a Preset
    rows_changed = Signal()  # the profile, mode or mix changed the grid's rows

    def __init__(self, loops: QSpinBox | None = None, parent=None) -> None:
        super().__init__(parent)
        self.loops = loops  # on the top row
        bv = QVBoxLayout(self)
        bv.setContentsMargins(4, 4, 4, 4)
        bv.addWidget(intro(translate("QuickTab", "CrystalDiskMark's tests: pick a profile and a mode, then run all "
                                     "rows or one row with its button in the grid.")))
        self.form = form = QFormLayout()
        self.profile_box = QComboBox()
        for name, title in PROFILES:
            self.profile_box.addItem(translate("presets", title), name)
            self.profile_box.setItemData(self.profile_box.count() - 1, _profile_tip(name), Qt.ItemDataRole.ToolTipRole)
        self.profile_box.setToolTip(translate("QuickTab", "CrystalDiskMark's profiles: Default, NVMe SSD, Real World "
                                              "(queue depth 1, one thread: one program waiting on each I/O) and Peak "
                                              "(the two tests that reach the most the drive can do). Not the Peak "
                                              "page, which is the fresh-out-of-box suite") + names())
        self.mode_box = QComboBox()
        for name, title in MODE_TITLES.items():
            self.mode_box.addItem(translate("presets", title), name)
        self.mode_box.setToolTip(translate("QuickTab", "what each test does: read, write, both one after the other, "
                                           "or mixed: reads and writes at once, in the share set below, on a row "
                                           "of its own (R70W30)"))
        self.mix = QSpinBox()
        self.mix.setRange(0, 100)
        self.mix.setValue(70)
        self.mix.setSuffix(translate("QuickTab", " % reads"))
        self.mix.setToolTip(translate("QuickTab", "a mixed test's share of reads (fio rwmixread); the rest are "
                                      "writes. CrystalDiskMark's mix is 70 % reads, 30 % writes"))
        self.data_box = QComboBox()
        for name, title in DATA_TITLES.items():
            self.data_box.addItem(translate("presets", title), name)
        self.data_box.setToolTip(translate("QuickTab", "what is written. Random: fio's default, random data a drive "
                                           "cannot compress. All 0x00: every byte 0 (fio zero_buffers), as "
                                           "CrystalDiskMark's test data option; a drive that compresses or "
                                           "deduplicates writes it faster than real data"))
        # CrystalDiskMark's Settings menu, its Interval and its order (the CLI's --cdm-settings,
        # --pause and --order): each only names a core choice.
        self.settings_box = QComboBox()
        for name, title in SETTINGS.items():
            self.settings_box.addItem(translate("presets", title), name)
        self.settings_box.setToolTip(translate("QuickTab", "CrystalDiskMark's Settings menu. NVMe SSD changes the "
                                               "Default profile's tests to the NVMe set and Peak's random test to "
                                               "RND4K Q32T16; Real World stays the same"))
        self.pause = QSpinBox()
        self.pause.setRange(0, int(MAX_PAUSE_S))
        self.pause.setValue(int(CDM_INTERVAL_S))
        self.pause.setSuffix(translate("QuickTab", " s"))
        self.pause.setToolTip(translate("QuickTab", "idle seconds before each test but the first, as "
                                        "CrystalDiskMark's Interval (5 s there and here by default); 0 for speed. "
                                        "Stop ends a pause at once"))
        self.order_box = QComboBox()
        self.order_box.addItem(translate("QuickTab", "Each test read, then written"), "test")
        self.order_box.addItem(translate("QuickTab", "All reads, then all writes"), "cdm")
        self.order_box.setToolTip(translate("QuickTab", "CrystalDiskMark's order runs every test's read, then every "
                                            "test's write, then the mixed tests"))
        form.addRow(translate("QuickTab", "Profile"), self.profile_box)
        form.addRow(translate("QuickTab", "Settings"), self.settings_box)
        form.addRow(translate("QuickTab", "Mode"), self.mode_box)
        form.addRow(translate("QuickTab", "Mixed"), self.mix)
        form.addRow(translate("QuickTab", "Test data"), self.data_box)
        form.addRow(translate("QuickTab", "Interval"), self.pause)
        form.addRow(translate("QuickTab", "Order"), self.order_box)
        bv.addLayout(form)
        # Which statistic a cell of N loops shows, said where the loops are chosen.
        self.statistic = intro("")
        bv.addWidget(self.statistic)
        self.quick_btn = QPushButton()
        self.quick_btn.clicked.connect(lambda: self.run.emit(Preset.QUICK))
        bv.addWidget(self.quick_btn)
        self.quick_read_btn = QPushButton(translate("QuickTab", "▶  Default profile, reads only"))
        self.quick_read_btn.setToolTip(translate("QuickTab", "The read half of the Default profile: safe on a raw "
                                                 "device (nothing is written, no confirmation)"))
        self.quick_read_btn.clicked.connect(lambda: self.run.emit(Preset.QUICK_READ))
        bv.addWidget(self.quick_read_btn)
        opts = QFormLayout()
        self.direct = QCheckBox(translate("QuickTab", "direct I/O (no page cache)"))
        self.direct.setChecked(True)
        self.direct.setToolTip(translate("QuickTab", "off: buffered I/O, which can measure RAM rather than the disk "
                                         "(the cache panel says when it does)"))
        self.as_threads = QCheckBox(translate("QuickTab", "jobs as threads of one fio process"))
        self.as_threads.setToolTip(translate("QuickTab", "off (fio's default, and what the seed plans specify): each "
                                             "job is its own process. On: fio's thread option. With posixaio this "
                                             "changes the result: glibc's AIO pool is per process, so threads share "
                                             "one pool"))
        self.interval = IntervalBox()  # "auto" and the figures in the window's language, values as stored
        self.interval.setCurrentText("auto")
        self.interval.setToolTip(translate("QuickTab", "fio's status interval: one point per thread per interval. "
                                           "auto: 1 s, longer for a test with so many threads that fio's reports "
                                           "every second would slow it (64 threads on 2 CPUs: 7 s)"))
        opts.addRow(translate("QuickTab", "Graph interval (s)"), self.interval)
        bv.addWidget(self.direct)
        bv.addWidget(self.as_threads)
        bv.addLayout(opts)
        bv.addStretch(1)
        self.buttons = (self.quick_btn, self.quick_read_btn)
        for box in (self.profile_box, self.settings_box, self.mode_box, self.data_box, self.order_box):
            box.currentIndexChanged.connect(self._changed)  # each changes what a row measures, or their order
        self.mix.valueChanged.connect(self._changed)
        if loops is not None:
            loops.valueChanged.connect(self._label)
        self._changed()

    def profile(self) -> str:
        return self.profile_box.currentData()

    def loop_count(self) -> int:
        return self.loops.value() if self.loops is not None else 1

    def choices(self) -> PresetChoices:
        return PresetChoices(mode=self.mode_box.currentData(), mix_read=self.mix.value(),
                             data=self.data_box.currentData(), loops=self.loop_count(),
                             settings=self.settings_box.currentData(), pause_s=float(self.pause.value()),
                             order=self.order_box.currentData())

    def preset_for(self, kind: str) -> str:
        """The preset a run of this kind ('quick' from the Quick button, 'quick-read') plans."""
        return self.profile() if kind == "quick" else kind

    def choices_for(self, kind: str) -> dict:
        """The PresetRequest's choices for that run: the page's; for the reads alone, the loops,
        settings, interval and order (its mode and mix are its own)."""
        if kind == "quick":
            return {"choices": self.choices()}
        return {"choices": PresetChoices(loops=self.loop_count(), settings=self.settings_box.currentData(),
                                         pause_s=float(self.pause.value()), order=self.order_box.currentData())}

    def rows(self) -> list[str]:
        """The grid's rows for the profile and mode chosen."""
        return preset_rows(self.profile(), self.choices())

    def select(self, profile: str | None = None, mode: str | None = None, data: str | None = None,
               settings: str | None = None, order: str | None = None) -> None:
        """Choose by the core's names (what the CLI's --preset, --mode, --data, --cdm-settings
        and --order take)."""
        for box, name in ((self.profile_box, profile), (self.mode_box, mode), (self.data_box, data),
                          (self.settings_box, settings), (self.order_box, order)):
            if name is not None:
                box.setCurrentIndex(box.findData(name))

    def remember(self, settings) -> None:
        """Profile, settings, mode, mix, test data, interval and order for the next session (a
        QSettings). Direct I/O is not kept: every session starts measuring the disk, not the page cache."""
        settings.setValue("quick/profile", self.profile())
        settings.setValue("quick/cdm_settings", self.settings_box.currentData())
        settings.setValue("quick/mode", self.mode_box.currentData())
        settings.setValue("quick/mix", self.mix.value())
        settings.setValue("quick/data", self.data_box.currentData())
        settings.setValue("quick/pause", self.pause.value())
        settings.setValue("quick/order", self.order_box.currentData())

    def restore(self, settings) -> None:
        """The last session's choices; a name this version no longer has keeps the default."""
        for box, key in ((self.profile_box, "quick/profile"), (self.settings_box, "quick/cdm_settings"),
                         (self.mode_box, "quick/mode"), (self.data_box, "quick/data"), (self.order_box, "quick/order")):
            i = box.findData(settings.value(key, "", str))
            if i >= 0:
                box.setCurrentIndex(i)
        self.mix.setValue(settings.value("quick/mix", self.mix.value(), int))
        self.pause.setValue(settings.value("quick/pause", self.pause.value(), int))

    def set_locked(self, on: bool) -> None:
        """While a run goes its choices stay what it runs (the grid and its picture say them)."""
        for box in (self.profile_box, self.settings_box, self.mode_box, self.data_box, self.pause, self.order_box):
            box.setEnabled(not on)
        self.mix.setEnabled(not on and "mix" in MODES[self.mode_box.currentData()])

    def _changed(self) -> None:
        mixed = "mix" in MODES[self.mode_box.currentData()]
        self.mix.setEnabled(mixed)
        # Shown only for a mixed mode, where it means something: a row less otherwise, so that the
        # page fits at 2x scale on a 1080p screen (960x540) with CrystalDiskMark's three rows.
        self.form.setRowVisible(self.mix, mixed)
        self._label()
        self.rows_changed.emit()

    def _label(self) -> None:
        n = self.loop_count()
        title = self.profile_box.currentText()
        self.quick_btn.setText(arg(translate("QuickTab", "▶  %1 profile (%n loop(s) after a warm-up)", None, n), title)
                               if n > 1 else arg(translate("QuickTab", "▶  %1 profile"), title))
        self.quick_btn.setToolTip(_profile_tip(self.profile(), self.settings_box.currentData()) +
                                  f"; {self.mode_box.currentText().lower()}" + names())
        # Two lines on the page, the whole reason on hover: with CrystalDiskMark's Settings, Interval
        # and Order the page must still fit at 2x scale on a 1080p screen (960x540).
        if n > 1:
            self.statistic.setText(translate("QuickTab", "Each cell: the median of %n loops after a warm-up; the "
                                             "best and slowest on hover.", None, n))
            self.statistic.setToolTip(translate("QuickTab", "Loops: %n (top row). Each cell is the median of the %n "
                                                "loops, run after a warm-up that is not kept; the fastest (best) and "
                                                "slowest are on hover. The median, not CrystalDiskMark's best: one "
                                                "lucky loop (a cache, a burst) cannot make the figure.", None, n))
        else:
            self.statistic.setText(translate("QuickTab", "Each test runs once; 2 or more loops give each cell "
                                             "their median."))
            self.statistic.setToolTip(translate("QuickTab", "Loops: 1 (top row). Each test runs once; set 2 or more "
                                                "for loops after a warm-up, each cell then their median."))


def _profile_tip(name: str, settings: str = "default") -> str:
    return joined([t.label for t in preset_tests(name, settings)])


class PeakPage(QWidget):
    run = Signal(object)  # Preset.PEAK
    cliff = Signal()

    def __init__(self, loops: QSpinBox, parent=None) -> None:
        super().__init__(parent)
        self.loops = loops  # on the top row
        bv = QVBoxLayout(self)
        bv.setContentsMargins(4, 4, 4, 4)
        bv.addWidget(intro(translate("PeakPage", "Fresh-out-of-box peak: a warm-up, then the loops set on the top "
                                     "row; each cell is the median of the loops, with the spread and best on hover.")))
        self.peak_btn = QPushButton()
        self.peak_btn.clicked.connect(lambda: self.run.emit(Preset.PEAK))
        bv.addWidget(self.peak_btn)
        # Where a consumer drive's fast write cache runs out: one sustained write, then again
        # after an idle pause to see how much of the cache came back.
        box = QGroupBox(translate("PeakPage", "Write cliff"))
        form = QFormLayout(box)
        form.addRow(intro(translate("PeakPage", "A sustained sequential write (1 MiB, QD32) over the span: the "
                                    "cache speed, how much was written before the speed fell and stayed down, the "
                                    "speed after it; then the same again after the idle pause.")))
        self.cliff_span = QLineEdit("8GiB")
        self.cliff_span.setToolTip(translate("PeakPage", "how much each pass writes, e.g. 8GiB (a raw device: at most "
                                             "its size)"))
        self.cliff_pause = QLineEdit("30")
        self.cliff_pause.setToolTip(translate("PeakPage", "seconds idle before the second pass; 0: one pass only"))
        form.addRow(translate("PeakPage", "Span"), self.cliff_span)
        form.addRow(translate("PeakPage", "Idle before pass 2 (s)"), self.cliff_pause)
        self.cliff_btn = QPushButton(translate("PeakPage", "▶  Write cliff"))
        self.cliff_btn.setToolTip(translate("PeakPage", "writes the span on the target; a raw device asks for its "
                                            "name first (data loss)"))
        self.cliff_btn.clicked.connect(self.cliff.emit)
        form.addRow(self.cliff_btn)
        bv.addWidget(box)
        bv.addStretch(1)
        loops.valueChanged.connect(self._label)
        self._label()
        self.buttons = (self.peak_btn, self.cliff_btn)

    def _label(self) -> None:
        n = self.loops.value()
        self.peak_btn.setText(translate("PeakPage", "▶  Peak (%n loop(s) after a warm-up)", None, n))
        self.peak_btn.setToolTip(translate("PeakPage", "Fresh-out-of-box peak: SEQ1M Q8T1/Q1T1, SEQ128K Q32T1, RND4K "
                                           "Q32T16/Q32T1/Q1T1; median of %n loop(s), spread and best on hover (the "
                                           "loop count is set under Loops on the top row)", None, n) + names())
