"""Everyday actions of the main window: the bin (restore a warband, empty the bin) and
duplicating the open warband. Changes run through the session and are undoable; emptying the
bin deletes for good once the program is closed, so it asks first and defaults to No."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QInputDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app import usecases as uc
from app.usecases.transfer import duplicate_warband
from app.usecases.warbands import MAX_NAME, empty_bin
from ui.plumbing.dialogs import run_modal
from ui.plumbing.words import fill
from ui.session import Session

if TYPE_CHECKING:
    from ui.window_parts import WindowParts

ID_ROLE = Qt.ItemDataRole.UserRole


class BinDialog(QDialog):
    """The warbands in the bin: bring one back (undoable), or empty the bin for good."""

    def __init__(self, window: WindowParts) -> None:
        super().__init__(window.as_widget())
        self.setObjectName("binDialog")
        self.window_ = window
        self.session: Session = window.session
        self.setWindowTitle(self.tr("Bin"))
        self.listing = QListWidget()
        self.listing.setObjectName("binList")
        self.note = QLabel()
        self.note.setObjectName("binNote")
        self.note.setWordWrap(True)
        self.restore_button = QPushButton(self.tr("&Restore"))
        self.restore_button.setObjectName("restoreButton")
        self.restore_button.setDefault(True)  # Enter restores the chosen warband
        self.empty_button = QPushButton(self.tr("&Empty the bin..."))
        self.empty_button.setObjectName("emptyBinButton")
        self.empty_button.setAutoDefault(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.restore_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.empty_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.listing, 1)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
        self.restore_button.clicked.connect(self.restore)
        self.empty_button.clicked.connect(self.empty)
        self.listing.itemDoubleClicked.connect(lambda _item: self.restore())
        self.listing.currentRowChanged.connect(lambda _row: self._update_buttons())
        self.resize(460, 360)
        self.fill()

    def fill(self) -> None:
        self.listing.clear()
        lang = self.window_.lang
        for summary in self.session.store.list_warbands(include_deleted=True):
            if not summary.deleted:
                continue
            warband = self.session.ruleset.warbands.get(summary.type_id)
            kind = warband.name.get(lang) if warband is not None else summary.type_id
            item = QListWidgetItem(
                self.tr("{0} ({1}, rating {2})").format(summary.name, kind, summary.rating)
            )
            item.setData(ID_ROLE, summary.id)
            self.listing.addItem(item)
        if self.listing.count():
            self.listing.setCurrentRow(0)
            self.note.setText(self.tr("Restore brings a warband back; Undo puts it back here."))
        else:
            self.note.setText(self.tr("The bin is empty."))
        self._update_buttons()

    def _update_buttons(self) -> None:
        self.restore_button.setEnabled(self.listing.currentItem() is not None)
        self.empty_button.setEnabled(self.listing.count() > 0)

    def restore(self) -> None:
        item = self.listing.currentItem()
        if item is None:
            return
        change = self.session.run(uc.restore_warband, int(item.data(ID_ROLE)))
        if change is not None:
            self.window_.refresh_list()
            self.window_.open_warband(change.warband_id)
            self.fill()

    def empty(self) -> None:
        answer = QMessageBox.question(
            self,
            self.tr("Empty the bin"),
            fill(
                self.tr(
                    "Delete the {0:plural:warband|warbands} in the bin for good? "
                    "Edit > Undo takes this back until the program is closed."
                ),
                self.listing.count(),
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        if self.session.run(empty_bin) is None:
            self.note.setText(self.session.last_failure)
            return
        self.fill()


class Everyday(QObject):
    """The bin and duplicate actions, added to the window's File and Warband menus."""

    def __init__(self, window: WindowParts) -> None:
        super().__init__(window.as_widget())
        self.window = window
        self.bin_action = QAction(window.as_widget())
        self.bin_action.setObjectName("binAction")
        self.bin_action.triggered.connect(self.open_bin)
        self.duplicate_action = QAction(window.as_widget())
        self.duplicate_action.setObjectName("duplicateAction")
        self.duplicate_action.setShortcut("Ctrl+D")
        self.duplicate_action.triggered.connect(self.duplicate)
        window.file_menu.insertAction(window.quit_action, self.bin_action)
        window.file_menu.insertSeparator(window.quit_action)
        window.warband_menu.insertAction(window.rename_action, self.duplicate_action)

    def retranslate(self) -> None:
        self.bin_action.setText(self.tr("&Bin..."))
        self.duplicate_action.setText(self.tr("D&uplicate..."))

    def open_bin(self) -> None:
        run_modal(BinDialog(self.window))

    def duplicate(self, *, parent: QWidget | None = None) -> None:
        """A copy of the open warband under a new name (undo puts the copy in the bin)."""
        window = self.window
        state = window.session.current
        if state is None or state.id is None:
            window.show_error(self.tr("Open a warband first."))
            return
        suggested = self.tr("{0} (copy)").format(state.name)[:MAX_NAME]
        name, ok = QInputDialog.getText(
            parent or window.as_widget(),
            self.tr("Duplicate"),
            self.tr("Name of the copy:"),
            text=suggested,
        )
        if not ok:
            return
        change = window.session.run(duplicate_warband, state.id, name)
        if change is not None:
            window.refresh_list()
            window.open_warband(change.warband_id)
