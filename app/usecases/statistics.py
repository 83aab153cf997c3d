"""The statistics of a campaign, read in one connection: the league, its warbands' names and
the battle log of every warband that plays or played in it (one query for all of them)."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from sqlalchemy import bindparam, text
from sqlalchemy.engine import Connection

from app.standings import Figures, standings
from app.statistics import CampaignStatistics, campaign_statistics
from app.store import league as rows
from app.store.repository import NotFoundError, Store

_FIGURES = (
    "rating_before", "rating_after", "treasury_after", "shards_after", "treasury_before",
    "shards_before", "income",
)  # fmt: skip
_BATTLES = text(
    f"SELECT warband_id, {', '.join(_FIGURES)}, rolls, changes FROM battle "
    "WHERE warband_id IN :ids ORDER BY warband_id, id"
).bindparams(bindparam("ids", expanding=True))


def battle_logs(conn: Connection, warband_ids: Iterable[int]) -> dict[int, list[dict[str, Any]]]:
    """warband id -> its battle log's figures, dice and changes, oldest first."""
    ids = sorted(set(warband_ids))
    logs: dict[int, list[dict[str, Any]]] = {wid: [] for wid in ids}
    if not ids:
        return logs
    for row in conn.execute(_BATTLES, {"ids": ids}):
        record: dict[str, Any] = dict(zip(_FIGURES, row[1:-2], strict=True))
        record["rolls"] = json.loads(row.rolls or "[]")
        record["changes"] = json.loads(row.changes or "[]")
        logs[int(row.warband_id)].append(record)
    return logs


def statistics_of(store: Store, campaign_id: int) -> CampaignStatistics:
    """The campaign's charts: its warbands in the league table's order."""

    def read(conn: Connection) -> CampaignStatistics:
        found = rows.read_rows(conn, campaign_id)
        if not found.exists:
            raise NotFoundError(f"there is no campaign with id {campaign_id}")
        league = rows.league_of(found)
        ids = {e.warband_id for e in league.entries}
        ids |= {s.warband_id for m in league.matches for s in m.sides}
        figures = {wid: Figures(*row) for wid, row in rows.warband_figures(conn, ids).items()}
        order = [s.warband_id for s in standings(league, figures)]
        logs = battle_logs(conn, order)
        named = {wid: (figures[wid].name if wid in figures else "?", logs[wid]) for wid in order}
        return campaign_statistics(store.ruleset, named)

    return store.read(read)
