"""File > New custom warband: a warband of a type of the player's own (issue 26).

The player names the warband and its type and types each kind of warrior in a row: its name,
whether it is a hero, its profile and its cost. OK hands what was typed to
`app.usecases.custom.create_custom_warband` through the session (one undoable change); a
refusal is shown under the table and the dialog stays open. The window decides nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.usecases.custom import TypeForm, create_custom_warband
from rules.models import CHARACTERISTICS
from ui.plumbing.dialogs import run_modal
from ui.session import Session

if TYPE_CHECKING:
    from ui.window_parts import WindowParts

_MAN = (4, 3, 3, 3, 3, 1, 3, 1, 7)  # a new row's profile: a man's
_NAME, _HERO, _COST = 0, 1, 2 + len(CHARACTERISTICS)


class CustomWarbandDialog(QDialog):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("customWarbandDialog")
        self.session = session
        self.setWindowTitle(self.tr("New custom warband"))
        note = QLabel(
            self.tr(
                "A warband of a type of your own: its heroes and henchmen with their profiles "
                "and costs. Only the general rules check it; it is marked custom."
            )
        )
        note.setWordWrap(True)
        self.name_edit = QLineEdit()
        self.type_edit = QLineEdit()
        form = QFormLayout()
        form.addRow(self.tr("Warband name:"), self.name_edit)
        form.addRow(self.tr("Warband type:"), self.type_edit)
        self.table = QTableWidget(0, _COST + 1)
        self.table.setObjectName("customTypes")
        headers = [self.tr("Type"), self.tr("Hero"), *CHARACTERISTICS, self.tr("Cost")]
        self.table.setHorizontalHeaderLabels(headers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(_NAME, QHeaderView.ResizeMode.Stretch)
        self.add_row(self.tr("Leader"), hero=True)
        self.add_row(self.tr("Warrior"), hero=False)
        self.error = QLabel()
        self.error.setObjectName("customError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addLayout(form)
        layout.addWidget(self.table, 1)
        layout.addLayout(self._row_buttons())
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.make)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(760, 420)
        session.failed.connect(self._on_failed)
        self.finished.connect(self._disconnect)

    def _row_buttons(self) -> QHBoxLayout:
        add = QPushButton(self.tr("&Add type"))
        add.setObjectName("addType")
        add.clicked.connect(lambda: self.add_row("", hero=False))
        remove = QPushButton(self.tr("&Remove type"))
        remove.setObjectName("removeType")
        remove.clicked.connect(self.remove_row)
        row = QHBoxLayout()
        row.addWidget(add)
        row.addWidget(remove)
        row.addStretch(1)
        return row

    def add_row(self, name: str, *, hero: bool) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        self.table.setItem(row, _NAME, QTableWidgetItem(name))
        tick = QTableWidgetItem()
        tick.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
        tick.setCheckState(Qt.CheckState.Checked if hero else Qt.CheckState.Unchecked)
        self.table.setItem(row, _HERO, tick)
        for column, value in enumerate((*_MAN, 0), start=_HERO + 1):
            cell = QTableWidgetItem(str(value))
            cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.table.setItem(row, column, cell)

    def remove_row(self) -> None:
        row = self.table.currentRow()
        self.table.removeRow(row if row >= 0 else self.table.rowCount() - 1)

    def forms(self) -> list[TypeForm]:
        """The rows as typed; a cell that is no whole number is -1, which the use case refuses."""
        out = []
        for row in range(self.table.rowCount()):
            numbers = [self._number(row, column) for column in range(_HERO + 1, _COST + 1)]
            tick = self.table.item(row, _HERO)
            hero = tick is not None and tick.checkState() == Qt.CheckState.Checked
            profile = dict(zip(CHARACTERISTICS, numbers, strict=False))
            out.append(TypeForm(self._text(row, _NAME), hero, profile, numbers[-1]))
        return out

    def _text(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text() if item is not None else ""

    def _number(self, row: int, column: int) -> int:
        text = self._text(row, column).strip()
        return int(text) if text.isdigit() and len(text) < 6 else -1

    def make(self) -> None:
        self.error.clear()
        forms = self.forms()
        made = self.session.run(
            create_custom_warband, self.name_edit.text(), self.type_edit.text(), forms
        )
        if made is not None:
            self.accept()

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self.error.setText(message)

    @Slot(int)
    def _disconnect(self, _result: int) -> None:
        self.session.failed.disconnect(self._on_failed)


def open_custom_warband_dialog(window: WindowParts) -> None:
    """File > New custom warband... (ui/features.py)."""
    run_modal(CustomWarbandDialog(window.session, window.as_widget()))
