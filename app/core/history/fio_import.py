"""fio JSON output produced elsewhere, imported into the run history.

A file is read and checked completely before anything is written (read_fio_json), then
stored as one run of suite "import" (store_import): the reports then work on it as on a
run Fioscope made. Accepted: --output-format=json and json+ of fio 2.0.10 (fio's first
JSON) to 3.x, with or without group_reporting, any number of jobs, text before the JSON
(fio prints notes and warnings on stdout first), `fio --client` output
("client_stats", one entry per host and job), and unified_rw_reporting=mixed or both
(fio's "mixed" direction, kept as fio reported it: results.JobResult.mixed).

Each fio reporting group (a stonewall phase, or the jobs after new_group) becomes one
test, as fio reports it and as a run of the same job file is stored; its entries are the
test's threads, so totals follow fio's group arithmetic (results.job_result).

Older output is brought to fio 3.x's shape first, as fio's stat.c wrote it per version
(git history of axboe/fio): io_bytes in KiB before 2.21 (c12d597a), no total_ios before
2.1.14 (9966af7b; then from iops x runtime, or io_bytes over the block size it implies),
latencies in microseconds under slat/clat/lat before 2.99 (d6bb626e, *_ns after), no
latency count N before 3.18 (56440e63; the completed I/Os then), no job options before
2.3, no timestamp before 2.2.5 and no job_start before 3.36.

What the run was on and when is what the file says: fio's job_start (3.36+), else its
timestamp less the jobs' elapsed seconds; hosts only in client/server output; "unknown"
(started_at 0, host "unknown", no machine facts) where it says nothing, never this
machine or the import time.

Refused with one line (InputError), the store unchanged: anything but a regular file (a
device, a FIFO, a directory: never read unbounded), more than MAX_BYTES, numbers fio cannot
have written (NaN, Infinity, 1e400, integers beyond 64 bits: fio prints %lld and %f),
nesting deeper than Python's recursion allows, and any document that does not parse.
"""
from __future__ import annotations

import json
import math
import os
import re
import stat
from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from app import __version__
from app.core.errors import InputError
from app.core.target_kind import TargetKind, is_device_name
from app.core.fio.jobspec import JobSpec, Target
from app.core.fio.results import JobResult, job_result, mixed_note
from app.core.fio.entry_options import int_option, job_options
from app.core.history.fio_formats import fio_seconds, fio_size, normalize
from app.core.history.records import TestRecord

if TYPE_CHECKING:
    from app.core.history.store import RunStore

SUITE = "import"
MAX_BYTES = 256 << 20  # a 64-thread json+ stream of 10 minutes at 1 s is ~250 MB
UNKNOWN = "unknown"
AGGREGATE = "All clients"  # fio --client's sum over hosts: the per-host entries are kept instead
_RW_ALIASES = {"readwrite": "rw"}


@dataclass(frozen=True)
class ImportedTest:
    spec: JobSpec
    result: JobResult
    jobfile: str  # the options fio reported, as a job file
    notes: tuple[str, ...]
    jobs: tuple[tuple[dict, int], ...] = ()  # each job's options (global ones under its own) and its numjobs
    trust: dict | None = None  # what fio's own output tells of what limited it (insight.import_trust)


@dataclass(frozen=True)
class ImportedRun:
    path: str  # absolute
    fio_version: str
    target: str
    settings: dict
    tests: tuple[ImportedTest, ...]
    host: str = UNKNOWN  # the fio servers' names in client output; fio names no host otherwise
    started_at: float | None = None  # from the file; None: it does not say
    finished_at: float | None = None


def import_fio_json(path: str | os.PathLike, store: RunStore) -> int:
    """Read fio's JSON output from path and store it as a new run; returns its id."""
    return store_import(read_fio_json(path), store)


def store_import(run: ImportedRun, store: RunStore) -> int:
    """Write a checked import in one transaction: a failure part-way leaves no trace."""

    with store.transaction():
        run_id = store.begin_run(SUITE, run.target, run.fio_version, f"imported from {run.path}",
                                 __version__, run.settings)
        for seq, t in enumerate(run.tests):
            test_id = store.begin_test(run_id, seq, t.spec, [], t.jobfile)
            store.finish_test(test_id, TestRecord(spec=t.spec, argv=[], jobfile=t.jobfile,
                                                  result=t.result, notes=list(t.notes), trust=t.trust))
        store.finish_run(run_id, "done")
        # begin_run records this machine and now; an import is what the file says instead.
        store.set_origin(run_id, run.host, run.started_at, run.finished_at)
    return run_id


def read_fio_json(path: str | os.PathLike) -> ImportedRun:
    """Everything an import writes, or InputError with one line saying what is wrong."""
    full = os.path.abspath(path)
    name = os.path.basename(full)
    text = _read_bounded(full, str(path)).decode("utf-8", errors="replace")
    try:
        doc = _fio_doc(text, name)
        notes = normalize(doc)
        return _run(doc, full, notes)
    except RecursionError:
        raise InputError(f"{name} nests deeper than fio output does", "import the file fio wrote") from None
    except InputError:
        raise
    except (TypeError, ValueError, KeyError, AttributeError, OverflowError) as e:
        # A document shaped like fio's whose figures are not numbers, lists or objects.
        raise InputError(f"{name} is not valid fio JSON output: {type(e).__name__} {e}".strip()) from None


def _read_bounded(full: str, shown: str) -> bytes:
    """The file's bytes: a regular file of at most MAX_BYTES, checked on the open descriptor
    (O_NONBLOCK: opening a FIFO does not wait for a writer), read no further than the limit."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | \
        getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(full, flags)
    except OSError as e:
        raise InputError(f"cannot read {shown}: {e.strerror or e}") from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            kind = "a directory" if stat.S_ISDIR(st.st_mode) else "a device, pipe or socket"
            raise InputError(f"{shown} is {kind}, not a file", "import the file fio wrote its JSON to")
        if st.st_size > MAX_BYTES:
            raise InputError(f"{shown} is {st.st_size / 2**20:,.0f} MiB: more than fio's JSON output "
                             f"({MAX_BYTES >> 20} MiB at most)", "import the file fio wrote its JSON to")
        chunks, size = [], 0
        while size <= MAX_BYTES:
            chunk = os.read(fd, min(1 << 20, MAX_BYTES + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > MAX_BYTES:
            raise InputError(f"{shown} grew past {MAX_BYTES >> 20} MiB while it was read")
        return b"".join(chunks)
    except OSError as e:
        raise InputError(f"cannot read {shown}: {e.strerror or e}") from None
    finally:
        os.close(fd)


class _NotFioNumber(ValueError):
    """A number fio's JSON writer cannot produce (it prints integers with %lld, floats with %f)."""


def _constant(name: str):
    raise _NotFioNumber(name)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _NotFioNumber(text)
    return value


def _int(text: str) -> int:
    if len(text) > 20:  # also keeps Python's own limit on long integer strings out of reach
        raise _NotFioNumber(text)
    value = int(text)
    if not -2**63 <= value < 2**63:
        raise _NotFioNumber(text)
    return value


_STRICT = json.JSONDecoder(parse_constant=_constant, parse_float=_float, parse_int=_int)


def _fio_doc(text: str, name: str) -> dict:
    """fio's final JSON document. Text before it is skipped; with --status-interval fio
    prints one document per interval and the last is the final result. A document that
    does not parse to its end means the file is truncated or corrupt: refused, not guessed."""
    if not text.strip():
        raise InputError(f"{name} is empty", "import the file fio wrote with --output-format=json")
    dec = _STRICT
    docs, end = [], 0
    # fio starts its document at the beginning of a line; nested objects are indented.
    starts = [m.start() for m in re.finditer(r"^\{", text, re.MULTILINE)] or \
        ([text.index("{")] if "{" in text else [])
    for start in starts:
        if start < end:
            continue  # inside a document already read
        try:
            doc, end = dec.raw_decode(text, start)
        except _NotFioNumber as e:
            raise InputError(f"{name} holds the number {str(e)[:24]}, which fio cannot have written",
                             "import the file fio wrote") from None
        except json.JSONDecodeError as e:
            raise InputError(f"{name} is truncated or corrupt: {e.msg} at line {e.lineno}",
                             "import the complete file fio wrote") from None
        docs.append(doc)
    fio_docs = [d for d in docs if isinstance(d, dict) and ("jobs" in d or "client_stats" in d)]
    if not fio_docs:
        what = "is JSON but not fio output" if docs or _is_json(text) else "holds no fio JSON output"
        raise InputError(f"{name} {what} (no \"jobs\" or \"client_stats\")",
                         "run fio with --output-format=json or json+")
    return fio_docs[-1]


def _is_json(text: str) -> bool:
    try:
        _STRICT.decode(text)
    except (ValueError, RecursionError):
        return False
    return True


def _run(doc: dict, path: str, format_notes: Sequence[str] = ()) -> ImportedRun:
    name = os.path.basename(path)
    client = "client_stats" in doc
    entries = doc["client_stats"] if client else doc["jobs"]
    if not isinstance(entries, list) or not all(isinstance(e, dict) for e in entries):
        raise InputError(f"{name} is not valid fio JSON output: \"{'client_stats' if client else 'jobs'}\" "
                         "is not a list of jobs")
    entries = [e for e in entries if not (client and e.get("jobname") == AGGREGATE)]
    if not entries:
        raise InputError(f"{name} holds no job results", "fio wrote no jobs: did the run start?")
    for e in entries:
        # unified_rw_reporting=mixed: fio reports one direction, "mixed", and no read or write
        if not (isinstance(e.get("read"), dict) and isinstance(e.get("write"), dict)) and \
                not isinstance(e.get("mixed"), dict):
            raise InputError(f"{name} is not valid fio JSON output: job {e.get('jobname')!r} "
                             "has no read and write results")
    version = str(doc.get("fio version", ""))
    hosts = _host_labels(entries) if client else {}

    # One test per reporting group (and host): fio's groups, as a run of the file is stored.
    groups: dict[tuple, list[dict]] = {}
    for e in entries:
        host = (e.get("hostname"), e.get("port")) if client else None
        groups.setdefault((host, int(e.get("groupid", 0))), []).append(e)
    names = {key: "+".join(dict.fromkeys(str(e.get("jobname", "")) for e in threads))
             for key, threads in groups.items()}

    tests = []
    for (host, gid), threads in groups.items():
        job = names[(host, gid)]
        same = [k for k in groups if k[0] == host and names[k] == job]
        test_name = job if len(same) == 1 else f"{job} (group {gid})"
        notes = list(format_notes)
        disk_util = doc.get("disk_util") or []
        if client:
            test_name += f"@{hosts[host]}"
            notes.append(f"host {hosts[host]}")
            disk_util = [d for d in disk_util if (d.get("hostname"), d.get("port")) == host]
        global_opts = _global_options(doc.get("global options"), host)
        opts = {**global_opts, **job_options(threads[0].get("job options"))}
        result = job_result(test_name, {"fio version": version, "jobs": threads, "disk_util": disk_util})
        if "group_reporting" in opts and len(threads) == 1:
            notes.append("group_reporting: fio reported the job's threads as one")
        notes += [f"fio reported error {n} ({_strerror(n)}) in {label}" for label, n in result.errors]
        if mixed := mixed_note(result):
            notes.append(mixed)
        jobs = tuple(({**global_opts, **job_options(members[0].get("job options"))},
                      _numjobs(name_, members, global_opts)) for name_, members in _by_job(threads).items())
        numjobs = sum(n for _, n in jobs)
        if "job options" not in threads[0] and "global options" not in doc:
            notes.append("fio before 2.3 wrote no job options: the pattern and block size are what "
                         "its figures show, the rest is unknown")
        tests.append(ImportedTest(_spec(test_name, job.split("+")[0], opts, numjobs, result), result,
                                  _jobfile(job, global_opts, job_options(threads[0].get("job options"))),
                                  tuple(notes), jobs))

    targets = list(dict.fromkeys(t.spec.target.path for t in tests))
    host_list = list(dict.fromkeys(hosts.values()))
    started, finished = _times(doc, entries)
    settings = {"imported_from": path, "fio_version": version,
                "hostname": ", ".join(host_list) or None,  # fio names hosts only in client output
                "hosts": host_list, "client_server": client,
                "fio_time": doc.get("time"), "fio_timestamp": doc.get("timestamp")}
    return ImportedRun(path, version, ", ".join(targets[:3]) + (f" (+{len(targets) - 3} more)"
                                                                 if len(targets) > 3 else ""),
                       settings, tuple(tests), ", ".join(host_list) or UNKNOWN, started, finished)


def _strerror(n: int) -> str:
    try:
        return os.strerror(n)
    except (ValueError, OverflowError):
        return "unknown error"


def _by_job(threads: list[dict]) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {}
    for t in threads:
        out.setdefault(str(t.get("jobname", "")), []).append(t)
    return out


def _numjobs(name: str, entries: list[dict], global_opts: dict[str, str]) -> int:
    """A job's numjobs as fio was given it; where fio wrote no options, its entries."""
    opts = {**global_opts, **job_options(entries[0].get("job options"))}
    return max(1, int_option(opts.get("numjobs")) or len(entries))


def _times(doc: dict, entries: list[dict]) -> tuple[float | None, float | None]:
    """(started, finished) in seconds since the epoch, as the file says: the jobs' start
    (job_start, fio 3.36+), else fio's timestamp less the longest elapsed; None: unknown."""
    stamp = doc.get("timestamp_ms")
    finished = stamp / 1000.0 if isinstance(stamp, (int, float)) and stamp > 0 else None
    if finished is None and isinstance(doc.get("timestamp"), (int, float)) and doc["timestamp"] > 0:
        finished = float(doc["timestamp"])
    starts = [e["job_start"] for e in entries if isinstance(e.get("job_start"), (int, float)) and e["job_start"] > 0]
    if starts:
        return min(starts) / 1000.0, finished
    elapsed = [e["elapsed"] for e in entries if isinstance(e.get("elapsed"), (int, float)) and e["elapsed"] > 0]
    if finished is not None and elapsed:
        return finished - max(elapsed), finished
    return None, finished


def _host_labels(entries: list[dict]) -> dict[tuple, str]:
    """hostname, or hostname:port where one host name serves several fio servers."""
    keys = list(dict.fromkeys((e.get("hostname"), e.get("port")) for e in entries))
    names = [k[0] for k in keys]
    return {k: str(k[0]) if names.count(k[0]) == 1 else f"{k[0]}:{k[1]}" for k in keys}


def _global_options(raw, host: tuple | None) -> dict[str, str]:
    """A dict; with several fio --client hosts, a list of dicts, one per host."""
    if isinstance(raw, list):
        mine = [g for g in raw if isinstance(g, dict) and (g.get("hostname"), g.get("port")) == host]
        return job_options(mine[0] if mine else None)
    return job_options(raw)


def _jobfile(job: str, global_opts: dict[str, str], job_opts: dict[str, str]) -> str:
    lines = ["; imported: the options fio reported in its JSON output (defaults are not listed)"]
    for section, opts in (("global", global_opts), (job, job_opts)):
        opts = {k: v for k, v in opts.items() if k != "name"}
        if opts:
            lines.append(f"[{section}]")
            lines += [k if v == "" else f"{k}={v}" for k, v in opts.items()]
    return "\n".join(lines) + "\n"


def _spec(test_name: str, job: str, opts: dict[str, str], threads: int,
          result: JobResult | None = None) -> JobSpec:
    """What fio's options say, fio's defaults for what they leave out. Without options
    (fio before 2.3), the pattern and block size its figures show."""
    shown = "read"
    if result is not None and not (opts.get("rw") or opts.get("readwrite")):
        r, w = result.read.total_ios, result.write.total_ios
        shown = "rw" if r and w else ("write" if w else "read")
        if not opts.get("bs"):
            side = result.read if r else result.write
            if side.total_ios and side.io_bytes % side.total_ios == 0:
                opts = {**opts, "bs": str(side.io_bytes // side.total_ios)}
    rw = (opts.get("rw") or opts.get("readwrite") or shown).split(":")[0]
    rw = _RW_ALIASES.get(rw, rw)
    kb = 1000 if opts.get("kb_base") == "1000" else 1024
    bs = fio_size((opts.get("bs") or opts.get("blocksize") or "").split(",")[0], kb) or 4096
    mix = int_option(opts.get("rwmixread"))
    if mix is None and (writes := int_option(opts.get("rwmixwrite"))) is not None:
        mix = 100 - writes
    runtime = fio_seconds(opts.get("runtime") or opts.get("timeout"))
    direct = opts.get("direct", "0") not in ("0", "false") if "direct" in opts else \
        opts.get("buffered", "1") in ("0", "false")
    path = _target_path(job, opts)
    windows = path.startswith("\\\\.\\") or re.match(r"^[A-Za-z]\\?:", path) is not None
    kind = TargetKind.DEVICE if is_device_name(path) else TargetKind.FILE
    # A size fio took from an existing file (none in the options) and a pattern JobSpec has
    # no name for (trimwrite) are kept as fio had them: the run already happened.
    return JobSpec(
        name=test_name, rw=rw, target=Target(path, kind), bs=bs,
        bssplit=opts.get("bssplit") or None,
        rwmixread=mix if mix is not None and 0 <= mix <= 100 else None,
        iodepth=max(1, int_option(opts.get("iodepth")) or 1),
        numjobs=max(1, threads),
        size=fio_size(opts.get("size", ""), kb),
        runtime=runtime, time_based=opts.get("time_based", "0") not in ("0", "false") and bool(runtime),
        ramp_time=fio_seconds(opts.get("ramp_time")) or 0.0,
        direct=direct,
        ioengine=opts.get("ioengine") or ("windowsaio" if windows else "psync"),  # fio's defaults
        recorded=True)


def _target_path(job: str, opts: dict[str, str]) -> str:
    """The first of filename= (a ':' list, '\\:' escaped), else fio's own name jobname.0.0."""
    filename = opts.get("filename")
    if filename:
        first = next((n for n in re.split(r"(?<!\\):", filename) if n), filename)
        return first.replace("\\:", ":")
    directory = (opts.get("directory") or "").split(":")[0]
    return os.path.join(directory, f"{job}.0.0") if directory else f"{job}.0.0"
