"""What a remote run may do to each host's targets, checked before anything starts.

A write to a raw device (/dev/..., \\\\.\\...) on a host needs a confirmation token naming
that host and device, "host:/dev/sdb": the host's name, not its port, because two fio
servers on one machine share its disks. Fioscope cannot see a remote host's mounts, but
fio can: it refuses to write to a mounted device unless allow_mounted_write is set, so
that option is refused here, and device jobs get allow_file_create=0 so that a mistyped
device path fails instead of becoming a regular file in the host's /dev.

Target paths are checked on each host by fio itself (probe_targets): a directory is
checked by a null-engine job (fio lstat()s directory= when it parses the job; nothing is
opened), a device by reading its first 4 KiB with allow_file_create=0.
"""
from __future__ import annotations

import os
import re
import subprocess
import tempfile
from collections.abc import Collection

from app.core.fio import procguard
from app.core.fio.jobspec import JobSpec, fio_filename, to_jobfile
from app.core.fio.locate import FioBinary
from app.core.remote.hosts import Host, HostError
from app.core.targets.safety import SafetyRefused

_FILENAME = re.compile(r"^\s*filename\s*=\s*(.+?)\s*$", re.MULTILINE)


def is_device_path(path: str) -> bool:
    return path.startswith("/dev/") or path.startswith("\\\\.\\")


def device_token(host: Host, device: str) -> str:
    return f"{host.name}:{device}"


def devices_of(spec: JobSpec) -> list[str]:
    """Device paths the job opens: its target and any filename= of its job file."""
    found = [spec.target.path] if spec.target.kind == "device" or is_device_path(spec.target.path) else []
    for value in _FILENAME.findall(to_jobfile(spec, windows=False)):
        found += [p.replace("\\:", ":") for p in re.split(r"(?<!\\):", value) if is_device_path(p)]
    return list(dict.fromkeys(found))


def check_remote_safety(hosts: list[Host], specs: list[JobSpec], confirm: Collection[str] = ()) -> None:
    """Raise SafetyRefused unless every device write on every host is confirmed."""
    for spec in specs:
        if any(k.lstrip("-") == "allow_mounted_write" for k, _ in spec.extra):
            raise SafetyRefused(f"{spec.name}: allow_mounted_write is refused for remote runs",
                                "fio's own check is the only guard against writing to a mounted "
                                "device on another host")
        if not spec.writes:
            continue
        for device in devices_of(spec):
            for host in hosts:
                token = device_token(host, device)
                if token not in confirm:
                    raise SafetyRefused(f"{spec.name} writes to {device} on {host.name}, which "
                                        f"destroys all data on that device",
                                        f"to go ahead, confirm with {token}")


def guarded(spec: JobSpec) -> JobSpec:
    """The job as sent to the servers: a device job may not create a file instead."""
    if spec.target.kind == "device" or is_device_path(spec.target.path):
        if not any(k == "allow_file_create" for k, _ in spec.extra):
            return spec.with_(extra=spec.extra + (("allow_file_create", "0"),))
    return spec


def _probe_jobfile(specs: list[JobSpec], windows: bool) -> str:
    sections = []
    for i, spec in enumerate(specs):
        path = spec.target.path
        if spec.jobfile:
            continue  # a user's job file names its own paths; fio reports them at run time
        if spec.target.kind == "device" or is_device_path(path):
            sections.append(f"[target{i}]\nfilename={fio_filename(path, windows)}\nrw=read\nbs=4k\n"
                            f"size=4k\nioengine={'windowsaio' if windows else 'psync'}\n"
                            "allow_file_create=0\nthread\n")
        elif os.path.dirname(path):  # a bare name is in the server's working directory
            directory = os.path.dirname(path)
            sections.append(f"[target{i}]\ndirectory={fio_filename(directory, windows)}\n"
                            "ioengine=null\nrw=read\nbs=4k\nsize=4k\nthread\n")
    return "\n".join(dict.fromkeys(sections))


def probe_targets(fio: FioBinary, host: Host, specs: list[JobSpec], windows: bool = False,
                  timeout: float = 30.0) -> list[str]:
    """fio's complaints about the targets on one host ([] when all is well)."""
    text = _probe_jobfile(specs, windows)
    if not text:
        return []
    with tempfile.TemporaryDirectory(prefix="fioscope-target-") as tmp:
        jobfile = os.path.join(tmp, "targets.fio")
        with open(jobfile, "w") as f:
            f.write(text)
        proc = subprocess.Popen([fio.path, host.client_arg(), "--output-format=json", "--eta=never",
                                 jobfile], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, cwd=tmp, **procguard.popen_kwargs())
        procguard.adopt(proc)
        try:
            out, err = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            procguard.kill(proc)
            proc.communicate()
            raise HostError(host, f"checking the targets on {host.label} took over {timeout:g} s")
    # fio's client prints the servers' messages ("<hostname> fio: ...") on stdout or stderr
    # by their level; the JSON's own lines are indented or brackets.
    text = (err + b"\n" + out).decode("utf-8", "replace")
    lines = [re.sub(r"^<[^>]*>\s*", "", ln).strip() for ln in text.splitlines()]
    complaints = [ln for ln in lines if ln.startswith("fio:") and not re.match(r"fio: job \S+ dropped", ln)]
    # A device read that failed shows as a job error in the JSON instead of on stderr.
    for m in re.finditer(rb'"jobname" : "(target\d+)",\s*"groupid" : \d+,\s*"job_start" : \d+,\s*'
                         rb'"error" : (\d+)', out):
        if int(m.group(2)):
            complaints.append(f"{m.group(1).decode()}: error {int(m.group(2))} "
                              f"({os.strerror(int(m.group(2)))})")
    return list(dict.fromkeys(complaints))
