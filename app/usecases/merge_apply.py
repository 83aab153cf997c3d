"""Writing a merge: the rows taken from their copy, parents first, each named by its stable id
(app.usecases.merge decides which; this module only writes them, in the open transaction)."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Table, delete, insert, select, update
from sqlalchemy.engine import Connection

from app.copies.merging import KINDS, MergeError, Step, kind_word
from app.domain import WarbandState, new_id
from app.exports.exchange import state_from_dict
from app.store import league as rows
from app.store import sync
from app.store.repository import Transaction
from rules.messages import Message

_TABLES: dict[str, Table] = {
    "warband": sync.WARBAND,
    "campaign": rows.CAMPAIGN,
    "player": rows.PLAYER,
    "entry": rows.ENTRY,
    "match": rows.MATCH,
}


@dataclass
class _Writing:
    tx: Transaction
    ids: dict[str, int]  # uid -> local id, growing as rows are added
    battles: dict[int, list[int]]  # warband id -> its log's ids, as written
    replaced: dict[int, list[int]] = field(default_factory=dict)  # warband id -> old log ids
    added: set[int] = field(default_factory=set)  # warbands added

    @property
    def conn(self) -> Connection:
        return self.tx.session.connection()

    def id_of(self, uid: str, what: str) -> int:
        if uid not in self.ids:
            raise MergeError(Message.of("copy_row_in_neither", want=kind_word(what), id=uid[:8]))
        return self.ids[uid]


def apply_steps(tx: Transaction, local: sync.LocalCopy, taken: Sequence[Step]) -> set[int]:
    """Write what their copy brings; returns the ids of the warbands added."""
    w = _Writing(tx, dict(local.ids), {k: list(v) for k, v in local.battles.items()})
    kept = [s for s in taken if s.theirs.content is not None]
    for step in kept:
        if step.kind == "warband":
            _put_warband(w, step)
    _relink_battles(w)
    for kind in KINDS[1:]:
        for step in (s for s in kept if s.kind == kind):
            _put_league_row(w, step)
    gone = [s for s in taken if s.theirs.content is None and s.uid in w.ids]
    for step in sorted(gone, key=lambda s: -KINDS.index(s.kind)):  # children first
        if step.kind == "warband":
            _to_bin(w, w.ids[step.uid])
        else:
            table = _TABLES[step.kind]
            w.conn.execute(delete(table).where(table.c.uid == step.uid))
    return w.added


# --- warbands --------------------------------------------------------------------------------


def _to_bin(w: _Writing, warband_id: int) -> None:
    """A warband deleted in their copy goes to the bin here (restorable), never for good."""
    state = w.tx.load(warband_id, include_deleted=True)
    if not state.deleted:
        state.deleted = True
        w.tx.save(state)


def _put_warband(w: _Writing, step: Step) -> None:
    content = step.theirs.content
    assert content is not None
    assert w.tx.ruleset is not None, "a merge writes warbands: the transaction needs the ruleset"
    state = state_from_dict(w.tx.ruleset, content["warband"])
    state.battles = [dict(b) for b in content["battles"]]
    wid = w.ids.get(step.uid)
    saved = _add_warband(w, step.uid, state) if wid is None else _replace_warband(w, wid, state)
    if saved.deleted != bool(content["deleted"]):  # in the bin in one copy, not the other
        saved.deleted = bool(content["deleted"])
        saved = w.tx.save(saved)
    assert saved.id is not None
    w.battles[saved.id] = [int(b["id"]) for b in saved.battles]


def _add_warband(w: _Writing, uid: str, state: WarbandState) -> WarbandState:
    if w.tx.warrior_ids_taken([x.id for x in state.warriors]):
        _new_warrior_ids(state)  # a copy of it was imported here: its warriors are others
    saved = w.tx.insert(state)
    assert saved.id is not None
    w.conn.execute(update(sync.WARBAND).where(sync.WARBAND.c.id == saved.id).values(uid=uid))
    w.ids[uid] = saved.id
    w.added.add(saved.id)
    return saved


def _replace_warband(w: _Writing, wid: int, state: WarbandState) -> WarbandState:
    """Their sheet and log on this warband; the records its log starts with stay as they are
    (their ids too), the others are written anew (`_relink_battles` follows them)."""
    current = w.tx.load(wid, include_deleted=True)
    w.replaced[wid] = [int(b["id"]) for b in current.battles]
    for old, new in zip(current.battles, state.battles, strict=False):
        if {k: v for k, v in old.items() if k != "id"} != new:
            break
        new["id"] = old["id"]
    state.id, state.revision, state.deleted = wid, current.revision, current.deleted
    return w.tx.save(state)


def _new_warrior_ids(state: WarbandState) -> None:
    renamed = {x.id: new_id() for x in state.warriors}
    for warrior in state.warriors:
        warrior.id = renamed[warrior.id]
        if warrior.promoted_from in renamed:
            warrior.promoted_from = renamed[warrior.promoted_from]
    state.leader_id = renamed.get(state.leader_id, state.leader_id)


def _relink_battles(w: _Writing) -> None:
    """A warband whose log was replaced: each match side that named a record of the old log
    names the record at the same place in the new one (none when the new log is shorter)."""
    side = rows.SIDE
    for wid, old in w.replaced.items():
        new = w.battles[wid]
        query = select(side.c.id, side.c.battle_id).where(side.c.warband_id == wid)
        for side_id, battle_id in list(w.conn.execute(query)):
            if battle_id in old:
                place = old.index(battle_id)
                linked = new[place] if place < len(new) else None
                if linked != battle_id:
                    w.conn.execute(
                        update(side).where(side.c.id == side_id).values(battle_id=linked)
                    )


# --- the league's rows -----------------------------------------------------------------------


def _values(w: _Writing, kind: str, c: Mapping[str, Any]) -> dict[str, Any]:
    if kind == "campaign":
        return {
            "name": c["name"],
            "started_on": c["started_on"],
            "packs": json.dumps(c["packs"]),
            "house_rules": json.dumps(c["house_rules"]),
            "scenarios": json.dumps(c.get("scenarios", {}), ensure_ascii=False),
            "notes": c.get("notes", ""),
        }
    values: dict[str, Any] = {"campaign_id": w.id_of(c["campaign"], "campaign")}
    if kind == "player":
        return values | {"name": c["name"]}
    if kind == "entry":
        return values | {
            "player_id": w.id_of(c["player"], "player"),
            "warband_id": w.id_of(c["warband"], "warband"),
            "joined_on": c["joined_on"],
            "retired_on": c["retired_on"],
        }
    return values | {"played_on": c["played_on"], "scenario_id": c["scenario"], "notes": c["notes"]}


def _put_league_row(w: _Writing, step: Step) -> None:
    content = step.theirs.content
    assert content is not None
    table = _TABLES[step.kind]
    values = _values(w, step.kind, content)
    row_id = w.ids.get(step.uid)
    new = row_id is None
    if row_id is None:
        result = w.conn.execute(insert(table), {"uid": step.uid, **values})  # compiled once
        row_id = w.ids[step.uid] = rows.inserted_id(result)
    else:
        w.conn.execute(update(table).where(table.c.id == row_id).values(**values))
    if step.kind == "match":
        _put_sides(w, row_id, content, new)


def _put_sides(w: _Writing, match_id: int, content: Mapping[str, Any], new: bool) -> None:
    for table in () if new else (rows.SIDE, rows.CASUALTY):  # a new match has none yet
        w.conn.execute(delete(table).where(table.c.match_id == match_id))
    sides = _side_rows(w, match_id, content["sides"])
    if sides:  # none left: their copy deleted every side's warband for good
        w.conn.execute(insert(rows.SIDE), sides)
    hurt = _casualty_rows(w, match_id, content["casualties"])
    if hurt:
        w.conn.execute(insert(rows.CASUALTY), hurt)


def _side_rows(
    w: _Writing, match_id: int, sides: Sequence[Mapping[str, Any]]
) -> list[dict[str, Any]]:
    """The match's sides, each linked to its battle in its warband's log when that is here."""
    found = []
    for n, s in enumerate(sides):
        wid = w.id_of(s["warband"], "warband")
        log = w.battles.get(wid, [])
        place = s["battle"]
        battle = log[place] if place is not None and place < len(log) else None
        found.append(
            {
                "match_id": match_id,
                "warband_id": wid,
                "position": n,
                "result": s["result"],
                "rating": s["rating"],
                "battle_id": battle,
            }
        )
    return found


def _casualty_rows(
    w: _Writing, match_id: int, casualties: Sequence[Mapping[str, Any]]
) -> list[dict[str, Any]]:
    return [
        {
            "match_id": match_id,
            "by_warband_id": w.id_of(k["by"], "warband"),
            "against_warband_id": w.id_of(k["against"], "warband"),
            "out_of_action": k["out_of_action"],
            "heroes_killed": k["heroes_killed"],
        }
        for k in casualties
    ]
