"""What each job of a run on fio servers opens there, resolved here before anything is sent.

A user's job file is sent to the servers as Fioscope resolved it, not as it was written:
its jobs as fio itself reads them on this machine (`fio --showcmd`: includes, ${VAR}s,
$ncpus, $mb_memory... resolved here), each with every option it inherits, one section per
job. fio's server would otherwise parse the text again, with its own $ncpus and its own
working directory, and what was checked here could differ from what runs there.

Which files a job opens is fio's own rule, read by FioJob.paths: filename= (a ':' list);
without it, the job's own name where fio opens that (a section [/dev/sdb] writes /dev/sdb;
on a server a name that looks like a device is taken as that device), else the default
names JOB.jobnum.filenum, relative to the server's working directory. What cannot be
resolved here with certainty is refused for a job that writes (safety.check_remote_safety).
"""
from __future__ import annotations

import os
from dataclasses import dataclass

from app.core.fio.jobfile import FioJob, JobFile, load_jobfile, section_text
from app.core.target_kind import is_device_name
from app.core.fio.jobspec import JobSpec


@dataclass(frozen=True)
class RemoteJob:
    name: str
    options: tuple[tuple[str, str | None], ...]  # all the options it runs with, inherited ones first
    writes: bool  # fio's answer (--readonly --parse-only) for a job file's job; the spec's for Fioscope's own
    devices: tuple[str, ...] = ()  # raw devices, as named in the job
    files: tuple[str, ...] = ()  # regular files, as the servers see them (relative: their working directory)
    # fio opens the job's name itself where it exists on the host and is not a regular file
    # (not knowable from here: the servers are asked, files.probe_paths)
    own_name: bool = False
    user: bool = False  # a job of the user's job file, whose options are checked; else Fioscope's own

    def get(self, key: str, default: str | None = None) -> str | None:
        return FioJob(self.name, self.options).get(key, default)


def _split(paths: list[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    devices = tuple(dict.fromkeys(p for p in paths if is_device_name(p)))
    return devices, tuple(dict.fromkeys(p for p in paths if not is_device_name(p)))


def _from_fio(job: FioJob, writes: bool) -> RemoteJob:
    devices, files = _split(job.paths("", remote=True))
    own = not job.get("filename") and not job.get("read_iolog") and not is_device_name(job.name)
    return RemoteJob(job.name, job.options, writes, devices, files, own, user=True)


def jobfile_jobs(jf: JobFile) -> list[RemoteJob]:
    """A job file's jobs as the servers will run them, each with fio's answer to "does it write"."""
    return [_from_fio(job, jf.job_writes(job)) for job in jf.jobs]  # fio's answer for every job


_read: dict[tuple, list[RemoteJob]] = {}  # job files read for runs on servers, by file state


def remote_jobs(spec: JobSpec, fio_path: str, allow_commands: bool = False) -> list[RemoteJob]:
    """The jobs a spec runs on the servers: what is checked is what is sent (jobfile_text of
    these same jobs). A job file is read once per state of the file (fio takes ~0.1 s per
    reading, several per file, and a run's runners each ask)."""
    if spec.jobfile:
        st = os.stat(spec.jobfile)
        key = (spec.jobfile, st.st_ino, st.st_size, st.st_mtime_ns, fio_path, allow_commands)
        if key not in _read:
            if len(_read) > 32:
                _read.clear()
            _read[key] = jobfile_jobs(load_jobfile(spec.jobfile, fio_path, allow_commands=allow_commands))
        return list(_read[key])
    # Fioscope's own job: its options name its files exactly (a filename= in extra wins, as in
    # fio), or it spreads them over a directory by filename_format, which spec.files() names.
    job = FioJob(spec.name, tuple(spec.options(windows=False)))
    devices, files = _split(job.paths("", remote=True) or spec.files())
    return [RemoteJob(spec.name, job.options, spec.writes, devices, files)]


def summary(jobs: list[RemoteJob]) -> tuple[tuple[tuple[str, bool], ...], tuple[str, ...]]:
    """(devices with whether a job writes each, regular files): a spec's jobfile_devices and
    jobfile_files for a job file planned for fio servers."""
    devices: dict[str, bool] = {}
    for job in jobs:
        for d in job.devices:
            devices[d] = devices.get(d, False) or job.writes
    return tuple(devices.items()), tuple(dict.fromkeys(f for job in jobs for f in job.files))


def jobfile_text(jobs: list[RemoteJob], source: str) -> str:
    """The job file the servers get for a user's job file: one section per resolved job. A job
    that opens only devices may not create a file instead (a mistyped device name would
    otherwise become a regular file in the host's /dev)."""
    out = [f"; {source}, as Fioscope resolved it (fio --showcmd) and checked it\n"]
    for job in jobs:
        guard = (("allow_file_create", "0"),) if job.devices and not job.files and \
            job.get("allow_file_create") is None else ()
        out.append(section_text([FioJob(job.name, job.options + guard)]))
    return "\n".join(out)
