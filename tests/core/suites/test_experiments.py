"""Seed 003's cache experiments on a filesystem the test makes on its own loop device."""
import os
import threading


from app.core.cache.probe import read_ahead_kb
from app.core.report.json_export import suite_to_dict
from app.core.history.store import RunStore
from app.core.suites.experiments import experiment_tables, file_target, run_cache_experiment, run_readahead_sweep
from tests.conftest import run_cli


def _rows(doc):
    [table] = experiment_tables(doc)
    return {label: dict(zip(table.columns, values)) for label, values in table.rows}


def test_cold_warm_direct_and_raw_reads_show_where_the_data_came_from(loop_fs, fio, tmp_path):
    mnt, dev = loop_fs
    res = run_cache_experiment(fio, file_target(mnt), raw_device=dev, store=RunStore(tmp_path / "r.sqlite"))
    assert res.status == "done", res.error
    rows = _rows(suite_to_dict(res))
    assert list(rows) == ["buffered, cold", "buffered, warm", "direct", "raw device"]
    for run in rows.values():
        assert run["fio reads"] == 2560  # 10 MiB in 4 KiB reads, as in the seed
    assert rows["buffered, cold"]["device reads"] >= 0.9 * 2560 or rows["buffered, cold"]["from RAM %"] < 10
    assert rows["buffered, warm"]["from RAM %"] > 95  # the second run: the page cache answers
    assert rows["buffered, warm"]["device reads"] < 0.05 * 2560
    assert rows["direct"]["device reads"] >= 2560 and rows["direct"]["from RAM %"] < 5
    assert rows["raw device"]["device reads"] >= 2560
    assert os.listdir(mnt) == ["lost+found"]
    # The report's cache section carries fio's own disk statistics beside Fioscope's counts.
    from app.core.report.text import text_report
    name = os.path.basename(dev)
    warm = next(t for t in suite_to_dict(res)["tests"] if t.get("phase") == "buffered, warm")
    [util] = [d for d in warm["result"]["disk_util"] if d["name"] == name]
    assert util["read_ios"] < 0.05 * 2560  # fio agrees: the warm read barely reached the disk
    line = next(ln for ln in text_report(suite_to_dict(res)).splitlines() if "fio's disk stats" in ln)
    assert f"{name} " in line and "% busy" in line


def test_readahead_changes_the_device_reads_of_the_same_buffered_read_and_is_restored(loop_fs, fio, tmp_path):
    mnt, dev = loop_fs
    name = os.path.basename(dev)
    before = read_ahead_kb(name)
    res = run_readahead_sweep(fio, file_target(mnt), (16, 128, 512), size=16 << 20,
                              store=RunStore(tmp_path / "r.sqlite"))
    assert res.status == "done", res.error
    rows = _rows(suite_to_dict(res))
    small, mid, big = rows["readahead 16 KiB"], rows["readahead 128 KiB"], rows["readahead 512 KiB"]
    assert small["fio reads"] == mid["fio reads"] == big["fio reads"] == 4096  # 16 MiB of 4 KiB reads
    # More readahead: fewer, larger device reads for the same reads issued.
    assert small["device reads"] > mid["device reads"] > big["device reads"]
    assert small["avg device read KiB"] < mid["avg device read KiB"] < big["avg device read KiB"]
    assert big["avg device read KiB"] > 64
    assert read_ahead_kb(name) == before
    assert os.listdir(mnt) == ["lost+found"]


def test_readahead_comes_back_after_a_cancelled_sweep(loop_fs, fio, tmp_path):
    mnt, dev = loop_fs
    name = os.path.basename(dev)
    before = read_ahead_kb(name)
    holder = {}
    started = threading.Event()

    def on_sample(i, s, p):
        if p.phase.startswith("readahead"):  # past the layout
            started.set()

    # 200 MiB with 4 KiB readahead: the read is still going when it is cancelled.
    t = threading.Thread(target=lambda: holder.setdefault("res", run_readahead_sweep(
        fio, file_target(mnt), (4,), size=200 << 20, store=RunStore(tmp_path / "r.sqlite"),
        runner_ready=lambda r: holder.__setitem__("runner", r), on_sample=on_sample)))
    t.start()
    try:
        assert started.wait(60)
        assert read_ahead_kb(name) == 4  # the sweep's value while it runs
    finally:
        holder["runner"].cancel()
        t.join(30)
    assert holder["res"].cancelled
    assert read_ahead_kb(name) == before
    assert os.listdir(mnt) == ["lost+found"]


def test_experiment_cli_prints_the_table_and_refuses_bad_values(loop_fs, tmp_path):
    mnt, dev = loop_fs
    p = run_cli("experiment", "cache", "--target", mnt, "--raw", dev)
    assert p.returncode == 0, p.stderr
    assert "buffered, warm" in p.stdout and "raw device" in p.stdout and "seed 003" in p.stdout
    p = run_cli("experiment", "readahead", "--target", mnt, "--values", "1,x")
    assert p.returncode == 2 and "readahead values" in p.stderr
    p = run_cli("experiment", "cache", "--target", str(tmp_path / "missing"))
    assert p.returncode == 2 and p.stderr.count("\n") == 1
