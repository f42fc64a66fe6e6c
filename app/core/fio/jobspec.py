"""A fio job as a typed value, rendered to an argv and to an equivalent .fio file."""
from __future__ import annotations

import os
import re
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from app.core.errors import InputError
from app.core.target_kind import TargetKind
from app.core.units import fio_size
from app.core.words import Msg

RW_PATTERNS = ("read", "write", "randread", "randwrite", "rw", "randrw", "trim", "randtrim")
MIXED = ("rw", "randrw")
DIRECTIONS = ("read", "write", "mix")  # a preset test's directions (JobSpec.direction)
ENGINES_LINUX = ("libaio", "io_uring", "psync", "posixaio", "sync", "null")
ENGINES_WINDOWS = ("windowsaio", "psync", "sync", "null")
_KEEPS_CACHE = re.compile(r"^\s*invalidate\s*=\s*0\s*$", re.MULTILINE)  # a job file's invalidate=0
# Options Fioscope owns: a raw extra option may not change how output is produced.
_RESERVED = {"output-format", "output", "status-interval", "group_reporting", "name",
             "thread", "eta", "minimal", "terse"}


def default_engine(platform: str = sys.platform) -> str:
    return "windowsaio" if platform == "win32" else "libaio"


def fio_filename(path: str, windows: bool = sys.platform == "win32") -> str:
    """A path as fio's filename=/directory= need it, on every OS: fio splits both at ':'
    (a directory named data:2024 would become 'data' and '2024'), and reads '\\:' as a
    literal ':'. A backslash right before a colon has no spelling in fio, and a newline ends
    a job file's line: both are refused rather than handed over as another path."""
    if "\\:" in path:
        raise InputError(Msg("fio cannot name the path %1 (a %2 before a %3)", repr(path), "'\\'", "':'"),
                         Msg("choose another directory"))
    if "\n" in path or "\r" in path or "\0" in path:
        raise InputError(Msg("the path %1 holds a line break", repr(path)), Msg("choose another directory"))
    return path.replace(":", "\\:")


def per_job_name(name: str, jobnum: str) -> str:
    """fioscope-test-42.tmp -> fioscope-test-42.<jobnum>.tmp"""
    stem, dot, ext = name.rpartition(".")
    return f"{stem}.{jobnum}.{ext}" if dot else f"{name}.{jobnum}"


@dataclass(frozen=True)
class Target:
    """What fio reads or writes: a test file (kind 'file') or a raw device."""

    path: str
    kind: TargetKind = TargetKind.FILE  # given as the word ("file", "device") too

    def __post_init__(self) -> None:
        try:
            object.__setattr__(self, "kind", TargetKind(self.kind))
        except ValueError:
            raise ValueError(f"unknown target kind {self.kind!r}") from None


@dataclass(frozen=True)
class JobSpec:
    name: str
    rw: str
    target: Target
    bs: int = 4096
    bssplit: str | None = None  # fio syntax, e.g. "4k/50:64k/50"
    rwmixread: int | None = None  # percent reads, for rw/randrw
    iodepth: int = 1
    numjobs: int = 1
    size: int | None = None  # bytes
    runtime: float | None = None  # seconds
    time_based: bool = False
    ramp_time: float = 0.0
    direct: bool = True
    ioengine: str = field(default_factory=default_engine)
    extra: tuple[tuple[str, str | None], ...] = ()  # raw fio options, rendered last
    # One file per fio thread (the client test plan, the scaling matrix): the target path's
    # stem with the thread number, e.g. fioscope-test-42.3.tmp; size= is then per file.
    file_per_job: bool = False
    # A user's .fio file run unchanged: fio gets the file itself; the fields above only
    # summarise it (target, writes). jobfile_files: the regular files its jobs open;
    # jobfile_devices: the raw devices, each with whether a job writes it.
    jobfile: str | None = None
    jobfile_files: tuple[str, ...] = ()
    jobfile_devices: tuple[tuple[str, bool], ...] = ()
    # Where the job file's own directory for its files is made (default: beside the file).
    jobfile_workdir: str | None = None
    # The job file's jobs in order: (name, numjobs, fio reporting group as fio numbers it:
    # a job with stonewall or new_group starts the next group).
    jobfile_jobs: tuple[tuple[str, int, int], ...] = ()
    # Regular files the job file names by absolute path (directory=/mnt/x, filename=/data/f):
    # written where it says, through the run's own directory made there (fio/job_places.py);
    # jobfile_overwrite: the existing ones the user confirmed may be written in place.
    jobfile_places: tuple[str, ...] = ()
    jobfile_overwrite: tuple[str, ...] = ()
    # A job that already ran elsewhere (an import): recorded as fio had it, so the checks
    # that guard runs Fioscope starts (known pattern, a size for a file) do not apply.
    recorded: bool = False
    # fio's `thread` option: jobs as POSIX threads of one process instead of fio's default,
    # one process per job (what the seed plans specify). It changes results: glibc's
    # posixaio worker pool is per process, so threads share one pool.
    thread: bool = False
    # A preset test's identity, typed (the name is for display): its grid row ('SEQ1M Q8T1';
    # a mix's with its share, 'RND4K Q32T1 R70W30') and its direction (DIRECTIONS); both
    # empty for any other job (a custom job, a job file's, a plan's).
    label: str = ""
    direction: str = ""

    def __post_init__(self) -> None:
        if self.recorded:
            return
        if self.rw not in RW_PATTERNS:
            raise InputError(Msg("unknown pattern %1", repr(self.rw)), Msg("use one of %1", ", ".join(RW_PATTERNS)))
        if self.bs <= 0 or self.iodepth < 1 or self.numjobs < 1:
            raise InputError(Msg("block size, queue depth and threads must be positive"))
        if self.rwmixread is not None and not 0 <= self.rwmixread <= 100:
            raise InputError(Msg("read mix %1 must be 0..100", str(self.rwmixread)))
        if self.time_based and not self.runtime:
            raise InputError(Msg("a time-based job needs a runtime"))
        if not self.size and self.target.kind == TargetKind.FILE and not self.jobfile:
            raise InputError(Msg("a test file needs a size"))
        if not self.jobfile:
            fio_filename(self.target.path)  # a path fio cannot be given is refused here, early
        for key, _ in self.extra:
            if key.lstrip("-") in _RESERVED:
                raise InputError(Msg("option %1 is set by Fioscope and cannot be overridden", repr(key)))

    @property
    def writes(self) -> bool:
        """True when the job writes or trims (reads-only mixes with rwmixread=100 excepted)."""
        if self.rw in ("read", "randread"):
            return False
        if self.rw in MIXED and self.rwmixread == 100:
            return False
        return True

    @property
    def invalidates(self) -> bool:
        """fio's invalidate (default 1): drop the file's or device's cache before the job. Off
        when the job (or any job of a job file) says invalidate=0."""
        if self.jobfile:
            try:
                with open(self.jobfile, encoding="utf-8", errors="replace") as f:
                    return _KEEPS_CACHE.search(f.read()) is None
            except OSError:
                return True
        return not any(k.lstrip("-") == "invalidate" and (v or "").strip() == "0" for k, v in self.extra)

    @property
    def may_write(self) -> bool:
        """Whether fio must be able to write anything at all: a job that writes, or one that
        lays out a test file to read. A job file that only reads raw devices (or does no
        I/O) writes nothing, so it gets fio's --readonly as well as the sandbox."""
        if self.jobfile:
            return self.writes or bool(self.jobfile_files)
        # fio's --readonly goes by the pattern: a mix that reads 100 % still has its write bit
        return self.rw not in ("read", "randread") or self.target.kind == TargetKind.FILE

    def devices(self) -> list[tuple[str, bool]]:
        """(raw device, written?) for every device the job opens."""
        if self.jobfile:
            return list(self.jobfile_devices)
        return [(self.target.path, self.writes)] if self.target.kind == TargetKind.DEVICE else []

    def files(self) -> list[str]:
        """The test files this job creates (none for a raw device)."""
        if self.jobfile:
            return list(self.jobfile_files)
        if self.target.kind != TargetKind.FILE:
            return []
        if not self.file_per_job:
            return [self.target.path]
        directory, name = os.path.split(self.target.path)
        return [os.path.join(directory, per_job_name(name, str(j))) for j in range(self.numjobs)]

    @property
    def disk_bytes(self) -> int:
        """Space the job's test files take."""
        return (self.size or 0) * len(self.files())

    def with_(self, **changes) -> JobSpec:
        return replace(self, **changes)

    def options(self, windows: bool = sys.platform == "win32") -> list[tuple[str, str | None]]:
        """The job's options in a stable order; None means a flag without a value."""
        if self.file_per_job and self.target.kind == TargetKind.FILE:
            directory, name = os.path.split(self.target.path)
            opts: list[tuple[str, str | None]] = [
                ("directory", fio_filename(directory or ".", windows)),
                ("filename_format", per_job_name(name, "$jobnum"))]
        else:
            opts = [("filename", fio_filename(self.target.path, windows))]
        opts += [
            ("ioengine", self.ioengine),
            ("rw", self.rw),
        ]
        if self.bssplit:
            opts.append(("bssplit", self.bssplit))
        else:
            opts.append(("bs", fio_size(self.bs)))
        if self.rw in MIXED and self.rwmixread is not None:
            opts.append(("rwmixread", str(self.rwmixread)))
        opts += [("iodepth", str(self.iodepth)), ("numjobs", str(self.numjobs))]
        opts.append(("direct", "1" if self.direct else "0"))
        if self.size:
            opts.append(("size", str(self.size)))
        if self.runtime:
            opts.append(("runtime", _seconds(self.runtime)))
        if self.time_based:
            opts.append(("time_based", None))
        if self.ramp_time:
            opts.append(("ramp_time", _seconds(self.ramp_time)))
        if self.thread:
            opts.append(("thread", None))
        opts += list(self.extra)
        return opts


def spec_identity(name: str, spec: Mapping[str, Any] | None = None) -> tuple[str, str]:
    """A test's (label, direction) from its spec's typed fields; (name, '') for a job that is
    not a preset test's. A spec without them (a run stored before they existed, a job built
    by hand) has only its name ('SEQ1M-Q8T1-read'): this is the one place that parses it."""
    if spec is not None and spec.get("direction"):
        return str(spec.get("label") or name), str(spec["direction"])
    label, _, direction = name.rpartition("-")
    return (label.replace("-", " "), direction) if label and direction in DIRECTIONS else (name, "")


def planned_seconds(spec: JobSpec) -> float | None:
    """How long a time-based test runs, its ramp included (None: it runs until its size is done)."""
    return (spec.runtime or 0) + spec.ramp_time if spec.time_based else None


def plan_devices(specs) -> dict[str, bool]:
    """Every raw device the jobs open, sorted, each with whether any job writes it."""
    out: dict[str, bool] = {}
    for spec in specs:
        for path, writes in spec.devices():
            out[path] = out.get(path, False) or writes
    return dict(sorted(out.items()))


def _seconds(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{int(round(value * 1000))}ms"


def global_args(interval: float, readonly: bool = False) -> list[str]:
    """Options that are not part of the job: JSON+ status every interval, and fio's own
    --readonly for a job that writes nothing (fio then refuses every write and trim)."""
    return [*(["--readonly"] if readonly else []), "--output-format=json+",
            f"--status-interval={_seconds(interval)}", "--eta=never"]


def _is_windows_fio(fio_path: str) -> bool:
    # fio.exe is the Windows build even when it runs under wine on Linux.
    return sys.platform == "win32" or fio_path.lower().endswith(".exe")


def to_argv(spec: JobSpec, fio_path: str, interval: float = 1.0) -> list[str]:
    if spec.jobfile:
        return jobfile_argv(fio_path, spec.jobfile, interval, readonly=not spec.may_write)
    argv = [fio_path, *global_args(interval, readonly=not spec.may_write), f"--name={spec.name}"]
    for key, value in spec.options(_is_windows_fio(fio_path)):
        argv.append(f"--{key}" if value is None else f"--{key}={value}")
    return argv


def to_jobfile(spec: JobSpec, comment: str = "", windows: bool = sys.platform == "win32") -> str:
    if spec.jobfile:
        with open(spec.jobfile, encoding="utf-8", errors="replace") as f:
            return f.read()
    lines = []
    if comment:
        lines += [f"; {ln}" for ln in comment.splitlines()]
    lines.append(f"[{spec.name}]")
    for key, value in spec.options(windows):
        lines.append(key if value is None else f"{key}={value}")
    return "\n".join(lines) + "\n"


def jobfile_argv(fio_path: str, jobfile: str, interval: float = 1.0, readonly: bool = False) -> list[str]:
    return [fio_path, *global_args(interval, readonly), jobfile]


def suite_jobfile(specs: list[JobSpec], comment: str = "", windows: bool = sys.platform == "win32") -> str:
    """Several jobs as one .fio file that bare fio runs as Fioscope does: one after another
    (stonewall: each job waits for the previous one), each with its own options, and each
    reported as one group (group_reporting), as Fioscope's table shows it. (Fioscope itself
    runs without it: its live curves need every thread's own figures.)"""
    sections = []
    for i, spec in enumerate(specs):
        lines = to_jobfile(spec, comment if i == 0 else "", windows).splitlines()
        header = next(k for k, line in enumerate(lines) if line.startswith("["))
        lines.insert(header + 1, "stonewall")
        if not spec.jobfile:
            lines.insert(header + 2, "group_reporting")
        sections.append("\n".join(lines) + "\n")
    return "\n".join(sections)
