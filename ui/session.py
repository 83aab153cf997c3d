"""The one place the window changes the campaign (after Anki's operations helper).

Every edit the player makes runs one use case through `Session.run`: a refusal is reported in
the rules' own words, any other error is logged and shown by the crash dialog, the change goes
on the undo stack, and the change tells the session what it touched (app/usecases/changes.py),
whose signals tell the views to refresh. The session never asks which kind a change is.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Concatenate, ParamSpec, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from app.domain import WarbandState
from app.plumbing.refusal import REFUSALS
from app.sheet.sheet_figures import SheetFigures, sheet_figures
from app.store.errors import StoreError
from app.store.preview import Preview
from app.store.repository import ConflictError, NotFoundError, SheetReader, Store
from app.usecases.changes import Undoable
from rules.messages import Message
from rules.models import Lang
from ui.plumbing import crash
from ui.plumbing.words import say, say_error

if TYPE_CHECKING:
    from app.store.watch import ChangeWatch

# A use case is called with the store first, then its own arguments: `P` carries their types
# from the use case's signature to the caller's, so mypy checks every call the window makes.
P = ParamSpec("P")
C = TypeVar("C", bound=Undoable)


class ChangeCommand(QUndoCommand):
    """One domain change on the undo stack. It was applied before being pushed.

    The stack calls `undo` and `redo`; the session does the work and may refuse it (the warband
    changed elsewhere): the command then stays as it was and the session puts the stack back.
    """

    def __init__(self, session: Session, change: Undoable) -> None:
        super().__init__(session.describe(change.description))
        self.session = session
        self.change = change
        self.description = change.description  # said again when the language changes
        self.applied = True

    def redo(self) -> None:
        if not self.applied:  # QUndoStack.push calls redo(); the change is already written
            self.session.step(self, redo=True)

    def undo(self) -> None:
        if self.applied:
            self.session.step(self, redo=False)


class Session(QObject):
    """The open campaign: the store, the warband on screen and the undo stack.

    The undo history keeps the last `UNDO_LIMIT` changes (each holds the warband before and
    after); older ones are dropped, as a long evening would otherwise fill the memory.

    A window may start from a preview of the campaign file (app/store/preview.py: read-only,
    no SQLAlchemy) and open the store right after its first paint (`open_store`, ui/launch.py).
    Until then the first screen reads through `reads`; anything else asks for `store`, which
    opens it there and then. An edit is never refused nor lost for it: the input made while
    the store opens waits in Qt's event queue (the open runs in the GUI thread), and an edit
    that reaches `run` first opens the store itself before it runs.
    """

    UNDO_LIMIT = 100
    FOLLOW_MS = 500  # how often the window looks whether another program wrote to the campaign

    warbandChanged = Signal(object)  # the new WarbandState (or None)
    warbandsListed = Signal()  # names, ratings or the set of warbands changed
    failed = Signal(str)  # a refused move, in plain words
    settingsChanged = Signal(str)  # a campaign setting (its key) changed: the packs switched on
    leagueChanged = Signal(int)  # a campaign's players, warbands or matches changed (its id)
    battleChanged = Signal(int)  # a battle tracked at the table changed (its id): the board
    storeOpened = Signal()  # the store behind the preview is open: the window may write
    storeFailed = Signal(object)  # the StoreError: the store behind the preview cannot open

    def __init__(
        self,
        store: SheetReader,
        parent: QObject | None = None,
        *,
        opener: Callable[[], Store] | None = None,
    ) -> None:
        """`store` is the campaign's store, or a preview of it that `opener` opens later."""
        super().__init__(parent)
        self.reads = store  # what the first screen reads through: the preview, then the store
        self._store = store if isinstance(store, Store) else None
        if self._store is None and opener is None:
            raise TypeError("a preview needs the opener of its store")
        self._opener = opener
        self.open_failure: StoreError | None = None
        self.ruleset = store.ruleset
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setUndoLimit(self.UNDO_LIMIT)  # only possible while it is empty
        self.undo_stack.indexChanged.connect(self._hold_index)
        self._hold_at: int | None = None  # where a refused undo or redo keeps the stack
        self.current: WarbandState | None = None
        self.last_failure = ""  # the words of the last refusal, for a caller to quote
        self._figures: tuple[WarbandState, SheetFigures] | None = None  # of the last sheet shown
        self._lang: Lang = "en"  # the window's language, for what the use cases give as data
        self.failed.connect(self._remember_failure)
        self._watch: ChangeWatch | None = None  # made when the store opens
        if self._store is not None:
            self._start_watch(self._store)
        self._follow = QTimer(self)
        self._follow.setInterval(self.FOLLOW_MS)
        self._follow.timeout.connect(self.look)
        self._follow.start()

    @property
    def store(self) -> Store:
        """The campaign's store, opened now if the window still shows its preview (a
        StoreError if it cannot be: `storeFailed` has then told the window)."""
        if self._store is None and not self.open_store():
            assert self.open_failure is not None
            raise self.open_failure
        assert self._store is not None
        return self._store

    @property
    def is_open(self) -> bool:
        return self._store is not None

    def campaign_file(self) -> Path | None:
        """The campaign's SQLite file (None on a server), whether its store is open or not."""
        if self._store is not None:
            return self._store.database.path
        return self.reads.path if isinstance(self.reads, Preview) else None

    def open_store(self) -> bool:
        """Open the store behind the preview, once; from then on everything reads through it.
        If another program wrote to the file meanwhile, the list and the sheet are read again.
        False, with `storeFailed` emitted, when it cannot be opened (nothing was written)."""
        if self._store is not None:
            return True
        if self.open_failure is not None:
            return False
        preview, opener = self.reads, self._opener
        assert opener is not None
        try:
            store = opener()
        except StoreError as exc:
            # Kept without its tracebacks: their frames (the event loop's) would live as long.
            exc.__cause__ = exc.__context__ = None
            self.open_failure = exc.with_traceback(None)
            if isinstance(preview, Preview):
                preview.close()
            self.storeFailed.emit(exc)
            return False
        self._start_watch(store)  # before the preview is compared: nothing falls between
        changed = isinstance(preview, Preview) and preview.changed()
        store.adopt(preview)
        if isinstance(preview, Preview):
            preview.close()
        self._store = self.reads = store
        if changed:
            self.warbandsListed.emit()
            self.reload()
        self.storeOpened.emit()
        return True

    @property
    def lang(self) -> Lang:
        return self._lang

    @lang.setter
    def lang(self, lang: Lang) -> None:
        """The window's language: refusals and the undo history (Edit > Undo ...) say it."""
        self._lang = lang
        for n in range(self.undo_stack.count()):
            command = self.undo_stack.command(n)
            if isinstance(command, ChangeCommand):
                command.setText(self.describe(command.description))

    def describe(self, description: Message | str) -> str:
        """What a change did, in the window's language (the undo stack's text)."""
        if isinstance(description, Message):
            return say(description, self._lang, self.ruleset)
        return description

    def figures(self, state: WarbandState) -> SheetFigures:
        """The figures of a sheet the window shows (app/sheet/sheet_figures.py), worked out once per
        change: the header, the list's row, the tables and the panel all read these. The
        states the session hands out are never changed in place (a use case changes a copy)."""
        if self._figures is None or self._figures[0] is not state:
            self._figures = (state, sheet_figures(self.ruleset, state))
        return self._figures[1]

    def _remember_failure(self, message: str) -> None:
        self.last_failure = message

    def open_warband(self, warband_id: int | None) -> None:
        self.current = None if warband_id is None else self.reads.load(warband_id)
        self.warbandChanged.emit(self.current)

    def reload(self) -> None:
        if self.current is not None and self.current.id is not None:
            self.open_warband(self.current.id)

    def look(self) -> None:
        """Follow the other writers: when anything wrote to the campaign since the last look
        (another program, a second window, a merge, or this window), the list is read again
        and the sheet too if its warband changed. A database busy just now waits for the next
        look; a store not open yet is not looked at."""
        if self._store is None:
            return
        try:
            if self._watch is None:
                self._start_watch(self._store)
            elif self._watch.changed():
                self.catch_up()
        except StoreError:
            return

    def _start_watch(self, store: Store) -> None:
        """Mark where the campaign is now: the next look sees any write after this."""
        from app.store.watch import ChangeWatch

        try:
            self._watch = ChangeWatch(store)
        except StoreError:  # a server not answering just now: the next look starts it
            self._watch = None

    def catch_up(self) -> None:
        """Show what another writer changed: the list, and the open sheet when its revision
        moved on (gone to the bin or purged: no sheet). The undo stack stays as it is: an undo
        that would write over the other writer's change is refused (app/usecases/core.py)."""
        self.warbandsListed.emit()
        shown = self.current
        if shown is None or shown.id is None:
            return
        try:
            state: WarbandState | None = self.store.load(shown.id, include_deleted=True)
        except NotFoundError:
            state = None
        if state is None or state.deleted:
            self.open_warband(None)
        elif state.revision != shown.revision:
            self.current = state
            self.warbandChanged.emit(state)

    def run(
        self, use_case: Callable[Concatenate[Store, P], C], *args: P.args, **kwargs: P.kwargs
    ) -> C | None:
        """Run a use case on the campaign; on refusal emit `failed` and change nothing. Any
        other error is a fault of the program: logged, shown by the crash dialog, nothing
        written (the use case's transaction rolled back)."""
        if not self.open_store():  # the store behind the preview: `storeFailed` said why
            return None
        try:
            change = use_case(self.store, *args, **kwargs)
        except ConflictError as exc:  # another writer's change came first: show it, then say so
            self.catch_up()
            self.failed.emit(self.refusal(exc))
            return None
        except REFUSALS as exc:
            self.failed.emit(self.refusal(exc))
            return None
        except StoreError as exc:  # the database failed (busy, disk full): nothing was written
            self.failed.emit(self.store_failure(exc))
            return None
        except Exception as exc:  # a fault of the program: the log and the crash dialog
            crash.report_crash(exc, where=getattr(use_case, "__name__", "a use case"))
            return None
        self.undo_stack.push(ChangeCommand(self, change))
        change.show(self)
        return change

    def run_on_current(
        self,
        use_case: Callable[Concatenate[Store, int, P], C],
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> C | None:
        """Run a use case on the warband on screen (its id comes after the store)."""
        if self.current is None or self.current.id is None:
            self.failed.emit(self.tr("Open a warband first."))
            return None
        warband_id = self.current.id
        return self.run(lambda store: use_case(store, warband_id, *args, **kwargs))

    def undo(self) -> None:
        self._hold_at = None
        self.undo_stack.undo()

    def redo(self) -> None:
        self._hold_at = None
        self.undo_stack.redo()

    def step(self, command: ChangeCommand, *, redo: bool) -> None:
        """Undo or redo one command for the stack; a refusal keeps the stack where it was."""
        if self._hold_at is not None:
            return  # an earlier step of this move was refused: the steps beyond it wait
        change = command.change
        try:
            result = change.redo(self.store) if redo else change.undo(self.store)
        except (ConflictError, NotFoundError) as exc:  # changed or purged elsewhere
            self._refuse_step(command, redo, self.refusal(exc))
            return
        except StoreError as exc:  # the database failed: nothing was written
            self._refuse_step(command, redo, self.store_failure(exc))
            return
        except Exception as exc:  # a fault of the program: the log and the crash dialog
            self._refuse_step(command, redo, "")
            crash.report_crash(exc, where="undo" if not redo else "redo")
            return
        command.change = result
        command.applied = redo
        result.show(self)

    def _refuse_step(self, command: ChangeCommand, redo: bool, words: str) -> None:
        """Keep the stack where it was: it moves its index after the command returns, and
        `_hold_index` moves it back."""
        self._hold_at = self._position(command) + (0 if redo else 1)
        if words:
            self.failed.emit(words)

    def _position(self, command: ChangeCommand) -> int:
        stack = self.undo_stack
        return next(n for n in range(stack.count()) if stack.command(n) is command)

    def _hold_index(self, index: int) -> None:
        hold, self._hold_at = self._hold_at, None
        if hold is not None and index != hold:
            # The commands between are as they were (refused or not reached): no-ops both ways.
            self.undo_stack.setIndex(hold)

    def refusal(self, error: Exception) -> str:
        """A refused move in the window's language when the rules said it as data (their
        problems, or a message); otherwise the refusal's own words."""
        return say_error(error, self.lang, self.ruleset)

    def store_failure(self, error: StoreError) -> str:
        """A database failure in the player's words."""
        words = {
            "busy": self.tr(
                "The campaign is open in another program that is writing to it; close it "
                "(or let it finish) and retry. Nothing was written."
            ),
            "disk_full": self.tr(
                "The disk is full: nothing was written. Free some space and retry."
            ),
            "read_only": self.tr(
                "The campaign cannot be written (a read-only file, folder or account): nothing "
                "was written."
            ),
        }
        return words.get(error.reason) or self.tr("The database failed: {0}").format(error)

    # --- what a change touched (app/usecases/changes.py: ChangeView) -------------------------

    def warband_changed(self, warband_id: int, before: WarbandState, after: WarbandState) -> None:
        if before.deleted != after.deleted:
            self.warbandsListed.emit()  # a warband came or went; other edits update one row
        if after.deleted:
            if self.current is not None and self.current.id == warband_id:
                self.open_warband(None)
            return
        self.current = after
        self.warbandChanged.emit(after)

    def setting_changed(self, key: str) -> None:
        self.settingsChanged.emit(key)
        # The sheet's problems and the panel's offers depend on the packs switched on.
        self.warbandChanged.emit(self.current)

    def campaign_changed(self, campaign_id: int) -> None:
        self.leagueChanged.emit(campaign_id)

    def battle_changed(self, battle_id: int) -> None:
        """A battle's events or status (an action at the table, its undo or redo)."""
        self.battleChanged.emit(battle_id)

    def rows_changed(self, campaign_ids: tuple[int, ...]) -> None:
        """A merge or the bin emptied may touch every warband and campaign: the list, the
        sheet, the league."""
        self.warbandsListed.emit()
        shown = self.current.id if self.current is not None else None
        try:
            state = None if shown is None else self.store.load(shown, include_deleted=True)
        except NotFoundError:  # the merge took it away (a warband purged in their copy)
            state = None
        self.open_warband(None if state is None or state.deleted else shown)
        for campaign_id in campaign_ids or (0,):
            self.leagueChanged.emit(campaign_id)
