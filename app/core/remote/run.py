"""Run jobs on several fio servers at once with one `fio --client=... --client=...` per job.

What is live, and how (measured with fio 3.41, two servers on loopback):
- fio's client has no per-host live channel. With JSON output it prints no ETA at all
  (client.c client_display_thread_status returns for JSON); in terse or normal output
  the ETA line is the *sum* over hosts and shows no rates for the first ~2 s; the
  --status-interval statistics each server sends per interval are buffered per host and
  printed only when the host disconnects (client.c fio_put_client: all 8 terse lines of
  a 6 s job appeared at 7.40 s); write_bw_log/write_iops_log files are sent at job end
  (iolog.c finish_log: a 6 s job's logs appeared at ~7.4 s, named by host only, so two
  servers on one host overwrite each other's).
- So a run is one client invocation per job with --output-format=json+ and
  --status-interval: the final document then holds every server's per-interval
  cumulative snapshots as well as its final statistics. Per-host interval samples
  (IOPS, bytes/s per direction) are computed from those and handed to `on_sample` when
  the job's invocation ends, in time order: exact, per host, but after each job. Each
  round holds one entry per fio entry of the job (a user's job file: fio_entries, from
  its resolved jobs), so rounds are cut by that count.
- A job file of several reporting groups (stonewall, new_group) is one result per group,
  as a local run stores one test per group: each host's entries of that group only (fio's
  groupid), named as fio names the group, with their own intervals; groups are never
  added together.
- Live, while the job runs: `on_event` gets each host's drop-out the moment fio's client
  prints "client: host=X disconnected", and the start and end of each job.
- Final results per host and job (fio's group_reporting arithmetic over the host's
  threads) and in total over the hosts that finished: bandwidth and IOPS are the sums of
  the hosts' rates (each host over its own runtime); latency percentiles come from the
  json+ histogram bins of every thread on every host merged, never from averaging.
- A host that drops out is reported with its last interval snapshot (partial); the
  other hosts' results are kept. A host whose fio refused the job (it did no I/O at all,
  e.g. "appears mounted", where fio's server exits 0) or reported an error counts as
  dropped too. Either ends the run failed (HostDropped) after that job: the jobs it ran,
  and the other hosts' results of the last one, are kept. Cancel sends SIGTERM to the
  client, which tells every server to stop (fio's QUIT), then SIGKILL after a grace period.
"""
from __future__ import annotations

import io
import os
import re
import subprocess
import threading
import time
from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Callable

from app.core.errors import FioFailed, FioscopeError, InputError
from app.core.fio import procguard
from app.core.fio.jobfile import FioJob, fio_entries
from app.core.fio.jobspec import JobSpec
from app.core.fio.locate import FioBinary
from app.core.remote.workdir import temp_dir
from app.core.fio.results import JobResult, Latency, RateUnits, job_result
from app.core.remote.hosts import Host, HostStatus, check_host, check_hosts
from app.core.remote.jobs import client_argv, server_text
from app.core.remote.preflight import Preflight, note_created, preflight, remove_created
from app.core.remote.probe import final_doc
from app.core.remote.samples import HostSample, _cumulative, _io_bytes, _refused, _rounds, host_samples
from app.core.remote.safety import check_remote_safety
from app.core.words import Msg, Value, joined

AGGREGATE = "All clients"  # fio's own sum over hosts: per-host entries are used instead
# fio's client on a lost server: stdout on a closed connection, stderr on a silent one
_LOST = re.compile(r"client: host=(\S+) disconnected|fio: client (\S+) timed out")
# The deadline on a server that stops answering mid-run. fio's client notices one only while
# its jobs run (--eta=always: it asks each server for its ETA every second and gives one up
# after 7 unanswered 5 s requests, client.c handle_cmd_timeout), and even then hung after
# saying so; a server stopped while it sets a job up (laying a file out) it waits for forever
# (measured: 2 min and counting). So while a job runs each host is also checked as `hosts
# check` does, on a connection of its own (a server answers one while it runs a job,
# measured), every WATCH_S: a host that fails the check twice in a row (CHECK_S each), or
# that fio's own client gives up, stops the client (SIGTERM, SIGKILL kill_grace later) and
# the job ends with that host dropped: within SILENCE_S plus kill_grace of its silence.
WATCH_S = 20.0
CHECK_S = 15.0
SILENCE_S = WATCH_S + 2 * CHECK_S
_HOST_MSG = re.compile(r"^<([^>]*)>\s*(fio: .*|.*err=.*)$")


def _error_words(e: FioscopeError) -> str:
    """e.one_line() as a sentence the window translates, where it reads the same (no control
    character escaped in it)."""
    said = Msg("%1 (%2)", e.message, e.advice) if e.advice else e.message
    return said if isinstance(said, Msg) and said == e.one_line() else e.one_line()


class HostDropped(FioscopeError):
    """A host dropped out of a job (lost, or its fio refused or failed the job)."""


@dataclass(frozen=True)
class HostEvent:
    kind: str  # "job-start", "disconnected", "finished", "dropped", "job-end"
    job: str
    host: Host | None = None
    message: str = ""


@dataclass(frozen=True)
class DirTotal(RateUnits):
    """One direction summed over hosts."""

    iops: float
    bytes_per_s: float
    io_bytes: int
    total_ios: int
    latency: Latency | None  # from all hosts' merged histogram bins


@dataclass(frozen=True)
class ClientsTotal:
    hosts: tuple[str, ...]  # labels of the hosts summed (those that finished)
    read: DirTotal
    write: DirTotal


@dataclass
class RemoteJobResult:
    spec: JobSpec
    per_host: dict[str, JobResult] = field(default_factory=dict)  # host label -> result
    dropped: dict[str, str] = field(default_factory=dict)  # host label -> what happened
    partial: dict[str, JobResult] = field(default_factory=dict)  # dropped hosts' last snapshot
    total: ClientsTotal | None = None
    samples: list[HostSample] = field(default_factory=list)
    entries: dict[str, list[dict]] = field(default_factory=dict)  # per host: fio's final thread entries
    argv: list[str] = field(default_factory=list)
    jobfile: str = ""
    returncode: int | None = None
    cancelled: bool = False  # stopped early: the results cover the time up to the stop
    stderr: str = ""
    notes: list[str] = field(default_factory=list)


@dataclass
class RemoteOutcome:
    hosts: list[HostStatus] = field(default_factory=list)
    jobs: list[RemoteJobResult] = field(default_factory=list)
    cancelled: bool = False
    error: FioscopeError | None = None
    left: dict[str, tuple[str, ...]] = field(default_factory=dict)  # files created on a host, not removed


def clients_total(per_host: dict[str, JobResult], entries: dict[str, list[dict]]) -> ClientsTotal:
    """Sum of the hosts' rates; latency from every thread's bins merged (results.job_result
    merges bins across whatever entries it is given: here all threads of all hosts)."""
    merged = job_result("total", {"jobs": [e for lb in per_host for e in entries[lb]]})

    def side(d: str) -> DirTotal:
        parts = [getattr(r, d) for r in per_host.values()]
        return DirTotal(iops=sum(p.iops for p in parts), bytes_per_s=sum(p.bytes_per_s for p in parts),
                        io_bytes=sum(p.io_bytes for p in parts), total_ios=sum(p.total_ios for p in parts),
                        latency=getattr(merged, d).latency)
    return ClientsTotal(tuple(per_host), side("read"), side("write"))


class RemoteRunner:
    """Checks the hosts and targets, then runs the jobs one after another on all hosts.

    confirm: HOST:DEVICE tokens for devices written; overwrite: HOST:PATH of existing files
    a job file may write; preflight: the checks of the hosts already done for this run (by
    a runner of all its hosts: RemoteSuite runs several client counts)."""

    def __init__(self, fio: FioBinary, hosts: list[Host], specs: list[JobSpec] | JobSpec,
                 interval: float = 1.0,
                 on_sample: Callable[[HostSample], None] | None = None,
                 on_event: Callable[[HostEvent], None] | None = None,
                 confirm: Collection[str] = (), check_timeout: float = 10.0,
                 kill_grace: float = 5.0, workdir: str | None = None, overwrite: Collection[str] = (),
                 allow_commands: bool = False, preflight: Preflight | None = None,
                 watch_every: float = WATCH_S) -> None:
        specs = [specs] if isinstance(specs, JobSpec) else list(specs)
        if not hosts:
            raise InputError(Msg("no hosts given"), Msg("name at least one fio server, e.g. %1", "node1:8765"))
        if len(set(h.key for h in hosts)) != len(hosts):
            raise InputError(Msg("a host is named twice"))
        if not specs:
            raise InputError(Msg("no jobs to run"))
        if not 0.5 <= interval <= 60:
            raise InputError(Msg("interval must be %1 s", "0.5..60"))
        # Before any connection is made; each spec's jobs as resolved are what the servers get
        # (those a preflight checked, when it was done for this run already).
        self.resolved = [list(jobs) for jobs in preflight.resolved] if preflight else \
            check_remote_safety(hosts, specs, confirm, fio.path, allow_commands)
        self.overwrite, self._preflight = tuple(overwrite), preflight
        self.fio, self.hosts, self.specs, self.interval = fio, list(hosts), specs, interval
        self.on_sample, self.on_event = on_sample, on_event
        self.check_timeout, self.kill_grace, self.workdir = check_timeout, kill_grace, workdir
        self.watch_every = watch_every  # how often each host is checked while a job runs (WATCH_S)
        self.outcome = RemoteOutcome()
        self._cancel = threading.Event()
        self._proc: subprocess.Popen | None = None
        self._lock = threading.Lock()
        self._callback_error: FioscopeError | None = None
        self._silent: set[str] = set()  # the current job's hosts that stopped answering
        self._gone: set[tuple[str, int]] = set()  # hosts that stopped answering in this run

    # -- public -----------------------------------------------------------------
    def run(self) -> RemoteOutcome:
        try:
            self._run()
        except FioscopeError as e:
            self.outcome.error = e
        self.outcome.error = self._callback_error or self.outcome.error
        self.outcome.cancelled = self._cancel.is_set() and self._callback_error is None
        return self.outcome

    def preflight(self) -> Preflight:
        """Check the hosts, their targets and the files the jobs write there (a FioscopeError
        naming the host when the run cannot go ahead); done once per runner."""
        if self._preflight is None:
            self._preflight = preflight(self.fio, self.hosts, self.specs, self.resolved, self.overwrite,
                                        self.check_timeout)
        return self._preflight

    def cancel(self) -> None:
        self._cancel.set()
        with self._lock:
            proc = self._proc
        if proc is not None:
            procguard.stop(proc, self.kill_grace)  # fio's client then sends QUIT to every server

    # -- internals --------------------------------------------------------------
    def _emit(self, event: HostEvent) -> None:
        self._call(self.on_event, event)

    def _call(self, callback, arg) -> None:
        """A broken consumer must not leave fio running: it stops the run instead."""
        if callback is None or self._callback_error is not None:
            return
        try:
            callback(arg)
        except Exception as e:
            self._callback_error = FioscopeError(f"remote run consumer failed: {e!r}")
            self.cancel()

    def _run(self) -> None:
        pre = self.preflight()
        statuses = pre.for_hosts(self.hosts)
        self.outcome.hosts = statuses
        windows = {s.host.key: s.windows for s in statuses}
        try:
            note_created(pre, statuses)
            with temp_dir("fioscope-remote-", self.workdir) as tmp:
                for i, spec in enumerate(self.specs):
                    if self._cancel.is_set():
                        break  # cancelled, or a consumer failed
                    results = self._run_job(i, spec, windows, tmp, statuses)
                    self.outcome.jobs += results
                    for res in results:
                        if res.dropped and not res.cancelled:
                            # The run is not what was asked for any more: stop, keep what was measured.
                            why: list[Value] = list(res.dropped.values())  # every host named: any may be the one that died
                            raise HostDropped(Msg("%1: %2", res.spec.name, joined(why, "; ")),
                                              Msg("the run stopped there; what the other hosts measured is kept"))
        finally:
            # the files (and directories) the run made on the hosts, noted before its first job
            self.outcome.left = remove_created(self.fio, pre, statuses, self.check_timeout, self._gone)

    def _argv(self, spec: JobSpec, windows: dict, tmp: str, i: int) -> tuple[list[str], str]:
        """One shared job file (fio sends it to every server; measured: each server runs
        it, relative paths land in the server's working directory), or one per client
        when Windows and other hosts mix (a Windows path needs its ':' escaped)."""
        files, texts = {}, {}
        for win in sorted(set(windows.values())):
            path = os.path.join(tmp, f"job{i}{'-win' if win else ''}.fio")
            texts[win] = server_text(spec, self.resolved[i], win)
            with open(path, "w", encoding="utf-8") as f:
                f.write(texts[win])
            files[win] = path
        argv = client_argv(self.fio.path, self.hosts, spec, self.interval,
                           {h.key: files[windows[h.key]] for h in self.hosts})
        return argv, texts[min(texts)]

    def _run_job(self, i: int, spec: JobSpec, windows: dict, tmp: str,
                 statuses: list[HostStatus]) -> list[RemoteJobResult]:
        """The job's result, or one per reporting group of a job file of several."""
        argv, jobfile = self._argv(spec, windows, tmp, i)
        res = RemoteJobResult(spec=spec, argv=argv, jobfile=jobfile)
        self._emit(HostEvent("job-start", spec.name))
        disconnects: list[tuple[str, float]] = []
        silent: set[str] = set()  # hosts that stopped answering: fio gave them up, or the checks (WATCH_S)
        start = time.monotonic()
        try:
            proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE, cwd=tmp, **procguard.popen_kwargs())
        except OSError as e:
            raise FioFailed(f"cannot start fio: {e}", advice="check the fio binary")
        procguard.adopt(proc)
        with self._lock:
            self._proc = proc
        if self._cancel.is_set():
            self.cancel()
        err_chunks: list[bytes] = []

        def watch(raw: bytes) -> None:
            m = _LOST.search(raw.decode("utf-8", "replace"))
            if not m:
                return
            name = m.group(1) or m.group(2)
            disconnects.append((name, time.monotonic() - start))
            same = [h for h in self.hosts if h.name == name]
            # fio names the host as given, without the port: which of several servers on
            # one host it was is only known from the data at the end ("dropped" event).
            lost_to = (Msg("fio lost the connection to a server on %1", name) if len(same) > 1 else
                       Msg("fio lost the connection to %1", name))
            self._emit(HostEvent("disconnected", spec.name, same[0] if len(same) == 1 else None,
                                 Msg("%1 (timed out)", lost_to) if m.group(2) else lost_to))
            if m.group(2):  # fio gave the host up: it hangs there, so it is stopped now
                silent.add(name)
                procguard.stop(proc, self.kill_grace)

        def watch_hosts() -> None:
            while not ended.wait(self.watch_every):
                for st in check_hosts(self.fio, self.hosts, CHECK_S):
                    if not st.ok and not ended.is_set():  # once more at once: one slow answer is no silence
                        st = check_host(self.fio, st.host, CHECK_S)
                    if st.ok or ended.is_set():
                        continue
                    silent.add(st.host.name)
                    if all(n != st.host.name for n, _ in disconnects):  # fio may have said so too
                        disconnects.append((st.host.name, time.monotonic() - start))
                    self._emit(HostEvent("disconnected", spec.name, st.host,
                                         Msg("%1 stopped answering: %2", st.host.label,
                                             _error_words(st.error) if st.error else Msg("no answer"))))
                if silent:
                    procguard.stop(proc, self.kill_grace)
                    return

        # Popen's pipes (bufsize -1): buffered readers, with read1
        stderr, stdout = proc.stderr, proc.stdout
        assert isinstance(stderr, io.BufferedReader) and isinstance(stdout, io.BufferedReader)

        def read_stderr() -> None:
            pending = b""
            for chunk in iter(lambda: stderr.read1(65536), b""):
                err_chunks.append(chunk)
                *lines, pending = (pending + chunk).split(b"\n")
                for raw in lines:
                    watch(raw)

        err_thread = threading.Thread(target=read_stderr, daemon=True)
        err_thread.start()
        ended = threading.Event()
        watcher = threading.Thread(target=watch_hosts, daemon=True)
        watcher.start()
        out = bytearray()
        pending = b""
        try:
            while True:
                data = os.read(stdout.fileno(), 1 << 20)
                if not data:
                    break
                out += data
                # Messages come before the JSON, one per line: watch them as they arrive.
                *lines, pending = (pending + data).split(b"\n")
                for raw in lines:
                    watch(raw)
        finally:
            try:
                rc = proc.wait(self.kill_grace)  # its output ended: it is exiting, or hung there
            except subprocess.TimeoutExpired:
                procguard.kill(proc)
                rc = proc.wait()
            ended.set()
            with self._lock:
                self._proc = None
            err_thread.join(5)
            watcher.join(2 * CHECK_S + 5)  # a check under way ends within its own timeout
        res.returncode = rc
        res.cancelled = self._cancel.is_set()
        res.stderr = b"".join(err_chunks).decode("utf-8", "replace")
        text = out.decode("utf-8", "replace")
        self._silent = silent
        self._gone.update(h.key for h in self.hosts if h.name in silent)
        if silent:
            names: list[Value] = [*sorted(silent)]
            res.notes.append(Msg("stopped when %1 stopped answering: the other hosts' figures cover the job up to "
                                 "then", joined(names)))
        results = self._collect(res, i, spec, text, disconnects, statuses)
        for part in results:
            for s in sorted(part.samples, key=lambda s: (s.t, s.host.key)):
                self._call(self.on_sample, s)
        for h in self.hosts:
            why = next((p.dropped[h.label] for p in results if h.label in p.dropped), None)
            if why is None and all(h.label in p.per_host for p in results):
                self._emit(HostEvent("finished", spec.name, h))
            else:
                self._emit(HostEvent("dropped", spec.name, h, why or ""))
        self._emit(HostEvent("job-end", spec.name))
        return results

    def _layout(self, i: int, spec: JobSpec) -> list[tuple[str, int]]:
        """(name, reporting group) of each entry a server sends per round, in its order."""
        if spec.jobfile:
            return fio_entries([FioJob(j.name, j.options) for j in self.resolved[i]])
        return [(spec.name, 0)] * spec.numjobs

    def _collect(self, res: RemoteJobResult, i: int, spec: JobSpec, text: str,
                 disconnects: list[tuple[str, float]], statuses: list[HostStatus]) -> list[RemoteJobResult]:
        doc = final_doc(text) or {}
        version = str(doc.get("fio version", self.fio.version))
        by_host: dict[tuple, list[dict]] = {h.key: [] for h in self.hosts}
        for e in doc.get("client_stats", []) or []:
            if e.get("jobname") == AGGREGATE:
                continue
            key = (str(e.get("hostname")), int(e.get("port", 0)))
            if key in by_host:
                by_host[key].append(e)
        layout = self._layout(i, spec)
        rounds = {h.key: _rounds(by_host[h.key], len(layout)) for h in self.hosts}

        # Which hosts dropped: fio names a lost host by the name it was given (not the port),
        # so where one name serves several ports, the ones whose data stops earliest.
        lost: set[tuple] = set()
        for name in dict.fromkeys(n for n, _ in disconnects):
            count = sum(1 for n, _ in disconnects if n == name)
            same = [h for h in self.hosts if h.name == name]
            same.sort(key=lambda h: _cumulative(rounds[h.key][-1])[0] if rounds[h.key] else -1.0)
            lost.update(h.key for h in same[:count])
        messages = self._host_messages(text + "\n" + res.stderr, statuses)
        groups = list(dict.fromkeys(g for _, g in layout))
        if len(groups) < 2:
            self._fill(res, res.spec.name, rounds, lost, messages, doc, version)
            return [res]
        out = []
        for gid in groups:
            at = [k for k, (_, g) in enumerate(layout) if g == gid]
            name = "+".join(dict.fromkeys(n for n, g in layout if g == gid))
            part = RemoteJobResult(spec=res.spec.with_(name=name, numjobs=len(at)), argv=res.argv,
                                   jobfile=res.jobfile, returncode=res.returncode, cancelled=res.cancelled,
                                   stderr=res.stderr)
            mine = {key: [[r[k] for k in at] for r in rs] for key, rs in rounds.items()}
            if (res.cancelled or res.returncode) and not any(
                    _io_bytes(rs[-1]) for rs in mine.values() if rs):
                continue  # a group the stop (or a failure) came before: it never ran
            self._fill(part, name, mine, lost, messages, doc, version)
            out.append(part)
        return out or [res]

    def _fill(self, res: RemoteJobResult, name: str, rounds: dict[tuple, list[list[dict]]], lost: set[tuple],
              messages: dict[tuple, str], doc: dict, version: str) -> None:
        """One result (the job's, or one reporting group's) from each host's rounds of its entries."""
        final_entries: dict[str, list[dict]] = {}
        for h in self.hosts:
            r = rounds[h.key]
            res.samples += host_samples(h, name, r)
            refused = bool(r) and h.key not in lost and not res.cancelled and _refused(r[-1])
            if h.key in lost or not r or refused:
                why = ((Msg("%1 stopped answering during the run", h.label) if h.name in self._silent
                        else Msg("%1 disconnected during the run", h.label)) if h.key in lost
                       else Msg("%1 returned no results", h.label) if not r else Msg("%1 %2", h.label, refused))
                said = messages.get(h.key)
                res.dropped[h.label] = Msg("%1: %2", why, said) if said else why
                if r and not (refused and refused.startswith("did no I/O")):
                    res.partial[h.label] = job_result(f"{name}@{h.label}",
                                                      {"fio version": version, "jobs": r[-1]})
                continue
            final_entries[h.label] = r[-1]
            res.per_host[h.label] = job_result(f"{name}@{h.label}", {
                "fio version": version, "jobs": r[-1],
                "disk_util": [d for d in doc.get("disk_util", []) or []
                              if (str(d.get("hostname")), int(d.get("port", 0))) == h.key]})
        res.entries = final_entries
        if res.per_host:
            res.total = clients_total(res.per_host, final_entries)
        if res.returncode and not res.dropped and not self._cancel.is_set():
            res.notes.append(Msg("fio's client exited with code %1", str(res.returncode)))

    def _host_messages(self, text: str, statuses: list[HostStatus]) -> dict[tuple, str]:
        """fio's messages from the servers, "<server hostname> fio: ...", by host. Hosts
        whose servers share a host name share its messages: fio gives no port."""
        by_name: dict[str, list[str]] = {}
        for line in text.splitlines():
            m = _HOST_MSG.match(line.strip())
            if m:
                by_name.setdefault(m.group(1), []).append(m.group(2).strip())
        return {s.host.key: "; ".join(dict.fromkeys(by_name[s.hostname]))
                for s in statuses if s.hostname in by_name}


def run_remote(fio: FioBinary, hosts: list[Host], specs: list[JobSpec] | JobSpec,
               **kwargs) -> RemoteOutcome:
    """Blocking form: check, run every job on every host, return what happened."""
    return RemoteRunner(fio, hosts, specs, **kwargs).run()
