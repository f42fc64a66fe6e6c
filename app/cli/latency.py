"""`fioscope qos`: latency versus load in one command: the target's maximum IOPS, then steps
offering a share of it, each step's mean, p99 and p99.9 latency, the knee, and the highest
IOPS whose p99 stayed under the latency asked for (app/core/suites/latency_load.py)."""
from __future__ import annotations

import argparse
import os
import sys

from app.cli.common import Printer, add_cache_options, check_output_path, command, finish_run, run_options, \
    run_session, whole
from app.core.errors import InputError
from app.core.fio.jobspec import Target
from app.core.target_kind import TargetKind
from app.core.fio.locate import find_fio
from app.core.plan import LoadRequest, check_engine, check_sizes, plan_latency_load
from app.core.report.json_export import suite_to_dict
from app.core.report.latency_load_report import ROWS_HEAD, load_rows
from app.core.session import prepare
from app.core.suites.latency_load import (FRACTIONS, LoadCurve, LoadSettings, answer_line,
                                          parse_fractions, parse_us, step_spec)
from app.core.units import human_bytes, parse_duration, parse_size, short_bs

RW = ("randread", "randwrite", "read", "write", "randrw")


def add_latency_commands(sub) -> None:
    q = command(sub, "qos", ("fioscope qos --target /mnt/ssd --p99-under 500us",
                             "fioscope qos --target /dev/sdb --rw randwrite --p99-under 2ms --destroy-data /dev/sdb"),
                help="latency versus load: the maximum IOPS, then steps of 10 %% to 110 %% of it; mean, p99 "
                     "and p99.9 per step, the knee, and the highest IOPS with p99 under a latency")
    q.add_argument("--target", required=True, help="a directory (a test file) or a device (writes need --destroy-data)")
    q.add_argument("--p99-under", default=None, metavar="LATENCY",
                   help="answer: the highest IOPS whose p99 stayed under this, e.g. 500us or 2ms")
    q.add_argument("--rw", default="randread", choices=RW, help="the load (default randread)")
    q.add_argument("--bs", default="4k", help="block size (default 4k)")
    q.add_argument("--iodepth", type=whole(1, 65536), default=32, help="queue depth per job (default 32)")
    q.add_argument("--jobs", type=whole(1, 1024), default=1, help="fio jobs sharing the rate (default 1)")
    q.add_argument("--step", default="5", help="seconds per step (default 5)")
    q.add_argument("--steps", default=None, help="percentages of the maximum, e.g. 10,50,90,110 (default: 10 to "
                                                 "110 in tens)")
    q.add_argument("--size", default="1GiB", help="the span tested (default 1GiB; a device: at most its size)")
    q.add_argument("--engine", default=None, help="I/O engine (default libaio; windowsaio on Windows)")
    q.add_argument("--json", dest="json_out", default=None, metavar="FILE", help="write the run and the curve here")
    add_cache_options(q)
    q.add_argument("--destroy-data", default=None, metavar="TOKEN",
                   help="confirm writing a raw device: its path (and :SERIAL if it has one); everything on it is lost")


def cmd_qos(args: argparse.Namespace) -> int:
    if args.json_out:
        check_output_path(args.json_out)
    x = parse_us(args.p99_under) if args.p99_under is not None else None
    step = parse_duration(args.step)
    if not 0.5 <= step <= 3600:
        raise InputError(f"step {args.step} must be between 0.5 s and 1 h", "give e.g. --step 5")
    fractions = parse_fractions(args.steps) if args.steps else FRACTIONS
    size, bs = parse_size(args.size), parse_size(args.bs)
    if bs < 512 or bs % 512:  # direct I/O moves whole sectors: fio would fail on the first I/O
        raise InputError(f"block size {args.bs} is not a multiple of 512 bytes", "give e.g. --bs 4k")
    check_engine(args.engine)
    draft = LoadSettings(Target(os.path.join(args.target, "x.tmp"), TargetKind.FILE), size, args.rw, bs, args.iodepth,
                         args.jobs, args.engine, step, fractions, x)
    check_sizes([step_spec(draft, "max", None)])
    plan = plan_latency_load(LoadRequest(args.target, size, step_spec(draft, "max", None).writes, args.destroy_data))
    assert plan.target is not None  # plan_latency_load resolves it or refuses
    settings = LoadSettings(plan.target, plan.size, args.rw, bs, args.iodepth, args.jobs, args.engine, step,
                            fractions, x)
    fio = find_fio()
    print(f"latency versus load on {args.target}: {args.rw} {short_bs(bs)} QD{args.iodepth} x {args.jobs} job(s) over "
          f"{human_bytes(plan.size)}, {step:g} s a step: unthrottled, then "
          f"{', '.join(f'{f * 100:g}' for f in fractions)} % of the maximum", file=sys.stderr)
    prepared = prepare(fio, plan, run_options(args), target=args.target, kind=settings)
    session = run_session(prepared, Printer())
    res, curve = session.result, session.outcome
    assert isinstance(curve, LoadCurve)
    print(table(curve.to_dict()))
    print(answer_line(curve))
    doc = {**suite_to_dict(res), "latency_load": curve.to_dict()}
    return finish_run(res, doc, prepared.store, prepared.store_error, args.json_out,
                      "cancelled; fio stopped and the test file removed",
                      see=" (the curve in its report: fioscope report {run} --format html)")


def table(d: dict) -> str:
    """The steps as a table: offered, achieved, mean, p99, p99.9 (the reports' own rows)."""
    rows = [ROWS_HEAD, *load_rows(d)]
    widths = [max(len(r[i]) for r in rows) for i in range(len(ROWS_HEAD))]
    return "\n".join("  ".join(c.rjust(w) if i else c.ljust(w) for i, (c, w) in enumerate(zip(r, widths)))
                     for r in rows)


def dispatch(args: argparse.Namespace) -> int | None:
    if args.command == "qos":
        return cmd_qos(args)
    return None
