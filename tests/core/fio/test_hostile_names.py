"""Names from imported or stored data that hold anything: control characters (C0, DEL, C1),
terminal escape sequences, right-to-left marks and overrides, emoji, lone surrogates, very
long names, spreadsheet formulas. Every export is written, the terminal never gets a raw
control character, a CSV cell never starts a formula. The runs come in as a real user's
would: `fioscope import` of fio JSON output with a crafted job name and file name (fio
itself writes any job name it is given)."""
import csv
import io
import json
import re
import xml.etree.ElementTree as ET

import pytest
from pypdf import PdfReader

from app.core.history.store import RunStore
from app.core.report.render import FORMATS, render, with_sections
from app.core.text_safe import printable, printable_lines, spreadsheet_cell
from tests.conftest import DATA, run_cli

CONTROLS = "".join(map(chr, range(0x20))) + "\x7f\x80\x9b\x9f"
FORMULA = '=HYPERLINK("http://x","y")'
NAME = FORMULA + "\x1b]0;pwned\x07\x1b[2J" + CONTROLS + "\u200f\u202eevil\u2066 שלום 😀 " + "x" * 3000
FILE = "/tmp/\x1b[31mred\x07/\u202eevil\x9b.bin"
# What a terminal would act on, or what UTF-8 and XML cannot carry.
RAW = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


def crafted(tmp_path, name=NAME, filename=FILE, stem="crafted"):
    """fio JSON output (a real recording) whose job and file names are `name` and `filename`."""
    text = (DATA / "fio-import" / "seqread.json").read_text()
    text = text.replace('"seqread"', json.dumps(name)).replace('"/tmp/fioscope-import-rec/target.bin"',
                                                                json.dumps(filename))
    path = tmp_path / f"{stem}\x1b[1m.json"  # the file's own name is printed too
    path.write_text(text)
    return path


@pytest.fixture
def hostile(tmp_path):
    env = {"FIOSCOPE_DATA_DIR": str(tmp_path / "data")}
    p = run_cli("import", str(crafted(tmp_path)), env=env)
    assert p.returncode == 0, p.stderr
    assert not RAW.search(p.stdout) and "\\x1b[1m.json as run 1" in p.stdout
    return env


def test_every_export_is_written_and_keeps_or_shows_the_name(hostile, tmp_path):
    env = hostile
    outs = {}
    for fmt in FORMATS:
        path = tmp_path / f"r.{fmt}"
        p = run_cli("report", "last", "--format", fmt, "-o", str(path), env=env)
        assert p.returncode == 0 and p.stderr == "", (fmt, p.stderr)  # no warnings either
        outs[fmt] = path.read_bytes()
    # JSON keeps the data exactly (escaped by JSON itself).
    assert json.loads(outs["json"])["tests"][0]["name"] == NAME
    assert json.loads(outs["json"])["target"] == FILE
    # CSV keeps the data, behind a quote that stops the formula (an import has no time series:
    # the samples' part of the CSV is its header only).
    rows = list(csv.DictReader(io.StringIO(outs["summary-csv"].decode("utf-8"), newline="")))
    assert [(r["run"], r["test"], r["direction"]) for r in rows] == [("1", "'" + NAME, "read")]
    assert float(rows[0]["IOPS (I/O per s)"]) > 0
    assert outs["csv"].decode("utf-8").startswith(outs["summary-csv"].decode("utf-8"))  # the results first
    assert "\r\nrun,test,phase,seq," in outs["csv"].decode("utf-8")  # then the samples' header
    # Reports people read show the control characters escaped.
    for fmt in ("txt", "html"):
        text = outs[fmt].decode("utf-8")
        assert not RAW.search(text), fmt
        assert "/tmp/\\x1b[31mred\\x07/\\u202eevil\\x9b.bin" in text  # the target, whole
    html = outs["html"].decode("utf-8")  # the name, whole (the text report cuts it at 22 characters)
    assert "\\x1b]0;pwned\\x07" in html
    assert "\u200f\\u202eevil" in html  # the right-to-left mark kept (names need it), the override escaped
    assert "שלום 😀" in html
    for chart in re.findall(r"<svg.*?</svg>", outs["html"].decode("utf-8"), re.S):
        ET.fromstring(chart)  # XML: a raw control character in a chart made the PDF fail
    pdf = "".join(page.extract_text() for page in PdfReader(io.BytesIO(outs["pdf"])).pages)
    assert "HYPERLINK" in pdf and "pwned" in pdf


def test_compare_exports_and_prints_them(hostile, tmp_path):
    env = hostile
    assert run_cli("import", str(crafted(tmp_path, NAME + "2", stem="second")), env=env).returncode == 0
    for fmt in ("txt", "html"):
        out = tmp_path / f"c.{fmt}"
        p = run_cli("compare", "1", "2", "--format", fmt, "-o", str(out), env=env)
        assert p.returncode == 0, p.stderr
        assert not RAW.search(out.read_text()) and "\\x1b" in out.read_text()
        p = run_cli("compare", "1", "2", "--format", fmt, env=env)
        assert p.returncode == 0 and not RAW.search(p.stdout) and "\\x1b" in p.stdout


def test_the_terminal_gets_no_control_character(hostile):
    """`fioscope history` printed the raw escape sequences of an imported run's names."""
    env = hostile
    assert run_cli("annotate", "last", "--label", "\x1b]0;title\x07\x9b31m", env=env).returncode == 0
    for args in (["history"], ["report", "last"], ["report", "last", "--format", "csv"],
                 ["report", "last", "--format", "summary-csv"], ["report", "last", "--format", "html"],
                 ["report", "last", "--format", "json"], ["history", "--json"]):
        p = run_cli(*args, env=env)
        assert p.returncode == 0, (args, p.stderr)
        assert not RAW.search(p.stdout.replace("\r\n", "\n")), args
    p = run_cli("history", env=env)
    assert "\\x1b[31mred\\x07/\\u202eevil\\x9b.bin  [\\x1b]0;title\\x07\\x9b31m]" in p.stdout
    # An error quoting such a name: one line, escaped too (C1 as well as C0).
    p = run_cli("report", "\x1b[2J\x9bx", env=env)
    assert p.returncode == 2 and not RAW.search(p.stderr[:-1]) and len(p.stderr.splitlines()) == 1


def test_a_lone_surrogate_is_refused_at_import_and_survives_every_renderer(hostile, tmp_path):
    """A lone surrogate cannot be stored (SQLite takes UTF-8): the import is refused with one
    line and nothing stored. A run held in memory may still carry one: every format renders
    it into text UTF-8 can write."""
    env = hostile
    p = run_cli("import", str(crafted(tmp_path, "a\ud800b", stem="surrogate")), env=env)
    assert p.returncode == 2 and len(p.stderr.splitlines()) == 1 and "Traceback" not in p.stderr
    assert len(json.loads(run_cli("history", "--json", env=env).stdout)) == 1
    doc = RunStore(tmp_path / "data" / "runs.sqlite").load_run(1)
    doc["tests"][0]["name"] = "lone \ud800 \udcff surrogates " + NAME
    doc["label"] = "\udcff"
    for fmt in FORMATS:
        out = render(with_sections(doc), fmt)
        data = out if isinstance(out, bytes) else out.encode("utf-8")
        assert data, fmt


@pytest.mark.parametrize("cell,expected", [
    ('=HYPERLINK("http://x","y")', '\'=HYPERLINK("http://x","y")'), ("+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"),
    ("-2+3", "'-2+3"), ("@SUM(A1)", "'@SUM(A1)"), ("\tx", "'\tx"), ("\rx", "'\rx"), ("-", "'-"),
    ("-1.5", "-1.5"), ("+3", "+3"), ("-2e-3", "-2e-3"), ("12", "12"), ("RND4K-Q1T1", "RND4K-Q1T1"), ("", ""),
    (-1.5, -1.5), (7, 7), (None, None)])
def test_spreadsheet_cells(cell, expected):
    assert spreadsheet_cell(cell) == expected


def test_printable():
    assert printable("a\x1b[31m\x9b\u202e\ud800\n\tb") == "a\\x1b[31m\\x9b\\u202e\\ud800\\n\\tb"
    assert printable("שלום \u200f 😀 µs · ok") == "שלום \u200f 😀 µs · ok"  # text, not controls
    assert printable_lines("a\r\nb\rc\nd\x1b\t") == "a\r\nb\\rc\nd\\x1b\\t"
    assert printable(printable(CONTROLS)) == printable(CONTROLS)  # escaping twice changes nothing


def test_a_failed_runs_last_line_shows_fios_words_escaped(capsys):
    """fio's error line may quote a job file's section name: C1 as well as C0 shown escaped."""
    from types import SimpleNamespace

    from app.cli.common import run_exit
    from app.core.errors import FioFailed
    res = SimpleNamespace(error=FioFailed("fio failed: bad job \x9b2J\x1b[31m"), cancelled=False, run_id=1)
    assert run_exit(res, None, "cancelled") == 1
    err = capsys.readouterr().err
    assert err == "fioscope: fio failed: bad job \\x9b2J\\x1b[31m\n"
