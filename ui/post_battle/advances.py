"""The advances owed, rolled after Finish."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from app.usecases.advancing import advances_owed
from rules.models import Lang
from ui.session import Session
from ui.wizards.advance_dialog import AdvancementDialog


class AdvanceQueue(QObject):
    """The advance dialogs, one warrior after the other, once the battle is committed. It lives
    beside the window (not inside the wizard, which is closed by then)."""

    def __init__(
        self, session: Session, warrior_ids: list[str], lang: Lang, parent: QWidget | None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.lang = lang
        self.queue = list(warrior_ids)
        self.dialog_parent = parent
        self.dialog: AdvancementDialog | None = None

    def open_next(self) -> None:
        ruleset = self.session.ruleset
        if self.dialog is not None:
            self.dialog.deleteLater()  # done with: the next one takes its place
            self.dialog = None
        while self.queue:
            warrior_id = self.queue.pop(0)
            state = self.session.current
            warrior = (
                next((w for w in state.warriors if w.id == warrior_id), None) if state else None
            )
            if warrior is None or not advances_owed(ruleset, warrior):
                continue
            dialog = AdvancementDialog(self.session, warrior_id, self.dialog_parent)
            dialog.lang = self.lang
            dialog.finished.connect(lambda _result: self.open_next())
            self.dialog = dialog
            dialog.open()
            return
        self.deleteLater()  # every advance owed was taken
