"""The core's sentences about the page cache, the trust verdicts and the run history in the
window's language (issue 56): real fio on a loop device of the test's own, a German window,
and no English on the places that show them but the data they name."""
import os

from PySide6.QtWidgets import QTableWidgetItem

from app.core.fio.jobspec import JobSpec, Target
from app.core.insight.trust import trust_words
from app.core.suites.items import plain
from app.core.suites.run import SuiteRunner
from app.ui import i18n
from app.ui.core_words import window_text
from app.ui.core_words_places import revived
from app.ui.pages.results_grid import READ, mark_cell
from app.ui.run import stored_view
from tests.ui.test_i18n import WORD, built, msg_parts, qm_dir, vocabulary  # noqa: F401 (fixtures)


def english_in(text: str, allowed: set[str]) -> list[str]:
    return [w for w in WORD.findall(text) if w.lower() not in allowed]


def test_a_buffered_reads_trust_finding_and_cache_verdict_are_german_live_and_reopened(qtbot, window, built, fio,
                                                                                       loop_fs):
    """A buffered read of a file fio just laid out, its cached pages kept (invalidate=0), is
    RAM's figure. The CLI's words stay English; a German window says the verdict in its
    cell's tooltip (live, from the Msg) and the same once the run is reopened from the
    History (read back from the store's English), and the cache panel's verdict, with
    nothing English in them but the device's and fio's names."""
    mnt, dev = loop_fs
    f = os.path.join(mnt, "fioscope-test-3.tmp")
    spec = JobSpec(name="SEQ1M-Q1T1-read", rw="read", target=Target(f), ioengine="psync", bs=1 << 20,
                   size=32 << 20, runtime=1, time_based=True, direct=False, extra=(("invalidate", "0"),))
    res = SuiteRunner(fio, "quick", plain([spec]), 0.5, target=mnt, store=window.store).run()
    read = res.tests[0]
    assert read.cache.measures_ram, read.cache.message
    said = trust_words(read.trust)
    assert said[0].startswith("RAM, not the disk: ") and str(read.cache.message).startswith("fio issued ")  # the CLI's
    allowed = vocabulary("de") | {w.lower() for w in WORD.findall(f"{mnt} {dev}")}
    for m in (*said, read.cache.message):
        allowed |= {w.lower() for d in msg_parts(m)[1] for w in WORD.findall(d)}  # its data: device, fio's names
    i18n.install("de")
    live = QTableWidgetItem()
    mark_cell(live, [read])
    german = live.toolTip()
    assert german.startswith("Arbeitsspeicher, nicht der Datenträger: ") and "Page-Cache" in german, german
    assert not english_in(german, allowed), german
    # reopened from the History: the store kept the English; the cell says it in German all the same
    stored_view.show_run(window, window.store.load_run(res.run_id))
    grid = window.results_grid
    cell = grid.table.item(grid.labels().index("SEQ1M Q1T1"), READ)
    assert cell.toolTip().endswith(german), (cell.toolTip(), german)
    assert [window_text(revived(str(w))) for w in said] == [window_text(w) for w in said]
    verdict = window.cache_panel.verdict.text()
    assert "Dieses Ergebnis misst den Arbeitsspeicher" in verdict and "fio gab " in verdict, verdict
    assert not english_in(verdict, allowed), verdict


def test_a_run_history_the_window_cannot_trust_is_refused_in_german(qtbot, window, built, tmp_path):
    """A run history whose file is a link (to a real database elsewhere): the store refuses to
    open it, and the window's error box and its status line's 'not stored' say why in German,
    naming only the paths; the CLI's line is the English it was."""
    from app.core.history.store import RunStore
    from app.core.history.store_errors import StoreError
    from app.ui.core_words import said
    real = tmp_path / "elsewhere.sqlite"
    RunStore(real).close()
    (tmp_path / "data").mkdir(mode=0o700)
    link = tmp_path / "data" / "runs.sqlite"
    link.symlink_to(real)
    try:
        RunStore(link)
        raise AssertionError("a history opened through a link")
    except StoreError as e:
        refused = e
    assert refused.one_line() == (f"the run history's file {link} is a link (to {real}); Fioscope never opens its "
                                  "history through one (remove the link, or set FIOSCOPE_DATA_DIR to a directory of "
                                  "your own)")
    allowed = vocabulary("de") | {w.lower() for w in WORD.findall(f"{link} {real} FIOSCOPE_DATA_DIR")}
    i18n.install("de")
    window.show_error(refused)
    box = window.error_box
    shown = f"{box.text()}\n{box.informativeText()}"
    assert box.text().startswith(f"die Datei {link} des Verlaufs der Läufe ist ein Link"), shown
    assert "FIOSCOPE_DATA_DIR" in box.informativeText() and not english_in(shown, allowed), shown
    line = said(refused)  # the status line's "not stored: ..." after a run
    assert line == f"{box.text()} ({box.informativeText()})" and not english_in(line, allowed), line


def test_every_trust_finding_read_back_from_the_store_is_said_as_its_msg(qapp, built):
    """Each kind of finding (RAM by share and by rate, the rate limit held or not, the CPU in
    four ways, a busy machine, other I/O, a copy-on-write filesystem, a small buffered file, a
    drive that throttled or likely heated up):
    its English as the store keeps it, read back, shows in German exactly as the live Msg."""
    from dataclasses import asdict

    from app.core.insight.thermal import thermal_verdict
    from app.core.insight.trust import HostFacts, JobFacts, judge
    ram = {"from_ram_pct": 97.3, "device": "loop3", "fio_reads": 10, "dev_reads": 900, "fio_read_bytes": 1 << 30,
           "dev_read_bytes": 1 << 28, "fio_write_bytes": 1 << 20, "dev_write_bytes": 1 << 29}
    above = dict(ram, from_ram_pct=10.0, above=("write", 3.2e9, 1.5e6))
    facts = [JobFacts("psync", False, True, False, 32 << 20, {"iops": 1000.0}, {"iops": 400.0}, (20.0,)),
             JobFacts("libaio", True, True, True, None, {"bps": 1e8}, {"bps": 0.99e8}, (20.0,)),
             JobFacts("libaio", True, True, True, None, {"iops": 1000.0}, {"iops": 990.0}, (), None, 3.9, 4),
             JobFacts("null", True, True, True, None),
             JobFacts("psync", False, False, True, 1 << 20, thread_cpu=(99.0,)),
             JobFacts("psync", False, True, True, 3 << 30, thread_cpu=(60.0, 60.0)),
             JobFacts("psync", True, True, False, None, queued=(58.0, 28.0)),
             JobFacts("psync", True, True, False, None, thread_cpu=(30.0,))]
    hosts = [HostFacts(2, 99.0, 8 << 30, "btrfs"), HostFacts(1, None, None, "f2fs"), HostFacts(4, 99.0, 8 << 30, "zfs")]
    def series(n, f):
        return [(float(t), f(t)) for t in range(1, n + 1)]
    drop = series(80, lambda t: 3.2e9 if t <= 38 else 1.1e9)  # insight.thermal's own cases: throttled, likely
    heat = [thermal_verdict(drop, series(80, lambda t: min(71.0, 45 + 26 * t / 38)), warning_c=70, critical_c=80),
            thermal_verdict(drop, series(80, lambda t: 50.0), throttle=[(t, int(t >= 35)) for t in range(0, 80, 10)]),
            thermal_verdict(drop, series(80, lambda t: min(62.0, 45 + t * 0.5)), warning_c=70, critical_c=85)]
    assert [v.kind for v in heat] == ["throttled", "throttled", "likely thermal"]
    verdicts = [judge(f, h, c) for f in facts for h in hosts for c in (ram, above, None)]
    verdicts += [judge(facts[-1], hosts[1], None, asdict(v)) for v in heat]
    i18n.install("de")
    said = {w for v in verdicts for w in trust_words(v.to_dict())}
    assert len(said) > 30 and sum("the drive throttled" in w or "likely thermal" in w for w in said) == 3
    for w in said:
        assert window_text(revived(str(w))) == window_text(w), str(w)
        assert window_text(w) != str(w), str(w)


def test_the_history_lists_a_real_runs_status_and_settings_in_german(qtbot, window, built, fio, tmp_path):
    """A real (null-engine) run in the store, its settings recorded as the window records them:
    the History page's Status and Settings columns in German, nothing English but the suite's,
    engine's and fio option's names."""
    from app.core.history.listing import settings_words
    from app.ui.dialogs.history import COLUMNS, HistoryDialog
    from app.core.suites.settings import settings_record
    spec = JobSpec(name="SEQ1M-Q1T1-read", rw="read", target=Target(str(tmp_path / "null")), ioengine="null",
                   bs=1 << 20, size=32 << 20, runtime=1, time_based=True, direct=False)
    res = SuiteRunner(fio, "custom", plain([spec]), 0.5, target=str(tmp_path), store=window.store,
                      settings=settings_record([spec], preset="custom", interval=0.5)).run()
    english = settings_words(window.store)[res.run_id]
    assert "buffered I/O (page cache)" in english  # the CLI's and the reports' words, unchanged
    i18n.install("de")
    d = HistoryDialog(window.store, window)
    qtbot.addWidget(d)
    row = [r for r in range(d.table.rowCount()) if d.table.item(r, 0).text() == str(res.run_id)][0]
    status, settings = (d.table.item(row, COLUMNS.index(c)).text() for c in ("Status", "Settings"))
    assert status == "fertig" and "gepufferte I/O (Page-Cache)" in settings, (status, settings)
    allowed = vocabulary("de") | {"numjobs", "null", "psync"}
    assert not english_in(settings, allowed), settings


def test_a_fio_server_that_is_not_there_is_said_in_german(qtbot, window, built):
    """A port on this machine nothing listens on: the host check's error, as the window's
    error box shows it, in German with the host and the command to start fio there."""
    import socket
    from app.core.remote.hosts import Host, HostUnreachable, tcp_check
    with socket.socket() as s:  # a free port: bound, then closed again, so nothing answers there
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    host = Host("127.0.0.1", port)
    try:
        tcp_check(host, 5.0)
        raise AssertionError("something answered")
    except HostUnreachable as e:
        refused = e
    assert refused.one_line() == (f"no fio server at 127.0.0.1:{port}: connection refused "
                                  f"(start one there with: fio --server=,{port})")
    i18n.install("de")
    window.show_error(refused)
    box = window.error_box
    assert box.text() == f"kein fio-Server unter 127.0.0.1:{port}: Verbindung abgelehnt", box.text()
    assert box.informativeText() == f"dort einen starten mit: fio --server=,{port}", box.informativeText()
