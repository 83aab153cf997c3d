"""The sheet's pages drawn for the preview and the printer with QtPdf (ui/files/pdf_pages.py),
with no other PDF renderer installed."""

from __future__ import annotations

import io
import sys

import pytest

from PySide6.QtGui import QColor

from app.pdf import export_blank_pdf
from ui.files.pdf_dialog import page_images
from ui.files.pdf_pages import PdfPages
from ui.files.printing import pdf_pages


def blank_sheet() -> bytes:
    out = io.BytesIO()
    export_blank_pdf(out)
    return out.getvalue()


def test_the_preview_and_printing_need_no_other_renderer(qapp, monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "pypdfium2", None)  # an import of it fails
    pdf = blank_sheet()
    preview, *_ = page_images(pdf, 700)
    assert preview.width() == 700 and abs(preview.height() - 700 * 842 / 595) < 2
    printed, *_ = pdf_pages(pdf, 72, 1, 1)
    assert abs(printed.width() - 595) <= 1 and abs(printed.height() - 842) <= 1  # A4, 72 dpi


def test_a_page_is_drawn_on_white_paper_with_ink_on_it(qapp) -> None:
    pages = PdfPages(blank_sheet())
    try:
        page = pages.page(0, width=300)
    finally:
        pages.close()
    assert QColor(page.pixel(1, 1)) == QColor("white")  # the margin: paper, not transparency
    colours = {page.pixel(x, y) for x in range(0, 300, 3) for y in range(0, page.height(), 3)}
    assert len(colours) > 2


def test_bytes_that_are_not_a_pdf_are_refused(qapp) -> None:
    with pytest.raises(ValueError, match="not a PDF"):
        PdfPages(b"not a pdf at all")
