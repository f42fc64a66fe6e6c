"""Save as image: the results grid (or the graphs) in one PNG under a header naming the
drive, target, date, fio version and settings, the way CrystalDiskMark pictures are shared.
The grid is drawn whole, every row and column and no scrollbar, however little of it the
window shows (Peak's six rows at 1366x768, a comparison's eight); so is the steady-state
panel's summary."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QIODevice, QPoint, QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QStackedWidget, QTableView, QWidget

from app import __version__
from app.core.atomic import write_bytes_atomic
from app.core.errors import FioscopeError
from app.core.history.document import RunDoc
from app.core.history.settings_words import in_a_row, settings_parts
from app.core.report.cover import image_header
from app.ui.core_words import window_text
from app.ui.i18n import arg, translate

if TYPE_CHECKING:  # its page imports pyqtgraph (late_panels): the type only
    from app.ui.pages.steady_panel import SteadyPanel

PAD = 8


def header_lines(window, last_run: bool = True) -> list[str]:
    """The shown run(s), else the last run (last_run False: the picture holds none of its
    figures), else what is set up but not run yet."""
    docs: list[RunDoc] = list(window.shown_docs)
    result = window.last_result
    if not docs and last_run and result is not None and result.run_id is not None and window.store is not None:
        docs = [window.store.load_run(result.run_id, with_samples=False)]
    if docs:
        lines = [window_text(line) for line in image_header(docs)]  # the core's words in the window's language
        if len(docs) > 1:  # a comparison's header names the runs; how each was made, in words, under it
            lines += [f"#{d.get('run_id')}: {window_text(in_a_row(settings_parts(d)))}" for d in docs]
        return lines
    fio = window.fio.version if window.fio else translate("snapshot", "fio not found")
    return [arg(translate("snapshot", "target %1 · not run yet"), window.target_dir() or "-"),
            f"Fioscope {__version__} · {fio}"]


def stacked(lines: list[str], body: QPixmap, palette) -> QImage:
    """The header's lines above the picture, in the window's colours."""
    font = QFont()
    font.setPointSize(10)
    fm = QFontMetrics(font)
    bold = QFont(font)
    bold.setBold(True)
    dpr = body.devicePixelRatio() or 1.0
    width = max(round(body.width() / dpr), max(fm.horizontalAdvance(t) for t in lines) + 2 * PAD)
    head_h = PAD + len(lines) * fm.lineSpacing() + PAD // 2
    image = QImage(round(width * dpr), round((head_h + body.height() / dpr) * dpr), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(dpr)
    image.fill(palette.window().color())
    p = QPainter(image)
    try:
        p.setPen(palette.windowText().color())
        for i, text in enumerate(lines):
            p.setFont(bold if i == 0 else font)
            p.drawText(QRect(PAD, PAD + i * fm.lineSpacing(), width - 2 * PAD, fm.lineSpacing()),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        p.drawPixmap(QPoint(0, head_h), body)
    finally:
        p.end()
    return image


def with_legend(body: QPixmap, lines: list[str], palette) -> QPixmap:
    """The grid's picture with its legend (the marks in words) under it, in the window's colours."""
    if not lines:
        return body
    font = QFont()
    font.setPointSize(10)
    fm = QFontMetrics(font)
    dpr = body.devicePixelRatio() or 1.0
    w, h = round(body.width() / dpr), round(body.height() / dpr)
    width = max(w, max(fm.horizontalAdvance(t) for t in lines) + 2 * PAD)
    out = QPixmap(round(width * dpr), round((h + PAD // 2 + len(lines) * fm.lineSpacing() + PAD) * dpr))
    out.setDevicePixelRatio(dpr)
    out.fill(palette.window().color())
    p = QPainter(out)
    try:
        p.drawPixmap(QPoint(0, 0), body)
        p.setPen(palette.windowText().color())
        p.setFont(font)
        for i, text in enumerate(lines):
            p.drawText(QRect(PAD, h + PAD // 2 + i * fm.lineSpacing(), width - 2 * PAD, fm.lineSpacing()),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
    finally:
        p.end()
    return out


def png_bytes(image: QImage, path: str) -> bytes:
    # Encoded in memory and written atomically: QImage.save(path) would open the name itself
    # and write through a planted link (into a device).
    buf = QBuffer()
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buf, "PNG"):  # type: ignore[call-overload]  # PySide6 takes the format as str (bytes fails); its stub says bytes
        raise FioscopeError(arg(translate("snapshot", "cannot write %1: the picture could not be encoded"), path))
    return bytes(buf.data().data())


def whole_table(table: QTableView) -> QPixmap:
    """The table with all its rows and columns: made as large as its contents for the
    picture, without scrollbars, then put back. Nothing is painted on screen meanwhile (no
    event is processed), so the window never shows the larger table."""
    v, h = table.verticalHeader(), table.horizontalHeader()
    frame = 2 * table.frameWidth()
    width = max(table.width(), (v.width() if v.isVisible() else 0) + h.length() + frame)
    height = max(table.height(), (h.height() if h.isVisible() else 0) + v.length() + frame)
    size, policies = table.size(), (table.verticalScrollBarPolicy(), table.horizontalScrollBarPolicy())
    scrolled = (table.verticalScrollBar().value(), table.horizontalScrollBar().value())
    try:
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.resize(width, height)
        table.verticalScrollBar().setValue(0)
        table.horizontalScrollBar().setValue(0)
        return table.grab()
    finally:
        table.setVerticalScrollBarPolicy(policies[0])
        table.setHorizontalScrollBarPolicy(policies[1])
        table.resize(size)
        table.verticalScrollBar().setValue(scrolled[0])
        table.horizontalScrollBar().setValue(scrolled[1])


def whole_steady(panel: SteadyPanel) -> QPixmap:
    """The steady-state panel with its whole summary (verdicts and window tables), which the
    window shows in a short scrolled strip above the plots: the panel made taller by what the
    strip hides, grabbed, and put back, with no event processed meanwhile (as whole_table)."""
    area, label, layout = panel.summary_area, panel.status, panel.layout()
    assert layout is not None  # the panel lays out its summary and plots
    width = area.viewport().width()
    need = label.heightForWidth(width) if label.hasHeightForWidth() else label.sizeHint().height()
    extra = need - area.viewport().height()
    if extra <= 0:
        return panel.grab()
    size, limits, policy = panel.size(), (area.minimumHeight(), area.maximumHeight()), area.verticalScrollBarPolicy()
    try:
        area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # nothing left to scroll in the picture
        area.setMinimumHeight(area.height() + extra)
        area.setMaximumHeight(area.height() + extra)
        panel.resize(size.width(), size.height() + extra)
        layout.activate()
        area.verticalScrollBar().setValue(0)
        return panel.grab()
    finally:
        area.setVerticalScrollBarPolicy(policy)
        area.setMinimumHeight(limits[0])
        area.setMaximumHeight(limits[1])
        panel.resize(size)
        layout.activate()


def steady_of(widget: QWidget) -> SteadyPanel | None:
    """The steady-state panel, when the widget is the results (the stack's page showing it)."""
    page = widget.currentWidget() if isinstance(widget, QStackedWidget) else widget
    if not hasattr(page, "summary_area"):  # not the panel (whose module, with pyqtgraph, loads late)
        return None
    from app.ui.pages.steady_panel import SteadyPanel  # deferred (pyqtgraph); loaded already: the page is one
    return page if isinstance(page, SteadyPanel) else None


def legend_of(widget: QWidget) -> list[str]:
    """The results grid's legend of its marks (results_grid.legend_lines), [] for none."""
    page = widget.currentWidget() if isinstance(widget, QStackedWidget) else widget
    lines = getattr(page, "legend_lines", None)
    return [translate("snapshot", "Marks:"), *(translate("marks", x) for x in lines())] if callable(lines) and lines() \
        else []


def grid_of(widget: QWidget) -> QTableView | None:
    """The results grid's table, when the widget is the results (the stack's page showing it)."""
    page = widget.currentWidget() if isinstance(widget, QStackedWidget) else widget
    table = getattr(page, "table", None)
    return table if isinstance(table, QTableView) else None


def has_figures(table: QTableView) -> bool:
    """Anything beside the test names: another page's empty rows (Peak's after a Quick run)
    are no picture of the last run."""
    model = table.model()
    return any(model.index(r, c).data() not in (None, "") for r in range(model.rowCount())
               for c in range(1, model.columnCount()))


def save(window, widget: QWidget, path: str) -> str:
    """widget's picture under the header, to path; the message for the status bar."""
    table = grid_of(widget)
    lines = header_lines(window, last_run=table is None or has_figures(table))
    steady = steady_of(widget)
    body = (with_legend(whole_table(table), legend_of(widget), window.palette()) if table is not None else
            whole_steady(steady) if steady is not None else widget.grab())
    image = stacked(lines, body, window.palette())
    try:
        write_bytes_atomic(path, png_bytes(image, path))
    except OSError as e:
        raise FioscopeError(arg(translate("snapshot", "cannot write %1: %2"), path, e.strerror or e)) from e
    return arg(translate("snapshot", "saved %1x%2 picture to %3"), image.width(), image.height(), path)
