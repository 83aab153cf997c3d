"""Weapons made of gromril and ithilmar: one item per material and base weapon, priced at the
material's multiple of the weapon's price (rules/materials.py)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from rules import IllegalMoveError, RulesDataError, default_ruleset, load_ruleset
from rules.armour import save_against
from rules.costs import chart_price, list_price
from rules.loader import DATA_DIR
from rules.materials import hand_to_hand_initiative, is_base_weapon
from rules.trading import rare_items, search_rare_item, trading_price, trading_rarity
from tests.rules.test_loader_errors import edit

RULES = default_ruleset()


def test_a_gromril_axe_costs_four_axes_at_trading() -> None:
    assert RULES.item("axe").cost == 5
    quote = trading_price(RULES, "dwarf_treasure_hunters", "gromril_axe")
    assert quote.cost == 4 * 5 == 20
    assert trading_rarity(RULES, "dwarf_treasure_hunters", "gromril_axe") == 11


def test_an_ithilmar_sword_costs_three_swords_at_trading() -> None:
    assert RULES.item("sword").cost == 10
    assert trading_price(RULES, "reikland", "ithilmar_sword").cost == 3 * 10 == 30
    assert trading_rarity(RULES, "reikland", "ithilmar_sword") == 9


@pytest.mark.parametrize("material_id", ["gromril_weapon", "ithilmar_weapon"])
def test_every_base_weapon_has_its_material_weapon(material_id: str) -> None:
    material = RULES.item(material_id)
    assert material.cost_multiplier is not None
    bases = [item for item in RULES.items.values() if is_base_weapon(item)]
    assert {b.id for b in bases} >= {"axe", "sword", "hammer", "spear", "halberd", "flail",
                                     "morning_star", "double_handed_weapon", "dagger"}  # fmt: skip
    made = {i.base: i for i in RULES.items.values() if i.material == material_id}
    assert set(made) == {b.id for b in bases}
    for base in bases:
        weapon = made[base.id]
        assert weapon.cost == material.cost_multiplier * base.cost
        assert weapon.rarity == material.rarity
        assert weapon.category == base.category and weapon.strength == base.strength
        assert set(base.special_rules) <= set(weapon.special_rules)


def test_excluded_bases() -> None:
    """No material fist, lance (rare), Sisters' hammer (one warband's), pack weapon or
    material made of a material."""
    for item_id in ("fist", "lance", "sigmarite_warhammer", "fighting_claws", "dwarf_axe",
                    "gromril_weapon", "gromril_axe"):  # fmt: skip
        assert not is_base_weapon(RULES.item(item_id)), item_id
    assert "gromril_fist" not in RULES.items and "ithilmar_lance" not in RULES.items


def test_the_bare_material_is_never_bought() -> None:
    for material_id in ("gromril_weapon", "ithilmar_weapon"):
        with pytest.raises(IllegalMoveError) as caught:
            trading_price(RULES, "dwarf_treasure_hunters", material_id)
        assert caught.value.message.code == "material_without_weapon"
        with pytest.raises(IllegalMoveError):
            chart_price(RULES, material_id)
        with pytest.raises(IllegalMoveError):
            search_rare_item(RULES, "reikland", material_id, 12)
        for warband_id in RULES.warbands:
            assert material_id not in {item.id for item, _ in rare_items(RULES, warband_id)}
            lists = RULES.warband(warband_id).equipment_lists.values()
            assert all(e.item != material_id for el in lists for e in el.items), warband_id


def test_the_rare_search_offers_the_weapons_at_the_materials_rarity() -> None:
    offered = {item.id: rarity for item, rarity in rare_items(RULES, "reikland")}
    assert offered["gromril_hammer"] == 11
    assert offered["ithilmar_halberd"] == 9
    assert search_rare_item(RULES, "reikland", "gromril_hammer", 10).found is False
    assert search_rare_item(RULES, "reikland", "gromril_hammer", 11).found is True


def test_the_shadow_warriors_pay_twice_their_list_price() -> None:
    heroes = RULES.warrior_type("shadow_warriors.shadow_master")
    sword = list_price(RULES, heroes, "sword").cost
    assert list_price(RULES, heroes, "ithilmar_sword").cost == 2 * sword == 20
    assert list_price(RULES, heroes, "ithilmar_double_handed_weapon").cost == 2 * 15
    # Only the weapons of his own list are made of ithilmar on it: an axe is found, not listed.
    with pytest.raises(IllegalMoveError):
        list_price(RULES, heroes, "ithilmar_axe")


def test_gromril_takes_one_more_from_the_save() -> None:
    # Strength 3 leaves a 5+ save as it is; an axe's cutting edge takes one, gromril one more.
    assert save_against(RULES, 5, 3, "axe") == 6
    assert save_against(RULES, 5, 3, "gromril_axe") is None
    assert save_against(RULES, 4, 3, "gromril_axe") == 6
    assert save_against(RULES, 5, 3, "gromril_sword") == 6
    assert save_against(RULES, 5, 3, "ithilmar_sword") == 5


def test_ithilmar_gives_one_initiative_in_hand_to_hand() -> None:
    assert hand_to_hand_initiative(RULES, 4, "ithilmar_sword") == 5
    assert hand_to_hand_initiative(RULES, 4, "sword") == 4
    assert hand_to_hand_initiative(RULES, 4, "gromril_sword") == 4
    assert hand_to_hand_initiative(RULES, 10, "ithilmar_spear") == 10


@pytest.mark.parametrize(
    ("item_id", "en", "ru"),
    [
        ("gromril_axe", "Gromril axe", "Топор из громрила"),
        ("ithilmar_sword", "Ithilmar sword", "Меч из итильмара"),
        ("gromril_double_handed_weapon", "Gromril double-handed weapon",
         "Двуручное оружие из громрила"),
        ("ithilmar_morning_star", "Ithilmar morning star", "Моргенштерн из итильмара"),
    ],
)  # fmt: skip
def test_names_in_both_languages(item_id: str, en: str, ru: str) -> None:
    item = RULES.item(item_id)
    assert (item.name.en, item.name.ru) == (en, ru)
    assert item.text.en.startswith(RULES.item(item.base or "").text.en)
    assert "gromril" in item.text.en.lower() or "ithilmar" in item.text.en.lower()


# --- the data's checks -----------------------------------------------------------------------

SW = "packs/shadow_warriors/warband.toml"
SW_ENTRY = '{ item = "ithilmar_weapon", cost_multiplier = 2 }'
WE = "packs/wood_elves/warband.toml"
WE_ENTRY = "cost_multiplier = 2, heroes_only = true, at_creation = true"


@pytest.mark.parametrize(
    ("file", "old", "new", "says"),
    [
        (SW, SW_ENTRY, '{ item = "ithilmar_weapon", cost = 20 }', "give cost_multiplier"),
        (SW, SW_ENTRY, '{ item = "halberd", cost_multiplier = 2 }', "not halberd"),
        (SW, SW_ENTRY, '{ item = "ithilmar_weapon", cost_multiplier = 2, cost = 5 }', "no cost"),
        (SW, SW_ENTRY, '{ item = "ithilmar_weapon", cost_multiplier = 2 },\n'
         '  { item = "ithilmar_sword", cost = 20 }', "ithilmar_sword listed twice"),
        ("equipment.toml", 'cost_multiplier = 3\n', "", "both cost_multiplier and made_of"),
        ("equipment.toml", 'prefix = "ithilmar", name = { en = "Ithilmar {weapon}"',
         'prefix = "ithilmar", name = { en = "Ithilmar"', "name the weapon"),
        ("equipment.toml", 'prefix = "ithilmar"', 'prefix = "gromril"', "an item already"),
        (WE, WE_ENTRY, WE_ENTRY.replace("at_creation = true", 'at_creation = "yes"'),
         "'at_creation' must be"),
        (WE, "cost = 60, heroes_only = true, at_creation = true",
         "cost = 60, heroes_only = true, at_creation = true, first_free = true",
         "cannot be first_free"),
    ],
)  # fmt: skip
def test_a_broken_material_is_refused_at_load(
    tmp_path: Path, toml_parsed_once: None, file: str, old: str, new: str, says: str
) -> None:
    data = tmp_path / "data"
    shutil.copytree(DATA_DIR, data)
    edit(data, file, old, new)
    with pytest.raises(RulesDataError, match=says):
        load_ruleset(data)
