"""Before a run on fio servers starts: the hosts, their targets and the files its jobs write.

Done once per run, before anything is stored (RemoteSuite), and shared by the runs of
each client count: the hosts' fio and OS (hosts.check_hosts), whether each server refuses
a device in use (safety.check_claims), the target directories and devices
(probe.probe_targets), and, for a job file that writes, what each of its files is on each
host (probe.probe_paths): an existing one is refused without --overwrite HOST:PATH, and the
missing ones are what the run creates there, removed after it (remove_created).
"""
from __future__ import annotations

from collections.abc import Collection
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from app.core.errors import FioscopeError
from app.core.fio.jobspec import JobSpec
from app.core.fio.locate import FioBinary
from app.core.remote.hosts import Host, HostError, HostStatus, check_hosts, tcp_check
from app.core.remote.jobs import RemoteJob
from app.core.remote.probe import delete_paths, probe_paths, probe_targets
from app.core.remote.safety import check_claims, check_paths, checked_paths


@dataclass(frozen=True)
class Preflight:
    statuses: tuple[HostStatus, ...]
    resolved: tuple[tuple[RemoteJob, ...], ...]  # each spec's jobs as checked: what the servers get
    # per host (Host.key): the files the run creates there, which are removed after it
    created: dict[tuple[str, int], tuple[str, ...]] = field(default_factory=dict)

    def for_hosts(self, hosts: list[Host]) -> list[HostStatus]:
        by_key = {s.host.key: s for s in self.statuses}
        return [by_key[h.key] for h in hosts]


def preflight(fio: FioBinary, hosts: list[Host], specs: list[JobSpec], resolved: list[list[RemoteJob]],
              overwrite: Collection[str] = (), check_timeout: float = 10.0) -> Preflight:
    """Raise a FioscopeError naming the host for anything that stops the run; else what it needs."""
    devices = tuple(dict.fromkeys(d for jobs in resolved for job in jobs if job.user for d in job.devices))
    paths = checked_paths(resolved)
    timeout = max(30.0, check_timeout)
    for h in hosts:  # milliseconds; a host that does not answer is not asked anything else
        tcp_check(h, check_timeout)
    with ThreadPoolExecutor(max_workers=min(16, 2 * len(hosts))) as pool:
        # fio's client takes ~1.4 s whatever it asks: the paths are asked while the hosts are
        # checked (fio's filestat job is the same on every OS), the targets once the OS is known.
        # (no longer than the check itself: a listener that never answers fails that first)
        states = [pool.submit(probe_paths, fio, h, paths, False, check_timeout + 5) for h in hosts]
        statuses = check_hosts(fio, hosts, check_timeout)
        for s in statuses:
            s.raise_for_error()
        check_claims(statuses, resolved)
        complaints = list(pool.map(lambda s: probe_targets(fio, s.host, specs, s.windows, timeout, devices),
                                   statuses))
        answers = list(zip(complaints, (f.result() for f in states)))
    created = {}
    for s, (complaints, states) in zip(statuses, answers):
        if complaints:
            raise HostError(s.host, f"target check on {s.host.label}: {complaints[0]}",
                            "; ".join(complaints[1:]) or "fix the target path on that host")
        created[s.host.key] = tuple(check_paths(s.host, resolved, states, overwrite))
    return Preflight(tuple(statuses), tuple(tuple(jobs) for jobs in resolved), created)


def remove_created(fio: FioBinary, pre: Preflight, statuses: list[HostStatus],
                   check_timeout: float = 10.0) -> dict[str, tuple[str, ...]]:
    """Remove on each host the files the run created there; {host label: paths} where that
    could not be done (the host gone, say)."""
    left: dict[str, tuple[str, ...]] = {}
    for s in statuses:
        paths = pre.created.get(s.host.key, ())
        try:
            delete_paths(fio, s.host, list(paths), s.windows, max(30.0, check_timeout))
        except FioscopeError:
            left[s.host.label] = paths
    return left
