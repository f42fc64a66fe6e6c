"""`fioscope run` with CrystalDiskMark's choices: --preset real-world, --mode, --mix, --data,
--loops. Real fio on a small file; the table's figures are the median of fio's loops."""
import json
import statistics

import pytest

from tests.conftest import run_cli
from tests.helpers import cli, the_line


def test_a_mixed_run_in_loops_prints_the_median_of_fios_loops(tmp_path):
    target, out = tmp_path / "t", tmp_path / "run.json"
    target.mkdir()
    p = run_cli("run", "--pause", "0", "--preset", "real-world", "--mode", "mix", "--mix", "60", "--data", "zero", "--loops", "2",
                "--target", str(target), "--size", "4MiB", "--runtime", "0.3", "--json", str(out),
                env={"FIOSCOPE_DATA_DIR": str(tmp_path / "data")}, timeout=180)
    assert p.returncode == 0, p.stderr
    doc = json.loads(out.read_text())
    assert [(t["name"], t["phase"]) for t in doc["tests"]] == [
        (name, phase) for name in ("SEQ1M-Q1T1-R60W40-mix", "RND4K-Q1T1-R60W40-mix")
        for phase in ("warm-up", "loop 1", "loop 2")]
    for t in doc["tests"]:
        assert "--rwmixread=60" in t["argv"] and "--zero_buffers" in t["argv"], t["argv"]
    s = doc["settings"]
    assert (s["preset"], s["loops"], s["statistic"], s["mode"], s["mix_read"], s["data"]) == \
        ("real-world", 2, "median", "mix", 60, "zero")
    rows = {line[:20].strip(): line[20:].split() for line in p.stdout.splitlines()
            if line.startswith(("SEQ1M", "RND4K"))}
    assert list(rows) == ["SEQ1M Q1T1 R60W40", "RND4K Q1T1 R60W40"]
    for label, cells in rows.items():
        loops = [t for t in doc["tests"] if t["name"].startswith(label.replace(" ", "-")) and t["phase"] != "warm-up"]
        for side, (mb, iops) in (("read", cells[0:2]), ("write", cells[3:5])):
            sides = [t["result"]["total"][side] for t in loops]
            assert mb == f"{statistics.median(x['MB_per_s'] for x in sides):.2f}"  # fio's figures, displayed
            assert iops == f"{statistics.median(x['iops'] for x in sides):.0f}"
    assert "each figure: the median of 2 loops after a discarded warm-up" in p.stdout
    assert list(target.iterdir()) == []


def test_every_mode_in_a_dry_run(tmp_path):
    rc, out, err = cli("run", "--preset", "peak-performance", "--mode", "all", "--mix", "30", "--data", "zero",
                       "--target", str(tmp_path), "--size", "1MiB", "--runtime", "1", "--dry-run")
    assert rc == 0, err
    jobs = [block for block in out.split("\n# ") if "rw=" in block]
    assert [next(x for x in b.splitlines() if x.startswith("rw=")) for b in jobs] == \
        ["rw=read", "rw=write", "rw=rw", "rw=randread", "rw=randwrite", "rw=randrw"]
    assert all("zero_buffers" in b for b in jobs) and sum("rwmixread=30" in b for b in jobs) == 2
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("argv,words", [
    (["--mode", "both"], "argument --mode: invalid choice"),
    (["--data", "ones"], "argument --data: invalid choice"),
    (["--loops", "21"], "argument --loops"),
    (["--mix", "101"], "argument --mix"),
    (["--preset", "client", "--loops", "3"], "apply to the presets"),
    (["--preset", "client", "--as-published", "--mode", "read"], "--mode would change them"),
])
def test_bad_choices_are_one_line(tmp_path, argv, words):
    rc, out, err = cli("run", "--target", str(tmp_path), "--dry-run", *argv)
    assert rc == 2 and words in the_line(err) and out == ""


def test_fio_servers_take_the_mode_but_not_loops(tmp_path):
    rc, out, err = cli("run", "--hosts", "127.0.0.1:1", "--target", "/srv", "--mode", "mix", "--dry-run")
    assert rc == 0 and "rw=rw" in out and "rwmixread=70" in out, err
    rc, out, err = cli("run", "--hosts", "127.0.0.1:1", "--target", "/srv", "--loops", "2", "--dry-run")
    assert rc == 2 and "--loops runs on this machine only" in the_line(err)


def test_a_job_file_refuses_the_choices(tmp_path):
    job = tmp_path / "j.fio"
    job.write_text("[j]\nrw=read\nsize=1m\n")
    rc, out, err = cli("run", "--job-file", str(job), "--target", str(tmp_path), "--loops", "3", "--dry-run")
    assert rc == 2 and "do not apply to a job file" in the_line(err)
