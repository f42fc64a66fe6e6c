"""What the trust verdict (insight.trust) is judged on, read around one test: the machine's
CPU load over it, the target's filesystem and PCIe link, the RAM, and the test's own
settings and fio's figures from its record. Cheap reads (procfs, sysfs, psutil), a few ms
a test; anything unreadable is left out, never an error: a verdict must not end a run."""
from __future__ import annotations

import os
import sys
import time
from dataclasses import asdict
from typing import Sequence

import psutil

from app.core.target_kind import TargetKind
from app.core.cache.model import CacheVerdict, device_rates, rated
from app.core.cache.probe import _fstype_of, existing_ancestor, probe_path
from app.core.errors import FioscopeError
from app.core.fio.entry_options import JobOptions
from app.core.fio.jobspec import MIXED
from app.core.history.records import TestRecord
from app.core.insight.checklist import pcie_item
from app.core.insight.model import WARN
from app.core.insight.sysfs import block_path_for, pcie_link, transport
from app.core.insight.trust import HostFacts, JobFacts, judge
from app.core.insight.trust_options import SYNC_ENGINES, depth_of, direct_of, engine_of, rate_asked, rates_of
from app.core.units import parse_size


def _busy_idle() -> tuple[float, float] | None:
    """(busy, all) CPU seconds of the whole machine since boot; iowait counts as idle, steal
    as busy (a stolen CPU was not there for fio either)."""
    try:
        t = psutil.cpu_times()
    except (OSError, RuntimeError):
        return None
    d = t._asdict()
    total = sum(v for k, v in d.items() if k not in ("guest", "guest_nice"))  # guest is inside user
    idle = d.get("idle", 0.0) + d.get("iowait", 0.0)
    return total - idle, total


class CpuLoad:
    """The machine's CPUs busy over a span: started when made, read by busy_pct()."""

    def __init__(self) -> None:
        self._start = _busy_idle()

    def busy_pct(self) -> float | None:
        end = _busy_idle()
        if end is None or self._start is None or end[1] <= self._start[1]:
            return None
        return max(0.0, min(100.0, (end[0] - self._start[0]) / (end[1] - self._start[1]) * 100))


_TICK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def _descendants(pid: int) -> dict[int, int] | None:
    """pid's descendants -> their parent, from the kernel's /proc/PID/task/TID/children lists: a
    walk of fio's own tree, not a read of every process on the machine (psutil's children()),
    which cost 13-15 ms of CPU for 64 jobs (now about 5). None where the kernel keeps no such lists."""
    parent: dict[int, int] = {}
    todo, seen = [pid], {pid}
    while todo:
        p = todo.pop()
        try:
            tids = os.listdir(f"/proc/{p}/task")
        except OSError:  # gone meanwhile
            continue
        for tid in tids:
            try:
                with open(f"/proc/{p}/task/{tid}/children") as f:
                    kids = [int(k) for k in f.read().split()]
            except FileNotFoundError:
                if not os.path.exists(f"/proc/{p}/task/{tid}"):
                    continue  # the thread ended
                return None  # a kernel without CONFIG_PROC_CHILDREN
            except (OSError, ValueError):
                continue
            for k in kids:
                if k not in seen:  # a pid reused mid-walk is not walked twice
                    seen.add(k)
                    parent[k] = p
                    todo.append(k)
    return parent


def _is_fio(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/comm") as f:
            return f.read().strip() == "fio"
    except OSError:
        return False


def _fio_parents(pid: int) -> dict[int, int]:
    """fio's processes in pid's tree (pid itself included) -> their parent."""
    tree = _descendants(pid)
    if tree is not None:
        try:
            with open(f"/proc/{pid}/stat") as f:
                tree[pid] = int(f.read().rsplit(")", 1)[1].split()[1])  # field 4, ppid
        except (OSError, ValueError, IndexError):
            return {}
        return {p: pp for p, pp in tree.items() if _is_fio(p)}
    try:  # the slower way: psutil reads every process to find the children
        root = psutil.Process(pid)
        procs = [root] + root.children(recursive=True)
    except psutil.Error:
        return {}
    parent = {}
    for p in procs:
        try:
            if p.name() == "fio":
                parent[p.pid] = p.ppid()
        except psutil.Error:  # a job that has just ended
            continue
    return parent


def _task_times(pid: int) -> dict[int, tuple[int, int, float]]:
    """tid -> (ns on a CPU, ns waiting in a run queue, seconds alive) of every task of fio's
    process tree (/proc/TID/schedstat, which counts from the task's birth, and its start time
    in /proc/TID/stat); {} where the kernel keeps none or the tree has gone."""
    try:
        now = time.clock_gettime(time.CLOCK_BOOTTIME)  # /proc's start times count from boot
    except (AttributeError, OSError):
        return {}
    # fio's jobs are the processes it forks, or (thread=1) its main process's other threads:
    # never the main thread, which sets the run up and reports, busy at first on a loaded machine.
    parent = _fio_parents(pid)
    jobs = [p for p, pp in parent.items() if pp in parent]
    out = {}
    for proc in jobs or [p for p, pp in parent.items() if pp not in parent]:
        try:
            tids = [t for t in os.listdir(f"/proc/{proc}/task") if jobs or t != str(proc)]
        except OSError:
            continue
        for tid in tids:
            try:
                with open(f"/proc/{proc}/task/{tid}/schedstat") as f:
                    run, wait = f.read().split()[:2]
                with open(f"/proc/{proc}/task/{tid}/stat") as f:
                    born = int(f.read().rsplit(")", 1)[1].split()[19]) / _TICK  # field 22, starttime
                out[int(tid)] = (int(run), int(wait), now - born)
            except (OSError, ValueError, IndexError):
                continue
    return out


class JobWait:
    """Whether fio's jobs waited for a CPU or for the drive: each task's time on a CPU and in
    the run queue over its life so far, read at each interval sample of a test (the last read
    counts). fio's usr+sys counts only the time on a CPU: on a machine other programs keep
    busy, a job that computes all the time gets a share of a core and spends the rest queued,
    which usr+sys cannot tell from waiting on the drive; the run queue can. Linux only
    (schedstat); not measured elsewhere."""

    EVERY = 5.0  # s between reads after the first: a read costs about 5 ms of CPU with 64 jobs

    def __init__(self) -> None:
        self._last: dict[int, tuple[int, int, float]] = {}
        self._read_at: float | None = None

    def sample(self, pid: int | None) -> None:
        """At an interval sample: read fio's jobs now if the last read is EVERY s old (a job's
        life so far is the measure, so a read a few seconds before its end is nearly all of it)."""
        now = time.monotonic()
        # pid <= 0: the elevated runner's stand-in for a process this one cannot see
        if pid is None or pid <= 0 or not sys.platform.startswith("linux") or (
                self._read_at is not None and now - self._read_at < self.EVERY):
            return
        self._read_at = now
        self._last.update(_task_times(pid))

    def shares(self, jobs: int) -> tuple[float, float] | None:
        """(on a CPU, in the run queue) in % of the time, the mean of the `jobs` busiest tasks
        (a helper thread of fio's sleeps: it is not among them); None: not measured.
        A job's life includes its start (opening the target, waiting for the other jobs): a
        little of it not computing, so a short test errs towards 'not host-bound'."""
        spans = [(run / 1e9 / alive * 100, wait / 1e9 / alive * 100)
                 for run, wait, alive in self._last.values() if alive >= 0.2]  # long enough to mean something
        if jobs < 1 or len(spans) < jobs:
            return None
        busiest = sorted(spans, key=lambda s: s[0] + s[1], reverse=True)[:jobs]
        on = min(100.0, sum(s[0] for s in busiest) / jobs)
        return on, min(100.0 - on, sum(s[1] for s in busiest) / jobs)  # the clocks' jitter: never past 100 %


def _link(path: str) -> tuple[str, str] | None:
    """A degraded PCIe link under the target, as the checklist words it; None otherwise."""
    if sys.platform == "win32":
        return None
    try:
        bp = block_path_for(path)
        if bp is None or not bp.disk.startswith("nvme"):
            return None
        item = pcie_item(pcie_link(bp), bp, transport(bp))
    except (OSError, ValueError):
        return None
    return (item.value, item.advice) if item.status == WARN else None


def _rates(spec, reads: bool, writes: bool) -> dict[str, float]:
    """What the job's rate options ask of all its jobs."""
    out: dict[str, float] = {}
    for key, value in spec.extra:
        name = key.lstrip("-")
        if name not in ("rate", "rate_iops") or not value:
            continue
        try:
            asked = rate_asked(value, reads, writes, parse_size)
        except FioscopeError:
            continue
        if asked:
            out["iops" if name == "rate_iops" else "bps"] = float(asked * spec.numjobs)
    return out


def in_flight(r) -> float | None:
    """I/Os in flight on average over the test (Little's law: each direction's IOPS times its
    mean latency, fio's lat, else clat); None where fio gave no latency."""
    sides = [d for d in (r.read, r.write, r.trim) if d.total_ios]
    lats = [(d, d.total_latency or d.latency) for d in sides]
    if not sides or any(lat is None for _, lat in lats):
        return None
    return sum(d.iops * lat.mean_us / 1e6 for d, lat in lats)


def job_facts(record: TestRecord, wait: JobWait | None = None,
              options: Sequence[JobOptions] | None = None) -> JobFacts:
    """options: the test's jobs as fio parsed them (a job file's group, fio.entry_options);
    a job file is judged on them, as its JobSpec only summarises the file."""
    spec, r = record.spec, record.result
    reads = spec.rw in ("read", "randread") or (spec.rw in MIXED and spec.rwmixread != 0)
    writes = spec.writes
    engine, direct = spec.ioengine, spec.direct
    rates = _rates(spec, reads, writes)
    depth = (1 if spec.ioengine in SYNC_ENGINES else spec.iodepth) * spec.numjobs
    if spec.jobfile:
        jobs = tuple(options or ())
        if r is not None:  # fio's figures say which directions the group moved
            reads, writes = bool(r.read.total_ios), bool(r.write.total_ios or r.trim.total_ios)
        rates = rates_of(jobs)
        if jobs:
            engine = "null" if spec.ioengine == "null" else engine_of(jobs)
            direct, depth = direct_of(jobs), depth_of(jobs)
        else:  # nothing of fio's options: the queue cannot be weighed
            depth = 0
    if spec.jobfile or spec.size is None:
        size = None
    else:
        size = spec.size * (spec.numjobs if spec.file_per_job else 1)
    achieved = {}
    if r is not None:
        achieved = {"iops": r.read.iops + r.write.iops, "bps": r.read.bytes_per_s + r.write.bytes_per_s}
    cpu = tuple(t.usr_cpu + t.sys_cpu for t in r.threads) if r is not None else ()
    # fio's jobs are its threads, or numjobs of them under group_reporting (one entry)
    threads = max(len(cpu), spec.numjobs if len(cpu) == 1 else 0)
    queued = wait.shares(threads) if wait is not None else None
    return JobFacts(engine, direct, reads, writes, size, rates, achieved, cpu, queued,
                    in_flight(r) if r is not None else None, depth or None)


def host_facts(record: TestRecord, busy_pct: float | None) -> HostFacts:
    spec = record.spec
    where = probe_path(spec.target.path, spec.target.kind)
    fstype = None
    if spec.target.kind == TargetKind.FILE and spec.ioengine != "null":
        try:
            fstype = _fstype_of(existing_ancestor(os.path.dirname(spec.target.path) or "."))
        except OSError:
            fstype = None
    try:
        mem = psutil.virtual_memory().total
    except (OSError, RuntimeError):
        mem = None
    return HostFacts(cpus=os.cpu_count() or 1, busy_pct=busy_pct, mem_total=mem, fstype=fstype,
                     link=_link(where) if spec.ioengine != "null" else None)


def record_trust(record: TestRecord, load: CpuLoad | None, wait: JobWait | None = None,
                 options: Sequence[JobOptions] | None = None) -> tuple[CacheVerdict | None, dict | None]:
    """The finished test's page-cache verdict, rated (cache.model.rated: the rule on rates
    weighed against the device's own rate over fio's intervals, direct as fio ran the jobs),
    and its trust verdict as stored and exported (None: no figures to judge). The trust
    verdict reads RAM from that same cache verdict, so the cache panel, which shows it, and
    the trust verdict never disagree."""
    r = record.result
    if r is None:
        return record.cache, None
    facts = job_facts(record, wait, options)
    cache = record.cache
    if cache is not None:
        cache = rated(cache, device_rates(record.cache_samples, r.read.bytes_per_s, r.write.bytes_per_s),
                      facts.direct)
    verdict = judge(facts, host_facts(record, load.busy_pct() if load else None),
                    asdict(cache) if cache is not None else None, record.thermal)
    return cache, verdict.to_dict()
