"""fio JSON output produced elsewhere, imported into the run history.

A file is read and checked completely before anything is written (read_fio_json), then
stored as one run of suite "import" (store_import): the reports then work on it as on a
run Fioscope made. Accepted: --output-format=json and json+ of fio 3.x, with or without
group_reporting, any number of jobs, text before the JSON (fio prints notes and warnings
on stdout first), and `fio --client` output ("client_stats", one entry per host and job).

Each job name becomes one test, its entries the test's threads, so totals follow fio's
group_reporting arithmetic (results.job_result). An imported run has no interval samples
and no fio command line; its spec is what fio reported of the job options.
"""
from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from app import __version__
from app.core.errors import InputError
from app.core.fio.jobspec import JobSpec, Target
from app.core.fio.results import JobResult, job_result

if TYPE_CHECKING:
    from app.core.store import RunStore

SUITE = "import"
AGGREGATE = "All clients"  # fio --client's sum over hosts: the per-host entries are kept instead
_RW_ALIASES = {"readwrite": "rw"}
_CLIENT_KEYS = ("hostname", "port")  # in client output, global options and disk_util name the host


@dataclass(frozen=True)
class ImportedTest:
    spec: JobSpec
    result: JobResult
    jobfile: str  # the options fio reported, as a job file
    notes: tuple[str, ...]


@dataclass(frozen=True)
class ImportedRun:
    path: str  # absolute
    fio_version: str
    target: str
    settings: dict
    tests: tuple[ImportedTest, ...]


def import_fio_json(path: str | os.PathLike, store: RunStore) -> int:
    """Read fio's JSON output from path and store it as a new run; returns its id."""
    return store_import(read_fio_json(path), store)


def store_import(run: ImportedRun, store: RunStore) -> int:
    """Write a checked import in one transaction: a failure part-way leaves no trace."""
    from app.core.suites.run import TestRecord

    with store.transaction():
        run_id = store.begin_run(SUITE, run.target, run.fio_version, f"imported from {run.path}",
                                 __version__, run.settings)
        for seq, t in enumerate(run.tests):
            test_id = store.begin_test(run_id, seq, t.spec, [], t.jobfile)
            store.finish_test(test_id, TestRecord(spec=t.spec, argv=[], jobfile=t.jobfile,
                                                  result=t.result, notes=list(t.notes)))
        store.finish_run(run_id, "done")
    return run_id


def read_fio_json(path: str | os.PathLike) -> ImportedRun:
    """Everything an import writes, or InputError with one line saying what is wrong."""
    full = os.path.abspath(path)
    name = os.path.basename(full)
    try:
        with open(full, "rb") as f:
            text = f.read().decode("utf-8", errors="replace")
    except OSError as e:
        raise InputError(f"cannot read {path}: {e.strerror or e}")
    doc = _fio_doc(text, name)
    try:
        return _run(doc, full)
    except (TypeError, ValueError, KeyError, AttributeError) as e:
        # A document shaped like fio's whose figures are not numbers, lists or objects.
        raise InputError(f"{name} is not valid fio JSON output: {type(e).__name__} {e}".strip())


def _fio_doc(text: str, name: str) -> dict:
    """fio's final JSON document. Text before it is skipped; with --status-interval fio
    prints one document per interval and the last is the final result. A document that
    does not parse to its end means the file is truncated or corrupt: refused, not guessed."""
    if not text.strip():
        raise InputError(f"{name} is empty", "import the file fio wrote with --output-format=json")
    dec = json.JSONDecoder()
    docs, end = [], 0
    # fio starts its document at the beginning of a line; nested objects are indented.
    starts = [m.start() for m in re.finditer(r"^\{", text, re.MULTILINE)] or \
        ([text.index("{")] if "{" in text else [])
    for start in starts:
        if start < end:
            continue  # inside a document already read
        try:
            doc, end = dec.raw_decode(text, start)
        except json.JSONDecodeError as e:
            raise InputError(f"{name} is truncated or corrupt: {e.msg} at line {e.lineno}",
                             "import the complete file fio wrote")
        docs.append(doc)
    fio_docs = [d for d in docs if isinstance(d, dict) and ("jobs" in d or "client_stats" in d)]
    if not fio_docs:
        what = "is JSON but not fio output" if docs or _is_json(text) else "holds no fio JSON output"
        raise InputError(f"{name} {what} (no \"jobs\" or \"client_stats\")",
                         "run fio with --output-format=json or json+")
    return fio_docs[-1]


def _is_json(text: str) -> bool:
    try:
        json.loads(text)
    except ValueError:
        return False
    return True


def _run(doc: dict, path: str) -> ImportedRun:
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
        if not isinstance(e.get("read"), dict) or not isinstance(e.get("write"), dict):
            raise InputError(f"{name} is not valid fio JSON output: job {e.get('jobname')!r} "
                             "has no read and write results")
    version = str(doc.get("fio version", ""))
    hosts = _host_labels(entries) if client else {}

    # One test per job name (and host); a name reused in a later group is another job.
    groups: dict[tuple, list[dict]] = {}
    for e in entries:
        host = (e.get("hostname"), e.get("port")) if client else None
        groups.setdefault((host, str(e.get("jobname", "")), e.get("groupid", 0)), []).append(e)
    group_ids: dict[tuple, set] = {}
    for host, job, gid in groups:
        group_ids.setdefault((host, job), set()).add(gid)

    tests = []
    for (host, job, gid), threads in groups.items():
        test_name = job if len(group_ids[(host, job)]) == 1 else f"{job} (group {gid})"
        notes = []
        disk_util = doc.get("disk_util") or []
        if client:
            test_name += f"@{hosts[host]}"
            notes.append(f"host {hosts[host]}")
            disk_util = [d for d in disk_util if (d.get("hostname"), d.get("port")) == host]
        global_opts = _global_options(doc.get("global options"), host)
        opts = {**global_opts, **_options(threads[0].get("job options"))}
        result = job_result(test_name, {"fio version": version, "jobs": threads, "disk_util": disk_util})
        if "group_reporting" in opts and len(threads) == 1:
            notes.append("group_reporting: fio reported the job's threads as one")
        notes += [f"fio reported error {t.error} in thread {t.index}" for t in result.threads if t.error]
        tests.append(ImportedTest(_spec(test_name, job, opts, len(threads)), result,
                                  _jobfile(job, global_opts, _options(threads[0].get("job options"))),
                                  tuple(notes)))

    targets = list(dict.fromkeys(t.spec.target.path for t in tests))
    host_list = list(dict.fromkeys(hosts.values()))
    settings = {"imported_from": path, "fio_version": version,
                "hostname": ", ".join(host_list) or None,  # fio names hosts only in client output
                "hosts": host_list, "client_server": client,
                "fio_time": doc.get("time"), "fio_timestamp": doc.get("timestamp")}
    return ImportedRun(path, version, ", ".join(targets[:3]) + (f" (+{len(targets) - 3} more)"
                                                                 if len(targets) > 3 else ""),
                       settings, tuple(tests))


def _host_labels(entries: list[dict]) -> dict[tuple, str]:
    """hostname, or hostname:port where one host name serves several fio servers."""
    keys = list(dict.fromkeys((e.get("hostname"), e.get("port")) for e in entries))
    names = [k[0] for k in keys]
    return {k: str(k[0]) if names.count(k[0]) == 1 else f"{k[0]}:{k[1]}" for k in keys}


def _options(raw) -> dict[str, str]:
    if not isinstance(raw, dict):
        return {}
    return {str(k): str(v) for k, v in raw.items() if k not in _CLIENT_KEYS}


def _global_options(raw, host: tuple | None) -> dict[str, str]:
    """A dict; with several fio --client hosts, a list of dicts, one per host."""
    if isinstance(raw, list):
        mine = [g for g in raw if isinstance(g, dict) and (g.get("hostname"), g.get("port")) == host]
        return _options(mine[0] if mine else None)
    return _options(raw)


def _jobfile(job: str, global_opts: dict[str, str], job_opts: dict[str, str]) -> str:
    lines = ["; imported: the options fio reported in its JSON output (defaults are not listed)"]
    for section, opts in (("global", global_opts), (job, job_opts)):
        opts = {k: v for k, v in opts.items() if k != "name"}
        if opts:
            lines.append(f"[{section}]")
            lines += [k if v == "" else f"{k}={v}" for k, v in opts.items()]
    return "\n".join(lines) + "\n"


def _spec(test_name: str, job: str, opts: dict[str, str], threads: int) -> JobSpec:
    """What fio's options say, fio's defaults for what they leave out."""
    rw = (opts.get("rw") or opts.get("readwrite") or "read").split(":")[0]
    rw = _RW_ALIASES.get(rw, rw)
    kb = 1000 if opts.get("kb_base") == "1000" else 1024
    bs = _fio_size((opts.get("bs") or opts.get("blocksize") or "").split(",")[0], kb) or 4096
    mix = _int(opts.get("rwmixread"))
    if mix is None and _int(opts.get("rwmixwrite")) is not None:
        mix = 100 - _int(opts.get("rwmixwrite"))
    runtime = _fio_seconds(opts.get("runtime") or opts.get("timeout"))
    direct = opts.get("direct", "0") not in ("0", "false") if "direct" in opts else \
        opts.get("buffered", "1") in ("0", "false")
    path = _target_path(job, opts)
    windows = path.startswith("\\\\.\\") or re.match(r"^[A-Za-z]\\?:", path) is not None
    fields = dict(
        name=test_name, rw=rw, target=Target(path, "device" if _is_device(path) else "file"), bs=bs,
        bssplit=opts.get("bssplit") or None,
        rwmixread=mix if mix is not None and 0 <= mix <= 100 else None,
        iodepth=max(1, _int(opts.get("iodepth")) or 1),
        numjobs=max(1, _int(opts.get("numjobs")) or threads),
        size=_fio_size(opts.get("size", ""), kb),
        runtime=runtime, time_based=opts.get("time_based", "0") not in ("0", "false") and bool(runtime),
        ramp_time=_fio_seconds(opts.get("ramp_time")) or 0.0,
        direct=direct,
        ioengine=opts.get("ioengine") or ("windowsaio" if windows else "psync"))  # fio's defaults
    # A size fio took from an existing file (none in the options) and a pattern JobSpec has
    # no name for (trimwrite) are kept as fio had them: the run already happened.
    return JobSpec(**fields, recorded=True)


def _target_path(job: str, opts: dict[str, str]) -> str:
    """The first of filename= (a ':' list, '\\:' escaped), else fio's own name jobname.0.0."""
    filename = opts.get("filename")
    if filename:
        first = next((n for n in re.split(r"(?<!\\):", filename) if n), filename)
        return first.replace("\\:", ":")
    directory = (opts.get("directory") or "").split(":")[0]
    return os.path.join(directory, f"{job}.0.0") if directory else f"{job}.0.0"


def _is_device(path: str) -> bool:
    return path.startswith("/dev/") or path.startswith("\\\\.\\")


def _int(text: str | None) -> int | None:
    try:
        return int(str(text).strip())
    except (TypeError, ValueError):
        return None


_SIZE = re.compile(r"\s*(\d+(?:\.\d+)?)\s*([kmgtpe]?)(i?)b?\s*", re.IGNORECASE)
_SECONDS = {"": 1.0, "s": 1.0, "sec": 1.0, "us": 1e-6, "usec": 1e-6, "ms": 1e-3, "msec": 1e-3,
            "m": 60.0, "min": 60.0, "h": 3600.0, "d": 86400.0}


def _fio_size(text: str, kb_base: int = 1024) -> int | None:
    """fio's size syntax: 4k, 16m, 1GiB; K means 1024 unless kb_base=1000 ('KiB' always 1024).
    A percentage or range (size=50%, bs=4k-16k) has no single value: None."""
    m = _SIZE.fullmatch(text or "")
    if not m:
        return None
    prefix = m.group(2).lower()
    power = "kmgtpe".index(prefix) + 1 if prefix else 0
    value = int(float(m.group(1)) * (1024 if m.group(3) else kb_base) ** power)
    return value or None


def _fio_seconds(text: str | None) -> float | None:
    """fio's time syntax: seconds by default, or us, ms, s, m, h, d."""
    m = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*", (text or "").lower())
    if not m or m.group(2) not in _SECONDS:
        return None
    return float(m.group(1)) * _SECONDS[m.group(2)] or None
