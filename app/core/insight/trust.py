"""One verdict per test: what limited its figure, and whether to read it as the drive's.

The figures stay fio's own; this only says what they measured. A finding either *limits*
the figure (RAM answered instead of the disk, the CPU ran out before the drive did, the
job's own rate limit held it: the figure is not the drive's) or asks for *care* (the drive
throttled, another process used the disk, a degraded PCIe link, a copy-on-write
filesystem, a busy machine, a buffered read of a file smaller than RAM: the figure is the
drive's, under those conditions). Computed once per test where the runner finishes its
record (suites/run.py, through insight.trust_facts), stored and exported as a dict.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field

from app.core.cache.model import above_words, other_io

# What limited the figure, most decisive first: the first that applies is the verdict's.
RAM, RATE, CPU, THERMAL, DISK = "RAM", "rate limit", "CPU", "thermal throttling", "disk"
# Believe it as the drive's figure?
YES, CARE, NO = "yes", "with care", "no"
# The grid's marks and their legend, most decisive first; "" for a figure to believe as it stands.
MARKS = {"RAM": "measured RAM (the page cache), not the disk",
         "CPU": "host-bound: a CPU figure, not the drive's",
         "RATE": "held at the job's own rate limit",
         "HOT": "the drive throttled (heat)",
         "!": "believe with care: see the test's verdict"}


def top_mark(marks) -> str:
    """The most decisive of several marks (a cell of several loops), "" for none."""
    shown = set(marks)
    return next((m for m in MARKS if m in shown), "")


def legend(marks) -> list[str]:
    """'RAM: measured RAM ...' for each mark shown, in MARKS' order."""
    shown = set(marks)
    return [f"{m}: {MARKS[m]}" for m in MARKS if m in shown]

PER_JOB_BUSY = 85.0  # % of one core a job's thread used: it was computing, not waiting on the drive
MACHINE_BUSY = 95.0  # % of all CPUs busy over the test: nothing was left for fio
FIO_SHARE = 25.0  # % of a core fio's jobs used for a saturated machine to have held them back
OTHER_SHARE = 0.05  # others' device bytes over fio's: enough to have taken the drive's time
# The rate limit held the figure only when the jobs got within RATE_MARGIN of what they asked
# (latency_load's SHORT: a step below 95 % of its offered rate is a saturated device) and the
# device was not saturated: by Little's law, I/Os in flight = IOPS x mean latency, and jobs
# that kept SATURATED of their queue depth in flight on average were waiting on the device,
# not on their rate limit. Nearly all of it: a job at queue depth 1 below the device's
# maximum already has its one I/O in flight much of the time (on a loaded machine, the wait
# for a CPU counts as latency too), and its rate still held.
RATE_MARGIN = 0.05
SATURATED = 0.95
MORE_CPU = ("spread the load over more jobs (numjobs), use io_uring with fixed buffers (fixedbufs, "
            "registerfiles) and direct I/O, and keep other programs off the CPUs")


@dataclass(frozen=True)
class TrustFinding:
    key: str  # ram, rate, cpu, no_disk, thermal, other_io, pcie_link, cow_fs, small_file, machine_busy
    limits: bool  # True: the figure is not the drive's; False: it is, read with care
    text: str
    advice: str = ""


@dataclass(frozen=True)
class HostFacts:
    """What the runner read about the machine and the target around one test."""
    cpus: int = 1
    busy_pct: float | None = None  # all CPUs, over the test (None: not measured)
    mem_total: int | None = None  # bytes of RAM
    fstype: str | None = None  # the test file's filesystem (None: a device, or unknown)
    link: tuple[str, str] | None = None  # a degraded PCIe link: (what it is, the advice)


@dataclass(frozen=True)
class JobFacts:
    """What the verdict needs of a test: its settings and fio's figures, plain."""
    engine: str
    direct: bool
    reads: bool
    writes: bool
    file_bytes: int | None  # the data a buffered read goes over (None: unknown, a job file)
    rates: dict[str, float] = field(default_factory=dict)  # 'iops'/'bps' -> what the job asked, all jobs
    achieved: dict[str, float] = field(default_factory=dict)  # 'iops'/'bps' -> what fio measured
    thread_cpu: tuple[float, ...] = ()  # usr+sys % of one core, per fio thread
    # (on a CPU, waiting in the run queue) in % of the time, fio's jobs' mean (None: not measured)
    queued: tuple[float, float] | None = None
    in_flight: float | None = None  # I/Os in flight on average: achieved IOPS x mean latency (None: unknown)
    depth: int | None = None  # I/Os the jobs could keep in flight: iodepth (1 if synchronous) x threads


@dataclass(frozen=True)
class TrustVerdict:
    limited_by: str
    believe: str
    line: str  # one line: what limited it, whether to believe it, and the advice
    mark: str = ""  # the grid's mark (MARKS), "" for none
    findings: tuple[TrustFinding, ...] = ()

    def to_dict(self) -> dict:
        """As stored and exported: JSON's shape (findings a list), so a stored verdict reads back equal."""
        return dict(asdict(self), findings=[asdict(f) for f in self.findings])

    @classmethod
    def from_dict(cls, d: dict | None) -> TrustVerdict | None:
        if not d or "line" not in d:
            return None
        found = tuple(TrustFinding(**{k: f.get(k) for k in ("key", "limits", "text", "advice")})
                      for f in d.get("findings") or ())
        return cls(str(d.get("limited_by", DISK)), str(d.get("believe", YES)), str(d["line"]),
                   str(d.get("mark") or ""), found)


def _pct(x: float) -> str:
    return f"{x:.0f} %"


def _gib(n: int) -> str:
    return f"{n / 2**30:.1f} GiB" if n >= 2**30 else f"{n / 2**20:.0f} MiB"


def _ram(cache: dict | None, host: HostFacts) -> TrustFinding | None:
    """RAM by the cache verdict's own rule (cache.model.CacheVerdict.measures_ram: the shares,
    then the rule on rates it was rated with), so the cache panel and this never disagree."""
    if not cache:
        return None
    read, unwritten = cache.get("from_ram_pct"), cache.get("unwritten_pct")
    larger = f" ({_gib(host.mem_total)})" if host.mem_total else ""
    if read is not None and read >= 50:
        return TrustFinding("ram", True, f"{_pct(read)} of the bytes read came from RAM (the page cache), "
                            "not the disk", f"use direct I/O, or a test file larger than RAM{larger}")
    if unwritten is not None and unwritten >= 50:
        return TrustFinding("ram", True, f"{_pct(unwritten)} of the bytes written were still in RAM when the "
                            "test ended", f"use direct I/O, or write more than RAM{larger} holds")
    if cache.get("above") and cache.get("device"):
        return TrustFinding("ram", True, above_words(cache["device"], cache["above"]),
                            f"use direct I/O, or a test larger than RAM{larger}")
    return None


def _saturated(facts: JobFacts) -> bool:
    return facts.depth is not None and facts.depth > 0 and facts.in_flight is not None \
        and facts.in_flight >= SATURATED * facts.depth


def _rate(facts: JobFacts) -> tuple[TrustFinding | None, TrustFinding | None]:
    """(the job's rate limit held the figure, or: the device held it at or below the rate)."""
    for unit, asked in facts.rates.items():
        got = facts.achieved.get(unit, 0.0)
        if asked <= 0:
            continue
        what = "rate_iops" if unit == "iops" else "rate"
        figures = (f"{asked:,.0f} IOPS asked, {got:,.0f} done" if unit == "iops" else
                   f"{asked / 1e6:,.2f} MB/s asked, {got / 1e6:,.2f} done")
        share = got / asked * 100
        if got >= (1 - RATE_MARGIN) * asked and not _saturated(facts):
            found = TrustFinding("rate", True, f"{what}: {figures}", f"remove {what} to measure the drive's maximum")
            return found, None
        if got < (1 - RATE_MARGIN) * asked:
            why = (f"the device held it below the job's {what} ({figures}, {share:.0f} %; a rate limit holds "
                   f"a figure within {RATE_MARGIN * 100:.0f} % of it)")
        else:
            why = (f"the device was saturated at the job's {what} ({figures}; fio's jobs kept "
                   f"{facts.in_flight:,.1f} of their {facts.depth} I/Os in flight on average)")
        return None, TrustFinding("rate_held", False, why)
    return None, None


def _cpu(facts: JobFacts, host: HostFacts) -> tuple[TrustFinding | None, TrustFinding | None]:
    """(the host-bound finding, or a busy machine's care finding)."""
    if facts.engine == "null":
        return TrustFinding("no_disk", True, "fio's null engine moves no data: this measures fio and the CPU",
                            "pick a real engine and target to measure a drive"), None
    cpu = facts.thread_cpu
    each = sum(cpu) / len(cpu) if cpu else 0.0
    if cpu and each >= PER_JOB_BUSY:
        return TrustFinding("cpu", True, f"fio's jobs used {_pct(each)} of a core each", MORE_CPU), None
    if cpu and host.cpus and sum(cpu) >= PER_JOB_BUSY * host.cpus:
        return TrustFinding("cpu", True, f"fio's jobs used {_pct(sum(cpu) / host.cpus)} of the machine's "
                            f"{host.cpus} CPUs", MORE_CPU), None
    if facts.queued is not None and sum(facts.queued) >= PER_JOB_BUSY:
        on, queued = facts.queued
        return TrustFinding("cpu", True, f"fio's jobs computed or waited for a CPU {_pct(on + queued)} of the "
                            f"time ({_pct(on)} on a CPU, {_pct(queued)} waiting for one)",
                            MORE_CPU), None
    if host.busy_pct is not None and host.busy_pct >= MACHINE_BUSY:
        # Measured, the run queue decides (a job that waited on the drive is not host-bound,
        # however busy the machine); unmeasured, fio's share of a saturated machine does.
        if facts.queued is None and sum(cpu) >= FIO_SHARE:
            return TrustFinding("cpu", True, f"the machine's CPUs were saturated ({_pct(host.busy_pct)} busy; "
                                f"fio's jobs {_pct(sum(cpu))} of a core)", MORE_CPU), None
        return None, TrustFinding("machine_busy", False, f"the machine's CPUs were {_pct(host.busy_pct)} busy "
                                  "(other programs)", "close other programs, or run when the machine is idle")
    return None, None


def _thermal(thermal: dict | None) -> TrustFinding | None:
    kind = (thermal or {}).get("kind")
    if thermal and kind in ("throttled", "likely thermal"):
        return TrustFinding("thermal", False, f"the drive {thermal.get('message') or kind}",
                            "cool the drive (airflow, a heatsink), or run shorter tests with pauses")
    return None


def _other_io(cache: dict | None) -> TrustFinding | None:
    """The device's own counters beyond what fio did (the cache tracker's rule, cache.model)."""
    if not cache or not cache.get("device"):
        return None
    extra_r, extra_w = other_io(*(int(cache.get(k) or 0) for k in (
        "fio_reads", "dev_reads", "fio_read_bytes", "dev_read_bytes", "fio_write_bytes", "dev_write_bytes")))
    other = (cache["dev_read_bytes"] - cache["fio_read_bytes"] if extra_r else 0) + \
        (cache["dev_write_bytes"] - cache["fio_write_bytes"] if extra_w else 0)
    if not (extra_r or extra_w) or other < OTHER_SHARE * (cache["fio_read_bytes"] + cache["fio_write_bytes"]):
        return None  # a desktop's own trickle of writes beside a large test changes nothing
    what = " and ".join(x for x, on in (("read", extra_r), ("wrote", extra_w)) if on)
    return TrustFinding("other_io", False, f"the device ({cache['device']}) also {what} more than fio did: "
                        "another process (or filesystem writeback) used the disk",
                        "stop what else uses the disk, or test an idle disk")


COW = {"btrfs": "copy-on-write, checksums, maybe compression", "zfs": "copy-on-write, checksums, maybe compression",
       "bcachefs": "copy-on-write, checksums, maybe compression", "nilfs2": "log-structured, copy-on-write",
       "f2fs": "log-structured, maybe compression", "refs": "copy-on-write metadata, integrity streams"}


def _cow(host: HostFacts) -> TrustFinding | None:
    kind = COW.get((host.fstype or "").lower())
    if kind is None:
        return None
    return TrustFinding("cow_fs", False, f"the test file is on {host.fstype} ({kind}): the filesystem's work "
                        "is in the figure", "test a raw device or a file on ext4/xfs/NTFS, or turn copy-on-write "
                        "off for the test file (chattr +C on btrfs)")


def _small_file(facts: JobFacts, host: HostFacts) -> TrustFinding | None:
    """A buffered test on less data than RAM: reads the page cache can answer, writes it can
    absorb before the disk (the run's warning said so before it started: cache.run_warnings)."""
    if facts.direct or not facts.file_bytes or not host.mem_total or facts.file_bytes >= host.mem_total:
        return None
    what = "read and write" if facts.reads and facts.writes else ("read" if facts.reads else "write")
    how = ("the page cache can answer its reads and absorb its writes" if facts.reads and facts.writes else
           "the page cache can answer it" if facts.reads else "the page cache can absorb it before the disk")
    return TrustFinding("small_file", False, f"a buffered {what} of {_gib(facts.file_bytes)}, smaller than RAM "
                        f"({_gib(host.mem_total)}): {how}", "use direct I/O, or a test file larger than RAM")


LIMIT_OF = {"ram": RAM, "rate": RATE, "no_disk": CPU, "cpu": CPU}
MARK_OF = {"ram": "RAM", "rate": "RATE", "no_disk": "CPU", "cpu": "CPU"}


def judge(facts: JobFacts, host: HostFacts, cache: dict | None = None,
          thermal: dict | None = None) -> TrustVerdict:
    """The verdict of one finished test: cache and thermal are its stored verdicts (dicts)."""
    cpu, busy = _cpu(facts, host)
    rate, held = _rate(facts)
    ram = _ram(cache, host)
    limiting = [f for f in (ram, rate, None if rate else cpu) if f is not None]
    care = [f for f in (_thermal(thermal), _other_io(cache), host.link and TrustFinding(
        "pcie_link", False, f"PCIe link {host.link[0]}", host.link[1]), _cow(host),
        None if ram else _small_file(facts, host), None if (cpu or rate) else busy) if f]
    # The device, not the rate limit, set the figure: the disk's, said after whatever else applies.
    findings = tuple(limiting + care + ([held] if held else []))
    if limiting:
        top = limiting[0]
        limited_by, believe, mark = LIMIT_OF[top.key], (YES if top.key == "rate" else NO), MARK_OF[top.key]
        head = {"ram": "RAM, not the disk", "rate": "the job's rate limit, as asked",
                "cpu": "host-bound, this is a CPU figure, not the drive's",
                "no_disk": "host-bound, this is a CPU figure, not the drive's"}[top.key]
        line = f"{head}: {top.text}" + (f"; {top.advice}" if top.advice else "")
        if top.key == "rate":
            line = f"the job's rate limit ({top.text}): as asked, not the drive's maximum; {top.advice}"
    elif care:
        top = care[0]
        limited_by = THERMAL if top.key == "thermal" else DISK
        believe, mark = CARE, "HOT" if top.key == "thermal" else "!"
        line = f"the disk, believe it with care: {top.text}" + (f"; {top.advice}" if top.advice else "")
        if held:  # the rate is what a reader checks first: say the device, not it, set the figure
            line += f"; {held.text}"
    elif held:
        limited_by, believe, mark = DISK, YES, ""
        line = f"the disk: {held.text}; believe it"
    else:
        limited_by, believe, mark = DISK, YES, ""
        line = "the disk: nothing else limited it; believe it"
    return TrustVerdict(limited_by, believe, line, mark, findings)


def trust_words(d: dict | None) -> list[str]:
    """A stored verdict in words: its line, then each further finding with its advice."""
    v = TrustVerdict.from_dict(d)
    if v is None:
        return []
    rest = [f"{f.text}" + (f"; {f.advice}" if f.advice else "") for f in v.findings[1:] if f.text not in v.line]
    return [v.line] + rest
