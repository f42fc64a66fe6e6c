"""A job file's files on a fio server: an existing file is never written without --overwrite
HOST:PATH, and with it it is written in place and kept; what the run created is removed after
it; a link, a directory or a device where a file is named is never written through. Real fio
servers on loopback, each in its own directory (its working directory: relative names land
there)."""
from __future__ import annotations

import os

from tests.helpers import cli, digest, the_line

JOB = ("[keep]\nfilename=keep.dat\nrw=write\nbs=4k\nsize=64k\nioengine=psync\n"
       "[new]\nfilename=new.dat\nrw=write\nbs=4k\nsize=64k\nioengine=psync\n"
       "[r]\nrw=read\nbs=4k\nsize=64k\nioengine=psync\n")  # r reads r.0.0, which fio lays out first


def _run(host, job, *extra):
    return cli("run", "--hosts", host.label, "--job-file", str(job), "--no-store", *extra)


def test_an_existing_file_is_written_only_with_overwrite_and_kept(servers, tmp_path, monkeypatch):
    monkeypatch.setenv("FIOSCOPE_DATA_DIR", str(tmp_path / "data"))
    (host, _, work), = servers(1)
    keep = work / "keep.dat"
    keep.write_bytes(os.urandom(10_000))
    before = digest(keep)
    job = tmp_path / "files.fio"
    job.write_text(JOB)
    rc, _, err = _run(host, job)
    line = the_line(err)
    assert rc == 2 and "keep.dat" in line and "--overwrite 127.0.0.1:keep.dat" in line, err
    assert digest(keep) == before and sorted(os.listdir(work)) == ["keep.dat"]  # nothing ran
    rc, out, err = _run(host, job, "--overwrite", "127.0.0.1:keep.dat")
    assert rc == 0, err
    assert digest(keep) != before and keep.stat().st_size == 64 << 10  # written in place ...
    assert sorted(os.listdir(work)) == ["keep.dat"]  # ... and kept; new.dat and r.0.0 removed


def test_no_link_or_directory_on_the_server_is_written_through(servers, tmp_path, monkeypatch):
    monkeypatch.setenv("FIOSCOPE_DATA_DIR", str(tmp_path / "data"))
    (host, _, work), = servers(1)
    outside = tmp_path / "outside.dat"
    outside.write_bytes(os.urandom(8192))
    before = digest(outside)
    (work / "keep.dat").symlink_to(outside)
    job = tmp_path / "link.fio"
    job.write_text("[w]\nfilename=keep.dat\nrw=write\nbs=4k\nsize=64k\nioengine=psync\n")
    rc, _, err = _run(host, job, "--overwrite", "127.0.0.1:keep.dat")
    assert rc == 2 and "not a regular file" in the_line(err), err
    assert digest(outside) == before
    # fio opens a job's own name when that exists and is not a regular file: a directory here
    (work / "data").mkdir()
    job.write_text("[data]\nrw=write\nbs=4k\nsize=64k\nioengine=psync\n")
    rc, _, err = _run(host, job)
    assert rc == 2 and "fio would open it instead of the job's own file data.0.0" in the_line(err), err
    assert sorted(os.listdir(work)) == ["data", "keep.dat"] and not os.listdir(work / "data")
