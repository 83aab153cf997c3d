"""A tracked battle's rows: the battle (its start and links) and its events, one row each.

Every write here runs inside a transaction the caller opened (`Store.transaction()`); adding an
event is one insert (and the battle's status when it ends), so a battle killed between two
actions is found as it was after the last one. `write_battle` puts a battle back exactly as a
snapshot had it (undo and redo).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import cached_property
from typing import Any, Literal

from sqlalchemy import Table, delete, func, insert, select, update
from sqlalchemy.engine import Connection

from app.store.repository import ConflictError, NotFoundError
from app.store.schema import BattleEventRow, TrackedBattleRow, utcnow
from rules.battle import (
    BattleState,
    Event,
    Setup,
    event_from_data,
    event_to_data,
    replay,
    setup_from_data,
    setup_to_data,
)
from rules.messages import Message

Status = Literal["playing", "over", "abandoned"]

BATTLE: Table = TrackedBattleRow.__table__  # type: ignore[attr-defined]
EVENT: Table = BattleEventRow.__table__  # type: ignore[attr-defined]


@dataclass(frozen=True)
class Battle:
    """A tracked battle as stored: its start (`setup`), the events recorded in order, how it
    stands, and its links (the player's warband is side 0; the opponent's warband in this
    book, the campaign and the match, when there are)."""

    id: int
    warband_id: int
    setup: Setup
    events: tuple[Event, ...] = ()
    status: Status = "playing"
    opponent_id: int | None = None
    campaign_id: int | None = None
    match_id: int | None = None
    # When it started and when each event was recorded: kept through undo and redo, not
    # compared (two battles with the same events are the same battle).
    started_at: datetime | None = field(default=None, compare=False)
    times: tuple[datetime, ...] = field(default=(), compare=False)

    @cached_property
    def state(self) -> BattleState:
        """The battle now: its events replayed."""
        return replay(self.setup, self.events)


def _status(state: BattleState, was: Status) -> Status:
    if was == "abandoned":
        return was
    return "over" if state.outcome is not None else "playing"


def insert_battle(
    conn: Connection,
    warband_id: int,
    setup: Setup,
    *,
    opponent_id: int | None = None,
    campaign_id: int | None = None,
    match_id: int | None = None,
    battle_id: int | None = None,
    started_at: datetime | None = None,
) -> int:
    """A new battle with no event yet (with `battle_id`: put back under its old id)."""
    values: dict[str, Any] = {
        "warband_id": warband_id,
        "opponent_id": opponent_id,
        "campaign_id": campaign_id,
        "match_id": match_id,
        "setup": json.dumps(setup_to_data(setup), ensure_ascii=False),
        "status": "playing",
        "started_at": started_at or utcnow(),
    }
    if battle_id is not None:
        values["id"] = battle_id
    result = conn.execute(insert(BATTLE).values(**values))
    if battle_id is not None:
        return battle_id
    key = result.inserted_primary_key
    assert key is not None
    return int(key[0])


def read_battle(conn: Connection, battle_id: int) -> Battle:
    """The battle with its events, or NotFoundError."""
    row = conn.execute(select(BATTLE).where(BATTLE.c.id == battle_id)).first()
    if row is None:
        raise NotFoundError(Message.of("battle_not_found", battle=battle_id))
    query = select(EVENT.c.data, EVENT.c.recorded_at).where(EVENT.c.battle_id == battle_id)
    events = conn.execute(query.order_by(EVENT.c.position)).all()
    return Battle(
        id=row.id,
        warband_id=row.warband_id,
        setup=setup_from_data(json.loads(row.setup)),
        events=tuple(event_from_data(json.loads(event.data)) for event in events),
        status=row.status,
        opponent_id=row.opponent_id,
        campaign_id=row.campaign_id,
        match_id=row.match_id,
        started_at=row.started_at,
        times=tuple(event.recorded_at for event in events),
    )


def event_count(conn: Connection, battle_id: int) -> int:
    query = select(func.count()).select_from(EVENT).where(EVENT.c.battle_id == battle_id)
    return int(conn.execute(query).scalar_one())


def append_event(conn: Connection, battle: Battle, event: Event) -> Battle:
    """One more event at the end (the rules have taken it: `battle.state` applied it)."""
    position = len(battle.events)
    now = utcnow()
    _insert_event(conn, battle.id, position, event, now)
    after = replace(battle, events=(*battle.events, event), times=(*battle.times, now))
    return set_status(conn, after, _status(after.state, battle.status))


def drop_last_event(conn: Connection, battle: Battle) -> Battle:
    """The battle without its last event."""
    position = len(battle.events) - 1
    conn.execute(delete(EVENT).where(EVENT.c.battle_id == battle.id, EVENT.c.position == position))
    after = replace(battle, events=battle.events[:-1], times=battle.times[:-1])
    return set_status(conn, after, _status(after.state, battle.status))


def set_status(conn: Connection, battle: Battle, status: Status) -> Battle:
    if status != battle.status:
        conn.execute(update(BATTLE).where(BATTLE.c.id == battle.id).values(status=status))
    return replace(battle, status=status)


def write_battle(conn: Connection, battle_id: int, was: Battle | None, to: Battle | None) -> None:
    """Put the battle back as `to` has it (None: no battle), refused with a ConflictError when
    it is no longer as `was` had it (someone else's action would be lost)."""
    now = _read_or_none(conn, battle_id)
    if now != was:
        raise ConflictError(Message.of("battle_changed_since"))
    if to is None:
        conn.execute(delete(BATTLE).where(BATTLE.c.id == battle_id))
        return
    if now is None:
        insert_battle(
            conn,
            to.warband_id,
            to.setup,
            opponent_id=to.opponent_id,
            campaign_id=to.campaign_id,
            match_id=to.match_id,
            battle_id=battle_id,
            started_at=to.started_at,
        )
        now = Battle(battle_id, to.warband_id, to.setup, (), "playing", *_links(to))
    kept = _common(now.events, to.events)
    conn.execute(delete(EVENT).where(EVENT.c.battle_id == battle_id, EVENT.c.position >= kept))
    for position in range(kept, len(to.events)):
        when = to.times[position] if position < len(to.times) else utcnow()
        _insert_event(conn, battle_id, position, to.events[position], when)
    set_status(conn, now, to.status)


def battles_of(
    conn: Connection,
    *,
    warband_id: int | None = None,
    match_id: int | None = None,
    campaign_id: int | None = None,
    statuses: Sequence[Status] = ("playing",),
) -> list[int]:
    """The ids of the battles of a warband (either side), a match or a campaign, newest
    first."""
    query = select(BATTLE.c.id).where(BATTLE.c.status.in_(statuses))
    if warband_id is not None:
        query = query.where(
            (BATTLE.c.warband_id == warband_id) | (BATTLE.c.opponent_id == warband_id)
        )
    if match_id is not None:
        query = query.where(BATTLE.c.match_id == match_id)
    if campaign_id is not None:
        query = query.where(BATTLE.c.campaign_id == campaign_id)
    return [int(i) for i in conn.execute(query.order_by(BATTLE.c.id.desc())).scalars()]


def _insert_event(
    conn: Connection, battle_id: int, position: int, event: Event, when: datetime
) -> None:
    data = json.dumps(event_to_data(event), ensure_ascii=False)
    conn.execute(
        insert(EVENT).values(battle_id=battle_id, position=position, data=data, recorded_at=when)
    )


def _read_or_none(conn: Connection, battle_id: int) -> Battle | None:
    try:
        return read_battle(conn, battle_id)
    except NotFoundError:
        return None


def _common(a: Sequence[Event], b: Sequence[Event]) -> int:
    kept = 0
    while kept < min(len(a), len(b)) and a[kept] == b[kept]:
        kept += 1
    return kept


def _links(battle: Battle) -> tuple[int | None, int | None, int | None]:
    return battle.opponent_id, battle.campaign_id, battle.match_id
