"""The grid says what its rows hold: profile, mode, test data and loops in its title (0x00 data
too, as CrystalDiskMark's title does), of the run on screen, live or reopened; the Quick page's
choices are locked while a run goes, and changing them afterwards empties the grid instead of
leaving the old run's figures under new rows. A real quick run on a test file."""
from app.ui.run.run_kinds import Mode


def figures(window) -> list[str]:
    t = window.grid
    return [t.item(r, c).text() for r in range(t.rowCount()) for c in (1, 2) if t.item(r, c) is not None]


def test_the_title_the_lock_and_a_grid_emptied_on_a_new_profile(qtbot, window, tmp_path):
    window.set_mode(Mode.QUICK)
    title = window.results_grid.title
    assert title.isVisible() and title.text() == "Default profile · Read + write · Random data · 3 loops (median)" \
                                                 " · not run yet"
    window.quick_tab.select(profile="real-world", data="zero")
    window.peak_loops.setValue(1)
    assert title.text() == "Real World profile · Read + write · All 0x00 data · not run yet"

    window.select_target(str(tmp_path))
    window.size_edit.setText("16MiB")
    window.runtime.setText("1")
    window.quick_tab.pause.setValue(0)  # no interval between tests, for speed
    window.quick_btn.click()
    qtbot.waitUntil(lambda: window.worker is not None and window.worker.running, timeout=10_000)
    q = window.quick_tab
    assert not any(b.isEnabled() for b in (q.profile_box, q.mode_box, q.data_box, q.mix))
    qtbot.waitUntil(lambda: not window.worker.running, timeout=120_000)
    assert q.profile_box.isEnabled() and q.data_box.isEnabled() and not q.mix.isEnabled()  # no mixed test chosen
    assert len(figures(window)) == 2 * len(window.results_grid.labels()) > 0  # read and write of every row
    assert title.text() == "Real World profile · Read + write · All 0x00 data"  # from the run's record

    q.select(profile="nvme")  # other rows: empty, and the graphs' place says whose they are
    assert figures(window) == [] and title.text().startswith("NVMe SSD profile") and title.text().endswith("not run yet")
    assert window.shown.stack.currentIndex() == 1 and "last" in window.shown.note.text()

    run = window.store.runs()[0]
    window.show_runs([run.id])  # reopened: its own rows, figures and title
    assert figures(window) and title.text() == f"Real World profile · Read + write · All 0x00 data · run {run.id}"
