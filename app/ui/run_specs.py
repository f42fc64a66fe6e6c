"""The jobs a run from the main screen will start, read from its fields.

The rule "a directory gets a test file, a device goes through the safety gate" is applied
here for the app. (app/core/plan.py will be the one planner for the CLI and the app; until
it lands this keeps the window's own logic unchanged.)"""
from __future__ import annotations

import os
from typing import TYPE_CHECKING, Callable

from app.core.errors import InputError
from app.core.fio.jobfile import JobFile, jobfile_spec, load_jobfile
from app.core.fio.jobspec import Target
from app.core.fio.locate import FioBinary
from app.core.suites.peak import peak_plan
from app.core.suites.plans import PlanOptions, build_plan
from app.core.suites.presets import build_preset
from app.core.targets import discover, testfile
from app.core.targets.model import Disk
from app.core.targets.safety import find_disk
from app.core.units import parse_duration, parse_size
from app.ui.run_kinds import PlanRun, Preset, RunKind

if TYPE_CHECKING:  # the window is the view these read; importing it here would be a cycle
    from app.ui.main_window import MainWindow


def build_specs(w: MainWindow, kind: RunKind) -> tuple[list, str]:
    directory = w.target_dir()
    if not directory:
        raise InputError("choose a target first")
    plan_kind = isinstance(kind, PlanRun)
    size = parse_size((w.plans_box.plan_size if plan_kind else w.top.size).text())
    runtime = parse_duration((w.plans_box.plan_runtime if plan_kind else w.top.runtime).text())
    direct = w.quick_tab.direct.isChecked()
    disk = w.target_disk()
    if disk is not None:
        target = Target(disk.path, "device")
        size = min(size, disk.size_bytes)
    elif plan_kind:
        target = Target(str(testfile.test_file_path(directory)), "file")
    else:
        target = Target(str(testfile.check_directory(directory, size)), "file")
    if plan_kind:
        plan = build_plan(kind.suite, target, PlanOptions(size=size, runtime=runtime, direct=direct,
                                                          processes=w.plans_box.processes()))
        if disk is None:
            testfile.check_directory(directory, plan.disk_bytes)
        return list(plan.items), directory
    if kind in (Preset.QUICK, Preset.QUICK_READ):
        return build_preset(kind.value, target, size, runtime, direct=direct), directory
    if kind is Preset.PEAK:
        return peak_plan(target, size, runtime, loops=w.top.peak_loops.value(), direct=direct), directory
    return [w.custom_tab.spec(target, size, runtime, direct)], directory


def jobfile_specs(path: str, fio: FioBinary, confirm: Callable[[JobFile], bool],
                  confirm_write: Callable[[Disk, str], bool]) -> tuple[list, str, list[str]]:
    """The job file as one spec, after the user saw what fio makes of it and confirmed
    each device it writes; ([], "", []) when they did not."""
    jf = load_jobfile(path, fio.path)
    if not confirm(jf):
        return [], "", []
    disks = {}
    devices = jf.devices()
    if devices:
        inv = discover()
        disks = {p: find_disk(inv, p) for p, _ in devices}
    for dev, writes in devices:
        if writes and not confirm_write(disks[dev], f"The job file {os.path.basename(jf.path)}"):
            return [], "", []
    return [jobfile_spec(jf)], jf.cwd, list(jf.warnings)
