"""The sheet's Pen writes a string's text operators itself (app/pdf/text.py): the PDF must be
the very bytes reportlab's own text object would write, for any text in the sheet's fonts."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator

import pytest
from reportlab import rl_config
from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from app.pdf.fonts import SANS, SANS_BOLD, SERIF_BOLD, register_fonts
from app.pdf.text import Pen, Style

INK, MUTED = colors.HexColor("#1b1712"), colors.HexColor("#5d554a")
STRINGS = [
    "Captain", "Капитан Дитер", "(brackets) and \\ back\\slash", "", "4", "4", "a\u00a0b",
    "Капитан Дитер",  # again: remembered for the document
    "".join(chr(c) for c in range(0x400, 0x4FF)),  # more characters than one subset holds
    "Ёжик «в тумане» — 10 зк", "\u2212 + ×",
]  # fmt: skip
STYLES = [Style(SANS, 8, INK), Style(SANS_BOLD, 6.3, MUTED), Style(SERIF_BOLD, 11, INK)]


@pytest.fixture(autouse=True)
def _invariant() -> Iterator[None]:
    """Same input, same bytes: no date or random document id in the file."""
    old, rl_config.invariant = rl_config.invariant, 1
    yield
    rl_config.invariant = old


def _pdf(write: Callable[[Canvas, Pen], None]) -> bytes:
    register_fonts()
    out = io.BytesIO()
    canvas = Canvas(out, initialFontName=SANS)
    for _page in range(2):  # the second page: subsets already given codes, names known
        pen = Pen(canvas)
        write(canvas, pen)
        pen.finish()
        canvas.showPage()
    canvas.save()
    return out.getvalue()


def _every_string(place: Callable[[float, float, str, Style], None]) -> None:
    for n, string in enumerate(STRINGS * 2):
        place(20.5 + n, 800 - n * 11.25, string, STYLES[n % len(STYLES)])


def test_the_pen_writes_the_bytes_of_reportlabs_text_object() -> None:
    def by_pen(canvas: Canvas, pen: Pen) -> None:
        _every_string(pen.write)

    def by_reportlab(canvas: Canvas, pen: Pen) -> None:
        text = canvas.beginText()
        font, color = None, None

        def place(x: float, y: float, string: str, style: Style) -> None:
            nonlocal font, color
            if (style.font, style.size) != font:
                font = style.font, style.size
                text.setFont(*font)
            if style.color is not color:
                color = style.color
                text.setFillColor(color)
            text.setTextOrigin(x, y)
            text.textOut(string)

        _every_string(place)
        canvas.drawText(text)

    assert _pdf(by_pen) == _pdf(by_reportlab)


def test_a_font_reportlab_does_not_embed_is_written_by_reportlab_itself() -> None:
    """Helvetica (a standard font, not a subset of an embedded one) takes the text object's
    own path: the same bytes as reportlab's, through the same Pen."""
    helvetica = Style("Helvetica", 9, INK)

    def by_pen(canvas: Canvas, pen: Pen) -> None:
        pen.write(30, 700, "Plain (Helvetica)", helvetica)
        pen.write(30, 680, "Captain", STYLES[0])

    pdf = _pdf(by_pen)
    assert b"/Helvetica" in pdf and pdf.count(b"/FontFile2") == 1
