"""Item delegates: how a profile cell is edited, how a row of a title and a line is drawn."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QEvent, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QLineEdit,
    QSpinBox,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from rules.text import MAX_NAME

AnyIndex = QModelIndex | QPersistentModelIndex


class ProfileDelegate(QStyledItemDelegate):
    """A spin box for a characteristic. Values above the racial maximum may be typed: the use
    case refuses them with the reason, which is clearer than a spin box that silently stops."""

    def createEditor(
        self, parent: QWidget, option: QStyleOptionViewItem, index: AnyIndex
    ) -> QWidget:
        editor = QSpinBox(parent)
        editor.setRange(0, 10)
        editor.setFrame(False)
        editor.setAlignment(Qt.AlignmentFlag.AlignCenter)
        return editor

    def setEditorData(self, editor: QWidget, index: AnyIndex) -> None:
        assert isinstance(editor, QSpinBox)
        editor.setValue(int(index.data(Qt.ItemDataRole.EditRole) or 0))

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: AnyIndex) -> None:
        assert isinstance(editor, QSpinBox)
        editor.interpretText()
        model.setData(index, editor.value(), Qt.ItemDataRole.EditRole)

    def updateEditorGeometry(
        self, editor: QWidget, option: QStyleOptionViewItem, index: AnyIndex
    ) -> None:
        editor.setGeometry(option.rect)


class NameDelegate(QStyledItemDelegate):
    """A name renamed in place: a line as long as a name may be, the old name selected so
    that typing replaces it; the model's setData hands it to the rename use case."""

    def createEditor(
        self, parent: QWidget, option: QStyleOptionViewItem, index: AnyIndex
    ) -> QWidget:
        editor = QLineEdit(parent)
        editor.setObjectName("renameEditor")
        editor.setMaxLength(MAX_NAME)
        editor.setFrame(False)
        return editor

    def setEditorData(self, editor: QWidget, index: AnyIndex) -> None:
        assert isinstance(editor, QLineEdit)
        editor.setText(str(index.data(Qt.ItemDataRole.EditRole) or ""))
        editor.selectAll()

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: AnyIndex) -> None:
        assert isinstance(editor, QLineEdit)
        model.setData(index, editor.text(), Qt.ItemDataRole.EditRole)


def claims_f2(view: QAbstractItemView, event: QEvent) -> bool:
    """F2 pressed in a view with a current cell: the view renames in place, so it takes the
    key before the window's own F2 (Warband > Rename...) does. True when it took it."""
    if event.type() != QEvent.Type.ShortcutOverride:
        return False
    assert isinstance(event, QKeyEvent)
    plain = event.modifiers() == Qt.KeyboardModifier.NoModifier
    if event.key() == Qt.Key.Key_F2 and plain and view.currentIndex().isValid():
        event.accept()
        return True
    return False


class TitledRowDelegate(QStyledItemDelegate):
    """A list row of two lines, a title and a line about it (the wizard's warband types: the
    name, then the gold, size and book): the title in bold, the line below it in a quieter
    colour, so that a long list reads as names. A row of one line is drawn as usual."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: AnyIndex) -> None:
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        if "\n" not in text:
            super().paint(painter, option, index)
            return
        title, line = text.split("\n", 1)
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        style = opt.widget.style() if opt.widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, opt.widget)
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, opt, opt.widget) + 1
        rect = rect.adjusted(margin, 0, -margin, 0)  # as the default delegate keeps from the edge
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        ink = opt.palette.color(
            QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        )
        bold = QFont(opt.font)
        bold.setBold(True)
        height = QFontMetrics(bold).height()
        painter.save()
        painter.setFont(bold)
        painter.setPen(ink)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        title = QFontMetrics(bold).elidedText(title, Qt.TextElideMode.ElideRight, rect.width())
        painter.drawText(rect, flags, title)
        painter.setFont(opt.font)
        painter.setPen(ink if selected else opt.palette.color(QPalette.ColorRole.PlaceholderText))
        painter.drawText(rect.adjusted(0, height, 0, 0), flags | Qt.TextFlag.TextWordWrap, line)
        painter.restore()
