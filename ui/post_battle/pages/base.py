"""What every page of the post-battle wizard has: the draft it reads and edits, the words it
is shown in, and its notes. A page knows nothing of the wizard that holds it."""

from __future__ import annotations

from PySide6.QtWidgets import QWizardPage

from app.postbattle.draft import PostBattleDraft
from rules.models import Lang
from ui.post_battle.common import _note_label
from ui.post_battle.words import DraftWords


class _Page(QWizardPage):
    def __init__(self, draft: PostBattleDraft, words: DraftWords) -> None:
        super().__init__()
        self.draft = draft
        self.words = words
        self.notes = _note_label("clearedNote")
        self.notes.setParent(self)  # pages that never show it must not leave it behind

    @property
    def lang(self) -> Lang:
        return self.words.lang

    def show_notes(self) -> None:
        notes = [self.words.note(note) for note in self.draft.take_notes()]
        self.notes.setText("\n".join(notes))
        self.notes.setVisible(bool(notes))

    def refresh(self) -> None:
        """Show the page again from the draft (the language changed)."""
