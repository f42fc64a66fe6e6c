"""The window in its users' languages (issue 56): every message of every .ts translated, with
the source's placeholders, plural forms, accelerators and tags; every string the code marks
is in the .ts; and the window started in German, Spanish, Japanese and Chinese shows no
English in its menus, its Quick page and the data-loss dialog. Built with PySide6's own
lrelease into a temp directory, as setup.sh builds resources/i18n."""
import ast
import importlib.util
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QAbstractButton, QComboBox, QDialogButtonBox, QGroupBox, QLabel, QLineEdit, QMenu, QSpinBox,
                               QWidget)

from app.ui import i18n

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "resources" / "i18n"
_spec = importlib.util.spec_from_file_location("i18n_build", I18N / "build.py")
build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build)
LANGS = build.languages()
PLACEHOLDER = re.compile(r"%(?:[1-9]|n)")
TAG = re.compile(r"</?[a-z0-9]+>")
WORD = re.compile(r"[A-Za-z][A-Za-z'’]{2,}")


def messages(lang: str) -> list[tuple[str, str, bool, list[str], bool]]:
    """(context, source, plural, translations, finished) of each message."""
    out = []
    for ctx in ET.parse(I18N / f"fioscope_{lang}.ts").getroot():
        for m in ctx.iter("message"):
            tr = m.find("translation")
            plural = m.get("numerus") == "yes"
            texts = [f.text or "" for f in tr.iter("numerusform")] if plural else [tr.text or ""]
            out.append((ctx.findtext("name"), m.findtext("source"), plural, texts, tr.get("type") != "unfinished"))
    return out


def test_the_shipped_languages_are_the_menus():
    assert LANGS == ["de", "es", "ja", "zh_CN"]
    assert sorted(code for code, _ in i18n.LANGUAGES if code != "en") == LANGS


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_is_translated_with_the_sources_placeholders_and_accelerators(lang):
    forms = 1 if lang.split("_")[0] in build.ONE_FORM else 2
    found = messages(lang)
    assert len(found) > 150
    for ctx, source, plural, texts, finished in found:
        where = f"{lang} {ctx}: {source!r}"
        assert finished and all(t.strip() for t in texts), where
        assert plural == ("%n" in source), where  # every %n a plural, so Qt picks the form by the number
        assert len(texts) == (forms if plural else 1), where
        for text in texts:
            assert sorted(set(PLACEHOLDER.findall(text))) == sorted(set(PLACEHOLDER.findall(source))), (where, text)
            assert text.count("&") == source.count("&"), (where, text)  # one accelerator, none lost
            assert sorted(TAG.findall(text)) == sorted(TAG.findall(source)), (where, text)
            assert not plural or "(s)" not in text, (where, text)  # i18n.translate settles English's "(s)" only
            assert text.startswith("▶") == source.startswith("▶") and text.startswith("■") == source.startswith("■")


def test_the_ts_files_hold_every_string_the_code_marks_and_the_words_it_holds_as_data():
    """A translate() whose text lupdate cannot read (an f-string, an expression for n) would
    stay English in every language; the marked data (page names, the core's preset titles,
    the grid's marks, the Check page's item labels) must match where it comes from."""
    from app.core.insight.trust import MARKS, legend
    from app.core.suites.presets import DATA_TITLES, MODE_TITLES, PROFILES, STATISTIC
    from app.ui.run.run_kinds import Mode
    have = {(ctx, source) for ctx, source, *_ in messages(LANGS[0])}
    for lang in LANGS[1:]:
        assert {(ctx, source) for ctx, source, *_ in messages(lang)} == have, lang
    for path in sorted((ROOT / "app" / "ui").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            name = getattr(node, "func", None)
            name = getattr(name, "id", getattr(name, "attr", None))
            if not isinstance(node, ast.Call) or name not in ("translate", "QT_TRANSLATE_NOOP") or len(node.args) < 2:
                continue
            ctx, text = node.args[:2]
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            if isinstance(text, ast.JoinedStr):
                pytest.fail(f"{where}: an f-string cannot be translated; use %1 and i18n.arg")
            if len(node.args) > 3:
                assert isinstance(node.args[3], ast.Name), f"{where}: lupdate reads only a plain name for n"
            if isinstance(ctx, ast.Constant) and isinstance(text, ast.Constant):
                assert (ctx.value, text.value) in have, f"{where}: {text.value!r} is not in the .ts (build.py --update)"
    labels = [n.args[1].value for f in sorted((ROOT / "app" / "core" / "insight").glob("*.py"))
              for n in ast.walk(ast.parse(f.read_text(encoding="utf-8")))
              if isinstance(n, ast.Call) and getattr(n.func, "id", None) == "CheckItem" and len(n.args) > 1
              and isinstance(n.args[1], ast.Constant)]
    assert len(labels) > 20
    marked = {"checklist": labels, "Mode": [m.value for m in Mode],
              "presets": [t for _, t in PROFILES] + list(MODE_TITLES.values()) + list(DATA_TITLES.values()),
              "marks": legend(MARKS)}
    for ctx, words in marked.items():
        for w in words:
            assert (ctx, w) in have, (ctx, w)
    assert STATISTIC == "median"  # the Quick page's words say median


@pytest.fixture(scope="module")
def qm_dir(tmp_path_factory):
    out = tmp_path_factory.mktemp("qm")
    build.release(LANGS, out)
    return out


@pytest.fixture
def built(qm_dir, monkeypatch):
    monkeypatch.setattr(i18n, "qm_dir", lambda: str(qm_dir))
    yield qm_dir
    i18n.uninstall()


def vocabulary(lang: str) -> set[str]:
    """The words a window in lang may show: those of its translations."""
    words = set()
    for *_, texts, _finished in messages(lang):
        for t in texts:
            words.update(w.lower() for w in WORD.findall(t))
    return words


def shown_texts(window, dialog) -> dict[str, str]:
    """Each text a user reads in the menus, the page tabs, the top row, the Quick page, the
    grid's headers and the data-loss dialog, by where it is (the same key in every language)."""
    out: dict[str, str] = {}

    def add(key: str, text: str) -> None:
        if text:
            out[key] = text

    def walk(actions, key: str) -> None:
        for i, a in enumerate(actions):
            add(f"{key}/{i}", a.text())
            add(f"{key}/{i}/tip", a.statusTip())
            if isinstance(a.menu(), QMenu):
                walk(a.menu().actions(), f"{key}/{i}")
    walk(window.menuBar().actions(), "menu")
    for i in range(window.modes.count()):
        add(f"tab/{i}", window.modes.tabText(i))
        add(f"tab/{i}/tip", window.modes.tabToolTip(i))
    add("grid/title", window.results_grid.title.text())
    add("note", window.shown.note.text())  # where the graphs are when nothing has run
    grid = window.results_grid.table
    for c in range(grid.columnCount()):
        add(f"grid/{c}", grid.horizontalHeaderItem(c).text())
    picker = window.top.picker
    for area, root in (("top", window.top), ("quick", window.quick_tab), ("dialog", dialog)):
        for i, w in enumerate([root, *root.findChildren(QWidget)]):
            key = f"{area}/{i}/{type(w).__name__}"
            add(key + "/tip", w.toolTip() if w is not picker.combo else "")  # the combo's tip: the disk's
            if isinstance(w, (QLabel, QAbstractButton)):
                add(key, w.text())
            elif isinstance(w, QLineEdit):
                add(key + "/placeholder", w.placeholderText() if w is not dialog.entry else "")
            elif isinstance(w, QGroupBox):
                add(key, w.title())
            elif isinstance(w, QSpinBox):
                add(key, w.suffix())
            elif isinstance(w, QComboBox) and w is not picker.combo:  # the picker lists paths and models
                for j in range(w.count()):
                    add(f"{key}/{j}", w.itemText(j))
                    add(f"{key}/{j}/tip", w.itemData(j, Qt.ToolTipRole) or "")
    if dialog is not None:
        add("dialog/title", dialog.windowTitle())
    return out


def destroy_dialog(tmp_path):
    """The data-loss dialog for a disk with partitions, as a run on it asks."""
    from app.core.targets.model import Disk, Partition
    from app.ui.dialogs.destroy_dialog import DestroyDialog
    disk = Disk(path="/dev/sdz", name="sdz", model="Samsung SSD 870", serial="S6PNNS0T", firmware="SVT02B6Q",
                size_bytes=500107862016, logical_sector=512, physical_sector=4096, rotational=False,
                transport="sata", removable=False, read_only=False,
                partitions=(Partition("/dev/sdz1", "sdz1", 536870912, "vfat"),
                            Partition("/dev/sdz2", "sdz2", 499570991104, "ext4")))
    what = i18n.arg(i18n.translate("RunController", "The %1 run"), "quick")  # as run_controller asks
    dialog = DestroyDialog(disk, what)
    names = (disk.path, disk.model, disk.serial, disk.transport, dialog.token, *(p.path for p in disk.partitions),
             *(p.fstype for p in disk.partitions))
    return dialog, {w.lower() for name in (*names, "quick") for w in WORD.findall(name)}  # its own names


def test_the_menus_quick_page_and_data_loss_dialog_show_no_english_in_each_language(qtbot, built, fio, tmp_path):
    from app.core.history.store import RunStore
    from app.ui.main_window import MainWindow

    def opened():
        w = MainWindow(fio=fio, store=RunStore(tmp_path / "runs.sqlite"))
        w.confirm_close = lambda: True
        qtbot.addWidget(w)
        d, own = destroy_dialog(tmp_path)
        qtbot.addWidget(d)
        return shown_texts(w, d), own

    english, own = opened()
    assert "Run all tests" in english.values() and "Destroy data and run" in english.values()
    assert english["grid/title"].endswith("not run yet")
    names = {w.lower() for _, name in i18n.LANGUAGES for w in WORD.findall(name)}
    for lang in LANGS:
        assert i18n.install(lang) == f"fioscope_{lang}.qm"
        shown, _ = opened()
        assert shown.keys() == english.keys(), lang
        box = QDialogButtonBox(QDialogButtonBox.Cancel)
        cancel = box.button(QDialogButtonBox.Cancel).text()
        assert cancel.replace("&", "") != "Cancel", lang  # Qt's own translations (qtbase) loaded too
        allowed = vocabulary(lang) | names | own | {w.lower() for w in WORD.findall(cancel)}
        sources = {source: texts for _, source, _, texts, _ in messages(lang)}
        for key, text in shown.items():
            english_words = [w for w in WORD.findall(text) if w.lower() not in allowed]
            assert not english_words, f"{lang} {key}: {english_words} in {text!r}"
            if text in sources:  # shown as its source: a translation that did not load
                assert text in sources[text], f"{lang} {key}: {text!r} untranslated"
        assert shown["menu/0"] != english["menu/0"] and shown["dialog/title"] != english["dialog/title"]
        i18n.uninstall()


def test_numbers_follow_the_windows_locale(qapp, built):
    assert i18n.number(1234567) == "1,234,567" and i18n.number(1234.5, 2) == "1,234.50"  # English, or C as English
    i18n.install("de")
    assert i18n.number(1234567) == "1.234.567" and i18n.number(1234.5, 2) == "1.234,50"
    i18n.install("ja")
    assert i18n.number(1234.5, 1) == "1,234.5"
    i18n.uninstall()
    assert i18n.number(1234567) == "1,234,567"


def test_a_plural_is_settled_in_english_and_picked_by_the_number_in_german(qapp, built):
    from app.ui.glossary import load_profile
    assert load_profile(32, 1) == "QD32 × 1: queue depth 32 on each of 1 thread"
    assert load_profile(32, 4) == "QD32 × 4: queue depth 32 on each of 4 threads"
    i18n.install("de")
    assert load_profile(32, 1) == "QD32 × 1: Warteschlangentiefe 32 in 1 Thread"
    assert load_profile(32, 4) == "QD32 × 4: Warteschlangentiefe 32 in jedem der 4 Threads"


def test_the_language_menu_remembers_the_choice_for_the_next_start(qtbot, window, built, monkeypatch):
    from PySide6.QtCore import QSettings
    monkeypatch.delenv(i18n.ENV, raising=False)
    view = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    language = next(a.menu() for a in view.actions() if a.text() == "&Language")
    items = {a.text(): a for a in language.actions()}
    assert list(items) == ["System default", "Deutsch", "English", "Español", "日本語", "简体中文"]
    assert items["System default"].isChecked()
    items["日本語"].trigger()
    assert QSettings().value(i18n.KEY) == "ja" and items["日本語"].isChecked()
    assert "next" not in window.status_label.text() and "started again" in window.status_label.text()
    assert i18n.wanted() == "ja"
    monkeypatch.setenv(i18n.ENV, "es")
    assert i18n.wanted() == "es"
    assert i18n.install() == "fioscope_es.qm"


def core_templates() -> list[str]:
    """The template of every Msg the core says (app/core/words.py), as the window rewords it."""
    from app.ui.advice import app_words
    found = []
    for path in sorted((ROOT / "app" / "core").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Msg" and path.name != "words.py":
                where = f"{path.relative_to(ROOT)}:{node.lineno}"
                assert node.args and isinstance(node.args[0], ast.Constant), f"{where}: a Msg's template is a literal"
                found.append(app_words(node.args[0].value))
    return found


def test_every_sentence_the_core_says_as_a_msg_is_in_the_catalogue_and_the_ts():
    from app.ui.core_words import TEMPLATES
    templates = core_templates()
    assert len(templates) > 100
    have = {source for ctx, source, *_ in messages("de") if ctx == "core"}
    for t in templates:
        assert t in TEMPLATES, f"{t!r}: add it to app/ui/core_words.TEMPLATES, then build.py --update"
        assert t in have, t
    assert not set(TEMPLATES) - set(templates), "a template no longer in the core"
    assert "--" not in "".join(TEMPLATES)  # no CLI flag left for the window to show


def msg_parts(text) -> tuple[list, list[str]]:
    """A Msg's own sentences (it and each Msg among its values) and its plain values (names, data)."""
    from app.core.words import Msg
    if not isinstance(text, Msg):
        return [], [str(text)]
    sentences, data = [text], []
    for v in text.values:
        s, d = msg_parts(v) if isinstance(v, (Msg, str)) else ([], [])
        sentences += s
        data += d
    return sentences, data


def test_the_check_page_shows_a_real_checklists_findings_in_german(qtbot, built, fio, tmp_path):
    """The core's checklist of tmp_path's disk (read as fioscope check reads it), shown by a
    German window: every finding, expectation and advice in German, no English word on the
    page but the data it names (device, scheduler and process names) and the .ts's own words."""
    from app.core.history.store import RunStore
    from app.core.insight.model import OK
    from app.core.words import Msg
    from app.ui.advice import app_words
    from app.ui.core_words import window_text
    from app.ui.main_window import MainWindow
    from app.ui.run.run_kinds import Mode
    i18n.install("de")
    w = MainWindow(fio=fio, store=RunStore(tmp_path / "runs.sqlite"))
    w.confirm_close = lambda: True
    qtbot.addWidget(w)
    w.show()
    w.select_target(str(tmp_path))
    w.set_mode(Mode.CHECK)  # opening the page checks the target, in a thread
    page = w.check_tab
    qtbot.waitUntil(lambda: page.checklist is not None and page.check_btn.isEnabled(), timeout=60000)
    text = page.view.toPlainText()
    german = {source: texts[0] for ctx, source, _, texts, _ in messages("de") if ctx == "core"}
    allowed = vocabulary("de") | {w.lower() for w in WORD.findall(str(tmp_path))}
    shown = [page.checklist.description]
    for item in page.checklist.items:
        shown += [item.value] + ([item.expected, item.advice] if item.status != OK else [])
    sentences = 0
    for field in filter(None, shown):
        assert window_text(field) in text, field  # each finding on the page as the catalogue says it
        own, data = msg_parts(field)
        allowed |= {w.lower() for d in data for w in WORD.findall(d)}
        for m in own:
            if not re.search("[A-Za-z]", m.template):  # words.joined's "%1, %2": no words of its own
                continue
            source = app_words(m.template)
            assert source in german, source
            sentences += 1
            if german[source] != source:  # "%1 KiB" reads the same in German
                assert window_text(m) != str(m), m
    assert sentences >= 8 and isinstance(page.checklist.description, Msg)
    english = [x for x in WORD.findall(text) if x.lower() not in allowed]
    assert not english, (english, text)
    assert "Warnung" in page.summary.text() or "nichts auffällig" in page.summary.text() \
        or "Hinweis" in page.summary.text(), page.summary.text()


def test_a_refusal_of_the_core_is_said_in_the_windows_language_and_sizes_take_its_decimal_point(qapp, built):
    from app.core.errors import InputError
    from app.core.targets.model import Disk
    from app.core.targets.safety import SafetyRefused, check_device_run
    from app.ui.core_words import window_text
    disk = Disk(path="/dev/sdz", name="sdz", model="Samsung SSD 870", serial="S6PNNS0T", firmware="SVT02B6Q",
                size_bytes=500107862016, logical_sector=512, physical_sector=4096, rotational=False,
                transport="sata", removable=False, read_only=True)
    with pytest.raises(SafetyRefused) as refused:
        check_device_run(disk, True, None)
    assert str(refused.value) == "refusing to write to /dev/sdz: the device is read-only"  # the CLI's English
    assert window_text(refused.value.message) == "refusing to write to /dev/sdz: the device is read-only"
    assert window_text(InputError("cannot read size 'x'", "add --destroy-data T").advice) == \
        "confirm in the data-loss dialog"  # not a Msg: English in the window's words
    i18n.install("de")
    assert window_text(refused.value.message) == "Schreiben auf /dev/sdz verweigert: das Gerät ist schreibgeschützt"
    assert i18n.size(500107862016) == "465,8 GiB" and i18n.size(1536 << 20, short=True) == "1,5 GiB"
    assert i18n.size(256 << 20, short=True) == "256 MiB" and i18n.size(1000) == "1.000 B"
    i18n.install("ja")
    assert window_text(refused.value.message) == "/dev/sdz への書き込みを拒否します: デバイスは読み取り専用です"
    assert i18n.size(500107862016) == "465.8 GiB"


def test_the_graphs_readout_takes_the_windows_words_and_figures(qapp, built):
    """graph_data has no Qt: English by default, the window's language through graph_words."""
    from app.ui.graphs import graph_data, graph_words
    rings = {}
    for idx, iops in ((-1, 10000.0), (0, 1000.0), (1, 2500.0), (2, 3000.0), (3, 3500.0)):
        for metric, value in (("iops", iops), ("mbs", iops * 4096 / 1e6), ("lat", 1234.4 if idx >= 0 else 0.42)):
            ring = rings.setdefault((metric, idx), graph_data.Ring())
            ring.append(1.5, value)
    name = lambda k: f"job{k}"  # noqa: E731
    english = graph_data.values_text(rings, name, 1.5, 0)
    assert "<b>t = 1.5 s</b> · total 10,000 IOPS · 41.0 MB/s · 0.42 µs" in english
    assert "4 threads, IOPS min 1,000 · median 3,000 · max 3,500 (each in the tooltip)" in english
    assert graph_words.values_text(rings, name, 1.5, 0) == english  # no translation installed: the same
    i18n.install("de")
    german = graph_words.values_text(rings, name, 1.5, 0)
    assert "<b>t = 1,5 s</b> · Summe 10.000 IOPS · 41,0 MB/s · 0,42 µs" in german
    assert "<b>job0: 1.000 IOPS · 4,1 MB/s · 1.234 µs</b>" in german
    assert "4 Threads, IOPS min. 1.000 · Median 3.000 · max. 3.500 (jeder im Tooltip)" in german
    assert "job3: 3.500 IOPS" in graph_words.threads_table(rings, name, 1.5)
    i18n.install("ja")
    assert "4 スレッド、IOPS 最小 1,000 · 中央値 3,000 · 最大 3,500" in graph_words.values_text(rings, name, 1.5, 0)


def test_the_status_interval_shows_the_windows_words_and_keeps_its_values(qtbot, built):
    from app.ui.pages.interval_box import IntervalBox
    i18n.install("de")
    box = IntervalBox()
    qtbot.addWidget(box)
    assert [box.itemText(i) for i in range(box.count())] == ["automatisch", "0,5", "1", "2", "5"]
    assert box.currentText() == "auto"  # what the settings keep and the run reads
    box.setCurrentText("0.5")
    assert box.currentText() == "0.5" and box.itemText(box.currentIndex()) == "0,5"
    box.setCurrentText("7")  # not a choice: unchanged, as QComboBox does
    assert box.currentText() == "0.5"


def test_a_number_the_window_cannot_read_is_refused_in_its_language(qapp, built):
    """units' refusals (a size, a duration, a number typed into the window) as show_error shows them."""
    from app.core.errors import InputError
    from app.core.units import parse_duration, parse_number, parse_size
    from app.ui.core_words import window_text
    refused = []
    for typed in (lambda: parse_size("12 parsecs"), lambda: parse_duration("0"),
                  lambda: parse_number("1e400", 1, 1000000, whole=True), lambda: parse_number("x", 0, 2.5),
                  lambda: parse_number("3", 0, 2), lambda: parse_number("0", 0, 2.5, above=True)):
        with pytest.raises(InputError) as e:
            typed()
        refused.append(e.value)
    assert [r.one_line() for r in refused] == [  # the CLI's English, as before
        "cannot read size '12 parsecs' (use e.g. 512MiB, 1GiB, 4k or 1GB)",
        "duration '0' must be larger than zero",
        "'1e400' is not a whole number (give a whole number from 1 to 1000000)",
        "'x' is not a number (give a number from 0 to 2.5)",
        "'3' is out of range (give a number from 0 to 2)",
        "'0' is out of range (give a number more than 0 and at most 2.5)"]
    i18n.install("de")
    assert [f"{window_text(r.message)} ({window_text(r.advice)})" if r.advice else window_text(r.message)
            for r in refused] == [
        "Größe '12 parsecs' nicht lesbar (z. B. 512MiB, 1GiB, 4k oder 1GB verwenden)",
        "Dauer '0' muss größer als null sein",
        "'1e400' ist keine ganze Zahl (eine ganze Zahl von 1 bis 1.000.000 angeben)",
        "'x' ist keine Zahl (eine Zahl von 0 bis 2,5 angeben)",
        "'3' liegt außerhalb des Bereichs (eine Zahl von 0 bis 2 angeben)",
        "'0' liegt außerhalb des Bereichs (eine Zahl größer als 0 und höchstens 2,5 angeben)"]
    i18n.install("ja")
    assert window_text(refused[3].advice) == "0 から 2.5 までの数値を指定してください"


def test_smart_that_cannot_be_read_is_said_in_the_windows_language(qapp, built):
    """The Check page's health row when smartctl is missing (read_smart's own lookup, none found)."""
    from app.core.insight.smart import read_smart
    from app.ui.core_words import window_text
    read = read_smart("/dev/sdz", False, which=lambda name: None)
    assert (read.problem, read.advice) == ("smartctl is not installed", "install smartmontools (apt install "
                                                                      "smartmontools; dnf or pacman: smartmontools)")
    i18n.install("de")
    assert window_text(read.problem) == "smartctl ist nicht installiert"
    assert window_text(read.advice) == "smartmontools installieren (apt install smartmontools; dnf oder pacman: " \
                                       "smartmontools)"
