"""HIR, XSR and DIRTH each start with the purge asked for, and stop there when it failed
(pts_settings.purged, the one prefix the three plans share)."""
from types import SimpleNamespace

import pytest

from app.core.fio.jobspec import Target
from app.core.suites import dirth, hir, xsr
from app.core.suites.pts_settings import Context, PtsSettings


@pytest.mark.parametrize("module, state", [(hir, hir.HirState), (xsr, xsr.XsrState), (dirth, dirth.DirthState)])
def test_a_failed_purge_stops_the_plan_and_none_is_run_when_not_asked(module, state):
    test = module.__name__.rsplit(".", 1)[1]
    failed = SimpleNamespace(error=RuntimeError("trim refused"), result=None)
    ctx = Context(lambda phase: [failed] if phase == f"{test} purge" else [])
    s = PtsSettings(target=Target("/dev/x", "device"), span=1 << 30, purge=True)
    plan = module.plan(s, ctx, state())
    first = next(plan)
    assert first.phase == f"{test} purge" and first.spec.rw == "trim" and first.spec.size == 1 << 30
    with pytest.raises(StopIteration) as end:
        next(plan)
    assert end.value.value is False
    unpurged = next(module.plan(PtsSettings(target=Target("/dev/x", "device"), span=1 << 30), ctx, state()))
    assert "purge" not in unpurged.phase
