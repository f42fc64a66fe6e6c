"""Remote runs against real fio servers on loopback (each in its own temp directory)."""
from __future__ import annotations

import os
import socket
import threading
import time

import psutil
import pytest

from app.core.errors import FioscopeError
from app.core.fio.jobspec import JobSpec, Target
from app.core.fio.results import percentile_from_bins
from app.core.remote.hosts import (Host, HostTimeout, HostUnreachable, HostVersionMismatch, check_host,
                                   check_hosts)
from app.core.remote.run import HostDropped, RemoteRunner, run_remote
from app.core.remote.safety import check_remote_safety, device_token
from app.core.targets.safety import SafetyRefused
from tests.helpers import free_port, kill_tree

# The hang guard (pyproject's 180 s) well above the scaling matrix on servers: 78 s at load 4.5 (2026-12-06).
pytestmark = pytest.mark.timeout(360)


def _spec(name="rr", runtime=3, numjobs=1, rw="randread", **kw) -> JobSpec:
    # A bare file name lands in each server's own working directory (its temp dir).
    return JobSpec(name=name, rw=rw, target=Target("remote.bin"), bs=4096, size=4 << 20,
                   runtime=runtime, time_based=True, ioengine="psync", direct=False, numjobs=numjobs, **kw)


# -- check_host ---------------------------------------------------------------------------

def test_check_host_ok_and_refused(fio, servers):
    (host, _, _), = servers(1)
    ok, refused = check_hosts(fio, [host, Host("127.0.0.1", free_port())], timeout=10)
    assert ok.ok and ok.reachable and ok.fio_version == fio.version
    assert ok.os == "Linux" and ok.arch and ok.hostname
    assert isinstance(refused.error, HostUnreachable) and not refused.reachable
    assert "connection refused" in str(refused.error) and "\n" not in refused.error.one_line()
    with pytest.raises(HostUnreachable):
        refused.raise_for_error()


def test_check_host_timeout_on_a_silent_listener(fio):
    """Something accepts TCP connections but never speaks fio's protocol."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen(4)
        status = check_host(fio, Host("127.0.0.1", s.getsockname()[1]), timeout=2)
    assert isinstance(status.error, HostTimeout), status.error
    assert status.seconds < 6


def test_check_host_other_version(fio, servers, tmp_path):
    """A copy of the bundled fio whose version string reads fio-3.40: real fio code and
    the same protocol number, so this checks our version rule, not a protocol mismatch
    (a fio of another protocol cannot be built or fetched here honestly)."""
    data = open(fio.path, "rb").read()
    if data.count(fio.version.encode()) != 1 or fio.version != "fio-3.41":
        pytest.skip("needs the bundled fio-3.41 with one version string")
    other = tmp_path / "fio-other"
    other.write_bytes(data.replace(b"fio-3.41", b"fio-3.40"))
    other.chmod(0o755)
    (host, _, _), = servers(1, binary=str(other))
    status = check_host(fio, host, timeout=10)
    assert isinstance(status.error, HostVersionMismatch)
    assert status.fio_version == "fio-3.40" and "fio-3.41" in str(status.error)
    out = RemoteRunner(fio, [host], _spec(runtime=1)).run()  # a run refuses it before starting
    assert isinstance(out.error, HostVersionMismatch) and not out.jobs


# -- runs -------------------------------------------------------------------------------------

def test_three_hosts_per_host_total_and_merged_bins(fio, servers):
    started = servers(3)
    hosts = [h for h, _, _ in started]
    samples, events = [], []
    out = run_remote(fio, hosts, _spec(runtime=2, numjobs=2), on_sample=samples.append,
                     on_event=events.append)
    assert out.error is None and not out.cancelled
    job, = out.jobs
    assert set(job.per_host) == {h.label for h in hosts} and not job.dropped
    for h, _, work in started:
        r = job.per_host[h.label]
        assert len(r.threads) == 2 and r.read.total_ios > 0
        assert (work / "remote.bin").exists()  # each server ran the job in its own directory
    total = job.total
    assert total.hosts == tuple(h.label for h in hosts)
    assert total.read.iops == pytest.approx(sum(r.read.iops for r in job.per_host.values()))
    assert total.read.bytes_per_s == pytest.approx(sum(r.read.bytes_per_s for r in job.per_host.values()))
    assert total.read.total_ios == sum(r.read.total_ios for r in job.per_host.values())
    # Percentiles of the total come from all six threads' bins merged, not from averages.
    merged: dict[int, int] = {}
    for entries in job.entries.values():
        for e in entries:
            for k, v in e["read"]["clat_ns"]["bins"].items():
                merged[int(k)] = merged.get(int(k), 0) + v
    assert sum(merged.values()) == total.read.latency.samples
    for pct, got in ((50.0, total.read.latency.p50_us), (99.0, total.read.latency.p99_us),
                     (99.9, total.read.latency.p999_us)):
        assert got == percentile_from_bins(merged, pct) / 1000.0
    # Per-host interval samples, for every host, in time order.
    assert {s.host.label for s in samples} == {h.label for h in hosts}
    assert all(s.iops > 0 and s.bytes_per_s > 0 and s.dt > 0 for s in samples)
    for h in hosts:  # the intervals add up to the host's final counts
        mine = [s for s in samples if s.host == h]
        assert sum(s.read_iops * s.dt for s in mine) == pytest.approx(job.per_host[h.label].read.total_ios)
        assert sum(s.read_bytes_per_s * s.dt for s in mine) == \
            pytest.approx(job.per_host[h.label].read.io_bytes)
    assert [s.t for s in samples] == sorted(s.t for s in samples)
    assert [e.kind for e in events][0] == "job-start" and events[-1].kind == "job-end"
    assert sum(e.kind == "finished" for e in events) == 3


def test_host_killed_mid_run_is_reported_and_the_rest_completes(fio, servers):
    started = servers(3)
    hosts = [h for h, _, _ in started]
    victim_host, victim, victim_dir = started[2]
    events = []

    def kill_when_running():
        # Once the victim has laid out its file and run past one status interval.
        end = time.monotonic() + 20
        target = victim_dir / "remote.bin"
        while time.monotonic() < end and not (target.exists() and target.stat().st_size == 4 << 20):
            time.sleep(0.05)
        time.sleep(1.5)
        kill_tree(victim)

    def on_event(e):
        events.append((e, time.monotonic()))
        if e.kind == "job-start":
            threading.Thread(target=kill_when_running, daemon=True).start()

    out = run_remote(fio, hosts, _spec(runtime=5), on_event=on_event)
    job, = out.jobs
    # The run ends failed, naming the host; the others' results are kept.
    assert isinstance(out.error, HostDropped) and victim_host.label in out.error.one_line()
    assert set(job.per_host) == {h.label for h in hosts[:2]}
    assert list(job.dropped) == [victim_host.label] and "disconnected" in job.dropped[victim_host.label]
    assert job.total.hosts == tuple(h.label for h in hosts[:2])
    assert job.total.read.iops == pytest.approx(sum(r.read.iops for r in job.per_host.values()))
    # The drop was seen while the others were still running, not at the end.
    kinds = [(e.kind, e.host.label if e.host else None) for e, _ in events]
    # All three servers are 127.0.0.1: fio's message names no port, so the live event
    # cannot say which one; the end of the job does.
    assert ("disconnected", None) in kinds and ("dropped", victim_host.label) in kinds
    t_lost = next(t for e, t in events if e.kind == "disconnected")
    t_end = next(t for e, t in events if e.kind == "job-end")
    assert t_end - t_lost > 1.0
    # What it measured before it went is kept as partial.
    assert job.partial[victim_host.label].read.total_ios > 0


def test_cancel_stops_client_and_remote_jobs(fio, servers):
    started = servers(2)
    hosts = [h for h, _, _ in started]
    runner = RemoteRunner(fio, hosts, [_spec(runtime=30), _spec(name="never", runtime=30)],
                          on_event=lambda e: e.kind == "job-start" and threading.Timer(
                              2.0, runner.cancel).start())
    t0 = time.monotonic()
    out = runner.run()
    assert out.cancelled and time.monotonic() - t0 < 20
    assert [j.spec.name for j in out.jobs] == ["rr"]  # the second job never started
    assert out.jobs[0].cancelled  # what fio reported up to the stop is kept, marked so
    # fio's client told each server to stop: no job process of theirs keeps running.
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        busy = [c for _, p, _ in started for c in psutil.Process(p.pid).children(recursive=True)
                if c.is_running() and c.status() != psutil.STATUS_ZOMBIE]
        if not busy:
            break
        time.sleep(0.2)
    assert not busy, f"server-side fio processes still running: {[c.pid for c in busy]}"


def test_target_directory_checked_on_each_host(fio, servers):
    (host, _, _), = servers(1)
    spec = _spec(runtime=1).with_(target=Target("/nonexistent-fioscope-dir/remote.bin"))
    out = run_remote(fio, [host], spec)
    assert out.error is not None and not out.jobs
    assert "not a directory" in str(out.error) and host.label in str(out.error)


# -- safety (no server needed: refused before any connection) ------------------------------------

def test_device_write_needs_a_token_naming_host_and_device(fio):
    hosts = [Host("node1"), Host("node2", 9000)]
    spec = JobSpec(name="wipe", rw="randwrite", target=Target("/dev/sdz", "device"), runtime=1,
                   time_based=True)
    with pytest.raises(SafetyRefused) as e:
        RemoteRunner(fio, hosts, spec)
    assert "/dev/sdz" in str(e.value) and "node1" in str(e.value) and "node1:/dev/sdz" in e.value.advice
    with pytest.raises(SafetyRefused, match="node2"):
        check_remote_safety(hosts, [spec], confirm=["node1:/dev/sdz"])
    check_remote_safety(hosts, [spec], confirm=[device_token(h, "/dev/sdz") for h in hosts])
    # Reading a device needs no token; a device named by a raw option is still found.
    check_remote_safety(hosts, [spec.with_(rw="randread")])
    sneaky = _spec(rw="write").with_(extra=(("filename", "/dev/sdy"),))
    with pytest.raises(SafetyRefused, match="/dev/sdy"):
        check_remote_safety(hosts, [sneaky])
    with pytest.raises(SafetyRefused, match="allow_mounted_write"):
        check_remote_safety(hosts, [spec.with_(rw="read", extra=(("allow_mounted_write", "1"),))])


def test_host_parse():
    assert Host.parse("node1") == Host("node1", 8765)
    assert Host.parse("node1:9000") == Host("node1", 9000) == Host.parse("node1,9000")
    assert Host.parse("[::1]:9000") == Host("::1", 9000)
    assert Host("::1", 9000).client_arg() == "--client=ip6:::1,9000"
    assert Host("node1").label == "node1" and Host("node1", 9000).label == "node1:9000"


def test_a_failing_consumer_stops_the_run(fio, servers):
    hosts = [h for h, _, _ in servers(1)]

    def boom(e):
        if e.kind == "job-start":
            raise RuntimeError("consumer bug")

    t0 = time.monotonic()
    out = run_remote(fio, hosts, [_spec(runtime=30), _spec(name="second", runtime=30)], on_event=boom)
    assert isinstance(out.error, FioscopeError) and "consumer bug" in str(out.error)
    assert len(out.jobs) == 1 and time.monotonic() - t0 < 20


def test_scaling_matrix_on_servers_fills_the_clients_rows_from_the_cli(servers, tmp_path):
    """`fioscope run --preset scaling --hosts ... --clients 1,2`: the seed's clients x processes
    tables; each total equals the sum of its hosts; no test file left on any host."""
    import json

    from tests.conftest import run_cli
    hosts = servers(2)
    shared = tmp_path / "shared"
    shared.mkdir()
    spec_hosts = ",".join(h.label for h, _, _ in hosts)
    p = run_cli("hosts", "check", *[h.label for h, _, _ in hosts])
    assert p.returncode == 0 and p.stdout.count(" ok ") == 2, p.stdout + p.stderr
    p = run_cli("run", "--preset", "scaling", "--hosts", spec_hosts, "--clients", "1,2", "--target", str(shared),
                "--processes", "1,2", "--size", "4MiB", "--runtime", "0.5")
    assert p.returncode == 0, p.stderr
    assert "Sequential read 128K: Bandwidth (MB/s)" in p.stdout
    assert "1 client" in p.stdout and "2 clients" in p.stdout
    doc = json.loads(run_cli("report", "last", "--format", "json").stdout)
    assert doc["settings"]["hosts"] == [h.label for h, _, _ in hosts] and doc["settings"]["clients"] == [1, 2]
    totals = [t for t in doc["tests"] if t["phase"] == "2 clients"]
    assert len(totals) == 8  # 4 tests x 2 process counts
    for total in totals:
        parts = [t for t in doc["tests"] if t["phase"].startswith("host ") and t["name"].startswith(total["name"] + "@")
                 and t["seq"] < total["seq"] and t["seq"] >= total["seq"] - 2]
        assert len(parts) == 2
        d = "read" if total["spec"]["rw"] in ("read", "randread") else "write"
        assert total["result"]["total"][d]["iops"] == pytest.approx(sum(t["result"]["total"][d]["iops"] for t in parts))
        # stored as they were drawn: each interval a curve per host, the total their sum
        assert total["samples"] and all(len(x["threads"]) == 2 for x in total["samples"])
        key = f"{d}_iops"
        assert all(x["total"][key] == pytest.approx(sum(h[key] for h in x["threads"])) for x in total["samples"])
    assert os.listdir(shared) == []  # unlink=1: the servers removed their files
    p = run_cli("hosts", "check", "127.0.0.1:1")
    assert p.returncode == 1 and "down" in p.stdout


def test_a_job_cancelled_on_servers_prints_no_figures(servers, tmp_path):
    """Ctrl+C during a job on a fio server: its progress line says "cancelled", not the
    figures up to the stop (they printed as 0.0 MB/s), and the table shows "-" for it, as a
    cancelled local test does."""
    import signal
    import subprocess
    import sys

    from tests.conftest import ROOT
    (host, server, _), = servers(1)
    shared = tmp_path / "shared"
    shared.mkdir()
    cli = subprocess.Popen([sys.executable, "-m", "app", "run", "--pause", "0", "--hosts", host.label, "--target", str(shared),
                            "--size", "16MiB", "--runtime", "30", "--engine", "psync", "--no-store"],
                           cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        def reading() -> bool:  # the server forks a process for the job; it has read 16 MiB
            try:
                return any(c.io_counters().read_chars > 16 << 20
                           for c in psutil.Process(server.pid).children(recursive=True))
            except psutil.Error:
                return False
        deadline = time.monotonic() + 60
        while not reading():
            assert cli.poll() is None and time.monotonic() < deadline, "the job never read on the server"
            time.sleep(0.1)
        cli.send_signal(signal.SIGINT)
        out, err = cli.communicate(timeout=60)
    finally:
        if cli.poll() is None:
            kill_tree(cli.pid)
    assert cli.returncode != 0 and "cancelled; the servers were told to stop" in err, err
    assert "SEQ1M-Q8T1-read          cancelled" in err and "MB/s" not in err, err
    row = next(line for line in out.splitlines() if line.startswith("SEQ1M Q8T1"))
    assert row.split()[2:] == ["-"] * 6, out


def test_a_host_that_drops_out_keeps_the_later_hosts_on_their_own_curves(fio, servers, tmp_path):
    """The middle of three hosts is killed mid-job: in the stored total, its curve ends (null in
    its place) and the third host's points stay on the third curve, named by its host in the
    reports, the CSV and the history's revived samples."""
    from app.core.history.revive import samples_from_dict
    from app.core.history.store import RunStore
    from app.core.remote.suite import RemoteSuite
    from app.core.report.csv_export import series_csv
    from app.core.report.run_charts import thread_label

    started = servers(3)
    hosts = [h for h, _, _ in started]
    _, victim, victim_dir = started[1]

    def kill_when_running():
        end = time.monotonic() + 20
        target = victim_dir / "remote.bin"
        while time.monotonic() < end and not (target.exists() and target.stat().st_size == 4 << 20):
            time.sleep(0.05)
        time.sleep(2.5)  # past two status intervals: the victim has samples before its drop
        kill_tree(victim)

    def on_event(e):
        if e.kind == "job-start":
            threading.Thread(target=kill_when_running, daemon=True).start()

    store = RunStore(tmp_path / "runs.sqlite")
    suite = RemoteSuite(fio, "remote", hosts, [_spec(runtime=6)], store, on_event=on_event)
    suite.run()
    doc = store.load_run(suite.run_id)
    total = next(t for t in doc["tests"] if t["phase"] == "3 clients")
    samples = total["samples"]
    assert all(len(s["threads"]) <= 3 for s in samples)
    before = [s for s in samples if s["threads"][1] is not None]
    after = [s for s in samples if len(s["threads"]) == 3 and s["threads"][1] is None]
    assert before and after, [[r is not None for r in s["threads"]] for s in samples]
    assert all(s["threads"][2]["read_iops"] > 0 for s in after)
    assert [thread_label(total, i) for i in range(3)] == [h.label for h in hosts]
    rows = [line.split(",") for line in series_csv(doc).splitlines()[1:]]
    seq_after = {str(samples.index(s) + 1) for s in after}
    third = [r for r in rows if r[1] == total["name"] and r[3] in seq_after and r[6] == "2"]
    assert len(third) == len(after)
    assert not [r for r in rows if r[1] == total["name"] and r[3] in seq_after and r[6] == "1"]
    revived = samples_from_dict(total)
    assert all([t.index for t in revived[samples.index(s)].threads] == [0, 2] for s in after)
