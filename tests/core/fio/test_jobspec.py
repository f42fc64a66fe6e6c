"""JobSpec renders to an argv and to a .fio file that bare fio runs unchanged."""
import json
import subprocess

import pytest

from app.core.errors import InputError
from app.core.fio.jobspec import JobSpec, Target, fio_filename, jobfile_argv, to_argv, to_jobfile


def spec(tmp_path, **kw):
    base = dict(name="t", rw="randrw", target=Target(str(tmp_path / "f")), bs=4096, rwmixread=70,
                iodepth=8, numjobs=2, size=8 << 20, runtime=1, time_based=True, ioengine="psync")
    base.update(kw)
    return JobSpec(**base)


def test_argv_is_exact(tmp_path):
    s = spec(tmp_path, ramp_time=0.5, extra=(("norandommap", None), ("randrepeat", "0")))
    assert to_argv(s, "/x/fio", 0.5) == [
        "/x/fio", "--output-format=json+", "--status-interval=500ms", "--eta=never", "--name=t",
        f"--filename={tmp_path / 'f'}", "--ioengine=psync", "--rw=randrw", "--bs=4k",
        "--rwmixread=70", "--iodepth=8", "--numjobs=2", "--direct=1", f"--size={8 << 20}",
        "--runtime=1", "--time_based", "--ramp_time=500ms", "--norandommap",
        "--randrepeat=0"]
    # fio's default is one process per job; threads only when the spec asks for them.
    assert "--thread" in to_argv(s.with_(thread=True), "/x/fio", 0.5)
    assert "--thread" not in to_argv(s, "/x/fio", 0.5)


def test_jobfile_and_argv_run_the_same_job(tmp_path, fio):
    s = spec(tmp_path, ioengine="null", size=1 << 30, target=Target(str(tmp_path / "f")))
    job = tmp_path / "t.fio"
    job.write_text(to_jobfile(s, comment="made by a test"))
    outs = []
    for argv in (to_argv(s, fio.path), jobfile_argv(fio.path, str(job))):
        out = subprocess.run(argv, capture_output=True, text=True, timeout=60, check=True)
        last = json.loads(out.stdout[out.stdout.rindex("\n{\n") + 1:])
        outs.append(last)
    # The section header names the job in the file; the argv names it with --name.
    opts = [{k: v for k, v in j["job options"].items() if k != "name"} for j in
            (outs[0]["jobs"][0], outs[1]["jobs"][0])]
    assert opts[0] == opts[1] and len(opts[0]) >= 11
    assert outs[0]["jobs"][0]["jobname"] == outs[1]["jobs"][0]["jobname"] == "t"
    assert len(outs[0]["jobs"]) == len(outs[1]["jobs"]) == 2  # numjobs=2, no group_reporting
    assert all(j["read"]["total_ios"] > 0 and j["write"]["total_ios"] > 0 for o in outs for j in o["jobs"])


def test_the_colon_is_escaped_on_every_os():
    # fio splits filename= and directory= at ':' on Linux too: data:2024 would be two names.
    assert fio_filename(r"C:\bench\fioscope-test-1.tmp", windows=True) == r"C\:\bench\fioscope-test-1.tmp"
    assert fio_filename("/tmp/a:b", windows=False) == "/tmp/a\\:b"
    with pytest.raises(InputError):
        fio_filename("/tmp/a\\:b")  # no spelling in fio for a backslash before a colon


@pytest.mark.parametrize("kw", [dict(rw="sideways"), dict(iodepth=0), dict(rwmixread=101),
                                dict(time_based=True, runtime=None), dict(size=None),
                                dict(extra=(("group_reporting", None),))])
def test_bad_specs_are_refused(tmp_path, kw):
    with pytest.raises(InputError):
        spec(tmp_path, **kw)


def test_writes_flag(tmp_path):
    assert not spec(tmp_path, rw="randread").writes
    assert not spec(tmp_path, rw="randrw", rwmixread=100).writes
    assert spec(tmp_path, rw="randrw", rwmixread=99).writes
    assert spec(tmp_path, rw="trim").writes


def test_fios_readonly_only_for_tests_that_write_nothing():
    """--readonly goes by fio's rule: a read of a device gets it; a mix that reads 100 % does
    not (fio refuses any pattern with its write bit), nor does a test file, which is laid out."""
    dev = Target("/dev/loop7", "device")
    assert "--readonly" in to_argv(JobSpec(name="r", rw="randread", target=dev), "fio")
    assert "--readonly" not in to_argv(JobSpec(name="m", rw="randrw", rwmixread=100, target=dev), "fio")
    assert "--readonly" not in to_argv(JobSpec(name="f", rw="read", target=Target("/tmp/x/f.tmp", "file"),
                                               size=1 << 20), "fio")
