"""Imported fio runs get the verdict fio's own JSON can decide (the null engine, a rate
reached, each job's CPU, direct or buffered I/O) and say what was not measured: one real
fio run of four stonewalled groups, imported through `fioscope import` and reported."""
from __future__ import annotations

import os
import subprocess

import pytest

from app.core.history.fio_import import read_fio_json
from app.core.history.store import RunStore
from app.core.insight.import_trust import NOT_MEASURED, imported_trust, judge_import
from app.core.insight.trust import CARE, CPU, DISK, NO, RATE, YES, TrustVerdict
from app.core.report.text import text_report
from tests.conftest import have_root_tools
from tests.helpers import cli

JOBS = """[global]
filename={f}
size=8m
bs=4k
runtime=1
time_based
[null]
ioengine=null
rw=randread
numjobs=2
group_reporting
[rated]
stonewall
new_group
ioengine=psync
direct=1
rw=randread
rate_iops=200
[direct]
stonewall
new_group
ioengine=psync
direct=1
rw=randread
[buffered]
stonewall
new_group
ioengine=psync
rw=read
# 200 us between reads: from a cached loop device the job was CPU-bound on an idle machine
# (verdict CPU, not the page cache's '!'); under load it was not, so the test passed in CI only
thinktime=200
[half-rated]
stonewall
new_group
ioengine=psync
direct=1
rw=randread
rate_iops=200
[unrated]
ioengine=psync
direct=1
rw=randread
"""


@pytest.fixture(scope="module")
def fio_json(fio, tmp_path_factory):
    """Bare fio's output of JOBS on a loop device whose backing file the page cache holds: the
    machine's shared disk, busy with other tests, could make the rated job's reads slow enough
    to fill its queue (then the device, not the rate, held it); a file where there is no root."""
    d = tmp_path_factory.mktemp("import-trust")
    job = d / "four.fio"
    dev = None
    if have_root_tools("losetup"):
        img = d / "loop.img"
        img.write_bytes(os.urandom(16 << 20))
        dev = subprocess.run(["losetup", "-f", "--show", str(img)], capture_output=True, text=True,
                             check=True).stdout.strip()
    try:
        job.write_text(JOBS.format(f=dev or d / "fioscope-test.tmp"))
        out = d / "four.json"
        subprocess.run([fio.path, "--output-format=json", f"--output={out}", str(job)], check=True,
                       capture_output=True, timeout=60)
    finally:
        if dev:
            subprocess.run(["losetup", "-d", dev], check=False)
    return out


def test_what_fios_json_decides_and_what_it_does_not(fio_json):
    run = judge_import(read_fio_json(fio_json))
    v = {t.spec.name: TrustVerdict.from_dict(t.trust) for t in run.tests}
    assert list(v) == ["null", "rated", "direct", "buffered", "half-rated+unrated"]
    null, rated, direct, buffered, half = v.values()
    assert (null.limited_by, null.believe, null.mark) == (CPU, NO, "CPU") and null.findings[0].key == "no_disk"
    assert (rated.limited_by, rated.believe, rated.mark) == (RATE, YES, "RATE")
    assert "rate_iops: 200 IOPS asked" in rated.line
    # direct I/O, no rate: the disk as far as fio tells; the page cache is not in the unmeasured
    assert (direct.limited_by, direct.believe, direct.mark) == (DISK, YES, "")
    assert direct.line.startswith("the disk, as far as fio's output tells (direct I/O; fio's jobs used ")
    gap = direct.findings[-1]
    assert gap.key == "not_measured" and gap.text.startswith(NOT_MEASURED + "the machine's CPU load")
    assert direct.line.endswith(gap.text)
    assert "the page cache" not in null.findings[-1].text  # the null engine has none to measure
    # buffered: the page cache may have answered, and that was not measured
    assert (buffered.limited_by, buffered.believe, buffered.mark) == (DISK, CARE, "!")
    assert "page cache may have answered" in buffered.line and "the page cache" in buffered.findings[-1].text
    # a group where one job is rated and one is not: the total is not the rate's, no RATE
    assert half.limited_by == DISK and not any(f.key == "rate" for f in half.findings)
    # every verdict ends with what was not measured
    assert all(x.findings[-1].key == "not_measured" for x in v.values())
    # fio's usr+sys per job, as fio wrote it
    t = run.tests[2]
    each = sum(x.usr_cpu + x.sys_cpu for x in t.result.threads) / len(t.result.threads)
    assert f"fio's jobs used {each:.0f} % of a core each" in direct.line
    assert imported_trust(t) == t.trust


def test_cli_import_stores_the_verdicts_and_reports_show_them(fio_json, tmp_path, monkeypatch):
    monkeypatch.setenv("FIOSCOPE_DATA_DIR", str(tmp_path))
    rc, out, err = cli("import", str(fio_json))
    assert rc == 0, err
    run_id = int(out.split(" as run ")[1].split()[0])
    store = RunStore()
    try:
        doc = store.load_run(run_id, with_samples=False)
    finally:
        store.close()
    marks = [(t["name"], (t.get("trust") or {}).get("mark")) for t in doc["tests"]]
    assert marks == [("null", "CPU"), ("rated", "RATE"), ("direct", ""), ("buffered", "!"),
                     ("half-rated+unrated", "")]
    text = text_report(doc)
    block = text.split("What limited each result (mark, test, verdict):\n", 1)[1]
    assert block.count(NOT_MEASURED) == 5
