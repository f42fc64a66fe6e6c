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
