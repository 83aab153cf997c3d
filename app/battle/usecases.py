"""The use cases of a battle tracked at the table: start it, add an event, take the last one
back, abandon it, end it, and find it again to resume.

How the board uses them: `start_battle` makes the battle (side 0 is the player's warband, side 1
the opponent of `Opponent`); each click is `add_event(store, battle_id, event, seen=n)` with `n`
the events the board shows (another window's event in between is a `ConflictError`, not lost);
`battle.state` (`rules.battle.BattleState`) is what to show. Each call is one transaction that
writes one row, so a battle killed at any moment resumes (`resume_battle`) as it was after the
last action taken. Every write returns a `BattleChange`: the window's session keeps it on its
undo stack (its `undo` and `redo` put the battle back exactly, refused if it changed since);
`undo_event` is the same undo as a use case of its own (the command line's `battle undo`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from sqlalchemy.engine import Connection

from app.battle import faults
from app.battle.sides import side_of_warband
from app.battle.store import (
    Battle,
    append_event,
    battles_of,
    drop_last_event,
    insert_battle,
    read_battle,
    set_status,
    write_battle,
)
from app.store.repository import ConflictError, Store
from rules.battle import (
    BattleError,
    BattleState,
    CounterChanged,
    EndBattle,
    EndReason,
    Event,
    NextTurn,
    OutOfAction,
    RoutTest,
    Setup,
    Side,
    StatusChanged,
    VoluntaryRout,
    WoundsChanged,
    apply,
    start,
)
from rules.messages import Message
from rules.models import Ruleset


@dataclass(frozen=True)
class Opponent:
    """Whom the warband fights: a side made by `app.battle.sides` (a warband of this book, one
    read from a file, or an anonymous one) and its warband's id when it is in this book."""

    side: Side
    warband_id: int | None = None


@runtime_checkable
class BattleView(Protocol):
    """Who shows battles (the window's session): told which battle a change touched."""

    def battle_changed(self, battle_id: int) -> None: ...


@dataclass(frozen=True)
class BattleChange:
    """A battle before and after one write (None: no battle), for the undo stack."""

    battle_id: int
    description: Message
    before: Battle | None
    after: Battle | None

    @property
    def battle(self) -> Battle:
        """The battle as this change left it (a battle taken away: as it was)."""
        shown = self.after or self.before
        assert shown is not None
        return shown

    def undo(self, store: Store) -> BattleChange:
        """Put the battle back as it was before; the change returned redoes it."""
        with store.transaction() as tx:
            write_battle(tx.session.connection(), self.battle_id, self.after, self.before)
        said = Message.of("did_undo", change=self.description)
        return BattleChange(self.battle_id, said, self.after, self.before)

    def redo(self, store: Store) -> BattleChange:
        return self.undo(store)

    def show(self, view: object) -> None:
        if isinstance(view, BattleView):
            view.battle_changed(self.battle_id)


def start_battle(
    store: Store,
    warband_id: int,
    opponent: Opponent,
    *,
    first: int = 0,
    scenario: str = "",
    counters: Sequence[str] | None = None,
    campaign_id: int | None = None,
    match_id: int | None = None,
) -> BattleChange:
    """A new battle of the warband (side 0, as it is now) against `opponent` (side 1), with
    the counters the scenario asks for on each model (`counters`: others instead)."""
    kept = scenario_counters(store.ruleset, scenario) if counters is None else tuple(counters)
    with store.transaction() as tx:
        state = tx.load(warband_id)
        ours = side_of_warband(store.ruleset, state, 0)
        setup = Setup((ours, opponent.side), first, scenario, kept)
        start(setup)  # the rules' refusal of a battle that cannot be played
        conn = tx.session.connection()
        battle_id = insert_battle(
            conn,
            warband_id,
            setup,
            opponent_id=opponent.warband_id,
            campaign_id=campaign_id,
            match_id=match_id,
        )
        faults.point("battle_started")
        battle = read_battle(conn, battle_id)
    said = Message.of("battle_started", warband=state.name, opponent=opponent.side.name)
    return BattleChange(battle_id, said, None, battle)


def scenario_counters(ruleset: Ruleset, scenario_id: str) -> tuple[str, ...]:
    """The counters the board keeps on each model in a scenario: the kinds a model carries
    (wyrdstone in Wyrdstone Hunt, the chest in Hidden Treasure); none in a scenario without
    them, nor for what a whole warband holds (a building), nor without a scenario."""
    scenario = ruleset.scenarios.get(scenario_id)
    if scenario is None:
        return ()
    return tuple(dict.fromkeys(use.kind for use in scenario.counters if use.held_by == "model"))


def add_event(
    store: Store, battle_id: int, event: Event, *, seen: int | None = None
) -> BattleChange:
    """One event more, refused (nothing written) when the rules refuse it, when the battle was
    abandoned, or when it has more events than the `seen` the caller showed."""
    with store.transaction() as tx:
        conn = tx.session.connection()
        before = _playing(conn, battle_id, seen)
        apply(before.state, event)  # the rules' refusal, before anything is written
        faults.point("event_before_insert")
        after = append_event(conn, before, event)
        faults.point("event_inserted")
    faults.point("event_committed")
    return BattleChange(battle_id, said(after.state, event), before, after)


def undo_event(store: Store, battle_id: int, *, seen: int | None = None) -> BattleChange:
    """The battle without its last event (an abandoned one too: it is played again)."""
    with store.transaction() as tx:
        conn = tx.session.connection()
        before = read_battle(conn, battle_id)
        _check_seen(before, seen)
        if not before.events:
            raise BattleError(Message.of("battle_nothing_to_undo"))
        after = drop_last_event(conn, before)
        after = set_status(conn, after, "over" if after.state.outcome else "playing")
        faults.point("event_dropped")
    return BattleChange(battle_id, Message.of("battle_event_taken_back"), before, after)


def end_battle(
    store: Store,
    battle_id: int,
    winner: int | None,
    reason: EndReason = EndReason.OBJECTIVE,
    *,
    seen: int | None = None,
) -> BattleChange:
    """The players end the battle: `winner` 0 (the warband), 1 (the opponent) or None."""
    return add_event(store, battle_id, EndBattle(winner, reason), seen=seen)


def abandon_battle(store: Store, battle_id: int) -> BattleChange:
    """The battle is left unfinished: no longer offered to resume; its events are kept."""
    with store.transaction() as tx:
        conn = tx.session.connection()
        before = read_battle(conn, battle_id)
        if before.status == "abandoned":
            raise BattleError(Message.of("battle_abandoned"))
        after = set_status(conn, before, "abandoned")
    return BattleChange(battle_id, Message.of("battle_abandoned_now"), before, after)


def resume_battle(store: Store, battle_id: int) -> Battle:
    """The battle as saved after its last action."""
    return store.read(lambda conn: read_battle(conn, battle_id))


def battles_to_resume(
    store: Store, *, warband_id: int | None = None, match_id: int | None = None
) -> list[Battle]:
    """The battles still being played of a warband (on either side) or a match, newest first."""

    def read(conn: Connection) -> list[Battle]:
        ids = battles_of(conn, warband_id=warband_id, match_id=match_id)
        return [read_battle(conn, battle_id) for battle_id in ids]

    return store.read(read)


def _playing(conn: Connection, battle_id: int, seen: int | None) -> Battle:
    battle = read_battle(conn, battle_id)
    _check_seen(battle, seen)
    if battle.status == "abandoned":
        raise BattleError(Message.of("battle_abandoned"))
    return battle


def _check_seen(battle: Battle, seen: int | None) -> None:
    if seen is not None and seen != len(battle.events):
        raise ConflictError(Message.of("battle_changed_since"))


def said(state: BattleState, event: Event) -> Message:
    """What an event did, as the undo history and the log say it (`state`: after it)."""
    if isinstance(event, StatusChanged):
        name = state.model(event.model).name
        return Message.of(f"battle_did_{event.status.value}", model=name)
    if isinstance(event, WoundsChanged):
        name = state.model(event.model).name
        return Message.of("battle_did_wounds", model=name, wounds=state.models[event.model].wounds)
    if isinstance(event, OutOfAction):
        taken = state.models[event.model]
        name = state.model(event.model).name
        if not taken.taken_out_by:
            return Message.of("battle_did_out_of_action", model=name)
        by = state.model(taken.taken_out_by).name
        return Message.of("battle_did_taken_out", model=name, by=by)
    if isinstance(event, CounterChanged):
        count = state.models[event.model].counters.get(event.key, 0)
        name = state.model(event.model).name
        return Message.of("battle_did_counter", model=name, key=event.key, count=count)
    return _said_of_battle(state, event)


def _said_of_battle(state: BattleState, event: Event) -> Message:
    side = state.setup.sides[state.playing].name
    if isinstance(event, NextTurn):
        return Message.of("battle_did_next_turn", turn=state.turn, side=side)
    if isinstance(event, RoutTest):
        test = state.rout_tests[-1]
        code = "battle_did_rout" if test.routed else "battle_did_hold"
        tested = state.setup.sides[test.side].name
        dice = " ".join(str(d) for d in test.dice)
        return Message.of(code, side=tested, dice=dice, leadership=test.leadership)
    if isinstance(event, VoluntaryRout):
        return Message.of("battle_did_voluntary_rout", side=side)
    return Message.of("battle_did_end")
