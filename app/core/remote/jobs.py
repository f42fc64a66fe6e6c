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
import re
from dataclasses import dataclass

from app.core.target_kind import TargetKind
from app.core.errors import FioscopeError
from app.core.fio.jobfile import FioJob, JobFile, load_jobfile, section_layout, section_text
from app.core.target_kind import is_device_name
from app.core.fio.jobspec import JobSpec, to_jobfile
from app.core.remote.hosts import Host
from app.core.text_safe import printable

# Any control character but the line breaks between lines (fio reads a job text line by line at
# \n; Python's splitlines, which section_layout uses, also at \r, \x0b, \x85, \u2028...).
_NOT_PLAIN = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029]")


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
            _read[key] = jobfile_jobs(load_jobfile(spec.jobfile, fio_path, allow_commands=allow_commands,
                                                     own_logs=False))  # a fio server writes them its side
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


def _sent(job: RemoteJob) -> FioJob:
    """A job as the servers get it: a job that opens only devices may not create a file instead
    (a mistyped device name would otherwise become a regular file in the host's /dev)."""
    guard = (("allow_file_create", "0"),) if job.devices and not job.files and \
        job.get("allow_file_create") is None else ()
    return FioJob(job.name, job.options + guard)


def jobfile_text(jobs: list[RemoteJob], source: str) -> str:
    """The job file the servers get for a user's job file: one section per resolved job."""
    # The source's name is shown escaped: a file name may hold a line break too.
    out = [f"; {printable(source)}, as Fioscope resolved it (fio --showcmd) and checked it\n"]
    out += [section_text([_sent(job)]) for job in jobs]
    return "\n".join(out)


def guarded(spec: JobSpec) -> JobSpec:
    """Fioscope's own job as sent to the servers: a device job may not create a file instead."""
    if spec.target.kind == TargetKind.DEVICE or is_device_name(spec.target.path):
        if not any(k == "allow_file_create" for k, _ in spec.extra):
            return spec.with_(extra=spec.extra + (("allow_file_create", "0"),))
    return spec


def server_text(spec: JobSpec, jobs: list[RemoteJob], windows: bool = False) -> str:
    """The exact text fio servers get for one spec (its jobs as checked: check_remote_safety),
    and what a dry run shows. It is read back here as fio reads a job text, line by line: its
    sections, their names and how many options each sets must be the checked jobs', or nothing
    is sent (a value that held a line break would have started a section of its own)."""
    if spec.jobfile:
        text, sent = jobfile_text(jobs, spec.name), [_sent(j) for j in jobs]
    else:
        own = guarded(spec)
        text, sent = to_jobfile(own, windows=windows), [FioJob(own.name, tuple(own.options(windows)))]
    expected = [(j.name, len(j.options)) for j in sent]
    if _NOT_PLAIN.search(text) or section_layout(text) != expected:
        raise FioscopeError(f"the job text for the fio servers does not read back as the {spec.name!r} "
                            "that was checked; nothing was sent", "report this as a bug in Fioscope")
    return text


def client_argv(fio_path: str, hosts: list[Host], spec: JobSpec, interval: float,
                files: dict[tuple[str, int], str]) -> list[str]:
    """fio's client command line for one job: files holds each host's job file (by Host.key)."""
    # --eta=always: fio's client then asks each server for its ETA every second, which is how it
    # notices one that went silent (run.SILENCE_S); with JSON output it prints no ETA line.
    tail = ["--output-format=json+", f"--status-interval={round(interval * 1000)}ms", "--eta=always"]
    # (--status-interval in ms: fio refuses 0.5; a job file's entries per round are known from
    # its jobs, fio_entries)
    if not spec.writes and (spec.jobfile or spec.target.kind == TargetKind.DEVICE):
        # fio's --readonly reaches the servers: a job file or a raw read cannot write there
        # (a test file that is only read still has to be laid out, which is a write).
        tail.append("--readonly")
    if len(set(files.values())) == 1:
        return [fio_path, *(h.client_arg() for h in hosts), *tail, files[hosts[0].key]]
    argv = [fio_path]
    for h in hosts:
        argv += [h.client_arg(), files[h.key]]
    return argv + tail
