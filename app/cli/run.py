"""`fioscope run`: a preset, a seed test plan or a job file on a target, here or on fio
servers, with a CrystalDiskMark-style table at the end."""
from __future__ import annotations

import argparse
import os
import sys

from app import __version__
from app.cli.common import (cancel_on_signals, check_output_path, command, fmt_duration,
                            finish_run, restore_signals, whole, wholes)
from app.core.access.root_helper import MAX_READAHEAD_KB
from app.cli.remote import cmd_run_remote
from app.core.atomic import write_text_atomic
from app.core.cache.tracker import cache_line
from app.core.errors import InputError
from app.core.fio.cadence import AUTO, MAX_INTERVAL, MIN_INTERVAL, interval_for
from app.core.target_kind import TargetKind
from app.core.fio.jobspec import JobSpec, Target, suite_jobfile, to_argv, to_jobfile
from app.core.fio.locate import FioBinary, find_fio
from app.core.fio.results import mixed_note
from app.core.fio.status import IntervalSample
from app.core.suites.published_text import published_lines
from app.core.remote.hosts import parse_hosts
from app.core.plan import JobFileRequest, PresetRequest, RemoteRequest, RunPlan, plan_jobfile, plan_preset
from app.core.report.json_export import suite_to_dict
from app.core.report.text import jobs_table, plan_text, results_table
from app.core.report.trust_report import trust_text
from app.core.suites.plans import suite_names
from app.core.suites.presets import (CDM_INTERVAL_S, DATA, MAX_LOOPS, MAX_PAUSE_S, MODES, ORDERS, SETTINGS, STATISTIC,
                                    PresetChoices, pause_of, preset_names)
from app.core.suites.published import check_published
from app.core.history.records import Progress
from app.core.session import RunObserver, RunOptions, Session, prepare
from app.core.targets import testfile
from app.core.fio.job_places import where_files_go
from app.core.text_safe import printable, printable_lines
from app.core.units import human_bytes, parse_duration, parse_int_list, parse_size


MAX_JOBS = 1024  # the client plan's own limit (suites.plans)
MAX_CLIENTS = 1024  # a client count is also at most the hosts given (RemoteSuite)


def add_run_command(sub) -> None:
    r = command(sub, "run", ("fioscope run --target /mnt/ssd --preset quick",
                             "fioscope run --target /mnt/ssd --preset real-world --mode all --mix 70 --loops 5",
                             "fioscope run --job-file mixed.fio --target /mnt/ssd --json mixed.json"),
                help="run a preset on a target and print a CrystalDiskMark-style table")
    r.add_argument("--target", help="a directory (test file) or a device path")
    r.add_argument("--job-file", default=None, metavar="FILE",
                   help="run a .fio job file as it is (include, ${VAR}, $ncpus... resolved by fio)")
    r.add_argument("--hosts", default=None, metavar="H1[:PORT],H2...",
                   help="run on these fio servers (fio --server) at once; --target is a path on each")
    r.add_argument("--clients", type=wholes(1, MAX_CLIENTS, "client counts"), default=None, metavar="1,2,4",
                   help="with --hosts: repeat the run on the first N hosts for each N (the scaling matrix's rows)")
    r.add_argument("--save-job", default=None, metavar="FILE",
                   help="write the run as a .fio job file that bare fio runs, and stop")
    r.add_argument("--preset", default="quick",
                   help="one of: " + ", ".join(preset_names() + suite_names()))
    r.add_argument("--mode", choices=tuple(MODES), default="readwrite",
                   help="a preset's tests: readwrite (each read, then written; the default), read, write, mix "
                        "(reads and writes at once, --mix of them reads) or all (read, write and mix)")
    r.add_argument("--mix", type=whole(0, 100), default=70, metavar="PERCENT",
                   help="percent reads in a mixed test (default 70: 70/30 read/write, as CrystalDiskMark)")
    r.add_argument("--data", choices=tuple(DATA), default="random",
                   help="test data written: random (fio's default, the default) or zero (all 0x00, fio's "
                        "zero_buffers; a compressing drive writes it faster)")
    r.add_argument("--loops", type=whole(1, MAX_LOOPS), default=1,
                   help=f"a preset's measured loops per test, 1..{MAX_LOOPS} (default 1); from 2 on after a "
                        f"discarded warm-up, each figure the {STATISTIC} of the loops")
    r.add_argument("--cdm-settings", choices=tuple(SETTINGS), default="default",
                   help="CrystalDiskMark's Settings menu: default, or nvme (its 'NVMe SSD': the quick preset is "
                        "then the nvme one, and Peak's random test RND4K Q32T16 instead of Q32T1)")
    r.add_argument("--pause", type=whole(0, int(MAX_PAUSE_S)), default=None, metavar="SECONDS",
                   help=f"idle seconds before each test of a preset but the first, 0..{MAX_PAUSE_S:g} "
                        f"(CrystalDiskMark's Interval; default {CDM_INTERVAL_S:g}, as there; 0 for speed)")
    r.add_argument("--order", choices=tuple(ORDERS), default="test",
                   help="test (each test read, then written, the default) or cdm (CrystalDiskMark's: all reads, "
                        "then all writes, then the mixes)")
    r.add_argument("--as-published", action="store_true",
                   help="client, scaling, vendor-peak: the seed document's own parameters exactly (10 GiB per "
                        "file, its jobs, run times and engines; see docs/seed-deviations.md); options that "
                        "would change them are refused")
    r.add_argument("--size", default=None,
                   help="test file size (default 1GiB; per job file for client and scaling)")
    r.add_argument("--runtime", default=None,
                   help="seconds per test (default 5; the seed's 60 or 120 for its suites)")
    r.add_argument("--jobs", type=whole(1, MAX_JOBS), default=None, help="client plan: jobs (default cores - 2)")
    r.add_argument("--processes", default=None, help="scaling matrix: process counts (default 1,4,16,64)")
    r.add_argument("--ramp", default="0", help="ramp time per test, not measured (default 0)")
    r.add_argument("--interval", default="auto",
                   help="status interval 0.5..5 s; auto (the default): 1 s, longer for tests with so many "
                        "threads that fio's reports every second would slow them")
    r.add_argument("--engine", default=None, help="I/O engine (default libaio; windowsaio on Windows)")
    r.add_argument("--buffered", action="store_true", help="use the page cache (direct=0)")
    r.add_argument("--threads", action="store_true",
                   help="run each test's fio jobs as threads of one process (fio's thread option) instead of "
                        "processes, the default")
    r.add_argument("--drop-caches", action="store_true",
                   help="before each test: drop the page cache (a raw device: its buffer cache); needs root, "
                        "asked for through pkexec or sudo")
    r.add_argument("--readahead", type=whole(0, MAX_READAHEAD_KB), default=None, metavar="KB",
                   help="the target device's readahead during the run; the old value comes back afterwards")
    r.add_argument("--json", dest="json_out", default=None, help="write the full results here")
    r.add_argument("--dry-run", action="store_true", help="print fio command lines and job files only")
    r.add_argument("--stall-timeout", default="60", help="warn when fio prints nothing this long")
    r.add_argument("--no-store", action="store_true", help="do not keep this run in the history")
    r.add_argument("--no-check", action="store_true",
                   help="skip the drive checklist's warnings before the run (0.5 s: is the disk busy, "
                        "is its link degraded; see fioscope check)")
    r.add_argument("--overwrite", action="append", default=[], metavar="PATH[,PATH...]",
                   help="with --job-file: existing files the job may overwrite in place (each named; "
                        "HOST:PATH on fio servers); without it such a job is refused")
    r.add_argument("--allow-job-commands", action="store_true",
                   help="let a job file use options that run commands, load code or write other files "
                        "(exec_prerun, ioengine=external:..., write_*_log...); only for files you trust")
    r.add_argument("--destroy-data", default=None, metavar="TOKEN",
                   help="confirm a destructive raw-device run: the device path (and :SERIAL if it has one)")


def _processes(text: str | None) -> tuple[int, ...]:
    if text is None:
        return (1, 4, 16, 64)
    return parse_int_list(text, "process counts", "1,4,16,64")


def _interval(text: str) -> float | None:
    if text.strip().lower() == "auto":
        return AUTO
    interval = parse_duration(text)
    if not MIN_INTERVAL <= interval <= MAX_INTERVAL:
        raise InputError(f"interval {text} must be between {MIN_INTERVAL:g} and {MAX_INTERVAL:g} seconds")
    return interval


# Options that change a seed plan's jobs or the state they run in: refused with --as-published.
UNFAITHFUL = (("--job-file", "job_file", None), ("--clients", "clients", None),
              ("--size", "size", None), ("--runtime", "runtime", None), ("--jobs", "jobs", None),
              ("--processes", "processes", None), ("--engine", "engine", None), ("--buffered", "buffered", False),
              ("--threads", "threads", False), ("--drop-caches", "drop_caches", False),
              ("--readahead", "readahead", None), ("--mode", "mode", "readwrite"), ("--mix", "mix", 70),
              ("--data", "data", "random"), ("--loops", "loops", 1), ("--cdm-settings", "cdm_settings", "default"),
              ("--pause", "pause", None), ("--order", "order", "test"))


def _check_as_published(args: argparse.Namespace) -> None:
    """--as-published runs the seed's parameters or nothing: an option that would change the
    jobs (or the cache and readahead they run with) is refused, never silently dropped."""
    given = [flag for flag, attr, default in UNFAITHFUL if getattr(args, attr) != default]
    if str(args.ramp).strip() not in ("0", "0s"):
        given.append("--ramp")
    if given:
        raise InputError(f"--as-published runs the seed's own parameters: {', '.join(given)} would change "
                         "them", f"leave {'them' if len(given) > 1 else 'it'} out, or leave out --as-published")


def _choices(args: argparse.Namespace) -> PresetChoices:
    """--mode, --mix, --data, --loops, --cdm-settings, --pause and --order, as the core names
    them (presets.PresetChoices)."""
    return PresetChoices(mode=args.mode, mix_read=args.mix, data=args.data, loops=args.loops,
                         settings=args.cdm_settings, pause_s=_pause(args), order=args.order)


def _pause(args: argparse.Namespace) -> float:
    """--pause as given; unset, CrystalDiskMark's 5 s for its profiles (the presets) and none
    for the rest (a seed plan or a job file has no interval), nor on fio servers: a server
    starts a job at once whatever its startdelay (tests/core/remote/test_remote_groups.py)."""
    if args.pause is not None:
        return float(args.pause)
    return CDM_INTERVAL_S if not args.job_file and not args.hosts and args.preset in preset_names() else 0.0


def _loops(args: argparse.Namespace) -> int | None:
    """The loops a preset run stores in its settings (a job file or a seed plan has none)."""
    return args.loops if not args.job_file and args.preset in preset_names() else None


def _request(args: argparse.Namespace) -> PresetRequest:
    fields = dict(preset=args.preset, target=args.target,
                  size=parse_size(args.size) if args.size else None,
                  runtime=parse_duration(args.runtime) if args.runtime else None,
                  engine=args.engine, direct=not args.buffered, jobs=args.jobs,
                  processes=_processes(args.processes), threads=args.threads, choices=_choices(args))
    if args.hosts:
        if args.loops > 1:  # fio servers run each job once: a warm-up would be a row of its own there
            raise InputError("--loops runs on this machine only, not on fio servers",
                             "leave out --loops, or --hosts")
        if args.pause:  # a fio server starts a job at once, whatever its startdelay
            raise InputError("--pause runs on this machine only, not on fio servers",
                             "leave out --pause, or --hosts")
        return RemoteRequest(**fields, as_published=args.as_published, hosts=len(parse_hosts(args.hosts)))
    ramp = 0.0 if str(args.ramp).strip() in ("0", "0s") else parse_duration(args.ramp)
    return PresetRequest(**fields, ramp=ramp, confirm=args.destroy_data, as_published=args.as_published)


def _plan(args: argparse.Namespace) -> tuple[FioBinary, RunPlan, float | None, float]:
    """Validate everything before anything is written: (fio, plan, interval, stall timeout)."""
    if args.json_out:
        check_output_path(args.json_out)
    if args.as_published:
        check_published(args.preset)
        _check_as_published(args)
    if args.job_file:
        if args.threads:
            raise InputError("--threads does not apply to a job file", "set thread in the job file itself")
        if _choices(args) != PresetChoices():
            raise InputError("--mode, --mix, --data, --loops, --cdm-settings, --pause and --order do not apply to "
                             "a job file",
                             "set rw, rwmixread, zero_buffers and loops in the job file itself")
        interval = _interval(args.interval)
        fio = find_fio()
        plan = plan_jobfile(JobFileRequest(args.job_file, args.target, remote=bool(args.hosts),
                                           allow_commands=args.allow_job_commands, confirm=args.destroy_data,
                                           overwrite=tuple(p for v in args.overwrite for p in v.split(",") if p)),
                            fio.path)
        return fio, plan, interval, parse_duration(args.stall_timeout)
    if not args.target and not args.hosts:
        raise InputError("give --target DIR|DEVICE (or --job-file FILE)")
    request = _request(args)
    interval = _interval(args.interval)
    plan = plan_preset(request)
    return find_fio(), plan, interval, parse_duration(args.stall_timeout)


def _progress_line(i: int, sample: IntervalSample, p: Progress) -> str:
    t = sample.total
    count = p.count if p.count is not None else "?"
    phase = f" {printable(p.phase)}" if p.phase else ""  # a job file's names: shown, never acted on
    parts = [f"[{i + 1}/{count}]{phase} {printable(p.name):<22} {sample.t_s:5.1f}s"]
    if t.read_iops or not t.write_iops:  # unified_rw_reporting=mixed: fio's one direction, all I/O
        parts.append(f"{'mixed' if sample.mixed else 'read'} {t.read_iops:10.0f} IOPS {t.read_bps / 1e6:9.2f} MB/s")
    if t.write_iops:
        parts.append(f"write {t.write_iops:10.0f} IOPS {t.write_bps / 1e6:9.2f} MB/s")
    if sample.ramp:
        parts.append("(ramp)")
    parts.append(f"ETA {fmt_duration(p.eta_s)}")
    line = "  ".join(parts)
    if p.cache is not None:
        line += "\n      " + cache_line(p.cache, p.device, p.read_ahead_kb)
    return line


class _Printer(RunObserver):
    """A run's progress on stderr, one line per status interval."""

    def test_started(self, index: int, spec: JobSpec, phase: str) -> None:
        if pause := pause_of(spec):  # fio idles first (startdelay) and prints no figures meanwhile
            print(f"waiting {pause:g} s before the next test, {printable(spec.name)} (CrystalDiskMark's interval, "
                  "--pause; Ctrl+C stops)", file=sys.stderr, flush=True)

    def sample(self, index: int, sample: IntervalSample, progress: Progress) -> None:
        print(_progress_line(index, sample, progress), file=sys.stderr, flush=True)

    def stalled(self, seconds: float) -> None:
        print(f"warning: fio has printed nothing for {seconds:.0f} s (laying out the test file, or hung); "
              "Ctrl+C stops it", file=sys.stderr)

    def drive_warnings(self, lines: list[str]) -> None:
        for line in lines:
            print(f"warning: {line}", file=sys.stderr)

    def readahead(self, device: str, old_kb: int | None, new_kb: int) -> None:
        print(f"readahead of {device}: {old_kb} -> {new_kb} KiB for this run", file=sys.stderr)


def cmd_run(args: argparse.Namespace) -> int:
    if args.save_job:
        check_output_path(args.save_job)
    fio, plan, interval, stall = _plan(args)
    specs = plan.specs
    if plan.published:
        for line in published_lines(plan, args.target):
            print(line, file=sys.stderr)
    if args.hosts and not args.save_job:  # a dry run too: it prints what the servers would get
        return cmd_run_remote(args, plan, interval, plan.published.client_rows if plan.published else ())
    if args.save_job:
        # A saved job file is run later by bare fio: its test file sits in the target
        # directory itself, not in a run directory that only a Fioscope run makes.
        saved = [s.with_(target=Target(os.path.join(os.path.dirname(os.path.dirname(s.target.path)),
                                                    os.path.basename(s.target.path)), TargetKind.FILE))
                 if s.target.kind == TargetKind.FILE and testfile.is_private_dir(os.path.dirname(s.target.path)) else s
                 for s in specs]
        write_text_atomic(args.save_job, suite_jobfile(saved, f"Fioscope {__version__}: {args.preset}"))
        print(f"job file written to {args.save_job}: run it with  fio {args.save_job}", file=sys.stderr)
        return 0
    if args.dry_run:
        for w in plan.warnings:
            print(f"warning: {printable(w)}", file=sys.stderr)
        for spec in specs:
            print(printable_lines("# " + " ".join(to_argv(spec, fio.path, interval_for(interval, [spec])))))
            print(printable_lines(to_jobfile(spec)))
            for line in where_files_go(spec):
                print(printable_lines(f"# file: {line}"))
        return 0
    name = os.path.basename(args.job_file) if args.job_file else args.preset
    where = args.job_file or args.target
    print(f"fioscope {__version__} · {fio.describe()} · {'job file' if args.job_file else 'preset'} "
          f"{printable(name)} on {printable(where)}", file=sys.stderr)
    timed = sum(s.runtime or 0 for s in specs if s.time_based)
    tests = len(specs)
    if plan.group_s:  # a job file: a test per fio reporting group, timed as fio's options say
        tests, timed = len(plan.group_s), sum(s or 0 for s in plan.group_s)
    disk = max((s.disk_bytes for s in specs), default=0)
    pauses = sum(pause_of(s) for s in specs)  # CrystalDiskMark's interval (--pause): fio's startdelay
    if not plan.published:  # a plan as published said it above, in its own words
        print(f"{tests} tests, about {fmt_duration(timed)} of timed runs" +
              (f" and {fmt_duration(pauses)} of pauses between them" if pauses else "") +
              (f", test files {human_bytes(disk)} (laid out first)" if disk else ""), file=sys.stderr)
    prepared = prepare(fio, plan, RunOptions(interval=interval, readahead_kb=args.readahead, loops=_loops(args),
                                             drop_caches=args.drop_caches, check_drive=not args.no_check,
                                             store=not args.no_store, stall_timeout=stall),
                       target=where)
    session = Session(prepared, _Printer())  # its notices are complete once the history took the run
    for notice in prepared.notices:
        print(f"{notice.level}: {printable(notice.text)}", file=sys.stderr)
    previous = cancel_on_signals(session.cancel, session.kill)
    try:
        res = session.run()
    finally:
        restore_signals(previous)
    store, store_error = prepared.store, prepared.store_error
    doc = suite_to_dict(res)
    print(printable_lines(plan_text(doc) or jobs_table(doc) or results_table(doc)))
    if trust := trust_text(doc):  # what limited each result: the disk, RAM, the CPU, ...
        print(printable_lines(trust))
    if (_loops(args) or 1) > 1:
        print(f"each figure: the {STATISTIC} of {args.loops} loops after a discarded warm-up")
    for t in res.tests:
        if t.cache and (not t.spec.direct or t.cache.measures_ram):
            print(f"cache, {printable(t.spec.name)}: {t.cache.message}")
        if t.result and (note := mixed_note(t.result)):  # what the table's read row holds
            print(f"mixed, {printable(note)}")
    if logs := res.settings.get("fio_logs"):  # write_bw_log=NAME and the like: kept with the run
        print("\n  ".join([f"fio's logs: {printable(logs)}",
                           *(printable(n) for n in res.settings.get("fio_log_files", ()))]))
    return finish_run(res, doc, store, store_error, args.json_out, "cancelled; fio stopped and the test file removed")




def dispatch(args: argparse.Namespace) -> int | None:
    return cmd_run(args) if args.command == "run" else None
