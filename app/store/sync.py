"""The database side of merging copies: every row read as a portable unit (named by stable
ids), the histories kept in `sync_history`, and the rows a merge touches read whole and put
back exactly (its undo).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Table, delete, insert, select, update
from sqlalchemy.engine import Connection

from app.copies.merging import Unit, sealed
from app.copies.sharing import warband_content
from app.store import league as rows
from app.store.repository import Transaction
from app.store.schema import (
    AdvanceRow,
    BattleRow,
    CarriedItemRow,
    GainedRuleRow,
    InjuryRow,
    MutationRow,
    ProfileChangeRow,
    SkillRow,
    SpellRow,
    StashItemRow,
    SyncRow,
    WarbandRow,
    WarriorRow,
)


def _t(model: type[Any]) -> Table:
    return model.__table__  # type: ignore[no-any-return]


WARBAND, WARRIOR, BATTLE, SYNC = _t(WarbandRow), _t(WarriorRow), _t(BattleRow), _t(SyncRow)
_SHEET = tuple(
    _t(m)
    for m in (
        WarbandRow,
        WarriorRow,
        ProfileChangeRow,
        CarriedItemRow,
        SkillRow,
        SpellRow,
        MutationRow,
        InjuryRow,
        GainedRuleRow,
        AdvanceRow,
        StashItemRow,
        BattleRow,
    )
)
# Parents before the rows that point at them: the order rows are inserted in (deleted reversed).
TABLES: tuple[Table, ...] = (*_SHEET, *rows.LEAGUE_TABLES, SYNC)


@dataclass
class LocalCopy:
    """This copy's rows as units (their stored histories, not yet sealed) and their local ids."""

    contents: dict[str, tuple[str, dict[str, Any]]] = field(default_factory=dict)
    ids: dict[str, int] = field(default_factory=dict)  # uid -> the row's id
    histories: dict[str, tuple[str, list[str]]] = field(default_factory=dict)  # uid -> kind, past
    battles: dict[int, list[int]] = field(default_factory=dict)  # warband id -> its log's ids

    def units(self) -> dict[str, Unit]:
        """Every row sealed: its history ends with its content's digest now ("-": gone)."""
        found = {
            uid: sealed(kind, uid, self.histories.get(uid, (kind, []))[1], content)
            for uid, (kind, content) in self.contents.items()
        }
        for uid, (kind, past) in self.histories.items():
            if uid not in found:
                found[uid] = sealed(kind, uid, past, None)
        return found


def battle_ids(conn: Connection, warband_id: int) -> list[int]:
    """A warband's battle log record ids, in the log's order."""
    query = select(BATTLE.c.id).where(BATTLE.c.warband_id == warband_id).order_by(BATTLE.c.id)
    return [int(i) for i in conn.execute(query).scalars()]


def read_local(tx: Transaction) -> LocalCopy:
    conn = tx.session.connection()
    local = LocalCopy()
    for uid, kind, history in conn.execute(select(SYNC.c.uid, SYNC.c.kind, SYNC.c.history)):
        local.histories[str(uid)] = (str(kind), list(json.loads(history)))
    warbands: dict[int, str] = {}
    for wid, uid in conn.execute(select(WARBAND.c.id, WARBAND.c.uid).order_by(WARBAND.c.id)):
        state = tx.load(int(wid), include_deleted=True)
        local.contents[uid] = ("warband", warband_content(state, state.battles))
        local.ids[uid] = int(wid)
        warbands[int(wid)] = str(uid)
        local.battles[int(wid)] = [int(b["id"]) for b in state.battles]
    _read_league(conn, local, warbands)
    return local


def _named(conn: Connection, table: Table) -> list[dict[str, Any]]:
    return [dict(row._mapping) for row in conn.execute(select(table).order_by(table.c.id))]


def _read_league(conn: Connection, local: LocalCopy, warbands: Mapping[int, str]) -> None:
    campaigns = {c["id"]: c["uid"] for c in _named(conn, rows.CAMPAIGN)}
    for c in _named(conn, rows.CAMPAIGN):
        content = {
            "name": c["name"],
            "started_on": c["started_on"],
            "packs": json.loads(c["packs"]),
            "house_rules": json.loads(c["house_rules"]),
        }
        if scenarios := json.loads(c["scenarios"]):  # only when set: older digests still agree
            content["scenarios"] = scenarios
        if c["notes"]:  # the same
            content["notes"] = c["notes"]
        _add(local, "campaign", c, content)
    players = {p["id"]: p["uid"] for p in _named(conn, rows.PLAYER)}
    for p in _named(conn, rows.PLAYER):
        _add(local, "player", p, {"campaign": campaigns[p["campaign_id"]], "name": p["name"]})
    for e in _named(conn, rows.ENTRY):
        content = {
            "campaign": campaigns[e["campaign_id"]],
            "player": players[e["player_id"]],
            "warband": warbands[e["warband_id"]],
            "joined_on": e["joined_on"],
            "retired_on": e["retired_on"],
        }
        _add(local, "entry", e, content)
    sides: dict[int, list[dict[str, Any]]] = {}
    for s in sorted(_named(conn, rows.SIDE), key=lambda s: (s["match_id"], s["position"])):
        log = local.battles.get(s["warband_id"], [])
        place = log.index(s["battle_id"]) if s["battle_id"] in log else None
        side = {
            "warband": warbands[s["warband_id"]],
            "result": s["result"],
            "rating": s["rating"],
            "battle": place,
        }
        sides.setdefault(s["match_id"], []).append(side)
    hurt: dict[int, list[dict[str, Any]]] = {}
    for k in _named(conn, rows.CASUALTY):
        casualty = {
            "by": warbands[k["by_warband_id"]],
            "against": warbands[k["against_warband_id"]],
            "out_of_action": k["out_of_action"],
            "heroes_killed": k["heroes_killed"],
        }
        hurt.setdefault(k["match_id"], []).append(casualty)
    for m in _named(conn, rows.MATCH):
        content = {
            "campaign": campaigns[m["campaign_id"]],
            "played_on": m["played_on"],
            "scenario": m["scenario_id"],
            "notes": m["notes"],
            "sides": sides.get(m["id"], []),
            "casualties": hurt.get(m["id"], []),
        }
        _add(local, "match", m, content)


def _add(local: LocalCopy, kind: str, row: Mapping[str, Any], content: dict[str, Any]) -> None:
    local.contents[row["uid"]] = (kind, content)
    local.ids[row["uid"]] = int(row["id"])


def write_histories(
    conn: Connection, stored: Mapping[str, tuple[str, list[str]]], wanted: Iterable[Unit]
) -> None:
    """Keep each unit's history (only those that differ from what is stored)."""
    for unit in wanted:
        known = stored.get(unit.uid)
        text = json.dumps(list(unit.history))
        if known is None:
            conn.execute(insert(SYNC).values(uid=unit.uid, kind=unit.kind, history=text))
        elif known[1] != list(unit.history):
            conn.execute(update(SYNC).where(SYNC.c.uid == unit.uid).values(history=text))


# --- the rows a merge touches, read whole and put back (undo) ---------------------------------

Snapshot = dict[str, dict[Any, tuple[Any, ...]]]  # table name -> primary key -> row


def _where(table: Table, warband_ids: list[int]) -> Any:
    if table is WARBAND:
        return WARBAND.c.id.in_(warband_ids)
    if "warband_id" in table.c:
        return table.c.warband_id.in_(warband_ids)
    warriors = select(WARRIOR.c.id).where(WARRIOR.c.warband_id.in_(warband_ids))
    return table.c.warrior_id.in_(warriors.scalar_subquery())


def snapshot(conn: Connection, warband_ids: Iterable[int]) -> Snapshot:
    """These warbands' sheets and logs, every league row and every history."""
    ids = sorted(set(warband_ids))
    taken: Snapshot = {}
    for table in TABLES:
        query = select(table)
        if table in _SHEET:
            query = query.where(_where(table, ids))
        taken[table.name] = {row[0]: tuple(row) for row in conn.execute(query)}
    return taken


def put_back(tx: Transaction, before: Snapshot, after: Snapshot) -> tuple[Snapshot, Snapshot]:
    """The rows a change left (`after`) made those it found (`before`) again, in `tx`: the
    rows as they were just now and as they are put back; StaleRowsError when one of them
    changed since (a history brought up to date by an export does not count)."""
    scope = warbands_in(before) | warbands_in(after)
    current = snapshot(tx.session.connection(), scope)
    if _without_histories(current) != _without_histories(after):
        raise StaleRowsError
    restore(tx.session.connection(), current, before)
    for warband_id in scope:  # rows written here: no sheet remembered from before counts
        tx.cache.pop(warband_id, None)
    return current, snapshot(tx.session.connection(), scope)


class StaleRowsError(Exception):
    """The rows a change wrote were changed since: putting them back would lose that."""


def _without_histories(taken: Snapshot) -> Snapshot:
    return {name: rows for name, rows in taken.items() if name != SYNC.name}


def warbands_in(taken: Snapshot) -> set[int]:
    return {int(key) for key in taken[WARBAND.name]}


def restore(conn: Connection, current: Snapshot, target: Snapshot) -> None:
    """Make the rows those of `target`. A warband row written back gets a revision above both
    (a sheet remembered by its revision is never mistaken for another)."""
    for table in reversed(TABLES):  # what points at a row goes before it
        gone = set(current[table.name]) - set(target[table.name])
        key = table.primary_key.columns.values()[0]
        if gone:
            conn.execute(delete(table).where(key.in_(gone)))
    for table in TABLES:
        key = table.primary_key.columns.values()[0]
        names = [column.name for column in table.c]
        now = current[table.name]
        for pk, row in target[table.name].items():
            values = dict(zip(names, row, strict=True))
            if pk not in now:
                conn.execute(insert(table).values(**values))
            elif now[pk] != row:
                if table is WARBAND:
                    values["revision"] = (
                        max(values["revision"], now[pk][names.index("revision")]) + 1
                    )
                conn.execute(update(table).where(key == pk).values(**values))
