"""Page-cache and device accounting per reporting group of a job file (cache/groups.py), with
real fio on a file of ext4 on a loop device this test makes (written with direct I/O, so
none of it is cached; a raw device's cache would not do: the kernel drops it when the last
opener closes the device, between groups): each group carries fio's own I/O counts of that
group and the device's counts over its own time, so a group that re-reads what the group
before it read through the page cache is RAM and the group before it is the disk's. Groups
are held to about a second each by fio's rate, long enough for the device's counters (read
every 20 ms) to cover them. A group too short for that says it has no figures of its own."""
from __future__ import annotations

import csv
import io
import subprocess

from app.core.cache.groups import WITHOUT, GroupIO, group_verdicts
from app.core.cache.model import CacheVerdict, DiskCounters
from app.core.fio.jobfile import jobfile_spec, load_jobfile
from app.core.history.store import RunStore
from app.core.insight.trust import RAM, TrustVerdict
from app.core.report.render import render
from app.core.report.text import jobs_table
from app.core.suites.items import plain
from app.core.suites.run import SuiteRunner
from app.core.suites.thermal_watch import ThermalWatch

MIB = 1 << 20
TWO = """[global]
filename={data}
ioengine=psync
rw=read
bs=64k
[cold]
size=8m
rate=8m
[warm]
stonewall
size=4m
rate=4m
invalidate=0
"""
FOUR = TWO + """[direct]
stonewall
direct=1
offset=8m
size=6m
rate=6m
[ahead]
stonewall
offset=16m
offset_increment=4m
size=2m
rate=2m
numjobs=2
group_reporting
"""


def _run(fio, tmp_path, text: str, store: RunStore | None = None):
    job = tmp_path / "groups.fio"
    job.write_text(text)
    spec = jobfile_spec(load_jobfile(job, fio.path), str(tmp_path))
    res = SuiteRunner(fio, "jobfile", plain([spec]), 0.5, target=str(job), thermal=ThermalWatch(None),
                      store=store).run()
    assert all(t.error is None for t in res.tests), [t.error for t in res.tests]
    return {t.spec.name: t for t in res.tests}


def _data(loop_fs) -> tuple[str, str]:
    mnt, dev = loop_fs
    data = f"{mnt}/data"
    subprocess.run(["dd", "if=/dev/urandom", f"of={data}", "bs=1M", "count=32", "oflag=direct", "status=none"],
                   check=True)
    return data, dev


def _own_counts(t, dev: str) -> CacheVerdict:
    c = t.cache
    assert c is not None and c.device == dev.rsplit("/", 1)[1], (t.spec.name, c)
    # fio's own count of this group, not the run's
    assert (c.fio_reads, c.fio_read_bytes) == (t.result.read.total_ios, t.result.read.io_bytes), (t.spec.name, c)
    assert "over the group's own time" in c.message, c.message
    return c


def test_two_groups_each_carry_their_own_counts_and_verdict(fio, tmp_path, loop_fs):
    data, dev = _data(loop_fs)
    tests = _run(fio, tmp_path, TWO.format(data=data))
    assert list(tests) == ["cold", "warm"]
    cold, warm = (_own_counts(tests[n], dev) for n in ("cold", "warm"))
    assert (cold.fio_reads, warm.fio_reads) == (128, 64)
    # cold read the device (readahead may fetch a little past it), warm the page cache
    assert cold.dev_read_bytes >= 0.8 * 8 * MIB and not cold.measures_ram, cold
    assert warm.dev_read_bytes <= 0.1 * 4 * MIB and warm.measures_ram, warm
    assert TrustVerdict.from_dict(tests["warm"].trust).limited_by == RAM
    assert TrustVerdict.from_dict(tests["cold"].trust).limited_by != RAM


def test_four_groups_each_carry_their_own_counts_and_verdict(fio, tmp_path, loop_fs):
    data, dev = _data(loop_fs)
    store = RunStore(tmp_path / "runs.sqlite")
    tests = _run(fio, tmp_path, FOUR.format(data=data), store)
    assert list(tests) == ["cold", "warm", "direct", "ahead"]
    c = {n: _own_counts(t, dev) for n, t in tests.items()}
    assert [c[n].fio_reads for n in tests] == [128, 64, 96, 64]
    assert [c[n].measures_ram for n in tests] == [False, True, False, False]
    # the device's counts inside each group's time: up to a tenth of it (MISSED) may fall outside
    assert c["direct"].dev_reads >= 0.8 * 96 and c["direct"].dev_read_bytes >= 0.8 * 6 * MIB, c["direct"]
    assert c["ahead"].dev_read_bytes >= 0.8 * 4 * MIB, c["ahead"]
    verdicts = {n: TrustVerdict.from_dict(t.trust).limited_by for n, t in tests.items()}
    assert [verdicts[n] == RAM for n in tests] == [False, True, False, False], verdicts
    assert tests["ahead"].spec.numjobs == 2
    # the labels: the drive is the one the jobs touched (the loop device under the data file),
    # not the disk under the job file; Threads is numjobs under group_reporting (one fio entry)
    doc = store.load_run(store.runs()[0].id)
    assert doc["machine"]["target"]["disk"] == dev, doc["machine"]["target"]
    rows = {line.split()[0]: line.split() for line in jobs_table(doc).splitlines()[2:-1]}
    assert rows["ahead"][2] == "2" and rows["cold"][2] == "1", rows
    csv_rows = {r["test"]: r for r in csv.DictReader(io.StringIO(render(doc, "summary-csv")))}
    assert (csv_rows["ahead"]["threads"], csv_rows["cold"]["threads"]) == ("2", "1")


def test_groups_together_are_apportioned_and_a_group_too_short_says_so():
    """The rules on plain counters: two groups at the same time share the device's counts by
    fio's bytes of each, and say so; a group the readings do not cover has no figures."""

    class Log:
        points = [(float(t), DiskCounters(t * 10, 0, t * 10 * 65536, 0, 0, 0, 0)) for t in range(0, 11)]

        def after(self, t):
            return next((p for p in self.points if p[0] >= t), None)

        def before(self, t):
            return next((p for p in reversed(self.points) if p[0] <= t), None)

    def judged(fio, dev, how=""):
        return CacheVerdict("loop9", None, fio[0], dev[0], fio[1], dev[1], fio[2], dev[2], fio[3], dev[3],
                            None, None, how)

    groups = [GroupIO("a", 30, 30 * 65536, 0, 0, (1.0, 4.0)), GroupIO("b", 10, 10 * 65536, 0, 0, (1.5, 4.0)),
              GroupIO("c", 5, 5 * 65536, 0, 0, (6.2, 6.5)), GroupIO("d", 1, 65536, 0, 0, None)]
    last = Log.points[-1][1]
    out = group_verdicts(judged, groups, Log.points[0][1], last, Log())
    # a and b ran together: the device's 30 reads between the readings at 1 s and 4 s, 3:1
    assert (out["a"].dev_reads, out["b"].dev_reads) == (22, 8) and "apportioned" in out["a"].message
    # c ran 0.3 s between readings a second apart: none inside it
    assert out["c"].from_ram_pct is None and out["c"].message.startswith(WITHOUT.split("{")[0]), out["c"]
    assert "0.300 s" in out["c"].message
    assert "fio gave no start and end" in out["d"].message
