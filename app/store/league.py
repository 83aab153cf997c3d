"""The league's rows: a campaign read whole, and put back exactly as it was (undo).

A change of the league (a new match, a player, a retirement) is undone by comparing the
campaign's rows before and after it: `CampaignRows` holds every row of one campaign, and
`restore` writes only the difference, so the ids stay the same through undo and redo.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Table, delete, insert, select, update
from sqlalchemy.engine import Connection

from app.campaign.league import (
    Campaign,
    Casualty,
    CustomAward,
    CustomScenario,
    Entry,
    League,
    Match,
    Player,
    Side,
)
from app.store.schema import (
    BattleRow,
    CampaignRow,
    CasualtyRow,
    EntryRow,
    MatchRow,
    MatchSideRow,
    PlayerRow,
    WarbandRow,
)

# Parents before the rows that point at them.
_MODELS: tuple[type[Any], ...] = (
    CampaignRow,
    PlayerRow,
    EntryRow,
    MatchRow,
    MatchSideRow,
    CasualtyRow,
)
LEAGUE_TABLES: tuple[Table, ...] = tuple(model.__table__ for model in _MODELS)
CAMPAIGN, PLAYER, ENTRY, MATCH, SIDE, CASUALTY = LEAGUE_TABLES

Rows = tuple[tuple[Any, ...], ...]


@dataclass(frozen=True)
class CampaignRows:
    """Every row of one campaign, table by table (in LEAGUE_TABLES order), sorted by id."""

    campaign_id: int
    tables: tuple[Rows, ...]

    @property
    def exists(self) -> bool:
        return bool(self.tables[0])


def _where(table: Table, campaign_id: int) -> Any:
    if table is CAMPAIGN:
        return CAMPAIGN.c.id == campaign_id
    if "campaign_id" in table.c:
        return table.c.campaign_id == campaign_id
    matches = select(MATCH.c.id).where(MATCH.c.campaign_id == campaign_id)
    return table.c.match_id.in_(matches.scalar_subquery())


def read_rows(conn: Connection, campaign_id: int) -> CampaignRows:
    tables = []
    for table in LEAGUE_TABLES:
        query = select(table).where(_where(table, campaign_id)).order_by(table.c.id)
        tables.append(tuple(tuple(row) for row in conn.execute(query)))
    return CampaignRows(campaign_id, tuple(tables))


def restore(conn: Connection, current: CampaignRows, target: CampaignRows) -> None:
    """Make the campaign's rows those of `target`: delete, update and insert what differs."""
    pairs = list(zip(LEAGUE_TABLES, current.tables, target.tables, strict=True))
    for table, now, wanted in reversed(pairs):  # children first: nothing points at a gone row
        gone = {row[0] for row in now} - {row[0] for row in wanted}
        if gone:
            conn.execute(delete(table).where(table.c.id.in_(gone)))
    for table, now, wanted in pairs:  # parents first: a new row's parent is there
        stored = {row[0]: row for row in now}
        names = [column.name for column in table.c]
        for row in wanted:
            values = dict(zip(names, row, strict=True))
            if row[0] not in stored:
                conn.execute(insert(table).values(**values))
            elif stored[row[0]] != row:
                conn.execute(update(table).where(table.c.id == row[0]).values(**values))


def _named(table: Table, rows: Rows) -> list[Any]:
    names = [column.name for column in table.c]
    return [dict(zip(names, row, strict=True)) for row in rows]


def league_of(rows: CampaignRows) -> League:
    """The campaign as plain values (its matches in the order they were played)."""
    named = zip(LEAGUE_TABLES, rows.tables, strict=True)
    campaigns, players, entries, matches, sides, casualties = (
        _named(table, table_rows) for table, table_rows in named
    )
    (c,) = campaigns
    scenarios = json.loads(c["scenarios"])
    campaign = Campaign(
        c["id"],
        c["name"],
        c["started_on"],
        tuple(json.loads(c["packs"])),
        tuple(json.loads(c["house_rules"])),
        tuple(scenarios.get("allowed", ())),
        tuple(custom_scenario(s) for s in scenarios.get("custom", ())),
        c["notes"],
    )
    sides_of: dict[int, list[Any]] = {}
    for s in sorted(sides, key=lambda s: (s["match_id"], s["position"])):
        side = Side(s["warband_id"], s["result"], s["rating"], s["battle_id"])
        sides_of.setdefault(s["match_id"], []).append(side)
    hurt_of: dict[int, list[Casualty]] = {}
    for k in casualties:
        casualty = Casualty(
            k["by_warband_id"], k["against_warband_id"], k["out_of_action"], k["heroes_killed"]
        )
        hurt_of.setdefault(k["match_id"], []).append(casualty)
    played = [
        Match(
            m["id"],
            m["played_on"],
            m["scenario_id"],
            m["notes"],
            tuple(sides_of.get(m["id"], ())),
            tuple(hurt_of.get(m["id"], ())),
        )
        for m in sorted(matches, key=lambda m: (m["played_on"], m["id"]))
    ]
    return League(
        campaign,
        tuple(Player(p["id"], p["name"]) for p in players),
        tuple(
            Entry(e["id"], e["player_id"], e["warband_id"], e["joined_on"], e["retired_on"])
            for e in entries
        ),
        tuple(played),
    )


def custom_scenario(data: Mapping[str, Any]) -> CustomScenario:
    """A custom scenario as the campaign row's JSON holds it."""
    awards = tuple(
        CustomAward(str(a["name"]), int(a["xp"]), str(a.get("per", "event")))
        for a in data.get("awards", ())
    )
    return CustomScenario(str(data["id"]), str(data["name"]), str(data["players"]), awards)


def scenarios_json(allowed: Iterable[str], custom: Iterable[CustomScenario]) -> str:
    """The campaign row's `scenarios`: "{}" while it plays the rulebook's and has none."""
    value: dict[str, Any] = {}
    if chosen := list(allowed):
        value["allowed"] = chosen
    if own := [_custom_data(s) for s in custom]:
        value["custom"] = own
    return json.dumps(value, ensure_ascii=False)


def _custom_data(scenario: CustomScenario) -> dict[str, Any]:
    awards = [{"name": a.name, "xp": a.xp, "per": a.per} for a in scenario.awards]
    return {"id": scenario.id, "name": scenario.name, "players": scenario.players, "awards": awards}


def campaign_list(conn: Connection) -> list[tuple[int, str, str]]:
    """(id, name, start date) of every campaign, in the order they were made."""
    query = select(CAMPAIGN.c.id, CAMPAIGN.c.name, CAMPAIGN.c.started_on).order_by(CAMPAIGN.c.id)
    return [(int(i), str(n), str(d)) for i, n, d in conn.execute(query)]


def inserted_id(result: Any) -> int:
    """The id the database gave the row a single insert made."""
    return int(result.inserted_primary_key[0])


def campaigns_of_warband(conn: Connection, warband_id: int) -> list[int]:
    query = select(ENTRY.c.campaign_id).where(ENTRY.c.warband_id == warband_id)
    return [int(i) for i in conn.execute(query).scalars()]


def battle_owner(conn: Connection, battle_id: int) -> int | None:
    battle: Table = BattleRow.__table__  # type: ignore[attr-defined]
    owner = conn.execute(select(battle.c.warband_id).where(battle.c.id == battle_id)).scalar()
    return None if owner is None else int(owner)


def warband_figures(conn: Connection, warband_ids: Iterable[int]) -> dict[int, Any]:
    """id -> (name, type_id, rating, treasury, shards, deleted) of these warbands: one query."""
    warband: Table = WarbandRow.__table__  # type: ignore[attr-defined]
    query = select(
        warband.c.id,
        warband.c.name,
        warband.c.type_id,
        warband.c.rating,
        warband.c.treasury,
        warband.c.shards,
        warband.c.deleted_at.is_not(None),
    ).where(warband.c.id.in_(list(warband_ids)))
    return {int(row[0]): tuple(row[1:]) for row in conn.execute(query)}


def battle_changes(conn: Connection, battle_ids: Iterable[int]) -> dict[int, list[Any]]:
    """battle id -> what its record says changed (the battle log's `changes`)."""
    battle: Table = BattleRow.__table__  # type: ignore[attr-defined]
    query = select(battle.c.id, battle.c.changes).where(battle.c.id.in_(list(battle_ids)))
    return {int(i): list(json.loads(text or "[]")) for i, text in conn.execute(query)}
