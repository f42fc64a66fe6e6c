"""One fio invocation stored as one test or several: the per-test routine of SuiteRunner.

A plain test is one part; a job file of several reporting groups is a part per group; a
batched steady-state round (rounds.Batch) is a part per stonewalled cell, each its own fio
group. Every part goes through the same steps, so no path loses what another records: the
test begun (stored, announced) when it starts, each interval with its page-cache sample,
drive temperature and CPU accounting, fio's figures for its group, its own start and end
(fio's job_start and runtime), its thermal and trust verdicts, and the page-cache verdict
of each part over its own group's time (cache/groups.py), or of the whole invocation for one.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from app.core.target_kind import TargetKind
from app.core.access.elevated import launch_elevated
from app.core.cache.probe import probe_path
from app.core.cache.groups import CounterLog, counted_verdict, log_for, part_verdicts
from app.core.cache.tracker import CacheTracker
from app.core.errors import FioscopeError
from app.core.words import Msg
from app.core.fio.jobspec import JobSpec
from app.core.fio.runner import FioRunner, RunOutcome
from app.core.fio.sandbox import Confinement
from app.core.fio.status import IntervalSample
from app.core.history.records import TestRecord
from app.core.insight.trust_facts import CpuLoad, JobWait, record_trust


@dataclass
class Part:
    """One stored test of an invocation: fio reporting group `gid`, or (None) all of it."""

    spec: JobSpec
    argv: list[str]
    jobfile: str
    gid: int | None = None
    warnings: list[str] = field(default_factory=list)
    seq: int = 0  # its stored seq past the plan item's (a job file's groups count on; a round's cells share)


@dataclass
class Invocation:
    spec: JobSpec  # what FioRunner is given: its confinement's fallback, launcher and device access
    parts: list[Part]
    interval: float
    confinement: Confinement | None
    argv: list[str] | None = None  # None: FioRunner's own command line for spec
    held: list[JobSpec] = field(default_factory=list)  # whose devices must still be held
    planned_s: float | None = None


class PartRun:
    """Runs one Invocation for a SuiteRunner (its store, callbacks, hold, thermal watch; not
    imported here: suites/run.py imports this module)."""

    def __init__(self, runner, i: int, phase: str, t0: float, inv: Invocation) -> None:
        self.r, self.i, self.phase, self.t0, self.inv = runner, i, phase, t0, inv
        self.records: dict[int, tuple[TestRecord, int | None]] = {}  # part index -> record, stored id
        self.seen: dict[int, list[float]] = {}  # part index -> [start, end] on the thermal clock, from samples
        self.wall0 = time.time()  # the thermal clock's zero, in wall time
        self.load: CpuLoad | None = None
        self.waits: dict[int, JobWait] = {}  # part index -> its jobs' time on a CPU and queued for one
        self.counters: CounterLog | None = None  # the device's counters while fio runs (several groups)

    # -- parts ----------------------------------------------------------------------
    def _part_of(self, s: IntervalSample) -> int | None:
        parts = self.inv.parts
        if len(parts) == 1:
            return 0
        k = next((k for k, p in enumerate(parts) if p.gid == s.group), None)
        return self._unforeseen(s.group) if k is None else k

    def _unforeseen(self, gid: int) -> int:
        """A group the plan did not foresee (fio numbered its groups otherwise): a part of its
        own, named after the first, so its samples and figures are kept, not dropped."""
        first = self.inv.parts[0]
        self.inv.parts.append(Part(first.spec.with_(name=f"{first.spec.name} (group {gid})"), first.argv,
                                   first.jobfile, gid, list(first.warnings), seq=len(self.inv.parts)))
        return len(self.inv.parts) - 1

    def begin(self, k: int) -> tuple[TestRecord, int | None]:
        """Part k's test, stored and announced when its part starts (the first before fio)."""
        if k not in self.records:
            r, p = self.r, self.inv.parts[k]
            rec = TestRecord(p.spec, p.argv, p.jobfile, self.phase, started_at=time.time(),
                             warnings=list(p.warnings))
            r.result.tests.append(rec)
            tid = r._stored("begin_test", r.result.run_id, r._seq_base + self.i + p.seq, p.spec, rec.argv,
                            rec.jobfile, self.phase) if r.result.run_id is not None else None
            self.records[k] = (rec, tid)
            if r.on_test_start:
                r.on_test_start(self.i, p.spec, self.phase)
        return self.records[k]

    def _done(self, rec: TestRecord, tid: int | None) -> None:
        if not rec.finished_at:
            rec.finished_at = time.time()
        if tid is not None:
            self.r._stored("finish_test", tid, rec)
        if self.r.on_test_done:
            self.r.on_test_done(self.i, rec)

    def failed_before(self, error: FioscopeError) -> TestRecord:
        """Nothing ran: the first part's test carries the error."""
        rec, tid = self.begin(0)
        rec.error = error
        self._done(rec, tid)
        return rec

    # -- the run --------------------------------------------------------------------
    def run(self) -> TestRecord:
        r, inv = self.r, self.inv
        spec0 = inv.spec
        # The test file may not exist yet: its directory names the same device.
        tracker = CacheTracker(probe_path(spec0.target.path, spec0.target.kind), moves_data=spec0.ioengine != "null")
        # several groups: the device's counters are read often enough to split them at fio's group ends;
        # a ramp_time: to start them where fio's counted time starts
        self.counters = log_for(tracker.counters, len(inv.parts), tracker.device,
                                ramp=any("ramp_time" in p.jobfile for p in inv.parts))
        self.begin(0)
        try:
            if r.before_test:
                r.before_test(self.i, spec0)
            r._hold.check(inv.held or [spec0])  # still the devices held; fio takes the claim of those it writes
        except FioscopeError as e:
            rec, tid = self.records[0]
            rec.error = e
            self._done(rec, tid)
            return rec
        if r.settle:
            r.settle()
        r._test_t0 = time.monotonic()
        r._current_planned = inv.planned_s
        r.thermal.begin_test()
        self.wall0 = time.time() - r.thermal.since_test()
        self.load = CpuLoad()  # the machine's CPUs over the invocation, for each part's trust verdict

        def sample_cb(s: IntervalSample) -> None:
            k = self._part_of(s)
            if k is None:
                return  # a group no part is for: nothing to store it under
            rec, tid = self.begin(k)
            now = r.thermal.since_test()
            self.seen.setdefault(k, [now - s.t_s, now])[1] = now
            t = s.total
            c_wait = time.thread_time()
            self.waits.setdefault(k, JobWait()).sample(runner.pid)
            c0 = time.thread_time()
            r.cpu_s["trust sampler"] = r.cpu_s.get("trust sampler", 0.0) + c0 - c_wait
            rec.cache_samples.append(tracker.sample(s.t_s, s.dt_s, t.read_iops, t.write_iops, t.read_bps, t.write_bps))
            r._tracker = tracker
            temp = r.thermal.interval()
            rec.temps.append((s.t_s, temp))
            c1 = time.thread_time()
            if tid is not None:
                r._stored("add_sample", tid, s, temp)
            c2 = time.thread_time()
            if r.on_sample:
                r.on_sample(self.i, s, replace(r._progress(self.i, rec.spec, self.phase, self.t0), temp_c=temp,
                                               temp_limits=r.thermal.limits))
            c3 = time.thread_time()
            for key, dt in (("cache sampler", c1 - c0), ("store", c2 - c1), ("front end", c3 - c2)):
                r.cpu_s[key] = r.cpu_s.get(key, 0.0) + dt

        runner = FioRunner(r.fio, spec0, inv.interval, on_sample=sample_cb, on_stall=r.on_stall,
                           stall_timeout=r.stall_timeout, argv=inv.argv,
                           launcher=launch_elevated if r.elevate and spec0.target.kind == TargetKind.DEVICE else None,
                           confinement=inv.confinement)
        with r._lock:
            r._runner = runner
        if not r._cancel.is_set():
            if self.counters is not None:
                self.counters.start()
            try:
                outcome = r._run_with_access(runner, spec0)
            finally:
                if self.counters is not None:
                    self.counters.stop()
            for key in ("read", "parse"):  # "consumers" is split above, per consumer
                r.cpu_s[key] = r.cpu_s.get(key, 0.0) + runner.cpu_s[key]
        else:
            outcome = runner.outcome
            outcome.cancelled = True
        with r._lock:
            r._runner = None
        r._hold.claim()  # fio has ended: its claims are the run's again
        if outcome.cancelled:
            r._cancel.set()
        return self._finish(outcome, tracker)

    # -- the end ----------------------------------------------------------------------
    def _finish(self, outcome: RunOutcome, tracker: CacheTracker) -> TestRecord:
        """Each part gets fio's figures of its group. A failed or cancelled run: the parts that
        finished before it keep theirs; the error goes to the part fio reported it for, else
        to the last part that ran; parts that never started are not stored."""
        if len(self.inv.parts) == 1:
            results = {0: outcome.result}
        else:
            by_gid = {(g.group or 0): g for g in outcome.groups}
            for gid in by_gid:
                if all(p.gid != gid for p in self.inv.parts):
                    self._unforeseen(gid)
            results = {k: by_gid.get(p.gid) if p.gid is not None else None for k, p in enumerate(self.inv.parts)}
        parts, n = self.inv.parts, len(self.inv.parts)
        # a part ran when fio ran its group: its figures, its errors, or (jobs of no I/O by
        # design, cpuio) its jobs' start and end
        ran = [k for k in range(n) if k in self.records or ((r := results.get(k)) is not None and (
            r.read.runtime_ms or r.write.runtime_ms or r.errors
            or parts[k].gid in outcome.times))]
        failed = [k for k in ran if n > 1 and (r := results.get(k)) is not None and r.errors]
        if outcome.error is not None and not failed:
            failed = [ran[-1] if ran else 0]
        stopped = ran[-1] if outcome.cancelled and ran and n > 1 else None
        stored = sorted(set(ran) | set(failed)) or [0]
        # several groups: each its own page-cache verdict (cache/groups.py), else the invocation's
        own = part_verdicts(tracker, self.counters, {k: (parts[k].gid, results.get(k)) for k in stored},
                            outcome.times) if len(stored) > 1 else {}
        verdict = None if own else self._verdict(outcome, tracker)
        for k in stored:
            rec, tid = self.begin(k)
            res = results.get(k)
            if k in failed:
                rec.error = outcome.error or FioscopeError(Msg("fio reported errors %1", str(res.errors if res else '')))
            elif k != stopped and res is not None:
                rec.result = res if n == 1 else replace(res, name=rec.spec.name)
            rec.samples = outcome.samples if n == 1 else [s for s in outcome.samples if s.group == parts[k].gid]
            rec.notes, rec.stderr = list(outcome.notes), outcome.stderr
            self._times(rec, k, outcome)
            if own:
                rec.cache = own.get(k)
            elif k == stored[-1]:  # one part: the page cache is watched over the whole invocation
                rec.cache = verdict
            if self.load is not None:
                rec.cache, rec.trust = record_trust(rec, self.load, self.waits.get(k),
                                                    options=self._options(outcome, k))
        # Stored and reported in fio's group order, whatever order they were begun in.
        mine = [self.records[k][0] for k in stored]
        tests = self.r.result.tests
        tests[:] = [t for t in tests if all(t is not m for m in mine)] + mine
        for k in stored:
            self._done(*self.records[k])
        return next((m for m in mine if m.error), mine[-1])

    def _options(self, outcome: RunOutcome, k: int) -> tuple:
        """Part k's jobs as fio parsed them (its group's; one part: all of the run's)."""
        gid = self.inv.parts[k].gid
        if gid is None:
            return tuple(j for jobs in outcome.options.values() for j in jobs)
        return outcome.options.get(gid, ())

    def _verdict(self, outcome: RunOutcome, tracker: CacheTracker):
        g = outcome.groups or ([outcome.result] if outcome.result else [])
        if not g:
            return tracker.verdict()
        fio = (sum(x.read.total_ios for x in g), sum(x.read.io_bytes for x in g),
               sum(x.write.total_ios for x in g), sum(x.write.io_bytes for x in g))
        if self.counters is not None and len(outcome.times) == 1:  # a ramp: over fio's counted time
            counted = counted_verdict(tracker.judged, fio, next(iter(outcome.times.values())), self.counters,
                                      tracker.settled_counters())
            if counted is not None:
                return counted
        return tracker.verdict(*fio)

    def _times(self, rec: TestRecord, k: int, outcome: RunOutcome) -> None:
        """The part's own start and end: fio's (its jobs' job_start, plus runtime), else the
        span its samples arrived in; and its thermal verdict over that span."""
        gid = self.inv.parts[k].gid
        if gid is None and len(outcome.times) == 1:
            gid = next(iter(outcome.times))  # one part, one group: its times are the test's
        fio_times = outcome.times.get(gid) if gid is not None else None
        if fio_times is not None:
            rec.started_at, rec.finished_at = fio_times
            span: list[float] | None = [fio_times[0] - self.wall0, fio_times[1] - self.wall0]
        else:
            rec.finished_at = time.time()
            span = self.seen.get(k)
        if len(self.inv.parts) == 1:
            rec.thermal = self.r.thermal.finish_test(rec)
        elif span is not None:  # each part is judged on its own intervals
            rec.thermal = self.r.thermal.finish_test(rec, *span)
