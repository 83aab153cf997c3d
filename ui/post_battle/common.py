"""What the post-battle wizard's modules share: the page ids, the colours, label helpers."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QLayout, QScrollArea, QWidget

BATTLE, CASUALTIES, INJURIES, EXPERIENCE, EXPLORATION, INCOME, TRADING, SUMMARY = range(8)
ERROR = "#b3261e"
NOTE = "#8a5a00"
GOOD = "#1b6e20"


def _note_label(name: str) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setStyleSheet(f"color: {NOTE};")
    label.setVisible(False)
    return label


def _plain(name: str = "") -> QLabel:
    label = QLabel()
    if name:
        label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def _clear_layout(layout: QLayout) -> None:
    """Take every widget out of a layout now (tests and findChild see only the new ones)."""
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            continue
        widget = item.widget()
        inner = item.layout()
        if widget is not None:
            widget.setParent(None)
            widget.deleteLater()
        elif inner is not None:
            _clear_layout(inner)


def _scroll(inner: QWidget) -> QScrollArea:
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidget(inner)
    return area


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _plain_text(text: str) -> QLabel:
    label = _plain()
    label.setText(text)
    return label
