"""fio job files: resolved as fio resolves them, checked by the safety policy, run as-is.

fio is the authority on its own syntax (include, ${VAR}, $ncpus, $mb_memory, $pagesize,
arithmetic): `fio --showcmd FILE` prints each job's options after all of that, and this
module reads that output instead of re-implementing fio's parser. What fio cannot tell
before a run (which files a job will create, whether it writes a device) is derived here.
"""
from __future__ import annotations

import os
import re
import stat
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from app.core.errors import InputError
from app.core.fio.jobspec import JobSpec, Target

WRITING = {"write", "randwrite", "rw", "randrw", "readwrite", "trim", "randtrim", "trimwrite",
           "randtrimwrite"}
MIXED = {"rw", "randrw", "readwrite"}
_VAR = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")


@dataclass(frozen=True)
class FioJob:
    name: str
    options: tuple[tuple[str, str | None], ...]  # global options first, then the job's own

    def get(self, key: str, default: str | None = None) -> str | None:
        value = default
        for k, v in self.options:
            if k == key:
                value = v if v is not None else ""
        return value

    @property
    def rw(self) -> str:
        return self.get("rw") or self.get("readwrite") or "read"

    @property
    def writes(self) -> bool:
        rw = self.rw.split(":")[0]  # rw=randwrite:8 (sequence offsets) is still a write
        if rw not in WRITING:
            return False
        return not (rw in MIXED and (self.get("rwmixread") == "100" or self.get("rwmixwrite") == "0"))

    @property
    def numjobs(self) -> int:
        try:
            return max(1, int(self.get("numjobs", "1") or 1))
        except ValueError:
            return 1

    def paths(self, cwd: str) -> list[str]:
        """Files or devices the job opens: filename= (a ':' list) under directory=, or fio's
        default names jobname.jobnum.filenum in directory= (or the working directory)."""
        directory = self.get("directory") or cwd
        if not os.path.isabs(directory):
            directory = os.path.join(cwd, directory)
        filename = self.get("filename")
        if filename:
            names = [n.replace("\\:", ":") for n in re.split(r"(?<!\\):", filename) if n]
            return [n if os.path.isabs(n) or n.startswith("\\\\.\\") else os.path.join(directory, n)
                    for n in names]
        if self.get("filename_format"):
            return []  # fio's own naming scheme: not predicted, so never removed
        try:
            nrfiles = max(1, int(self.get("nrfiles", "1") or 1))
        except ValueError:
            nrfiles = 1
        return [os.path.join(directory, f"{self.name}.{j}.{f}") for j in range(self.numjobs) for f in range(nrfiles)]


@dataclass(frozen=True)
class JobFile:
    path: str
    text: str
    jobs: tuple[FioJob, ...]
    warnings: tuple[str, ...] = field(default=())

    @property
    def cwd(self) -> str:
        return os.path.dirname(self.path)

    def devices(self) -> list[tuple[str, bool]]:
        """(device path, written?) for every raw device a job opens."""
        out: dict[str, bool] = {}
        for job in self.jobs:
            for p in job.paths(self.cwd):
                if is_device_path(p):
                    out[p] = out.get(p, False) or job.writes
        return list(out.items())

    def files(self) -> list[str]:
        """Regular files the jobs open (created by fio when missing)."""
        return list(dict.fromkeys(p for job in self.jobs for p in job.paths(self.cwd) if not is_device_path(p)))


def is_device_path(path: str) -> bool:
    if path.startswith("\\\\.\\") or path.startswith("/dev/"):
        return True
    try:
        return stat.S_ISBLK(os.stat(path).st_mode)
    except OSError:
        return False


def _missing_variables(text: str, base: Path, env: dict, seen: set[Path]) -> list[str]:
    """${VAR}s that are not set, in the file and the files it includes (fio would fail on
    them with a bare parse error)."""
    missing = [v for v in _VAR.findall(text) if v not in env]
    for line in text.splitlines():
        parts = line.strip().split(None, 1)
        if len(parts) == 2 and parts[0] == "include":
            inc = (base / parts[1].strip()).resolve()
            if inc in seen or not inc.is_file():
                continue
            seen.add(inc)
            missing += _missing_variables(inc.read_text(errors="replace"), inc.parent, env, seen)
    return missing


def split_showcmd(out: str) -> list[FioJob]:
    """`fio --showcmd` prints `fio --opt=v --opt --name=job ...`: global options come before
    the first --name, and each --name starts a job. Values can hold spaces, not ' --'."""
    text = out.strip()
    if not text.startswith("fio"):
        raise InputError("fio did not resolve the job file")
    tokens = [t.strip() for t in (" " + text[3:]).split(" --")[1:]]
    globals_: list[tuple[str, str | None]] = []
    jobs: list[tuple[str, list]] = []
    for tok in tokens:
        key, eq, value = tok.partition("=")
        item = (key, value if eq else None)
        if key == "name":
            jobs.append((value, []))
        elif jobs:
            jobs[-1][1].append(item)
        else:
            globals_.append(item)
    return [FioJob(name, tuple(globals_ + opts)) for name, opts in jobs]


def command_line(jf: JobFile) -> list[str]:
    """The resolved jobs as fio command-line options: each --name, then all its options
    (the globals it inherits included), so each job stands on its own."""
    out = []
    for job in jf.jobs:
        out.append(f"--name={job.name}")
        out += [f"--{k}" if v is None else f"--{k}={v}" for k, v in job.options]
    return out


def load_jobfile(path: str | os.PathLike, fio_path: str, env: dict | None = None) -> JobFile:
    p = Path(path)
    if not p.is_file():
        raise InputError(f"job file {path} does not exist")
    try:
        text = p.read_text()
    except (OSError, UnicodeDecodeError) as e:
        raise InputError(f"cannot read job file {path}: {e}")
    env = dict(os.environ if env is None else env)
    missing = _missing_variables(text, p.resolve().parent, env, set())
    if missing:
        raise InputError(f"job file {p.name} uses ${{{missing[0]}}}, which is not set",
                         "set the environment variable before starting Fioscope")
    try:
        proc = subprocess.run([fio_path, "--showcmd", str(p.resolve())], capture_output=True, text=True,
                              timeout=30, env=env, cwd=str(p.resolve().parent))
    except (OSError, subprocess.TimeoutExpired) as e:
        raise InputError(f"cannot run fio to read {p.name}: {e}")
    if proc.returncode != 0:
        first = next((ln for ln in proc.stderr.splitlines() if ln.strip()), "fio rejected it")
        raise InputError(f"fio rejects {p.name}: {first.strip()}")
    jobs = split_showcmd(proc.stdout)
    if not jobs:
        raise InputError(f"job file {p.name} defines no job")
    warnings = []
    if any(j.get("group_reporting") is not None for j in jobs):
        warnings.append("group_reporting is set: fio reports each group as one thread, so the "
                        "per-thread curves show groups")
    return JobFile(str(p.resolve()), text, tuple(jobs), tuple(warnings))


def jobfile_spec(jf: JobFile) -> JobSpec:
    """The job file as one run: fio gets the file unchanged (see JobSpec.jobfile)."""
    devices = jf.devices()
    files = jf.files()
    target = Target(devices[0][0], "device") if devices else Target(files[0] if files else jf.cwd, "file")
    first = jf.jobs[0]
    direct = (first.get("direct") or "0") != "0"
    return JobSpec(name=Path(jf.path).stem, rw=_spec_rw(jf), target=target, direct=direct,
                   jobfile=jf.path, jobfile_files=tuple(files), jobfile_devices=tuple(devices))


def _spec_rw(jf: JobFile) -> str:
    # The summary pattern: a write when any job writes (classify() and warnings use it).
    writer = next((j for j in jf.jobs if j.writes), None)
    return "write" if writer else "read"
