"""What the results grid says it holds: its title (profile, mode, test data and loops of the run
on screen, as CrystalDiskMark puts its test data in the title), and its rows emptied when the
Quick page's profile, mode or test data change, so figures never sit under rows they were not
measured for."""
from __future__ import annotations

from app.core.suites.presets import DATA_TITLES, MODE_TITLES, PROFILES, PresetChoices
from app.ui.i18n import arg, translate
from app.ui.run.run_kinds import Mode, Preset

QUICK_KINDS = (Preset.QUICK, Preset.QUICK_READ)


def words(preset: str, mode: str | None, data: str | None, loops: int | None, mix_read: int | None = None) -> str:
    """"NVMe SSD profile · Read + write · All 0x00 data · 3 loops (median)"."""
    if preset == "peak":
        parts = [translate("GridState", "Peak suite")]
    elif preset == "quick-read":
        parts = [translate("GridState", "Default profile"), translate("GridState", "reads only")]
    else:
        parts = [arg(translate("GridState", "%1 profile"), translate("presets", dict(PROFILES).get(preset, preset))),
                 translate("presets", MODE_TITLES.get(mode or "readwrite", mode or ""))]
        if mix_read is not None and mode in ("mix", "all"):
            parts.append(arg(translate("GridState", "mixed %1/%2 read/write"), mix_read, 100 - mix_read))
    data_title = DATA_TITLES.get(data or "random", data or "random")
    parts.append(arg(translate("GridState", "%1 data"), translate("presets", data_title)))
    if loops and loops > 1:
        parts.append(translate("GridState", "%n loops (median)", None, loops))
    return " · ".join(p for p in parts if p)


def _page_words(window, mode: Mode) -> str:
    q = window.quick_tab
    if mode is Mode.PEAK:
        return words("peak", None, None, q.loop_count())
    c: PresetChoices = q.choices()
    return words(q.profile(), c.mode, c.data, c.loops, c.mix_read)


def title(window) -> str:
    """The run on screen's settings in words; a page's rows not run yet say so; "" for a grid
    of another kind (a plan's tables, a job file's groups, a comparison: their rows say it)."""
    docs, kind = window.shown_docs, window.kind
    grid_run = window.shown.grid_shows_run and window.results.currentIndex() == 0
    if len(docs) == 1 and grid_run:
        s = docs[0].get("settings") or {}
        if docs[0].get("suite") in (*dict(PROFILES), "quick-read", "peak"):
            return words(s.get("preset") or docs[0]["suite"], s.get("mode"), s.get("data"), s.get("loops"),
                         s.get("mix_read")) + " · " + arg(translate("QosDialog", "run %1"), docs[0].get("run_id"))
        return ""
    if docs:
        return ""
    mode = window.mode()
    if grid_run and kind in (*QUICK_KINDS, Preset.PEAK):
        result = window.last_result
        s = getattr(result, "settings", None) or {}
        if not window.runs.running and s.get("preset"):  # what ran, from its record
            return words(s["preset"], s.get("mode"), s.get("data"), s.get("loops"), s.get("mix_read"))
        if kind is Preset.QUICK_READ:
            return words("quick-read", None, None, window.quick_tab.loop_count())
        return _page_words(window, Mode.PEAK if kind is Preset.PEAK else Mode.QUICK)
    if mode in (Mode.QUICK, Mode.PEAK) and window.results.currentIndex() == 0:
        return _page_words(window, mode) + " · " + translate("GridState", "not run yet")
    return ""


def watch(window) -> None:
    """The grid follows the Quick page's choices and the loops from now on; its title at once."""
    window.quick_tab.rows_changed.connect(lambda: rows_changed(window))
    window.top.peak_loops.valueChanged.connect(lambda: window.runs.running or window.results_grid.set_title(
        title(window)))
    rows_changed(window)  # the rows of the choices restored from the last session


def rows_changed(window) -> None:
    """The Quick page's profile, mode, mix or test data changed (no run going: they are locked
    then): its new rows, empty; the run on screen's figures come back on a page without rows."""
    if window.mode() is not Mode.QUICK or window.runs.running:
        return
    grid = window.results_grid
    if window.kind is not None or window.shown_docs:  # a run on screen: its graphs no longer beside these rows
        window.shown.leave_rows(grid)
    grid.set_rows(window.quick_tab.rows())
    window.show_grid()  # the graphs' note and the title say the rows hold nothing yet
