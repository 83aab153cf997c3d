"""What a tracked battle is made of: the two sides as they were at the start, and the events the
players record at the table, each a frozen value that can be stored and read back
(`event_to_data` / `event_from_data`, `setup_to_data` / `setup_from_data`: JSON-ready dicts).

A battle is its `Setup` plus its list of events; `rules.battle.machine.replay` folds the list
into the `BattleState` the board shows. Nothing here knows about storage or Qt.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any

from rules.errors import IllegalMoveError
from rules.messages import Message


class BattleError(IllegalMoveError):
    """An event the battle cannot take (a model out of action twice, a rout test not due...):
    one message (a code and its values) that the edges put into words; nothing changes."""


class Kind(enum.Enum):
    """What a model is on its side's roster; every kind counts for the rout test."""

    HERO = "hero"
    HENCHMAN = "henchman"
    HIRED_SWORD = "hired_sword"
    DRAMATIS_PERSONA = "dramatis_persona"
    ANONYMOUS = "anonymous"  # an opponent known only by type, rating and model count


class Status(enum.Enum):
    """A model's state on the table (the rulebook's injury results and 'standing')."""

    STANDING = "standing"
    KNOCKED_DOWN = "knocked_down"
    STUNNED = "stunned"
    OUT_OF_ACTION = "out_of_action"


class EndReason(enum.Enum):
    """Why the battle ended: a failed rout test, a voluntary rout, the scenario's objective, or
    anything else the players agree on (a draw, the time ran out)."""

    ROUT = "rout"
    VOLUNTARY_ROUT = "voluntary_rout"
    OBJECTIVE = "objective"
    OTHER = "other"


@dataclass(frozen=True, slots=True)
class BattleModel:
    """One model on the table as it was at the start. A henchmen group of three is three models
    with the group's id in `group`; `wounds` and `leadership` come from the profile; `leader`
    marks the warband's leader (his Leadership is the rout test's)."""

    id: str
    name: str
    kind: Kind = Kind.HENCHMAN
    wounds: int = 1
    leadership: int = 7
    group: str = ""
    leader: bool = False


@dataclass(frozen=True, slots=True)
class Side:
    """A side at the start: its name, its models, and what the post-battle sequence needs of it
    (the warband type, the rating for the underdog bonus, and `ref`: the warband's id in the
    book, or "" for an opponent from elsewhere)."""

    name: str
    models: tuple[BattleModel, ...]
    warband_type: str = ""
    rating: int = 0
    ref: str = ""


@dataclass(frozen=True, slots=True)
class Setup:
    """The battle as it started: two sides, the side that plays first (0 or 1), the scenario's
    id ("" if none) and the counters the scenario gives each model (e.g. ("wyrdstone",))."""

    sides: tuple[Side, Side]
    first: int = 0
    scenario: str = ""
    counters: tuple[str, ...] = ()


# --- the events, one per action at the table --------------------------------------------------


@dataclass(frozen=True, slots=True)
class StatusChanged:
    """A model is knocked down, stunned or stands up again (`by`: the attacker, if any).
    Putting a model out of action is `OutOfAction`, which asks who took him out."""

    model: str
    status: Status
    by: str = ""


@dataclass(frozen=True, slots=True)
class WoundsChanged:
    """A model loses `delta` wounds (negative: wounds healed); `by`: the attacker, if any."""

    model: str
    delta: int = -1
    by: str = ""


@dataclass(frozen=True, slots=True)
class OutOfAction:
    """A model is out of action, taken out by `by`: a model of the other side, "" for nobody
    (a fall), or None for the last attacker recorded against him (`machine.last_attacker`)."""

    model: str
    by: str | None = None


@dataclass(frozen=True, slots=True)
class CounterChanged:
    """A model's counter moves by `delta` (wyrdstone picked up or dropped, an objective...)."""

    model: str
    key: str
    delta: int = 1


@dataclass(frozen=True, slots=True)
class NextTurn:
    """The side to play ends its turn: the other side plays (a new turn when the first side
    plays again)."""


@dataclass(frozen=True, slots=True)
class RoutTest:
    """The side to play takes its rout test: two D6, rolled by the program or typed."""

    dice: tuple[int, int]


@dataclass(frozen=True, slots=True)
class VoluntaryRout:
    """The side to play routs of its own will (allowed when its rout test is due)."""


@dataclass(frozen=True, slots=True)
class EndBattle:
    """The players end the battle: `winner` 0 or 1, None for a draw."""

    winner: int | None
    reason: EndReason = EndReason.OBJECTIVE


Event = (
    StatusChanged
    | WoundsChanged
    | OutOfAction
    | CounterChanged
    | NextTurn
    | RoutTest
    | VoluntaryRout
    | EndBattle
)

_KINDS: dict[str, type[Any]] = {
    "status": StatusChanged,
    "wounds": WoundsChanged,
    "out_of_action": OutOfAction,
    "counter": CounterChanged,
    "next_turn": NextTurn,
    "rout_test": RoutTest,
    "voluntary_rout": VoluntaryRout,
    "end": EndBattle,
}
_NAMES = {cls: name for name, cls in _KINDS.items()}


def event_kind(event: Event) -> str:
    """The stable name of an event's kind ("out_of_action", "next_turn"...), as stored."""
    return _NAMES[type(event)]


def event_to_data(event: Event) -> dict[str, Any]:
    """An event as a JSON-ready dict: `{"kind": ..., field: value...}`."""
    data: dict[str, Any] = {"kind": event_kind(event)}
    for f in fields(event):
        value = getattr(event, f.name)
        data[f.name] = list(value) if isinstance(value, tuple) else _plain(value)
    return data


def event_from_data(data: Mapping[str, Any]) -> Event:
    """The event a dict of `event_to_data` holds; anything else is a `BattleError`."""
    cls = _KINDS.get(str(data.get("kind")))
    if cls is None:
        raise BattleError(Message.of("battle_bad_event", text=str(dict(data))[:80]))
    values: dict[str, Any] = {}
    try:
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            if f.name == "status":
                value = Status(value)
            elif f.name == "reason":
                value = EndReason(value)
            elif f.name == "dice":
                value = tuple(int(v) for v in value)
            values[f.name] = value
        event: Event = cls(**values)
    except (TypeError, ValueError) as error:
        raise BattleError(Message.of("battle_bad_event", text=str(dict(data))[:80])) from error
    return event


def setup_to_data(setup: Setup) -> dict[str, Any]:
    """The start of a battle as a JSON-ready dict (`setup_from_data` reads it back)."""
    return {
        "first": setup.first,
        "scenario": setup.scenario,
        "counters": list(setup.counters),
        "sides": [_side_to_data(side) for side in setup.sides],
    }


def _side_to_data(side: Side) -> dict[str, Any]:
    models = [
        {f.name: _plain(getattr(model, f.name)) for f in fields(model)} for model in side.models
    ]
    return {
        "name": side.name,
        "warband_type": side.warband_type,
        "rating": side.rating,
        "ref": side.ref,
        "models": models,
    }


def _plain(value: object) -> object:
    return value.value if isinstance(value, enum.Enum) else value


def setup_from_data(data: Mapping[str, Any]) -> Setup:
    """The `Setup` a dict of `setup_to_data` holds; a broken one is a `BattleError`."""
    try:
        sides = tuple(_side_from_data(side) for side in data["sides"])
        if len(sides) != 2:
            raise ValueError("two sides")
        return Setup(
            sides=(sides[0], sides[1]),
            first=int(data.get("first", 0)),
            scenario=str(data.get("scenario", "")),
            counters=tuple(str(c) for c in data.get("counters", ())),
        )
    except (KeyError, TypeError, ValueError) as error:
        raise BattleError(Message.of("battle_bad_setup", text=str(error)[:80])) from error


def _side_from_data(data: Mapping[str, Any]) -> Side:
    models = tuple(
        BattleModel(
            id=str(m["id"]),
            name=str(m["name"]),
            kind=Kind(m.get("kind", "henchman")),
            wounds=int(m.get("wounds", 1)),
            leadership=int(m.get("leadership", 7)),
            group=str(m.get("group", "")),
            leader=bool(m.get("leader", False)),
        )
        for m in data["models"]
    )
    return Side(
        name=str(data["name"]),
        models=models,
        warband_type=str(data.get("warband_type", "")),
        rating=int(data.get("rating", 0)),
        ref=str(data.get("ref", "")),
    )


def all_models(setup: Setup) -> Sequence[tuple[int, BattleModel]]:
    """Every model of the battle with the index of its side, side 0 first."""
    return [(index, model) for index, side in enumerate(setup.sides) for model in side.models]
