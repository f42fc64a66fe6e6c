"""`fioscope peak` and `fioscope steady`: the one-click suites, headless."""
from __future__ import annotations

import argparse
import math
import sys
from typing import cast

from app.cli.common import (RUN_ID_MAX, Printer, add_cache_options, check_output_path, command, fmt_duration, number,
                            print_stored, run_exit, run_options, run_session, whole, wholes)
from app.cli.pts import cmd_pts
from app.core.target_kind import TargetKind
from app.core.access.root_helper import MAX_READAHEAD_KB
from app.core.errors import InputError
from app.core.fio.cadence import AUTO
from app.core.fio.locate import find_fio
from app.core.history.document import RunDoc
from app.core.history.store import RunStore, StoreError
from app.core.plan import (ExperimentRequest, PeakRequest, SteadyRequest, plan_experiment, plan_peak, plan_steady,
                           steady_published)
from app.core.report.json_export import suite_to_dict, write_json, write_json_doc
from app.core.report.text import plan_text
from app.core.suites.experiments import READAHEAD_KB, ExperimentSettings
from app.core.suites.peak import peak_summary, select_tests, spread_warning
from app.core.fio.jobspec import JobSpec
from app.core.history.records import TestRecord
from app.core.session import RunOptions, prepare, prepare_resume
from app.core.suites.settings import PeakSection
from app.core.suites.published import STEADY_NOTES, STEADY_SOURCE
from app.core.suites.pts_settings import EXTRA_TESTS
from app.core.suites.steady import PROFILES, TESTS, Saturation, estimate_seconds
from app.core.suites.settings import FILE_NOTE
from app.core.suites.steady_run import RoundReport, SteadyOutcome
from app.core.suites.steady_summary import tracked_text
from app.core.units import human_bytes, parse_duration, parse_int_list, parse_size, short_bs


def add_suite_commands(sub) -> None:
    add_experiment_command(sub)
    p = command(sub, "peak", ("fioscope peak --target /mnt/ssd --loops 5 --threads",
                              "fioscope peak --target /dev/sdb --destroy-data /dev/sdb --tests RND4K-Q32T1"),
                help="fresh-out-of-box peak suite: N loops after a warm-up, median and spread")
    p.add_argument("--target", required=True, help="a directory (test file) or a device")
    p.add_argument("--size", default="1GiB")
    p.add_argument("--runtime", default="5", help="seconds per loop (default 5)")
    p.add_argument("--loops", type=whole(1, 20), default=3, help="measured loops per test, 1..20 (default 3)")
    p.add_argument("--tests", default=None, help="only these tests, e.g. RND4K-Q32T1,SEQ1M-Q8T1 "
                                                  "(default: all six; each runs a read and a write)")
    p.add_argument("--warmup", default=None, help="seconds of discarded warm-up per test "
                                                   "(default: the runtime, at most 2; 0: none)")
    p.add_argument("--engine", default=None)
    p.add_argument("--threads", action="store_true",
                   help="run each test's fio jobs as threads of one process instead of processes (the default)")
    p.add_argument("--json", dest="json_out", default=None)
    p.add_argument("--destroy-data", default=None, help="confirmation token for a raw device")

    s = command(sub, "steady", ("fioscope steady --target /mnt/ssd --reduced --cell 5 --estimate",
                                "fioscope steady --target /dev/sdb --as-published --estimate --destroy-data /dev/sdb",
                                "fioscope steady --resume 12 --destroy-data /dev/sdb"),
                help="SNIA PTS-style steady state: rounds until steady or 25")
    s.add_argument("--target", help="a raw device (SNIA) or a directory (test file, with a note)")
    s.add_argument("--as-published", action="store_true",
                   help="seed 004's own settings (TKperf: all four tests, 2 jobs x QD16, 60 s cells, a purge "
                        "before each test, throughput at 1024k, 64k, 8k, 4k, 512); a raw device only; options "
                        "that would change them are refused")
    s.add_argument("--tests", default=None, help="comma list of: " + ", ".join(TESTS) + " (default iops); or of "
                   + ", ".join(EXTRA_TESTS) + " (SNIA PTS host idle recovery, cross-stimulus recovery, demand "
                   "intensity: a run of their own)")
    s.add_argument("--cell", default=None, help="seconds per matrix cell (default 60, min 1)")
    s.add_argument("--span", default=None, help="size tested, e.g. 8GiB or 10%% of a device "
                                                "(default: whole device; 1GiB for a directory)")
    s.add_argument("--profile", default=None, choices=sorted(PROFILES),
                   help="load preset: enterprise: QD32 x 4 threads (default); client: QD16 x 2")
    s.add_argument("--threads", type=whole(1, 1024), default=None, help="fio jobs per cell (overrides the profile)")
    s.add_argument("--iodepth", type=whole(1, 65536), default=None,
                   help="queue depth per thread (overrides the profile)")
    s.add_argument("--wsat-capacity", type=number(0, 1000, above=True), default=None, metavar="N",
                   help="write saturation: stop after N x the span is written (default 4, at most 1000)")
    s.add_argument("--wsat-time", default=None, metavar="DURATION",
                   help="write saturation: or after this long writing (default 24h)")
    s.add_argument("--max-rounds", type=whole(1, 25), default=None, help="1..25 (default 25)")
    s.add_argument("--reduced", action="store_true", help="a smaller matrix for a quick look")
    s.add_argument("--mixes", default=None, help="read percentages, e.g. 100,65,0 (overrides the matrix)")
    s.add_argument("--block-sizes", default=None, help="e.g. 4k,64k (overrides the matrix)")
    s.add_argument("--purge", action="store_true", help="discard the device first (raw devices)")
    s.add_argument("--no-precondition", action="store_true")
    s.add_argument("--time-limit", default=None, help="hard limit, e.g. 2h")
    s.add_argument("--engine", default=None)
    s.add_argument("--resume", type=whole(1, RUN_ID_MAX), default=None, metavar="RUN", help="resume a partial run")
    s.add_argument("--estimate", action="store_true", help="print the estimated duration and stop")
    s.add_argument("--json", dest="json_out", default=None)
    s.add_argument("--destroy-data", default=None, help="confirmation token for a raw device")
    add_cache_options(s, store=False)  # a steady-state run is always kept: it can be resumed


def add_experiment_command(sub) -> None:
    e = command(sub, "experiment", ("fioscope experiment readahead --target /mnt/ssd --values 0,128,512",
                                    "fioscope experiment cache --target /mnt/ssd --raw /dev/sdb"),
                help="seed 003's cache experiments: readahead sweep, page cache vs "
                                          "direct vs raw")
    e.add_argument("kind", choices=("readahead", "cache"))
    e.add_argument("--target", required=True, help="a directory (test file), or a disk (readahead, read-only)")
    e.add_argument("--values", type=wholes(0, MAX_READAHEAD_KB, "readahead values (KiB)"), default=None,
                   help="readahead values in KiB (default 0,64,128,256,512,1024)")
    e.add_argument("--raw", default=None, metavar="DEVICE", help="cache: also read this raw device (read-only)")
    e.add_argument("--size", default=None, help="bytes read (default 100MiB sweep, 10MiB cache)")
    e.add_argument("--json", dest="json_out", default=None)
    e.add_argument("--no-check", action="store_true", help="skip the drive checklist's warnings before the run")


def cmd_experiment(args: argparse.Namespace) -> int:
    if args.json_out:
        check_output_path(args.json_out)
    plan = plan_experiment(ExperimentRequest(args.kind, args.target, args.raw,
                                             parse_size(args.size) if args.size else None))
    target, raw, size = plan.target, plan.raw_device, plan.size
    assert target is not None  # plan_experiment resolves it or refuses
    fio = find_fio()
    kind = ExperimentSettings(args.kind, size, values=tuple(args.values or READAHEAD_KB), raw_device=raw)
    prepared = prepare(fio, plan, RunOptions(interval=None, check_drive=not args.no_check), target=target.path,
                       kind=kind)
    res = run_session(prepared, _ExperimentPrinter()).result
    store, store_error = prepared.store, prepared.store_error
    doc, store_error = _run_doc(store, res, store_error)
    print(plan_text(doc) or "no results")
    print_stored(res, store_error)
    if args.json_out:
        write_json(res, args.json_out)
    return _exit(res, store_error)


def _run_doc(store: RunStore | None, res, store_error):
    """The finished run as a document: from the history, or from memory when the history
    failed (the run went on without it)."""
    store_error = store_error or res.store_error
    if store is not None and store_error is None and res.run_id is not None:
        try:
            return store.load_run(res.run_id, with_samples=False), None
        except StoreError as e:
            store_error = e
    return suite_to_dict(res), store_error


def cmd_peak(args: argparse.Namespace) -> int:
    size = parse_size(args.size)
    runtime = parse_duration(args.runtime)
    if args.json_out:
        check_output_path(args.json_out)
    tests = select_tests(args.tests)
    warmup = None if args.warmup is None else (0.0 if args.warmup.strip() in ("0", "0s") else
                                              parse_duration(args.warmup))
    plan = plan_peak(PeakRequest(args.target, size, runtime, args.loops, warmup, args.engine, tests,
                                 threads=args.threads, confirm=args.destroy_data))
    prepared = prepare(find_fio(), plan, RunOptions(interval=AUTO, loops=args.loops,
                                                    peak=PeakSection(tuple(t.label for t in tests), warmup)),
                       target=args.target)
    res = run_session(prepared, _PeakPrinter(len(plan.items))).result
    doc, store_error = _run_doc(prepared.store, res, prepared.store_error)
    print(f"{'Test':<22}{'median MB/s':>12}{'min':>9}{'max (best)':>12}{'spread':>8}"
          f"{'median IOPS':>13}{'median µs':>11}")
    for f in peak_summary(doc):
        lat = f"{f.median_lat_us:.1f}" if f.median_lat_us is not None else "-"
        print(f"{f.test:<22}{f.median_mb_s:>12.1f}{f.min_mb_s:>9.1f}{f.max_mb_s:>12.1f}"
              f"{f.spread_pct:>7.1f}%{f.median_iops:>13.0f}{lat:>11}")
    print(f"median of {args.loops} loops" + (" after a discarded warm-up" if warmup != 0 else "") +
          "; 'best' is the fastest loop, "
          f"shown for comparison only; {res.fio_version}")
    for w in filter(None, map(spread_warning, peak_summary(doc))):  # the report's first-page warning
        print(f"warning: {w}")
    print_stored(res, store_error)
    if args.json_out:
        write_json(res, args.json_out)
    return _exit(res, store_error)


class _ExperimentPrinter(Printer):
    def test_done(self, index: int, r: TestRecord) -> None:
        print(f"  {r.phase}: {r.cache.message if r.cache else ''}", file=sys.stderr, flush=True)


class _SteadyPrinter(Printer):
    def round_done(self, r: RoundReport) -> None:
        v = r.verdict
        value = tracked_text(r.test, r.tracking)
        state = "steady" if v and v.attained else (v.reason if v else "")
        if r.test == "write_saturation":
            state = f"{r.written_bytes / 2**30:,.2f} GiB written in {r.elapsed_s:,.0f} s"
        print(f"{r.test} round {r.round_no}: tracking {value}  {state}", flush=True)

    def test_started(self, index: int, spec: JobSpec, phase: str) -> None:
        print(f"  {phase}: {spec.name}", file=sys.stderr, flush=True)


class _PeakPrinter(Printer):
    def __init__(self, count: int) -> None:
        self.count = count

    def test_done(self, index, r) -> None:
        print(f"[{index + 1}/{self.count}] {r.spec.name:<22} {r.phase:<8} " + (
            f"{_side(r).mb_s:9.1f} MB/s {_side(r).iops:10.0f} IOPS" if r.result else "failed"),
            file=sys.stderr, flush=True)


def _side(r):
    return r.result.read if r.spec.rw.endswith("read") else r.result.write


def _exit(res, store_error=None) -> int:
    kept = store_error is None and not getattr(res, "discarded", False)
    return run_exit(res, store_error, "cancelled; fio stopped, completed work is stored" if kept
                    else "cancelled; fio stopped")


def _span(text: str | None) -> dict:
    """--span 8GiB or 10% (of the device), as the request's span or span_pct."""
    if text is None:
        return {}
    if text.strip().endswith("%"):
        try:
            return {"span_pct": float(text.strip()[:-1])}
        except ValueError:
            raise InputError(f"cannot read span {text!r}", "use e.g. 10% or 8GiB") from None
    return {"span": parse_size(text)}


def _ints(text: str | None) -> tuple[int, ...] | None:
    if text is None:
        return None
    values = parse_int_list(text, "read percentages", "100,65,0")
    if not values or any(not 0 <= v <= 100 for v in values):
        raise InputError(f"read percentages {text!r} must be 0..100")
    return values


def _sizes(text: str | None) -> tuple[int, ...] | None:
    return None if text is None else tuple(parse_size(x) for x in text.split(",") if x.strip())


# Options that change seed 004's settings: refused with --as-published (--purge is part of it).
STEADY_UNFAITHFUL = ("tests", "cell", "span", "profile", "threads", "iodepth", "wsat_capacity", "wsat_time",
                     "max_rounds", "mixes", "block_sizes", "time_limit", "engine", "resume")


def _check_steady_published(args: argparse.Namespace) -> None:
    given = [f"--{a.replace('_', '-')}" for a in STEADY_UNFAITHFUL if getattr(args, a) is not None]
    given += [flag for flag, on in (("--reduced", args.reduced), ("--no-precondition", args.no_precondition)) if on]
    if given:
        raise InputError(f"--as-published runs seed 004's own settings: {', '.join(given)} would change them",
                         f"leave {'them' if len(given) > 1 else 'it'} out, or leave out --as-published")


def _published_steady(args: argparse.Namespace):
    """Seed 004's steady state: planned, and said before it starts (duration, device, notes)."""
    if not args.target:
        raise InputError("--target is required: the raw device seed 004's plan runs on")
    plan = plan_steady(steady_published(args.target, args.destroy_data))
    settings = plan.steady
    assert settings is not None and plan.target is not None  # plan_steady sets both
    lo, hi = estimate_seconds(settings)
    print(f"as published ({STEADY_SOURCE}): tests {', '.join(settings.tests)}; {settings.numjobs} jobs x QD"
          f"{settings.iodepth}; cells of {settings.cell_s:g} s; window {settings.window}, at most "
          f"{settings.max_rounds} rounds; a purge before each test; throughput at "
          f"{', '.join(short_bs(b) for b in settings.throughput_sizes or ())} (purged, not preconditioned)",
          file=sys.stderr)
    print(f"duration: estimated {fmt_duration(lo)} to {fmt_duration(hi)}", file=sys.stderr)
    print(f"disk space: no test files; the raw device {plan.target.path} is written, all "
          f"{human_bytes(plan.size)} of it", file=sys.stderr)
    for note in STEADY_NOTES:
        print(f"note: {note}", file=sys.stderr)
    return plan


def cmd_steady(args: argparse.Namespace) -> int:
    if args.json_out:
        check_output_path(args.json_out)
    if args.as_published:
        _check_steady_published(args)
    fio = find_fio()

    if args.resume is not None:
        print(f"resuming run {args.resume}", file=sys.stderr)
        prepared = prepare_resume(fio, args.resume, run_options(args), confirm=args.destroy_data)
    elif args.as_published:
        plan = _published_steady(args)
        if args.estimate:
            return 0  # nothing was written
        assert plan.target is not None
        prepared = prepare(fio, plan, run_options(args), target=plan.target.path)
    else:
        if not args.target:
            raise InputError("--target is required (or --resume RUN)")
        tests = tuple(t.strip().replace("-", "_") for t in (args.tests or "iops").split(",") if t.strip())
        if any(t in EXTRA_TESTS for t in tests):  # SNIA PTS's HIR, XSR, DIRTH: a run of their own
            return cmd_pts(args, _pts_request(args, tests))
        cell = parse_duration(args.cell or "60")
        limit = parse_duration(args.time_limit) if args.time_limit else None
        qd, jobs = PROFILES[args.profile or "enterprise"]
        qd = qd if args.iodepth is None else args.iodepth
        jobs = jobs if args.threads is None else args.threads
        wsat = Saturation()
        if args.wsat_capacity is not None:
            wsat["saturation_multiple"] = args.wsat_capacity
        if args.wsat_time is not None:
            wsat["saturation_time_s"] = parse_duration(args.wsat_time)
        plan = plan_steady(SteadyRequest(
            args.target, **_span(args.span), tests=tests, cell_s=cell, iodepth=qd, numjobs=jobs,
            max_rounds=25 if args.max_rounds is None else args.max_rounds, purge=args.purge,
            precondition=not args.no_precondition,
            time_limit_s=limit, reduced=args.reduced, mixes=_ints(args.mixes), block_sizes=_sizes(args.block_sizes),
            saturation=wsat, engine=args.engine, confirm=args.destroy_data))
        settings, target, span = plan.steady, plan.target, plan.size
        assert settings is not None and target is not None  # plan_steady sets both
        lo, hi = estimate_seconds(settings)
        print(f"steady state on {args.target}: tests {', '.join(tests)}; span {span / 2**30:.2f} GiB; "
              f"cells of {cell:g} s; QD{qd} x {jobs} {'process' if jobs == 1 else 'processes'} (fio numjobs); "
              f"estimated {fmt_duration(lo)} to {fmt_duration(hi)}",
              file=sys.stderr)
        if target.kind == TargetKind.FILE:
            print(f"note: {FILE_NOTE}", file=sys.stderr)
        if args.estimate:
            return 0  # nothing was created: the run creates its test file
        prepared = prepare(fio, plan, run_options(args), target=target.path)
    out = run_session(prepared, _SteadyPrinter()).outcome
    assert isinstance(out, SteadyOutcome)
    store, store_error = prepared.store, prepared.store_error
    for test, tp in out.tests.items():
        v = out.verdict(test)
        print(f"\n{test}: {len(tp.rounds)} rounds; " + (
            (f"steady state reached in rounds {v.rounds[0]}-{v.rounds[-1]}, window average "
             f"{tracked_text(test, v.average)}" if v.attained else f"not steady: {v.reason}") if v else tp.stop_reason))
        for table in out.summary(test):
            print(f"  {table.title}")
            widths = [max(len(str(x)) for x in col) + 2 for col in zip(table.columns, *table.rows)]
            for row in (table.columns, *table.rows):
                print("  " + "".join(str(x).rjust(w) for x, w in zip(row, widths)))
    store_error = store_error or out.suite.store_error
    print_stored(out.suite, store_error)
    if args.json_out:
        doc: RunDoc | None = None
        if store_error is None and store is not None and out.suite.run_id is not None:
            try:
                doc = store.load_run(out.suite.run_id)  # the whole run, resumed parts too
            except StoreError as e:
                store_error = e
        # the run's document and the verdicts beside it
        write_json_doc(cast(RunDoc, {**(doc or suite_to_dict(out.suite)),
                                     "steady_state": {t: _verdict_dict(out, t) for t in out.tests}}), args.json_out)
    return _exit(out.suite, store_error)


def _pts_request(args: argparse.Namespace, tests: tuple[str, ...]) -> SteadyRequest:
    qd, jobs = PROFILES[args.profile or "enterprise"]
    return SteadyRequest(args.target, **_span(args.span), tests=tests,
                         cell_s=parse_duration(args.cell or "60"), iodepth=qd if args.iodepth is None else args.iodepth,
                         numjobs=jobs if args.threads is None else args.threads,
                         max_rounds=25 if args.max_rounds is None else args.max_rounds, purge=args.purge,
                         reduced=args.reduced, engine=args.engine, confirm=args.destroy_data,
                         time_limit_s=parse_duration(args.time_limit) if args.time_limit else None,
                         mixes=_ints(args.mixes), block_sizes=_sizes(args.block_sizes))  # DIRTH's mix and size


def _verdict_dict(out, test: str) -> dict:
    v = out.verdict(test)
    tp = out.tests[test]
    d = {"rounds": len(tp.rounds), "tracking": tp.tracking(), "stop_reason": tp.stop_reason}
    if tp.test == "write_saturation":
        d.update({"written_bytes": tp.written_bytes(), "writing_seconds": tp.writing_seconds()})
    if v:
        d.update({"attained": v.attained, "reason": v.reason, "window_rounds": list(v.rounds),
                  "missing_rounds": list(v.missing), "window_values": list(v.values),
                  "average": v.average, "excursion": v.excursion, "slope": v.slope,
                  "slope_excursion": v.slope_excursion, "fit_line": list(v.fit_line())})
        d = {k: (None if isinstance(x, float) and math.isnan(x) else x) for k, x in d.items()}
    d["summary"] = [{"title": t.title, "columns": list(t.columns), "rows": [list(r) for r in t.rows]}
                    for t in out.summary(test)]
    return d


def dispatch(args: argparse.Namespace) -> int | None:
    if args.command == "experiment":
        return cmd_experiment(args)
    if args.command == "peak":
        return cmd_peak(args)
    if args.command == "steady":
        return cmd_steady(args)
    return None
