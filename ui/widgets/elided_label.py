"""A one-line label that shortens its text with an ellipsis when narrow, the whole on hover.

A plain QLabel asks for the width of its whole text: one long warband name then widens the
window beyond a laptop's screen. This one asks for a few characters at least and shows what fits.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

MIN_CHARS = 6  # the narrowest it gets: a few letters and the ellipsis


class ElidedLabel(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._note = ""  # more to say on hover (why a figure is marked)

    def setText(self, text: str) -> None:
        if text == self.text():
            return  # the header's figures are set after every edit: most stay as they were
        super().setText(text)
        self._update_tooltip()

    def set_note(self, note: str) -> None:
        """A line shown on hover after the text (whole, if shortened); a note that starts with
        <qt> is rich text."""
        self._note = note
        self._update_tooltip()

    def elided_text(self) -> str:
        """The text as painted: whole when it fits the label, else cut with an ellipsis."""
        width = self.contentsRect().width()
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, width)

    def is_elided(self) -> bool:
        return self.elided_text() != self.text()

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        narrow = self.fontMetrics().averageCharWidth() * MIN_CHARS
        return QSize(min(hint.width(), narrow), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._update_tooltip()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self.style().drawItemText(
            painter,
            self.contentsRect(),
            int(self.alignment()),
            self.palette(),
            self.isEnabled(),
            self.elided_text(),
            self.foregroundRole(),
        )

    def _update_tooltip(self) -> None:
        # The whole text on hover only when some of it is hidden; the note always.
        if self._note.startswith("<qt>"):  # a rich note: the text goes in as its first paragraph
            whole = f"<p>{escape(self.text())}</p>" if self.is_elided() else ""
            self.setToolTip(f"<qt>{whole}{self._note.removeprefix('<qt>')}")
            return
        shown = [self.text() if self.is_elided() else "", self._note]
        self.setToolTip("\n".join(line for line in shown if line))
