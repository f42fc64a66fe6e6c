"""The jobs a run from the main screen will start, read from its fields and planned by
app/core/plan.py, as the CLI plans them: a directory gets a test file, a device goes
through the safety gate (a write needs the data-loss token naming it)."""
from __future__ import annotations

import os
from typing import Callable

from app.core.target_kind import TargetKind
from app.core.errors import InputError
from app.core.fio.job_places import preview
from app.core.fio.jobfile import JobFile, load_jobfile
from app.core.fio.jobspec import JobSpec, Target
from app.core.fio.locate import FioBinary
from app.core.plan import (CustomRequest, JobFileRequest, PeakRequest, PlanItem, PresetRequest, RunPlan, plan_custom,
                           plan_jobfile, plan_peak, plan_preset)
from app.core.targets import discover, testfile
from app.core.targets.model import Disk
from app.core.targets.safety import find_disk
from app.core.units import parse_duration, parse_size
from app.ui.i18n import arg, translate
from app.ui.run.run_kinds import PlanRun, Preset, RunKind
from app.ui.run.run_view import RunView

def build_specs(w: RunView, kind: RunKind, token: str | None = None,
                gate: bool = True) -> tuple[list[PlanItem[JobSpec]], str]:
    """The run's items and its directory (the preview's; a run takes build_plan's RunPlan).
    gate=False (the custom job's command, shown and never run): the custom job on its
    unresolved target."""
    if kind is Preset.CUSTOM and not gate:
        directory, disk, size, runtime, direct, threads = _fields(w, kind)
        draft = Target(disk.path, TargetKind.DEVICE) if disk is not None else \
            Target(str(testfile.test_file_path(directory)), TargetKind.FILE)
        size = min(size, disk.size_bytes) if disk is not None else size
        return [PlanItem(w.custom_tab.spec(draft, size, runtime, direct).with_(thread=threads))], directory
    items = list(build_plan(w, kind, token).items)
    directory = w.target_dir()
    assert directory is not None  # build_plan refuses a run without a target
    return items, directory


def _fields(w: RunView, kind: RunKind):
    directory = w.target_dir()
    if not directory:
        raise InputError(translate("Errors", "choose a target first"))
    plan_kind = isinstance(kind, PlanRun)
    size = parse_size((w.plans_box.plan_size if plan_kind else w.top.size_edit).text())
    runtime = parse_duration((w.plans_box.plan_runtime if plan_kind else w.top.runtime).text())
    direct = w.quick_tab.direct.isChecked()
    threads = w.quick_tab.as_threads.isChecked()  # fio's thread option; processes by default
    return directory, w.target_disk(), size, runtime, direct, threads


def build_plan(w: RunView, kind: RunKind, token: str | None = None) -> RunPlan:
    """The run the main screen's fields ask for, planned by app/core/plan.py as the CLI plans
    it. A device written raises ConfirmationNeeded unless token names it."""
    directory, disk, size, runtime, direct, threads = _fields(w, kind)
    plan_kind = isinstance(kind, PlanRun)
    where = disk.path if disk is not None else directory
    if kind is Preset.CUSTOM:
        draft = Target(where if disk is not None else str(testfile.test_file_path(directory)),
                       TargetKind.DEVICE if disk is not None else TargetKind.FILE)
        return plan_custom(CustomRequest(w.custom_tab.spec(draft, size, runtime, direct), where, token, threads))
    if kind is Preset.PEAK:
        return plan_peak(PeakRequest(where, size, runtime, w.top.peak_loops.value(), direct=direct, threads=threads,
                                     confirm=token))
    if isinstance(kind, PlanRun) and w.plans_box.plan_published.isChecked():  # the seed's own jobs: nothing of ours
        return plan_preset(PresetRequest(kind.suite, where, confirm=token, as_published=True))
    extra = {"processes": w.plans_box.processes()} if plan_kind else w.quick_tab.choices_for(kind.value)
    suite = kind.suite if isinstance(kind, PlanRun) else w.quick_tab.preset_for(kind.value)
    return plan_preset(PresetRequest(suite, where,
                                     size=size, runtime=runtime,
                                     direct=direct, threads=threads, confirm=token, **extra))


def jobfile_specs(path: str, fio: FioBinary, confirm: Callable[[JobFile, str | None], bool],
                  device_token: Callable[[Disk, str], str | None],
                  workdir: str | None = None) -> RunPlan | None:
    """The job file, planned after the user saw what fio makes of it and where its files go
    (relative names in workdir, the Target they picked, else beside the file), confirmed the
    existing files it overwrites (the preview names them) and typed the token of each device
    it writes; None when they did not."""
    jf = load_jobfile(path, fio.path)
    if not confirm(jf, workdir):
        return None
    _, overwrite = preview(jf, workdir)  # named in the preview the user just accepted
    tokens = []
    devices = jf.devices()
    inv = discover() if devices else None
    for dev, writes in devices:
        if writes and inv is not None:
            token = device_token(find_disk(inv, dev), arg(translate("RunSpecs", "The job file %1"),
                                                                  os.path.basename(jf.path)))
            if token is None:
                return None
            tokens.append(token)
    return plan_jobfile(JobFileRequest(path, workdir, confirm=",".join(tokens) or None, overwrite=tuple(overwrite)),
                        fio.path)
