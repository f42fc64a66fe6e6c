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
from app.core.remote.probe import FILE, MISSING
from app.core.targets.safety import SafetyRefused

# Whole disks as the kernel names them, and their partitions.
_DISKS = r"(?:sd|vd|xvd|hd)[a-z]+|(?:nvme\d+n|loop|mmcblk|nbd|pmem|rbd|md|zd)\d+|dm-\d+"
KERNEL_DISK = re.compile(rf"/dev/(?:{_DISKS})|\\\\\.\\PhysicalDrive\d+", re.IGNORECASE)
KERNEL_PARTITION = re.compile(r"/dev/(?:(?:sd|vd|xvd|hd)[a-z]+\d+|(?:nvme\d+n\d+|loop\d+|mmcblk\d+|nbd\d+|"
                              r"pmem\d+|rbd\d+|md\d+|zd\d+)p\d+)")
# Options with which fio, not the job text, decides which files a job opens on the server.
UNRESOLVED = {"filename_format": "names its files by a pattern fio fills in on the server",
              "directory": "puts its files in a directory that fio names per client on a server",
              "opendir": "opens every file of a directory on the server",
              "read_iolog": "replays I/O to the files a log names", "replay_redirect": "redirects I/O to a device"}
_FILE_ENGINES = ("filecreate", "filedelete", "filestat", "dircreate", "dirdelete", "dirstat", "exec")


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
                raise SafetyRefused(f"job {job.name}: {key}= holds a '$' after fio resolved it here, which "
                                    "the fio servers would expand again with their own environment",
                                    "give the value without '$'")
    if job.get("allow_mounted_write") not in (None, "0"):
        raise SafetyRefused(f"job {job.name}: allow_mounted_write is refused for runs on fio servers",
                            "fio's refusal is what guards a mounted device on another host")
    if not (job.user and job.writes):
        return
    for key, what in UNRESOLVED.items():
        if job.get(key) is not None:
            raise SafetyRefused(f"job {job.name} writes on the fio servers and sets {key}=, which {what}: "
                                "Fioscope cannot check those paths before the run",
                                "name each file with filename= (a device by its kernel name, with its "
                                "HOST:DEVICE token)")
    engine = (job.get("ioengine") or "").strip()
    if engine in _FILE_ENGINES or engine.startswith("external") or "/" in engine:
        raise SafetyRefused(f"job {job.name} writes on the fio servers with ioengine={engine}, whose files "
                            "Fioscope cannot check before the run", "use an I/O engine that reads and writes "
                            "the files the job names")


def _check_device(job: RemoteJob, device: str, hosts: list[Host], confirm: Collection[str]) -> None:
    if KERNEL_PARTITION.fullmatch(device):
        raise SafetyRefused(f"job {job.name} writes to {device} on the fio servers, a partition",
                            "test the whole device (its kernel name, with its HOST:DEVICE token), or a "
                            "directory on the partition's filesystem")
    if not KERNEL_DISK.fullmatch(device):
        raise SafetyRefused(f"job {job.name} writes to {device} on the fio servers: a device written there must be "
                            "named as the kernel names it", "Fioscope cannot resolve links on another host, so "
                            "a second name could reach a mounted device; use the kernel name, e.g. /dev/sdb, "
                            "/dev/nvme0n1, /dev/loop0, with the token HOST:/dev/sdb")
    for host in hosts:
        token = device_token(host, device)
        if token not in confirm:
            raise SafetyRefused(f"job {job.name} writes to {device} on {host.name}, which destroys all data on "
                                "that device", f"to go ahead, confirm with --destroy-data {token}")


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
            raise SafetyRefused(f"the fio server on {s.host.label} cannot refuse {devices[0]} while it is in use: "
                                "it is not Fioscope's bundled fio for Linux (build p4 or later), whose probe "
                                "reply says it claims a device before writing it",
                                "run the bundled fio there (fio --server), or test the device on that host "
                                "itself with fioscope run --target")


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
                raise SafetyRefused(f"job {job.name}: {job.name} on {host.label} is {states[job.name]}, and "
                                    f"fio would open it instead of the job's own file {job.name}.0.0",
                                    "give the job its file with filename=")
            for path in job.files:
                state = states.get(path)
                if state is None:
                    continue  # not asked: the run does not write on the servers
                if state == MISSING:
                    created.append(path)
                elif not job.writes:
                    continue
                elif state != FILE:
                    raise SafetyRefused(f"job {job.name} writes {path} on {host.label}, which is {state} there",
                                        "fio would write through it; name a regular file, or a device by its "
                                        "kernel name with its HOST:DEVICE token")
                elif os.path.normpath(path) not in confirmed:
                    raise SafetyRefused(f"job {job.name} would overwrite {path} on {host.label}, which exists",
                                        f"to write it anyway, add --overwrite {overwrite_token(host, path)}")
    return list(dict.fromkeys(created))
