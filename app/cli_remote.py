"""`fioscope hosts check` and `fioscope run --hosts ...`: fio servers on several machines."""
from __future__ import annotations

import argparse
import sys

from app.core.errors import InputError
from app.core.units import parse_int_list


def add_remote_commands(sub) -> None:
    h = sub.add_parser("hosts", help="check fio servers (fio --server) before a run on several hosts")
    h.add_argument("action", choices=("check",))
    h.add_argument("hosts", nargs="+", help="HOST or HOST:PORT (default port 8765)")
    h.add_argument("--timeout", type=float, default=10.0)


def parse_hosts(text: str):
    from app.core.remote.hosts import Host
    hosts = [Host.parse(x.strip()) for x in text.split(",") if x.strip()]
    if not hosts:
        raise InputError("--hosts needs at least one HOST[:PORT]")
    return hosts


def cmd_hosts(args: argparse.Namespace) -> int:
    from app.core.fio.locate import find_fio
    from app.core.remote.hosts import Host, check_hosts
    fio = find_fio()
    hosts = [Host.parse(x) for x in args.hosts]
    statuses = check_hosts(fio, hosts, args.timeout)
    print(f"{'HOST':<28}{'STATE':<8}{'FIO':<12}{'OS':<10}{'SECONDS':>8}  PROBLEM")
    for h, s in zip(hosts, statuses):
        state = "ok" if s.ok else ("up" if s.reachable else "down")
        problem = s.error.one_line() if s.error else ""
        print(f"{h.label:<28}{state:<8}{s.fio_version or '-':<12}{s.os or '-':<10}{s.seconds:>8.1f}  {problem}")
    print(f"local fio: {fio.version}; the protocol is version-bound: every server needs the same version",
          file=sys.stderr)
    return 0 if all(s.ok for s in statuses) else 1


def cmd_run_remote(args: argparse.Namespace, items, interval: float) -> int:
    """items: the run's (spec, phase) list, built for targets as the servers see them."""
    from app.cli import cancel_on_signals, restore_signals
    from app.core.fio.locate import find_fio
    from app.core.remote.suite import RemoteSuite
    from app.core.report.text import plan_text, results_table
    from app.core.store import RunStore
    hosts = parse_hosts(args.hosts)
    clients = None
    if args.clients:
        clients = parse_int_list(args.clients, "client counts", "1,2,4,8")
    specs = [s for s, phase in items if phase != "layout"]  # servers lay files out per job
    fio = find_fio()
    store = None if args.no_store else RunStore()

    def on_event(e) -> None:
        if e.kind in ("disconnected", "dropped"):
            print(f"warning: {e.message}", file=sys.stderr, flush=True)

    def on_job(c, res) -> None:
        for label, jr in res.per_host.items():
            side = jr.read if jr.read.total_ios else jr.write
            print(f"  [{c} clients] {res.spec.name:<24} {label:<22} {side.mb_s:10.1f} MB/s {side.iops:11.0f} IOPS",
                  file=sys.stderr, flush=True)
        if res.total:
            t = res.total.read if res.total.read.total_ios else res.total.write
            print(f"  [{c} clients] {res.spec.name:<24} {'total':<22} {t.mb_s:10.1f} MB/s {t.iops:11.0f} IOPS",
                  file=sys.stderr, flush=True)
        for label, why in res.dropped.items():
            print(f"  [{c} clients] {res.spec.name:<24} {label:<22} dropped out: {why}", file=sys.stderr)

    confirm = tuple(x for x in (args.destroy_data or "").split(",") if x)
    suite = RemoteSuite(fio, args.preset, hosts, specs, store, clients=clients, interval=interval, confirm=confirm,
                        target=args.target, settings={"preset": args.preset, "size": args.size,
                                                      "runtime": args.runtime, "target_on_hosts": args.target},
                        on_event=on_event, on_job=on_job)
    print(f"{args.preset} on {len(hosts)} fio server(s): {', '.join(h.label for h in hosts)}; target "
          f"{args.target} on each", file=sys.stderr)
    previous = cancel_on_signals(suite.cancel)
    try:
        res = suite.run()
    finally:
        restore_signals(previous)
    if store is not None and res.run_id is not None:
        doc = store.load_run(res.run_id, with_samples=False)
        print(plan_text(doc) or results_table(doc))
        print(f"stored as run {res.run_id}", file=sys.stderr)
    if res.cancelled:
        print("fioscope: cancelled; the servers were told to stop", file=sys.stderr)
        return 130
    if res.error:
        print(f"fioscope: {res.error.one_line()}", file=sys.stderr)
        return 1
    return 0


def dispatch(args: argparse.Namespace) -> int | None:
    if args.command == "hosts":
        return cmd_hosts(args)
    return None
