"""`fioscope check` and `fioscope cliff` end to end: the real entry point in a fresh
interpreter, on this machine's /tmp (a virtio disk: no NVMe, no SMART, no sensors), a test
file and a loop device."""
from __future__ import annotations

import json

from tests.conftest import run_cli

MIB = 1 << 20


# -- fioscope check ----------------------------------------------------------------------------------

def test_fioscope_check_of_this_machines_tmp(tmp_path):
    """/tmp here is ext4 on the whole virtio disk vda: no NVMe, no SMART, no cpufreq, no
    battery. Only sysfs and procfs are read (smartctl is never run on a virtio disk)."""
    r = run_cli("check", "--target", "/tmp", timeout=60)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0].startswith("/tmp is on ")
    for label in ("PCIe link", "Write cache", "TRIM/discard", "I/O scheduler", "Block size", "Power",
                  "CPU governor", "Disk idle before the run"):
        assert any(label in ln for ln in lines), label
    j = run_cli("check", "--target", "/tmp", "--json", timeout=60)
    doc = json.loads(j.stdout)
    assert doc["platform"] == "linux" and doc["device"] and len(doc["items"]) >= 8


def test_fioscope_check_of_a_missing_target_is_one_line():
    r = run_cli("check", "--target", "/nonexistent/dir", timeout=60)
    assert r.returncode == 2 and r.stderr.strip() == "fioscope: target /nonexistent/dir does not exist"


# -- fioscope cliff ------------------------------------------------------------------------------

def test_fioscope_cliff_on_a_test_file(tmp_path):
    out = tmp_path / "cliff.json"
    r = run_cli("cliff", "--target", str(tmp_path), "--size", "96MiB", "--bs", "1M", "--iodepth", "8",
                "--interval", "0.5", "--pause", "0", "--json", str(out), timeout=300)
    assert r.returncode == 0, r.stderr
    assert "write cliff on" in r.stderr and "stored as run" in r.stderr
    assert r.stdout.splitlines()[0].startswith("pass 1: ")
    doc = json.loads(out.read_text())
    assert doc["suite"] == "cliff" and doc["status"] == "done"
    assert doc["cliff"]["settings"]["size"] == 96 * MIB and doc["cliff"]["settings"]["iodepth"] == 8
    test = doc["tests"][0]
    assert test["phase"] == "pass 1" and test["result"]["total"]["write"]["io_bytes"] == 96 * MIB
    assert list(tmp_path.iterdir()) == [out]  # the test file is gone


def test_fioscope_cliff_refuses_what_it_cannot_do(tmp_path):
    for args, text in ((["--interval", "2"], "between 0.5 and 1 s"), (["--pause", "x"], "cannot read duration"),
                       (["--iodepth", "0"], "--iodepth: '0' is out of range"), (["--engine", "bogus"], "unknown engine")):
        r = run_cli("cliff", "--target", str(tmp_path), "--size", "64MiB", *args, timeout=60)
        assert r.returncode == 2 and text in r.stderr, (args, r.stderr)
    r = run_cli("cliff", "--target", str(tmp_path), timeout=60)
    assert r.returncode == 2 and "--size" in r.stderr
    r = run_cli("cliff", "--target", str(tmp_path / "nope"), "--size", "1GiB", timeout=60)
    assert r.returncode == 2 and "does not exist" in r.stderr


def test_fioscope_cliff_writes_a_device_only_with_the_data_loss_token(loop_device, tmp_path):
    dev = loop_device(48 << 20)
    r = run_cli("cliff", "--target", dev, "--size", "32MiB", "--pause", "0", "--no-store", timeout=120)
    assert r.returncode == 2 and "--destroy-data" in r.stderr
    before = open(dev, "rb").read(1 << 20)
    out = tmp_path / "c.json"
    r = run_cli("cliff", "--target", dev, "--size", "32MiB", "--pause", "0", "--interval", "0.5", "--no-store",
                "--destroy-data", dev, "--json", str(out), timeout=300)
    assert r.returncode == 0, r.stderr
    doc = json.loads(out.read_text())
    assert doc["cliff"]["settings"]["kind"] == "device" and doc["tests"][0]["result"]["total"]["write"]["io_bytes"] == 32 << 20
    assert open(dev, "rb").read(1 << 20) != before  # it was written
