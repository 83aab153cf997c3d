"""The sheet's marks (app/sheet/marks.py decides them) drawn as small badges and put into words.

A badge is drawn, not a font's symbol: every system shows the same shape. Each state has its
colour and shape: an arrow up for an advance owed, a pause for games missed, a shackle for a
captive, an exclamation for a group above the maximum.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QPointF,
    QRect,
    QSize,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionViewItem

from app.sheet.marks import Mark, MarkCode
from ui.plumbing.words import fill
from ui.roster.delegates import NameDelegate

AnyIndex = QModelIndex | QPersistentModelIndex
MarksRole = Qt.ItemDataRole.UserRole + 3  # the marks of a row, on its name cell
COLOURS: dict[MarkCode, QColor] = {
    "advance_owed": QColor("#1b6e20"),
    "misses_games": QColor("#b26a00"),
    "captured": QColor("#5d4037"),
    "over_maximum": QColor("#b3261e"),
}
GAP = 2


def mark_text(mark: Mark) -> str:
    """One line for a mark's tooltip, in the interface's language."""
    translate = QCoreApplication.translate
    if mark.code == "advance_owed":
        return fill(translate("Marks", "Advance owed: {0:plural:roll|rolls} to make"), mark.count)
    if mark.code == "misses_games":
        return fill(translate("Marks", "Misses the next {0:plural:game|games}"), mark.count)
    if mark.code == "captured":
        return translate("Marks", "Captured: held by the enemy until ransomed or exchanged")
    return translate("Marks", "{0} models: above the maximum of {1}").format(mark.count, mark.limit)


def warband_size_text(mark: Mark) -> str:
    return QCoreApplication.translate(
        "Marks", "{0} warriors: above the warband's maximum of {1} (hired swords not counted)"
    ).format(mark.count, mark.limit)


def paint_badge(painter: QPainter, rect: QRect, code: MarkCode) -> None:
    """One mark's badge: a coloured disc with a white shape, in `rect` (a square)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(COLOURS[code]))
    painter.drawEllipse(rect)
    white = QColor("white")
    s = rect.width()
    x, y = float(rect.x()), float(rect.y())

    def at(fx: float, fy: float) -> QPointF:
        return QPointF(x + fx * s, y + fy * s)

    painter.setBrush(QBrush(white))
    if code == "advance_owed":  # an arrow head up
        painter.drawPolygon(QPolygonF([at(0.5, 0.2), at(0.8, 0.68), at(0.2, 0.68)]))
    elif code == "misses_games":  # pause: two bars
        painter.drawRect(QRect(int(x + 0.3 * s), int(y + 0.28 * s), max(1, s // 7), s // 2))
        painter.drawRect(QRect(int(x + 0.57 * s), int(y + 0.28 * s), max(1, s // 7), s // 2))
    elif code == "captured":  # a shackle: a lock's body and its hoop
        painter.drawRect(QRect(int(x + 0.28 * s), int(y + 0.48 * s), int(0.44 * s), int(0.3 * s)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(white, max(1.0, s / 9)))
        painter.drawArc(
            QRect(int(x + 0.34 * s), int(y + 0.2 * s), int(0.32 * s), int(0.5 * s)), 0, 180 * 16
        )
    else:  # an exclamation mark
        painter.drawRect(QRect(int(x + 0.44 * s), int(y + 0.18 * s), max(1, s // 8), int(0.42 * s)))
        painter.drawEllipse(at(0.5, 0.76), s / 14 + 0.5, s / 14 + 0.5)
    painter.restore()


class MarkedNameDelegate(NameDelegate):
    """A name cell: the name (shortened if need be) and the row's marks at its right end;
    renamed in place in a line as long as a name may be."""

    def badge_rects(self, option: QStyleOptionViewItem, count: int) -> list[QRect]:
        cell: QRect = option.rect
        size = min(cell.height() - 6, option.fontMetrics.height())
        right = cell.right() - GAP
        top = cell.top() + (cell.height() - size) // 2
        return [QRect(right - (n + 1) * (size + GAP) + GAP, top, size, size) for n in range(count)][
            ::-1
        ]

    def sizeHint(self, option: QStyleOptionViewItem, index: AnyIndex) -> QSize:
        """Room for the name and the badges, so a column sized to its contents shows both."""
        hint = super().sizeHint(option, index)
        count = len(index.data(MarksRole) or ())
        size = option.fontMetrics.height()
        return QSize(hint.width() + count * (size + GAP) + GAP, hint.height())

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: AnyIndex) -> None:
        marks: tuple[Mark, ...] = index.data(MarksRole) or ()
        if not marks:
            super().paint(painter, option, index)
            return
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        rects = self.badge_rects(opt, len(marks))
        widget = opt.widget
        style = widget.style() if widget is not None else QApplication.style()
        # The cell's background across the badges too; the name (wrapped onto the row's lines
        # as the table does, then shortened) in the room left of them.
        style.drawPrimitive(QStyle.PrimitiveElement.PE_PanelItemViewItem, opt, painter, widget)
        opt.rect = QRect(
            opt.rect.left(),
            opt.rect.top(),
            max(rects[0].left() - GAP - opt.rect.left(), 0),
            opt.rect.height(),
        )
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        for rect, mark in zip(rects, marks, strict=True):
            paint_badge(painter, rect, mark.code)
