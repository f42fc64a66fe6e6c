"""`fioscope hosts check` and `fioscope run --hosts ...`: fio servers on several machines."""
from __future__ import annotations

import argparse
import sys
from typing import cast

from app.cli.common import cancel_on_signals, command, finish_run, restore_signals, seconds
from app.core.fio.cadence import remote_interval
from app.core.fio.locate import FioBinary, find_fio
from app.core.plan import RunPlan
from app.core.remote import leftovers
from app.core.remote.hosts import Host, check_hosts, parse_hosts, tcp_check
from app.core.remote.jobs import client_argv, server_text
from app.core.remote.run import HostEvent, RemoteJobResult
from app.core.remote.safety import check_remote_safety
from app.core.remote.suite import remote_spec
from app.core.report.remote_table import remote_jobs_table
from app.core.report.text import plan_text, results_table
from app.core.text_safe import printable, printable_lines
from app.core.history.document import RunDoc
from app.core.session import RemoteObserver, RemoteSession, RunOptions, Servers, prepare_remote, server_confirmations


def add_remote_commands(sub) -> None:
    h = command(sub, "hosts", ("fioscope hosts check server1 server2:8766",
                               "fioscope hosts check 10.0.0.5 --timeout 30",
                               "fioscope hosts sweep server1"),
                help="check fio servers (fio --server) before a run on several hosts")
    h.add_argument("action", choices=("check", "sweep"),
                   help="check: reachable, fio version, OS, a job run; sweep: remove what earlier runs left there")
    h.add_argument("hosts", nargs="+", help="HOST or HOST:PORT (default port 8765)")
    h.add_argument("--timeout", type=seconds(0.1, 3600), default=10.0,
                   help="seconds each host has to answer, 0.1 to 3600 (default 10)")


def cmd_hosts(args: argparse.Namespace) -> int:
    fio = find_fio()
    hosts = [Host.parse(x) for x in args.hosts]
    if args.action == "sweep":
        return cmd_sweep(fio, hosts, args.timeout)
    statuses = check_hosts(fio, hosts, args.timeout)
    print(f"{'HOST':<28}{'STATE':<8}{'FIO':<12}{'OS':<10}{'SECONDS':>8}  PROBLEM")
    for h, s in zip(hosts, statuses):
        state = "ok" if s.ok else ("up" if s.reachable else "down")
        problem = s.error.one_line() if s.error else ""
        # fio_version and os are what the server said: shown, never acted on.
        print(f"{printable(h.label):<28}{state:<8}{printable(s.fio_version or '-'):<12}{printable(s.os or '-'):<10}"
              f"{s.seconds:>8.1f}  {printable(problem)}")
    print(f"local fio: {fio.version}; the protocol is version-bound: every server needs the same version",
          file=sys.stderr)
    for s in statuses:
        if s.ok and not s.claims_devices:
            print(printable(f"note: {s.host.label} does not run the bundled fio for Linux (build p4), which refuses "
                            "a device in use: device writes there are refused"), file=sys.stderr)
    return 0 if all(s.ok for s in statuses) else 1


def cmd_sweep(fio: FioBinary, hosts: list[Host], timeout: float) -> int:
    """Remove what earlier runs left on these hosts (remote/leftovers.py): 1 while any is still there."""
    for h in hosts:
        tcp_check(h, timeout)
    removed, warnings = leftovers.sweep(fio, hosts, max(30.0, timeout))
    for w in warnings:
        print(printable(f"warning: {w}"), file=sys.stderr)
    for x in removed:
        print(printable(f"removed {x.path} on {Host(x.host, x.port).label}"))
    noted, _ = leftovers.load()
    still = [x for x in noted if x.key in {h.key for h in hosts}]
    for x in still:
        print(printable(f"warning: {Host(x.host, x.port).label}: {x.path} is still there"), file=sys.stderr)
    if not removed and not still:
        print("nothing left by earlier runs on these hosts")
    return 1 if still else 0


def cmd_run_remote(args: argparse.Namespace, plan: RunPlan, interval: float | None,
                   published_rows: tuple[int, ...] = ()) -> int:
    """plan: the run's, built for targets as the servers see them; published_rows: a seed
    plan's own clients rows (--as-published)."""
    hosts = parse_hosts(args.hosts)
    clients = None
    if args.clients:
        clients = args.clients  # checked as the command line was read (common.wholes)
    elif published_rows:  # seed 002's rows, as many as the hosts given can run
        clients = published_rows
    specs = plan.server_specs
    interval = remote_interval(interval, specs, len(hosts))
    fio = find_fio()
    confirm = server_confirmations(args.destroy_data)
    if args.dry_run:
        return dry_run_remote(args, plan, fio, hosts, interval, tuple(c.token for c in confirm))

    # --overwrite HOST:PATH, through the plan's request (JobFileRequest.overwrite) into the job file's spec
    overwrite = tuple(t for s in specs for t in s.jobfile_overwrite)
    name = "jobfile" if args.job_file else args.preset
    servers = Servers(tuple(hosts), clients, confirm, overwrite, args.allow_job_commands, args.target, args.job_file)
    # The remote gate's refusals come before the history is opened: a refused run stores nothing.
    prepared = prepare_remote(fio, plan, RunOptions(interval=interval, store=not args.no_store), servers, name=name,
                              target=args.target or args.job_file)
    suite, store_error = prepared.suite, prepared.store_error
    for notice in prepared.notices:
        print(f"{notice.level}: {printable(notice.text)}", file=sys.stderr)
    where = f"target {args.target} on each" if args.target else f"job file {args.job_file}"
    print(printable(f"{name} on {len(hosts)} fio server(s): {', '.join(h.label for h in hosts)}; {where}"),
          file=sys.stderr)
    session = RemoteSession(prepared, _RemotePrinter())
    previous = cancel_on_signals(session.cancel)
    try:
        res = session.run()
    finally:
        restore_signals(previous)
    # Printed and exported from the copy kept in memory: the same whether or not the
    # history could be written.
    assert suite.memory is not None and suite.memory_run_id is not None  # kept by every run it started
    doc = suite.memory.load_run(suite.memory_run_id)
    doc["run_id"] = res.run_id
    print(printable_lines(remote_tables(doc)))
    for note in suite.notes:
        print(printable(f"note: {note}"), file=sys.stderr)
    for _, outcome in res.outcomes:
        for host, paths in outcome.left.items():
            for path in paths:
                print(printable(f"warning: {host}: {path} is left there (this run made it and could not remove it); "
                                f"the next run on {host}, or fioscope hosts sweep {host}, removes it"), file=sys.stderr)
    return finish_run(res, doc, suite.store, store_error, args.json_out, "cancelled; the servers were told to stop")


class _RemotePrinter(RemoteObserver):
    def event(self, e: HostEvent) -> None:
        if e.kind in ("disconnected", "dropped"):
            print(f"warning: {printable(e.message)}", file=sys.stderr, flush=True)

    def job_done(self, c: int, res: RemoteJobResult) -> None:
        row = f"[{c} client{'s' if c != 1 else ''}]"
        name = printable(res.spec.name)  # a job file's name, and below the hosts' labels: shown escaped
        if res.cancelled:  # figures up to the stop are not the job's: the table says "-" too
            print(f"  {row:<11} {name:<24} cancelled", file=sys.stderr, flush=True)
            return
        for label, jr in res.per_host.items():
            side = jr.read if jr.read.total_ios else jr.write
            print(f"  {row:<11} {name:<24} {printable(label):<22} {side.mb_s:10.1f} MB/s {side.iops:11.0f} IOPS",
                  file=sys.stderr, flush=True)
        if res.total:
            t = res.total.read if res.total.read.total_ios else res.total.write
            print(f"  {row:<11} {name:<24} {'total':<22} {t.mb_s:10.1f} MB/s {t.iops:11.0f} IOPS",
                  file=sys.stderr, flush=True)
        for label, why in res.dropped.items():
            print(f"  {row:<11} {name:<24} {printable(label):<22} dropped out: {printable(why)}", file=sys.stderr)


def dry_run_remote(args: argparse.Namespace, plan: RunPlan, fio: FioBinary, hosts: list[Host], interval: float,
                   confirm: tuple[str, ...]) -> int:
    """What a run on fio servers would send, exactly: each job's client command line and the job
    text every server gets (the gate's refusals first, as a run meets them; no host is asked)."""
    specs = [remote_spec(s) for s in plan.server_specs]  # as RemoteSuite sends them
    resolved = check_remote_safety(hosts, specs, confirm, fio.path, args.allow_job_commands)
    for w in plan.warnings:
        print(f"warning: {printable(w)}", file=sys.stderr)
    for i, (spec, jobs) in enumerate(zip(specs, resolved)):
        name = f"job{i}.fio"
        argv = client_argv(fio.path, hosts, spec, interval, {h.key: name for h in hosts})
        print(printable_lines("# " + " ".join(argv)))
        print(f"# {name}, as sent to each server (one on Windows gets its paths' ':' as '\\:'):")
        print(printable_lines(server_text(spec, jobs)))
    if args.clients:
        print(f"# each job again on the first {', '.join(map(str, args.clients))} host(s) (--clients)")
    return 0


def remote_tables(doc: RunDoc) -> str:
    """A run on fio servers: a test plan's own tables, a job file's jobs (a row per host and
    one for the total over the hosts), or a preset's
    table of totals over the hosts (one per client count)."""
    text = plan_text(doc) or (remote_jobs_table(doc) if doc.get("suite") == "jobfile" else "")
    if text:
        return text
    phases = list(dict.fromkeys(t["phase"] for t in doc["tests"] if (t["phase"] or "").endswith("clients")))
    if len(phases) <= 1:
        return results_table(cast(RunDoc, dict(doc, tests=[dict(t, phase="") for t in doc["tests"]
                                                            if t["phase"] in phases])))
    return "\n\n".join(f"{ph}, total over the hosts\n" + results_table(
        cast(RunDoc, dict(doc, tests=[dict(t, phase="") for t in doc["tests"] if t["phase"] == ph]))) for ph in phases)


def dispatch(args: argparse.Namespace) -> int | None:
    if args.command == "hosts":
        return cmd_hosts(args)
    return None
