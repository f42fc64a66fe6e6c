"""Requests -> a RunPlan: the one place runs are planned.

A front end turns what the user asked for into a typed request (a preset or a seed test
plan, a job file, a run on fio servers, the peak suite, steady state, the write cliff, an
experiment) and gets back the jobs to run as PlanItems (or, for the suites that plan as
results come in, the resolved target and settings). Every local target goes through
targets.resolve.resolve: a directory gives a test file, a block device goes through the
safety gate (writing it needs the data-loss token naming it). Nothing here prints; input that cannot run is an InputError.
"""
from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field, replace
from typing import Callable

from app.core.cache.probe import device_for_path
from app.core.errors import InputError
from app.core.fio.job_places import check_places, job_places
from app.core.fio.job_refusals import refuse_network_engines, refuse_relative_directories
from app.core.fio.entry_options import group_seconds
from app.core.fio.jobfile import JobFile, job_groups, load_jobfile, jobfile_spec
from app.core.fio.jobspec import ENGINES_LINUX, ENGINES_WINDOWS, JobSpec, Target, default_engine
from app.core.remote.jobs import jobfile_jobs, summary
from app.core.suites.experiments import CACHE_SIZE, SWEEP_SIZE
from app.core.suites.items import PlanItem
from app.core.suites.peak import PEAK_TESTS, peak_plan
from app.core.suites.plans import SUITES, PlanOptions, build_plan, suite_names
from app.core.suites.presets import PRESETS, PresetChoices, TestDef, preset_names, preset_plan
from app.core.suites.published import (SEED_PROCESSES, STEADY, STEADY_SOURCE, Published, check_published,
                                       published_plan)
from app.core.suites.pts_settings import EXTRA_TESTS, PtsSettings, reduced
from app.core.suites.steady import Saturation, SteadySettings
from app.core.targets import discover, testfile
from app.core.targets.resolve import check_path_text, resolve
from app.core.target_kind import TargetKind, device_size, is_block_device, is_device_name, is_device_path
from app.core.targets.safety import Confirmation, check_device_run, find_disk
from app.core.units import short_bs
from app.core.words import Msg, Num, Size


@dataclass(frozen=True)
class RunPlan:
    name: str  # the preset, test plan or suite; "jobfile" for a user's job file
    items: tuple[PlanItem[JobSpec], ...] = ()  # empty when a driver plans as it goes (steady, experiments)
    target: Target | None = None  # resolved: a test file, or a device past the safety gate
    size: int = 0  # bytes per test (a device: at most its size)
    warnings: tuple[str, ...] = ()  # fio's own, about a job file
    steady: SteadySettings | None = None  # a steady-state run: its rounds follow the results
    raw_device: str | None = None  # the cache experiment's raw read
    published: Published | None = None  # a seed plan run as published: its source and notes
    # Devices the user confirmed destroying for this run (the typed token): the runner lets
    # fio write these and no others. Never a module global: the plan is the confirmation.
    confirmed: tuple[Confirmation, ...] = ()
    # A job file's reporting groups (each a test), their planned seconds (None: size-based)
    group_s: tuple[float | None, ...] = ()

    @property
    def specs(self) -> list[JobSpec]:
        return [item.spec for item in self.items]

    @property
    def server_specs(self) -> list[JobSpec]:
        """The jobs as fio servers get them: each server lays its files out per job, so the
        local layout phase is not sent."""
        return [item.spec for item in self.items if item.phase != "layout"]


@dataclass(frozen=True)
class PresetRequest:
    """A preset (quick, nvme, quick-read) or a seed test plan (client, scaling...) on a
    directory or a device of this machine."""

    preset: str
    target: str
    size: int | None = None  # None: the plan's own (1 GiB for a preset)
    runtime: float | None = None  # None: the plan's own (5 s for a preset)
    ramp: float = 0.0
    engine: str | None = None
    direct: bool = True
    jobs: int | None = None  # client plan
    processes: tuple[int, ...] = (1, 4, 16, 64)  # scaling matrix
    threads: bool = False  # fio jobs as threads of one process, not processes
    confirm: str | None = None  # the data-loss token for a device written
    as_published: bool = False  # a seed plan with the seed's own parameters (no size, runtime... given)
    choices: PresetChoices = PresetChoices()  # a preset's mode, mix, test data and loops


@dataclass(frozen=True)
class RemoteRequest(PresetRequest):
    """The same on fio servers: the target is a path as each host sees it, checked there
    (the remote safety gate), not here."""

    hosts: int = 0  # how many fio servers (a plan as published: seed 002's clients rows they can run)


@dataclass(frozen=True)
class JobFileRequest:
    path: str
    workdir: str | None = None  # the directory for the job's files (default: beside the file)
    remote: bool = False  # for fio servers: files are named plainly, devices checked on the hosts
    allow_commands: bool = False  # exec_prerun, external engines, logs elsewhere: only when trusted
    confirm: str | None = None  # tokens, comma-separated, one per device written
    # Existing files the user confirmed the job may overwrite in place (--overwrite): local
    # paths, or HOST:PATH for fio servers.
    overwrite: tuple[str, ...] = ()


@dataclass(frozen=True)
class PeakRequest:
    target: str
    size: int
    runtime: float
    loops: int = 3
    warmup: float | None = None  # None: the runtime, at most 2 s
    engine: str | None = None
    tests: tuple[TestDef, ...] = PEAK_TESTS
    threads: bool = False
    confirm: str | None = None
    direct: bool = True


@dataclass(frozen=True)
class SteadyRequest:
    target: str
    span: int | None = None  # None: the whole device, 1 GiB in a directory
    span_pct: float | None = None  # instead of span: this share of the device (a directory: of 1 GiB)
    tests: tuple[str, ...] = ("iops",)
    cell_s: float = 60.0
    iodepth: int = 32
    numjobs: int = 4
    max_rounds: int = 25
    purge: bool = False
    precondition: bool = True
    time_limit_s: float | None = None
    reduced: bool = False
    mixes: tuple[int, ...] | None = None
    block_sizes: tuple[int, ...] | None = None
    saturation: Saturation = field(default_factory=lambda: Saturation())  # unset: SteadySettings' defaults
    engine: str | None = None
    confirm: str | None = None
    throughput_sizes: tuple[int, ...] | None = None  # the throughput tests' block sizes
    throughput_precondition: bool = True
    as_published: bool = False  # seed 004's own settings (build it with steady_published)


def steady_published(target: str, confirm: str | None = None) -> SteadyRequest:
    """Seed 004's steady state as published (TKperf: all four tests, 2 jobs x QD16...)."""
    return SteadyRequest(target, confirm=confirm, as_published=True, **STEADY)


@dataclass(frozen=True)
class CliffRequest:
    target: str
    size: int  # the span each pass writes (a device: at most its size)
    confirm: str | None = None


@dataclass(frozen=True)
class ExperimentRequest:
    kind: str  # "readahead" or "cache"
    target: str
    raw: str | None = None  # the cache experiment's raw device, read only
    size: int | None = None
    raw_behind: bool = False  # the cache experiment: also read raw the disk behind the directory


def check_sizes(specs: list[JobSpec]) -> None:
    """Every test's size holds at least one of its blocks: fio refuses less, after the run
    has started and been stored."""
    for spec in specs:
        if spec.size is not None and spec.size < spec.bs:
            need = max(s.bs for s in specs)
            raise InputError(Msg("size %1 is smaller than the block size %2 of %3", Size(spec.size), short_bs(spec.bs),
                                 spec.name), Msg("use a --size of at least %1", short_bs(need)))


def check_engine(engine: str | None) -> None:
    engines = ENGINES_WINDOWS if sys.platform == "win32" else ENGINES_LINUX
    if engine and engine not in engines:
        raise InputError(Msg("unknown engine %1", repr(engine)), Msg("choose one of %1", ", ".join(engines)))


def _builder(req: PresetRequest, size: int, runtime: float) -> Callable[[Target, int], list[PlanItem[JobSpec]]]:
    """A function from (target, size) to the run's items, for a preset or a seed test plan."""
    if req.preset in SUITES and req.choices != PresetChoices():
        raise InputError(Msg("mode, mix, test data and loops apply to the presets (%1), not to the test plan %2",
                             ", ".join(preset_names()), req.preset), Msg("leave them out, or choose a preset"))
    if req.preset in SUITES:
        def build(target: Target, size: int) -> list[PlanItem[JobSpec]]:
            opts = PlanOptions(size=size, runtime=runtime, ioengine=req.engine, direct=req.direct, jobs=req.jobs,
                               processes=req.processes)
            return list(build_plan(req.preset, target, opts).items)
    else:
        def build(target: Target, size: int) -> list[PlanItem[JobSpec]]:
            return preset_plan(req.preset, target, size, runtime, direct=req.direct, ioengine=req.engine,
                               ramp_time=req.ramp, choices=req.choices)
    if not req.threads:
        return build
    # Layout jobs too: one process writing the files either way, so it costs nothing.
    return lambda target, size: [PlanItem(i.spec.with_(thread=True), i.phase) for i in build(target, size)]


def _preset_defaults(req: PresetRequest) -> tuple[int, float]:
    if req.preset not in PRESETS and req.preset not in SUITES:
        raise InputError(Msg("unknown preset %1", repr(req.preset)),
                         Msg("choose one of %1", ", ".join(preset_names() + suite_names())))
    info = SUITES.get(req.preset)
    size = req.size if req.size is not None else (info.size if info else 1 << 30)
    runtime = req.runtime if req.runtime is not None else (info.runtime if info else 5.0)
    return size, runtime


def plan_preset(req: PresetRequest) -> RunPlan:
    """A directory gets a test file (its space checked); a device goes through the safety
    gate, which a run that writes passes only with the token naming the device."""
    if req.as_published:
        return _plan_published(req)
    if isinstance(req, RemoteRequest):
        return plan_remote(req)
    size, runtime = _preset_defaults(req)
    check_engine(req.engine)
    check_path_text(req.target)
    build = _builder(req, size, runtime)
    if is_device_path(req.target):  # a directory under /dev (/dev/shm) takes a test file
        # Size and runtime apply as given; the span tested is the first `size` bytes.
        draft = [i.spec for i in build(Target(req.target, TargetKind.DEVICE), size)]
        check_sizes(draft)
        resolved = resolve(req.target, size, any(s.writes for s in draft), req.confirm)
        size = min(size, device_size(resolved.target.path))
    else:
        planned = build(Target(os.path.join(req.target, "x.tmp"), TargetKind.FILE), size)  # for the space it needs
        check_sizes([i.spec for i in planned])
        resolved = resolve(req.target, max(i.spec.disk_bytes for i in planned), False, None)
    items = build(resolved.target, size)
    check_sizes([i.spec for i in items])
    return RunPlan(req.preset, tuple(items), resolved.target, size, confirmed=resolved.confirmed)


def _plan_published(req: PresetRequest) -> RunPlan:
    """A seed plan with the seed's own jobs: anything that would change them is refused,
    never overridden; client and scaling ran on files in a directory, vendor-peak on the
    raw device (written only with the data-loss token)."""
    check_published(req.preset)
    changed = [opt for opt, given in (("--size", req.size is not None), ("--runtime", req.runtime is not None),
                                      ("--ramp", bool(req.ramp)), ("--engine", req.engine is not None),
                                      ("--buffered", not req.direct), ("--jobs", req.jobs is not None),
                                      ("--processes", req.processes != SEED_PROCESSES), ("--threads", req.threads))
               if given]
    if changed:
        raise InputError(Msg("%1 runs the seed's own parameters: %2 would change them", "--as-published",
                             ", ".join(changed)), Msg("leave them out, or leave out %1", "--as-published")
                         if len(changed) > 1 else Msg("leave it out, or leave out %1", "--as-published"))
    if isinstance(req, RemoteRequest):
        return _plan_published_remote(req)
    check_path_text(req.target)
    device = is_device_path(req.target)
    if device != (req.preset == "vendor-peak"):
        what = f"--as-published {req.preset}"
        raise InputError(Msg("%1 runs on files in a directory, as its seed did; %2 is a device", what, req.target) if device
                         else Msg("%1 runs on a raw device, as its seed did; %2 is not a device", what, req.target),
                         Msg("give %1 or leave out %2", Msg("a directory") if device else Msg("a raw device"), "--as-published"))
    if device:
        resolved = resolve(req.target, 0, True, req.confirm)
        size = device_size(resolved.target.path)
    else:
        draft = published_plan(req.preset, Target(os.path.join(req.target, "x.tmp"), TargetKind.FILE))
        size = draft.plan.disk_bytes
        try:
            resolved = resolve(req.target, size, False, None)
        except InputError as e:  # the usual advice (a smaller --size) does not apply here
            raise InputError(e.message, Msg("the plan of %1 needs %2 as published; leave out %3 to run with a smaller "
                                            "--size", draft.source, Size(size), "--as-published")) from None
    published = published_plan(req.preset, resolved.target)
    check_sizes([i.spec for i in published.plan.items])
    return RunPlan(req.preset, published.plan.items, resolved.target, size, published=published,
                   confirmed=resolved.confirmed)


def _plan_published_remote(req: RemoteRequest) -> RunPlan:
    """Seed 002's matrix on fio servers: its clients rows. The directory is each host's, whose
    space the servers' fio checks as it lays the files out."""
    if not req.target or is_device_name(req.target):
        raise InputError(Msg("%1 on fio servers runs on files in a directory, as its seed did", f"--as-published {req.preset}"),
                         Msg("give %1 as the servers see it", "--target DIR"))
    check_path_text(req.target)
    target = Target(testfile.remote_file_path(req.target), TargetKind.FILE)
    # At least one host: a request that did not count them still gets the servers' rules.
    published = published_plan(req.preset, target, hosts=max(req.hosts, 1))
    check_sizes([i.spec for i in published.plan.items])
    return RunPlan(req.preset, published.plan.items, target, published.plan.disk_bytes, published=published)


def plan_remote(req: RemoteRequest) -> RunPlan:
    """Specs for fio servers: the target is a path on each host, checked there, not here."""
    if not req.target:
        raise InputError(Msg("give %1: a directory or device path as the servers see it", "--target"))
    check_path_text(req.target)
    size, runtime = _preset_defaults(req)
    target = Target(req.target, TargetKind.DEVICE) if is_device_name(req.target) else \
        Target(testfile.remote_file_path(req.target), TargetKind.FILE)  # unguessable on the host too
    items = _builder(req, size, runtime)(target, size)
    check_sizes([i.spec for i in items])
    return RunPlan(req.preset, tuple(items), target, size)


def plan_jobfile(req: JobFileRequest, fio_path: str) -> RunPlan:
    """A user's job file: fio resolves it; every raw device it writes goes through the gate."""
    workdir = None
    if req.workdir:
        check_path_text(req.workdir)
    if req.workdir and not req.remote:
        if not os.path.isdir(req.workdir):
            raise InputError(Msg("with %1, --target is the directory for the job's files; %2 is not a directory",
                                 "--job-file", req.workdir))
        workdir = os.path.abspath(req.workdir)
    jf = load_jobfile(req.path, fio_path, allow_commands=req.allow_commands)
    if req.remote:
        return _plan_remote_jobfile(req, jf, fio_path)
    refuse_network_engines(jf)
    refuse_relative_directories(jf)
    places = job_places(jf)
    check_places(places, req.overwrite, jf)  # and that none is Fioscope's own (job_places.check_own_files)
    devices = jf.devices()
    confirmed: list[Confirmation] = []
    if devices:
        inv = discover()
        tokens = (req.confirm or "").split(",")
        for path, writes in devices:
            disk = find_disk(inv, path)
            token = next((t for t in tokens if t.split(":")[0] == disk.path), tokens[0] or None)
            if (c := check_device_run(disk, writes, token)) is not None:
                confirmed.append(c)
    spec = jobfile_spec(jf, workdir).with_(jobfile_places=tuple(p.path for p in places),
                                           jobfile_overwrite=tuple(os.path.normpath(p) for p in req.overwrite))
    group_s = group_seconds([(g, dict(job.options)) for job, (_, _, g) in zip(jf.jobs, job_groups(jf.jobs))])
    return RunPlan("jobfile", (PlanItem(spec),), warnings=tuple(jf.warnings), confirmed=tuple(dict.fromkeys(confirmed)),
                   group_s=group_s)


def _plan_remote_jobfile(req: JobFileRequest, jf: JobFile, fio_path: str) -> RunPlan:
    """A job file for fio servers: what each job opens there (paths as the servers see them)
    goes through the remote gate, against each host, before anything is sent
    (remote/safety.py, remote/preflight.py), not through this machine's disks and mounts.
    --overwrite names HOST:PATH; the runner checks each such file on its host."""
    devices, files = summary(jobfile_jobs(jf))
    target = Target(devices[0][0], TargetKind.DEVICE) if devices else Target(files[0] if files else jf.cwd)
    spec = jobfile_spec(jf).with_(target=target, jobfile_devices=devices, jobfile_files=files,
                                  jobfile_overwrite=tuple(req.overwrite))
    return RunPlan("jobfile", (PlanItem(spec),), warnings=tuple(jf.warnings))


@dataclass(frozen=True)
class CustomRequest:
    """The app's custom job, as its editor made it (on a draft target), for a directory or a
    device of this machine."""

    job: JobSpec
    target: str
    confirm: str | None = None
    threads: bool = False  # fio jobs as threads of one process


def plan_custom(req: CustomRequest) -> RunPlan:
    """The job on the resolved target: a test file in a directory (its space checked), or a
    device through the gate, the span at most the device."""
    check_path_text(req.target)
    check_engine(req.job.ioengine)
    size = req.job.size or 0
    if is_device_path(req.target):
        resolved = resolve(req.target, size, req.job.writes, req.confirm)
        size = min(size, device_size(resolved.target.path)) if size else device_size(resolved.target.path)
    else:
        resolved = resolve(req.target, req.job.with_(size=size).disk_bytes, False, None)
    spec = req.job.with_(target=resolved.target, size=size, thread=req.threads or req.job.thread)
    check_sizes([spec])
    return RunPlan("custom", (PlanItem(spec),), resolved.target, size, confirmed=resolved.confirmed)


def plan_peak(req: PeakRequest) -> RunPlan:
    resolved = resolve(req.target, req.size, True, req.confirm)
    size = req.size
    if resolved.target.kind == TargetKind.DEVICE:  # the span tested: at most the device
        size = min(size, device_size(resolved.target.path))
    items = peak_plan(resolved.target, size, req.runtime, req.loops, warmup_s=req.warmup, ioengine=req.engine,
                      direct=req.direct, tests=req.tests)
    if req.threads:
        items = [PlanItem(i.spec.with_(thread=True), i.phase) for i in items]
    check_sizes([i.spec for i in items])
    return RunPlan("peak", tuple(items), resolved.target, size, confirmed=resolved.confirmed)


def plan_steady(req: SteadyRequest) -> RunPlan:
    """Steady state on a raw device (SNIA) or a test file; its rounds are planned by the
    steady driver as results come in."""
    if not os.path.exists(req.target):
        raise InputError(Msg("target %1 does not exist", req.target))
    if not os.path.isdir(req.target) and not is_block_device(req.target):
        raise InputError(Msg("target %1 is neither a directory nor a block device", req.target))
    if req.as_published and not is_block_device(req.target):
        raise InputError(Msg("%1 runs on a raw device, as %2's did; %3 is a directory", "--as-published steady",
                             STEADY_SOURCE, req.target), Msg("give a raw device and --destroy-data, or leave out %1", "--as-published"))
    span = req.span
    if req.span_pct is not None:
        if not 0 < req.span_pct <= 100:
            raise InputError(Msg("a span of %1 % is not a share of the device", Num(req.span_pct, None)), Msg("give 0 < % <= 100"))
        whole = 1 << 30 if os.path.isdir(req.target) else device_size(req.target)
        span = max(int(whole * req.span_pct / 100) // 4096 * 4096, 4096)
    if span is None:
        span = 1 << 30 if os.path.isdir(req.target) else device_size(req.target)
    elif not os.path.isdir(req.target) and span > device_size(req.target):  # never cut it silently
        raise InputError(Msg("a span of %1 is larger than %2 (%3)", Size(span), req.target, Size(device_size(req.target))),
                         Msg("give at most the device's size (or leave --span out for the whole device)"))
    resolved = resolve(req.target, span, True, req.confirm)
    settings = steady_settings(req, resolved.target, span)
    return RunPlan("steady-state", (), resolved.target, span, steady=settings, confirmed=resolved.confirmed)


def steady_settings(req: SteadyRequest, target: Target, span: int) -> SteadySettings:
    """The steady driver's settings for req on a resolved target (plan_steady's; the app's
    estimate builds them before the target is resolved)."""
    return SteadySettings(target=target, span=span, tests=req.tests, cell_s=req.cell_s, iodepth=req.iodepth,
                          numjobs=req.numjobs, max_rounds=req.max_rounds, purge=req.purge,
                          precondition=req.precondition, time_limit_s=req.time_limit_s, reduced=req.reduced,
                          mixes=req.mixes, block_sizes=req.block_sizes, **req.saturation,
                          throughput_sizes=req.throughput_sizes, throughput_precondition=req.throughput_precondition,
                          ioengine=req.engine or default_engine())


def plan_pts(req: SteadyRequest) -> tuple[PtsSettings, tuple[Confirmation, ...]]:
    """HIR, XSR, DIRTH (req.tests, only those): steady state's target checks, span, confirmation; own settings."""
    if not req.tests or any(t not in EXTRA_TESTS for t in req.tests):
        raise InputError(Msg("%1 run as a run of their own", ", ".join(EXTRA_TESTS)),
                         Msg("give them without the other steady-state tests (run those separately)"))
    plan = plan_steady(replace(req, tests=("iops",), mixes=None, block_sizes=None, throughput_sizes=None))
    assert plan.target is not None  # plan_steady resolves the target or raises
    s = PtsSettings(plan.target, plan.size, req.tests, req.cell_s, req.iodepth, req.numjobs, req.max_rounds,
                    purge=req.purge, time_limit_s=req.time_limit_s, ioengine=req.engine or default_engine())
    s = reduced(s) if req.reduced else s
    if req.mixes is not None or req.block_sizes is not None:  # DIRTH's access: one mix, one block size
        if "dirth" not in req.tests or len(req.mixes or (0,)) != 1 or len(req.block_sizes or (0,)) != 1:
            raise InputError(Msg("%1 and %2 choose DIRTH's read share and block size: one value each", "--mixes",
                                 "--block-sizes"), Msg("e.g. %1", "--tests dirth --mixes 65 --block-sizes 8k"))
        s = replace(s, dirth=replace(s.dirth, read_pct=req.mixes[0] if req.mixes else s.dirth.read_pct,
                                     bs=req.block_sizes[0] if req.block_sizes else s.dirth.bs))
        s.__post_init__()  # the chosen size checked as any other
    return s, plan.confirmed


def plan_steady_resume(settings: SteadySettings, token: str | None) -> RunPlan:
    """A stored steady-state run continued: a raw device needs the run's confirmation again."""
    confirmed = resolve(settings.target.path, settings.span, True, token).confirmed \
        if settings.target.kind == TargetKind.DEVICE else ()
    return RunPlan("steady-state", (), settings.target, settings.span, steady=settings, confirmed=confirmed)


def plan_cliff(req: CliffRequest) -> RunPlan:
    """The write cliff writes its target: a device only with the data-loss token. Its passes
    are planned by the cliff run as each result comes in."""
    resolved = resolve(req.target, req.size, True, req.confirm)
    target = resolved.target
    size = min(req.size, device_size(target.path)) if target.kind == TargetKind.DEVICE else req.size
    return RunPlan("cliff", (), target, size, confirmed=resolved.confirmed)


def plan_experiment(req: ExperimentRequest) -> RunPlan:
    """Seed 003's experiments only read a device: no token, and the cache experiment's test
    file needs a directory."""
    size = req.size or (SWEEP_SIZE if req.kind == "readahead" else CACHE_SIZE)
    if os.path.isdir(req.target) or req.kind == "readahead":
        target = resolve(req.target, size, False, None).target  # a test file, or a device only read
    else:
        raise InputError(Msg("the cache experiment needs a directory"), Msg("give %1 for the raw run", "--raw DEVICE"))
    raw_path = req.raw
    if req.raw_behind and raw_path is None:
        name = device_for_path(req.target)
        if name is None:
            raise InputError(Msg("no block device behind %1 to read raw", req.target))
        raw_path = f"\\\\.\\{name}" if name.startswith("PhysicalDrive") else f"/dev/{name}"
    raw = resolve(raw_path, size, False, None).target.path if raw_path else None
    return RunPlan(f"{req.kind}-experiment", (), target, size, raw_device=raw)


@dataclass(frozen=True)
class LoadRequest:
    """Latency versus load (suites/latency_load.py): the same job at stepped rates."""

    target: str
    size: int
    writes: bool  # the job writes (a device then needs the data-loss token)
    confirm: str | None = None


def plan_latency_load(req: LoadRequest) -> RunPlan:
    """Latency versus load: through the one gate (a device it writes only with the token, one
    it only reads without); its steps are planned by the run as each result comes in."""
    resolved = resolve(req.target, req.size, req.writes, req.confirm)
    target = resolved.target
    size = min(req.size, device_size(target.path)) if target.kind == TargetKind.DEVICE else req.size
    return RunPlan("latency-load", (), target, size, confirmed=resolved.confirmed)
