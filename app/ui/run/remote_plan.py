"""A test plan on fio servers, planned from the Plans box's fields as `fioscope run --hosts`
plans it: the hosts, the clients rows, the directory on each host and the plan."""
from __future__ import annotations

from app.core.errors import InputError
from app.core.plan import RemoteRequest, RunPlan, plan_preset, plan_remote
from app.core.remote.hosts import Host, parse_hosts
from app.core.target_kind import is_device_name
from app.core.units import parse_int_list
from app.ui.i18n import arg, translate
from app.ui.pages.plans_box import PlansBox
from app.ui.run.run_kinds import PlanRun


def remote_plan(box: PlansBox, kind: PlanRun, direct: bool
                ) -> tuple[list[Host], tuple[int, ...] | None, str, RunPlan]:
    """(hosts, clients rows (None: all hosts), the directory on each host, the plan)."""
    hosts = parse_hosts(box.plan_hosts.text())
    clients = None
    if box.plan_clients.text().strip():
        clients = parse_int_list(box.plan_clients.text(), translate("RemotePlan", "client counts"), "1,2,4,8")
    where = box.plan_remote_target.text().strip()
    if not where or is_device_name(where):
        raise InputError(translate("Errors", "give a directory on the hosts"),
                         arg(translate("Errors", "raw devices on fio servers: from the command line (%1), "
                                       "with its data-loss confirmation"), "fioscope run --hosts"))
    if box.plan_published.isChecked():  # the seed's own jobs and its clients rows
        plan = plan_preset(RemoteRequest(kind.suite, where, as_published=True, hosts=len(hosts)))
        assert plan.published is not None  # planned as published
        clients = plan.published.client_rows
    else:
        opts = box.options(direct)
        plan = plan_remote(RemoteRequest(kind.suite, where, size=opts.size, runtime=opts.runtime,
                                         direct=opts.direct, processes=opts.processes))
    return hosts, clients, where, plan
