"""Before a run on fio servers starts: the hosts, their targets and the files its jobs write.

Done once per run, before anything is stored (RemoteSuite), and shared by the runs of
each client count: the hosts' fio and OS (hosts.check_hosts), whether each server refuses
a device in use (safety.check_claims), the target directories and devices
(probe.probe_targets), and, for a job file that writes, what each of its files is on each
host (probe.probe_paths): an existing one is refused without --overwrite HOST:PATH, and the
missing ones are what the run creates there, removed after it (remove_created).
"""
from __future__ import annotations

import os
import posixpath
from collections.abc import Collection
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from app.core.errors import FioscopeError
from app.core.fio.jobspec import JobSpec
from app.core.fio.locate import FioBinary
from app.core.owned import TEST_PREFIX
from app.core.remote import leftovers
from app.core.remote.hosts import Host, HostError, HostStatus, check_hosts, tcp_check
from app.core.remote.jobs import RemoteJob
from app.core.remote.probe import MISSING, parents, probe_paths, probe_targets
from app.core.remote.safety import check_claims, check_paths, checked_paths
from app.core.words import Msg


@dataclass(frozen=True)
class Preflight:
    statuses: tuple[HostStatus, ...]
    resolved: tuple[tuple[RemoteJob, ...], ...]  # each spec's jobs as checked: what the servers get
    # per host (Host.key): the files the run creates there, which are removed after it
    created: dict[tuple[str, int], tuple[str, ...]] = field(default_factory=dict)
    # per host: the directories fio makes there for those files (missing before the run)
    made_dirs: dict[tuple[str, int], tuple[str, ...]] = field(default_factory=dict)
    notes: tuple[str, ...] = ()  # what was swept before the run (leftovers of earlier runs)

    def for_hosts(self, hosts: list[Host]) -> list[HostStatus]:
        by_key = {s.host.key: s for s in self.statuses}
        return [by_key[h.key] for h in hosts]


def preflight(fio: FioBinary, hosts: list[Host], specs: list[JobSpec], resolved: list[list[RemoteJob]],
              overwrite: Collection[str] = (), check_timeout: float = 10.0) -> Preflight:
    """Raise a FioscopeError naming the host for anything that stops the run; else what it needs."""
    devices = tuple(dict.fromkeys(d for jobs in resolved for job in jobs if job.user for d in job.devices))
    files = checked_paths(resolved)
    paths = files + [d for f in files for d in parents(f)]
    timeout = max(30.0, check_timeout)
    for h in hosts:  # milliseconds; a host that does not answer is not asked anything else
        tcp_check(h, check_timeout)
    # What earlier runs left on these hosts goes first: a file left there would be refused as existing.
    swept, warnings = leftovers.sweep(fio, hosts, timeout)
    notes = warnings + [Msg("removed on %1 what an earlier run left there: %2", f"{x.host}:{x.port}", x.path)
                        for x in swept]
    with ThreadPoolExecutor(max_workers=min(16, 2 * len(hosts))) as pool:
        # fio's client takes ~1.4 s whatever it asks: the paths are asked while the hosts are
        # checked (fio's filestat job is the same on every OS), the targets once the OS is known.
        # (no longer than the check itself: a listener that never answers fails that first)
        states = [pool.submit(probe_paths, fio, h, paths, False, check_timeout + 5) for h in hosts]
        statuses = check_hosts(fio, hosts, check_timeout)
        for s in statuses:
            s.raise_for_error()
        check_claims(statuses, resolved)
        refusals = list(pool.map(lambda s: probe_targets(fio, s.host, specs, s.windows, timeout, devices),
                                 statuses))
        answers = list(zip(refusals, (f.result() for f in states)))
    # Fioscope's own test files (unguessable names it gave, unlink=1 when each job ends) are
    # checked for after the run too: a job stopped early leaves its file.
    own = [f for jobs in resolved for job in jobs if not job.user for f in job.files
           if posixpath.basename(f).startswith(TEST_PREFIX)]
    created: dict[tuple[str, int], tuple[str, ...]] = {}
    made: dict[tuple[str, int], tuple[str, ...]] = {}
    for s, (complaints, host_states) in zip(statuses, answers):
        if complaints:
            raise HostError(s.host, Msg("target check on %1: %2", s.host.label, complaints[0]),
                            "; ".join(complaints[1:]) or Msg("fix the target path on that host"))
        mine = check_paths(s.host, resolved, host_states, overwrite)
        created[s.host.key] = tuple(dict.fromkeys(mine + own))
        made[s.host.key] = tuple(dict.fromkeys(d for f in mine for d in parents(f)
                                               if host_states.get(d) == MISSING))
    return Preflight(tuple(statuses), tuple(tuple(jobs) for jobs in resolved), created, made, tuple(notes))


def _entries(pre: Preflight, s: HostStatus, pid: int) -> list[leftovers.Leftover]:
    h = s.host
    return [leftovers.Leftover(h.name, h.port, p, "file", s.windows, pid) for p in pre.created.get(h.key, ())] + \
        [leftovers.Leftover(h.name, h.port, d, "dir", s.windows, pid) for d in pre.made_dirs.get(h.key, ())]


def note_created(pre: Preflight, statuses: list[HostStatus]) -> None:
    """Before a run's first job: what it will make on each host, noted as this process's (a run
    killed with SIGKILL leaves it noted, for the next run there to sweep)."""
    leftovers.note([x for s in statuses for x in _entries(pre, s, os.getpid())])


def remove_created(fio: FioBinary, pre: Preflight, statuses: list[HostStatus], check_timeout: float = 10.0,
                   gone: Collection[tuple[str, int]] = ()) -> dict[str, tuple[str, ...]]:
    """Remove on each host the files the run created there and the directories fio made for
    them, then ask again; {host label: paths} still there, or not asked about (a host in
    `gone` stopped answering: it is not waited for again). Each is noted for the next run on
    that host, or `fioscope hosts sweep`, to remove (remote/leftovers.py)."""
    left: dict[str, tuple[str, ...]] = {}
    still: list[leftovers.Leftover] = []
    for s in statuses:
        if s.host.key in gone:
            here = _entries(pre, s, 0)
        else:
            files, dirs = pre.created.get(s.host.key, ()), pre.made_dirs.get(s.host.key, ())
            here = leftovers.remove(fio, s.host, list(files), list(dirs), s.windows, max(30.0, check_timeout))
        if here:
            left[s.host.label] = tuple(x.path for x in here)
            still += here
    leftovers.settle({s.host.key for s in statuses}, still)
    return left
