"""The warband code on paper: QR codes (drawn by segno's matrix, as vector squares) that carry
the warband (app/exports/warband_code.py), with a line saying how to import them."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any
from xml.sax.saxutils import escape

import segno
from reportlab.lib.colors import Color
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Paragraph, Table

from app.pdf.fonts import SANS
from app.pdf.labels import label
from app.pdf.layout import INK
from rules.models import Lang
from rules.templates import fill

# 0.4 mm a module: a version-25 code is 50 mm wide with its quiet zone, and a page rendered
# or scanned at 150 dpi gives each module 2.4 pixels (zxing still reads 0.3 mm there).
MODULE = 0.4 * mm
QUIET = 4  # modules of white around the code, as the QR standard asks


class QrCode(Flowable):
    """One QR code of `text` at `MODULE` a module, error correction M."""

    def __init__(self, text: str, colour: Color = INK) -> None:
        super().__init__()
        self.text = text
        self.colour = colour
        self.matrix = _matrix(text)
        self.side = (len(self.matrix) + 2 * QUIET) * MODULE

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        return self.side, self.side

    def draw(self) -> None:
        canvas = self.canv
        canvas.saveState()
        canvas.setFillColor(self.colour)
        path = canvas.beginPath()
        size = len(self.matrix)
        for row, modules in enumerate(self.matrix):
            y = (size - 1 - row + QUIET) * MODULE
            for column, dark in _runs(modules):
                path.rect((column + QUIET) * MODULE, y, dark * MODULE, MODULE)
        canvas.drawPath(path, stroke=0, fill=1)
        canvas.restoreState()


@functools.lru_cache(maxsize=32)
def _matrix(text: str) -> tuple[bytes, ...]:
    """The code's modules, row by row. Kept: choosing the mask is most of the 0.2 s a code
    costs, and the print preview draws the same sheet again at each option changed."""
    return tuple(bytes(row) for row in segno.make(text, error="m", micro=False).matrix)


def _runs(modules: bytes) -> list[tuple[int, int]]:
    """(start, length) of each run of dark modules in a row: one rectangle a run, so the page
    holds a few thousand shapes, not tens of thousands."""
    runs: list[tuple[int, int]] = []
    start = -1
    for column, dark in enumerate([*modules, 0]):
        if dark and start < 0:
            start = column
        elif not dark and start >= 0:
            runs.append((start, column - start))
            start = -1
    return runs


def head_with_code(
    text: str,
    block_of: Callable[[float], Flowable],
    width: float,
    lang: Lang,
    small: ParagraphStyle,
) -> Flowable | None:
    """The warband block (`block_of` a width) with its one code `text` at its right, where a
    friend looks for it, and how to import it under the code; None when the block is too tall
    for that (long notes): the code then ends the sheet (`code_block`)."""
    gap = 3 * mm
    code = QrCode(text)
    narrow = width - code.side - gap
    block = block_of(narrow)
    help_text = label("warband_code_help", lang)
    caption = Paragraph(escape(help_text), small)
    _, block_height = block.wrap(narrow, 10_000)
    _, caption_height = caption.wrap(code.side, 10_000)
    if block_height > 2 * (code.side + caption_height):
        return None
    return Table(
        [[block, [code, caption]]],
        colWidths=[narrow + gap, code.side],
        hAlign="LEFT",
        style=[
            ("FONTNAME", (0, 0), (-1, -1), SANS),  # else the table sets Helvetica, unembedded
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LEFTPADDING", (0, 0), (-1, -1), 0),
            ("RIGHTPADDING", (0, 0), (-1, -1), 0),
            ("TOPPADDING", (0, 0), (-1, -1), 0),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
        ],
    )


def code_block(
    codes: Sequence[str],
    lang: Lang,
    width: float,
    heading: ParagraphStyle,
    body: ParagraphStyle,
) -> Flowable:
    """The sheet's last block: its heading, the codes side by side (as many rows as the width
    needs), each numbered when there are several, and how to import them."""
    cells: list[Any] = []
    for number, text in enumerate(codes, 1):
        code = QrCode(text)
        part = fill(label("code_part", lang), args=(number, len(codes)))
        cells.append([code, Paragraph(escape(part), body)] if len(codes) > 1 else code)
    side = QrCode(codes[0]).side if codes else 0.0
    per_row = max(1, int(width // (side + 4)))
    rows = [cells[i : i + per_row] for i in range(0, len(cells), per_row)]
    key = "warband_codes_help" if len(codes) > 1 else "warband_code_help"
    help_text = fill(label(key, lang), args=(len(codes),))
    style = [("FONTNAME", (0, 0), (-1, -1), SANS), ("VALIGN", (0, 0), (-1, -1), "TOP")]
    grid = Table(rows, hAlign="LEFT", style=style)
    title = Paragraph(escape(label("warband_code", lang)), heading)
    return KeepTogether([title, Paragraph(escape(help_text), body), grid])


__all__ = ["MODULE", "QrCode", "code_block", "head_with_code"]
