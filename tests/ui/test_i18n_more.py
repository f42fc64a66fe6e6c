"""More of the window in its language (issue 56): the graphs' section marks (a steady-state
round, a loop, a warm-up), live and reopened from the History; the saved picture's header.
The runs are real fio runs."""
from app.core.history.store import RunStore
from app.core.report.cover import image_header
from app.core.suites import cliff_run, dirth, hir, xsr
from app.ui import i18n, snapshot
from app.ui.run.phase_words import PHASES, labelled, phase_text
from app.ui.run.run_kinds import Mode, graph_label
from tests.ui.test_i18n import built, qm_dir  # noqa: F401 (fixtures)
from tests.ui.test_i18n_fit import clipped, longer  # noqa: F401 (a fixture)
from tests.ui.test_i18n_steady_fit import inside, reopened, stored  # noqa: F401 (a fixture)
from tests.ui.test_save_image import run


def marks(window) -> list[str]:
    """The section marks' texts on the graphs, in order."""
    return [b.label.format for b in window.graphs.boundaries if getattr(b, "label", None) is not None]


def core_phases() -> list[str]:
    """Each phase text the core writes (the store keeps it; the reports print it), made by the
    core's own functions where it has one, so a change of their words shows here."""
    return ["warm-up", "loop 2", "pass 1", cliff_run.phase_name(2, 30), cliff_run.phase_name(3, 0.5), "1 clients",
            "4 clients", hir.wait_phase(5), hir.baseline_phase(1.5), "hir round 3",
            xsr.segment_phase(2, "write", 128 * 1024), xsr.segment_phase(1, "randwrite", 4096),
            dirth.hist_phase("max"), dirth.prewrite_phase("mid"), "iops round 12", "latency purge",
            "write_saturation precondition"]


def test_every_phase_the_core_writes_is_said_in_german_with_its_names_and_figures_kept(qapp, built):  # noqa: F811
    english = [phase_text(p) for p in core_phases()]
    assert english == [p.replace("1 clients", "1 client") for p in core_phases()]  # English as stored
    assert graph_label("SEQ1M-Q8T1-read", "loop 2") == "SEQ1M-Q8T1-read (loop 2)"
    assert i18n.install("de") == "fioscope_de.qm"
    german = {p: phase_text(p) for p in core_phases()}
    assert german["iops round 12"] == "iops Runde 12" and german["hir round 3"] == "hir Runde 3"
    assert german["loop 2"] == "Durchlauf 2" and german["warm-up"] == "Aufwärmlauf"
    assert german[cliff_run.phase_name(3, 0.5)] == "Durchgang 3 nach 0,5 s Leerlauf"  # the window's decimal comma
    assert german["1 clients"] == "1 Client" and german["4 clients"] == "4 Clients"
    assert german[xsr.segment_phase(2, "write", 128 * 1024)] == "xsr Abschnitt 2: SEQ-128K-Schreiben"
    assert graph_label("SEQ1M-Q8T1-read", "warm-up") == "SEQ1M-Q8T1-read (Aufwärmlauf)"
    assert labelled("job", "2 clients") == "job (2 Clients)"
    for phase, shown in german.items():
        assert not {"round", "loop", "pass", "after", "idle", "wait", "segment", "writes", "purge",
                    "precondition", "clients"} & set(shown.split()), (phase, shown)
    assert all(any(p.fullmatch(x) for x in core_phases()) for p, _ in PHASES)  # each form checked above
    assert phase_text("buffered, cold") == "buffered, cold"  # a phase the window does not know: as stored


def test_a_reopened_steady_runs_round_marks_are_in_the_windows_language(qtbot, fio, stored, built):  # noqa: F811
    assert marks(reopened(qtbot, fio, stored)) == [f"iops round {n}" for n in range(1, 6)]  # English as before
    i18n.install("es")
    assert marks(reopened(qtbot, fio, stored)) == [f"iops ronda {n}" for n in range(1, 6)]  # "iops": the test's name
    i18n.uninstall()
    i18n.install("zh_CN")
    assert marks(reopened(qtbot, fio, stored)) == [f"iops 第 {n} 轮" for n in range(1, 6)]


def test_a_live_steady_runs_marks_are_spanish_in_a_spanish_window(qtbot, fio, built, tmp_path):  # noqa: F811
    """A real steady-state run (IOPS, the reduced matrix, cells of 1 s) until its second round
    starts: the preconditioning and each round marked in Spanish, as they start."""
    from app.ui.main_window import MainWindow
    i18n.install("es")
    w = MainWindow(fio=fio, store=RunStore(tmp_path / "runs.sqlite"))
    w.confirm_close = lambda: True
    qtbot.addWidget(w)
    w.show()
    target = tmp_path / "t"
    target.mkdir()
    w.select_target(str(target))
    w.set_mode(Mode.STEADY)
    for name, box in w.steady_tests.items():
        box.setChecked(name == "iops")
    w.steady_cell.setText("1")
    w.steady_span.setText("16MiB")
    w.steady_reduced.setChecked(True)
    w.steady_btn.click()
    try:
        qtbot.waitUntil(lambda: "iops ronda 2" in marks(w), timeout=120000)
    finally:
        w.worker.cancel()
        qtbot.waitUntil(lambda: not w.worker.running, timeout=30000)
    assert marks(w)[:3] == ["iops preacondicionamiento", "iops ronda 1", "iops ronda 2"]
    assert not any("round" in m or "precondition" in m for m in marks(w))


def opened(qtbot, fio, tmp_path):
    """A window made after the language is installed, as the app starts."""
    from app.ui.main_window import MainWindow
    w = MainWindow(fio=fio, store=RunStore(tmp_path / "runs.sqlite"))
    w.confirm_close = lambda: True
    qtbot.addWidget(w)
    w.show()
    return w


def test_the_saved_pictures_header_is_in_the_windows_language_and_the_reports_stays_english(qtbot, fio, built,
                                                                                             tmp_path):  # noqa: F811
    """Two real runs of 1 s per test: one shown, then both compared. The drive, the target, the
    versions and the settings' values are data; the words around them the window's."""
    i18n.install("es")
    w = opened(qtbot, fio, tmp_path)
    a, b = run(w, tmp_path, fio), run(w, tmp_path, fio)
    w.show_runs([a.run_id])
    doc = w.store.load_run(a.run_id, with_samples=False)
    lines = snapshot.header_lines(w)
    assert lines[0].endswith(f" · destino {tmp_path}") and lines[1].endswith(f" · fio-3.41 · ejecución {a.run_id}")
    assert lines[2].startswith("serie quick · ") and "tamaño 8 MiB · duración 1 s por prueba" in lines[2], lines[2]
    english = [str(line) for line in image_header([doc])]  # the CLI's and reports' words, as before
    assert english[0].endswith(f" · target {tmp_path}") and english[2].startswith("suite quick · size 8 MiB")
    assert len(lines) == len(english) == 3 and lines != english
    for word in ("target", "suite", "size", "runtime", "per test", " run "):
        assert word not in " ".join(lines).replace(str(tmp_path), ""), word
    size = ((doc.get("machine") or {}).get("target") or {}).get("size_bytes")
    if size and size < 1e12:  # the capacity's figure in the window's format: 274,9 GB in Spanish
        assert f"{i18n.number(size / 1e9, 1)} GB · " in lines[0] and f"{size / 1e9:,.1f} GB · " in english[0]
    w.show_runs([b.run_id, a.run_id])
    lines = snapshot.header_lines(w)
    assert lines[0] == "Ejecuciones comparadas; la primera es la referencia:"
    assert lines[1].startswith(f"#{b.run_id} · quick en {tmp_path} · ") and lines[2].startswith(f"#{a.run_id} · quick en ")
    assert lines[3].startswith(f"#{b.run_id}: serie quick · ") and "tamaño 8 MiB" in lines[4]


def test_the_cache_panels_heading_wraps_and_nothing_scrolls_sideways_at_1024x700_in_a_longer_language(
        qtbot, fio, stored, longer):  # noqa: F811
    """The Steady page with a reopened real steady run (where Spanish cut the panel's title to
    'Caché de páginas y dispo' and its area scrolled sideways), in the pseudo-translation."""
    window = reopened(qtbot, fio, stored)
    panel, area = window.cache_panel, window.late._cache_area
    room = area.viewport().width()
    assert "ẋ" in panel.heading.text() and panel.title() == ""
    assert area.horizontalScrollBar().maximum() == 0 and panel.minimumSizeHint().width() <= room
    assert panel.heading.isVisible() and inside(panel.heading, panel) and panel.heading.y() < panel.memory.y()
    assert clipped(panel) == []  # the heading wrapped whole, as every line under it


def test_the_status_line_ends_in_an_ellipsis_beside_a_shortened_fio_label_at_1024x700(qtbot, fio, stored,
                                                                                      built):  # noqa: F811
    """A reopened real steady run in Spanish: its status ('mostrando la ejecución 2: <path> ·
    <date> · steady · …') is longer than the bar. It was cut mid-word under fio's label; now it
    ends in …, and fio's label gives up the middle of its path. Both whole in their tooltips."""
    from app.ui.pages.status_line import FIO_WIDEST
    i18n.install("es")
    window = reopened(qtbot, fio, stored)
    line, fio_label = window.status_label, window.fio_label
    text = line.text()
    assert text.startswith("mostrando la ejecución") and line.toolTip() == text
    assert line.fontMetrics().horizontalAdvance(text) > line.width()  # too long for the bar: the case seen
    shown = line.shown()
    assert shown.endswith("…") and text.startswith(shown[:-1]) and len(shown) > 40
    assert line.fontMetrics().horizontalAdvance(shown) <= line.contentsRect().width()
    whole = window_text_of(fio)
    assert fio_label.text() == fio_label.toolTip() == whole and fio_label.width() <= FIO_WIDEST
    short = fio_label.shown()
    assert "…" in short and short.startswith("fio-3.41") and short.endswith(whole[-6:])
    assert fio_label.fontMetrics().horizontalAdvance(short) <= fio_label.contentsRect().width()
    assert line.width() >= window.width() - FIO_WIDEST - 60  # the rest of the bar is the status's
    window.set_status("hecho")
    assert line.shown() == "hecho" == line.text()  # a short status whole


def window_text_of(fio) -> str:
    from app.ui.core_words import window_text
    return window_text(fio.describe())
