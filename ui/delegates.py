"""Item delegates: how a profile cell is edited."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QSpinBox, QStyledItemDelegate, QStyleOptionViewItem, QWidget

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
