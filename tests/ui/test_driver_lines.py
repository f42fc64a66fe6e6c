"""What a run's driver says as it goes (a step's figures, a pass's verdict, an idle pause, the
PTS time limit) is on the window's status line, in its language, first between tests and after
the running test's clock once the next starts: the CLI printed these lines
and the window dropped them (a 60 s pause before a cliff's second pass showed nothing). A real
latency-versus-load run in a German window; the English the CLI prints is as before."""
import re

from app.core.insight.cliff import WritePoint, detect_cliff
from app.core.suites.latency_load import LoadPoint, step_line
from app.core.words import Msg, Num
from app.ui import i18n
from app.ui.core_words import window_text
from app.ui.run.latency_load_start import start_latency_load
from app.ui.run.phase_words import driver_text
from tests.ui.test_i18n import built, qm_dir  # noqa: F401 (fixtures)
from tests.ui.test_i18n_window import german_window  # noqa: F401 (fixture)
from tests.ui.test_latency_load_app import _ask


def test_the_cli_prints_the_steps_as_before():
    p = LoadPoint("50 %", 1234.4, 1230.6, 812.34, 1999.95, None)
    assert step_line(p) == ("50 %: 1,234 IOPS offered, 1,231 achieved; mean 812.3 µs, p99 2,000.0 µs, "
                            "p99.9 - µs")
    assert step_line(LoadPoint("max", None, 25000.0, 40.0, 80.0, 120.0)).startswith("max: unthrottled, 25,000 achieved")


def test_a_pause_and_a_passs_verdict_are_german_with_the_phase_too(qapp, built):  # noqa: F811
    pts = [WritePoint(i * 8e6, 8e6, 1.0, i + 1.0) for i in range(12)]
    verdict = detect_cliff(pts).message
    i18n.install("de")
    try:
        assert driver_text(Msg("idle %1 s for the cache to recover, then pass %2", Num(30, None), 2)) == \
            "30 s Leerlauf, damit sich der Cache erholt, dann Durchgang 2"
        said = driver_text(Msg("%1: %2", "pass 2 after 30 s idle", verdict))
        assert said == "Durchgang 2 nach 30 s Leerlauf: " + window_text(verdict) and "no cliff" not in said
        assert driver_text(Msg("the run's time limit was reached: it ends here")) == \
            "die Zeitgrenze des Laufs ist erreicht: er endet hier"
    finally:
        i18n.uninstall()


def test_a_live_latency_versus_load_run_says_its_steps_on_the_status_line_in_german(qtbot, german_window, tmp_path,
                                                                                      monkeypatch):
    w = german_window
    target = tmp_path / "t"
    target.mkdir()
    w.select_target(str(target))
    w.top.size_edit.setText("16MiB")
    shown: list[str] = []
    set_status = w.set_status
    monkeypatch.setattr(w, "set_status", lambda text: (shown.append(text), set_status(text)))
    start_latency_load(w.runs, _ask(w))
    lines: list[str] = []
    w.worker.driver_line.connect(lines.append)  # its events cross to this thread later, when it drains
    qtbot.waitUntil(lambda: not w.worker.running, timeout=60000)
    qtbot.waitUntil(lambda: len(lines) == 3, timeout=5000)
    assert re.fullmatch(r"höchstens [\d.]+ IOPS ungedrosselt; Stufen bei 50 %, 110 % davon", lines[0]), lines[0]
    for line, step in zip(lines[1:], ("50 %", "110 %")):
        assert re.fullmatch(rf"{step}: [\d.]+ IOPS angeboten, [\d.]+ erreicht; Mittel [\d.]+,\d µs, "
                            r"p99 [\d.]+,\d µs, p99.9 [\d.]+,\d µs", line), line
    # each led the status line, with the run's clock, until the next step started, then followed it
    for line in lines:
        assert any(re.fullmatch(re.escape(line) + r" · \d+:\d\d.*", s) for s in shown), (line, shown)
    assert any(re.fullmatch(r"läuft: load-110pct · \d+:\d\d.* · " + re.escape(lines[1]), s) for s in shown), shown
