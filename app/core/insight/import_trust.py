"""The trust verdict (insight.trust) of a run fio made elsewhere, imported from its JSON
output: what that output itself tells (each job's CPU, the null engine, rate options and
whether it reached them, direct or buffered I/O), and "not measured" for what only a watch
of the run could have told (the page cache, the machine's CPU load, the drive's
temperature, other I/O on the device, the filesystem, the PCIe link)."""
from __future__ import annotations

from dataclasses import replace

from app.core.fio.entry_options import JobOptions
from app.core.history.fio_import import ImportedRun, ImportedTest
from app.core.insight.trust import CARE, DISK, HostFacts, JobFacts, TrustFinding, TrustVerdict, judge
from app.core.insight.trust_facts import in_flight
from app.core.insight.trust_options import depth_of, rates_of

NOT_MEASURED = "not measured at import: "
# What the live verdict reads beside fio that an import has no record of.
UNSEEN = ("the machine's CPU load", "the drive's temperature", "other I/O on the device", "the filesystem",
          "the PCIe link")


def _jobs(test: ImportedTest) -> tuple[JobOptions, ...]:
    return tuple(JobOptions("", dict(opts), n) for opts, n in test.jobs)


def imported_facts(test: ImportedTest) -> JobFacts:
    spec, r = test.spec, test.result
    reads, writes = bool(r.read.total_ios), bool(r.write.total_ios)
    achieved = {"iops": r.read.iops + r.write.iops, "bps": r.read.bytes_per_s + r.write.bytes_per_s}
    # fio's usr_cpu and sys_cpu per entry; with group_reporting one entry is its threads' mean
    cpu = tuple(t.usr_cpu + t.sys_cpu for t in r.threads)
    jobs = _jobs(test)
    return JobFacts(spec.ioengine, spec.direct, reads, writes, None, rates_of(jobs, spec.rw, spec.rwmixread),
                    achieved, cpu, in_flight=in_flight(r), depth=depth_of(jobs, spec.ioengine) or None)


def imported_trust(test: ImportedTest) -> dict:
    """The verdict as stored: judged on fio's figures alone (no CPU count, load, RAM, page
    cache or temperature), its last finding what was not measured."""
    facts = imported_facts(test)
    v = judge(facts, HostFacts(cpus=0))  # cpus=0: the machine's CPU count is not in fio's output
    unseen = (("the page cache",) if not facts.direct and facts.engine != "null" else ()) + UNSEEN
    gap = TrustFinding("not_measured", False, NOT_MEASURED + ", ".join(unseen))
    if v.limited_by != DISK or v.findings:
        return replace(v, findings=v.findings + (gap,)).to_dict()
    cpu = facts.thread_cpu
    each = f"fio's jobs used {sum(cpu) / len(cpu):.0f} % of a core each" if cpu else ""
    if not facts.direct:  # nothing says whether RAM answered: the live verdict would have measured it
        found = TrustFinding("buffered", False, "buffered I/O: the page cache may have answered its reads or "
                             "held its writes", "use direct I/O")
        line = f"the disk, believe it with care: {found.text}; {found.advice}"
        return TrustVerdict(DISK, CARE, line, "!", (found, gap)).to_dict()
    told = "; ".join(x for x in ("direct I/O", each, "no rate limit reached") if x)
    # the gap is the only finding: the line says it (trust_words shows findings after the first)
    return replace(v, line=f"the disk, as far as fio's output tells ({told}); {gap.text}", findings=(gap,)).to_dict()


def judge_import(run: ImportedRun) -> ImportedRun:
    """The run with each test's verdict, for store_import to store."""
    return replace(run, tests=tuple(replace(t, trust=imported_trust(t)) for t in run.tests))
