"""`fioscope run --preset P --as-published`: the seed documents' own jobs, exactly.

The expected values are copied from the seed documents (not available in CI), each with
the line it comes from: seed 000/001 (WEKA "Testing performance"), seed 002 (CubeFS "IO
Performance Evaluation"), seed 003 (Testverse's fio peak jobs). fio reads the seeds'
`10GB` and `10G` as 10 GiB (its default kb_base=1024)."""
from __future__ import annotations

import contextlib
import json
import os
import subprocess

import pytest

from app.core.fio.jobspec import Target
from app.core.fio.locate import find_fio
from app.core.plan import plan_steady, steady_published
from app.core.suites.published import published_plan, seed_clients
from app.core.suites.run import SuiteRunner
from app.core.suites.steady import cells
from tests.conftest import have_root_tools, run_cli

GIB10 = str(10 << 30)

# Seed 000 lines 60-63 (seed 001 lines 56-59), the layout:
#   fio --name=$BENCHMARK_ID --clocksource=gettimeofday --group_reporting \
#        --directory=$WORKING_DIR --ioengine=posixaio --direct=1 \
#        --filename_format='$jobnum/FIOfile' --size=10GB --rw=rw --rwmixread=0 \
#        --blocksize=1m --numjobs=$JOBS --create_only=1
CLIENT_LAYOUT = {"clocksource": "gettimeofday", "ioengine": "posixaio", "direct": "1", "size": GIB10,
                 "rw": "rw", "rwmixread": "0", "bs": "1m", "create_only": "1"}
# Seed 000 lines 93-97, 151-155, 208-212, 279-283, 337-341, 396-400 (seed 001 lines 85-89 ...):
#   --clocksource=gettimeofday --ioengine=posixaio --direct=1 --size=10GB --runtime=60
#   --time_based=1 --iodepth=1 --rw=randrw --rwmixread=<100|0> --blocksize=<1m|4k> --numjobs=$JOBS
CLIENT_COMMON = {"clocksource": "gettimeofday", "ioengine": "posixaio", "direct": "1", "size": GIB10,
                 "runtime": "60", "time_based": None, "iodepth": "1", "rw": "randrw"}
# name: (rwmixread, blocksize, $JOBS): "multi" is CPU(s) - 2 (seed 000 line 87:
# JOBS=$((`lscpu | grep ^"CPU(s)" ...` - 2))), the single-thread tests JOBS=1 (lines 202, 390).
CLIENT_TESTS = {"FioReads1MMultiThread": ("100", "1m", "multi"),    # seed 000 lines 85, 96
                "IOPSRead4KMultiThread": ("100", "4k", "multi"),    # lines 143, 154
                "FioReads4KSingleThread": ("100", "4k", "1"),       # lines 200-202, 211
                "FioWrite1MMultiThread": ("0", "1m", "multi"),      # lines 271, 282
                "IOPSWrite4KMultiThread": ("0", "4k", "multi"),     # lines 329, 340
                "FioWrites4KSingleThread": ("0", "4k", "1")}        # lines 388-390, 399
# Seed 002 lines 15-27 (read), 69-79 (write: no time_based, no runtime), 121-133 (randread),
# 175-187 (randwrite): -ioengine=psync -bs=128k|4k -direct=1 -fallocate=none -time_based=1
# -runtime=120 -numjobs={} -nrfiles=1 -size=10G; the columns (line 34): 1, 4, 16, 64 processes.
SCALING_COMMON = {"ioengine": "psync", "direct": "1", "fallocate": "none", "nrfiles": "1", "size": GIB10}
SCALING_TESTS = (("read", "128k", True), ("write", "128k", False), ("randread", "4k", True),
                 ("randwrite", "4k", True))
SHORT = {"128k": "128K", "4k": "4K"}  # how Fioscope names the cells: read-128K-p4
SCALING_PROCESSES = ("1", "4", "16", "64")
# Seed 003 lines 134-137 (the four jobs), 266-272 (bs 4K, ioengine=libaio, iodepth=32, 4 threads
# will be started), 287 (runt=30013msec: 30 s); "threads" is fio's thread option.
VENDOR_TESTS = {"fio-job-04-randwrite-1M": ("randwrite", "1m"), "fio-job-09-randread-1M": ("randread", "1m"),
                "fio-job-10-randread-4K": ("randread", "4k"), "fio-job-11-randwrite-4K": ("randwrite", "4k")}
VENDOR_COMMON = {"ioengine": "libaio", "iodepth": "32", "numjobs": "4", "thread": None, "runtime": "30",
                 "time_based": None, "direct": "1"}


def dry_jobs(stdout: str) -> dict[str, dict[str, str | None]]:
    """The jobs a --dry-run prints, from their fio command lines: name -> options."""
    jobs: dict[str, dict[str, str | None]] = {}
    section = None  # a remote dry run prints each job's text as sent: [name] then key=value lines
    for line in stdout.splitlines():
        if line.startswith("[") and line.endswith("]"):
            section = jobs.setdefault(line[1:-1], {})
        elif section is not None and line and not line.startswith("#"):
            key, eq, value = line.partition("=")
            section[key] = value if eq else None
        elif line.startswith("# ") and " --name=" in line:
            section = None
            opts = {}
            for word in line[2:].split()[1:]:
                key, eq, value = word[2:].partition("=")
                opts[key] = value if eq else None
            jobs[str(opts.pop("name"))] = opts
        elif line.startswith("# "):
            section = None
    return jobs


def subset(opts: dict, expected: dict) -> dict:
    return {k: opts.get(k, "(absent)") for k in expected}


@contextlib.contextmanager
def tmpfs(mnt, size: str):
    """A tmpfs of `size` at mnt (made here), unmounted afterwards; a free-space check sees its
    room, and a dry run writes nothing to it."""
    if not have_root_tools("mount", "umount"):
        pytest.skip("needs root to mount a tmpfs")
    mnt.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(mnt)], check=True)
    try:
        yield mnt
    finally:
        subprocess.run(["umount", str(mnt)], check=False)


@pytest.fixture
def big_dir(tmp_path):
    """A directory with room for the seeds' test files (a 1 TiB tmpfs)."""
    with tmpfs(tmp_path / "big", "1T") as mnt:
        yield mnt


def test_client_dry_run_is_the_seed_jobs(big_dir):
    p = run_cli("run", "--preset", "client", "--as-published", "--target", str(big_dir), "--dry-run")
    assert p.returncode == 0, p.stderr
    jobs = dry_jobs(p.stdout)
    assert list(jobs) == ["Create_Files", *CLIENT_TESTS]
    multi = str(max(1, os.cpu_count() - 2))
    assert subset(jobs["Create_Files"], CLIENT_LAYOUT) == CLIENT_LAYOUT
    assert jobs["Create_Files"]["numjobs"] == multi
    assert "runtime" not in jobs["Create_Files"]
    for name, (mix, bs, n) in CLIENT_TESTS.items():
        assert subset(jobs[name], CLIENT_COMMON) == CLIENT_COMMON, name
        assert (jobs[name]["rwmixread"], jobs[name]["bs"], jobs[name]["numjobs"]) == \
            (mix, bs, multi if n == "multi" else n), name
        # The safe equivalent of --filename_format='$jobnum/FIOfile': the run's private directory.
        assert os.path.dirname(jobs[name]["directory"]) == str(big_dir)
        assert jobs[name]["filename_format"].startswith("fioscope-test-")
    # Before it starts: its duration, its disk space, and what is kept for safety.
    need = f"{int(multi) * 10:.1f} GiB of test files"
    assert "duration: 6 timed tests of 60 s, 0:06:00" in p.stderr and need in p.stderr, p.stderr
    assert "not the seed's --filename_format='$jobnum/FIOfile'" in p.stderr
    assert os.listdir(big_dir) == []  # a dry run makes nothing


def test_client_jobs_at_the_seeds_core_count():
    # Seed 000 line 75: "Starting 18 processes" for FioReads1MMultiThread: a 20-CPU client.
    plan = published_plan("client", Target("/srv/x/fioscope-test-1.tmp"), cpus=20).plan
    specs = [spec for spec, _ in plan.items]
    assert [(s.name, s.numjobs) for s in specs if s.name.endswith("MultiThread")] == [
        ("FioReads1MMultiThread", 18), ("IOPSRead4KMultiThread", 18), ("FioWrite1MMultiThread", 18),
        ("IOPSWrite4KMultiThread", 18)]
    assert specs[0].numjobs == 18 and plan.disk_bytes == 18 * (10 << 30)


def test_scaling_dry_run_is_the_seed_matrix(big_dir):
    p = run_cli("run", "--preset", "scaling", "--as-published", "--target", str(big_dir), "--dry-run")
    assert p.returncode == 0, p.stderr
    jobs = dry_jobs(p.stdout)
    # No layout pass: the seed has none (fio lays the files out as the first read starts).
    assert list(jobs) == [f"{rw}-{SHORT[bs]}-p{n}" for rw, bs, _ in SCALING_TESTS for n in SCALING_PROCESSES]
    for (rw, bs, timed), n in ((t, n) for t in SCALING_TESTS for n in SCALING_PROCESSES):
        opts = jobs[f"{rw}-{SHORT[bs]}-p{n}"]
        assert subset(opts, SCALING_COMMON) == SCALING_COMMON
        assert (opts["rw"], opts["bs"], opts["numjobs"]) == (rw, bs, n)
        if timed:
            assert (opts["runtime"], opts["time_based"]) == ("120", None)
        else:  # seed 002 lines 69-79: the sequential write writes each file once
            assert "runtime" not in opts and "time_based" not in opts
    assert "duration: 12 timed tests of 120 s, 0:24:00, plus the sequential writes of 85 x 10 GiB" in p.stderr
    assert "640.0 GiB of test files" in p.stderr


def test_scaling_on_fio_servers_has_the_seeds_clients_rows():
    """Seed 002 lines 34-37: 1, 2, 4 and 8 clients, each running every job. On fio servers
    (--hosts) --as-published runs the rows the hosts given can run, the same jobs in each."""
    hosts = ",".join(f"127.0.0.1:{9000 + i}" for i in range(3))  # a dry run contacts no host
    p = run_cli("run", "--preset", "scaling", "--as-published", "--hosts", hosts, "--target", "/srv/shared",
                "--dry-run")
    assert p.returncode == 0, p.stderr
    jobs = dry_jobs(p.stdout)
    assert list(jobs) == [f"{rw}-{SHORT[bs]}-p{n}" for rw, bs, _ in SCALING_TESTS for n in SCALING_PROCESSES]
    for opts in jobs.values():
        assert subset(opts, SCALING_COMMON) == SCALING_COMMON and opts["directory"] == "/srv/shared"
    assert "note: clients: rows 1, 2 on the first hosts given" in p.stderr
    assert "the seed's 4, 8-client rows need 8 hosts, 3 given" in p.stderr
    assert "for each of the 2 clients rows 12 timed tests of 120 s" in p.stderr and "0:48:00 timed in all" in p.stderr
    assert "640.0 GiB of test files in /srv/shared on each host" in p.stderr
    assert seed_clients(3) == (1, 2) and seed_clients(8) == seed_clients(12) == (1, 2, 4, 8)


@pytest.mark.parametrize("args, says", [
    (("--preset", "client", "--target", "/srv"), "only scaling (seed 002's clients x processes matrix)"),
    (("--preset", "scaling", "--target", "/dev/sdb"), "runs on files in a directory"),
    (("--preset", "scaling", "--target", "/srv", "--clients", "1,2"), "--clients would change them"),
])
def test_seed_plans_on_fio_servers_refuse_what_the_seed_did_not_do(args, says):
    p = run_cli("run", "--as-published", "--hosts", "127.0.0.1:9000,127.0.0.1:9001", *args, "--dry-run")
    assert p.returncode == 2 and p.stdout == ""
    assert p.stderr.strip().splitlines() == [p.stderr.strip()] and says in p.stderr


def test_scaling_that_does_not_fit_is_refused_in_one_line(tmp_path):
    with tmpfs(tmp_path / "small", "1G") as small:
        p = run_cli("run", "--preset", "scaling", "--as-published", "--target", str(small), "--dry-run")
    assert p.returncode == 2 and p.stdout == ""
    assert len(p.stderr.strip().splitlines()) == 1, p.stderr
    assert "640.0 GiB" in p.stderr and "leave out --as-published" in p.stderr


def test_vendor_peak_on_a_device_is_the_seed_jobs(loop_device, tmp_path):
    dev = loop_device(64 << 20)
    p = run_cli("run", "--preset", "vendor-peak", "--as-published", "--target", dev, "--dry-run")
    assert p.returncode == 2 and "--destroy-data" in p.stderr  # the device is written: the same gate
    p = run_cli("run", "--preset", "vendor-peak", "--as-published", "--target", dev, "--dry-run",
                "--destroy-data", dev)
    assert p.returncode == 0, p.stderr
    jobs = dry_jobs(p.stdout)
    assert list(jobs) == list(VENDOR_TESTS)
    for name, (rw, bs) in VENDOR_TESTS.items():
        assert subset(jobs[name], VENDOR_COMMON) == VENDOR_COMMON
        assert (jobs[name]["rw"], jobs[name]["bs"], jobs[name]["filename"]) == (rw, bs, dev)
        assert "size" not in jobs[name]  # the whole device
    assert "duration: 4 timed tests of 30 s, 0:02:00" in p.stderr
    assert "no test files; the raw device" in p.stderr
    # The seed ran on the raw device: a directory is refused, not quietly given a test file.
    p = run_cli("run", "--preset", "vendor-peak", "--as-published", "--target", str(tmp_path), "--dry-run")
    assert p.returncode == 2 and len(p.stderr.strip().splitlines()) == 1 and "raw device" in p.stderr


@pytest.mark.parametrize("extra", [
    ("--size", "1GiB"), ("--runtime", "5"), ("--jobs", "4"), ("--processes", "1,4"), ("--engine", "libaio"),
    ("--buffered",), ("--threads",), ("--ramp", "2"), ("--drop-caches",), ("--readahead", "128"),
    ("--hosts", "h1,h2"), ("--size", "1GiB", "--runtime", "5", "--jobs", "4")])
def test_options_that_change_the_seed_jobs_are_refused(tmp_path, extra):
    p = run_cli("run", "--preset", "client", "--as-published", "--target", str(tmp_path), "--dry-run", *extra)
    assert p.returncode == 2 and p.stdout == ""
    assert len(p.stderr.strip().splitlines()) == 1, p.stderr
    for flag in (a for a in extra if a.startswith("--")):
        assert flag in p.stderr
    assert "--as-published" in p.stderr and os.listdir(tmp_path) == []


@pytest.mark.parametrize("preset", ["bs-sweep", "quick"])
def test_plans_without_a_seed_are_refused(tmp_path, preset):
    p = run_cli("run", "--preset", preset, "--as-published", "--target", str(tmp_path), "--dry-run")
    assert p.returncode == 2 and p.stdout == ""
    assert p.stderr.strip().splitlines() == [p.stderr.strip()] and "no seed document" in p.stderr


def test_the_seed_layout_job_runs_and_writes_the_files(tmp_path):
    """The seed's Create_Files job (create_only=1) does no I/O by design: the runner takes it
    as done, not as a refused job. Here at 8 MiB per file instead of 10 GiB, two jobs."""
    plan = published_plan("client", Target(str(tmp_path / "fioscope-test-1.tmp")), cpus=4).plan
    layout = plan.items[0]
    assert layout.phase == "layout" and ("create_only", "1") in layout.spec.extra
    small = layout._replace(spec=layout.spec.with_(size=8 << 20))
    seen = {}

    def look(i, result):  # the run removes its files when it ends: look as the job finishes
        seen.update({f: os.stat(f) for f in result.spec.files()})  # in the run's private directory

    res = SuiteRunner(find_fio(), "client", [small], 1.0, target=str(tmp_path), store=None, settings={},
                      on_test_done=look).run()
    assert res.error is None and not res.cancelled
    assert len(seen) == 2
    for st in seen.values():
        assert st.st_size == 8 << 20 and st.st_blocks * 512 >= 8 << 20  # written, not sparse


def test_vendor_peak_as_published_runs_its_seed_job_for_real_on_a_loop_device(loop_device, fio):
    """The plan's first job run for real, as the plan has it (4 threads, iodepth 32, libaio,
    30 s, the raw device); the other three differ only in pattern and block size, which the
    dry-run test checks. One job, not four: 2 minutes of full-load fio held up the suite."""
    dev = loop_device(64 << 20)
    first = published_plan("vendor-peak", Target(dev, "device")).plan.items[0]
    res = SuiteRunner(fio, "vendor-peak", [first], 1.0, target=dev, confirmed={dev},
                      settings={"as_published": True}).run()
    [t] = res.tests
    assert t.error is None and t.spec.name == next(iter(VENDOR_TESTS))
    assert (t.spec.numjobs, t.spec.iodepth, t.spec.thread, t.spec.ioengine) == (4, 32, True, "libaio")
    side = t.result.write if t.spec.writes else t.result.read
    # runt=30013msec in the seed: fio's runtime of a 30 s job, here too.
    assert 30_000 <= side.runtime_ms <= 30_500 and side.io_bytes > 0, side.runtime_ms


# Seed 004 (TKperf test report): line 42 `tkperf ... /dev/sdb ... -nj 2 -iod 16`; lines 66, 74:
# window of the last 5 rounds, at most 25; lines 82-86: IOPS after a secure erase and
# preconditioning, workloads [100, 95, 65, 50, 35, 5, 0] x block sizes 1024k ... 4k and 512
# (the loop says '512k', its table, lines 128-135, 512); line 90: 60 s cells; lines 151-152:
# throughput at ['1024k', '64k', '8k', '4k', '512'], each after a secure erase, no
# preconditioning; lines 213-217: latency after both, [100, 65, 0] x ['8k', '4k', '512'];
# lines 277-278: write saturation after a secure erase, until 4x the capacity or 24 h.
K = 1024
STEADY_IOPS = ((100, 95, 65, 50, 35, 5, 0), (1024 * K, 128 * K, 64 * K, 32 * K, 16 * K, 8 * K, 4 * K, 512))
STEADY_TP_BS = (1024 * K, 64 * K, 8 * K, 4 * K, 512)
STEADY_LAT = ((100, 65, 0), (8 * K, 4 * K, 512))


def test_steady_as_published_is_seed_004(loop_device):
    dev = loop_device(64 << 20)
    s = plan_steady(steady_published(dev, dev)).steady
    assert (s.numjobs, s.iodepth, s.cell_s, s.window, s.max_rounds, s.purge) == (2, 16, 60, 5, 25, True)
    assert (s.saturation_multiple, s.saturation_time_s) == (4.0, 24 * 3600)
    assert s.span == 64 << 20  # the whole device
    assert [u.name for u in s.units()] == ["iops", "throughput-1M", "throughput-64K", "throughput-8K",
                                           "throughput-4K", "throughput-512B", "latency", "write_saturation"]
    assert s.matrix("iops") == STEADY_IOPS and s.matrix("latency") == STEADY_LAT
    assert [u.bs for u in s.units() if u.test == "throughput"] == list(STEADY_TP_BS)
    assert [len(cells(s, u)) for u in s.units()] == [56, 2, 2, 2, 2, 2, 9, 1]
    prepared = {u.name: s.preconditions(u.name) for u in s.units()}
    assert prepared == {"iops": True, "latency": True, "write_saturation": False,
                        **{u.name: False for u in s.units() if u.test == "throughput"}}


def test_steady_as_published_prints_its_plan_and_refuses_changes(loop_device, tmp_path):
    dev = loop_device(64 << 20)
    p = run_cli("steady", "--target", dev, "--as-published", "--estimate", "--destroy-data", dev)
    assert p.returncode == 0, p.stderr
    assert "2 jobs x QD16; cells of 60 s; window 5, at most 25 rounds" in p.stderr
    assert "throughput at 1M, 64K, 8K, 4K, 512B (purged, not preconditioned)" in p.stderr
    assert "the raw device" in p.stderr and "note: purge: a discard" in p.stderr
    p = run_cli("steady", "--target", dev, "--as-published", "--estimate")
    assert p.returncode == 2 and "--destroy-data" in p.stderr  # the same gate as every device write
    for extra in (("--cell", "5"), ("--tests", "iops"), ("--reduced",), ("--profile", "enterprise"),
                  ("--max-rounds", "25"), ("--no-precondition",), ("--span", "32MiB")):
        p = run_cli("steady", "--target", dev, "--as-published", "--estimate", "--destroy-data", dev, *extra)
        assert p.returncode == 2 and len(p.stderr.strip().splitlines()) == 1, (extra, p.stderr)
        assert extra[0] in p.stderr and "--as-published" in p.stderr
    p = run_cli("steady", "--target", str(tmp_path), "--as-published", "--estimate")
    assert p.returncode == 2 and len(p.stderr.strip().splitlines()) == 1 and "raw device" in p.stderr


def test_a_request_for_servers_that_did_not_count_them_gets_the_servers_rules():
    from app.core.errors import InputError
    from app.core.plan import RemoteRequest, plan_preset
    with pytest.raises(InputError, match="only scaling"):
        plan_preset(RemoteRequest("client", "/srv", as_published=True))
    assert plan_preset(RemoteRequest("scaling", "/srv", as_published=True)).published.notes[-1].startswith(
        "clients: row 1 on the first hosts given")
