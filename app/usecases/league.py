"""Use cases of the campaign as a league: campaigns, players, their warbands, matches.

Each is one transaction and returns a `LeagueChange` holding the campaign's rows before and
after it; `undo_league` puts them back exactly (same ids), refusing if the campaign changed
since. A warband's own sheet is never written here: its post-battle sequence is its own change,
linked to the match by the battle log's record.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import TYPE_CHECKING, Any

from sqlalchemy import insert, select, update
from sqlalchemy.engine import Connection

from app.campaign.league import Casualty, League
from app.campaign.standings import Figures, Standing, standings
from app.campaign.timeline import Event, timeline
from app.store import league as rows
from app.store.repository import ConflictError, NotFoundError, Store, name_key
from app.store.schema import WarbandRow
from app.usecases.core import Description, RefusedError
from app.usecases.packs import enabled_packs
from app.usecases.warbands import clean_name, clean_notes
from rules.messages import Message
from rules.text import brief_list

if TYPE_CHECKING:
    from app.usecases.changes import ChangeView

MAX_CASUALTIES = 99  # models one side can take out of action of another in one match


@dataclass(frozen=True)
class LeagueChange:
    """What a league use case did: the campaign's rows before and after, for undo."""

    campaign_id: int
    description: Description
    before: rows.CampaignRows
    after: rows.CampaignRows
    details: dict[str, Any] = field(default_factory=dict)

    def undo(self, store: Store) -> LeagueChange:
        return undo_league(store, self)

    def redo(self, store: Store) -> LeagueChange:
        return undo_league(store, self)  # undoing the undo redoes it

    def show(self, view: ChangeView) -> None:
        view.campaign_changed(self.campaign_id)


@dataclass(frozen=True)
class MatchReport:
    """A match as the players report it. `winner` None: a draw for every side."""

    sides: Sequence[int]  # warband ids, two or more
    winner: int | None
    played_on: str = ""  # ISO date; "" = today
    scenario_id: str = ""  # "" = not recorded
    casualties: Sequence[Casualty] = ()
    battles: Mapping[int, int] = field(default_factory=dict)  # warband id -> battle log id
    notes: str = ""


Write = Callable[[Connection, League | None], dict[str, Any] | None]


def run_league(
    store: Store, campaign_id: int, description: Description, write: Write
) -> LeagueChange:
    """One transaction: read the campaign's rows, write, read them again."""
    with store.transaction() as tx:
        conn = tx.session.connection()
        before = rows.read_rows(conn, campaign_id)
        if not before.exists:
            raise NotFoundError(Message.of("no_campaign_id", campaign_id=campaign_id))
        details = write(conn, rows.league_of(before)) or {}
        after = rows.read_rows(conn, campaign_id)
    return LeagueChange(campaign_id, description, before, after, details)


def undo_league(store: Store, change: LeagueChange) -> LeagueChange:
    """Put the campaign back as it was before `change`; the returned change redoes it."""
    with store.transaction() as tx:
        conn = tx.session.connection()
        current = rows.read_rows(conn, change.campaign_id)
        if current != change.after:
            raise ConflictError(Message.of("campaign_undo_later_first", change=change.description))
        rows.restore(conn, current, change.before)
    return LeagueChange(
        change.campaign_id,
        Message.of("did_undo", change=change.description),
        current,
        change.before,
    )


def clean_date(value: str, what: str = "date") -> str:
    """An ISO date (YYYY-MM-DD); "" is today."""
    if not value.strip():
        return date.today().isoformat()
    try:
        return date.fromisoformat(value.strip()).isoformat()
    except ValueError:
        raise RefusedError(Message.of("not_a_date", what=what, value=value)) from None


# --- reading ---------------------------------------------------------------------------------


def list_campaigns(store: Store) -> list[tuple[int, str, str]]:
    """(id, name, start date) of every campaign, oldest first."""
    return store.read(rows.campaign_list)


def load_league(store: Store, campaign_id: int) -> League:
    found = store.read(lambda conn: rows.read_rows(conn, campaign_id))
    if not found.exists:
        raise NotFoundError(Message.of("no_campaign_id", campaign_id=campaign_id))
    return rows.league_of(found)


def league_and_figures(store: Store, campaign_id: int) -> tuple[League, dict[int, Figures]]:
    """The campaign and its warbands' own figures, read together: what the standings need."""

    def read(conn: Connection) -> tuple[League, dict[int, Figures]]:
        found = rows.read_rows(conn, campaign_id)
        if not found.exists:
            raise NotFoundError(Message.of("no_campaign_id", campaign_id=campaign_id))
        league = rows.league_of(found)
        ids = {e.warband_id for e in league.entries}
        ids |= {s.warband_id for m in league.matches for s in m.sides}
        figures = {wid: Figures(*row) for wid, row in rows.warband_figures(conn, ids).items()}
        return league, figures

    return store.read(read)


def standings_of(store: Store, campaign_id: int) -> list[Standing]:
    """The league table of a campaign, the best first."""
    return standings(*league_and_figures(store, campaign_id))


def timeline_of(store: Store, campaign_id: int) -> list[Event]:
    """Every match and notable event of a campaign, in the order they happened."""
    league = load_league(store, campaign_id)
    battles = [s.battle_id for m in league.matches for s in m.sides if s.battle_id is not None]
    changes = store.read(lambda conn: rows.battle_changes(conn, battles))
    return timeline(store.ruleset, league, changes)


def campaign_opponents(store: Store, warband_id: int) -> list[tuple[int, Figures]]:
    """The warbands a warband may meet in its campaign (those playing in it now), each with
    its figures (its rating now: the underdog's bonus is worked out from it), by name."""

    def read(conn: Connection) -> list[tuple[int, Figures]]:
        found = []
        for campaign_id in rows.campaigns_of_warband(conn, warband_id):
            league = rows.league_of(rows.read_rows(conn, campaign_id))
            mine = league.entry_of(warband_id)
            if mine is None or not mine.active:
                continue
            others = [
                e.warband_id for e in league.entries if e.active and e.warband_id != warband_id
            ]
            figures = rows.warband_figures(conn, others)
            found += [(wid, Figures(*row)) for wid, row in figures.items() if not row[-1]]
        return sorted(found, key=lambda pair: pair[1].name.casefold())

    return store.read(read)


def warbands_free_to_enter(store: Store) -> list[tuple[int, str]]:
    """(id, name) of the warbands not in the bin that play in no campaign, by name."""
    warband = WarbandRow.__table__  # type: ignore[attr-defined]
    query = (
        select(warband.c.id, warband.c.name)
        .where(warband.c.deleted_at.is_(None), warband.c.id.not_in(select(rows.ENTRY.c.warband_id)))
        .order_by(warband.c.name, warband.c.id)
    )
    return store.read(lambda conn: [(int(i), str(n)) for i, n in conn.execute(query)])


def find_campaign(store: Store, name_or_id: str | int) -> int:
    """A campaign by id or name (case and spacing ignored)."""
    campaigns = list_campaigns(store)
    for cid, name, _ in campaigns:
        if str(cid) == str(name_or_id).strip() or name_key(name) == name_key(str(name_or_id)):
            return cid
    known = brief_list([name for _, name, _ in campaigns], quote=True)
    raise NotFoundError(
        Message.of("no_campaign_named", name=str(name_or_id), known=known or Message.of("none_yet"))
    )


# --- campaigns and players -------------------------------------------------------------------


def _packs(store: Store, packs: Sequence[str] | None, house_rules: Sequence[str]) -> list[str]:
    chosen = sorted(enabled_packs(store) if packs is None else set(packs) | {"core"})
    unknown = [p for p in chosen if p not in store.ruleset.packs]
    unknown += [h for h in house_rules if h not in store.ruleset.house_rules]
    if unknown:
        raise RefusedError(Message.of("unknown_packs", unknown=brief_list(unknown, quote=True)))
    return chosen


def create_campaign(
    store: Store,
    name: str,
    started_on: str = "",
    *,
    packs: Sequence[str] | None = None,
    house_rules: Sequence[str] = (),
    notes: str = "",
) -> LeagueChange:
    """A new campaign with no players yet; its packs are those switched on unless given."""
    clean = clean_name(name, "campaign")
    kept = clean_notes(notes)
    start = clean_date(started_on, "start date")
    allowed = _packs(store, packs, house_rules)
    if any(name_key(n) == name_key(clean) for _, n, _ in list_campaigns(store)):
        raise RefusedError(Message.of("campaign_name_taken", clean=clean))
    values = {
        "name": clean,
        "started_on": start,
        "packs": json.dumps(allowed),
        "house_rules": json.dumps(list(dict.fromkeys(house_rules))),
        "notes": kept,
    }
    with store.transaction() as tx:
        conn = tx.session.connection()
        campaign_id = rows.inserted_id(conn.execute(insert(rows.CAMPAIGN).values(**values)))
        after = rows.read_rows(conn, campaign_id)
    empty = rows.CampaignRows(campaign_id, tuple(() for _ in rows.LEAGUE_TABLES))
    return LeagueChange(
        campaign_id, Message.of("did_create_campaign", campaign=clean), empty, after
    )


def add_player(store: Store, campaign_id: int, name: str) -> LeagueChange:
    clean = clean_name(name, "player")

    def write(conn: Connection, league: League | None) -> dict[str, Any]:
        assert league is not None
        same = [p.name for p in league.players if name_key(p.name) == name_key(clean)]
        if same:
            raise RefusedError(
                Message.of("player_in_campaign", same=same[0], campaign=league.campaign.name)
            )
        values = {"campaign_id": campaign_id, "name": clean}
        result = conn.execute(insert(rows.PLAYER).values(**values))
        return {"player_id": int(result.inserted_primary_key[0])}  # type: ignore[index]

    return run_league(store, campaign_id, Message.of("did_add_player", player=clean), write)


def find_player(league: League, name_or_id: str | int) -> int:
    for p in league.players:
        if str(p.id) == str(name_or_id).strip() or name_key(p.name) == name_key(str(name_or_id)):
            return p.id
    known = brief_list([p.name for p in league.players], quote=True)
    raise NotFoundError(
        Message.of(
            "no_player_named",
            name=str(name_or_id),
            campaign=league.campaign.name,
            known=known or Message.of("none_yet"),
        )
    )


# --- a player's warbands ---------------------------------------------------------------------


def _warband_row(conn: Connection, warband_id: int) -> Any:
    warband = WarbandRow.__table__  # type: ignore[attr-defined]
    query = select(warband.c.id, warband.c.name, warband.c.type_id, warband.c.deleted_at)
    row = conn.execute(query.where(warband.c.id == warband_id)).first()
    if row is None or row.deleted_at is not None:
        raise NotFoundError(Message.of("no_warband_id", warband_id=warband_id))
    return row


def _check_may_enter(store: Store, conn: Connection, league: League, warband_id: int) -> str:
    """Refuse a warband that cannot join this campaign; its name if it can."""
    warband = _warband_row(conn, warband_id)
    others = rows.campaigns_of_warband(conn, warband_id)
    if league.campaign.id in others:
        raise RefusedError(
            Message.of("already_in_campaign", warband=warband.name, campaign=league.campaign.name)
        )
    if others:
        raise RefusedError(Message.of("already_in_other_campaign", warband=warband.name))
    kind = store.ruleset.warbands.get(warband.type_id)
    if kind is not None and kind.pack not in league.campaign.packs:
        raise RefusedError(
            Message.of(
                "warband_pack_not_allowed",
                warband=warband.name,
                kind=kind.name,
                pack=kind.pack,
                campaign=league.campaign.name,
            )
        )
    return str(warband.name)


def enter_warband(
    store: Store, campaign_id: int, player: str | int, warband_id: int, joined_on: str = ""
) -> LeagueChange:
    """A player's warband joins the campaign; a player plays one warband at a time."""
    day = clean_date(joined_on, "date")
    described: dict[str, str] = {}

    def write(conn: Connection, league: League | None) -> dict[str, Any]:
        assert league is not None
        player_id = find_player(league, player)
        name = _check_may_enter(store, conn, league, warband_id)
        playing = [e for e in league.entries if e.player_id == player_id and e.active]
        if playing:
            raise RefusedError(
                Message.of("player_has_warband", player=league.player(player_id).name)
            )
        if day < league.campaign.started_on:
            raise RefusedError(
                Message.of(
                    "campaign_not_started",
                    campaign=league.campaign.name,
                    started_on=league.campaign.started_on,
                )
            )
        described["name"] = name
        values = {
            "campaign_id": campaign_id,
            "player_id": player_id,
            "warband_id": warband_id,
            "joined_on": day,
            "retired_on": "",
        }
        conn.execute(insert(rows.ENTRY).values(**values))
        return {"player_id": player_id}

    change = run_league(store, campaign_id, Message.of("did_enter_a_warband"), write)
    return _described(change, Message.of("did_enter_warband", warband=described["name"]))


def _described(change: LeagueChange, description: Description) -> LeagueChange:
    return LeagueChange(
        change.campaign_id, description, change.before, change.after, change.details
    )


def retire_warband(
    store: Store, campaign_id: int, warband_id: int, retired_on: str = ""
) -> LeagueChange:
    """The warband stops playing in the campaign (its record stays); its player may start
    another."""
    day = clean_date(retired_on, "date")

    def write(conn: Connection, league: League | None) -> None:
        assert league is not None
        entry = league.entry_of(warband_id)
        if entry is None:
            raise RefusedError(
                Message.of(
                    "warband_not_in_campaign", warband_id=warband_id, campaign=league.campaign.name
                )
            )
        if not entry.active:
            raise RefusedError(Message.of("already_retired", retired_on=entry.retired_on))
        if day < entry.joined_on:
            raise RefusedError(Message.of("retired_before_joining", joined_on=entry.joined_on))
        last = max((m.played_on for m in league.matches if m.side(warband_id)), default="")
        if day < last:
            raise RefusedError(Message.of("retired_before_last_match", last=last))
        query = update(rows.ENTRY).where(rows.ENTRY.c.id == entry.id)
        conn.execute(query.values(retired_on=day))

    return run_league(store, campaign_id, Message.of("did_retire_warband"), write)
