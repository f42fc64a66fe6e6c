"""Issue 52: a buffered result well above what the device itself did is RAM, and RAM leads
CPU. Real fio on ext4 on a loop device this test makes, its writes throttled by a blkio group
(tests/blkio.py) that fio's own writeback goes through (fio's invalidate at each pass over the
file starts it): the page cache takes fio's writes at memory speed, the device drains them at
the limit. With a ramp, the device drained bytes before fio's counted time began, so the share
of fio's bytes still in RAM at the end stayed under the cache verdict's 50 % while fio's figure
was several times the device's: the rule on rates caught it (now the cache verdict is also
counted over fio's time after the ramp, and carries the rule on rates itself). A direct-I/O
control is the disk's."""
from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import asdict, replace

import pytest

from app.core.cache.model import CacheVerdict, rated
from app.core.insight.trust import CPU, DISK, NO, RAM, HostFacts, JobFacts, TrustVerdict, judge
from tests import blkio
from tests.conftest import ROOT

LIMIT = 8 << 20  # the device's write rate, bytes/s


def _run(loop, job, out) -> list[dict]:
    r = loop.run([sys.executable, "-m", "app", "run", "--job-file", str(job), "--interval", "0.5", "--no-store",
                  "--json", str(out), "--overwrite", str(job.parent / "bench.dat")], cwd=ROOT, timeout=300)
    assert r.returncode == 0, r.stderr[-2000:]
    return json.loads(out.read_text())["tests"]


@pytest.mark.skipif(blkio.available() is not None, reason=str(blkio.available()))
def test_a_buffered_write_above_the_devices_rate_is_ram_first_and_direct_io_is_the_disks(tmp_path):
    mnt = tmp_path / "mnt"
    mnt.mkdir()
    with blkio.throttled_loop(tmp_path, 256 << 20) as loop:
        subprocess.run(["mkfs.ext4", "-q", "-F", loop.dev], check=True)
        subprocess.run(["mount", loop.dev, str(mnt)], check=True)
        try:
            loop.limit(write_bps=LIMIT)
            common = f"[w]\nrw=write\nbs=1M\nsize=32M\ntime_based\nioengine=psync\nfilename={mnt}/bench.dat\n"
            job = mnt / "w.fio"
            # 1. fio held at 5x the device's rate, after a 3 s ramp: the figure is the page cache's
            job.write_text(common + "direct=0\nramp_time=3\nruntime=1\nrate=40m\n")
            (held,) = _run(loop, job, tmp_path / "held.json")
            # 2. as fast as the page cache takes it (on a loaded machine, maybe host-bound as well)
            job.write_text(common + "direct=0\nruntime=2\n")
            (free,) = _run(loop, job, tmp_path / "free.json")
            # 3. the control: direct I/O goes to the device at its rate
            job.write_text(common + "direct=1\nruntime=2\n")
            (direct,) = _run(loop, job, tmp_path / "direct.json")
        finally:
            subprocess.run(["umount", str(mnt)], check=False)
    for t in (held, free):
        v = TrustVerdict.from_dict(t["trust"])
        keys = [f.key for f in v.findings]
        assert (v.limited_by, v.believe, v.mark, keys[0]) == (RAM, NO, "RAM", "ram"), (v.line, t["cache"])
        assert "cpu" not in keys or keys.index("cpu") > 0
    c = held["cache"]
    # Counted over fio's own time after the ramp (cache/groups.counted_verdict), the share of
    # bytes still in RAM sees it (over the whole run, ramp included, it once read under 50 %),
    # and so does the rule on rates: one verdict, which the trust verdict reads.
    assert c["unwritten_pct"] >= 50 and c["above"][0] == "write" and "what the device" in c["message"], c
    v = TrustVerdict.from_dict(held["trust"])
    assert "rate" in [f.key for f in v.findings]
    d = TrustVerdict.from_dict(direct["trust"])
    assert d.limited_by == DISK and d.mark != "RAM", d.line
    assert not any(f.key in ("ram", "small_file") for f in d.findings), d.findings
    assert direct["cache"]["fio_write_bytes"] / 2 < 2 * LIMIT  # 2 s at the device's limit


def test_ram_leads_cpu_on_plain_facts():
    """The tester's case: 6.7 GB/s buffered, the device's 1.5 GB/s meanwhile, 30 % of the bytes
    still dirty at the end, fio's job busy on a CPU: RAM first, CPU kept. The rule on rates is
    the cache verdict's (cache.model.rated), which the trust verdict reads."""
    host = HostFacts(cpus=2, busy_pct=50.0, mem_total=32 << 30)
    plain = CacheVerdict("nvme0n1", None, 0, 0, 0, 0, 6400, 9000, 10 << 30, 7 << 30, None, 30.0, "fio issued ...")

    def cache(rates, direct, device="nvme0n1"):
        return asdict(rated(replace(plain, device=device), rates, direct))

    base = dict(engine="libaio", reads=False, writes=True, file_bytes=1 << 30, thread_cpu=(97.0,))
    fast = {"write": (6.7e9, 1.5e9)}
    assert not plain.measures_ram and rated(plain, fast, False).measures_ram
    v = judge(JobFacts(direct=False, **base), host, cache(fast, False))
    assert (v.limited_by, v.believe, v.mark) == (RAM, NO, "RAM")
    assert [f.key for f in v.findings][:2] == ["ram", "cpu"]
    assert "6,700 MB/s is 4.5x what the device (nvme0n1) wrote meanwhile (1,500.0 MB/s)" in v.line
    # direct I/O is the device's whatever the counters say; a device that kept up is not RAM
    assert judge(JobFacts(direct=True, **base), host, cache(fast, True)).mark == "CPU"
    assert judge(JobFacts(direct=False, **base), host, cache({"write": (2.1e9, 2.0e9)}, False)).limited_by == CPU
    # no block device behind the target (tmpfs): nothing to weigh the figure against
    assert judge(JobFacts(direct=False, **base), host, cache(fast, False, device=None)).limited_by == CPU
