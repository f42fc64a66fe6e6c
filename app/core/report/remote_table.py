"""A job file's run on fio servers as a table: each job (each reporting group) with a row per
host and a row for its total over the hosts.

The host tests are read as a local job file's (text.jobs_table). The total test's threads are
every host's, named job@host, which jobs_table would print as the hosts' rows a second time;
its row is the total the run stored instead: the sum of the hosts' rates (remote/run.py
clients_total), and fio's mean latency pooled over every thread of every host."""
from __future__ import annotations

from app.core.history.document import RunDoc
from app.core.report.latency import latency_text, pooled_mean_latency
from app.core.report.text import jobs_table


def remote_jobs_table(doc: RunDoc) -> str:
    head, rule, *_ = jobs_table({**doc, "tests": []}).splitlines()
    lines = [head, rule]
    for t in doc["tests"]:
        if t["phase"].startswith("host "):
            if result := t.get("result"):  # a group of several jobs: a row per job, named job@host too
                at = "@" + t["phase"][len("host "):]
                t = {**t, "result": {**result, "threads": [{**th, "jobname": th["jobname"] + at}
                                                           for th in result["threads"]]}}
            lines += jobs_table({**doc, "tests": [t]}).splitlines()[2:-1]
            continue
        r = t.get("result") or {}
        total = r.get("total") or {}
        for d in ("read", "write"):
            side = total.get(d) or {}
            if not side.get("total_ios"):
                continue
            parts = [th[d] for th in r.get("threads", []) if th[d]["total_ios"]]
            lat = latency_text(*pooled_mean_latency(parts), ".1f")
            name = f"{t['name']}: total"
            lines.append(f"{name[:23]:<24}{d:<7}{len(r['threads']):>8}{side['bytes_per_s'] / 1e6:>11.2f}"
                         f"{side['iops']:>11.0f}{lat:>10}")
    lines.append(jobs_table({**doc, "tests": [t for t in doc["tests"] if t["phase"].startswith("host ")]})
                 .splitlines()[-1])
    return "\n".join(lines)
