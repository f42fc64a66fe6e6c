"""`fioscope` from a fresh interpreter: real runs, and bad input refused before any write."""
import json
import os
import subprocess

import pytest

from tests.conftest import have_root_tools, run_cli


def listing(d):
    return sorted(os.listdir(d))


def test_quick_run_on_a_directory_prints_the_table_and_writes_json(tmp_path):
    target = tmp_path / "target"
    target.mkdir()
    out = tmp_path / "res.json"
    p = run_cli("run", "--pause", "0", "--target", str(target), "--size", "16MiB", "--runtime", "1",
                "--interval", "0.5", "--json", str(out))
    assert p.returncode == 0, p.stderr
    for label in ("SEQ1M Q8T1", "SEQ1M Q1T1", "RND4K Q32T1", "RND4K Q1T1"):
        assert label in p.stdout
    assert "fio-3.41" in p.stdout and "MB/s = 10^6" in p.stdout
    assert "[1/8] SEQ1M-Q8T1-read" in p.stderr and "ETA" in p.stderr
    data = json.loads(out.read_text())
    assert data["schema"] == "fioscope.suite/1" and data["fio_version"] == "fio-3.41"
    assert [t["name"] for t in data["tests"]][:2] == ["SEQ1M-Q8T1-read", "SEQ1M-Q8T1-write"]
    for t in data["tests"]:
        side = t["result"]["total"]["read" if t["name"].endswith("read") else "write"]
        assert side["iops"] > 0 and side["MB_per_s"] == pytest.approx(side["bytes_per_s"] / 1e6)
        assert side["clat_us"]["p99_us"] > 0
        assert t["samples"] and t["argv"][0].endswith("fio")
    assert listing(target) == []  # the test file is gone


def test_dry_run_prints_commands_and_jobfiles_without_running(tmp_path):
    p = run_cli("run", "--target", str(tmp_path), "--dry-run", "--size", "8MiB")
    assert p.returncode == 0, p.stderr
    assert p.stdout.count("--output-format=json+") == 8
    assert "[RND4K-Q32T1-read]" in p.stdout and "iodepth=32" in p.stdout
    assert listing(tmp_path) == []


@pytest.mark.parametrize("args,message", [
    (["--preset", "warp"], "unknown preset 'warp'"),
    (["--size", "lots"], "cannot read size 'lots'"),
    (["--size", "900TiB"], "larger than the free space"),
    (["--runtime", "soon"], "cannot read duration"),
    (["--interval", "9"], "between 0.5 and 5"),
    (["--engine", "warpdrive"], "unknown engine"),
])
def test_bad_input_is_one_line_exit_2_and_writes_nothing(tmp_path, args, message):
    out = tmp_path / "res.json"
    p = run_cli("run", "--pause", "0", "--target", str(tmp_path), "--json", str(out), *args)
    assert p.returncode == 2
    assert message in p.stderr
    assert len(p.stderr.strip().splitlines()) == 1 and "Traceback" not in p.stderr
    assert listing(tmp_path) == []


@pytest.mark.parametrize("target,message", [
    ("/nonexistent/dir", "does not exist"),
    ("/etc/hostname", "neither a directory nor a block device"),
])
def test_bad_targets(target, message):
    p = run_cli("run", "--pause", "0", "--target", target)
    assert p.returncode == 2 and message in p.stderr and len(p.stderr.strip().splitlines()) == 1


def test_missing_target_argument_and_unknown_command():
    for args in (["run"], ["teleport"]):
        p = run_cli(*args)
        assert p.returncode == 2 and len(p.stderr.strip().splitlines()) == 1
        assert "Traceback" not in p.stderr


def test_unwritable_json_destination(tmp_path):
    p = run_cli("run", "--pause", "0", "--target", str(tmp_path), "--json", "/nonexistent/dir/res.json")
    assert p.returncode == 2 and "not a writable directory" in p.stderr
    assert listing(tmp_path) == []


@pytest.mark.skipif(not have_root_tools("mount", "umount"), reason="needs root to mount a read-only tmpfs")
def test_read_only_target_is_refused(tmp_path):
    ro = tmp_path / "ro"
    ro.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "ro,size=16m", "tmpfs", str(ro)], check=True)
    try:
        p = run_cli("run", "--pause", "0", "--target", str(ro), "--size", "1MiB")
        assert p.returncode == 2 and "not writable" in p.stderr
    finally:
        subprocess.run(["umount", str(ro)], check=True)


def test_files_that_only_look_like_test_files_are_never_removed(tmp_path):
    # Leftovers are found from what Fioscope noted when it created them, never by name,
    # and a --dry-run removes nothing at all.
    lookalike = tmp_path / "fioscope-test-999999999.tmp"
    lookalike.write_bytes(b"x" * 100)
    p = run_cli("run", "--target", str(tmp_path), "--dry-run", "--size", "1MiB")
    assert p.returncode == 0
    assert lookalike.read_bytes() == b"x" * 100


def test_unusable_fio_is_one_line_exit_1(tmp_path):
    # Not the user's input but the installation: exit 1 with advice, no traceback.
    p = run_cli("run", "--pause", "0", "--target", str(tmp_path), "--size", "8MiB", "--runtime", "1",
                "--engine", "psync", env={"FIOSCOPE_FIO": "/bin/false"})
    assert p.returncode == 1
    assert "does not look like fio" in p.stderr and "Traceback" not in p.stderr
