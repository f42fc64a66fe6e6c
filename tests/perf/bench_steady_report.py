#!/usr/bin/env python3
"""How long the reports of a 24-hour steady-state run take (issue 42: <= 15 s each).

    .venv/bin/python tests/perf/bench_steady_report.py [--kind saturation,iops] [--hours 24]
        [--repeat 3] [--keep DIR] [--data DIR] [--profile]

It first makes the runs, through the code a real run goes through: run_steady (SteadyPlan,
RoundRunner, each round one invocation of stonewalled cells, PartRun: the cache tracker,
thermal watch and trust verdicts, the run store's tests, samples and results) with only fio
replaced (and the two things a replay cannot give: the drive's counters for the page-cache
verdict, the machine's CPU load for the trust verdict). The stand-in reads the command line
the runner built (its --name, --rw, --bs, --rwmixread, --numjobs, --runtime, --io_size ...
per cell) and replays, as fast as the machine goes, what fio would report: each status
interval's per-thread samples (whole I/Os over the interval, as SampleTracker makes them, at
the interval the runner chose) and at the end fio's final JSON+ document of the invocation
(per thread: io_bytes, total_ios, runtime, slat/clat/lat, clat's bins, job_start), which the
real group_results and group_times read.
A synthetic drive answers: an 8 TiB drive that writes at 360k IOPS until it is nearly full,
falls off its write cliff and settles at ~45k IOPS (write saturation); IOPS rounds that
converge and meet SNIA's window rule at round 25.

  saturation: SNIA's write saturation, 4K random writes QD32 x 4 in 1-minute rounds until
              24 h of writing (1,440 rounds, 86,400 samples a second);
  iops:       SNIA's IOPS test, the full matrix (7 mixes x 8 block sizes, 60 s cells) after
              preconditioning, 25 rounds (1,400 cells, 23.3 h).

Then per run `fioscope report ID --format html|pdf|txt|csv -o FILE` in a fresh interpreter
each time (Python's start and the imports included), repeated: median and worst wall time,
the command's CPU time and the file's size. It checks that the report is a steady-state
report (its sections) whose charts hold every round. --profile renders HTML and PDF in this
process under cProfile and prints where the time goes; --keep DIR keeps the made history
(reuse it with --data DIR).
"""
from __future__ import annotations

import argparse
import math
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.perf.bench_reports import timed  # noqa: E402  (a fresh `fioscope report` timed, wall and CPU)

K = 1024
SATURATION_SPAN = 8 << 40  # an 8 TiB drive: 4x its capacity takes longer than 24 h at ~45k IOPS
IOPS_SPAN = 1 << 40
PERCENTILES = ("1.000000", "5.000000", "10.000000", "20.000000", "30.000000", "40.000000", "50.000000",
               "60.000000", "70.000000", "80.000000", "90.000000", "95.000000", "99.000000", "99.500000",
               "99.900000", "99.950000", "99.990000")


# -- the synthetic drive ------------------------------------------------------------------
class Drive:
    """IOPS a drive gives a job, from what has been written (write cliff) and the round."""

    def __init__(self, span: int, rnd: random.Random) -> None:
        self.span, self.rnd, self.written = span, rnd, 0

    def write_factor(self) -> float:
        """1 fresh, falling to 1/8 over the write cliff (0.9 to 1.3 spans written)."""
        x = min(1.0, max(0.0, (self.written / self.span - 0.9) / 0.4))
        return 1.0 - x * (1 - 1 / 8)

    def job_iops(self, rw: str, bs: int, mix: int | None, round_no: int) -> tuple[float, float]:
        """(read IOPS, write IOPS) of the whole job (all its threads)."""
        if rw in ("write", "read"):  # preconditioning or throughput: sequential, bandwidth-bound
            bw = 2.0e9 if rw == "write" else 3.2e9
            return (bw / bs, 0.0) if rw == "read" else (0.0, bw / bs)
        if rw == "randwrite":  # write saturation: the cliff, then GC's sawtooth around ~45k
            gc = 1 + 0.08 * math.sin(self.written / (self.span / 7))
            return 0.0, 360e3 * self.write_factor() * gc
        # The IOPS matrix: round 20 high (the window 16-24 fails SNIA's range), then steady by round 25.
        f = 1 + 3 * math.exp(-round_no / 8) + (0.6 if round_no == 20 else 0.0)
        r_max, w_max = min(650e3, 3.2e9 / bs), min(60e3 * f, 1.1e9 * f / bs)
        m = (mix if mix is not None else 0) / 100
        total = 1 / (m / r_max + (1 - m) / w_max) * self.rnd.uniform(0.995, 1.005)
        return total * m, total * (1 - m)


def fio_bins(mean_ns: float, n: int) -> dict[str, int]:
    """fio's clat bins (64 a power of two) for n completions around mean_ns: log-normal, with a
    tail of 1 in 10,000 at 5-20 times the median."""
    if n <= 0:
        return {}
    sigma = 0.3
    median = mean_ns / math.exp(sigma ** 2 / 2)
    out: dict[int, int] = {}

    def cdf(v: float) -> float:
        return 0.5 * (1 + math.erf((math.log(v) - math.log(median)) / (sigma * math.sqrt(2))))
    lo, hi = median * math.exp(-4 * sigma), median * math.exp(4 * sigma)
    e0, e1 = max(6, int(math.log2(lo))), int(math.log2(hi)) + 1
    body = n - n // 10000
    for e in range(e0, e1 + 1):
        width = 2 ** (e - 6)
        for j in range(64):
            a = 2 ** e + j * width
            if a + width < lo or a > hi:
                continue
            c = round(body * (cdf(a + width) - cdf(a)))
            if c:
                out[int(a + width / 2)] = c
    for i, m in enumerate((5, 8, 12, 20)):
        key = int(median * m)
        out[key] = out.get(key, 0) + (n // 10000) // 4 + (1 if i < (n // 10000) % 4 else 0)
    mode = max(out, key=out.get)
    out[mode] += n - sum(out.values())
    return {str(k): v for k, v in sorted(out.items()) if v > 0}


def _side(ios: int, bs: int, runtime_ms: int, lat_ns: float, rnd: random.Random) -> dict:
    if ios <= 0:
        zero = {"min": 0, "max": 0, "mean": 0.0, "stddev": 0.0, "N": 0}
        return {"io_bytes": 0, "io_kbytes": 0, "bw_bytes": 0, "bw": 0, "iops": 0.0, "runtime": 0, "total_ios": 0,
                "short_ios": 0, "drop_ios": 0, "slat_ns": zero, "clat_ns": dict(zero), "lat_ns": dict(zero)}
    slat = 1800.0 * rnd.uniform(0.9, 1.1)
    bins = fio_bins(lat_ns - slat, ios)
    keys = [int(k) for k in bins]
    acc, pct, want = 0, {}, [(p, float(p) / 100 * ios) for p in PERCENTILES]
    for k, c in zip(keys, bins.values()):
        acc += c
        while want and acc >= want[0][1]:
            pct[want.pop(0)[0]] = k
    clat = {"min": keys[0], "max": keys[-1], "mean": lat_ns - slat, "stddev": 0.3 * lat_ns, "N": ios,
            "percentile": pct, "bins": bins}
    return {"io_bytes": ios * bs, "io_kbytes": ios * bs // K, "bw_bytes": ios * bs * 1000 // runtime_ms,
            "bw": ios * bs // runtime_ms, "iops": ios * 1000 / runtime_ms, "runtime": runtime_ms, "total_ios": ios,
            "short_ios": 0, "drop_ios": 0,
            "slat_ns": {"min": 900, "max": 40000, "mean": slat, "stddev": 300.0, "N": ios},
            "clat_ns": clat, "lat_ns": {"min": keys[0] + 900, "max": keys[-1] + 40000, "mean": lat_ns,
                                        "stddev": 0.3 * lat_ns, "N": ios}}


# -- fio's stand-in -------------------------------------------------------------------------
def jobs_of(argv: list[str]) -> list[dict[str, str]]:
    """The jobs of a command line the runner built: each --name and the options after it."""
    jobs: list[dict[str, str]] = []
    for a in argv:
        if not a.startswith("--"):
            continue
        key, _, value = a[2:].partition("=")
        if key == "name":
            jobs.append({"name": value})
        elif jobs:
            jobs[-1][key] = value
    return jobs


def size_of(text: str) -> int:
    m = re.fullmatch(r"(\d+)([kmgt]?)", text.lower())
    return int(m.group(1)) * {"": 1, "k": K, "m": K ** 2, "g": K ** 3, "t": K ** 4}[m.group(2)]


class Replay:
    """What a run's fio invocations share: the drive, the clock (fio's job_start) and the dice."""

    def __init__(self, span: int, start: float) -> None:
        self.rnd = random.Random(42)
        self.drive = Drive(span, self.rnd)
        self.clock = start
        self.invocations = 0
        self.device = [0, 0, 0, 0]  # the drive's reads, writes, read bytes, written bytes (its diskstats)


def drive_tracker():
    """CacheTracker seeing the replayed drive's counters as its device's (the real tracker sees
    a machine's disk that fio never wrote, and would find every write still in RAM)."""
    from app.core.cache.model import DiskCounters
    from app.core.cache.tracker import CacheTracker

    class DriveTracker(CacheTracker):
        def __init__(self, target_path: str, moves_data: bool = True, **kw) -> None:
            self.replay = FakeFio.replay
            super().__init__(target_path, moves_data=False, **kw)
            self.device, self.moves_data, self.read_ahead_kb = "nvme0n1", True, 128
            self._first = self._prev = self._counters()

        def _counters(self):
            d = self.replay.device
            return DiskCounters(d[0], 0, d[2], d[1], 0, d[3], 0)
    return DriveTracker


class ReplayedLoad:
    """CpuLoad for the trust verdicts: the machine's CPUs during a replay are the replay's own
    (100 % busy), not what a real fio run leaves them: a quarter busy, as a drive-bound run."""

    def busy_pct(self) -> float:
        return 25.0


class FakeFio:
    """FioRunner's interface (run, pid, cpu_s, outcome, cancel, kill); see the module doc."""

    replay: Replay  # set by make_run

    def __init__(self, fio, spec, interval: float = 1.0, on_sample=None, argv=None, **_ignored) -> None:
        from app.core.fio.jobspec import to_argv
        from app.core.fio.runner import RunOutcome
        self.spec, self.interval, self.on_sample = spec, interval, on_sample
        self.argv = argv or to_argv(spec, fio.path, interval)
        self.outcome = RunOutcome(argv=self.argv)
        self.cpu_s = {"read": 0.0, "parse": 0.0, "consumers": 0.0}
        self.pid = None  # no process: the trust verdict's CPU shares are "not measured"

    def cancel(self) -> None:
        pass

    kill = cancel

    def run(self):
        from app.core.fio.results import group_results, job_result
        from app.core.fio.spans import group_times
        from app.core.fio.status import IntervalSample, Rates, ThreadSample
        rp = self.replay
        rp.invocations += 1
        jobs, doc_jobs, seq = jobs_of(self.argv), [], 0
        for gid, job in enumerate(jobs):
            rw, bs, threads = job["rw"], size_of(job["bs"]), int(job.get("numjobs", "1"))
            mix = int(job["rwmixread"]) if "rwmixread" in job else None
            qd = int(job.get("iodepth", "1"))
            round_no = int(job["name"].rsplit("-r", 1)[1]) if re.search(r"-r\d+$", job["name"]) else 0
            r_iops, w_iops = rp.drive.job_iops(rw, bs, mix, round_no)
            if "runtime" in job:
                limit_s = float(job["runtime"])
            else:  # size-based (preconditioning: loops x size)
                limit_s = int(job.get("loops", "1")) * size_of(job["size"]) / bs / max(r_iops + w_iops, 1)
            if "io_size" in job:  # write saturation's last round: the rest of the data
                limit_s = min(limit_s, size_of(job["io_size"]) * threads / bs / max(w_iops, 1))
            start, t, cum = rp.clock, 0.0, [[0, 0, 0.0, 0.0] for _ in range(threads)]
            while t < limit_s - 1e-9:
                dt = min(self.interval, limit_s - t)
                t += dt
                seq += 1
                f = rp.rnd.uniform(0.97, 1.03)
                ths, tr, tw, lr_sum, lw_sum = [], 0, 0, 0.0, 0.0
                for i in range(threads):
                    r = round(r_iops / threads * dt * f * rp.rnd.uniform(0.99, 1.01))
                    w = round(w_iops / threads * dt * f * rp.rnd.uniform(0.99, 1.01))
                    lat = qd * 1e9 / max((r + w) / dt, 1.0)  # Little's law: QD over the thread's IOPS
                    lr, lw = lat * 0.7, lat * 1.3 if r else lat
                    cum[i][0] += r
                    cum[i][1] += w
                    cum[i][2] += lr * r
                    cum[i][3] += lw * w
                    rates = Rates(r / dt, w / dt, r * bs / dt, w * bs / dt, lr if r else None, lw if w else None)
                    ths.append(ThreadSample(i, job["name"], rates, False, f"{job['name']}/{i}", dt))
                    tr, tw, lr_sum, lw_sum = tr + r, tw + w, lr_sum + lr * r, lw_sum + lw * w
                    rp.drive.written += w * bs
                    rp.device[0], rp.device[1] = rp.device[0] + r, rp.device[1] + w
                    rp.device[2], rp.device[3] = rp.device[2] + r * bs, rp.device[3] + w * bs
                total = Rates(tr / dt, tw / dt, tr * bs / dt, tw * bs / dt, lr_sum / tr if tr else None,
                              lw_sum / tw if tw else None)
                sample = IntervalSample(seq, round(t, 3), tuple(ths), total, False, gid, dt)
                self.outcome.samples.append(sample)
                if self.on_sample:
                    self.on_sample(sample)
            runtime_ms = max(1, round(limit_s * 1000))
            for i, (r, w, lrs, lws) in enumerate(cum):
                doc_jobs.append({
                    "jobname": job["name"], "groupid": gid, "job_start": int(start * 1000), "error": 0, "eta": 0,
                    "elapsed": math.ceil(limit_s), "job options": {k: v for k, v in job.items() if k != "name"},
                    "read": _side(r, bs, runtime_ms, lrs / r if r else 0.0, rp.rnd),
                    "write": _side(w, bs, runtime_ms, lws / w if w else 0.0, rp.rnd),
                    "trim": _side(0, bs, runtime_ms, 0.0, rp.rnd), "job_runtime": runtime_ms,
                    "usr_cpu": rp.rnd.uniform(2, 4), "sys_cpu": rp.rnd.uniform(6, 10), "ctx": 1000, "majf": 0,
                    "minf": 20})
            rp.clock += limit_s + 0.25  # fio's job loop: a cell follows the one before ~0.25 s later
        doc = {"fio version": "fio-3.41", "timestamp": int(rp.clock), "timestamp_ms": int(rp.clock * 1000),
               "time": time.ctime(rp.clock), "jobs": doc_jobs,
               "disk_util": [{"name": "nvme0n1", "read_ios": 0, "write_ios": 0, "util": 99.5}]}
        self.outcome.groups = group_results(doc)
        self.outcome.times = group_times(doc)
        self.outcome.result = job_result(self.spec.name, doc)  # FioRunner's: the whole document as one
        self.outcome.returncode = 0
        return self.outcome


# -- the runs -------------------------------------------------------------------------------
def make_run(data: Path, kind: str, hours: float) -> int:
    """A steady-state run of `kind` stored in data/runs.sqlite through run_steady; its id."""
    from app.core.fio.cadence import AUTO
    from app.core.fio.jobspec import Target
    from app.core.fio.locate import find_fio
    from app.core.history.store import RunStore
    from app.core.suites import invocation
    from app.core.suites.steady import SteadySettings
    from app.core.suites.steady_run import run_steady

    data.mkdir(parents=True, exist_ok=True)
    target = data / f"target-{kind}"
    target.mkdir(exist_ok=True)
    common = dict(target=Target(str(target / "fioscope-test.tmp")), cell_s=60.0, iodepth=32, numjobs=4)
    if kind == "saturation":
        s = SteadySettings(span=SATURATION_SPAN, tests=("write_saturation",), saturation_time_s=hours * 3600,
                           **common)
    else:
        s = SteadySettings(span=IOPS_SPAN, tests=("iops",), **common)
    FakeFio.replay = Replay(s.span, time.time() - hours * 3600)
    real = invocation.FioRunner, invocation.CacheTracker, invocation.CpuLoad
    # fio, the drive and the CPUs' load alone are replaced: the rest is what a run goes through
    invocation.FioRunner, invocation.CacheTracker, invocation.CpuLoad = FakeFio, drive_tracker(), ReplayedLoad
    try:
        store = RunStore(data / "runs.sqlite")
        out = run_steady(find_fio(), s, store, interval=AUTO)
        store.close()
    finally:
        invocation.FioRunner, invocation.CacheTracker, invocation.CpuLoad = real
    if out.suite.error:
        raise SystemExit(f"the {kind} run failed: {out.suite.error}")
    return out.suite.run_id


def check(data: Path, run_id: int, kind: str, html: str) -> str:
    """The report is a steady-state report whose charts hold every round: what was found."""
    from app.core.history.store import RunStore
    from app.core.report.render import load
    doc = load(RunStore(data / "runs.sqlite"), str(run_id), "html")
    titles = [s["title"] for s in doc.get("sections", [])]
    need = ["Steady-state verdicts", "Test setup"] + (
        ["Write saturation: per round"] if kind == "saturation" else
        ["IOPS: steady-state information", "Measurement window summary"])
    missing = [t for t in need if t not in titles]
    if missing:
        raise SystemExit(f"run {run_id}: not a steady-state report; missing {missing} in {titles}")
    rounds = len({t["phase"] for t in doc["tests"] if " round " in t["phase"]})
    charts = [c for s in doc["sections"] for c in s.get("charts", [])]
    per_round = [c for c in charts if c["x"] in ("round", "time writing (min)", "GiB written")]
    short = [(c["title"], len(ser["points"])) for c in per_round for ser in c["series"][:1]
             if len(ser["points"]) != rounds]
    if not per_round or short:
        raise SystemExit(f"run {run_id}: {rounds} rounds, but charts hold {short or 'none'}")
    for word in need:
        if word not in html:
            raise SystemExit(f"run {run_id}: the HTML report lacks {word!r}")
    return (f"{len(doc['tests'])} tests, {rounds} rounds; sections {len(titles)}; "
            f"{len(per_round)} per-round charts of {rounds} points each")


def profile(data: Path, run_id: int) -> None:
    import cProfile
    import pstats

    from app.core.history.store import RunStore
    from app.core.report.render import load, render
    for fmt in ("html", "pdf"):
        prof = cProfile.Profile()
        prof.enable()
        render(load(RunStore(data / "runs.sqlite"), str(run_id), fmt), fmt)
        prof.disable()
        print(f"\n-- {fmt} of run {run_id}: where the time goes (load and render, imports done)")
        pstats.Stats(prof).sort_stats("cumulative").print_stats(22)


def stored_runs(data: Path, kinds: list[str]) -> dict[str, int]:
    """kind -> the newest stored steady-state run of it in data's history."""
    from app.core.history.store import RunStore
    store, out = RunStore(data / "runs.sqlite"), {}
    for r in store.runs():
        if r.suite == "steady":
            tests = store.load_run(r.id, with_samples=False)["settings"]["steady"]["tests"]
            kind = "saturation" if "write_saturation" in tests else "iops"
            if kind in kinds:
                out.setdefault(kind, r.id)
    store.close()
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kind", default="saturation,iops", help="saturation, iops or both (comma-separated)")
    ap.add_argument("--hours", type=float, default=24.0, help="write saturation's hours of writing")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--formats", default="html,pdf,txt,csv")
    ap.add_argument("--keep", type=Path, help="make the history here and keep it")
    ap.add_argument("--data", type=Path, help="a history made before with --keep: time its runs")
    ap.add_argument("--profile", action="store_true")
    a = ap.parse_args()
    kinds = a.kind.split(",")
    with tempfile.TemporaryDirectory(prefix="bench-steady-") as tmp:
        data = a.data or a.keep or Path(tmp) / "data"
        env = {**os.environ, "FIOSCOPE_DATA_DIR": str(data)}
        runs = {}
        if a.data:
            runs = stored_runs(data, kinds)
        for kind in kinds:
            if kind in runs:
                continue
            c0, t0 = time.process_time(), time.monotonic()
            runs[kind] = make_run(data, kind, a.hours)
            print(f"made the {kind} run {runs[kind]} in {time.monotonic() - t0:.0f} s "
                  f"({time.process_time() - c0:.0f} s CPU; {FakeFio.replay.invocations} fio invocations)", flush=True)
        size = sum(f.stat().st_size for f in data.glob("runs.sqlite*"))
        print(f"history: {size / 2**20:,.1f} MiB")
        for kind, run_id in runs.items():
            for fmt in a.formats.split(","):
                out = Path(tmp) / f"report-{run_id}.{fmt}"
                load0 = os.getloadavg()[0]
                walls, cpus = zip(*(timed(env, "report", str(run_id), "--format", fmt, "-o", str(out))
                                    for _ in range(a.repeat)))
                print(f"{kind:<10} {fmt:<4} wall median {statistics.median(walls):5.2f} s, worst {max(walls):5.2f} s; "
                      f"CPU median {statistics.median(cpus):5.2f} s; {out.stat().st_size / 1e6:,.2f} MB "
                      f"({a.repeat} runs; load {load0:.1f} -> {os.getloadavg()[0]:.1f})", flush=True)
                if fmt == "html":
                    print(f"{'':<10} check: {check(data, run_id, kind, out.read_text())}")
                if fmt == "pdf" and a.keep:
                    (a.keep / out.name).write_bytes(out.read_bytes())
        uptime = subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
        print(f"{os.cpu_count()} CPUs; uptime: {uptime}")
        if a.profile:
            for run_id in runs.values():
                profile(data, run_id)
    return 0


if __name__ == "__main__":
    sys.exit(main())
