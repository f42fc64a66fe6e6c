"""HIR, XSR and DIRTH (suites.pts_run) on the reference drive (tests/refdrive.py): HIR's
recovered IOPS per idle length follow the drive's modelled recovery, XSR's settle times
follow its modelled transitions, and DIRTH's grid and histograms are fio's own numbers (the
JSON fio wrote, as parsed, against what the run kept). Scaled down: 1 s cells and bursts."""
from __future__ import annotations

from dataclasses import replace

import pytest

from app.core.fio import runner as fio_runner
from app.core.fio.jobspec import Target
from app.core.fio.locate import find_fio
from app.core.fio.results import _histogram as fio_buckets
from app.core.history.store import RunStore
from app.core.report.render import render, with_sections
from app.core.suites import dirth
from app.core.suites.pts_run import PtsRun
from app.core.suites.pts_settings import DirthSettings, HirSettings, PtsSettings, XsrSettings
from tests import blkio
from tests.refdrive import MIB, DriveModel, reference_drive

pytestmark = pytest.mark.skipif(blkio.available() is not None, reason=str(blkio.available()))
K = 1024


def _run(drive, tmp_path, **kw):
    base = dict(target=Target(drive.dev, "device"), span=16 * MIB, cell_s=1, iodepth=4, numjobs=1, max_rounds=8,
                ioengine="libaio")
    s = PtsSettings(**{**base, **kw})
    store = RunStore(tmp_path / "runs.sqlite")
    with drive.joined():
        out = PtsRun(find_fio(), s, store=store, target_label=drive.dev, confirmed=(drive.dev,)).run()
    assert out.suite.error is None, out.suite.error
    return out, store


def _reports(store, run_id: int, title: str, tmp_path) -> dict:
    """The stored run's reports: the test's section with its table and charts, in every format."""
    doc = with_sections(store.load_run(run_id))
    section = next(x for x in doc["sections"] if x["title"] == title)
    assert section["table"]["rows"] and section["charts"]
    assert title in render(doc, "txt") and title in render(doc, "html")
    assert render(doc, "pdf")[:4] == b"%PDF"
    (tmp_path / "report.html").write_text(render(doc, "html"))
    return section


def test_hir_recovered_iops_follow_the_modelled_recovery(tmp_path):
    """At the floor (1 MiB/s: 256 IOPS) with a 4 MiB cache at 4 MiB/s (1,024 IOPS: what a
    loaded 2-core machine keeps up with in 4 KiB writes) that idle frees at 1 MiB/s once the
    drive has been idle 2 s (fio's start between rounds frees nothing, even on a loaded
    machine): a 1 s burst after an idle writes the freed cache fast and the rest at the floor."""
    m = DriveModel(cache_bytes=4 * MIB, fast_bps=4 * MIB, slow_bps=1 * MIB, floor_bps=1 * MIB, recover_bps=1 * MIB,
                   recover_after_s=2.0, tick_s=0.05)
    h = HirSettings(burst_s=1.0, bursts=2, waits=(3.0, 6.0), baseline_bursts=2)
    with reference_drive(tmp_path, m, size=32 * MIB) as drive:
        drive.set_state(m.cache_bytes)  # preconditioned: the cache full, the drive at its floor
        out, store = _run(drive, tmp_path, tests=("hir",), hir=h, window=3, max_rounds=6)
        # Writing after a host idle: the two after 6 s (burst 2 and the baseline), the last
        # two after 3 s before them.
        long = [e for e in drive.trace.episodes if e[1] >= 5.9]
        episodes = [e for e in drive.trace.episodes if 2.9 <= e[1] < 5.9 and e[0] < long[0][0]][-2:] + long
    d = out.results["hir"]
    floor = m.floor_bps / 4096
    assert d["precondition"]["attained"] and d["steady_iops"] == pytest.approx(floor, rel=0.08), d["precondition"]
    states = {st["wait_s"]: st for st in d["states"]}
    assert sorted(states) == [3.0, 6.0] and all(len(st["bursts"]) == 2 for st in states.values())
    assert len(episodes) == 4, drive.trace.episodes
    for w, eps in ((3.0, episodes[:1]), (6.0, episodes[2:3])):
        for burst, (_, idle_s, used) in zip(states[w]["bursts"][1:], eps):
            assert idle_s >= w
            free = m.cache_bytes - used  # what the idle gave back, in the drive's own state
            t_fast = min(1.0, free / m.fast_bps)
            want = (free if t_fast < 1.0 else m.fast_bps) + m.floor_bps * (1.0 - t_fast)
            # 25 %: where the cache runs out the kernel's throttle moves a slice or so either
            # way (let through at the old rate, or charged at the new one); the model's 3 s
            # and 6 s figures are 45 % apart.
            assert burst == pytest.approx(want / 4096, rel=0.25), (w, burst, want / 4096, idle_s, used)
    # Longer idle, more back; every wait state above the steady state; the baseline back at
    # it once its first burst (after the last idle) has used the cache.
    assert states[6.0]["bursts"][1] > 1.3 * states[3.0]["bursts"][1] > 1.3 * floor
    assert states[3.0]["baseline"][-1] == pytest.approx(floor, rel=0.15)
    doc = store.load_run(out.suite.run_id, with_samples=False)
    phases = [t["phase"] for t in doc["tests"]]
    assert phases.count("hir wait 3 s") == 2 and phases.count("hir baseline after 6 s") == 2
    assert doc["settings"]["pts_result"]["hir"]["states"][1]["bursts"] == states[6.0]["bursts"]
    section = _reports(store, out.suite.run_id, "Host idle recovery (HIR)", tmp_path)
    assert [r[0] for r in section["table"]["rows"]] == ["3 s", "6 s"]


def test_xsr_settle_times_follow_the_modelled_transitions(tmp_path):
    """Sequential 1 MiB writes at 16 MiB/s, random 8 KiB at 4 MiB/s; after each change of
    kind the next 6 MiB go at 2 MiB/s: 3 s to settle, each way."""
    m = DriveModel(seq_bps=16 * MIB, rnd_bps=4 * MIB, transition_bytes=6 * MIB, transition_bps=2 * MIB, tick_s=0.05)
    x = XsrSettings(segments=(("write", 1024 * K, 3.0), ("randwrite", 8 * K, 6.0), ("write", 1024 * K, 6.0)),
                    cell_s=1.0)
    with reference_drive(tmp_path, m, size=32 * MIB) as drive:
        out, store = _run(drive, tmp_path, tests=("xsr",), xsr=x)
        kinds = [k for _, k in drive.trace.kinds]
    assert kinds == ["large", "small", "large"], drive.trace.kinds
    segs = out.results["xsr"]["segments"]
    assert [g["cells"] for g in segs] == [3, 6, 6]
    assert segs[0]["final_bps"] == pytest.approx(m.seq_bps, rel=0.08) and segs[0]["settle_s"] == 0
    settle = m.transition_bytes / m.transition_bps
    for g, level in ((segs[1], m.rnd_bps), (segs[2], m.seq_bps)):
        assert g["final_bps"] == pytest.approx(level, rel=0.08), g
        # The drive tells the new kind a tick after it starts (0.05 s at the old rate, counted
        # in the transition): the first cell a little above the transition rate.
        assert m.transition_bps * 0.9 < g["start_bps"] < m.transition_bps * 1.5, g
        assert g["settle_s"] == pytest.approx(settle, abs=1.05), g  # one cell: the series' resolution
    section = _reports(store, out.suite.run_id, "Cross-stimulus recovery (XSR)", tmp_path)
    assert [r[5] for r in section["table"]["rows"]] == [f"{g['settle_s']:,.0f} s" for g in segs]


def test_dirth_grid_and_histograms_are_fios_own_numbers(tmp_path, monkeypatch):
    """Every grid point's I/Os and mean response time, and every histogram's buckets, are
    what fio's JSON (as the runner parsed it) says for that job."""
    seen: list[dict] = []
    for name in ("group_results", "job_result"):
        real = getattr(fio_runner, name)

        def keep(*a, _real=real, **kw):
            doc = next(x for x in a if isinstance(x, dict))
            if not any(x is doc for x in seen):  # one fio run's JSON, however often it is read
                seen.append(doc)
            return _real(*a, **kw)
        monkeypatch.setattr(fio_runner, name, keep)
    m = DriveModel(cache_bytes=1 << 30, fast_bps=4 * MIB, read_bps=8 * MIB)
    d = DirthSettings(threads=(2, 1), depths=(4, 1), bs=8 * K, read_pct=65, hist_s=2.0)
    with reference_drive(tmp_path, m, size=32 * MIB) as drive:
        out, store = _run(drive, tmp_path, tests=("dirth",), dirth=d, window=2, max_rounds=3)
    r = out.results["dirth"]
    jobs = {}
    for doc in seen:
        for j in doc.get("jobs", []):
            jobs.setdefault(j["jobname"], []).append(j)
    n = len(r["precondition"]["values"])
    assert 2 <= n <= 3 and [(p["threads"], p["qd"]) for p in r["points"]] == [(2, 4), (1, 4), (2, 1), (1, 1)]

    def fio_figures(entries):
        ios = sum(j[s]["total_ios"] for j in entries for s in ("read", "write"))
        runtime = max(j[s]["runtime"] for j in entries for s in ("read", "write"))
        lat = sum(j[s]["lat_ns"]["mean"] * j[s]["total_ios"] for j in entries for s in ("read", "write")) / ios / 1000
        bins: dict[int, int] = {}
        for j in entries:
            for s in ("read", "write"):
                for k, v in (j[s]["clat_ns"].get("bins") or {}).items():
                    bins[int(k)] = bins.get(int(k), 0) + v
        return ios * 1000.0 / runtime, lat, [[a, b] for a, b in fio_buckets(bins)]

    for p in r["points"]:
        entries = jobs[dirth.cell_name(p["threads"], p["qd"], n)]
        assert len(entries) == p["threads"]  # a thread each: fio's own per-thread entries
        iops, lat, _ = fio_figures(entries)
        assert p["iops"] == pytest.approx(iops, rel=1e-9) and p["mean_us"] == pytest.approx(lat, rel=1e-9)
    assert [h["point"] for h in r["histograms"]] == ["max", "mid", "min"]
    assert tuple(r["chosen"]["min"]) == (1, 1)
    best = max(r["points"], key=lambda p: p["iops"])
    assert tuple(r["chosen"]["max"]) == (best["threads"], best["qd"])
    for h in r["histograms"]:
        entries = jobs[f"dirth-hist-{h['point']}-t{h['threads']}q{h['qd']}"]
        iops, lat, buckets = fio_figures(entries)
        assert h["buckets"] == buckets and sum(c for _, c in buckets) > 0
        assert h["iops"] == pytest.approx(iops, rel=1e-9) and h["mean_us"] == pytest.approx(lat, rel=1e-9)
    assert r["knee"] == max(r["points"], key=lambda p: p["iops"] / p["mean_us"])
    section = _reports(store, out.suite.run_id, "Demand intensity / response time histogram (DIRTH)", tmp_path)
    assert len(section["table"]["rows"]) == 4 and sum(c.get("kind") == "hist" for c in section["charts"]) == 3


def test_settings_survive_the_store():
    s = PtsSettings(target=Target("/dev/x", "device"), span=1 << 30, hir=HirSettings(waits=(1.0,)))
    assert PtsSettings.from_dict(replace(s).to_dict()) == s
