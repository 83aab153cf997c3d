"""Sharing without a server in the window: File > Export campaign copy... writes the book to a
file to send to another player; File > Merge campaign... merges his file into this copy.

What the merge would do is shown first (app.usecases.preview_merge): the rows it adds, those
changed in his copy only, and each conflict (the same warband or match changed in both copies),
for which the player picks keep mine or take theirs. What his copy deleted (or a match it took
a side out of) is a choice too, kept mine until the player takes the deletion. The merge itself
goes through
Session.run: one undoable change. A file that cannot be read or merged is one line.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.copies.merging import ADD, CONFLICT, DELETE, DROP, MINE, REMOVALS, TAKE, THEIRS
from app.plumbing.progress import Cancelled
from ui.plumbing.background import run_in_background
from ui.plumbing.words import fill

if TYPE_CHECKING:
    # The merge use cases are imported when a file is merged, not with the window.
    from app.store.repository import Store
    from app.usecases.merge import MergeChange, MergeItem, MergePreview
    from ui.window_parts import WindowParts


class MergeDialog(QDialog):
    """What a merge brings, and a choice for each conflict; Merge is enabled once every
    conflict has one."""

    def __init__(
        self, preview: MergePreview, file_name: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mergeDialog")
        self.preview = preview
        self.setWindowTitle(self.tr("Merge campaign: {0}").format(file_name))
        self.summary = QLabel()
        self.summary.setObjectName("mergeSummary")
        self.summary.setWordWrap(True)
        self.table = QTableWidget(len(preview.items), 4)
        self.table.setObjectName("mergeItems")
        self.table.setHorizontalHeaderLabels(
            [self.tr("What"), self.tr("Name"), self.tr("This copy / their copy"), self.tr("Choice")]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        # The two copies' words wrap within their column and each row is as tall as they are.
        self.table.setWordWrap(True)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.choices: dict[str, QComboBox] = {}  # the conflicts' choices
        self.removals: dict[str, QComboBox] = {}  # keep mine (the default) or delete here too
        for row, item in enumerate(preview.items):
            self._fill_row(row, item)
        self.all_mine = QPushButton(self.tr("Keep mine in every conflict"))
        self.all_mine.setObjectName("allMine")
        self.all_theirs = QPushButton(self.tr("Take theirs in every conflict"))
        self.all_theirs.setObjectName("allTheirs")
        self.all_mine.clicked.connect(lambda: self.choose_all(MINE))
        self.all_theirs.clicked.connect(lambda: self.choose_all(THEIRS))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.merge_button = self.buttons.addButton(
            self.tr("Merge"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.merge_button.setObjectName("mergeButton")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._lay_out()
        self.update_state()
        self.resize(900, 480)

    def _lay_out(self) -> None:
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        row = QHBoxLayout()
        row.addWidget(self.all_mine)
        row.addWidget(self.all_theirs)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addWidget(self.buttons)
        for button in (self.all_mine, self.all_theirs):
            button.setVisible(bool(self.preview.conflicts))

    def kind_words(self, kind: str) -> str:
        return {
            "warband": self.tr("Warband"),
            "campaign": self.tr("Campaign"),
            "player": self.tr("Player"),
            "entry": self.tr("Warband entered"),
            "match": self.tr("Match"),
        }.get(kind, kind)

    def _fill_row(self, row: int, item: MergeItem) -> None:
        cells = [self.kind_words(item.kind), item.label, self.compare_words(item)]
        for column, text in enumerate(cells):
            cell = QTableWidgetItem(text)
            cell.setToolTip(text)
            self.table.setItem(row, column, cell)
        if item.action in REMOVALS:
            self._removal_box(row, item)
            return
        if item.action != CONFLICT:
            words = self.tr("New: added") if item.action == ADD else self.tr("Theirs: taken")
            self.table.setItem(row, 3, QTableWidgetItem(words))
            return
        box = QComboBox()
        box.setObjectName(f"choice_{item.uid[:8]}")
        box.addItem(self.tr("Choose..."), None)
        box.addItem(self.tr("Keep mine"), MINE)
        box.addItem(self.tr("Take theirs"), THEIRS)
        box.currentIndexChanged.connect(lambda _n: self.update_state())
        self.choices[item.uid] = box
        self.table.setCellWidget(row, 3, box)

    def _removal_box(self, row: int, item: MergeItem) -> None:
        box = QComboBox()
        box.setObjectName(f"removal_{item.uid[:8]}")
        box.addItem(self.tr("Keep mine"), MINE)
        gone = self.tr("Move to the bin here") if item.kind == "warband" else None
        box.addItem(gone or self.tr("Delete here too"), THEIRS)
        self.removals[item.uid] = box
        self.table.setCellWidget(row, 3, box)

    def compare_words(self, item: MergeItem) -> str:
        if item.action == ADD:
            return self.tr("only in their copy")
        if item.action == TAKE:
            return self.tr("changed in their copy only")
        if item.action == DELETE:
            return self.tr("deleted in their copy; this copy {0}").format(
                self.brief(item.kind, item.mine)
            )
        if item.action == DROP:
            mine = item.mine["sides"] if item.mine else []
            theirs = item.theirs["sides"] if item.theirs else []
            gone = ", ".join(name for name in mine if name not in theirs)
            return self.tr("their copy took {0} out of this match").format(gone)
        return self.tr("changed in both: this copy {0}; theirs {1}").format(
            self.brief(item.kind, item.mine), self.brief(item.kind, item.theirs)
        )

    def brief(self, kind: str, values: object) -> str:
        if not isinstance(values, dict):
            return self.tr("deleted")
        if kind == "warband":
            text = fill(
                self.tr(
                    "{0} gc, {1} wyrdstone, {2:plural:model|models}, {3:plural:battle|battles}"
                ),
                values["treasury"],
                values["shards"],
                values["models"],
                values["battles"],
            )
            return text + (self.tr(" (in the bin)") if values["deleted"] else "")
        if kind == "match":
            winner = values["winner"]
            result = self.tr("{0} won").format(winner) if winner else self.tr("a draw")
            return self.tr("{0}, {1}, {2} out of action").format(
                values["played_on"], result, values["casualties"]
            )
        if kind == "campaign":
            return self.tr("{0} from {1}").format(values["name"], values["started_on"])
        if kind == "entry":
            day = values["retired_on"]
            return self.tr("retired on {0}").format(day) if day else self.tr("playing")
        return str(values.get("name", ""))

    def choose_all(self, choice: str) -> None:
        for box in self.choices.values():
            box.setCurrentIndex(box.findData(choice))

    def chosen(self) -> dict[str, str]:
        boxes = {**self.choices, **self.removals}
        return {
            uid: str(box.currentData())
            for uid, box in boxes.items()
            if box.currentData() is not None
        }

    def update_state(self) -> None:
        p = self.preview
        waiting = sum(1 for box in self.choices.values() if box.currentData() is None)
        summary = self.tr(
            "{0} new, {1} changed in their copy only, {2} deleted in their copy (kept here "
            "unless you choose), {3:plural:conflict|conflicts}: the same row changed in both "
            "copies. {4}"
        )
        if waiting:
            next_step = self.tr("Choose for each conflict: keep mine or take theirs.")
        else:
            next_step = self.tr("Merge writes it all as one change (Edit > Undo takes it back).")
        counts = p.count(ADD), p.count(TAKE), len(p.removals), len(p.conflicts)
        self.summary.setText(fill(summary, *counts, next_step))
        self.merge_button.setEnabled(waiting == 0)


class Sharing(QObject):
    """The File menu's export and merge of campaign copies, for one window."""

    def __init__(self, window: WindowParts) -> None:
        super().__init__(window.as_widget())
        self.window = window
        self.export_action = QAction(window.as_widget())
        self.export_action.setObjectName("exportCopyAction")
        self.export_action.triggered.connect(lambda: self.choose_and_export())
        self.merge_action = QAction(window.as_widget())
        self.merge_action.setObjectName("mergeCampaignAction")
        self.merge_action.triggered.connect(lambda: self.choose_and_merge())
        menu = window.file_menu
        # After the campaign files (File > Open, New, Recent), before their separator.
        mine = [self.export_action, self.merge_action]
        separator = next((a for a in menu.actions() if a.isSeparator()), None)
        if separator is None:
            menu.addActions(mine)
        else:
            menu.insertActions(separator, mine)

    def retranslate(self) -> None:
        self.export_action.setText(self.tr("E&xport campaign copy..."))
        self.merge_action.setText(self.tr("Me&rge campaign..."))

    def _filter(self) -> str:
        return self.tr("Campaign copies (*.json);;All files (*)")

    def choose_and_export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self.window.as_widget(), self.tr("Export campaign copy"), "", self._filter()
        )
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> bool:
        from app.plumbing.files import write_error, write_text_atomic
        from app.store.errors import StoreError
        from app.usecases.merge import export_copy
        from ui.plumbing.words import say

        try:
            write_text_atomic(path, export_copy(self.window.session.store) + "\n")
        except OSError as exc:
            session = self.window.session
            self.window.show_error(say(write_error(path, exc), session.lang, session.ruleset))
            return False
        except StoreError as exc:
            self.window.show_error(self.window.session.store_failure(exc))
            return False
        self.window.as_widget().statusBar().showMessage(
            self.tr("Wrote {0}").format(path.name), 5000
        )
        return True

    def choose_and_merge(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.window.as_widget(), self.tr("Merge campaign"), "", self._filter()
        )
        if path:
            self.merge_from(Path(path))

    def read(self, path: Path) -> tuple[bytes, MergePreview] | None:
        """The file and what merging it would do; a file that cannot be merged is one line."""
        from app.copies.merging import MergeError
        from app.copies.sharing import MAX_COPY_BYTES
        from app.plumbing.inputs import InputError, read_input
        from app.usecases.merge import preview_merge

        store = self.window.session.store
        label = self.tr("Reading {0}...").format(path.name)
        try:
            data = read_input(str(path), MAX_COPY_BYTES)
            return data, run_in_background(
                self.window.as_widget(), label, lambda progress: preview_merge(store, data)
            )
        except Cancelled:
            return None  # nothing was written: nothing to say
        except (InputError, MergeError) as exc:
            why = self.window.session.refusal(exc)
            self.window.show_error(self.tr("{0} cannot be merged: {1}").format(path.name, why))
        return None

    def merge_from(self, path: Path, dialog: type[MergeDialog] = MergeDialog) -> bool:
        from app.usecases.merge import merge_copy
        from ui.plumbing.dialogs import run_modal

        found = self.read(path)
        if found is None:
            return False
        data, preview = found
        if not preview.items:
            self.window.as_widget().statusBar().showMessage(
                self.tr("Nothing new in {0}: the two copies agree.").format(path.name), 8000
            )
            return False
        asking = dialog(preview, path.name, self.window.as_widget())
        if run_modal(asking) != QDialog.DialogCode.Accepted:
            return False
        chosen, label = asking.chosen(), self.tr("Merging {0}...").format(path.name)

        def merge(store: Store) -> MergeChange:  # off the window's thread; Cancel undoes it
            return run_in_background(
                self.window.as_widget(),
                label,
                lambda progress: merge_copy(store, data, chosen),
                lambda change: change.undo(store),
            )

        return self.window.session.run(merge) is not None
