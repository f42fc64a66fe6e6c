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
from app.core.owned import owned_reason
from app.core.words import Msg


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


def check_places(places: list[Place], overwrite: Collection[str] = (), jf: JobFile | None = None) -> None:
    """The checks a --target gets, for every directory a job file names, and the rule that
    an existing file is written only when the user named it to be overwritten; first, given
    the job file, that it writes none of Fioscope's own files (check_own_files)."""
    if jf is not None:
        check_own_files(jf, places)
    confirmed = {os.path.normpath(p) for p in overwrite if p}
    for place in places:
        parent = os.path.dirname(place.path)
        if not os.path.isdir(parent):
            raise InputError(Msg("the job file's directory %1 does not exist", parent),
                             Msg("create it, or change the job file"))
        if os.path.realpath(parent) in SYSTEM_DIRS:
            raise InputError(Msg("the job file names %1, a directory the system runs from", parent),
                             Msg("name a directory on the disk to test, e.g. its mount point"))
        if hasattr(os, "statvfs") and os.statvfs(parent).f_flag & os.ST_RDONLY:
            raise InputError(Msg("the job file's directory %1 is on a read-only filesystem", parent))
        if not os.access(parent, os.W_OK):
            raise InputError(Msg("the job file's directory %1 is not writable for you", parent))
        if not place.exists:
            continue
        mode = os.lstat(place.path).st_mode
        if not stat.S_ISREG(mode):
            what = Msg("a link") if stat.S_ISLNK(mode) else Msg("not a regular file")
            raise InputError(Msg("the job file names %1, which is %2; Fioscope never writes through it", place.path, what))
    existing = [p.path for p in places if p.exists and p.written and p.path not in confirmed]
    if existing:
        raise InputError(Msg("the job file would overwrite %1 and %2 more, which already exist and are not the run's own",
                             existing[0], len(existing) - 1) if len(existing) > 1 else
                         Msg("the job file would overwrite %1, which already exists and is not the run's own", existing[0]),
                         Msg("pass --overwrite %1 to write them in place, or change the names", ",".join(existing)))


# fio's options that write a file named by their value (the job's name when empty): the I/O
# log under that name, the others under it plus "_bw.N.log" and the like.
LOG_OPTIONS = ("write_iolog", "write_bw_log", "write_lat_log", "write_iops_log", "write_hist_log")
_OWN_ADVICE = Msg("Fioscope never lets a job write its own files (its history, its data directory); change the job file")


def check_own_files(jf: JobFile, places: list[Place]) -> None:
    """No place a job writes (filename=, directory=, a write_*_log), confirmed with --overwrite
    or not, may be one of Fioscope's own files: by name, real path and device+inode
    (owned.owned_reason), so a hard link or bind mount of the history counts as the history."""
    for place in places:
        if place.written:
            for p in (place.path, os.path.dirname(place.path)):
                if why := owned_reason(p):
                    raise InputError(Msg("the job file would write %1: %2", place.path, why), _OWN_ADVICE)
    for job in jf.jobs:
        for option in LOG_OPTIONS:
            value = job.get(option)
            if value is None:
                continue
            # Relative: in the run's own directory, made in the job file's directory (or --target).
            prefix = os.path.normpath(os.path.join(jf.cwd, "run", value.strip() or job.name))
            parent, stem = os.path.split(prefix)
            try:
                existing = [os.path.join(parent, n) for n in os.listdir(parent) if n.startswith(stem)]
            except OSError:
                existing = []
            for p in (prefix, parent, *existing):
                if why := owned_reason(p):
                    raise InputError(Msg("job %1: %2 would write %3: %4", job.name, f"{option}={value}", p, why), _OWN_ADVICE)


def place_lines(places: list[Place], relative: int, workdir: str) -> list[str]:
    """The one wording of where a job file's files go, for the dry run's `# file:` lines and
    the app's preview alike: one line per file it names, then where its `relative` relatively
    named files go (the run's own directory in `workdir`)."""
    lines: list[str] = [Msg("%1: exists; written in place and kept", p.path) if p.exists and p.written
                        else Msg("%1: exists; read only", p.path) if p.exists
                        else Msg("%1: made by the run (in its own directory there), removed afterwards", p.path)
                        for p in places]
    if relative:
        lines.append(Msg("%1 file(s) named relatively: in the run's own directory in %2, removed afterwards",
                         relative, workdir))
    return lines


def where_files_go(spec: JobSpec) -> list[str]:
    """place_lines for a planned job file (the dry run). The plan refused every existing file
    a job writes unless --overwrite named it, so an existing one is written exactly when named."""
    if not spec.jobfile:
        return []
    places = [Place(p, p in spec.jobfile_overwrite, os.path.lexists(p)) for p in spec.jobfile_places]
    relative = [p for p in spec.jobfile_files if p not in set(spec.jobfile_places)]
    return place_lines(places, len(relative), spec.jobfile_workdir or os.path.dirname(spec.jobfile))


def preview(jf: JobFile, workdir: str | None) -> tuple[list[str], list[str]]:
    """Before a job file runs (the app's preview): place_lines, and the existing files it
    would overwrite (which the user must confirm by name)."""
    places = job_places(jf)
    named = {p.path for p in places}
    relative = [f for f in jf.files() if f not in named]
    return place_lines(places, len(relative), workdir or jf.cwd), [p.path for p in places if p.exists and p.written]
