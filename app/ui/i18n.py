"""The window in its user's language: Qt's translators for the app's own words
(resources/i18n/fioscope_<lang>.qm, built from the .ts sources by resources/i18n/build.py)
and for Qt's standard dialogs (PySide6's qtbase_<lang>.qm), chosen from the system locale
or from View > Language (kept in QSettings, applied at the next start: widgets take their
words when they are made). Reports and the CLI stay English."""
from __future__ import annotations

import os
import re
from typing import Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QMenu

from app.core.words import byte_parts
from app.ui import setting
from app.paths import resource


class StatusWindow(Protocol):
    """The window the language menu says its note in (a protocol: the window imports this module)."""
    def set_status(self, text: str) -> None: ...


# The shipped translations, each named in its own language (how its reader finds it).
LANGUAGES: tuple[tuple[str, str], ...] = (("de", "Deutsch"), ("en", "English"), ("es", "Español"),
                                          ("ja", "日本語"), ("zh_CN", "简体中文"))
KEY = "language"  # QSettings: a code of LANGUAGES, or "" for the system's
ENV = "FIOSCOPE_LANGUAGE"  # overrides both (tests, screenshots, a quick look)
_installed: list[QTranslator] = []

# Words other modules hold as data, marked here for lupdate (app/core has no Qt; the pages'
# names are an Enum's values): translated where shown. tests/ui/test_i18n.py checks these
# lists against run_kinds.Mode, core.suites.presets, core.insight.trust.MARKS and the checklist's
# item labels (app/core/insight).
MARKED = (
    QT_TRANSLATE_NOOP("Mode", "Quick"), QT_TRANSLATE_NOOP("Mode", "Peak"),
    QT_TRANSLATE_NOOP("Mode", "Steady state"), QT_TRANSLATE_NOOP("Mode", "Test plans"),
    QT_TRANSLATE_NOOP("Mode", "Custom / job file"), QT_TRANSLATE_NOOP("Mode", "Page cache"),
    QT_TRANSLATE_NOOP("Mode", "Check drive"), QT_TRANSLATE_NOOP("Mode", "Remote hosts and scaling"),
    QT_TRANSLATE_NOOP("presets", "Default"), QT_TRANSLATE_NOOP("presets", "NVMe SSD"),
    QT_TRANSLATE_NOOP("presets", "Real World"), QT_TRANSLATE_NOOP("presets", "Peak"),
    QT_TRANSLATE_NOOP("presets", "Read + write"), QT_TRANSLATE_NOOP("presets", "Read"),
    QT_TRANSLATE_NOOP("presets", "Write"), QT_TRANSLATE_NOOP("presets", "Mixed only"),
    QT_TRANSLATE_NOOP("presets", "Read + write + mixed"), QT_TRANSLATE_NOOP("presets", "Random"),
    QT_TRANSLATE_NOOP("presets", "All 0x00"),
    QT_TRANSLATE_NOOP("marks", "RAM: measured RAM (the page cache), not the disk"),
    QT_TRANSLATE_NOOP("marks", "CPU: host-bound: a CPU figure, not the drive's"),
    QT_TRANSLATE_NOOP("marks", "RATE: held at the job's own rate limit"),
    QT_TRANSLATE_NOOP("marks", "HOT: the drive throttled (heat)"),
    QT_TRANSLATE_NOOP("marks", "!: believe with care: see the test's verdict"),
    QT_TRANSLATE_NOOP("checklist", "Block size"), QT_TRANSLATE_NOOP("checklist", "CPU governor"),
    QT_TRANSLATE_NOOP("checklist", "Critical warning"), QT_TRANSLATE_NOOP("checklist", "Disk"),
    QT_TRANSLATE_NOOP("checklist", "Disk idle before the run"), QT_TRANSLATE_NOOP("checklist", "Health"),
    QT_TRANSLATE_NOOP("checklist", "Health (SMART)"), QT_TRANSLATE_NOOP("checklist", "I/O scheduler"),
    QT_TRANSLATE_NOOP("checklist", "Media errors"), QT_TRANSLATE_NOOP("checklist", "PCIe link"),
    QT_TRANSLATE_NOOP("checklist", "Partition alignment"), QT_TRANSLATE_NOOP("checklist", "Power"),
    QT_TRANSLATE_NOOP("checklist", "Power plan"), QT_TRANSLATE_NOOP("checklist", "Readahead"),
    QT_TRANSLATE_NOOP("checklist", "Spare blocks"), QT_TRANSLATE_NOOP("checklist", "TRIM"),
    QT_TRANSLATE_NOOP("checklist", "TRIM/discard"), QT_TRANSLATE_NOOP("checklist", "Temperature"),
    QT_TRANSLATE_NOOP("checklist", "Thermal throttling (lifetime)"),
    QT_TRANSLATE_NOOP("checklist", "Uncorrected errors"), QT_TRANSLATE_NOOP("checklist", "Wear"),
    QT_TRANSLATE_NOOP("checklist", "Windows health"), QT_TRANSLATE_NOOP("checklist", "Write cache"),
)
_before: list[QLocale] = []


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """QCoreApplication.translate under a name lupdate reads. English has no .qm: a plural's
    "(s)" is settled here (a translation never has one; a test checks)."""
    out = QCoreApplication.translate(context, text, disambiguation, n)
    return out.replace("(s)", "" if n == 1 else "s") if n >= 0 else out


def qm_dir() -> str:
    return str(resource("i18n"))


def wanted(settings: QSettings | None = None) -> str:
    """The language to start in: FIOSCOPE_LANGUAGE, else the one chosen in the menu, else
    the system's (a locale name such as de_AT, which loads de)."""
    chosen = os.environ.get(ENV) or setting.text(settings or QSettings(), KEY, "")
    return chosen or QLocale.system().name()


def install(language: str | None = None) -> str:
    """Install the translators for language (a locale name; None: wanted()) and make its
    locale the default one, for numbers; returns the name of the .qm loaded, "" for none."""
    app = QCoreApplication.instance()
    uninstall()
    locale = QLocale(language or wanted())
    ours = QTranslator(app)
    loaded = ours.load(locale, "fioscope", "_", qm_dir())
    qt = QTranslator(app)
    for t, ok in ((ours, loaded), (qt, qt.load(locale, "qtbase", "_",
                                               QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)))):
        if ok:
            assert app is not None  # a translator is installed in the running app
            app.installTranslator(t)
            _installed.append(t)
    _before.append(QLocale())
    QLocale.setDefault(locale)
    return os.path.basename(ours.filePath()) if loaded else ""


def uninstall() -> None:
    """Back to English and the locale before install (tests start a window in each language)."""
    app = QCoreApplication.instance()
    while _installed and app is not None:
        app.removeTranslator(_installed.pop())
    if _before:
        QLocale.setDefault(_before[0])
        _before.clear()


def language_menu(win: StatusWindow, parent: QMenu) -> QMenu:
    """View > Language: the system's or one of LANGUAGES, remembered; it applies at the next start."""
    menu = parent.addMenu(translate("Language", "&Language"))
    group = QActionGroup(menu)
    current = setting.text(QSettings(), KEY, "")
    for code, name in (("", translate("Language", "System default")), *LANGUAGES):
        act = menu.addAction(name)
        act.setCheckable(True)
        act.setChecked(code == current)
        act.setData(code)
        group.addAction(act)
        act.triggered.connect(lambda _=False, c=code: _choose(win, c))
    return menu


def _choose(win: StatusWindow, code: str) -> None:
    QSettings().setValue(KEY, code)
    win.set_status(translate("Language", "The language changes when Fioscope is started again."))


def arg(text: str, *values: object) -> str:
    """Qt's QString::arg for Python strings: %1..%9 replaced by values, in the order the
    translation puts them (so a language may reorder a sentence's parts)."""
    return re.sub(r"%([1-9])", lambda m: str(values[int(m[1]) - 1]) if int(m[1]) <= len(values) else m[0], text)


def separator(sep: str = ", ") -> str:
    """A list's separator in the window's language: ", " is "、" in Japanese and Chinese, "; "
    is "；" (the separators English and the core join with are the source texts)."""
    if sep == ", ":
        return translate("List", ", ")
    if sep == "; ":
        return translate("List", "; ")
    return sep


def joined(parts: list[str], sep: str = ", ") -> str:
    """Words in a row with the window's separator: "a, b" in English, "a、b" in Japanese."""
    return separator(sep).join(parts)


def locale() -> QLocale:
    """The window's locale for numbers; the C locale (LANG=C, a bare container) as English,
    whose grouping it lacks."""
    loc = QLocale()
    return QLocale(QLocale.Language.English) if loc.language() == QLocale.Language.C else loc


def number(value: int | float, decimals: int = 0) -> str:
    """A figure in the window's locale: 1,234.5 in English, 1.234,5 in German."""
    if isinstance(value, int):
        return locale().toString(value)
    return locale().toString(float(value), "f", decimals)


def size(nbytes: float, short: bool = False) -> str:
    """A size with its IEC unit in the window's locale: 465.8 GiB in English, 465,8 GiB in German
    (core.units.human_bytes's figure); short: no ".0" on a whole number (256 MiB)."""
    value, unit = byte_parts(nbytes)
    if unit == "B":
        return f"{number(int(value))} B"
    shown = number(float(value), 1)
    if short and round(float(value), 1) == int(round(float(value), 1)):
        shown = number(int(round(float(value), 1)))
    return f"{shown} {unit}"
