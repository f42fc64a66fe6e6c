"""The trust verdict: real fio runs through the suite runner (a null-engine job is host-bound,
a rate-limited job is held by its rate, not the host), the verdict stored and exported with
the test, and the rules on plain facts."""
from __future__ import annotations

from app.core.fio.jobspec import JobSpec, Target
from app.core.history.store import RunStore
from app.core.insight.trust import CARE, CPU, DISK, NO, RAM, RATE, YES, HostFacts, JobFacts, TrustVerdict, judge
from app.core.report.json_export import suite_to_dict
from app.core.suites.items import plain
from app.core.suites.run import SuiteRunner


def test_null_engine_is_host_bound_and_a_rate_limited_job_is_not(fio, tmp_path, loop_device):
    """Real fio: the null engine's figure is called host-bound (a CPU figure); a direct-I/O job
    on a loop device held at rate_iops=150 is limited by its own rate, not the host, whatever
    else the shared machine runs meanwhile (the loop device's backing file is in the page
    cache: the machine's shared disk, busy with other tests, could fill the job's queue).
    Both verdicts are stored and read back."""
    store = RunStore(tmp_path / "runs.sqlite")
    f = str(tmp_path / "fioscope-test-7.tmp")
    specs = [JobSpec(name="null-read", rw="randread", target=Target(f), ioengine="null", size=1 << 30,
                     runtime=1, time_based=True),
             JobSpec(name="rated-read", rw="randread", target=Target(loop_device(16 << 20), "device"),
                     ioengine="psync", size=8 << 20,
                     runtime=2, time_based=True, extra=(("rate_iops", "150"),))]
    res = SuiteRunner(fio, "custom", plain(specs), 0.5, target=str(tmp_path), store=store).run()
    null, rated = res.tests
    assert null.error is None and rated.error is None, (null.error, rated.error)
    v = TrustVerdict.from_dict(null.trust)
    assert (v.limited_by, v.believe, v.mark) == (CPU, NO, "CPU")
    assert v.line.startswith("host-bound, this is a CPU figure, not the drive's")
    r = TrustVerdict.from_dict(rated.trust)
    assert rated.result.read.iops >= 0.9 * 150  # fio's own figure held at the rate
    assert (r.limited_by, r.believe, r.mark) == (RATE, YES, "RATE"), r
    assert not any(x.key == "cpu" for x in r.findings)
    doc = store.load_run(res.run_id, with_samples=False)
    assert [t["trust"] for t in doc["tests"]] == [null.trust, rated.trust]
    assert [t["trust"] for t in suite_to_dict(res)["tests"]] == [null.trust, rated.trust]


def _facts(**kw) -> JobFacts:
    base = dict(engine="libaio", direct=True, reads=True, writes=False, file_bytes=1 << 30)
    return JobFacts(**(base | kw))


def test_rules_on_plain_facts():
    host = HostFacts(cpus=2, busy_pct=20.0, mem_total=8 << 30)
    # the disk, nothing else
    v = judge(_facts(thread_cpu=(12.0,)), host)
    assert (v.limited_by, v.believe, v.mark) == (DISK, YES, "")
    # a job thread at 97 % of a core: host-bound, with the advice
    v = judge(_facts(thread_cpu=(97.0,)), host)
    assert (v.limited_by, v.believe, v.mark) == (CPU, NO, "CPU") and "io_uring" in v.line
    # 4 threads of 50 % on 2 CPUs: the machine is fio's
    assert judge(_facts(thread_cpu=(50.0,) * 4), host).limited_by == CPU
    # a saturated machine: host-bound when fio computed a share of it, care when it waited
    busy = HostFacts(cpus=2, busy_pct=99.0, mem_total=8 << 30)
    assert judge(_facts(thread_cpu=(40.0,)), busy).limited_by == CPU
    v = judge(_facts(thread_cpu=(3.0,)), busy)
    assert (v.limited_by, v.believe, v.mark) == (DISK, CARE, "!") and "99 % busy" in v.line
    # RAM first, from the page-cache verdict's own figures
    cache = {"device": "vda", "from_ram_pct": 87.0, "unwritten_pct": None, "fio_reads": 100, "dev_reads": 10,
             "fio_read_bytes": 1 << 20, "dev_read_bytes": 1 << 17, "fio_writes": 0, "dev_writes": 0,
             "fio_write_bytes": 0, "dev_write_bytes": 0}
    v = judge(_facts(direct=False, thread_cpu=(97.0,)), host, cache)
    assert (v.limited_by, v.believe, v.mark) == (RAM, NO, "RAM") and "87 % of the bytes read" in v.line
    # thermal throttling: the drive's figure, hot
    v = judge(_facts(), host, thermal={"kind": "throttled", "message": "throttled at 71 C after 40 s"})
    assert (v.believe, v.mark) == (CARE, "HOT")
    # another process on the disk (the cache tracker's rule), a CoW filesystem, a degraded link
    other = dict(cache, from_ram_pct=0.0, dev_reads=10_000, dev_read_bytes=1 << 30)
    assert judge(_facts(), host, other).findings[0].key == "other_io"
    assert judge(_facts(), HostFacts(fstype="btrfs")).findings[0].key == "cow_fs"
    link = HostFacts(link=("trained at 8 GT/s x2, the drive supports 16 GT/s x4", "reseat it"))
    assert "PCIe link trained at 8 GT/s x2" in judge(_facts(), link).line
    # a buffered read of a file smaller than RAM the cache did not answer yet: care
    v = judge(_facts(direct=False, file_bytes=64 << 20), host)
    assert v.findings[0].key == "small_file" and v.believe == CARE
    w = judge(_facts(direct=False, reads=False, writes=True, file_bytes=32 << 20), host)
    assert (w.believe, w.mark) == (CARE, "!") and "a buffered write of 32 MiB" in w.line
    assert judge(_facts(direct=False, file_bytes=16 << 30), host).believe == YES
    # a rate not reached says nothing of the rate
    assert judge(_facts(rates={"iops": 1000.0}, achieved={"iops": 500.0}), host).limited_by == DISK
    assert TrustVerdict.from_dict(v.to_dict()) == v
