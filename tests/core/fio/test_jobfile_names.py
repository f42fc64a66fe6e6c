"""How Fioscope reads a job file's jobs from `fio --showcmd`, where fio's own examples found
it wrong (tests/core/fio/test_fio_examples.py runs them all):
- fio prints a `name=` option as `--name=` too, the same token as a section's header: a
  `name=` in [global] (fio's fio-rand-*.fio and fio-seq-*.fio) made a job of its own that
  took every global option after it, and the real job lost them;
- a writing `rw=` in [global] makes `fio --readonly` name the job `<(null)>` and stop, so no
  job was taken to write: a device written that way was taken as only read;
- unlink=0 (filedelete-ioengine.fio: keep the files) was refused as deleting files;
- a network engine (netio.fio) or a relative directory= (1mbs_clients.fio) could only fail
  once the run had started, with advice about files: both are refused in one line first.
Real fio on real job files, read as a run reads them (load_jobfile), and fio's own JSON."""
from __future__ import annotations

import json
import os
import subprocess

import pytest

from app.core.errors import InputError
from app.core.fio import sandbox
from app.core.fio.jobfile import command_line, job_groups, job_sections, load_jobfile, split_showcmd
from tests.helpers import cli, the_line


def write(tmp_path, text: str, name: str = "job.fio"):
    path = tmp_path / name
    path.write_text(text)
    return path


def fio_json_names(fio, path) -> list[tuple[str, int]]:
    """(job name, group) of each entry in bare fio's JSON of the file."""
    p = subprocess.run([fio.path, "--output-format=json", path.name], cwd=path.parent, capture_output=True,
                       text=True, timeout=60)
    assert p.returncode == 0, p.stderr
    return [(j["jobname"], j["groupid"]) for j in json.loads(p.stdout)["jobs"]]


def test_a_global_name_option_is_no_job(tmp_path, fio):
    # fio-rand-RW.fio's layout: name= and filename= in [global], one job section.
    path = write(tmp_path, "[global]\nname=fio-rand-RW\nfilename=fio-rand-RW\nrw=randrw\nioengine=null\n"
                           "size=64k\nnumjobs=2\n[file1]\nbs=8k\n")
    jf = load_jobfile(path, fio.path)
    assert [j.name for j in jf.jobs] == ["file1"]
    [job] = jf.jobs
    assert job.get("rw") == "randrw" and job.get("filename") == "fio-rand-RW" and job.numjobs == 2
    assert job_groups(jf.jobs) == [("file1", 2, 0)]
    assert jf.writers == {"file1"} and jf.job_writes(job)
    assert jf.files() == [str(tmp_path / "fio-rand-RW")]
    assert fio_json_names(fio, path) == [("file1", 0), ("file1", 0)]


def test_a_jobs_own_name_option_renames_it_and_its_files_keep_the_section_name(tmp_path, fio):
    path = write(tmp_path, "[global]\nioengine=null\nsize=64k\n[a]\nname=b\nrw=write\n[c]\nstonewall\nrw=read\n")
    jf = load_jobfile(path, fio.path)
    assert [(j.name, j.reported) for j in jf.jobs] == [("a", "b"), ("c", "c")]
    assert job_groups(jf.jobs) == [("b", 1, 0), ("c", 1, 1)]  # as fio's JSON names them
    assert fio_json_names(fio, path) == [("b", 0), ("c", 1)]
    assert jf.writers == {"b"} and jf.job_writes(jf.jobs[0]) and not jf.job_writes(jf.jobs[1])
    assert jf.files() == [str(tmp_path / "a.0.0"), str(tmp_path / "c.0.0")]  # fio's add_job: the section's name
    # On a command line every --name starts a job: the renamed job is one --name.
    assert command_line(jf).count("--name=b") == 1 and "--name=a" not in command_line(jf)


@pytest.mark.loop
def test_a_write_set_in_global_is_the_jobs_write(tmp_path, fio, loop_device):
    dev = loop_device(8 << 20)
    # cross-stripe-verify.fio's layout: the device and the writing rw= in [global].
    path = write(tmp_path, f"[global]\nrw=write:112k\nbs=16k\nfilename={dev}\nsize=1m\n[write-verify]\n"
                           "numjobs=2\n[reader]\nrw=read\n[writer2]\nrw=randwrite\nfilename=other.bin\n")
    jf = load_jobfile(path, fio.path)
    assert jf.writers == {"write-verify", "writer2"}
    assert [jf.job_writes(j) for j in jf.jobs] == [True, False, True]
    assert dict(jf.devices()) == {dev: True}  # written, so the token is asked for


def test_sections_are_read_as_fio_reads_headers():
    text = ("[global]\nsize=1m\n  [a b] ; comment\n[globalish]\nbs=4k\n# [commented]\n[c]#x\n"
            "[d]\nname=[e]\n")
    assert job_sections(text) == ["a b", "c", "d"]
    # Without the sections, every --name is a job (the reading other callers rely on).
    out = "fio --size=1m --name=g --bs=4k --name=a --rw=read --name=b --name=c"
    assert [j.name for j in split_showcmd(out)] == ["g", "a", "b", "c"]
    jobs = split_showcmd(out, ["a", "c"])
    assert [(j.name, j.reported) for j in jobs] == [("a", "b"), ("c", "c")]
    assert jobs[1].options == (("size", "1m"), ("bs", "4k"))  # the global name= is dropped


def test_a_header_fio_names_otherwise_falls_back_to_every_name_a_job():
    # fio keeps a header's trailing blank ("[ac ]"); --showcmd's words lose it.
    assert [j.name for j in split_showcmd("fio --name=ab --size=64k --name=ac  --size=64k",
                                          job_sections("[ab]\nsize=64k\n[ac ]\nsize=64k\n"))] == ["ab", "ac"]
    # Sections that do not match what fio printed: every --name is a job, as before.
    assert [j.name for j in split_showcmd("fio --name=x --name=y", ["z"])] == ["x", "y"]


def test_a_switch_set_to_0_is_not_refused(tmp_path, fio):
    # dirdelete-ioengine.fio and filedelete-ioengine.fio say unlink=0: keep the files.
    kept = write(tmp_path, "[global]\nioengine=null\nsize=64k\nunlink=0\nunlink_each_loop=0\n[a]\nrw=read\n")
    assert [j.name for j in load_jobfile(kept, fio.path).jobs] == ["a"]
    for on in ("unlink=1", "unlink", "unlink_each_loop=1", "allow_mounted_write=1"):
        path = write(tmp_path, f"[global]\nioengine=null\nsize=64k\nunlink=0\n[a]\nrw=read\n{on}\n", "on.fio")
        with pytest.raises(InputError, match=on.split("=")[0] + " "):
            load_jobfile(path, fio.path)


@pytest.mark.skipif(not sandbox.available(), reason="only a confined run has no network")
def test_a_network_engine_is_refused_in_one_line_before_anything_runs(tmp_path):
    # netio.fio's layout: a receiver and a sender on this machine; fio runs with no network.
    path = write(tmp_path, "[global]\nioengine=net\nport=8888\nprotocol=tcp\nbs=4k\nsize=64k\n"
                           "[receiver]\nlisten\nrw=read\n[sender]\nhostname=localhost\nrw=write\n")
    rc, out, err = cli("run", "--job-file", str(path), "--no-store")
    assert rc == 2 and out == ""
    assert the_line(err) == ("fioscope: job receiver in job.fio: ioengine=net needs a network, which a Fioscope "
                             "run does not have (fio runs in a namespace of its own without one; run this job "
                             "file with bare fio)")


def test_a_relative_directory_is_refused_in_one_line_before_anything_runs(tmp_path):
    # 1mbs_clients.fio's layout: directory=tmp, which its user made beside it.
    (tmp_path / "tmp").mkdir()
    path = write(tmp_path, "[global]\ndirectory=tmp\nioengine=null\nsize=64k\n[file1]\nrw=read\n")
    rc, out, err = cli("run", "--job-file", str(path), "--no-store")
    assert rc == 2 and "directory=tmp names a directory in the run's own directory" in the_line(err)
    assert os.listdir(tmp_path / "tmp") == []
    # "." is the run's own directory: it runs there.
    path.write_text("[global]\ndirectory=.\nioengine=null\nsize=64k\n[file1]\nrw=read\n")
    rc, out, err = cli("run", "--job-file", str(path), "--no-store")
    assert rc == 0, err
