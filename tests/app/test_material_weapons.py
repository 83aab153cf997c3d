"""Gromril and ithilmar weapons through the use cases: bought at the material's multiple of the
weapon's price, never as a bare material at 0 gc; undone exactly, exchanged, printed by name."""

from __future__ import annotations

import json

import pytest

import app.usecases as uc
from app.command_line.commands import format_sheet
from app.importers.common import Names, fold
from app.importers.mordheim_manager_names import ITEMS as MORDHEIM_MANAGER_ITEMS
from app.pdf.view import warrior_view
from app.store.repository import Store
from app.usecases.transfer import export_warband, import_warband
from app.words import say_error
from tests.app.conftest import hire


@pytest.mark.parametrize("material_id", ["gromril_weapon", "ithilmar_weapon"])
def test_the_bare_material_is_refused_in_both_languages(store: Store, material_id: str) -> None:
    wid = uc.create_warband(store, "dwarf_treasure_hunters", "Grudge").warband_id
    noble = hire(store, wid, "noble", "Thorek")
    before = store.load(wid).treasury
    for buy in (
        lambda: uc.buy_for_stash(store, wid, material_id),
        lambda: uc.buy(store, wid, noble, material_id),
    ):
        with pytest.raises(uc.RefusedError) as caught:
            buy()
        en = say_error(caught.value, "en", store.ruleset)
        ru = say_error(caught.value, "ru", store.ruleset)
        assert "no price of its own" in en and "\n" not in en
        assert "нет своей цены" in ru and "\n" not in ru
    state = store.load(wid)
    assert state.treasury == before and state.stash == []
    assert material_id not in state.warrior(noble).equipment


def test_a_gromril_axe_for_the_stash_costs_four_axes_and_undoes(store: Store) -> None:
    wid = uc.create_warband(store, "dwarf_treasure_hunters", "Grudge").warband_id
    before = store.load(wid).treasury
    change = uc.buy_for_stash(store, wid, "gromril_axe")
    assert change.details.cost == 20
    state = store.load(wid)
    assert state.treasury == before - 20 and state.stash == ["gromril_axe"]
    uc.undo(store, change)
    state = store.load(wid)
    assert state.treasury == before and state.stash == []


def test_a_shadow_warrior_buys_an_ithilmar_sword_at_twice_his_sword(store: Store) -> None:
    wid = uc.create_warband(store, "shadow_warriors", "Nagarythe").warband_id
    master = hire(store, wid, "shadow_master", "Alith")
    before = store.load(wid).treasury
    change = uc.buy(store, wid, master, "ithilmar_sword")
    assert change.details.cost == 20
    assert store.load(wid).treasury == before - 20
    uc.undo(store, change)
    assert store.load(wid).treasury == before
    assert store.load(wid).warrior(master).equipment == []


def test_material_weapons_travel_and_print_by_name(store: Store, tmp_path) -> None:
    wid = uc.create_warband(store, "reikland", "Grey Wolves").warband_id
    captain = hire(store, wid, "mercenary_captain", "Marius", equipment=["sword"])
    uc.set_treasury(store, wid, 500)
    uc.buy(store, wid, captain, "ithilmar_sword")
    uc.buy_for_stash(store, wid, "gromril_hammer")
    text = export_warband(store, wid)
    data = json.loads(text)
    assert "gromril_hammer" in data["warband"]["stash"]
    copy = import_warband(store, text, name="Grey Wolves again").warband_id
    assert export_warband(store, copy) != "" and store.load(copy).stash == ["gromril_hammer"]
    state = store.load(copy)
    [marius] = state.heroes
    assert "ithilmar_sword" in marius.equipment
    ru_sheet = format_sheet(store, state, "ru")
    assert "Меч из итильмара" in ru_sheet and "Молот из громрила" in ru_sheet
    assert "Ithilmar sword" in format_sheet(store, state, "en")
    view = warrior_view(store.ruleset, state.type_id, marius, "en")
    assert "Ithilmar sword" in view.kit


def test_an_old_sheet_with_a_bare_material_still_loads_and_shows(store: Store) -> None:
    """A sheet of an older version (the Shadow Warriors' list sold the bare ithilmar weapon)."""
    wid = uc.create_warband(store, "reikland", "Grey Wolves").warband_id
    hire(store, wid, "mercenary_captain", "Marius")
    data = json.loads(export_warband(store, wid))
    data["warband"]["stash"] = ["gromril_weapon"]
    state = store.load(import_warband(store, json.dumps(data), name="Old").warband_id)
    assert state.stash == ["gromril_weapon"]
    assert "Gromril weapon" in format_sheet(store, state, "en")


def test_importers_read_a_material_weapon_by_its_name(store: Store) -> None:
    """Other programs' "Gromril Axe" (or ours in Russian) is the gromril axe; their "Gromril
    Weapon", which names no weapon, stays the bare material an older sheet may hold."""
    names = Names(store.ruleset)
    assert names.items.get(fold("Gromril Axe")) == "gromril_axe"
    assert names.items.get(fold("ITHILMAR double-handed weapon")) == "ithilmar_double_handed_weapon"
    assert names.items.get(fold("Меч из итильмара")) == "ithilmar_sword"
    assert MORDHEIM_MANAGER_ITEMS["Gromril Weapon"] == "gromril_weapon"
    assert names.items.get(fold("Gromril weapon")) == "gromril_weapon"


def test_a_material_weapon_goes_only_to_a_warrior_whose_list_has_its_weapon(store: Store) -> None:
    wid = uc.create_warband(store, "dwarf_treasure_hunters", "Grudge").warband_id
    noble = hire(store, wid, "noble", "Thorek")
    before = store.load(wid).treasury
    uc.buy(store, wid, noble, "gromril_axe")  # the axe is on the Dwarfs' list
    assert store.load(wid).treasury == before - 15  # 3 x the axe while the warband is new
    with pytest.raises(uc.RefusedError, match="Gromril flail is not on the"):
        uc.buy(store, wid, noble, "gromril_flail")  # no flail on it
    assert store.load(wid).treasury == before - 15
