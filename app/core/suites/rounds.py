"""A round of cells as one fio invocation: the cells are stonewalled jobs of one command
line, so fio starts once per round instead of once per cell, and each cell is still its own
stored test with its own result (fio's JSON has one reporting group per stonewalled job).

Measured on a loaded 2-core machine (tests/perf/bench_steady_cells.py: rounds of four 1 s
cells on a loop device): one fio per cell cost 0.50 s per cell (fio's start, the sandbox
wrapper, the store); a round per invocation costs 0.27 s per cell. Inside one invocation a
cell follows the one before after 0.20-0.30 s, fio's own scheduling: its job loop
(backend.c run_threads) sleeps 100 ms before it sees a job end and 100 ms more while the
next job's threads initialise, so stock fio cannot bring that gap under 0.2 s.
"""
from __future__ import annotations

import time
from dataclasses import dataclass

from app.core.cache.probe import probe_path
from app.core.cache.tracker import CacheTracker
from app.core.errors import FioscopeError
from app.core.fio.jobspec import JobSpec, global_args, suite_jobfile, to_argv, to_jobfile
from app.core.fio.runner import FioRunner
from app.core.access.elevated import launch_elevated
from app.core.fio.sandbox import Confinement
from app.core.fio.status import IntervalSample
from app.core.suites.run import SuiteRunner, TestRecord


@dataclass(frozen=True)
class Batch:
    """Jobs run one after another in one fio invocation, each stored as its own test.
    A plan yields PlanItem(Batch, phase): all its tests share the phase."""

    specs: tuple[JobSpec, ...]

    def __post_init__(self) -> None:
        names = [s.name for s in self.specs]
        if not names or len(set(names)) != len(names):
            raise ValueError("a batch needs jobs with distinct names")

    @property
    def name(self) -> str:  # SuiteRunner's progress shows the current item's name
        return self.specs[0].name

    @property
    def runtime_s(self) -> float | None:
        times = [s.runtime for s in self.specs]
        return None if any(t is None for t in times) else sum(times) + sum(s.ramp_time for s in self.specs)


def batch_argv(specs, fio_path: str, interval: float = 1.0) -> list[str]:
    """One command line running the jobs in order: each job's options after its --name,
    with --stonewall so that it waits for the one before (and is its own reporting group)."""
    argv = [fio_path, *global_args(interval, readonly=not any(s.may_write for s in specs))]
    for spec in specs:
        head = [fio_path, *global_args(interval, readonly=not spec.may_write)]  # what to_argv puts first
        own = to_argv(spec, fio_path, interval)
        if own[:len(head)] != head or not own[len(head)].startswith("--name="):
            raise ValueError(f"{spec.name}: a job file cannot be part of a batch")
        argv += [own[len(head)], "--stonewall", *own[len(head) + 1:]]
    return argv


class RoundRunner(SuiteRunner):
    """SuiteRunner that also runs Batch items (see module doc)."""

    def _run_one(self, i: int, spec, phase: str, t0: float) -> TestRecord:
        if isinstance(spec, Batch):
            return self._run_batch(i, spec, phase, t0)
        return super()._run_one(i, spec, phase, t0)

    def _batch_confinement(self, specs: list[JobSpec], privates: list) -> Confinement:
        parts = [self._confinement(s, p) for s, p in zip(specs, privates)]
        dirs = tuple({id(p): p for p in privates if p is not None}.values())
        return Confinement(readonly=all(c.readonly for c in parts), write_devices=parts[0].write_devices,
                           read_devices=tuple(dict.fromkeys(d for c in parts for d in c.read_devices)),
                           write_dirs=dirs, cwd=None, pinned=parts[0].pinned,
                           flush=all(c.flush for c in parts))

    def _run_batch(self, i: int, batch: Batch, phase: str, t0: float) -> TestRecord:
        n = len(batch.specs)
        try:
            placed = [self._own_place(s) for s in batch.specs]
            specs = [s for s, _ in placed]
            confinement, setup_error = self._batch_confinement(specs, [p for _, p in placed]), None
            self._interval = interval = self.interval_for(specs)
            argv = batch_argv(specs, self.fio.path, interval)
        except FioscopeError as e:
            specs, confinement, setup_error, argv, interval = list(batch.specs), None, e, [], 1.0
        jobfile = suite_jobfile(specs, f"{phase}: {n} jobs in one fio invocation, one after another")
        records: dict[int, tuple[TestRecord, int | None]] = {}  # job index -> record, stored id

        def begin(k: int) -> tuple[TestRecord, int | None]:
            """Each job's test is stored and announced when its job starts. The first carries
            the invocation's command line and job file; the others their own job's."""
            if k not in records:
                spec = specs[k]
                own_argv = argv if k == 0 else to_argv(spec, self.fio.path, interval)
                own_job = jobfile if k == 0 else to_jobfile(
                    spec, f"job {k + 1} of {n} in the fio invocation stored with {specs[0].name}")
                rec = TestRecord(spec, own_argv, own_job, phase, started_at=time.time())
                self.result.tests.append(rec)
                tid = self._stored("begin_test", self.result.run_id, self._seq_base + i, spec, rec.argv,
                                   rec.jobfile, phase) if self.result.run_id is not None else None
                records[k] = (rec, tid)
                if self.on_test_start:
                    self.on_test_start(i, spec, phase)
            return records[k]

        def finish(rec: TestRecord, tid: int | None) -> None:
            rec.finished_at = time.time()
            if tid is not None:
                self._stored("finish_test", tid, rec)
            if self.on_test_done:
                self.on_test_done(i, rec)

        if setup_error is not None:
            rec, tid = begin(0)
            rec.error = setup_error
            finish(rec, tid)
            return rec
        index = {s.name: k for k, s in enumerate(specs)}
        spec0 = specs[0]
        tracker = CacheTracker(probe_path(spec0.target.path, spec0.target.kind), moves_data=spec0.ioengine != "null")
        writer = next((s for s in specs if s.writes), spec0)  # device access: write if any job writes
        try:
            if self.before_test:
                self.before_test(i, spec0)
            self._hold.check(specs)  # still the devices held; fio takes the claim of those it writes
        except FioscopeError as e:
            rec, tid = begin(0)
            rec.error = e
            finish(rec, tid)
            return rec
        if self.settle:
            self.settle()
        self._test_t0 = time.monotonic()
        self._current_planned = batch.runtime_s

        def job_of(s: IntervalSample) -> int | None:
            names = {t.jobname for t in s.threads}
            return index.get(next(iter(names))) if len(names) == 1 else None

        def sample_cb(s: IntervalSample) -> None:
            k = job_of(s)
            if k is None:
                return
            rec, tid = begin(k)
            t = s.total
            rec.cache_samples.append(tracker.sample(s.t_s, s.dt_s, t.read_iops, t.write_iops, t.read_bps,
                                                    t.write_bps))
            self._tracker = tracker
            if tid is not None:
                self._stored("add_sample", tid, s)
            if self.on_sample:
                self.on_sample(i, s, self._progress(i, specs[k], phase, t0))

        runner = FioRunner(self.fio, writer, interval, on_sample=sample_cb, on_stall=self.on_stall,
                           stall_timeout=self.stall_timeout, argv=argv,
                           launcher=launch_elevated if self.elevate and spec0.target.kind == "device" else None,
                           confinement=confinement)
        with self._lock:
            self._runner = runner
        if not self._cancel.is_set():
            outcome = self._run_with_access(runner, writer)
        else:
            outcome = runner.outcome
            outcome.cancelled = True
        with self._lock:
            self._runner = None
        self._hold.claim()  # fio has ended: its claims are the run's again
        if outcome.cancelled:
            self._cancel.set()
        results = {r.name: r for r in outcome.groups}

        def ran(k: int) -> bool:
            r = results.get(specs[k].name)
            return k in records or (r is not None and bool(r.read.runtime_ms or r.write.runtime_ms or r.errors))

        done = [k for k in range(n) if ran(k)]
        failed = [k for k in done if results[specs[k].name].errors] if results else []
        if outcome.error is not None and not failed:
            failed = [done[-1] if done else 0]
        # A cancelled round: the job fio was in when it stopped has no figures of its own.
        stopped = done[-1] if outcome.cancelled and done else None
        stored = sorted(set(done) | set(failed))
        for k in stored:
            rec, tid = begin(k)
            r = results.get(specs[k].name)
            if k in failed:
                rec.error = outcome.error or FioscopeError(f"fio reported errors {r.errors}")
            elif k != stopped and r is not None:
                rec.result = r
            rec.samples = [s for s in outcome.samples if job_of(s) == k]
            rec.notes, rec.stderr = list(outcome.notes), outcome.stderr
            if k == stored[-1]:  # the page cache is watched over the whole invocation
                g = outcome.groups
                rec.cache = tracker.verdict(sum(x.read.total_ios for x in g), sum(x.read.io_bytes for x in g),
                                            sum(x.write.total_ios for x in g),
                                            sum(x.write.io_bytes for x in g)) if g else tracker.verdict()
                if len(stored) > 1:
                    rec.notes.append(f"the page-cache figures cover all {len(stored)} jobs of the fio invocation")
            finish(rec, tid)
            if rec.error:
                return rec
        if not stored:  # cancelled before fio started: the first job is stored as cancelled
            rec, tid = begin(0)
            finish(rec, tid)
            return rec
        return records[stored[-1]][0]
