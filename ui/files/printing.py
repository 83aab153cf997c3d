"""Print: the system's print dialog, then the sheet's pages drawn on the printer chosen there.

The sheet is the very PDF that Export PDF writes (reportlab, `app/pdf`), made in memory on the
paper the dialog ends with (A4 or Letter; any other paper gets the A4 sheet scaled to fit) and
drawn page by page (QtPdf, as the preview draws it: ui/files/pdf_pages.py) onto the printer's
painter at the printer's resolution, at most MAX_DPI (a page at 1200 dpi would take half a
gigabyte). The dialog decides the printer, the copies, the pages and the paper; with no printer
installed it still offers printing to a PDF file.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, QSizeF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPageSize, QPainter
from PySide6.QtPrintSupport import QPrintDialog, QPrinter

from ui.plumbing.dialogs import run_modal

if TYPE_CHECKING:
    from app.pdf.sheet import Paper
    from ui.files.pdf_dialog import PdfOptions
    from ui.window_parts import WindowParts

MAX_DPI = 300
PAGE_SIZES: dict[Paper, QPageSize.PageSizeId] = {
    "a4": QPageSize.PageSizeId.A4,
    "letter": QPageSize.PageSizeId.Letter,
}

# A fixed context, written out at each call: lupdate files the strings under it.
translate = QCoreApplication.translate


class PrintError(Exception):
    """The printer could not be started (no such printer, a file that cannot be written)."""


def pdf_pages(pdf: bytes, dpi: int, first: int = 1, last: int = 0) -> Iterator[QImage]:
    """Pages `first` to `last` of a PDF (1-based; last 0 = to the end) drawn at `dpi`, one at a
    time so that only one page's pixels are held."""
    from ui.files.pdf_pages import PdfPages  # QtPdf, loaded for the first print

    pages = PdfPages(pdf)
    try:
        yield from pages.images(dpi=dpi, first=first, last=last)
    finally:
        pages.close()


def fitted(image: QImage, paper: QRectF) -> QRectF:
    """Where a page drawn as `image` goes on `paper`: as large as fits, centred."""
    size = QSizeF(image.width(), image.height())
    size.scale(paper.size(), Qt.AspectRatioMode.KeepAspectRatio)
    left = paper.left() + (paper.width() - size.width()) / 2
    top = paper.top() + (paper.height() - size.height()) / 2
    return QRectF(left, top, size.width(), size.height())


def paint_pages(pdf: bytes, printer: QPrinter) -> int:
    """Draw the PDF's pages (those the printer was asked for) on the printer; how many."""
    dpi = min(printer.resolution(), MAX_DPI)
    painter = QPainter()
    if not painter.begin(printer):
        raise PrintError(printer.printerName() or printer.outputFileName())
    count = 0
    try:
        paper = QRectF(printer.paperRect(QPrinter.Unit.DevicePixel))
        paper.moveTo(0, 0)  # full-page printing: the painter's origin is the paper's corner
        for image in pdf_pages(pdf, dpi, printer.fromPage(), printer.toPage()):
            if count and not printer.newPage():
                raise PrintError(printer.printerName() or printer.outputFileName())
            painter.drawImage(fitted(image, paper), image)
            count += 1
    finally:
        painter.end()
    return count


def paper_of(printer: QPrinter, otherwise: Paper) -> Paper:
    """The sheet's paper for the paper chosen in the print dialog."""
    chosen = printer.pageLayout().pageSize().id()
    for paper, size in PAGE_SIZES.items():
        if chosen == size:
            return paper
    return otherwise


def new_printer(window: WindowParts, paper: Paper) -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setFullPage(True)  # the sheet has margins of its own
    printer.setPageSize(QPageSize(PAGE_SIZES[paper]))
    if window.session.current is not None:
        printer.setDocName(window.session.current.name)
    return printer


def print_sheet(window: WindowParts, options: PdfOptions | None = None) -> None:
    """File > Print (Ctrl+P): the system's print dialog, then the sheet on the printer."""
    if window.session.current is None:
        return
    chosen = options or window.pdf_options()
    printer = new_printer(window, chosen.paper)
    dialog = QPrintDialog(printer, window.as_widget())
    dialog.setMinMax(1, 99)
    if run_modal(dialog) != QPrintDialog.DialogCode.Accepted:
        return
    out = io.BytesIO()
    if not window.write_pdf(out, replace(chosen, paper=paper_of(printer, chosen.paper))):
        return
    where = printer.outputFileName() or printer.printerName()
    # Drawn at once: drawing the pages takes a second or two each.
    window.say(translate("Printing", "Printing on {0}...").format(where), now=True)
    QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        paint_pages(out.getvalue(), printer)
    except PrintError:
        window.show_error(
            translate(
                "Printing",
                "Cannot print on {0}: check the printer or the file name and print again",
            ).format(where)
        )
        return
    finally:
        QGuiApplication.restoreOverrideCursor()
    window.say(translate("Printing", "Sent the sheet to {0}").format(where))
