"""Temperature during a run: the sampler on fake hwmon trees and fake smartctl reads (this
machine has no sensor), and the verdict on synthetic throughput and temperature series."""
from __future__ import annotations

import json
import threading
import time

import pytest

from app.core.insight.smart import SmartRead, parse_smartctl
from app.core.insight.thermal import SlowReading, TemperatureSampler, sampler_for, thermal_verdict
from tests.fake_sysfs import SMART, FakeSys, here


def wait_for(cond, timeout=20.0):
    """Poll until cond() is true, or fail after timeout (no fixed sleeps)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        v = cond()
        if v:
            return v
        time.sleep(0.01)
    raise AssertionError("timed out")


class Clock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


# -- the sampler ------------------------------------------------------------------------------

def test_hwmon_is_read_at_every_sample(tmp_path):
    fs = FakeSys(tmp_path / "sys")
    disk = fs.nvme(hwmon={"temp1_input": 45000, "temp1_max": 70000, "temp1_crit": 80000})
    here(fs, tmp_path, disk)
    clock = Clock()
    s = sampler_for(str(tmp_path), str(fs.root), smart=lambda d, n: SmartRead(None, "x"), clock=clock,
                    background=False)
    assert (s.source, s.warning_c, s.critical_c) == ("hwmon (nvme)", 70.0, 80.0)
    temp = next(fs.root.rglob("temp1_input"))
    for c in (45000, 52500, 71250):
        temp.write_text(f"{c}\n")
        clock.t += 1.0
        s.sample()
    assert [(r.t_s, r.celsius) for r in s.readings] == [(1.0, 45.0), (2.0, 52.5), (3.0, 71.25)]
    d = json.loads(json.dumps(s.to_dict()))
    assert d["readings"][-1] == [3.0, 71.25] and d["warning_c"] == 70.0


def test_smartctl_gives_the_throttle_counters_at_its_own_slower_rate(tmp_path):
    fs = FakeSys(tmp_path / "sys")
    here(fs, tmp_path, fs.nvme(hwmon={"temp1_input": 60000}))
    doc = json.loads((SMART / "nvme-hot-worn.json").read_text())
    calls = []

    def smart(dev, nvme):
        calls.append(dev)
        doc["nvme_smart_health_information_log"]["warning_temp_time"] = 340 + len(calls)  # rises each read
        return SmartRead(parse_smartctl(doc))
    clock = Clock()
    s = sampler_for(str(tmp_path), str(fs.root), smart=smart, slow_every_s=10.0, clock=clock, background=False)
    for _ in range(25):
        clock.t += 1.0
        s.sample()
    assert len(calls) == 3  # at 1 s, 11 s and 21 s
    assert [t for t, _ in s.throttle] == [1.0, 11.0, 21.0]
    assert s.throttle[-1][1] > s.throttle[0][1]
    assert s.warning_c == 70 and s.critical_c == 80  # hwmon gave none: smartctl's thresholds
    assert all(r.source == "hwmon (nvme)" for r in s.readings) and len(s.readings) == 25


def test_a_slow_source_never_holds_up_the_interval_it_is_asked_in():
    release = threading.Event()

    def slow():
        release.wait(30)
        return SlowReading(66.0, 5, 70.0, 80.0)
    s = TemperatureSampler(None, slow, source="smartctl", background=True)
    t0 = time.monotonic()
    assert s.sample() is None  # asked for, not waited on
    assert time.monotonic() - t0 < 5
    release.set()
    r = wait_for(s.sample)
    assert r.celsius == 66.0 and r.source == "smartctl"
    assert s.sample() is None  # each slow reading is used once
    s.close()
    assert s.throttle and s.warning_c == 70.0


def test_a_failing_sensor_never_ends_a_run():
    def broken():
        raise OSError("gone")
    s = TemperatureSampler(broken, broken, background=False)
    assert s.sample() is None and s.readings == []


def test_no_sampler_without_a_sensor_or_smartctl(tmp_path):
    fs = FakeSys(tmp_path / "sys")
    disk = fs.d("devices/virtual/block/vda")
    fs.block(disk, "vda", "254:0")
    fs.queue(disk)
    here(fs, tmp_path, disk)
    assert sampler_for(str(tmp_path), str(fs.root)) is None


def test_sata_drivetemp_without_smartctl(tmp_path, monkeypatch):
    fs = FakeSys(tmp_path / "sys")
    here(fs, tmp_path, fs.sata(hwmon={"temp1_input": 38000, "temp1_crit": 70000}))
    import app.core.insight.thermal as thermal
    monkeypatch.setattr(thermal.shutil, "which", lambda name: None)
    s = sampler_for(str(tmp_path), str(fs.root), background=False)
    assert s.source == "hwmon (drivetemp)" and s.slow is None and s.sample().celsius == 38.0


# -- the verdict -----------------------------------------------------------------------------------

def series(n, f):
    return [(float(t), f(t)) for t in range(1, n + 1)]


def test_a_drop_as_the_drive_reaches_its_warning_temperature_is_throttling():
    tp = series(80, lambda t: 3.2e9 if t <= 38 else 1.1e9)
    temps = series(80, lambda t: min(71.0, 45 + 26 * t / 38))
    v = thermal_verdict(tp, temps, warning_c=70, critical_c=80)
    assert v.throttled and v.at_s == pytest.approx(38, abs=1)
    assert v.message.startswith("throttled at 71 C after 38 s: throughput fell 66 %")
    assert "warning temperature (70 C)" in v.message


def test_a_rising_throttle_counter_is_throttling_whatever_the_temperature():
    tp = series(80, lambda t: 3.2e9 if t <= 38 else 1.1e9)
    v = thermal_verdict(tp, series(80, lambda t: 50.0), throttle=[(t, 0 if t < 35 else 1) for t in range(0, 80, 10)])
    assert v.throttled and "thermal-throttle counter rose by 1" in v.message


def test_a_drop_while_warming_below_the_limit_is_likely_thermal():
    tp = series(80, lambda t: 3.2e9 if t <= 38 else 1.9e9)
    v = thermal_verdict(tp, series(80, lambda t: min(62.0, 45 + t * 0.5)), warning_c=70)
    assert v.kind == "likely thermal" and "warmed from" in v.message and not v.throttled


def test_a_drop_with_no_heat_is_not_thermal():
    tp = series(80, lambda t: 3.2e9 if t <= 38 else 1.1e9)
    v = thermal_verdict(tp, series(80, lambda t: 45.0), warning_c=70)
    assert v.kind == "not thermal" and "write cache" in v.message


def test_heat_with_no_drop_is_said_as_such():
    v = thermal_verdict(series(80, lambda t: 2e9), series(80, lambda t: 40 + t * 0.3), warning_c=70)
    assert v.kind == "no drop" and v.message == "no throughput drop; the drive went from 40.3 to 64 C (warning 70 C)"


def test_no_temperature_no_claim():
    v = thermal_verdict(series(80, lambda t: 3.2e9 if t <= 38 else 1.1e9), [])
    assert v.kind == "no temperature" and "no temperature readings" in v.message


def test_throttling_that_oscillates_is_found_at_its_first_dip():
    """A drive that slows at 70 C, cools, speeds up and heats again (a saw-tooth)."""
    def temp(t):
        return 50 + 20 * t / 30 if t <= 30 else 70 - ((t - 30) % 20) * 0.5 if (t - 30) % 20 < 10 else \
            65 + ((t - 30) % 20 - 10) * 0.5

    def speed(t):
        return 3e9 if t <= 30 else (1.2e9 if (t - 30) % 20 < 10 else 3e9)
    v = thermal_verdict(series(90, speed), series(90, temp), warning_c=70)
    assert v.throttled and v.at_s == pytest.approx(30, abs=1.5) and len(v.events) >= 2


def test_a_verdict_as_json():
    v = thermal_verdict(series(80, lambda t: 3.2e9 if t <= 38 else 1.1e9), series(80, lambda t: min(71.0, 45 + t)),
                        warning_c=70)
    d = json.loads(json.dumps(v.to_dict()))
    assert d["throttled"] and d["events"][0]["kind"] == "throttled" and d["max_celsius"] == 71.0
