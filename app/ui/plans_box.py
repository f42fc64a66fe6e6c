"""Seed test plans: which plan, its sizes, the scaling matrix and the fio servers to run on,
with the duration and disk space before it starts."""
from __future__ import annotations

import os
from typing import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QPushButton

from app.core.errors import FioscopeError
from app.core.fio.jobspec import Target
from app.core.suites.plans import SUITES, PlanOptions, build_plan
from app.core.units import human_bytes, parse_duration, parse_int_list, parse_size
from app.ui.run_kinds import PlanRun


class PlansBox(QGroupBox):
    run = Signal(object)  # a PlanRun

    def __init__(self, target_dir: Callable[[], str | None], parent=None) -> None:
        super().__init__("Test plans", parent)
        self.target_dir = target_dir  # for the estimate's test file path
        pf = QFormLayout(self)
        pf.setRowWrapPolicy(QFormLayout.WrapLongRows)  # narrow: the label above its field
        self.plan = QComboBox()
        for info in SUITES.values():
            self.plan.addItem(info.title, info.name)
            self.plan.setItemData(self.plan.count() - 1, f"after {info.source}", Qt.ToolTipRole)
        self.plan.currentIndexChanged.connect(self._defaults)
        self.plan_size = QLineEdit()
        self.plan_runtime = QLineEdit()
        self.plan_size.textChanged.connect(self.estimate)
        self.plan_runtime.textChanged.connect(self.estimate)
        self.plan_estimate = QLabel()
        self.plan_estimate.setWordWrap(True)
        self.plan_btn = QPushButton("▶  Run test plan")
        self.plan_btn.clicked.connect(lambda: self.run.emit(PlanRun(self.plan.currentData())))
        self.plan_hosts = QLineEdit()
        self.plan_hosts.setPlaceholderText("this machine; or fio servers: node1,node2:9000")
        self.plan_hosts.setToolTip("run on these fio servers (fio --server, same fio version) at once")
        self.plan_clients = QLineEdit()
        self.plan_clients.setPlaceholderText("all hosts; or e.g. 1,2,4,8")
        self.plan_remote_target = QLineEdit("/tmp")
        self.plan_remote_target.setToolTip("the directory on each host")
        pf.addRow("Plan", self.plan)
        pf.addRow("Size per file", self.plan_size)
        pf.addRow("Seconds per test", self.plan_runtime)
        self.plan_processes = QLineEdit("1,4,16,64")
        self.plan_processes.setToolTip("the scaling matrix's process counts")
        self.plan_processes.textChanged.connect(self.estimate)
        pf.addRow(self.plan_estimate)
        pf.addRow(self.plan_btn)
        # Advanced, on its own page: where the plan runs and the scaling matrix's counts.
        self.remote_box = QGroupBox("Remote hosts and the scaling matrix")
        rf = QFormLayout(self.remote_box)
        rf.setRowWrapPolicy(QFormLayout.WrapLongRows)  # narrow: the label above its field
        note = QLabel("A test plan runs on this machine unless fio servers are named here "
                      "(each started with fio --server, of the same fio version); the plan is chosen "
                      "on the Test plans page.")
        note.setWordWrap(True)
        rf.addRow(note)
        rf.addRow("Processes (scaling)", self.plan_processes)
        rf.addRow("Run on", self.plan_hosts)
        rf.addRow("Clients", self.plan_clients)
        rf.addRow("Directory on hosts", self.plan_remote_target)
        self.remote_btn = QPushButton("▶  Run test plan")
        self.remote_btn.clicked.connect(self.plan_btn.click)
        rf.addRow(self.remote_btn)
        self._defaults()

    def _defaults(self) -> None:
        info = SUITES[self.plan.currentData()]
        self.remote_btn.setText(f"▶  Run {info.title}")
        self.plan_size.setText(human_bytes(info.size).replace(" ", ""))
        self.plan_runtime.setText(f"{info.runtime:g}")
        self.estimate()

    def processes(self) -> tuple[int, ...]:
        return parse_int_list(self.plan_processes.text(), "process counts", "1,4,16,64") or (1, 4, 16, 64)

    def options(self, direct: bool = True) -> PlanOptions:
        return PlanOptions(size=parse_size(self.plan_size.text()), runtime=parse_duration(self.plan_runtime.text()),
                           direct=direct, processes=self.processes())

    def estimate(self) -> None:
        """Duration and disk space of the chosen plan, before it starts."""
        try:
            plan = build_plan(self.plan.currentData(), Target(os.path.join(self.target_dir() or ".", "x.tmp")),
                              PlanOptions(size=parse_size(self.plan_size.text()),
                                          runtime=parse_duration(self.plan_runtime.text()),
                                          processes=self.processes()))
        except FioscopeError as e:
            self.plan_estimate.setText(e.message)
            return
        s = int(plan.seconds)
        self.plan_estimate.setText(f"{len(plan.items)} tests · about {s // 3600}:{s % 3600 // 60:02d}:{s % 60:02d} "
                                   f"· test files {human_bytes(plan.disk_bytes)}\n{plan.note}")
