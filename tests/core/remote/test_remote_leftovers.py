"""What a run on fio servers leaves on a host: the directories fio made for a job file's files
are removed with them; what could not be removed is noted, and the note is honoured only when
it is this user's own. Real fio servers on loopback (the stopped-server case, where a file is
left and then swept, is in test_remote_deadlines.py)."""
from __future__ import annotations

import json
import os

from app.core.remote import leftovers
from app.core.remote.leftovers import Leftover
from tests.helpers import cli


def test_the_directories_fio_made_go_with_the_files(servers, tmp_path, monkeypatch):
    monkeypatch.setenv("FIOSCOPE_DATA_DIR", str(tmp_path / "data"))
    (host, _, work), = servers(1)
    (work / "kept").mkdir()  # there before the run: stays, with what the run put in it removed
    job = tmp_path / "deep.fio"
    job.write_text("[deep]\nfilename=sub/deeper/new.dat\nrw=write\nbs=4k\nsize=64k\nioengine=psync\n"
                   "[kept]\nfilename=kept/in.dat\nrw=write\nbs=4k\nsize=64k\nioengine=psync\n")
    rc, out, err = cli("run", "--hosts", host.label, "--job-file", str(job), "--no-store")
    assert rc == 0, err
    assert sorted(os.listdir(work)) == ["kept"] and os.listdir(work / "kept") == []
    assert "left there" not in err and leftovers.load() == ([], None)


def test_a_note_of_leftovers_is_honoured_only_when_it_is_this_users_own(tmp_path, monkeypatch):
    monkeypatch.setenv("FIOSCOPE_DATA_DIR", str(tmp_path / "data"))
    item = Leftover("node1", 8765, "victim.dat", "file")
    leftovers.note([item])
    assert leftovers.load() == ([item], None)
    note = leftovers.ledger()
    assert note.parent.stat().st_mode & 0o777 == 0o700
    os.chmod(note, 0o666)  # anyone could have written it
    items, warning = leftovers.load()
    assert items == [] and "not this user's own" in warning
    os.chmod(note, 0o600)
    if os.geteuid() == 0:  # another user's note, in a directory of this user's
        os.chown(note, 65534, 65534)
        assert leftovers.load()[0] == [] and "not this user's own" in leftovers.load()[1]
    note.unlink()
    forged = tmp_path / "forged.json"
    forged.write_text(json.dumps([{"host": "node1", "port": 8765, "path": "/etc/passwd", "kind": "file"}]))
    note.symlink_to(forged)  # never read through a link
    items, warning = leftovers.load()
    assert items == [] and warning


def test_a_file_the_server_could_not_remove_is_said_noted_and_swept(fio, servers, tmp_path, monkeypatch):
    """The run's file is made immutable on the server (chattr +i) before the run removes it: the
    removal fails, the host answers, and asking again finds the file: reported naming host and
    path, noted, and removed by the sweep once it can be."""
    import shutil
    import subprocess

    import pytest

    from app.cli.main import build_parser
    from app.cli.run import _plan
    from app.core.remote.run import RemoteRunner

    if os.geteuid() != 0 or not shutil.which("chattr"):
        pytest.skip("needs root and chattr")
    monkeypatch.setenv("FIOSCOPE_DATA_DIR", str(tmp_path / "data"))
    (host, _, work), = servers(1)
    job = tmp_path / "stuck.fio"
    job.write_text("[stuck]\nfilename=stuck.dat\nrw=write\nbs=4k\nsize=64k\nioengine=psync\n")
    _, plan, _, _ = _plan(build_parser().parse_args(["run", "--hosts", host.label, "--job-file", str(job)]))
    stuck = work / "stuck.dat"

    def pin(event) -> None:
        if event.kind == "job-end":
            subprocess.run(["chattr", "+i", str(stuck)], check=True)
    try:
        outcome = RemoteRunner(fio, [host], plan.server_specs, on_event=pin).run()
        assert outcome.error is None, outcome.error
        assert outcome.left == {host.label: ("stuck.dat",)} and stuck.exists()
        assert [x.path for x in leftovers.load()[0]] == ["stuck.dat"]
        assert leftovers.sweep(fio, [host], 60)[0] == []  # still immutable: stays noted
        assert [x.path for x in leftovers.load()[0]] == ["stuck.dat"]
    finally:
        subprocess.run(["chattr", "-i", str(stuck)], check=False)
    removed, _ = leftovers.sweep(fio, [host], 60)
    assert [x.path for x in removed] == ["stuck.dat"] and not stuck.exists()
    assert leftovers.load() == ([], None)
