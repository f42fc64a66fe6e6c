"""The live graphs on their own: legend and labels outside the data, one time axis, 64
distinguishable thread curves, show/hide, job-name labels, the readout and the palette.
Samples are the tracker's own, replayed from a recorded fio 3.41 status stream."""
from __future__ import annotations

import warnings
from pathlib import Path

import numpy as np
import pyqtgraph as pg
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette

from app.core.fio.status import IntervalSample, Rates, SampleTracker, StreamSplitter, ThreadSample, snapshot
from app.ui.graphs.graph_data import decimate
from app.ui.graphs.graph_style import DASHES, LIGHT_BG_COLOURS, current_theme, style_of, thread_pen
from app.ui.graphs.graph_data import threads_table
from app.ui.graphs.graphs import LiveGraphs

DATA = Path(__file__).resolve().parents[1] / "data" / "fio-3.41"


def recorded(name: str) -> list[IntervalSample]:
    """The interval samples of a recorded run (real fio output, as the worker parses it)."""
    splitter, tracker, out = StreamSplitter(), SampleTracker(), []
    docs, _ = splitter.feed((DATA / f"{name}.stdout").read_bytes())
    for doc in docs:
        out.extend(tracker.add(snapshot(doc)))
    assert out, f"no samples in {name}"
    return out


def widened(sample: IntervalSample, threads: int) -> IntervalSample:
    """The same interval with `threads` threads: copies of the recorded ones, renumbered."""
    base = sample.threads
    ths = tuple(type(base[0])(i, base[i % len(base)].jobname, base[i % len(base)].rates, False,
                              f"{base[i % len(base)].jobname}/{i}") for i in range(threads))
    return IntervalSample(sample.seq, sample.t_s, ths, sample.total, False, sample.group, sample.dt_s)


@pytest.fixture
def graphs(qtbot):
    g = LiveGraphs()
    qtbot.addWidget(g)
    g.resize(1000, 600)
    g.show()
    qtbot.waitExposed(g)
    return g


def feed(g: LiveGraphs, samples, threads: int | None = None, label: str = "RND4K Q1T1") -> None:
    g.begin_test(label)
    for s in samples:
        g.add_sample(widened(s, threads) if threads else s)
    g.redraw()


def test_readout_is_cleared_when_a_new_run_starts(graphs, qtbot):
    samples = recorded("numjobs4")
    feed(graphs, samples)
    p = graphs.plots["iops"]
    graphs._mouse_moved(p.vb.mapViewToScene(QPointF(samples[1].t_s, 1.0)))
    assert f"t = {samples[1].t_s:.1f} s" in graphs.hover.text()
    height = graphs.hover.height()
    graphs.clear()
    assert graphs.hover.text().strip() == "" and graphs.highlighted is None
    feed(graphs, samples[:2], threads=1)
    assert graphs.hover.text().strip() == ""  # a one-thread run shows nothing stale
    assert graphs.hover.height() == height  # fixed: a readout never moves the plots


def test_legend_lies_outside_every_data_rect(graphs, qtbot):
    feed(graphs, recorded("numjobs4"), threads=12)
    assert len(graphs.legend.items) == 1 + 8 + 1  # total, eight threads, "+4 more in the list"
    rects = lambda: [label.sceneBoundingRect() for _, label in graphs.legend.items] + [graphs.legend.sceneBoundingRect()]

    def outside() -> bool:  # once the layout has settled (the next event loop pass)
        return all(not r.intersects(p.vb.sceneBoundingRect()) for r in rects() for p in graphs.plots.values())
    qtbot.waitUntil(outside, timeout=3000)
    assert all(r.height() > 0 for r in rects())
    assert graphs.legend.sceneBoundingRect().bottom() <= graphs.plots["iops"].vb.sceneBoundingRect().top()


def test_test_labels_never_overlap(graphs, qtbot):
    samples = recorded("numjobs4")
    for name in ("SEQ1M Q8T1", "SEQ128K Q32T1", "RND4K Q32T16", "RND4K Q1T1", "a", "b", "c"):
        feed(graphs, samples, label=name)
    graphs._dirty = True
    graphs.redraw()
    shown = [b.label.sceneBoundingRect() for b in graphs.boundaries
             if getattr(b, "label", None) is not None and b.label.isVisible()]
    assert len(shown) >= 4
    for i, a in enumerate(shown):
        assert not a.intersects(graphs.legend.sceneBoundingRect())
        for b in shown[i + 1:]:
            assert not a.intersects(b), (a, b)


def test_one_time_axis_linked_across_plots_of_equal_axis_width(graphs):
    feed(graphs, recorded("numjobs4"))
    iops, mbs, lat = (graphs.plots[k] for k in ("iops", "mbs", "lat"))
    assert mbs.vb.linkedView(pg.ViewBox.XAxis) is iops.vb and lat.vb.linkedView(pg.ViewBox.XAxis) is iops.vb
    for side in ("left", "right"):
        assert len({p.getAxis(side).width() for p in graphs.plots.values()}) == 1
    assert len({round(p.vb.sceneBoundingRect().left()) for p in graphs.plots.values()}) == 1
    assert len({round(p.vb.sceneBoundingRect().right()) for p in graphs.plots.values()}) == 1
    assert lat.getAxis("bottom").labelString().startswith("<span") and "time (s)" in lat.getAxis(
        "bottom").labelString().replace("&nbsp;", " ")


def test_idle_time_axis_says_seconds(qtbot):
    g = LiveGraphs()
    qtbot.addWidget(g)
    g.show()
    assert "time (s)" in g.plots["lat"].getAxis("bottom").labelString().replace("&nbsp;", " ")


def test_64_threads_have_distinct_colour_and_style(graphs):
    feed(graphs, recorded("numjobs4")[:3], threads=64)
    pens = {(graphs.curves[("iops", i)].opts["pen"].color().name(), tuple(graphs.curves[("iops", i)].opts["pen"].dashPattern()))
            for i in range(64)}
    assert len(pens) == 64
    assert len({style_of(i) for i in range(64)}) == 64 == len(LIGHT_BG_COLOURS) * len(DASHES)
    total = graphs.curves[("iops", -1)].opts["pen"]
    assert total.widthF() > thread_pen(0, current_theme()).widthF()  # threads faint, total bold


def test_hiding_a_thread_hides_its_curves(graphs, qtbot):
    feed(graphs, recorded("numjobs4"))
    assert graphs.curve_list.isVisible() and len(graphs.curve_list.items) == 5  # total + 4 threads
    graphs.curve_list.items[2].setCheckState(Qt.Unchecked)
    assert not graphs.curves[("iops", 2)].isVisible() and not graphs.curves[("mbs", 2)].isVisible()
    assert graphs.curves[("iops", 1)].isVisible()
    n = graphs.curves[("iops", 2)].getData()[0].size
    feed(graphs, recorded("numjobs4")[:2], label="")
    assert graphs.curves[("iops", 2)].getData()[0].size == n  # hidden: not redrawn
    graphs.curve_list.items[2].setCheckState(Qt.Checked)
    assert graphs.curves[("iops", 2)].isVisible() and graphs.curves[("iops", 2)].getData()[0].size > n


def test_hovered_curve_is_highlighted(graphs):
    samples = recorded("numjobs4")
    feed(graphs, samples)
    s = samples[len(samples) // 2]
    th = max(s.threads, key=lambda t: t.rates.iops)
    graphs.plots["iops"].setYRange(0, th.rates.iops * 1.2, padding=0)
    vb = graphs.plots["iops"].vb
    graphs._mouse_moved(vb.mapViewToScene(QPointF(s.t_s, th.rates.iops)))
    assert graphs.highlighted is not None
    hot = graphs.curves[("iops", graphs.highlighted)].opts["pen"].widthF()
    others = [c.opts["pen"].widthF() for (m, i), c in graphs.curves.items() if m == "iops" and i >= 0
              and i != graphs.highlighted]
    assert hot > max(others)
    assert "<b>" in graphs.hover.text().split("<br>")[1][:4]  # its values first, in bold


def test_job_names_label_the_curves(graphs):
    graphs.label_threads = True  # as the window sets it for a job file
    feed(graphs, recorded("numjobs4"))
    names = {graphs.curve_list.items[i].text() for i in graphs.curve_list.items}
    jobs = {t.label for s in recorded("numjobs4") for t in s.threads}
    assert jobs and jobs <= names and all("/" in j for j in jobs)
    legend = {label.text for _, label in graphs.legend.items}
    assert jobs <= legend
    t = recorded("numjobs4")[1].t_s
    assert next(iter(sorted(jobs))) + ":" in threads_table(graphs.rings, graphs.curve_name, t)


def test_the_readout_shows_every_one_of_sixteen_threads(graphs):
    """Two lines hold two threads: with 16 the hovered one whole and the spread, and every
    thread one per line in the tooltip (the readout was cut after two)."""
    samples = recorded("numjobs4")
    feed(graphs, samples, threads=16)
    s = samples[len(samples) // 2]
    graphs._mouse_moved(graphs.plots["iops"].vb.mapViewToScene(QPointF(s.t_s, 1.0)))
    second = graphs.hover.text().split("<br>")[1]
    assert "16 threads, IOPS min " in second and "(each in the tooltip)" in second
    lines = graphs.hover.toolTip().split("<br>")
    assert lines[0] == f"<b>t = {s.t_s:.1f} s</b>" and len(lines) == 17
    assert all(" IOPS · " in line and " MB/s" in line for line in lines[1:])


def test_plots_follow_a_dark_palette(qtbot):
    app = QGuiApplication.instance()
    old = app.palette()
    dark = QPalette(old)
    dark.setColor(QPalette.Base, QColor("#202124"))
    dark.setColor(QPalette.Text, QColor("#e8eaed"))
    try:
        app.setPalette(dark)
        g = LiveGraphs()
        qtbot.addWidget(g)
        feed(g, recorded("numjobs4"))
        assert g.theme.dark and g.view.backgroundBrush().color().name() == "#202124"
        assert g.curves[("iops", -1)].opts["pen"].color().name() == "#e8eaed"
        app.setPalette(old)  # back to light: the open graphs follow
        qtbot.waitUntil(lambda: not g.theme.dark)
        assert g.curves[("iops", -1)].opts["pen"].color().name() == old.color(QPalette.Text).name()
    finally:
        app.setPalette(old)


def test_threads_and_total_share_one_scale(graphs):
    """Two threads of 100 IOPS and their total of 200 on one scale: the total's curve above
    theirs, at twice their height; hiding the total scales the plots to the threads."""
    one = Rates(100.0, 0, 1e6, 0, 1000.0, None)
    threads = tuple(ThreadSample(i, "j", one, False, f"j/{i}") for i in range(2))
    feed(graphs, [IntervalSample(i, float(i), threads, Rates(200.0, 0, 2e6, 0, 1000.0, None), False)
                  for i in range(1, 5)])
    # Head room over the top curve for the test labels (as the plot's height needs: see
    # test_test_labels_print_above_the_curves_of_a_short_plot).
    room = graphs.plots["iops"].viewRange()[1][1] / 200
    assert 1.15 <= room <= 2.0
    assert graphs.plots["mbs"].viewRange()[1][1] == pytest.approx(2.0 * 1.15)
    for metric, thread_y, total_y in (("iops", 100.0, 200.0), ("mbs", 1.0, 2.0)):
        vb = graphs.plots[metric].vb
        y_thread = vb.mapViewToScene(QPointF(2.0, thread_y)).y()
        y_total = vb.mapViewToScene(QPointF(2.0, total_y)).y()
        assert y_total < y_thread  # higher on screen
        assert graphs.curves[(metric, -1)].owner is graphs.curves[(metric, 0)].owner  # one item, one view
    assert not graphs.plots["iops"].getAxis("right").style["showValues"]  # no second scale
    graphs.set_curve_visible(-1, False)
    graphs.redraw()
    assert graphs.plots["mbs"].viewRange()[1][1] == pytest.approx(1.0 * 1.15)


def test_one_thread_is_drawn_on_its_total(graphs):
    """A one-thread test: the thread and the total are equal, so drawn at the same height (on
    a right-hand scale of its own the total sat far below the thread)."""
    samples = recorded("numjobs4")
    one = [IntervalSample(s.seq, s.t_s, s.threads[:1], s.threads[0].rates, False, s.group, s.dt_s)
           for s in samples]
    feed(graphs, one)
    for metric in ("iops", "mbs", "lat"):
        _, thread = graphs.curves[(metric, 0)].getData()
        _, total = graphs.curves[(metric, -1)].getData()
        assert np.array_equal(thread, total, equal_nan=True)
        assert graphs.curves[(metric, 0)].owner is graphs.curves[(metric, -1)].owner


def test_a_thread_curve_breaks_between_tests_of_other_thread_counts(graphs):
    """Quick's order: T1, then T16 (no thread latency drawn above 8 threads), then T1 again.
    Thread 0's latency has a gap over the T16 test, not one straight diagonal across it, and
    thread 5 (only in the T16 test) is not joined to anything before or after."""
    samples = recorded("numjobs4")
    feed(graphs, samples, threads=1, label="a T1")
    t1_end = graphs._last_t
    feed(graphs, samples, threads=16, label="b T16")
    t16_end = graphs._last_t
    feed(graphs, samples, threads=1, label="c T1")
    t, y = graphs.rings[("lat", 0)].view()
    inside = (t > t1_end) & (t < t16_end)
    assert inside.any() and np.isnan(y[inside]).all()  # NaN: drawn as a gap (connect="finite")
    assert graphs.curves[("lat", 0)].connect == "finite"
    t5, y5 = graphs.rings[("iops", 5)].view()
    assert np.isnan(y5[-1]) or t5[-1] <= t16_end  # its T16 points end in a gap at the next test
    assert graphs.curves[("iops", 5)].connect == "finite"
    path = graphs.curves[("lat", 0)].qpath()
    # The path's subpaths: one per test drawn (moveTo starts each), never one line across.
    starts = sum(1 for i in range(path.elementCount()) if path.elementAt(i).isMoveTo())
    assert starts >= 2


def test_the_readout_lists_only_threads_with_a_value(graphs):
    """After a T16 test a T1 test's readout names thread 0 only, never 'thread 1: |'."""
    samples = recorded("numjobs4")
    feed(graphs, samples, threads=16, label="T16")
    feed(graphs, samples, threads=1, label="T1")
    text = graphs.values_at(graphs._last_t)
    assert "thread 0:" in text and "thread 1:" not in text and ": |" not in text and not text.endswith(": ")
    feed(graphs, samples, threads=1, label="T1 again")
    text = graphs.values_at(graphs.boundaries[-1].value())  # thread 5's gap again: no 'nan' for it
    assert "nan" not in text.lower() and "thread 0:" in text and "thread 5:" not in text


def test_long_series_are_decimated_keeping_peaks_and_gaps():
    t = np.arange(4000.0)
    y = np.ones(4000)
    y[1234] = 50.0
    y[2000:2100] = np.nan  # intervals without I/O
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # an all-NaN bin must not warn
        dt, dy = decimate(t, y, 400)
    assert len(dt) <= 402 and np.nanmax(dy) == 50.0 and np.isnan(dy).any()
    assert decimate(t[:100], y[:100], 400)[0] is not None and len(decimate(t[:100], y[:100], 400)[0]) == 100


def test_a_latency_curve_without_any_io_draws_nothing_and_does_not_warn(graphs):
    idle = Rates(0.0, 0.0, 0.0, 0.0, None, None)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        feed(graphs, [IntervalSample(i, float(i), (ThreadSample(0, "j", idle, False, "j/0"),), idle, False)
                      for i in range(1, 4)])
    assert graphs.curves[("lat", -1)].bounds[2:] == (0.0, 0.0)


def test_side_panel_plots_print_plain_seconds_for_a_short_run(qtbot):
    """The cache and temperature plots: a run under a second is not 'time (s) (x0.001)'."""
    from app.ui.graphs.legend_row import SmallPlot
    plot = SmallPlot()
    qtbot.addWidget(plot)
    plot.setLabel("bottom", "time (s)")
    plot.setLabel("left", "MiB")
    plot.plot([0.2, 0.5, 0.9], [2000.0, 2400.0, 2600.0])
    plot.getPlotItem().vb.autoRange()
    for axis in ("bottom", "left"):
        ax = plot.getPlotItem().getAxis(axis)
        assert "x0.001" not in ax.labelString() and ax.autoSIPrefixScale == 1.0
    ticks = plot.getPlotItem().getAxis("bottom")
    assert ticks.tickStrings([0.5], ticks.autoSIPrefixScale * ticks.scale, 0.1) == ["0.5"]


@pytest.mark.parametrize("threads", [4, 64])
def test_a_tests_curves_are_made_when_it_starts_not_with_its_first_samples(graphs, threads):
    """expect_threads at a test's start makes every curve its samples will fill (64 threads:
    no latency curve per thread), so the costly frame is drawn while fio starts; the samples
    then add no curve, and the curves are those the samples alone would have made."""
    samples = recorded("numjobs4")
    graphs.begin_test("RND4K")
    assert graphs.expect_threads(threads)
    graphs.redraw()  # empty curves draw, and the legend lists the threads
    made = set(graphs.rings)
    assert {i for m, i in made if m == "iops"} == {-1, *range(threads)}
    assert not graphs.expect_threads(threads)  # the next test of as many threads: nothing new
    for s in samples:
        graphs.add_sample(widened(s, threads))
    graphs.redraw()
    assert set(graphs.rings) == made
    alone = LiveGraphs()
    try:
        feed(alone, samples, threads)
        assert set(alone.rings) == made
    finally:
        alone.deleteLater()


def test_a_job_files_curves_wait_for_its_samples(graphs):
    graphs.label_threads = True  # named job/clone by the samples: nothing to make in advance
    assert not graphs.expect_threads(4) and not graphs.rings


def test_a_timed_tests_time_axis_spans_it_from_its_start(graphs):
    """A range change re-renders every axis and the grid (the costliest frames): a timed test's
    axis is set once, at its start, to its whole span, and its samples never change it; the
    next test's span is set at its own start."""
    one = Rates(100.0, 0, 1e6, 0, 1000.0, None)
    threads = tuple(ThreadSample(i, "j", one, False, f"j/{i}") for i in range(2))
    graphs.begin_test("first", 20.0)
    graphs.redraw()
    span = graphs.plots["iops"].viewRange()[0]
    assert span[0] == 0 and 20.0 <= span[1] <= 22.0
    for i in range(1, 21):
        graphs.add_sample(IntervalSample(i, float(i), threads, Rates(200.0, 0, 2e6, 0, 1000.0, None), False))
        graphs.redraw()
        assert graphs.plots["iops"].viewRange()[0] == span
    graphs.begin_test("second", 10.0)
    graphs.redraw()
    lo, hi = graphs.plots["iops"].viewRange()[0]
    assert lo == 0 and 30.0 <= hi <= 32.0
    # An untimed test (a size to write): room ahead, as the data grow.
    graphs.begin_test("third")
    graphs.add_sample(IntervalSample(99, 40.0, threads, Rates(200.0, 0, 2e6, 0, 1000.0, None), False))
    graphs.redraw()
    assert graphs.plots["iops"].viewRange()[0][1] >= 70.0


def test_the_side_panels_time_axis_spans_a_timed_test_from_its_start(qtbot):
    from app.core.cache.model import CacheSample
    from app.ui.pages.cache_panel import CachePanel
    panel = CachePanel()
    qtbot.addWidget(panel)
    panel.show()
    vb = panel.plot.getPlotItem().getViewBox()
    panel.begin_test(30.0)
    span = vb.viewRange()[0]
    assert span[0] == 0 and 30.0 <= span[1] <= 32.0
    for i in range(1, 31):
        panel.add(CacheSample(float(i), 1000 << 20, 1 << 20, 0, 100.0, 0.0, 4096e2, 100, 0, 4096 * 100, 0, 0),
                  "loop0", 128)
        panel.redraw()
        assert vb.viewRange()[0] == span


def test_a_long_timed_test_is_not_shown_as_a_sliver_at_first():
    """A timed test up to a minute is shown whole from its start; a longer one grows as the data
    do until its first quarter is shown, then spans to its end (one range change more)."""
    from app.ui.graphs.graph_plots import time_range
    short = time_range(0.0, 0.0, 45.0, (0.0, 10.0))
    assert short is not None and 45.0 <= short[1] <= 47.0
    early = time_range(0.0, 12.0, 600.0, (0.0, 10.0))  # 12 s into a 10-minute test
    assert early is not None and early[1] < 20.0
    late = time_range(0.0, 160.0, 600.0, (0.0, 150.0))
    assert late is not None and 600.0 <= late[1] <= 615.0
    assert time_range(0.0, 170.0, 600.0, late) is None  # then kept to the end



@pytest.mark.parametrize("height", [330, 600])
def test_test_labels_print_above_the_curves_of_a_short_plot(qtbot, height):
    """A test's name prints at the top of the IOPS plot; the y range leaves its row free of data
    however short the plot (1024x700: about 70 px, where a fixed 1.3 head room let the name
    cover the curves)."""
    g = LiveGraphs()
    qtbot.addWidget(g)
    g.resize(700, height)
    g.show()
    qtbot.waitExposed(g)
    one = Rates(100.0, 0, 1e6, 0, 1000.0, None)
    threads = tuple(ThreadSample(i, "j", one, False, f"j/{i}") for i in range(2))
    feed(g, [IntervalSample(i, float(i), threads, Rates(200.0, 0, 2e6, 0, 1000.0, None), False)
             for i in range(1, 6)], label="custom-randread-4k-q32t4")
    label = g.boundaries[0].label
    assert label.isVisible()
    bottom = label.mapRectToScene(label.boundingRect()).bottom()
    vb = g.plots["iops"].vb
    assert bottom <= vb.mapViewToScene(QPointF(1.0, 200.0)).y(), (height, bottom)


def test_a_short_side_plots_value_labels_never_print_over_each_other(qtbot):
    """The cache plot at 1024x700 is about 40 px high: pyqtgraph labelled 0-1,090 MiB every
    200 (six numbers in one another); its labels now keep 1.3 lines of text apart, and a tall
    plot keeps pyqtgraph's own ticks."""
    from PySide6.QtGui import QFont, QFontMetricsF
    from app.ui.graphs.legend_row import SmallPlot
    plot = SmallPlot()
    qtbot.addWidget(plot)
    axis = plot.getPlotItem().getAxis("left")
    line = QFontMetricsF(axis.style.get("tickFont") or QFont()).height()
    assert pg.AxisItem("left").tickSpacing(0, 1090, 40)[0][0] == 200  # pyqtgraph's
    (step, _), = axis.tickSpacing(0, 1090, 40)
    assert step * 40 / 1090 >= 1.3 * line and step in (500, 1000)
    assert axis.tickSpacing(0, 1340, 400) == pg.AxisItem("left").tickSpacing(0, 1340, 400)


@pytest.mark.parametrize("size", [(470, 230), (1000, 600)])
def test_axis_titles_stay_within_their_plots(qtbot, size):
    """At 2x scale the graphs get about 470x230 and a plot some 40-50 px: 'lat. (µs)' ran into
    the MB/s plot's title. A title is as long as its plot holds: the short one ('µs'), then
    smaller; a tall plot keeps the full one."""
    g = LiveGraphs()
    qtbot.addWidget(g)
    g.resize(*size)
    g.show()
    qtbot.waitExposed(g)
    feed(g, recorded("numjobs4"))
    QGuiApplication.processEvents()
    rects = []
    for key, p in g.plots.items():
        label = p.getAxis("left").label
        if not label.isVisible():
            continue
        r = label.sceneBoundingRect()
        vb = p.vb.sceneBoundingRect()
        assert vb.top() - 2 <= r.top() and r.bottom() <= vb.bottom() + 2, (key, r, vb)
        rects.append(r)
    assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert len(rects) == 3  # every plot keeps a title: a 30 px plot 'IOPS' in 7 pt and 'µs'
    assert ("lat." in g.plots["lat"].getAxis("left").labelString()) == (size[1] >= 600)
