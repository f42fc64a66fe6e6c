"""What a run on fio servers may do to each host's devices and files, checked before it starts.

A fio server runs its own fio, as its own user, with no namespace around it: what a job
sent to it opens is decided there. So Fioscope resolves every path each job will open
before it sends the job (remote/jobs.py: fio's own resolution, section names included),
and refuses what it cannot resolve with certainty:
- a job that writes and sets filename_format, directory, opendir, read_iolog,
  replay_redirect or a file engine is refused, naming the option (fio would pick the
  files on the server: directory= there is even per client, fio's unique_filename);
- a device written on a host needs a token naming the host and the device, "node1:/dev/sdb"
  (the host's name, not its port: two servers on one machine share its disks), and must be
  named as the kernel names it (/dev/sdb, /dev/nvme0n1, /dev/loop0, \\\\.\\PhysicalDrive1):
  links cannot be resolved from here, so a second name (/dev/disk/by-id/..., /dev/mapper/...)
  could reach a mounted device under a token that names something else. A partition is
  refused as it is locally: test the whole device;
- the servers must refuse a device in use: fio's own check (allow_mounted_write is refused)
  only compares the name with the mount table, so the bundled fio (build p4) also claims
  each written block device exclusively first, which the kernel refuses while the device or
  a partition of it is mounted, swap or held by dm/md/LVM. A server says it does so in its
  probe reply (HostStatus.claims_devices); a device write on one that does not is refused;
- an existing file on a host is written only when named with --overwrite HOST:PATH, and
  a path that is not a regular file there (a directory, a device, a link) never, as fio
  would follow it (check_paths, from what remote/probe.py's probe_paths learnt).
"""
from __future__ import annotations

import os
import re
from collections.abc import Collection

from app.core.fio.jobspec import JobSpec
from app.core.remote.hosts import Host, HostStatus
from app.core.remote.jobs import RemoteJob, guarded, remote_jobs  # noqa: F401 (guarded: named here before)
from app.core.remote.probe import FILE, MISSING, OTHER
from app.core.targets.safety import SafetyRefused
from app.core.words import Msg

# Whole disks as the kernel names them, and their partitions.
_DISKS = r"(?:sd|vd|xvd|hd)[a-z]+|(?:nvme\d+n|loop|mmcblk|nbd|pmem|rbd|md|zd)\d+|dm-\d+"
KERNEL_DISK = re.compile(rf"/dev/(?:{_DISKS})|\\\\\.\\PhysicalDrive\d+", re.IGNORECASE)
KERNEL_PARTITION = re.compile(r"/dev/(?:(?:sd|vd|xvd|hd)[a-z]+\d+|(?:nvme\d+n\d+|loop\d+|mmcblk\d+|nbd\d+|"
                              r"pmem\d+|rbd\d+|md\d+|zd\d+)p\d+)")
# Options with which fio, not the job text, decides which files a job opens on the server.
UNRESOLVED = {"filename_format": Msg("names its files by a pattern fio fills in on the server"),
              "directory": Msg("puts its files in a directory that fio names per client on a server"),
              "opendir": Msg("opens every file of a directory on the server"),
              "read_iolog": Msg("replays I/O to the files a log names"),
              "replay_redirect": Msg("redirects I/O to a device")}
_FILE_ENGINES = ("filecreate", "filedelete", "filestat", "dircreate", "dirdelete", "dirstat", "exec")


_STATE_WORDS = {MISSING: Msg("missing"), FILE: Msg("a regular file"), OTHER: Msg("not a regular file")}


def state_words(state: str) -> str:
    """probe_paths' answer as a sentence part the window translates (the same English)."""
    return _STATE_WORDS.get(state, state)


def device_token(host: Host, device: str) -> str:
    return f"{host.name}:{device}"


def overwrite_token(host: Host, path: str) -> str:
    """--overwrite HOST:PATH, the path as the job names it (relative: the server's directory)."""
    return f"{host.name}:{path}"


def _check_options(spec: JobSpec, job: RemoteJob) -> None:
    if job.user:
        for key, value in job.options:
            if value and "$" in value:
                # fio resolved ${VAR} and $ncpus here once; a '$' still in a value (a variable's
                # value holding "${X}" or "$ncpus") would be expanded again by the server's fio,
                # with its own environment: the text sent would not be the text checked.
                raise SafetyRefused(Msg("job %1: %2 holds a '$' after fio resolved it here, which the fio servers "
                                        "would expand again with their own environment", job.name, f"{key}="),
                                    Msg("give the value without '$'"))
    if job.get("allow_mounted_write") not in (None, "0"):
        raise SafetyRefused(Msg("job %1: %2 is refused for runs on fio servers", job.name, "allow_mounted_write"),
                            Msg("fio's refusal is what guards a mounted device on another host"))
    if not (job.user and job.writes):
        return
    for key, what in UNRESOLVED.items():
        if job.get(key) is not None:
            raise SafetyRefused(Msg("job %1 writes on the fio servers and sets %2, which %3: Fioscope cannot check "
                                    "those paths before the run", job.name, f"{key}=", what),
                                Msg("name each file with %1 (a device by its kernel name, with its %2 token)",
                                    "filename=", "HOST:DEVICE"))
    engine = (job.get("ioengine") or "").strip()
    if engine in _FILE_ENGINES or engine.startswith("external") or "/" in engine:
        raise SafetyRefused(Msg("job %1 writes on the fio servers with %2, whose files Fioscope cannot check before "
                                "the run", job.name, f"ioengine={engine}"),
                            Msg("use an I/O engine that reads and writes the files the job names"))


def _check_device(job: RemoteJob, device: str, hosts: list[Host], confirm: Collection[str]) -> None:
    if KERNEL_PARTITION.fullmatch(device):
        raise SafetyRefused(Msg("job %1 writes to %2 on the fio servers, a partition", job.name, device),
                            Msg("test the whole device (its kernel name, with its %1 token), or a directory on the "
                                "partition's filesystem", "HOST:DEVICE"))
    if not KERNEL_DISK.fullmatch(device):
        raise SafetyRefused(Msg("job %1 writes to %2 on the fio servers: a device written there must be named as the "
                                "kernel names it", job.name, device),
                            Msg("Fioscope cannot resolve links on another host, so a second name could reach a "
                                "mounted device; use the kernel name, e.g. %1, with the token %2",
                                "/dev/sdb, /dev/nvme0n1, /dev/loop0", "HOST:/dev/sdb"))
    for host in hosts:
        token = device_token(host, device)
        if token not in confirm:
            raise SafetyRefused(Msg("job %1 writes to %2 on %3, which destroys all data on that device", job.name,
                                    device, host.name), Msg("to go ahead, confirm with %1", f"--destroy-data {token}"))


def check_remote_safety(hosts: list[Host], specs: list[JobSpec], confirm: Collection[str] = (),
                        fio_path: str = "fio", allow_commands: bool = False) -> list[list[RemoteJob]]:
    """Raise SafetyRefused unless every job's writes can be checked and every device write on
    every host is confirmed; return each spec's jobs as resolved (what the servers get)."""
    resolved = [remote_jobs(spec, fio_path, allow_commands) for spec in specs]
    for spec, jobs in zip(specs, resolved):
        for job in jobs:
            _check_options(spec, job)
            if job.writes:
                for device in job.devices:
                    _check_device(job, device, hosts, confirm)
    return resolved


def written_devices(resolved: list[list[RemoteJob]]) -> list[str]:
    return list(dict.fromkeys(d for jobs in resolved for job in jobs if job.writes for d in job.devices))


def check_claims(statuses: list[HostStatus], resolved: list[list[RemoteJob]]) -> None:
    """A device is written only through servers that refuse one in use (fio build p4's claim)."""
    devices = written_devices(resolved)
    if not devices:
        return
    for s in statuses:
        if not s.claims_devices:
            raise SafetyRefused(Msg("the fio server on %1 cannot refuse %2 while it is in use: it is not Fioscope's "
                                    "bundled fio for Linux (build p4 or later), whose probe reply says it claims a "
                                    "device before writing it", s.host.label, devices[0]),
                                Msg("run the bundled fio there (%1), or test the device on that host itself with %2",
                                    "fio --server", "fioscope run --target"))


def checked_paths(resolved: list[list[RemoteJob]]) -> list[str]:
    """The paths to ask each host about: every regular file of a user's job file that writes
    (a missing one is created by the run and removed after it), and the names of its jobs
    without filename=, which fio opens instead where they exist and are not regular files."""
    out: list[str] = []
    for jobs in resolved:
        if not any(j.user and j.writes for j in jobs):
            continue  # read-only on the servers (--readonly): nothing is created or written
        for job in jobs:
            out += list(job.files) + ([job.name] if job.own_name and job.writes else [])
    return list(dict.fromkeys(out))


def check_paths(host: Host, resolved: list[list[RemoteJob]], states: dict[str, str],
                overwrite: Collection[str]) -> list[str]:
    """Raise SafetyRefused for a file a job would write on this host that exists (without
    --overwrite) or is not a regular file; return the paths the run creates there."""
    # This host's tokens, each path normalised (node1:./a//b names a/b there)
    prefix = overwrite_token(host, "")
    confirmed = {os.path.normpath(t[len(prefix):]) for t in overwrite if t.startswith(prefix) and t != prefix}
    created: list[str] = []
    for jobs in resolved:
        for job in jobs:
            if job.own_name and job.writes and states.get(job.name, MISSING) not in (MISSING, FILE):
                raise SafetyRefused(Msg("job %1: %2 on %3 is %4, and fio would open it instead of the job's own file "
                                        "%5", job.name, job.name, host.label, state_words(states[job.name]),
                                        f"{job.name}.0.0"), Msg("give the job its file with %1", "filename="))
            for path in job.files:
                state = states.get(path)
                if state is None:
                    continue  # not asked: the run does not write on the servers
                if state == MISSING:
                    created.append(path)
                elif not job.writes:
                    continue
                elif state != FILE:
                    raise SafetyRefused(Msg("job %1 writes %2 on %3, which is %4 there", job.name, path, host.label,
                                            state_words(state)),
                                        Msg("fio would write through it; name a regular file, or a device by its "
                                            "kernel name with its %1 token", "HOST:DEVICE"))
                elif os.path.normpath(path) not in confirmed:
                    raise SafetyRefused(Msg("job %1 would overwrite %2 on %3, which exists", job.name, path,
                                            host.label),
                                        Msg("to write it anyway, add %1", f"--overwrite {overwrite_token(host, path)}"))
    return list(dict.fromkeys(created))
