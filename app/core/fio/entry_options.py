"""Each job's options as fio itself parsed them, from its final JSON document.

fio writes a job's own options under `jobs[].job options` and the [global] ones once under
`global options`; an option left at fio's default is in neither. This is fio's view of
a job file (include, ${VAR}, arithmetic resolved), read after the run, so the verdicts of
a job file's groups need not rely on the run's placeholder JobSpec (which only summarises
the file). Plain dicts of strings, one per job (its first entry: numjobs clones share
their options), grouped by fio's reporting group.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from app.core.fio.spans import group_ends

CLIENT_KEYS = ("hostname", "port")  # in client output, global options and disk_util name the host


@dataclass(frozen=True)
class JobOptions:
    """One job of a reporting group: its name, fio's options for it (global ones first,
    its own over them) and how many threads it ran (numjobs, else its entries)."""

    name: str
    options: dict[str, str] = field(default_factory=dict)
    threads: int = 1


def job_options(raw) -> dict[str, str]:
    """fio's options of a job as strings, without the host a client's output names."""
    if not isinstance(raw, dict):
        return {}
    return {str(k): str(v) for k, v in raw.items() if k not in CLIENT_KEYS}


def int_option(text: str | None) -> int | None:
    try:
        return int(str(text).strip())
    except (TypeError, ValueError):
        return None


def group_options(doc: dict) -> dict[int, tuple[JobOptions, ...]]:
    """fio's reporting group -> its jobs' options, in the document's order."""
    glob = doc.get("global options")
    glob = job_options(glob if isinstance(glob, dict) else None)  # several hosts: a list, not read here
    entries: dict[tuple[int, str], list[dict]] = {}
    for e in doc.get("jobs") or []:
        entries.setdefault((int(e.get("groupid", 0) or 0), str(e.get("jobname", ""))), []).append(e)
    out: dict[int, list[JobOptions]] = {}
    for (gid, name), members in entries.items():
        opts = {**glob, **job_options(members[0].get("job options"))}
        threads = max(1, int_option(opts.get("numjobs")) or len(members))
        out.setdefault(gid, []).append(JobOptions(name, opts, threads))
    return {gid: tuple(jobs) for gid, jobs in out.items()}


def group_seconds(jobs: list[tuple[int, dict[str, str | None]]]) -> tuple[float | None, ...]:
    """A job file's reporting groups' planned seconds, in order, from fio's resolution of each
    job's options (its reporting group, its options): its jobs' startdelay + ramp_time +
    runtime, as fio's first document would give them (spans.group_ends); None for a group
    that ends when its size is done."""
    doc = {"jobs": [{"groupid": gid, "job options": {k: "" if v is None else v for k, v in opts.items()}}
                    for gid, opts in jobs]}
    ends = group_ends(doc)
    return tuple(ends[g] for g in dict.fromkeys(gid for gid, _ in jobs))
