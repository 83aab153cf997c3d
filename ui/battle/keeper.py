"""The battle the board shows and the one way its changes are recorded: each action at the
table is `app.battle.usecases.add_event` run through the session (saved at once, one step of
its undo history: Ctrl+Z takes it back), and the board is told the battle as it is after every
change, undo and redo."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from app.battle.store import Battle
from app.battle.usecases import BattleChange, add_event, resume_battle, undo_event
from app.store.errors import StoreError
from app.store.repository import NotFoundError
from rules.battle import BattleState, Event
from ui.session import Session

TAKEN_BACK = "battle_event_taken_back"  # the description of `undo_event`'s change


class BattleKeeper(QObject):
    """A battle being played; `record` adds one event through the session."""

    changed = Signal(object)  # the BattleState after a change, an undo or a redo

    def __init__(self, session: Session, battle: Battle) -> None:
        super().__init__(session)
        self.session = session
        self.battle = battle
        session.battleChanged.connect(self._follow)

    @property
    def state(self) -> BattleState:
        return self.battle.state

    @property
    def battle_id(self) -> int:
        return self.battle.id

    def record(self, event: Event) -> str | None:
        """Add one event: what it did, in the window's words; None when it was refused (the
        session said why on its message line) and nothing changed."""
        seen = len(self.battle.events)
        change = self.session.run(add_event, self.battle.id, event, seen=seen)
        if change is None:
            return None
        if change.after is not None and change.after != self.battle:
            self._show(change.after)  # (the session's show may have read it already)
        return self.session.describe(change.description)

    def last_change_is_ours(self) -> bool:
        """Whether the session's next undo is an action of this battle (not one taken back:
        Ctrl+Z again takes back the action before)."""
        stack = self.session.undo_stack
        command = stack.command(stack.index() - 1) if stack.canUndo() else None
        change = getattr(command, "change", None)
        if not isinstance(change, BattleChange) or change.battle_id != self.battle.id:
            return False
        return getattr(change.description, "code", "") != TAKEN_BACK

    def take_back(self) -> str | None:
        """The battle's last action taken back (itself undoable): what it did, or None."""
        seen = len(self.battle.events)
        change = self.session.run(undo_event, self.battle.id, seen=seen)
        if change is None:
            return None
        if change.after is not None and change.after != self.battle:
            self._show(change.after)
        return self.session.describe(change.description)

    def _follow(self, battle_id: int) -> None:
        """The battle changed (an undo, a redo, another window): read it again."""
        if battle_id != self.battle.id:
            return
        try:
            battle = resume_battle(self.session.store, battle_id)
        except (NotFoundError, StoreError):
            return
        if battle != self.battle:
            self._show(battle)

    def _show(self, battle: Battle) -> None:
        self.battle = battle
        self.changed.emit(battle.state)
