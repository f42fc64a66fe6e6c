"""Page cache, device counters and readahead, measured on loop devices the tests make."""
import os
import threading

import pytest

from app.core.cache.probe import (ReadaheadOverride, device_for_path, drop_device_cache, read_ahead_kb,
                                  read_diskstats, read_meminfo)
from app.core.cache.tracker import CacheTracker, run_warnings
from app.core.fio.jobspec import JobSpec, Target
from app.core.fio.runner import FioRunner
from app.core.suites.run import SuiteRunner
from app.core.suites.items import plain


def read_job(dev, name="r", bs=4096, direct=False, extra=()):
    return JobSpec(name=name, rw="read", target=Target(dev, "device"), bs=bs, size=32 << 20,
                   ioengine="psync", direct=direct, extra=extra)


def test_buffered_read_repeated_is_served_from_ram(loop_device, fio):
    dev = loop_device()
    keep = (("invalidate", "0"),)  # keep the cache between the two runs: the trap we show
    spec = read_job(dev, extra=keep)
    assert any("invalidate=0" in w for w in run_warnings(spec))
    drop_device_cache(dev)
    # The kernel drops a block device's cache at its last close; a mounted filesystem keeps
    # it open, and so does this descriptor.
    holder = os.open(dev, os.O_RDONLY)
    try:
        res = SuiteRunner(fio, "twice", plain([spec.with_(name="cold"), spec.with_(name="warm")]), 0.5).run()
    finally:
        os.close(holder)
    cold, warm = (t.cache for t in res.tests)
    assert cold.device == warm.device == dev.rsplit("/", 1)[1]
    assert cold.fio_read_bytes == warm.fio_read_bytes == 32 << 20
    assert cold.dev_read_bytes >= 0.9 * (32 << 20) and not cold.measures_ram
    # Bytes, not counts: the cold run's device reads are few and large (readahead). Its last
    # readahead can complete after fio exits; the tracker waits for it, so it is not counted here.
    assert warm.dev_read_bytes <= 0.05 * warm.fio_read_bytes and warm.measures_ram
    assert "came from RAM" in warm.message


def test_readahead_changes_the_device_io_count(loop_device, fio):
    dev = loop_device()
    name = device_for_path(dev)
    counts = {}
    for kb in (16, 1024):
        with ReadaheadOverride(name, kb):
            drop_device_cache(dev)
            tracker = CacheTracker(dev)
            out = FioRunner(fio, read_job(dev), 1.0).run()
            v = tracker.verdict(out.result.read.total_ios, out.result.read.io_bytes)
        counts[kb] = v
    # 8192 reads of 4 KiB: 16 KiB readahead needs many more device I/Os than 1 MiB.
    assert counts[16].fio_reads == counts[1024].fio_reads == 8192
    assert counts[16].dev_reads > 4 * counts[1024].dev_reads
    assert counts[1024].dev_read_bytes / counts[1024].dev_reads > 100 * 1024


def test_readahead_is_restored_after_a_cancelled_run(loop_device, fio):
    dev = loop_device()
    name = device_for_path(dev)
    before = read_ahead_kb(name)
    started = threading.Event()
    spec = JobSpec(name="long", rw="randread", target=Target(dev, "device"), size=32 << 20,
                   ioengine="psync", runtime=60, time_based=True)
    with pytest.raises(RuntimeError):
        with ReadaheadOverride(name, before * 2 + 4):
            assert read_ahead_kb(name) == before * 2 + 4
            r = FioRunner(fio, spec, 0.5, on_sample=lambda s: started.set())
            r.start()
            assert started.wait(10)
            r.cancel()
            assert r.wait(10).cancelled
            raise RuntimeError("the run failed after the cancel")
    assert read_ahead_kb(name) == before


def test_proc_parsers(tmp_path):
    mi = tmp_path / "meminfo"
    mi.write_text("MemTotal: 1000 kB\nMemAvailable: 600 kB\nCached: 300 kB\nDirty: 20 kB\nWriteback: 5 kB\n")
    m = read_meminfo(str(mi))
    assert (m.total, m.cached, m.dirty, m.writeback) == (1024000, 307200, 20480, 5120)
    ds = tmp_path / "diskstats"
    ds.write_text("   7       3 loop3 10 2 80 5 4 1 16 3 0 7 8 0 0 0 0 0 0\n")
    d = read_diskstats("loop3", str(ds))
    assert (d.reads, d.read_merged, d.read_bytes, d.writes, d.write_bytes) == (10, 2, 80 * 512, 4, 16 * 512)
    assert read_diskstats("sdz", str(ds)) is None
    assert read_meminfo(str(tmp_path / "missing")) is None


def test_run_with_readahead_and_dropped_caches_on_our_loop_device(loop_device):
    """--readahead holds for the run and comes back; --drop-caches flushes the device's
    buffer cache before each test, so a repeated buffered read starts from the device."""
    import json
    import os

    from app.core.cache.probe import read_ahead_kb
    from tests.conftest import run_cli
    dev = loop_device(32 << 20)
    name = os.path.basename(dev)
    before = read_ahead_kb(name)
    p = run_cli("run", "--pause", "0", "--target", dev, "--preset", "quick-read", "--size", "16MiB", "--runtime", "1",
                "--buffered", "--readahead", "32", "--drop-caches")
    assert p.returncode == 0, p.stderr
    assert f"readahead of {name}: {before} -> 32 KiB" in p.stderr
    assert read_ahead_kb(name) == before
    doc = json.loads(run_cli("report", "last", "--format", "json").stdout)
    assert doc["settings"]["readahead_kb"] == 32 and doc["settings"]["drop_caches"] is True
    # Every test starts cold: the device delivers reads in each of them.
    for t in doc["tests"]:
        assert t["cache"]["dev_reads"] > 0 and t["cache"]["read_ahead_kb"] == 32
    p = run_cli("run", "--pause", "0", "--target", "/tmp", "--readahead", "-5", "--size", "8MiB")
    assert p.returncode == 2 and "readahead" in p.stderr


def test_other_io_on_the_same_device_is_called_out(loop_device, fio):
    """The device counters are the whole device's: when something else reads it during the
    test (here dd, on our own loop device), the verdict says the counts are approximate."""
    import os
    import signal
    import subprocess

    from app.core.suites.run import SuiteRunner
    dev = loop_device(32 << 20)
    spec = JobSpec(name="slow", rw="randread", target=Target(dev, "device"), bs=4096, size=32 << 20,
                   ioengine="psync", direct=True, runtime=2, time_based=True, extra=(("rate_iops", "200"),))
    other = subprocess.Popen(["sh", "-c", f"while :; do dd if={dev} of=/dev/null bs=4k iflag=direct "
                                          "status=none; done"], start_new_session=True)
    try:
        rec = SuiteRunner(fio, "busy", plain([spec]), 1.0, target=dev).run().tests[0]
    finally:
        os.killpg(other.pid, signal.SIGKILL)  # the shell and its dd
        other.wait()
    assert rec.error is None
    v = rec.cache
    assert v.fio_reads <= 450 and v.dev_reads > 2 * v.fio_reads
    assert "also served other reads" in v.message and "approximate" in v.message
    quiet = SuiteRunner(fio, "quiet", plain([spec]), 1.0, target=dev).run().tests[0].cache
    assert "other reads" not in quiet.message and quiet.dev_reads >= quiet.fio_reads


def test_the_buffered_warning_names_what_the_job_does(tmp_path):
    mem = read_meminfo()
    small = {rw: run_warnings(JobSpec(name="w", rw=rw, target=Target(str(tmp_path / "f")), size=1 << 20,
                                      direct=False), mem) for rw in ("randread", "write", "randrw")}
    assert "reads may come from the page cache;" in small["randread"][0]
    assert "writes may stay in the page cache without reaching the disk" in small["write"][0]
    assert "reads may come from the page cache and writes stay in it" in small["randrw"][0]
    assert run_warnings(JobSpec(name="d", rw="write", target=Target(str(tmp_path / "f")), size=1 << 20,
                                direct=True), mem) == []
