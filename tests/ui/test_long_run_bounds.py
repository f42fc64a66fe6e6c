"""A long run keeps memory bounded (issue 43): a replay of 64-thread samples through the
run's in-memory samples, the live graphs and the run store holds no more in memory after
3,000 intervals than after 1,000, every peak and trough is still drawn, a frame draws no
more points, and the store takes under 5 MiB an hour of them. Counts, not wall time."""
from __future__ import annotations

import random
import sys

import numpy as np

from app.core.fio.jobspec import JobSpec, Target
from app.core.fio.status import IntervalSample, Rates, ThreadSample
from app.core.fio.thinned import sample_log
from app.core.history.store import RunStore
from app.ui.graphs.graph_data import CAPACITY, Ring
from app.ui.graphs.graphs import LiveGraphs

THREADS = 64


def _sample(seq: int, rnd: random.Random, spike: bool = False) -> IntervalSample:
    rates = []
    for i in range(THREADS):
        iops = rnd.randint(30000, 40000) / 1.001 * (3 if spike and i == 7 else 1)
        rates.append(Rates(read_iops=iops, read_bps=iops * 4096, read_lat_ns=rnd.uniform(2e5, 4e5)))
    total = Rates(read_iops=sum(r.read_iops for r in rates), read_bps=sum(r.read_bps for r in rates),
                  read_lat_ns=3e5)
    return IntervalSample(seq, float(seq), tuple(ThreadSample(i, "w", r, False, f"w/{i}", 1.0)
                                                 for i, r in enumerate(rates)), total, False, 0, 1.0)


def _held(log, graphs: LiveGraphs) -> tuple[int, int, int]:
    """What the run holds in memory: samples kept, thread entries in them, ring bytes."""
    entries = sum(len(s.threads) for s in log)
    ring_bytes = sum(r.t.nbytes + r.t_last.nbytes + r.lo.nbytes + r.hi.nbytes for r in graphs.rings.values())
    return len(log), entries, ring_bytes


def test_a_ring_keeps_the_whole_run_its_extremes_and_a_bounded_size():
    ring = Ring(64)
    rnd = np.random.default_rng(3)
    ys = rnd.uniform(10, 20, 10_000)
    ys[1234], ys[8765] = 99.0, -5.0
    ys[500:520] = np.nan  # no I/O: a latency gap
    for t, y in enumerate(ys):
        ring.append(float(t), float(y))
        assert ring.n <= 64
    t, y = ring.view()
    assert len(t) <= 128 and t[0] == 0.0 and t[-1] == 9999.0 and np.all(np.diff(t) >= 0)
    assert np.nanmax(y) == 99.0 and np.nanmin(y) == -5.0
    assert abs(t[np.nanargmax(y)] - 1234) <= ring.step and abs(t[np.nanargmin(y)] - 8765) <= ring.step


def test_a_long_replay_holds_no_more_after_3000_intervals_than_after_1000(qtbot, tmp_path):
    rnd = random.Random(11)
    graphs = LiveGraphs()
    qtbot.addWidget(graphs)
    graphs.resize(1000, 600)
    graphs.show()
    graphs.begin_test("W Q32T64")
    graphs.expect_threads(THREADS)
    store = RunStore(tmp_path / "runs.sqlite")
    run = store.begin_run("soak", str(tmp_path), "3.41", "fio", "0")
    test = store.begin_test(run, 0, JobSpec(name="w", rw="randwrite", target=Target(str(tmp_path / "f")),
                                            size=1 << 20), [], "")
    log = sample_log()
    held, drawn = {}, {}
    for seq in range(1, 3001):
        s = _sample(seq, rnd, spike=seq == 2222)
        log.append(s)
        graphs.add_sample(s)
        store.add_sample(test, s, None)
        if seq % 500 == 0:
            graphs.redraw()
            drawn[seq] = max(graphs.thread_points().values())
        if seq in (1000, 3000):
            held[seq] = _held(log, graphs)
    # Bounded: samples and thread entries no more than at 1,000 intervals; the rings never grow.
    assert held[3000][0] <= held[1000][0] <= 256 and held[3000][1] <= 256 * THREADS
    assert held[3000][2] == held[1000][2]
    assert all(r.n <= CAPACITY for r in graphs.rings.values())
    # A frame draws no more points late in the run than early (its cost does not grow).
    assert drawn[3000] <= max(drawn[1000], 2 * CAPACITY)
    # The spike of thread 7 at 2,222 s is still drawn, in the graphs and the kept samples' span.
    _, y = graphs.rings[("iops", 7)].view()
    assert np.max(y) > 90000
    assert log[0].seq == 1 and log[-1].t_s == 3000.0
    # The store: under 5 MiB an hour of 64-thread intervals at 1 s (1,456 bytes an interval).
    store.close()
    size = sum(p.stat().st_size for p in tmp_path.glob("runs.sqlite*"))
    assert size / 3000 < 5 * 2**20 / 3600, size
    assert sys.getsizeof(log) < 64 * 1024


def test_the_cache_and_temperature_plots_stay_bounded_and_keep_their_extremes(qtbot):
    from app.core.cache.model import CacheSample
    from app.ui.pages.cache_panel import CachePanel
    from app.ui.graphs.graph_data import SERIES_MOST
    panel = CachePanel(windows=False)
    qtbot.addWidget(panel)
    for i in range(1, 12001):
        dirty = 900 << 20 if i == 4321 else (i % 7) << 20
        panel.add(CacheSample(float(i), 1 << 30, dirty, 0, 1.0, 0.0, 4096.0, 1, 0, 4096, 0, 0), "loop0", 128)
        panel.temperature.add(float(i), 70.0 if i == 9876 else 40.0 + i % 3, (None, None))
        assert len(panel.t) <= SERIES_MOST and len(panel.temperature.t) <= SERIES_MOST
    panel.redraw()
    assert max(panel.series["dirty"]) == 900 and panel.t[-1] == 12000.0
    assert max(panel.temperature.c) == 70.0 and min(panel.temperature.c) == 40.0
    assert len(panel.curves["dirty"].getData()[0]) <= SERIES_MOST


def test_a_stored_runs_samples_at_once_draw_the_curves_they_draw_one_by_one(qtbot):
    rnd = random.Random(4)
    samples = [_sample(seq, rnd) for seq in range(1, 400)]
    samples[7] = IntervalSample(8, 8.0, tuple(ThreadSample(t.index, "w", Rates(read_iops=1.0, write_iops=2.0),
                                                           False, t.label, 1.0) for t in samples[7].threads),
                                samples[7].total, False)  # no latency at all in one interval: a gap
    for labelled in (False, True):  # a job file's curves are named by their samples' labels
        one, many = LiveGraphs(), LiveGraphs()
        for g in (one, many):
            qtbot.addWidget(g)
            g.label_threads = labelled
            g.begin_test("RND4K")
        for s in samples:
            one.add_sample(s)
        many.add_samples(samples)
        assert one.rings.keys() == many.rings.keys() and one.series_names == many.series_names
        for key, ring in one.rings.items():
            (t1, y1), (t2, y2) = ring.view(), many.rings[key].view()
            assert np.array_equal(t1, t2) and np.allclose(y1, y2, equal_nan=True, rtol=1e-12), key


def test_a_long_curve_is_drawn_as_its_minima_and_maxima_lines_of_bounded_length():
    ring = Ring(64)
    ys = np.random.default_rng(8).uniform(10, 20, 5000)
    ys[4321] = 77.0
    ys[100:140] = np.nan
    for t, y in enumerate(ys):
        ring.append(float(t), float(y))
    t, y = ring.envelope(40)
    lo, hi = y[:len(y) // 2], y[len(y) // 2 + 1:]
    assert np.isnan(y[len(y) // 2]) and len(lo) == len(hi) <= 22  # two lines, a break between them
    assert np.nanmax(hi) == 77.0 and np.nanmin(lo) == np.nanmin(ys) and t[len(t) // 2 - 1] == 4999.0
    assert Ring(64).envelope(40) is None  # one point a bucket: drawn as it came
