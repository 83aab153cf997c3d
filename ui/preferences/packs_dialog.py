"""Settings > Rules packs: which supplements the campaign plays with.

Each tick runs one use case through the session (one undoable step each); the use case refuses
what may not be (the core rulebook, a pack another one needs) and the list shows the result.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app import usecases
from app.usecases.packs import GRADE_ORDER
from rules.models import Lang
from ui.plumbing.dialogs import run_modal
from ui.session import Session

if TYPE_CHECKING:
    from ui.window_parts import WindowParts


class PacksDialog(QDialog):
    def __init__(self, session: Session, lang: Lang, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("packsDialog")
        self.session = session
        self.lang = lang
        self.setWindowTitle(self.tr("Rules packs"))
        note = QLabel(
            self.tr(
                "The supplements this campaign plays with. A switched-off pack's warbands and "
                "hired swords cannot be newly made or hired, nor its items bought; warbands "
                "already made keep working and keep what they own."
            )
        )
        note.setWordWrap(True)
        self.pack_list = QListWidget()
        self.pack_list.setObjectName("packList")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(self.pack_list, 1)
        layout.addWidget(buttons)
        self.resize(640, 520)
        self.fill()
        self.pack_list.itemChanged.connect(self._on_item)
        # A method of the dialog, not a lambda: Qt cuts the connection when the dialog is deleted.
        session.settingsChanged.connect(self._on_setting_changed)

    @Slot(str)
    def _on_setting_changed(self, _key: str) -> None:
        self.fill()

    def fill(self) -> None:
        enabled = usecases.enabled_packs(self.session.store)
        packs = sorted(
            self.session.ruleset.packs.values(),
            key=lambda p: (GRADE_ORDER.index(p.grade), p.name.en),
        )
        self.pack_list.blockSignals(True)
        self.pack_list.clear()
        for pack in packs:
            grade = (
                self.tr("core rules") if pack.grade == "core" else self.tr("grade {0}")
            ).format(pack.grade)
            text = f"{pack.name.get(self.lang)} · {grade} · {pack.source.get(self.lang)}"
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, pack.id)
            flags = Qt.ItemFlag.ItemIsEnabled
            if not pack.always_on:
                flags |= Qt.ItemFlag.ItemIsUserCheckable
            item.setFlags(flags)
            on = pack.id in enabled
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
            self.pack_list.addItem(item)
        self.pack_list.blockSignals(False)

    def _on_item(self, item: QListWidgetItem) -> None:
        pack_id = str(item.data(Qt.ItemDataRole.UserRole))
        on = item.checkState() == Qt.CheckState.Checked
        use_case = usecases.enable_pack if on else usecases.disable_pack
        if self.session.run(use_case, pack_id) is None:
            self.fill()  # refused: show the packs as they are


def open_packs_dialog(window: WindowParts) -> None:
    """Settings > Rules packs... (ui/features.py)."""
    run_modal(PacksDialog(window.session, window.lang, window.as_widget()))
