"""`fioscope check` (the drive and machine before a run) and `fioscope cliff` (the write
cliff: cache speed, where it ends, the speed after it, and how much comes back after a
pause), headless."""
from __future__ import annotations

import argparse
import json
import os
import sys

from app.cli.common import Printer, add_cache_options, check_output_path, command, finish_run, run_options, \
    run_session, whole
from app.core.errors import InputError
from app.core.fio.locate import find_fio
from app.core.fio.status import IntervalSample
from app.core.history.records import Progress
from app.core.insight.checklist import format_checklist, run_checklist
from app.core.suites.cliff_run import CliffOutcome, CliffSettings, effective_interval, pass_spec, summary_line
from app.core.plan import CliffRequest, check_engine, check_sizes, plan_cliff
from app.core.report.json_export import suite_to_dict
from app.core.session import prepare
from app.core.text_safe import printable_lines
from app.core.units import human_bytes, parse_duration, parse_size


def add_insight_commands(sub) -> None:
    c = command(sub, "check", ("fioscope check --target /mnt/ssd",
                               "fioscope check --target /dev/nvme0n1 --json"),
                help="before a run: the target disk's link, cache, settings, alignment and health, "
                                     "and the machine's power state, with advice")
    c.add_argument("--target", required=True, help="a directory (the disk under it) or a device")
    c.add_argument("--json", action="store_true", help="print JSON")
    w = command(sub, "cliff", ("fioscope cliff --target /mnt/ssd --size 64GiB",
                               "fioscope cliff --target /dev/sdb --size 200GiB --pause 30,120 --destroy-data /dev/sdb"),
                help="the write cliff: a sustained sequential write finds where the drive's "
                                     "write cache ends, the speed after it, and what comes back after a pause")
    w.add_argument("--target", required=True, help="a directory (a test file) or a raw device (with --destroy-data)")
    w.add_argument("--size", required=True,
                   help="the span written by each pass, e.g. 64GiB: larger than the drive's cache (for an SSD's "
                        "SLC cache, a third of its free capacity or more)")
    w.add_argument("--pause", default="30", help="idle seconds before the second pass (0: one pass; "
                                                 "several: 30,120 for a pass after each)")
    w.add_argument("--bs", default="1M", help="block size (default 1M)")
    w.add_argument("--iodepth", type=whole(1, 65536), default=32, help="queue depth, 1 to 65536 (default 32)")
    w.add_argument("--interval", default=None, help="sampling interval, 0.5 to 1 s, kept as given (default: "
                   "fitted to the span, a dozen points a pass at 3 GB/s, 0.1 to 1 s)")
    w.add_argument("--engine", default=None, help="I/O engine (default libaio; windowsaio on Windows)")
    w.add_argument("--json", dest="json_out", default=None, metavar="FILE", help="write the run and the analysis here")
    add_cache_options(w)
    w.add_argument("--destroy-data", default=None, metavar="TOKEN",
                   help="confirm writing a raw device: its path (and :SERIAL if it has one); everything on it is lost")


def cmd_check(args: argparse.Namespace) -> int:
    target = args.target
    if not os.path.exists(target):
        raise InputError(f"target {target} does not exist")
    cl = run_checklist(target)
    if args.json:
        print(json.dumps(cl.to_dict(), indent=1))
    else:
        print(printable_lines(format_checklist(cl)))  # the drive's model string is its own: shown escaped
    return 0


def _pauses(text: str) -> tuple[float, ...]:
    parts = [p.strip() for p in str(text).split(",") if p.strip()]
    if parts == ["0"] or parts == ["0s"]:
        return ()
    return tuple(parse_duration(p) for p in parts)


def _interval(text: str) -> float:
    v = parse_duration(text)
    if not 0.5 <= v <= 1.0:
        raise InputError(f"interval {text} must be between 0.5 and 1 s", "the cliff needs a fine series")
    return v


class _CliffPrinter(Printer):
    """A line per interval: the pass, its time, what it has written, the speed, the drive's
    temperature when a sensor is read."""

    def __init__(self) -> None:
        self.written: dict[str, float] = {}

    def sample(self, index: int, sample: IntervalSample, progress: Progress) -> None:
        phase = progress.phase
        self.written[phase] = self.written.get(phase, 0.0) + sample.total.write_bps * sample.dt_s
        celsius = progress.temp_c
        temp = f"  {celsius:.0f} C" if celsius is not None else ""
        print(f"[{phase or 'pass'}] {sample.t_s:6.1f} s  {self.written[phase] / 2**30:8.2f} GiB  "
              f"{sample.total.write_bps / 1e6:9.1f} MB/s{temp}", file=sys.stderr, flush=True)


def cmd_cliff(args: argparse.Namespace) -> int:
    if args.json_out:
        check_output_path(args.json_out)
    size = parse_size(args.size)
    bs = parse_size(args.bs)
    interval = _interval(args.interval) if args.interval is not None else 1.0
    pauses = _pauses(args.pause)
    check_engine(args.engine)
    plan = plan_cliff(CliffRequest(args.target, size, args.destroy_data))
    target, span = plan.target, plan.size
    assert target is not None  # plan_cliff resolves it or refuses
    settings = CliffSettings(target, span, bs, args.iodepth, args.engine, interval, pauses,
                             interval_fixed=args.interval is not None)
    check_sizes([pass_spec(settings, 1)])
    fio = find_fio()
    prepared = prepare(fio, plan, run_options(args), target=args.target, kind=settings)
    sampler = getattr(prepared.driver, "sampler", None)  # the drive's temperature, when a sensor reads it
    print(f"write cliff on {args.target}: {human_bytes(span)} sequential write, bs {human_bytes(bs)}, QD{args.iodepth}, "
          f"every {effective_interval(settings):g} s" + (f"; then {', '.join(f'{p:g} s' for p in pauses)} idle and again" if pauses else "")
          + ("; temperature from " + sampler.source if sampler else "; no temperature sensor for this drive"),
          file=sys.stderr)
    session = run_session(prepared, _CliffPrinter())
    res, out = session.result, session.outcome
    assert isinstance(out, CliffOutcome)
    for line in out.lines():
        print(line)
    print(summary_line(out))
    doc = {**suite_to_dict(res), "cliff": out.to_dict()}
    return finish_run(res, doc, prepared.store, prepared.store_error, args.json_out,
                      "cancelled; fio stopped and the test file removed",
                      see=" (with the analysis: fioscope report {run} --format html)")


def dispatch(args: argparse.Namespace) -> int | None:
    if args.command == "check":
        return cmd_check(args)
    if args.command == "cliff":
        return cmd_cliff(args)
    return None
