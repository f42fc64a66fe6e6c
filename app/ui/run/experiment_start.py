"""Seed 003's experiments from the window: the readahead sweep, and page cache vs direct
vs raw on the chosen target, planned by app/core/plan.py (plan_experiment) as the CLI plans
them and run through the session; a device is only read (no token)."""
from __future__ import annotations

from app.core.errors import FioscopeError, InputError
from app.core.plan import ExperimentRequest, plan_experiment
from app.core.suites.experiments import ExperimentSettings
from app.ui.i18n import translate
from app.ui.run.run_kinds import Experiment


def start_experiment(controller, kind: Experiment) -> None:
    v = controller.view
    try:
        directory = v.target_dir()
        if not directory:
            raise InputError(translate("Errors", "choose a target first"))
        disk = v.target_disk()
        if disk is not None and kind is not Experiment.READAHEAD_SWEEP:
            raise InputError(translate("Errors", "the cache experiment needs a directory for its test file"),
                             translate("Errors", "choose a mounted directory; it can end with a raw read of the disk "
                                       "behind it"))
        sweep = kind is Experiment.READAHEAD_SWEEP
        plan = plan_experiment(ExperimentRequest("readahead" if sweep else "cache",
                                                 disk.path if disk is not None else directory,
                                                 raw_behind=not sweep and v.cache_tab.cache_raw.isChecked()))
        settings = ExperimentSettings("readahead" if sweep else "cache", plan.size,
                                      values=tuple(v.cache_tab.values()) if sweep else (),
                                      raw_device=plan.raw_device)
    except FioscopeError as e:
        v.show_error(e)
        return
    controller.start_planned(kind, plan, settings, plan.target.path if plan.target else directory, [])
