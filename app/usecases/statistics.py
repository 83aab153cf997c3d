"""The statistics of a campaign, read in one connection: the league, its warbands' names and
the battle log of every warband that plays or played in it (one query for all of them)."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from sqlalchemy import bindparam, text
from sqlalchemy.engine import Connection

from app.battle.log import figures_in
from app.campaign.standings import Figures, standings
from app.campaign.statistics import CampaignStatistics, campaign_statistics
from app.store import league as rows
from app.store.repository import NotFoundError, Store
from rules.messages import Message

_FIGURES = (
    "rating_before",
    "rating_after",
    "treasury_after",
    "shards_after",
    "treasury_before",
    "shards_before",
    "income",
)
_BATTLES = text(
    f"SELECT warband_id, id, recorded_at, {', '.join(_FIGURES)} FROM battle "
    "WHERE warband_id IN :ids ORDER BY warband_id, id"
).bindparams(bindparam("ids", expanding=True))
_DATA = text("SELECT id, rolls, changes FROM battle WHERE id IN :ids").bindparams(
    bindparam("ids", expanding=True)
)
# A battle log record is never changed once written (an undo deletes it, a redo writes it
# again at a new time), so its dice and changes are parsed once: (database, id, time) ->
# (rolls, changes). A refresh after a battle parses that battle's only.
_PARSED: dict[tuple[str, int, str], tuple[list[Any], list[Any]]] = {}
_PARSED_LIMIT = 200_000


def _json_list(text: str | None) -> list[Any]:
    """A record's dice or changes; a damaged one (not JSON, not a list) as none."""
    try:
        found = json.loads(text or "[]")
    except ValueError:
        return []
    return found if isinstance(found, list) else []


def _parsed(conn: Connection, database: str, keys: list[tuple[int, str]]) -> list[Any]:
    """Each record's (rolls, changes), parsed now or earlier. `database` "": not kept."""
    cache = _PARSED if database else {}
    if len(cache) > _PARSED_LIMIT:
        cache.clear()
    times = dict(keys)
    missing = [i for i, when in keys if (database, i, when) not in cache]
    for start in range(0, len(missing), 500):  # a bounded IN list
        for row in conn.execute(_DATA, {"ids": missing[start : start + 500]}):
            data = (_json_list(row.rolls), _json_list(row.changes))
            cache[(database, int(row.id), times[int(row.id)])] = data
    return [cache[(database, i, when)] for i, when in keys]


def battle_logs(
    conn: Connection, warband_ids: Iterable[int], database: str = ""
) -> dict[int, list[dict[str, Any]]]:
    """warband id -> its battle log's figures, dice and changes, oldest first. `database`
    names the database for the cache of parsed records ("": none kept)."""
    ids = sorted(set(warband_ids))
    logs: dict[int, list[dict[str, Any]]] = {wid: [] for wid in ids}
    if not ids:
        return logs
    rows = list(conn.execute(_BATTLES, {"ids": ids}))
    keys = [(int(row.id), str(row.recorded_at)) for row in rows]
    for row, (rolls, changes) in zip(rows, _parsed(conn, database, keys), strict=True):
        record: dict[str, Any] = dict(zip(_FIGURES, row[3:], strict=True))
        record["rolls"], record["changes"] = rolls, changes
        logs[int(row.warband_id)].append(record)
    return logs


def statistics_of(store: Store, campaign_id: int) -> CampaignStatistics:
    """The campaign's charts: its warbands in the league table's order."""

    def read(conn: Connection) -> CampaignStatistics:
        found = rows.read_rows(conn, campaign_id)
        if not found.exists:
            raise NotFoundError(Message.of("no_campaign_id", campaign_id=campaign_id))
        league = rows.league_of(found)
        ids = {e.warband_id for e in league.entries}
        ids |= {s.warband_id for m in league.matches for s in m.sides}
        figures = {wid: Figures(*row) for wid, row in rows.warband_figures(conn, ids).items()}
        order = [s.warband_id for s in standings(league, figures)]
        logs = battle_logs(conn, order, store.database.url)
        named = {wid: (figures[wid].name if wid in figures else "?", logs[wid]) for wid in order}
        stats = campaign_statistics(store.ruleset, named)
        return replace(stats, tracked=figures_in(conn, campaign_id))

    return store.read(read)
