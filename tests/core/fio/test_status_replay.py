"""Replay status streams recorded from the bundled fio 3.41 through the splitter and tracker."""
import random

import pytest

from app.core.fio.spans import merged
from app.core.fio.status import SampleTracker, StreamSplitter, snapshot
from tests.conftest import recorded, recorded_docs

STREAMS = ["one_job", "numjobs4", "mixed", "ramp", "notes", "error", "group_reporting", "stonewall"]


def replay(name, chunk=None, seed=0):
    stdout, _, _ = recorded(name)
    rng = random.Random(seed)
    splitter, docs, notes, i = StreamSplitter(), [], [], 0
    while i < len(stdout):
        n = chunk or rng.randint(1, 9000)
        d, nt = splitter.feed(stdout[i:i + n])
        docs += d
        notes += nt
        i += n
    notes += splitter.close()
    return docs, notes


@pytest.mark.parametrize("name", STREAMS)
@pytest.mark.parametrize("chunk", [1, 7, 4096, None, 10**7])
def test_splitter_finds_every_document_whatever_the_chunking(name, chunk):
    docs, notes = replay(name, chunk)
    assert docs == recorded_docs(name)
    assert len(docs) >= 1


def test_notes_between_documents_are_kept_not_parsed():
    docs, notes = replay("notes")
    assert any("queue depth will be capped at 1" in n for n in notes)
    assert len(docs) == 3


def test_garbage_between_documents_is_skipped():
    stdout, _, _ = recorded("one_job")
    first_end = stdout.index(b"\n}\n") + 3
    noisy = stdout[:first_end] + b"fio: pid=123, err=5/file:io_u.c:1889, func=io_u error\n{ not json\n" + stdout[first_end:]
    s = StreamSplitter()
    docs, notes = s.feed(noisy)
    assert len(docs) == len(recorded_docs("one_job"))
    assert any("err=5" in n for n in notes)


def samples(name, ramp=0.0):
    tracker = SampleTracker(ramp)
    return [s for d in recorded_docs(name) for s in tracker.add(snapshot(d))]


def test_numjobs4_gives_one_sample_per_thread_per_interval():
    ss = samples("numjobs4")
    assert all(len(s.threads) == 4 for s in ss)
    assert [t.index for t in ss[0].threads] == [0, 1, 2, 3]
    assert all(t.rates.read_iops > 0 for t in ss[1].threads)
    assert ss[1].total.read_iops == pytest.approx(sum(t.rates.read_iops for t in ss[1].threads))


@pytest.mark.parametrize("name", ["one_job", "numjobs4", "mixed"])
def test_interval_rates_integrate_back_to_fio_totals(name):
    """Sum of rate × interval length over all samples gives fio's final cumulative counts
    exactly, bytes and I/Os (a fixed block size: bytes / bs)."""
    docs = recorded_docs(name)
    ss = samples(name)
    assert len(ss) == len(docs)
    for t_index in range(len(docs[-1]["jobs"])):
        runtimes = [d["jobs"][t_index]["read"]["runtime"] for d in docs]
        dts = [(b - a) / 1000 for a, b in zip([0] + runtimes, runtimes)]
        last = docs[-1]["jobs"][t_index]
        for direction in ("read", "write"):
            rates = [getattr(s.threads[t_index].rates, direction + "_bps") for s in ss]
            assert sum(r * dt for r, dt in zip(rates, dts)) == pytest.approx(last[direction]["io_bytes"], rel=1e-9)
            ios = [getattr(s.threads[t_index].rates, direction + "_iops") for s in ss]
            assert sum(r * dt for r, dt in zip(ios, dts)) == pytest.approx(last[direction]["total_ios"], rel=1e-9)
    # The total of each interval is the group's I/O over the time it ran: fio's final figure
    # is their time-weighted mean.
    total_ios = sum(j["read"]["total_ios"] for j in docs[-1]["jobs"])
    longest = max(j["read"]["runtime"] for j in docs[-1]["jobs"]) / 1000
    assert sum(s.total.read_iops * s.dt_s for s in ss) / sum(s.dt_s for s in ss) == \
        pytest.approx(total_ios / longest, rel=1e-9)
    assert sum(s.dt_s for s in ss) == pytest.approx(longest, abs=1e-3)


@pytest.mark.parametrize("name", ["one_job", "numjobs4", "mixed"])
def test_a_last_sliver_merged_into_the_interval_before_keeps_fios_counts(name):
    """fio's final document came 0.10-0.19 s after the last interval's in these recordings: the
    runner hands on one sample over both spans, whose rates still integrate to fio's own final
    counts, per thread and in total, and whose time is both spans'."""
    docs, ss = recorded_docs(name), samples(name)
    a, b = ss[-2], ss[-1]
    assert 0 < b.dt_s < a.dt_s / 2
    m = merged(a, b)
    assert (m.seq, m.t_s, m.dt_s) == (a.seq, b.t_s, pytest.approx(a.dt_s + b.dt_s))
    kept = ss[:-2] + [m]
    for t_index, last in enumerate(docs[-1]["jobs"]):
        for direction in ("read", "write"):
            threads = [s.threads[t_index] for s in kept]
            assert sum(getattr(t.rates, direction + "_bps") * t.dt_s for t in threads) == \
                pytest.approx(last[direction]["io_bytes"], rel=1e-9)
            assert sum(getattr(t.rates, direction + "_iops") * t.dt_s for t in threads) == \
                pytest.approx(last[direction]["total_ios"], rel=1e-9)
    total_ios = sum(j["read"]["total_ios"] + j["write"]["total_ios"] for j in docs[-1]["jobs"])
    assert sum(s.total.iops * s.dt_s for s in kept) == pytest.approx(total_ios, rel=1e-9)
    # the interval's latency is its I/Os' mean over both spans
    w = [(s.total.read_lat_ns, s.total.read_iops * s.dt_s) for s in (a, b)]
    assert m.total.read_lat_ns == pytest.approx(sum(x * n for x, n in w) / sum(n for _, n in w))


@pytest.mark.parametrize("name", ["one_job", "numjobs4", "mixed", "ramp"])
def test_iops_and_bandwidth_of_an_interval_come_from_one_count(name):
    """Every interval, the short last one too: bandwidth / IOPS is the block size (4k)."""
    for s in samples(name):
        for side in ("read", "write"):
            iops = getattr(s.total, side + "_iops")
            if iops:
                assert getattr(s.total, side + "_bps") / iops == pytest.approx(4096, rel=1e-12)


def test_interval_latency_is_the_mean_of_that_interval_only():
    docs = recorded_docs("one_job")
    ss = samples("one_job")
    c = [d["jobs"][0]["read"]["clat_ns"] for d in docs]
    expect = (c[2]["mean"] * c[2]["N"] - c[1]["mean"] * c[1]["N"]) / (c[2]["N"] - c[1]["N"])
    assert ss[2].threads[0].rates.read_lat_ns == pytest.approx(expect)
    # The N-weighted interval means recombine into fio's cumulative mean.
    ns = [x["N"] for x in c]
    dn = [b - a for a, b in zip([0] + ns, ns)]
    lats = [s.threads[0].rates.read_lat_ns or 0 for s in ss]
    assert sum(lat * n for lat, n in zip(lats, dn)) / ns[-1] == pytest.approx(c[-1]["mean"])


def test_mixed_job_reports_read_and_write_separately():
    s = samples("mixed")[1]
    assert s.total.read_iops > 0 and s.total.write_iops > 0
    share = s.total.read_iops / s.total.iops
    assert 0.6 < share < 0.8  # rwmixread=70
    assert s.total.read_lat_ns and s.total.write_lat_ns


def test_ramp_reset_is_detected_and_rates_stay_positive():
    docs = recorded_docs("ramp")
    ss = samples("ramp", ramp=2.0)
    starts = [d["jobs"][0]["job_start"] for d in docs]
    assert len(set(starts)) == 2, "the recording should contain the reset"
    reset_at = starts.index(starts[-1])
    assert all(s.ramp for s in ss[:reset_at])
    assert not any(s.ramp for s in ss[reset_at:])
    assert all(s.total.read_iops >= 0 for s in ss)
    assert ss[reset_at].total.read_iops > 0
    # No latency is recorded during the ramp; after it, interval means are real.
    assert ss[0].total.read_lat_ns is None
    assert ss[reset_at].total.read_lat_ns > 0


def test_a_variable_block_size_counts_fios_own_ios():
    """bssplit: no one block size, so an interval's I/Os are fio's own count (the difference
    of total_ios), not its bytes over a mean size (8-16 % off at a low rate); the intervals
    add up to fio's final count."""
    docs = recorded_docs("one_job")
    for d in docs:
        d["jobs"][0]["job options"] = {**d["jobs"][0]["job options"], "bssplit": "4k/50:8k/50"}
    tracker = SampleTracker()
    ss = [s for d in docs for s in tracker.add(snapshot(d))]
    before = 0
    for d, s in zip(docs, ss):
        r = d["jobs"][0]["read"]
        assert s.total.read_iops * s.dt_s == pytest.approx(r["total_ios"] - before, rel=1e-9)
        before = r["total_ios"]
    assert sum(s.total.read_iops * s.dt_s for s in ss) == pytest.approx(docs[-1]["jobs"][0]["read"]["total_ios"])


def test_group_reporting_rates_are_the_groups_not_a_quarter_of_it():
    """numjobs=4 × rate_iops=500 with group_reporting: fio's interim job_runtime of the group
    is the sum of its threads' (4× too long); every interval reads 2000 IOPS, as fio ran."""
    docs = recorded_docs("group_reporting")
    assert docs[1]["jobs"][0]["job_runtime"] > 3.5 * docs[1]["jobs"][0]["read"]["runtime"]
    ss = samples("group_reporting")
    assert [len(s.threads) for s in ss] == [1] * len(docs)
    for s in ss:
        assert s.total.read_iops == pytest.approx(2000, rel=0.02)
    # The first interval is fio's first document alone: fio's own figure in it.
    assert ss[0].total.read_bps == pytest.approx(docs[0]["jobs"][0]["read"]["bw_bytes"], rel=2e-3)


def test_stonewall_phases_get_samples_of_their_own():
    """slow (200 IOPS), then fast (800 IOPS, stonewall): no interval adds the two, each
    group's time starts at its own start, and each group's time-weighted mean is fio's final
    figure for that group."""
    docs = recorded_docs("stonewall")
    ss = samples("stonewall")
    groups = [s.group for s in ss]
    assert groups == sorted(groups) and set(groups) == {0, 1}
    slow, fast = [s for s in ss if s.group == 0], [s for s in ss if s.group == 1]
    assert all(s.total.read_iops < 200 * 1.02 for s in slow)
    assert all(s.total.read_iops < 800 * 1.02 for s in fast)
    assert [th.label for th in fast[0].threads] == ["fast/0"]
    assert fast[0].t_s < 1.0  # seconds since the fast phase started
    for part, job in ((slow, docs[-1]["jobs"][0]), (fast, docs[-1]["jobs"][1])):
        mean = sum(s.total.read_iops * s.dt_s for s in part) / sum(s.dt_s for s in part)
        assert mean == pytest.approx(job["read"]["iops"], rel=1e-3)


def test_error_stream_still_parses():
    docs, _ = replay("error")
    assert len(docs) == 1
    _, stderr, rc = recorded("error")
    assert rc == 1 and "failed to create dir" in stderr
