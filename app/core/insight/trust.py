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
from app.core.words import Msg, Num

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
MORE_CPU = Msg("spread the load over more jobs (%1), use io_uring with fixed buffers (%2) and direct I/O, and keep "
               "other programs off the CPUs", "numjobs", "fixedbufs, registerfiles")


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
        line = d["line"] if isinstance(d["line"], str) else str(d["line"])  # str() would drop a Msg's parts
        return cls(str(d.get("limited_by", DISK)), str(d.get("believe", YES)), line,
                   str(d.get("mark") or ""), found)


def _gib(n: int) -> Msg:
    return Msg("%1 GiB", Num(n / 2**30, 1)) if n >= 2**30 else Msg("%1 MiB", Num(n / 2**20, 0))


def _said(text: str, advice: str) -> str:
    """A finding and its advice in one line ("text; advice")."""
    return Msg("%1; %2", text, advice) if advice else text


def _ram(cache: dict | None, host: HostFacts) -> TrustFinding | None:
    """RAM by the cache verdict's own rule (cache.model.CacheVerdict.measures_ram: the shares,
    then the rule on rates it was rated with), so the cache panel and this never disagree."""
    if not cache:
        return None
    read, unwritten = cache.get("from_ram_pct"), cache.get("unwritten_pct")
    ram = _gib(host.mem_total) if host.mem_total else None
    if read is not None and read >= 50:
        return TrustFinding("ram", True, Msg("%1 % of the bytes read came from RAM (the page cache), not the disk",
                                             Num(read)),
                            Msg("use direct I/O, or a test file larger than RAM (%1)", ram) if ram else
                            Msg("use direct I/O, or a test file larger than RAM"))
    if unwritten is not None and unwritten >= 50:
        return TrustFinding("ram", True, Msg("%1 % of the bytes written were still in RAM when the test ended",
                                             Num(unwritten)),
                            Msg("use direct I/O, or write more than RAM (%1) holds", ram) if ram else
                            Msg("use direct I/O, or write more than RAM holds"))
    if cache.get("above") and cache.get("device"):
        return TrustFinding("ram", True, above_words(cache["device"], cache["above"]),
                            Msg("use direct I/O, or a test larger than RAM (%1)", ram) if ram else
                            Msg("use direct I/O, or a test larger than RAM"))
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
        figures = (Msg("%1 IOPS asked, %2 done", Num(asked, 0, True), Num(got, 0, True)) if unit == "iops" else
                   Msg("%1 MB/s asked, %2 done", Num(asked / 1e6, 2, True), Num(got / 1e6, 2, True)))
        share = got / asked * 100
        if got >= (1 - RATE_MARGIN) * asked and not _saturated(facts):
            found = TrustFinding("rate", True, Msg("%1: %2", what, figures),
                                 Msg("remove %1 to measure the drive's maximum", what))
            return found, None
        if got < (1 - RATE_MARGIN) * asked:
            why = Msg("the device held it below the job's %1 (%2, %3 %; a rate limit holds a figure within %4 % "
                      "of it)", what, figures, Num(share), Num(RATE_MARGIN * 100))
        else:
            why = Msg("the device was saturated at the job's %1 (%2; fio's jobs kept %3 of their %4 I/Os in flight "
                      "on average)", what, figures, Num(facts.in_flight or 0.0, 1, True), facts.depth or 0)
        return None, TrustFinding("rate_held", False, why)
    return None, None


def _cpu(facts: JobFacts, host: HostFacts) -> tuple[TrustFinding | None, TrustFinding | None]:
    """(the host-bound finding, or a busy machine's care finding)."""
    if facts.engine == "null":
        return TrustFinding("no_disk", True, Msg("fio's null engine moves no data: this measures fio and the CPU"),
                            Msg("pick a real engine and target to measure a drive")), None
    cpu = facts.thread_cpu
    each = sum(cpu) / len(cpu) if cpu else 0.0
    if cpu and each >= PER_JOB_BUSY:
        return TrustFinding("cpu", True, Msg("fio's jobs used %1 % of a core each", Num(each)), MORE_CPU), None
    if cpu and host.cpus and sum(cpu) >= PER_JOB_BUSY * host.cpus:
        return TrustFinding("cpu", True, Msg("fio's jobs used %1 % of the machine's %2 CPUs",
                                             Num(sum(cpu) / host.cpus), host.cpus), MORE_CPU), None
    if facts.queued is not None and sum(facts.queued) >= PER_JOB_BUSY:
        on, queued = facts.queued
        return TrustFinding("cpu", True, Msg("fio's jobs computed or waited for a CPU %1 % of the time (%2 % on a "
                                             "CPU, %3 % waiting for one)", Num(on + queued), Num(on), Num(queued)),
                            MORE_CPU), None
    if host.busy_pct is not None and host.busy_pct >= MACHINE_BUSY:
        # Measured, the run queue decides (a job that waited on the drive is not host-bound,
        # however busy the machine); unmeasured, fio's share of a saturated machine does.
        if facts.queued is None and sum(cpu) >= FIO_SHARE:
            return TrustFinding("cpu", True, Msg("the machine's CPUs were saturated (%1 % busy; fio's jobs %2 % of "
                                                 "a core)", Num(host.busy_pct), Num(sum(cpu))), MORE_CPU), None
        return None, TrustFinding("machine_busy", False, Msg("the machine's CPUs were %1 % busy (other programs)",
                                                             Num(host.busy_pct)),
                                  Msg("close other programs, or run when the machine is idle"))
    return None, None


def _thermal(thermal: dict | None) -> TrustFinding | None:
    kind = (thermal or {}).get("kind")
    if thermal and kind in ("throttled", "likely thermal"):
        return TrustFinding("thermal", False, Msg("the drive %1", thermal.get("message") or kind),
                            Msg("cool the drive (airflow, a heatsink), or run shorter tests with pauses"))
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
    device = cache["device"]
    text = (Msg("the device (%1) also read and wrote more than fio did: another process (or filesystem writeback) "
                "used the disk", device) if extra_r and extra_w else
            Msg("the device (%1) also read more than fio did: another process (or filesystem writeback) used the "
                "disk", device) if extra_r else
            Msg("the device (%1) also wrote more than fio did: another process (or filesystem writeback) used the "
                "disk", device))
    return TrustFinding("other_io", False, text, Msg("stop what else uses the disk, or test an idle disk"))


_COW = Msg("copy-on-write, checksums, maybe compression")
COW = {"btrfs": _COW, "zfs": _COW, "bcachefs": _COW, "nilfs2": Msg("log-structured, copy-on-write"),
       "f2fs": Msg("log-structured, maybe compression"), "refs": Msg("copy-on-write metadata, integrity streams")}


def _cow(host: HostFacts) -> TrustFinding | None:
    kind = COW.get((host.fstype or "").lower())
    if kind is None:
        return None
    return TrustFinding("cow_fs", False, Msg("the test file is on %1 (%2): the filesystem's work is in the figure",
                                             host.fstype or "", kind),
                        Msg("test a raw device or a file on ext4/xfs/NTFS, or turn copy-on-write off for the test "
                            "file (%1 on btrfs)", "chattr +C"))


def _small_file(facts: JobFacts, host: HostFacts) -> TrustFinding | None:
    """A buffered test on less data than RAM: reads the page cache can answer, writes it can
    absorb before the disk (the run's warning said so before it started: cache.run_warnings)."""
    if facts.direct or not facts.file_bytes or not host.mem_total or facts.file_bytes >= host.mem_total:
        return None
    size, ram = _gib(facts.file_bytes), _gib(host.mem_total)
    text = (Msg("a buffered read and write of %1, smaller than RAM (%2): the page cache can answer its reads and "
                "absorb its writes", size, ram) if facts.reads and facts.writes else
            Msg("a buffered read of %1, smaller than RAM (%2): the page cache can answer it", size, ram)
            if facts.reads else
            Msg("a buffered write of %1, smaller than RAM (%2): the page cache can absorb it before the disk",
                size, ram))
    return TrustFinding("small_file", False, text, Msg("use direct I/O, or a test file larger than RAM"))


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
        "pcie_link", False, Msg("PCIe link %1", host.link[0]), host.link[1]), _cow(host),
        None if ram else _small_file(facts, host), None if (cpu or rate) else busy) if f]
    # The device, not the rate limit, set the figure: the disk's, said after whatever else applies.
    findings = tuple(limiting + care + ([held] if held else []))
    if limiting:
        top = limiting[0]
        limited_by, believe, mark = LIMIT_OF[top.key], (YES if top.key == "rate" else NO), MARK_OF[top.key]
        said = _said(top.text, top.advice)
        line = (Msg("RAM, not the disk: %1", said) if top.key == "ram" else
                Msg("the job's rate limit (%1): as asked, not the drive's maximum; %2", top.text, top.advice)
                if top.key == "rate" else Msg("host-bound, this is a CPU figure, not the drive's: %1", said))
    elif care:
        top = care[0]
        limited_by = THERMAL if top.key == "thermal" else DISK
        believe, mark = CARE, "HOT" if top.key == "thermal" else "!"
        said = _said(top.text, top.advice)
        # the rate is what a reader checks first: say the device, not it, set the figure
        line = Msg("the disk, believe it with care: %1", _said(said, held.text) if held else said)
    elif held:
        limited_by, believe, mark = DISK, YES, ""
        line = Msg("the disk: %1; believe it", held.text)
    else:
        limited_by, believe, mark = DISK, YES, ""
        line = Msg("the disk: nothing else limited it; believe it")
    return TrustVerdict(limited_by, believe, line, mark, findings)


def trust_words(d: dict | None) -> list[str]:
    """A stored verdict in words: its line, then each further finding with its advice."""
    v = TrustVerdict.from_dict(d)
    if v is None:
        return []
    rest: list[str] = [_said(f.text, f.advice) for f in v.findings[1:] if f.text not in v.line]
    return [v.line] + rest
