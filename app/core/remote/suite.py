"""A preset or test plan on several fio servers, stored like a local run: per job one test
per host (phase "host LABEL") and one total over the hosts (phase "N clients"), so the
history, reports and the scaling matrix's tables read it as they read local runs."""
from __future__ import annotations

import time
from collections.abc import Collection
from dataclasses import asdict, dataclass, field
from typing import Callable

from app import __version__
from app.core.target_kind import TargetKind
from app.core.errors import FioscopeError, InputError
from app.core.fio.jobspec import JobSpec
from app.core.fio.locate import FioBinary
from app.core.remote.hosts import Host
from app.core.remote.run import HostEvent, HostSample, RemoteJobResult, RemoteOutcome, RemoteRunner
from app.core.history.codec import error_dict, result_dict
from app.core.history.store import RunStore, StoreError
from app.core.units import MB, MIB
from app.core.fio.status import IntervalSample, Rates, ThreadSample
from app.core.history.records import TestRecord
from app.core.words import Msg


def remote_spec(spec: JobSpec) -> JobSpec:
    """Servers delete Fioscope's test files when each job ends (nothing is left on a host). A
    job file's own files are not its to unlink: the ones its run created are removed after
    the run (preflight.remove_created), and an existing one it was allowed to write stays."""
    if spec.target.kind == TargetKind.FILE and not spec.jobfile and not any(k == "unlink" for k, _ in spec.extra):
        return spec.with_(extra=spec.extra + (("unlink", "1"),))
    return spec


def total_dict(res: RemoteJobResult, fio_version: str, curve_hosts: list[str] | None = None) -> dict | None:
    """The total over hosts, shaped like a local result (json_export.result_dict). curve_hosts:
    the host of each stored curve (its samples' thread index), dropped-out hosts included."""
    t = res.total
    if t is None:
        return None

    def side(d) -> dict:
        return {"io_bytes": d.io_bytes, "total_ios": d.total_ios, "runtime_ms": None, "iops": d.iops,
                "bytes_per_s": d.bytes_per_s, "MB_per_s": d.bytes_per_s / MB, "MiB_per_s": d.bytes_per_s / MIB,
                "clat_us": asdict(d.latency) if d.latency else None}
    threads: list[dict] = []
    for label, jr in res.per_host.items():
        for th in result_dict(jr)["threads"]:
            threads.append(dict(th, index=len(threads), jobname=f"{th['jobname']}@{label}"))
    return {"fio_version": fio_version, "hosts": list(t.hosts), "curve_hosts": list(curve_hosts or ()),
            "total": {"read": side(t.read), "write": side(t.write)}, "threads": threads, "disk_util": []}


@dataclass
class RemoteSuiteResult:
    run_id: int | None
    outcomes: list[tuple[int, RemoteOutcome]] = field(default_factory=list)  # (clients, outcome)
    cancelled: bool = False
    store_error: FioscopeError | None = None  # the history failed: the run went on without it

    @property
    def error(self) -> FioscopeError | None:
        return next((o.error for _, o in self.outcomes if o.error), None)


class RemoteSuite:
    def __init__(self, fio: FioBinary, name: str, hosts: list[Host], specs: list[JobSpec], store: RunStore | None,
                 clients: tuple[int, ...] | None = None, interval: float = 1.0, confirm: Collection[str] = (),
                 target: str = "", settings: dict | None = None,
                 on_sample: Callable[[HostSample], None] | None = None,
                 on_event: Callable[[HostEvent], None] | None = None,
                 on_job: Callable[[int, RemoteJobResult], None] | None = None,
                 overwrite: Collection[str] = (), allow_commands: bool = False) -> None:
        counts = clients or (len(hosts),)
        if any(not 1 <= c <= len(hosts) for c in counts):
            raise InputError(Msg("client counts must be %1 (the hosts given)", f"1..{len(hosts)}"))
        self.fio, self.name, self.hosts, self.store = fio, name, hosts, store
        self.specs = [remote_spec(s) for s in specs]
        self.counts, self.interval, self.confirm = counts, interval, confirm
        self.overwrite, self.allow_commands = tuple(overwrite), allow_commands
        self.target, self.settings = target, dict(settings or {})
        self.on_sample, self.on_event, self.on_job = on_sample, on_event, on_job
        self._runner: RemoteRunner | None = None
        self._cancelled = False
        self.run_id: int | None = None  # known once the run is stored
        # The run as it is also kept in memory, stored the same way: what is printed and
        # exported, whether or not the history could be written.
        self.memory: RunStore | None = None
        self.memory_run_id: int | None = None
        self.store_error: FioscopeError | None = None
        self.notes: list[str] = []

    def cancel(self) -> None:
        self._cancelled = True
        if self._runner is not None:
            self._runner.cancel()

    def _stored(self, method: str, *args):
        """Write to the history; a failure (full, read-only, damaged) stops storing, not the run."""
        if self.store is None:
            return None
        try:
            return getattr(self.store, method)(*args)
        except StoreError as e:
            self.store_error = self.store_error or e
            self.store = None
            return None

    def run(self) -> RemoteSuiteResult:
        self.settings.update(hosts=[h.label for h in self.hosts], clients=list(self.counts))
        # Refusals (unconfirmed device writes, bad intervals...) and the hosts' checks (their fio,
        # targets, the files a job file writes there) before anything is stored, once for all
        # client counts.
        pre = self._new_runner(self.hosts).preflight()
        self.notes = list(pre.notes)  # what was swept first (leftovers of earlier runs)
        begin = (self.name, self.target, self.fio.version, self.fio.path, __version__, self.settings)
        self.memory = RunStore(":memory:")
        self.memory_run_id = self.memory.begin_run(*begin)
        run_id = self._stored("begin_run", *begin)
        self.run_id = run_id
        out = RemoteSuiteResult(run_id)
        seq = 0
        try:
            for c in self.counts:
                if self._cancelled:
                    break
                stored = [0]  # jobs of this client count already stored

                def flush(c=c, stored=stored) -> None:
                    # Each job is stored (and shown) when it ends, not when the whole count ends.
                    nonlocal seq
                    runner = self._runner
                    assert runner is not None  # set below before any event calls this
                    jobs = runner.outcome.jobs
                    while stored[0] < len(jobs):
                        res = jobs[stored[0]]
                        stored[0] += 1
                        if self.store is not None:
                            try:
                                self._store_job(self.store, run_id, seq, c, res)
                            except StoreError as e:
                                self.store_error, self.store = self.store_error or e, None
                        seq = self._store_job(self.memory, self.memory_run_id, seq, c, res)
                        if self.on_job:
                            self.on_job(c, res)

                def on_event(e, flush=flush) -> None:
                    if e.kind == "job-start":  # the previous job's result is in the outcome by now
                        flush()
                    if self.on_event:
                        self.on_event(e)

                self._runner = self._new_runner(self.hosts[:c], on_event, pre)
                outcome = self._runner.run()
                flush()
                out.outcomes.append((c, outcome))
                if outcome.error or outcome.cancelled:
                    break
        finally:
            out.cancelled = self._cancelled or any(o.cancelled for _, o in out.outcomes)
            status = "cancelled" if out.cancelled else ("failed" if out.error else "done")
            self.memory.finish_run(self.memory_run_id, status)
            if run_id is not None:
                self._stored("finish_run", run_id, status)
            out.store_error = self.store_error
        return out

    def _new_runner(self, hosts: list[Host], on_event=None, pre=None) -> RemoteRunner:
        return RemoteRunner(self.fio, hosts, self.specs, interval=self.interval, on_sample=self.on_sample,
                            on_event=on_event, confirm=self.confirm, overwrite=self.overwrite,
                            allow_commands=self.allow_commands, preflight=pre)

    def _store_job(self, store: RunStore | None, run_id: int | None, seq: int, clients: int,
                   res: RemoteJobResult) -> int:
        """One job's per-host tests and its total; the next free seq."""
        if store is None or run_id is None:
            return seq
        for label, jr in list(res.per_host.items()) + list(res.partial.items()):
            phase = f"host {label}"
            tid = store.begin_test(run_id, seq, res.spec.with_(name=f"{res.spec.name}@{label}"), res.argv,
                                   res.jobfile, phase)
            notes: list[str] = [Msg("host %1 dropped out: %2", label, res.dropped[label])] if label in res.dropped else []
            store.finish_test(tid, TestRecord(res.spec, res.argv, res.jobfile, phase, time.time(), result=jr,
                                              notes=notes))
            seq += 1
        tid = store.begin_test(run_id, seq, res.spec, res.argv, res.jobfile, f"{clients} clients")
        for sample in interval_samples(res.samples, self.hosts[:clients]):  # a curve per host, as drawn live
            store.add_sample(tid, sample)
        notes = res.notes + [Msg("host %1 dropped out: %2", h, why) for h, why in res.dropped.items()]
        total = total_dict(res, self.fio.version, [h.label for h in self.hosts[:clients]])
        # A job a host dropped out of is not the job asked for: its total (of the others) is kept, failed.
        status = ("cancelled" if res.cancelled else "failed" if res.dropped or not total else "done")
        err = None if total else error_dict(FioscopeError("no host finished this job"))
        if res.dropped and not res.cancelled:
            err = error_dict(FioscopeError("; ".join(res.dropped.values())))
        store.finish_test_result(tid, status, total, notes, res.stderr, err)
        return seq + 1


def interval_samples(samples: list[HostSample], hosts: list[Host]) -> list:
    """One job's per-host samples as the graphs' IntervalSamples: host i is 'thread' i, and
    the total is the sum over the hosts (the n-th interval of each host side by side)."""
    order = {h.key: i for i, h in enumerate(hosts)}
    per_host: dict[int, list[HostSample]] = {}
    for s in samples:
        per_host.setdefault(order.get(s.host.key, len(order)), []).append(s)
    out = []
    for n in range(max((len(v) for v in per_host.values()), default=0)):
        row = [(i, v[n]) for i, v in sorted(per_host.items()) if n < len(v)]
        threads = tuple(ThreadSample(i, s.host.label, Rates(s.read_iops, s.write_iops, s.read_bytes_per_s,
                                                             s.write_bytes_per_s, s.read_lat_ns, s.write_lat_ns),
                                     False) for i, s in row)
        total = Rates(sum(t.rates.read_iops for t in threads), sum(t.rates.write_iops for t in threads),
                      sum(t.rates.read_bps for t in threads), sum(t.rates.write_bps for t in threads),
                      _mean_lat([(s.read_lat_ns, s.read_iops * s.dt) for _, s in row]),
                      _mean_lat([(s.write_lat_ns, s.write_iops * s.dt) for _, s in row]))
        out.append(IntervalSample(n, max(s.t for _, s in row), threads, total, False))
    return out


def _mean_lat(per_host: list[tuple[float | None, float]]) -> float | None:
    """The hosts' interval latencies as one mean over all their I/Os (each weighted by its count)."""
    known = [(lat, n) for lat, n in per_host if lat is not None and n > 0]
    return sum(lat * n for lat, n in known) / sum(n for _, n in known) if known else None
