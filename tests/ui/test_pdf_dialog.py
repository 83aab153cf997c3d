"""Print preview and PDF options: paper, language, a blank sheet, the page drawn from the PDF
itself; the choice is remembered, so Ctrl+P prints with it."""

import io

from pypdf import PdfReader

from PySide6.QtPrintSupport import QPrintDialog

from ui.files.pdf_dialog import PdfDialog

from .test_main_window import open_named

WOLVES = "The Grey Wolves of Altdorf"


def dialog_for(qtbot, window) -> PdfDialog:
    open_named(window, WOLVES)
    dialog = PdfDialog(window)
    qtbot.addWidget(dialog)
    return dialog


def pdf_text(window, options=None) -> tuple[str, tuple[float, float]]:
    out = io.BytesIO()
    assert window.write_pdf(out, options)
    page = PdfReader(io.BytesIO(out.getvalue())).pages[0]
    return page.extract_text(), (float(page.mediabox.width), float(page.mediabox.height))


def test_the_preview_draws_the_sheet_and_follows_the_options(qtbot, window) -> None:
    dialog = dialog_for(qtbot, window)
    assert len(dialog.images) >= 1 and not dialog.preview.pixmap().isNull()
    width = dialog.images[0].width()
    a4_height = dialog.images[0].height()
    assert a4_height / width > 1.4  # A4 is 297 x 210
    dialog.paper.setCurrentIndex(dialog.paper.findData("letter"))
    assert 1.25 < dialog.images[0].height() / width < 1.32  # Letter is 11 x 8.5
    dialog.blank.setChecked(True)
    assert dialog.options().blank


def test_the_choice_is_remembered_for_ctrl_p(qtbot, window, monkeypatch) -> None:
    dialog = dialog_for(qtbot, window)
    dialog.paper.setCurrentIndex(dialog.paper.findData("letter"))
    dialog.lang.setCurrentIndex(dialog.lang.findData("ru"))
    shown = []

    def exec_(print_dialog) -> int:
        shown.append(print_dialog)
        return QPrintDialog.DialogCode.Rejected

    monkeypatch.setattr(QPrintDialog, "exec", exec_)
    dialog.print_button.click()  # Print: the print dialog opens, and the choice is kept
    assert len(shown) == 1
    text, (width, height) = pdf_text(window)  # what Ctrl+P writes now
    assert (round(width), round(height)) == (612, 792)
    assert "Отряд" in text or "отряд" in text.lower()
    window.settings.remove("pdf/paper")
    window.settings.remove("pdf/lang")


def test_a_blank_sheet_has_no_warriors(qtbot, window) -> None:
    open_named(window, WOLVES)
    from ui.files.pdf_dialog import PdfOptions

    filled, _ = pdf_text(window)
    blank, _ = pdf_text(window, PdfOptions("a4", "en", blank=True))
    assert "Captain Dieter Stahl" in filled and "Captain Dieter Stahl" not in blank
