"""The campaign's warband list as the window shows it: the name always, the figures that fit.

The list lives in a dock a player may make narrow: the warband's name stays readable (shortened
with an ellipsis, whole on hover) and the rating, type and treasury columns show while there is
room for them, in that order.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

NAME_CHARS = 20  # the name column's room before another column is shown beside it
OPTIONAL_COLUMNS = (2, 1, 3)  # rating, type, treasury: the order they give way in reverse


class WarbandListView(QTableView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("warbandList")
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.verticalHeader().setVisible(False)
        self.setWordWrap(False)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # Sized to the rows on screen and a hundred more, not to every row of a big campaign.
        header.setResizeContentsPrecision(100)

    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        # Per column, so once the columns exist: the name takes the width the others leave.
        self.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_columns()

    def fit_columns(self) -> None:
        """Show the optional columns that fit beside a readable name; hide the others."""
        if self.model() is None:
            return
        header = self.horizontalHeader()
        room = self.viewport().width() - self.fontMetrics().averageCharWidth() * NAME_CHARS
        for column in OPTIONAL_COLUMNS:
            need = max(self.sizeHintForColumn(column), header.sectionSizeHint(column))
            fits = need <= room
            if fits:
                room -= need
            if self.isColumnHidden(column) == fits:
                self.setColumnHidden(column, not fits)
