"""CrystalDiskMark's profiles through `fioscope run`: `--preset peak` under the default settings
plans RND4K Q32T1 (Q32T16 only with `--cdm-settings nvme`); `--order cdm` runs every read,
then every write; `--pause N` idles N s before each test but the first (fio's startdelay:
real fio on a small file, each test starting at least N s after the one before ended)."""
import json

from tests.conftest import run_cli
from tests.helpers import cli


def _jobs(out: str) -> list[tuple[str, str, str]]:
    """(name, iodepth, numjobs) of each job file a dry run prints."""
    jobs = []
    for block in ("\n" + out).split("\n# ")[1:]:
        opts = dict(line.split("=", 1) for line in block.splitlines() if "=" in line and not line.startswith("/"))
        name = next(line[1:-1] for line in block.splitlines() if line.startswith("["))
        jobs.append((name, opts.get("iodepth"), opts.get("numjobs")))
    return jobs


def test_preset_peak_under_default_settings_plans_rnd4k_q32t1(tmp_path):
    rc, out, err = cli("run", "--preset", "peak", "--target", str(tmp_path), "--size", "1MiB", "--runtime", "1",
                       "--dry-run")
    assert rc == 0, err
    assert _jobs(out) == [("SEQ1M-Q8T1-read", "8", "1"), ("SEQ1M-Q8T1-write", "8", "1"),
                          ("RND4K-Q32T1-read", "32", "1"), ("RND4K-Q32T1-write", "32", "1")]
    rc, out, err = cli("run", "--preset", "peak", "--cdm-settings", "nvme", "--target", str(tmp_path),
                       "--size", "1MiB", "--runtime", "1", "--dry-run")
    assert rc == 0, err
    assert [j for j in _jobs(out) if j[0].startswith("RND")] == [("RND4K-Q32T16-read", "32", "16"),
                                                                ("RND4K-Q32T16-write", "32", "16")]
    assert list(tmp_path.iterdir()) == []


def test_crystaldiskmarks_order_and_interval_on_a_real_run(tmp_path):
    target, out = tmp_path / "t", tmp_path / "run.json"
    target.mkdir()
    p = run_cli("run", "--preset", "real-world", "--order", "cdm", "--pause", "1", "--target", str(target),
                "--size", "4MiB", "--runtime", "0.5", "--no-store", "--no-check", "--json", str(out), timeout=180)
    assert p.returncode == 0, p.stderr
    assert "4 tests, about 0:00:02 of timed runs and 0:00:03 of pauses between them" in p.stderr, p.stderr
    tests = json.loads(out.read_text())["tests"]
    assert [t["name"] for t in tests] == ["SEQ1M-Q1T1-read", "RND4K-Q1T1-read", "SEQ1M-Q1T1-write",
                                          "RND4K-Q1T1-write"]
    assert ["--startdelay=1000ms" in t["argv"] for t in tests] == [False, True, True, True]
    for before, t in zip(tests, tests[1:]):  # a lower bound: fio's startdelay never ends early
        assert t["started_at"] - before["finished_at"] >= 0.95, (before["name"], t["name"])
        assert t["result"]["total"]["read"]["total_ios"] or t["result"]["total"]["write"]["total_ios"]
    assert list(target.iterdir()) == []


def test_bad_cdm_choices_are_one_line(tmp_path):
    for argv, words in ((["--cdm-settings", "ssd"], "argument --cdm-settings: invalid choice"),
                        (["--order", "random"], "argument --order: invalid choice"),
                        (["--pause", "601"], "argument --pause")):
        rc, out, err = cli("run", "--pause", "0", "--target", str(tmp_path), *argv)
        assert rc == 2 and words in err and "Traceback" not in err, err
