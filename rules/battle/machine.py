"""The battle as a state machine: the state is a fold over the events (`replay`), so undo is the
same list without its last event and resume is replaying what was saved.

How the board uses it: keep the `Setup` and the event list; show `replay(setup, events)` (or
keep the state and `apply` each new event, which is the same); a click makes one event, which
`apply` refuses with a `BattleError` (one message, nothing changed) or takes. Before asking "who
took him out", offer `last_attacker(state, model)` as the default. `state.rout_due` says that the
side to play must take its rout test now (announce it, with `rout_leader(state, side)` and his
Leadership); `RoutTest(dice)` takes it, `VoluntaryRout()` routs instead. `state.outcome` is set
once the battle is over (a failed test, a voluntary rout, `EndBattle`).

Sources (the rulebook, Leadership & Psychology; `shared/seeds/004`, «Тест на Разгром»):
"A player must make a Rout test at the start of his turn if a quarter (25%) or more of his
warband is out of action" («если четверть (25%) или больше его отряда вне игры... в отряде,
насчитывающем 12 воинов, тест необходим, если трое или более вне игры»): models are counted,
every model of the side (henchmen one by one, hired swords, dramatis personae). "Roll 2D6. If the
score is equal to or less than the warband leader's Leadership, the player has passed"; "If the
warband's leader is out of action or stunned ... use the highest Leadership characteristic
amongst any remaining fighters who are not stunned or out of action" («наибольший показатель
Лидерства среди оставшихся воинов, которые не оглушены и не вне игры»). Voluntary rout: «Игрок
может добровольно выйти из боя в начале своего хода, но только в том случае, если он уже должен
кидать тест на Разгром, т.е. если четверть его отряда вне игры»: a quarter, not a half.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace

from rules.battle.model import (
    BattleError,
    BattleModel,
    CounterChanged,
    EndBattle,
    EndReason,
    Event,
    NextTurn,
    OutOfAction,
    RoutTest,
    Setup,
    Status,
    StatusChanged,
    VoluntaryRout,
    WoundsChanged,
    all_models,
)
from rules.messages import Message


@dataclass(frozen=True, slots=True)
class ModelState:
    """A model now: its status, wounds left, counters, the last enemy recorded attacking it,
    and, once out of action, who took it out ("" for nobody) and in which turn."""

    status: Status
    wounds: int
    counters: Mapping[str, int] = field(default_factory=dict)
    last_attacker: str = ""
    taken_out_by: str = ""
    out_turn: int = 0


@dataclass(frozen=True, slots=True)
class Takedown:
    """A model put out of action: which, by whom ("" for nobody), in which turn."""

    model: str
    by: str
    turn: int


@dataclass(frozen=True, slots=True)
class RoutResult:
    """A rout test taken: the side, the turn, the dice, the Leadership used and whose."""

    side: int
    turn: int
    dice: tuple[int, int]
    leadership: int
    leader: str
    routed: bool


@dataclass(frozen=True, slots=True)
class Outcome:
    """How the battle ended: the winner (None for a draw), why, in which turn, and the side
    that routed (None if nobody did)."""

    winner: int | None
    reason: EndReason
    turn: int
    routed: int | None = None


@dataclass(frozen=True, slots=True)
class BattleState:
    """The battle after its events: every model's state by id, the turn (1 for the first
    turn of both sides), the side to play, whether it owes its rout test now, the models put
    out of action and the rout tests in order, and the outcome once it is over."""

    setup: Setup
    models: Mapping[str, ModelState]
    turn: int
    playing: int
    rout_due: bool = False
    takedowns: tuple[Takedown, ...] = ()
    rout_tests: tuple[RoutResult, ...] = ()
    outcome: Outcome | None = None
    events: int = 0

    def model(self, model_id: str) -> BattleModel:
        return _index(self.setup)[model_id][1]

    def side_of(self, model_id: str) -> int:
        return _index(self.setup)[model_id][0]


def start(setup: Setup) -> BattleState:
    """The battle before its first event; a setup that cannot be played is a `BattleError`."""
    _check_setup(setup)
    models = {
        model.id: ModelState(Status.STANDING, model.wounds, {key: 0 for key in setup.counters})
        for _, model in all_models(setup)
    }
    return BattleState(setup=setup, models=models, turn=1, playing=setup.first)


def replay(setup: Setup, events: Iterable[Event]) -> BattleState:
    """The state after every event in order: how a battle is resumed, and undone (the same
    events without the last)."""
    state = start(setup)
    for event in events:
        state = apply(state, event)
    return state


def apply(state: BattleState, event: Event) -> BattleState:
    """The state after one more event, or a `BattleError` saying why it cannot be."""
    if state.outcome is not None:
        raise BattleError(Message.of("battle_over"))
    if isinstance(event, NextTurn):
        after = _next_turn(state)
    elif isinstance(event, RoutTest):
        after = _rout_test(state, event)
    elif isinstance(event, VoluntaryRout):
        after = _voluntary_rout(state)
    elif isinstance(event, EndBattle):
        after = _end(state, event)
    else:
        after = _model_event(state, event)
    return replace(after, events=state.events + 1)


# --- questions the board asks ------------------------------------------------------------------


def side_size(setup: Setup, side: int) -> int:
    """The models a side started with: the count the quarter is taken of."""
    return len(setup.sides[side].models)


def out_of_action(state: BattleState, side: int) -> int:
    """How many models of the side are out of action."""
    return sum(
        1
        for model in state.setup.sides[side].models
        if state.models[model.id].status is Status.OUT_OF_ACTION
    )


def rout_threshold(size: int) -> int:
    """The fewest models out of action that make a side of `size` models test: a quarter or
    more (3 of 12, 3 of 10, 1 of 1-4)."""
    return (size + 3) // 4


def must_test(state: BattleState, side: int) -> bool:
    """Whether a quarter or more of the side is out of action now."""
    size = side_size(state.setup, side)
    return size > 0 and out_of_action(state, side) >= rout_threshold(size)


def rout_leader(state: BattleState, side: int) -> BattleModel | None:
    """Whose Leadership the side's rout test takes: the leader's, unless he is out of action or
    stunned; then the highest among the models neither stunned nor out of action (the first on
    the roster of those tied). None when nobody is left to lead: the test is then lost."""
    able = [
        model
        for model in state.setup.sides[side].models
        if state.models[model.id].status not in (Status.STUNNED, Status.OUT_OF_ACTION)
    ]
    leader = next((model for model in able if model.leader), None)
    if leader is not None:
        return leader
    best = max((model.leadership for model in able), default=None)
    return next((model for model in able if model.leadership == best), None)


def last_attacker(state: BattleState, model_id: str) -> str:
    """The enemy last recorded attacking the model ("" if none): who took him out, unless the
    player says otherwise."""
    return state.models[model_id].last_attacker


def taken_out_by(state: BattleState) -> Mapping[str, int]:
    """How many enemies each model put out of action (models with none are left out)."""
    counts: dict[str, int] = {}
    for takedown in state.takedowns:
        if takedown.by:
            counts[takedown.by] = counts.get(takedown.by, 0) + 1
    return counts


# --- the events --------------------------------------------------------------------------------


def _next_turn(state: BattleState) -> BattleState:
    if state.rout_due:
        raise BattleError(Message.of("battle_rout_test_owed", side=_side_name(state)))
    playing = 1 - state.playing
    turn = state.turn + 1 if playing == state.setup.first else state.turn
    after = replace(state, playing=playing, turn=turn)
    # The test is taken at the start of the turn: models lost during it count at the next one.
    return replace(after, rout_due=must_test(after, playing))


def _rout_test(state: BattleState, event: RoutTest) -> BattleState:
    if not state.rout_due:
        raise BattleError(Message.of("battle_rout_test_not_due", side=_side_name(state)))
    if len(event.dice) != 2 or any(not 1 <= die <= 6 for die in event.dice):
        shown = " ".join(str(die) for die in event.dice)
        raise BattleError(Message.of("battle_bad_rout_dice", dice=shown))
    leader = rout_leader(state, state.playing)
    leadership = leader.leadership if leader is not None else 0
    routed = sum(event.dice) > leadership
    result = RoutResult(
        state.playing, state.turn, event.dice, leadership, leader.id if leader else "", routed
    )
    after = replace(state, rout_due=False, rout_tests=(*state.rout_tests, result))
    if not routed:
        return after
    outcome = Outcome(1 - state.playing, EndReason.ROUT, state.turn, routed=state.playing)
    return replace(after, outcome=outcome)


def _voluntary_rout(state: BattleState) -> BattleState:
    if not state.rout_due:
        raise BattleError(Message.of("battle_voluntary_rout_not_allowed", side=_side_name(state)))
    outcome = Outcome(1 - state.playing, EndReason.VOLUNTARY_ROUT, state.turn, routed=state.playing)
    return replace(state, rout_due=False, outcome=outcome)


def _end(state: BattleState, event: EndBattle) -> BattleState:
    if event.winner not in (None, 0, 1):
        raise BattleError(Message.of("battle_bad_winner", winner=str(event.winner)))
    routed = None
    if event.reason in (EndReason.ROUT, EndReason.VOLUNTARY_ROUT) and event.winner is not None:
        routed = 1 - event.winner
    outcome = Outcome(event.winner, event.reason, state.turn, routed=routed)
    return replace(state, rout_due=False, outcome=outcome)


def _model_event(
    state: BattleState, event: StatusChanged | WoundsChanged | OutOfAction | CounterChanged
) -> BattleState:
    if event.model not in state.models:
        raise BattleError(Message.of("battle_no_such_model", model=event.model))
    now = state.models[event.model]
    if isinstance(event, CounterChanged):
        changed = _counter(state, now, event)
    elif now.status is Status.OUT_OF_ACTION:
        code = "battle_out_of_action_twice" if isinstance(event, OutOfAction) else "battle_is_out"
        raise BattleError(Message.of(code, model=state.model(event.model).name))
    elif isinstance(event, OutOfAction):
        by = now.last_attacker if event.by is None else event.by
        _check_attacker(state, event.model, by)
        changed = replace(now, status=Status.OUT_OF_ACTION, taken_out_by=by, out_turn=state.turn)
        takedown = Takedown(event.model, by, state.turn)
        state = replace(state, takedowns=(*state.takedowns, takedown))
    else:
        _check_attacker(state, event.model, event.by)
        changed = _hit(state, now, event)
        if event.by:
            changed = replace(changed, last_attacker=event.by)
    return replace(state, models={**state.models, event.model: changed})


def _hit(state: BattleState, now: ModelState, event: StatusChanged | WoundsChanged) -> ModelState:
    if isinstance(event, StatusChanged):
        if event.status is Status.OUT_OF_ACTION:
            raise BattleError(Message.of("battle_use_out_of_action"))
        return replace(now, status=event.status)
    most = state.model(event.model).wounds
    wounds = now.wounds + event.delta
    if event.delta == 0 or not 0 <= wounds <= most:
        name = state.model(event.model).name
        raise BattleError(
            Message.of("battle_wounds_out_of_range", model=name, wounds=now.wounds, most=most)
        )
    return replace(now, wounds=wounds)


def _counter(state: BattleState, now: ModelState, event: CounterChanged) -> ModelState:
    count = now.counters.get(event.key, 0) + event.delta
    if not event.key or event.delta == 0 or count < 0:
        name = state.model(event.model).name
        held = now.counters.get(event.key, 0)
        raise BattleError(
            Message.of("battle_counter_out_of_range", model=name, key=event.key, count=held)
        )
    return replace(now, counters={**now.counters, event.key: count})


def _check_attacker(state: BattleState, model_id: str, by: str) -> None:
    if not by:
        return
    if by not in state.models:
        raise BattleError(Message.of("battle_no_such_model", model=by))
    if state.side_of(by) == state.side_of(model_id):
        raise BattleError(
            Message.of(
                "battle_attacker_same_side",
                model=state.model(model_id).name,
                by=state.model(by).name,
            )
        )


def _check_setup(setup: Setup) -> None:
    ids = [model.id for _, model in all_models(setup)]
    problem = ""
    if len(set(ids)) != len(ids):
        problem = "two models with one id"
    elif any(not side.models for side in setup.sides):
        problem = "a side without models"
    elif setup.first not in (0, 1):
        problem = "the first side is 0 or 1"
    elif any(model.wounds < 1 for _, model in all_models(setup)):
        problem = "a model without wounds"
    if problem:
        raise BattleError(Message.of("battle_bad_setup", text=problem))


def _side_name(state: BattleState) -> str:
    return state.setup.sides[state.playing].name


@functools.lru_cache(maxsize=64)
def _index(setup: Setup) -> Mapping[str, tuple[int, BattleModel]]:
    return {model.id: (side, model) for side, model in all_models(setup)}
