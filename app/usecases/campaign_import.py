"""A campaign file of another tool imported whole: every warband, and the file's campaign made a
league campaign of ours with its players, as one change (issue 26).

A Mordheim Roster Builder campaign file or a MordheimManager backup holds several warbands, each
with its battle log, and the campaign they play in (its name, notes, each warband's player).
`import_campaign` writes them all in one transaction: a warband the import refuses (a broken
one) is named with why, and the others come in; Undo takes the campaign and every warband
away (to the bin), Redo brings them back, with the same ids.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import PurePath
from typing import TYPE_CHECKING

from app.exports import exchange
from app.store.repository import Store
from app.usecases.core import Change, Description, RefusedError
from app.usecases.details import Imported
from app.usecases.league import LeagueChange
from rules.messages import Message, message_of
from rules.models import Lang

if TYPE_CHECKING:
    from app.importers import Draft
    from app.usecases.changes import ChangeView, Undoable


class NothingImported(exchange.ExchangeError):
    """Every warband chosen of the file was refused: nothing was written. Its message is the
    first one's refusal; `refused` names each (its place in the file, its name, why)."""

    def __init__(self, message: Message, refused: Sequence[tuple[int, str, Message]]) -> None:
        super().__init__(message)
        self.refused = tuple(refused)


@dataclass(frozen=True)
class CampaignImported:
    """The warbands of a file and its league campaign, written together: one change.

    `parts` are the changes it is made of, in the order they were written; its undo undoes
    them in the other order (the campaign first, then each warband) in one transaction, and
    the undo's own parts, undone in turn, redo it."""

    description: Description
    parts: tuple[Undoable, ...]
    warbands: tuple[Change[Imported], ...]  # as imported, in the file's order
    campaign_id: int | None  # the league campaign made (None: the file names no campaign)
    campaign: str  # its name here ("... (2)" when the name was taken)
    players: tuple[str, ...]
    refused: tuple[tuple[int, str, Message], ...]  # a warband not imported: place, name, why
    not_entered: tuple[Message, ...]  # why an imported warband could not join the campaign

    def undo(self, store: Store) -> CampaignImported:
        with store.batch():
            undone = tuple(part.undo(store) for part in reversed(self.parts))
        return replace(
            self, description=Message.of("did_undo", change=self.description), parts=undone
        )

    def redo(self, store: Store) -> CampaignImported:
        return self.undo(store)  # undoing the undo redoes it

    def show(self, view: ChangeView) -> None:
        view.rows_changed(() if self.campaign_id is None else (self.campaign_id,))


def import_campaign(
    store: Store,
    drafts: Sequence[Draft],
    *,
    which: Sequence[int] | None = None,
    name: str = "",
    strict: bool = False,
    lang: Lang = "en",
    file_name: str = "",
) -> CampaignImported:
    """Import the warbands of a file read once (`which`: their places in it, all when None)
    and make the campaign the file names (else `name`, when given) a league campaign with
    each warband entered for its player, in one transaction.

    A warband the import refuses is left out and named in `refused`; when every one is
    refused, NothingImported says so and nothing is written."""
    from app.usecases.transfer import import_draft

    names = [d.name for d in drafts]
    chosen = list(range(len(drafts))) if which is None else list(which)
    imported: list[Change[Imported]] = []
    refused: list[tuple[int, str, Message]] = []
    with store.batch():
        for place in chosen:
            draft = drafts[place]
            try:
                change = import_draft(
                    store, draft, names, strict=strict, lang=lang, file_name=file_name
                )
            except (exchange.ExchangeError, RefusedError) as exc:
                refused.append((place, draft.name, message_of(exc)))
                continue
            imported.append(change)
        if not imported:
            first = refused[0][2] if refused else Message.of("file_warband_choice", count=0)
            raise NothingImported(first, refused)
        campaign = next((c.details.campaign for c in imported if c.details.campaign), name)
        league = _league(store, campaign, imported) if campaign else None
    parts: tuple[Undoable, ...] = tuple(imported)
    if league is None:
        description = Message.of("did_import_warbands", count=len(imported))
        return CampaignImported(description, parts, tuple(imported), None, "", (), (), ())
    made, players, not_entered = league
    description = Message.of("did_import_campaign", campaign=made.name, count=len(imported))
    return CampaignImported(
        description,
        (*parts, made.change),
        tuple(imported),
        made.change.campaign_id,
        made.name,
        tuple(players),
        tuple(refused),
        tuple(not_entered),
    )


def campaign_name(drafts: Sequence[Draft], file_name: str) -> str:
    """The campaign a file holds: its own name, else the file's when it holds several
    warbands ("" when it holds one warband of no campaign)."""
    named = next((d.campaign for d in drafts if d.campaign), "")
    if named or len(drafts) < 2:
        return named
    return PurePath(file_name).stem if file_name else ""


@dataclass(frozen=True)
class _Made:
    change: LeagueChange  # from no campaign to the campaign with its players and warbands
    name: str


def _league(
    store: Store, campaign: str, imported: list[Change[Imported]]
) -> tuple[_Made, list[str], list[Message]]:
    """The file's campaign as a league campaign of ours: its name ("... (2)" when taken), and
    each warband entered for its player (one the file names no player for, or whose player
    plays another of them already, by a player named after the warband). The change that
    made it, the players' names, and why a warband could not enter (its pack is off)."""
    from app.store import league as rows
    from app.usecases import league

    taken = {known.casefold() for _, known, _ in league.list_campaigns(store)}
    base = campaign[: exchange.MAX_NAME].strip()
    name, number = base, 2
    while name.casefold() in taken:
        name = f"{base[: exchange.MAX_NAME - 5].rstrip()} ({number})"
        number += 1
    notes = next((c.details.campaign_notes for c in imported if c.details.campaign_notes), "")
    created = league.create_campaign(store, name, notes=notes[: exchange.MAX_TEXT])
    campaign_id = created.campaign_id
    players: list[str] = []
    refused: list[Message] = []
    for change in imported:
        warband, player = change.after.name, change.details.player
        known = {p.casefold() for p in players}
        who = player if player and player.casefold() not in known else ""
        who = who or (warband if warband.casefold() not in known else "")
        if not who:
            continue
        try:
            league.add_player(store, campaign_id, who)
            players.append(who)
            league.enter_warband(store, campaign_id, who, change.warband_id)
        except RefusedError as exc:
            refused.append(message_of(exc))
    after = store.read(lambda conn: rows.read_rows(conn, campaign_id))
    made = LeagueChange(campaign_id, created.description, created.before, after)
    return _Made(made, name), players, refused
