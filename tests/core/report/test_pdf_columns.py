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
