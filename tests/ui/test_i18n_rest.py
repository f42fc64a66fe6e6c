"""The rest of the core's sentences the window shows, in its language (issue 56): a run on fio
servers (the job file's refusals, a host that drops out mid-run, the note of files left on the
servers), the root helper's client side and readahead (access/), Windows' disk discovery.
Real fio reads the job files and real fio servers on loopback run the job; Windows' answers
are the recorded ones the core's tests replay. The German catalogue is loaded and nothing
English is left but the data the sentences name."""
from __future__ import annotations

import json
import queue
import subprocess
import threading
import time
from types import SimpleNamespace

import pytest

from app.core.fio.jobspec import JobSpec, Target
from app.core.remote import leftovers
from app.core.remote.hosts import Host, HostStatus
from app.core.remote.probe import OTHER
from app.core.remote.run import HostDropped, run_remote
from app.core.remote.safety import check_claims, check_paths, check_remote_safety
from app.core.targets.safety import SafetyRefused
from app.core.words import Msg
from app.ui import i18n
from app.ui.core_words import said, window_text
from app.ui.run.worker import _RemoteObserver
from tests.helpers import kill_tree
from tests.ui.test_i18n import WORD, built, msg_parts, qm_dir, vocabulary  # noqa: F401 (fixtures)

H1 = Host("node1")


def _data_words(m) -> set[str]:
    """The words of a Msg's data (names, paths, tokens, fio's own words), at any depth."""
    words: set[str] = set()
    for text in msg_parts(m)[1]:
        words |= {w.lower() for w in WORD.findall(text)}
    for v in getattr(m, "values", ()):
        if isinstance(v, Msg):
            words |= _data_words(v)
    return words


def _no_english(german: str, *msgs) -> None:
    allowed = vocabulary("de")
    for m in msgs:
        allowed |= _data_words(m)
    english = [w for w in WORD.findall(german) if w.lower() not in allowed]
    assert not english, (german, english)


def _refusal(fio, tmp_path, text: str, confirm=()) -> SafetyRefused:
    path = tmp_path / "j.fio"
    path.write_text(text)
    spec = JobSpec(name="j", rw="write", target=Target(str(path)), jobfile=str(path))
    with pytest.raises(SafetyRefused) as e:
        check_remote_safety([H1], [spec], confirm, fio.path)
    return e.value


def test_a_job_file_refused_for_fio_servers_is_german(qapp, fio, tmp_path, built):
    """A job file fio resolves here, refused before any server is asked: a partition, a
    device without its token, an option that picks the files on the server. The CLI's line is the English it was; the error box's line (said) is German with
    the job's name, the device, the option and the flag as they are."""
    cases = [
        ("[w]\nrw=write\nsize=1m\nfilename=/dev/sdq1\n", (),
         "job w writes to /dev/sdq1 on the fio servers, a partition (test the whole device (its kernel name, "
         "with its HOST:DEVICE token), or a directory on the partition's filesystem)",
         "Job w schreibt auf den fio-Servern auf /dev/sdq1, eine Partition"),
        ("[w]\nrw=write\nsize=1m\nfilename=/dev/sdq\n", (),
         "job w writes to /dev/sdq on node1, which destroys all data on that device (to go ahead, confirm with "
         "--destroy-data node1:/dev/sdq)", "Job w schreibt auf /dev/sdq auf node1"),
        ("[w]\nrw=write\nsize=1m\ndirectory=/srv\n", (),
         "job w writes on the fio servers and sets directory=, which puts its files in a directory that fio names "
         "per client on a server: Fioscope cannot check those paths before the run (name each file with "
         "filename= (a device by its kernel name, with its HOST:DEVICE token))", "setzt directory="),
    ]
    for text, confirm, english, german_part in cases:
        e = _refusal(fio, tmp_path, text, confirm)
        assert e.one_line() == english  # the CLI's English, byte for byte
        i18n.install("de")
        german = said(e)
        i18n.uninstall()
        assert german_part in german, german
        _no_english(german, e.message, e.advice)


def test_the_servers_answers_about_paths_and_claims_are_refused_in_german(qapp, fio, tmp_path, built):
    """What the hosts answered (recorded: a path that is not a regular file there, an existing
    file, a server that does not claim devices) is refused in German, the paths kept."""
    path = tmp_path / "j.fio"
    path.write_text("[w]\nrw=write\nsize=1m\nfilename=out.bin\n")
    spec = JobSpec(name="j", rw="write", target=Target(str(path)), jobfile=str(path))
    resolved = check_remote_safety([H1], [spec], (), fio.path)
    refusals = []
    for state in (OTHER, "a regular file"):
        with pytest.raises(SafetyRefused) as e:
            check_paths(H1, resolved, {"out.bin": state}, ())
        refusals.append(e.value)
    dev = tmp_path / "d.fio"
    dev.write_text("[w]\nrw=write\nsize=1m\nfilename=/dev/sdq\n")
    devspec = JobSpec(name="d", rw="write", target=Target(str(dev)), jobfile=str(dev))
    with pytest.raises(SafetyRefused) as e:
        check_claims([HostStatus(H1, True)], check_remote_safety([H1], [devspec], ("node1:/dev/sdq",), fio.path))
    refusals.append(e.value)
    assert refusals[0].message == "job w writes out.bin on node1, which is not a regular file there"
    assert refusals[1].advice == "to write it anyway, add --overwrite node1:out.bin"
    i18n.install("de")
    german = [said(r) for r in refusals]
    assert "keine reguläre Datei" in german[0] and "--overwrite node1:out.bin" in german[1], german
    assert german[2].startswith("der fio-Server auf node1 kann /dev/sdq nicht ablehnen"), german[2]
    for r, g in zip(refusals, german):
        _no_english(g, r.message, r.advice)


def test_a_host_that_drops_out_mid_run_is_said_in_german(qapp, fio, servers, built):
    """Three real fio servers on loopback, one killed once its job is under way: the run ends
    failed (HostDropped), naming the host; the window's status line (the live 'disconnected'
    event, through the remote worker's observer) and the failure say it in German."""
    started = servers(3)
    hosts = [h for h, _, _ in started]
    victim_host, victim, victim_dir = started[2]
    lines: queue.Queue = queue.Queue()
    observer = _RemoteObserver(SimpleNamespace(_events=lines))
    i18n.install("de")

    def kill_when_running():
        target = victim_dir / "remote.bin"  # laid out in full: the job runs there
        end = time.monotonic() + 60
        while time.monotonic() < end and not (target.exists() and target.stat().st_size == 4 << 20):
            time.sleep(0.05)
        kill_tree(victim)

    def on_event(e):
        observer.event(e)
        if e.kind == "job-start":
            threading.Thread(target=kill_when_running, daemon=True).start()

    spec = JobSpec(name="rr", rw="randread", target=Target("remote.bin"), bs=4096, size=4 << 20, runtime=5,
                   time_based=True, ioengine="psync", direct=False)
    # The hosts' own checks (every WATCH_S) are left out: on a loaded machine they could find the
    # killed server silent before fio's client says it lost it, and the run would then say
    # 'stopped answering' (another sentence, also translated): this test is about fio's word.
    out = run_remote(fio, hosts, spec, on_event=on_event, watch_every=3600)
    assert isinstance(out.error, HostDropped)
    assert out.error.message == f"rr: {victim_host.label} disconnected during the run"  # the CLI's English
    german = window_text(out.error.message)
    assert german == f"rr: {victim_host.label} hat während des Laufs die Verbindung getrennt", german
    assert window_text(out.error.advice).startswith("der Lauf wurde dort angehalten"), window_text(out.error.advice)
    status = []
    while not lines.empty():
        name, (line,) = lines.get()
        assert name == "stalled_msg"
        status.append(line)
    assert f"fio hat die Verbindung zu einem Server auf {victim_host.name} verloren" in status, status
    assert f"{victim_host.label} hat während des Laufs die Verbindung getrennt" in status, status


def test_a_damaged_note_of_files_left_on_servers_is_german(qapp, tmp_path, monkeypatch, built):
    """The note of files an earlier run left on fio servers, damaged: ignored, said in German
    with the note's path and the JSON parser's own words."""
    monkeypatch.setenv("FIOSCOPE_DATA_DIR", str(tmp_path / "data"))
    note = leftovers.ledger()
    note.parent.mkdir(parents=True, mode=0o700)
    (tmp_path / "data").chmod(0o700)
    note.write_text("{not json")
    items, warning = leftovers.load()
    assert items == [] and warning.startswith(f"the note of files left on fio servers {note} is damaged (")
    with pytest.raises(ValueError) as e:
        json.loads("{not json")
    assert str(e.value) in warning  # the parser's words are data
    i18n.install("de")
    german = window_text(warning)
    assert german.startswith(f"die Notiz der auf fio-Servern zurückgelassenen Dateien {note} ist beschädigt"), german
    _no_english(german, warning)


def test_caches_a_user_may_not_drop_are_refused_in_german(qapp, window, built, monkeypatch, tmp_path):
    """The root helper's client side, as a user (euid faked: the test runs as root and must not
    drop the machine's caches): with no pkexec or sudo, and with an elevator that refuses
    (/bin/false: it runs nothing and says nothing), the error box says it in German, the
    operation's and the tools' names kept; readahead on a directory with no block device too."""
    from app.core.access import root_helper
    from app.core.access.cache_control import readahead_device
    from app.core.errors import FioscopeError, InputError
    monkeypatch.setattr(root_helper.os, "geteuid", lambda: 1000)
    errors = []
    for elevator in (None, ["/bin/false"]):
        monkeypatch.setattr(root_helper, "_elevator", lambda e=elevator: e)
        with pytest.raises(FioscopeError) as e:
            window.drop_caches()
        errors.append(e.value)
    assert errors[0].one_line() == ("drop-caches needs root, and neither pkexec nor sudo is available (use direct "
                                    "I/O, or run the operation as root)")
    assert errors[1].message == "drop-caches was not allowed: refused"
    spec = JobSpec(name="r", rw="read", target=Target("/dev/shm/fioscope-none.tmp"), size=1 << 20)
    with pytest.raises(InputError) as e:
        readahead_device(spec, 128)
    errors.append(e.value)
    assert errors[2].message == "no block device behind /dev/shm: readahead cannot be set"
    i18n.install("de")
    shown = []
    for err in errors:
        window.show_error(err)
        shown.append(window.error_box.text() + " " + window.error_box.informativeText())
        window.error_box.close()
    assert shown[0].startswith("drop-caches braucht Root-Rechte, und weder pkexec noch sudo ist vorhanden"), shown
    assert shown[1].startswith("drop-caches wurde nicht erlaubt: abgelehnt"), shown
    assert shown[2].startswith("hinter /dev/shm steht kein Blockgerät"), shown
    for err, text in zip(errors, shown):
        _no_english(text, err.message, err.advice)


def test_windows_disk_discovery_failures_are_german(qapp, built):
    """Windows' disk discovery (PowerShell's cmdlets, recorded answers as
    tests/core/targets/test_targets_windows.py replays them): a cmdlet that fails, one that
    exits without a word, one that does not answer and unreadable output, said in German with
    the cmdlets' names and PowerShell's own line kept."""
    from app.core.errors import InputError
    from app.core.targets.windows import discover_windows, parse_windows
    from tests.core.targets.test_targets_windows import FakeRun, texts
    clixml = (b'#< CLIXML\r\n<Objs Version="1.1.0.1" xmlns="http://schemas.microsoft.com/powershell/2004/04">'
              b'<S S="Error">Get-PhysicalDisk : Access denied _x000D__x000A_</S></Objs>')

    def timeout(argv, **kwargs):
        raise subprocess.TimeoutExpired(argv, kwargs["timeout"])

    errors = []
    for run in (FakeRun("laptop", fail="get-physicaldisk", stderr=clixml), FakeRun("laptop", fail="get-volume"),
                timeout):
        with pytest.raises(InputError) as e:
            discover_windows(run=run)
        errors.append(e.value)
    _, physical, partitions, volumes = texts("laptop")
    with pytest.raises(InputError) as e:
        parse_windows("[1, 2]", physical, partitions, volumes)
    errors.append(e.value)
    assert [x.one_line() for x in errors] == [  # the CLI's English
        "Get-PhysicalDisk failed: Get-PhysicalDisk : Access denied", "Get-Volume failed: exit code 1",
        "Get-Disk did not answer within 60 s (Windows storage management may be busy; try again)",
        "cannot read the output of Get-Disk: expected JSON objects, got list (expected the JSON that "
        "ConvertTo-Json prints)"]
    i18n.install("de")
    german = [said(x) for x in errors]
    assert german[:3] == [
        "Get-PhysicalDisk ist fehlgeschlagen: Get-PhysicalDisk : Access denied",  # PowerShell's words kept
        "Get-Volume ist fehlgeschlagen: Exit-Code 1",
        "Get-Disk hat nicht innerhalb von 60 s geantwortet (die Speicherverwaltung von Windows ist vielleicht "
        "beschäftigt; erneut versuchen)"], german
    assert german[3].startswith("die Ausgabe von Get-Disk lässt sich nicht lesen"), german[3]
    for x, g in zip(errors, german):
        _no_english(g, x.message, x.advice)


def test_a_privileged_request_refused_before_it_runs_is_german(qapp, built):
    """The root helper's checks of a request, made before anything is opened (validate, as the
    app calls it first): an unknown operation, a user id that is not one, a device that does
    not exist, a character device. German, with the operation's name, paths and usage kept."""
    from app.core.access.root_helper import validate
    from app.core.errors import InputError
    errors = []
    for op, args in (("format-disk", []), ("grant-read", ["/dev/null", "-1"]),
                     ("flush-device", ["/dev/fioscope-none"]), ("flush-device", ["/dev/null"])):
        with pytest.raises(InputError) as e:
            validate(op, args)
        errors.append(e.value)
    assert [x.one_line() for x in errors] == [  # the CLI's English
        "unknown privileged operation 'format-disk' (one of drop-caches, set-readahead, flush-device, "
        "grant-device, revoke-device, grant-read, revoke-read)",
        "grant-read: '-1' is not a user id (ASCII digits, 0 to 4294967294) (grant-read takes a /dev/NAME path and "
        "a user id)",
        "/dev/fioscope-none does not exist", "/dev/null is not a block device"]
    i18n.install("de")
    german = [said(x) for x in errors]
    assert german[1] == ("grant-read: '-1' ist nicht eine Benutzer-ID (ASCII-Ziffern, 0 bis 4294967294) (grant-read "
                         "nimmt einen /dev/NAME-Pfad und eine Benutzer-ID)"), german[1]
    assert german[2:] == ["/dev/fioscope-none existiert nicht", "/dev/null ist kein Blockgerät"], german
    for x, g in zip(errors, german):
        _no_english(g, x.message, x.advice)
