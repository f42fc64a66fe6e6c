"""Seed test plans: which plan, its sizes, the scaling matrix and the fio servers to run on,
with the duration and disk space before it starts."""
from __future__ import annotations

import os
from typing import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QPushButton,
                               QSizePolicy)

from app.core.errors import FioscopeError
from app.core.fio.jobspec import Target
from app.core.plan import PresetRequest, RemoteRequest, plan_preset
from app.core.remote.hosts import parse_hosts
from app.core.suites.plans import SUITES, PlanOptions, build_plan
from app.core.suites.published import SOURCES as PUBLISHED
from app.core.suites.published_text import published_lines
from app.core.targets.safety import SafetyRefused
from app.core.units import human_bytes, parse_duration, parse_int_list, parse_size
from app.ui.core_words import window_text
from app.ui.i18n import arg, translate
from app.ui.run.run_kinds import PlanRun


class PlansBox(QGroupBox):
    run = Signal(object)  # a PlanRun
    plan_published: QCheckBox  # made below the fields whose edits read it

    def __init__(self, target_dir: Callable[[], str | None], parent=None) -> None:
        super().__init__(translate("Mode", "Test plans"), parent)
        self.target_dir = target_dir  # for the estimate's test file path
        pf = QFormLayout(self)
        pf.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # narrow: the label above its field
        self.plan = QComboBox()
        for info in SUITES.values():
            self.plan.addItem(info.title, info.name)
            self.plan.setItemData(self.plan.count() - 1, arg(translate("PlansBox", "after %1"), info.source),
                                  Qt.ItemDataRole.ToolTipRole)
        self.plan.currentIndexChanged.connect(self._defaults)
        self.plan_size = QLineEdit()
        self.plan_runtime = QLineEdit()
        self.plan_size.textChanged.connect(self.estimate)
        self.plan_runtime.textChanged.connect(self.estimate)
        self.plan_estimate = QLabel()
        self.plan_estimate.setWordWrap(True)
        # A long token (a test file's name pattern) must not widen the page past the window:
        # the label takes the width there is and wraps in it.
        self.plan_estimate.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.plan_estimate.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.plan_btn = QPushButton(translate("PlansBox", "▶  Run test plan"))
        self.plan_btn.clicked.connect(lambda: self.run.emit(PlanRun(self.plan.currentData())))
        self.plan_hosts = QLineEdit()
        self.plan_hosts.setPlaceholderText(translate("PlansBox", "this machine; or fio servers: node1,node2:9000"))
        self.plan_hosts.setToolTip(translate("PlansBox", "run on these fio servers (fio --server, same fio version) "
                                                       "at once"))
        self.plan_clients = QLineEdit()
        self.plan_clients.setPlaceholderText(translate("PlansBox", "all hosts; or e.g. 1,2,4,8"))
        self.plan_remote_target = QLineEdit("/tmp")
        self.plan_remote_target.setToolTip(translate("PlansBox", "the directory on each host"))
        for field in (self.plan_hosts, self.plan_remote_target):  # as published: its rows and space
            field.textChanged.connect(lambda _t: self.estimate() if self.plan_published.isChecked() else None)
        pf.addRow(translate("PlansBox", "Plan"), self.plan)
        # The seed document's own jobs exactly (10 GiB per file, its processes and run times):
        # the fields below would change them, so they are off while it is on.
        self.plan_published = QCheckBox(translate("PlansBox", "As published (the seed's own jobs)"))
        self.plan_published.setToolTip(translate("PlansBox", "runs the plan exactly as its seed document did (see "
                                                 "docs/seed-deviations.md); its duration and disk space are shown "
                                                 "below before it starts"))
        self.plan_published.toggled.connect(self._published_toggled)
        pf.addRow(self.plan_published)
        pf.addRow(translate("PlansBox", "Size per file"), self.plan_size)
        pf.addRow(translate("PlansBox", "Seconds per test"), self.plan_runtime)
        self.plan_processes = QLineEdit("1,4,16,64")
        self.plan_processes.setToolTip(translate("PlansBox", "the scaling matrix's process counts"))
        self.plan_processes.textChanged.connect(self.estimate)
        pf.addRow(self.plan_estimate)
        pf.addRow(self.plan_btn)
        # Advanced, on its own page: where the plan runs and the scaling matrix's counts.
        self.remote_box = QGroupBox(translate("PlansBox", "Remote hosts and the scaling matrix"))
        rf = QFormLayout(self.remote_box)
        rf.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # narrow: the label above its field
        note = QLabel(translate("PlansBox", "A test plan runs on this machine unless fio servers are named here "
                                "(each started with fio --server, of the same fio version); the plan is chosen "
                                "on the Test plans page."))
        note.setWordWrap(True)
        rf.addRow(note)
        rf.addRow(translate("PlansBox", "Processes (scaling)"), self.plan_processes)
        rf.addRow(translate("PlansBox", "Run on"), self.plan_hosts)
        rf.addRow(translate("PlansBox", "Clients"), self.plan_clients)
        rf.addRow(translate("PlansBox", "Directory on hosts"), self.plan_remote_target)
        self.remote_btn = QPushButton(translate("PlansBox", "▶  Run test plan"))
        self.remote_btn.clicked.connect(self.plan_btn.click)
        rf.addRow(self.remote_btn)
        self._defaults()

    def _published_toggled(self, on: bool) -> None:
        for w in (self.plan_size, self.plan_runtime, self.plan_processes, self.plan_clients):
            w.setEnabled(not on)
            w.setToolTip(translate("PlansBox", "set by the seed document while As published is on") if on else "")
        self.plan_clients.setPlaceholderText(translate("PlansBox", "as published: 1, 2, 4, 8 (as many as the hosts)")
                                             if on else translate("PlansBox", "all hosts; or e.g. 1,2,4,8"))
        self.estimate()

    def _defaults(self) -> None:
        info = SUITES[self.plan.currentData()]
        self.plan_published.setEnabled(info.name in PUBLISHED)
        if info.name not in PUBLISHED:
            self.plan_published.setChecked(False)
            self.plan_published.setToolTip(arg(translate("PlansBox", "%1 has no seed document to run as published"),
                                               info.title))
        self.remote_btn.setText(arg(translate("PlansBox", "▶  Run %1"), info.title))
        self.plan_size.setText(human_bytes(info.size).replace(" ", ""))
        self.plan_runtime.setText(f"{info.runtime:g}")
        self.estimate()

    def processes(self) -> tuple[int, ...]:
        return parse_int_list(self.plan_processes.text(), translate("PlansBox", "process counts"),
                              "1,4,16,64") or (1, 4, 16, 64)

    def options(self, direct: bool = True) -> PlanOptions:
        return PlanOptions(size=parse_size(self.plan_size.text()), runtime=parse_duration(self.plan_runtime.text()),
                           direct=direct, processes=self.processes())

    def estimate(self) -> None:
        """Duration and disk space of the chosen plan, before it starts."""
        if self.plan_published.isChecked():
            self.plan_estimate.setText(self._published_estimate())
            return
        try:
            plan = build_plan(self.plan.currentData(), Target(os.path.join(self.target_dir() or ".", "x.tmp")),
                              PlanOptions(size=parse_size(self.plan_size.text()),
                                          runtime=parse_duration(self.plan_runtime.text()),
                                          processes=self.processes()))
        except FioscopeError as e:
            self.plan_estimate.setText(window_text(e.message))
            return
        s, tests = int(plan.seconds), len(plan.items)  # a plain name: lupdate reads no expression in a call
        self.plan_estimate.setText(arg(translate("PlansBox", "%n test(s) · about %1 · test files %2", None, tests),
                                       f"{s // 3600}:{s % 3600 // 60:02d}:{s % 60:02d}", human_bytes(plan.disk_bytes))
                                   + f"\n{window_text(plan.note)}")

    def _published_estimate(self) -> str:
        where = self.target_dir() or "."
        try:
            if self.plan_hosts.text().strip():  # on fio servers: the seed's clients rows they can run
                hosts = len(parse_hosts(self.plan_hosts.text()))
                where = self.plan_remote_target.text().strip()
                plan = plan_preset(RemoteRequest(self.plan.currentData(), where, as_published=True, hosts=hosts))
                return "\n".join(window_text(line) for line in published_lines(plan, where))
            plan = plan_preset(PresetRequest(self.plan.currentData(), where, as_published=True))
        except SafetyRefused:  # a raw device: planned again with the data-loss dialog's token
            return arg(translate("PlansBox", "as published on the raw device %1: the whole device is written; the "
                                 "data-loss dialog asks first, and a disk in use is refused"), where)
        except FioscopeError as e:
            return window_text(e.message)
        return "\n".join(window_text(line) for line in published_lines(plan, where))
