"""Print and PDF options with a preview: paper (A4 or Letter), the sheet's language, a blank
sheet to fill in by hand, and the page as it will print, rendered from the very PDF that is
written (QtPdf: ui/files/pdf_pages.py). Paper and language are remembered: Ctrl+P and Export
PDF use them."""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
)

from rules.catalogue import language_name, languages
from ui.plumbing.dialogs import run_modal
from ui.plumbing.language import as_lang

if TYPE_CHECKING:
    from app.pdf.sheet import Paper
    from rules.models import Lang
    from ui.window_parts import WindowParts

PAPER_KEY, LANG_KEY = "pdf/paper", "pdf/lang"  # the lang: "" follows the interface


@dataclass(frozen=True)
class PdfOptions:
    paper: Paper
    lang: Lang
    blank: bool = False


def saved_options(settings: QSettings, interface: Lang, local_paper: Paper) -> PdfOptions:
    """The paper and language chosen last (the locale's paper, the interface's language)."""
    paper = str(settings.value(PAPER_KEY, local_paper))
    lang = str(settings.value(LANG_KEY, "") or interface)
    return PdfOptions(paper="letter" if paper == "letter" else "a4", lang=as_lang(lang))


def page_images(pdf: bytes, width: int) -> list[QImage]:
    """Each page of a PDF drawn `width` pixels wide."""
    from ui.files.pdf_pages import PdfPages  # QtPdf, loaded for the first preview

    pages = PdfPages(pdf)
    try:
        return list(pages.images(width=width))
    finally:
        pages.close()


class PdfDialog(QDialog):
    """File > Print preview and PDF options."""

    def __init__(self, window: WindowParts) -> None:
        super().__init__(window.as_widget())
        self.setObjectName("pdfDialog")
        self.window_ = window
        self.setWindowTitle(self.tr("Print preview and PDF options"))
        options = saved_options(window.settings, window.lang, window.paper())
        self.paper = QComboBox()
        self.paper.setObjectName("pdfPaper")
        self.paper.addItem("A4", "a4")
        self.paper.addItem("Letter", "letter")
        self.paper.setCurrentIndex(self.paper.findData(options.paper))
        self.lang = QComboBox()
        self.lang.setObjectName("pdfLanguage")
        for lang in languages():
            self.lang.addItem(language_name(lang), lang)
        self.lang.setCurrentIndex(self.lang.findData(options.lang))
        self.blank = QCheckBox(self.tr("&Blank sheet, to fill in by hand"))
        self.blank.setObjectName("pdfBlank")
        self.page = QSpinBox()
        self.page.setObjectName("pdfPage")
        self.page.setMinimum(1)
        self.pages = QLabel()
        self.preview = QLabel()
        self.preview.setObjectName("pdfPreview")
        self.preview.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.error = QLabel()
        self.error.setObjectName("pdfError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b3261e;")
        self.images: list[QImage] = []
        self._lay_out()
        for combo in (self.paper, self.lang):
            combo.currentIndexChanged.connect(self.redraw)
        self.blank.toggled.connect(self.redraw)
        self.page.valueChanged.connect(self._show_page)
        self.resize(760, 660)
        self.redraw()

    def _lay_out(self) -> None:
        form = QFormLayout()
        form.addRow(self.tr("&Paper:"), self.paper)
        form.addRow(self.tr("&Language:"), self.lang)
        form.addRow("", self.blank)
        page_row = QHBoxLayout()
        page_row.addWidget(self.page)
        page_row.addWidget(self.pages, 1)
        page_label = QLabel(self.tr("P&age:"))
        page_label.setBuddy(self.page)
        form.addRow(page_label, page_row)
        scroll = QScrollArea()
        scroll.setWidget(self.preview)
        scroll.setWidgetResizable(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.print_button = buttons.addButton(
            self.tr("P&rint..."), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.print_button.setObjectName("pdfPrint")
        self.print_button.setDefault(True)  # Enter prints
        self.save_button = buttons.addButton(
            self.tr("&Save PDF..."), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.save_button.setObjectName("pdfSave")
        buttons.button(QDialogButtonBox.StandardButton.Close).setAutoDefault(False)
        self.save_button.setAutoDefault(False)
        buttons.rejected.connect(self.reject)
        self.print_button.clicked.connect(self.print_sheet)
        self.save_button.clicked.connect(self.save_pdf)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.error)
        layout.addWidget(buttons)

    def options(self) -> PdfOptions:
        paper: Paper = "letter" if self.paper.currentData() == "letter" else "a4"
        lang: Lang = as_lang(self.lang.currentData())
        return PdfOptions(paper, lang, self.blank.isChecked())

    def redraw(self) -> None:
        """The sheet with these options, written to memory and drawn page by page."""
        out = io.BytesIO()
        if not self.window_.write_pdf(out, self.options()):
            self.error.setText(self.window_.said())
            return
        self.error.clear()
        self.images = page_images(out.getvalue(), 700)
        self.page.setMaximum(max(1, len(self.images)))
        self.pages.setText(self.tr("of {0}").format(len(self.images)))
        self._show_page()

    def _show_page(self) -> None:
        number = self.page.value()
        if 1 <= number <= len(self.images):
            self.preview.setPixmap(QPixmap.fromImage(self.images[number - 1]))

    def remember(self) -> None:
        options = self.options()
        self.window_.settings.setValue(PAPER_KEY, options.paper)
        interface = options.lang == self.window_.lang
        self.window_.settings.setValue(LANG_KEY, "" if interface else options.lang)

    def print_sheet(self) -> None:
        self.remember()
        self.window_.print_sheet(self.options())
        self.accept()

    def save_pdf(self) -> None:
        self.remember()
        self.window_.export_pdf(self.options())


def open_pdf_dialog(window: WindowParts) -> None:
    run_modal(PdfDialog(window))
