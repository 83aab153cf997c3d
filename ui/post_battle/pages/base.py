"""What every page of the wizard has: the wizard it belongs to and its notes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWizardPage

from ui.post_battle.common import _note_label

if TYPE_CHECKING:
    from ui.post_battle.wizard import PostBattleWizard


class _Page(QWizardPage):
    def __init__(self, wizard: PostBattleWizard) -> None:
        super().__init__()
        self.w = wizard
        self.notes = _note_label("clearedNote")
        self.notes.setParent(self)  # pages that never show it must not leave it behind

    def show_notes(self) -> None:
        notes = self.w.take_notes()
        self.notes.setText("\n".join(notes))
        self.notes.setVisible(bool(notes))

    def refresh(self) -> None:
        """Show the page again from the wizard's state (the language changed)."""
