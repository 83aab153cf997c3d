"""The flat table models' common part: one row per item, a set of columns.

A subclass says what its rows are (`items`), how many columns it has, their headers and what
each cell shows (`display`); the count, header, alignment and relabelling code is here once.
A model with more (the sheet's editable warrior tables) adds its own roles on top.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

AnyIndex = QModelIndex | QPersistentModelIndex
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class FlatTableModel(QAbstractTableModel):
    """Rows are `items()`; `COLUMNS` columns (or `column_count()`) headed by `headers()`;
    `display()` gives a cell, `tooltip()` its text on hover."""

    COLUMNS: ClassVar[int] = 0
    RIGHT_ALIGNED: ClassVar[frozenset[int]] = frozenset()  # the columns of numbers
    NUMBERED_ROWS: ClassVar[bool] = False  # the vertical header counts the rows from 1
    # The headers' words, read once per language: a view asks for each section's header
    # many times (sizing a column asks them all), and each answer would translate them all.
    _header_words: list[str] | None = None

    def items(self) -> Sequence[Any]:
        raise NotImplementedError

    def headers(self) -> list[str]:
        raise NotImplementedError

    def display(self, item: Any, column: int) -> Any:
        raise NotImplementedError

    def tooltip(self, item: Any, column: int) -> str | None:
        """A cell's tooltip; none unless a subclass says more."""
        return None

    def edit_value(self, item: Any, column: int) -> Any:
        """What a cell's editor starts from (a name renamed in place); none unless a
        subclass says more."""
        return None

    def column_count(self) -> int:
        """How many columns: `COLUMNS`, unless they depend on the model's rows' kind."""
        return self.COLUMNS

    def header_tooltip(self, section: int) -> str | None:
        """A column header's tooltip; none unless a subclass says more."""
        return None

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.items())

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.column_count()

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        horizontal = orientation == Qt.Orientation.Horizontal
        if horizontal and role == Qt.ItemDataRole.ToolTipRole:
            return self.header_tooltip(section)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if horizontal:
            return self.header_words()[section]
        return section + 1 if self.NUMBERED_ROWS else None

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.display(self.items()[index.row()], index.column())
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tooltip(self.items()[index.row()], index.column())
        if role == Qt.ItemDataRole.EditRole:
            return self.edit_value(self.items()[index.row()], index.column())
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in self.RIGHT_ALIGNED:
            return _RIGHT
        return None

    def header_words(self) -> list[str]:
        """`headers()`, kept until the language changes (`relabel`)."""
        if self._header_words is None:
            self._header_words = self.headers()
        return self._header_words

    def relabel(self) -> None:
        """The language changed: every cell and header reads again (nothing is reloaded)."""
        self._header_words = None
        rows = len(self.items())
        if rows:
            last = self.column_count() - 1
            self.dataChanged.emit(self.index(0, 0), self.index(rows - 1, last))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.column_count() - 1)
