"""The custom job editor (pattern, block size, queue depth, threads, engine, fio's own
steady state) and the door to running a .fio job file."""
from __future__ import annotations

import os

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton,
                               QSpinBox, QVBoxLayout, QWidget)

from app.core.errors import InputError
from app.core.fio.jobspec import ENGINES_LINUX, ENGINES_WINDOWS, RW_PATTERNS, JobSpec, Target, default_engine
from app.core.units import parse_duration, parse_size
from app.ui import glossary
from app.ui.i18n import arg, translate
from app.ui.run.run_kinds import Preset


class CustomTab(QWidget):
    run = Signal(object)  # Preset.CUSTOM
    show_command = Signal()
    open_jobfile = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        custom = QGroupBox(translate("CustomTab", "Custom job"))
        cf = QFormLayout(custom)
        cf.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # narrow: the label above its field
        self.rw = QComboBox()
        self.rw.addItems(RW_PATTERNS)
        self.rw.setCurrentText("randread")
        self.bs = QLineEdit("4k")
        self.mix = QSpinBox()
        self.mix.setRange(0, 100)
        self.mix.setValue(70)
        self.mix.setSuffix(translate("QuickTab", " % reads"))
        self.qd = QSpinBox()
        self.qd.setRange(1, 4096)
        self.qd.setValue(32)
        self.threads = QSpinBox()
        self.threads.setRange(1, 256)
        self.threads.setValue(4)
        self.engine = QComboBox()
        self.engine.addItems(ENGINES_WINDOWS if os.name == "nt" else ENGINES_LINUX)
        self.engine.setCurrentText(default_engine())
        # fio's own steadystate= option: the job ends as soon as its criterion holds.
        self.ss_mode = QComboBox()
        self.ss_mode.addItems(["off", "iops", "iops_slope", "bw", "bw_slope"])
        self.ss_mode.setToolTip(translate("CustomTab", "fio's built-in steady-state detection (steadystate=, ss_dur=, "
                                          "ss_ramp=): the job stops once IOPS or bandwidth stays within the limit "
                                          "for the window"))
        self.ss_limit = QLineEdit("10%")
        self.ss_dur = QLineEdit("30")
        self.ss_ramp = QLineEdit("5")
        ss_row = QHBoxLayout()  # under the mode: four fields on one line do not fit a narrow page
        for lbl, w, tip in ((translate("CustomTab", "limit"), self.ss_limit, glossary.tip(glossary.FIO_LIMIT)),
                            (translate("CustomTab", "window s"), self.ss_dur, glossary.tip(glossary.FIO_WINDOW)),
                            (translate("CustomTab", "ramp s"), self.ss_ramp, glossary.tip(glossary.RAMP))):
            ss_row.addWidget(QLabel(lbl, toolTip=tip))  # type: ignore[call-overload]  # PySide6 takes Qt properties as keywords; its stubs do not
            ss_row.addWidget(w)
            w.setToolTip(tip)
        for label, field in ((translate("CustomTab", "Pattern"), self.rw),
                             (translate("CustomTab", "Block size"), self.bs),
                             (translate("CustomTab", "Read mix"), self.mix),
                             (translate("CustomTab", "Queue depth"), self.qd),
                             (translate("CustomTab", "Threads"), self.threads),
                             (translate("CustomTab", "Engine"), self.engine)):
            cf.addRow(label, field)
        for spin, tip in ((self.qd, glossary.tip(glossary.QUEUE_DEPTH)), (self.threads, glossary.tip(glossary.THREADS))):
            spin.setToolTip(tip)  # the field and its label: either is where the eye lands
            cf.labelForField(spin).setToolTip(tip)
        cf.addRow(translate("CustomTab", "fio steady state"), self.ss_mode)
        cf.addRow(ss_row)
        btns = QHBoxLayout()
        self.custom_btn = QPushButton(translate("CustomTab", "▶  Run custom"))
        self.custom_btn.clicked.connect(lambda: self.run.emit(Preset.CUSTOM))
        self.show_cmd = QPushButton(translate("Menus", "Show fio command"))
        self.show_cmd.clicked.connect(self.show_command)
        btns.addWidget(self.custom_btn)
        btns.addWidget(self.show_cmd)
        cf.addRow(btns)
        self.jobfile_btn = QPushButton(translate("CustomTab", "▶  Open and run a .fio job file…"))
        self.jobfile_btn.setToolTip(translate("CustomTab", "fio resolves include, ${VAR} and $ncpus; raw-device writes "
                                              "need the same typed confirmation"))
        self.jobfile_btn.clicked.connect(self.open_jobfile)
        cf.addRow(self.jobfile_btn)
        cv = QVBoxLayout(self)
        cv.setContentsMargins(4, 4, 4, 4)
        cv.addWidget(custom)
        cv.addStretch(1)
        self.buttons = (self.custom_btn, self.jobfile_btn)

    def spec(self, target: Target, size: int, runtime: float, direct: bool) -> JobSpec:
        """The job as edited, on the given target."""
        rw = self.rw.currentText()
        bs_text = self.bs.text().strip()
        extra: tuple = ()
        if self.ss_mode.currentText() != "off":
            limit = self.ss_limit.text().strip()
            if not limit or not limit.rstrip("%").replace(".", "", 1).isdigit():
                raise InputError(arg(translate("Errors", "steady-state limit %1 is not a number or percentage"),
                                     repr(limit)),
                                 translate("Errors", "e.g. 10% or 2000"))
            extra = (("steadystate", f"{self.ss_mode.currentText()}:{limit}"),
                     ("ss_dur", str(int(parse_duration(self.ss_dur.text())))),
                     ("ss_ramp", str(int(parse_duration(self.ss_ramp.text())))))
        return JobSpec(name=f"custom-{rw}-{bs_text}-q{self.qd.value()}t{self.threads.value()}", rw=rw,
                       target=target, bs=parse_size(bs_text),
                       rwmixread=self.mix.value() if rw in ("rw", "randrw") else None,
                       iodepth=self.qd.value(), numjobs=self.threads.value(), size=size, runtime=runtime,
                       time_based=True, direct=direct, ioengine=self.engine.currentText(), extra=extra)
