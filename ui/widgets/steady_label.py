"""A wrapped label as tall as the longest of the texts it may show: a text changing under it
(a rolled scenario's awards) never pushes the fields below down."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QLabel, QWidget


class SteadyLabel(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._candidates: list[str] = []

    def set_candidates(self, texts: Iterable[str]) -> None:
        """Every text the label may be given: it keeps room for the tallest."""
        self._candidates = list(texts)
        self.updateGeometry()

    def heightForWidth(self, width: int) -> int:
        room = QRect(0, 0, max(width, 1), 100_000)
        flags = int(Qt.TextFlag.TextWordWrap)
        metrics = self.fontMetrics()
        tallest = max(
            (metrics.boundingRect(room, flags, text).height() for text in self._candidates),
            default=0,
        )
        return max(super().heightForWidth(width), tallest)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(hint.width(), max(hint.height(), self.heightForWidth(self.width())))
