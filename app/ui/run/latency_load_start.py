"""Latency versus load from the app (Run > Latency versus load…): a few settings asked for,
the window's target and size, the data-loss dialog for a device it writes (the same gate as
every run), the steps streamed to the grid and graphs, and at the end the curve of mean, p99
and p99.9 against achieved IOPS with the knee and the answer (the report's own chart)."""
from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit,
                               QVBoxLayout)

import pyqtgraph as pg  # after PySide6, so pyqtgraph binds to it

from app.core.errors import FioscopeError, InputError
from app.core.fio.jobspec import Target
from app.core.plan import LoadRequest, plan_latency_load
from app.core.report.latency_load_report import load_chart
from app.core.suites.latency_load import FRACTIONS, LatencyLoadRun, LoadSettings, answer_line, parse_us, step_spec
from app.core.units import human_bytes, parse_duration, parse_size
from app.ui.graphs.legend_row import ThemedPlot, with_legend
from app.ui.run.run_kinds import Preset

_DASH = {"dash": Qt.DashLine, "dot": Qt.DotLine}


class LoadAsk(QDialog):
    """The latency limit, the load and the seconds per step; the target and size are the
    window's."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Latency versus load")
        self.limit = QLineEdit("500us")
        self.limit.setToolTip("the answer: the highest IOPS whose p99 stayed under this, e.g. 500us or 2ms")
        self.rw = QComboBox()
        self.rw.addItems(["randread", "randwrite"])
        self.step = QLineEdit("5")
        self.step.setToolTip("seconds per step: an unthrottled step, then 10 % to 110 % of its IOPS")
        self.fractions = FRACTIONS  # the shares of the maximum offered (the CLI's --steps)
        form = QFormLayout()
        form.addRow("p99 under", self.limit)
        form.addRow("Load (4k, QD32)", self.rw)
        form.addRow("Seconds per step", self.step)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.button(QDialogButtonBox.Ok).setText("Run")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel("Steps the offered IOPS (fio's rate_iops) from 10 % to 110 % of the measured maximum."))
        lay.addLayout(form)
        lay.addWidget(buttons)


def load_settings(controller, ask: LoadAsk) -> tuple[LoadSettings, tuple] | None:
    """The checked settings, after the data-loss dialog for a device the load writes; None: not run."""
    v = controller.view
    path, disk = v.target_dir(), v.target_disk()
    if not path:
        raise InputError("choose a target first")
    x = parse_us(ask.limit.text())
    step = parse_duration(ask.step.text())
    if not 0.5 <= step <= 3600:
        raise InputError(f"{ask.step.text()} s a step is out of range", "give 0.5 to 3600 seconds")
    size = parse_size(v.top.size.text())
    rw = ask.rw.currentText()
    draft = LoadSettings(Target("x", "file"), size, rw, step_s=step, fractions=ask.fractions, p99_under_us=x)
    writes = step_spec(draft, "max", None).writes
    token = None
    if disk is not None and writes:
        token = controller.device_token(disk, f"{rw} over {human_bytes(min(size, disk.size_bytes or size))} of it "
                                              "at stepped rates (latency versus load)")
        if token is None:
            return None
    plan = plan_latency_load(LoadRequest(disk.path if disk is not None else path, size, writes, token))
    return LoadSettings(plan.target, plan.size, rw, step_s=step, fractions=ask.fractions, p99_under_us=x), \
        plan.confirmed


def start_latency_load(controller, ask: LoadAsk | None = None) -> None:
    """Ask, then run; `ask` already accepted (tests) skips the question."""
    if not controller._can_start():
        return
    v = controller.view
    if ask is None:
        ask = LoadAsk(v)
        if ask.exec() != QDialog.Accepted:
            return
    try:
        planned = load_settings(controller, ask)
        if planned is None:
            return
        settings, confirmed = planned
        store = controller.store()
    except FioscopeError as e:
        v.show_error(e)
        return
    holder: dict = {}

    def call(runner_ready, on_sample, on_test_start, on_test_done, **_):
        run = LatencyLoadRun(v.fio, settings, store=store, target_label=settings.target.path, on_sample=on_sample,
                             confirmed=confirmed)
        run.suite.on_test_start, run.suite.on_test_done = on_test_start, on_test_done
        runner_ready(run)
        holder["curve"] = run.run()
        return run.result

    controller.launch_on_grid(call, Preset.JOBFILE, [step_spec(settings, "max", None).name],  # a row per step
                              "latency-load", lambda result: finished(controller, holder.get("curve"), result))


def finished(controller, curve, result) -> None:
    """The knee and the answer in the status line and the verdict panel; the curve in a window."""
    if curve is None:
        return
    d = curve.to_dict()
    lines = answer_line(d).splitlines()
    stored = f" · stored as run {result.run_id}" if result.run_id else ""
    v = controller.view
    v.set_status(("cancelled · " if result.cancelled else "latency versus load: ") + " · ".join(lines) + stored)
    v.cache_panel.say_verdict("<b>Latency versus load</b><br>" + "<br>".join(lines))
    if d["points"]:
        v.latency_load_view = view = LoadCurveDialog(d, v)
        view.open()


class LoadCurveDialog(QDialog):
    """Mean, p99 and p99.9 against the achieved IOPS (log latency), the knee and the limit."""

    def __init__(self, d: dict, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Latency versus load")
        self.resize(760, 520)
        self.chart = load_chart(d)
        self.plot = ThemedPlot()
        self.plot.setLogMode(x=False, y=True)
        self.plot.setLabel("bottom", "achieved IOPS (I/O per s)")
        self.plot.setLabel("left", "latency (µs, log scale)")
        self.plot.showGrid(x=True, y=True, alpha=0.25)
        for s in (self.chart or {}).get("series", []):
            pts = [(x, y) for x, y in s["points"] if y and y > 0 and math.isfinite(y)]
            if not pts:
                continue
            style = s.get("style", "line")
            pen = pg.mkPen(s["colour"], width=max(1.0, float(s.get("width", 1.5)) * 0.8),
                           style=Qt.NoPen if style == "points" else _DASH.get(s.get("dash"), Qt.SolidLine))
            marks = {"symbol": "o", "symbolSize": 10 if style == "points" else 5, "symbolBrush": s["colour"],
                     "symbolPen": s["colour"]} if style in ("points", "linepoints") else {}
            self.plot.plot([p[0] for p in pts], [p[1] for p in pts], pen=pen, name=s["name"], **marks)
        box, legend = with_legend(self.plot)  # above the plot: it never covers a point
        legend.sync(self.plot)
        words = QLabel(answer_line(d))
        words.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(box, 1)
        lay.addWidget(words)
        lay.addWidget(buttons)
