"""The one change protocol: every write a use case makes for the window returns a change.

A warband's edit (`core.Change`), a league's (`league.LeagueChange`), a merge
(`merge.MergeChange`), a campaign setting (`packs.SettingChange`) and the bin emptied
(`bin.BinEmptied`) each know how to undo and redo themselves, what they did (their
description, put into words by the edges) and what they touched (`show`, told to a
`ChangeView`). The window's session (`ui/session.py`) keeps them on its undo stack and asks
nothing else of them: it never looks at which kind a change is.

An undo or a redo is refused (`ConflictError`) when what the change wrote was changed since by
someone else: the change would otherwise write over that.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from app.domain import WarbandState
    from app.store.repository import Store
    from app.usecases.core import Description


class ChangeView(Protocol):
    """What a change tells whoever shows the campaign (the window's session) it touched."""

    def warband_changed(self, warband_id: int, before: WarbandState, after: WarbandState) -> None:
        """One warband's sheet (`after.deleted`: it went to the bin)."""

    def setting_changed(self, key: str) -> None:
        """A campaign setting (the packs switched on, the Hero cap's reading)."""

    def campaign_changed(self, campaign_id: int) -> None:
        """A campaign's players, entries or matches."""

    def rows_changed(self, campaign_ids: tuple[int, ...]) -> None:
        """Any warband and these campaigns (none named: any): a merge, the bin emptied."""


class Undoable(Protocol):
    """A write that was made: it undoes, redoes, says and shows itself. `undo` and `redo`
    each write in one transaction and return the change that takes them back."""

    @property
    def description(self) -> Description: ...

    def undo(self, store: Store) -> Undoable: ...

    def redo(self, store: Store) -> Undoable: ...

    def show(self, view: ChangeView) -> None: ...
