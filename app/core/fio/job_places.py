"""Where a job file's files go when it names them: `directory=/mnt/nvme`, `filename=/data/f`.

A job file runs where it says. Each directory it names gets the run's own private
directory made inside it (the same filesystem, so the same disk), and in the run's
confinement that private directory is mounted over the named one: fio creates, lays out
and writes its files under the names the job gives, but they land in Fioscope's own
directory and are removed with it after the run, and nothing else in the named directory
is visible to fio, so nothing the user did not create for this run can be overwritten. A
file the job names that already exists is shown to fio under its name too: read-only, or
writable when the user confirmed it (`--overwrite PATH`, the app's dialog); it is written
in place and kept.

Relative names keep going to the run's private directory in the Target the user picked
(or beside the job file).
"""
from __future__ import annotations

import os
import stat
from collections.abc import Collection
from dataclasses import dataclass

from app.core.errors import InputError
from app.core.fio.jobfile import JobFile
from app.core.target_kind import is_device_path
from app.core.fio.jobspec import JobSpec


# Directories the confinement cannot show as the run's own (fio itself runs from them).
SYSTEM_DIRS = frozenset({"/", "/bin", "/boot", "/dev", "/etc", "/lib", "/lib32", "/lib64", "/proc", "/run", "/sbin",
                         "/sys", "/usr"})


@dataclass(frozen=True)
class Place:
    """One regular file a job file names by an absolute path."""

    path: str
    written: bool  # a job that writes or trims opens it
    exists: bool  # before the run


def job_places(jf: JobFile) -> list[Place]:
    """The absolute regular files the jobs open (fio's own resolution of names, directory=
    and the job's name), each once; whether a job writes it; whether it exists now."""
    found: dict[str, bool] = {}
    for job in jf.jobs:
        for p in job.paths(""):  # "": relative names stay relative, so absolute means named
            if os.path.isabs(p) and not is_device_path(p):
                path = os.path.normpath(p)
                found[path] = found.get(path, False) or jf.job_writes(job)
    return [Place(p, w, os.path.lexists(p)) for p, w in found.items()]


def check_places(places: list[Place], overwrite: Collection[str] = ()) -> None:
    """The checks a --target gets, for every directory a job file names, and the rule that
    an existing file is written only when the user named it to be overwritten."""
    confirmed = {os.path.normpath(p) for p in overwrite if p}
    for place in places:
        parent = os.path.dirname(place.path)
        if not os.path.isdir(parent):
            raise InputError(f"the job file's directory {parent} does not exist", "create it, or change the job file")
        if os.path.realpath(parent) in SYSTEM_DIRS:
            raise InputError(f"the job file names {parent}, a directory the system runs from",
                             "name a directory on the disk to test, e.g. its mount point")
        if hasattr(os, "statvfs") and os.statvfs(parent).f_flag & os.ST_RDONLY:
            raise InputError(f"the job file's directory {parent} is on a read-only filesystem")
        if not os.access(parent, os.W_OK):
            raise InputError(f"the job file's directory {parent} is not writable for you")
        if not place.exists:
            continue
        mode = os.lstat(place.path).st_mode
        if not stat.S_ISREG(mode):
            what = "a link" if stat.S_ISLNK(mode) else "not a regular file"
            raise InputError(f"the job file names {place.path}, which is {what}; Fioscope never writes through it")
    existing = [p.path for p in places if p.exists and p.written and p.path not in confirmed]
    if existing:
        more = f" and {len(existing) - 1} more" if len(existing) > 1 else ""
        raise InputError(f"the job file would overwrite {existing[0]}{more}, which already exist"
                         f"{'s' if not more else ''} and {'is' if not more else 'are'} not the run's own",
                         "pass --overwrite " + ",".join(existing) + " to write them in place, or change the names")


def where_files_go(spec: JobSpec) -> list[str]:
    """One line per file a job file names, and where its relative names go: for the dry
    run and the app's preview."""
    if not spec.jobfile:
        return []
    named = set(spec.jobfile_places)
    lines = []
    for path in spec.jobfile_places:
        if not os.path.lexists(path):
            lines.append(f"{path}: made by the run (in its own directory there), removed afterwards")
        elif path in spec.jobfile_overwrite:
            lines.append(f"{path}: exists; written in place (--overwrite)")
        else:
            lines.append(f"{path}: exists; read only")
    workdir = spec.jobfile_workdir or os.path.dirname(spec.jobfile)
    relative = [p for p in spec.jobfile_files if p not in named]
    if relative:
        lines.append(f"{len(relative)} file(s) named relatively: in the run's own directory in {workdir}, "
                     "removed afterwards")
    return lines


def preview(jf: JobFile, workdir: str | None) -> tuple[list[str], list[str]]:
    """Before a job file runs (the app's preview): one line per file it names and where its
    relative names go; and the existing files it would overwrite (which the user must
    confirm by name)."""
    places = job_places(jf)
    lines = [f"{p.path}: " + ("exists; would be overwritten in place" if p.exists and p.written
                              else "exists; read only" if p.exists else "made by the run, removed afterwards")
             for p in places]
    named = {p.path for p in places}
    if any(f not in named for f in jf.files()):
        lines.append(f"relative names: in the run's own directory in {workdir or jf.cwd}, removed afterwards")
    return lines, [p.path for p in places if p.exists and p.written]
