"""HIR, XSR and DIRTH planned as the open implementations run them (../shared/PTS-FACTS.md via
docs/steady-state.md): their defaults, what each plan yields, the rules that pick HIR's
steady-state window, DIRTH's points and XSR's recovery time, the time limit, and the
conformance title. Plans are driven with made-up records (no fio: the figures come in the
shape the runner gives them); tests/core/suites/test_refdrive_pts.py runs them with fio."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from app.core.fio.jobspec import Target
from app.core.report.pts_conformance import reasons, title
from app.core.suites import dirth, hir
from app.core.suites.pts_settings import Context, DirthSettings, HirSettings, PtsSettings, reduced
from app.core.suites.xsr import recovery

MIB = 1 << 20
DEV = Target("/dev/x", "device")


def _rec(write_iops: float = 0.0, bs: int = 4096, runtime_s: float = 1.0, read_iops: float = 0.0, mean_us=1000.0):
    def side(iops):
        lat = SimpleNamespace(mean_us=mean_us, max_us=mean_us * 3, p99_us=mean_us * 2, p999_us=None, p9999_us=None,
                              qos=None)
        return SimpleNamespace(iops=iops, bytes_per_s=iops * bs, io_bytes=int(iops * bs * runtime_s),
                               runtime_ms=int(runtime_s * 1000), total_ios=int(iops * runtime_s),
                               latency=lat if iops else None, total_latency=lat if iops else None)
    result = SimpleNamespace(write=side(write_iops), read=side(read_iops), threads=())
    return SimpleNamespace(error=None, result=result)


def test_the_defaults_are_the_references():
    s = PtsSettings(target=DEV, span=1 << 40)
    assert s.hir.round_cells == 30 and s.cell_s == 60 and s.window == 5 and s.max_rounds == 25
    assert s.hir.waits == (5.0, 10.0, 15.0, 25.0, 50.0) and s.hir.bursts == s.hir.baseline_bursts == 360
    x = s.xsr
    assert (x.threads, x.iodepth, x.cell_s) == (1, 32, 60.0)
    assert [(rw, bs, sec / 3600) for rw, bs, sec in x.segments] == [("write", MIB, 8), ("randwrite", 8192, 6),
                                                                      ("write", MIB, 8)]
    d = s.dirth
    assert d.threads == d.depths == (32, 16, 8, 6, 4, 2, 1) and len(dirth.grid(s)) == 49
    assert (d.bs, d.read_pct, d.prewrite_s, d.hist_prewrite_s, d.hist_s, d.max_mean_ms, d.round_cells) == \
        (8192, 65, 300.0, 3600.0, 600.0, 5.0, 30)
    r = reduced(s)
    assert r.hir.round_cells == 5 and r.dirth.threads == r.dirth.depths == (32, 6, 1) and r.reduced
    assert PtsSettings.from_dict(r.to_dict()) == r


def _feed(make_plan, results):
    """Drive a plan (make_plan(ctx)): each item's records from results(item), as the runner
    keeps them by phase, until it ends; (the items, the plan's return value)."""
    items: list = []
    records: dict[str, list] = {}
    plan = make_plan(Context(lambda phase: records.get(phase, [])))
    try:
        item = next(plan)
        while True:
            items.append(item)
            records.setdefault(item.phase, []).extend(results(item))
            item = plan.send(None)
    except StopIteration as end:
        return items, end.value


def test_hir_waits_for_the_cliff_and_the_span_before_its_window():
    """A drive whose cache lasts 7 rounds of 2 cells at 1,000 IOPS, then 250 IOPS: five rounds
    at cache speed would pass the steady-state rule; the window starts after the cliff's round
    and the span written once, and the steady state is the floor."""
    s = PtsSettings(target=DEV, span=40 * MIB, tests=("hir",), cell_s=1, window=3, max_rounds=20,
                    hir=HirSettings(burst_s=1, bursts=1, waits=(1.0,), baseline_bursts=0, round_cells=2))
    st = hir.HirState()
    cells = iter([1000.0] * 14 + [250.0] * 100)
    _, ok = _feed(lambda ctx: hir.precondition(s, ctx, st), lambda item: [_rec(next(cells)) for _ in item.spec.specs])
    assert ok is True
    pc = st.precondition
    assert pc.verdict.attained and pc.verdict.average == pytest.approx(250.0)
    assert st.cliff is not None and st.cliff["cliff_bytes"] == pytest.approx(14 * 1000 * 4096, rel=0.05)
    # the cliff fell after round 7; 40 MiB written by round 9 (7 x 8 MB + ...): the window from there
    written = [b / MIB for b in st.round_bytes]
    span_round = next(i for i, b in enumerate(written, start=1) if b >= 40)
    assert st.window_from == max(8, span_round + 1) and min(pc.verdict.rounds) == st.window_from, (st.why_from, written)


def test_hir_with_the_references_rounds_uses_the_cliff_alone():
    s = PtsSettings(target=DEV, span=1 << 40, tests=("hir",), hir=HirSettings(round_cells=30))
    st = hir.HirState(cells=[(60.0, 4e8)] * 30 + [(60.0, 1e8)] * 30, round_bytes=[30 * 60 * 4e8, 30 * 60 * 4e8 + 30 * 60 * 1e8])
    first, why, cliff = hir.window_start(s, st)
    assert first == 2 and "cliff fell in round 1" in why and cliff  # the span (1 TiB) not yet written: no matter


def test_dirth_phases_and_points():
    """Phase 1 writes at the heaviest point, each grid round starts with its pre-write, each
    histogram point with its own; MaxIOPS ignores a point over 5 ms however many IOPS it has."""
    s = PtsSettings(target=DEV, span=1 << 30, tests=("dirth",), cell_s=1, window=2, max_rounds=3,
                    dirth=DirthSettings(threads=(4, 1), depths=(6, 1), prewrite_s=5.0, hist_prewrite_s=7.0, hist_s=2.0,
                                        round_cells=3))
    mean = {(4, 6): 9000.0, (1, 6): 3000.0, (4, 1): 2000.0, (1, 1): 800.0}  # µs
    iops = {(4, 6): 5000.0, (1, 6): 2000.0, (4, 1): 2600.0, (1, 1): 1250.0}

    def results(item):
        specs = getattr(item.spec, "specs", (item.spec,))
        out = []
        for sp in specs:
            tq = (sp.numjobs, sp.iodepth)
            out.append(_rec(write_iops=iops[tq] * 0.35, read_iops=iops[tq] * 0.65, mean_us=mean[tq])
                       if sp.rw == "randrw" else _rec(1000.0))
        return out

    st = dirth.DirthState()
    items, ok = _feed(lambda ctx: dirth.plan(s, ctx, st), results)
    assert ok is True
    phases = [i.phase for i in items]
    assert phases[:2] == ["dirth precondition round 1", "dirth precondition round 2"]
    pc = items[0].spec.specs
    assert len(pc) == 3 and all((x.rw, x.numjobs, x.iodepth) == ("randwrite", 4, 6) for x in pc)
    grid_round = next(i for i in items if i.phase == "dirth round 1").spec.specs
    assert (grid_round[0].rw, grid_round[0].runtime, grid_round[0].numjobs, grid_round[0].iodepth) == \
        ("randwrite", 5.0, 4, 6)
    assert [(x.numjobs, x.iodepth) for x in grid_round[1:]] == [(4, 6), (1, 6), (4, 1), (1, 1)]
    assert all(x.rw == "randrw" and x.rwmixread == 65 for x in grid_round[1:])
    assert st.chosen == {"max": (4, 1), "mid": (1, 6), "min": (1, 1)} and not st.max_note
    tail = [(i.phase, i.spec.rw, i.spec.runtime) for i in items[-6:]]
    assert tail == [("dirth pre-write max", "randwrite", 7.0), ("dirth histogram max", "randrw", 2.0),
                    ("dirth pre-write mid", "randwrite", 7.0), ("dirth histogram mid", "randrw", 2.0),
                    ("dirth pre-write min", "randwrite", 7.0), ("dirth histogram min", "randrw", 2.0)]


def test_dirth_without_a_point_under_the_ceiling_says_so():
    chosen, note = dirth.choose([((2, 2), 900.0, 7000.0), ((1, 1), 300.0, 6000.0), ((2, 1), 600.0, 6500.0)], 5000.0)
    assert chosen["max"] == (1, 1) and "no point had a mean response time under 5 ms" in note


def test_xsr_recovery_is_the_first_cell_at_group_1s_mean():
    assert recovery(100.0, [20.0, 60.0, 99.0, 100.0, 120.0], [60.0] * 5) == 180.0
    assert recovery(100.0, [20.0, 60.0, 99.0], [60.0] * 3) is None


def test_the_time_limit_cuts_cells_and_idles():
    now = [0.0]
    events = []
    ctx = Context(lambda p: [], events.append, time_limit_s=10.0, clock=lambda: now[0])
    assert ctx.cells(30, 1.0) == 10 and ctx.cells(5, 1.0) == 5 and not ctx.out_of_time()
    now[0] = 7.5
    assert ctx.cells(30, 1.0) == 3 and ctx.cells(30, 60.0) == 1
    now[0] = 9.999
    assert ctx.idle(5.0) is False and ctx.timed_out and "time limit" in events[-1]
    assert ctx.cells(30, 1.0) == 0
    assert Context(lambda p: []).left() is None and Context(lambda p: []).cells(30, 60.0) == 30


def test_the_title_says_why_a_run_is_not_conformant():
    s = PtsSettings(target=DEV, span=1 << 40, tests=("hir",))
    assert reasons(s, {"hir": {}}) == ["no purge", "HIR's preconditioning did not reach steady state"]
    done = {"hir": {"precondition": {"attained": True}}}
    assert title(s, done) == "SNIA PTS HIR after the open implementations: not conformant because no purge"
    r = reduced(PtsSettings(target=Target("/tmp/f", "file"), span=1 << 30, tests=("xsr",)))
    assert reasons(r, {"xsr": {"stopped": "the run's time limit was reached"}}) == [
        "a test file, not a raw device", "no purge", "reduced durations (--reduced)",
        "XSR stopped: the run's time limit was reached"]


def test_a_pts_report_opens_with_its_title_setup_and_conformance():
    from app.core.report.cover import report_title
    from app.core.report.render import with_sections
    s = PtsSettings(target=DEV, span=1 << 30, tests=("hir",), purge=True)
    result = {"hir": {"precondition": {"attained": True, "values": [9.0, 9.0, 9.0, 9.0, 9.0], "window": [1, 5],
                                       "average": 9.0, "window_from": 1}, "steady_iops": 9.0, "states": [],
                      "timeline": [], "burst_s": 5.0, "stopped": ""}}
    doc = {"suite": "steady-pts", "target": "/dev/x", "settings": {"pts": s.to_dict(), "pts_result": result},
           "tests": []}
    sections = with_sections(doc)["sections"]
    head = "SNIA PTS HIR after the open implementations: not conformant because a discard, not a secure erase"
    assert sections[0]["title"] == head and report_title(doc) == f"Fioscope: {head} on /dev/x"
    setup = dict((r[0], r[1]) for r in sections[0]["table"]["rows"])
    assert setup["Purge"].startswith("a discard") and "4 x QD32" in setup["HIR"] and "steady in rounds 1-5" in setup["HIR"]
    table = sections[1]["table"]
    assert sections[1]["title"] == "Conformance: CH / YF" and table["rows"][0][-1] == "yes"  # a raw device
    assert [r[-1] for r in table["rows"] if r[0] == "Purge"] == ["no"]
