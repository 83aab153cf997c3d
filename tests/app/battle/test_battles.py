"""A battle tracked at the table, kept in the database one row per action (app/battle/): start,
events, undo and redo exact, the rules' refusals writing nothing, resume, abandon, and the sides
made from a warband (groups model by model, the leader marked)."""

from __future__ import annotations

import pytest

from app.battle.sides import anonymous_side, side_of_warband
from app.battle.usecases import (
    Opponent,
    abandon_battle,
    add_event,
    battles_to_resume,
    end_battle,
    resume_battle,
    start_battle,
    undo_event,
)
from app.store.repository import ConflictError, NotFoundError, Store
from rules.battle import (
    BattleError,
    EndReason,
    Kind,
    NextTurn,
    OutOfAction,
    RoutTest,
    Status,
    StatusChanged,
)
from tests.app.conftest import hire

pytestmark = pytest.mark.backends("sqlite", "postgresql")  # PostgreSQL: when a server is given


@pytest.fixture
def grey_wolves(store: Store, warband: int, crew: dict[str, str]) -> int:
    return warband


def anonymous(count: int = 4) -> Opponent:
    return Opponent(anonymous_side("Orcs", "orc_mob", 120, count))


def test_a_warband_is_a_side_model_by_model_with_its_leader(
    store: Store, grey_wolves: int, crew: dict[str, str]
) -> None:
    side = side_of_warband(store.ruleset, store.load(grey_wolves), 0)
    kinds = [(m.kind, m.group, m.leader) for m in side.models]
    marksmen = crew["marksmen"]
    assert kinds == [
        (Kind.HERO, "", True),
        (Kind.HERO, "", False),
        (Kind.HENCHMAN, marksmen, False),
        (Kind.HENCHMAN, marksmen, False),
        (Kind.HENCHMAN, marksmen, False),
    ]
    assert [m.id for m in side.models][2:] == [f"0:{marksmen}:{n}" for n in (1, 2, 3)]
    assert side.models[0].leadership == 8 and side.rating > 0 and side.ref == str(grey_wolves)


def test_a_battle_keeps_every_action_and_resumes_as_it_was(
    store: Store, grey_wolves: int, crew: dict[str, str]
) -> None:
    change = start_battle(store, grey_wolves, anonymous(), first=1)
    battle_id = change.battle_id
    captain = f"0:{crew['captain']}"
    add_event(store, battle_id, StatusChanged(captain, Status.KNOCKED_DOWN, by="1:#2"), seen=0)
    add_event(store, battle_id, OutOfAction("1:#3"), seen=1)
    battle = resume_battle(store, battle_id)
    assert len(battle.events) == 2 and battle.status == "playing"
    assert battle.state.models[captain].status is Status.KNOCKED_DOWN
    assert [b.id for b in battles_to_resume(store, warband_id=grey_wolves)] == [battle_id]


def test_a_refused_event_writes_nothing(store: Store, grey_wolves: int, dump) -> None:
    battle_id = start_battle(store, grey_wolves, anonymous()).battle_id
    add_event(store, battle_id, OutOfAction("1:#1", by=""))
    before = dump()
    with pytest.raises(BattleError) as error:
        add_event(store, battle_id, OutOfAction("1:#1", by=""))
    assert error.value.message is not None
    assert error.value.message.code == "battle_out_of_action_twice"
    with pytest.raises(ConflictError):
        add_event(store, battle_id, NextTurn(), seen=0)  # the board showed an older battle
    assert dump() == before


def test_undo_and_redo_of_every_write_put_the_battle_back_exactly(
    store: Store, grey_wolves: int, dump
) -> None:
    empty = dump()
    start = start_battle(store, grey_wolves, anonymous(4), first=0)
    battle_id = start.battle_id
    dumps = [dump()]
    changes = [start]
    for event in (OutOfAction("1:#4", by=""), NextTurn(), RoutTest((6, 6))):
        changes.append(add_event(store, battle_id, event))
        dumps.append(dump())
    assert resume_battle(store, battle_id).status == "over"
    for change, before in zip(reversed(changes[1:]), reversed(dumps[:-1]), strict=True):
        redo = change.undo(store)
        assert dump() == before
        redo.undo(store)
        change.undo(store)
    changes[0].undo(store)
    assert dump() == empty
    with pytest.raises(NotFoundError):
        resume_battle(store, battle_id)


def test_undo_event_takes_the_last_action_back_and_an_end_too(
    store: Store, grey_wolves: int
) -> None:
    battle_id = start_battle(store, grey_wolves, anonymous()).battle_id
    add_event(store, battle_id, OutOfAction("1:#1", by=""))
    end_battle(store, battle_id, 0, EndReason.OBJECTIVE)
    assert resume_battle(store, battle_id).status == "over"
    assert battles_to_resume(store, warband_id=grey_wolves) == []
    change = undo_event(store, battle_id)
    assert change.after is not None and change.after.status == "playing"
    assert len(resume_battle(store, battle_id).events) == 1
    undo_event(store, battle_id)
    with pytest.raises(BattleError):
        undo_event(store, battle_id)


def test_an_undo_over_another_writers_action_is_refused(store: Store, grey_wolves: int) -> None:
    battle_id = start_battle(store, grey_wolves, anonymous()).battle_id
    mine = add_event(store, battle_id, NextTurn())
    add_event(store, battle_id, NextTurn())  # another window
    with pytest.raises(ConflictError):
        mine.undo(store)
    assert len(resume_battle(store, battle_id).events) == 2


def test_an_abandoned_battle_is_not_offered_and_takes_no_action(
    store: Store, grey_wolves: int
) -> None:
    battle_id = start_battle(store, grey_wolves, anonymous()).battle_id
    change = abandon_battle(store, battle_id)
    assert battles_to_resume(store, warband_id=grey_wolves) == []
    with pytest.raises(BattleError):
        add_event(store, battle_id, NextTurn())
    change.undo(store)
    assert [b.id for b in battles_to_resume(store, warband_id=grey_wolves)] == [battle_id]


def test_a_warband_of_the_book_as_opponent_finds_the_battle_from_either_side(
    store: Store, grey_wolves: int
) -> None:
    from app import usecases as uc

    other = uc.create_warband(store, "reikland", "Red Hands").warband_id
    hire(store, other, "mercenary_captain", "Karl", equipment=["dagger", "sword"])
    side = side_of_warband(store.ruleset, store.load(other), 1)
    battle_id = start_battle(store, grey_wolves, Opponent(side, other)).battle_id
    assert [b.id for b in battles_to_resume(store, warband_id=other)] == [battle_id]
    battle = resume_battle(store, battle_id)
    assert battle.opponent_id == other and battle.setup.sides[1].models[0].id.startswith("1:")


@pytest.mark.parametrize(
    ("scenario", "counters"),
    [
        ("wyrdstone_hunt", ("wyrdstone",)),  # carried by the models
        ("hidden_treasure", ("treasure",)),
        ("skirmish", ()),  # none asked for
        ("occupy", ()),  # buildings held by a warband, not by a model
        ("chance_encounter", ()),  # the wyrdstone each warband holds from the start
        ("", ()),  # no scenario
    ],
)
def test_the_board_keeps_the_counters_the_scenario_asks_for(
    store: Store, warband: int, crew: dict[str, str], scenario: str, counters: tuple[str, ...]
) -> None:
    orcs = Opponent(anonymous_side("Da Boyz", "orc_mob", 300, 6))
    battle = start_battle(store, warband, orcs, scenario=scenario).battle
    assert battle.setup.counters == counters
    assert all(set(m.counters) == set(counters) for m in battle.state.models.values())
