"""A custom type of a warband of a known list is that warband's own (issue 26): a Toolheim Orc
Mob with a house Orc Warlord, War Boars and an Ogre gives them to no other Orc Mob of the
store, while the warband that brought them hires, rates and checks them as before."""

from __future__ import annotations

import pytest

import app.usecases as uc
from app.domain import WarbandState
from app.store.repository import Store
from app.usecases.core import problems_of
from app.usecases.heroes import LIST, most_heroes, set_hero_reading
from app.usecases.recruiting import recruit, recruit_options
from app.usecases.refusal import RefusedError
from app.usecases.transfer import import_foreign
from rules.custom import is_custom_type
from tests.app.test_import_toolheim import HOUSE_ORCS


def _offered(store: Store, state: WarbandState) -> list[str]:
    return [option.type_id for option in recruit_options(store, state)]


def _house_types(store: Store, warband_id: int) -> dict[str, str]:
    """The custom types the warband keeps, by the name the file gave them."""
    return {t.name: t.id for t in store.load(warband_id).custom.types}


def test_another_orc_mob_of_the_store_is_offered_none_of_the_house_types(store: Store) -> None:
    set_hero_reading(store, LIST)  # the list's sum: a house hero of no maximum would raise it
    other = uc.create_warband(store, "orc_mob", "Da Uvvaz").warband_id
    uc.set_treasury(store, other, 500)
    before = store.load(other)
    offered, problems = _offered(store, before), problems_of(store, before)
    cap = most_heroes(store, before)
    owner = import_foreign(store, HOUSE_ORCS).warband_id
    house = _house_types(store, owner)
    assert set(house) == {"Orc Warlord", "War Boar", "Ogre Mercenary"}
    after = store.load(other)
    assert _offered(store, after) == offered  # the hire list, the hired swords
    assert not set(house.values()) & set(offered)
    assert problems_of(store, after) == problems
    assert most_heroes(store, after) == cap
    wizard = WarbandState(name="", type_id="orc_mob")  # the new-warband wizard's draft
    assert not [t for t in _offered(store, wizard) if is_custom_type(t)]
    assert not store.load(other).custom.types


def test_another_orc_mob_is_refused_a_house_type_in_one_line(store: Store) -> None:
    owner = import_foreign(store, HOUSE_ORCS).warband_id
    house = _house_types(store, owner)
    other = uc.create_warband(store, "orc_mob", "Da Uvvaz").warband_id
    uc.set_treasury(store, other, 500)
    said = "War Boar \\(custom\\) is another warband's own type: hire one of this warband's list"
    with pytest.raises(RefusedError, match=said):
        uc.hire(store, other, house["War Boar"], "Porky", count=1)
    with pytest.raises(RefusedError, match="Ogre Mercenary \\(custom\\) is another warband's"):
        uc.hire_hired_sword(store, other, house["Ogre Mercenary"], "Varga")
    with pytest.raises(RefusedError, match="another warband's own type"):
        recruit(store, store.load(other), house["War Boar"], "Porky")
    state = store.load(other)
    assert (state.warriors, state.treasury, state.custom.types) == ([], 500, ())


def test_the_warband_that_brought_them_still_hires_another(store: Store) -> None:
    uc.create_warband(store, "orc_mob", "Da Uvvaz")
    owner = import_foreign(store, HOUSE_ORCS).warband_id
    house = _house_types(store, owner)
    uc.set_treasury(store, owner, 500)
    state = store.load(owner)
    assert set(house.values()) <= set(_offered(store, state))
    assert most_heroes(store, state) >= len(state.heroes)
    hired = uc.hire(store, owner, house["War Boar"], "More tuskers", count=1)
    boars = store.load(owner).warrior("More tuskers")
    assert (boars.type_id, boars.count) == (house["War Boar"], 1)
    hired.undo(store)
    assert "More tuskers" not in {w.name for w in store.load(owner).warriors}
