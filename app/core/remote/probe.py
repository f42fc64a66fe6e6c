"""Asking each fio server about its paths, with fio itself, before and after a run.

Fioscope cannot look at another host's files, but fio's server can, through the same
client and protocol a run uses. Every question here is a job run with fio's global
--readonly (the server then refuses any write or trim) and allow_file_create=0 (nothing is
created):
- probe_targets: a target directory is checked by a null-engine job (fio lstat()s
  directory= when it parses the job; nothing is opened), a device by reading its first 4 KiB;
- probe_paths: whether each path exists and is a regular file, by fio's filestat engine
  (lstat, no I/O) and by fio's own rule for a job without filename= (it opens the job's name
  itself when that exists and is not a regular file): a section named like the path stats
  PATH when it is a directory, device or link, and PATH.0.0 when it is a regular file;
- delete_paths: fio's filedelete engine unlinks the files a run created (unlink never
  follows a link; --readonly keeps fio from laying a file out first), and its dirdelete
  engine removes the directories fio made for them (rmdir: only an empty one).
"""
from __future__ import annotations

import errno
import json
import os
import posixpath
from typing import Sequence
import re
import subprocess

from app.core.target_kind import TargetKind
from app.core.fio import procguard
from app.core.target_kind import is_device_name
from app.core.fio.jobspec import JobSpec, fio_filename
from app.core.fio.locate import FioBinary
from app.core.remote.workdir import temp_dir
from app.core.remote.hosts import Host, HostError, final_doc
from app.core.words import Msg, Num

MISSING, FILE, OTHER = "missing", "a regular file", "not a regular file"  # probe_paths' answers
_MAX_NAME = 255  # fio reads a section name with "[%255[^\n]]"


def _client(fio: FioBinary, host: Host, text: str, timeout: float, what: str) -> tuple[bytes, bytes]:
    """Run one job file on one server with --readonly: (stdout, stderr)."""
    with temp_dir("fioscope-probe-") as tmp:
        jobfile = os.path.join(tmp, "probe.fio")
        with open(jobfile, "w", encoding="utf-8") as f:
            f.write(text)
        proc = subprocess.Popen([fio.path, host.client_arg(), "--readonly", "--output-format=json",
                                 "--eta=never", jobfile], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, cwd=tmp, **procguard.popen_kwargs())
        procguard.adopt(proc)
        try:
            return proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            procguard.kill(proc)
            proc.communicate()
            raise HostError(host, Msg("%1 on %2 took over %3 s", what, host.label, Num(timeout, None)))


def _errors(out: bytes) -> dict[str, int]:
    """Each job's error number in fio's client JSON, by job name."""
    doc = final_doc(out.decode("utf-8", "replace")) or {}
    return {str(e.get("jobname")): int(e.get("error") or 0) for e in doc.get("client_stats", []) or []
            if e.get("jobname") != "All clients"}


def _targets_jobfile(specs: list[JobSpec], devices: list[str], windows: bool) -> str:
    sections = []
    for i, spec in enumerate(specs):
        path = spec.target.path
        if spec.jobfile:
            continue  # its devices are in `devices`, its files asked about by probe_paths
        if spec.target.kind == TargetKind.DEVICE or is_device_name(path):
            devices = [path] + devices
        elif os.path.dirname(path):  # a bare name is in the server's working directory
            sections.append(f"[target{i}]\ndirectory={fio_filename(os.path.dirname(path), windows)}\n"
                            "ioengine=null\nrw=read\nbs=4k\nsize=4k\nthread\n")
    for k, device in enumerate(dict.fromkeys(devices)):
        sections.append(f"[device{k}]\nfilename={fio_filename(device, windows)}\nrw=read\nbs=4k\nsize=4k\n"
                        f"ioengine={'windowsaio' if windows else 'psync'}\nallow_file_create=0\nthread\n")
    return "\n".join(dict.fromkeys(sections))


def probe_targets(fio: FioBinary, host: Host, specs: list[JobSpec], windows: bool = False,
                  timeout: float = 30.0, devices: tuple[str, ...] = ()) -> list[str]:
    """fio's complaints about the targets on one host ([] when all is well): the specs'
    directories and devices, and `devices` (those a job file opens)."""
    text = _targets_jobfile(specs, list(devices), windows)
    if not text:
        return []
    out, err = _client(fio, host, text, timeout, "checking the targets")
    # fio's client prints the servers' messages ("<hostname> fio: ...") on stdout or stderr
    # by their level; the JSON's own lines are indented or brackets.
    text = (err + b"\n" + out).decode("utf-8", "replace")
    lines = [re.sub(r"^<[^>]*>\s*", "", ln).strip() for ln in text.splitlines()]
    complaints = [ln for ln in lines if ln.startswith("fio:") and not re.match(r"fio: job \S+ dropped", ln)]
    # A device read that failed shows as a job error in the JSON instead of on stderr.
    for name, err_no in _errors(out).items():
        if err_no and re.fullmatch(r"(target|device)\d+", name):
            complaints.append(f"{name}: error {err_no} ({os.strerror(err_no)})")
    return list(dict.fromkeys(complaints))


def _section(path: str) -> str | None:
    """The path as a job name that fio resolves to the same path (None: it cannot be one).
    A relative name gets ./ so that no name starts with "global" (fio reads a section whose
    name starts with it as global options) or looks like one of the probe's own jobs."""
    name = path if os.path.isabs(path) or is_device_name(path) or re.match(r"[A-Za-z]:[\\/]", path) \
        else "./" + path
    if len(name) > _MAX_NAME or any(c in name for c in "[]\n\r\0"):
        return None
    return name


def _paths_jobfile(paths: list[str], windows: bool) -> str:
    common = "ioengine=filestat\nstat_type=lstat\nrw=read\nbs=4k\nsize=4k\nallow_file_create=0\nthread\n"
    sections = []
    for i, path in enumerate(paths):
        sections.append(f"[exists{i}]\nfilename={fio_filename(path, windows)}\n{common}")
        name = _section(path)
        if name is not None:
            sections.append(f"[{name}]\n{common}")
    return "\n".join(sections)


def parents(path: str) -> list[str]:
    """The directories above a path as fio names them, outermost first (a/b/c.dat: a, a/b);
    not the root, nor a Windows drive."""
    out, head = [], posixpath.dirname(path)
    while head and head not in ("/", ".") and not re.fullmatch(r"[A-Za-z]:[\\/]?", head):
        out.append(head)
        head = posixpath.dirname(head)
    return out[::-1]


def probe_paths(fio: FioBinary, host: Host, paths: list[str], windows: bool = False,
                timeout: float = 30.0) -> dict[str, str]:
    """Each path on one host: MISSING, FILE or OTHER (a directory, device, link, FIFO...),
    or why it could not be told. fio makes the missing directories above any file name it is
    given, even for a --readonly filestat job (measured: asking about sub/deeper/new.dat made
    sub/deeper): so paths are asked about a level at a time, outermost first, each only once
    the directory above it is known to be there; below a missing one, all is missing."""
    paths = list(dict.fromkeys(paths))
    everything = list(dict.fromkeys([d for p in paths for d in parents(p)] + paths))
    known: dict[str, str] = {}
    for depth in sorted({len(parents(p)) for p in everything}):
        level = [p for p in everything if len(parents(p)) == depth]
        above_missing = [p for p in level if any(known.get(d) == MISSING for d in parents(p))]
        known.update((p, MISSING) for p in above_missing)
        known.update(_probe_level(fio, host, [p for p in level if p not in above_missing], windows, timeout))
    return {p: known[p] for p in paths}


def _probe_level(fio: FioBinary, host: Host, paths: list[str], windows: bool, timeout: float) -> dict[str, str]:
    if not paths:
        return {}
    out, _ = _client(fio, host, _paths_jobfile(paths, windows), timeout, "checking the job's files")
    errors = _errors(out)
    found: dict[str, str] = {}
    for i, path in enumerate(paths):
        exists = errors.get(f"exists{i}")
        name = _section(path)
        own = errors.get(name) if name is not None else None
        if exists is None:
            found[path] = "not answered by fio"
        elif exists == errno.ENOENT:
            found[path] = MISSING
        elif exists:
            found[path] = f"not checkable ({os.strerror(exists)})"
        elif own == errno.ENOENT:  # fio's own-name rule passed it over: a regular file, not a link
            found[path] = FILE
        else:
            found[path] = OTHER  # a directory, device or link (or PATH.0.0 exists: it cannot tell)
    return found


def delete_paths(fio: FioBinary, host: Host, paths: list[str], windows: bool = False,
                 timeout: float = 30.0, dirs: Sequence[str] = ()) -> None:
    """Unlink these files on one host (what a run created there), then rmdir these directories
    in the order given (deepest first: each job waits for the one before, stonewall). Done, not
    checked: fio's filedelete reports no error for a file that is already gone, so it cannot
    tell one it failed to remove either (leftovers.remove asks again); only a host that does
    not answer is reported (HostError)."""
    paths = list(dict.fromkeys(paths))
    common = "rw=read\nbs=4k\nsize=4k\nallow_file_create=0\nthread\nstonewall\n"
    sections = [f"[delete{i}]\nfilename={fio_filename(p, windows)}\nioengine=filedelete\n{common}"
                for i, p in enumerate(paths)]
    sections += [f"[rmdir{i}]\nfilename={fio_filename(d, windows)}\nioengine=dirdelete\n{common}"
                 for i, d in enumerate(dict.fromkeys(dirs))]
    if sections:
        _client(fio, host, "\n".join(sections), timeout, "removing the run's files")
