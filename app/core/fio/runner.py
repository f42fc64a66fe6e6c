"""Run one fio job as a subprocess and stream per-thread samples through plain callbacks.

Threads, not select(): select does not work on pipes on Windows. One thread owns fio
(starts it, reads stdout, waits) so that Linux's parent-death signal stays armed; a
second drains stderr; a third is the watchdog.
"""
from __future__ import annotations

import os
import queue
import re
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field, replace
from typing import Callable

from app.core.errors import FioFailed, FioscopeError, FioStalled, classify_fio_failure
from app.core.fio import priority, procguard, sandbox
from app.core.fio.cadence import AUTO_MAX_INTERVAL, FINE_INTERVAL
from app.core.fio.jobspec import JobSpec, planned_seconds, to_argv
from app.core.fio.locate import FioBinary
from app.core.fio.sandbox import Confinement, with_readonly
from app.core.fio.results import NO_IO_ENGINES, JobResult, group_results, job_engine, job_result, mixed_note
from app.core.fio.entry_options import JobOptions, group_options
from app.core.fio.spans import group_ends, group_times, merged
from app.core.fio.status import IntervalSample, SampleTracker, StreamSplitter, decode, snapshot
from app.core.fio.thinned import sample_log
from app.core.words import Msg, Num


_FLUSH_REFUSED = re.compile(r"fio: cache invalidation of (.+) failed: Permission denied$")


# Starts fio some other way: (argv, spec, fio path, writable devices) -> (the argv it ran,
# a Popen-like process with stdout, stderr, poll, wait, kill; optionally close and error).
Launcher = Callable[[list[str], JobSpec, str, tuple[str, ...]], tuple[list[str], procguard.FioProcess]]


@dataclass
class RunOutcome:
    """What a finished run leaves behind, whatever its end."""

    result: JobResult | None = None
    error: FioscopeError | None = None
    cancelled: bool = False
    # Bounded: a long run's samples at a coarser step (thinned.py); the run store keeps every one.
    samples: list[IntervalSample] = field(default_factory=sample_log)
    notes: list[str] = field(default_factory=list)
    stderr: str = ""
    returncode: int | None = None
    argv: list[str] = field(default_factory=list)
    # One result per fio reporting group (stonewall phases, new_group), from fio's last
    # document, also when the run failed (a group that finished keeps its figures).
    groups: list[JobResult] = field(default_factory=list)
    # Each group's start and end, fio's own (epoch s: job_start, plus runtime): spans.group_times
    times: dict[int, tuple[float, float]] = field(default_factory=dict)
    # Each group's jobs' options as fio parsed them (entry_options): a job file's verdicts
    options: dict[int, tuple[JobOptions, ...]] = field(default_factory=dict)


def idle_jobs(doc: dict) -> list[str]:
    """Jobs in fio's final document that did no I/O in any direction (or none at all), less
    those whose engine does none by design (NO_IO_ENGINES). A job with
    unified_rw_reporting=mixed reports its I/O under "mixed" only (fio's stat.c)."""
    jobs = doc.get("jobs") or []
    if not jobs:
        return ["(no job)"]
    return [str(j.get("jobname", "?")) for j in jobs
            if job_engine(doc, j) not in NO_IO_ENGINES
            and not any(int((j.get(d) or {}).get("io_bytes", 0) or 0) for d in ("read", "write", "trim", "mixed"))]


def creates_only(spec: JobSpec) -> bool:
    """A job with create_only=1 (seed 000/001's layout, run as published) lays out its
    files and does no I/O by design: no I/O is then no refusal."""
    return any(k.lstrip("-") == "create_only" and v != "0" for k, v in spec.extra)


def refused_job(idle: list[str], stderr: str, notes: list[str]) -> FioFailed:
    """fio's own words when it has any (its first "fio: ..." line), else what is known."""
    said = [ln.strip() for ln in (stderr + "\n" + "\n".join(notes)).splitlines() if ln.strip().startswith("fio")]
    if said:
        failure = classify_fio_failure(1, stderr, notes)
        failure.returncode = 0
        return failure
    return FioFailed(Msg("fio did no I/O in job %1 and %2 more", idle[0], len(idle) - 1) if len(idle) > 1 else
                     Msg("fio did no I/O in job %1", idle[0]),
                     0, stderr, "no_io", Msg("fio printed no reason; see its messages under details"), list(notes))


class FioRunner:
    def __init__(self, fio: FioBinary, spec: JobSpec, interval: float = 1.0,
                 on_sample: Callable[[IntervalSample], None] | None = None,
                 on_finish: Callable[[JobResult], None] | None = None,
                 on_error: Callable[[FioscopeError], None] | None = None,
                 on_stall: Callable[[float], None] | None = None,
                 stall_timeout: float = 60.0, kill_grace: float = 5.0,
                 argv: list[str] | None = None, launcher: Launcher | None = None,
                 confinement: Confinement | None = None) -> None:
        if not FINE_INTERVAL <= interval <= AUTO_MAX_INTERVAL:  # below MIN_INTERVAL: only the cliff's short spans
            raise ValueError(f"interval must be {FINE_INTERVAL}..{AUTO_MAX_INTERVAL} s")
        self.fio, self.spec, self.interval = fio, spec, interval
        # What fio may write (fio/sandbox.py); None: nothing but its own test file is known,
        # so the run is read-only to fio.
        self.confinement = confinement if confinement is not None else \
            Confinement(readonly=True, read_devices=tuple(p for p, _ in spec.devices() if os.path.exists(p)),
                        flush=spec.invalidates)
        self.argv = with_readonly(argv or to_argv(spec, fio.path, interval), self.confinement.readonly)
        self.on_sample, self.on_finish, self.on_error, self.on_stall = on_sample, on_finish, on_error, on_stall
        self.stall_timeout, self.kill_grace = stall_timeout, kill_grace
        # Something else starts fio (the elevated runner for Windows raw devices, given by
        # access/elevated.py: this layer knows nothing of elevation); None: a local process.
        self.launcher = launcher
        self.elevated = launcher is not None
        self.outcome = RunOutcome(argv=self.argv)
        self._proc: procguard.FioProcess | None = None
        self._started = threading.Event()
        self._done = threading.Event()
        self._cancel = threading.Event()
        self._last_output = time.monotonic()
        self._thread: threading.Thread | None = None
        # CPU seconds Fioscope's own threads spent on this run, by what spent them.
        self.cpu_s = {"read": 0.0, "parse": 0.0, "consumers": 0.0}
        # A time-based job often ends a few ms after a status document, and the final document's
        # interval is then a sliver whose rates swing with fio's whole-ms runtimes (-12 % seen at
        # a steady 15,000 IOPS). A sample due within a quarter interval (at most 0.25 s) of the
        # planned end is held until the next document, and a sliver is merged into it. A job
        # file's groups end at times the spec does not say: each group's planned end is read
        # from the options fio prints in its first document (spans.group_ends), and the same
        # rule applies per group. A batch (argv given: stonewalled cells, each its own group) too,
        # and there a cell that ends when its size is done (no planned end) is held every
        # interval: its last interval is a sliver at a time no option says (a size-based write
        # ending just after a document showed 164 MB/s where the device allowed 40).
        self._end_s = planned_seconds(spec) if spec.runtime and not spec.jobfile and argv is None else None
        self._group_end: dict[int, float | None] | None = {} if spec.jobfile or argv is not None else None
        self._hold_unplanned = argv is not None

    # -- public -----------------------------------------------------------------
    def start(self) -> None:
        self._thread = threading.Thread(target=self._own_fio, name=f"fio:{self.spec.name}", daemon=True)
        self._thread.start()
        self._started.wait()

    def run(self) -> RunOutcome:
        """Start and wait: the blocking form used by the CLI and suites."""
        self.start()
        return self.wait()

    def wait(self, timeout: float | None = None) -> RunOutcome:
        self._done.wait(timeout)
        return self.outcome

    @property
    def done(self) -> bool:
        return self._done.is_set()

    @property
    def pid(self) -> int | None:
        """fio's process (or its launcher's) while it runs: the trust verdict reads its jobs' schedstat."""
        proc = self._proc
        return getattr(proc, "pid", None) if proc is not None else None

    def cancel(self) -> None:
        """Stop fio: SIGTERM to its group, SIGKILL after the grace period."""
        self._cancel.set()
        proc = self._proc
        if proc is None:
            return
        procguard.stop(proc, self.kill_grace)

    def kill(self) -> None:
        """Stop fio now (SIGKILL to its group), without waiting or taking a lock; the run
        then ends as cancelled."""
        self._cancel.set()
        proc = self._proc
        if proc is not None:
            procguard.kill(proc)

    # -- internals --------------------------------------------------------------
    def _own_fio(self) -> None:
        try:
            # A job file's relative names land in its private directory (confinement.cwd).
            cwd = self.confinement.cwd or (os.path.dirname(self.spec.jobfile) if self.spec.jobfile else None)
            if self.launcher is not None:
                argv, proc = self.launcher(self.argv, self.spec, self.fio.path, self.confinement.write_devices)
                self._proc = proc
                self.outcome.argv = argv
            else:
                argv = sandbox.wrap(self.argv, self.confinement) if sandbox.available() else self.argv
                popen = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                         stderr=subprocess.PIPE, cwd=cwd, **procguard.popen_kwargs())
                self._proc = proc = popen
                procguard.adopt(popen)
                _widen_pipe(popen.stdout)
        except OSError as e:
            self._started.set()
            self._finish(error=FioFailed(Msg("cannot start fio: %1", str(e)), advice=Msg("check the fio binary")))
            return
        except FioscopeError as e:  # the elevation prompt was refused
            self._started.set()
            self._finish(error=e)
            return
        self._started.set()
        if self._cancel.is_set():
            self.cancel()
        stderr = proc.stderr
        assert stderr is not None  # fio's stderr is a pipe (or the elevated runner's file)
        stderr_chunks: list[bytes] = []
        err_thread = threading.Thread(target=lambda: stderr_chunks.extend(iter(
            lambda: stderr.read(65536), b"")), daemon=True)
        err_thread.start()
        watchdog = threading.Thread(target=self._watch, daemon=True)
        watchdog.start()
        splitter = StreamSplitter()
        tracker = SampleTracker(self.spec.ramp_time)
        last_raw: bytes | bytearray | None = None
        # A thread of its own only empties the pipe, so fio never waits on a full pipe (a
        # 64-thread status document is ~600 KB, a pipe holds 64 KB) however slow a consumer is.
        chunks: queue.SimpleQueue = queue.SimpleQueue()
        threading.Thread(target=self._read_stdout, args=(proc.stdout, chunks), name="fio-stdout",
                         daemon=True).start()
        priority.give_way(nice_step=5)  # this thread parses and feeds the consumers: fio comes first
        callback_error: BaseException | None = None
        held: dict[int, IntervalSample] = {}  # group -> its sample held near the planned end
        while True:
            data = chunks.get()
            if data is None:
                break
            t0 = time.thread_time()
            raws, notes = splitter.feed_raw(data)
            self.outcome.notes += self._own_notes(notes)
            for raw in raws:
                try:
                    doc = decode(raw, keep_bins=False)
                except ValueError:  # orjson.JSONDecodeError is a ValueError
                    self.outcome.notes.append("unparseable status document skipped")
                    continue
                last_raw = raw
                if self._group_end == {}:
                    self._group_end = group_ends(doc)
                samples = tracker.add(snapshot(doc))  # one per group that ran
                # A held group that did not run in this interval has ended: nothing will join it.
                for gid in [g for g in held if all(s.group != g for s in samples)]:
                    t0, callback_error = self._emit(held.pop(gid), t0, callback_error)
                for sample in samples:
                    for ready in self._release(held, sample):
                        t0, callback_error = self._emit(ready, t0, callback_error)
            self.cpu_s["parse"] += time.thread_time() - t0
        for ready in held.values():  # the last document was the final one
            t0, callback_error = self._emit(ready, time.thread_time(), callback_error)
        self.outcome.notes += self._own_notes(splitter.close())
        rc = proc.wait()
        # Only the last document is decoded with its latency histogram: results need it.
        last_doc = decode(last_raw) if last_raw is not None else None
        if last_doc is not None:
            self.outcome.groups = group_results(last_doc)
            self.outcome.times = group_times(last_doc)
            self.outcome.options = group_options(last_doc)
            # unified_rw_reporting: what fio's "mixed" figures are, in every report of the test
            self.outcome.notes += [n for g in self.outcome.groups if (n := mixed_note(g))]
        err_thread.join(5)
        self.outcome.returncode = rc
        self.outcome.stderr = b"".join(stderr_chunks).decode("utf-8", "replace")
        runner_error = getattr(proc, "error", None)  # the elevated runner refused
        if hasattr(proc, "close"):
            proc.close()
        if callback_error is not None:
            self._finish(error=FioscopeError(Msg("sample consumer failed: %1", repr(callback_error))))
        elif self._cancel.is_set():
            self.outcome.cancelled = True
            self._finish()
        elif runner_error is not None:
            self._finish(error=runner_error)
        elif rc != 0 or last_doc is None or any(j.get("error") for j in last_doc.get("jobs", [])):
            sandboxed = sandbox.available() and not self.elevated
            confined = sandboxed or "read-only mode" in self.outcome.stderr
            self._finish(error=classify_fio_failure(rc or 1, self.outcome.stderr, self.outcome.notes,
                                                    direct=self.spec.direct, confined=confined))
        elif (idle := idle_jobs(last_doc)) and not creates_only(self.spec):
            # fio drops a job it refuses (a write to a mounted device: "appears mounted") and
            # still exits 0: a job that did no I/O at all did not run.
            self._finish(error=refused_job(idle, self.outcome.stderr, self.outcome.notes))
        else:
            self._finish(result=job_result(self.spec.name, last_doc))

    def _own_notes(self, notes: list[str]) -> list[str]:
        """fio's notes, less its failed flush of a device the sandbox flushed for it: fio runs
        there without SYS_ADMIN (fio/sandbox.py), so its BLKFLSBUF is refused by design."""
        if not notes or self.elevated or not sandbox.available():
            return notes
        devices = set(self.confinement.write_devices) | set(self.confinement.read_devices)
        return [n for n in notes if not ((m := _FLUSH_REFUSED.match(n.strip())) and m.group(1) in devices)]

    def _release(self, held: dict[int, IntervalSample], sample: IntervalSample) -> list[IntervalSample]:
        """The samples ready to hand on now that this one came (see _end_s)."""
        ready = []
        before = held.pop(sample.group, None)
        if before is not None:
            if 0 < sample.dt_s < before.dt_s / 2 and sample.ramp == before.ramp:
                # A sliver: one sample over both spans, drawn where the group's I/O ended (a job
                # file's earlier group is seen to end only in the next document, up to an
                # interval later).
                sample = replace(merged(before, sample), t_s=min(sample.t_s, before.t_s + sample.dt_s))
            else:
                ready.append(before)
        end = self._end_s if self._group_end is None else self._group_end.get(sample.group)
        if end is not None and end - sample.t_s < min(0.25, self.interval / 4) or \
                end is None and self._hold_unplanned:
            held[sample.group] = sample
        else:
            ready.append(sample)
        return ready

    def _emit(self, sample: IntervalSample, t0: float,
              callback_error: BaseException | None) -> tuple[float, BaseException | None]:
        """Hand one sample on; the parse time since t0 and the consumers' time are counted apart."""
        self.outcome.samples.append(sample)
        if self.on_sample and callback_error is None:
            t1 = time.thread_time()
            self.cpu_s["parse"] += t1 - t0
            try:
                self.on_sample(sample)
            except BaseException as e:  # a broken consumer must not leave fio running
                callback_error = e
                self.cancel()
            t0 = time.thread_time()
            self.cpu_s["consumers"] += t0 - t1
        return t0, callback_error

    def _read_stdout(self, stdout, chunks: queue.SimpleQueue) -> None:
        priority.give_way(nice_step=5)
        t0 = time.thread_time()
        try:
            while True:
                data = stdout.read1(1 << 20)
                if not data:
                    break
                self._last_output = time.monotonic()
                chunks.put(data)
        finally:
            chunks.put(None)
            self.cpu_s["read"] += time.thread_time() - t0

    def _finish(self, result: JobResult | None = None, error: FioscopeError | None = None) -> None:
        self.outcome.result, self.outcome.error = result, error
        try:
            if error is not None and self.on_error:
                self.on_error(error)
            elif result is not None and self.on_finish:
                self.on_finish(result)
        finally:
            self._done.set()

    def _watch(self) -> None:
        reported = False
        while not self._done.wait(min(1.0, self.interval)):
            silent = time.monotonic() - self._last_output
            if silent >= self.stall_timeout and not reported:
                reported = True
                if self.on_stall:
                    self.on_stall(silent)
                else:
                    self.outcome.notes.append(str(FioStalled(Msg("fio printed nothing for %1 s", Num(silent)))))
            elif silent < self.stall_timeout:
                reported = False


def _widen_pipe(stdout) -> None:
    """Let fio write a whole status document without waiting for us (Linux: up to 1 MiB, the
    unprivileged limit; a 64-thread JSON+ document is ~600 KB). fio writes it while holding
    its stats lock, which its jobs also take when they end: a write that waits on a busy
    reader stretched 64 jobs' runtimes by 6 % on a loaded machine (tests/core/suites/test_fidelity.py)."""
    try:
        import fcntl
        fcntl.fcntl(stdout.fileno(), getattr(fcntl, "F_SETPIPE_SZ", 1031), 1 << 20)
    except (ImportError, OSError, ValueError, AttributeError):
        pass  # other systems, or a lower limit: the reader thread still drains it
