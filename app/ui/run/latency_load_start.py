"""Latency versus load from the app (Run > Latency versus load…): a few settings asked for,
the window's target and size, the data-loss dialog for a device it writes (the same gate as
every run), the steps streamed to the grid and graphs, and at the end the curve of mean, p99
and p99.9 against achieved IOPS with the knee and the answer (the report's own chart)."""
from __future__ import annotations

import math
from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit,
                               QVBoxLayout)

import pyqtgraph as pg  # after PySide6, so pyqtgraph binds to it

from app.core.errors import FioscopeError, InputError
from app.core.fio.jobspec import Target
from app.core.target_kind import TargetKind
from app.core.history.records import SuiteResult
from app.core.plan import LoadRequest, RunPlan, plan_latency_load
from app.core.report.latency_load_report import load_chart
from app.core.suites.latency_load import FRACTIONS, LoadCurve, LoadSettings, answer_lines, parse_us, step_spec
from app.core.units import human_bytes, parse_duration, parse_size
from app.ui.graphs.axis_ticks import LogAxis
from app.ui.graphs.legend_row import ThemedPlot, with_legend
from app.ui.core_words import window_text
from app.ui.i18n import arg, translate
from app.ui.run.run_kinds import Preset

_DASH = {"dash": Qt.PenStyle.DashLine, "dot": Qt.PenStyle.DotLine}


class LoadAsk(QDialog):
    """The latency limit, the load and the seconds per step; the target and size are the
    window's."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Menus", "Latency versus load…").rstrip("…"))
        self.limit = QLineEdit("500us")
        self.limit.setToolTip(translate("LatencyLoad", "the answer: the highest IOPS whose p99 stayed under this, e.g. "
                                                       "500us or 2ms"))
        self.rw = QComboBox()
        self.rw.addItems(["randread", "randwrite"])
        self.step = QLineEdit("5")
        self.step.setToolTip(translate("LatencyLoad", "seconds per step: an unthrottled step, then 10 % to 110 % of its "
                                                      "IOPS"))
        self.fractions = FRACTIONS  # the shares of the maximum offered (the CLI's --steps)
        form = QFormLayout()
        form.addRow(translate("LatencyLoad", "p99 under"), self.limit)
        form.addRow(translate("LatencyLoad", "Load (4k, QD32)"), self.rw)
        form.addRow(translate("LatencyLoad", "Seconds per step"), self.step)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("JobfileConfirm", "Run"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(translate("LatencyLoad", "Steps the offered IOPS (fio's rate_iops) from 10 % to 110 % of "
                                                 "the measured maximum.")))
        lay.addLayout(form)
        lay.addWidget(buttons)


def load_plan(controller, ask: LoadAsk) -> tuple[RunPlan, LoadSettings, str] | None:
    """The checked plan and settings, through the data-loss dialog for a device the load
    writes (ConfirmationNeeded); None: not run."""
    v = controller.view
    path, disk = v.target_dir(), v.target_disk()
    if not path:
        raise InputError(translate("Errors", "choose a target first"))
    x = parse_us(ask.limit.text())
    step = parse_duration(ask.step.text())
    if not 0.5 <= step <= 3600:
        raise InputError(arg(translate("Errors", "%1 s a step is out of range"), ask.step.text()),
                         translate("Errors", "give 0.5 to 3600 seconds"))
    size = parse_size(v.top.size_edit.text())
    rw = ask.rw.currentText()
    draft = LoadSettings(Target("x", TargetKind.FILE), size, rw, step_s=step, fractions=ask.fractions, p99_under_us=x)
    writes = step_spec(draft, "max", None).writes
    where = disk.path if disk is not None else path
    what = (arg(translate("LatencyLoad", "%1 over %2 of it at stepped rates (latency versus load)"), rw,
                human_bytes(min(size, disk.size_bytes or size)))
            if disk is not None else translate("LatencyLoad", "latency versus load"))
    plan = controller._with_confirmation(
        lambda token: plan_latency_load(LoadRequest(where, size, writes, token)), what)
    if plan is None or plan.target is None:
        return None
    return plan, replace(draft, target=plan.target, size=plan.size), where


def start_latency_load(controller, ask: LoadAsk | None = None) -> None:
    """Ask, then run; `ask` already accepted (tests) skips the question."""
    if not controller._can_start():
        return
    v = controller.view
    if ask is None:
        ask = LoadAsk(v)
        if ask.exec() != QDialog.DialogCode.Accepted:
            return
    try:
        planned = load_plan(controller, ask)
    except FioscopeError as e:
        v.show_error(e)
        return
    if planned is None:
        return
    plan, settings, where = planned
    controller.start_planned(Preset.JOBFILE, plan, settings, where, [step_spec(settings, "max", None).name],  # a row per step
                             lambda result: finished(controller, result))


def finished(controller, result: SuiteResult) -> None:
    """The knee and the answer in the status line and the verdict panel; the curve in a window."""
    curve = controller.worker.outcome if controller.worker is not None else None
    if not isinstance(curve, LoadCurve):
        return
    d = curve.to_dict()
    lines = [window_text(line) for line in answer_lines(d)]
    stored = arg(translate("RunController", " · stored as run %1"), result.run_id) if result.run_id else ""
    v = controller.view
    v.set_status((translate("CliffStart", "cancelled · ") if result.cancelled else
                  translate("LatencyLoad", "latency versus load") + ": ") + " · ".join(lines) + stored)
    v.cache_panel.say_verdict("<b>" + translate("Menus", "Latency versus load…").rstrip("…") + "</b><br>"
                              + "<br>".join(lines))
    if d["points"]:
        v.latency_load_view = view = LoadCurveDialog(d, v)
        view.open()


class LoadCurveDialog(QDialog):
    """Mean, p99 and p99.9 against the achieved IOPS (log latency), the knee and the limit."""

    def __init__(self, d: dict, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Menus", "Latency versus load…").rstrip("…"))
        self.resize(760, 520)
        self.chart = load_chart(d)
        self.plot = ThemedPlot(axisItems={"left": LogAxis("left")})  # 500 µs, 9 ms: not "5·10²"
        self.plot.setLogMode(x=False, y=True)
        self.plot.setLabel("bottom", translate("LatencyLoad", "achieved IOPS (I/O per s)"))
        self.plot.setLabel("left", translate("LatencyLoad", "latency (µs, log scale)"))
        self.plot.showGrid(x=True, y=True, alpha=0.25)
        for s in (self.chart or {}).get("series", []):
            pts = [(x, y) for x, y in s["points"] if y and y > 0 and math.isfinite(y)]
            if not pts:
                continue
            style = s.get("style", "line")
            pen = pg.mkPen(s["colour"], width=max(1.0, float(s.get("width", 1.5)) * 0.8),
                           style=Qt.PenStyle.NoPen if style == "points" else _DASH.get(s.get("dash"), Qt.PenStyle.SolidLine))
            marks = {"symbol": "o", "symbolSize": 10 if style == "points" else 5, "symbolBrush": s["colour"],
                     "symbolPen": s["colour"]} if style in ("points", "linepoints") else {}
            self.plot.plot([p[0] for p in pts], [p[1] for p in pts], pen=pen, name=s["name"], **marks)
        box, legend = with_legend(self.plot)  # above the plot: it never covers a point
        legend.sync(self.plot)
        words = QLabel("\n".join(window_text(line) for line in answer_lines(d)))
        words.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(box, 1)
        lay.addWidget(words)
        lay.addWidget(buttons)
