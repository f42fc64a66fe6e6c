"""A PDF table's columns are as wide as what they hold: no word broken across lines (the
header's in bold), a sentence column given the room a column of dashes does not need, and
equal widths never forced on them (a verdict was wrapped into a tall thin cell)."""
import pytest

from app.core.report.pdf import _Pdf

COLUMNS = ("Test", "Rounds", "Steady", "Window", "Window average", "Verdict")
ROWS = [("Write saturation", "1440", "no criterion", "-", "-",
         "24 h of writing reached with 23,482.47 GiB written (2.87x the user capacity): the time limit ended it")]


def fitted(columns, rows):
    pdf = _Pdf("Fioscope", "t")
    pdf.add_page()
    pdf.set_font("Helvetica", size=8)
    return pdf, pdf._fitted(columns, rows, len(rows[0]))


def test_no_word_is_broken_and_the_sentence_gets_the_room():
    pdf, widths = fitted(COLUMNS, ROWS)
    assert sum(widths) == pytest.approx(pdf.epw)
    for i, w in enumerate(widths):
        words = [*ROWS[0][i].split()]
        pdf.set_font("Helvetica", style="B", size=8)
        head = max(pdf.get_string_width(x) for x in COLUMNS[i].split())
        pdf.set_font("Helvetica", size=8)
        assert w >= max([head, *map(pdf.get_string_width, words)]), (COLUMNS[i], w)
    assert widths[-1] == max(widths) and widths[-1] > 2.5 * widths[3]  # the verdict, not the dash


def test_a_table_that_fits_on_one_line_keeps_each_cell_whole():
    pdf, widths = fitted(("Block size", "0/100", "65/35"), [("4K", "12,254.7", "0.131")])
    for text, w in zip(("Block size", "12,254.7", "0.131"), widths):
        assert w >= pdf.get_string_width(text)


def test_the_rendered_table_has_every_word_whole(tmp_path):
    from pypdf import PdfReader
    pdf, _ = fitted(COLUMNS, ROWS)
    pdf.grid(COLUMNS, ROWS)
    out = tmp_path / "t.pdf"
    pdf.output(str(out))
    text = PdfReader(out).pages[0].extract_text()
    words = set(text.split())
    for cell in (*COLUMNS, *ROWS[0]):
        assert set(cell.split()) <= words, cell  # 'Roun ds', 'averag e' before


def test_columns_of_words_are_left_aligned_in_both_reports():
    """A verdict or a yes/no column reads left-aligned as labels do; figures stay right-aligned
    so their digits line up: one rule (table_align) for the HTML and the PDF."""
    from app.core.report.html import _table
    from app.core.report.table_align import is_figure, word_columns
    assert all(map(is_figure, ("12,254.7", "-", "2.87x", "-3.2 %", "512 KiB", "1440", "0.131")))
    assert not any(map(is_figure, ("no criterion", "yes", "24 h of writing", "4K")))
    assert word_columns(ROWS, len(COLUMNS)) == {0, 2, 5}  # test, steady (no criterion), verdict
    html = _table(COLUMNS, ROWS)
    # The first column is left-aligned by the style sheet: no class needed.
    assert html.count("<td class='w'>") == 2 and "<td>1440</td>" in html and "<th class='w'>Verdict</th>" in html


def test_the_pdf_aligns_a_verdict_left(tmp_path, monkeypatch):
    pdf, _ = fitted(COLUMNS, ROWS)
    seen = {}
    real = type(pdf).table

    def table(self, *a, **kw):
        seen["align"] = kw["text_align"]
        return real(self, *a, **kw)
    monkeypatch.setattr(type(pdf), "table", table)
    pdf.grid(COLUMNS, ROWS)
    assert seen["align"] == ("LEFT", "RIGHT", "LEFT", "RIGHT", "RIGHT", "LEFT")
