"""The gate of runs on fio servers, before any server is asked: what a job opens there (fio's
own resolution: section names, every filename=), which device names and tokens a write
needs, which options are refused, and what the servers' answers about paths decide. Real
fio reads the job files (--showcmd); no server is needed."""
from __future__ import annotations

import os

import pytest

from app.core.fio.jobfile import FioJob
from app.core.fio.jobspec import JobSpec, Target
from app.core.remote.hosts import _PROBE_LINE, Host, HostStatus
from app.core.remote.jobs import jobfile_text, remote_jobs
from app.core.remote.probe import FILE, MISSING, OTHER, _section
from app.core.remote.safety import check_claims, check_paths, check_remote_safety, checked_paths
from app.core.targets.safety import SafetyRefused
from tests.helpers import cli, the_line

H1, H2 = Host("node1"), Host("node2", 9000)


def _jobfile(tmp_path, text: str, name: str = "j.fio") -> JobSpec:
    path = tmp_path / name
    path.write_text(text)
    return JobSpec(name=path.stem, rw="write", target=Target(str(path)), jobfile=str(path))


def _gate(fio, specs, confirm=(), allow_commands=False):
    return check_remote_safety([H1, H2], specs, confirm, fio.path, allow_commands)


# -- what a job opens ------------------------------------------------------------------------

def test_a_section_named_like_a_device_opens_that_device(tmp_path):
    """fio's add_job: with no filename= the job's name is opened itself when it exists and is
    not a regular file. Here: /dev/null (a character device); on a server, any /dev/ name."""
    assert FioJob("/dev/null", (("rw", "write"),)).paths(str(tmp_path)) == ["/dev/null"]
    assert FioJob("data", (("rw", "write"),)).paths(str(tmp_path)) == [str(tmp_path / "data.0.0")]
    (tmp_path / "somedir").mkdir()  # a directory named like the job: fio opens it (and fails)
    assert FioJob("somedir", ()).paths(str(tmp_path)) == [str(tmp_path / "somedir")]
    assert FioJob("/dev/sdq", (("rw", "write"),)).paths("", remote=True) == ["/dev/sdq"]
    assert FioJob("data", ()).paths("", remote=True) == ["data.0.0"]
    # two files per job: fio names them, the job's name is not opened
    assert FioJob("/dev/sdq", (("nrfiles", "2"),)).paths("", remote=True) == ["/dev/sdq.0.0", "/dev/sdq.0.1"]


def test_every_filename_counts_not_only_the_last():
    """fio adds the files of each filename=: a global's and the job's, or one given twice."""
    job = FioJob("j", (("filename", "g.dat"), ("filename", "a.dat:/dev/sdq")))
    assert job.paths("", remote=True) == ["g.dat", "a.dat", "/dev/sdq"]


def test_job_files_are_sent_as_resolved_here(fio, tmp_path):
    spec = _jobfile(tmp_path, "[global]\nsize=1m\nnumjobs=$ncpus\n[/dev/sdq]\nrw=randwrite\n"
                              "[data]\nrw=write\nfilename=out.bin\n")
    jobs = remote_jobs(spec, fio.path)
    assert [(j.name, j.writes, j.devices, j.files) for j in jobs] == [
        ("/dev/sdq", True, ("/dev/sdq",), ()), ("data", True, (), ("out.bin",))]
    text = jobfile_text(jobs, "j")
    assert "numjobs=$ncpus" not in text and f"numjobs={os.cpu_count()}" in text
    # a job that opens only devices may not create a file in the host's /dev instead
    section = text.split("[/dev/sdq]")[1].split("[data]")[0]
    assert "allow_file_create=0" in section and "allow_file_create" not in text.split("[data]")[1]


# -- devices and tokens ----------------------------------------------------------------------

def test_a_section_named_like_a_device_needs_the_token_of_each_host(fio, tmp_path):
    spec = _jobfile(tmp_path, "[/dev/sdq]\nrw=write\nsize=1m\n")
    with pytest.raises(SafetyRefused) as e:
        _gate(fio, [spec])
    assert "/dev/sdq" in e.value.message and "node1:/dev/sdq" in e.value.advice
    with pytest.raises(SafetyRefused, match="node2"):
        _gate(fio, [spec], ["node1:/dev/sdq"])
    _gate(fio, [spec], ["node1:/dev/sdq", "node2:/dev/sdq"])
    # reading it needs none
    _gate(fio, [_jobfile(tmp_path, "[/dev/sdq]\nrw=read\nsize=1m\n", "r.fio")])


def test_a_device_written_by_a_later_job_needs_its_token_too(fio, tmp_path):
    """fio --readonly --parse-only stops at the first job that writes: each later job is asked
    on its own, so a device written by the second writer is not taken for a read."""
    spec = _jobfile(tmp_path, "[a]\nrw=write\nfilename=x\nsize=1m\n[r]\nrw=read\nfilename=/dev/sdp\nsize=1m\n"
                              "[b]\nrw=write,read\nfilename=/dev/sdq\nsize=1m\n")
    with pytest.raises(SafetyRefused, match="/dev/sdq"):
        _gate(fio, [spec], ["node1:/dev/sdp", "node2:/dev/sdp"])
    jobs = _gate(fio, [spec], ["node1:/dev/sdq", "node2:/dev/sdq"])[0]
    assert [j.writes for j in jobs] == [True, False, True]


@pytest.mark.parametrize("device,why", [
    ("/dev/disk/by-id/ata-SOME_DISK", "kernel name"), ("/dev/mapper/vg-data", "kernel name"),
    ("/dev/md/array", "kernel name"), ("/dev/fioscope-alias", "kernel name"), ("/dev/sdq1", "partition"),
    ("/dev/nvme0n1p2", "partition"), ("/dev/loop7p1", "partition")])
def test_a_device_written_on_a_server_is_named_as_the_kernel_names_it(fio, tmp_path, device, why):
    """A second name for a device cannot be resolved on another host: its token is no
    confirmation for the device it reaches, so the write is refused whatever the tokens."""
    spec = _jobfile(tmp_path, f"[w]\nrw=write\nfilename={device}\nsize=1m\n")
    with pytest.raises(SafetyRefused, match=why) as e:
        _gate(fio, [spec], [f"node1:{device}", f"node2:{device}"])
    assert device in e.value.message


def test_options_that_pick_files_on_the_server_are_refused_for_writes(fio, tmp_path):
    for option in ("directory=/srv/data", "directory=/dev\nfilename=sdq", "filename_format=/dev/sd$jobnum"):
        spec = _jobfile(tmp_path, f"[w]\nrw=write\nsize=1m\n{option}\n")
        with pytest.raises(SafetyRefused, match=option.split("=")[0] + "=") as e:
            _gate(fio, [spec])
        assert "\n" not in e.value.one_line()
    # read-only runs get fio's --readonly on the servers: nothing to check there
    _gate(fio, [_jobfile(tmp_path, "[r]\nrw=read\nsize=1m\ndirectory=/srv/data\n", "r.fio")])
    # trusted with --allow-job-commands, still refused where it writes on a server
    for option in ("opendir=/srv", "allow_mounted_write=1", "ioengine=filecreate"):
        spec = _jobfile(tmp_path, f"[w]\nrw=write\nsize=1m\nfilename=f\n{option}\n", "c.fio")
        with pytest.raises(SafetyRefused, match=option.split("=")[0]):
            _gate(fio, [spec], allow_commands=True)


def test_fioscopes_own_job_names_its_target_and_any_filename_in_extra():
    spec = JobSpec(name="wipe", rw="randwrite", target=Target("/dev/sdz", "device"), runtime=1, time_based=True,
                   extra=(("filename", "/dev/sdy"),))
    with pytest.raises(SafetyRefused, match="/dev/sdz"):
        check_remote_safety([H1], [spec])
    with pytest.raises(SafetyRefused, match="/dev/sdy"):
        check_remote_safety([H1], [spec], ["node1:/dev/sdz"])
    check_remote_safety([H1], [spec], ["node1:/dev/sdz", "node1:/dev/sdy"])


# -- what the servers say --------------------------------------------------------------------

def _status(host: Host, flags: int | None, os_name: str = "Linux") -> HostStatus:
    return HostStatus(host, True, "fio-3.41", os_name, "x86-64", host.name, flags=flags)


def test_a_device_is_written_only_through_servers_that_claim_it(fio, tmp_path):
    """The bundled fio (p4) says in its probe reply that it claims a device before writing it
    (flags bit 0x1000); fio's own mounted check alone lets a disk with a mounted partition
    through. A server that does not say so gets no device write."""
    line = "hostname=vm, be=0, 64-bit, os=Linux, arch=x86-64, fio=fio-3.41, flags=1001"
    assert int(_PROBE_LINE.search(line)["flags"], 16) == 0x1001
    writes = [remote_jobs(_jobfile(tmp_path, "[/dev/sdq]\nrw=write\nsize=1m\n"), fio.path)]
    reads = [remote_jobs(_jobfile(tmp_path, "[/dev/sdq]\nrw=read\nsize=1m\n", "r.fio"), fio.path)]
    check_claims([_status(H1, 0x1001), _status(H2, 0x1000)], writes)
    for flags, os_name in ((1, "Linux"), (None, "Linux"), (0x1, "Windows")):
        with pytest.raises(SafetyRefused, match="node2") as e:
            check_claims([_status(H1, 0x1001), _status(H2, flags, os_name)], writes)
        assert "bundled fio" in e.value.message
        check_claims([_status(H2, flags, os_name)], reads)


def test_existing_files_need_overwrite_and_what_the_run_creates_is_listed(fio, tmp_path):
    spec = _jobfile(tmp_path, "[w]\nrw=write\nsize=1m\nfilename=keep.dat:new.dat\n[r]\nrw=read\nsize=1m\n")
    resolved = [remote_jobs(spec, fio.path)]
    assert checked_paths(resolved) == ["keep.dat", "new.dat", "r.0.0"]
    states = {"keep.dat": FILE, "new.dat": MISSING, "r.0.0": MISSING}
    with pytest.raises(SafetyRefused) as e:
        check_paths(H1, resolved, states, ())
    assert "keep.dat" in e.value.message and e.value.advice.endswith("--overwrite node1:keep.dat")
    with pytest.raises(SafetyRefused):
        check_paths(H1, resolved, states, ("node2:keep.dat",))  # another host's file
    # a read job's missing file is laid out by fio: created by the run too, and removed after it
    assert check_paths(H1, resolved, states, ("node1:./keep.dat",)) == ["new.dat", "r.0.0"]
    with pytest.raises(SafetyRefused, match="not a regular file"):  # a link, device or directory there
        check_paths(H1, resolved, dict(states, **{"keep.dat": OTHER}), ("node1:keep.dat",))
    # fio would open a job's own name that exists there and is not a regular file
    named = [remote_jobs(_jobfile(tmp_path, "[data]\nrw=write\nsize=1m\n", "n.fio"), fio.path)]
    assert checked_paths(named) == ["data.0.0", "data"]
    with pytest.raises(SafetyRefused, match="fio would open it instead of the job.s own file data.0.0"):
        check_paths(H1, named, {"data.0.0": MISSING, "data": OTHER}, ())
    assert check_paths(H1, named, {"data.0.0": MISSING, "data": FILE}, ()) == ["data.0.0"]


def test_a_path_becomes_a_job_name_fio_resolves_to_it():
    assert _section("data.bin") == "./data.bin" and _section("global.dat") == "./global.dat"
    assert _section("/srv/x") == "/srv/x" and _section("x]y") is None and _section("a" * 300) is None


# -- the command line: one line, before any server is asked ------------------------------------

def test_refusals_on_the_command_line_are_one_line(tmp_path, monkeypatch):
    monkeypatch.setenv("FIOSCOPE_DATA_DIR", str(tmp_path / "data"))
    job = tmp_path / "w.fio"
    for text, extra, said in (
            ("[/dev/sdq]\nrw=write\nsize=1m\n", (), "--destroy-data 127.0.0.1:/dev/sdq"),
            ("[w]\nrw=write\nsize=1m\nfilename=/dev/disk/by-id/x\n",
             ("--destroy-data", "127.0.0.1:/dev/disk/by-id/x"), "kernel name"),
            ("[w]\nrw=write\nsize=1m\ndirectory=/dev\nfilename=sdq\n", (), "directory=")):
        job.write_text(text)
        rc, out, err = cli("run", "--hosts", "127.0.0.1:1", "--job-file", str(job), *extra)
        assert rc == 2 and said in the_line(err), err
    assert not (tmp_path / "data" / "runs.sqlite").exists()
