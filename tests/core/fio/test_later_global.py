"""A [global] section after a job applies to the jobs after it only (fio's init.c: each
[global] adds to the defaults that later sections copy). Fioscope reads each job's options
from `fio --showcmd` section by section; checked against what bare fio does with the file."""
from __future__ import annotations

import json
import subprocess

from app.core.fio.job_places import job_places
from app.core.fio.jobfile import load_jobfile
from app.core.units import parse_size
from tests.helpers import cli


def test_a_later_global_applies_to_the_jobs_after_it_only(tmp_path, fio):
    data = tmp_path / "data"
    data.mkdir()
    job = tmp_path / "job.fio"
    job.write_text("[global]\nsize=64k\nbs=4k\nioengine=psync\nname=ignored\n[a]\nrw=read\n"
                   f"[global]\nbs=8k\ndirectory={data}\n[b]\nrw=write\n[c]\nname=cc\nrw=read\n")
    jf = load_jobfile(job, fio.path)
    by_name = {j.reported: j for j in jf.jobs}
    assert list(by_name) == ["a", "b", "cc"]
    assert [(j.get("bs"), j.get("directory")) for j in jf.jobs] == [("4k", None), ("8k", str(data)), ("8k", str(data))]
    assert {p.path: p.written for p in job_places(jf)} == {f"{data}/b.0.0": True, f"{data}/c.0.0": False}

    rc, out_text, err = cli("run", "--job-file", str(job), "--dry-run")
    assert rc == 0, err
    assert [ln for ln in out_text.splitlines() if ln.startswith("# file: ")] == [
        f"# file: {data}/b.0.0: made by the run (in its own directory there), removed afterwards",
        f"# file: {data}/c.0.0: made by the run (in its own directory there), removed afterwards",
        f"# file: 1 file(s) named relatively: in the run's own directory in {tmp_path}, removed afterwards"]

    # bare fio, the same file: each job moved its size in blocks of the size read above
    out = subprocess.run([fio.path, "--output-format=json", str(job)], cwd=tmp_path,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    doc = json.loads(out.stdout[out.stdout.index("{"):])
    for entry in doc["jobs"]:
        j = by_name[entry["jobname"]]
        side = entry["write" if j.rw == "write" else "read"]
        assert side["total_ios"] == parse_size(j.get("size")) // parse_size(j.get("bs"))
    assert sorted(p.name for p in data.iterdir()) == ["b.0.0", "c.0.0"] and (tmp_path / "a.0.0").exists()
