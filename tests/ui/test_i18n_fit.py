"""A language longer than English (German runs about 30 % longer, some 40 %) must not clip
the window: a pseudo-translation makes every string 40 % longer, accented, with its
placeholders, accelerators and tags kept, and the Quick page, the top row, the menus and
the dialogs at 1024x700 show all of it (each widget at least its size hint; a wrapped label
as tall as its text needs; no sideways scrolling of the page)."""
import math
import re

import pytest
from PySide6.QtCore import QCoreApplication, QSize, QTranslator
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLabel, QSpinBox, QWidget

from app.ui.run.run_kinds import Mode

KEEP = re.compile(r"(<[^>]+>|%[1-9n]|&\w+;|&&|&|\(s\))")  # (s): English's plural, settled by i18n.translate
ACCENTS = str.maketrans("aceinorsuyACEINORSUY", "áçéîñöŕšúýÅÇÉÎÑÖŔŠÚÝ")


def pseudo(text: str) -> str:
    """Accented, and 40 % longer in words of four letters (so wrapped text can still break)."""
    out = "".join(p if KEEP.fullmatch(p) else p.translate(ACCENTS) for p in KEEP.split(text))
    shown = len(re.sub(r"<[^>]+>", "", text))
    pad = (" ẋẋẋ" * shown)[:math.ceil(shown * 0.4)] if shown else ""
    closing = re.search(r"(</[a-z0-9]+>)+$", out)
    return out[:closing.start()] + pad + closing.group(0) if closing else out + pad


class Pseudo(QTranslator):
    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: ARG002 (Qt's signature)
        return pseudo(source)

    def isEmpty(self):  # noqa: N802 (Qt's name)
        return False


@pytest.fixture
def longer():
    t = Pseudo()
    QCoreApplication.installTranslator(t)
    yield t
    QCoreApplication.removeTranslator(t)


def test_the_pseudo_translation_keeps_what_qt_reads_and_is_40_percent_longer():
    assert pseudo("&File") == "&Fîlé ẋ"
    assert pseudo("<p>To go ahead, type <b>%1</b> below.</p>").endswith("</p>")
    assert "<b>%1</b>" in pseudo("<p>To go ahead, type <b>%1</b> below.</p>")
    for text in ("Run all tests", "▶  %1 profile (%n loop(s) after a warm-up)", "Size"):
        assert len(pseudo(text)) >= 1.4 * len(text) and KEEP.findall(pseudo(text)) == KEEP.findall(text)


def clipped(root) -> list[str]:
    """Each visible label, button, combo or spin box under root that shows less than its text."""
    bad, checked = [], 0
    for w in root.findChildren(QWidget):
        if not isinstance(w, (QLabel, QAbstractButton, QComboBox, QSpinBox)) or not w.isVisibleTo(root) \
                or w.size().isEmpty():
            continue
        checked += 1
        if isinstance(w, QLabel) and w.wordWrap():
            short = w.height() < w.heightForWidth(w.width())
        elif isinstance(w, (QComboBox, QSpinBox)):
            short = w.width() < w.minimumSizeHint().width()
        else:
            short = w.width() < w.sizeHint().width() or w.height() < w.minimumSizeHint().height()
        if short:
            text = getattr(w, "text", lambda: "")() or getattr(w, "currentText", lambda: "")()
            bad.append(f"{type(w).__name__} {text[:60]!r}: {w.size().toTuple()} < {w.sizeHint().toTuple()}")
    assert checked >= 3, root  # the check saw the controls
    return bad


def test_the_quick_page_top_row_and_menus_fit_at_1024x700_in_a_language_40_percent_longer(qtbot, longer, fio,
                                                                                       tmp_path):
    from app.core.history.store import RunStore
    from app.ui.main_window import MainWindow
    window = MainWindow(fio=fio, store=RunStore(tmp_path / "runs.sqlite"))
    window.confirm_close = lambda: True
    qtbot.addWidget(window)
    assert "ẋẋẋ" in window.quick_tab.profile_box.toolTip() and "ẋ" in window.top.all_btn.text()
    window.show()
    size = QSize(1016, 668)  # 1024x700 less the frame, as test_window_fits has it
    least = window.minimumSizeHint()
    assert least.width() <= size.width() and least.height() <= size.height(), least
    window.resize(size)
    window.set_mode(Mode.QUICK)
    qtbot.waitUntil(lambda: window.geometry().size() == size, timeout=5000)
    QApplication.processEvents()
    area = window.pages.currentWidget()
    assert area.widget() is window.quick_tab
    for mode in Mode:  # the page column is as wide as the widest page needs: none scrolls sideways
        window.set_mode(mode)
        QApplication.processEvents()
        assert window.pages.currentWidget().horizontalScrollBar().maximum() == 0, f"{mode.value} scrolls sideways"
    window.set_mode(Mode.QUICK)
    QApplication.processEvents()
    assert clipped(window.quick_tab) == [] and clipped(window.top) == []
    assert window.grid.width() >= 450  # the page's column widened for the longer words; the grid keeps its room
    bar = window.menuBar()
    for a in bar.actions():  # every menu's title on the bar, none pushed into the overflow
        assert bar.rect().contains(bar.actionGeometry(a)), a.text()


def test_the_data_loss_dialog_fits_at_1024x700_in_a_language_40_percent_longer(qtbot, longer, tmp_path):
    from tests.ui.test_i18n import destroy_dialog
    dialog, _ = destroy_dialog(tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    hint = dialog.sizeHint()
    assert dialog.width() <= 1024 and dialog.height() <= 700 and hint.width() <= 1024 and hint.height() <= 700
    assert "ẋẋẋ" in dialog.windowTitle() and "ẋẋẋ" in dialog.run_button.text()
    assert clipped(dialog) == []


def test_the_history_and_fio_command_dialogs_fit_at_1024x700_in_a_language_40_percent_longer(qtbot, longer, tmp_path):
    from app.core.history.store import RunStore
    from app.ui.dialogs.command_dialog import CommandDialog
    from app.ui.dialogs.history import HistoryDialog
    for dialog in (HistoryDialog(RunStore(tmp_path / "runs.sqlite")), CommandDialog([], "fio", None)):
        qtbot.addWidget(dialog)
        dialog.resize(min(dialog.width(), 1024), min(dialog.height(), 700))
        dialog.show()
        QApplication.processEvents()
        least = dialog.minimumSizeHint()
        assert least.width() <= 1024 and least.height() <= 700, (dialog.windowTitle(), least)
        assert "ẋ" in dialog.windowTitle() and clipped(dialog) == [], dialog.windowTitle()
