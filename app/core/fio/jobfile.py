"""fio job files: resolved as fio resolves them, checked by the safety policy, run as-is.

fio is the authority on its own syntax (include, ${VAR}, $ncpus, $mb_memory, $pagesize,
arithmetic): `fio --showcmd FILE` prints each job's options after all of that, and this
module reads that output instead of re-implementing fio's parser. Whether a job writes is
fio's answer too: `fio --readonly --parse-only FILE` names every job fio would refuse in
read-only mode (`rw=write,read`, a later rwmix... all as fio reads them). Which devices a
job opens is only a summary for the confirmation; what fio can actually write is enforced
below it (fio/sandbox.py, --readonly), so a job that names a device in a way this module
misses (filename_format, directory=/dev) finds no writable device at all.
"""
from __future__ import annotations

import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path

from app.core.errors import InputError
from app.core.target_kind import TargetKind, is_device_name, is_device_path  # noqa: F401 (named here for fio's modules)
from app.core.fio.file_engines import FILE_ENGINES, names_outside
from app.core.fio.job_text import flatten, fio_reads, private_copy
from app.core.fio.jobspec import JobSpec, Target, default_engine
from app.core.words import Msg

WRITING = {"write", "randwrite", "rw", "randrw", "readwrite", "trim", "randtrim", "trimwrite",
           "randtrimwrite"}
MIXED = {"rw", "randrw", "readwrite"}
_VAR = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")
_WRITER = re.compile(r"fio: job <(.*)> has write or trim bit set, but fio is in read-only mode")
# A line break or other control character in a resolved value. fio puts a ${VAR}'s value in
# as it is, line breaks included: one value to fio's reading here, but a new section in any
# text written back from the resolved jobs (what fio servers get, remote/jobs.py). Python's
# splitlines also breaks at \x85, \u2028 and \u2029, fio at \n only: those are refused too.
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")

# Options that run a command, load code, change the system or write/delete files other than
# the job's own: refused in job files unless the user trusts the file (--allow-job-commands).
_RUNS, _FILE, _FILES, _DELETES = Msg("runs a command"), Msg("writes a file"), Msg("writes files"), Msg("deletes files")
COMMAND_OPTIONS = {
    "exec_prerun": _RUNS, "exec_postrun": _RUNS, "write_iolog": _FILE, "write_bw_log": _FILES, "write_lat_log": _FILES,
    "write_iops_log": _FILES, "write_hist_log": _FILES, "merge_blktrace_file": _FILE,
    "ioscheduler": Msg("changes the device's scheduler"), "cgroup": Msg("creates a cgroup"),
    "opendir": Msg("opens every file of a directory"), "read_iolog": Msg("replays I/O to the files an I/O log names"),
    "replay_redirect": Msg("redirects I/O to a device"), "unlink": _DELETES, "unlink_each_loop": _DELETES,
    "allow_mounted_write": Msg("switches off fio's refusal to write a mounted device"),
    "uid": Msg("changes the user fio runs as"), "gid": Msg("changes the group fio runs as"),
    "trigger": _RUNS, "trigger-cmd": _RUNS, "trigger-file": Msg("watches a file"),
}
OWN_LOGS = ("write_bw_log", "write_lat_log", "write_iops_log", "write_hist_log")  # fio's PREFIX_bw.N.log...
_SWITCHES = ("unlink", "unlink_each_loop", "allow_mounted_write")  # fio's bools among COMMAND_OPTIONS
_COMMAND_ENGINES = {"exec": Msg("runs a program"), "filedelete": _DELETES, "dirdelete": Msg("deletes directories"),
                    "filecreate": Msg("creates files"), "dircreate": Msg("creates directories")}


@dataclass(frozen=True)
class FioJob:
    name: str
    options: tuple[tuple[str, str | None], ...]  # global options first, then the job's own

    def get(self, key: str, default: str | None = None) -> str | None:
        """The option's last value ("" for a switch), else default."""
        return next(("" if v is None else v for k, v in reversed(self.options) if k == key), default)

    @property
    def reported(self) -> str:
        """The name fio reports the job by (its JSON, its read-only refusal): a name= option in
        its section renames it; its files keep the section's name (fio's add_job)."""
        return self.get("name") or self.name

    @property
    def rw(self) -> str:
        return self.get("rw") or self.get("readwrite") or "read"

    @property
    def writes(self) -> bool:
        rw = self.rw.split(":")[0]  # rw=randwrite:8 (sequence offsets) is still a write
        return rw in WRITING and not (rw in MIXED and (self.get("rwmixread") == "100" or self.get("rwmixwrite") == "0"))

    @property
    def new_group(self) -> bool:
        """stonewall (wait_for_previous) or new_group: fio starts a new reporting group here."""
        return self.get("stonewall") is not None or self.get("new_group") is not None

    @property
    def numjobs(self) -> int:
        try:
            return max(1, int(self.get("numjobs", "1") or 1))
        except ValueError:
            return 1

    def paths(self, cwd: str, remote: bool = False) -> list[str]:
        """Files or devices the job opens: filename= (a ':' list) under directory=; without
        filename=, the job's own name where fio opens that (opens_own_name), else fio's default
        names jobname.jobnum.filenum in directory= (or the working directory).
        remote: paths on another host, where nothing can be looked at from here: cwd="" keeps
        relative names relative (to the server's working directory)."""
        given = self.get("directory")
        directory = given or cwd
        if not os.path.isabs(directory):
            directory = os.path.join(cwd, directory)
        # Every filename= counts: fio adds the files of each one (a global's and the job's,
        # or one given twice), not only the last.
        filenames = [v for k, v in self.options if k == "filename" and v]
        if filenames:
            names = [n.replace("\\:", ":") for f in filenames for n in re.split(r"(?<!\\):", f) if n]
            return list(dict.fromkeys(n if os.path.isabs(n) or n.startswith("\\\\.\\")
                                      else os.path.join(directory, n) for n in names))
        if opens_own_name(self, cwd, remote):
            # fio's add_file puts directory= and a separator in front of the name as it is
            return [f"{given}{'/' if remote else os.sep}{self.name}" if given
                    else self.name if os.path.isabs(self.name) or is_device_name(self.name)
                    else os.path.join(cwd, self.name)]
        if self.get("filename_format"):
            return []  # fio's own naming scheme: not predicted, so never removed
        return [os.path.join(directory, f"{self.name}.{j}.{f}") for j in range(self.numjobs)
                for f in range(_nrfiles(self))]


def command_option(job: FioJob, own_logs: bool = True) -> tuple[str, Msg] | None:
    """(option, what it does) for the job's first option that runs a command, loads code or writes
    outside the job's files, else None. own_logs: the run's own directory takes fio's logs named
    without a directory (kept with the run: suites/fio_logs.py) and the file engines' files."""
    for key, value in job.options:
        if own_logs and key in OWN_LOGS:  # no name: fio names them after the job
            if not re.search(r"[/\\:]", value or job.name):  # ":" too: C:x is drive-relative on Windows
                continue
            return f"{key}={value}" if value else key, Msg("writes outside the run's own directory")
        if key in _SWITCHES and value is not None and value.strip().isdigit() and int(value) == 0:
            continue  # switched off (fio's examples say unlink=0 to keep their files)
        if key in COMMAND_OPTIONS:
            return key, COMMAND_OPTIONS[key]
        if key == "ioengine" and value is not None:
            engine = value.strip()
            if engine.startswith("external") or "/" in engine or "\\" in engine or engine.lower().endswith((".so", ".dll")):
                return f"ioengine={engine}", Msg("loads a library")
            own = engine in FILE_ENGINES and own_logs  # the run's own files, if it names none outside (file_engines.py)
            if own and not names_outside(job.get("filename"), job.get("directory")):
                continue
            if engine in _COMMAND_ENGINES:
                what = _COMMAND_ENGINES[engine]
                return f"ioengine={engine}", Msg("%1 outside the run's own directory", what) if own else what
        if key in ("mem", "iomem") and value and ":" in value:
            return f"{key}={value}", Msg("maps a file of its own choosing")
    return None


@dataclass(frozen=True)
class JobFile:
    path: str
    text: str
    jobs: tuple[FioJob, ...]
    warnings: tuple[str, ...] = field(default=())
    writers: frozenset[str] = frozenset()  # jobs fio refuses under --readonly: they write or trim
    run_path: str = ""  # the flattened private copy fio reads (fio/job_text.py); path is the user's file

    def job_writes(self, job: FioJob) -> bool:
        return job.reported in self.writers

    @property
    def writes(self) -> bool:
        return bool(self.writers)

    @property
    def cwd(self) -> str:
        return os.path.dirname(self.path)

    def devices(self) -> list[tuple[str, bool]]:
        """(device path, written?) for every raw device a job opens."""
        out: dict[str, bool] = {}
        for job in self.jobs:
            for p in job.paths(self.cwd):
                if is_device_path(p):
                    out[p] = out.get(p, False) or self.job_writes(job)
        return list(out.items())

    def files(self) -> list[str]:
        """Regular files the jobs open (created by fio when missing)."""
        return list(dict.fromkeys(p for job in self.jobs for p in job.paths(self.cwd) if not is_device_path(p)))


def job_sections(text: str) -> list[str]:
    """The job sections of a job text, in order, named as fio reads a header (init.c: a
    comment cut at ';' or '#', the name after '[' up to 255 characters less its last one;
    a section whose name starts with "global" is not a job)."""
    out = []
    for line in text.splitlines():
        p = re.split(r"[;#]", line.strip(), maxsplit=1)[0].rstrip()
        if p.startswith("[") and len(p) > 1 and not p[1:].startswith("global"):
            out.append(p[1:256][:-1])
    return out


def section_layout(text: str) -> list[tuple[str | None, int]]:
    """Each section of a (flattened) job text in order: its job name (None for a [global])
    and how many options it sets itself. fio parses one option per line that is not empty,
    a comment (first character ';' or '#') or a section header (init.c __parse_jobs_ini)."""
    out: list[tuple[str | None, int]] = []
    for line in text.splitlines():
        p = line.strip()
        if not p or p[0] in ";#":
            continue
        if p.startswith("["):
            name = job_sections(p)
            out.append((name[0] if name else None, 0))
        elif out:
            out[-1] = (out[-1][0], out[-1][1] + 1)
    return out


def _shown_option(token: str) -> tuple[str, str | None]:
    """One `--key=value` of fio --showcmd as (key, value): fio prints description's value in
    double quotes, and only that one (init.c dump_print_option); the value is without them."""
    key, eq, value = token.partition("=")
    if key == "description" and len(value) >= 2 and value[0] == value[-1] == '"':
        value = value[1:-1]
    return key, value if eq else None


def split_by_sections(out: str, text: str) -> list[FioJob] | None:
    """`fio --showcmd` read section by section, as fio prints it (init.c dump_opt_list): a
    job's --name and its own options; a [global] all the global options set so far, the
    earlier [global]s' too. A [global] applies to the jobs after it only, so a job's options
    are the globals printed last before it, then its own. None when the output does not
    line up with the text's sections (split_showcmd reads it then)."""
    text_out = out.strip()
    if not text_out.startswith("fio"):
        return None
    tokens = [t.strip() for t in (" " + text_out[3:]).split(" --")[1:]]
    items = [_shown_option(t) for t in tokens]
    globals_: list[tuple[str, str | None]] = []
    set_so_far, i, jobs = 0, 0, []
    for name, n in section_layout(text):
        if name is None:
            set_so_far += n
            # a global's name= names no job: fio names each job after its section (get_new_job)
            globals_, i = [o for o in items[i:i + set_so_far] if o[0] != "name"], i + set_so_far
            continue
        if i >= len(items) or items[i][0] != "name" or (items[i][1] or "") != name.strip():
            return None
        jobs.append(FioJob(items[i][1] or "", tuple(globals_ + items[i + 1:i + 1 + n])))
        i += 1 + n
    return jobs if i == len(items) else None


def split_showcmd(out: str, sections: list[str] | None = None) -> list[FioJob]:
    """`fio --showcmd` prints `fio --opt=v --opt --name=job ...`: global options come before
    the first --name, and each --name starts a job. Values can hold spaces, not ' --'.
    fio prints a name= option as --name= too: given the text's job sections (job_sections),
    only the next section's name starts a job; a global's name= names no job (each section's
    header names it) and a job's own renames it (FioJob.reported)."""
    text = out.strip()
    if not text.startswith("fio"):
        raise InputError(Msg("fio did not resolve the job file"))
    tokens = [t.strip() for t in (" " + text[3:]).split(" --")[1:]]
    globals_: list[tuple[str, str | None]] = []
    jobs: list[tuple[str, list]] = []
    expected = None if sections is None else list(sections)
    for tok in tokens:
        item = _shown_option(tok)
        key, value = item[0], item[1] or ""
        if key == "name" and expected is not None and not (expected and value == expected[0].strip()):
            if jobs:
                jobs[-1][1].append(item)
        elif key == "name":
            if expected:
                expected.pop(0)
            jobs.append((value, []))
        elif jobs:
            jobs[-1][1].append(item)
        else:
            globals_.append(item)
    if sections is not None and len(jobs) != len(sections):  # not fio's sections after all
        return split_showcmd(out)
    return [FioJob(name, tuple(globals_ + opts)) for name, opts in jobs]


def command_line(jf: JobFile) -> list[str]:
    """The resolved jobs as fio command-line options: each --name, then all its options
    (the globals it inherits included), so each job stands on its own."""
    out = []
    for job in jf.jobs:
        out.append(f"--name={job.reported}")  # on a command line every --name starts a job
        out += [f"--{k}" if v is None else f"--{k}={v}" for k, v in job.options if k != "name"]
    return out


def section_text(jobs: list[FioJob]) -> str:
    """Jobs as fio resolved them, one section each (its inherited options included), so the
    text stands on its own."""
    return "".join("\n".join([f"[{j.name}]"] + [k if v is None else f"{k}={v}" for k, v in j.options]) + "\n"
                   for j in jobs)


def _last_rw(job: FioJob) -> FioJob:
    """The job with only the rw= fio keeps (its last): fio --readonly refuses a write as it
    parses rw=, so an inherited rw=write that the job's own rw=read replaces would be refused."""
    last = max((i for i, (k, _) in enumerate(job.options) if k in ("rw", "readwrite")), default=-1)
    return FioJob(job.name, tuple(o for i, o in enumerate(job.options) if o[0] not in ("rw", "readwrite") or i == last))


def fio_writers(fio_path: str, jobfile: str, env: dict, jobs: list[FioJob]) -> frozenset[str]:
    """The jobs fio itself would refuse in read-only mode: its own answer to "does it write".
    `fio --readonly --parse-only` stops at the first job it refuses, so the jobs after it are
    asked again, as resolved sections, until fio refuses none: one reading per writer."""
    found: set[str] = set()
    rest, path = list(jobs), jobfile
    while rest:
        proc = fio_reads(fio_path, ["--readonly", "--parse-only"], path, env)
        hit = _WRITER.search(proc.stderr + proc.stdout)
        if hit is None:
            break
        if path == jobfile and not any(j.reported == hit.group(1) for j in rest):
            # A [global] section sets the write: fio names it (<(null)>, or its name=), not a
            # job, and reads no further; every job is asked again as a resolved section.
            path = private_copy(section_text([_last_rw(j) for j in rest]), "rest.fio")
            continue
        found.add(hit.group(1))
        at = next((i for i, j in enumerate(rest) if j.reported == hit.group(1)), len(rest) - 1)
        rest = rest[at + 1:]
        path = private_copy(section_text([_last_rw(j) for j in rest]), "rest.fio") if rest else path
    return frozenset(found)


def _written_options(text: str) -> list[FioJob]:
    """Each option line of a job text as a one-option job, so command_option() can refuse a
    command, library or log before fio reads the text at all (fio loads engines while it
    parses; what ${VAR}s hide is caught after fio's resolution, and the sandbox holds)."""
    out = []
    for line in text.splitlines():
        p = line.strip()
        if not p or p.startswith(("#", ";", "[")):
            continue
        key, eq, value = p.partition("=")
        out.append(FioJob("?", ((key.strip(), value.strip() if eq else None),)))
    return out


def load_jobfile(path: str | os.PathLike, fio_path: str, env: dict | None = None,
                 allow_commands: bool = False, own_logs: bool = True) -> JobFile:
    p = Path(path)
    if not p.is_file():
        raise InputError(Msg("job file %1 does not exist", str(path)))
    text = flatten(p)  # includes inlined once: what is checked here is what fio runs
    env = dict(os.environ if env is None else env)
    missing = [v for v in _VAR.findall(text) if v not in env]
    if missing:
        raise InputError(Msg("job file %1 uses %2, which is not set", p.name, f"${{{missing[0]}}}"),
                         Msg("set the environment variable before starting Fioscope"))
    for var in dict.fromkeys(_VAR.findall(text)):
        if m := _CONTROL.search(env[var]):
            raise InputError(Msg("job file %1 uses %2, which holds a control character (%3); fio would put it into "
                                 "the job as it is", p.name, f"${{{var}}}", _shown(m.group())),
                             Msg("remove line breaks and control characters from the variable"))
    if not allow_commands:
        _refuse_commands(_written_options(text), p.name, own_logs)
    _refuse_option_lookalikes(text, env, p.name)
    copy = private_copy(text, p.name)
    proc = fio_reads(fio_path, ["--showcmd"], copy, env)
    if proc.returncode != 0:
        first = next((ln.strip() for ln in proc.stderr.splitlines() if ln.strip()), Msg("fio rejected it"))
        raise InputError(Msg("fio rejects %1: %2", p.name, first))
    jobs = split_by_sections(proc.stdout, text) or split_showcmd(proc.stdout, job_sections(text))
    if not jobs:
        raise InputError(Msg("job file %1 defines no job", p.name))
    refuse_controls(jobs, p.name)
    if not allow_commands:
        _refuse_commands(jobs, p.name, own_logs)
    writers = fio_writers(fio_path, copy, env, jobs)
    warnings = []
    if any(j.get("group_reporting") not in (None, "0") for j in jobs):
        warnings.append(Msg("%1 is set: fio reports each group as one thread, so the per-thread curves show groups", "group_reporting"))
    return JobFile(str(p.resolve()), text, tuple(jobs), tuple(warnings), writers, run_path=copy)


def _refuse_option_lookalikes(text: str, env: dict, file_name: str) -> None:
    """fio --showcmd prints each option as ' --key=value' (its value as it is), so a value, or
    a section's name, holding a blank then '--' reads here as two options where fio keeps one
    (issue 50): refused, line by line with its ${VAR}s put in as fio puts them, before fio runs."""
    for line in text.splitlines():
        resolved = _VAR.sub(lambda m: env[m.group(1)], line.strip())
        if resolved and resolved[0] not in ";#" and re.search(r"\s--", resolved):
            raise InputError(Msg("job file %1: %2 holds a blank followed by %3, which fio's resolved listing reads as "
                                 "another option, so it cannot be checked as fio reads it", file_name,
                                 repr(resolved[:80]), "'--'"),
                             Msg("remove the blank before %1 in that line or in the variable it uses", "'--'"))


def _shown(char: str) -> str:
    return char.encode("unicode_escape").decode("ascii")


def refuse_controls(jobs: list[FioJob], file_name: str) -> None:
    """Every job name, option and value as fio resolved them is one line of plain text: what is
    checked is then what any text written from them says (section_text, remote/jobs.py)."""
    for job in jobs:
        for where, text in [(Msg("its name"), job.name)] + [(f"{k}=", f"{k}={v or ''}") for k, v in job.options]:
            if m := _CONTROL.search(text):
                raise InputError(Msg("job %1 in %2: %3 holds a control character (%4) as fio resolved it",
                                     repr(job.name), file_name, where, _shown(m.group())),
                                 Msg("remove line breaks and control characters from the job file and its variables"))


def _refuse_commands(jobs: list[FioJob], file_name: str, own_logs: bool = True) -> None:
    for job in jobs:
        if found := command_option(job, own_logs):
            where = Msg("job %1 in %2", job.name, file_name) if job.name != "?" else file_name
            raise InputError(Msg("%1: %2 %3, which Fioscope refuses in job files", where, *found),
                             Msg("remove it, or pass %1 if you trust the file", "--allow-job-commands"))


def job_groups(jobs) -> list[tuple[str, int, int]]:
    """(name, numjobs, reporting group) of each job, numbered as fio numbers groups: a job
    with stonewall or new_group starts the next one, unless it is the first. The name is the
    one fio reports the job under: a job group_reporting folds into the entry before it
    takes that entry's name (see reported_name), so a group's test is named as fio names it."""
    out, group, entry = [], 0, None
    for k, job in enumerate(jobs):
        if k and job.new_group:
            group, entry = group + 1, None
        if entry is None or job.get("group_reporting") in (None, "0"):
            entry = job.reported
        out.append((entry, job.numjobs, group))
    return out


def fio_entries(jobs) -> list[tuple[str, int]]:
    """(name, reporting group) of each entry fio lists for these jobs, in its order, in every
    status document and the final one (a server's rounds too): one per job copy (numjobs),
    but a job under group_reporting is folded into the group's entry before it."""
    out: list[tuple[str, int]] = []
    for job, (name, numjobs, group) in zip(jobs, job_groups(jobs)):
        if job.get("group_reporting") in (None, "0"):
            out += [(name, group)] * numjobs
        elif not out or out[-1] != (name, group):
            out.append((name, group))  # the group's entry, begun by this job or the one before
    return out


def reported_name(jobs) -> str:
    """A reporting group's name as fio's JSON shows it, joined as history/fio_import.py joins an
    import's: its entries' job names, '+' between different ones ('randread', 'reader+writer').
    fio starts an entry at each job (each numjobs copy) unless group_reporting folds it into the
    entry before, which keeps its first job's name (stat.c __show_run_stats)."""
    names: list[str] = []
    for job in jobs:
        if not names or job.get("group_reporting") in (None, "0"):
            names.append(job.reported)
    return "+".join(dict.fromkeys(names))


def jobfile_spec(jf: JobFile, workdir: str | None = None) -> JobSpec:
    """The job file as one run: fio gets the file unchanged (see JobSpec.jobfile); its files
    go into a private directory made in `workdir` (default: beside the file). Each job's
    name, numjobs and reporting group are recorded (JobSpec.jobfile_jobs): a run of several
    groups is stored as one test per group, as fio reports it."""
    devices = jf.devices()
    files = jf.files()
    target = (Target(devices[0][0], TargetKind.DEVICE) if devices else
              Target(files[0] if files else jf.cwd, TargetKind.FILE))
    first = jf.jobs[0]
    direct = (first.get("direct") or "0") != "0"
    jobs = tuple(job_groups(jf.jobs))
    # fio's own resolution (--showcmd): when every job moves no data, nothing is judged on the cache
    engine = "null" if all(j.get("ioengine") == "null" for j in jf.jobs) else default_engine()
    # One group: its test is named as fio's JSON names it (reported_name), as an import of fio's
    # output of this file names it; several: each group's test is named so (suites.run.group_specs).
    name = reported_name(jf.jobs) if len({g for *_, g in jobs}) == 1 else Path(jf.path).stem
    return JobSpec(name=name, rw=_spec_rw(jf), target=target, direct=direct, ioengine=engine,
                   numjobs=sum(n for _, n, _ in jobs), jobfile=jf.run_path or jf.path, jobfile_files=tuple(files),
                   jobfile_devices=tuple(devices), jobfile_workdir=workdir or jf.cwd, jobfile_jobs=jobs)


def _spec_rw(jf: JobFile) -> str:
    # The summary pattern: a write when any job writes (classify() and warnings use it).
    return "write" if jf.writes else "read"


def _nrfiles(job: FioJob) -> int:
    try:
        return max(1, int(job.get("nrfiles", job.get("nr_files", "1")) or 1))
    except ValueError:
        return 1


def opens_own_name(job: FioJob, cwd: str, remote: bool = False) -> bool:
    """Whether fio opens the job's name itself: with no filename= (nor read_iolog) and one
    file, fio's add_job opens the name when it exists relative to fio's working directory
    and is not a regular file (exists_and_not_regfile, an lstat), so a section [/dev/sdb]
    writes /dev/sdb. On another host nothing can be looked at: a name that looks like a
    device (/dev/..., \\\\.\\...) is taken as that device."""
    if job.get("filename") or job.get("read_iolog") or _nrfiles(job) != 1:
        return False
    if remote:
        return is_device_name(job.name)
    try:
        return not stat.S_ISREG(os.lstat(os.path.join(cwd, job.name)).st_mode)
    except OSError:
        return False
