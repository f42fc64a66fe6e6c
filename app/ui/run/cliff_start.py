"""The write cliff from the app: the Peak page's span and pause, the data-loss dialog for a
raw device (the same gate as every run), the passes streamed to the graphs, and the stored
run shown with its detected figures when it ends."""
from __future__ import annotations

from app.core.errors import FioscopeError, InputError
from app.core.suites.cliff_run import CliffRun, CliffSettings, pass_spec, summary_line
from app.core.insight.thermal import sampler_for
from app.core.plan import CliffRequest, plan_cliff
from app.core.units import human_bytes, parse_duration, parse_size
from app.ui.run.run_kinds import Preset


def cliff_settings(controller) -> tuple[CliffSettings, tuple] | None:
    """The checked settings, after the data-loss dialog for a raw device; None: not run."""
    v = controller.view
    page = v.peak_page
    path, disk = v.target_dir(), v.target_disk()
    if not path:
        raise InputError("choose a target first")
    size = parse_size(page.cliff_span.text())
    text = page.cliff_pause.text().strip()
    pause = 0.0 if text in ("", "0", "0s") else parse_duration(text)  # 0: one pass only
    token = None
    if disk is not None:
        token = controller.device_token(disk, f"a sequential write over {human_bytes(min(size, disk.size_bytes or size))} "
                                              "of it, twice (the write cliff)")
        if token is None:
            return None
    plan = plan_cliff(CliffRequest(disk.path if disk is not None else path, size, token))
    return CliffSettings(plan.target, plan.size, pauses=(pause,) if pause > 0 else ()), plan.confirmed


def start_cliff(controller) -> None:
    if not controller._can_start():
        return
    v = controller.view
    try:
        planned = cliff_settings(controller)
        if planned is None:
            return
        settings, confirmed = planned
        store = controller.store()
    except FioscopeError as e:
        v.show_error(e)
        return
    holder: dict = {}

    def call(runner_ready, on_sample, on_test_start, on_test_done, **_):
        run = CliffRun(v.fio, settings, store=store, target_label=settings.target.path,
                       sampler=sampler_for(settings.target.path),
                       on_sample=lambda i, s, p, celsius: on_sample(i, s, p), confirmed=confirmed)
        run.suite.on_test_start, run.suite.on_test_done = on_test_start, on_test_done
        runner_ready(run)
        holder["out"] = out = run.run()
        return out.suite

    controller.launch_on_grid(call, Preset.JOBFILE, [pass_spec(settings, 1).name], "cliff",  # a row per pass
                              lambda result: finished(controller, holder.get("out"), result))


def finished(controller, out, result) -> None:
    """The passes' detected figures under the grid's rows, in the status line."""
    if out is None:
        return
    text = summary_line(out)
    stored = f" · stored as run {result.run_id}" if result.run_id else ""
    controller.view.set_status(("cancelled · " if result.cancelled else "write cliff: ") + text + stored)
    controller.view.cache_panel.say_verdict("<b>Write cliff</b><br>" + "<br>".join(out.lines()))
