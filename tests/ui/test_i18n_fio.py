"""The core's sentences about running fio, shown by a German window (issue 56): a job file the
core refuses and a run whose fio fails, each in the error box and the status line, with no
English word but the data they name (file names, fio's options, fio's own output) and the
.ts's own words. Real fio; the window built as the app builds it."""
import re

from app.ui import i18n
from tests.ui.test_i18n import WORD, built, messages, msg_parts, qm_dir, vocabulary  # noqa: F401 (fixtures)


def german_window(qtbot, fio, tmp_path):
    from app.core.history.store import RunStore
    from app.ui.main_window import MainWindow
    i18n.install("de")
    w = MainWindow(fio=fio, store=RunStore(tmp_path / "runs.sqlite"))
    w.confirm_close = lambda: True
    w.confirm_jobfile = lambda jf, workdir=None: True  # the preview's question: yes
    qtbot.addWidget(w)
    w.show()
    errors = []
    shown = w.show_error
    w.show_error = lambda e: errors.append(e) or shown(e)  # the real box, and the error it shows
    return w, errors


def no_english(error, texts: list[str], extra: str = "") -> None:
    """Every sentence of the error a Msg in the catalogue and translated; no English word in the
    texts but the error's data and the .ts's German words."""
    from app.ui.advice import app_words
    from app.ui.core_words import window_text
    german = {source: texts[0] for ctx, source, _, texts, _ in messages("de") if ctx == "core"}
    allowed = vocabulary("de") | {w.lower() for w in WORD.findall(extra)}
    for field in (error.message, error.advice):
        own, data = msg_parts(field)
        assert own, f"not a Msg: {field!r}"
        allowed |= {w.lower() for d in data for w in WORD.findall(d)}
        for m in own:
            assert app_words(m.template) in german, m.template
        assert window_text(field) != str(field) or not re.search("[A-Za-z]", own[0].template), field
    english = [w for t in texts for w in WORD.findall(t) if w.lower() not in allowed]
    assert not english, (english, texts)


def test_a_job_file_the_core_refuses_is_refused_in_german(qtbot, built, fio, tmp_path):
    job = tmp_path / "refused.fio"
    job.write_text("[w]\nrw=write\nsize=64k\nioengine=psync\nexec_prerun=touch here\n")
    w, errors = german_window(qtbot, fio, tmp_path)
    w.select_target(str(tmp_path))
    w.open_jobfile(str(job))
    qtbot.waitUntil(lambda: bool(errors), timeout=30000)
    e = errors[0]
    assert str(e.message) == "refused.fio: exec_prerun runs a command, which Fioscope refuses in job files"  # the CLI's
    assert e.one_line().endswith("(remove it, or pass --allow-job-commands if you trust the file)")
    box = w.error_box
    assert box.text() == "refused.fio: exec_prerun führt einen Befehl aus, was Fioscope in Jobdateien verweigert"
    assert box.informativeText() == ("sie entfernen oder, wenn Sie ihr vertrauen, auf der Befehlszeile mit "
                                     "--allow-job-commands ausführen")
    no_english(e, [box.text(), box.informativeText()])
    assert not any(tmp_path.glob("here"))  # nothing ran


def test_a_run_whose_fio_fails_says_so_in_german_around_fios_own_words(qtbot, built, fio, tmp_path):
    """fio starts, creates nothing and does no I/O (allow_file_create=0 on a missing file): its
    own line stays as fio wrote it, inside our German sentence, in the box and the status line."""
    job = tmp_path / "fails.fio"
    job.write_text("[r]\nrw=read\nsize=1m\nioengine=psync\nfilename=missing.bin\nallow_file_create=0\n")
    w, errors = german_window(qtbot, fio, tmp_path)
    w.select_target(str(tmp_path))
    w.open_jobfile(str(job))
    qtbot.waitUntil(lambda: bool(errors) and w.worker is not None and not w.worker.running, timeout=60000)
    e = errors[0]
    said = "fio: file creation disallowed by allow_file_create=0"
    assert str(e.message) == f"fio failed: {said}" and str(e.advice) == "see fio's messages under details"
    box = w.error_box
    assert box.text() == f"fio ist fehlgeschlagen: {said}"
    assert box.informativeText() == "die Meldungen von fio unter Details ansehen"
    assert said in box.detailedText()  # fio's stderr, as it wrote it
    qtbot.waitUntil(lambda: w.status_label.text().startswith("fehlgeschlagen · "), timeout=5000)
    no_english(e, [box.text(), box.informativeText(), w.status_label.text()])


def test_fios_failures_keep_fios_words_inside_a_german_sentence(qapp, built):
    """classify_fio_failure's three shapes: fio's own line, only an exit code, the sandbox's line."""
    from app.core.errors import classify_fio_failure
    from app.ui.core_words import window_text
    full = classify_fio_failure(1, "fio: pid=7, err=28/file:io_u.c:1889, func=io_u error, error=No space left on device\n")
    silent = classify_fio_failure(137, "")
    sandbox = classify_fio_failure(1, "fio: Fioscope's sandbox: /dev/sdz is not a block device\n")
    english = [(str(e.message), str(e.advice)) for e in (full, silent, sandbox)]
    assert english == [  # the CLI's, as before
        ("fio failed: fio: pid=7, err=28/file:io_u.c:1889, func=io_u error, error=No space left on device",
         "the target is full; free space or use a smaller --size"),
        ("fio failed: exit code 137", "see fio's messages under details"),
        ("Fioscope's sandbox: /dev/sdz is not a block device", "")]
    i18n.install("de")
    assert [(window_text(e.message), window_text(e.advice)) for e in (full, silent, sandbox)] == [
        ("fio ist fehlgeschlagen: fio: pid=7, err=28/file:io_u.c:1889, func=io_u error, error=No space left on device",
         "das Ziel ist voll; Platz freigeben oder eine kleinere Größe verwenden"),
        ("fio ist fehlgeschlagen: Exit-Code 137", "die Meldungen von fio unter Details ansehen"),
        ("Sandbox von Fioscope: /dev/sdz is not a block device", "")]


def test_the_steady_pages_refusal_of_pts_settings_is_german(qtbot, built, fio, tmp_path):
    """The Steady page's estimate line says why the run would be refused (pts_settings), in German."""
    from app.ui.run.run_kinds import Mode
    w, _ = german_window(qtbot, fio, tmp_path)
    w.select_target(str(tmp_path))
    w.set_mode(Mode.STEADY)
    tab = w.steady_tab
    for box in w.steady_tests.values():
        box.setChecked(False)
    for name, box in tab.pts_tests.items():
        box.setChecked(name == "dirth")
    tab.dirth_bs.setText("3000")
    assert w.steady_estimate_label.text() == ("die Blockgröße von DIRTH muss ein Vielfaches von 512 Byte sein und "
                                              "seine Vorab-Schreibvorgänge nicht negativ")
    tab.dirth_bs.setText("4KiB")
    assert w.steady_estimate_label.text().startswith("SNIA PTS DIRTH: geschätzt ")


def test_the_latency_knee_and_its_reason_read_in_german_with_german_figures(qapp, built):
    """find_knee's reason and answer_lines (the Latency page's status line and verdict) from steps
    whose 90 % step bends: the CLI's English as before, the window's German with 1.234-style figures."""
    from app.core.suites.latency_load import LoadPoint, answer_lines, find_knee
    from app.ui.core_words import window_text
    pts = [LoadPoint(f"{p} %", p * 20.0, p * 20.0, 100.0, 150.0, 200.0) for p in (10, 50)] + \
        [LoadPoint("90 %", 1800.0, 1500.0, 4500.0, 9000.0, 12000.0)]
    knee, why = find_knee(pts, 2000.0)
    d = {"knee": knee.to_dict(), "knee_reason": why, "points": [p.to_dict() for p in pts],
         "settings": {"p99_under_us": 500.0}, "answer": pts[1].to_dict()}
    assert answer_lines(d) == [
        "knee: 1,000 IOPS at step 50 % (the next step (90 %) bent: mean latency 4,500 µs and every heavier step's "
        "over 4x the light load's 100 µs; achieved 1,500 of 1,800 IOPS offered)",
        "highest IOPS with p99 under 500 µs: 1,000 (step 50 %, p99 150.0 µs)"]
    i18n.install("de")
    assert [window_text(line) for line in answer_lines(d)] == [
        "Knie: 1.000 IOPS bei Stufe 50 % (die nächste Stufe (90 %) knickte ab: mittlere Latenz 4.500 µs und die jeder "
        "schwereren Stufe über dem 4-Fachen der 100 µs bei leichter Last; 1.500 von 1.800 angebotenen IOPS erreicht)",
        "höchste IOPS mit p99 unter 500 µs: 1.000 (Stufe 50 %, p99 150,0 µs)"]


def test_a_steady_state_verdict_reads_in_german(qapp, built):
    """steady_criteria.evaluate's reason (the Steady page's round line and summary), English as before."""
    from app.core.suites.steady_criteria import evaluate
    from app.ui.core_words import window_text
    v = evaluate([1000, 2000, 1000, 2000, 1000, 3000], window=5)
    gap = evaluate([1000, None, 1000, 1000, 1000, 1000], window=5)
    assert (v.reason, gap.reason) == (
        "rounds 2-6: range 2,000 is more than 20% of the window's average 1,800 (at most 360); slope x 4 = 800 is more "
        "than 10% of the window's average 1,800 (at most 180)",
        "no tracking value in round 2: the window (rounds 2-6) is incomplete; used rounds 3, 4, 5, 6")
    from app.core.suites.steady_summary import tracked_text
    assert (tracked_text("iops", 106400.0), tracked_text("throughput-128K", 2.5e9)) == ("106,400.0 IOPS", "2,500.0 MB/s")
    i18n.install("de")
    assert (window_text(tracked_text("iops", 106400.0)), window_text(tracked_text("throughput-128K", 2.5e9))) == \
        ("106.400,0 IOPS", "2.500,0 MB/s")
    assert window_text(v.reason) == ("Runden 2-6: Spanne 2.000 ist mehr als 20% des Fenstermittels 1.800 (höchstens 360); "
                                     "Steigung x 4 = 800 ist mehr als 10% des Fenstermittels 1.800 (höchstens 180)")
    assert window_text(gap.reason) == ("kein beobachteter Wert in Runde 2: das Fenster (Runden 2-6) ist unvollständig; "
                                       "verwendet: Runden 3, 4, 5, 6")
