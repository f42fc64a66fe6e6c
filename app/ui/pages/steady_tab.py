"""Steady state (SNIA PTS): the settings a field engineer needs, with the estimate before starting."""
from __future__ import annotations

import os
from typing import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton,
                               QSpinBox, QVBoxLayout, QWidget)

from app.core.errors import FioscopeError, InputError
from app.core.fio.jobspec import Target
from app.core.plan import SteadyRequest, steady_settings
from app.core.suites.pts_settings import DirthSettings, PtsSettings, reduced
from app.core.suites.pts_settings import estimate_seconds as pts_estimate
from app.core.suites.steady import PROFILES, SteadySettings, estimate_seconds
from app.core.target_kind import TargetKind, is_device_path
from app.core.targets import testfile
from app.core.targets.model import Disk
from app.core.units import human_bytes, parse_duration, parse_size
from app.ui import glossary
from app.ui.core_words import window_text
from app.ui.i18n import arg, joined, translate
from app.ui.marks import QT_TRANSLATE_NOOP
from app.ui.run.run_kinds import STEADY

PROFILE_NAMES = ("enterprise", "client")
PTS_BOXES = (("hir", "HIR", QT_TRANSLATE_NOOP("SteadyTab", "host idle recovery: 4 KiB random write bursts, each "
                                               "followed by 5 to 50 s of idle; how much performance comes back")),
             ("xsr", "XSR", QT_TRANSLATE_NOOP("SteadyTab", "cross-stimulus recovery: sequential 1 MiB, random 8 KiB, "
                                               "sequential 1 MiB writes; how long each change takes to settle")),
             ("dirth", "DIRTH", QT_TRANSLATE_NOOP("SteadyTab", "demand intensity / response time histogram: IOPS and "
                                                   "response time over threads x queue depths, the knee, histograms "
                                                   "at the max, mid and min IOPS points")))


def hms(x: float) -> str:
    x = int(x)
    return f"{x // 3600}:{x % 3600 // 60:02d}:{x % 60:02d}"


class SteadyTab(QWidget):
    run = Signal(object)  # STEADY

    def __init__(self, target: Callable[[], tuple[str | None, Disk | None]], parent=None) -> None:
        super().__init__(parent)
        self.target = target  # (directory, disk) chosen now: the estimate depends on it
        f = QFormLayout(self)
        f.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # narrow: the label above its field
        self.steady_tests: dict[str, QCheckBox] = {}
        for name, label in (("iops", "IOPS"), ("throughput", QT_TRANSLATE_NOOP("SteadyTab", "Throughput")),
                            ("latency", QT_TRANSLATE_NOOP("SteadyTab", "Latency")),
                            ("write_saturation", QT_TRANSLATE_NOOP("SteadyTab", "Write saturation"))):
            box = QCheckBox(translate("SteadyTab", label))
            box.setChecked(name == "iops")
            box.toggled.connect(self.estimate)
            self.steady_tests[name] = box
        tests_box = QWidget()
        column = QVBoxLayout()
        tests_box.setLayout(column)
        grid_rows = (QHBoxLayout(), QHBoxLayout())
        for i, box in enumerate(self.steady_tests.values()):
            grid_rows[i // 2].addWidget(box)
        for r in grid_rows:
            column.addLayout(r)
        column.setContentsMargins(0, 0, 0, 0)
        f.addRow(translate("HistoryDialog", "Tests"), tests_box)
        # SNIA PTS's further tests: a run of their own (pts_run), with PTS's own loads and lengths.
        self.pts_tests: dict[str, QCheckBox] = {}
        pts_row = QHBoxLayout()
        for name, label, tip in PTS_BOXES:
            box = QCheckBox(label, toolTip=translate("SteadyTab", tip))  # type: ignore[call-overload]  # PySide6 takes Qt properties as keywords; its stubs do not
            box.toggled.connect(self.estimate)
            self.pts_tests[name] = box
            pts_row.addWidget(box)
        pts_row.addStretch(1)
        f.addRow(QLabel(translate("SteadyTab", "More SNIA PTS"),  # type: ignore[call-overload]  # PySide6 takes Qt properties as keywords; its stubs do not
                        toolTip=translate("SteadyTab", "host idle recovery, cross-stimulus recovery and demand "
                                          "intensity: run together, as a run of their own (uncheck the tests above)")),
                 pts_row)
        # DIRTH's access, the tester's choice in the references (YF's default: 8 KiB at 65 % read,
        # an "OLTP" mix); `fioscope steady --tests dirth --block-sizes 8k --mixes 65` alike
        self.dirth_bs = QLineEdit(human_bytes(DirthSettings().bs).replace(".0 ", " ").replace(" ", ""))
        self.dirth_bs.setToolTip(translate("SteadyTab", "DIRTH's block size, e.g. 8KiB or 4k"))
        self.dirth_read = QSpinBox()
        self.dirth_read.setRange(0, 100)
        self.dirth_read.setValue(DirthSettings().read_pct)
        self.dirth_read.setSuffix(" %")
        self.dirth_read.setToolTip(translate("SteadyTab", "DIRTH's reads, in % of its I/Os (the rest are writes)"))
        dirth_row = QHBoxLayout()
        dirth_row.addWidget(self.dirth_bs)
        dirth_row.addWidget(QLabel(translate("SteadyTab", "reads")))
        dirth_row.addWidget(self.dirth_read)
        self.dirth_label = QLabel(translate("SteadyTab", "DIRTH block size"))
        f.addRow(self.dirth_label, dirth_row)
        self.pts_tests["dirth"].toggled.connect(self._dirth_fields)
        self.dirth_bs.textChanged.connect(self.estimate)
        self.dirth_read.valueChanged.connect(self.estimate)
        self._dirth_fields()
        self.steady_cell = QLineEdit("60")
        self.steady_span = QLineEdit("1GiB")
        self.steady_span.setToolTip(translate("SteadyTab", "bytes under test; on a device, e.g. 10% or the whole "
                                              "device (100%)"))
        # Load: threads and queue depth; the SNIA profiles are presets of them.
        self.steady_profile = QComboBox()
        self.steady_profile.addItems([translate("SteadyTab", "enterprise (QD32 × 4)"),
                                      translate("SteadyTab", "client (QD16 × 2)"),
                                      translate("SteadyTab", "custom")])  # by index: see _preset
        self.steady_threads = QSpinBox()
        self.steady_threads.setRange(1, 256)
        self.steady_threads.setValue(PROFILES["enterprise"][1])
        self.steady_threads.setToolTip(translate("SteadyTab", "fio jobs per cell (the latency test always runs 1)")
                                       + "\n" + glossary.tip(glossary.THREADS))
        self.steady_iodepth = QSpinBox()
        self.steady_iodepth.setRange(1, 1024)
        self.steady_iodepth.setValue(PROFILES["enterprise"][0])
        self.steady_iodepth.setToolTip(translate("SteadyTab", "outstanding I/Os per thread (the latency test always "
                                                 "runs QD1)") + "\n" + glossary.tip(glossary.QUEUE_DEPTH))
        self.steady_profile.currentIndexChanged.connect(self._preset)
        for spin in (self.steady_threads, self.steady_iodepth):
            spin.valueChanged.connect(self._load_changed)
        self.steady_wsat_multiple = QLineEdit("4")
        self.steady_wsat_multiple.setToolTip(translate("SteadyTab", "write saturation stops once this many times the "
                                                                 "span is written"))
        self.steady_wsat_time = QLineEdit("24h")
        self.steady_wsat_time.setToolTip(translate("SteadyTab", "… or after this long writing, whichever comes "
                                                   "first"))
        self.steady_rounds = QSpinBox()
        self.steady_rounds.setRange(5, 25)
        self.steady_rounds.setValue(25)
        self.steady_reduced = QCheckBox(translate("SteadyTab", "quick look (reduced matrix)"))
        self.steady_purge = QCheckBox(translate("SteadyTab", "purge first (raw device: discard)"))
        self.steady_precondition = QCheckBox(translate("SteadyTab", "precondition (128K sequential, 2 × span)"))
        self.steady_precondition.setChecked(True)
        for wdg in (self.steady_cell, self.steady_span, self.steady_wsat_multiple, self.steady_wsat_time):
            wdg.textChanged.connect(self.estimate)
        for check in (self.steady_reduced, self.steady_purge, self.steady_precondition):
            check.toggled.connect(self.estimate)
        self.steady_rounds.valueChanged.connect(self.estimate)
        self.steady_profile.currentIndexChanged.connect(self.estimate)
        f.addRow(translate("SteadyTab", "Seconds per cell"), self.steady_cell)
        f.addRow(translate("PeakPage", "Span"), self.steady_span)
        f.addRow(translate("QuickTab", "Profile"), self.steady_profile)
        for i, name in enumerate(PROFILE_NAMES):  # "QD32 × 4" in words, on each profile in the list
            self.steady_profile.setItemData(i, glossary.load_profile(*PROFILES[name]), Qt.ItemDataRole.ToolTipRole)
        self.steady_profile.setToolTip(translate("SteadyTab", "SNIA's load profiles: ") + joined(
            [glossary.load_profile(*PROFILES[n]) for n in PROFILE_NAMES], "; "))
        load = QHBoxLayout()
        load.addWidget(QLabel(translate("CustomTab", "Threads"), toolTip=glossary.tip(glossary.THREADS)))  # type: ignore[call-overload]  # PySide6 takes Qt properties as keywords; its stubs do not
        load.addWidget(self.steady_threads)
        load.addWidget(QLabel(translate("CustomTab", "Queue depth"), toolTip=glossary.tip(glossary.QUEUE_DEPTH)))  # type: ignore[call-overload]  # PySide6 takes Qt properties as keywords; its stubs do not
        load.addWidget(self.steady_iodepth)
        f.addRow(translate("SteadyTab", "Load"), load)
        wsat = QHBoxLayout()
        wsat.addWidget(self.steady_wsat_multiple)
        wsat.addWidget(QLabel(translate("SteadyTab", "× span, or")))
        wsat.addWidget(self.steady_wsat_time)
        f.addRow(translate("SteadyTab", "Write saturation until"), wsat)
        f.addRow(translate("SteadyTab", "Max rounds"), self.steady_rounds)
        f.addRow(self.steady_reduced)
        f.addRow(self.steady_precondition)
        f.addRow(self.steady_purge)
        self.steady_estimate_label = QLabel()
        self.steady_estimate_label.setWordWrap(True)
        f.addRow(self.steady_estimate_label)
        self.steady_btn = QPushButton(translate("SteadyTab", "▶  Steady State (SNIA PTS)"))
        self.steady_btn.setToolTip(translate("SteadyTab", "Rounds of a test matrix until the tracking variable (the "
                                             "figure each test watches, e.g. random 4K write IOPS) stays within 20 % "
                                             "of its average over five rounds") + "\n\n" + glossary.snia_terms())
        self.steady_btn.clicked.connect(lambda: self.run.emit(STEADY))
        f.addRow(self.steady_btn)

    def request(self, directory: str | None, disk: Disk | None) -> SteadyRequest:
        """What the user asked for, as core/plan.py's request: plan_steady resolves the
        target and is the one safety gate (a device needs its data-loss token)."""
        text = self.steady_span.text().strip()
        if text.endswith("%"):
            try:
                pct = float(text[:-1])
            except ValueError:
                raise InputError(arg(translate("Errors", "cannot read span %1"), repr(text)),
                                 translate("Errors", "use e.g. 10% or 8GiB"))
            if disk is None or not 0 < pct <= 100:
                raise InputError(translate("Errors", "a span in percent needs a raw device and 0 < percent <= 100"))
            span = int(disk.size_bytes * pct / 100) // 4096 * 4096
        else:
            span = parse_size(text)
        tests = tuple(n for n, b in self.steady_tests.items() if b.isChecked()) + self.pts_chosen()
        if not tests:
            raise InputError(translate("Errors", "choose at least one steady-state test"))
        try:
            multiple = float(self.steady_wsat_multiple.text())
        except ValueError:
            raise InputError(arg(translate("Errors", "cannot read %1 as a multiple of the span"),
                                 repr(self.steady_wsat_multiple.text())), translate("Errors", "e.g. 4")) from None
        where = disk.path if disk is not None else directory
        if not where:
            raise InputError(translate("Errors", "choose a target first"))
        dirth = self._dirth_access(tests)
        return SteadyRequest(where, span=span, tests=tests,
                             cell_s=parse_duration(self.steady_cell.text()), iodepth=self.steady_iodepth.value(),
                             numjobs=self.steady_threads.value(), max_rounds=self.steady_rounds.value(),
                             purge=self.steady_purge.isChecked(), precondition=self.steady_precondition.isChecked(),
                             reduced=self.steady_reduced.isChecked(),
                             saturation={"saturation_multiple": multiple,
                                         "saturation_time_s": parse_duration(self.steady_wsat_time.text())},
                             block_sizes=dirth[0], mixes=dirth[1])

    def _dirth_access(self, tests: tuple[str, ...]) -> tuple[tuple[int, ...] | None, tuple[int, ...] | None]:
        """DIRTH's (block size, read share), as the CLI's --block-sizes and --mixes give them
        (plan_pts checks them); None, None when DIRTH is not chosen."""
        if "dirth" not in tests:
            return None, None
        return (parse_size(self.dirth_bs.text().strip()),), (self.dirth_read.value(),)

    def _dirth_fields(self) -> None:
        """DIRTH's fields apply to DIRTH alone: usable only while it is chosen."""
        on = self.pts_tests["dirth"].isChecked()
        for w in (self.dirth_label, self.dirth_bs, self.dirth_read):
            w.setEnabled(on)

    def pts_chosen(self) -> tuple[str, ...]:
        return tuple(n for n, b in self.pts_tests.items() if b.isChecked())

    def settings(self, directory: str | None, disk: Disk | None, validate_target: bool = True) -> SteadySettings:
        """The settings the run would get, for the estimate (validate_target=False: before
        the target is checked). A run is planned from request() by plan_steady."""
        req = self.request(directory, disk)
        span = req.span
        assert span is not None  # request() always sets it
        if disk is not None:
            target = Target(disk.path, TargetKind.DEVICE)
        elif validate_target and directory:
            target = Target(str(testfile.check_directory(directory, span)), TargetKind.FILE)
        else:
            target = Target(os.path.join(req.target, "x.tmp"), TargetKind.FILE)  # request() refused no target
        return steady_settings(req, target, span)

    def _preset(self, index: int) -> None:
        """A profile sets threads and queue depth; 'custom' leaves them as they are."""
        if index not in (0, 1):
            return
        qd, threads = PROFILES[PROFILE_NAMES[index]]
        for spin, value in ((self.steady_threads, threads), (self.steady_iodepth, qd)):
            spin.blockSignals(True)
            spin.setValue(value)
            spin.blockSignals(False)
        self.estimate()

    def _load_changed(self) -> None:
        """Threads and queue depth of a preset show its name, anything else 'custom'."""
        load = (self.steady_iodepth.value(), self.steady_threads.value())
        index = next((i for i, n in enumerate(PROFILE_NAMES) if PROFILES[n] == load), 2)
        self.steady_profile.blockSignals(True)
        self.steady_profile.setCurrentIndex(index)
        self.steady_profile.blockSignals(False)
        self.estimate()

    def estimate(self) -> None:
        directory, disk = self.target()
        if self.pts_chosen():
            self._estimate_pts(directory, disk)
            return
        try:
            lo, hi = estimate_seconds(self.settings(directory, disk, validate_target=False))
        except FioscopeError as e:
            self.steady_estimate_label.setText(window_text(e.message))
            return
        note = "" if disk is not None or is_device_path(directory or "") else \
            "\n" + translate("SteadyTab", "On a test file: SNIA requires a raw device.")
        text = self.steady_span.text().strip()
        if disk is not None and not text.endswith("%") and parse_size(text) > disk.size_bytes:
            note += "\n" + arg(translate("SteadyTab", "The span is larger than %1 (%2): the run refuses it; give at "
                                          "most 100%."), disk.path, human_bytes(disk.size_bytes).replace(".0 ", " "))
        self.steady_estimate_label.setText(arg(translate("SteadyTab", "estimated %1 (steady after 5 rounds) to %2 "
                                                         "(all rounds)"), hms(lo), hms(hi)) + note)

    def _estimate_pts(self, directory: str | None, disk: Disk | None) -> None:
        """HIR, XSR, DIRTH: their own estimate (pts_settings), or why they cannot run as chosen."""
        try:
            req = self.request(directory, disk)
            if len(req.tests) != len(self.pts_chosen()):
                raise InputError(translate("Errors", "HIR, XSR and DIRTH run as a run of their own: uncheck the tests "
                                           "above"))
            target = (Target(disk.path, TargetKind.DEVICE) if disk is not None else
                      Target(os.path.join(req.target, "x.tmp")))
            assert req.span is not None  # request() always sets it
            dirth = DirthSettings(bs=req.block_sizes[0], read_pct=req.mixes[0]) if req.block_sizes and req.mixes \
                else DirthSettings()  # checked as the run checks it: a block size it refuses is said now
            s = PtsSettings(target, req.span, req.tests, req.cell_s, req.iodepth, req.numjobs, req.max_rounds,
                            purge=req.purge, dirth=dirth)
            lo, hi = pts_estimate(reduced(s) if req.reduced else s)
        except FioscopeError as e:
            self.steady_estimate_label.setText(window_text(e.message))
            return
        self.steady_estimate_label.setText(arg(translate("SteadyTab", "SNIA PTS %1: estimated %2 to %3"),
                                               joined([t.upper() for t in req.tests]), hms(lo), hms(hi))
                                           + ("" if disk is not None or is_device_path(directory or "") else
                                              "\n" + translate("SteadyTab",
                                                               "On a test file: SNIA requires a raw device.")))
