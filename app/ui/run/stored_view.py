"""Past runs in the main window: one run's grid and graphs from its stored samples, or several
runs side by side in the grid with their curves overlaid (the first selected is the baseline)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QTableWidgetItem

from app.core.history.document import RunDoc
from app.core.history.revive import StoredTest, stored_tests
from app.core.history.store import VIEW_SAMPLES
from app.core.report.compare import compare, pct
from app.core.report.compare_settings import difference_warning
from app.core.report.run_charts import run_name
from app.core.report.trust_report import marks_by_test
from app.core.suites.peak import PEAK_TESTS
from app.core.suites.presets import PRESETS, QUICK
from app.core.suites.pts_run import SUITE as PTS_SUITE
from app.ui.pages import grid_state
from app.ui.i18n import arg, joined, translate
from app.ui.pages.results_grid import FRACTION_ROLE, MARK_ROLE, test_label
from app.ui.run.run_kinds import STEADY, Experiment, Mode, PlanRun, Preset, RunKind, graph_label, parse_kind
from app.ui.run import steady_restore
from app.ui.run.phase_words import labelled, phase_text

CRYSTAL_ROWS = {Preset.QUICK: [t.label for t in QUICK], Preset.QUICK_READ: [t.label for t in QUICK],
                Preset.PEAK: [t.label for t in PEAK_TESTS]}
HOME_PAGES: dict[RunKind, Mode] = {Preset.QUICK: Mode.QUICK, Preset.QUICK_READ: Mode.QUICK, Preset.PEAK: Mode.PEAK}
# The compare grid's figures, per unit picker choice: compare()'s key and a factor.
COMPARE_UNITS = {"MB/s": ("MB_per_s", 1.0), "MiB/s": ("MB_per_s", 1e6 / 2**20), "IOPS": ("iops", 1.0),
                 "µs": ("mean_us", 1.0)}


def _kind(doc: RunDoc) -> RunKind:
    """The run's kind; anything the grid has no layout for (an import, steady state's cells)
    is shown as a job file is: one row per test."""
    try:
        kind = parse_kind(doc["suite"])
    except ValueError:  # a profile's run (nvme, real-world...) is laid out as Quick's
        return Preset.QUICK if doc["suite"] in PRESETS else Preset.JOBFILE
    return Preset.JOBFILE if kind is STEADY else kind


def _home(doc: RunDoc, kind: RunKind) -> Mode | None:
    """The page a run of this kind is started from (None: the menu's latency versus load)."""
    if doc["suite"] == "cliff":  # the Peak page's Write cliff button
        return Mode.PEAK
    if isinstance(kind, PlanRun):
        return Mode.REMOTE if (doc.get("settings") or {}).get("hosts") else Mode.PLANS
    if isinstance(kind, Experiment):
        return Mode.CACHE
    if kind in (Preset.CUSTOM, Preset.JOBFILE) and doc["suite"] != "latency-load":
        return Mode.CUSTOM
    return HOME_PAGES.get(kind)


def status_words(status: str) -> str:
    """A stored run's status (the store's word) in the window's language."""
    return {"running": translate("StoredView", "running"), "done": translate("StoredView", "done"),
            "cancelled": translate("StoredView", "cancelled"), "failed": translate("StoredView", "failed"),
            "partial": translate("StoredView", "partial")}.get(status, status)


def show_run(window, doc: RunDoc) -> str:
    """Grid, graphs and cache verdicts of a stored run, as they were when it ran."""
    tests = stored_tests(doc)
    kind = _kind(doc)
    state = window.runs.state
    state.reset(kind)
    # The page of the run's mode, as when it ran (its rows are set below, after the page's own).
    steady_page = doc["suite"] in (STEADY.value, PTS_SUITE)  # its figures are on the Steady page, not the grid
    home = Mode.STEADY if steady_page else _home(doc, kind)
    if home is not None:
        window.set_mode(home)
    window.clear_views()
    window.show_grid()
    grid = window.results_grid
    # the write cliff's passes are its results, as live (run_controller.on_test_done)
    results = [t for t in tests if t.phase == "" or t.phase.startswith(("loop", "pass")) or isinstance(kind, Experiment)]
    if steady_page:  # no rows of another run under it
        grid.set_rows([])
    elif isinstance(kind, (PlanRun, Experiment)):
        state.remote_doc = doc  # a plan's seed tables are made from the document
        grid.set_rows([])
    else:
        for t in results:
            if t.result is not None:
                state.records.setdefault(t.name, []).append(t)
        if kind in (Preset.QUICK, Preset.QUICK_READ):  # the rows of the profile and mode it ran, in order
            grid.set_rows(list(dict.fromkeys(test_label(t.name) for t in results)) or CRYSTAL_ROWS[kind],
                          buttons=False)
        elif kind in CRYSTAL_ROWS:
            grid.set_rows(CRYSTAL_ROWS[kind], buttons=False)
        elif kind is Preset.CUSTOM and results:
            grid.set_rows([results[0].name], buttons=False)
        else:  # a job file's rows are its results' (grid.fill); none: no rows of another run
            grid.set_rows([], buttons=False)
    grid.fill()
    window.shown_docs = [doc]
    grid.set_title(grid_state.title(window))  # the run's profile, mode, test data and loops
    hosts = (doc.get("settings") or {}).get("hosts")
    if hosts:  # fio servers: each job's hosts are the curves of its total, named as live
        window.graphs.series_names = dict(enumerate(hosts))
        tests_drawn = [t for t in tests if not t.phase.startswith("host ")]
    else:
        tests_drawn = tests
    steady = doc["suite"] == STEADY.value  # drawn by thread, as live (its cells are laid out as a job file's)
    _graphs(window, tests_drawn, label_threads=kind is Preset.JOBFILE and not hosts and not steady,
            steady=doc["suite"] == STEADY.value, remote=bool(hosts))
    # Not the last live run's figures: a stored run keeps none (the hosts' own, on fio servers).
    window.cache_panel.show_remote() if hosts else window.cache_panel.show_stored()
    for t in tests:
        window.cache_panel.show_verdict(t.cache, t.direct)
    if "temperature" in (doc.get("settings") or {}):  # runs stored before temperatures say nothing
        window.cache_panel.temperature.finish(doc["settings"]["temperature"])
    if doc["suite"] == STEADY.value and steady_restore.restore(window.steady_panel, doc):
        # What its live run showed: the SNIA plots, the window tables and verdicts, not the grid.
        window.shown.started(steady=True)
        window.show_steady()
    elif doc["suite"] == PTS_SUITE:  # HIR, XSR, DIRTH: the report's sections (knee, histograms...)
        window.steady_panel.show_pts(doc)
        window.shown.started(steady=True)
        window.show_steady()
    message = arg(translate("StoredView", "showing run %1: %2 · %3 · %4"), doc.get("run_id"), run_name(doc),
                  doc["suite"], status_words(doc["status"]))
    window.set_status(message)
    return message


def _graphs(window, tests: list[StoredTest], label_threads: bool, steady: bool, remote: bool = False) -> None:
    graphs, temperature = window.graphs, window.cache_panel.temperature
    graphs.label_threads = label_threads
    last_phase = None
    for t in tests:
        if steady:  # dozens of cells per round: each round labelled once, as live
            label = phase_text(t.phase) if t.phase != last_phase else ""
            last_phase = t.phase
        elif remote and t.phase.endswith(" clients"):  # a job on fio servers, labelled as it was live
            label = labelled(t.name, t.phase)
        else:
            label = graph_label(t.name, t.phase)
        graphs.begin_test(label)
        graphs.add_samples(t.samples)
        temperature.begin_test()
        limits = ((t.thermal or {}).get("warning_c"), (t.thermal or {}).get("critical_c"))
        for t_s, celsius in t.temps:
            temperature.add(t_s, celsius, limits)
        temperature.show_verdict(t.thermal)
    graphs.redraw()


def show_comparison(window, docs: list[RunDoc]) -> str:
    """Runs side by side: a column per run, the others' change against the first; and each
    run's total curve overlaid on one time axis from its start."""
    state = window.runs.state
    state.reset(Preset.JOBFILE)  # no run buttons: these rows are past results
    window.clear_views()
    window.show_grid()
    names = [f"#{d.get('run_id')} {d.get('label') or ''}".strip() + (" (baseline)" if i == 0 else "")
             for i, d in enumerate(docs)]
    grid = window.results_grid
    unit = window.top.unit
    fill_compare_grid(grid, docs, names, unit.currentText())
    window.shown_docs = list(docs)
    grid.refill = lambda: fill_compare_grid(grid, docs, names, unit.currentText())
    graphs = window.graphs
    graphs.series_names = dict(enumerate(names))
    for i, doc in enumerate(docs):
        offset = 0.0
        for t in stored_tests(doc):
            last = offset
            for s in t.samples:
                last = offset + s.t_s
                graphs.add_series(i, last, s.total)
            offset = last
    graphs.redraw()
    message = arg(translate("StoredView", "comparing runs %1 against run %2"),
                  joined([str(d.get("run_id")) for d in docs]), docs[0].get("run_id"))
    if warning := difference_warning(docs, [f"run {d.get('run_id')}" for d in docs]):
        message += f". {warning}"
    window.set_status(message)
    return message


def fill_compare_grid(grid, docs: list[RunDoc], names: list[str], unit: str) -> None:
    """compare()'s rows (the compare report's figures) in the grid, a column per run."""
    key, factor = COMPARE_UNITS.get(unit, COMPARE_UNITS["MB/s"])
    rows = compare(docs)
    t = grid.table
    grid.row_buttons = []
    t.setRowCount(0)
    t.setFont(grid.small_font)
    t.setColumnCount(len(docs))
    t.setHorizontalHeaderLabels(names)
    t.setRowCount(len(rows))
    t.verticalHeader().setVisible(True)
    t.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    t.setVerticalHeaderLabels([r.test if r.test.endswith(r.direction) else f"{r.test} {r.direction}" for r in rows])
    decimals = 0 if key == "iops" else (1 if key == "mean_us" else 2)
    marks = [marks_by_test(d) for d in docs]  # each run's trust marks, by test
    top = 0.0
    for r, row in enumerate(rows):
        base = row.values[0][key] if row.values[0] else None
        for c, v in enumerate(row.values):
            x = v[key] if v else None
            text = "-" if x is None else f"{x * factor:,.{decimals}f}"
            change = pct(base, x) if c and x is not None else ""
            item = QTableWidgetItem(text + (f"  ({change})" if change else ""))
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if x is not None:
                item.setData(Qt.ItemDataRole.UserRole, float(x))
                top = max(top, float(x))
                mark, words = marks[c].get(row.test, ("", []))
                item.setData(MARK_ROLE, mark)
                item.setToolTip("\n".join(words))
            t.setItem(r, c, item)
    for r in range(t.rowCount()):
        for c in range(t.columnCount()):
            item = t.item(r, c)
            value = item.data(Qt.ItemDataRole.UserRole) if item else None
            if isinstance(value, float) and top > 0:
                item.setData(FRACTION_ROLE, value / top)
    header = t.horizontalHeader()
    for c in range(t.columnCount()):
        header.setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch)
    grid.show_legend()


def open_runs(window, store, run_ids: list[int]) -> str:
    """The history's Open: one run, or several side by side; never while a run is going."""
    if window.runs.running:
        message = translate("StoredView", "a run is in progress: past runs are shown when it has finished")
        window.set_status(message)
        return message
    # A bounded view of each test's samples (each bucket's extremes): a day of 64 threads opens in a second.
    docs = [store.load_run(i, max_samples=VIEW_SAMPLES) for i in run_ids]
    return show_run(window, docs[0]) if len(docs) == 1 else show_comparison(window, docs)
