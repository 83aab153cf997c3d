"""Quick recruiting's answers: limits, the free dagger, the kit grid's prices, group prices."""

import pytest

from app.domain import WarbandState
from app.usecases.core import RefusedError
from app.usecases.drafts import create_from_draft, draft_status
from app.usecases.recruiting import (
    first_open,
    group_price,
    kit_rows,
    recruit,
    recruit_options,
    with_quantity,
)
from rules.dice import TableDice


def draft(type_id: str = "witch_hunters") -> WarbandState:
    return WarbandState(name="Templars", type_id=type_id)


def test_options_give_limits_costs_experience_and_what_is_open(store) -> None:
    state = draft()
    options = {o.type_id: o for o in recruit_options(store, state)}
    captain = options["witch_hunters.witch_hunter_captain"]
    assert (captain.minimum, captain.maximum, captain.cost, captain.experience) == (1, 1, 60, 20)
    assert options["witch_hunters.zealots"].maximum is None
    assert options["ogre_bodyguard"].kind == "hired_sword"
    assert options["ogre_bodyguard"].cost == 80
    assert first_open(list(options.values())) is captain
    state.warriors.append(recruit(store, state, captain.type_id, "Captain"))
    again = recruit_options(store, state)
    assert not next(o for o in again if o.type_id == captain.type_id).open
    assert first_open(again).type_id == "witch_hunters.warrior_priest"  # not a second Captain


def test_a_recruit_gets_his_free_dagger_and_his_prayer(store) -> None:
    state = draft()
    captain = recruit(store, state, "witch_hunters.witch_hunter_captain", "Captain")
    assert (captain.kind, captain.equipment, captain.experience) == ("hero", ["dagger"], 20)
    priest = recruit(store, state, "witch_hunters.warrior_priest", "Priest", TableDice([1]))
    assert len(priest.spells) == 1
    flagellants = recruit(store, state, "witch_hunters.flagellants", "Flagellants")
    assert (flagellants.kind, flagellants.equipment) == ("henchmen", [])  # no dagger on his list
    hounds = recruit(store, state, "witch_hunters.warhounds", "Hounds")
    assert hounds.equipment == []  # animals carry nothing
    with pytest.raises(RefusedError):
        recruit(store, state, "reikland.mercenary_captain", "Wrong")


def test_kit_rows_price_one_more_and_count_duplicates(store) -> None:
    state = draft()
    captain = recruit(store, state, "witch_hunters.witch_hunter_captain", "Captain")
    rows = {r.item_id: r for r in kit_rows(store, captain)}
    assert (rows["dagger"].cost, rows["dagger"].quantity) == (2, 1)  # the free one is his
    captain.equipment = with_quantity(captain.equipment, "pistol", 2)
    assert captain.equipment == ["dagger", "pistol", "pistol"]
    assert {r.item_id: r.quantity for r in kit_rows(store, captain)}["pistol"] == 2
    assert group_price(store, "witch_hunters", captain).total == 60 + 30
    captain.equipment = with_quantity(captain.equipment, "dagger", 0)
    assert captain.equipment == ["pistol", "pistol"]
    fresh = recruit(store, state, "witch_hunters.witch_hunter", "Hunter")
    fresh.equipment = []
    assert {r.item_id: r.cost for r in kit_rows(store, fresh)}["dagger"] == 0  # the first: free
    with pytest.raises(RefusedError):
        with_quantity([], "pistol", 10)


def test_a_group_price_and_the_draft_counts_heroes(store) -> None:
    state = draft()
    zealots = recruit(store, state, "witch_hunters.zealots", "Zealots")
    zealots.count = 3
    zealots.equipment = with_quantity(zealots.equipment, "mace", 1)
    price = group_price(store, "witch_hunters", zealots)
    assert (price.count, price.each, price.total) == (3, 23, 69)
    state.warriors += [recruit(store, state, "witch_hunters.witch_hunter_captain", "C"), zealots]
    status = draft_status(store, state)
    assert (status.heroes, status.max_heroes, status.members) == (1, 5, 4)


def test_a_quick_draft_saves_as_priced(store) -> None:
    state = draft()
    for type_id in ("witch_hunters.witch_hunter_captain", "witch_hunters.zealots"):
        state.warriors.append(recruit(store, state, type_id, type_id.split(".")[1]))
    state.warriors[1].count = 3
    state.warriors.append(recruit(store, state, "ogre_bodyguard", "Ogre"))
    change = create_from_draft(store, state)
    saved = store.load(change.warband_id)
    assert saved.treasury == 500 - 60 - 3 * 20 - 80
    assert [w.equipment for w in saved.warriors][:2] == [["dagger"], ["dagger"]]
