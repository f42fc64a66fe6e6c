"""What fio servers (and local fio) get is the text Fioscope checked and showed. fio puts an
environment variable's value into a job as it is, line breaks included: a ${VAR} holding
"\\n[evil]\\nfilename=DEVICE" was one value to the check, but a section of its own in the text
written back for the servers. Attacked here with a real fio server on loopback and a loop
device as the victim; and the remote dry run prints the very text a run sends."""
from __future__ import annotations

import os

import pytest

from app.core.errors import FioscopeError
from app.core.fio.jobspec import JobSpec, Target
from app.core.remote.hosts import Host
from app.core.remote.jobs import RemoteJob, server_text
from app.core.remote.run import RemoteRunner
from tests.helpers import cli, digest, the_line

JOB = "[job]\nrw=write\nsize=1m\nbs=64k\nioengine=psync\nfilename=out.bin\ndescription=x${EVIL}\n"


def _evil(device: str) -> str:
    # the trailing description= takes the quote fio's --showcmd puts after the value
    return f"\n[evil]\nrw=write\nsize=1m\nbs=64k\nioengine=psync\nfilename={device}\ndescription="


@pytest.mark.parametrize("value", ["section", "cr", "tab"])
def test_a_variable_holding_a_section_writes_nothing_on_the_server(servers, loop_device, tmp_path,
                                                                   monkeypatch, value):
    monkeypatch.setenv("FIOSCOPE_DATA_DIR", str(tmp_path / "data"))
    (host, _, work), = servers(1)
    victim = loop_device(4 << 20)
    before = digest(victim)
    evil = {"section": _evil(victim), "cr": _evil(victim).replace("\n", "\r"), "tab": "\t" + victim}[value]
    monkeypatch.setenv("EVIL", evil)
    job = tmp_path / "attack.fio"
    job.write_text(JOB)
    for extra in ((), ("--dry-run",), ("--destroy-data", f"127.0.0.1:{victim}")):
        rc, out, err = cli("run", "--hosts", host.label, "--job-file", str(job), "--no-store", *extra)
        line = the_line(err)
        assert rc == 2 and "${EVIL}" in line and "control character" in line, err
        assert out == ""
    # the same file run on this machine is refused by the same check, before fio runs it
    rc, out, err = cli("run", "--job-file", str(job), "--target", str(tmp_path), "--no-store")
    assert rc == 2 and "${EVIL}" in the_line(err)
    assert digest(victim) == before and os.listdir(work) == []  # nothing reached the server


def test_a_value_the_server_would_expand_again_is_refused(servers, tmp_path, monkeypatch):
    """fio expands ${VAR} and $ncpus once, here; a '$' left in a resolved value (a variable
    holding "${HOME}") would be expanded again by the server's fio, in its own environment."""
    (host, _, work), = servers(1)
    monkeypatch.setenv("EVIL", "${HOME}")
    job = tmp_path / "dollar.fio"
    job.write_text(JOB)
    rc, out, err = cli("run", "--hosts", host.label, "--job-file", str(job), "--no-store", "--dry-run")
    assert rc == 2 and "description= holds a '$'" in the_line(err), err
    assert os.listdir(work) == []


def test_the_text_sent_must_read_back_as_the_jobs_checked():
    """The last guard, below the job file's reading: text whose lines would not give back the
    checked sections (a value with a line break, whatever its origin) is never sent."""
    job = RemoteJob("job", (("rw", "write"), ("description", "x\n[evil]\nfilename=/dev/sdq")), True,
                    files=("out.bin",), user=True)
    spec = JobSpec(name="j", rw="write", target=Target("out.bin"), jobfile="j.fio")
    with pytest.raises(FioscopeError, match="does not read back"):
        server_text(spec, [job])
    # a job file's own name may hold a line break: the comment naming it is escaped
    fine = RemoteJob("job", (("rw", "write"),), True, files=("out.bin",), user=True)
    text = server_text(spec.with_(name="a\n[evil]"), [fine])
    assert text.count("\n[") == 1 and "a\\n[evil]" in text


def test_the_dry_run_prints_the_text_a_run_sends(fio, servers, tmp_path, monkeypatch):
    monkeypatch.setenv("FIOSCOPE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("EVIL", "-plain")
    (host, _, work), = servers(1)
    job = tmp_path / "plain.fio"
    job.write_text("[global]\nsize=256k\nbs=64k\nioengine=psync\n" + JOB.replace("size=1m\nbs=64k\n", "") +
                   "[r]\nrw=read\nfilename=out.bin\nstonewall\n")
    rc, out, err = cli("run", "--hosts", host.label, "--job-file", str(job), "--no-store", "--dry-run")
    assert rc == 0, err
    shown = out.split(" as sent to each server")[1].split("\n", 1)[1]
    assert shown.startswith("; ") and "[job]" in shown and "\ndescription=x-plain\n" in shown  # fio quotes it in --showcmd only
    from app.cli.run import _plan  # noqa: PLC0415 (the CLI's own planning, as a run does it)
    from app.cli.main import build_parser
    args = build_parser().parse_args(["run", "--hosts", host.label, "--job-file", str(job)])
    _, plan, _, _ = _plan(args)
    outcome = RemoteRunner(fio, [Host("127.0.0.1", host.port)], plan.server_specs).run()
    assert outcome.error is None, outcome.error
    assert outcome.jobs[0].jobfile + "\n" == shown  # print() adds the last line break
    assert os.listdir(work) == []  # out.bin, created by the run, removed after it
