"""A PDF's pages drawn as images, for the print preview and for printing: QtPdf (from
PySide6-Addons, PDFium inside), on white paper. Measured against pypdfium2, which drew them
before, by benchmarks/preview_benchmark.py (docs/benchmarks.md)."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QBuffer, QByteArray, QSize, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtPdf import QPdfDocument


class PdfPages:
    """The pages of a PDF held in memory. Raises ValueError for bytes that are not a PDF."""

    def __init__(self, pdf: bytes) -> None:
        self._buffer = QBuffer()  # read by the document for as long as it lives
        self._buffer.setData(QByteArray(pdf))
        self._buffer.open(QBuffer.OpenModeFlag.ReadOnly)
        self._document = QPdfDocument()
        self._document.load(self._buffer)
        if self._document.status() != QPdfDocument.Status.Ready:
            raise ValueError(f"not a PDF ({self._document.error().name})")

    def __len__(self) -> int:
        return self._document.pageCount()

    def page(self, index: int, *, width: int = 0, dpi: int = 0) -> QImage:
        """Page `index` (0-based) drawn `width` pixels wide, or at `dpi`, on white."""
        points = self._document.pagePointSize(index)
        scale = width / points.width() if width else dpi / 72
        size = QSize(round(points.width() * scale), round(points.height() * scale))
        drawn = self._document.render(index, size)
        page = QImage(size, QImage.Format.Format_RGB32)
        page.fill(Qt.GlobalColor.white)
        painter = QPainter(page)
        painter.drawImage(0, 0, drawn)
        painter.end()
        return page

    def images(
        self, *, width: int = 0, dpi: int = 0, first: int = 1, last: int = 0
    ) -> Iterator[QImage]:
        """Pages `first` to `last` (1-based; last 0 = to the end), one at a time, so that only
        one page's pixels are held."""
        end = len(self) if last <= 0 else min(last, len(self))
        for index in range(max(first, 1) - 1, end):
            yield self.page(index, width=width, dpi=dpi)

    def close(self) -> None:
        self._document.close()
        self._buffer.close()
