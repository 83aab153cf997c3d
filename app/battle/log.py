"""A tracked battle told turn by turn, and the league's figures of its tracked battles.

`timeline(battle)` is what the battle log shows of a battle: each action with the turn and the
side playing when it was taken, said as a message (the edges put it into words: `app.words.say`,
`ui.plumbing.words.say`). `battle_figures(battles)` counts, over the finished battles of a
campaign, the enemies each warband and each warrior took out of action, and the turn of each
rout: the league's "most enemies taken out", "deadliest hero" and "rout turns".
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from sqlalchemy.engine import Connection

from app.battle.prefill import warrior_of
from app.battle.store import Battle, battles_of, read_battle
from app.battle.usecases import said
from app.store.repository import Store
from rules.battle import EndReason, Kind, apply, start
from rules.messages import Message

K = TypeVar("K")


@dataclass(frozen=True, slots=True)
class Line:
    """One action of a battle: the turn and the side playing when it was taken, what it did."""

    turn: int
    side: int
    message: Message


def timeline(battle: Battle) -> tuple[Line, ...]:
    """Every action of the battle in order, turn by turn."""
    state = start(battle.setup)
    lines: list[Line] = []
    for event in battle.events:
        turn, side = state.turn, state.playing
        state = apply(state, event)
        lines.append(Line(turn, side, said(state, event)))
    return tuple(lines)


@dataclass(frozen=True, slots=True)
class Tally:
    """Enemies taken out of action: by a warband (`warrior` "") or one of its warriors."""

    warband_id: int
    warrior: str  # the warrior's id in his warband ("" for the warband's total)
    name: str
    enemies: int


@dataclass(frozen=True, slots=True)
class Rout:
    """A side that routed: in which battle, its warband ("" name if not of this book), when."""

    battle_id: int
    warband_id: int | None
    name: str
    turn: int
    voluntary: bool


@dataclass(frozen=True, slots=True)
class BattleFigures:
    """What the finished tracked battles of a campaign add to its statistics."""

    battles: int
    warbands: tuple[Tally, ...]  # most enemies taken out first
    heroes: tuple[Tally, ...]  # the deadliest hero first
    routs: tuple[Rout, ...]  # in the order the battles were played


def battle_figures(battles: Iterable[Battle]) -> BattleFigures:
    """The figures of the finished battles given (those still played or abandoned are left
    out). A warrior is counted under the warband of his side, when it is of this book."""
    warbands: dict[int, Tally] = {}
    heroes: dict[tuple[int, str], Tally] = {}
    routs: list[Rout] = []
    played = [b for b in battles if b.status == "over"]
    for battle in played:
        state = battle.state
        ids = (battle.warband_id, battle.opponent_id)
        for takedown in state.takedowns:
            if not takedown.by:
                continue
            side = state.side_of(takedown.by)
            warband = ids[side]
            if warband is None:
                continue
            model = state.model(takedown.by)
            name = battle.setup.sides[side].name
            _add(warbands, warband, Tally(warband, "", name, 1))
            if model.kind is Kind.HERO:
                _add(heroes, (warband, warrior_of(model.id)), Tally(warband, "", model.name, 1))
        routs.extend(_routs(battle))
    return BattleFigures(
        battles=len(played),
        warbands=_ranked(warbands.values()),
        heroes=_ranked(
            Tally(t.warband_id, warrior, t.name, t.enemies) for (_, warrior), t in heroes.items()
        ),
        routs=tuple(routs),
    )


def campaign_battle_figures(store: Store, campaign_id: int) -> BattleFigures:
    """The figures of the campaign's finished tracked battles."""
    return store.read(lambda conn: figures_in(conn, campaign_id))


def figures_in(conn: Connection, campaign_id: int) -> BattleFigures:
    """The figures of the campaign's finished tracked battles, read in `conn`."""
    ids = battles_of(conn, campaign_id=campaign_id, statuses=("over",))
    return battle_figures(read_battle(conn, battle_id) for battle_id in sorted(ids))


def _add(table: dict[K, Tally], key: K, tally: Tally) -> None:
    was = table.get(key)
    table[key] = tally if was is None else Tally(*_head(was), was.enemies + tally.enemies)


def _head(tally: Tally) -> tuple[int, str, str]:
    return tally.warband_id, tally.warrior, tally.name


def _ranked(tallies: Iterable[Tally]) -> tuple[Tally, ...]:
    return tuple(sorted(tallies, key=lambda t: (-t.enemies, t.name)))


def _routs(battle: Battle) -> Sequence[Rout]:
    outcome = battle.state.outcome
    if outcome is None or outcome.routed is None:
        return ()
    side = outcome.routed
    warband = (battle.warband_id, battle.opponent_id)[side]
    name = battle.setup.sides[side].name
    voluntary = outcome.reason is EndReason.VOLUNTARY_ROUT
    return (Rout(battle.id, warband, name, outcome.turn, voluntary),)
