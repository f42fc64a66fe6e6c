"""fio's trims (rw=trimwrite, randtrim) are in Fioscope's results end to end: the run's
result, the JSON export (the stored shape), a stored result read back, the CLI's jobs table,
the latency table and the CSV, each with fio's own figures: checked against bare fio's JSON
of the same job on a loop device the test makes (a loop device takes discards)."""
from __future__ import annotations

import csv
import io
import json
import subprocess

from app.core.history.revive import result_from_dict
from app.core.report.csv_export import summary_csv
from app.core.report.latency import latency_rows
from app.core.report.text import jobs_table
from tests.helpers import cli


def test_trims_are_carried_with_fios_figures(tmp_path, fio, loop_device):
    dev = loop_device(16 << 20)
    job = tmp_path / "trim.fio"
    # direct=1: a trim of what an earlier group wrote through the page cache is EBUSY in the
    # confinement, where fio may not flush the device between groups (docs/job-files.md, Trims)
    job.write_text(f"[global]\nfilename={dev}\nbs=64k\nsize=4m\ndirect=1\n[tw]\nrw=trimwrite\n"
                   "[rt]\nstonewall\nrw=randtrim\nbs=16k\n")
    bare = subprocess.run([fio.path, "--output-format=json", str(job)], capture_output=True, text=True, timeout=60)
    assert bare.returncode == 0, bare.stderr
    bare_jobs = {j["jobname"]: j for j in json.loads(bare.stdout[bare.stdout.index("{"):])["jobs"]}

    out = tmp_path / "out.json"
    rc, stdout, err = cli("run", "--job-file", str(job), "--destroy-data", dev, "--no-store", "--json", str(out))
    assert rc == 0, err
    doc = json.loads(out.read_text())
    tests = {t["name"]: t for t in doc["tests"]}
    assert list(tests) == ["tw", "rt"] and all(t["status"] == "done" for t in doc["tests"])
    for name, d in (("tw", "trim"), ("tw", "write"), ("rt", "trim")):
        ours, theirs = tests[name]["result"]["total"][d], bare_jobs[name][d]
        assert (ours["io_bytes"], ours["total_ios"], ours["clat_us"]["samples"]) == \
            (theirs["io_bytes"], theirs["total_ios"], theirs["clat_ns"]["N"]) != (0, 0, 0)
        assert ours["iops"] == ours["total_ios"] * 1000 / ours["runtime_ms"]  # fio's runtime, fio's count
        assert tests[name]["result"]["threads"][0][d]["total_ios"] == theirs["total_ios"]
    assert tests["rt"]["result"]["total"]["trim"]["total_ios"] == 256  # 4 MiB in 16 KiB trims

    # a stored result read back keeps them
    back = result_from_dict("rt", tests["rt"]["result"])
    assert (back.trim.total_ios, back.trim.io_bytes, back.threads[0].trim.total_ios) == (256, 4 << 20, 256)

    table = jobs_table(doc)
    assert stdout.count("\n") and table.split("\n")[2:5] == [ln for ln in stdout.splitlines() if ln.startswith(("tw ", "rt "))]
    rows = [ln.split() for ln in table.splitlines()[2:5]]
    assert [r[:3] for r in rows] == [["tw", "write", "1"], ["tw", "trim", "1"], ["rt", "trim", "1"]]
    assert rows[2][4] == f"{tests['rt']['result']['total']['trim']['iops']:.0f}"
    assert [r[0] for r in latency_rows(tests["tw"])] == ["write", "trim"]
    summary = list(csv.reader(io.StringIO(summary_csv(doc))))
    assert [(r[1], r[4]) for r in summary[1:] if r and r[1] in tests] == [("tw", "write"), ("tw", "trim"), ("rt", "trim")]
