"""A list to pick from with one click, for the forms a player goes through often: a combo box
costs two actions (open it, pick), this list one; a double-click or Enter on a row is the
form's own button (`chosen`). It answers as a combo box does (`addItem`, `currentData`,
`findData`, `currentIndexChanged`; `setCurrentRow` picks), so a form swaps one for the other."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem

DATA = Qt.ItemDataRole.UserRole


class ChoiceList(QListWidget):
    currentIndexChanged = Signal(int)  # Qt's name, as QComboBox's
    chosen = Signal()  # a double-click or Enter on a row

    def __init__(self) -> None:
        super().__init__()
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.currentRowChanged.connect(self.currentIndexChanged.emit)
        self.itemDoubleClicked.connect(lambda _item: self.chosen.emit())

    def addItem(self, text: str, data: object = None) -> None:  # type: ignore[override]
        item = QListWidgetItem(text)
        item.setData(DATA, data)
        item.setToolTip(text)
        super().addItem(item)

    def add_heading(self, text: str) -> None:
        """A row that names the rows under it; it cannot be picked."""
        item = QListWidgetItem(text)
        font = item.font()
        font.setBold(True)
        item.setFont(font)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        super().addItem(item)

    def itemData(self, index: int) -> Any:
        item = self.item(index)
        return None if item is None else item.data(DATA)

    def itemText(self, index: int) -> str:
        item = self.item(index)
        return "" if item is None else item.text()

    def currentData(self) -> Any:
        return self.itemData(self.currentRow())

    def currentText(self) -> str:
        return self.itemText(self.currentRow())

    def findData(self, data: object) -> int:
        return next((n for n in range(self.count()) if self.itemData(n) == data), -1)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter on the current row is the form's button (a double-click too; never a single
        click, which only picks, whatever the desktop's single-click setting)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentRow() >= 0:
            self.chosen.emit()
            return
        super().keyPressEvent(event)
