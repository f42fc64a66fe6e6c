"""CrystalDiskMark's profiles, modes, mixed tests, test data and loops as the core plans them,
and what fio writes for each kind of test data (real fio, a small file)."""
import subprocess
import zlib

import pytest

from app.core.errors import InputError
from app.core.fio.jobspec import Target, to_argv, to_jobfile
from app.core.suites.presets import (PRESETS, PROFILES, PresetChoices, build_preset, preset_plan, preset_rows,
                                    preset_tests)


def test_the_profiles_are_crystaldiskmarks():
    assert [t for _, t in PROFILES] == ["Default", "NVMe SSD", "Real World", "Peak"]
    assert [t.label for t in PRESETS["real-world"]] == ["SEQ1M Q1T1", "RND4K Q1T1"]
    assert [t.label for t in PRESETS["nvme"]] == ["SEQ1M Q8T1", "SEQ128K Q32T1", "RND4K Q32T16", "RND4K Q1T1"]


def test_peaks_random_test_follows_crystaldiskmarks_settings():
    """CrystalDiskMark 8/9 (DiskMarkDlg.cpp's test slots 4 and 5): Peak is SEQ1M Q8T1 and RND4K
    Q32T1 under its Default settings, RND4K Q32T16 only under "NVMe SSD"; Real World is the same
    under both; the Default profile under "NVMe SSD" is its NVMe set."""
    for name in ("peak", "peak-performance"):
        assert [t.label for t in preset_tests(name)] == ["SEQ1M Q8T1", "RND4K Q32T1"]
        assert [t.label for t in preset_tests(name, "nvme")] == ["SEQ1M Q8T1", "RND4K Q32T16"]
    assert preset_tests("real-world", "nvme") == preset_tests("real-world") == PRESETS["real-world"]
    assert preset_tests("quick", "nvme") == PRESETS["nvme"]
    specs = build_preset("peak", Target("/tmp/x.tmp"), 1 << 20, 1)
    assert [(s.name, s.iodepth, s.numjobs) for s in specs] == [
        ("SEQ1M-Q8T1-read", 8, 1), ("SEQ1M-Q8T1-write", 8, 1), ("RND4K-Q32T1-read", 32, 1), ("RND4K-Q32T1-write", 32, 1)]
    assert preset_rows("peak", PresetChoices(settings="nvme")) == ["SEQ1M Q8T1", "RND4K Q32T16"]


def test_crystaldiskmarks_order_and_interval():
    """order=cdm: all reads, then all writes, then the mixes, each in the tests' order; a pause
    idles before every test but the first (fio's startdelay), once per test with loops."""
    specs = build_preset("quick", Target("/tmp/x.tmp"), 1 << 20, 1, choices=PresetChoices("all", order="cdm"))
    assert [s.name for s in specs] == [
        "SEQ1M-Q8T1-read", "SEQ1M-Q1T1-read", "RND4K-Q32T1-read", "RND4K-Q1T1-read",
        "SEQ1M-Q8T1-write", "SEQ1M-Q1T1-write", "RND4K-Q32T1-write", "RND4K-Q1T1-write",
        "SEQ1M-Q8T1-R70W30-mix", "SEQ1M-Q1T1-R70W30-mix", "RND4K-Q32T1-R70W30-mix", "RND4K-Q1T1-R70W30-mix"]
    plan = preset_plan("real-world", Target("/tmp/x.tmp"), 1 << 20, 1, choices=PresetChoices(pause_s=5))
    assert [dict(i.spec.extra).get("startdelay") for i in plan] == [None, "5000ms", "5000ms", "5000ms"]
    looped = preset_plan("real-world", Target("/tmp/x.tmp"), 1 << 20, 1, choices=PresetChoices(pause_s=2, loops=2))
    assert [(i.phase, dict(i.spec.extra).get("startdelay")) for i in looped[:6]] == [
        ("warm-up", None), ("loop 1", None), ("loop 2", None), ("warm-up", "2000ms"), ("loop 1", None), ("loop 2", None)]
    assert "startdelay=2000ms" in to_jobfile(looped[3].spec)
    assert all("startdelay" not in dict(i.spec.extra) for i in preset_plan("quick", Target("/tmp/x.tmp"), 1 << 20, 1))


@pytest.mark.parametrize("mode,names", [
    ("readwrite", ["SEQ1M-Q1T1-read", "SEQ1M-Q1T1-write", "RND4K-Q1T1-read", "RND4K-Q1T1-write"]),
    ("read", ["SEQ1M-Q1T1-read", "RND4K-Q1T1-read"]),
    ("write", ["SEQ1M-Q1T1-write", "RND4K-Q1T1-write"]),
    ("mix", ["SEQ1M-Q1T1-R60W40-mix", "RND4K-Q1T1-R60W40-mix"]),
    ("all", ["SEQ1M-Q1T1-read", "SEQ1M-Q1T1-write", "SEQ1M-Q1T1-R60W40-mix",
             "RND4K-Q1T1-read", "RND4K-Q1T1-write", "RND4K-Q1T1-R60W40-mix"])])
def test_each_mode_plans_its_directions_in_order(mode, names):
    specs = build_preset("real-world", Target("/tmp/x.tmp"), 1 << 20, 1, choices=PresetChoices(mode, 60))
    assert [s.name for s in specs] == names
    for s in specs:
        if s.name.endswith("-mix"):
            assert s.rw in ("rw", "randrw") and s.rwmixread == 60 and s.writes
        else:
            assert s.rw.endswith(s.name.rpartition("-")[2])
    rows = preset_rows("real-world", PresetChoices(mode, 60))
    assert rows == list(dict.fromkeys(n.rpartition("-")[0].replace("-", " ") for n in names))


def test_loops_come_after_a_discarded_warm_up_and_one_loop_is_as_before():
    one = preset_plan("quick", Target("/tmp/x.tmp"), 1 << 20, 5)
    assert [i.phase for i in one] == [""] * 8
    three = preset_plan("quick", Target("/tmp/x.tmp"), 1 << 20, 5, choices=PresetChoices(loops=3))
    assert [i.phase for i in three[:4]] == ["warm-up", "loop 1", "loop 2", "loop 3"]
    assert len(three) == 8 * 4
    assert three[0].spec.runtime == 2.0 and three[1].spec.runtime == 5  # the warm-up: the runtime, at most 2 s
    assert {i.spec.name for i in three[:4]} == {"SEQ1M-Q8T1-read"}


@pytest.mark.parametrize("choices,word", [(PresetChoices(mode="both"), "mode"), (PresetChoices(mix_read=101), "mix"),
                                          (PresetChoices(data="ones"), "test data"), (PresetChoices(loops=0), "loops"),
                                          (PresetChoices(loops=21), "loops"), (PresetChoices(settings="ssd"), "settings"),
                                          (PresetChoices(pause_s=601), "pause"), (PresetChoices(order="any"), "order")])
def test_bad_choices_are_refused_in_words(choices, word):
    with pytest.raises(InputError, match=word):
        build_preset("quick", Target("/tmp/x.tmp"), 1 << 20, 1, choices=choices)


def test_the_read_only_preset_stays_read_only_whatever_the_mode():
    specs = build_preset("quick-read", Target("/tmp/x.tmp"), 1 << 20, 1, choices=PresetChoices("all"))
    assert not any(s.writes for s in specs)


@pytest.mark.parametrize("data", ["zero", "random"])
def test_what_fio_writes_for_each_test_data(fio, tmp_path, data):
    """All 0x00 is fio's zero_buffers: every byte fio wrote is 0. Random is fio's default:
    a compressor cannot shrink it (what a compressing drive sees)."""
    path = tmp_path / "t.dat"
    spec = build_preset("real-world", Target(str(path)), 4 << 20, 1, ioengine="psync",
                        choices=PresetChoices("write", data=data))[0]  # SEQ1M Q1T1 write
    argv = [a for a in to_argv(spec.with_(time_based=False, runtime=None), fio.path, 1.0)
            if not a.startswith("--status-interval")]
    assert ("--zero_buffers" in argv) == (data == "zero")
    subprocess.run(argv, check=True, capture_output=True, timeout=60)
    written = path.read_bytes()
    assert len(written) == 4 << 20
    if data == "zero":
        assert written.count(0) == len(written)
    else:
        assert len(zlib.compress(written)) > 0.9 * len(written)
