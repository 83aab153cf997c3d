"""The campaign's warband list as the window shows it: the name always, the figures that fit.

The list lives in a dock a player may make narrow: the warband's name stays readable (shortened
with an ellipsis, whole on hover) and the rating, type and treasury columns show while there is
room for them, in that order.

The figures' columns are as wide as their widest cell, measured on the few rows that can hold
it (the model's `widest_rows`: one per warband type, the largest and smallest figures), once
per change of the list: a campaign of 10,000 warbands is not measured row by row, and a row
far below the screen still fits.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QEvent, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from ui.roster.delegates import NameDelegate, claims_f2
from ui.roster.models import WarbandListModel

NAME_CHARS = 20  # the name column's room before another column is shown beside it
OPTIONAL_COLUMNS = (2, 1, 3)  # rating, type, treasury: the order they give way in reverse

AnyIndex = QModelIndex | QPersistentModelIndex


class WarbandListView(QTableView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("warbandList")
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.verticalHeader().setVisible(False)
        self.setWordWrap(False)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        # Widths set by fit_columns: Qt's ResizeToContents would measure a hundred rows of
        # every column at each layout.
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self._widths: dict[int, int] = {}  # an optional column's width, measured
        # A warband's name is renamed in place: F2 or a double-click (the model's setData).
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.setItemDelegateForColumn(0, NameDelegate(self))

    def event(self, event: QEvent) -> bool:
        return claims_f2(self, event) or super().event(event)

    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        # Per column, so once the columns exist: the name takes the width the others leave.
        self.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self._widths = {}
        if model is not None:
            model.modelReset.connect(self._remeasure)
            model.dataChanged.connect(self._cells_changed)
            model.headerDataChanged.connect(self._remeasure)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_columns()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._remeasure()

    def fit_columns(self) -> None:
        """Show the optional columns that fit beside a readable name; hide the others."""
        if self.model() is None:
            return
        if not self._widths:
            self._measure()
        header = self.horizontalHeader()
        room = self.viewport().width() - self.fontMetrics().averageCharWidth() * NAME_CHARS
        for column in OPTIONAL_COLUMNS:
            need = self._widths[column]
            fits = need <= room
            if fits:
                room -= need
                if header.sectionSize(column) != need:
                    header.resizeSection(column, need)
            if self.isColumnHidden(column) == fits:
                self.setColumnHidden(column, not fits)

    def _remeasure(self) -> None:
        self._widths = {}
        self.fit_columns()

    def _cells_changed(self, top_left: AnyIndex, bottom_right: AnyIndex) -> None:
        """One warband's figures changed (an edit): its cells may widen a column; a wider
        change (the language: every type's name) measures the columns again."""
        row = top_left.row()
        if row != bottom_right.row() or not self._widths:
            self._remeasure()
            return
        for column in OPTIONAL_COLUMNS:
            self._widths[column] = max(self._widths[column], self._cell_width(row, column))
        self.fit_columns()

    def _measure(self) -> None:
        model = self.model()
        header = self.horizontalHeader()
        for column in OPTIONAL_COLUMNS:
            width = header.sectionSizeHint(column)
            if isinstance(model, WarbandListModel):
                for row in model.widest_rows(column):
                    width = max(width, self._cell_width(row, column))
            else:  # any other model: every row, as Qt measures
                width = max(width, self.sizeHintForColumn(column))
            self._widths[column] = width

    def _cell_width(self, row: int, column: int) -> int:
        """As QTableView.sizeHintForColumn measures a cell: the delegate's width, the grid."""
        width = self.sizeHintForIndex(self.model().index(row, column)).width()
        return width + 1 if self.showGrid() else width
