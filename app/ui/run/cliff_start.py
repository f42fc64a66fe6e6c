"""The write cliff from the app: the Peak page's span and pause, the data-loss dialog for a
raw device when the plan asks for it (ConfirmationNeeded, the same gate as every run), the
passes streamed to the graphs, and the stored run shown with its detected figures when it ends."""
from __future__ import annotations

from app.core.errors import FioscopeError, InputError
from app.core.history.records import SuiteResult
from app.core.plan import CliffRequest, RunPlan, plan_cliff
from app.core.suites.cliff_run import CliffOutcome, CliffSettings, pass_spec, summary_line
from app.core.units import human_bytes, parse_duration, parse_size
from app.ui.core_words import window_text
from app.ui.i18n import arg, translate
from app.ui.run.run_kinds import Preset


def cliff_plan(controller) -> tuple[RunPlan, CliffSettings, str] | None:
    """The checked plan and settings, through the data-loss dialog for a raw device; None: not run."""
    v = controller.view
    page = v.peak_page
    path, disk = v.target_dir(), v.target_disk()
    if not path:
        raise InputError(translate("Errors", "choose a target first"))
    size = parse_size(page.cliff_span.text())
    text = page.cliff_pause.text().strip()
    pause = 0.0 if text in ("", "0", "0s") else parse_duration(text)  # 0: one pass only
    where = disk.path if disk is not None else path
    what = (arg(translate("CliffStart", "a sequential write over %1 of it, twice (the write cliff)"),
                human_bytes(min(size, disk.size_bytes or size)))
            if disk is not None else translate("CliffStart", "the write cliff"))
    plan = controller._with_confirmation(lambda token: plan_cliff(CliffRequest(where, size, token)), what)
    if plan is None or plan.target is None:
        return None
    return plan, CliffSettings(plan.target, plan.size, pauses=(pause,) if pause > 0 else ()), where


def start_cliff(controller) -> None:
    if not controller._can_start():
        return
    v = controller.view
    try:
        planned = cliff_plan(controller)
    except FioscopeError as e:
        v.show_error(e)
        return
    if planned is None:
        return
    plan, settings, where = planned
    controller.start_planned(Preset.JOBFILE, plan, settings, where,
                             [pass_spec(settings, 1).name],  # a row per pass
                             lambda result: finished(controller, result))


def finished(controller, result: SuiteResult) -> None:
    """The passes' detected figures under the grid's rows, in the status line."""
    out = controller.worker.outcome if controller.worker is not None else None
    if not isinstance(out, CliffOutcome):
        return
    text = window_text(summary_line(out))
    stored = arg(translate("RunController", " · stored as run %1"), result.run_id) if result.run_id else ""
    controller.view.set_status((translate("CliffStart", "cancelled · ") if result.cancelled else
                                translate("CliffStart", "write cliff: ")) + text + stored)
    controller.view.cache_panel.say_verdict("<b>" + translate("PeakPage", "Write cliff") + "</b><br>"
                                            + "<br>".join(window_text(line) for line in out.lines()))
