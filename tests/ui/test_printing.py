"""File > Print (Ctrl+P) opens the system's print dialog and draws the sheet's pages on the
printer chosen there; with no printer installed the dialog prints to a PDF file, checked here
page by page. The dialog's exec is patched to accept at once (no real modal)."""

import io

import pytest
from pypdf import PdfReader

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPageSize
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtTest import QTest

from ui.files import printing
from ui.files.pdf_dialog import PdfDialog
from ui.files.pdf_pages import PdfPages

from .test_main_window import open_named

WOLVES = "The Grey Wolves of Altdorf"


def accept_printing_to(monkeypatch, target, choose=None):
    """Patch the print dialog: it records itself, prints to `target` and is accepted."""
    shown = []  # the paper each dialog opened with (the dialog itself is gone after)

    def exec_(dialog) -> int:
        shown.append(dialog.printer().pageLayout().pageSize().id())
        dialog.printer().setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        dialog.printer().setOutputFileName(str(target))
        if choose is not None:
            choose(dialog.printer())
        return QPrintDialog.DialogCode.Accepted

    monkeypatch.setattr(QPrintDialog, "exec", exec_)
    return shown


def sheet_pages(window) -> int:
    out = io.BytesIO()
    assert window.write_pdf(out)
    return len(PdfReader(io.BytesIO(out.getvalue())).pages)


def dark_share(path, index: int) -> float:
    """How much of a printed page is ink: a blank page is 0."""
    pages = PdfPages(path.read_bytes())
    try:
        image = pages.page(index, dpi=36).convertToFormat(QImage.Format.Format_Grayscale8)
    finally:
        pages.close()
    width, stride = image.width(), image.bytesPerLine()
    rows = bytes(image.constBits())
    values = [v for y in range(image.height()) for v in rows[y * stride : y * stride + width]]
    return sum(1 for v in values if v < 128) / len(values)


def test_ctrl_p_opens_the_print_dialog_and_prints_every_page(window, monkeypatch, tmp_path):
    open_named(window, WOLVES)
    target = tmp_path / "printed.pdf"
    shown = accept_printing_to(monkeypatch, target)
    window.activateWindow()
    QTest.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert len(shown) == 1  # one dialog, the system's
    printed = PdfReader(target)
    assert len(printed.pages) == sheet_pages(window) >= 1
    for index, page in enumerate(printed.pages):
        assert (round(float(page.mediabox.width)), round(float(page.mediabox.height))) == (
            595,
            842,
        )  # A4, the paper the dialog started with
        assert dark_share(target, index) > 0.005  # the sheet was painted, not a blank page
    assert window.message.text() == f"Sent the sheet to {target}"


def test_the_paper_chosen_in_the_dialog_makes_the_sheet(window, monkeypatch, tmp_path):
    open_named(window, WOLVES)
    target = tmp_path / "letter.pdf"

    def letter(printer) -> None:
        printer.setPageSize(QPageSize(QPageSize.PageSizeId.Letter))

    accept_printing_to(monkeypatch, target, letter)
    made = []
    write_pdf = window.write_pdf

    def record(out, options=None) -> bool:
        made.append(options)
        return write_pdf(out, options)

    monkeypatch.setattr(window, "write_pdf", record)
    window.print_action.trigger()
    assert [o.paper for o in made] == ["letter"]
    page = PdfReader(target).pages[0]
    assert (round(float(page.mediabox.width)), round(float(page.mediabox.height))) == (612, 792)


def pdf_printer(path) -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    printer.setFullPage(True)
    return printer


def three_pages() -> bytes:
    from reportlab.pdfgen.canvas import Canvas

    out = io.BytesIO()
    canvas = Canvas(out)
    for number in (1, 2, 3):
        canvas.setFont("Helvetica", 200)
        canvas.drawString(100, 400, "X" * number)
        canvas.showPage()
    canvas.save()
    return out.getvalue()


def test_a_page_range_prints_those_pages_only(tmp_path):
    printer = pdf_printer(tmp_path / "range.pdf")
    printer.setPrintRange(QPrinter.PrintRange.PageRange)
    printer.setFromTo(2, 3)
    assert printing.paint_pages(three_pages(), printer) == 2
    assert len(PdfReader(tmp_path / "range.pdf").pages) == 2
    # the second page (two X) has less ink than the third (three X)
    assert 0 < dark_share(tmp_path / "range.pdf", 0) < dark_share(tmp_path / "range.pdf", 1)


def test_cancel_prints_nothing(window, monkeypatch, tmp_path):
    open_named(window, WOLVES)
    monkeypatch.setattr(QPrintDialog, "exec", lambda dialog: QPrintDialog.DialogCode.Rejected)
    before = window.message.text()
    window.print_action.trigger()
    assert window.message.text() == before
    assert list(tmp_path.rglob("*.pdf")) == []


@pytest.mark.qt_log_ignore("QPainter::begin")
def test_a_printer_that_cannot_start_is_one_line(window, monkeypatch, tmp_path):
    open_named(window, WOLVES)
    target = tmp_path / "missing-folder" / "x.pdf"
    accept_printing_to(monkeypatch, target)
    window.print_action.trigger()
    assert not target.exists()
    text = window.message.text()
    assert text.startswith("Cannot print on ") and "\n" not in text and "x.pdf" in text


def test_the_preview_prints_through_the_same_dialog(qtbot, window, monkeypatch, tmp_path):
    open_named(window, WOLVES)
    dialog = PdfDialog(window)
    qtbot.addWidget(dialog)
    dialog.paper.setCurrentIndex(dialog.paper.findData("letter"))
    target = tmp_path / "from-preview.pdf"
    shown = accept_printing_to(monkeypatch, target)
    dialog.print_button.click()
    assert len(shown) == 1
    assert shown == [QPageSize.PageSizeId.Letter]
    assert len(PdfReader(target).pages) == sheet_pages(window)
    window.settings.remove("pdf/paper")


def test_pages_are_drawn_at_most_at_max_dpi(monkeypatch, tmp_path):
    printer = pdf_printer(tmp_path / "dpi.pdf")
    asked = []
    real = printing.pdf_pages

    def pages(pdf, dpi, first=1, last=0):
        asked.append(dpi)
        return real(pdf, dpi, first, last)

    monkeypatch.setattr(printing, "pdf_pages", pages)
    assert printing.paint_pages(three_pages(), printer) == 3
    assert printer.resolution() > printing.MAX_DPI
    assert asked == [printing.MAX_DPI]  # one document, drawn page by page
