"""The checklist before a run: Linux readers on fake sysfs trees laid out as the kernel lays
out /sys, smartctl's JSON as smartmontools writes it, Windows' cmdlets as ConvertTo-Json
prints them (tests/data/insight), and one real `fioscope check` of this machine's /tmp.

Nothing here has seen a real NVMe drive, SMART data of a real SSD or a Windows machine
(this machine has none): see tests/data/insight/README.md."""
from __future__ import annotations

import json
from collections import namedtuple
from pathlib import Path
from types import SimpleNamespace

import pytest

from app.core.insight import machine
from app.core.insight.checklist import (alignment_check, busy_item, format_checklist, governor_item, linux_checklist,
                                        power_item)
from app.core.insight.model import NA, NOTE, OK, UNKNOWN, WARN, CheckItem
from app.core.insight.smart import INSTALL_HINT, SmartRead, parse_smartctl, read_smart, smartctl_argv
from app.core.insight.sysfs import block_path_for, find_hwmon, gts, pcie_link, resolve
from tests.conftest import DATA
from tests.fake_sysfs import SMART, FakeSys, here

WIN = DATA / "insight" / "windows"
Battery = namedtuple("Battery", "percent secsleft power_plugged")  # psutil's sbattery


def no_smart(dev, nvme):
    raise AssertionError("smartctl must not be run here")


def checklist(fs: FakeSys, tmp_path: Path, smart=no_smart, battery=None, stat_after: str | None = None, **kw):
    """The Linux checklist of tmp_path on the fake tree, without waiting out a real second."""
    now = [100.0]

    def sleep(seconds):
        now[0] += seconds
        if stat_after is not None:
            for f in fs.root.rglob("stat"):
                if f.parent.name in ("nvme0n1", "sda"):
                    f.write_text(stat_after)
    return linux_checklist(str(tmp_path), sys_root=str(fs.root), smart=smart,
                           sensors_battery=battery or (lambda: None), sleep=sleep, clock=lambda: now[0],
                           processes=False, **kw)


@pytest.fixture
def fs(tmp_path):
    return FakeSys(tmp_path / "sys")


# -- the disk behind the target --------------------------------------------------------------

def test_a_directory_resolves_through_dm_and_its_partition_to_the_nvme_disk(fs, tmp_path):
    disk = fs.nvme()
    part = fs.partition(disk, "nvme0n1p3", "259:3", start=2099200)
    dm = fs.dm("dm-0", "253:0", [part])
    here(fs, tmp_path, dm)
    bp = block_path_for(str(tmp_path), str(fs.root))
    assert (bp.top, bp.partition, bp.disk, bp.chain) == ("dm-0", "nvme0n1p3", "nvme0n1", ("dm-0", "nvme0n1p3", "nvme0n1"))
    assert bp.stacked
    cl = checklist(fs, tmp_path, smart=lambda dev, nvme: SmartRead(None, "smartctl is not installed", INSTALL_HINT))
    assert cl.device == "nvme0n1" and "through dm-0 -> nvme0n1p3 -> nvme0n1" in cl.description
    assert cl.item("alignment").status == OK  # 2099200 sectors = 1025 MiB
    assert cl.item("readahead").value == "4096 KiB"  # the device the filesystem is on (dm-0)


def test_a_block_device_node_is_resolved_by_its_own_number(fs, tmp_path):
    disk = fs.sata()
    bp = resolve(disk)
    assert bp.disk == "sda" and bp.partition is None and not bp.stacked


def test_a_directory_on_no_block_device_says_so(fs, tmp_path):
    cl = checklist(fs, tmp_path)  # no dev/block link for tmp_path's device in the fake tree
    assert cl.device is None and cl.item("device").status == NA
    assert "not on a local block device" in cl.description


# -- PCIe link ---------------------------------------------------------------------------------

def test_an_nvme_drive_trained_below_its_link_says_by_how_much(fs, tmp_path):
    here(fs, tmp_path, fs.partition(fs.nvme(), "nvme0n1p1", "259:1", start=2048))
    item = checklist(fs, tmp_path, smart=lambda d, n: SmartRead(None, "x")).item("pcie_link")
    assert item.status == WARN
    assert item.value == "trained at 8 GT/s (Gen3) x2, the drive supports 16 GT/s (Gen4) x4"
    assert item.expected == "16 GT/s (Gen4) x4" and "reseat" in item.advice
    assert item.data["pci"] == "0000:03:00.0" and item.data["current_width"] == 2


def test_a_slot_that_cannot_do_more_is_named_as_the_limit(fs, tmp_path):
    here(fs, tmp_path, fs.nvme(cur=("8.0 GT/s PCIe", 4), port_top=("8.0 GT/s PCIe", 4)))
    item = checklist(fs, tmp_path, smart=lambda d, n: SmartRead(None, "x")).item("pcie_link")
    assert item.status == WARN and "the slot's port supports only 8 GT/s (Gen3) x4" in item.advice


def test_a_full_link_is_ok_and_old_kernels_spelling_is_read(fs, tmp_path):
    here(fs, tmp_path, fs.nvme(cur=("16 GT/s", 4), top=("16 GT/s", 4)))  # before 5.x: no "PCIe" suffix
    item = checklist(fs, tmp_path, smart=lambda d, n: SmartRead(None, "x")).item("pcie_link")
    assert (item.status, item.value) == (OK, "16 GT/s (Gen4) x4, the drive's maximum")


def test_a_multipath_namespace_finds_its_controller_through_the_subsystem(fs, tmp_path):
    disk = fs.nvme(multipath=True)
    link = pcie_link(resolve(disk), str(fs.root))
    assert link.controller == "nvme0" and link.degraded and not link.slot_limited


def test_an_unknown_link_speed_is_unknown_not_ok(fs, tmp_path):
    here(fs, tmp_path, fs.nvme(cur=("Unknown", 4)))
    item = checklist(fs, tmp_path, smart=lambda d, n: SmartRead(None, "x")).item("pcie_link")
    assert item.status == UNKNOWN


def test_gts_reads_what_sysfs_prints():
    assert [gts(t) for t in ("2.5 GT/s PCIe", "8.0 GT/s PCIe", "16 GT/s", "Unknown", "", None)] == \
        [2.5, 8.0, 16.0, None, None, None]


def test_a_sata_disk_has_no_pcie_link_item_to_fail(fs, tmp_path):
    here(fs, tmp_path, fs.sata(rotational=1, scheduler="none [mq-deadline] bfq"))
    cl = checklist(fs, tmp_path, smart=lambda d, n: SmartRead(None, "x"))
    assert cl.item("pcie_link").status == NA and "not an NVMe drive (sata)" in cl.item("pcie_link").value
    assert cl.item("scheduler").status == OK  # mq-deadline on a spinning disk


# -- queue settings ----------------------------------------------------------------------------

def test_queue_settings_that_are_off_get_advice(fs, tmp_path):
    here(fs, tmp_path, fs.nvme(cur=("16.0 GT/s PCIe", 4), write_cache="write through", discard=0,
                               scheduler="mq-deadline kyber [bfq] none", read_ahead=0, physical=4096))
    cl = checklist(fs, tmp_path, smart=lambda d, n: SmartRead(None, "x"))
    wc, disc, sched, ra, bs = (cl.item(k) for k in ("write_cache", "discard", "scheduler", "readahead", "block_size"))
    assert wc.status == NOTE and "power-loss-protected" in wc.advice
    assert disc.status == WARN and "TRIM does not reach the drive" in disc.advice
    assert sched.status == WARN and sched.value.startswith("bfq") and "echo none > /sys/block/nvme0n1" in sched.advice
    assert ra.status == NOTE and "no readahead" in ra.advice
    assert bs.value == "logical 512 B, physical 4096 B"


def test_good_queue_settings_are_ok(fs, tmp_path):
    here(fs, tmp_path, fs.nvme(cur=("16.0 GT/s PCIe", 4)))
    cl = checklist(fs, tmp_path, smart=lambda d, n: SmartRead(None, "x"))
    assert [cl.item(k).status for k in ("write_cache", "discard", "scheduler", "readahead")] == [OK] * 4


# -- alignment -----------------------------------------------------------------------------------

@pytest.mark.parametrize("start, status", [(2048, OK), (63, WARN), (8, NOTE), (2056, NOTE)])
def test_partition_alignment_against_the_physical_block_and_1_mib(fs, tmp_path, start, status):
    disk = fs.sata(physical=4096)
    here(fs, tmp_path, fs.partition(disk, "sda1", "8:1", start=start))
    item = checklist(fs, tmp_path, smart=lambda d, n: SmartRead(None, "x")).item("alignment")
    assert item.status == status and item.data["start_sector_512"] == start
    if status == WARN:
        assert "read-modify-write" in item.advice and "sector 2048" in item.advice


def test_a_filesystem_on_the_whole_disk_has_no_partition_to_align(fs, tmp_path):
    here(fs, tmp_path, fs.sata())
    assert checklist(fs, tmp_path, smart=lambda d, n: SmartRead(None, "x")).item("alignment").status == NA


def test_alignment_offset_reported_by_the_kernel_counts_as_misaligned():
    assert alignment_check("sdb1", 1 << 20, 4096, 3584).status == WARN


# -- temperature sensors -----------------------------------------------------------------------

@pytest.mark.parametrize("under", ["ctrl", "pci"])
def test_nvme_hwmon_is_found_under_the_controller_or_its_pci_device(fs, tmp_path, under):
    disk = fs.nvme(hwmon={"temp1_input": 41850, "temp1_max": 81850, "temp1_crit": 84850, "temp1_label": "Composite"},
                   hwmon_under=under)
    hw = find_hwmon(resolve(disk), str(fs.root))
    assert (hw.name, hw.read_c(), hw.max_c, hw.crit_c) == ("nvme", 41.85, 81.85, 84.85)


def test_unset_nvme_thresholds_are_no_limits(fs):
    disk = fs.nvme(hwmon={"temp1_input": 35000, "temp1_max": 65261850, "temp1_min": -273150, "temp1_crit": 84850})
    hw = find_hwmon(resolve(disk), str(fs.root))
    assert hw.max_c is None and hw.crit_c == 84.85


def test_sata_drivetemp_is_read_and_a_hot_drive_warned_of(fs, tmp_path):
    here(fs, tmp_path, fs.sata(hwmon={"temp1_input": 67000, "temp1_max": 70000, "temp1_crit": 75000}))
    item = checklist(fs, tmp_path, smart=lambda d, n: SmartRead(None, "x")).item("temperature")
    assert item.status == WARN and item.value == "67 C (warning 70 C, critical 75 C)"
    assert item.data["source"] == "hwmon (drivetemp)"


# -- health from smartctl --------------------------------------------------------------------------

def smart_doc(name: str) -> dict:
    return json.loads((SMART / f"{name}.json").read_text())


def test_smartctl_fields_as_smartmontools_writes_them():
    h = parse_smartctl(smart_doc("nvme-hot-worn"))
    assert (h.protocol, h.passed, h.temperature_c, h.warning_c, h.critical_c) == ("NVMe", False, 73, 70, 80)
    assert (h.percent_used, h.available_spare, h.spare_threshold, h.media_errors) == (92, 8, 10, 3)
    assert h.critical_warnings() == ["available spare below threshold", "temperature above or below threshold"]
    t = h.throttle
    assert (t.warning_temp_minutes, t.critical_temp_minutes, t.thermal_transitions, t.thermal_seconds) == \
        (340, 2, 17, 1860)
    a = parse_smartctl(smart_doc("ata-reallocated"))
    # our words, and the attribute's name as smartctl prints it (what a search finds)
    assert a.ata_errors == {"reallocated sectors (Reallocated_Sector_Ct)": 12,
                            "pending sectors (Current_Pending_Sector)": 2}
    assert a.percent_used == 7  # 100 - Wear_Leveling_Count's normalized 93, smartctl 7.5's rule
    assert (a.temperature_c, a.warning_c) == (38, 70)


def test_a_worn_hot_nvme_drive_gets_every_warning(fs, tmp_path):
    here(fs, tmp_path, fs.nvme(cur=("16.0 GT/s PCIe", 4)))
    seen = []

    def smart(dev, nvme):
        seen.append((dev, nvme))
        return SmartRead(parse_smartctl(smart_doc("nvme-hot-worn")))
    cl = checklist(fs, tmp_path, smart=smart)
    assert seen == [("/dev/nvme0n1", True)]
    status = {i.key: i.status for i in cl.items}
    for key in ("health", "wear", "spare", "media_errors", "critical_warning", "temperature"):
        assert status[key] == WARN, key
    assert status["thermal_history"] == NOTE
    assert "340 min above warning temperature" in cl.item("thermal_history").value
    assert cl.item("temperature").value == "73 C (warning 70 C, critical 80 C)"  # from smartctl: no hwmon


def test_a_healthy_drive_is_all_ok(fs, tmp_path):
    here(fs, tmp_path, fs.nvme(cur=("16.0 GT/s PCIe", 4), hwmon={"temp1_input": 40850, "temp1_max": 81850}))
    cl = checklist(fs, tmp_path, smart=lambda d, n: SmartRead(parse_smartctl(smart_doc("nvme-healthy"))))
    for key in ("health", "wear", "spare", "media_errors", "critical_warning", "thermal_history", "temperature"):
        assert cl.item(key).status == OK, key
    assert cl.item("temperature").value == "40.85 C (warning 81.85 C, critical 85 C)"  # hwmon first, smartctl's crit
    assert cl.warnings == []


def test_an_ata_disk_with_reallocated_sectors(fs, tmp_path):
    here(fs, tmp_path, fs.sata())
    cl = checklist(fs, tmp_path, smart=lambda d, n: SmartRead(parse_smartctl(smart_doc("ata-reallocated"))))
    item = cl.item("media_errors")
    assert item.status == WARN and item.value == ("12 reallocated sectors (Reallocated_Sector_Ct), "
                                                    "2 pending sectors (Current_Pending_Sector)")


class _Proc(SimpleNamespace):
    pass


def fake_run(stdout: str, rc: int = 0, seen: list | None = None):
    def run(argv, **kw):
        if seen is not None:
            seen.append(argv)
        return _Proc(returncode=rc, stdout=stdout.encode(), stderr=b"")
    return run


def test_read_smart_runs_smartctl_read_only_and_asks_ata_disks_not_to_spin_up():
    seen: list = []
    r = read_smart("/dev/nvme0n1", True, run=fake_run((SMART / "nvme-healthy.json").read_text(), 0, seen),
                   which=lambda name: "/usr/sbin/smartctl")
    assert r.health.passed and seen == [["/usr/sbin/smartctl", "--json=c", "-a", "/dev/nvme0n1"]]
    assert smartctl_argv("smartctl", "/dev/sda", False) == ["smartctl", "--json=c", "-a", "-n", "standby", "/dev/sda"]
    # exit bits 2 and 3 (a command failed, FAILING) still carry a report
    r = read_smart("/dev/nvme0n1", True, run=fake_run((SMART / "nvme-hot-worn.json").read_text(), 12),
                   which=lambda name: "smartctl")
    assert r.health is not None and r.health.passed is False


@pytest.mark.parametrize("fixture, advice", [("open-failed", "run as root"), ("standby", "asleep")])
def test_smartctl_failures_say_why(fixture, advice):
    r = read_smart("/dev/x", False, run=fake_run((SMART / f"{fixture}.json").read_text(), 2),
                   which=lambda name: "smartctl")
    assert r.health is None and advice in r.advice
    assert r.problem == smart_doc(fixture)["smartctl"]["messages"][0]["string"]


def test_without_smartctl_the_checklist_says_how_to_get_it(fs, tmp_path):
    here(fs, tmp_path, fs.nvme())
    r = read_smart("/dev/nvme0n1", True, which=lambda name: None)
    assert r.health is None and "apt install smartmontools" in r.advice
    cl = checklist(fs, tmp_path, smart=lambda d, n: r)
    item = cl.item("health")
    assert item.status == UNKNOWN and item.value == "smartctl is not installed"
    assert "apt install smartmontools" in format_checklist(cl)


def test_smartctl_printing_no_json_is_unknown_not_a_crash():
    r = read_smart("/dev/sda", False, run=fake_run("smartctl 6.6: unknown option --json\n", 1),
                   which=lambda name: "smartctl")
    assert r.health is None and "7.0 or later" in r.advice


def test_no_smart_is_read_from_virtual_disks(fs, tmp_path):
    disk = fs.d("devices/virtual/block/loop3")
    fs.block(disk, "loop3", "7:3")
    fs.queue(disk)
    here(fs, tmp_path, disk)
    cl = checklist(fs, tmp_path)  # no_smart raises if called
    assert cl.item("health").status == NA and "loop" in cl.item("health").value


# -- the machine ---------------------------------------------------------------------------------

def test_power_from_psutils_battery():
    assert power_item(machine.read_power(lambda: None)).status == OK  # no battery
    on_battery = power_item(machine.read_power(lambda: Battery(55.0, 3600, False)))
    assert on_battery.status == WARN and on_battery.value == "on battery (55 %)" and "plug in" in on_battery.advice
    assert power_item(machine.read_power(lambda: Battery(80.0, -2, True))).status == OK

    def broken():
        raise RuntimeError("odd ACPI")
    assert power_item(machine.read_power(broken)).status == UNKNOWN


def test_cpu_governors(fs):
    fs.cpus(["powersave", "powersave", None])
    item = governor_item(machine.read_governors(str(fs.root)))
    assert item.status == WARN and item.value == "powersave on 2 CPUs (intel_pstate)"
    assert "cpupower frequency-set -g performance" in item.advice


def test_performance_governor_is_ok_and_no_cpufreq_does_not_apply(tmp_path):
    a = FakeSys(tmp_path / "a")
    a.cpus(["performance"] * 4, driver="acpi-cpufreq")
    assert governor_item(machine.read_governors(str(a.root))).status == OK
    b = FakeSys(tmp_path / "b")
    b.cpus([None, None])
    assert governor_item(machine.read_governors(str(b.root))).status == NA
    c = FakeSys(tmp_path / "c")
    c.cpus(["schedutil"])
    assert governor_item(machine.read_governors(str(c.root))).status == NOTE


def test_a_disk_busy_before_the_run_is_warned_of(fs, tmp_path):
    here(fs, tmp_path, fs.nvme(cur=("16.0 GT/s PCIe", 4)))
    # one second later: 2000 more writes, 409600 sectors (200 MiB), 600 ms with I/O in flight
    cl = checklist(fs, tmp_path, smart=lambda d, n: SmartRead(None, "x"),
                   stat_after="0 0 0 0 2000 0 409600 0 0 600 0")
    item = cl.item("busy")
    assert item.status == WARN and "another process is using nvme0n1" in item.advice
    assert item.data["util"] == pytest.approx(0.6, abs=0.1)
    assert item.data["bytes_per_s"] == pytest.approx(409600 * 512, rel=0.1)


def test_an_idle_disk_is_ok(fs, tmp_path):
    here(fs, tmp_path, fs.nvme(cur=("16.0 GT/s PCIe", 4)))
    assert checklist(fs, tmp_path, smart=lambda d, n: SmartRead(None, "x")).item("busy").status == OK


def test_busy_names_the_processes_doing_io():
    b = machine.Busy(1.0, 50e6, 400, 0.5, (("dd", 4242, 48e6),))
    item = busy_item(b, "sda")
    assert "dd pid 4242 48.0 MB/s" in item.advice


# -- output ---------------------------------------------------------------------------------------

def test_the_text_shows_expected_and_advice_only_when_off(fs, tmp_path):
    here(fs, tmp_path, fs.nvme())
    text = format_checklist(checklist(fs, tmp_path, smart=lambda d, n: SmartRead(None, "not read", "do this")))
    lines = text.splitlines()
    link = next(i for i, ln in enumerate(lines) if "PCIe link" in ln)
    assert lines[link].split()[0] == "WARN"
    assert "expected: 16 GT/s (Gen4) x4" in lines[link + 1] and lines[link + 2].strip().startswith("-> ")
    wc = next(ln for ln in lines if "Write cache" in ln)
    assert wc.split()[0] == "ok" and "-> " not in lines[lines.index(wc) + 1]
    assert lines[-1].endswith("warning") or lines[-1].endswith("warnings")


def test_json_of_a_checklist_round_trips(fs, tmp_path):
    here(fs, tmp_path, fs.nvme())
    d = checklist(fs, tmp_path, smart=lambda d, n: SmartRead(None, "x")).to_dict()
    again = json.loads(json.dumps(d))
    assert again["device"] == "nvme0n1" and again["warnings"] >= 1
    assert {i["key"] for i in again["items"]} >= {"pcie_link", "write_cache", "discard", "scheduler", "busy"}


def test_an_item_refuses_an_unknown_status():
    with pytest.raises(ValueError):
        CheckItem("k", "K", "v", status="fine")


# -- Windows ----------------------------------------------------------------------------------------

def win(name: str) -> str:
    return (WIN / name).read_bytes().decode("utf-8")


def test_windows_reliability_counters_as_convertto_json_prints_them():
    from app.core.insight.windows import parse_reliability, reliability_items
    ok = parse_reliability(win("get-storagereliabilitycounter.json"), "0")
    assert (ok.temperature_c, ok.temperature_max_c, ok.wear_percent, ok.read_errors_uncorrected) == (43, 82, 3, 0)
    assert {i.key: i.status for i in reliability_items(ok)} == {"temperature": OK, "wear": OK, "media_errors": OK}
    bad = parse_reliability(win("get-storagereliabilitycounter-failing.json"), "1")
    assert bad.temperature_c is None and bad.wear_percent is None  # 0 C and null: not reported
    items = {i.key: i for i in reliability_items(bad)}
    assert items["media_errors"].status == WARN and items["media_errors"].value == "4 read"
    assert items["temperature"].status == UNKNOWN
    none = reliability_items(None, "Access denied")
    assert none[0].status == UNKNOWN and "administrator" in none[0].advice


def test_windows_physical_disk_cache_partition_trim_and_power_plan():
    from app.core.insight.windows import (alignment_item, cache_item, physical_items, power_plan_item,
                                          trim_item)
    items, d = physical_items(win("get-physicaldisk.json"), "0")
    health = items[0]
    assert health.status == OK and health.value == "Healthy, OK"
    assert (health.data["media"], health.data["bus"]) == ("SSD", "NVMe")  # numbers, as 5.1 writes enums
    items, _ = physical_items(win("get-physicaldisk-failing.json"), "1")
    assert items[0].status == WARN and "Predictive Failure" in items[0].value
    assert items[1].value == "logical 512 B, physical 4096 B"
    assert cache_item(win("get-storageadvancedproperty.json")).status == OK
    off = cache_item(win("get-storageadvancedproperty-off.json"))
    assert off.status == WARN and "Enable write caching" in off.advice
    assert alignment_item(win("get-partition.json"), 512).status == OK
    mis = alignment_item(win("get-partition-misaligned.json"), 4096)
    assert mis.status == WARN and mis.data["start_sector_512"] == 63
    assert trim_item(win("fsutil-deletenotify.txt")).status == OK
    assert trim_item(win("fsutil-deletenotify-off.txt")).status == WARN
    assert trim_item("").status == UNKNOWN
    balanced = power_plan_item(win("powercfg-balanced.txt"))
    assert (balanced.status, balanced.value) == (NOTE, "Balanced")
    assert power_plan_item(win("powercfg-saver.txt")).status == WARN


def test_windows_items_run_each_command_and_survive_one_failing():
    from app.core.insight.windows import windows_items
    seen = []

    def run(argv, **kw):
        cmd = " ".join(argv)
        seen.append(cmd)
        out, rc, err = "", 0, b""
        if "Get-StorageReliabilityCounter" in cmd:
            rc, err = 1, b"Get-StorageReliabilityCounter : Access denied"
        elif "Get-StorageAdvancedProperty" in cmd:
            out = win("get-storageadvancedproperty.json")
        elif "Get-PhysicalDisk" in cmd:
            out = win("get-physicaldisk.json")
        elif "Get-Partition" in cmd:
            out = win("get-partition.json")
        elif argv[0] == "fsutil":
            out = win("fsutil-deletenotify.txt")
        elif argv[0] == "powercfg":
            out = win("powercfg-balanced.txt")
        return _Proc(returncode=rc, stdout=out.encode("utf-8"), stderr=err)
    items = {i.key: i for i in windows_items("C:\\bench", "0", run=run)}
    assert items["windows_health"].status == OK and items["write_cache"].status == OK
    assert items["alignment"].status == OK and items["discard"].status == OK
    assert items["health"].status == UNKNOWN and "Access denied" in items["health"].value
    assert items["pcie_link"].status == NA
    assert any("Where-Object DeviceId -eq '0'" in c for c in seen)
    assert any("Get-Partition -DriveLetter C" in c for c in seen)


def test_windows_commands_refuse_anything_but_a_number_or_letter():
    from app.core.insight.windows import partition_command, reliability_command
    with pytest.raises(ValueError):
        reliability_command("0'; Remove-Item x; '")
    with pytest.raises(ValueError):
        partition_command("C; x")
