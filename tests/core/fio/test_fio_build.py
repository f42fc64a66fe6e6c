"""The bundled fio carries exactly the changes fio_bin/build_fio.py declares, and its
SOURCE.txt (shipped beside it in every bundle) holds them as a diff against the
checksum-verified upstream source, as GPL-2.0 section 2a asks of modified files. The
changes to fio's JSON printer print the same bytes as upstream's."""
import os
import re
import subprocess
import sys
import tarfile
import threading
import time

import pytest

from fio_bin import build_fio
from tests.conftest import RECORDED, ROOT, recorded


def test_source_txt_holds_the_diff_of_the_declared_change(tmp_path):
    tarball = build_fio.cache_root() / build_fio.TARBALL
    if not tarball.exists():
        pytest.fail(f"{tarball} is missing: run ./setup.sh, which builds the bundled fio from it")
    assert build_fio.sha256_of(tarball) == build_fio.SHA256
    with tarfile.open(tarball) as tf:
        tf.extractall(tmp_path, filter="data")
    src = tmp_path / f"fio-{build_fio.FIO_VERSION}"
    diff = build_fio.patch_source(src)
    assert diff.startswith("--- a/backend.c\n+++ b/backend.c\n")
    for name, _, old, new, count in build_fio.PATCHES:
        assert f"--- a/{name}\n+++ b/{name}\n" in diff
        for sign, lines, others in (("-", old, new), ("+", new, old)):
            changed = [line for line in lines.splitlines() if line.strip() and line not in others.splitlines()]
            for line in changed:  # each line the patch takes out or puts in, once per occurrence
                # indented by tabs, and a block comment's lines by one space more (" * ...")
                assert len(re.findall(rf"^{re.escape(sign)}\t* ?{re.escape(line.strip())}$", diff, re.M)) >= count, line
    for platform in ("linux-x86_64", "windows-x86_64"):
        note = (ROOT / "fio_bin" / platform / "SOURCE.txt").read_text()
        assert f"Modified by Fioscope ({build_fio.BUILD_TAG})" in note
        assert note.endswith(diff), platform  # the diff shipped is the one the build applies


def test_a_patch_that_no_longer_matches_the_source_stops_the_build(tmp_path):
    (tmp_path / "backend.c").write_text("static void run_threads(struct sk_out *sk_out)\n{\n}\n")
    with pytest.raises(build_fio.BuildError, match="does not match"):
        build_fio.patch_source(tmp_path)


def _layout(stdout: str) -> list[str]:
    """A document's bytes with its digits and its date masked: what the printer decides."""
    text = re.sub(r'"time" : "[^"]*"', '"time" : ""', stdout)
    lines: list[str] = []
    for line in text.splitlines():
        line = re.sub(r"\d+", "9", line)  # 1.500000 -> 9.9, 12 -> 9: a number's format stays
        if not lines or lines[-1] != line:  # a histogram's bins or a percentile list: one line
            lines.append(line)
    return lines


def test_the_patched_printer_prints_upstreams_layout(fio):
    """printer.stdout was recorded from fio 3.41 with an unpatched printer (build p1); the
    same job through the bundled fio must differ only in its figures: same keys, order,
    indents, separators and number formats."""
    stdout, _, rc = recorded("printer")
    args = (RECORDED / "printer.args").read_text().split()
    now = subprocess.run([fio.path, *args], capture_output=True, text=True, timeout=60)
    assert rc == now.returncode == 0, now.stderr
    assert _layout(now.stdout) == _layout(stdout.decode())


def _cpu_ns(pid: int, tid: str) -> int:
    """A thread's time on a CPU as the kernel counts it (ns)."""
    with open(f"/proc/{pid}/task/{tid}/schedstat") as f:
        return int(f.read().split()[0])


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads the kernel's count from /proc")
def test_a_jobs_cpu_time_loses_nothing_to_status_documents(fio):
    """Upstream fio dropped a job's sub-ms CPU time at each status document (update_rusage_stat
    truncates, then counts on from the kernel's figure): with one every ms, 12 % of a busy job's
    CPU went missing. The bundled fio's figure in a document is the kernel's count of the job's
    thread at that moment: read both mid-run, with a document every millisecond."""
    from app.core.fio.status import StreamSplitter
    proc = subprocess.Popen([fio.path, "--thread", "--output-format=json", "--status-interval=1ms", "--name=busy",
                             "--ioengine=null", "--rw=randread", "--size=1g", "--runtime=20", "--time_based"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out: list[bytes] = []
    reader = threading.Thread(target=lambda: out.append(proc.stdout.read()))  # never a full pipe
    reader.start()
    try:
        # 20 s of runtime for 1.5 s of the job's CPU: with 5 s, a machine at a load of 10 on 2 cores
        # gave the job less than that before it ended ("never ran").
        deadline = time.monotonic() + 30
        job = None
        while job is None and time.monotonic() < deadline:  # the job's thread: the one that keeps a CPU busy
            busy = {}
            for tid in os.listdir(f"/proc/{proc.pid}/task"):
                try:
                    busy[tid] = _cpu_ns(proc.pid, tid)
                except OSError:
                    continue
            tid, ns = max(busy.items(), key=lambda kv: kv[1], default=(None, 0))
            job = tid if ns > 1500e6 else None
            time.sleep(0.05)
        assert job is not None, "fio's job never ran"
        at_ms, kernel_ms = time.time() * 1000, _cpu_ns(proc.pid, job) / 1e6
    finally:
        reader.join(60)
        proc.wait(60)
    assert proc.returncode == 0, proc.stderr.read()
    docs, _ = StreamSplitter().feed(out[0])
    doc = min(docs[:-1], key=lambda d: abs(d["timestamp_ms"] - at_ms))
    assert abs(doc["timestamp_ms"] - at_ms) < 20, "no document near the kernel's reading"
    j = doc["jobs"][0]
    fio_ms = (j["usr_cpu"] + j["sys_cpu"]) / 100 * j["job_runtime"]
    # Within 30 ms (the thread's start before fio counts, the document's own moment); upstream's
    # (build p2) was 216 ms short by then.
    assert abs(kernel_ms - fio_ms) < 30, (kernel_ms, fio_ms, len(docs))
