"""`fioscope steady`'s load and write-saturation options: threads and queue depth with the
profiles as presets (seed 003's 4 jobs x QD16 is none of them), the limits of write saturation."""
import json

from tests.conftest import run_cli


def test_threads_and_queue_depth_override_the_profile(tmp_path):
    p = run_cli("steady", "--target", str(tmp_path), "--threads", "4", "--iodepth", "16", "--estimate")
    assert p.returncode == 0, p.stderr
    assert "QD16 x 4 processes (fio numjobs)" in p.stderr
    p = run_cli("steady", "--target", str(tmp_path), "--profile", "client", "--estimate")
    assert "QD16 x 2 processes (fio numjobs)" in p.stderr
    p = run_cli("steady", "--target", str(tmp_path), "--profile", "client", "--threads", "4", "--estimate")
    assert "QD16 x 4 processes (fio numjobs)" in p.stderr
    bad = run_cli("steady", "--target", str(tmp_path), "--iodepth", "0", "--estimate")
    assert bad.returncode == 2 and "--iodepth: '0' is out of range" in bad.stderr


def test_seed_003_load_reaches_fio(tmp_path):
    target = tmp_path / "t"
    target.mkdir()
    out = tmp_path / "s.json"
    p = run_cli("steady", "--target", str(target), "--tests", "iops", "--mixes", "0", "--block-sizes", "4k",
                "--cell", "1", "--span", "16MiB", "--max-rounds", "5", "--no-precondition", "--threads", "4",
                "--iodepth", "16", "--json", str(out))
    assert p.returncode == 0, p.stderr
    doc = json.loads(out.read_text())
    cells = [t for t in doc["tests"] if t["phase"].startswith("iops round")]
    assert len(cells) == 5
    for t in cells:
        assert (t["spec"]["numjobs"], t["spec"]["iodepth"]) == (4, 16)
        assert "--numjobs=4" in t["argv"] and "--iodepth=16" in t["argv"]
        assert len(t["result"]["threads"]) == 4
    assert doc["settings"]["steady"]["numjobs"] == 4 and doc["settings"]["steady"]["iodepth"] == 16


def test_write_saturation_limits_are_checked_and_estimated(tmp_path):
    p = run_cli("steady", "--target", str(tmp_path), "--tests", "write_saturation", "--span", "1GiB",
                "--wsat-capacity", "2", "--wsat-time", "1m", "--estimate")
    assert p.returncode == 0, p.stderr
    # 2 GiB at 200 MB/s at best (10.7 s); at 20 MB/s 107 s, but the time limit is 1 minute.
    assert "estimated 0:00:11 to 0:01:00" in p.stderr
    bad = run_cli("steady", "--target", str(tmp_path), "--tests", "write_saturation", "--wsat-capacity", "0",
                  "--estimate")
    assert bad.returncode == 2 and "--wsat-capacity: '0' is out of range" in bad.stderr
