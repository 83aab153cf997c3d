"""The one place the window changes the campaign (after Anki's operations helper).

Every edit the player makes runs one use case through `Session.run`: errors are reported as
the rules' own words, the change goes on the undo stack, and `warbandChanged` tells the views
to refresh from the new state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from app import usecases
from app.domain import WarbandState
from app.exchange import ExchangeError
from app.store.repository import ConflictError, NotFoundError, Store
from app.usecases import Change
from rules import RulesError


class ChangeCommand(QUndoCommand):
    """One domain change on the undo stack. It was applied before being pushed."""

    def __init__(self, session: Session, change: Change) -> None:
        super().__init__(change.description)
        self._session = session
        self._change = change
        self._applied = True

    def redo(self) -> None:
        if self._applied:
            return  # QUndoStack.push calls redo(); the change is already in the database
        self._change = self._session.apply_undo(self._change, redo=True)
        self._applied = True

    def undo(self) -> None:
        self._change = self._session.apply_undo(self._change, redo=False)
        self._applied = False


class Session(QObject):
    """The open campaign: the store, the warband on screen and the undo stack."""

    warbandChanged = Signal(object)  # the new WarbandState (or None)
    warbandsListed = Signal()  # names, ratings or the set of warbands changed
    failed = Signal(str)  # a refused move, in plain words

    def __init__(self, store: Store, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.ruleset = store.ruleset
        self.undo_stack = QUndoStack(self)
        self.current: WarbandState | None = None

    def open_warband(self, warband_id: int | None) -> None:
        self.current = None if warband_id is None else self.store.load(warband_id)
        self.warbandChanged.emit(self.current)

    def reload(self) -> None:
        if self.current is not None and self.current.id is not None:
            self.open_warband(self.current.id)

    def run(self, use_case: Callable[..., Change], *args: Any, **kwargs: Any) -> Change | None:
        """Run a use case on the campaign; on refusal emit `failed` and change nothing."""
        try:
            change = use_case(self.store, *args, **kwargs)
        except (RulesError, ExchangeError, ConflictError, NotFoundError, ValueError) as exc:
            self.failed.emit(str(exc.args[0]) if exc.args else str(exc))
            return None
        self.undo_stack.push(ChangeCommand(self, change))
        self._show(change)
        return change

    def run_on_current(
        self, use_case: Callable[..., Change], *args: Any, **kwargs: Any
    ) -> Change | None:
        if self.current is None or self.current.id is None:
            self.failed.emit(self.tr("Open a warband first."))
            return None
        return self.run(use_case, self.current.id, *args, **kwargs)

    def apply_undo(self, change: Change, *, redo: bool) -> Change:
        try:
            result = (
                usecases.redo(self.store, change) if redo else usecases.undo(self.store, change)
            )
        except ConflictError as exc:
            self.failed.emit(str(exc))
            return change
        self._show(result)
        return result

    def _show(self, change: Change) -> None:
        if change.before.deleted != change.after.deleted:
            self.warbandsListed.emit()  # a warband came or went; other edits update one row
        state = change.after
        if state.deleted:
            if self.current is not None and self.current.id == change.warband_id:
                self.open_warband(None)
            return
        self.current = state
        self.warbandChanged.emit(state)
