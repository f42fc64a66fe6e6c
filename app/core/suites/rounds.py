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

from app.core.errors import FioscopeError
from app.core.fio.jobspec import JobSpec, global_args, suite_jobfile, to_argv, to_jobfile
from app.core.fio.sandbox import Confinement
from app.core.suites.invocation import Invocation, Part, PartRun
from app.core.suites.items import Batch
from app.core.suites.run import SuiteRunner, TestRecord


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
        """The round through the per-test routine every fio invocation goes through
        (suites/invocation.py): a part per cell, each fio's reporting group k (--stonewall)."""
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
        # The first cell carries the invocation's command line and job file; the others their own.
        parts = [Part(specs[0], argv, jobfile, 0)] + [
            Part(spec, to_argv(spec, self.fio.path, interval),
                 to_jobfile(spec, f"job {k + 1} of {n} in the fio invocation stored with {specs[0].name}"), k)
            for k, spec in enumerate(specs[1:], 1)]
        if n == 1:
            parts[0].gid = None  # one cell: every sample is its own
        writer = next((s for s in specs if s.writes), specs[0])  # device access: write if any job writes
        run = PartRun(self, i, phase, t0, Invocation(writer, parts, interval, confinement, argv=argv or None,
                                                     held=specs, planned_s=batch.runtime_s))
        if setup_error is not None:
            return run.failed_before(setup_error)
        return run.run()
