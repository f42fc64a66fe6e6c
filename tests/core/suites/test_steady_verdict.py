"""The steady-state verdict against TKperf's published report (seed 004) and its edge cases:
limits met exactly, a device doing no I/O, rounds without a value, NaN and None."""
import math

import pytest

from app.core.suites.steady_criteria import evaluate, first_steady_round

# Seed 004 (TKperf 2.0, LSI RAID 5, 2 jobs x QD16): each test's "Values in stdy measurement
# window", its rounds (TKperf counts from 0: ours are those + 1) and its published average.
SEED_004 = {
    "iops": ([3250, 3203, 2829, 3110, 3010], (0, 1, 2, 3, 4), "3080"),
    "throughput": ([506083, 561061, 551044, 579993, 556581], (1, 2, 3, 4, 5), "550952"),
    "latency": ([156.897508, 152.732935, 157.612234, 155.660407, 152.999969], (1, 2, 3, 4, 5), "155.1806106"),
}


@pytest.mark.parametrize("test", sorted(SEED_004))
def test_seed_004_windows_and_verdicts_are_reproduced(test):
    values, tk_rounds, published = SEED_004[test]
    # The rounds before the window are not published: any values stand in for them.
    v = evaluate([1.0] * tk_rounds[0] + values)
    assert v.attained  # "Steady State has been reached: True"
    assert v.rounds == tuple(r + 1 for r in tk_rounds) and v.values == tuple(values)
    decimals = len(published.partition(".")[2])
    assert f"{v.average:.{decimals}f}" == published  # "Average in stdy measurement window"
    assert v.reason == f"steady in rounds {tk_rounds[0] + 1}-{tk_rounds[-1] + 1}"


def test_seed_004_summary_tables_are_the_window_averages():
    # The measurement-window tables carry the tracking workload's window average:
    # IOPS 4k 0/100 "3080.4"; latency 4k 0/100 "0.155" ms; throughput 1024k write
    # "538.039": TKperf's "MB/s" there is KiB/s / 1024, i.e. MiB/s.
    assert f"{evaluate(SEED_004['iops'][0]).average:.1f}" == "3080.4"
    assert f"{evaluate(SEED_004['latency'][0]).average / 1000:.3f}" == "0.155"
    assert f"{evaluate(SEED_004['throughput'][0]).average / 1024:.3f}" == "538.039"


def test_seed_004_margins():
    # How far inside the limits TKperf's windows were, worked out by hand for IOPS:
    # range 3250 - 2829 = 421 <= 0.2 x 3080.4 = 616.08; slope -57.3 x 4 = 229.2 <= 308.04.
    v = evaluate(SEED_004["iops"][0])
    assert v.excursion == 421 and f"{v.excursion_limit:.2f}" == "616.08"
    assert f"{v.slope:.2f}" == "-57.30" and f"{v.slope_excursion:.1f}" == "229.2"
    assert f"{v.slope_limit:.2f}" == "308.04"


def test_range_exactly_at_20_percent_passes_despite_float_rounding():
    values = [0.9, 1.1, 1.0, 1.1, 0.9]
    assert max(values) - min(values) > 0.2 * (sum(values) / 5)  # 0.20000000000000007 > 0.2
    v = evaluate(values)
    assert v.attained, v.reason
    assert f"{v.excursion:.3f}" == f"{v.excursion_limit:.3f}" == "0.200"


def test_slope_exactly_at_10_percent_passes_despite_float_rounding():
    v = evaluate([0.95, 0.975, 1.0, 1.025, 1.05])
    assert v.slope_excursion > v.slope_limit  # 0.10000000000000005 > 0.1
    assert v.attained, v.reason
    assert f"{v.slope_excursion:.3f}" == f"{v.slope_limit:.3f}" == "0.100"


def test_just_beyond_the_limits_fails():
    assert not evaluate([0.9, 1.1001, 1.0, 1.1, 0.9]).attained  # range 0.2001 > 0.2 x 1.00002
    v = evaluate([0.949, 0.975, 1.0, 1.025, 1.051])  # slope 0.0255 x 4 = 0.102 > 0.1
    assert not v.attained and "slope" in v.reason and "range" not in v.reason


def test_a_failed_verdict_names_the_average_as_the_average_and_the_limit_as_the_limit():
    v = evaluate([10000.0, 59212.0, 12000.0, 11000.0, 10000.0])  # range 49,212 over an average of 20,442
    assert "range 49,212 is more than 20% of the window's average 20,442 (at most 4,088)" in v.reason, v.reason


def test_an_all_zero_window_is_never_steady():
    v = evaluate([120, 0, 0, 0, 0, 0])
    assert not v.attained and v.rounds == (2, 3, 4, 5, 6)
    assert v.reason == ("no I/O in rounds 2-6 (all values are 0): a device doing no I/O is never steady")


def test_a_round_without_a_value_is_named_not_skipped():
    v = evaluate([100, 100, None, 100, 100])
    assert not v.attained
    assert v.rounds == (1, 2, 4, 5) and v.missing == (3,) and v.values == (100, 100, 100, 100)
    assert v.window_text == "rounds 1, 2, 4, 5"
    assert v.reason == "no tracking value in round 3: the window (rounds 1-5) is incomplete; used rounds 1, 2, 4, 5"
    # The fit uses the rounds' real numbers: the line is drawn at 1, 2, 4, 5.
    assert v.fit_line() == pytest.approx((100, 100, 100, 100))
    # Once five complete rounds follow the gap, the window is whole again.
    later = evaluate([100, 100, None, 100, 100, 100, 100, 100])
    assert later.attained and later.rounds == (4, 5, 6, 7, 8) and later.missing == ()


@pytest.mark.parametrize("bad", [None, math.nan, math.inf, -math.inf, "n/a", True])
def test_nan_none_and_junk_never_raise(bad):
    v = evaluate([10, 10, bad, 10, 10, 10])
    assert v.rounds == (2, 4, 5, 6) and v.missing == (3,) and not v.attained
    assert "round 3" in v.reason
    all_bad = evaluate([bad] * 5)
    assert not all_bad.attained and all_bad.average is None and all_bad.fit_line() == ()
    assert all_bad.reason == "no tracking value in rounds 1, 2, 3, 4, 5: the window (rounds 1-5) is incomplete"
    assert first_steady_round([bad] * 7) is None


def test_first_round_offsets_the_names():
    v = evaluate([5, 5, 5, 5, 5], first_round=11)
    assert v.attained and v.rounds == (11, 12, 13, 14, 15) and v.reason == "steady in rounds 11-15"


def _cell(read_iops=0.0, write_iops=0.0, lat_us=None, max_us=None, mb=(0.0, 0.0)):
    def side(iops, mbs):
        lat = {"mean_us": lat_us, "max_us": max_us, "samples": 1000} if lat_us is not None and iops else None
        return {"iops": iops, "io_bytes": 1, "total_ios": 1, "runtime_ms": 1000, "bytes_per_s": mbs * 1e6,
                "MB_per_s": mbs, "clat_us": lat, "lat_us": lat}
    return {"total": {"read": side(read_iops, mb[0]), "write": side(write_iops, mb[1])}}


# Seed 004's IOPS table (average IOPS, block sizes down, workloads across).
SEED_IOPS = {512: (152042.2, 60323.6, 16602.4, 12120.8, 5997.8, 4045.6, 3697.6),
             4096: (146090.4, 55554.2, 15341.6, 11224.2, 5589.0, 3665.2, 3080.4),
             8192: (109749.0, 40445.0, 9863.4, 7840.0, 4614.2, 2947.6, 2951.8),
             16384: (60969.4, 28095.4, 7951.2, 6381.4, 4495.4, 2866.4, 3239.2),
             32768: (31592.2, 17635.2, 4985.4, 4256.8, 3289.8, 2311.6, 2769.8),
             65536: (15771.0, 9553.0, 2955.0, 2711.6, 2023.0, 1519.4, 1798.8),
             131072: (8128.2, 5072.0, 1636.2, 1642.8, 1134.4, 885.2, 988.2),
             1048576: (976.0, 835.0, 275.2, 277.4, 198.0, 146.4, 167.4)}


def test_seed_004_iops_table_is_laid_out_as_snia_and_tkperf_do():
    from app.core.fio.jobspec import Target
    from app.core.suites.steady import IOPS_MIXES, Cell, SteadySettings, TestProgress
    from app.core.suites.steady_summary import window_summary
    s = SteadySettings(target=Target("/dev/x", "device"), span=1 << 30, tests=("iops",))
    rounds = []
    for n, tracked in enumerate(SEED_004["iops"][0]):
        rnd = {}
        for bs, row in SEED_IOPS.items():
            for m, value in zip(IOPS_MIXES, row):
                value = tracked if (bs, m) == (4096, 0) else value  # the 4k random write rounds vary
                rnd[Cell("iops", m, bs, "randrw").key] = _cell(value * m / 100, value * (100 - m) / 100)
        rounds.append(rnd)
    table = window_summary(s, TestProgress("iops", rounds))[0]
    assert table.title == "Average IOPS vs. block size and R/W mix %"
    assert table.columns == ("Block size", "100/0", "95/5", "65/35", "50/50", "35/65", "5/95", "0/100")
    assert [r[0] for r in table.rows] == ["512B", "4K", "8K", "16K", "32K", "64K", "128K", "1M"]
    assert [tuple(float(x) for x in r[1:]) for r in table.rows] == list(SEED_IOPS.values())


def test_seed_004_latency_tables_are_laid_out_as_the_seed():
    from app.core.fio.jobspec import Target
    from app.core.suites.steady import Cell, SteadySettings, TestProgress
    from app.core.suites.steady_summary import window_summary
    s = SteadySettings(target=Target("/dev/x", "device"), span=1 << 30, tests=("latency",))
    avg = {8192: (0.183, 0.193, 0.229), 4096: (0.155, 0.182, 0.152), 512: (0.173, 0.165, 0.136)}
    peak = {8192: (2832.576, 16.835, 29.915), 4096: (216.796, 18.066, 7.856), 512: (804.121, 16.324, 7.523)}
    rounds = []
    for tracked in SEED_004["latency"][0]:
        rnd = {}
        for bs in avg:
            for k, m in enumerate((0, 65, 100)):
                mean = tracked if (bs, m) == (4096, 0) else avg[bs][k] * 1000
                rnd[Cell("latency", m, bs, "randrw").key] = _cell(1.0 * (m > 0), 1.0 * (m < 100), mean,
                                                                  peak[bs][k] * 1000)
        rounds.append(rnd)
    mean_t, max_t = window_summary(s, TestProgress("latency", rounds))
    assert mean_t.columns == max_t.columns == ("Block size", "0/100", "65/35", "100/0")
    assert [r[0] for r in mean_t.rows] == ["8K", "4K", "512B"]  # seed 004: 8k, 4k, 512
    assert [tuple(float(x) for x in r[1:]) for r in mean_t.rows] == list(avg.values())
    assert [tuple(float(x) for x in r[1:]) for r in max_t.rows] == list(peak.values())


def test_seed_004_throughput_row_in_mb_and_mib():
    from app.core.fio.jobspec import Target
    from app.core.suites.steady import Cell, SteadySettings, TestProgress
    from app.core.suites.steady_summary import window_summary
    s = SteadySettings(target=Target("/dev/x", "device"), span=1 << 30, tests=("throughput",))
    kib = SEED_004["throughput"][0]  # TKperf's bandwidth: KiB/s
    rounds = [{Cell("throughput", None, 1 << 20, "write").key: _cell(mb=(0.0, w * 1024 / 1e6)),
               Cell("throughput", None, 1 << 20, "read").key: _cell(mb=(1190.511 * 2**20 / 1e6, 0.0))}
              for w in kib]
    table = window_summary(s, TestProgress("throughput-1M", rounds))[0]
    assert table.columns == ("Block size", "Read", "Write") and table.rows[0][0] == "1M"
    read, write = (float(x) for x in table.rows[0][1:])
    # Fioscope's MB/s are 10^6 bytes/s; TKperf's table ("538.039", "1190.511") is in MiB/s.
    assert f"{write * 1e6 / 2**20:.3f}" == "538.039" and f"{read * 1e6 / 2**20:.3f}" == "1190.511"


def test_tracked_figures_are_printed_in_their_unit():
    from app.core.suites.steady_summary import tracked_text
    assert tracked_text("throughput-1M", 6_560_651_255.6) == "6,560.7 MB/s"
    assert tracked_text("latency", 37.025) == "37.0 µs"
    assert tracked_text("iops", 267_140.7) == "267,140.7 IOPS"
    assert tracked_text("write_saturation", None) == "-" and tracked_text("iops", float("nan")) == "-"
