"""The battle state machine (rules/battle/), without Qt or a database: rout thresholds for
sides of every size, the leader down, a model out of action twice, undo of every kind of event
and replay equal to the live state."""

from __future__ import annotations

import json
import random

import pytest

from rules.battle import (
    BattleError,
    BattleModel,
    BattleState,
    CounterChanged,
    EndBattle,
    EndReason,
    Event,
    Kind,
    NextTurn,
    OutOfAction,
    RoutTest,
    Setup,
    Side,
    Status,
    StatusChanged,
    VoluntaryRout,
    WoundsChanged,
    all_models,
    apply,
    event_from_data,
    event_to_data,
    last_attacker,
    must_test,
    out_of_action,
    replay,
    rout_leader,
    rout_threshold,
    setup_from_data,
    setup_to_data,
    start,
    taken_out_by,
)


def warband(prefix: str, size: int, name: str = "") -> Side:
    """A side of `size` models: a leader, up to three more heroes, a hired sword, then henchmen
    in groups of three (each model its own, with its group's id)."""
    models: list[BattleModel] = []
    for index in range(size):
        model_id = f"{prefix}{index}"
        if index == 0:
            model = BattleModel(model_id, f"{prefix} Captain", Kind.HERO, 1, 8, leader=True)
        elif index < 4:
            model = BattleModel(model_id, f"{prefix} Hero {index}", Kind.HERO, 1, 7 - index % 2)
        elif index == 4:
            model = BattleModel(model_id, f"{prefix} Ogre", Kind.HIRED_SWORD, 3, 7)
        else:
            group = f"{prefix}g{(index - 5) // 3}"
            model = BattleModel(model_id, f"{prefix} Warrior {index}", Kind.HENCHMAN, 1, 6, group)
        models.append(model)
    return Side(name or f"Side {prefix}", tuple(models), "reikland", 100 + size * 5)


def battle(size_a: int = 10, size_b: int = 10, first: int = 0) -> Setup:
    return Setup((warband("a", size_a), warband("b", size_b)), first, "skirmish", ("wyrdstone",))


def run(setup: Setup, *events: Event) -> BattleState:
    return replay(setup, events)


def code_of(error: pytest.ExceptionInfo[BattleError]) -> str:
    assert error.value.message is not None
    return error.value.message.code


@pytest.mark.parametrize("size", range(1, 21))
def test_a_side_tests_at_the_start_of_its_turn_once_a_quarter_of_its_models_are_out(
    size: int,
) -> None:
    setup = battle(size, 5, first=1)
    state = start(setup)  # side b plays; side a's models fall during b's turn
    models = setup.sides[0].models
    for lost, model in enumerate(models, start=1):
        state = apply(state, OutOfAction(model.id, by="b0"))
        tested = apply(state, NextTurn())
        quarter = lost * 4 >= size
        assert tested.rout_due is quarter, (size, lost)
        assert must_test(state, 0) is quarter
        if quarter:
            assert lost == rout_threshold(size)
            break
    else:
        pytest.fail(f"no rout test for a side of {size} with every model out")


def test_the_rulebooks_example_twelve_models_test_at_three_out() -> None:
    assert [rout_threshold(12), rout_threshold(10), rout_threshold(4), rout_threshold(5)] == [
        3,
        3,
        1,
        2,
    ]


def test_henchmen_of_a_group_and_hired_swords_count_one_by_one() -> None:
    setup = battle(8, 5, first=1)  # 4 heroes, an ogre, 3 henchmen of one group
    group = [m.id for m in setup.sides[0].models if m.group]
    assert len(group) == 3 and len({m.group for m in setup.sides[0].models if m.group}) == 1
    state = run(setup, OutOfAction(group[0], by="b1"), NextTurn())
    assert not state.rout_due  # 1 of 8 models, though one of 1 group
    state = run(setup, OutOfAction(group[0], by=""), OutOfAction("a4", by=""), NextTurn())
    assert state.rout_due and out_of_action(state, 0) == 2


def test_models_lost_during_the_sides_own_turn_wait_for_its_next_turn() -> None:
    setup = battle(4, 4, first=0)
    state = run(setup, OutOfAction("a3", by="b0"))  # side a plays and loses a quarter
    assert must_test(state, 0) and not state.rout_due
    state = apply(apply(state, NextTurn()), NextTurn())
    assert state.playing == 0 and state.turn == 2 and state.rout_due


def test_the_rout_test_uses_the_leaders_leadership_and_the_next_in_line_when_he_is_down() -> None:
    setup = battle(8, 8, first=1)
    base = (OutOfAction("a7", by="b0"), OutOfAction("a6", by="b0"))
    assert rout_leader(run(setup, *base), 0) == setup.sides[0].models[0]
    knocked = run(setup, *base, StatusChanged("a0", Status.KNOCKED_DOWN))
    assert rout_leader(knocked, 0) == setup.sides[0].models[0]  # knocked down still leads
    stunned = run(
        setup, *base, StatusChanged("a0", Status.STUNNED), StatusChanged("a1", Status.STUNNED)
    )
    leader = rout_leader(stunned, 0)
    assert leader is not None and (leader.id, leader.leadership) == ("a2", 7)
    out = run(setup, *base, OutOfAction("a0", by="b1"), NextTurn(), RoutTest((4, 4)))
    assert (out.rout_tests[0].leader, out.rout_tests[0].leadership) == ("a2", 7)
    assert out.outcome is not None and out.outcome.reason is EndReason.ROUT
    assert (out.outcome.winner, out.outcome.routed) == (1, 0)


def test_a_rout_test_equal_to_the_leadership_is_passed() -> None:
    setup = battle(4, 4, first=1)
    state = run(setup, OutOfAction("a3", by="b0"), NextTurn(), RoutTest((4, 4)))
    assert state.outcome is None and not state.rout_due
    assert state.rout_tests[0].routed is False and state.rout_tests[0].leadership == 8
    assert apply(state, NextTurn()).playing == 1


def test_a_side_with_nobody_left_to_lead_routs() -> None:
    setup = battle(2, 2, first=1)
    state = run(setup, OutOfAction("a0", by="b0"), StatusChanged("a1", Status.STUNNED), NextTurn())
    assert rout_leader(state, 0) is None
    after = apply(state, RoutTest((1, 1)))
    assert after.outcome is not None and after.outcome.routed == 0


def test_the_turn_cannot_end_before_the_rout_test_and_no_test_is_taken_when_none_is_due() -> None:
    setup = battle(4, 4, first=1)
    owed = run(setup, OutOfAction("a3", by="b0"), NextTurn())
    with pytest.raises(BattleError) as error:
        apply(owed, NextTurn())
    assert code_of(error) == "battle_rout_test_owed"
    with pytest.raises(BattleError) as error:
        apply(start(setup), RoutTest((3, 3)))
    assert code_of(error) == "battle_rout_test_not_due"
    with pytest.raises(BattleError) as error:
        apply(owed, RoutTest((0, 7)))
    assert code_of(error) == "battle_bad_rout_dice"


def test_voluntary_rout_only_when_the_rout_test_is_due() -> None:
    setup = battle(4, 4, first=1)
    with pytest.raises(BattleError) as error:
        apply(start(setup), VoluntaryRout())
    assert code_of(error) == "battle_voluntary_rout_not_allowed"
    state = run(setup, OutOfAction("a3", by="b0"), NextTurn(), VoluntaryRout())
    assert state.outcome is not None
    assert (state.outcome.reason, state.outcome.winner) == (EndReason.VOLUNTARY_ROUT, 1)


def test_a_model_put_out_of_action_twice_is_refused() -> None:
    setup = battle()
    state = run(setup, OutOfAction("b3", by="a0"))
    with pytest.raises(BattleError) as error:
        apply(state, OutOfAction("b3", by="a1"))
    assert code_of(error) == "battle_out_of_action_twice"
    assert "b Hero 3" in str(error.value)
    for event in (StatusChanged("b3", Status.STANDING), WoundsChanged("b3", -1)):
        with pytest.raises(BattleError) as error:
            apply(state, event)
        assert code_of(error) == "battle_is_out"


def test_who_took_him_out_defaults_to_the_last_attacker() -> None:
    setup = battle()
    state = run(
        setup, StatusChanged("b5", Status.KNOCKED_DOWN, by="a1"), WoundsChanged("b4", by="a2")
    )
    assert last_attacker(state, "b5") == "a1" and last_attacker(state, "b4") == "a2"
    state = run(setup, StatusChanged("b5", Status.STUNNED, by="a1"), OutOfAction("b5"))
    assert state.models["b5"].taken_out_by == "a1"
    state = apply(state, OutOfAction("b6", by="a1"))
    state = apply(state, OutOfAction("b7", by=""))
    assert taken_out_by(state) == {"a1": 2}
    assert [(t.model, t.by, t.turn) for t in state.takedowns] == [
        ("b5", "a1", 1),
        ("b6", "a1", 1),
        ("b7", "", 1),
    ]
    with pytest.raises(BattleError) as error:
        apply(state, OutOfAction("b8", by="b0"))
    assert code_of(error) == "battle_attacker_same_side"


def test_wounds_and_counters_stay_in_range() -> None:
    setup = battle()
    state = run(setup, WoundsChanged("a4"), WoundsChanged("a4", -2))
    assert state.models["a4"].wounds == 0
    with pytest.raises(BattleError) as error:
        apply(state, WoundsChanged("a4"))
    assert code_of(error) == "battle_wounds_out_of_range"
    assert apply(state, WoundsChanged("a4", 3)).models["a4"].wounds == 3
    state = run(setup, CounterChanged("a1", "wyrdstone"), CounterChanged("a1", "building", 2))
    assert dict(state.models["a1"].counters) == {"wyrdstone": 1, "building": 2}
    with pytest.raises(BattleError) as error:
        apply(state, CounterChanged("a1", "wyrdstone", -2))
    assert code_of(error) == "battle_counter_out_of_range"


def test_an_ended_battle_takes_no_more_events() -> None:
    state = run(battle(), EndBattle(0, EndReason.OBJECTIVE))
    assert state.outcome is not None and state.outcome.winner == 0
    with pytest.raises(BattleError) as error:
        apply(state, NextTurn())
    assert code_of(error) == "battle_over"


def test_a_setup_that_cannot_be_played_is_refused() -> None:
    side = warband("a", 3)
    with pytest.raises(BattleError):
        start(Setup((side, side)))
    with pytest.raises(BattleError):
        start(Setup((side, Side("empty", ()))))


EVERY_KIND: list[tuple[Event, ...]] = [
    (StatusChanged("b1", Status.KNOCKED_DOWN, by="a2"),),
    (WoundsChanged("a4", -1, by="b0"),),
    (StatusChanged("b2", Status.STUNNED, by="a0"), OutOfAction("b2")),
    (CounterChanged("a3", "wyrdstone", 1),),
    (NextTurn(),),
    (
        OutOfAction("b9", by="a0"),
        OutOfAction("b8", by="a0"),
        OutOfAction("b7", by="a1"),
        NextTurn(),
        RoutTest((2, 3)),
    ),
    (
        OutOfAction("b9", by="a0"),
        OutOfAction("b8", by="a0"),
        OutOfAction("b7", by="a1"),
        NextTurn(),
        RoutTest((6, 6)),
    ),
    (
        OutOfAction("b9", by="a0"),
        OutOfAction("b8", by="a0"),
        OutOfAction("b7", by="a1"),
        NextTurn(),
        VoluntaryRout(),
    ),
    (EndBattle(None, EndReason.OTHER),),
]


@pytest.mark.parametrize("events", EVERY_KIND, ids=lambda e: type(e[-1]).__name__)
def test_undo_of_every_kind_of_event_gives_back_the_state_before_it(
    events: tuple[Event, ...],
) -> None:
    setup = battle()
    before = run(setup, *events[:-1])
    after = apply(before, events[-1])
    assert after != before
    assert replay(setup, events[:-1]) == before


def random_battle(seed: int) -> tuple[Setup, list[Event], BattleState]:
    """A battle of random events (those refused are dropped), played live event by event."""
    rng = random.Random(seed)
    setup = battle(rng.randint(1, 20), rng.randint(1, 20), first=rng.randint(0, 1))
    ids = [model.id for _, model in all_models(setup)]
    state = start(setup)
    events: list[Event] = []
    for _ in range(200):
        model, enemy = rng.choice(ids), rng.choice([*ids, ""])
        event = rng.choice(
            [
                StatusChanged(
                    model,
                    rng.choice([Status.STANDING, Status.KNOCKED_DOWN, Status.STUNNED]),
                    by=enemy,
                ),
                WoundsChanged(model, rng.choice([-1, 1]), by=enemy),
                OutOfAction(model, by=rng.choice([None, enemy])),
                CounterChanged(model, "wyrdstone", rng.choice([-1, 1])),
                NextTurn(),
                RoutTest((rng.randint(1, 6), rng.randint(1, 6))),
                VoluntaryRout() if rng.random() < 0.1 else NextTurn(),
            ]
        )
        try:
            state = apply(state, event)
        except BattleError:
            continue
        events.append(event)
    return setup, events, state


@pytest.mark.parametrize("seed", range(30))
def test_replaying_the_saved_events_gives_the_live_state(seed: int) -> None:
    setup, events, live = random_battle(seed)
    saved = json.loads(json.dumps([event_to_data(event) for event in events]))
    read = [event_from_data(data) for data in saved]
    assert read == events
    setup_read = setup_from_data(json.loads(json.dumps(setup_to_data(setup))))
    assert setup_read == setup
    assert replay(setup_read, read) == live
    assert live.events == len(events)


def test_a_stored_event_that_is_not_one_is_refused() -> None:
    with pytest.raises(BattleError) as error:
        event_from_data({"kind": "teleport", "model": "a1"})
    assert code_of(error) == "battle_bad_event"
    with pytest.raises(BattleError):
        event_from_data({"kind": "status", "model": "a1", "status": "asleep"})
    with pytest.raises(BattleError):
        setup_from_data({"sides": []})
